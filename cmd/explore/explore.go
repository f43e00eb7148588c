package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"gatewaysim/backend"
	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

type options struct {
	seeds   int
	seed    uint64
	steps   int
	bugs    string
	bugSet  gateway.BugSet
	verbose bool
	out     string
	store   backend.Kind // the durable store under the fake disk (store.go)
	dbDir   string       // where SQLite worlds keep their databases
}

// report is what the exploration saw, in totals.
type report struct {
	seeds, failed int
	ops, calls    int
	simTime       time.Duration
	wall          time.Duration
	effects       map[string]int // effect kind (with reason or variant where it matters) -> count
	failures      []failure
	byInvariant   map[string]int
}

type failure struct {
	seed      uint64
	invariant string
	message   string
	bundle    string
}

func explore(o options) *report {
	rep := &report{effects: map[string]int{}, byInvariant: map[string]int{}}
	seeds := make([]uint64, 0, o.seeds)
	if o.seed != 0 {
		seeds = append(seeds, o.seed)
	} else {
		for s := 1; s <= o.seeds; s++ {
			seeds = append(seeds, uint64(s))
		}
	}
	for _, seed := range seeds {
		runSeed(o, seed, rep)
	}
	return rep
}

func runSeed(o options, seed uint64, rep *report) {
	rep.seeds++
	r, err := sim.NewRun(seed, func(c *sim.Config) {
		c.Medium = o.medium(seed)
		c.NoBoot = true
		c.TraceKeep = 60
		prev := c.Gateway
		c.Gateway = func(g *gateway.Config) {
			if prev != nil {
				prev(g)
			}
			g.Bugs = append(gateway.BugSet(nil), o.bugSet...)
		}
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "explore: seed %d: %v\n", seed, err)
		os.Exit(2)
	}
	w := r.World
	defer o.closeWorld(seed, w)
	oracle := sim.NewOracle(w)
	w.SetObserver(func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
		for i := range fx {
			rep.effects[effectKey(&fx[i])]++
		}
		return oracle.Observe(w, ev, fx)
	})
	err = w.Apply(sim.Op{Kind: sim.KindBoot})
	if err == nil {
		err = r.Steps(o.steps, nil)
	}
	if err == nil {
		var settled []sim.Op
		settled, err = sim.Settle(w)
		r.Ops = append(r.Ops, settled...)
	}
	if err == nil {
		if lerr := oracle.Liveness(); lerr != nil {
			err = fmt.Errorf("liveness: %w", lerr)
		}
	}
	rep.ops += w.Ops()
	rep.calls += oracle.Steps()
	rep.simTime += w.Elapsed()
	if o.verbose {
		status := "ok"
		if err != nil {
			status = "FAIL " + sim.FailureKey(err)
		}
		fmt.Printf("seed %-5d ops=%-4d calls=%-5d sim=%-10s %s\n", seed, w.Ops(), oracle.Steps(),
			sim.FormatDuration(w.Elapsed().Truncate(time.Minute)), status)
	}
	if err == nil {
		return
	}
	rep.failed++
	f := failure{seed: seed, invariant: sim.FailureKey(err), message: firstLine(err.Error())}
	rep.byInvariant[f.invariant]++
	cmd := fmt.Sprintf("go run ./cmd/explore -seed %d -steps %d", seed, o.steps)
	if o.bugs != "" {
		cmd += " -bugs " + o.bugs
	}
	cmd += o.storeArg()
	b := r.Bundle(err, cmd)
	dir := filepath.Join(o.out, fmt.Sprintf("seed-%d", seed))
	if path, werr := b.Write(dir); werr == nil {
		f.bundle = path
	}
	rep.failures = append(rep.failures, f)
}

// effectKey counts an effect by kind, with the reason or variant where that is what matters.
func effectKey(e *gateway.Effect) string {
	k := e.Kind.String()
	switch e.Kind {
	case gateway.Routed:
		if e.Flag {
			if e.Reason != "" {
				return "routed: auto-reset " + string(e.Reason)
			}
			return "routed: fresh incarnation"
		}
		return "routed: same session"
	case gateway.Notice, gateway.ContextNote, gateway.RowPromoted, gateway.RowEnded, gateway.Finalized, gateway.RecordClosed:
		return k + " " + string(e.Reason)
	case gateway.ResumeNote:
		return k + " variant " + e.Text
	case gateway.MarkedResume:
		return k + " " + string(e.Resume)
	case gateway.TurnStarted:
		if e.Flag {
			return "turn-started: synthetic resume"
		}
	case gateway.TurnEnded, gateway.RecordBound, gateway.CleanShutdown, gateway.Recovered:
		return k + " " + e.Text
	case gateway.StoreFailed:
		return k
	}
	return k
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func (r *report) print(o options, out *os.File) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format, args...) }
	p("\nexploration report\n==================\n")
	bugs := "none"
	if o.bugs != "" {
		bugs = o.bugs
	}
	p("seeds %d, ops per seed %d, bug flags: %s, store: %s\n", r.seeds, o.steps, bugs, o.store)
	p("gateway calls judged: %d (%d ops), simulated time %s, wall %s\n", r.calls, r.ops,
		sim.FormatDuration(r.simTime.Truncate(time.Hour)), r.wall.Truncate(time.Millisecond))
	if r.wall > 0 {
		p("throughput: %.0f calls/s judged, %.0f simulated hours per wall second\n",
			float64(r.calls)/r.wall.Seconds(), r.simTime.Hours()/r.wall.Seconds())
	}
	p("\nwhat the runs exercised (effects seen):\n")
	keys := make([]string, 0, len(r.effects))
	for k := range r.effects {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		p("  %-44s %8d\n", k, r.effects[k])
	}
	if r.failed == 0 {
		p("\nresult: all %d seeds passed every invariant and the liveness check\n", r.seeds)
		return
	}
	p("\nresult: %d of %d seeds FAILED\n", r.failed, r.seeds)
	inv := make([]string, 0, len(r.byInvariant))
	for k := range r.byInvariant {
		inv = append(inv, k)
	}
	sort.Strings(inv)
	for _, k := range inv {
		p("  %-10s %d seed(s)\n", k, r.byInvariant[k])
	}
	p("\nfailures (first %d):\n", min(len(r.failures), 20))
	for _, f := range r.failures[:min(len(r.failures), 20)] {
		p("  seed %d: %s\n", f.seed, f.message)
		if f.bundle != "" {
			p("    bundle: %s\n", f.bundle)
		}
		cmd := fmt.Sprintf("go run ./cmd/explore -seed %d -steps %d -v", f.seed, o.steps)
		if o.bugs != "" {
			cmd += " -bugs " + o.bugs
		}
		cmd += o.storeArg()
		p("    reproduce: %s\n", cmd)
	}
}
