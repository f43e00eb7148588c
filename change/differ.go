package change

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// Side is one side of a comparison: a version and the bug flags switched on in every scenario it
// replays.
type Side struct {
	Version Version
	Bugs    string // comma-separated, "" for none
	Replay  Replayer
}

// Name is the side as a report names it: "1f8ce9d", "working tree", "working tree + B23".
func (s *Side) Name() string {
	n := s.Version.Short()
	if s.Bugs != "" {
		n += " + " + s.Bugs
	}
	return n
}

// Options is what a comparison runs.
type Options struct {
	Seeds int    // generated runs, seeds First..First+Seeds-1
	First uint64 // the first seed
	Steps int    // drawn ops per run, before its quiet phase
	// Files are the scenario files both sides replay as they are.
	Files []*Scenario
	// ReduceReplays bounds the replays (on both sides) spent reducing each group's example.
	ReduceReplays int
	// Progress, when set, is told how many seeds are done out of how many.
	Progress func(done, total int)
}

// Result is a comparison's findings.
type Result struct {
	Base, Head *Side
	Opts       Options
	Runs       int            // seeds whose run was compared
	NoRun      int            // seeds whose configuration the gateway refuses at load
	LeftOut    []string       // op kinds the generator did not draw: a side does not know them
	Dropped    map[string]int // op lines left out of the runs because a side cannot parse them, by why
	Groups     []*Group
	Files      []*FileResult // the files that differ
	FilesRun   int
	Wall       time.Duration
	either     gateway.BugSet // the flags of either side, for a configuration refused without them
}

// Differs reports whether anything differs.
func (r *Result) Differs() bool { return len(r.Groups) > 0 || len(r.Files) > 0 }

// GroupKey is what makes two differences the same: the op kind where the runs first differ, what
// differs there (every observable of its most user-facing category, as ObservableList prints
// them) and the class. A run belongs to one group.
type GroupKey struct {
	Op         string
	Observable string
	Class      string
}

// Group is every run that differs the same way, with its smallest example.
type Group struct {
	Key   GroupKey
	Class Class
	Seeds []uint64
	// Example is the run whose difference came earliest (its seed then the smallest), reduced.
	Example *Example
}

// Example is one run of a group: the scenario, where it differs, and both answers.
type Example struct {
	Scenario   *Scenario
	Diff       *Difference
	Base, Head *Answer
	OpsBefore  int // ops before the reduction
	Replays    int // replays the reduction spent
	Reduced    bool
}

// FileResult is a scenario file whose output differs.
type FileResult struct {
	Scenario   *Scenario
	Diff       *Difference
	Base, Head *Answer
}

// key is the group key of a difference.
func key(d *Difference) GroupKey {
	op, _, _ := strings.Cut(d.Directive, " ")
	return GroupKey{Op: op, Observable: ObservableList(d.Observables), Class: d.Class.String()}
}

// replayBoth answers one scenario on both sides at once.
func replayBoth(base, head *Side, s *Scenario) (ba, ha *Answer, err error) {
	var wg sync.WaitGroup
	var berr error
	wg.Add(1)
	go func() {
		defer wg.Done()
		ba, berr = base.Replay.Replay(s.ForSide(base.Bugs))
	}()
	ha, err = head.Replay.Replay(s.ForSide(head.Bugs))
	wg.Wait()
	if berr != nil {
		return nil, nil, berr
	}
	return ba, ha, err
}

// Run compares the two sides: the seeds' generated runs, then the files; every group's example is
// reduced.
func Run(base, head *Side, o Options) (*Result, error) {
	start := time.Now()
	r := &Result{Base: base, Head: head, Opts: o, Dropped: map[string]int{}}
	for _, side := range []*Side{base, head} {
		bugs, err := sim.ParseBugList(side.Bugs)
		if err != nil {
			return nil, err
		}
		for _, b := range bugs {
			if !slices.Contains(r.either, b) {
				r.either = append(r.either, b)
			}
		}
	}
	allowed := r.kinds()
	groups := map[GroupKey]*Group{}
	if err := r.runSeeds(allowed, groups); err != nil {
		return nil, err
	}
	for _, g := range groups {
		r.Groups = append(r.Groups, g)
	}
	sort.Slice(r.Groups, func(i, j int) bool { return groupLess(r.Groups[i], r.Groups[j]) })
	for _, g := range r.Groups {
		if err := r.reduce(g); err != nil {
			return nil, err
		}
	}
	for _, f := range o.Files {
		ba, ha, err := replayBoth(base, head, f)
		if err != nil {
			return nil, err
		}
		r.FilesRun++
		if d := Compare(ba, ha); d != nil {
			r.Files = append(r.Files, &FileResult{Scenario: f, Diff: d, Base: ba, Head: ha})
		}
	}
	r.Wall = time.Since(start)
	return r, nil
}

// groupLess orders groups by size (largest first), then by key.
func groupLess(a, b *Group) bool {
	if len(a.Seeds) != len(b.Seeds) {
		return len(a.Seeds) > len(b.Seeds)
	}
	return fmt.Sprint(a.Key) < fmt.Sprint(b.Key)
}

// kinds is the set of op kinds both sides know; the others go to LeftOut.
func (r *Result) kinds() func(sim.Kind) bool {
	known := func(rp Replayer) map[string]bool {
		m := map[string]bool{}
		for _, k := range rp.Kinds() {
			m[k] = true
		}
		return m
	}
	bk, hk := known(r.Base.Replay), known(r.Head.Replay)
	ok := map[sim.Kind]bool{}
	for _, k := range sim.Kinds() {
		if bk[k.String()] && hk[k.String()] {
			ok[k] = true
		} else {
			r.LeftOut = append(r.LeftOut, k.String())
		}
	}
	return func(k sim.Kind) bool { return ok[k] }
}

