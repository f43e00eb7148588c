package conformance

import (
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// TestBuildUpstreamTestPicksTheDifferingStep: the test file checks the first step whose
// projection differs between the two commits, and there is no test when none differs (the
// detector does not fire on identical runs).
func TestBuildUpstreamTestPicksTheDifferingStep(t *testing.T) {
	reply := func(resumePending bool, session string) []byte {
		rp := "false"
		if resumePending {
			rp = "true"
		}
		return []byte(`{"ok":true,"timeline":[{"event":"boot","effects":[{"kind":"routed","lane":"L","session":"` + session +
			`"}],"state":{"entries":{"L":{"session_id":"` + session + `","resume_pending":` + rp + `}}}}]}`)
	}
	reqs := []map[string]any{{"op": "boot", "at": 1.0}, {"op": "message", "at": 2.0}, {"op": "kill", "at": 3.0}}
	// Session ids differ between the two runs but are named s1 in both projections.
	pre := &Recording{Requests: reqs, Replies: [][]byte{reply(false, "20260328_090000_aaaaaaaa"),
		reply(false, "20260328_090000_aaaaaaaa"), reply(false, "20260328_090000_aaaaaaaa")}}
	post := &Recording{Requests: reqs, Replies: [][]byte{reply(false, "20260328_090000_bbbbbbbb"),
		reply(true, "20260328_090000_bbbbbbbb"), reply(true, "20260328_090000_bbbbbbbb")}}
	r := &HistoryResult{Fixed: Fixed{Flags: gateway.BugSet{gateway.B05}, Fix: "e2a1a2bf1", What: "pre-mark running lanes"},
		Pre: "4d44304e8", Post: "e2a1a2bf1", Invariant: "I5",
		Finding: &Finding{Seed: 3, Ops: []sim.Op{{Kind: sim.KindBoot}}, Viol: &Violation{Err: errString("I5: lane L owes a turn")}}}
	tf, ok, err := BuildUpstreamTest(r, pre, post, "Europe/Berlin")
	if err != nil || !ok {
		t.Fatalf("BuildUpstreamTest: ok %v, err %v", ok, err)
	}
	if tf.Step != 1 {
		t.Errorf("checked step %d, want 1 (the first whose projection differs)", tf.Step)
	}
	for _, want := range []string{"class TestGatewaysimB05Fixe2a1a2bf1(unittest.TestCase)", "STEP = 1", `"op": "message"`, "4d44304e8"} {
		if !strings.Contains(tf.Text, want) {
			t.Errorf("the test file lacks %q", want)
		}
	}
	if strings.Contains(tf.Text, `"op": "kill"`) {
		t.Errorf("the test file sends requests past its step")
	}
	if _, ok, _ := BuildUpstreamTest(r, pre, pre, "Europe/Berlin"); ok {
		t.Errorf("a test file was built from two identical runs")
	}
}

type errString string

func (e errString) Error() string { return string(e) }

// TestKnownDefectWhat: the first sentence of a scenario's header, without the "A defect of
// upstream at ...:" preamble the test file states itself, cut on a word boundary when long.
func TestKnownDefectWhat(t *testing.T) {
	for _, c := range []struct{ header, want string }{
		{"A defect of upstream at V1 (339d968), confirmed on upstream's own gateway process: the watcher ends rows. More.",
			"The watcher ends rows"},
		{"The drain loses a turn. Replay: x.", "The drain loses a turn"},
		{strings.Repeat("word ", 60), strings.TrimSpace(strings.Repeat("word ", 40)) + "..."},
	} {
		if got := knownDefectWhat(&scenarios.Script{Header: []string{c.header}}); got != c.want {
			t.Errorf("knownDefectWhat(%q) = %q, want %q", c.header, got, c.want)
		}
	}
}
