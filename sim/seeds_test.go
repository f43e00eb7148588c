package sim_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"
	"time"

	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

var (
	flagSeeds = flag.Int("sim.seeds", 20, "number of seeds TestSeeds runs")
	flagSeed  = flag.Uint64("sim.seed", 0, "run only this seed in TestSeeds (0: seeds 1..sim.seeds)")
	flagSteps = flag.Int("sim.steps", 400, "ops per seed")
	flagTrace = flag.Bool("sim.trace", false, "log the trace of each seed")
)

// TestSeeds runs -sim.seeds seeded exploration runs (or just -sim.seed) through the run loop the
// exploration job uses (RunSeed: the oracle on every call, the quiet phase, the liveness check);
// a failure leaves its bundle under failures/<run-id>/ with the command that reproduces it. With
// no bug flag on, every lane transition the runs take must be in the lifecycle table, and no pair
// of them one that a rule of the contract rules out.
func TestSeeds(t *testing.T) {
	bugs, err := sim.ParseBugList(*flagBugs)
	if err != nil {
		t.Fatal(err)
	}
	seeds := make([]uint64, 0, *flagSeeds)
	if *flagSeed != 0 {
		seeds = append(seeds, *flagSeed)
	} else {
		for s := 1; s <= *flagSeeds; s++ {
			seeds = append(seeds, uint64(s))
		}
	}
	dir := check.NewRunDir(*flagFailures, check.NewRunID(time.Now(), "TestSeeds"), "go test ./sim -run TestSeeds")
	cover := check.NewLifecycle()
	defer func() {
		s := cover.Summary()
		if len(bugs) == 0 && (len(s.Unlisted) > 0 || len(s.RuledOutTaken) > 0) {
			var b strings.Builder
			check.WriteLifecycle(&b, cover)
			t.Errorf("the runs took %d transitions the lifecycle table lacks (add them to laneTable, sim/check/lifecycle_table.go, with their rate) and %d pairs a rule of sim/check/lifecycle_pairs.go rules out (the rule is wrong):\n%s",
				len(s.Unlisted), len(s.RuledOutTaken), b.String())
		}
	}()
	for _, seed := range seeds {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			spec := check.SeedSpec(seed, bugs, *flagSteps)
			spec.Observe, spec.Steer = cover.Steered(seed) // steered, as the exploration job runs it
			if plantedPanic != nil {
				spec.Observe = plantedPanic
			}
			r, err := check.RunSeed(spec)
			if *flagTrace && r != nil {
				t.Logf("swarm: %s\ntrace (hash %016x):\n%s", r.Swarm, r.World.Trace().Hash(), r.World.Trace())
			}
			if err == nil {
				return
			}
			if r == nil {
				t.Fatal(err)
			}
			cmd := fmt.Sprintf("go test ./sim -run '^TestSeeds$' -sim.seed=%d -sim.steps=%d", seed, *flagSteps)
			if *flagBugs != "" {
				cmd += " -sim.bugs=" + *flagBugs
			}
			b, err := r.Bundle(check.BundleSpec{Seed: fmt.Sprint(seed), Reproduce: cmd, Tag: fmt.Sprintf("seed-%d", seed), Reduce: true})
			if err != nil {
				t.Fatal(err)
			}
			path, werr := dir.Write(b)
			if werr != nil {
				t.Errorf("failure bundle not written: %v", werr)
			}
			t.Fatalf("%s\nbundle: %s", b, fromRoot(path))
		})
	}
}
