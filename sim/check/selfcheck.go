package check

import (
	"flag"
	"fmt"
	"io"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"testing"
	"time"

	"pgregory.net/rapid"

	"gatewaysim/gateway"

	"gatewaysim/sim"
)

// The self-check (docs/design.md decision 8): the generic property, run by rapid with one bug flag on at
// a time, must fail for every flag within a fixed budget of checks. A flag it does not catch is a
// gap in the generator or the oracle, never in the flag. Run the whole batch inside one synctest
// bubble (SelfCheck's caller does): rapid's timing and the mock clock then read fake time, so the
// wall time is measured by a clock the caller passes in from outside the bubble.

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

// TriggerSteps is the length of each flag's minimal trigger in docs/bugs.md (port decisions
// included), counted as ops of this package's language without the first boot:
// what a shrunk counterexample is measured against. B23's "A has messages, /new, B's route is
// lost, message" is message, new, route-loss, message: 4.
var TriggerSteps = map[gateway.Bug]int{
	gateway.B01:                 7, // message (long turn), then three times: shutdown restart=true, advance (the boot)
	gateway.B02:                 3, // message, stop, message
	gateway.B03:                 3, // message (long turn), shutdown restart=true (drain times out), message
	gateway.B05:                 5, // message, advance (a long turn), shutdown, kill, boot
	gateway.B06:                 5, // message, advance, message (auto-reset), shutdown restart=true, message
	gateway.B07:                 3, // message, advance past the idle limit, message
	gateway.B08:                 5, // message, advance past W, message, kill, boot (auto-resume)
	gateway.B09:                 5, // message, kill, boot (marked), advance, message
	gateway.B10:                 5, // message, kill, boot (marked), advance past W, message
	gateway.B11:                 5, // message, kill, boot (marked), advance past W, message (mode none)
	gateway.B12:                 3, // message (webhook), kill, boot (auto-resume)
	gateway.B13:                 5, // message, agent-close, crash, boot, message
	gateway.B14:                 3, // message, agent-close, message
	gateway.B16:                 5, // message, shutdown restart=true, advance, route-loss, message
	gateway.B17:                 7, // message, ws-connect, ws-resume, ws-drop, ws-teardown, advance 20s, message
	gateway.B18:                 3, // message, row-ended (ws_orphan_reap), message
	gateway.B19:                 3, // message, advance past the idle limit (a watcher pass), message
	gateway.B20:                 4, // message, advance past the idle limit, agent-close, message
	gateway.B22:                 5, // message, row-ended (ws_orphan_reap), new, route-loss, message
	gateway.B23:                 4, // message, new, route-loss, message
	gateway.B24:                 7, // message, new, message, agent-close, resume (the first), route-loss, message
	gateway.B25:                 3, // message, advance past the idle limit, message
	gateway.B26:                 3, // message, row-ended, message
	gateway.B28:                 4, // message, advance, message (auto-reset), message
	gateway.B29:                 6, // ws-connect, ws-create, ws-drop, ws-connect, ws-resume, ws-teardown
	gateway.B30:                 8, // ws-connect, ws-create, ws-drop, ws-teardown, advance (the reap), ws-connect, ws-resume, advance
	gateway.B31:                 6, // ws-connect, ws-create, ws-prompt, ws-drop, ws-teardown, advance
	gateway.B33:                 6, // ws-connect, ws-create, ws-drop, ws-teardown, kill, boot
	gateway.B34:                 4, // message, advance (the turn completes), crash, boot
	gateway.B35:                 4, // message, advance past the idle limit, route-loss, message
	gateway.B38:                 7, // message, then three times: kill, boot (auto-resume)
	gateway.H1:                  6, // message, new, ws-connect, ws-resume (the old row), route-loss, message
	gateway.H2:                  5, // message (webhook), kill, boot (marked), advance past W, message
	gateway.H3:                  0, // a configuration with an invalid override
	gateway.H4:                  2, // message, advance past the idle limit (a watcher pass)
	gateway.H6:                  7, // as B01
	gateway.H10:                 6, // message, ws-connect, ws-resume, ws-drop, ws-teardown, advance 20s
	gateway.H11:                 5, // message, new, message, advance past the idle limit, resume
	gateway.H12:                 5, // message, advance past the idle limit (a watcher pass), shutdown restart=true, advance, message
	gateway.PTipHeal:            4, // message, compress, advance past the idle limit, message
	gateway.PFreshZero:          3, // message, kill, boot (W = 0)
	gateway.PBootOrder:          9, // three times: message, shutdown restart=true, advance (the turn fails in the drain)
	gateway.PInternalTouch:      5, // message, advance, internal, advance, message
	gateway.PMetadataTouch:      5, // message, advance, metadata, advance, message
	gateway.PFinalSilent:        4, // message, advance past the idle limit (a watcher pass), proc-start, message
	gateway.PRoutelessBoundary:  6, // message, agent-close, route-loss, new, route-loss, message
	gateway.PHealFlagless:       5, // message, kill, boot (marked, auto-resumed), agent-close, message
	gateway.PDrainCategory:      2, // message (a turn in flight), shutdown
	gateway.PDrainPerLane:       3, // message on two lanes of one group chat, shutdown restart=true
	gateway.PInternalInterrupts: 2, // message (a long turn), internal
	gateway.PFollowupDrop:       3, // message (a long turn), message, shutdown restart=true
}

