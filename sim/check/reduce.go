package check

import (
	"strings"
	"time"

	"gatewaysim/sim"
)

// Domain-aware reduction, run after rapid's shrink (docs/design.md decision 9): rapid shrinks the draws
// that made an op list, this shrinks the op list itself with what the simulator knows about time
// and lanes. Every candidate is judged by replaying it from scratch: a candidate is kept only
// when it still fails the same way (FailureKey).

// ReduceStats says what a reduction did.
type ReduceStats struct {
	Before, After int // op counts
	Replays       int // candidates judged
	Exhausted     bool
}

// Reduce returns a shorter (or equal) op list that still fails: fails(ops) must replay ops from
// scratch and report whether they fail the same way as the original (it is never called with
// the original list). Passes, repeated until none shortens the list: drop every op of one lane
// (or one WebSocket connection); delta debugging over chunks of ops, halving the chunk down to
// single ops; merge adjacent equal-looking advances; snap each advance onto the follow-up instant
// that matters (the earliest gateway deadline or turn end inside it at which the failure still
// happens). replaysMax bounds the number of replays (<= 0: 2000).
func Reduce(ops []sim.Op, fails func([]sim.Op) bool, replaysMax int, snap func(prefix []sim.Op, step time.Duration) []time.Duration) ([]sim.Op, ReduceStats) {
	if replaysMax <= 0 {
		replaysMax = 2000
	}
	r := &reducer{fails: fails, max: replaysMax}
	st := ReduceStats{Before: len(ops)}
	ops = append([]sim.Op(nil), ops...)
	for changed := true; changed && !r.out(); {
		changed = false
		for _, pass := range []func([]sim.Op) ([]sim.Op, bool){r.dropGroups, r.deltaDebug, r.mergeAdvances} {
			var c bool
			if ops, c = pass(ops); c {
				changed = true
			}
		}
		if snap != nil {
			var c bool
			if ops, c = r.snapAdvances(ops, snap); c {
				changed = true
			}
		}
	}
	st.After, st.Replays, st.Exhausted = len(ops), r.n, r.out()
	return ops, st
}

type reducer struct {
	fails func([]sim.Op) bool
	max   int
	n     int
}

func (r *reducer) out() bool { return r.n >= r.max }

// try judges one candidate.
func (r *reducer) try(ops []sim.Op) bool {
	if r.out() {
		return false
	}
	r.n++
	return r.fails(ops)
}

// dropGroups removes every op of one lane, or of one WebSocket connection, at once.
func (r *reducer) dropGroups(ops []sim.Op) ([]sim.Op, bool) {
	changed := false
	var groups []string
	seen := map[string]bool{}
	for _, op := range ops {
		for _, g := range []string{"lane " + op.Lane, "conn " + op.Conn} {
			if !strings.HasSuffix(g, " ") && !seen[g] {
				seen[g] = true
				groups = append(groups, g)
			}
		}
	}
	for _, g := range groups {
		cand := ops[:0:0]
		for _, op := range ops {
			if "lane "+op.Lane != g && "conn "+op.Conn != g {
				cand = append(cand, op)
			}
		}
		if len(cand) < len(ops) && r.try(cand) {
			ops, changed = cand, true
		}
	}
	return ops, changed
}

// deltaDebug removes chunks of ops, from half the list down to single ops.
func (r *reducer) deltaDebug(ops []sim.Op) ([]sim.Op, bool) {
	changed := false
	for size := len(ops) / 2; size >= 1 && !r.out(); size /= 2 {
		for i := 0; i < len(ops) && !r.out(); {
			end := min(i+size, len(ops))
			cand := append(ops[:i:i], ops[end:]...)
			if r.try(cand) {
				ops, changed = cand, true
				continue
			}
			i += size
		}
	}
	return ops, changed
}

// mergeAdvances joins adjacent advances that differ only in their step.
func (r *reducer) mergeAdvances(ops []sim.Op) ([]sim.Op, bool) {
	changed := false
	for i := 0; i+1 < len(ops) && !r.out(); {
		a, b := ops[i], ops[i+1]
		if a.Kind != sim.KindAdvance || b.Kind != sim.KindAdvance || a.Hold || a.Turn != b.Turn {
			i++
			continue
		}
		m := a
		m.Dur, m.Hold = a.Dur+b.Dur, b.Hold
		cand := append(append(ops[:i:i], m), ops[i+2:]...)
		if r.try(cand) {
			ops, changed = cand, true
			continue
		}
		i++
	}
	return ops, changed
}

// snapAdvances shortens each advance to the earliest follow-up instant inside it at which the
// failure still happens (snap lists those instants as steps from the advance's start, for the
// world after prefix), by binary search over the instants.
func (r *reducer) snapAdvances(ops []sim.Op, snap func(prefix []sim.Op, step time.Duration) []time.Duration) ([]sim.Op, bool) {
	changed := false
	for i := 0; i < len(ops) && !r.out(); i++ {
		if ops[i].Kind != sim.KindAdvance {
			continue
		}
		steps := snap(ops[:i], ops[i].Dur)
		// steps are ascending and < Dur; find the first one that still fails.
		with := func(d time.Duration) []sim.Op {
			cand := append([]sim.Op(nil), ops...)
			cand[i].Dur = d
			return cand
		}
		lo, hi := 0, len(steps) // invariant: steps[hi] (or Dur) fails
		for lo < hi && !r.out() {
			mid := (lo + hi) / 2
			if r.try(with(steps[mid])) {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		if hi < len(steps) && steps[hi] != ops[i].Dur {
			ops, changed = with(steps[hi]), true
		}
	}
	return ops, changed
}

// FollowUps lists, for the world after prefix (replayed from seed and cfg), the instants inside
// the next step of virtual time at which something happens (a gateway deadline, a turn end, an
// exit, a boot), as offsets from the step's start, ascending, at most limit of them (spread
// evenly when there are more). It is Reduce's snap function for property runs.
func FollowUps(seed uint64, cfg sim.Config, limit int) func(prefix []sim.Op, step time.Duration) []time.Duration {
	return func(prefix []sim.Op, step time.Duration) []time.Duration {
		w, _, err := Replay(seed, cfg, prefix, ReplayOps)
		if err != nil {
			return nil
		}
		w.SetObserver(nil)
		start := w.Elapsed()
		var out []time.Duration
		for {
			at, ok := w.NextEventAt()
			if !ok || at-start >= step || at < w.Elapsed() {
				break
			}
			if d := at - start; d > 0 && (len(out) == 0 || out[len(out)-1] != d) {
				out = append(out, d)
			}
			// Run the follow-ups due at that instant and look further.
			if err := w.Apply(sim.Op{Kind: sim.KindAdvance, Dur: max(at-w.Elapsed(), time.Nanosecond)}); err != nil {
				break
			}
		}
		if limit > 0 && len(out) > limit {
			spread := make([]time.Duration, 0, limit)
			for k := range limit {
				spread = append(spread, out[k*len(out)/limit])
			}
			out = spread
		}
		return out
	}
}
