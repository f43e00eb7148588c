package model

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestTuiRequestsAnsweredOnce: session.create and session.resume get exactly one answer on their
// transport, a record or not found on an open one, a refusal on a closed one.
func TestTuiRequestsAnsweredOnce(t *testing.T) {
	bound := gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 1, Session: "t1"}
	notFound := gateway.Effect{Kind: gateway.NotFound, Transport: 1, Session: "zz"}
	refused := gateway.Effect{Kind: gateway.Rejected, Transport: 1, Why: "transport closed"}
	open := func(t *testing.T) *drv {
		d := newDrv(t)
		d.must(WsConnect{Transport: 1})
		return d
	}
	t.Run("good: create bound", func(t *testing.T) { open(t).must(SessionCreate{Transport: 1}, bound) })
	t.Run("good: resume not found", func(t *testing.T) { open(t).must(SessionResume{Transport: 1, Target: "zz"}, notFound) })
	t.Run("bad: resume unanswered", func(t *testing.T) { open(t).fails("replies", SessionResume{Transport: 1, Target: "zz"}) })
	t.Run("bad: not found names another session", func(t *testing.T) {
		open(t).fails("replies", SessionResume{Transport: 1, Target: "zz"}, gateway.Effect{Kind: gateway.NotFound, Transport: 1, Session: "yy"})
	})
	t.Run("bad: not found names none", func(t *testing.T) {
		open(t).fails("replies", SessionResume{Transport: 1, Target: "zz"}, gateway.Effect{Kind: gateway.NotFound, Transport: 1})
	})
	t.Run("bad: create answered twice", func(t *testing.T) {
		open(t).fails("replies", SessionCreate{Transport: 1}, bound, gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 2, Session: "t2"})
	})
	t.Run("bad: create not found", func(t *testing.T) { open(t).fails("replies", SessionCreate{Transport: 1}, notFound) })
	returned := func(r gateway.RecordID, ok bool) *ResumeReturn { return &ResumeReturn{Record: r, OK: ok} }
	t.Run("good: resume returns what it answered", func(t *testing.T) {
		open(t).must(SessionResume{Transport: 1, Target: "zz", Returned: returned(0, false)}, notFound)
	})
	t.Run("bad: resume returns ok for not found", func(t *testing.T) {
		open(t).fails("replies", SessionResume{Transport: 1, Target: "zz", Returned: returned(0, true)}, notFound)
	})
	t.Run("bad: resume refused on a closed transport returns ok", func(t *testing.T) {
		d := open(t)
		d.must(TeardownSnapshot{Transport: 1})
		d.fails("replies", SessionResume{Transport: 1, Target: "zz", Returned: returned(0, true)}, refused)
	})
	t.Run("bad: open transport refused", func(t *testing.T) { open(t).fails("replies", SessionCreate{Transport: 1}, refused) })
	t.Run("bad: closed transport bound", func(t *testing.T) {
		d := open(t)
		d.must(TeardownSnapshot{Transport: 1})
		d.fails("replies", SessionCreate{Transport: 1}, bound)
	})
}

