package backend_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"gatewaysim/backend"
	"gatewaysim/gateway"
	"gatewaysim/sim"
	"gatewaysim/sqlstore"
)

// Throughput of a world on each backend. The world figures come from TestBenchBackends (run with
// -backend.bench), which times whole runs of each workload on each store side by side; the
// store's own calls are Go benchmarks (BenchmarkStore). BENCHMARKS.md has the figures.
//
//	go test ./backend -run TestBenchBackends -backend.bench -v
//	go test ./backend -run '^$' -bench BenchmarkStore -benchtime 2000x

var flagBench = flag.Bool("backend.bench", false, "run TestBenchBackends (throughput figures per backend)")

// benchBackend is one row's store.
type benchBackend struct {
	name   string
	kind   backend.Kind
	sync   string // sqlite: PRAGMA synchronous
	verify bool   // compare the medium whole with the disk's image at every event
}

func (b benchBackend) configure(c *sim.Config, dir string) {
	if b.kind == backend.Disk {
		return
	}
	c.Medium = backend.Opener(b.kind, dir)
	if b.kind == backend.SQLite {
		c.Medium = backend.OpenSQLite(dir, func(o *sqlstore.Options) { o.Synchronous = b.sync })
	}
	c.VerifyMedium = b.verify
}

// busyDayOn simulates one day of lanes busy lanes (a message every 1 to 10 minutes per lane,
// turns of 5 to 90 s, the watcher and reapers running; no faults).
func busyDayOn(t *testing.T, b benchBackend, dir string, seed uint64, lanes int) *sim.World {
	cfg := sim.DefaultConfig()
	cfg.Lanes = sim.DefaultLanes(lanes)
	cfg.TraceKeep, cfg.RecordEvents = 256, false
	cfg.Gateway = nil
	b.configure(&cfg, dir)
	w, err := sim.NewWorld(seed, cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	next := make([]time.Duration, lanes)
	for i := range next {
		next[i] = time.Duration(r.Int64N(int64(10 * time.Minute)))
	}
	apply := func(op sim.Op) {
		if err := w.Apply(op); err != nil {
			t.Fatal(err)
		}
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
			apply(sim.Op{Kind: sim.KindAdvance, Dur: d})
		}
		turn := sim.TurnSpec{Set: true, Dur: time.Duration(5+r.IntN(85)) * time.Second, Outcome: "ok", Tokens: 100 + r.IntN(5000)}
		apply(sim.Op{Kind: sim.KindMessage, Lane: w.Lanes()[i].Name, Turn: turn})
		next[i] += time.Minute + time.Duration(r.Int64N(int64(9*time.Minute)))
	}
	apply(sim.Op{Kind: sim.KindAdvance, Dur: 24*time.Hour - w.Elapsed()})
	return w
}

