package model

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// For every invariant: a hand-built bad step that must fire it, and the good twin that must not.
// Predictions go through a Model fed hand-built effects; state checks through a hand-built
// History and Observation.

const ok = gateway.OutcomeOK

func TestI1AccidentKeepsConversation(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(AgentClose{tg.Key}, rowEnd(tg, "s1", gateway.EndAgentClose, false), agentClosed(tg, "s1"))
		d.after(time.Minute)
		return d
	}
	t.Run("bad: fresh empty incarnation", func(t *testing.T) {
		setup(t).fails("I1", Message{Lane: tg}, fresh(tg, "s1", "s2", "", 2)...)
	})
	t.Run("good: reopened", func(t *testing.T) {
		setup(t).must(Message{Lane: tg}, append([]gateway.Effect{fx(gateway.RowReopened, tg.Key, "s1")}, same(tg, "s1", 2)...)...)
	})
}

func TestI2NoResurrection(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		return d
	}
	newCmd := []gateway.Effect{rowEnd(tg, "s1", gateway.EndAgentClose, false), rowEnd(tg, "s1", gateway.EndSessionReset, true),
		fx(gateway.RowCreated, tg.Key, "s2"), fx(gateway.RouteSaved, tg.Key, "s2"), replied(tg, "s2", "new session")}
	t.Run("bad: the left conversation comes back", func(t *testing.T) {
		d := setup(t)
		d.must(NewCmd{tg}, newCmd...)
		d.must(RouteLost{Lane: tg.Key})
		d.fails("I2", Message{Lane: tg}, append([]gateway.Effect{fx(gateway.RowReopened, tg.Key, "s1")}, same(tg, "s1", 2)...)...)
	})
	t.Run("bad: /new leaves the old row open", func(t *testing.T) {
		d := setup(t)
		d.fails("I2", NewCmd{tg}, fx(gateway.RowCreated, tg.Key, "s2"), fx(gateway.RouteSaved, tg.Key, "s2"), replied(tg, "s2", "new session"))
	})
	t.Run("bad: an idle reset that did not happen", func(t *testing.T) {
		d := setup(t)
		d.after(2 * time.Hour)
		d.fails("I2", Message{Lane: tg}, same(tg, "s1", 2)...)
	})
	t.Run("bad: a viewer's cold resume reopens it", func(t *testing.T) {
		d := setup(t)
		d.must(NewCmd{tg}, newCmd...)
		d.must(WsConnect{1})
		d.fails("I2", SessionResume{Transport: 1, Target: "s1"}, fx(gateway.RowReopened, tg.Key, "s1"),
			gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 1, Session: "s1", Bind: "resume-cold"})
	})
	t.Run("good", func(t *testing.T) {
		d := setup(t)
		d.must(NewCmd{tg}, newCmd...)
		d.must(Message{Lane: tg}, same(tg, "s2", 2)...)
		d.must(WsConnect{1})
		// A viewer may not make an intentional boundary live again (docs/contract.md §2.14, H1).
		d.must(SessionResume{Transport: 1, Target: "s1"},
			gateway.Effect{Kind: gateway.NotFound, Transport: 1, Session: "s1", Reason: gateway.EndSessionReset, Why: "intentional boundary"})
		// An explicit /resume from its own lane may bring it back.
		d.must(ResumeCmd{Lane: tg, Target: "s1"}, endedFx(tg, "s2", 2, gateway.OutcomeInterrupted), rowEnd(tg, "s2", gateway.EndSessionSwitch, true),
			fx(gateway.RowReopened, tg.Key, "s1"), fx(gateway.RouteSaved, tg.Key, "s1"), replied(tg, "s1", "resumed"))
		d.must(Message{Lane: tg}, same(tg, "s1", 3)...)
	})
}

// TestI7BoundaryReasonIsTheCommands: the row a user leaves reads the reason of the command
// that left it: session_reset for /new (docs/contract.md §2.6), session_switch for /resume
// (§2.7), not just any intentional reason.
func TestI7BoundaryReasonIsTheCommands(t *testing.T) {
	newFx := func(r gateway.EndReason) []gateway.Effect {
		return []gateway.Effect{rowEnd(tg, "s1", gateway.EndAgentClose, false), rowEnd(tg, "s1", r, true),
			fx(gateway.RowCreated, tg.Key, "s2"), fx(gateway.RouteSaved, tg.Key, "s2"), replied(tg, "s2", "new session")}
	}
	resumeFx := func(r gateway.EndReason) []gateway.Effect {
		return []gateway.Effect{rowEnd(tg, "s2", r, true), fx(gateway.RowReopened, tg.Key, "s1"),
			fx(gateway.RouteSaved, tg.Key, "s1"), replied(tg, "s1", "resumed")}
	}
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		return d
	}
	t.Run("bad: /new ends the row as session_switch", func(t *testing.T) {
		setup(t).fails("I7", NewCmd{tg}, newFx(gateway.EndSessionSwitch)...)
	})
	t.Run("bad: /resume ends the row it leaves as session_reset", func(t *testing.T) {
		d := setup(t)
		d.must(NewCmd{tg}, newFx(gateway.EndSessionReset)...)
		d.fails("I7", ResumeCmd{Lane: tg, Target: "s1"}, resumeFx(gateway.EndSessionReset)...)
	})
	t.Run("good", func(t *testing.T) {
		d := setup(t)
		d.must(NewCmd{tg}, newFx(gateway.EndSessionReset)...)
		d.must(ResumeCmd{Lane: tg, Target: "s1"}, resumeFx(gateway.EndSessionSwitch)...)
	})
}

func TestI3ExplicitReasonsImmutable(t *testing.T) {
	rules := RulesFrom(ptr(testConfig()))
	base := []gateway.Row{{ID: "s1", Key: tg.Key, EndedAt: t0, EndReason: gateway.EndIdle}}
	step := func(ev Event, rows []gateway.Row, grant bool) error {
		h := NewHistory(&rules)
		h.beginStep(Tick{}, t0)
		if err := CheckAll(&Observation{At: t0, Event: Tick{}, Rows: base}, h); err != nil {
			t.Fatal(err)
		}
		h.beginStep(ev, t0)
		if grant {
			h.NoteReopen("s1", tg.Key, true)
		}
		return CheckI3(&Observation{At: t0, Event: ev, Rows: rows}, h)
	}
	overwritten := []gateway.Row{{ID: "s1", Key: tg.Key, EndedAt: t0, EndReason: gateway.EndAgentClose}}
	reopened := []gateway.Row{{ID: "s1", Key: tg.Key}}
	wantInv(t, "I3", step(Tick{}, overwritten, false))
	wantInv(t, "I3", step(Message{Lane: tg}, reopened, false))
	wantNone(t, step(ResumeCmd{Lane: tg, Target: "s1"}, reopened, true))
	// Reopened on request and left again within the step (a released /resume then /new).
	left := []gateway.Row{{ID: "s1", Key: tg.Key, EndedAt: t0, EndReason: gateway.EndSessionReset}}
	wantNone(t, step(Tick{}, left, true))
	wantInv(t, "I3", step(Tick{}, left, false))
	wantNone(t, step(Tick{}, base, false))
}

