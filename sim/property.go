package sim

import (
	"fmt"
	"math/bits"
	"os"
	"reflect"

	"pgregory.net/rapid"

	"gatewaysim/gateway"
	"gatewaysim/model"
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

	// BundleDir, when set, receives a failure bundle (sim/bundle.go) for the shrunk
	// counterexample: rapid replays the minimal case last, so a bundle is reduced and written
	// when the same op list fails twice in a row, and a cheaper unreduced one before that.
	BundleDir string
	// Reproduce is the command the bundle names (rapid prints the seed it failed with).
	Reproduce string

	// Stats, when set, accumulates what the checks did.
	Stats *PropertyStats

	// Medium and VerifyMedium set the world's durable store (Config.Medium); Property closes
	// each check's world.
	Medium       OpenMedium
	VerifyMedium bool
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

// rapidChooser makes the generator's choices with rapid draws, so that rapid shrinks a failing run
// choice by choice; every draw shrinks towards 0, the simplest choice.
//
// rapid's integers favour short bit lengths, that is small values (a draw below 16 out of 150
// half the time), and its floats favour 0 and 1. Read as is, a weighted pick starves the end of
// its list (the TUI kinds came up a few times in ten thousand ops) and a rate of 0.1 fires a
// third of the time. So a draw's bits are read reversed: a short draw becomes a coarse position
// over the whole range, which makes every choice close to uniform, as the generator's weights
// and rates mean it; 0 still reads as 0.
type rapidChooser struct{ t *rapid.T }

func (c *rapidChooser) IntN(n int) int { return int(c.Int64N(int64(n))) }

func (c *rapidChooser) Int64N(n int64) int64 {
	k := bits.Len64(uint64(n - 1))
	v := rapid.Uint64Range(0, 1<<k-1).Draw(c.t, "n")
	return int64(spread(v, k, uint64(n)))
}

func (c *rapidChooser) Float64() float64 {
	const k = 20
	v := rapid.Uint64Range(0, 1<<k-1).Draw(c.t, "p")
	return float64(spread(v, k, 1<<k)) / (1 << k)
}

// spread maps a k-bit draw v onto [0, n) through its reversed bits.
func spread(v uint64, k int, n uint64) uint64 {
	if k == 0 {
		return 0
	}
	r := bits.Reverse64(v) >> (64 - k)
	hi, lo := bits.Mul64(r, n)
	return hi<<(64-k) | lo>>k
}

// Property returns the rapid property for cfg. Run it inside a synctest bubble.
func Property(cfg PropertyConfig) func(*rapid.T) {
	var last, written string
	return func(t *rapid.T) {
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
		report := r.Report()
		if cfg.BundleDir == "" || r == nil || r.Err == nil {
			t.Fatalf("%v\n%s", err, report)
		}
		// rapid runs a candidate twice when it accepts it, and replays the minimal case last, so
		// a bundle is written (and reduced) only for an op list that failed twice in a row, and
		// each one replaces the previous: the one left is the shrunk counterexample's. Its place
		// goes to the log, not the error: rapid shrinks only while a replay fails the same way.
		if report == last {
			if dir, werr := WriteBundle(cfg.BundleDir, r, cfg.Reproduce, true); werr != nil {
				t.Logf("failure bundle not written: %v", werr)
			} else {
				if written != "" && written != dir {
					os.RemoveAll(written)
				}
				written = dir
				t.Logf("failure bundle: %s (its scenario.txt replays in package scenarios)", dir)
			}
		}
		last = report
		t.Fatalf("%v\n%s", err, report)
	}
}

// PropertyRun is one check of the property: what it did and, on failure, what broke.
type PropertyRun struct {
	World  *World
	Oracle *Oracle
	Swarm  Swarm
	Ops    []Op
	Err    error
}

// RunProperty performs one check: a swarm draw, a world under it with the oracle attached, up to
// StepsMax drawn ops, then the quiet phase and the liveness check.
func RunProperty(t *rapid.T, cfg PropertyConfig) (*PropertyRun, error) {
	c := &rapidChooser{t: t}
	sw := rapid.Custom(func(t *rapid.T) Swarm { return DrawSwarmWithBadConfig(&rapidChooser{t: t}) }).Draw(t, "swarm")
	wc := DefaultConfig()
	sw.Apply(&wc)
	bugs := cfg.Bugs
	prev := wc.Gateway
	wc.Gateway = func(g *gateway.Config) {
		if prev != nil {
			prev(g)
		}
		g.Bugs = append(gateway.BugSet(nil), bugs...)
	}
	wc.NoBoot = true
	wc.TraceKeep = 40
	wc.Medium, wc.VerifyMedium = cfg.Medium, cfg.VerifyMedium
	w, err := NewWorld(cfg.Seed, wc)
	if err != nil {
		if configRejected(wc) {
			return nil, nil // a configuration the contract refuses was refused at load, as it must be
		}
		return nil, err
	}
	o := NewOracle(w)
	if err := model.CheckConfig(w.GatewayConfig()); err != nil {
		return &PropertyRun{World: w, Oracle: o, Swarm: sw, Err: err}, err // accepted a policy it must refuse
	}
	o.Attach(w)
	r := &PropertyRun{World: w, Oracle: o, Swarm: sw}
	apply := func(op Op) error {
		r.Ops = append(r.Ops, op)
		if err := w.Apply(op); err != nil {
			r.Err = err
			return err
		}
		return nil
	}
	if err := apply(Op{Kind: KindBoot}); err != nil {
		return r, err
	}
	gen := NewGeneratorFrom(w, sw, c)
	opGen := rapid.Custom(func(t *rapid.T) Op {
		c.t = t
		rapid.Bool().Draw(t, "") // every op uses some data, even one the generator had queued
		return gen.Next()
	})
	steps := 1 + c.IntN(max(cfg.StepsMax, 1)) // near uniform (rapid's own ints favour a few steps)
	for range steps {
		op, ok := drawOp(t, opGen)
		if !ok {
			break
		}
		c.t = t
		if err := apply(op); err != nil {
			return r, err
		}
	}
	settled, err := Settle(w)
	r.Ops = append(r.Ops, settled...)
	if err != nil {
		r.Err = err
		return r, err
	}
	if err := o.Liveness(); err != nil {
		r.Err = fmt.Errorf("liveness: %w", err)
		return r, r.Err
	}
	return r, nil
}

// configRejected reports whether the gateway configuration wc builds is one the contract refuses
// (model.CheckConfig): the world then rightly fails to open.
func configRejected(wc Config) bool {
	g := gateway.DefaultConfig()
	if wc.Gateway != nil {
		wc.Gateway(&g)
	}
	return model.CheckConfig(&g) != nil
}

// drawOp draws the next op, or reports that rapid's data ran out. Each op is one draw group, so
// rapid shrinks a failing run by deleting whole ops; the ops after a deleted one read their own
// data, and the last one finds none left (rapid's "overrun", which fails the draw as invalid
// data): the run then ends there instead of being thrown away, so that deleting an op from the
// middle of a run is a candidate rapid can accept. A run being generated never runs out.
func drawOp(t *rapid.T, g *rapid.Generator[Op]) (op Op, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if !invalidData(r) {
				panic(r)
			}
			ok = false
		}
	}()
	return g.Draw(t, "op"), true
}

// invalidData reports whether a panic is rapid's invalid-data signal (pinned rapid v1.3.0: a
// value of its string type invalidData; the simulator's own panics are never of that type).
func invalidData(r any) bool {
	t := reflect.TypeOf(r)
	return t != nil && t.PkgPath() == "pgregory.net/rapid" && t.Name() == "invalidData"
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
