package check

import (
	"fmt"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// The run loop. Every entry point runs a seed through RunSeed: the exploration job (seeded
// streams), the property's checks and the fuzz targets (rapid's draws), TestSeeds. So they build
// the same world, judge every call with the same oracle, end with the same quiet phase and
// liveness check, and a failure from any of them becomes the same bundle (PropertyRun.WriteBundle:
// reduction, a replay check, the files).

// DefaultTraceKeep is the trace lines a run keeps for its report (the bundle replays its ops
// with the whole trace kept).
const DefaultTraceKeep = 60

// RunSpec is one run: the world's seed and bug flags, the swarm, and where the ops come from.
type RunSpec struct {
	Seed  uint64 // the world's seed
	Bugs  gateway.BugSet
	Swarm sim.Swarm
	Steps int // ops to draw before the quiet phase

	// TimeMax ends the drawn part early once virtual time reaches it (0: no bound), so that a run
	// is bounded in virtual time whatever drives its draws.
	TimeMax time.Duration

	// Chooser makes the generator's choices (the property's rapid draws); nil: the world's seeded
	// streams (exploration).
	Chooser sim.Chooser
	// Draw, when set, yields each drawn op from the generator, or ok=false when the draws have run
	// out (rapid's data during a shrink): the drawn part then ends there.
	Draw func(*sim.Generator) (op sim.Op, ok bool)
	// Observe, when set, is told about every call right after the oracle judged it (coverage,
	// effect counts), also the call that failed. Its error stops the run like the oracle's.
	Observe sim.Observer
	// Steer, when set, chooses some of the generator's ops (sim.Generator.SetSteer; the
	// lifecycle's steer, Lifecycle.Steered, with Observe its observer).
	Steer     sim.Steer
	TraceKeep int // trace lines kept; 0: DefaultTraceKeep

	// Medium and VerifyMedium set the world's durable store (sim.Config.Medium).
	Medium       sim.OpenMedium
	VerifyMedium bool

	// WholeOracle makes the oracle read every row and entry after every step (Oracle.Whole): the
	// reference its incremental observations are measured and tested against.
	WholeOracle bool
}

// WorldConfig is the world configuration the spec's run builds: the swarm applied, the bug
// flags on, no boot (the run's first op is the boot, judged like any other).
func (s *RunSpec) WorldConfig() sim.Config {
	wc := sim.DefaultConfig()
	s.Swarm.Apply(&wc)
	bugs := append(gateway.BugSet(nil), s.Bugs...)
	prev := wc.Gateway
	wc.Gateway = func(g *gateway.Config) {
		if prev != nil {
			prev(g)
		}
		g.Bugs = append(gateway.BugSet(nil), bugs...)
	}
	wc.NoBoot = true
	wc.Medium, wc.VerifyMedium = s.Medium, s.VerifyMedium
	wc.TraceKeep = s.TraceKeep
	if wc.TraceKeep == 0 {
		wc.TraceKeep = DefaultTraceKeep
	}
	return wc
}

// RunSeed performs one run: a world under the spec's swarm with the oracle attached before its
// first boot, the boot, up to Steps drawn ops, then the quiet phase (sim.Settle) and the liveness
// check. It returns the run and its failure: a violation, a gateway panic or a limit, and a
// configuration the contract refuses that the gateway accepted. A run whose configuration the
// gateway rightly refuses at load returns (nil, nil).
func RunSeed(spec RunSpec) (*PropertyRun, error) {
	if err := model.CheckDefaults(gateway.DefaultConfig()); err != nil {
		return nil, err // every run builds on the defaults, and refusing its own would skip them all
	}
	r, err := openRun(spec)
	if r == nil || err != nil {
		return r, err
	}
	if err := r.apply(sim.Op{Kind: sim.KindBoot}); err != nil {
		return r, err
	}
	if err := r.runDrawn(spec); err != nil {
		return r, err
	}
	return r, r.settle()
}

// openRun builds the run's world, not yet booted, with the oracle (and spec's own observer)
// watching it. A world the gateway rightly refuses to open is (nil, nil).
func openRun(spec RunSpec) (*PropertyRun, error) {
	wc := spec.WorldConfig()
	w, err := sim.NewWorld(spec.Seed, wc)
	if err != nil {
		if configRejected(wc) {
			return nil, nil // a configuration the contract refuses was refused at load, as it must be
		}
		return nil, err
	}
	o := NewOracle(w)
	o.Whole = spec.WholeOracle
	r := &PropertyRun{World: w, Oracle: o, Swarm: spec.Swarm}
	if err := model.CheckConfig(w.GatewayConfig()); err != nil {
		return r, r.fail(err) // accepted a policy it must refuse
	}
	w.SetObserver(r.observer(spec.Observe))
	return r, nil
}

// observer judges every call with the run's oracle, then tells extra (when set); the first
// error places the failure at the op the world is applying.
func (r *PropertyRun) observer(extra sim.Observer) sim.Observer {
	return func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
		err := r.Oracle.Observe(w, ev, fx)
		if extra != nil {
			if oerr := extra(w, ev, fx); err == nil {
				err = oerr
			}
		}
		if err != nil && r.FailStep == 0 {
			// The world's count, not len(r.Ops): the quiet phase's ops join r.Ops only after
			// Settle returns.
			r.FailStep, r.FailAt = w.Ops(), w.Elapsed()
		}
		return err
	}
}

