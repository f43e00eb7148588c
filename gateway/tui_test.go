package gateway

import (
	"fmt"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/benbjohnson/clock"
)

// tuiEnv drives the TUI part of one gateway process on a mock clock and keeps a trace of every
// step and effect, printed when a test fails. Reap timers are fired through tuiTick/tuiDeadline
// directly, as Tick does.
type tuiEnv struct {
	t     *testing.T
	g     *Gateway
	clk   *clock.Mock
	st    *MemStore
	cfg   Config
	start time.Time
	trace []string
}

func newTuiEnv(t *testing.T, bugs ...Bug) *tuiEnv {
	return newTuiEnvWith(t, func(c *Config) { c.Bugs = bugs })
}

func newTuiEnvWith(t *testing.T, edit func(*Config)) *tuiEnv {
	t.Helper()
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatalf("zone: %v", err)
	}
	cfg := DefaultConfig()
	cfg.Location = loc
	n := uint32(0)
	cfg.Entropy = func() uint32 { n++; return 0xc0ffee00 + n }
	edit(&cfg)
	clk := clock.NewMock()
	start := time.Date(2026, 3, 29, 1, 59, 50, 0, loc) // ten seconds before the spring DST jump
	clk.Set(start)
	e := &tuiEnv{t: t, clk: clk, st: NewMemStore(), cfg: cfg, start: start}
	e.g = e.open()
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("trace:\n%s", strings.Join(e.trace, "\n"))
		}
	})
	return e
}

// open starts a process over the env's store (a restart when one already ran).
func (e *tuiEnv) open() *Gateway {
	g, err := Open(e.cfg, e.clk, e.st)
	if err != nil {
		e.t.Fatalf("open: %v", err)
	}
	return g
}

func (e *tuiEnv) rel(t time.Time) string { return "+" + t.Sub(e.start).String() }

// step runs one event and records it with the effects it produced.
func (e *tuiEnv) step(what string, f func()) {
	e.trace = append(e.trace, fmt.Sprintf("%-8s %s", e.rel(e.clk.Now()), what))
	f()
	for _, ef := range e.g.TakeEffects() {
		checkFieldsShown(e.t, ef)
		e.trace = append(e.trace, "           "+ef.Describe(e.rel))
	}
}

// check fails the test with the message unless ok.
func (e *tuiEnv) check(ok bool, format string, args ...any) {
	e.t.Helper()
	if !ok {
		e.t.Errorf(format, args...)
	}
}

func (e *tuiEnv) connect() TransportID {
	var t TransportID
	e.step("ws-connect", func() { t = e.g.WsConnect() })
	return t
}

func (e *tuiEnv) create(t TransportID, closeOnDisconnect bool) (RecordID, SessionID) {
	var id RecordID
	e.step(fmt.Sprintf("session.create %v close_on_disconnect=%v", t, closeOnDisconnect), func() {
		id = e.g.SessionCreate(t, closeOnDisconnect)
	})
	if id == 0 {
		e.t.Fatalf("session.create on %v failed", t)
	}
	return id, e.rec(id).Session
}

func (e *tuiEnv) resume(t TransportID, sid SessionID) (RecordID, bool) {
	var id RecordID
	var ok bool
	e.step(fmt.Sprintf("session.resume %v %s", t, sid), func() { id, ok = e.g.SessionResume(t, sid) })
	return id, ok
}

func (e *tuiEnv) prompt(t TransportID, id RecordID) (TurnToken, bool) {
	var tok TurnToken
	var ok bool
	e.step(fmt.Sprintf("prompt.submit %v %v", t, id), func() { tok, ok = e.g.TuiPrompt(t, id) })
	return tok, ok
}

func (e *tuiEnv) turnEnded(id RecordID, tok TurnToken) {
	e.step(fmt.Sprintf("turn-ended %v %v", id, tok), func() { e.g.TuiTurnEnded(id, tok, OutcomeOK) })
}

func (e *tuiEnv) snapshot(t TransportID) {
	e.step("teardown-snapshot "+t.String(), func() { e.g.TeardownSnapshot(t) })
}

func (e *tuiEnv) apply(t TransportID) {
	e.step("teardown-apply "+t.String(), func() { e.g.TeardownApply(t) })
}

