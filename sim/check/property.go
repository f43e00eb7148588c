package check

import (
	"fmt"
	"time"

	"pgregory.net/rapid"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// The generic property: any interleaving of every event kind, with faults, keeps every invariant
// and every outcome the model allows, and a quiet phase at the end settles every obligation. It
// is written once and run by the property test (no bug flag), the self-check (one flag at a time)
// and the exploration job.

// PropertyConfig shapes a property run.
type PropertyConfig struct {
	Bugs     gateway.BugSet
	StepsMax int    // ops per check are drawn from 1..StepsMax
	Seed     uint64 // the world's own seed (session-id entropy, agent turns not fixed by an op)
	// TimeMax ends a check's drawn ops once virtual time reaches it (0: no bound): the fuzz
	// targets set it, so that no input makes a run long.
	TimeMax time.Duration

	// Stats, when set, accumulates what the checks did.
	Stats *PropertyStats

	// Medium and VerifyMedium set the world's durable store (sim.Config.Medium); Property closes
	// each check's world.
	Medium       sim.OpenMedium
	VerifyMedium bool
	// WholeOracle: the oracle reads every row and entry after every step (RunSpec.WholeOracle).
	WholeOracle bool
	// Observe, when set, is told about every call after the oracle (RunSpec.Observe).
	Observe sim.Observer
	// Steer steers each check by its own lane lifecycle (Lifecycle.Steered), as the exploration
	// job steers its seeds: the self-check catches its flags in fewer checks that way.
	Steer bool

	// Catch, when set, keeps the failing checks for a bundle once rapid is done (PropertyCatch).
	Catch *PropertyCatch
	// OnFailure, when set, is called with each failing run, inside the check (the fuzz
	// target bundles its one run there: it has no shrink to wait for).
	OnFailure func(*PropertyRun)
}

// PropertyCatch keeps what a batch of checks failed with. First is the property call that failed
// first, which names rapid's seed for that check (RapidCheckSeed), and FirstRun is that call's
// run: the one a bundle is made of (PropertyRun.Bundle with Reduce, after rapid.Check), since
// the reproduce command replays exactly it. rapid replays its shrunk counterexample last, so Last
// is that one; rapid bounds its shrink by real time (-rapid.shrinktime), so how far it got
// depends on the machine's load, and a bundle made of it would differ between two runs of the
// same seed.
type PropertyCatch struct {
	Calls    int          // property calls so far
	First    int          // the first failing call (1-based); 0 while none failed
	FirstRun *PropertyRun // its run
	Last     *PropertyRun // the last failing run
}

// PropertyStats counts a batch of checks: checks run, ops applied (the quiet phase included),
// gateway calls the oracle judged.
type PropertyStats struct {
	Checks, Ops, Calls int
}

func (s *PropertyStats) String() string {
	if s.Checks == 0 {
		return "no checks"
	}
	return fmt.Sprintf("%d checks, %.1f ops and %.1f judged gateway calls per check", s.Checks,
		float64(s.Ops)/float64(s.Checks), float64(s.Calls)/float64(s.Checks))
}

// Property returns the rapid property for cfg.
func Property(cfg PropertyConfig) func(*rapid.T) {
	return func(t *rapid.T) {
		if c := cfg.Catch; c != nil {
			c.Calls++
		}
		r, err := RunProperty(t, cfg)
		if r != nil {
			defer r.World.Close()
		}
		if s := cfg.Stats; s != nil && r != nil {
			s.Checks++
			s.Ops += len(r.Ops)
			s.Calls += r.Oracle.Steps()
		}
		if err == nil {
			return
		}
		if c := cfg.Catch; c != nil && r != nil {
			if c.First == 0 {
				c.First, c.FirstRun = c.Calls, r
			}
			c.Last = r
		}
		if cfg.OnFailure != nil && r != nil {
			cfg.OnFailure(r)
		}
		t.Fatalf("%v\n%s", err, r.Report())
	}
}

// PropertyRun is one run (RunSeed): what it did and, on failure, what broke and where.
type PropertyRun struct {
	World  *sim.World
	Oracle *Oracle
	Swarm  sim.Swarm
	Ops    []sim.Op // the boot, the drawn ops, the quiet phase (as far as the run got)
	Drawn  int      // of Ops, the drawn ones (after the boot)
	Err    error

	FailStep int           // the op (1-based, in Ops) during which the run failed
	FailAt   time.Duration // the virtual instant of the failure
}

// RunProperty performs one check: a swarm draw, the number of ops, then RunSeed with rapid's
// draws making every choice.
func RunProperty(t *rapid.T, cfg PropertyConfig) (*PropertyRun, error) {
	c := &rapidChooser{t: t}
	sw := rapid.Custom(func(t *rapid.T) sim.Swarm { return sim.DrawSwarmWithBadConfig(&rapidChooser{t: t}) }).Draw(t, "swarm")
	steps := 1 + c.IntN(max(cfg.StepsMax, 1)) // near uniform (rapid's own ints favour a few steps)
	var opGen *rapid.Generator[sim.Op]
	draw := func(gen *sim.Generator) (sim.Op, bool) {
		if opGen == nil {
			opGen = rapid.Custom(func(t *rapid.T) sim.Op {
				c.t = t
				rapid.Bool().Draw(t, "") // every op uses some data, even one the generator had queued
				return gen.Next()
			})
		}
		op, ok := drawOp(t, opGen)
		c.t = t
		return op, ok
	}
	observe, steer := cfg.Observe, sim.Steer(nil)
	if cfg.Steer {
		follow, s := NewLifecycle().Steered(0)
		observe, steer = follow, s
		if cfg.Observe != nil {
			observe = func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
				follow(w, ev, fx)
				return cfg.Observe(w, ev, fx)
			}
		}
	}
	return RunSeed(RunSpec{Seed: cfg.Seed, Bugs: cfg.Bugs, Swarm: sw, Steps: steps, TimeMax: cfg.TimeMax,
		Chooser: c, Draw: draw, Observe: observe, Steer: steer, Medium: cfg.Medium, VerifyMedium: cfg.VerifyMedium, WholeOracle: cfg.WholeOracle})
}

// configRejected reports whether the gateway configuration wc builds is one the contract refuses
// (model.CheckConfig): the world then rightly fails to open.
func configRejected(wc sim.Config) bool {
	g := gateway.DefaultConfig()
	if wc.Gateway != nil {
		wc.Gateway(&g)
	}
	return model.CheckConfig(&g) != nil
}

// Report describes a run for a failure message: the swarm, the ops as a scenario, the trace tail.
func (r *PropertyRun) Report() string {
	if r == nil {
		return ""
	}
	s := fmt.Sprintf("swarm: %s\nops (%d):\n", r.Swarm, len(r.Ops))
	for _, op := range r.Ops {
		s += "  " + op.String() + "\n"
	}
	s += "trace tail:\n"
	for _, l := range r.World.Trace().Tail(25) {
		s += "  " + l + "\n"
	}
	return s
}
