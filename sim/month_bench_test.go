package sim_test

import (
	"runtime"
	"runtime/metrics"
	"syscall"
	"testing"
	"time"

	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// A simulated month of a 1,000-lane gateway, run and judged: every lane sends a message every 4 to
// 12 hours (so every lane is active every day; turns of 5 to 90 s), the watcher, the reapers and
// the reset policy run, and the oracle judges every gateway call; the run ends with the quiet
// phase and the liveness check, as every judged run does. One benchmark op is the whole month
// (building the world and its first boot included; drawing the ops is not).
//
//	go test ./sim -run '^$' -bench '^BenchmarkMonth$' -benchtime 1x -cpu 1
//
// Metrics: ns/op (the month's wall time), cpu-s/op, events and judged calls per op (and per CPU
// second), peak-heap-MB (the largest live heap seen, sampled every 2,000 ops and after a
// collection at the end of each day), maxrss-MB (the process's peak resident memory, test binary
// and op list included).
func BenchmarkMonth(b *testing.B) {
	const lanes, days = 1000, 30
	ops := laneOps(1, lanes, days*24*time.Hour, 0, 4*time.Hour, 12*time.Hour)
	var events, calls int
	var peak uint64
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	heapNow := func() uint64 {
		metrics.Read(sample)
		return sample[0].Value.Uint64()
	}
	runtime.GC()
	b.ResetTimer()
	cpu0 := cpuTime()
	for range b.N {
		cfg := busyConfig(lanes)
		cfg.NoBoot = true
		w, err := sim.NewWorld(1, cfg)
		if err != nil {
			b.Fatal(err)
		}
		o := check.NewOracle(w)
		o.Attach(w)
		if err := w.Apply(sim.Op{Kind: sim.KindBoot}); err != nil {
			b.Fatal(err)
		}
		day := time.Duration(0)
		for i, op := range ops {
			if err := w.Apply(op); err != nil {
				b.Fatalf("op %d (%s): %v", i, op, err)
			}
			if i%2000 == 0 || w.Elapsed()/(24*time.Hour) != day {
				if w.Elapsed()/(24*time.Hour) != day {
					day = w.Elapsed() / (24 * time.Hour)
					runtime.GC()
				}
				peak = max(peak, heapNow())
			}
		}
		if _, err := sim.Settle(w); err != nil {
			b.Fatal(err)
		}
		if err := o.Liveness(); err != nil {
			b.Fatal(err)
		}
		peak = max(peak, heapNow())
		events += w.Events()
		calls += o.Steps()
	}
	b.StopTimer()
	cpu := (cpuTime() - cpu0).Seconds()
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	n := float64(b.N)
	b.ReportMetric(cpu/n, "cpu-s/op")
	b.ReportMetric(float64(events)/n, "events/op")
	b.ReportMetric(float64(calls)/n, "calls/op")
	b.ReportMetric(float64(events)/cpu, "events/cpu-s")
	b.ReportMetric(float64(calls)/cpu, "calls/cpu-s")
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
	b.ReportMetric(float64(ru.Maxrss)/1024, "maxrss-MB") // Linux reports kilobytes
}
