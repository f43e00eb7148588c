package sim_test

import (
	"container/heap"
	"math/rand/v2"
	"time"

	"gatewaysim/sim"
)

// Throughput. The Go benchmarks (world_bench_test.go, property_bench_test.go,
// scale_bench_test.go) measure it, benchstat reads them, and BENCHMARKS.md has the figures and
// the commands (make bench). This file holds the workloads they share.

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
	return laneOps(seed, lanes, d, newEvery, time.Minute, 10*time.Minute)
}

// laneOps is busyDayOps with the gap between a lane's messages drawn from [minGap, maxGap) (the
// first message within maxGap of the start).
func laneOps(seed uint64, lanes int, d time.Duration, newEvery int, minGap, maxGap time.Duration) []sim.Op {
	r := rand.New(rand.NewPCG(seed, 7))
	next := make([]time.Duration, lanes)
	for i := range next {
		next[i] = time.Duration(r.Int64N(int64(maxGap)))
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
		next[i] += minGap + time.Duration(r.Int64N(int64(maxGap-minGap)))
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
