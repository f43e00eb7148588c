package sim

import (
	"flag"
	"testing"
	"time"

	"pgregory.net/rapid"
)

var flagBugs = flag.String("sim.bugs", "", "bug flags TestProperty switches on (comma-separated, e.g. B23,H4, or upstream-v1)")

// TestProperty runs the generic property: every invariant after every gateway call, every outcome
// within the model's allowed set, and a liveness check at the end. With no -sim.bugs it must
// pass; with a flag on it shows what the harness finds. A failure prints the shrunk op list and
// writes a failure bundle under sim/failures/ (its scenario.txt replays in package scenarios);
// rerun it with the -rapid.seed rapid prints.
func TestProperty(t *testing.T) {
	steps := 120
	if testing.Short() {
		steps = 40
	}
	bugs, err := ParseBugs(*flagBugs)
	if err != nil {
		t.Fatal(err)
	}
	cmd := "go test ./sim -run TestProperty -rapid.seed=<the seed rapid prints>"
	if *flagBugs != "" {
		cmd += " -sim.bugs=" + *flagBugs
	}
	var stats PropertyStats
	prop := Property(PropertyConfig{Bugs: bugs, StepsMax: steps, Seed: 1, BundleDir: "failures", Reproduce: cmd, Stats: &stats})
	start := time.Now() // outside the bubbles: real time
	rapid.Check(t, func(t *rapid.T) { rapid.SyncTest(t, prop) })
	wall := time.Since(start)
	t.Logf("%s; %.0f judged calls/s, %.0f ops/s", &stats, float64(stats.Calls)/wall.Seconds(), float64(stats.Ops)/wall.Seconds())
}
