package check

import (
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// TestOracleIncrementalMatchesWhole runs the oracle as every run does (incremental observations:
// the rows and entries a step may have changed) beside a second one judging the same calls on
// whole observations (every row and entry, every step, as the oracle did before), and requires
// the same verdict at the same step, with the same message: on clean seeds, and with each bug flag
// on (seeds in turn until one is caught, up to a few), where the verdicts are violations. The whole
// oracle also checks, after every step, that
// the model's shortcut bookkeeping (which lanes' obligations it re-reads) matches a pass over
// every lane.
func TestOracleIncrementalMatchesWhole(t *testing.T) {
	clean, perFlag, steps := uint64(20), uint64(4), 120
	if testing.Short() {
		clean, perFlag, steps = 10, 1, 80
	}
	type job struct {
		seed uint64
		bugs gateway.BugSet
	}
	var jobs []job
	for s := uint64(1); s <= clean; s++ {
		jobs = append(jobs, job{seed: s})
	}
	for i, b := range gateway.AllBugs() {
		for k := uint64(0); k < perFlag; k++ {
			jobs = append(jobs, job{seed: 1000 + uint64(i)*perFlag + k, bugs: gateway.BugSet{b}})
		}
	}
	failed, runs := 0, 0
	caught := map[string]bool{}
	for _, j := range jobs {
		if len(j.bugs) > 0 && caught[j.bugs.String()] {
			continue // this flag already gave a violation to compare
		}
		runs++
		var whole *Oracle
		var wholeErr error
		wholeStep := 0
		spec := SeedSpec(j.seed, j.bugs, steps)
		spec.TraceKeep = 1
		spec.Observe = func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
			if whole == nil {
				whole = NewOracle(w)
				whole.Whole = true
			}
			if wholeErr != nil {
				return nil
			}
			if err := whole.Observe(w, ev, fx); err != nil {
				wholeErr, wholeStep = err, w.Ops()
			}
			return nil
		}
		r, err := RunSeed(spec)
		if r == nil {
			continue // a configuration the gateway rightly refused
		}
		if whole != nil && whole.Steps() != r.Oracle.Steps() {
			t.Fatalf("seed %d %v: the oracles judged %d and %d calls", j.seed, j.bugs, r.Oracle.Steps(), whole.Steps())
		}
		incErr, incStep := err, r.FailStep
		if err != nil && r.FailStep == 0 || isLiveness(err) {
			incErr, incStep = nil, 0 // not a step's verdict (liveness is the model's, shared)
		}
		if incErr != nil {
			failed++
			caught[j.bugs.String()] = true
		}
		if (incErr == nil) != (wholeErr == nil) || incErr != nil && (incErr.Error() != wholeErr.Error() || incStep != wholeStep) {
			t.Errorf("seed %d %v: incremental verdict at op %d:\n%v\nwhole verdict at op %d:\n%v", j.seed, j.bugs, incStep, incErr, wholeStep, wholeErr)
		}
	}
	t.Logf("%d runs, %d with a violation (%d flags of %d), same verdicts", runs, failed, len(caught), len(gateway.AllBugs()))
}

func isLiveness(err error) bool {
	return err != nil && len(err.Error()) >= 9 && err.Error()[:9] == "liveness:"
}

// TestRouteLossDropsTheRoute: after the gateway's RouteLost the process holds no entry for the
// lane, and a route reported dropped is gone from the index unless its delete failed.
func TestRouteLossDropsTheRoute(t *testing.T) {
	const k = gateway.LaneKey("agent:main:telegram:dm:tg1")
	held := func(gateway.LaneKey) (gateway.SessionID, bool) { return "s1", true }
	none := func(gateway.LaneKey) (gateway.SessionID, bool) { return "", false }
	kept := func(gateway.LaneKey) bool { return true }
	gone := func(gateway.LaneKey) bool { return false }
	dropped := gateway.Effect{Kind: gateway.RouteDropped, Lane: k, Why: "lost"}
	failed := gateway.Effect{Kind: gateway.StoreFailed, Lane: k, Op: "delete_route"}
	for _, c := range []struct {
		name  string
		entry func(gateway.LaneKey) (gateway.SessionID, bool)
		index func(gateway.LaneKey) bool
		fx    []gateway.Effect
		bad   bool
	}{
		{"dropped", none, gone, []gateway.Effect{dropped}, false},
		{"no entry to drop", none, kept, nil, false},
		{"the delete failed", none, kept, []gateway.Effect{failed, dropped}, false},
		{"bad: the process keeps the entry", held, kept, nil, true},
		{"bad: reported dropped, still stored", none, kept, []gateway.Effect{dropped}, true},
	} {
		err := checkRouteLoss(k, c.entry, c.index, c.fx)
		if (err != nil) != c.bad {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}
