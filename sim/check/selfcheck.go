package check

import (
	"flag"
	"runtime"
	"strconv"
	"testing"
	"time"

	"pgregory.net/rapid"

	"gatewaysim/gateway"
	"gatewaysim/internal/cli"
	"gatewaysim/sim"
)

// The self-check (docs/design.md decision 8): the generic property, run by rapid with one bug flag on at
// a time, must fail for every flag within a fixed budget of checks. A flag it does not catch is a
// gap in the generator or the oracle, never in the flag. The rows are the same on any machine
// under any load: rapid's shrink is bounded by a count of runs, never by time, and the times the
// rows show come from a clock the caller passes in.

// SelfCheckTarget is one row of the self-check: a name and the flags it switches on.
type SelfCheckTarget struct {
	Name string
	Bugs gateway.BugSet
}

// SelfCheckTargets returns one target per flag, in catalogue order.
func SelfCheckTargets() []SelfCheckTarget {
	var out []SelfCheckTarget
	for _, b := range gateway.AllBugs() {
		out = append(out, SelfCheckTarget{Name: b.String(), Bugs: gateway.BugSet{b}})
	}
	return out
}

// SelfCheckConfig shapes a self-check.
type SelfCheckConfig struct {
	Checks     int    // the budget: checks per target before it counts as not caught
	StepsMax   int    // the property's ops per check (PropertyConfig.StepsMax)
	Seed       uint64 // rapid's seed: the same for every target, so a row reproduces alone
	WorldSeed  uint64 // the property's world seed (PropertyConfig.Seed)
	ShrinksMax int    // property runs spent shrinking one counterexample (0: 300; < 0: no shrinking)
	ReducesMax int    // replays spent reducing the shrunk op list further (Reduce); 0: none

	// Clock reads real time (the time since the start, say); nil leaves the times zero.
	Clock func() time.Duration
	// Progress, when set, is told each row as soon as it is done.
	Progress func(SelfCheckRow)
}

// DefaultSelfCheck is the configuration make selfcheck and TestSelfCheck use.
func DefaultSelfCheck() SelfCheckConfig {
	return SelfCheckConfig{Checks: 2000, StepsMax: 100, Seed: 1, WorldSeed: 1, ShrinksMax: 300, ReducesMax: 300}
}

// shrinkTime is rapid's shrink deadline during a self-check. A deadline in real time would make
// the shrunk counterexample depend on the machine's speed and load, so it is set far away and the
// self-check ends a shrink itself once ShrinksMax runs are spent.
const shrinkTime = 1000 * time.Hour

// SelfCheckRow is what the self-check found for one target.
type SelfCheckRow struct {
	Target    SelfCheckTarget
	Caught    bool
	Checks    int           // checks until the first failure, that one included (the budget if not caught)
	Catch     time.Duration // real time until the first failure
	Wall      time.Duration // real time of the whole row, shrinking included
	Drawn     int           // ops of the first failing run (drawn ops, without the first boot and the quiet phase)
	Shrunk    int           // ops of rapid's shrunk counterexample, counted the same way
	Shrinks   int           // property runs spent shrinking
	Reduced   int           // ops after Reduce took the shrunk list further (= Shrunk without it)
	Replays   int           // replays the reduction spent
	Invariant string        // the invariant the shrunk counterexample violates (FailureKey)
	FirstInv  string        // the invariant the first failure violated
	Message   string        // the shrunk counterexample's violation, first line
	Ops       []sim.Op      // the counterexample's drawn ops (reduced)
	Swarm     sim.Swarm     // and its swarm
}

