package sim_test

import (
	"sync"
	"syscall"
	"testing"
	"time"

	"gatewaysim/sim"
)

// Raw world throughput: the simulated world alone (no oracle), on two workloads. One benchmark op
// is one op applied with its follow-ups (turn ends, ticks, exits, boots): the op list is
// replayed, world after world, for as many ops as the benchmark asks, building each world (and
// its first boot) inside the timing.
//
//	go test ./sim -run '^$' -bench '^BenchmarkWorld$' -benchtime 100000x -cpu 1 -count 6
//
// Metrics: events/s (trace lines, the simulator's unit of work: one gateway call or world event
// each), sim-s/s (virtual seconds per wall second), ns/op per applied op, and events and virtual
// seconds per second of CPU time (cpuTime: what the wall figures would be on an idle core).

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

// mixedLoad is the generated workload (every event kind and fault, each seed's
// own swarm): 200 seeds of 500 ops, recorded once and replayed.
func mixedLoad(b *testing.B) []workload {
	mixedOnce.Do(func() {
		for s := uint64(1); s <= 200; s++ {
			r, err := sim.NewRun(s, func(c *sim.Config) { c.TraceKeep, c.RecordEvents = 256, false })
			if err != nil {
				b.Fatal(err)
			}
			if err := r.Steps(500, nil); err != nil {
				b.Fatal(err)
			}
			cfg := r.World.Config()
			mixed = append(mixed, workload{seed: s, cfg: cfg, ops: r.Ops})
		}
	})
	return mixed
}

var (
	mixedOnce sync.Once
	mixed     []workload
)

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
		b.Run(l.name, func(b *testing.B) {
			r := &replayer{load: l.load(b)}
			b.ReportAllocs()
			b.ResetTimer()
			cpu0 := cpuTime()
			for range b.N {
				r.step(b)
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