// drop is a whole disconnect with nothing in between.
func (e *tuiEnv) drop(t TransportID) { e.snapshot(t); e.apply(t) }

// advance moves the clock by d, stopping at every TUI deadline on the way to run tuiTick there.
func (e *tuiEnv) advance(d time.Duration) {
	target := e.clk.Now().Add(d)
	for range 1000 {
		at, ok := e.g.tuiDeadline()
		if !ok || at.After(target) {
			break
		}
		if at.After(e.clk.Now()) {
			e.clk.Set(at)
		}
		e.step("tick", func() { e.g.tuiTick(at) })
	}
	if target.After(e.clk.Now()) {
		e.clk.Set(target)
	}
}

func (e *tuiEnv) rec(id RecordID) RecordView {
	for _, r := range e.g.Records() {
		if r.ID == id {
			return r
		}
	}
	e.t.Fatalf("no record %v", id)
	return RecordView{}
}

func (e *tuiEnv) row(id SessionID) Row {
	r, ok, _ := e.st.Row(id)
	if !ok {
		e.t.Fatalf("no row %s", id)
	}
	return r
}

// gatewayRow creates a Telegram row with a transcript, as the messaging side would.
func (e *tuiEnv) gatewayRow() SessionID {
	src := Source{Platform: "telegram", ChatType: ChatDM, ChatID: "42", UserID: "42"}
	var id SessionID
	e.step("gateway row", func() {
		id = e.g.newSessionID()
		e.g.createRow(id, e.cfg.LaneKey(src), src.Peer(), "")
		e.g.addMessages(id, 2, true)
	})
	return id
}

// want checks the record's state: "open t2", "detached", or "closed <reason>".
func (e *tuiEnv) want(id RecordID, state string) {
	e.t.Helper()
	r := e.rec(id)
	var got string
	switch {
	case r.Finalized:
		got = "closed " + string(r.Reason)
	case r.Transport == detached:
		got = "detached"
	default:
		got = "open " + r.Transport.String()
	}
	if got != state {
		e.t.Errorf("%s: record %v is %q, want %q", e.rel(e.clk.Now()), id, got, state)
	}
}

// wantRow checks a row's end reason ("" = live).
func (e *tuiEnv) wantRow(id SessionID, reason EndReason) {
	e.t.Helper()
	if got := e.row(id).EndReason; got != reason {
		e.t.Errorf("%s: row %s end_reason %q, want %q", e.rel(e.clk.Now()), id, got, reason)
	}
}

func (e *tuiEnv) wantTimers(n int) {
	e.t.Helper()
	if got := e.g.ReapTimers(); len(got) != n {
		e.t.Errorf("%s: %d reap timers %v, want %d", e.rel(e.clk.Now()), len(got), got, n)
	}
}

// tuiCase is one table row: a configuration and a script that asserts as it goes.
type tuiCase struct {
	name string
	bugs []Bug
	edit func(*Config)
	run  func(e *tuiEnv)
}

func runTuiCases(t *testing.T, cases []tuiCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				edit := func(cfg *Config) {
					cfg.Bugs = c.bugs
					if c.edit != nil {
						c.edit(cfg)
					}
				}
				c.run(newTuiEnvWith(t, edit))
			})
		})
	}
}

