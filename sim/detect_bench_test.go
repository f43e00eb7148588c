package sim_test

import (
	"testing"
	"time"

	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// Detection speed: how long the self-check's rapid run takes to catch a bug flag, on a sample of
// flags. One benchmark op is one detection: the self-check's row for the flag (DefaultSelfCheck:
// rapid's seed 1, up to 100 ops a check) up to its first failure, without the shrink.
// scripts/bench-detect sets these beside go test -fuzz on FuzzProperty for the same flags.
//
//	go test ./sim -run '^$' -bench '^BenchmarkDetect$' -benchtime 1x -cpu 1 -count 5
//
// Metrics: ns/op (the wall time to the first failure), cpu-ns/op (the CPU time to it), checks (to
// the first failure, that one included; the same every run), ops (the failing check's drawn ops).

// DetectSample is the flags of the detection comparison: a spread of how hard the self-check
// finds them (about 10 to 100 checks).
var DetectSample = []string{"B02", "B09", "B22", "B23", "B31"}

func BenchmarkDetect(b *testing.B) {
	for _, name := range DetectSample {
		b.Run("flag="+name, func(b *testing.B) {
			bugs, err := sim.ParseBugs(name)
			if err != nil {
				b.Fatal(err)
			}
			// The self-check reads its clock at the start, at the first failure and at the end:
			// it gets CPU time, and the real time goes to reals.
			var reals []time.Time
			clock := func() time.Duration {
				reals = append(reals, time.Now())
				return cpuTime()
			}
			cfg := check.DefaultSelfCheck()
			cfg.ShrinksMax, cfg.ReducesMax, cfg.Clock = -1, 0, clock
			targets := []check.SelfCheckTarget{{Name: name, Bugs: bugs}}
			var row check.SelfCheckRow
			var catch, cpu time.Duration
			b.ResetTimer()
			for range b.N {
				reals = reals[:0]
				row = check.SelfCheck(cfg, targets)[0]
				catch += reals[1].Sub(reals[0])
				cpu += row.Catch
			}
			b.StopTimer()
			if !row.Caught {
				b.Fatalf("%s not caught within %d checks", name, cfg.Checks)
			}
			b.ReportMetric(float64(catch.Nanoseconds())/float64(b.N), "ns/op") // to the first failure
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
			b.ReportMetric(float64(row.Checks), "checks")
			b.ReportMetric(float64(row.Drawn), "ops")
		})
	}
}
