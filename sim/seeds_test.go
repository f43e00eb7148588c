package sim

import (
	"flag"
	"fmt"
	"testing"
	"testing/synctest"
)

var (
	flagSeeds   = flag.Int("sim.seeds", 50, "number of seeds TestSeeds runs")
	flagSeed    = flag.Uint64("sim.seed", 0, "run only this seed in TestSeeds (0: seeds 1..sim.seeds)")
	flagSteps   = flag.Int("sim.steps", 400, "ops per seed")
	flagTrace   = flag.Bool("sim.trace", false, "log the trace of each seed")
	flagBundles = flag.String("sim.bundles", "", "directory to write failure bundles to")
)

// TestSeeds explores -sim.seeds seeded runs (or just -sim.seed) and fails on a gateway panic or
// a limit. Checkers hook in through Run.Steps.
func TestSeeds(t *testing.T) {
	seeds := make([]uint64, 0, *flagSeeds)
	if *flagSeed != 0 {
		seeds = append(seeds, *flagSeed)
	} else {
		for s := 1; s <= *flagSeeds; s++ {
			seeds = append(seeds, uint64(s))
		}
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				r, err := NewRun(seed, nil)
				if err != nil {
					t.Fatal(err)
				}
				err = r.Steps(*flagSteps, nil)
				if *flagTrace {
					t.Logf("swarm: %s\ntrace (hash %016x):\n%s", r.Swarm, r.World.Trace().Hash(), r.World.Trace())
				}
				if err != nil {
					b := r.Bundle(err, fmt.Sprintf("go test ./sim -run 'TestSeeds/^%d$' -sim.seed=%d -sim.steps=%d", seed, seed, *flagSteps))
					if *flagBundles != "" {
						if dir, werr := b.Write(*flagBundles); werr == nil {
							t.Logf("bundle written to %s", dir)
						}
					}
					t.Fatalf("%s", b)
				}
			})
		})
	}
}