func TestI4PromotableIsRecoverable(t *testing.T) {
	rules := RulesFrom(ptr(testConfig()))
	run := func(prev gateway.EndReason, boundary bool, rows []gateway.Row, effs ...gateway.Effect) error {
		h := NewHistory(&rules)
		h.beginStep(Tick{}, t0)
		base := []gateway.Row{{ID: "s1", Key: tg.Key, EndedAt: t0, EndReason: prev}}
		if err := CheckAll(&Observation{At: t0, Event: Tick{}, Rows: base}, h); err != nil {
			t.Fatal(err)
		}
		h.beginStep(NewCmd{tg}, t0)
		if boundary {
			h.NoteBoundary(Boundary{Lane: tg.Key, Session: "s1", What: "/new", Want: endSessionReset})
		}
		return CheckI4(&Observation{At: t0, Event: NewCmd{tg}, Rows: rows, Effects: effs}, h)
	}
	stuck := []gateway.Row{{ID: "s1", Key: tg.Key, EndedAt: t0, EndReason: gateway.EndWsOrphanReap}}
	promoted := []gateway.Row{{ID: "s1", Key: tg.Key, EndedAt: t0, EndReason: gateway.EndSessionReset}}
	wantInv(t, "I4", run(gateway.EndWsOrphanReap, true, stuck))
	wantNone(t, run(gateway.EndWsOrphanReap, true, promoted, rowEnd(tg, "s1", gateway.EndSessionReset, true)))
	wantInv(t, "I4", run(gateway.EndCompression, false, promoted, rowEnd(tg, "s1", gateway.EndSessionReset, true)))
}

func TestI5RestartNeverLosesActiveSession(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.crashMidTurn(tg, "s1", 2)
		return d
	}
	t.Run("bad: no resume note", func(t *testing.T) {
		setup(t).fails("I5", Message{Lane: tg}, same(tg, "s1", 3)...)
	})
	t.Run("bad: the marker is lost at boot", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		d.must(Kill{})
		d.must(AdapterUp{"telegram"})
		d.fails("I5", Boot{})
	})
	t.Run("bad: still owed at the end", func(t *testing.T) {
		d := setup(t)
		wantInv(t, "I5", d.m.CheckLiveness())
	})
	t.Run("good", func(t *testing.T) {
		d := setup(t)
		d.must(Message{Lane: tg}, same(tg, "s1", 3, resNote(tg, "a", gateway.ResumeRestartInterrupted))...)
		d.must(TurnEnd{Lane: tg.Key, Token: 3, Outcome: ok, Tokens: 5}, endedFx(tg, "s1", 3, ok),
			gateway.Effect{Kind: gateway.ClearedResume, Lane: tg.Key})
		wantNone(t, d.m.CheckLiveness())
	})
}

func TestI6NoSpuriousResume(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.after(30 * time.Second)
		d.must(Kill{})
		d.must(AdapterUp{"telegram"})
		return d
	}
	t.Run("bad: synthetic turn after a completed turn", func(t *testing.T) {
		setup(t).fails("I6", Boot{}, resNote(tg, "b", gateway.ResumeRestartInterrupted), started(tg, "s1", 2, true))
	})
	t.Run("bad: marked by recency", func(t *testing.T) {
		setup(t).fails("I6", Boot{}, marked(tg, gateway.ResumeRestartInterrupted))
	})
	t.Run("bad: resume note on a lane that owes nothing", func(t *testing.T) {
		d := setup(t)
		d.must(Boot{})
		d.fails("I6", Message{Lane: tg}, same(tg, "s1", 2, resNote(tg, "a", gateway.ResumeRestartInterrupted))...)
	})
	t.Run("good", func(t *testing.T) {
		d := setup(t)
		d.must(Boot{})
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
	})
}

func TestI7Auditability(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.after(61 * time.Minute)
		return d
	}
	idle := gateway.EndIdle
	t.Run("bad: the old row reads session_reset", func(t *testing.T) {
		d := setup(t)
		effs := fresh(tg, "", "s2", idle, 2, notice(tg, idle), ctxNote(tg, idle))
		d.fails("I7", Message{Lane: tg}, append([]gateway.Effect{rowEnd(tg, "s1", gateway.EndSessionReset, true)}, effs...)...)
	})
	t.Run("bad: the wrong reason", func(t *testing.T) {
		d := setup(t)
		daily := gateway.EndDaily
		d.fails("I7", Message{Lane: tg}, fresh(tg, "s1", "s2", daily, 2, notice(tg, daily), ctxNote(tg, daily))...)
	})
	t.Run("bad: no context note", func(t *testing.T) {
		setup(t).fails("I7", Message{Lane: tg}, fresh(tg, "s1", "s2", idle, 2, notice(tg, idle))...)
	})
	t.Run("bad: the watcher finalizes without closing the agent", func(t *testing.T) {
		setup(t).fails("effects", Tick{}, rowEnd(tg, "s1", idle, true), fx(gateway.Finalized, tg.Key, "s1"))
	})
	t.Run("bad: the watcher finalizes as session_reset", func(t *testing.T) {
		setup(t).fails("I7", Tick{}, rowEnd(tg, "s1", gateway.EndSessionReset, true), fx(gateway.Finalized, tg.Key, "s1"))
	})
	t.Run("bad: the watcher finalizes without reporting it", func(t *testing.T) {
		d := setup(t)
		d.entry(tg.Key).ExpiryFinalized = true
		d.fails("I7", Tick{}, rowEnd(tg, "s1", idle, true), fx(gateway.RouteSaved, tg.Key, "s1"))
	})
	t.Run("bad: the watcher gives up on a live row without a word", func(t *testing.T) {
		d := setup(t)
		d.entry(tg.Key).ExpiryFinalized = true
		d.fails("I7", Tick{}, fx(gateway.RouteSaved, tg.Key, "s1"))
	})
	t.Run("good", func(t *testing.T) {
		d := setup(t)
		d.must(Tick{}, fx(gateway.AgentClosed, tg.Key, "s1"), rowEnd(tg, "s1", idle, true), fx(gateway.Finalized, tg.Key, "s1"))
		d.must(Message{Lane: tg}, fresh(tg, "", "s2", idle, 2, notice(tg, idle), ctxNote(tg, idle))...)
	})
}

func TestI8NotifyExactlyPerPolicy(t *testing.T) {
	idle := gateway.EndIdle
	setup := func(t *testing.T, tokens int) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, tokens)
		d.after(61 * time.Minute)
		return d
	}
	t.Run("bad: an active conversation reset silently", func(t *testing.T) {
		setup(t, 100).fails("I8", Message{Lane: tg}, fresh(tg, "s1", "s2", idle, 2, ctxNote(tg, idle))...)
	})
	t.Run("bad: an idle conversation reset loudly", func(t *testing.T) {
		setup(t, 0).fails("I8", Message{Lane: tg}, fresh(tg, "s1", "s2", idle, 2, notice(tg, idle), ctxNote(tg, idle))...)
	})
	t.Run("bad: the notice again on the next message", func(t *testing.T) {
		d := setup(t, 100)
		d.must(Message{Lane: tg}, fresh(tg, "s1", "s2", idle, 2, notice(tg, idle), ctxNote(tg, idle))...)
		d.fails("I8", Message{Lane: tg}, same(tg, "s2", 3, notice(tg, idle))...)
	})
	t.Run("good", func(t *testing.T) {
		setup(t, 100).must(Message{Lane: tg}, fresh(tg, "s1", "s2", idle, 2, notice(tg, idle), ctxNote(tg, idle))...)
		setup(t, 0).must(Message{Lane: tg}, fresh(tg, "s1", "s2", idle, 2, ctxNote(tg, idle))...)
	})
}

