package conformance

import (
	"container/heap"
	"hash/fnv"

	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// Steering: the order in which a process-mode campaign runs its seeds. Upstream costs seconds a
// seed where the Go port costs milliseconds, so a campaign can afford to look at a large pool of
// seeds on the Go side first and spend upstream's time on the ones that reach the most of the
// lifecycle the others have not: the seeds are ordered greedily by what each adds (its lanes'
// lifecycle transitions, the same by the lane's platform (the contract tells platforms apart:
// interactive or not, who owns a row), consecutive transition pairs on one lane, transitions by
// how long the lane had been in its state (the contract's windows: recovery and expiry turn on
// such ages), the same taken inside a drain (the drain has rules of its own), and consecutive op
// kinds, which is where the TUI socket's sequences show), each feature weighed by how rare it is
// in the pool. The order is read off the Go port with no flag,
// from the runs as they are drawn (without the ops a commit lacks), and is the same at every
// commit of the same surface: nothing in it points at a defect.

// Steer orders the seeds a campaign runs.
type Steer struct {
	First uint64 // the pool's first seed
	Pool  int    // seeds looked at on the Go side (0: no steering, seeds run in order)
	Steps int    // ops per run
	// Lacking is the op kinds the runs never draw (those a commit cannot take): the order is
	// read off the runs as they will be drawn, without them.
	Lacking []sim.Kind
}

// Order is the first n seeds to run: the pool's seeds by greedy coverage taking turns with the
// pool's seeds in plain order (each seed once), then the seeds after the pool in order. With no
// pool it is First, First+1, ... Taking turns is a hedge: coverage finds the rare sequences
// early, but a defect whose trigger is a common sequence in an uncommon timing (which the
// features do not see) is as early in plain order as anywhere, and the turns cost either order
// at most a factor of two.
func (s Steer) Order(n int) ([]uint64, error) {
	if s.Pool <= 0 {
		out := make([]uint64, n)
		for i := range out {
			out[i] = s.First + uint64(i)
		}
		return out, nil
	}
	feats := make([][]int64, s.Pool)
	for i := range feats {
		f, err := seedFeatures(s.First+uint64(i), s.Steps, s.Lacking)
		if err != nil {
			return nil, err
		}
		feats[i] = f
	}
	steered := coverageOrder(feats)
	out := make([]uint64, 0, s.Pool)
	taken := make([]bool, s.Pool)
	for i, plain := 0, 0; len(out) < s.Pool; i++ {
		if i%2 == 0 {
			for taken[steered[0]] {
				steered = steered[1:]
			}
			out, taken[steered[0]] = append(out, steered[0]+s.First), true
		} else {
			for taken[plain] {
				plain++
			}
			out, taken[plain] = append(out, uint64(plain)+s.First), true
		}
	}
	for next := s.First + uint64(s.Pool); len(out) < n; next++ {
		out = append(out, next)
	}
	return out[:n], nil
}

// Feature kinds, packed into one int64 each.
const (
	featTransition = iota + 1
	featPair
	featOps
	featDwell
	featPlatform
	featDrain
)

// seedFeatures is what the process campaign's run of seed (without the kinds in lacking) reaches
// on the Go port (no flag), without repeats, in a fixed order.
func seedFeatures(seed uint64, steps int, lacking []sim.Kind) ([]int64, error) {
	lc := check.NewLifecycle()
	ops, err := generated(ProcessSetupWithout(seed, lacking), GenerateProcessWithout(seed, steps, lacking), lc.Observer())
	if err != nil {
		return nil, err
	}
	seen := map[int64]bool{}
	var out []int64
	add := func(f int64) {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	for i := 1; i < len(ops); i++ {
		add(featOps<<56 | int64(ops[i-1].Kind)<<8 | int64(ops[i].Kind))
	}
	for id, n := range lc.Counts {
		if n > 0 {
			add(featTransition<<56 | int64(id))
		}
	}
	for k := range lc.Pairs {
		add(featPair<<56 | int64(k[0])<<16 | int64(k[1]))
	}
	for k := range lc.Dwells {
		add(featDwell<<56 | int64(k[0])<<16 | int64(k[1]))
	}
	for k := range lc.InDrain {
		add(featDrain<<56 | int64(k[0])<<16 | int64(k[1]))
	}
	for k := range lc.ByPlatform {
		h := fnv.New32a()
		h.Write([]byte(k.Platform))
		add(featPlatform<<56 | int64(h.Sum32())<<16 | int64(k.ID))
	}
	return out, nil
}

// coverageOrder orders the seeds (indices into feats) greedily: each next seed is the one whose
// features not yet covered weigh the most, a feature weighing 1/(the seeds that have it), ties to
// the lower index. When no seed adds anything, coverage starts over, so that the later seeds
// cover everything a second time, and so on. A seed's gain only falls as coverage grows, so a
// stale gain bounds the fresh one (lazy greedy: a seed is re-weighed only when it comes up).
func coverageOrder(feats [][]int64) []uint64 {
	df := map[int64]int{}
	for _, fs := range feats {
		for _, f := range fs {
			df[f]++
		}
	}
	covered := map[int64]bool{}
	gain := func(i int) float64 {
		var g float64
		for _, f := range feats[i] {
			if !covered[f] {
				g += 1 / float64(df[f])
			}
		}
		return g
	}
	h := &gainHeap{}
	fill := func(idx []int) {
		h.items = h.items[:0]
		for _, i := range idx {
			h.items = append(h.items, weighed{i, gain(i)})
		}
		heap.Init(h)
	}
	left := make([]int, len(feats))
	for i := range left {
		left[i] = i
	}
	fill(left)
	out := make([]uint64, 0, len(feats))
	for h.Len() > 0 {
		top := heap.Pop(h).(weighed)
		if g := gain(top.i); g != top.g {
			heap.Push(h, weighed{top.i, g}) // stale: re-weigh and look again
			continue
		}
		if top.g == 0 && len(covered) > 0 {
			// Nothing left adds anything new: start a second round over the rest.
			clear(covered)
			left = left[:0]
			left = append(left, top.i)
			for _, w := range h.items {
				left = append(left, w.i)
			}
			fill(left)
			continue
		}
		out = append(out, uint64(top.i))
		for _, f := range feats[top.i] {
			covered[f] = true
		}
	}
	return out
}

// weighed is a seed's index and its last known gain.
type weighed struct {
	i int
	g float64
}

// gainHeap pops the highest gain first, the lower index on a tie.
type gainHeap struct{ items []weighed }

func (h *gainHeap) Len() int { return len(h.items) }
func (h *gainHeap) Less(a, b int) bool {
	x, y := h.items[a], h.items[b]
	return x.g > y.g || x.g == y.g && x.i < y.i
}
func (h *gainHeap) Swap(a, b int) { h.items[a], h.items[b] = h.items[b], h.items[a] }
func (h *gainHeap) Push(x any)    { h.items = append(h.items, x.(weighed)) }
func (h *gainHeap) Pop() any {
	x := h.items[len(h.items)-1]
	h.items = h.items[:len(h.items)-1]
	return x
}

// Reached is how much of the lifecycle the first runs of an order reach, on the Go port.
type Reached struct {
	Runs                      int
	Transitions, Pairs, Dwell int // distinct lane transitions, transition pairs, dwell buckets
}

// ReachedBy counts, for each prefix length in at (ascending), the distinct features the first
// runs of order reach.
func ReachedBy(order []uint64, steps int, at []int) ([]Reached, error) {
	seen := map[int64]bool{}
	var r Reached
	var out []Reached
	for i, seed := range order {
		fs, err := seedFeatures(seed, steps, nil)
		if err != nil {
			return nil, err
		}
		for _, f := range fs {
			if seen[f] {
				continue
			}
			seen[f] = true
			switch f >> 56 {
			case featTransition:
				r.Transitions++
			case featPair:
				r.Pairs++
			case featDwell:
				r.Dwell++
			}
		}
		r.Runs = i + 1
		for len(at) > 0 && at[0] == r.Runs {
			out = append(out, r)
			at = at[1:]
		}
	}
	return out, nil
}