// TestTuiCloseAndDisconnectOwed: session.close must close an open record as tui_close and answer
// not found for a closed one; a teardown must close a close_on_disconnect record and park the
// others with a reap armed.
func TestTuiCloseAndDisconnectOwed(t *testing.T) {
	created := func(t *testing.T, closeOnDisc bool) *drv {
		d := newDrv(t)
		d.m.rules.ReapGrace = 20 * time.Second
		d.must(WsConnect{Transport: 1})
		d.must(SessionCreate{Transport: 1, CloseOnDisconnect: closeOnDisc}, fx(gateway.RowCreated, "tui:t1", "t1"),
			gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 1, Session: "t1", Bind: "create"})
		return d
	}
	closed := func(r gateway.EndReason) []gateway.Effect { // (the record's TUI-owned row ends with it)
		return []gateway.Effect{{Kind: gateway.RowEnded, Session: "t1", Reason: r}, {Kind: gateway.RecordClosed, Record: 1, Session: "t1", Reason: r}}
	}
	detach := gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 1, Session: "t1"}
	arm := gateway.Effect{Kind: gateway.ReapArmed, Record: 1, Token: 2}
	t.Run("good: close", func(t *testing.T) {
		created(t, false).must(TuiClose{Transport: 1, Record: 1, OK: true}, closed(gateway.EndTuiClose)...)
	})
	t.Run("bad: close does nothing", func(t *testing.T) { created(t, false).fails("replies", TuiClose{Transport: 1, Record: 1}) })
	t.Run("bad: close answered ok without closing", func(t *testing.T) {
		d := created(t, false)
		d.must(TuiClose{Transport: 1, Record: 1, OK: true}, closed(gateway.EndTuiClose)...)
		d.fails("replies", TuiClose{Transport: 1, Record: 1, OK: true},
			gateway.Effect{Kind: gateway.NotFound, Transport: 1, Record: 1, Session: "t1"})
	})
	t.Run("bad: close on a closed transport answered ok", func(t *testing.T) {
		d := created(t, false)
		d.must(TeardownSnapshot{Transport: 1})
		d.must(TeardownApply{Transport: 1}, detach, arm)
		d.fails("replies", TuiClose{Transport: 1, Record: 1, OK: true})
	})
	t.Run("bad: a close that closed answered not ok", func(t *testing.T) {
		created(t, false).fails("replies", TuiClose{Transport: 1, Record: 1}, closed(gateway.EndTuiClose)...)
	})
	t.Run("bad: close of a closed record unanswered", func(t *testing.T) {
		d := created(t, false)
		d.must(TuiClose{Transport: 1, Record: 1, OK: true}, closed(gateway.EndTuiClose)...)
		d.fails("replies", TuiClose{Transport: 1, Record: 1})
	})
	t.Run("good: a flagged record closes on disconnect", func(t *testing.T) {
		d := created(t, true)
		d.must(TeardownSnapshot{Transport: 1})
		d.must(TeardownApply{Transport: 1}, closed(gateway.EndWsDisconnect)...)
	})
	t.Run("bad: a flagged record parked", func(t *testing.T) {
		d := created(t, true)
		d.must(TeardownSnapshot{Transport: 1})
		d.fails("I11", TeardownApply{Transport: 1}, detach, arm)
	})
	t.Run("good: a record parked", func(t *testing.T) {
		d := created(t, false)
		d.must(TeardownSnapshot{Transport: 1})
		d.must(TeardownApply{Transport: 1}, detach, arm)
	})
	t.Run("bad: a record left bound to a dropped transport", func(t *testing.T) {
		d := created(t, false)
		d.must(TeardownSnapshot{Transport: 1})
		d.fails("I11", TeardownApply{Transport: 1})
	})
	t.Run("bad: a record parked without a reap", func(t *testing.T) {
		d := created(t, false)
		d.must(TeardownSnapshot{Transport: 1})
		d.fails("I12", TeardownApply{Transport: 1}, detach)
	})
	parkedTwice := func(t *testing.T) *drv {
		d := created(t, false)
		d.must(TeardownSnapshot{Transport: 1})
		d.must(TeardownApply{Transport: 1}, detach, arm)
		d.must(WsConnect{Transport: 2})
		d.must(SessionResume{Transport: 2, Target: "t1"},
			gateway.Effect{Kind: gateway.RecordBound, Transport: 2, Record: 1, Session: "t1", Bind: "resume-live"})
		d.must(TeardownSnapshot{Transport: 2})
		return d
	}
	detach2 := gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 2, Session: "t1"}
	t.Run("good: each detachment arms a newer generation", func(t *testing.T) {
		parkedTwice(t).must(TeardownApply{Transport: 2}, detach2, gateway.Effect{Kind: gateway.ReapArmed, Record: 1, Token: 4})
	})
	t.Run("bad: a second detachment armed with the first one's generation", func(t *testing.T) {
		parkedTwice(t).fails("I12", TeardownApply{Transport: 2}, detach2, arm)
	})
	t.Run("bad: a resumed record closed on disconnect", func(t *testing.T) {
		d := created(t, true)
		d.must(TuiClose{Transport: 1, Record: 1, OK: true}, closed(gateway.EndTuiClose)...)
		d.must(SessionResume{Transport: 1, Target: "t1"}, fx(gateway.RowReopened, "tui:t1", "t1"),
			gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 2, Session: "t1", Bind: "resume-cold"})
		d.must(TeardownSnapshot{Transport: 1})
		d.fails("I11", TeardownApply{Transport: 1}, gateway.Effect{Kind: gateway.RecordClosed, Record: 2, Session: "t1", Reason: gateway.EndWsDisconnect})
	})
}

