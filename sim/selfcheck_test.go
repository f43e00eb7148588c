package sim

import (
	"bytes"
	"flag"
	"testing"
	"testing/synctest"

	"gatewaysim/gateway"
)

var flagSelfCheck = flag.String("sim.selfcheck", "", `TestSelfCheck's flags: "" for a representative subset, "all" for every flag and the upstream-v1 preset, or a comma-separated list`)

// selfCheckSubset is one flag per invariant family, each among the quickest to catch: what
// TestSelfCheck runs by default so that go test ./... stays fast. make selfcheck and
// -sim.selfcheck=all run every flag.
var selfCheckSubset = []gateway.Bug{
	gateway.B01, gateway.B03, gateway.B07, gateway.B11, gateway.B12, gateway.B13, gateway.B14,
	gateway.B16, gateway.B22, gateway.B23, gateway.B29, gateway.B33, gateway.H3, gateway.H4,
	gateway.H11, gateway.PFreshZero,
}

// TestSelfCheck asserts that the generic property catches bug flags within the self-check's
// budget of checks (docs/design.md decision 8): by default a representative subset, with
// -sim.selfcheck=all every flag and the upstream-v1 preset. It stops each flag at its first
// failure (no shrinking); make selfcheck also shrinks and prints the table.
func TestSelfCheck(t *testing.T) {
	var targets []SelfCheckTarget
	switch *flagSelfCheck {
	case "":
		for _, b := range selfCheckSubset {
			targets = append(targets, SelfCheckTarget{Name: b.String(), Bugs: gateway.BugSet{b}})
		}
	case "all":
		targets = append(SelfCheckTargets(), SelfCheckTarget{Name: PresetUpstreamV1Name, Bugs: gateway.PresetUpstreamV1()})
	default:
		bugs, err := ParseBugs(*flagSelfCheck)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range bugs {
			targets = append(targets, SelfCheckTarget{Name: b.String(), Bugs: gateway.BugSet{b}})
		}
	}
	cfg := DefaultSelfCheck()
	cfg.ShrinksMax, cfg.ReducesMax = -1, 0
	now, stop := NewRealClock() // outside the bubble: real time
	defer stop()
	cfg.Clock = now
	var rows []SelfCheckRow
	synctest.Test(t, func(t *testing.T) { rows = SelfCheck(cfg, targets) })
	var out bytes.Buffer
	WriteSelfCheck(&out, rows, cfg.Checks)
	t.Logf("\n%s", out.String())
	for _, r := range rows {
		if !r.Caught {
			t.Errorf("%s: not caught within %d checks: the generator or the oracle must get better", r.Target.Name, cfg.Checks)
		}
	}
}

// TestSelfCheckReportsMisses: with no flag on the property holds, so the self-check must report
// "not caught" after exactly its budget, and a recorded failure must parse.
func TestSelfCheckReportsMisses(t *testing.T) {
	cfg := DefaultSelfCheck()
	cfg.Checks, cfg.ShrinksMax, cfg.ReducesMax = 20, -1, 0
	var rows []SelfCheckRow
	synctest.Test(t, func(t *testing.T) { rows = SelfCheck(cfg, []SelfCheckTarget{{Name: "none"}}) })
	if len(rows) != 1 || rows[0].Caught || rows[0].Checks != 20 {
		t.Fatalf("no flag: want not caught after 20 checks, got %+v", rows)
	}
	tb := &recordingTB{}
	tb.Errorf("[rapid] failed after %v tests: %v", 41, "I2: x")
	if n, ok := tb.failedAfter(); !ok || n != 41 || !tb.Failed() {
		t.Fatalf("failedAfter = %d, %v", n, ok)
	}
}

// TestTriggerStepsCoverEveryFlag: every flag has its catalogue trigger's length, so that the
// self-check can measure each shrunk counterexample against it.
func TestTriggerStepsCoverEveryFlag(t *testing.T) {
	for _, b := range gateway.AllBugs() {
		if _, ok := TriggerSteps[b]; !ok {
			t.Errorf("TriggerSteps has no entry for %s", b)
		}
	}
}