// apply records op as the run's and applies it.
func (r *PropertyRun) apply(op sim.Op) error {
	r.Ops = append(r.Ops, op)
	if err := r.World.Apply(op); err != nil {
		return r.fail(err)
	}
	return nil
}

// runDrawn applies up to spec.Steps ops from the generator (or spec.Draw), fewer when virtual
// time reaches spec.TimeMax or the draws run out.
func (r *PropertyRun) runDrawn(spec RunSpec) error {
	w := r.World
	gen := sim.NewGenerator(w, spec.Swarm)
	if spec.Chooser != nil {
		gen = sim.NewGeneratorFrom(w, spec.Swarm, spec.Chooser)
	}
	gen.SetSteer(spec.Steer)
	for range spec.Steps {
		if spec.TimeMax > 0 && w.Elapsed() >= spec.TimeMax {
			break
		}
		var op sim.Op
		ok := true
		if spec.Draw != nil {
			op, ok = spec.Draw(gen)
		} else {
			op = gen.Next()
		}
		if !ok {
			break
		}
		r.Drawn++
		if err := r.apply(op); err != nil {
			return err
		}
	}
	return nil
}

// settle ends the run: the quiet phase (sim.Settle), then the oracle's end-of-run check.
func (r *PropertyRun) settle() error {
	settled, err := sim.Settle(r.World)
	r.Ops = append(r.Ops, settled...)
	if err != nil {
		return r.fail(err)
	}
	if err := r.Oracle.Liveness(); err != nil {
		r.FailStep, r.FailAt = len(r.Ops), r.World.Elapsed()
		return r.fail(fmt.Errorf("liveness: %w", err))
	}
	return nil
}

// fail records the run's failure and where it happened (the op being applied, the virtual
// instant), unless the observer already placed it.
func (r *PropertyRun) fail(err error) error {
	r.Err = err
	if r.FailStep == 0 {
		r.FailStep = len(r.Ops)
		if r.World != nil {
			r.FailAt = r.World.Elapsed()
		}
	}
	return err
}

// SeedSpec is the exploration run of one seed: the seed's own swarm (sim.DrawSwarm) and the world's
// seeded streams, with steps drawn ops.
func SeedSpec(seed uint64, bugs gateway.BugSet, steps int) RunSpec {
	return RunSpec{Seed: seed, Bugs: bugs, Swarm: sim.DrawSwarm(seed), Steps: steps}
}