func TestI9ModeNoneNeverRotates(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t, func(c *gateway.Config) { c.Reset.Mode = gateway.ResetNone })
		d.chat(tg, "s1", 1, 100)
		d.crashMidTurn(tg, "s1", 2)
		d.after(3 * time.Hour)
		return d
	}
	exp := gateway.EndResumePendingExpired
	t.Run("bad: expired under mode none", func(t *testing.T) {
		setup(t).fails("I9", Message{Lane: tg}, fresh(tg, "s1", "s2", exp, 3, notice(tg, exp), ctxNote(tg, exp))...)
	})
	t.Run("bad: idle under mode none", func(t *testing.T) {
		d := newDrv(t, func(c *gateway.Config) { c.Reset.Mode = gateway.ResetNone })
		d.chat(tg, "s1", 1, 100)
		d.after(48 * time.Hour)
		idle := gateway.EndIdle
		d.fails("I9", Message{Lane: tg}, fresh(tg, "s1", "s2", idle, 2, notice(tg, idle), ctxNote(tg, idle))...)
	})
	t.Run("good: kept, note optional", func(t *testing.T) {
		setup(t).must(Message{Lane: tg}, same(tg, "s1", 3)...)
		setup(t).must(Message{Lane: tg}, same(tg, "s1", 3, resNote(tg, "a", gateway.ResumeRestartInterrupted))...)
	})
}

func TestI10RoutingNeverIntoDeadRow(t *testing.T) {
	t.Run("bad: a turn on an ended row", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(AgentClose{tg.Key}, rowEnd(tg, "s1", gateway.EndAgentClose, false), agentClosed(tg, "s1"))
		d.fails("I10", Message{Lane: tg}, same(tg, "s1", 2)...)
	})
	t.Run("bad: a post-turn sync writes an ended id back", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(NewCmd{tg}, rowEnd(tg, "s1", gateway.EndSessionReset, true), fx(gateway.RowCreated, tg.Key, "s2"),
			fx(gateway.RouteSaved, tg.Key, "s2"), replied(tg, "s2", "new session"))
		d.must(Message{Lane: tg}, same(tg, "s2", 2)...)
		d.fails("I10", TurnEnd{Lane: tg.Key, Token: 2, Outcome: ok}, endedFx(tg, "s2", 2, ok), fx(gateway.RouteSaved, tg.Key, "s1"))
	})
	t.Run("bad: a message swallowed", func(t *testing.T) {
		d := newDrv(t)
		d.fails("I10", Message{Lane: tg})
	})
	t.Run("good", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
	})
}

// tuiSetup: record u1 viewing session v1 is bound to t1, whose socket drops; t2 resumes it.
func tuiSetup(t *testing.T, rebind bool) *drv {
	d := newDrv(t)
	d.must(WsConnect{1})
	d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:v1", "v1"),
		gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 1, Session: "v1", Bind: "create"})
	d.must(TeardownSnapshot{1})
	if rebind {
		d.must(WsConnect{2})
		d.must(SessionResume{Transport: 2, Target: "v1"},
			gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 2, Session: "v1", Bind: "resume-live"})
	}
	return d
}

func TestI11OldTeardownNeverClosesRebound(t *testing.T) {
	detach := gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 1}
	arm := gateway.Effect{Kind: gateway.ReapArmed, Record: 1, Token: 1}
	t.Run("bad: detached after the rebind", func(t *testing.T) {
		tuiSetup(t, true).fails("I11", TeardownApply{1}, detach, arm)
	})
	t.Run("bad: closed after the rebind", func(t *testing.T) {
		tuiSetup(t, true).fails("I11", TeardownApply{1},
			gateway.Effect{Kind: gateway.RecordClosed, Record: 1, Session: "v1", Reason: gateway.EndWsDisconnect})
	})
	t.Run("bad: a reap armed against a bound record", func(t *testing.T) {
		tuiSetup(t, true).fails("I11", TeardownApply{1}, arm)
	})
	t.Run("good", func(t *testing.T) {
		tuiSetup(t, true).must(TeardownApply{1})
		tuiSetup(t, false).must(TeardownApply{1}, detach, arm)
	})
}

func TestI12ReapGracePerDetachment(t *testing.T) {
	reap := gateway.Effect{Kind: gateway.RecordClosed, Record: 1, Session: "v1", Reason: gateway.EndWsOrphanReap}
	setup := func(t *testing.T) *drv {
		d := tuiSetup(t, false)
		d.must(TeardownApply{1}, gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 1},
			gateway.Effect{Kind: gateway.ReapArmed, Record: 1, Token: 1})
		return d
	}
	t.Run("bad: reaped before the grace", func(t *testing.T) {
		d := setup(t)
		d.after(19 * time.Second)
		d.fails("I12", Tick{}, reap)
	})
	t.Run("bad: an old timer reaps a later detachment", func(t *testing.T) {
		d := setup(t)
		d.after(10 * time.Second)
		d.must(WsConnect{2})
		d.must(SessionResume{Transport: 2, Target: "v1"},
			gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 2, Session: "v1", Bind: "resume-live"})
		d.must(TeardownSnapshot{2})
		d.must(TeardownApply{2}, gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 2},
			gateway.Effect{Kind: gateway.ReapArmed, Record: 1, Token: 3})
		d.after(10 * time.Second)
		d.fails("I12", Tick{}, reap)
	})
	t.Run("bad: never reaped", func(t *testing.T) {
		d := setup(t)
		d.fails("I12", Advance{d.now.Add(time.Minute)}) // at the first step past the grace
		wantInv(t, "I12", d.m.CheckLiveness())
	})
	t.Run("good", func(t *testing.T) {
		d := setup(t)
		d.after(20 * time.Second)
		d.must(Tick{}, gateway.Effect{Kind: gateway.RowEnded, Session: "v1", Reason: gateway.EndWsOrphanReap}, reap)
		wantNone(t, d.m.CheckLiveness())
	})
}

func TestI13ViewerNeverEndsGatewayRow(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(WsConnect{1})
		d.must(SessionResume{Transport: 1, Target: "s1"},
			gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 1, Session: "s1", Bind: "resume-live"})
		d.must(TeardownSnapshot{1})
		d.must(TeardownApply{1}, gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 1},
			gateway.Effect{Kind: gateway.ReapArmed, Record: 1, Token: 1})
		d.after(20 * time.Second)
		return d
	}
	reap := gateway.Effect{Kind: gateway.RecordClosed, Record: 1, Session: "s1", Reason: gateway.EndWsOrphanReap}
	t.Run("bad: the reap ends the gateway row", func(t *testing.T) {
		setup(t).fails("I13", Tick{}, rowEnd(tg, "s1", gateway.EndWsOrphanReap, false), reap)
	})
	t.Run("bad: the teardown closes the agent as agent_close", func(t *testing.T) {
		setup(t).fails("I13", Tick{}, reap, rowEnd(tg, "s1", gateway.EndAgentClose, false))
	})
	t.Run("good", func(t *testing.T) {
		setup(t).must(Tick{}, reap)
	})
}

