package check

import (
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// TestResumeRefusesFollowUpsOnlyWhenItSwitches: a /resume may refuse the message waiting behind
// the lane's turn only when it switches (docs/contract.md §2.16 step 5), which its reply shows
// after the refusal. A gateway that refuses it and answers "already on" fails I15 at that step;
// the gateway's own switch, which refuses it and answers "resumed", passes.
func TestResumeRefusesFollowUpsOnlyWhenItSwitches(t *testing.T) {
	for _, c := range []struct {
		name, op string
		inject   bool // refuse the follow-up in the /resume's step, as a wrong gateway would
		want     string
	}{
		{"already on, refused", "resume lane=a target=s2", true, `answered "already on", yet refused 1 waiting message`},
		{"already on", "resume lane=a target=s2", false, ""},
		{"a switch", "resume lane=a target=s1", false, ""},
	} {
		cfg := sim.DefaultConfig()
		cfg.NoBoot = true
		w, err := sim.NewWorld(1, cfg)
		if err != nil {
			t.Fatal(err)
		}
		o := NewOracle(w)
		var verdict error
		w.SetObserver(func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
			if r, ok := ev.(model.ResumeCmd); ok && c.inject {
				fx = append([]gateway.Effect{{Kind: gateway.Discarded, Lane: r.Lane.Key, Why: "resumed"}}, fx...)
			}
			if err := o.Observe(w, ev, fx); err != nil && verdict == nil {
				verdict = err
			}
			return nil
		})
		applyOps(t, w, "boot", "message lane=a turn=10m/ok tokens=100", "new lane=a",
			"message lane=a turn=10m/ok tokens=100", "message lane=a")
		if verdict != nil {
			t.Fatalf("%s: before the /resume: %v", c.name, verdict)
		}
		applyOps(t, w, c.op)
		switch {
		case c.want == "" && verdict != nil:
			t.Errorf("%s: %v", c.name, verdict)
		case c.want != "" && (verdict == nil || !strings.Contains(verdict.Error(), "I15") || !strings.Contains(verdict.Error(), c.want)):
			t.Errorf("%s: want an I15 violation with %q, got %v", c.name, c.want, verdict)
		}
	}
}