// TestCreateMakesTheRow: session.create binds its record to the fresh TUI row it made; a record
// bound with no row made (the create's row write skipped) is caught.
func TestCreateMakesTheRow(t *testing.T) {
	bound := gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 1, Session: "t1", Bind: "create"}
	open := func(t *testing.T) *drv {
		d := newDrv(t)
		d.must(WsConnect{Transport: 1})
		return d
	}
	t.Run("good", func(t *testing.T) {
		open(t).must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:t1", "t1"), bound)
	})
	t.Run("bad: no row", func(t *testing.T) { open(t).fails("replies", SessionCreate{Transport: 1}, bound) })
	t.Run("bad: another lane's row", func(t *testing.T) {
		open(t).fails("replies", SessionCreate{Transport: 1}, fx(gateway.RowCreated, tg.Key, "t1"), bound)
	})
}

// TestTuiCloseEndsTuiOwnedRow: finalizing a record ends the row the TUI owns, with the close's
// reason; a close that leaves it live is caught.
func TestTuiCloseEndsTuiOwnedRow(t *testing.T) {
	setup := withRecord
	closed := gateway.Effect{Kind: gateway.RecordClosed, Record: 1, Session: "t1", Reason: gateway.EndTuiClose}
	t.Run("good", func(t *testing.T) {
		setup(t).must(TuiClose{Transport: 1, Record: 1, OK: true},
			gateway.Effect{Kind: gateway.RowEnded, Session: "t1", Reason: gateway.EndTuiClose}, closed)
	})
	t.Run("bad: the row left live", func(t *testing.T) { setup(t).fails("I13", TuiClose{Transport: 1, Record: 1, OK: true}, closed) })
}

// TestResumeRebindsTheTargetsRecord: the live fast path rebinds the open record viewing the
// target; rebinding a closed record, or one viewing another session, is caught.
func TestResumeRebindsTheTargetsRecord(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := withRecord(t)
		d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:t2", "t2"),
			gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 2, Session: "t2", Bind: "create"})
		d.must(WsConnect{Transport: 2})
		return d
	}
	live := func(rec gateway.RecordID, s gateway.SessionID) gateway.Effect {
		return gateway.Effect{Kind: gateway.RecordBound, Transport: 2, Record: rec, Session: s, Bind: "resume-live"}
	}
	t.Run("good", func(t *testing.T) { setup(t).must(SessionResume{Transport: 2, Target: "t2"}, live(2, "t2")) })
	t.Run("bad: another session's record", func(t *testing.T) {
		setup(t).fails("I11", SessionResume{Transport: 2, Target: "t2"}, live(1, "t1"))
	})
	t.Run("bad: a closed record", func(t *testing.T) {
		d := setup(t)
		d.must(TuiClose{Transport: 1, Record: 2, OK: true}, gateway.Effect{Kind: gateway.RowEnded, Session: "t2", Reason: gateway.EndTuiClose}, gateway.Effect{Kind: gateway.RecordClosed, Record: 2, Session: "t2", Reason: gateway.EndTuiClose})
		d.fails("I11", SessionResume{Transport: 2, Target: "t2"}, live(2, "t2"))
	})
}

// TestColdResumeReopensTheRow: a record a resume builds views a live row; one bound on a row
// still ended (the reopen skipped) is caught.
func TestColdResumeReopensTheRow(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.rows = append(d.rows, gateway.Row{ID: "s1", Key: tg.Key, StartedAt: d.now, EndedAt: d.now,
			EndReason: gateway.EndAgentClose, Messages: 2, Peer: gateway.Peer{Platform: "telegram"}})
		d.must(WsConnect{Transport: 1})
		return d
	}
	cold := gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 1, Session: "s1", Bind: "resume-cold"}
	t.Run("good", func(t *testing.T) {
		setup(t).must(SessionResume{Transport: 1, Target: "s1"}, fx(gateway.RowReopened, tg.Key, "s1"), cold)
	})
	t.Run("bad: bound on the ended row", func(t *testing.T) {
		setup(t).fails("replies", SessionResume{Transport: 1, Target: "s1"}, cold)
	})
}

