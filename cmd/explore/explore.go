package main

import (
	"fmt"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/internal/cli"
	"gatewaysim/model"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// report is what the exploration saw, in totals, and per seed what a comparison needs.
type report struct {
	first       uint64 // the seeds run: first..first+planned-1, or fewer when the budget ran out
	planned     int
	seeds       int // seeds run
	failed      int
	ops, calls  int
	events      int64
	simTime     time.Duration
	wall        time.Duration
	effects     map[string]int // effect key (effectKey) -> count
	cover       *check.Lifecycle
	runs        []seedRun
	failures    []failure
	byInvariant map[string]int
	runDir      *check.RunDir
	budgetHit   bool
	rareSeeds   []uint64        // the table's seeds run after the range for the transitions it missed
	rareMissed  int             // the transitions the range missed before they ran
	unwritten   int             // bundles that could not be written
	writeErr    error           // the first of their errors
	census      model.Census    // how lenient the oracle's judgments were
	passed      map[uint64]bool // the seeds that ran to the end without a failure
}

// seedRun is one seed's outcome: enough to tell two explorations of the same seed apart.
type seedRun struct {
	seed  uint64
	hash  uint64 // the trace's hash: every line the run wrote
	calls int
	key   string // the failure's invariant, "" when it passed
}

type failure struct {
	seed      uint64
	invariant string
	headline  string // in the run's ids (lane keys, session ids)
	story     string // the failure after its invariant, in the trace's names: the bundle's scenario's, else the run's
	reproduce string
	bundle    string
	note      string   // why there is no bundle, or what went wrong writing it
	ops       []string // the bundle's scenario: its op lines
	drawn     int      // the ops the run applied up to the failure
	replay    string   // whether the scenario replays, in words (Bundle.Replay)
	replayed  bool
	replays   int // the replays the reduction spent
}

// explore runs the seeds of o. now reads the real time since the start (for the budget);
// progress is told after every seed. A setup error (a world
// that cannot be built) ends it.
func explore(o options, now func() time.Duration, progress *cli.Progress) (*report, error) {
	first, n := o.seedRange()
	rep := &report{first: first, planned: n, effects: map[string]int{}, byInvariant: map[string]int{}, passed: map[uint64]bool{},
		cover: check.NewLifecycle(), runDir: check.NewRunDir(o.out, o.runID, "explore "+o.describe())}
	for i := range n { // by count: the range may end at the largest seed
		seed := first + uint64(i)
		// The budget stops starting new seeds; the first always runs, so that a run reports on
		// something whatever its budget.
		if o.budget > 0 && i > 0 && now() >= o.budget {
			rep.budgetHit = true
			break
		}
		if err := runSeed(o, seed, rep); err != nil {
			return rep, err
		}
		progress.Update(cli.ProgressState{Done: rep.seeds, Failed: rep.failed, Events: rep.events})
	}
	inRange := func(s uint64) bool { return s >= first && s-first < uint64(n) }
	// A seed of the table that ran as the table's run did (to the end, no flag, its length) and
	// missed its transition says the table is out of date; one that failed or ran with a flag
	// says nothing of the table.
	rep.cover.Ran = func(s uint64) bool {
		return len(o.bugSet) == 0 && o.steps == check.TableSteps && rep.passed[s]
	}
	if !o.rare || rep.budgetHit {
		return rep, nil
	}
	// The rare transitions: a seed that took each when the table was made, unless the range had it.
	rep.rareMissed = len(rep.cover.Summary().Missed)
	rep.rareSeeds = rep.cover.MissedSeeds(inRange, rareLimit(n))
	progress.Update(cli.ProgressState{Done: rep.seeds, Total: n + len(rep.rareSeeds), Failed: rep.failed, Events: rep.events})
	for i, seed := range rep.rareSeeds {
		if o.budget > 0 && now() >= o.budget {
			rep.rareSeeds = rep.rareSeeds[:i]
			break
		}
		if err := runSeed(o, seed, rep); err != nil {
			return rep, err
		}
		progress.Update(cli.ProgressState{Done: rep.seeds, Total: n + len(rep.rareSeeds), Failed: rep.failed, Events: rep.events})
	}
	return rep, nil
}

func runSeed(o options, seed uint64, rep *report) error {
	spec := check.SeedSpec(seed, o.bugSet, o.steps)
	spec.Medium = o.medium(seed)
	cover, steer := rep.cover.Steered(seed)
	spec.Steer = steer
	spec.Observe = func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
		for i := range fx {
			rep.effects[effectKey(&fx[i])]++
		}
		return cover(w, ev, fx)
	}
	r, err := check.RunSeed(spec)
	if r == nil {
		return fmt.Errorf("seed %d: the world could not be built: %v", seed, err)
	}
	w := r.World
	defer o.closeWorld(seed, w)
	rep.seeds++
	rep.ops += w.Ops()
	rep.calls += r.Oracle.Steps()
	rep.census.Add(r.Oracle.Model().Census())
	rep.events += int64(w.Events())
	rep.simTime += w.Elapsed()
	run := seedRun{seed: seed, hash: w.Trace().Hash(), calls: r.Oracle.Steps(), key: check.FailureKey(err)}
	rep.runs = append(rep.runs, run)
	if o.verbose {
		status := "ok"
		if err != nil {
			status = "FAIL " + run.key
		}
		fmt.Printf("seed %-7d ops=%-4d calls=%-5d sim=%-10s %s\n", seed, w.Ops(), r.Oracle.Steps(),
			sim.FormatDuration(w.Elapsed().Truncate(time.Minute)), status)
	}
	if err == nil {
		rep.passed[seed] = true
		return nil
	}
	return rep.fail(o, seed, run.key, r, err)
}