// SelfCheck runs the property once per target with that target's flags on and reports, per
// target, whether and how fast it was caught. It sets rapid's global settings (checks, seed, no
// fail files, shrink time) for the duration and restores them.
func SelfCheck(cfg SelfCheckConfig, targets []SelfCheckTarget) []SelfCheckRow {
	if cfg.ShrinksMax == 0 {
		cfg.ShrinksMax = 300
	}
	if !testing.Testing() {
		// rapid reads testing.Short, which panics unless the testing package's flags are
		// registered and the command line parsed: a program that runs the self-check outside go
		// test (cmd/selfcheck, which reads its own flag set) gets them here, with nothing to parse.
		testing.Init()
		if !flag.Parsed() {
			_ = flag.CommandLine.Parse(nil)
		}
	}
	checks := cfg.Checks
	if testing.Testing() && testing.Short() {
		checks *= 5 // rapid divides the budget by 5 under -short; the budget is the budget
	}
	restore := SetFlags(map[string]string{
		"rapid.checks":     strconv.Itoa(checks),
		"rapid.seed":       strconv.FormatUint(cfg.Seed, 10),
		"rapid.nofailfile": "true",
		"rapid.shrinktime": shrinkTime.String(), // never reached: ShrinksMax bounds the shrink instead
		"rapid.v":          "false",
		"rapid.log":        "false",
	})
	defer restore()
	var rows []SelfCheckRow
	for _, tg := range targets {
		row := selfCheckOne(cfg, tg)
		if cfg.Progress != nil {
			cfg.Progress(row)
		}
		rows = append(rows, row)
	}
	return rows
}

// selfCheckOne runs one target's batch of checks under rapid and makes its row.
func selfCheckOne(cfg SelfCheckConfig, tg SelfCheckTarget) SelfCheckRow {
	sc := &selfCheckRun{cfg: cfg, clock: cfg.Clock, row: SelfCheckRow{Target: tg}}
	if sc.clock == nil {
		sc.clock = func() time.Duration { return 0 }
	}
	prop := sc.property(PropertyConfig{Bugs: tg.Bugs, StepsMax: cfg.StepsMax, Seed: cfg.WorldSeed, Steer: true})
	sc.start = sc.clock()
	tb := &RecordingTB{name: "selfcheck/" + tg.Name}
	done := make(chan struct{})
	go func() {
		defer close(done)
		rapid.Check(tb, prop)
	}()
	<-done
	if sc.firstAt == 0 {
		sc.row.Checks = cfg.Checks
	} else {
		sc.caught(tb)
	}
	sc.row.Wall = sc.clock() - sc.start
	return sc.row
}

// selfCheckRun is one target's batch in progress: the property runs rapid made, the first that
// failed, and the last failing run (rapid's shrunk counterexample so far).
type selfCheckRun struct {
	cfg           SelfCheckConfig
	clock         func() time.Duration
	start         time.Duration
	row           SelfCheckRow
	runs, firstAt int
	last          *PropertyRun
	lastErr       error
}

// property is the generic property for pc, which notes the first failure (its time and
// invariant) and every later one, and ends rapid's shrink once ShrinksMax runs are spent.
func (sc *selfCheckRun) property(pc PropertyConfig) func(*rapid.T) {
	return func(t *rapid.T) {
		sc.runs++
		if sc.firstAt > 0 && sc.runs-sc.firstAt > max(sc.cfg.ShrinksMax, 0) {
			// The shrink budget is spent: end the goroutine rapid runs in, as testing's FailNow
			// does. The last failing run is the shrunk counterexample so far.
			runtime.Goexit()
		}
		r, err := RunProperty(t, pc)
		if err == nil {
			return
		}
		if sc.firstAt == 0 {
			sc.firstAt = sc.runs
			sc.row.Catch = sc.clock() - sc.start
			sc.row.FirstInv = FailureKey(err)
			if r != nil {
				sc.row.Drawn = len(drawnOps(r))
			}
		}
		sc.last, sc.lastErr = r, err
		t.Fatalf("%v", err)
	}
}

// caught fills the row of a caught target: the checks to the first failure, the shrunk
// counterexample and its reduction.
func (sc *selfCheckRun) caught(tb *RecordingTB) {
	row := &sc.row
	row.Caught = true
	row.Checks = sc.firstAt
	if n, ok := tb.failedAfter(); ok {
		row.Checks = n + 1
	}
	row.Shrinks = min(sc.runs-sc.firstAt, max(sc.cfg.ShrinksMax, 0))
	row.Invariant = FailureKey(sc.lastErr)
	row.Message = cli.FirstLine(sc.lastErr.Error())
	if last := sc.last; last != nil {
		row.Ops = drawnOps(last)
		row.Shrunk = len(row.Ops)
		row.Swarm = last.Swarm
		if sc.cfg.ReducesMax > 0 && last.World != nil && len(row.Ops) > 1 {
			var st ReduceStats
			row.Ops, st = reduceDrawn(last, row.Ops, row.Invariant, sc.cfg.ReducesMax)
			row.Replays = st.Replays
		}
	}
	row.Reduced = len(row.Ops)
}