func TestI14BoundedAutoResume(t *testing.T) {
	// cycle: the lane's turn tok runs through a restart whose drain times out, and the next boot
	// resumes it with turn tok+1.
	cycle := func(d *drv, tok gateway.TurnToken, boot ...gateway.Effect) {
		d.t.Helper()
		d.after(2 * time.Minute)
		d.must(Stop{Restart: true}, drainNotice(tg, true), marked(tg, gateway.ResumeRestartTimeout))
		d.must(Tick{}, endedFx(tg, "s1", tok, gateway.OutcomeInterrupted))
		d.must(Exit{})
		d.after(time.Minute)
		d.must(AdapterUp{"telegram"})
		if boot == nil {
			boot = []gateway.Effect{resNote(tg, "b", gateway.ResumeRestartTimeout), started(tg, "s1", tok+1, true)}
		}
		d.must(Boot{}, boot...)
	}
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		cycle(d, 2)
		cycle(d, 3)
		return d
	}
	third := func(d *drv, boot ...gateway.Effect) error {
		d.after(2 * time.Minute)
		d.must(Stop{Restart: true}, drainNotice(tg, true), marked(tg, gateway.ResumeRestartTimeout))
		d.must(Tick{}, endedFx(tg, "s1", 4, gateway.OutcomeInterrupted))
		d.must(Exit{})
		d.after(time.Minute)
		d.must(AdapterUp{"telegram"})
		return d.step(Boot{}, boot...)
	}
	t.Run("bad: never suspended", func(t *testing.T) {
		d := setup(t)
		wantInv(t, "I14", third(d, resNote(tg, "b", gateway.ResumeRestartTimeout), started(tg, "s1", 5, true)))
	})
	t.Run("bad: the breaker does not stop a fast loop", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		// Two boots with a candidate resume it; the third within the window counts itself too
		// (docs/contract.md §2.10 step 5: this boot's time with the younger ones, three or more).
		for tok := gateway.TurnToken(2); tok < 4; tok++ {
			d.must(Kill{})
			d.must(AdapterUp{"telegram"})
			d.must(Boot{}, marked(tg, gateway.ResumeRestartInterrupted), resNote(tg, "b", gateway.ResumeRestartInterrupted),
				started(tg, "s1", tok+1, true))
		}
		d.must(Kill{})
		d.must(AdapterUp{"telegram"})
		d.fails("I14", Boot{}, resNote(tg, "b", gateway.ResumeRestartInterrupted), started(tg, "s1", 5, true))
	})
	t.Run("bad: a suspended lane stays", func(t *testing.T) {
		d := setup(t)
		wantNone(t, third(d, gateway.Effect{Kind: gateway.Suspended, Lane: tg.Key}))
		d.fails("I14", Message{Lane: tg}, same(tg, "s1", 6)...)
	})
	t.Run("good", func(t *testing.T) {
		d := setup(t)
		wantNone(t, third(d, gateway.Effect{Kind: gateway.Suspended, Lane: tg.Key}))
		sus := gateway.EndSuspended
		d.must(Message{Lane: tg}, fresh(tg, "s1", "s2", sus, 6, notice(tg, sus), ctxNote(tg, sus))...)
	})
}

func TestI15OneTransitionPerLane(t *testing.T) {
	t.Run("bad: a routing nobody asked for", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.fails("I15", Tick{}, routed(tg, "s1", false, ""))
	})
	t.Run("bad: two rows for one message", func(t *testing.T) {
		d := newDrv(t)
		d.fails("I15", Message{Lane: tg}, append([]gateway.Effect{fx(gateway.RowCreated, tg.Key, "s0")}, fresh(tg, "", "s1", "", 1)...)...)
	})
	t.Run("good", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
	})
}

func TestI16ResumeTurnsNeverBlank(t *testing.T) {
	setup := func(t *testing.T, l Lane) *drv {
		d := newDrv(t)
		d.chat(l, "s1", 1, 100)
		d.must(Message{Lane: l}, same(l, "s1", 2)...)
		d.must(Kill{})
		d.must(AdapterUp{l.Platform})
		return d
	}
	boot := func(l Lane, variant string, note bool) []gateway.Effect {
		out := []gateway.Effect{marked(l, gateway.ResumeRestartInterrupted)}
		if note {
			out = append(out, resNote(l, variant, gateway.ResumeRestartInterrupted))
		}
		return append(out, started(l, "s1", 3, true))
	}
	t.Run("bad: blank", func(t *testing.T) { setup(t, tg).fails("I16", Boot{}, boot(tg, "", false)...) })
	t.Run("bad: interactive note on a webhook", func(t *testing.T) { setup(t, wh).fails("I16", Boot{}, boot(wh, "b", true)...) })
	t.Run("bad: non-interactive note on telegram", func(t *testing.T) { setup(t, tg).fails("I16", Boot{}, boot(tg, "c", true)...) })
	t.Run("good", func(t *testing.T) {
		setup(t, tg).must(Boot{}, boot(tg, "b", true)...)
		setup(t, wh).must(Boot{}, boot(wh, "c", true)...)
	})
}

func wantInv(t *testing.T, inv string, err error) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), inv+": ") {
		t.Fatalf("want an %s violation, got %v", inv, err)
	}
	t.Logf("%s", err)
}

func wantNone(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected violation:\n%v", err)
	}
}

func ptr[T any](v T) *T { return &v }

// TestEffectsReportRealWrites: a durable effect must match a write the store took: a row created,
// ended with its reason, reopened; a route saved for its session. And a row the call created is
// reported.
func TestEffectsReportRealWrites(t *testing.T) {
	rules := RulesFrom(ptr(testConfig()))
	ended := gateway.Row{ID: "s1", Key: tg.Key, EndedAt: t0, EndReason: gateway.EndSessionReset}
	live := gateway.Row{ID: "s2", Key: tg.Key}
	check := func(effs []gateway.Effect, ws []Written) error {
		h := NewHistory(&rules)
		h.rows["s1"], h.rows["s3"] = rowSeen{live: true, msgs: true}, rowSeen{live: true, msgs: true} // rows earlier steps saw
		h.beginStep(NewCmd{tg}, t0)
		return checkEffectsTrue(&Observation{At: t0, Event: NewCmd{tg}, Effects: effs, Writes: ws}, h)
	}
	promoted := rowEnd(tg, "s1", gateway.EndSessionReset, true)
	created := fx(gateway.RowCreated, tg.Key, "s2")
	saved := fx(gateway.RouteSaved, tg.Key, "s2")
	good := []Written{{Session: "s1", Row: &ended}, {Session: "s2", Row: &live}, {Lane: tg.Key, Session: "s2"}}
	wantNone(t, check([]gateway.Effect{promoted, created, saved}, good))
	wantNone(t, check([]gateway.Effect{promoted}, nil))                                             // no writes reported: not judged
	wantInv(t, "effects", check([]gateway.Effect{created}, []Written{}))                            // the create failed
	wantInv(t, "effects", check([]gateway.Effect{saved}, []Written{{Lane: tg.Key, Session: "s1"}})) // saved another session
	wantInv(t, "effects", check([]gateway.Effect{rowEnd(tg, "s1", gateway.EndIdle, true)}, good))   // another reason
	wantInv(t, "effects", check([]gateway.Effect{fx(gateway.RowReopened, tg.Key, "s1")}, good))     // s1 still ended
	closedEnded := gateway.Effect{Kind: gateway.AgentClosed, Lane: tg.Key, Session: "s3", RowEnded: true}
	agentEnd := gateway.Row{ID: "s3", Key: tg.Key, EndedAt: t0, EndReason: gateway.EndAgentClose}
	wantNone(t, check([]gateway.Effect{closedEnded}, []Written{{Session: "s3", Row: &agentEnd}}))
	wantNone(t, check([]gateway.Effect{{Kind: gateway.AgentClosed, Lane: tg.Key, Session: "s3"}}, []Written{})) // left the row
	wantInv(t, "effects", check([]gateway.Effect{closedEnded}, []Written{}))                                    // the end failed
	wantInv(t, "effects", check([]gateway.Effect{promoted, saved}, good))                                       // s2 created unreported
	// A reopen of s3, which the history saw live, claims a change that never was; after its end
	// in the same step it is a real reopen.
	s3 := gateway.Row{ID: "s3", Key: tg.Key}
	reopened := fx(gateway.RowReopened, tg.Key, "s3")
	wantInv(t, "effects", check([]gateway.Effect{reopened}, []Written{{Session: "s3", Row: &s3}}))
	wantNone(t, check([]gateway.Effect{closedEnded, reopened}, []Written{{Session: "s3", Row: &agentEnd}, {Session: "s3", Row: &s3}}))
}

