package sim_test

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// The cost model: what one step costs as the world grows, in lanes and in run length, with the
// oracle judging every call (incremental observations, as every run judges), with the oracle
// reading every row and entry after every step (Oracle.Whole, as it did before), and with no
// oracle (the world alone). The workload is the busy day at any size: every lane sends a message
// every 1 to 10 minutes (turns of 5 to 90 s), the watcher and reapers run, no faults.
//
//	go test ./sim -run '^$' -bench '^BenchmarkStep$/(oracle|world)$' -benchtime 20000x -cpu 1 -count 5
//	go test ./sim -run '^$' -bench '^BenchmarkRunLength$/oracle$' -benchtime 2000x -cpu 1 -count 5
//
// The whole observations cost milliseconds to seconds a step at 1,000 and 10,000 lanes: run them
// with a small -benchtime (make bench: 200x up to 100 lanes, 20x at 1,000, 3x at 10,000, 100x for
// the run lengths). The judged and world modes take 20,000 ops: at 10,000 lanes the oracle audits
// its lanes once per 10,000 judged calls (a few milliseconds each), so a shorter window holds one
// audit or none and swings with where it falls.
//
// BenchmarkStep: lanes=10..10000. Before the timing, the first 10 virtual minutes (every lane has
// sent a message, so the store holds a row and an entry per lane); then b.N ops (at most 50,000),
// timed. BenchmarkRunLength: 100 lanes, every fifth message of a lane a
// /new (so rows pile up with the run), b.N ops timed after 1,000, 10,000 or 100,000 ops.
//
// Metrics: ns/event (the step's cost: one gateway call or world event, judged or not), cpu-ns/event
// (the same in CPU time, which other jobs on the machine do not stretch), events/op,
// rows (in the store when the timing starts), B/lane (heap held per lane after the untimed part:
// the world, and the model's and history's state when judged; fixed costs included, so read it
// at 10,000 lanes or as the difference between sizes).

func BenchmarkStep(b *testing.B) {
	for _, lanes := range []int{10, 100, 1000, 10000} {
		for _, mode := range []string{"oracle", "whole", "world"} {
			b.Run(fmt.Sprintf("lanes=%d/%s", lanes, mode), func(b *testing.B) {
				stepCost(b, lanes, 0, 10*time.Minute, 0, mode)
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
//
// The testing package calls a benchmark once with b.N = 1 before the call that measures: that
// first call builds and warms the world, and the second carries on with it, so the warm-up, which
// takes seconds at 10,000 lanes, runs once per -count.
func stepCost(b *testing.B, lanes, warm int, warmFor time.Duration, newEvery int, mode string) {
	const seed = 1
	key := fmt.Sprintf("%s/%d/%d/%v/%d", b.Name(), lanes, warm, warmFor, newEvery)
	st := warmed[key]
	if st == nil || b.N == 1 {
		st = &warmState{}
		warmed[key] = st
		rate := float64(lanes) * 2 / 5.5 // ops per virtual minute, roughly: a message and an advance per lane every 5.5 min
		need := warm + 50000
		d := warmFor + time.Duration(float64(need)/rate*1.2*float64(time.Minute))
		st.ops = busyDayOps(seed, lanes, d, newEvery)
		if warm == 0 {
			warm = opsUntil(st.ops, warmFor)
		}
		before := heapInUse()
		cfg := busyConfig(lanes)
		cfg.NoBoot = true
		w, err := sim.NewWorld(seed, cfg)
		if err != nil {
			b.Fatal(err)
		}
		if mode != "world" {
			st.o = check.NewOracle(w)
			st.o.Attach(w)
		}
		if err := w.Apply(sim.Op{Kind: sim.KindBoot}); err != nil {
			b.Fatal(err)
		}
		for _, op := range st.ops[:warm] {
			if err := w.Apply(op); err != nil {
				b.Fatal(err)
			}
		}
		st.perLane = float64(heapInUse()-before) / float64(lanes)
		st.w, st.next = w, warm
	} else {
		delete(warmed, key) // the measuring call: the next b.N = 1 starts afresh
	}
	if st.next+b.N > len(st.ops) {
		b.Fatalf("the workload has %d ops, %d wanted", len(st.ops), st.next+b.N)
	}
	b.ResetTimer()
	w := st.w
	rows := len(w.Disk().Live().AllRows())
	if mode == "whole" {
		st.o.Whole = true
	}
	ev0 := w.Events()
	runtime.GC()
	t0, c0 := time.Now(), cpuTime()
	for _, op := range st.ops[st.next : st.next+b.N] {
		if err := w.Apply(op); err != nil {
			b.Fatal(err)
		}
	}
	timed, cpu := time.Since(t0), cpuTime()-c0
	events := w.Events() - ev0
	st.next += b.N
	b.StopTimer()
	b.ReportMetric(float64(timed.Nanoseconds())/float64(b.N), "ns/op") // the timed part alone
	b.ReportMetric(float64(timed.Nanoseconds())/float64(max(events, 1)), "ns/event")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(max(events, 1)), "cpu-ns/event")
	b.ReportMetric(float64(events)/float64(b.N), "events/op")
	b.ReportMetric(float64(rows), "rows")
	b.ReportMetric(st.perLane, "B/lane")
}

// warmState is a warmed world stepCost carries from its probing call to its measuring one.
type warmState struct {
	w       *sim.World
	o       *check.Oracle
	ops     []sim.Op
	next    int // the next op to apply
	perLane float64
}

var warmed = map[string]*warmState{}

// opsUntil is the number of ops before virtual time d.
func opsUntil(ops []sim.Op, d time.Duration) int {
	var at time.Duration
	for i, op := range ops {
		if op.Kind == sim.KindAdvance {
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