// §7 (V1 tests): the orphan reap spares reattached, running and finalized records; grace 0.
func TestTuiOrphanReap(t *testing.T) {
	runTuiCases(t, []tuiCase{
		{name: "detached idle record is reaped after the full grace", run: func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, false)
			e.drop(t1)
			e.want(u, "detached")
			e.wantTimers(1)
			e.advance(19 * time.Second)
			e.want(u, "detached")
			e.advance(time.Second)
			e.want(u, "closed ws_orphan_reap")
			e.wantRow(sid, EndWsOrphanReap)
			e.wantTimers(0)
		}},
		{name: "reattached record is spared", run: func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, false)
			e.drop(t1)
			e.advance(10 * time.Second)
			t2 := e.connect()
			if got, ok := e.resume(t2, sid); !ok || got != u {
				e.t.Fatalf("resume = %v, %v; want the live record %v", got, ok, u)
			}
			e.wantTimers(0)
			e.advance(time.Hour)
			e.want(u, "open t2")
			e.wantRow(sid, "")
		}},
		{name: "running record is spared, then re-armed when its turn ends", run: func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, false)
			tok, _ := e.prompt(t1, u)
			e.drop(t1)
			e.advance(30 * time.Second)
			e.want(u, "detached")
			e.wantTimers(0)
			e.turnEnded(u, tok)
			e.wantTimers(1)
			e.advance(19 * time.Second)
			e.want(u, "detached")
			e.advance(time.Second)
			e.want(u, "closed ws_orphan_reap")
			e.wantRow(sid, EndWsOrphanReap)
		}},
		{name: "turn ending inside the grace keeps the pending timer", run: func(e *tuiEnv) {
			t1 := e.connect()
			u, _ := e.create(t1, false)
			tok, _ := e.prompt(t1, u)
			e.drop(t1)
			e.advance(5 * time.Second)
			e.turnEnded(u, tok)
			e.wantTimers(1)
			e.advance(15 * time.Second)
			e.want(u, "closed ws_orphan_reap")
		}},
		{name: "B31 on: a running detached record waits for the TTL", bugs: []Bug{B31}, run: func(e *tuiEnv) {
			t1 := e.connect()
			u, _ := e.create(t1, false)
			tok, _ := e.prompt(t1, u)
			e.drop(t1)
			e.advance(30 * time.Second)
			e.turnEnded(u, tok)
			e.wantTimers(0)
			e.advance(6 * time.Hour)
			e.want(u, "detached")
			e.advance(10 * time.Minute)
			e.want(u, "closed idle_timeout")
		}},
		{name: "finalized record is spared by a timer that outlived it", run: func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, false)
			e.drop(t1)
			r := e.g.tui.records[u]
			e.step("session.close", func() { e.g.tuiFinalize(r, EndTuiClose) })
			e.wantTimers(0)
			e.g.tui.timers = append(e.g.tui.timers, ReapTimer{Record: u, Generation: r.generation, Due: r.detachedAt.Add(20 * time.Second)})
			e.advance(time.Minute)
			e.want(u, "closed tui_close")
			e.wantRow(sid, EndTuiClose)
		}},
		{name: "grace 0 never reaps", edit: func(c *Config) { c.ReapGrace = 0 }, run: func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, false)
			e.drop(t1)
			e.want(u, "detached")
			e.wantTimers(0)
			e.advance(time.Hour)
			e.want(u, "detached")
			e.wantRow(sid, "")
		}},
	})
}

// §7 (V1): flagged (close_on_disconnect) records close on disconnect, the rest are parked.
func TestTuiDisconnectClosesFlaggedAndParksTheRest(t *testing.T) {
	runTuiCases(t, []tuiCase{{name: "one transport, two records", run: func(e *tuiEnv) {
		t1, t2 := e.connect(), e.connect()
		flagged, fsid := e.create(t1, true)
		plain, psid := e.create(t1, false)
		other, _ := e.create(t2, true)
		e.drop(t1)
		e.want(flagged, "closed ws_disconnect")
		e.wantRow(fsid, EndWsDisconnect)
		e.want(plain, "detached")
		e.wantRow(psid, "")
		e.want(other, "open t2")
		e.wantTimers(1)
		if tm := e.g.ReapTimers()[0]; tm.Record != plain || !tm.Due.Equal(e.clk.Now().Add(20*time.Second)) {
			e.t.Errorf("timer %+v, want %v at +20s", tm, plain)
		}
	}}})
}