// mixedOn applies n generated ops of a seed (every event kind and fault, torn crashes included).
func mixedOn(t *testing.T, b benchBackend, dir string, seed uint64, n int) *sim.World {
	r, err := sim.NewRun(seed, func(c *sim.Config) {
		c.TraceKeep, c.RecordEvents = 256, false
		b.configure(c, dir)
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Steps(n, nil); err != nil {
		t.Fatal(err)
	}
	return r.World
}

func TestBenchBackends(t *testing.T) {
	if !*flagBench {
		t.Skip("throughput figures: run with -backend.bench")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1)) // per core, as sim's figures are
	rows := []benchBackend{
		{name: "fake disk", kind: backend.Disk},
		{name: "in-memory store", kind: backend.Memory},
		{name: "sqlite, synchronous=OFF", kind: backend.SQLite, sync: "OFF"},
		{name: "sqlite, synchronous=FULL", kind: backend.SQLite, sync: "FULL"},
		{name: "sqlite OFF, verified each event", kind: backend.SQLite, sync: "OFF", verify: true},
	}
	measure := func(work string, b benchBackend, f func(t *testing.T, dir string) []*sim.World) float64 {
		dir := t.TempDir()
		var ws []*sim.World
		runtime.GC()
		start := time.Now()
		ws = f(t, dir)
		for _, w := range ws {
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
		}
		wall := time.Since(start)
		events := 0
		var virt time.Duration
		for _, w := range ws {
			events += w.Events()
			virt += w.Elapsed()
		}
		rate := float64(events) / wall.Seconds()
		t.Logf("%-24s %-32s %7d events in %7.3fs: %8.0f events/s, %9.0f simulated s per wall s",
			work, b.name, events, wall.Seconds(), rate, virt.Seconds()/wall.Seconds())
		return rate
	}
	ratio := func(work string, rates []float64) {
		for i := 1; i < len(rates); i++ {
			t.Logf("%-24s %-32s %.2fx the fake disk's time", work, rows[i].name, rates[0]/rates[i])
		}
	}
	var day []float64
	for _, b := range rows {
		day = append(day, measure("busy day, 20 lanes", b, func(t *testing.T, dir string) []*sim.World {
			var ws []*sim.World
			for s := uint64(1); s <= 3; s++ {
				ws = append(ws, busyDayOn(t, b, filepath.Join(dir, fmt.Sprint(s)), s, 20))
			}
			return ws
		}))
	}
	ratio("busy day, 20 lanes", day)
	var mixed []float64
	for _, b := range rows {
		if b.kind == backend.Memory {
			mixed = append(mixed, 0)
			continue // it cannot run torn crashes
		}
		mixed = append(mixed, measure("mixed, 40 seeds x 400 ops", b, func(t *testing.T, dir string) []*sim.World {
			var ws []*sim.World
			for s := uint64(1); s <= 40; s++ {
				ws = append(ws, mixedOn(t, b, filepath.Join(dir, fmt.Sprint(s)), s, 400))
			}
			return ws
		}))
	}
	for i := 1; i < len(rows); i++ {
		if mixed[i] > 0 {
			t.Logf("%-24s %-32s %.2fx the fake disk's time", "mixed, 40 seeds x 400 ops", rows[i].name, mixed[0]/mixed[i])
		}
	}
}

// BenchmarkStore times single store calls on the reference store and on SQLite: autocommit with
// synchronous FULL (upstream's default: a commit, and an fsync, per write), NORMAL, and the
// simulator's Deferred mode with synchronous OFF (a savepoint per write, a commit per ten).
func BenchmarkStore(b *testing.B) {
	loc := time.UTC
	now := time.Date(2026, 3, 28, 9, 0, 0, 0, loc)
	stores := []struct {
		name string
		open func(b *testing.B) (gateway.Store, func())
	}{
		{"memstore", func(*testing.B) (gateway.Store, func()) { return gateway.NewMemStore(), func() {} }},
		{"sqlite-autocommit-full", sqliteBench(sqlstore.Options{Synchronous: "FULL"})},
		{"sqlite-autocommit-normal", sqliteBench(sqlstore.Options{Synchronous: "NORMAL"})},
		{"sqlite-deferred-off", sqliteBench(sqlstore.Options{Deferred: true, Synchronous: "OFF"})},
	}
	peer := gateway.Peer{Platform: "telegram", UserID: "u1", ChatID: "c1", ChatType: gateway.ChatDM}
	rec := gateway.ReasonSet{gateway.EndAgentClose, gateway.EndWsOrphanReap}
	data := []byte(`{"session_key":"agent:main:telegram:dm:c1","session_id":"20260328_090000_00000001","created_at":"2026-03-28T09:00:00","updated_at":"2026-03-28T09:00:00"}`)
	for _, s := range stores {
		b.Run(s.name, func(b *testing.B) {
			st, done := s.open(b)
			defer done()
			for i := range 50 {
				_, _ = st.CreateRow(gateway.Row{ID: gateway.SessionID(fmt.Sprintf("s%02d", i)), Key: "k", Peer: peer,
					StartedAt: now.Add(time.Duration(i) * time.Minute), Messages: 1})
			}
			commit := committer(st)
			n := 0
			step := func() {
				if n++; n%10 == 0 {
					commit()
				}
			}
			b.Run("save_route", func(b *testing.B) {
				for b.Loop() {
					_ = st.SaveRoute("k", data)
					step()
				}
			})
			b.Run("touch_row", func(b *testing.B) {
				for b.Loop() {
					_, _ = st.TouchRow("s07", gateway.RowTouch{Messages: 1, ActiveAt: now, UserAt: now})
					step()
				}
			})
			b.Run("end_row(no-op)", func(b *testing.B) {
				_, _, _ = st.EndRow("s08", gateway.EndSessionReset, now)
				for b.Loop() {
					_, _, _ = st.EndRow("s08", gateway.EndIdle, now)
					step()
				}
			})
			b.Run("find_latest", func(b *testing.B) {
				for b.Loop() {
					_, _, _, _ = st.FindLatest("k", peer, rec)
				}
			})
			commit()
		})
	}
}

func sqliteBench(o sqlstore.Options) func(b *testing.B) (gateway.Store, func()) {
	return func(b *testing.B) (gateway.Store, func()) {
		s, err := sqlstore.Open(filepath.Join(b.TempDir(), "bench.db"), o)
		if err != nil {
			b.Fatal(err)
		}
		return s, func() { _ = s.Close() }
	}
}

// committer is the store's Commit (the simulator's Sync), or nothing.
func committer(st gateway.Store) func() {
	if s, ok := st.(*sqlstore.Store); ok {
		return func() { _ = s.Commit() }
	}
	return func() {}
}
