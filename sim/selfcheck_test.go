package sim_test

import (
	"bytes"
	"flag"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
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
	var targets []check.SelfCheckTarget
	switch *flagSelfCheck {
	case "":
		for _, b := range selfCheckSubset {
			targets = append(targets, check.SelfCheckTarget{Name: b.String(), Bugs: gateway.BugSet{b}})
		}
	case "all":
		targets = append(check.SelfCheckTargets(), check.SelfCheckTarget{Name: sim.PresetUpstreamV1Name, Bugs: gateway.PresetUpstreamV1()})
	default:
		bugs, err := sim.ParseBugs(*flagSelfCheck)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range bugs {
			targets = append(targets, check.SelfCheckTarget{Name: b.String(), Bugs: gateway.BugSet{b}})
		}
	}
	cfg := check.DefaultSelfCheck()
	cfg.ShrinksMax, cfg.ReducesMax = -1, 0
	start := time.Now()
	cfg.Clock = func() time.Duration { return time.Since(start) }
	rows := check.SelfCheck(cfg, targets)
	var out bytes.Buffer
	check.WriteSelfCheck(&out, rows, cfg.Checks)
	t.Logf("\n%s", out.String())
	for _, r := range rows {
		if !r.Caught {
			t.Errorf("%s: not caught within %d checks: the generator or the oracle must get better", r.Target.Name, cfg.Checks)
		}
	}
}
