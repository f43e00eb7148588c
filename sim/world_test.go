package sim

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// script builds a world and applies ops, failing on any error.
func script(t *testing.T, cfg Config, lines ...string) *World {
	t.Helper()
	w, err := NewWorld(1, cfg)
	if err != nil {
		t.Fatal(err)
	}
	apply(t, w, lines...)
	return w
}

func apply(t *testing.T, w *World, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if err := w.Apply(MustParseOp(l)); err != nil {
			t.Fatalf("%s: %v\n%s", l, err, w.Trace())
		}
	}
}

// grep returns the trace lines containing every needle.
func grep(w *World, needles ...string) []string {
	var out []string
next:
	for _, l := range w.Trace().Lines() {
		for _, n := range needles {
			if !strings.Contains(l, n) {
				continue next
			}
		}
		out = append(out, l)
	}
	return out
}

func TestWorldStartAndZone(t *testing.T) {
	w := script(t, DefaultConfig(), "message lane=a turn=1m/ok", "advance-to 02:00")
	start := w.Clock().Start()
	if start.Location().String() != "Europe/Berlin" || start.Hour() != 9 || start.Day() != 28 {
		t.Fatalf("start %v", start)
	}
	// 02:00 does not exist on 2026-03-29 in Berlin: the anchor lands on the change itself.
	if now := w.Now(); now.UTC() != time.Date(2026, 3, 29, 1, 0, 0, 0, time.UTC) {
		t.Fatalf("advance-to 02:00 reached %v (%v UTC)", now, now.UTC())
	}
	if got := w.GatewayConfig().Location; got != start.Location() {
		t.Fatalf("gateway zone %v", got)
	}
}

// TestGatewayClockShowsTheCallsInstant: during every gateway call the gateway's clock reads the
// call's virtual instant, in UTC; between calls it stays where the last call left it.
func TestGatewayClockShowsTheCallsInstant(t *testing.T) {
	r, err := NewRun(3, nil)
	if err != nil {
		t.Fatal(err)
	}
	gc := r.World.clk.gateway()
	calls := 0
	r.World.SetObserver(func(w *World, ev model.Event, _ []gateway.Effect) error {
		switch ev.(type) {
		case model.Kill, model.RouteCorrupted:
			return nil // told by the world (a process's death, a fault on disk), not a gateway call
		}
		calls++
		if got, want := gc.Now(), w.Now().UTC(); got != want {
			return fmt.Errorf("the gateway's clock reads %v during a call at %v", got, want)
		}
		return nil
	})
	must(t, r.Steps(300, nil))
	if calls == 0 {
		t.Fatal("no gateway call observed")
	}
	before := gc.Now()
	r.World.clk.advance(r.World.clk.now + time.Hour)
	if gc.Now() != before {
		t.Fatalf("the gateway's clock moved between calls: %v, then %v", before, gc.Now())
	}
}

// TestGatewayClockHasNoTimers: every clock.Clock method but Now panics, naming itself.
func TestGatewayClockHasNoTimers(t *testing.T) {
	gc := newClock(DefaultStart()).gateway()
	for name, call := range map[string]func(){
		"After":        func() { gc.After(time.Second) },
		"AfterFunc":    func() { gc.AfterFunc(time.Second, func() {}) },
		"Since":        func() { gc.Since(time.Time{}) },
		"Until":        func() { gc.Until(time.Time{}) },
		"Sleep":        func() { gc.Sleep(time.Second) },
		"Tick":         func() { gc.Tick(time.Second) },
		"Ticker":       func() { gc.Ticker(time.Second) },
		"Timer":        func() { gc.Timer(time.Second) },
		"WithDeadline": func() { gc.WithDeadline(context.Background(), time.Time{}) },
		"WithTimeout":  func() { gc.WithTimeout(context.Background(), time.Second) },
	} {
		func() {
			defer func() {
				msg, _ := recover().(string)
				if !strings.Contains(msg, "no "+name+":") || !strings.Contains(msg, "Now only") {
					t.Errorf("%s: panic %q", name, msg)
				}
			}()
			call()
		}()
	}
	if got, want := gc.Now(), DefaultStart().UTC(); got != want || got.Location() != time.UTC {
		t.Fatalf("Now at the start: %v, want %v", got, want)
	}
}

func TestWorldTurnsAndNames(t *testing.T) {
	w := script(t, DefaultConfig(),
		"message lane=a turn=5m/ok tokens=120", "message lane=b turn=1m/failed", "advance 10m",
		"new lane=a", "resume lane=a target=s1", "resume lane=a target=s9")
	if got := grep(w, "+5m00s turn-end lane=a token=k1.1 outcome=ok tokens=120", "turn-ended lane=a session=s1"); len(got) != 1 {
		t.Fatalf("turn end line missing:\n%s", w.Trace())
	}
	if got := grep(w, "+1m00s turn-end lane=b", "outcome=failed"); len(got) != 1 {
		t.Fatalf("failed turn missing:\n%s", w.Trace())
	}
	if id, ok := w.SessionID("s1"); !ok || w.SessionName(id) != "s1" {
		t.Fatalf("s1 does not resolve")
	}
	if len(grep(w, "resume lane=a target=s1", "session=s1")) != 1 {
		t.Fatalf("resume by symbolic name did not reach s1:\n%s", w.Trace())
	}
	if len(grep(w, "resume lane=a target=s9")) != 1 {
		t.Fatalf("unknown target not traced")
	}
}