// TestAgentCloseNamesTheRoutedSession: an agent close on a lane closes the agent of the session
// the lane routes to; one bound to another session (a binding a compression did not move) fails.
func TestAgentCloseNamesTheRoutedSession(t *testing.T) {
	rules := RulesFrom(ptr(testConfig()))
	check := func(s gateway.SessionID) error {
		h := NewHistory(&rules)
		h.routes[tg.Key] = "s2"
		ev := AgentClose{Lane: tg.Key}
		h.beginStep(ev, t0)
		return checkAgentBinding(&Observation{At: t0, Event: ev, Effects: []gateway.Effect{{Kind: gateway.AgentClosed, Lane: tg.Key, Session: s}}}, h)
	}
	wantNone(t, check("s2"))
	wantInv(t, "effects", check("s1"))
}

// TestRepliesOwed: every command gets the one reply the contract owes it.
func TestRepliesOwed(t *testing.T) {
	newFx := []gateway.Effect{rowEnd(tg, "s1", gateway.EndSessionReset, true), fx(gateway.RowCreated, tg.Key, "s2"),
		fx(gateway.RouteSaved, tg.Key, "s2")}
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.chat(tg2, "s9", 2, 100)
		return d
	}
	t.Run("/new without its confirmation", func(t *testing.T) {
		setup(t).fails("replies", NewCmd{tg}, newFx...)
	})
	t.Run("/new confirming another session", func(t *testing.T) {
		setup(t).fails("replies", NewCmd{tg}, append(newFx, replied(tg, "s1", "new session"))...)
	})
	t.Run("/new answered twice", func(t *testing.T) {
		setup(t).fails("replies", NewCmd{tg}, append(newFx, replied(tg, "s2", "new session"), replied(tg, "s2", "new session"))...)
	})
	t.Run("/resume of another lane's conversation must be refused", func(t *testing.T) {
		d := setup(t)
		d.fails("replies", ResumeCmd{Lane: tg, Target: "s9"}, fx(gateway.RouteSaved, tg.Key, "s9"), replied(tg, "s9", "resumed"))
		d = setup(t)
		d.must(ResumeCmd{Lane: tg, Target: "s9"}, replied(tg, "s9", "no such session"))
	})
	t.Run("/resume of the current conversation is already on", func(t *testing.T) {
		d := setup(t)
		d.fails("replies", ResumeCmd{Lane: tg, Target: "s1"}, replied(tg, "s1", "no such session"))
		d = setup(t)
		d.must(ResumeCmd{Lane: tg, Target: "s1"}, replied(tg, "s1", "already on"))
	})
	t.Run("/stop confirms", func(t *testing.T) {
		setup(t).fails("replies", StopCmd{tg})
		setup(t).must(StopCmd{tg}, replied(tg, "", "stopped"))
	})
	t.Run("a message gets no reply", func(t *testing.T) {
		setup(t).fails("replies", Message{Lane: tg}, append(same(tg, "s1", 3), replied(tg, "s1", "hello"))...)
	})
}

// TestOneTurnPerLane: a lane runs one turn at a time, user and synthetic alike: a new turn comes
// only after the running one ended (the gateway interrupts it first).
func TestOneTurnPerLane(t *testing.T) {
	d := newDrv(t)
	d.chat(tg, "s1", 1, 100)
	d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
	d.fails("I15", Message{Lane: tg}, same(tg, "s1", 3)...)
	d = newDrv(t)
	d.chat(tg, "s1", 1, 100)
	d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
	d.must(Message{Lane: tg}, append([]gateway.Effect{endedFx(tg, "s1", 2, gateway.OutcomeInterrupted)}, same(tg, "s1", 3)...)...)
}

// TestTTLReaperOnlyIdleRecords: the TTL reaper closes a record only once it is idle and older than
// the TTL, detached or on a dead socket, with no turn running.
func TestTTLReaperOnlyIdleRecords(t *testing.T) {
	bound := func(d *drv) {
		d.must(WsConnect{1})
		d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:t1", "t1"),
			gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 1, Session: "t1", Bind: "create"})
		d.must(TeardownSnapshot{Transport: 1})
		d.must(TeardownApply{Transport: 1}, gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 1, Session: "t1"})
	}
	closed := []gateway.Effect{{Kind: gateway.RowEnded, Session: "t1", Reason: gateway.EndIdleTimeout},
		{Kind: gateway.RecordClosed, Record: 1, Session: "t1", Reason: gateway.EndIdleTimeout}}
	d := newDrv(t, func(c *gateway.Config) { c.ReapGrace = 0 })
	bound(d)
	d.after(time.Hour)
	d.fails("I12", Tick{}, closed...) // an hour idle, the TTL is 6 h
	d = newDrv(t, func(c *gateway.Config) { c.ReapGrace = 0 })
	bound(d)
	d.after(6*time.Hour + time.Minute)
	d.must(Tick{}, closed...)
}

// TestI8DrainNotices: a stop tells each chat with a turn in flight exactly once, in the stop's
// category; two users' lanes of one group chat share a chat (P-drain-category, P-drain-per-lane).
func TestI8DrainNotices(t *testing.T) {
	g1 := Lane{Key: "agent:main:discord:group:g1:u1", Platform: "discord", Type: gateway.ChatGroup, Chat: "discord:g1:"}
	g2 := Lane{Key: "agent:main:discord:group:g1:u2", Platform: "discord", Type: gateway.ChatGroup, Chat: "discord:g1:"}
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.must(Message{Lane: g1}, fresh(g1, "", "s1", "", 1)...)
		d.must(Message{Lane: g2}, fresh(g2, "", "s2", "", 2)...)
		d.must(Message{Lane: tg}, fresh(tg, "", "s3", "", 3)...)
		return d
	}
	mark := func(restart bool) []gateway.Effect {
		rr := gateway.ResumeShutdownTimeout
		if restart {
			rr = gateway.ResumeRestartTimeout
		}
		return []gateway.Effect{marked(g1, rr), marked(g2, rr), marked(tg, rr)}
	}
	for _, restart := range []bool{false, true} {
		t.Run(fmt.Sprintf("good restart=%v", restart), func(t *testing.T) {
			setup(t).must(Stop{Restart: restart}, append([]gateway.Effect{drainNotice(g1, restart), drainNotice(tg, restart)}, mark(restart)...)...)
		})
	}
	t.Run("shutdown in the restart category", func(t *testing.T) {
		setup(t).fails("I8", Stop{}, append([]gateway.Effect{drainNotice(g1, true), drainNotice(tg, true)}, mark(false)...)...)
	})
	t.Run("a chat told twice", func(t *testing.T) {
		setup(t).fails("I8", Stop{Restart: true}, append([]gateway.Effect{drainNotice(g1, true), drainNotice(g2, true), drainNotice(tg, true)}, mark(true)...)...)
	})
	t.Run("a running chat not told", func(t *testing.T) {
		setup(t).fails("I8", Stop{Restart: true}, append([]gateway.Effect{drainNotice(g1, true)}, mark(true)...)...)
	})
	t.Run("good: a running chat whose adapter is down goes untold", func(t *testing.T) {
		d := setup(t)
		d.must(AdapterDown{Platform: tg.Platform})
		d.must(Stop{Restart: true}, append([]gateway.Effect{drainNotice(g1, true)}, mark(true)...)...)
	})
	t.Run("a notice to an idle lane", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.fails("I8", Stop{Restart: true}, drainNotice(tg, true))
	})
}