// §7 (V2 regression tests) and I11/I12: an old socket's teardown or timer never touches a record
// that a newer transport rebound. With B29 on, the same scripts show the bug.
func TestTuiReboundTransport(t *testing.T) {
	oldDisconnect := func(fixed bool) func(e *tuiEnv) {
		return func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, false)
			e.snapshot(t1)
			t2 := e.connect()
			e.resume(t2, sid)
			e.apply(t1)
			if fixed {
				e.want(u, "open t2")
				e.wantTimers(0)
				e.advance(time.Hour)
				e.want(u, "open t2")
				e.wantRow(sid, "")
				return
			}
			e.want(u, "detached")
			e.advance(20 * time.Second)
			e.want(u, "closed ws_orphan_reap")
			if _, ok := e.prompt(t2, u); ok {
				e.t.Errorf("prompt on a reaped record succeeded")
			}
		}
	}
	oldCloseOnDisconnect := func(fixed bool) func(e *tuiEnv) {
		return func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, true)
			e.snapshot(t1)
			t2 := e.connect()
			e.resume(t2, sid)
			e.apply(t1)
			if fixed {
				e.want(u, "open t2")
				e.wantRow(sid, "")
				return
			}
			e.want(u, "closed ws_disconnect")
			e.wantRow(sid, EndWsDisconnect)
		}
	}
	sameOwnerReattach := func(fixed bool) func(e *tuiEnv) {
		return func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, false)
			e.drop(t1) // timer for this detachment at +20s
			e.advance(5 * time.Second)
			t2 := e.connect()
			e.resume(t2, sid)
			if fixed {
				e.wantTimers(0)
			}
			e.advance(5 * time.Second)
			e.drop(t2) // a new detachment: its timer is at +30s
			e.advance(10 * time.Second)
			if fixed {
				e.want(u, "detached") // detached for 10 s only: I12
				e.advance(10 * time.Second)
			}
			e.want(u, "closed ws_orphan_reap")
			e.wantRow(sid, EndWsOrphanReap)
			if !fixed {
				if d := e.clk.Now().Sub(e.rec(u).DetachedAt); d >= 20*time.Second {
					e.t.Errorf("B29 reap came after %v of detachment; the bug needs less than the grace", d)
				}
			}
		}
	}
	runTuiCases(t, []tuiCase{
		{name: "old_disconnect_teardown_cannot_detach_rebound_transport", run: oldDisconnect(true)},
		{name: "old_close_on_disconnect_teardown_cannot_close_rebound_transport", run: oldCloseOnDisconnect(true)},
		{name: "same_owner_reattach_cancels_old_timer", run: sameOwnerReattach(true)},
		{name: "B29 old disconnect teardown detaches the rebound record", bugs: []Bug{B29}, run: oldDisconnect(false)},
		{name: "B29 old close_on_disconnect teardown closes the rebound record", bugs: []Bug{B29}, run: oldCloseOnDisconnect(false)},
		{name: "B29 old timer reaps inside a later detachment", bugs: []Bug{B29}, run: sameOwnerReattach(false)},
	})
}

// A prompt from a new transport is a rebind too: it cancels the timers of the old detachment.
func TestTuiPromptRebindsAndCancelsTimer(t *testing.T) {
	runTuiCases(t, []tuiCase{{name: "prompt from t2 after t1 dropped", run: func(e *tuiEnv) {
		t1 := e.connect()
		u, _ := e.create(t1, false)
		e.drop(t1)
		t2 := e.connect()
		tok, ok := e.prompt(t2, u)
		if !ok {
			e.t.Fatalf("prompt failed")
		}
		e.want(u, "open t2")
		e.wantTimers(0)
		if _, ok := e.prompt(t2, u); ok {
			e.t.Errorf("a second prompt on a busy record started a turn")
		}
		e.turnEnded(u, tok+1) // stale token: ignored
		if !e.rec(u).Running {
			e.t.Errorf("a stale turn end stopped the turn")
		}
		e.turnEnded(u, tok)
		if e.rec(u).Running {
			e.t.Errorf("the turn end was ignored")
		}
		if _, ok := e.prompt(t1, u); ok {
			e.t.Errorf("a prompt on a closed transport was accepted")
		}
		if got := e.g.SessionCreate(t1, false); got != 0 {
			e.t.Errorf("session.create on a closed transport made %v", got)
		}
	}}})
}

// I13: a viewer's finalize never ends a gateway-owned row; B17 and H10 each restore one way it did.
func TestTuiFinalizeNeverEndsGatewayRow(t *testing.T) {
	script := func(want EndReason) func(e *tuiEnv) {
		return func(e *tuiEnv) {
			sid := e.gatewayRow()
			t1 := e.connect()
			u, ok := e.resume(t1, sid)
			if !ok {
				e.t.Fatalf("resume of a live gateway row failed")
			}
			e.drop(t1)
			e.advance(20 * time.Second)
			e.want(u, "closed ws_orphan_reap")
			e.wantRow(sid, want)
		}
	}
	runTuiCases(t, []tuiCase{
		{name: "fixed: the row stays live", run: script("")},
		{name: "B17: finalize ends it with the reap reason", bugs: []Bug{B17}, run: script(EndWsOrphanReap)},
		{name: "H10: the agent close ends it as agent_close", bugs: []Bug{H10}, run: script(EndAgentClose)},
	})
}