// fail files seed's failure: counted under its invariant, with a reduced bundle while the
// invariant has fewer than o.bundles of them.
func (rep *report) fail(o options, seed uint64, key string, r *check.PropertyRun, err error) error {
	rep.failed++
	rep.byInvariant[key]++
	f := failure{seed: seed, invariant: key, reproduce: o.reproduce(seed), drawn: len(r.Ops)}
	f.headline = check.Headline(err)
	f.story = strings.TrimPrefix(r.World.Symbolic(f.headline), key+": ")
	if rep.byInvariant[key] > o.bundles {
		f.note = fmt.Sprintf("no bundle: %d already written for %s (-bundles raises the number)", o.bundles, key)
		rep.failures = append(rep.failures, f)
		return nil
	}
	b, err := r.Bundle(check.BundleSpec{Seed: fmt.Sprint(seed), Reproduce: f.reproduce, Tag: fmt.Sprintf("seed-%d", seed), Reduce: true, KeepShape: o.shape})
	if err != nil {
		return err
	}
	f.headline = b.Headline
	if b.Story != "" {
		f.story = b.Story
	}
	f.ops, f.replay, f.replayed, f.replays = b.ScenarioOps, b.Replay, b.Replayed, b.Stats.Replays
	f.bundle, err = rep.runDir.Write(b)
	if err != nil {
		f.note = "BUNDLE NOT WRITTEN: " + err.Error()
		if rep.unwritten++; rep.writeErr == nil {
			rep.writeErr = err
		}
	} else if !b.Replayed {
		f.note = "the reduced scenario does not replay the failure: " + b.Replay
	}
	rep.failures = append(rep.failures, f)
	return nil
}

// rareLimit is how many of the table's seeds a run of n seeds adds for its missed transitions:
// one per ten seeds of the range, at least one, so that a short run stays short.
func rareLimit(n int) int { return max(1, n/10) }

// describe is the command line in words, for run.txt and the report.
func (o options) describe() string {
	first, n := o.seedRange()
	s := fmt.Sprintf("seeds %d..%d, %d ops per seed, %s, store %s", first, first+uint64(n)-1, o.steps, flagWords(o), o.store)
	if o.shard.Count > 0 {
		s += fmt.Sprintf(", shard %s of seeds %d..%d", o.shard, o.first, o.first+uint64(o.seeds)-1)
	}
	return s
}