// TestExitWaitsForTurns: a graceful stop exits only once every turn ended, by itself or
// interrupted and marked at the drain's timeout; a process that exits under a running turn drops
// it unmarked (I5).
func TestExitWaitsForTurns(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.must(Message{Lane: tg}, fresh(tg, "", "s1", "", 1)...)
		d.must(Stop{}, drainNotice(tg, false), marked(tg, gateway.ResumeShutdownTimeout))
		return d
	}
	t.Run("good: the turn ended first", func(t *testing.T) {
		d := setup(t)
		d.must(TurnEnd{Lane: tg.Key, Token: 1, Outcome: gateway.OutcomeOK}, endedFx(tg, "s1", 1, gateway.OutcomeOK), fx(gateway.ClearedResume, tg.Key, "s1"))
		d.must(Exit{})
	})
	t.Run("bad: exit under the running turn", func(t *testing.T) { setup(t).fails("I5", Exit{}) })
	// A turn that ended without an ok during a drain that then completed owes nothing: the exit
	// clears the drain's pre-mark (contract §2.11 step 4).
	failed := func(t *testing.T) *drv {
		d := setup(t)
		d.must(TurnEnd{Lane: tg.Key, Token: 1, Outcome: gateway.OutcomeFailed}, endedFx(tg, "s1", 1, gateway.OutcomeFailed))
		return d
	}
	t.Run("good: the exit clears the pre-mark", func(t *testing.T) {
		failed(t).must(Exit{}, fx(gateway.ClearedResume, tg.Key, "s1"))
	})
	t.Run("bad: the exit keeps the pre-mark", func(t *testing.T) { failed(t).fails("I6", Exit{}) })
}

// A young in-flight marker on an entry that was not resume-pending is marked at the boot that
// finds it (docs/contract.md §2.10 step 2): its freshness counts from that boot, not from the
// turn's start, so a message soon after the boot is owed the resume, not an expiry reset.
func TestI5YoungMarkerFreshFromBoot(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t, func(c *gateway.Config) { c.FreshnessWindow = 10 * time.Minute })
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		d.after(20 * time.Minute) // older than W, younger than the marker age limit
		d.must(Kill{})
		d.must(Boot{}, marked(tg, gateway.ResumeRestartInterrupted))
		d.upUnjudged("telegram") // after the resume pass: the next message carries the resume
		d.after(time.Minute)
		return d
	}
	t.Run("bad: expired as if marked at the turn's start", func(t *testing.T) {
		d := setup(t)
		d.fails("I5", Message{Lane: tg}, fresh(tg, "s1", "s2", gateway.EndResumePendingExpired, 3,
			ctxNote(tg, gateway.EndResumePendingExpired), notice(tg, gateway.EndResumePendingExpired))...)
	})
	t.Run("good", func(t *testing.T) {
		d := setup(t)
		d.must(Message{Lane: tg}, same(tg, "s1", 3, resNote(tg, "a", gateway.ResumeRestartInterrupted))...)
	})
}

// A corrupted route is skipped at the next load, and for the fault it has: the reason is what an
// operator finds the bad entry by (docs/contract.md §1.2).
func TestCorruptedRouteSkippedForItsFault(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(RouteCorrupted{Lane: tg.Key, Fault: "session_id"})
		d.must(Kill{})
		return d
	}
	skipped := func(why string) gateway.Effect {
		return gateway.Effect{Kind: gateway.EntrySkipped, Lane: tg.Key, Why: why}
	}
	t.Run("bad: loaded", func(t *testing.T) {
		setup(t).fails("persist", Boot{})
	})
	t.Run("bad: skipped for another fault", func(t *testing.T) {
		setup(t).fails("persist", Boot{}, skipped("unreadable entry: unexpected EOF"))
	})
	t.Run("good", func(t *testing.T) {
		setup(t).must(Boot{}, skipped(`session_id "../x" contains a path separator`))
	})
}

// The reply of a user's ok turn stamps the row's user activity, recovery's clock, and the
// transcript's last write, the resume note's (docs/contract.md §1.4, §2.5, §2.12).
func TestUserReplyStampsTheRow(t *testing.T) {
	run := func(t *testing.T, unstamped, unwritten bool) (*drv, Event, []gateway.Effect) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		d.after(time.Minute)
		d.unstamped, d.unwritten = unstamped, unwritten
		return d, TurnEnd{Lane: tg.Key, Token: 2, Outcome: gateway.OutcomeOK, Tokens: 100}, []gateway.Effect{endedFx(tg, "s1", 2, gateway.OutcomeOK)}
	}
	t.Run("bad: the reply left the user's stamp at the message", func(t *testing.T) {
		d, ev, effs := run(t, true, false)
		d.fails("I1", ev, effs...)
	})
	t.Run("bad: the reply left the transcript's last write at the message", func(t *testing.T) {
		d, ev, effs := run(t, false, true)
		d.fails("I1", ev, effs...)
	})
	t.Run("good", func(t *testing.T) {
		d, ev, effs := run(t, false, false)
		d.must(ev, effs...)
	})
	resumed := func(t *testing.T, stampAll bool) error { // the boot's resume turn on tg ends ok
		d := bootResuming(t)
		d.after(time.Minute)
		d.stampAll = stampAll
		return d.step(TurnEnd{Lane: tg.Key, Token: 3, Outcome: gateway.OutcomeOK, Tokens: 1},
			endedFx(tg, "s1", 3, gateway.OutcomeOK), gateway.Effect{Kind: gateway.ClearedResume, Lane: tg.Key})
	}
	t.Run("bad: a resume turn's reply stamped the user's activity", func(t *testing.T) { wantInv(t, "I1", resumed(t, true)) })
	t.Run("good: a resume turn's reply leaves it", func(t *testing.T) { wantNone(t, resumed(t, false)) })
}

// /new on a lane with an entry publishes is_fresh_reset (docs/contract.md §2.6 step 3).
func TestNewPublishesFreshReset(t *testing.T) {
	run := func(t *testing.T, plain bool) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.plainNew = plain
		effs := []gateway.Effect{rowEnd(tg, "s1", gateway.EndSessionReset, true), fx(gateway.RowCreated, tg.Key, "s2"),
			fx(gateway.RouteSaved, tg.Key, "s2"), replied(tg, "s2", "new session")}
		if plain {
			d.fails("I7", NewCmd{tg}, effs...)
		} else {
			d.must(NewCmd{tg}, effs...)
		}
	}
	t.Run("bad: without is_fresh_reset", func(t *testing.T) { run(t, true) })
	t.Run("bad: the next message keeps it", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(NewCmd{tg}, rowEnd(tg, "s1", gateway.EndSessionReset, true), fx(gateway.RowCreated, tg.Key, "s2"),
			fx(gateway.RouteSaved, tg.Key, "s2"), replied(tg, "s2", "new session"))
		d.freshKept = true
		d.fails("I7", Message{Lane: tg}, same(tg, "s2", 2)...)
	})
	t.Run("good", func(t *testing.T) { run(t, false) })
}

