package sim_test

import (
	"sync"
	"syscall"
	"testing"
	"testing/synctest"
	"time"

	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// Raw world throughput: the simulated world alone (no oracle), inside a testing/synctest bubble
// and outside one, on two workloads. One benchmark op is one op applied with its follow-ups (turn
// ends, ticks, exits, boots): the op list is replayed, world after world, for as many ops as the
// benchmark asks, building each world (and its first boot) inside the timing.
//
//	go test ./sim -run '^$' -bench 'BenchmarkWorld/.*/bubble$' -benchtime 100000x -cpu 1 -count 5
//	go test ./sim -run '^$' -bench 'BenchmarkWorld/.*/no-bubble$' -benchtime 300x -cpu 1 -count 5
//
// Metrics: events/s (trace lines, the simulator's unit of work: one gateway call or world event
// each), sim-s/s (virtual seconds per wall second), ns/op per applied op, and events and virtual
// seconds per second of CPU time (cpuTime: what the wall figures would be on an idle core).
// Outside a bubble every move of the mock clock sleeps 1 ms of real time, which is what the
// bubble removes.

// workload is a replayable op list per world: a world's seed and configuration, then its ops.
type workload struct {
	seed uint64
	cfg  sim.Config
	ops  []sim.Op
}

// busyDayLoad is the busy day of 20 lanes on seeds 1..10 (about 10,000 events a day).
var busyDayLoad = sync.OnceValue(func() []workload {
	var out []workload
	for s := uint64(1); s <= 10; s++ {
		out = append(out, workload{seed: s, cfg: busyConfig(20), ops: busyDayOps(s, 20, 24*time.Hour, 0)})
	}
	return out
})

// mixedLoad is the generated workload of TestBenchWorld (every event kind and fault, each seed's
// own swarm): 200 seeds of 500 ops, recorded once (in a bubble) and replayed.
func mixedLoad(b *testing.B) []workload {
	mixedOnce.Do(func() {
		inBubble(b, func(t *testing.T) {
			for s := uint64(1); s <= 200; s++ {
				r, err := sim.NewRun(s, func(c *sim.Config) { c.TraceKeep, c.RecordEvents = 256, false })
				if err != nil {
					t.Fatal(err)
				}
				if err := r.Steps(500, nil); err != nil {
					t.Fatal(err)
				}
				cfg := r.World.Config()
				mixed = append(mixed, workload{seed: s, cfg: cfg, ops: r.Ops})
			}
		})
	})
	return mixed
}

var (
	mixedOnce sync.Once
	mixed     []workload
)

// inBubble runs f inside a testing/synctest bubble, from a benchmark: a bubble needs a *testing.T,
// so f runs as a test (runAsTest). The benchmark's timer runs outside the bubble, where time is
// real (inside it, time.Now is the bubble's fake clock).
func inBubble(b *testing.B, f func(t *testing.T)) {
	b.Helper()
	if !runAsTest("bubble", func(t *testing.T) { synctest.Test(t, f) }) {
		b.Fatal("the benchmark's bubble failed")
	}
}

// cpuTime is the CPU time the process has used, user and system. On a shared machine other jobs
// stretch a benchmark's wall time; its CPU time (one core: -cpu 1, the collector included) is the
// cost of the work itself, so the benchmarks report both.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// runAsTest runs f once as the one test of testing.RunTests, which is how a benchmark gets a
// *testing.T. RunTests repeats its tests -count times (and once per -cpu value: give one), and
// the benchmark's -count already repeats the benchmark, so the count is 1 while it runs.
func runAsTest(name string, f func(t *testing.T)) bool {
	restore := check.SetFlags(map[string]string{"test.count": "1"})
	defer restore()
	return testing.RunTests(func(string, string) (bool, error) { return true, nil },
		[]testing.InternalTest{{Name: name, F: f}})
}

// replayer applies a workload's ops one at a time, world after world, cycling through its list.
type replayer struct {
	load   []workload
	w      *sim.World
	wi, oi int
	events int              // events of the worlds done
	virt   time.Duration    // their virtual time
	opts   func(*sim.World) // applied to each new world (an oracle)
}

func (r *replayer) step(tb testing.TB) {
	if r.w == nil || r.oi == len(r.load[r.wi].ops) {
		if r.w != nil {
			r.retire()
			r.wi = (r.wi + 1) % len(r.load)
		}
		wl := &r.load[r.wi]
		w, err := sim.NewWorld(wl.seed, wl.cfg)
		if err != nil {
			tb.Fatal(err)
		}
		if r.opts != nil {
			r.opts(w)
		}
		r.w, r.oi = w, 0
	}
	if err := r.w.Apply(r.load[r.wi].ops[r.oi]); err != nil {
		tb.Fatal(err)
	}
	r.oi++
}

// retire counts the current world's events and time and closes it.
func (r *replayer) retire() {
	r.events += r.w.Events()
	r.virt += r.w.Elapsed()
	_ = r.w.Close()
	r.w = nil
}

// totals are the events and virtual time of every world so far, the current one included.
func (r *replayer) totals() (int, time.Duration) {
	ev, virt := r.events, r.virt
	if r.w != nil {
		ev += r.w.Events()
		virt += r.w.Elapsed()
	}
	return ev, virt
}

func BenchmarkWorld(b *testing.B) {
	loads := []struct {
		name string
		load func(*testing.B) []workload
	}{
		{"busy-day-20", func(*testing.B) []workload { return busyDayLoad() }},
		{"mixed", mixedLoad},
	}
	for _, l := range loads {
		for _, bubble := range []bool{true, false} {
			name := l.name + "/bubble"
			if !bubble {
				name = l.name + "/no-bubble"
			}
			b.Run(name, func(b *testing.B) {
				r := &replayer{load: l.load(b)}
				n := b.N
				b.ReportAllocs()
				b.ResetTimer()
				cpu0 := cpuTime()
				run := func(tb testing.TB) {
					for range n {
						r.step(tb)
					}
				}
				if bubble {
					inBubble(b, func(t *testing.T) { run(t) })
				} else {
					run(b)
				}
				b.StopTimer()
				cpu := (cpuTime() - cpu0).Seconds()
				events, virt := r.totals()
				if r.w != nil {
					_ = r.w.Close()
				}
				wall := b.Elapsed().Seconds()
				b.ReportMetric(float64(events)/wall, "events/s")
				b.ReportMetric(virt.Seconds()/wall, "sim-s/s")
				b.ReportMetric(float64(events)/cpu, "events/cpu-s")
				b.ReportMetric(virt.Seconds()/cpu, "sim-s/cpu-s")
			})
		}
	}
}