func TestWorldRestartBootsAgain(t *testing.T) {
	w := script(t, DefaultConfig(), "message lane=a turn=1h/ok", "advance 1m", "shutdown restart=true", "advance 10s")
	for _, want := range []string{"drain-notice lane=a", "+1m00.5s exit process=1", "+1m02.5s boot process=2"} {
		if len(grep(w, want)) != 1 {
			t.Fatalf("missing %q:\n%s", want, w.Trace())
		}
	}
	if w.Gateway() == nil || w.Epoch() != 2 || !w.Booted() {
		t.Fatal("no second process")
	}
}

// TestWorldHoldLetsKillLandBeforeTimeout: with a zero drain timeout the timeout is due at once;
// hold=true lets a kill land between the drain's start and its timeout.
func TestWorldHoldLetsKillLandBeforeTimeout(t *testing.T) {
	w := script(t, DefaultConfig(), "message lane=a turn=1h/ok", "advance 1m", "shutdown hold=true", "kill")
	if len(grep(w, "tick")) != 1 { // only the watcher's first pass at +1m
		t.Fatalf("the drain timeout ran before the kill:\n%s", w.Trace())
	}
	if w.Gateway() != nil {
		t.Fatal("process survived the kill")
	}
	e, _ := w.StoredRoutes()
	if len(e) != 1 || !e[0].ResumePending {
		t.Fatalf("the drain's pre-mark did not survive the kill: %+v", e)
	}
	// Without hold the timeout fires at once.
	w2 := script(t, DefaultConfig(), "message lane=a turn=1h/ok", "advance 1m", "shutdown")
	if len(grep(w2, "+1m00s tick", "turn-ended lane=a", "interrupted")) != 1 {
		t.Fatalf("drain timeout did not follow:\n%s", w2.Trace())
	}
}

func TestWorldCrashTornLosesTheRow(t *testing.T) {
	w := script(t, DefaultConfig(), "message lane=a turn=1m/ok")
	n := w.Disk().Pending()
	if n < 2 {
		t.Fatalf("the message wrote %d times", n)
	}
	apply(t, w, "crash torn=1")
	if w.Gateway() != nil {
		t.Fatal("process survived the crash")
	}
	if len(w.Disk().Live().Routes()) != 1 || len(w.Disk().Live().AllRows()) != 0 {
		t.Fatalf("after a torn crash: routes %v rows %v", w.Disk().Live().Routes(), w.Disk().Live().AllRows())
	}
}

func TestWorldKillKeepsCompletedWrites(t *testing.T) {
	w := script(t, DefaultConfig(), "message lane=a turn=1m/ok", "kill")
	if len(w.Disk().Durable().AllRows()) != 1 || len(w.Disk().Live().Routes()) != 1 {
		t.Fatal("a kill lost completed writes")
	}
	apply(t, w, "message lane=a", "advance 1h")
	if len(grep(w, "message lane=a", "skipped: no process")) != 1 {
		t.Fatalf("message while down was not skipped:\n%s", w.Trace())
	}
}

func TestWorldAdapterDownLosesReplies(t *testing.T) {
	w := script(t, DefaultConfig(), "message lane=a turn=1h/ok", "advance 1m", "adapter-down platform=telegram",
		"shutdown", "message lane=a", "advance 1m")
	var lost int
	for _, it := range w.Outbox("a") {
		if it.Kind == gateway.DrainNotice && it.Lost {
			lost++
		}
	}
	if lost != 1 {
		t.Fatalf("drain notice not lost while the adapter is down: %+v", w.Outbox("a"))
	}
	if len(grep(w, "message lane=a", "skipped: adapter down")) != 1 {
		t.Fatalf("a message through a down adapter arrived:\n%s", w.Trace())
	}
}

func TestWorldWebSocket(t *testing.T) {
	w := script(t, DefaultConfig(),
		"ws-connect conn=c1", "ws-create conn=c1 close=false", "ws-prompt conn=c1 record=u1 turn=30s/ok",
		"ws-drop conn=c1", "ws-connect conn=c2", "ws-resume conn=c2 target=s1", "ws-teardown conn=c1",
		"advance 1m", "ws-prompt conn=c1 record=u1")
	for _, want := range []string{"record-bound session=s1 record=u1 conn=c1 text=create",
		"record-bound session=s1 record=u1 conn=c2 text=resume-live", "+30s tui-turn-end record=u1",
		"ws-prompt conn=c1 record=u1 (skipped: connection closed)"} {
		if len(grep(w, want)) != 1 {
			t.Fatalf("missing %q:\n%s", want, w.Trace())
		}
	}
	if len(grep(w, "record-closed")) != 0 {
		t.Fatalf("the old socket's teardown closed the rebound record:\n%s", w.Trace())
	}
}