// session.resume: the compression tip, the live fast path, and the cold path's reopen rule (H1).
func TestTuiResume(t *testing.T) {
	endedRow := func(e *tuiEnv, reason EndReason) SessionID {
		sid := e.gatewayRow()
		e.step("end "+string(reason), func() { e.g.endRow(sid, reason) })
		return sid
	}
	runTuiCases(t, []tuiCase{
		{name: "unknown session is not found", run: func(e *tuiEnv) {
			t1 := e.connect()
			if _, ok := e.resume(t1, "20260101_000000_deadbeef"); ok {
				e.t.Errorf("resume of an unknown id succeeded")
			}
		}},
		{name: "live row: cold resume without reopen", run: func(e *tuiEnv) {
			sid := e.gatewayRow()
			t1 := e.connect()
			u, ok := e.resume(t1, sid)
			if !ok || e.rec(u).Session != sid {
				e.t.Fatalf("resume = %v, %v", u, ok)
			}
			e.wantRow(sid, "")
		}},
		{name: "accidental end is reopened", run: func(e *tuiEnv) {
			sid := endedRow(e, EndAgentClose)
			t1 := e.connect()
			if _, ok := e.resume(t1, sid); !ok {
				e.t.Fatalf("resume failed")
			}
			e.wantRow(sid, "")
		}},
		{name: "intentional boundary is not reopened", run: func(e *tuiEnv) {
			sid := endedRow(e, EndSessionReset)
			t1 := e.connect()
			if _, ok := e.resume(t1, sid); ok {
				e.t.Errorf("resume of an intentionally ended row succeeded")
			}
			e.wantRow(sid, EndSessionReset)
			if n := len(e.g.Records()); n != 0 {
				e.t.Errorf("%d records built", n)
			}
		}},
		{name: "H1: intentional boundary is reopened", bugs: []Bug{H1}, run: func(e *tuiEnv) {
			sid := endedRow(e, EndSessionSwitch)
			t1 := e.connect()
			if _, ok := e.resume(t1, sid); !ok {
				e.t.Fatalf("resume failed")
			}
			e.wantRow(sid, "")
		}},
		{name: "compression parent resolves to the live child", run: func(e *tuiEnv) {
			parent := e.gatewayRow()
			var child SessionID
			e.step("compress", func() {
				p := e.row(parent)
				child = e.g.newSessionID()
				e.g.createRow(child, p.Key, p.Peer, parent)
				e.g.endRow(parent, EndCompression)
			})
			t1 := e.connect()
			u, ok := e.resume(t1, parent)
			if !ok || e.rec(u).Session != child {
				e.t.Fatalf("resume = %v, %v; want a record on %s", u, ok, child)
			}
			e.wantRow(parent, EndCompression)
		}},
		{name: "second resume takes the live record over", run: func(e *tuiEnv) {
			t1, t2 := e.connect(), e.connect()
			u, sid := e.create(t1, false)
			got, ok := e.resume(t2, sid)
			if !ok || got != u {
				e.t.Fatalf("resume = %v, %v; want %v", got, ok, u)
			}
			e.want(u, "open t2")
			e.drop(t1) // t1 no longer owns u
			e.want(u, "open t2")
			e.wantTimers(0)
		}},
		{name: "closed TUI record is resumed cold from its row", run: func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, true)
			e.drop(t1)
			t2 := e.connect()
			got, ok := e.resume(t2, sid)
			if !ok || got == u {
				e.t.Fatalf("resume = %v, %v; want a new record", got, ok)
			}
			e.wantRow(sid, "")
		}},
	})
}

