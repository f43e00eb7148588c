package sim

import (
	"flag"
	"math/rand/v2"
	"runtime"
	"testing"
	"testing/synctest"
	"time"
)

// Throughput. synctest.Test needs a *testing.T and time.Now is fake inside a bubble, so the
// in-bubble figures come from TestBenchWorld (run with -sim.bench), which times whole bubbles
// from outside. The Benchmark functions run outside any bubble, where every move of the mock
// clock sleeps 1 ms of real time: they use few events and show why the bubble is required.
//
//	go test ./sim -run TestBenchWorld -sim.bench -v      (sets GOMAXPROCS=1 itself)
//	go test ./sim -run '^$' -bench . -benchtime 200x
//
// Figures on the 2-core development machine (Go 1.26), one core, inside the bubble, gateway step
// and trace included: a simulated day of 20 busy lanes (10.7k events) in 0.04-0.06 s, 195k-305k
// events/s over runs; the mixed generated workload 410k-420k events/s (300k-400k keeping whole
// traces), about 1e8
// simulated seconds per wall second (long advances are mostly idle watcher ticks). Outside the
// bubble: about 870 events/s, since each distinct timestamp costs the mock's 1 ms sleep. Where
// the in-bubble time goes (pprof, mixed workload): the gateway's watcher pass sorting lane keys
// on every tick (about 22%), the bubble's park/wake for each Mock.Set (about 20-30%, more with two
// Ps because the woken goroutine moves threads), GC (about 7%), the trace (about 5%).

var flagBench = flag.Bool("sim.bench", false, "run TestBenchWorld (throughput figures)")

// mixedRun applies n generated ops of seed and returns the world.
func mixedRun(tb testing.TB, seed uint64, n int, keep int) *World {
	r, err := NewRun(seed, func(c *Config) { c.TraceKeep, c.RecordEvents = keep, false })
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
func busyDay(tb testing.TB, seed uint64, lanes int) *World {
	cfg := DefaultConfig()
	cfg.Lanes = DefaultLanes(lanes)
	cfg.TraceKeep, cfg.RecordEvents = 256, false
	cfg.Gateway = nil
	w, err := NewWorld(seed, cfg)
	if err != nil {
		tb.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	next := make([]time.Duration, lanes)
	for i := range next {
		next[i] = time.Duration(r.Int64N(int64(10 * time.Minute)))
	}
	for {
		i := 0
		for j := range next {
			if next[j] < next[i] {
				i = j
			}
		}
		if next[i] >= 24*time.Hour {
			break
		}
		if d := next[i] - w.Elapsed(); d > 0 {
			must(tb, w.Apply(Op{Kind: KindAdvance, Dur: d}))
		}
		turn := TurnSpec{Set: true, Dur: time.Duration(5+r.IntN(85)) * time.Second, Outcome: "ok", Tokens: 100 + r.IntN(5000)}
		must(tb, w.Apply(Op{Kind: KindMessage, Lane: w.lanes[i].Name, Turn: turn}))
		next[i] += time.Minute + time.Duration(r.Int64N(int64(9*time.Minute)))
	}
	must(tb, w.Apply(Op{Kind: KindAdvance, Dur: 24*time.Hour - w.Elapsed()}))
	return w
}

func must(tb testing.TB, err error) {
	if err != nil {
		tb.Helper()
		tb.Fatal(err)
	}
}

func TestBenchWorld(t *testing.T) {
	if !*flagBench {
		t.Skip("throughput figures: run with -sim.bench")
	}
	// Per core: one P, so that the bubble's wake-ups do not hand the goroutine to another thread
	// (with two Ps, futex wake-ups cost about 40% of the busy-day figure).
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	measure := func(name string, f func(t *testing.T) []*World) {
		var ws []*World
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
	measure("busy day, 20 lanes", func(t *testing.T) []*World {
		return []*World{busyDay(t, 1, 20)}
	})
	measure("busy day, 20 lanes x 10 seeds", func(t *testing.T) []*World {
		var ws []*World
		for s := uint64(1); s <= 10; s++ {
			ws = append(ws, busyDay(t, s, 20))
		}
		return ws
	})
	measure("mixed (200 seeds x 500 ops)", func(t *testing.T) []*World {
		var ws []*World
		for s := uint64(1); s <= 200; s++ {
			ws = append(ws, mixedRun(t, s, 500, 256))
		}
		return ws
	})
	measure("mixed, full trace kept", func(t *testing.T) []*World {
		var ws []*World
		for s := uint64(1); s <= 200; s++ {
			ws = append(ws, mixedRun(t, s, 500, 0))
		}
		return ws
	})
}

// BenchmarkWorldNoBubble applies generated ops outside a synctest bubble: each distinct
// timestamp costs the mock's 1 ms sleep. Use a small -benchtime (e.g. 200x).
func BenchmarkWorldNoBubble(b *testing.B) {
	r, err := NewRun(1, func(c *Config) { c.TraceKeep, c.RecordEvents = 256, false })
	if err != nil {
		b.Fatal(err)
	}
	ev0, t0 := r.World.Events(), r.World.Elapsed()
	b.ResetTimer()
	for b.Loop() {
		if err := r.Steps(1, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(r.World.Events()-ev0)/b.Elapsed().Seconds(), "events/s")
	b.ReportMetric((r.World.Elapsed()-t0).Seconds()/b.Elapsed().Seconds(), "sim-s/s")
}
