package sim_test

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

var (
	flagBugs     = flag.String("sim.bugs", "", "bug flags TestProperty, TestSeeds and FuzzProperty switch on (comma-separated, e.g. B23,H4, or upstream-v1)")
	flagFailures = flag.String("sim.failures", "failures", "directory for failure bundles: one subdirectory per run")
)

// TestProperty runs the generic property: every invariant after every gateway call, every outcome
// within the model's allowed set, and a liveness check at the end. With no -sim.bugs it must
// pass; with a flag on it shows what the harness finds. A failure writes a bundle under
// sim/failures/<run-id>/ with the exact command that replays the failing check (-rapid.seed is
// that check's own seed): the failing check's run reduced by check.Reduce, as the exploration job
// reduces a failing seed. rapid's shrunk counterexample is in the test's log; the bundle is not
// made of it, because rapid's shrink stops after a span of real time, so that the same seed
// would give another bundle on a busier machine.
//
// Every check is steered by its lane lifecycle (check.Lifecycle.Steered), as the exploration job
// and the self-check are; -sim.steer=false draws the swarm's weights alone.
func TestProperty(t *testing.T) {
	steps := 120
	if testing.Short() {
		steps = 40
	}
	bugs, err := sim.ParseBugList(*flagBugs)
	if err != nil {
		t.Fatal(err)
	}
	base := pinRapidSeed(t)
	var stats check.PropertyStats
	catch := &check.PropertyCatch{}
	prop := check.Property(check.PropertyConfig{Bugs: bugs, StepsMax: steps, Seed: 1, Stats: &stats, Catch: catch, Observe: plantedPanic, Steer: *flagSteer})
	start := time.Now()
	t.Run("checks", func(t *testing.T) {
		rapid.Check(t, prop)
	})
	wall := time.Since(start)
	t.Logf("%s; %.0f judged calls/s, %.0f ops/s", &stats, float64(stats.Calls)/wall.Seconds(), float64(stats.Ops)/wall.Seconds())
	if catch.FirstRun == nil {
		return
	}
	seed := check.RapidCheckSeed(base, catch.First)
	cmd := fmt.Sprintf("go test ./sim -run '^TestProperty$' -rapid.seed=%d", seed)
	if testing.Short() {
		cmd += " -short"
	}
	if *flagBugs != "" {
		cmd += " -sim.bugs=" + *flagBugs
	}
	dir := check.NewRunDir(*flagFailures, check.NewRunID(start, "TestProperty"), cmd)
	b, err := catch.FirstRun.Bundle(check.BundleSpec{Seed: fmt.Sprintf("rapid %d (check %d of the batch from %d); world seed 1", seed, catch.First, base),
		Reproduce: cmd, Tag: fmt.Sprintf("rapid-%d", seed), Reduce: true})
	if err != nil {
		t.Fatal(err)
	}
	path, err := dir.Write(b)
	if err != nil {
		t.Errorf("failure bundle not written: %v", err)
		return
	}
	t.Logf("failure bundle: %s\n%s", fromRoot(path), firstLines(b.String(), 5))
}

// pinRapidSeed makes rapid's seed known: when -rapid.seed is 0 (rapid would draw one) it sets a
// seed of its own from the wall clock, so that a failing check's seed can be named exactly.
var flagSteer = flag.Bool("sim.steer", true, "steer TestProperty's checks by their lane lifecycle")

func pinRapidSeed(t *testing.T) uint64 {
	base, _ := parseUint(flag.Lookup("rapid.seed").Value.String())
	if base == 0 {
		base = uint64(time.Now().UnixNano())
	}
	// No fail files: rapid would replay them before the batch, and the count of checks that
	// names the failing one would be off.
	t.Cleanup(check.SetFlags(map[string]string{"rapid.seed": fmt.Sprint(base), "rapid.nofailfile": "true"}))
	return base
}

func parseUint(s string) (uint64, error) {
	var n uint64
	_, err := fmt.Sscan(s, &n)
	return n, err
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	return strings.Join(lines[:min(n, len(lines))], "\n")
}

// fromRoot names a path the tests wrote (relative to this package's directory, where go test
// runs them) as seen from the module's root, where the reproduce commands run: sim/failures/...
func fromRoot(path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join("sim", path)
}