// B30: the reap checks, then pops a second later without re-checking, so a prompt that lands in
// between is reaped while running on a live transport. Without B30 the same prompt finds the
// record closed (or, before the due time, cancels the reap).
func TestTuiReapPopRace(t *testing.T) {
	script := func(bug bool) func(e *tuiEnv) {
		return func(e *tuiEnv) {
			t1 := e.connect()
			u, _ := e.create(t1, false)
			e.drop(t1)
			e.advance(20 * time.Second)
			t2 := e.connect()
			e.advance(500 * time.Millisecond)
			_, ok := e.prompt(t2, u)
			e.advance(time.Second)
			if !bug {
				if ok {
					e.t.Errorf("prompt on a reaped record succeeded")
				}
				e.want(u, "closed ws_orphan_reap")
				return
			}
			if !ok {
				e.t.Fatalf("prompt inside the B30 window failed")
			}
			e.want(u, "closed ws_orphan_reap") // reaped while running on t2
		}
	}
	runTuiCases(t, []tuiCase{
		{name: "fixed", run: script(false)},
		{name: "B30", bugs: []Bug{B30}, run: script(true)},
	})
}

// The TTL reaper: detached or dead transport, idle and older than the TTL, not running.
func TestTuiTTLScan(t *testing.T) {
	noReap := func(c *Config) { c.ReapGrace = 0 }
	runTuiCases(t, []tuiCase{
		{name: "detached idle record times out; attached ones stay", edit: noReap, run: func(e *tuiEnv) {
			if _, ok := e.g.tuiDeadline(); ok {
				e.t.Errorf("a deadline with no record open")
			}
			t1, t2 := e.connect(), e.connect()
			parked, _ := e.create(t1, false)
			attached, _ := e.create(t2, false)
			at, ok := e.g.tuiDeadline()
			if !ok || !at.Equal(e.clk.Now().Add(5*time.Minute)) {
				e.t.Errorf("deadline %v, %v; want the first scan in 5m", at, ok)
			}
			e.advance(time.Hour)
			tok, _ := e.prompt(t1, parked)
			e.turnEnded(parked, tok) // idle from +1h
			e.drop(t1)
			e.advance(6 * time.Hour)
			e.want(parked, "detached") // idle exactly 6h at the +7h scan: not longer
			e.advance(5 * time.Minute)
			e.want(parked, "closed idle_timeout")
			e.want(attached, "open t2")
		}},
		{name: "a record on a closed transport times out before its teardown applies", edit: noReap, run: func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, false)
			e.snapshot(t1)
			e.advance(6*time.Hour + 5*time.Minute)
			e.want(u, "closed idle_timeout")
			e.wantRow(sid, EndIdleTimeout)
			e.apply(t1)
			e.want(u, "closed idle_timeout")
		}},
		{name: "no deadline once every record is closed", run: func(e *tuiEnv) {
			t1 := e.connect()
			u, _ := e.create(t1, true)
			e.drop(t1)
			e.want(u, "closed ws_disconnect")
			if at, ok := e.g.tuiDeadline(); ok {
				e.t.Errorf("deadline %v with nothing open", at)
			}
		}},
	})
}

// The reap predicate alone, with a timer injected as if it had escaped cancellation: the
// generation fence and the continuous-detachment rule each spare the record; B29 drops both.
func TestTuiReapPredicate(t *testing.T) {
	// The record is detached at +5s while a turn runs; its own timer fires at +25s and spares it;
	// the turn ends at +30s and re-arms the reap for +50s. The injected timer fires at +35s.
	script := func(stale func(r *record) ReapTimer, wantReaped bool) func(e *tuiEnv) {
		return func(e *tuiEnv) {
			t1 := e.connect()
			u, _ := e.create(t1, false)
			e.drop(t1)
			e.advance(5 * time.Second)
			t2 := e.connect()
			tok, _ := e.prompt(t2, u) // rebind: the first detachment's timer is cancelled
			e.drop(t2)
			e.advance(25 * time.Second)
			e.turnEnded(u, tok)
			r := e.g.tui.records[u]
			e.g.tui.timers = append(e.g.tui.timers, stale(r))
			e.advance(6 * time.Second)
			if wantReaped {
				e.want(u, "closed ws_orphan_reap")
				return
			}
			e.want(u, "detached")
			e.advance(14 * time.Second)
			e.want(u, "closed ws_orphan_reap") // the re-armed timer at +50s
		}
	}
	// An older generation, due after this detachment is already a full grace old.
	oldGen := func(r *record) ReapTimer {
		return ReapTimer{Record: r.id, Generation: r.generation - 2, Due: r.detachedAt.Add(30 * time.Second)}
	}
	// The current generation, due before this detachment is a full grace old.
	early := func(r *record) ReapTimer {
		r.detachedAt = r.detachedAt.Add(20 * time.Second) // as if parked again at +25s
		return ReapTimer{Record: r.id, Generation: r.generation, Due: r.detachedAt.Add(10 * time.Second)}
	}
	runTuiCases(t, []tuiCase{
		{name: "fence spares an older generation", run: script(oldGen, false)},
		{name: "continuity spares a detachment younger than the grace", run: script(early, false)},
		{name: "B29 reaps on an older generation", bugs: []Bug{B29}, run: script(oldGen, true)},
	})
}

