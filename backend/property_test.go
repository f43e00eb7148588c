package backend_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"gatewaysim/backend"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

var (
	flagRuns  = flag.Int("backend.runs", 0, "property runs of the backend differential (0: 25, 8 with -short)")
	flagSteps = flag.Int("backend.steps", 0, "ops per property check drawn from 1..N (0: 60, 30 with -short)")
)

func propertyBudget() (runs, steps int) {
	runs, steps = 25, 60
	if testing.Short() {
		runs, steps = 8, 30
	}
	if *flagRuns > 0 {
		runs = *flagRuns
	}
	if *flagSteps > 0 {
		steps = *flagSteps
	}
	return runs, steps
}

// propertyStats counts the differential's checks.
type propertyStats struct {
	checks, rejected, memoryStopped, ops, calls int
}

// threeWay is one check: the generic property on SQLite (its oracle judging every call, then
// the quiet phase and liveness), then the same op list replayed on the fake disk and on the
// in-memory store, each with an oracle of its own; the three traces must be identical.
func threeWay(t *rapid.T, dir string, steps int, st *propertyStats) {
	open := backend.OpenSQLite(dir, nil)
	r, err := check.RunProperty(t, check.PropertyConfig{StepsMax: steps, Seed: 1, Medium: open, VerifyMedium: true})
	if r == nil && err == nil {
		st.rejected++
		return
	}
	defer r.World.Close()
	if err != nil {
		t.Fatalf("sqlite: %v\n%s", err, r.Report())
	}
	st.checks++
	st.ops += len(r.Ops)
	st.calls += r.Oracle.Steps()
	want := r.World.Trace()
	for _, k := range []backend.Kind{backend.Disk, backend.Memory} {
		w, stopped, err := replay(r, k, dir)
		if w != nil {
			defer w.Close()
		}
		switch {
		case stopped:
			st.memoryStopped++
			continue
		case err != nil:
			t.Fatalf("%s: %v\n%s", k, err, r.Report())
		}
		if got := w.Trace(); got.Hash() != want.Hash() || got.Len() != want.Len() {
			t.Fatalf("%s: trace differs from sqlite's (%d lines, hash %x; sqlite %d lines, hash %x)\n%s\nsqlite's tail:\n  %s\n%s's tail:\n  %s",
				k, got.Len(), got.Hash(), want.Len(), want.Hash(), r.Report(),
				strings.Join(want.Tail(10), "\n  "), k, strings.Join(got.Tail(10), "\n  "))
		}
	}
}

// replay runs a property check's op list on another backend, judged by its own oracle.
// stopped: the in-memory store refused a torn crash.
func replay(r *check.PropertyRun, k backend.Kind, dir string) (w *sim.World, stopped bool, err error) {
	cfg := r.World.Config()
	cfg.Medium = backend.Opener(k, dir)
	cfg.VerifyMedium = cfg.Medium != nil
	w, err = sim.NewWorld(r.World.Seed(), cfg)
	if err != nil {
		return nil, false, err
	}
	o := check.NewOracle(w)
	o.Attach(w)
	for _, op := range r.Ops {
		if err := w.Apply(op); err != nil {
			if k == backend.Memory && cannotLose(err) {
				return w, true, nil
			}
			return w, false, fmt.Errorf("%s: %w", op, err)
		}
	}
	if err := o.Liveness(); err != nil {
		return w, false, fmt.Errorf("liveness: %w", err)
	}
	return w, false, nil
}

// At least the budget's property runs, each on all three backends, identical traces.
func TestPropertyOnEveryBackend(t *testing.T) {
	runs, steps := propertyBudget()
	var st propertyStats
	n := 0
	// A drawn configuration the contract refuses at load runs nothing: draw again until the
	// budget's worth of runs has run on all three.
	seed := flag.Lookup("rapid.seed")
	seed0, _ := strconv.ParseUint(seed.Value.String(), 10, 64)
	defer seed.Value.Set(fmt.Sprint(seed0))
	for round := uint64(0); st.checks < runs && !t.Failed(); round++ {
		if seed0 != 0 { // a fixed seed: each round starts far from the last (rapid's seeds per check
			// are the start plus 0, 1, 3, 6, ...), never replaying the same runs
			_ = seed.Value.Set(fmt.Sprint(seed0 + round<<32))
		}
		withRapid(t, runs-st.checks, "", func() {
			rapid.Check(t, func(rt *rapid.T) {
				n++
				dir := filepath.Join(t.TempDir(), fmt.Sprint(n))
				if err := os.Mkdir(dir, 0o700); err != nil {
					rt.Fatal(err)
				}
				threeWay(rt, dir, steps, &st)
				os.RemoveAll(dir)
			})
		})
	}
	t.Logf("%d property runs on sqlite, disk and memory (%d configurations refused at load, as the contract says); "+
		"%.1f ops and %.1f judged calls per run; the in-memory leg ran whole in %d of them and stopped at a torn crash in %d",
		st.checks, st.rejected, float64(st.ops)/float64(max(st.checks, 1)), float64(st.calls)/float64(max(st.checks, 1)),
		st.checks-st.memoryStopped, st.memoryStopped)
}

// withRapid runs fn with rapid's budget set to n checks (rapid reads it from its flags only, and
// divides it by 5 under -short; n is the budget either way), fail files off, and shrinking
// bounded by shrink ("" keeps rapid's default).
func withRapid(t *testing.T, n int, shrink string, fn func()) {
	if testing.Short() {
		n *= 5
	}
	set := map[string]string{"rapid.checks": fmt.Sprint(n), "rapid.nofailfile": "true"}
	if shrink != "" {
		set["rapid.shrinktime"] = shrink
	}
	for name, v := range set {
		f := flag.Lookup(name)
		old := f.Value.String()
		if err := f.Value.Set(v); err != nil {
			t.Fatal(err)
		}
		defer f.Value.Set(old)
	}
	fn()
}