// TestPromptAnswered: every prompt.submit on an open transport gets exactly one answer, and the
// one that fits what happened.
func TestPromptAnswered(t *testing.T) {
	prompt := TuiPrompt{Transport: 1, Record: 1}
	busy := gateway.Effect{Kind: gateway.Rejected, Transport: 1, Record: 1, Why: "busy"}
	started := gateway.Effect{Kind: gateway.TurnStarted, Transport: 1, Record: 1, Token: 7}
	t.Run("good: refused with a word", func(t *testing.T) { newDrv(t).must(prompt, busy) })
	t.Run("good: its turn started", func(t *testing.T) {
		ok := prompt
		ok.OK, ok.Token = true, 7
		newDrv(t).must(ok, started)
	})
	t.Run("bad: refused without a word", func(t *testing.T) { newDrv(t).fails("replies", prompt) })
	t.Run("bad: answered twice", func(t *testing.T) { newDrv(t).fails("replies", prompt, busy, busy) })
	t.Run("bad: started but answered a refusal", func(t *testing.T) {
		ok := prompt
		ok.OK, ok.Token = true, 7
		newDrv(t).fails("replies", ok, busy)
	})
}

// TestTuiTurnEndReported: the end of an open record's running turn is reported (TurnEnded, the
// record and the token); one left unreported is caught, and a stale token owes nothing.
func TestTuiTurnEndReported(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := withRecord(t)
		d.must(TuiPrompt{Transport: 1, Record: 1, OK: true, Token: 7},
			gateway.Effect{Kind: gateway.TurnStarted, Transport: 1, Record: 1, Session: "t1", Token: 7})
		return d
	}
	ended := gateway.Effect{Kind: gateway.TurnEnded, Record: 1, Session: "t1", Token: 7, Outcome: gateway.OutcomeOK}
	t.Run("good", func(t *testing.T) { setup(t).must(TuiTurnEnd{Record: 1, Token: 7, Outcome: gateway.OutcomeOK}, ended) })
	t.Run("bad: unreported", func(t *testing.T) {
		setup(t).fails("effects", TuiTurnEnd{Record: 1, Token: 7, Outcome: gateway.OutcomeOK})
	})
	t.Run("good: a stale token", func(t *testing.T) { setup(t).must(TuiTurnEnd{Record: 1, Token: 6, Outcome: gateway.OutcomeOK}) })
}

// TestTuiResumeFollowsTheCompression: session.resume of a parent a compression split lands on
// its live continuation (docs/contract.md §2.14); "not found", or a record on the parent, is
// caught.
func TestTuiResumeFollowsTheCompression(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Compress{tg}, split(tg, "s1", "s2")...)
		d.must(WsConnect{Transport: 1})
		return d
	}
	resume := SessionResume{Transport: 1, Target: "s1"}
	t.Run("good: bound to the tip", func(t *testing.T) {
		setup(t).must(resume, gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 1, Session: "s2", Bind: "resume-cold"})
	})
	t.Run("bad: not found", func(t *testing.T) {
		setup(t).fails("replies", resume, gateway.Effect{Kind: gateway.NotFound, Transport: 1, Session: "s1"})
	})
}

// TestPromptRebindsFromAnotherTransport: a prompt from a transport the record is not bound to
// rebinds it before its turn starts; a turn started without the rebind is I11.
func TestPromptRebindsFromAnotherTransport(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.must(WsConnect{Transport: 1})
		d.must(WsConnect{Transport: 2})
		d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:t1", "t1"),
			gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 1, Session: "t1", Bind: "create"})
		return d
	}
	prompt := TuiPrompt{Transport: 2, Record: 1, OK: true, Token: 7}
	started := gateway.Effect{Kind: gateway.TurnStarted, Transport: 2, Record: 1, Session: "t1", Token: 7}
	t.Run("good", func(t *testing.T) {
		setup(t).must(prompt, gateway.Effect{Kind: gateway.RecordBound, Transport: 2, Record: 1, Session: "t1", Bind: "prompt"}, started)
	})
	t.Run("bad: not rebound", func(t *testing.T) { setup(t).fails("I11", prompt, started) })
}