// TestCleanShutdownMarker: the exit writes the clean-shutdown marker exactly when its drain did
// not time out (docs/contract.md §2.11): the last running turn ended before the deadline.
func TestCleanShutdownMarker(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t, func(c *gateway.Config) { c.DrainTimeout = 3 * time.Minute })
		d.must(Message{Lane: tg}, fresh(tg, "", "s1", "", 1)...)
		d.must(Stop{}, drainNotice(tg, false), marked(tg, gateway.ResumeShutdownTimeout))
		return d
	}
	clean := func(written bool) gateway.Effect {
		e := fx(gateway.CleanShutdown, "", "")
		e.MarkerWritten = written
		return e
	}
	completed := func(t *testing.T) *drv {
		d := setup(t)
		d.after(time.Minute)
		d.must(TurnEnd{Lane: tg.Key, Token: 1, Outcome: gateway.OutcomeOK}, endedFx(tg, "s1", 1, gateway.OutcomeOK), fx(gateway.ClearedResume, tg.Key, "s1"))
		return d
	}
	timedOut := func(t *testing.T) *drv {
		d := setup(t)
		d.after(3*time.Minute + time.Second)
		d.must(Tick{}, endedFx(tg, "s1", 1, gateway.OutcomeInterrupted))
		return d
	}
	t.Run("good: completed, written", func(t *testing.T) { completed(t).must(Exit{}, clean(true)) })
	t.Run("good: timed out, left out", func(t *testing.T) { timedOut(t).must(Exit{}, clean(false)) })
	t.Run("bad: timed out, written", func(t *testing.T) { timedOut(t).fails("I5", Exit{}, clean(true)) })
	t.Run("bad: completed, left out", func(t *testing.T) { completed(t).fails("I6", Exit{}, clean(false)) })
}

// TestMarkTimeIsWhenTheMarkerWasSet: a boot marks a crash-interrupted turn now (its marker is
// young), and the entry carries that instant as its freshness clock; a marker stamped earlier
// (as of the turn's start, or the activity clock) or later is I5.
func TestMarkTimeIsWhenTheMarkerWasSet(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		d.after(5 * time.Minute)
		d.must(Kill{})
		d.must(Boot{}, marked(tg, gateway.ResumeRestartInterrupted)) // (the telegram adapter is down: no resume turn)
		return d
	}
	t.Run("good: stamped at the boot", func(t *testing.T) { setup(t).must(Tick{}) })
	for _, c := range []struct {
		name string
		by   time.Duration
	}{{"bad: stamped at the turn's start", -5 * time.Minute}, {"bad: stamped later", time.Second}} {
		t.Run(c.name, func(t *testing.T) {
			d := setup(t)
			e := d.entry(tg.Key)
			e.LastResumeMarkedAt = e.LastResumeMarkedAt.Add(c.by)
			d.fails("I5", Tick{})
		})
	}
}

// TestReconnectPassOwes: the reconnect pass is the startup scheduler scoped to the platform
// (docs/contract.md §2.10 step 5), so it owes what the boot's pass owes: an adapter that comes up
// must auto-continue its lanes' fresh debts; one that leaves them is I5.
func TestReconnectPassOwes(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		d.must(Kill{})
		d.must(Boot{}, marked(tg, gateway.ResumeRestartInterrupted)) // (the adapter is down: nothing to dispatch)
		return d
	}
	t.Run("good: auto-continued on reconnect", func(t *testing.T) {
		setup(t).must(AdapterUp{"telegram"}, resNote(tg, "b", gateway.ResumeRestartInterrupted), started(tg, "s1", 3, true))
	})
	t.Run("bad: left owed on reconnect", func(t *testing.T) { setup(t).fails("I5", AdapterUp{"telegram"}) })
	t.Run("good: another platform's reconnect owes it nothing", func(t *testing.T) { setup(t).must(AdapterUp{"discord"}) })
}

// TestAgentCloseReachesTheCachedAgent: after a turn on the lane, its agent is cached for that
// session; an agent close then closes it (and ends its row), and one that closes nothing is
// caught. After the agent is reported closed, a second close owes nothing.
func TestAgentCloseReachesTheCachedAgent(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		return d
	}
	t.Run("good", func(t *testing.T) {
		d := setup(t)
		d.must(AgentClose{tg.Key}, rowEnd(tg, "s1", gateway.EndAgentClose, false), agentClosed(tg, "s1"))
		d.must(AgentClose{tg.Key}) // nothing cached any more
	})
	t.Run("bad: closed nothing", func(t *testing.T) { setup(t).fails("effects", AgentClose{tg.Key}) })
	t.Run("bad: closed without ending its live row", func(t *testing.T) {
		setup(t).fails("effects", AgentClose{tg.Key}, gateway.Effect{Kind: gateway.AgentClosed, Lane: tg.Key, Session: "s1"})
	})
}

// A resume turn starts only in a resume pass: the boot's, or a reconnect pass of a running
// process, never one that drains (docs/contract.md §2.10 step 5).
func TestSyntheticTurnOnlyInAPass(t *testing.T) {
	owed := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		d.must(Kill{})
		d.must(AdapterDown{"telegram"})
		d.must(Boot{}, marked(tg, gateway.ResumeRestartInterrupted))
		return d
	}
	resume := []gateway.Effect{resNote(tg, "b", gateway.ResumeRestartInterrupted), started(tg, "s1", 3, true)}
	t.Run("good: the reconnect pass", func(t *testing.T) {
		owed(t).must(AdapterUp{"telegram"}, resume...)
	})
	t.Run("bad: an adapter up while draining", func(t *testing.T) {
		d := owed(t)
		d.must(Stop{})
		d.fails("I5", AdapterUp{"telegram"}, resume...)
	})
}

// TestI12TTLReaperOwesItsClose: with reaping off, a detached idle record is the TTL reaper's: once
// it has been idle and built longer than SessionTTL ago, for two scan intervals, it must be closed.
func TestI12TTLReaperOwesItsClose(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t, func(c *gateway.Config) { c.ReapGrace = 0 })
		d.must(WsConnect{1})
		d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:v1", "v1"),
			gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 1, Session: "v1", Bind: "create"})
		d.must(TeardownSnapshot{1})
		d.must(TeardownApply{1}, gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 1})
		return d
	}
	cfg := testConfig()
	ttl, every := cfg.SessionTTL, cfg.TTLScanInterval
	t.Run("bad: never closed", func(t *testing.T) {
		d := setup(t)
		d.fails("I12", Advance{d.now.Add(ttl + 2*every + time.Second)})
	})
	t.Run("good: not yet surely scanned", func(t *testing.T) {
		d := setup(t)
		d.must(Advance{d.now.Add(ttl + 2*every)})
	})
	t.Run("good: closed by the scan", func(t *testing.T) {
		d := setup(t)
		d.after(ttl + every)
		d.must(Tick{}, gateway.Effect{Kind: gateway.RowEnded, Session: "v1", Reason: gateway.EndIdleTimeout},
			gateway.Effect{Kind: gateway.RecordClosed, Record: 1, Session: "v1", Reason: gateway.EndIdleTimeout})
		d.must(Advance{d.now.Add(ttl + 3*every)})
	})
}

