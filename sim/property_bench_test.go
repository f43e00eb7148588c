package sim_test

import (
	"strconv"
	"testing"

	"pgregory.net/rapid"

	"gatewaysim/sim/check"
)

// Property throughput: the generic property as TestProperty runs it (rapid's draws, every
// invariant and the model judging every gateway call, the quiet phase and the liveness check),
// with no bug flag. One benchmark op is one check; the checks are those
// of rapid's seed 1, so every run of the benchmark does the same work for the same -benchtime.
//
//	go test ./sim -run '^$' -bench '^BenchmarkProperty$' -benchtime 200x -cpu 1 -count 5
//	go test ./sim -run '^$' -bench '^BenchmarkProperty$' -benchtime 1000x -cpu 1 -cpuprofile cpu.out
//
// Metrics: calls/s (gateway calls the oracle judged), ops/s (ops applied, the quiet phase's
// included), ns/op per check, and calls and ops per second of CPU time. BenchmarkPropertyWhole is
// the same with the oracle reading every row and entry after every step (Oracle.Whole), as it did
// before its observations were incremental.
func BenchmarkProperty(b *testing.B) { benchProperty(b, false) }

func BenchmarkPropertyWhole(b *testing.B) { benchProperty(b, true) }

func benchProperty(b *testing.B, whole bool) {
	var stats check.PropertyStats
	cfg := check.PropertyConfig{StepsMax: 120, Seed: 1, Stats: &stats, WholeOracle: whole}
	restore := check.SetFlags(map[string]string{
		"rapid.checks":     strconv.Itoa(b.N),
		"rapid.seed":       "1",
		"rapid.nofailfile": "true",
		"rapid.v":          "false",
		"rapid.log":        "false",
	})
	defer restore()
	prop := check.Property(cfg)
	b.ResetTimer()
	cpu0 := cpuTime()
	rapid.Check(b, prop)
	b.StopTimer()
	cpu := (cpuTime() - cpu0).Seconds()
	wall := b.Elapsed().Seconds()
	b.ReportMetric(float64(stats.Calls)/wall, "calls/s")
	b.ReportMetric(float64(stats.Ops)/wall, "ops/s")
	b.ReportMetric(float64(stats.Calls)/cpu, "calls/cpu-s")
	b.ReportMetric(float64(stats.Ops)/cpu, "ops/cpu-s")
}