func TestWorldCatchesGatewayPanic(t *testing.T) {
	cfg := DefaultConfig()
	calls := 0
	cfg.Gateway = func(c *gateway.Config) {
		c.Entropy = func() uint32 {
			if calls++; calls == 2 {
				panic("entropy exhausted")
			}
			return uint32(calls)
		}
	}
	w, err := NewWorld(42, cfg)
	if err != nil {
		t.Fatal(err)
	}
	must(t, w.Apply(MustParseOp("message lane=a")))
	err = w.Apply(MustParseOp("message lane=b"))
	var pe *PanicError
	if !errors.As(err, &pe) || pe.Seed != 42 || pe.Line != "message lane=b" || len(pe.Tail) == 0 {
		t.Fatalf("err = %v", err)
	}
	if !strings.Contains(err.Error(), "entropy exhausted") {
		t.Fatalf("panic value missing: %v", err)
	}
	if w.Apply(MustParseOp("advance 1s")) != err {
		t.Fatal("a panicked world accepted another op")
	}
}

func TestWorldLimits(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Limits.EventsPerOp = 5
	w := script(t, cfg)
	if err := w.Apply(MustParseOp("advance 2h")); !errors.Is(err, ErrLimit) {
		t.Fatalf("err = %v, want a limit", err)
	}
	w2 := script(t, DefaultConfig())
	if err := w2.Apply(MustParseOp("message lane=zz")); err == nil || w2.Err() != nil {
		t.Fatalf("unknown lane: err %v, sticky %v", err, w2.Err())
	}
}

func TestWorldPartialBoot(t *testing.T) {
	w := script(t, DefaultConfig(), "message lane=a turn=1h/ok", "advance 1m", "crash", "boot phases=2")
	if w.Booted() || w.Gateway().Phase() != gateway.PhaseBooting {
		t.Fatal("partial boot ran every phase")
	}
	apply(t, w, "message lane=b", "boot")
	if !w.Booted() || len(grep(w, "message lane=b", "queued lane=b")) != 1 {
		t.Fatalf("boot did not continue or the gate did not hold:\n%s", w.Trace())
	}
}

func TestQuiesce(t *testing.T) {
	r, err := NewRun(5, nil)
	if err != nil {
		t.Fatal(err)
	}
	must(t, r.Steps(200, nil))
	for _, op := range Quiesce(r.World) {
		must(t, r.World.Apply(op))
	}
	w := r.World
	if !w.Booted() || len(w.Gateway().Running()) != 0 {
		t.Fatalf("not quiet:\n%s", strings.Join(w.Trace().Tail(30), "\n"))
	}
}

func TestWorldLastApply(t *testing.T) {
	w := script(t, DefaultConfig(), "message lane=a turn=1m/ok", "advance 2m")
	evs := w.LastApply()
	// The watcher's first pass was scheduled at boot, before the turn: it runs first.
	if len(evs) != 2 || evs[0].Line != "+1m00s tick" || !strings.Contains(evs[1].Line, "turn-end lane=a") {
		t.Fatalf("last apply: %+v", evs)
	}
	if evs[1].At != time.Minute || len(evs[1].Effects) == 0 || evs[1].Effects[0].Kind != gateway.TurnEnded {
		t.Fatalf("events: %+v", evs[1])
	}
}

// TestWorldDrainTimeoutPastReap: drain-timeout reaches the drain's own deadline even when a TUI
// reap timer is due first (the property's Quiesce once stopped at the reap, so the drain ended
// after its "boot" and the liveness messages found no process).
func TestWorldDrainTimeoutPastReap(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Gateway = func(c *gateway.Config) { c.DrainTimeout, c.ReapGrace = 30*time.Second, 5*time.Second }
	w := script(t, cfg, "message lane=a turn=1h/ok", "ws-connect conn=c1", "ws-create conn=c1 close=false",
		"ws-drop conn=c1", "ws-teardown conn=c1", "shutdown", "drain-timeout")
	if len(grep(w, "reap-armed")) != 1 || len(grep(w, "+30s tick", "turn-ended lane=a", "interrupted")) != 1 {
		t.Fatalf("drain-timeout did not fire the reap and then the drain timeout:\n%s", w.Trace())
	}
	if g := w.Gateway(); g == nil || !g.Drained() {
		t.Fatal("not drained after drain-timeout")
	}
}

func must(tb testing.TB, err error) {
	if err != nil {
		tb.Helper()
		tb.Fatal(err)
	}
}
