package conformance

import (
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

// GoReach counts the seeds that show a defect on the Go side: B03 (a timed-out drain becomes a
// reset) shows in the first seeds (seed 3 first) of the process campaign, and no seed shows a flag that leaves
// the gateway as it is (B30 lives in the TUI reap's thread race, which the Go world has no
// thread for).
func TestGoReach(t *testing.T) {
	r, err := GoReach(gateway.B03, []uint64{1, 2, 3, 4}, 30)
	if err != nil {
		t.Fatal(err)
	}
	if r.Hits == 0 || r.First != 3 {
		t.Fatalf("B03: %d hits, first at run %d; want seed 3 to show it first", r.Hits, r.First)
	}
	if r, _ := GoReach(gateway.B30, []uint64{1, 2, 3, 4}, 30); r.Hits != 0 {
		t.Fatalf("B30: %d hits, want none", r.Hits)
	}
}

// The process campaign draws the TUI gateway's ops, which store mode's cannot take.
func TestProcessSwarmDrawsSockets(t *testing.T) {
	var ws int
	for seed := uint64(1); seed <= 40; seed++ {
		ops, err := generated(ProcessSetup(seed), GenerateProcess(seed, 30), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range ops {
			if _, ok := processSupported(op); !ok {
				t.Fatalf("seed %d drew %s, which process mode cannot take", seed, op)
			}
			if op.Kind.String() == "ws-connect" {
				ws++
			}
		}
	}
	if ws == 0 {
		t.Fatal("40 process-campaign seeds drew no ws-connect")
	}
}

// The process campaign draws another process's accidental ends (row-ended ws_orphan_reap, ...)
// and never an intentional one: the swarm once probed row-ended with no reason, which the filter
// refuses, and so never drew the kind at all.
func TestProcessCampaignDrawsAccidentalRowEnds(t *testing.T) {
	accidental := 0
	for seed := uint64(1); seed <= 60; seed++ {
		ops, err := generated(ProcessSetup(seed), GenerateProcess(seed, 30), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range ops {
			if op.Kind != sim.KindRowEnded {
				continue
			}
			if !gateway.Accidental(op.Reason) {
				t.Fatalf("seed %d drew %s: upstream's outside writer cannot take an intentional end", seed, op)
			}
			accidental++
		}
	}
	if accidental == 0 {
		t.Fatal("60 process-mode runs drew no row-ended op")
	}
}
