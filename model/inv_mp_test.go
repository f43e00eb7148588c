package model

import (
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// Several processes over one store (docs/contract.md §9): the gateway ("") and TUI backends t1,
// t2, each a process of its own with its own records and transports (ids unique in the world:
// t1's from 100, t2's from 200).

// mustOn and failsOn run a step as process p's call (Observation.Proc).
func (d *drv) mustOn(p string, ev Event, effs ...gateway.Effect) {
	d.t.Helper()
	d.proc = p
	defer func() { d.proc = "" }()
	d.must(ev, effs...)
}

func (d *drv) failsOn(p string, inv string, ev Event, effs ...gateway.Effect) {
	d.t.Helper()
	d.proc = p
	defer func() { d.proc = "" }()
	d.fails(inv, ev, effs...)
}

// bound is a RecordBound effect.
func bound(rec gateway.RecordID, tr gateway.TransportID, s gateway.SessionID, how string) gateway.Effect {
	return gateway.Effect{Kind: gateway.RecordBound, Record: rec, Transport: tr, Session: s, Bind: how}
}

// closedRec is record rec's close as reason r, with its TUI-owned row s ended with it when ends.
func closedRec(rec gateway.RecordID, s gateway.SessionID, r gateway.EndReason, ends bool) []gateway.Effect {
	out := []gateway.Effect{{Kind: gateway.RecordClosed, Record: rec, Session: s, Reason: r}}
	if ends {
		out = append([]gateway.Effect{{Kind: gateway.RowEnded, Lane: gateway.LaneKey("tui:" + string(s)), Session: s, Reason: r}}, out...)
	}
	return out
}

func swept(s gateway.SessionID) gateway.Effect {
	return gateway.Effect{Kind: gateway.RowEnded, Lane: gateway.LaneKey("tui:" + string(s)), Session: s, Reason: gateway.EndStartupOrphanReap}
}

// twoBackends is the gateway up and backends t1 and t2 spawned; t1 created v1 (record 101 on its
// transport 101) and runs a turn on it.
func twoBackends(t *testing.T) *drv {
	d := newDrv(t)
	d.mustOn("t1", Spawn{Proc: "t1"})
	d.mustOn("t2", Spawn{Proc: "t2"})
	d.mustOn("t1", WsConnect{Transport: 101})
	d.mustOn("t1", SessionCreate{Transport: 101}, fx(gateway.RowCreated, "tui:v1", "v1"), bound(101, 101, "v1", "create"))
	d.mustOn("t1", TuiPrompt{Transport: 101, Record: 101, OK: true, Token: 1},
		gateway.Effect{Kind: gateway.TurnStarted, Transport: 101, Record: 101, Session: "v1", Token: 1})
	return d
}

// viewed is twoBackends with t2 viewing v1: a cold resume on its transport 201 builds record 201
// (v1 is live: nothing to reopen).
func viewed(t *testing.T) *drv {
	d := twoBackends(t)
	d.mustOn("t2", WsConnect{Transport: 201})
	d.mustOn("t2", SessionResume{Transport: 201, Target: "v1"}, bound(201, 201, "v1", "resume-cold"))
	return d
}

var viewerClose = TuiClose{Transport: 201, Record: 201, OK: true}

// TestMP5ViewerEndsLiveBackendsRow: X7. t1 created v1 and runs a turn on it; t2 resumed it and
// closes it. t2's finalize ending v1 as tui_close retires t1's live conversation under it (MP5);
// the port's owner-aware finalize closes t2's record and leaves v1 live, which I13 no longer
// calls a row left live. Once t1 is dead, or when t1 itself closes, the row's end is owed again.
func TestMP5ViewerEndsLiveBackendsRow(t *testing.T) {
	t.Run("bad: the viewer ends the live creator's row", func(t *testing.T) {
		viewed(t).failsOn("t2", "MP5", viewerClose, closedRec(201, "v1", gateway.EndTuiClose, true)...)
	})
	t.Run("bad: a gateway viewer ends it too", func(t *testing.T) {
		d := twoBackends(t)
		d.must(WsConnect{Transport: 1})
		d.must(SessionResume{Transport: 1, Target: "v1"}, bound(1, 1, "v1", "resume-cold"))
		d.fails("MP5", TuiClose{Transport: 1, Record: 1, OK: true}, closedRec(1, "v1", gateway.EndTuiClose, true)...)
	})
	t.Run("good: the viewer's close leaves the row live", func(t *testing.T) {
		viewed(t).mustOn("t2", viewerClose, closedRec(201, "v1", gateway.EndTuiClose, false)...)
	})
	t.Run("good: the creator is dead", func(t *testing.T) {
		d := viewed(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.mustOn("t2", viewerClose, closedRec(201, "v1", gateway.EndTuiClose, true)...)
	})
	t.Run("bad: the creator is dead and the close leaves the row live", func(t *testing.T) {
		d := viewed(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.failsOn("t2", "I13", viewerClose, closedRec(201, "v1", gateway.EndTuiClose, false)...)
	})
	t.Run("good: the ender is the creator", func(t *testing.T) {
		viewed(t).mustOn("t1", TuiClose{Transport: 101, Record: 101, OK: true}, closedRec(101, "v1", gateway.EndTuiClose, true)...)
	})
	t.Run("good: the creator is killed", func(t *testing.T) {
		// v1's creator is dead, so t2's close may end it, and must (I13).
		d := viewed(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.mustOn("t2", viewerClose, closedRec(201, "v1", gateway.EndTuiClose, true)...)
		d = viewed(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.failsOn("t2", "I13", viewerClose, closedRec(201, "v1", gateway.EndTuiClose, false)...)
	})
	t.Run("good: the creator restarted, and its start sweeps the dead run's row", func(t *testing.T) {
		// A restart is a new process (docs/contract.md §9.1): the t1 spawned again did not create
		// v1, whose creator is dead; its startup sweep ends v1 (§2.10 step 1, §9.4), which a start
		// that leaves it live breaks (I12).
		d := viewed(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.mustOn("t1", Spawn{Proc: "t1"}, swept("v1"))
		d = viewed(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.failsOn("t1", "I12", Spawn{Proc: "t1"})
	})
}

// telegramViewed: a Telegram chat ran a turn on s1, and backend t1 has since opened s1 (its
// record 101 on transport 101).
func telegramViewed(t *testing.T) *drv {
	d := newDrv(t)
	d.chat(tg, "s1", 1, 100)
	d.mustOn("t1", Spawn{Proc: "t1"})
	d.mustOn("t1", WsConnect{Transport: 101})
	d.mustOn("t1", SessionResume{Transport: 101, Target: "s1"}, bound(101, 101, "s1", "resume-cold"))
	return d
}

// TestMP5BackendEndsGatewayRow: a TUI backend never ends a gateway-owned row, for any reason,
// agent_close included (docs/contract.md §9.4): t1 viewing telegram's s1 ends it on close (I13
// sees that too, the end being next to the close) or on a tick of its own (MP5 alone).
func TestMP5BackendEndsGatewayRow(t *testing.T) {
	setup := telegramViewed
	closeIt := TuiClose{Transport: 101, Record: 101, OK: true}
	t.Run("bad: its close ends the row agent_close", func(t *testing.T) {
		setup(t).failsOn("t1", "MP5", closeIt, rowEnd(tg, "s1", gateway.EndAgentClose, false),
			gateway.Effect{Kind: gateway.RecordClosed, Record: 101, Session: "s1", Reason: gateway.EndTuiClose})
	})
	t.Run("bad: its tick ends the row agent_close", func(t *testing.T) {
		setup(t).failsOn("t1", "MP5", Tick{Proc: "t1"}, rowEnd(tg, "s1", gateway.EndAgentClose, false))
	})
	t.Run("bad: its tick promotes the row", func(t *testing.T) {
		setup(t).failsOn("t1", "MP5", Tick{Proc: "t1"}, rowEnd(tg, "s1", gateway.EndIdle, true))
	})
	t.Run("good: its close leaves the row alone", func(t *testing.T) {
		setup(t).mustOn("t1", closeIt, gateway.Effect{Kind: gateway.RecordClosed, Record: 101, Session: "s1", Reason: gateway.EndTuiClose})
	})
	t.Run("good: the gateway's own agent close", func(t *testing.T) {
		setup(t).must(AgentClose{Lane: tg.Key}, agentClosed(tg, "s1"), rowEnd(tg, "s1", gateway.EndAgentClose, false))
	})
}

// TestMP8SweepSparesLiveOwner: the gateway restarts while t1 holds v1. Its boot's sweep ending v1
// as startup_orphan_reap retires a live process's row (MP8); so does t2's sweep at its start. With
// t1 dead, the amended I12 still demands that end.
func TestMP8SweepSparesLiveOwner(t *testing.T) {
	restart := func(t *testing.T) *drv {
		d := twoBackends(t)
		d.must(Kill{})
		return d
	}
	t.Run("bad: the gateway's sweep ends the live backend's row", func(t *testing.T) {
		restart(t).fails("MP8", Boot{}, swept("v1"))
	})
	t.Run("bad: another backend's sweep ends it", func(t *testing.T) {
		d := newDrv(t)
		d.mustOn("t1", Spawn{Proc: "t1"})
		d.mustOn("t1", WsConnect{Transport: 101})
		d.mustOn("t1", SessionCreate{Transport: 101}, fx(gateway.RowCreated, "tui:v1", "v1"), bound(101, 101, "v1", "create"))
		d.failsOn("t2", "MP8", Spawn{Proc: "t2"}, swept("v1"))
	})
	t.Run("good: the creator is dead and the sweep ends its row", func(t *testing.T) {
		d := restart(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.must(Boot{}, swept("v1"))
	})
	t.Run("bad: the creator is dead and the sweep leaves its row", func(t *testing.T) {
		d := restart(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.fails("I12", Boot{})
	})
	t.Run("good: the creator halted, closing its own row", func(t *testing.T) {
		d := twoBackends(t)
		d.mustOn("t1", Halt{Proc: "t1"}, closedRec(101, "v1", gateway.EndTuiShutdown, true)...)
		d.must(Kill{})
		d.must(Boot{})
	})
	t.Run("bad: the creator halted, its row's end failed, and the sweep leaves it", func(t *testing.T) {
		// A halted process is dead: its row, left live by a failed write, is the sweep's.
		halted := func(t *testing.T) *drv {
			d := twoBackends(t)
			d.mustOn("t1", Halt{Proc: "t1"}, gateway.Effect{Kind: gateway.StoreFailed, Op: "end_session", Session: "v1"},
				gateway.Effect{Kind: gateway.RecordClosed, Record: 101, Session: "v1", Reason: gateway.EndTuiShutdown})
			d.must(Kill{})
			return d
		}
		halted(t).fails("I12", Boot{})
		halted(t).must(Boot{}, swept("v1"))
	})
}

// TestI12SweepExemptsLiveBackend: the gateway restarts while t1 holds v1, and a gateway-created
// TUI row g1 (whose creator, the gateway's previous process, is dead) is left live too. I12 asks
// the boot's sweep for g1's end and not for v1's.
func TestI12SweepExemptsLiveBackend(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := twoBackends(t)
		d.must(WsConnect{Transport: 1})
		d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:g1", "g1"), bound(1, 1, "g1", "create"))
		d.must(Kill{})
		return d
	}
	t.Run("good: the live backend's row is spared", func(t *testing.T) { setup(t).must(Boot{}, swept("g1")) })
	t.Run("bad: the dead gateway's row is left live", func(t *testing.T) { setup(t).fails("I12", Boot{}) })
}

// TestRecordsPerProcess: records live in their own process (docs/contract.md §9.1). The
// gateway's kill leaves t1's records, which t1's exit must still close (I12); t1's exit owes
// nothing for the gateway's records; t1's kill drops its own, so a new t1 owes nothing for them;
// and a call on t2's transport naming t1's record is answered as by a process that never had it.
func TestRecordsPerProcess(t *testing.T) {
	t.Run("bad: a backend exits leaving its record open after the gateway's kill", func(t *testing.T) {
		d := twoBackends(t)
		d.must(Kill{})
		d.failsOn("t1", "I12", Halt{Proc: "t1"})
	})
	t.Run("good: it closes it", func(t *testing.T) {
		d := twoBackends(t)
		d.must(Kill{})
		d.mustOn("t1", Halt{Proc: "t1"}, closedRec(101, "v1", gateway.EndTuiShutdown, true)...)
	})
	t.Run("good: a backend's exit owes nothing for the gateway's records", func(t *testing.T) {
		d := twoBackends(t)
		d.must(WsConnect{Transport: 1})
		d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:g1", "g1"), bound(1, 1, "g1", "create"))
		d.mustOn("t1", Halt{Proc: "t1"}, closedRec(101, "v1", gateway.EndTuiShutdown, true)...)
		d.failsOn("", "I12", Exit{}) // (the gateway's own exit still owes g1's close)
	})
	t.Run("good: a killed backend's records go with it", func(t *testing.T) {
		d := twoBackends(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.mustOn("t1", Spawn{Proc: "t1"}, swept("v1"))
		d.mustOn("t1", Halt{Proc: "t1"})
	})
	t.Run("good: another process's record is unknown on t2", func(t *testing.T) {
		d := viewed(t)
		d.mustOn("t2", TuiClose{Transport: 201, Record: 101}, gateway.Effect{Kind: gateway.NotFound, Transport: 201, Record: 101})
	})
	t.Run("bad: its own process answers not found for it", func(t *testing.T) {
		d := viewed(t)
		d.failsOn("t1", "replies", TuiClose{Transport: 101, Record: 101}, gateway.Effect{Kind: gateway.NotFound, Transport: 101, Record: 101})
	})
}

// TestBackendTickRunsNoWatcherPass: a backend's tick runs its TUI reapers only (it has no
// watcher), so it neither runs the gateway's watcher pass nor moves its schedule.
func TestBackendTickRunsNoWatcherPass(t *testing.T) {
	cfg := testConfig()
	m := New(RulesFrom(&cfg), t0)
	step := func(ev Event) bool {
		m.Expect(ev)
		_ = m.Observe(nil)
		return m.hist.watchPass
	}
	step(Boot{})
	step(Spawn{Proc: "t1"})
	step(Advance{To: t0.Add(cfg.WatcherFirstDelay)})
	if step(Tick{Proc: "t1"}) {
		t.Fatal("the backend's tick ran the gateway's watcher pass")
	}
	if !step(Tick{}) {
		t.Fatal("the gateway's tick after it ran no pass: the backend's moved the schedule")
	}
}

// TestTuiViewsWhileGatewayDown: with the gateway killed, the backends' records and reap timers
// are still held to what the model knows (CheckTuiViews): t1's record 101 runs turn 1 on v1.
func TestTuiViewsWhileGatewayDown(t *testing.T) {
	d := twoBackends(t)
	d.must(Kill{})
	good := []gateway.RecordView{{ID: 101, Transport: 101, Session: "v1", Running: true, Turn: 1}}
	if err := d.m.CheckTuiViews(nil, good); err != nil {
		t.Errorf("the true view: %v", err)
	}
	for name, lie := range map[string][]gateway.RecordView{
		"none":        {},
		"not running": {{ID: 101, Transport: 101, Session: "v1"}},
		"another":     {{ID: 102, Transport: 101, Session: "v1", Running: true, Turn: 1}},
	} {
		if err := d.m.CheckTuiViews(nil, lie); err == nil || !strings.Contains(err.Error(), "views: ") {
			t.Errorf("%s: got %v, want a views violation", name, err)
		}
	}
	if err := d.m.CheckTuiViews([]gateway.ReapTimer{{Record: 101, Generation: 1, Due: d.now.Add(time.Minute)}}, nil); err == nil {
		t.Error("a reap timer no record armed: no violation")
	}
}

// TestMP2ContinueOnlyADeadOwnersTurn: X1 (#94778). t1 runs turn 1 on v1; a cold resume on t2 that
// starts a turn on v1 while t1 lives runs that turn twice (MP2). Once t1 is killed under it the
// continuation is owed no blame, and it spends the interruption: another continuation of v1 is
// MP2 again.
func TestMP2ContinueOnlyADeadOwnersTurn(t *testing.T) {
	resume := SessionResume{Transport: 201, Target: "v1"}
	cont := func(rec gateway.RecordID, tr gateway.TransportID, tok gateway.TurnToken) []gateway.Effect {
		return []gateway.Effect{bound(rec, tr, "v1", "resume-cold"),
			{Kind: gateway.TurnStarted, Transport: tr, Record: rec, Session: "v1", Token: tok}}
	}
	t.Run("bad: the owner lives", func(t *testing.T) {
		d := twoBackends(t)
		d.mustOn("t2", WsConnect{Transport: 201})
		d.failsOn("t2", "MP2", resume, cont(201, 201, 5)...)
	})
	t.Run("good: the owner was killed under it; bad: a second continuation", func(t *testing.T) {
		d := twoBackends(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.mustOn("t2", WsConnect{Transport: 201})
		d.mustOn("t2", resume, cont(201, 201, 5)...)
		d.must(WsConnect{Transport: 1})
		d.fails("MP2", SessionResume{Transport: 1, Target: "v1"}, cont(1, 1, 6)...)
	})
	t.Run("good: a resume that continues nothing", func(t *testing.T) {
		d := twoBackends(t)
		d.mustOn("t2", WsConnect{Transport: 201})
		d.mustOn("t2", resume, bound(201, 201, "v1", "resume-cold"))
	})
}

// TestMP2ContinueOwed: MP2's liveness half. t1 was killed under its turn on s1 and its mark is
// fresh; t2's cold resume of s1 that continues nothing loses the turn (MP2). A continuation, a
// stale or spent mark, a live writer, a gateway turn running on s1 (the mark waits) or a store
// call that failed each excuse it.
func TestMP2ContinueOwed(t *testing.T) {
	at := time.Date(2026, 3, 28, 9, 0, 0, 0, time.UTC)
	resume := func(mark gateway.TurnMark, fx ...gateway.Effect) (*Observation, *History) {
		h := NewHistory(&Rules{Location: time.UTC})
		for _, p := range []string{"t1", "t2"} {
			h.procs.enter(Spawn{Proc: p})
		}
		h.procs.cut["s1"] = []procID{{"t1", 1}}
		h.procs.enter(Kill{Proc: "t1"})
		fx = append([]gateway.Effect{bound(201, 201, "s1", "resume-cold")}, fx...)
		return &Observation{At: at.Add(5 * time.Minute), Event: SessionResume{Transport: 201, Target: "s1"}, Proc: "t2",
			Effects: fx, MarkFile: []gateway.TurnMark{mark}, MarkFileRead: true}, h
	}
	fresh := gateway.TurnMark{Session: "s1", Owner: "t1#1", At: at}
	if err := checkContinueOwed(resume(fresh)); err == nil || !strings.Contains(err.Error(), "MP2: ") {
		t.Errorf("a resume that left a fresh mark of a dead writer: got %v, want MP2", err)
	}
	started := gateway.Effect{Kind: gateway.TurnStarted, Transport: 201, Record: 201, Session: "s1", Token: 5}
	failed := gateway.Effect{Kind: gateway.StoreFailed, Op: "load_turn_leases"}
	stale, spent, live, edge := fresh, fresh, fresh, fresh
	// (the resume is 5 minutes after at)
	stale.At = at.Add(5*time.Minute - gateway.TurnMarkFresh - time.Second)
	edge.At = at.Add(5*time.Minute - gateway.TurnMarkFresh) // exactly the window old: still fresh (V1: age > window is stale)
	if err := checkContinueOwed(resume(edge)); err == nil || !strings.Contains(err.Error(), "MP2: ") {
		t.Errorf("a resume that left a mark exactly TurnMarkFresh old of a dead writer: got %v, want MP2", err)
	}
	spent.Attempts = gateway.TurnMarkAttempts
	live.Owner = "t2#1"
	for name, c := range map[string]struct {
		mark gateway.TurnMark
		fx   []gateway.Effect
	}{
		"continued": {fresh, []gateway.Effect{started}}, "stale": {stale, nil}, "spent": {spent, nil},
		"live writer": {live, nil}, "store failed": {fresh, []gateway.Effect{failed}},
	} {
		if err := checkContinueOwed(resume(c.mark, c.fx...)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	o, h := resume(fresh)
	h.procs.epoch[""], h.procs.alive[""] = 1, true
	h.turning["agent:main:telegram:dm:tg1"] = "s1"
	if err := checkContinueOwed(o, h); err != nil {
		t.Errorf("the gateway runs a turn on s1, so the mark waits: %v", err)
	}
}

// TestMP4ClearsOnlyItsOwnMark: X2. t2 wrote s1's mark (its turn runs there); a save by t1 that
// drops it loses t2's interruption (MP4), a save by t2 that drops it is t2's own clear, and a save
// by t1 that rewrites it in place (a new turn's mark) drops nothing.
func TestMP4ClearsOnlyItsOwnMark(t *testing.T) {
	h := NewHistory(&Rules{})
	for _, p := range []string{"t1", "t2"} {
		h.procs.enter(Spawn{Proc: p})
	}
	saved := func(proc string, ms ...gateway.TurnMark) error {
		h.turnMarks = map[gateway.SessionID]string{"s1": "t2#1"}
		return checkOwnMarks(&Observation{Event: TuiTurnEnd{}, Proc: proc, MarksSaved: true, Marks: ms}, h)
	}
	if err := saved("t1"); err == nil || !strings.Contains(err.Error(), "MP4: ") {
		t.Errorf("t1 dropped t2's mark: got %v, want MP4", err)
	}
	if err := saved("t2"); err != nil {
		t.Errorf("t2 cleared its own mark: %v", err)
	}
	if err := saved("t1", gateway.TurnMark{Session: "s1", Owner: "t1#1"}); err != nil {
		t.Errorf("t1 rewrote the mark in place: %v", err)
	}
	if err := checkOwnMarks(&Observation{Event: TuiTurnEnd{}, Proc: "t1"}, h); err != nil {
		t.Errorf("a step that saved no marks: %v", err)
	}
}

// TestMP1OneTurnPerSession: X3 across two backends (upstream #86190). t1 runs a turn on v1; t2
// views v1 and its user types. A turn t2 starts there runs v1 twice (MP1); t2's refusal as busy
// elsewhere is the port's answer, owed only while t1's turn runs (a refusal after it ended, or
// once t1 is dead, is a reply the contract does not owe).
func TestMP1OneTurnPerSession(t *testing.T) {
	prompt := TuiPrompt{Transport: 201, Record: 201, OK: true, Token: 7}
	started := gateway.Effect{Kind: gateway.TurnStarted, Transport: 201, Record: 201, Session: "v1", Token: 7}
	refused := gateway.Effect{Kind: gateway.Rejected, Transport: 201, Record: 201, Session: "v1", Why: "busy elsewhere"}
	refusal := TuiPrompt{Transport: 201, Record: 201}
	t.Run("bad: t2 starts a turn while t1's runs", func(t *testing.T) {
		viewed(t).failsOn("t2", "MP1", prompt, started)
	})
	t.Run("good: t2 refuses it as busy elsewhere", func(t *testing.T) {
		viewed(t).mustOn("t2", refusal, refused)
	})
	t.Run("bad: a refusal once t1's turn ended", func(t *testing.T) {
		d := viewed(t)
		d.mustOn("t1", TuiTurnEnd{Record: 101, Token: 1, Outcome: gateway.OutcomeOK},
			gateway.Effect{Kind: gateway.TurnEnded, Record: 101, Session: "v1", Token: 1, Outcome: gateway.OutcomeOK})
		d.failsOn("t2", "replies", refusal, refused)
	})
	t.Run("good: t1 was killed under its turn", func(t *testing.T) {
		d := viewed(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.mustOn("t2", prompt, started)
	})
	// A stale read (docs/contract.md §9.2): t2 read the leases while t1's turn ran, and t1's turn
	// ended before t2 decided. The refusal rests on that read, at that instant only.
	ended := func(d *drv) {
		d.mustOn("t1", TuiTurnEnd{Record: 101, Token: 1, Outcome: gateway.OutcomeOK},
			gateway.Effect{Kind: gateway.TurnEnded, Record: 101, Session: "v1", Token: 1, Outcome: gateway.OutcomeOK})
	}
	t.Run("good: a refusal on t2's early read of the leases", func(t *testing.T) {
		d := viewed(t)
		d.mustOn("t2", ReadEarly{Proc: "t2", File: "turn-leases"})
		ended(d)
		d.mustOn("t2", refusal, refused)
	})
	t.Run("bad: a refusal on another process's early read", func(t *testing.T) {
		d := viewed(t)
		d.mustOn("", ReadEarly{Proc: "", File: "turn-leases"})
		ended(d)
		d.failsOn("t2", "replies", refusal, refused)
	})
	t.Run("bad: a refusal on an early read of an earlier instant", func(t *testing.T) {
		d := viewed(t)
		d.mustOn("t2", ReadEarly{Proc: "t2", File: "turn-leases"})
		ended(d)
		d.must(Advance{To: d.now.Add(time.Second)})
		d.failsOn("t2", "replies", refusal, refused)
	})
	t.Run("bad: a refusal after an earlier step took the early read", func(t *testing.T) {
		d := viewed(t)
		d.mustOn("t2", ReadEarly{Proc: "t2", File: "turn-leases"})
		ended(d)
		d.m.History().SpentEarlyReads(func(string) bool { return false }) // (a load took it)
		d.failsOn("t2", "replies", refusal, refused)
	})
	t.Run("good: an early read no load has taken yet", func(t *testing.T) {
		d := viewed(t)
		d.mustOn("t2", ReadEarly{Proc: "t2", File: "turn-leases"})
		ended(d)
		d.m.History().SpentEarlyReads(func(p string) bool { return p == "t2" })
		d.mustOn("t2", refusal, refused)
	})
}

// TestMP1GatewayLaneTurn: X3 proper. The messaging gateway runs a lane's turn on s1: a backend's
// turn on s1 is a second one (MP1), the gateway's own TUI endpoint's is the same process's (its
// busy rules are §2.14's), and once the gateway is dead its turn runs no more.
func TestMP1GatewayLaneTurn(t *testing.T) {
	h := NewHistory(&Rules{})
	h.procs.enter(Boot{})
	h.procs.enter(Spawn{Proc: "t1"})
	h.turning["agent:main:telegram:dm:tg1"] = "s1"
	start := func(proc string) error {
		return checkOneTurn(&Observation{Event: TuiPrompt{}, Proc: proc, Effects: []gateway.Effect{
			{Kind: gateway.TurnStarted, Transport: 1, Record: 1, Session: "s1", Token: 9}}}, h)
	}
	if err := start("t1"); err == nil || !strings.Contains(err.Error(), "MP1: ") {
		t.Errorf("t1's turn beside the gateway's: got %v, want MP1", err)
	}
	if err := start(""); err != nil {
		t.Errorf("the gateway's own TUI turn: %v", err)
	}
	h.procs.enter(Kill{})
	if err := start("t1"); err != nil {
		t.Errorf("t1's turn once the gateway is dead: %v", err)
	}
}

// TestI2PromptInALeftConversation: X6. t2 views v1; v1 was since ended at an intentional boundary
// (as last seen). A turn t2's prompt starts there writes into a conversation left on purpose (I2);
// the refusal owed is not found with the boundary, which is no refusal of an open record.
func TestI2PromptInALeftConversation(t *testing.T) {
	left := func(t *testing.T) *drv {
		d := viewed(t)
		d.m.hist.rows["v1"] = rowSeen{reason: gateway.EndSessionReset, ended: d.now}
		for i := range d.rows {
			if d.rows[i].ID == "v1" {
				d.rows[i].EndedAt, d.rows[i].EndReason = d.now, gateway.EndSessionReset
			}
		}
		return d
	}
	t.Run("bad: the turn starts", func(t *testing.T) {
		left(t).failsOn("t2", "I2", TuiPrompt{Transport: 201, Record: 201, OK: true, Token: 7},
			gateway.Effect{Kind: gateway.TurnStarted, Transport: 201, Record: 201, Session: "v1", Token: 7})
	})
	notFound := gateway.Effect{Kind: gateway.NotFound, Transport: 201, Record: 201, Session: "v1",
		Reason: gateway.EndSessionReset, Why: "intentional boundary"}
	t.Run("good: not found with the boundary", func(t *testing.T) {
		left(t).mustOn("t2", TuiPrompt{Transport: 201, Record: 201}, notFound)
	})
	t.Run("bad: not found while the row is live", func(t *testing.T) {
		viewed(t).failsOn("t2", "replies", TuiPrompt{Transport: 201, Record: 201}, notFound)
	})
}

// telegramTyped is telegramViewed with t1's prompt on s1 running turn 5.
func telegramTyped(t *testing.T) *drv {
	d := telegramViewed(t)
	d.mustOn("t1", TuiPrompt{Transport: 101, Record: 101, OK: true, Token: 5},
		gateway.Effect{Kind: gateway.TurnStarted, Transport: 101, Record: 101, Session: "s1", Token: 5})
	return d
}

// TestMP1MessageBesideATuiTurn: X3 the other way round (upstream #84235). The dashboard's backend
// t1 runs a turn on the Telegram lane's session s1; the lane's next message would start a second
// turn there (MP1). The gateway's answer is to refuse it as busy elsewhere, owed only while t1's
// turn runs: a refusal once t1 is dead is one the contract does not owe (I15).
func TestMP1MessageBesideATuiTurn(t *testing.T) {
	typed := telegramTyped
	refused := gateway.Effect{Kind: gateway.Rejected, Lane: tg.Key, Session: "s1", Why: "busy elsewhere"}
	t.Run("bad: the message's turn starts beside t1's", func(t *testing.T) {
		typed(t).fails("MP1", Message{Lane: tg}, same(tg, "s1", 2)...)
	})
	t.Run("good: refused as busy elsewhere", func(t *testing.T) {
		typed(t).must(Message{Lane: tg}, refused)
	})
	t.Run("bad: refused once t1 is dead", func(t *testing.T) {
		d := typed(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.fails("I15", Message{Lane: tg}, refused)
	})
}

// TestHeldInternalEvent: a background notice on the Telegram lane whose session s1 the
// dashboard's backend t1 runs a turn on (docs/contract.md §9.6 step 6). Its turn there would be a
// second one (MP1); the gateway holds it until t1's turn ends and its next tick runs it. A user's
// message is refused, never held; a hold once t1 is dead is not owed; a held event the gateway's
// tick, or a retry interval, passes by once s1 is free is lost (I15).
func TestHeldInternalEvent(t *testing.T) {
	typed := telegramTyped
	notice := Message{Lane: tg, Internal: true}
	held := gateway.Effect{Kind: gateway.Waiting, Lane: tg.Key, Session: "s1", Why: "busy elsewhere"}
	tuiEnded := func(d *drv) {
		d.mustOn("t1", TuiTurnEnd{Record: 101, Token: 5, Outcome: gateway.OutcomeOK},
			gateway.Effect{Kind: gateway.TurnEnded, Record: 101, Session: "s1", Token: 5, Outcome: gateway.OutcomeOK})
	}
	retried := append([]gateway.Effect{{Kind: gateway.FollowUp, Lane: tg.Key}}, same(tg, "s1", 2)...)
	t.Run("bad: the notice's turn starts beside t1's", func(t *testing.T) {
		typed(t).fails("MP1", notice, same(tg, "s1", 2)...)
	})
	t.Run("good: held, and run at the tick after t1's turn ended", func(t *testing.T) {
		d := typed(t)
		d.must(notice, held)
		d.must(Message{Lane: tg, Internal: true}, held) // a second one keeps its place behind
		d.must(Advance{d.now.Add(10 * time.Second)})
		d.must(Tick{}) // t1's turn still runs: both wait on
		tuiEnded(d)
		d.must(Tick{}, retried...)
	})
	t.Run("bad: a user's message held", func(t *testing.T) {
		typed(t).fails("I15", Message{Lane: tg}, held)
	})
	t.Run("bad: held once t1 is dead", func(t *testing.T) {
		d := typed(t)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.fails("I15", notice, held)
	})
	t.Run("bad: the gateway's tick leaves it held once t1's turn ended", func(t *testing.T) {
		d := typed(t)
		d.must(notice, held)
		tuiEnded(d)
		d.fails("I15", Tick{})
	})
	t.Run("bad: still held a retry interval after t1's turn ended", func(t *testing.T) {
		d := typed(t)
		d.must(notice, held)
		tuiEnded(d)
		d.must(Advance{d.now.Add(10 * time.Second)})
		d.fails("I15", Advance{d.now.Add(time.Second)})
	})
	t.Run("good: t1 is killed, and the tick runs it", func(t *testing.T) {
		d := typed(t)
		d.must(notice, held)
		d.mustOn("t1", Kill{Proc: "t1"})
		d.must(Tick{}, retried...)
	})
}

// TestMP1ResumeTurnBesideATuiTurn: a resume pass's synthetic turn, an internal event's or a
// follow-up's, on a session whose turn another live process runs, is a second turn there (MP1).
func TestMP1ResumeTurnBesideATuiTurn(t *testing.T) {
	h := NewHistory(&Rules{})
	h.procs.enter(Boot{})
	h.procs.enter(Spawn{Proc: "t1"})
	h.tui.recs[101] = &tuiRec{proc: "t1", session: "s1", running: true}
	start := func(ev Event, synthetic bool) error {
		return checkOneTurn(&Observation{Event: ev, Effects: []gateway.Effect{
			{Kind: gateway.TurnStarted, Lane: tg.Key, Session: "s1", Token: 3, Synthetic: synthetic}}}, h)
	}
	if err := start(Boot{}, true); err == nil || !strings.Contains(err.Error(), "MP1: ") {
		t.Errorf("the pass's resume turn beside t1's: got %v, want MP1", err)
	}
	if err := start(Message{Lane: tg, Internal: true}, false); err == nil || !strings.Contains(err.Error(), "MP1: ") {
		t.Errorf("an internal event's turn beside t1's: got %v, want MP1", err)
	}
	if err := start(TurnEnd{Lane: tg.Key}, false); err == nil || !strings.Contains(err.Error(), "MP1: ") {
		t.Errorf("a follow-up's turn beside t1's: got %v, want MP1", err)
	}
	h.procs.enter(Kill{Proc: "t1"})
	if err := start(Boot{}, true); err != nil {
		t.Errorf("the resume turn once t1 is dead: %v", err)
	}
}

// TestMP2TurnMarked: a backend's turn start saves its mark as its own; one that saves none, or
// leaves another's, loses the turn were the backend to die (MP2).
func TestMP2TurnMarked(t *testing.T) {
	h := NewHistory(&Rules{})
	h.procs.enter(Spawn{Proc: "t1"})
	started := gateway.Effect{Kind: gateway.TurnStarted, Transport: 1, Record: 1, Session: "s1", Token: 5}
	check := func(saved bool, ms ...gateway.TurnMark) error {
		return checkTurnMarked(&Observation{Event: TuiPrompt{}, Proc: "t1", Effects: []gateway.Effect{started},
			MarksSaved: saved, Marks: ms, MarksTracked: true}, h)
	}
	if err := check(true, gateway.TurnMark{Session: "s1", Owner: "t1#1"}); err != nil {
		t.Errorf("the mark saved: %v", err)
	}
	for name, err := range map[string]error{
		"nothing saved":  check(false),
		"another's mark": check(true, gateway.TurnMark{Session: "s1", Owner: "t2#1"}),
	} {
		if err == nil || !strings.Contains(err.Error(), "MP2: ") {
			t.Errorf("%s: got %v, want MP2", name, err)
		}
	}
	if err := checkTurnMarked(&Observation{Event: TuiPrompt{}, Effects: []gateway.Effect{started}}, h); err != nil {
		t.Errorf("the messaging gateway's own TUI turn writes no mark: %v", err)
	}
}

// TestResumeDecidesOnItsEarlyReadOfTheRows: a resume is two statements, a row read and then
// either a rebind of the record already open on the row or a reopen (docs/contract.md §9.2).
// Backend t1 has s1 open (record 101); the Telegram chat compresses s1 into s2. A resume of s1
// is owed s2, the live tip, unless t1's read of the sessions table came before the compression
// at the same instant: then rebinding 101 on s1 is what that read decided.
func TestResumeDecidesOnItsEarlyReadOfTheRows(t *testing.T) {
	resume := SessionResume{Transport: 102, Target: "s1"}
	rebound := bound(101, 102, "s1", "resume-live")
	setup := func(t *testing.T, reader string, later bool) *drv {
		d := telegramViewed(t)
		d.mustOn("t1", WsConnect{Transport: 102})
		if reader != "none" {
			d.mustOn(reader, ReadEarly{Proc: reader, File: "sessions"})
		}
		d.must(Compress{tg}, split(tg, "s1", "s2")...)
		if later {
			d.after(time.Second)
		}
		return d
	}
	t.Run("good: the rebind rests on t1's early read", func(t *testing.T) {
		setup(t, "t1", false).mustOn("t1", resume, rebound)
	})
	t.Run("bad: no early read", func(t *testing.T) {
		setup(t, "none", false).failsOn("t1", "replies", resume, rebound)
	})
	t.Run("bad: another process's early read", func(t *testing.T) {
		setup(t, "", false).failsOn("t1", "replies", resume, rebound)
	})
	t.Run("bad: an early read of an earlier instant", func(t *testing.T) {
		setup(t, "t1", true).failsOn("t1", "replies", resume, rebound)
	})
}

// TestMP1MessageRecoveredOntoARunningSession: the Telegram chat lost its route while backend t1
// runs a turn on s1; the chat's next message recovers s1 (contract §9.6 step 5). Its turn would be
// a second one on s1 (MP1); the gateway's answer is the routing and then a refusal as busy
// elsewhere, owed only while t1's turn runs (I15 otherwise). (This driver's history keeps the
// route it last saw, so the MP1 case passes the older rule too; the scenario
// multiprocess_routeless_message_beside_a_backends_turn is the one that only the current rule,
// which judges a message's turn wherever its routing landed, catches.)
func TestMP1MessageRecoveredOntoARunningSession(t *testing.T) {
	refused := gateway.Effect{Kind: gateway.Rejected, Lane: tg.Key, Session: "s1", Why: "busy elsewhere"}
	recovered := []gateway.Effect{{Kind: gateway.Recovered, Lane: tg.Key, Session: "s1"}, fx(gateway.RouteSaved, tg.Key, "s1")}
	setup := func(t *testing.T, running bool) *drv {
		d := telegramViewed(t)
		if running {
			d.mustOn("t1", TuiPrompt{Transport: 101, Record: 101, OK: true, Token: 7},
				gateway.Effect{Kind: gateway.TurnStarted, Transport: 101, Record: 101, Session: "s1", Token: 7})
		}
		d.must(RouteLost{Lane: tg.Key}, gateway.Effect{Kind: gateway.RouteDropped, Lane: tg.Key, Session: "s1", Why: "lost"})
		return d
	}
	t.Run("bad: the recovered message's turn runs beside t1's", func(t *testing.T) {
		setup(t, true).fails("MP1", Message{Lane: tg}, append(recovered, same(tg, "s1", 2)...)...)
	})
	t.Run("good: refused as busy elsewhere after its routing", func(t *testing.T) {
		setup(t, true).must(Message{Lane: tg}, append(recovered, routed(tg, "s1", false, ""), refused)...)
	})
	t.Run("bad: that refusal with no other turn running", func(t *testing.T) {
		setup(t, false).fails("I15", Message{Lane: tg}, append(recovered, routed(tg, "s1", false, ""), refused)...)
	})
}
