package sim

import (
	"slices"
	"strings"
	"testing"

	"gatewaysim/gateway"
)

// A world of several processes (Config.Backends, proc.go). The model cannot judge backends yet,
// so these worlds run with no observer installed.

func procWorld(t *testing.T, bugs ...gateway.Bug) *World {
	t.Helper()
	cfg := DefaultConfig()
	cfg.Backends = []string{"t1", "t2"}
	cfg.Gateway = func(g *gateway.Config) { g.Bugs = bugs }
	w, err := NewWorld(1, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// run applies each op line and returns the trace lines they wrote (follow-ups included).
func run(t *testing.T, w *World, lines ...string) []string {
	t.Helper()
	var out []string
	for _, l := range lines {
		before := w.Trace().Len()
		if err := w.Apply(MustParseOp(l)); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		if n := w.Trace().Len() - before; n > 0 {
			out = append(out, w.Trace().Tail(n)...)
		}
	}
	return out
}

// want fails unless some line contains every part.
func want(t *testing.T, lines []string, parts ...string) {
	t.Helper()
	if _, ok := lineWith(lines, parts); !ok {
		t.Fatalf("no line with %q in:\n  %s", parts, strings.Join(lines, "\n  "))
	}
}

// wantNone fails if some line contains every part.
func wantNone(t *testing.T, lines []string, parts ...string) {
	t.Helper()
	if l, ok := lineWith(lines, parts); ok {
		t.Fatalf("unexpected line %q", l)
	}
}

// lineWith is the first line that contains every part.
func lineWith(lines, parts []string) (string, bool) {
	for _, l := range lines {
		if !slices.ContainsFunc(parts, func(p string) bool { return !strings.Contains(l, p) }) {
			return l, true
		}
	}
	return "", false
}

func (w *World) eventsOf(proc uint8) int {
	n := 0
	for _, e := range w.sched.h {
		if e.proc == proc {
			n++
		}
	}
	return n
}

// TestProcOpsRoundTrip: the process ops print and parse back; proc= is required where the op
// needs it, optional on kill and ws-connect, refused elsewhere, and a process the world does not
// declare is an error, not a skip.
func TestProcOpsRoundTrip(t *testing.T) {
	for _, l := range []string{"spawn proc=t1", "halt proc=t2", "kill proc=t1", "kill",
		"ws-connect proc=t1 conn=c1", "ws-connect conn=c1", "spawn proc=t9 hold=true"} {
		op, err := ParseOp(l)
		if err != nil || op.String() != l {
			t.Errorf("%q: %v, prints %q", l, err, op.String())
		}
	}
	for _, l := range []string{"spawn", "halt", "spawn proc=", "spawn proc=g", "spawn proc=t0", "kill proc=x1",
		"ws-create proc=t1 conn=c1 close=false", "crash proc=t1"} {
		if _, err := ParseOp(l); err == nil {
			t.Errorf("%q parsed", l)
		}
	}
	if f := KindSpawn.Form(); f != "spawn proc=P" {
		t.Errorf("spawn's form %q", f)
	}
	w := procWorld(t)
	if line := ConfigLine(w); !strings.HasSuffix(line, " procs=t1,t2") {
		t.Errorf("config line %q", line)
	}
	if err := w.Apply(MustParseOp("spawn proc=t3")); err == nil || !strings.Contains(err.Error(), "unknown process") {
		t.Errorf("an undeclared backend: %v", err)
	}
	single, err := NewWorld(1, DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if err := single.Apply(MustParseOp("ws-connect proc=t1 conn=c1")); err == nil {
		t.Error("a single-process world took a backend's op")
	}
	cfg := DefaultConfig()
	for _, bad := range [][]string{{"t1", "t1"}, {"g"}, {"c1"}} {
		cfg.Backends = bad
		if _, err := NewWorld(1, cfg); err == nil {
			t.Errorf("backends %v accepted", bad)
		}
	}
}

// TestProcLifecycle: spawn, kill, halt and the machine crash each drop the right process, with
// its scheduled events, its tick and its connections; a ws op on a dead process's connection is
// skipped; the other processes run on.
func TestProcLifecycle(t *testing.T) {
	w := procWorld(t)
	lines := run(t, w, "spawn proc=t1", "spawn proc=t2",
		"ws-connect proc=t1 conn=c1", "ws-create conn=c1 close=false", "ws-prompt conn=c1 record=u1 turn=10m/ok",
		"ws-connect proc=t2 conn=c2", "ws-create conn=c2 close=false", "ws-prompt conn=c2 record=u2 turn=10m/ok",
		"ws-connect conn=c3", "ws-create conn=c3 close=false")
	want(t, lines, "spawn proc=t1 epoch=1")
	want(t, lines, "ws-prompt conn=c1 record=u1", "turn-started", "token=kt1-1.1")
	want(t, lines, "ws-prompt conn=c2 record=u2", "token=kt2-1.1")
	if w.Backend("t1") == nil || w.Backend("t2") == nil || w.Gateway() == nil {
		t.Fatal("a process is missing")
	}
	if p := w.Procs(); len(p) != 3 || p[0].Self != "g#1" || p[1].Self != "t1#1" || !p[2].Up {
		t.Fatalf("procs %+v", p)
	}
	if w.eventsOf(1) != 1 || w.eventsOf(2) != 1 || !w.procs[0].tick.ok {
		t.Fatalf("events t1 %d, t2 %d, t1 tick %v", w.eventsOf(1), w.eventsOf(2), w.procs[0].tick.ok)
	}
	// Records and rows: each process's own, owner-stamped.
	if rs := w.Backend("t1").Records(); len(rs) != 1 || !rs[0].Running {
		t.Fatalf("t1's records %+v", rs)
	}

	// kill proc=t1: t1 alone.
	lines = run(t, w, "kill proc=t1")
	want(t, lines, "kill proc=t1 epoch=1")
	if w.Backend("t1") != nil || w.eventsOf(1) != 0 || w.procs[0].tick.ok {
		t.Fatal("t1's process, events or tick survived its kill")
	}
	if c := w.tr.conns["c1"]; c.State != ConnClosed || w.tr.conns["c2"].State != ConnOpen || w.tr.conns["c3"].State != ConnOpen {
		t.Fatalf("connections after t1's kill: c1 %s, c2 %s, c3 %s", c.State, w.tr.conns["c2"].State, w.tr.conns["c3"].State)
	}
	run(t, w, "ws-prompt conn=c1 record=u1")
	if w.Skipped() != "no such connection" {
		t.Fatalf("a ws op on a dead backend's connection: skipped %q", w.Skipped())
	}
	lines = run(t, w, "advance 11m")
	want(t, lines, "tui-turn-end record=u2 token=kt2-1.1 outcome=ok")
	wantNone(t, lines, "record=u1")

	// halt proc=t2: its atexit closes its records and ends its rows.
	lines = run(t, w, "halt proc=t2")
	want(t, lines, "halt proc=t2 epoch=1", "record-closed session=s2 reason=tui_shutdown record=u2", "row-ended")
	if w.Backend("t2") != nil || w.tr.conns["c2"].State != ConnClosed || w.eventsOf(2) != 0 {
		t.Fatal("t2 survived its halt")
	}
	run(t, w, "halt proc=t2")
	if w.Skipped() != "not running" {
		t.Fatalf("halt of a halted backend: %q", w.Skipped())
	}

	// t1's second run: its sweep ends its first run's row (t1#1 is dead) and spares the
	// gateway's live row (g#1 runs).
	lines = run(t, w, "spawn proc=t1")
	want(t, lines, "spawn proc=t1 epoch=2", "row-ended lane=tui:s1 session=s1 reason=startup_orphan_reap")
	wantNone(t, lines, "session=s3")
	run(t, w, "spawn proc=t1")
	if w.Skipped() != "already running" {
		t.Fatalf("spawn of a running backend: %q", w.Skipped())
	}
	lines = run(t, w, "ws-connect proc=t1 conn=c1", "ws-create conn=c1 close=false", "ws-prompt conn=c1 record=u4 turn=1h/ok")
	want(t, lines, "token=kt1-2.1")

	// The machine crash takes every process down.
	lines = run(t, w, "crash")
	want(t, lines, "crash process=1 down=t1")
	if w.Gateway() != nil || w.Backend("t1") != nil || w.eventsOf(0) != 0 || w.eventsOf(1) != 0 || w.tick.ok {
		t.Fatal("a process survived the crash")
	}
	for _, c := range w.Conns() {
		if c.State != ConnClosed {
			t.Fatalf("connection %s survived the crash", c.Name)
		}
	}
	// A backend alone: the crash still happens, with no process= of the gateway.
	lines = run(t, w, "spawn proc=t2", "crash")
	want(t, lines, "crash down=t2")
	run(t, w, "crash")
	if w.Skipped() != "no process" {
		t.Fatalf("a crash with nothing up: %q", w.Skipped())
	}
}

// TestProcTicks: a backend's reap timer runs at its own tick ("tick proc=t1"); its kill drops the
// tick with the process.
func TestProcTicks(t *testing.T) {
	w := procWorld(t)
	lines := run(t, w, "spawn proc=t1", "ws-connect proc=t1 conn=c1", "ws-create conn=c1 close=false",
		"ws-drop conn=c1", "ws-teardown conn=c1", "advance 21s")
	want(t, lines, "ws-teardown conn=c1", "reap-armed", "record=u1")
	want(t, lines, "tick proc=t1", "record-closed session=s1 reason=ws_orphan_reap record=u1", "row-ended")

	lines = run(t, w, "ws-connect proc=t1 conn=c2", "ws-create conn=c2 close=false", "ws-drop conn=c2",
		"ws-teardown conn=c2", "kill proc=t1", "advance 1m")
	wantNone(t, lines, "tick proc=t1")
	// The gateway's own g: unaffected, still serving.
	if w.Gateway() == nil || !w.Booted() {
		t.Fatal("the gateway went down with a backend")
	}
}

// TestX7Reachable: X7 as an op list. t1 creates a session and prompts it; t2 resumes it (cold, on
// a live row: no reopen) and closes its view while t1's turn runs. The fixed gateway leaves the
// row live; P-viewer-ends ends it tui_close under t1's running record.
func TestX7Reachable(t *testing.T) {
	ops := []string{"spawn proc=t1", "spawn proc=t2",
		"ws-connect proc=t1 conn=c1", "ws-create conn=c1 close=false", "ws-prompt conn=c1 record=u1 turn=1h/ok",
		"ws-connect proc=t2 conn=c2", "ws-resume conn=c2 target=s1", "ws-close conn=c2 record=u2"}
	for _, flag := range []bool{false, true} {
		var bugs []gateway.Bug
		if flag {
			bugs = []gateway.Bug{gateway.PViewerEnds}
		}
		w := procWorld(t, bugs...)
		lines := run(t, w, ops...)
		want(t, lines, "ws-resume conn=c2 target=s1", "record-bound", "record=u2", "conn=c2")
		wantNone(t, lines, "row-reopened")
		want(t, lines, "ws-close conn=c2 record=u2", "record-closed session=s1 reason=tui_close record=u2")
		ended := false
		for _, l := range lines {
			ended = ended || strings.Contains(l, "ws-close") && strings.Contains(l, "row-ended lane=tui:s1 session=s1 reason=tui_close")
		}
		if ended != flag {
			t.Fatalf("P-viewer-ends %v: t2's close ended t1's row: %v\n  %s", flag, ended, strings.Join(lines, "\n  "))
		}
		if rs := w.Backend("t1").Records(); len(rs) != 1 || !rs[0].Running || rs[0].Finalized {
			t.Fatalf("t1's record: %+v", rs)
		}
		row, _, _ := w.Disk().Live().Row(rs1(t, w))
		if row.Live() == flag || row.Owner != "t1#1" {
			t.Fatalf("row s1: %+v", row)
		}
	}
}

// TestSweepBlindReachable: t1 serves a live row; t2's start and the gateway's restart both sweep,
// and spare it unless P-sweep-blind.
func TestSweepBlindReachable(t *testing.T) {
	for _, flag := range []bool{false, true} {
		var bugs []gateway.Bug
		if flag {
			bugs = []gateway.Bug{gateway.PSweepBlind}
		}
		for _, starter := range [][]string{{"spawn proc=t2"}, {"shutdown restart=true", "advance 3s"}} {
			w := procWorld(t, bugs...)
			run(t, w, "spawn proc=t1", "ws-connect proc=t1 conn=c1", "ws-create conn=c1 close=false")
			lines := run(t, w, starter...)
			swept := false
			for _, l := range lines {
				swept = swept || strings.Contains(l, "row-ended lane=tui:s1 session=s1 reason=startup_orphan_reap")
			}
			if swept != flag {
				t.Fatalf("P-sweep-blind %v, %v: swept %v\n  %s", flag, starter, swept, strings.Join(lines, "\n  "))
			}
		}
	}
}

func rs1(t *testing.T, w *World) gateway.SessionID {
	t.Helper()
	id, ok := w.SessionID("s1")
	if !ok {
		t.Fatal("no s1")
	}
	return id
}

// TestSingleProcessUnchanged: a world with no backend names no process and stamps no row.
func TestSingleProcessUnchanged(t *testing.T) {
	w, err := NewWorld(1, DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	run(t, w, "ws-connect conn=c1", "ws-create conn=c1 close=false")
	if p := w.Procs(); len(p) != 1 || p[0].Self != "" || w.Calling() != "" || w.GatewayConfig().Alive != nil {
		t.Fatalf("procs %+v", p)
	}
	row, _, _ := w.Disk().Live().Row(rs1(t, w))
	if row.Owner != "" {
		t.Fatalf("single-process row stamped %q", row.Owner)
	}
}

// TestQuiesceWaitsForOtherProcessesTurns: the quiet phase's messages come after the turns other
// processes run, since the gateway refuses a message on a session another live process runs a
// turn on (docs/contract.md §9.6 step 5): the lane's own message, and its owed resume, then run.
func TestQuiesceWaitsForOtherProcessesTurns(t *testing.T) {
	w := procWorld(t)
	run(t, w, "boot", "message lane=a turn=10s/ok", "advance 1m", "spawn proc=t1",
		"ws-connect proc=t1 conn=c1", "ws-resume conn=c1 target=s1", "ws-prompt conn=c1 record=u1 turn=30h/ok")
	before := w.Trace().Len()
	for _, op := range Quiesce(w) {
		must(t, w.Apply(op))
	}
	lines := w.Trace().Tail(w.Trace().Len() - before)
	wantNone(t, lines, "busy elsewhere")
	want(t, lines, "message lane=a", "turn-started lane=a")
}