// TestResumePassOwesAfterAnAccident: an accident (here another process's agent_close of the
// lane's row) does not excuse the pass (docs/contract.md §2.10 step 5): the finder returns the
// row, which holds the lane's messages, and no reset is due on its clock, so the reconnect pass
// must reopen it and auto-continue the owed turn; one that leaves it is I5. An intentional end
// elsewhere owes nothing.
func TestResumePassOwesAfterAnAccident(t *testing.T) {
	setup := func(t *testing.T, r gateway.EndReason) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.after(time.Minute)
		d.must(AdapterDown{"telegram"})
		d.must(MarkResume{Lane: tg.Key, Reason: gateway.ResumeShutdownTimeout}, fx(gateway.RouteSaved, tg.Key, "s1"),
			marked(tg, gateway.ResumeShutdownTimeout))
		d.must(RowEnded{Lane: tg.Key, Reason: r}, rowEnd(tg, "s1", r, gateway.Intentional(r)))
		return d
	}
	t.Run("bad: left owed after an agent_close", func(t *testing.T) {
		setup(t, gateway.EndAgentClose).fails("I5", AdapterUp{"telegram"})
	})
	t.Run("good: reopened and auto-continued", func(t *testing.T) {
		stale := fx(gateway.RouteDropped, tg.Key, "s1")
		stale.Why = "stale"
		rec := fx(gateway.Recovered, tg.Key, "s1")
		rec.Text = "exact"
		setup(t, gateway.EndAgentClose).must(AdapterUp{"telegram"}, stale, fx(gateway.RowReopened, tg.Key, "s1"), rec,
			fx(gateway.RouteSaved, tg.Key, "s1"), routed(tg, "s1", false, ""), resNote(tg, "b", gateway.ResumeShutdownTimeout),
			fx(gateway.RouteSaved, tg.Key, "s1"), started(tg, "s1", 2, true))
	})
	t.Run("good: an intentional end elsewhere owes nothing", func(t *testing.T) {
		setup(t, gateway.EndSessionReset).must(AdapterUp{"telegram"})
	})
}

// TestI12ExitClosesEveryRecord: an exit closes every open record as tui_shutdown (docs/contract.md
// §2.11 step 6); one that leaves a record open leaves its row live past the process.
func TestI12ExitClosesEveryRecord(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := tuiSetup(t, true)
		d.must(Stop{})
		return d
	}
	clean := fx(gateway.CleanShutdown, "", "")
	clean.MarkerWritten = true
	t.Run("bad: the record is left open", func(t *testing.T) { setup(t).fails("I12", Exit{}, clean) })
	t.Run("good", func(t *testing.T) {
		setup(t).must(Exit{}, gateway.Effect{Kind: gateway.RowEnded, Session: "v1", Lane: "tui:v1", Reason: gateway.EndTuiShutdown},
			gateway.Effect{Kind: gateway.RecordClosed, Record: 1, Session: "v1", Reason: gateway.EndTuiShutdown}, clean)
	})
}

// TestBootPruneKeepsARecoveredRoute: a boot whose prune reopens the accidentally ended row its
// route names keeps the route, flags and all (docs/contract.md §2.10 step 1); dropping it as
// stale after the reopen is I1.
func TestBootPruneKeepsARecoveredRoute(t *testing.T) {
	d := newDrv(t)
	d.chat(tg, "s1", 1, 100)
	d.must(RowEnded{Lane: tg.Key, Reason: gateway.EndAgentClose}, rowEnd(tg, "s1", gateway.EndAgentClose, false))
	d.must(Kill{})
	drop := fx(gateway.RouteDropped, tg.Key, "s1")
	drop.Why = "stale at boot"
	wantInv(t, "I1", d.step(Boot{}, fx(gateway.RowReopened, tg.Key, "s1"), drop))
}

// TestDrainWaitsItsTimeout: the drain's tick interrupts a running turn only once the whole
// DrainTimeout has passed since the stop (docs/contract.md §2.11); a turn cut sooner might have
// ended well, so an interruption before the deadline is I5.
func TestDrainWaitsItsTimeout(t *testing.T) {
	stopped := func(t *testing.T) *drv {
		d := newDrv(t, func(c *gateway.Config) { c.DrainTimeout = 3 * time.Minute })
		d.must(Message{Lane: tg}, fresh(tg, "", "s1", "", 1)...)
		d.must(Stop{}, drainNotice(tg, false), marked(tg, gateway.ResumeShutdownTimeout))
		return d
	}
	t.Run("good: at the deadline", func(t *testing.T) {
		d := stopped(t)
		d.after(3 * time.Minute)
		d.must(Tick{}, endedFx(tg, "s1", 1, gateway.OutcomeInterrupted))
	})
	t.Run("bad: a second early", func(t *testing.T) {
		d := stopped(t)
		d.after(3*time.Minute - time.Second)
		d.fails("I5", Tick{}, endedFx(tg, "s1", 1, gateway.OutcomeInterrupted))
	})
}

// TestNewClosesTheAgentHard: /new's close of the lane's agent ends its live row as agent_close
// (contract §2.6 step 2); a soft close of a live row fails, one of an ended row or under a store
// failure does not.
func TestNewClosesTheAgentHard(t *testing.T) {
	rules := RulesFrom(ptr(testConfig()))
	check := func(live, ended bool, more ...gateway.Effect) error {
		h := NewHistory(&rules)
		h.rows["s1"] = rowSeen{live: live}
		ev := NewCmd{tg}
		h.beginStep(ev, t0)
		effs := append([]gateway.Effect{{Kind: gateway.AgentClosed, Lane: tg.Key, Session: "s1", RowEnded: ended}}, more...)
		return checkNewClosesAgentHard(&Observation{At: t0, Event: ev, Effects: effs}, h)
	}
	wantInv(t, "effects", check(true, false))
	wantNone(t, check(true, true))
	wantNone(t, check(false, false))
	wantNone(t, check(true, false, gateway.Effect{Kind: gateway.StoreFailed, Op: "end_session", Lane: tg.Key, Session: "s1"}))
}

// TestEndedReported: a write that ends a live row, or changes its end, needs an effect naming the
// row with that reason; a rewrite of an ended row with its own end (a transcript's touch) does not.
func TestEndedReported(t *testing.T) {
	rules := RulesFrom(ptr(testConfig()))
	check := func(seenLive bool, seenReason gateway.EndReason, wrote gateway.EndReason, effs ...gateway.Effect) error {
		h := NewHistory(&rules)
		h.rows["s1"] = rowSeen{key: tg.Key, live: seenLive, reason: seenReason}
		h.beginStep(Tick{}, t0)
		r := gateway.Row{ID: "s1", Key: tg.Key, EndedAt: t0, EndReason: wrote}
		return endedReported(&Observation{At: t0, Event: Tick{}, Effects: effs, Writes: []Written{{Session: "s1", Row: &r}}}, h)
	}
	promoted := gateway.Effect{Kind: gateway.RowPromoted, Lane: tg.Key, Session: "s1", Reason: gateway.EndIdle}
	closed := gateway.Effect{Kind: gateway.AgentClosed, Lane: tg.Key, Session: "s1", RowEnded: true}
	wantInv(t, "effects", check(true, "", gateway.EndIdle))                     // an unreported end
	wantInv(t, "effects", check(false, gateway.EndAgentClose, gateway.EndIdle)) // an unreported promote
	wantInv(t, "effects", check(true, "", gateway.EndDaily, promoted))          // reported with another reason
	wantNone(t, check(true, "", gateway.EndIdle, promoted))                     // reported
	wantNone(t, check(true, "", gateway.EndAgentClose, closed))                 // an agent close's end
	wantNone(t, check(false, gateway.EndIdle, gateway.EndIdle))                 // the same end rewritten
}