// B33: the V2 startup sweep ends TUI rows a dead process left live; gateway rows are untouched.
func TestTuiStartupSweep(t *testing.T) {
	script := func(want EndReason) func(e *tuiEnv) {
		return func(e *tuiEnv) {
			gw := e.gatewayRow()
			t1 := e.connect()
			_, sid := e.create(t1, false)
			e.drop(t1)
			e.step("crash; open", func() { e.g = e.open() })
			e.step("startup sweep", e.g.tuiStartupSweep)
			e.wantRow(sid, want)
			e.wantRow(gw, "")
		}
	}
	runTuiCases(t, []tuiCase{
		{name: "fixed", run: script(EndStartupOrphanReap)},
		{name: "B33", bugs: []Bug{B33}, run: script("")},
	})
}

// The atexit close ends every open record as tui_shutdown, and only TUI-owned rows with it.
func TestTuiShutdown(t *testing.T) {
	runTuiCases(t, []tuiCase{{name: "two records, one on a gateway row", run: func(e *tuiEnv) {
		gw := e.gatewayRow()
		t1 := e.connect()
		u1, sid := e.create(t1, false)
		u2, _ := e.resume(t1, gw)
		e.step("exit", e.g.tuiShutdown)
		e.want(u1, "closed tui_shutdown")
		e.want(u2, "closed tui_shutdown")
		e.wantRow(sid, EndTuiShutdown)
		e.wantRow(gw, "")
	}}})
}

// The same script gives the same trace, byte for byte.
func TestTuiTraceDeterministic(t *testing.T) {
	run := func() string {
		var out string
		synctest.Test(t, func(t *testing.T) {
			e := newTuiEnv(t, B29)
			t1 := e.connect()
			u, sid := e.create(t1, false)
			e.create(t1, true)
			e.snapshot(t1)
			t2 := e.connect()
			e.resume(t2, sid)
			e.apply(t1)
			e.prompt(t2, u)
			e.advance(time.Minute)
			out = strings.Join(e.trace, "\n")
		})
		return out
	}
	a, b := run(), run()
	if a != b || a == "" {
		t.Errorf("traces differ:\n%s\n---\n%s", a, b)
	}
}

// session.close: the record is finalized as tui_close; its TUI row ends, a gateway row it views
// does not (I13); a second close, or a close on a closed transport, changes nothing.
func TestTuiSessionClose(t *testing.T) {
	runTuiCases(t, []tuiCase{
		{name: "a TUI row ends as tui_close", run: func(e *tuiEnv) {
			t1 := e.connect()
			u, sid := e.create(t1, false)
			var ok bool
			e.step("session.close", func() { ok = e.g.SessionClose(t1, u) })
			e.check(ok, "the close was refused")
			e.want(u, "closed tui_close")
			e.wantRow(sid, EndTuiClose)
			e.step("session.close again", func() { ok = e.g.SessionClose(t1, u) })
			e.check(!ok, "a closed record closed twice")
		}},
		{name: "a viewed gateway row stays live", run: func(e *tuiEnv) {
			gw := e.gatewayRow()
			t1 := e.connect()
			u, _ := e.resume(t1, gw)
			e.step("session.close", func() { e.g.SessionClose(t1, u) })
			e.want(u, "closed tui_close")
			e.wantRow(gw, "")
		}},
		{name: "a dropped transport cannot close", run: func(e *tuiEnv) {
			t1, t2 := e.connect(), e.connect()
			u, _ := e.create(t2, false)
			e.snapshot(t1)
			var ok bool
			e.step("session.close on t1", func() { ok = e.g.SessionClose(t1, u) })
			e.check(!ok, "a dropped transport closed a record")
			e.want(u, "open t2")
		}},
	})
}