// runSeeds generates each seed's run (ahead, in a goroutine of its own), replays it on both sides
// and groups what differs.
func (r *Result) runSeeds(allowed func(sim.Kind) bool, groups map[GroupKey]*Group) error {
	o := r.Opts
	type gen struct {
		s   *Scenario
		err error
	}
	ch := make(chan gen, 4)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		defer close(ch)
		for i := range o.Seeds {
			s, err := Generate(o.First+uint64(i), o.Steps, allowed, r.either)
			select {
			case ch <- gen{s, err}:
			case <-stop:
				return
			}
		}
	}()
	done := 0
	for g := range ch {
		done++
		if o.Progress != nil {
			o.Progress(done, o.Seeds)
		}
		if g.err != nil {
			return g.err
		}
		if g.s == nil {
			r.NoRun++
			continue
		}
		s, err := r.parseable(g.s)
		if err != nil {
			return err
		}
		ba, ha, err := replayBoth(r.Base, r.Head, s)
		if err != nil {
			return fmt.Errorf("%s: %w", s.Name, err)
		}
		r.Runs++
		d := Compare(ba, ha)
		if d == nil {
			continue
		}
		k := key(d)
		grp := groups[k]
		if grp == nil {
			grp = &Group{Key: k, Class: d.Class}
			groups[k] = grp
		}
		grp.Seeds = append(grp.Seeds, s.Seed)
		if grp.Example == nil || d.Step < grp.Example.Diff.Step {
			grp.Example = &Example{Scenario: s, Diff: d, Base: ba, Head: ha, OpsBefore: len(s.Ops)}
		}
	}
	return nil
}

// parseable leaves out of a generated run the op lines a side cannot parse (an op key its version
// does not know), counting them by why.
func (r *Result) parseable(s *Scenario) (*Scenario, error) {
	lines := make([]string, len(s.Ops))
	for i, op := range s.Ops {
		lines[i] = op.String()
	}
	bad := make([]bool, len(lines))
	any := false
	for _, side := range []*Side{r.Base, r.Head} {
		why, err := side.Replay.Parse(lines)
		if err != nil {
			return nil, err
		}
		for i, w := range why {
			if w != "" && !bad[i] {
				bad[i], any = true, true
				r.Dropped[refusedKey(lines[i], w)]++
			}
		}
	}
	if !any {
		return s, nil
	}
	var ops []sim.Op
	for i, op := range s.Ops {
		if !bad[i] {
			ops = append(ops, op)
		}
	}
	return s.withOps(ops), nil
}

// refusedKey names what a side refused in an op line for the report's count: the op and the key
// its error names ("message text=", "shutdown down=", "row-ended reason=session_reset"), or the op
// alone.
func refusedKey(line, why string) string {
	kind, _, _ := strings.Cut(line, " ")
	why, _, _ = strings.Cut(why, "(form:") // the form names keys the side does know
	for _, w := range strings.Fields(line)[1:] {
		k, v, ok := strings.Cut(w, "=")
		if !ok || !strings.Contains(why, w) && !strings.Contains(why, k+"="+v) {
			continue
		}
		if k == "reason" {
			return kind + " " + w // which reasons a version takes is the news
		}
		return kind + " " + k + "="
	}
	return kind
}

// reduce shortens a group's example to the fewest ops that still differ the same way (the group's
// key among the difference's), with check.Reduce: first the ops up to the one that differs, then
// its passes, every candidate replayed from scratch on both sides.
func (r *Result) reduce(g *Group) error {
	ex := g.Example
	s := ex.Scenario
	var replayErr error
	same := func(ops []sim.Op) (*Scenario, *Answer, *Answer, *Difference, bool) {
		cand := s.withOps(ops)
		ba, ha, err := replayBoth(r.Base, r.Head, cand)
		if err != nil {
			replayErr = err
			return nil, nil, nil, nil, false
		}
		d := Compare(ba, ha)
		if d == nil || key(d) != g.Key {
			return nil, nil, nil, nil, false
		}
		return cand, ba, ha, d, true
	}
	ops := s.Ops
	// The ops after the one that differs first cannot make it differ.
	if k := slices.Index(s.Index, ex.Diff.Step); k >= 0 && k+1 < len(ops) {
		if _, _, _, _, ok := same(ops[:k+1]); ok {
			ops = ops[:k+1]
		}
	}
	fails := func(ops []sim.Op) bool {
		_, _, _, _, ok := same(ops)
		return ok
	}
	var snap func([]sim.Op, time.Duration) []time.Duration
	if setup, err := scenarios.ParseConfig(strings.Fields(s.Config())[1:]); err == nil {
		snap = check.FollowUps(setup.Seed, setup.WorldConfig(), 8)
	}
	reduced, st := check.Reduce(ops, fails, r.Opts.ReduceReplays, snap)
	if replayErr != nil {
		return replayErr
	}
	cand, ba, ha, d, ok := same(reduced)
	if !ok {
		return replayErr // the original example stands (a reduction never loses it: Reduce keeps only candidates that pass)
	}
	g.Example = &Example{Scenario: cand, Diff: d, Base: ba, Head: ha, OpsBefore: ex.OpsBefore, Replays: st.Replays, Reduced: true}
	return nil
}
