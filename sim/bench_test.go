package sim_test

import (
	"container/heap"
	"flag"
	"math/rand/v2"
	"runtime"
	"testing"
	"testing/synctest"
	"time"

	"gatewaysim/sim"
)

// Throughput. The Go benchmarks (world_bench_test.go, property_bench_test.go,
// scale_bench_test.go) measure it, benchstat reads them, and BENCHMARKS.md has the figures and
// the commands (make bench). TestBenchWorld is the older whole-bubble timing, kept for comparison
// with the figures measured before the benchmarks existed:
//
//	go test ./sim -run TestBenchWorld -sim.bench -v      (sets GOMAXPROCS=1 itself)

var flagBench = flag.Bool("sim.bench", false, "run TestBenchWorld (throughput figures)")

// mixedRun applies n generated ops of seed and returns the world.
func mixedRun(tb testing.TB, seed uint64, n int, keep int) *sim.World {
	r, err := sim.NewRun(seed, func(c *sim.Config) { c.TraceKeep, c.RecordEvents = keep, false })
	if err != nil {
		tb.Fatal(err)
	}
	if err := r.Steps(n, nil); err != nil {
		tb.Fatal(err)
	}
	return r.World
}

// busyDay simulates one day of lanes busy lanes: each sends a message every 1 to 10 minutes
// (turns of 5 to 90 s), with the watcher and reapers running. It returns the world.
func busyDay(tb testing.TB, seed uint64, lanes int) *sim.World {
	w, err := sim.NewWorld(seed, busyConfig(lanes))
	if err != nil {
		tb.Fatal(err)
	}
	for _, op := range busyDayOps(seed, lanes, 24*time.Hour, 0) {
		if err := w.Apply(op); err != nil {
			tb.Fatal(err)
		}
	}
	return w
}

// busyConfig is the world of a busy day: lanes lanes, the default gateway (no faults), a short
// trace and no effect log.
func busyConfig(lanes int) sim.Config {
	cfg := sim.DefaultConfig()
	cfg.Lanes = sim.DefaultLanes(lanes)
	cfg.TraceKeep, cfg.RecordEvents = 256, false
	cfg.Gateway = nil
	return cfg
}

// busyDayOps are the ops of a busy period of length d: each of lanes lanes sends a message every
// 1 to 10 minutes (turns of 5 to 90 s), with an advance to each message's instant, and a last
// advance to d. Every newEvery-th message of a lane is a /new instead (0: none), so that rows pile
// up with the run's length.
func busyDayOps(seed uint64, lanes int, d time.Duration, newEvery int) []sim.Op {
	r := rand.New(rand.NewPCG(seed, 7))
	next := make([]time.Duration, lanes)
	for i := range next {
		next[i] = time.Duration(r.Int64N(int64(10 * time.Minute)))
	}
	sent := make([]int, lanes)
	names := sim.DefaultLanes(lanes)
	var ops []sim.Op
	var at time.Duration
	h := &laneHeap{next: next}
	for i := range next {
		h.ix = append(h.ix, i)
	}
	heap.Init(h)
	for {
		i := h.ix[0]
		if next[i] >= d {
			break
		}
		if dt := next[i] - at; dt > 0 {
			ops = append(ops, sim.Op{Kind: sim.KindAdvance, Dur: dt})
			at = next[i]
		}
		turn := sim.TurnSpec{Set: true, Dur: time.Duration(5+r.IntN(85)) * time.Second, Outcome: "ok", Tokens: 100 + r.IntN(5000)}
		sent[i]++
		if newEvery > 0 && sent[i]%newEvery == 0 {
			ops = append(ops, sim.Op{Kind: sim.KindNew, Lane: names[i].Name})
		} else {
			ops = append(ops, sim.Op{Kind: sim.KindMessage, Lane: names[i].Name, Turn: turn})
		}
		next[i] += time.Minute + time.Duration(r.Int64N(int64(9*time.Minute)))
		heap.Fix(h, 0)
	}
	if at < d {
		ops = append(ops, sim.Op{Kind: sim.KindAdvance, Dur: d - at})
	}
	return ops
}

// laneHeap orders lanes by their next message (then by index, as a scan for the minimum would).
type laneHeap struct {
	next []time.Duration
	ix   []int
}

func (h *laneHeap) Len() int { return len(h.ix) }
func (h *laneHeap) Less(a, b int) bool {
	x, y := h.ix[a], h.ix[b]
	return h.next[x] < h.next[y] || h.next[x] == h.next[y] && x < y
}
func (h *laneHeap) Swap(a, b int) { h.ix[a], h.ix[b] = h.ix[b], h.ix[a] }
func (h *laneHeap) Push(x any)    { h.ix = append(h.ix, x.(int)) }
func (h *laneHeap) Pop() any {
	x := h.ix[len(h.ix)-1]
	h.ix = h.ix[:len(h.ix)-1]
	return x
}

func TestBenchWorld(t *testing.T) {
	if !*flagBench {
		t.Skip("throughput figures: run with -sim.bench")
	}
	// Per core: one P, so that the bubble's wake-ups do not hand the goroutine to another thread
	// (with two Ps, futex wake-ups cost about 40% of the busy-day figure).
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	measure := func(name string, f func(t *testing.T) []*sim.World) {
		var ws []*sim.World
		runtime.GC()
		start := time.Now()
		synctest.Test(t, func(t *testing.T) { ws = f(t) })
		wall := time.Since(start)
		events, ops := 0, 0
		var virt time.Duration
		for _, w := range ws {
			events += w.Events()
			ops += w.Ops()
			virt += w.Elapsed()
		}
		t.Logf("%-28s %8d events %7d ops in %8.3fs wall: %9.0f events/s, %8.0f simulated s per wall s",
			name, events, ops, wall.Seconds(), float64(events)/wall.Seconds(), virt.Seconds()/wall.Seconds())
	}
	measure("busy day, 20 lanes", func(t *testing.T) []*sim.World {
		return []*sim.World{busyDay(t, 1, 20)}
	})
	measure("busy day, 20 lanes x 10 seeds", func(t *testing.T) []*sim.World {
		var ws []*sim.World
		for s := uint64(1); s <= 10; s++ {
			ws = append(ws, busyDay(t, s, 20))
		}
		return ws
	})
	measure("mixed (200 seeds x 500 ops)", func(t *testing.T) []*sim.World {
		var ws []*sim.World
		for s := uint64(1); s <= 200; s++ {
			ws = append(ws, mixedRun(t, s, 500, 256))
		}
		return ws
	})
	measure("mixed, full trace kept", func(t *testing.T) []*sim.World {
		var ws []*sim.World
		for s := uint64(1); s <= 200; s++ {
			ws = append(ws, mixedRun(t, s, 500, 0))
		}
		return ws
	})
}