// SelfCheckConfig shapes a self-check.
type SelfCheckConfig struct {
	Checks     int    // the budget: checks per target before it counts as not caught
	StepsMax   int    // the property's ops per check (PropertyConfig.StepsMax)
	Seed       uint64 // rapid's seed: the same for every target, so a row reproduces alone
	WorldSeed  uint64 // the property's world seed (PropertyConfig.Seed)
	ShrinksMax int    // property runs spent shrinking one counterexample (0: 300; < 0: no shrinking)
	ReducesMax int    // replays spent reducing the shrunk op list further (sim.Reduce); 0: none

	// Clock reads real time from outside the synctest bubble (NewRealClock); nil leaves the
	// times zero.
	Clock func() time.Duration
	// Progress, when set, is told each row as soon as it is done.
	Progress func(SelfCheckRow)
}

// DefaultSelfCheck is the configuration make selfcheck and TestSelfCheck use.
func DefaultSelfCheck() SelfCheckConfig {
	return SelfCheckConfig{Checks: 2000, StepsMax: 100, Seed: 1, WorldSeed: 1, ShrinksMax: 300, ReducesMax: 300}
}

// shrinkTime is rapid's shrink deadline during a self-check. Inside the bubble it is fake time,
// which moves only when the simulator's mock clock sleeps: a meaningless bound, so it is set far
// away and the self-check ends a shrink itself once ShrinksMax runs are spent.
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
	Reduced   int           // ops after sim.Reduce took the shrunk list further (= Shrunk without it)
	Replays   int           // replays the reduction spent
	Invariant string        // the invariant the shrunk counterexample violates (FailureKey)
	FirstInv  string        // the invariant the first failure violated
	Message   string        // the shrunk counterexample's violation, first line
	Ops       []sim.Op      // the counterexample's drawn ops (reduced)
	Swarm     sim.Swarm     // and its swarm
}

// NewRealClock starts, outside any synctest bubble, a goroutine that answers with the real time
// elapsed since the call; the returned function may be called from inside a bubble (its channels
// are made outside it, so the bubble never counts it as blocked), from one goroutine at a time.
// stop ends the goroutine.
func NewRealClock() (now func() time.Duration, stop func()) {
	req := make(chan struct{})
	resp := make(chan time.Duration) // made here: a channel made inside the bubble may not cross it
	done := make(chan struct{})
	start := time.Now()
	go func() {
		for {
			select {
			case <-req:
				resp <- time.Since(start)
			case <-done:
				return
			}
		}
	}()
	now = func() time.Duration {
		req <- struct{}{}
		return <-resp
	}
	return now, func() { close(done) }
}

