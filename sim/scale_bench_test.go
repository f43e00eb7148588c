package sim

import (
	"fmt"
	"runtime"
	"testing"
	"time"
)

// The cost model: what one step costs as the world grows, in lanes and in run length, with the
// oracle judging every call (incremental observations, as every run judges), with the oracle
// reading every row and entry after every step (Oracle.Whole, as it did before), and with no
// oracle (the world alone). The workload is the busy day at any size: every lane sends a message
// every 1 to 10 minutes (turns of 5 to 90 s), the watcher and reapers run, no faults.
//
//	go test ./sim -run '^$' -bench '^BenchmarkStep$' -benchtime 5000x -cpu 1 -count 5
//	go test ./sim -run '^$' -bench '^BenchmarkRunLength$' -benchtime 5000x -cpu 1 -count 5
//
// BenchmarkStep: lanes=10..10000. Before the timing, the first 20 virtual minutes (every lane has
// sent a message, so the store holds a row and an entry per lane); then b.N ops, timed from
// outside the bubble. BenchmarkRunLength: 100 lanes, every fifth message of a lane a /new (so
// rows pile up with the run), b.N ops timed after 1,000, 10,000 or 100,000 ops.
//
// Metrics: ns/event (the step's cost: one gateway call or world event, judged or not), events/op,
// rows (in the store when the timing starts), B/lane (heap held per lane after the untimed part:
// the world, and the model's and history's state when judged; fixed costs included, so read it
// at 10,000 lanes or as the difference between sizes).

func BenchmarkStep(b *testing.B) {
	for _, lanes := range []int{10, 100, 1000, 10000} {
		for _, mode := range []string{"oracle", "whole", "world"} {
			b.Run(fmt.Sprintf("lanes=%d/%s", lanes, mode), func(b *testing.B) {
				stepCost(b, lanes, 0, 20*time.Minute, 0, mode)
			})
		}
	}
}

func BenchmarkRunLength(b *testing.B) {
	for _, warm := range []int{1000, 10000, 100000} {
		for _, mode := range []string{"oracle", "whole"} {
			b.Run(fmt.Sprintf("ops=%d/%s", warm, mode), func(b *testing.B) {
				stepCost(b, 100, warm, 0, 5, mode)
			})
		}
	}
}

// stepCost builds a busy world of lanes lanes, applies its first warm ops (or its first warmFor of
// virtual time), untimed, then b.N more, timed, and reports the cost per event. mode is "oracle"
// (judged, incremental), "whole" (judged, whole observations from the timing on) or "world".
func stepCost(b *testing.B, lanes, warm int, warmFor time.Duration, newEvery int, mode string) {
	const seed = 1
	rate := float64(lanes) * 2 / 5.5 // ops per virtual minute, roughly: a message and an advance per lane every 5.5 min
	need := warm + b.N + 1
	d := warmFor + time.Duration(float64(need)/rate*1.5*float64(time.Minute))
	var ops []Op
	for {
		ops = busyDayOps(seed, lanes, d, newEvery)
		if warm == 0 {
			warm = opsUntil(ops, warmFor)
		}
		if len(ops) >= warm+b.N {
			break
		}
		d *= 2
	}
	now, stop := NewRealClock()
	defer stop()
	var timed time.Duration
	var events, rows int
	var perLane float64
	b.ResetTimer()
	inBubble(b, func(t *testing.T) {
		before := heapInUse()
		cfg := busyConfig(lanes)
		cfg.NoBoot = true
		w, err := NewWorld(seed, cfg)
		if err != nil {
			t.Fatal(err)
		}
		var o *Oracle
		if mode != "world" {
			o = NewOracle(w)
			o.Attach(w)
		}
		must(t, w.Apply(Op{Kind: KindBoot}))
		for _, op := range ops[:warm] {
			must(t, w.Apply(op))
		}
		perLane = float64(heapInUse()-before) / float64(lanes)
		rows = len(w.Disk().Live().AllRows())
		if mode == "whole" {
			o.Whole = true
		}
		ev0 := w.Events()
		runtime.GC()
		t0 := now()
		for _, op := range ops[warm : warm+b.N] {
			must(t, w.Apply(op))
		}
		timed = now() - t0
		events = w.Events() - ev0
		runtime.KeepAlive(o)
	})
	b.StopTimer()
	b.ReportMetric(float64(timed.Nanoseconds())/float64(b.N), "ns/op") // the timed part alone
	b.ReportMetric(float64(timed.Nanoseconds())/float64(max(events, 1)), "ns/event")
	b.ReportMetric(float64(events)/float64(b.N), "events/op")
	b.ReportMetric(float64(rows), "rows")
	b.ReportMetric(perLane, "B/lane")
}

// opsUntil is the number of ops before virtual time d.
func opsUntil(ops []Op, d time.Duration) int {
	var at time.Duration
	for i, op := range ops {
		if op.Kind == KindAdvance {
			at += op.Dur
			if at >= d {
				return i
			}
		}
	}
	return len(ops)
}

// heapInUse is the live heap after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}
