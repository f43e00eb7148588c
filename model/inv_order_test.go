package model

import (
	"testing"

	"gatewaysim/gateway"
)

// TestPassOrderCatchesAnUnsortedPass: each pass the check follows fires when two of its effects
// come out of key order, and passes when they are in order; effects of passes it does not follow
// (a tick's reaps, a release of the restore gate) may come in any order.
func TestPassOrderCatchesAnUnsortedPass(t *testing.T) {
	a, b := gateway.LaneKey("agent:main:a"), gateway.LaneKey("agent:main:b")
	lanes := func(k gateway.EffectKind, why string, ks ...gateway.LaneKey) []gateway.Effect {
		var out []gateway.Effect
		for _, l := range ks {
			out = append(out, gateway.Effect{Kind: k, Lane: l, Why: why})
		}
		return out
	}
	records := func(k gateway.EffectKind, ids ...gateway.RecordID) []gateway.Effect {
		var out []gateway.Effect
		for _, id := range ids {
			out = append(out, gateway.Effect{Kind: k, Record: id})
		}
		return out
	}
	swept := func(ids ...gateway.SessionID) []gateway.Effect {
		var out []gateway.Effect
		for _, id := range ids {
			out = append(out, gateway.Effect{Kind: gateway.RowEnded, Session: id, Reason: gateway.EndStartupOrphanReap})
		}
		return out
	}
	for _, c := range []struct {
		name string
		ev   Event
		effs []gateway.Effect
		bad  bool
	}{
		{"marks out of order", Boot{}, lanes(gateway.MarkedResume, "", b, a), true},
		{"marks in order", Boot{}, lanes(gateway.MarkedResume, "", a, b), false},
		{"skipped routes out of order", Boot{}, lanes(gateway.EntrySkipped, "unreadable entry", b, a), true},
		{"finalizations out of order", Tick{}, lanes(gateway.Finalized, "", b, a), true},
		{"prune out of order", Tick{}, lanes(gateway.RouteDropped, "prune", b, a), true},
		{"other drops in any order", Tick{}, lanes(gateway.RouteDropped, "stale", b, a), false},
		{"a drain's refusals out of order", Stop{}, lanes(gateway.Discarded, "draining", b, a), true},
		{"a gate release's refusals in any order", TurnEnd{}, lanes(gateway.Discarded, "stopped", b, a), false},
		{"agents closed at exit out of order", Exit{}, lanes(gateway.AgentClosed, "", b, a), true},
		{"agents closed in a tick in any order", Tick{}, lanes(gateway.AgentClosed, "", b, a), false},
		{"the sweep out of order", Boot{}, swept("s2", "s1"), true},
		{"the sweep in order", Boot{}, swept("s1", "s2"), false},
		{"a teardown out of order", TeardownApply{}, records(gateway.RecordClosed, 2, 1), true},
		{"exit's closes out of order", Exit{}, records(gateway.RecordClosed, 2, 1), true},
		{"a tick's reaps in any order", Tick{}, records(gateway.RecordClosed, 2, 1), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := checkPassOrder(&Observation{Event: c.ev, Effects: c.effs}, nil)
			if c.bad {
				wantInv(t, "order", err)
			} else if err != nil {
				t.Fatal(err)
			}
		})
	}
}