// SelfCheck runs the property once per target with that target's flags on and reports, per
// target, whether and how fast it was caught. It sets rapid's global settings (checks, seed, no
// fail files, shrink time) for the duration and restores them. Call it inside a synctest bubble.
func SelfCheck(cfg SelfCheckConfig, targets []SelfCheckTarget) []SelfCheckRow {
	if cfg.ShrinksMax == 0 {
		cfg.ShrinksMax = 300
	}
	checks := cfg.Checks
	if testing.Testing() && testing.Short() {
		checks *= 5 // rapid divides the budget by 5 under -short; the budget is the budget
	}
	restore := SetFlags(map[string]string{
		"rapid.checks":     strconv.Itoa(checks),
		"rapid.seed":       strconv.FormatUint(cfg.Seed, 10),
		"rapid.nofailfile": "true",
		"rapid.shrinktime": shrinkTime.String(), // fake time: ShrinksMax bounds the shrink instead
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
	prop := sc.property(PropertyConfig{Bugs: tg.Bugs, StepsMax: cfg.StepsMax, Seed: cfg.WorldSeed})
	sc.start = sc.clock()
	tb := &recordingTB{name: "selfcheck/" + tg.Name}
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
func (sc *selfCheckRun) caught(tb *recordingTB) {
	row := &sc.row
	row.Caught = true
	row.Checks = sc.firstAt
	if n, ok := tb.failedAfter(); ok {
		row.Checks = n + 1
	}
	row.Shrinks = min(sc.runs-sc.firstAt, max(sc.cfg.ShrinksMax, 0))
	row.Invariant = FailureKey(sc.lastErr)
	row.Message = firstLine(sc.lastErr.Error())
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

// reduceDrawn takes a failing run's drawn ops further with the simulator's own reduction
// (sim.Reduce: whole lanes and connections, chunks down to single ops, merged advances): each
// candidate is replayed from the first boot through the quiet phase and must still fail with the
// same invariant.
func reduceDrawn(r *PropertyRun, drawn []sim.Op, key string, replaysMax int) ([]sim.Op, ReduceStats) {
	cfg := r.World.Config()
	cfg.TraceKeep = 1
	seed := r.World.Seed()
	fails := func(cand []sim.Op) bool {
		ops := append([]sim.Op{{Kind: sim.KindBoot}}, cand...)
		_, _, err := Replay(seed, cfg, ops, ReplayQuiesce)
		return FailureKey(err) == key
	}
	if !fails(drawn) {
		return drawn, ReduceStats{Before: len(drawn), After: len(drawn), Replays: 1}
	}
	return Reduce(drawn, fails, replaysMax, nil)
}

// drawnOps returns a property run's drawn ops: its ops less the first boot and whatever part of
// the quiet phase (Settle's ops) ran before the failure. The split is found by replaying: the
// longest tail that is a prefix of what Settle would apply after the ops before it. (A drawn
// drain-timeout right before a failure in the quiet phase reads as the quiet phase's first op.)
func drawnOps(r *PropertyRun) []sim.Op {
	ops := r.Ops
	if len(ops) == 0 || r.World == nil {
		return nil
	}
	cfg := r.World.Config()
	seed := r.World.Seed()
	most := len(cfg.Lanes) + 4 + 8 + 8 // Quiesce: lanes + 4, an adapter-up per platform; Settle's waits
	for k := min(most, len(ops)-1); k > 0; k-- {
		w, _, err := Replay(seed, cfg, ops[:len(ops)-k], ReplayOps)
		if err != nil || w == nil {
			continue
		}
		w.SetObserver(nil)
		q := settleOps(w)
		if len(q) >= k && equalOps(q[:k], ops[len(ops)-k:]) {
			return ops[1 : len(ops)-k]
		}
	}
	return ops[1:]
}

// settleOps is what Settle would apply to w: Quiesce's ops, then up to eight waits (at most, as
// the waits depend on what is still running, which this list does not replay).
func settleOps(w *sim.World) []sim.Op {
	q := sim.Quiesce(w)
	wait := sim.SettleWait(w.Config())
	for range 8 {
		q = append(q, wait)
	}
	return q
}

// SetFlags sets command-line flags by name (rapid's settings, the testing package's) and returns
// a function that restores their old values. It panics on a flag that is not registered: a
// setting that silently did nothing would run another experiment than the one asked for.
func SetFlags(vals map[string]string) (restore func()) {
	old := map[string]string{}
	keys := make([]string, 0, len(vals))
	for k := range vals {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		f := flag.Lookup(k)
		if f == nil {
			panic("check: flag " + k + " is not registered")
		}
		old[k] = f.Value.String()
		if err := flag.Set(k, vals[k]); err != nil {
			panic(err)
		}
	}
	return func() {
		for _, k := range keys {
			_ = flag.Set(k, old[k])
		}
	}
}

// recordingTB is a rapid.TB that records failures instead of failing, so that a self-check can
// assert that the property fails. Not being a *testing.T also keeps rapid from reading the
// test's deadline (t.Deadline panics inside a synctest bubble).
type recordingTB struct {
	name   string
	failed bool
	errs   []string
}

func (r *recordingTB) Helper()                  {}
func (r *recordingTB) Name() string             { return r.name }
func (r *recordingTB) Logf(string, ...any)      {}
func (r *recordingTB) Log(...any)               {}
func (r *recordingTB) Skipf(f string, a ...any) { r.Errorf("skip: "+f, a...) }
func (r *recordingTB) Skip(a ...any)            { r.Errorf("skip: %s", fmt.Sprint(a...)) }
func (r *recordingTB) SkipNow()                 { r.failed = true }
func (r *recordingTB) Errorf(f string, a ...any) {
	r.failed = true
	r.errs = append(r.errs, fmt.Sprintf(f, a...))
}
func (r *recordingTB) Error(a ...any)            { r.Errorf("%s", fmt.Sprint(a...)) }
func (r *recordingTB) Fatalf(f string, a ...any) { r.Errorf(f, a...) }
func (r *recordingTB) Fatal(a ...any)            { r.Error(a...) }
func (r *recordingTB) FailNow()                  { r.failed = true }
func (r *recordingTB) Fail()                     { r.failed = true }
func (r *recordingTB) Failed() bool              { return r.failed }

var failedAfterRE = regexp.MustCompile(`failed after (\d+) tests`)

// failedAfter reads rapid's "failed after N tests" (N checks passed before the failing one).
func (r *recordingTB) failedAfter() (int, bool) {
	for _, e := range r.errs {
		if m := failedAfterRE.FindStringSubmatch(e); m != nil {
			n, err := strconv.Atoi(m[1])
			return n, err == nil
		}
	}
	return 0, false
}

// SelfCheckTotals sums a self-check.
type SelfCheckTotals struct {
	Rows, Caught      int
	MedianCatch       time.Duration
	Wall              time.Duration
	MedianChecks      int
	ShrunkSum, Traces int
}

// Totals sums rows.
func Totals(rows []SelfCheckRow) SelfCheckTotals {
	var t SelfCheckTotals
	var catches []time.Duration
	var checks []int
	for _, r := range rows {
		t.Rows++
		t.Wall += r.Wall
		if r.Caught {
			t.Caught++
			catches = append(catches, r.Catch)
			checks = append(checks, r.Checks)
		}
	}
	if len(catches) > 0 {
		slices.Sort(catches)
		slices.Sort(checks)
		t.MedianCatch = catches[len(catches)/2]
		t.MedianChecks = checks[len(checks)/2]
	}
	return t
}

// WriteSelfCheck prints the rows as a table, then the totals.
func WriteSelfCheck(w io.Writer, rows []SelfCheckRow, budget int) {
	WriteSelfCheckHeader(w)
	for _, r := range rows {
		WriteSelfCheckRow(w, r)
	}
	WriteSelfCheckTotals(w, rows, budget)
}

// WriteSelfCheckHeader prints the table's header line.
func WriteSelfCheckHeader(w io.Writer) {
	fmt.Fprintf(w, "%-17s %-6s %6s %7s %7s %6s %7s %7s  %-9s %s\n", "flag", "caught", "checks", "catch", "wall", "shrunk", "reduced", "trigger", "invariant", "violation")
}

// WriteSelfCheckTotals prints the totals line.
func WriteSelfCheckTotals(w io.Writer, rows []SelfCheckRow, budget int) {
	t := Totals(rows)
	fmt.Fprintf(w, "total: %d/%d caught within %d checks; median %d checks, median catch %.2fs; wall %.1fs\n",
		t.Caught, t.Rows, budget, t.MedianChecks, t.MedianCatch.Seconds(), t.Wall.Seconds())
}

// WriteSelfCheckRow prints one row.
func WriteSelfCheckRow(w io.Writer, r SelfCheckRow) {
	caught := "no"
	inv, shrunk, reduced, trigger := "-", "-", "-", "-"
	if r.Caught {
		caught = "yes"
		inv = r.Invariant
		shrunk = strconv.Itoa(r.Shrunk)
		reduced = strconv.Itoa(r.Reduced)
	}
	if len(r.Target.Bugs) == 1 {
		if n, ok := TriggerSteps[r.Target.Bugs[0]]; ok {
			trigger = strconv.Itoa(n)
		}
	}
	fmt.Fprintf(w, "%-17s %-6s %6d %6.2fs %6.2fs %6s %7s %7s  %-9s %s\n", r.Target.Name, caught, r.Checks,
		r.Catch.Seconds(), r.Wall.Seconds(), shrunk, reduced, trigger, inv, clip(r.Message, 90))
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n-3] + "..."
}

// WriteSelfCheckMarkdown prints the rows as a Markdown table (for the README), then the totals.
func WriteSelfCheckMarkdown(w io.Writer, rows []SelfCheckRow, budget int) {
	fmt.Fprintln(w, "| flag | caught | checks | catch | shrunk | reduced | trigger | invariant |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---|")
	for _, r := range rows {
		caught, shrunk, reduced, trigger := "no", "-", "-", "-"
		if r.Caught {
			caught, shrunk, reduced = "yes", strconv.Itoa(r.Shrunk), strconv.Itoa(r.Reduced)
		}
		if len(r.Target.Bugs) == 1 {
			if n, ok := TriggerSteps[r.Target.Bugs[0]]; ok {
				trigger = strconv.Itoa(n)
			}
		}
		fmt.Fprintf(w, "| %s | %s | %d | %.2f s | %s | %s | %s | %s |\n", r.Target.Name, caught, r.Checks,
			r.Catch.Seconds(), shrunk, reduced, trigger, r.Invariant)
	}
	t := Totals(rows)
	fmt.Fprintf(w, "\n%d/%d caught within %d checks; median %d checks, median catch %.2f s.\n",
		t.Caught, t.Rows, budget, t.MedianChecks, t.MedianCatch.Seconds())
}