// TestPromptBusyOnlyWhileRunning: a prompt on an open record whose turn runs is refused as busy
// and starts nothing; one on an idle record starts its turn. A busy refusal of an idle record, or
// a second turn on a running one, is caught.
func TestPromptBusyOnlyWhileRunning(t *testing.T) {
	setup := func(t *testing.T, running bool) *drv {
		d := withRecord(t)
		if running {
			d.must(TuiPrompt{Transport: 1, Record: 1, OK: true, Token: 7},
				gateway.Effect{Kind: gateway.TurnStarted, Transport: 1, Record: 1, Session: "t1", Token: 7})
		}
		return d
	}
	busy := gateway.Effect{Kind: gateway.Rejected, Transport: 1, Record: 1, Session: "t1", Why: "busy"}
	second := TuiPrompt{Transport: 1, Record: 1, OK: true, Token: 8}
	started := gateway.Effect{Kind: gateway.TurnStarted, Transport: 1, Record: 1, Session: "t1", Token: 8}
	t.Run("good: busy while running", func(t *testing.T) { setup(t, true).must(TuiPrompt{Transport: 1, Record: 1}, busy) })
	t.Run("good: started while idle", func(t *testing.T) { setup(t, false).must(second, started) })
	t.Run("bad: busy while idle", func(t *testing.T) { setup(t, false).fails("replies", TuiPrompt{Transport: 1, Record: 1}, busy) })
	t.Run("bad: a second turn while running", func(t *testing.T) { setup(t, true).fails("replies", second, started) })
}

// withRecord is a driver with transport 1 open and record 1 created on it, viewing the TUI's own
// row t1.
func withRecord(t *testing.T) *drv {
	d := newDrv(t)
	d.must(WsConnect{Transport: 1})
	d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:t1", "t1"),
		gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 1, Session: "t1", Bind: "create"})
	return d
}

// TestTuiRearmOnlyWhenNoTimerPends: a turn's end re-arms a detached record's reap only when the
// timer of its detachment has fired (docs/contract.md §2.14); a re-arm while that timer still
// pends is caught.
func TestTuiRearmOnlyWhenNoTimerPends(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.must(WsConnect{1})
		d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:v1", "v1"),
			gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 1, Session: "v1", Bind: "create"})
		d.must(TuiPrompt{Transport: 1, Record: 1, OK: true, Token: 7},
			gateway.Effect{Kind: gateway.TurnStarted, Transport: 1, Record: 1, Session: "v1", Token: 7})
		d.must(TeardownSnapshot{1})
		d.must(TeardownApply{1}, gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 1},
			gateway.Effect{Kind: gateway.ReapArmed, Record: 1, Token: 1, At: d.now.Add(20 * time.Second)})
		return d
	}
	end := TuiTurnEnd{Record: 1, Token: 7, Outcome: gateway.OutcomeOK}
	ended := gateway.Effect{Kind: gateway.TurnEnded, Record: 1, Session: "v1", Token: 7, Outcome: gateway.OutcomeOK}
	rearm := func(d *drv) gateway.Effect {
		return gateway.Effect{Kind: gateway.ReapArmed, Record: 1, Token: 1, At: d.now.Add(20 * time.Second)}
	}
	t.Run("good: the detachment's timer still pends", func(t *testing.T) {
		d := setup(t)
		d.after(5 * time.Second)
		d.must(end, ended)
	})
	t.Run("bad: re-armed while it pends", func(t *testing.T) {
		d := setup(t)
		d.after(5 * time.Second)
		d.fails("I12", end, ended, rearm(d))
	})
	t.Run("good: re-armed after it fired and spared the running record", func(t *testing.T) {
		d := setup(t)
		d.after(25 * time.Second)
		d.must(Tick{})
		d.must(end, ended, rearm(d))
	})
}

// TestTuiResumeGivesBackAnAccidentalEnd: session.resume of a row ended by accident (here a reap)
// reopens it and binds a record (docs/contract.md §2.14: only an intentional boundary or a
// compression answers not found); "not found" is caught.
func TestTuiResumeGivesBackAnAccidentalEnd(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := withRecord(t)
		d.must(TeardownSnapshot{1})
		d.must(TeardownApply{1}, gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 1},
			gateway.Effect{Kind: gateway.ReapArmed, Record: 1, Token: 1, At: d.now.Add(20 * time.Second)})
		d.after(20 * time.Second)
		d.must(Tick{}, gateway.Effect{Kind: gateway.RowEnded, Session: "t1", Reason: gateway.EndWsOrphanReap},
			gateway.Effect{Kind: gateway.RecordClosed, Record: 1, Session: "t1", Reason: gateway.EndWsOrphanReap})
		d.must(WsConnect{Transport: 2})
		return d
	}
	resume := SessionResume{Transport: 2, Target: "t1"}
	t.Run("good: reopened and bound", func(t *testing.T) {
		setup(t).must(resume, gateway.Effect{Kind: gateway.RowReopened, Session: "t1"},
			gateway.Effect{Kind: gateway.RecordBound, Transport: 2, Record: 2, Session: "t1", Bind: "resume-cold"})
	})
	t.Run("bad: not found", func(t *testing.T) {
		setup(t).fails("replies", resume, gateway.Effect{Kind: gateway.NotFound, Transport: 2, Session: "t1", Reason: gateway.EndWsOrphanReap, Why: "intentional boundary"})
	})
}

// TestClosedRecordNamedInNotFound: a session.close or prompt.submit of a record the server closed
// answers not found naming the session it viewed (docs/contract.md §2.14); one naming none is
// caught.
func TestClosedRecordNamedInNotFound(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := withRecord(t)
		d.must(TuiClose{Transport: 1, Record: 1, OK: true}, gateway.Effect{Kind: gateway.RowEnded, Session: "t1", Reason: gateway.EndTuiClose},
			gateway.Effect{Kind: gateway.RecordClosed, Record: 1, Session: "t1", Reason: gateway.EndTuiClose})
		return d
	}
	named := gateway.Effect{Kind: gateway.NotFound, Transport: 1, Record: 1, Session: "t1"}
	unnamed := gateway.Effect{Kind: gateway.NotFound, Transport: 1, Record: 1}
	t.Run("good: close names it", func(t *testing.T) { setup(t).must(TuiClose{Transport: 1, Record: 1}, named) })
	t.Run("bad: close names none", func(t *testing.T) { setup(t).fails("replies", TuiClose{Transport: 1, Record: 1}, unnamed) })
	t.Run("good: prompt names it", func(t *testing.T) { setup(t).must(TuiPrompt{Transport: 1, Record: 1}, named) })
	t.Run("bad: prompt names none", func(t *testing.T) { setup(t).fails("replies", TuiPrompt{Transport: 1, Record: 1}, unnamed) })
	t.Run("good: a record this process never had names none", func(t *testing.T) {
		withRecord(t).must(TuiClose{Transport: 1, Record: 1<<30 + 1}, gateway.Effect{Kind: gateway.NotFound, Transport: 1, Record: 1<<30 + 1})
	})
}

// TestCliAnswer: a CLI's start on a stored session binds it or says "not found" naming it, once;
// a live or accidentally ended target is bound.
func TestCliAnswer(t *testing.T) {
	yes, no := true, false
	start := func(bound *bool) CliResume { return CliResume{Proc: "cli1", Target: "s1", Bound: bound} }
	notFound := gateway.Effect{Kind: gateway.NotFound, Session: "s1", Reason: gateway.EndSessionReset, Why: "intentional boundary"}
	chatted := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		return d
	}
	t.Run("good: a live row bound", func(t *testing.T) { chatted(t).mustOn("cli1", start(&yes)) })
	t.Run("bad: a live row refused", func(t *testing.T) { chatted(t).failsOn("cli1", "replies", start(&no), notFound) })
	t.Run("bad: nothing bound and nothing said", func(t *testing.T) { chatted(t).failsOn("cli1", "replies", start(&no)) })
	t.Run("bad: bound and not found at once", func(t *testing.T) {
		chatted(t).failsOn("cli1", "replies", start(&yes), notFound)
	})
	t.Run("good: a row left by /new refused, naming it", func(t *testing.T) {
		d := chatted(t)
		d.must(NewCmd{tg}, rowEnd(tg, "s1", gateway.EndSessionReset, true), fx(gateway.RowCreated, tg.Key, "s2"),
			fx(gateway.RouteSaved, tg.Key, "s2"), replied(tg, "s2", "new session"))
		d.mustOn("cli1", start(&no), notFound)
	})
}
