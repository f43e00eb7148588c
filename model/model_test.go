package model

import (
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// Prediction tables: after a setup (effects as a correct gateway would show them), what the model
// allows for the next message on the lane, printed as "same(s) note=... | fresh{reason:notice=...}".

func TestPredictions(t *testing.T) {
	exclNone := func(c *gateway.Config) { c.Reset.NotifyExcludePlatforms = nil }
	cases := []struct {
		name  string
		mut   func(*gateway.Config)
		lane  Lane
		setup func(d *drv)
		want  string
	}{
		{"first message: a fresh conversation", nil, tg, func(d *drv) {}, "| fresh{none}"},
		{"active: stays", nil, tg, func(d *drv) { d.chat(tg, "s1", 1, 100); d.after(59 * time.Minute) }, "same(s1)"},
		{"exactly at the idle limit: stays", nil, tg, func(d *drv) { d.chat(tg, "s1", 1, 100); d.after(time.Hour) }, "same(s1)"},
		{"idle due, activity: fresh idle with a notice", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.after(61 * time.Minute)
		}, "| fresh{idle:notice=yes}"},
		{"idle due, no activity: no notice", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 0)
			d.after(61 * time.Minute)
		}, "| fresh{idle:notice=no}"},
		{"idle due, notify off: no notice", func(c *gateway.Config) { c.Reset.Notify = false }, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.after(61 * time.Minute)
		}, "| fresh{idle:notice=no}"},
		{"idle due on an excluded platform: no notice", nil, wh, func(d *drv) {
			d.chat(wh, "s1", 1, 100)
			d.after(61 * time.Minute)
		}, "| fresh{idle:notice=no}"},
		{"idle due on an excluded platform, exclusions cleared: notice", exclNone, wh, func(d *drv) {
			d.chat(wh, "s1", 1, 100)
			d.after(61 * time.Minute)
		}, "| fresh{idle:notice=yes}"},
		{"a long turn: the user's ok turn end moves the activity clock", nil, tg, func(d *drv) {
			d.must(Message{Lane: tg}, fresh(tg, "", "s1", "", 1)...)
			d.after(30 * time.Minute)
			d.must(TurnEnd{Lane: tg.Key, Token: 1, Outcome: ok, Tokens: 100}, endedFx(tg, "s1", 1, ok))
			d.after(45 * time.Minute)
		}, "same(s1)"},
		{"internal events are not activity", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.after(50 * time.Minute)
			d.must(Message{Lane: tg, Internal: true}, same(tg, "s1", 2)...)
			d.must(TurnEnd{Lane: tg.Key, Token: 2, Outcome: ok, Tokens: 100}, endedFx(tg, "s1", 2, ok))
			d.after(11 * time.Minute)
		}, "| fresh{idle:notice=yes}"},
		{"mode none: never fresh by time", func(c *gateway.Config) { c.Reset.Mode = gateway.ResetNone }, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.after(72 * time.Hour)
		}, "same(s1)"},
		{"a background process blocks the reset", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.must(ProcessStart{tg.Key})
			d.after(2 * time.Hour)
		}, "same(s1)"},
		{"a process older than the cut-off does not", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.must(ProcessStart{tg.Key})
			d.after(25 * time.Hour)
		}, "| fresh{idle:notice=yes}"},
		{"an ended process does not", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.must(ProcessStart{tg.Key})
			d.must(ProcessEnd{tg.Key})
			d.after(2 * time.Hour)
		}, "| fresh{idle:notice=yes}"},
		{"daily: past the boundary", func(c *gateway.Config) { c.Reset.Mode = gateway.ResetDaily }, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.after(18 * time.Hour) // Sunday 05:00, after 04:00
		}, "| fresh{daily:notice=yes}"},
		{"owed within W: same with a resume note", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.crashMidTurn(tg, "s1", 2)
			d.after(30 * time.Minute)
		}, "same(s1) note=yes"},
		{"owed past W, mode idle: resume_pending_expired", func(c *gateway.Config) { c.Reset.IdleLimit = 48 * time.Hour }, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.crashMidTurn(tg, "s1", 2)
			d.after(61 * time.Minute)
		}, "| fresh{resume_pending_expired:notice=yes}"},
		{"owed past W on an excluded platform: expired, no notice", func(c *gateway.Config) { c.Reset.IdleLimit = 48 * time.Hour }, wh, func(d *drv) {
			d.chat(wh, "s1", 1, 100)
			d.crashMidTurn(wh, "s1", 2)
			d.after(61 * time.Minute)
		}, "| fresh{resume_pending_expired:notice=no}"},
		{"owed past W, mode none: kept, note optional", func(c *gateway.Config) { c.Reset.Mode = gateway.ResetNone }, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.crashMidTurn(tg, "s1", 2)
			d.after(61 * time.Minute)
		}, "same(s1) note=maybe"},
		{"owed, W <= 0: always fresh", func(c *gateway.Config) { c.FreshnessWindow = 0; c.Reset.IdleLimit = 48 * time.Hour }, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.crashMidTurn(tg, "s1", 2)
			d.after(5 * time.Hour)
		}, "same(s1) note=yes"},
		{"owed, but the idle reset wins", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.crashMidTurn(tg, "s1", 2)
			d.after(2 * time.Hour)
		}, "| fresh{idle:notice=yes}"},
		{"drain timeout: owed until an ok turn", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
			d.must(Stop{Restart: true}, drainNotice(tg, true), marked(tg, gateway.ResumeRestartTimeout))
			d.must(Tick{}, endedFx(tg, "s1", 2, gateway.OutcomeInterrupted))
			d.must(Exit{})
			d.must(Boot{}) // the adapter connects after the resume pass: the turn is left owed
			d.upUnjudged("telegram")
		}, "same(s1) note=yes"},
		{"a turn that finished before the stop is not owed", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
			d.must(Stop{}, drainNotice(tg, false), marked(tg, gateway.ResumeShutdownTimeout))
			d.must(TurnEnd{Lane: tg.Key, Token: 2, Outcome: ok, Tokens: 100}, endedFx(tg, "s1", 2, ok),
				gateway.Effect{Kind: gateway.ClearedResume, Lane: tg.Key})
			d.must(Exit{})
			d.must(AdapterUp{"telegram"})
			d.must(Boot{})
		}, "same(s1)"},
		{"a stale crash marker may be dropped", func(c *gateway.Config) { c.Reset.IdleLimit = 48 * time.Hour }, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
			d.after(50 * time.Minute)
			d.must(Kill{})
			d.after(20 * time.Minute)
			d.must(AdapterUp{"telegram"})
			d.must(Boot{})
		}, "same(s1) note=maybe | fresh{resume_pending_expired:notice=yes}"}, // marked at the turn's start or at boot
		{"an accident never changes the conversation", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.must(AgentClose{tg.Key}, rowEnd(tg, "s1", gateway.EndAgentClose, false), agentClosed(tg, "s1"))
		}, "same(s1)"},
		{"after /new: the new empty conversation", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			d.must(NewCmd{tg}, rowEnd(tg, "s1", gateway.EndSessionReset, true), fx(gateway.RowCreated, tg.Key, "s2"),
				fx(gateway.RouteSaved, tg.Key, "s2"), replied(tg, "s2", "new session"))
		}, "same(s2)"},
		{"a failed route write: the process is exact, a boot reads the older entry", nil, tg, func(d *drv) {
			d.chat(tg, "s1", 1, 100)
			failed := gateway.Effect{Kind: gateway.StoreFailed, Lane: tg.Key, Session: "s1", Op: "save_route", Why: "database is locked"}
			d.must(Message{Lane: tg}, append(same(tg, "s1", 2), failed)...)
			d.must(TurnEnd{Lane: tg.Key, Token: 2, Outcome: gateway.OutcomeOK, Tokens: 5}, endedFx(tg, "s1", 2, gateway.OutcomeOK))
			d.must(Kill{})
			d.must(AdapterUp{"telegram"})
			d.must(Boot{})
		}, "same(s1) note=maybe | fresh{none idle:notice=maybe}"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var muts []func(*gateway.Config)
			if c.mut != nil {
				muts = append(muts, c.mut)
			}
			d := newDrv(t, muts...)
			c.setup(d)
			got := strings.TrimSpace(strings.TrimPrefix(d.m.Expect(Message{Lane: c.lane}).String(), "lane="+string(c.lane.Key)))
			if got != c.want {
				t.Fatalf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

// TestLearning: the model learns ids and branches from what the gateway shows.
func TestLearning(t *testing.T) {
	t.Run("a compression child continues the conversation", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Compress{tg}, split(tg, "s1", "s2")...)
		d.must(Message{Lane: tg}, same(tg, "s2", 2)...)
		d.fails("I10", Message{Lane: tg}, same(tg, "s1", 3)...) // the parent is not the conversation's tip
	})
	t.Run("the restore gate queues, then routes", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.crashMidTurn(tg, "s1", 2)
		d.must(Message{Lane: tg}, gateway.Effect{Kind: gateway.Queued, Lane: tg.Key})
		d.must(Tick{}, gateway.Effect{Kind: gateway.Dispatched, Lane: tg.Key},
			routed(tg, "s1", false, ""), resNote(tg, "a", gateway.ResumeRestartInterrupted), started(tg, "s1", 3, false))
		wantInv(t, "I5", d.m.CheckLiveness()) // owed until the resumed turn ends ok
		d.must(TurnEnd{Lane: tg.Key, Token: 3, Outcome: ok, Tokens: 1}, endedFx(tg, "s1", 3, ok),
			gateway.Effect{Kind: gateway.ClearedResume, Lane: tg.Key})
		wantNone(t, d.m.CheckLiveness())
	})
	t.Run("a rejected message is not pending", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Stop{})
		d.must(Message{Lane: tg}, gateway.Effect{Kind: gateway.Rejected, Lane: tg.Key})
		wantNone(t, d.m.CheckLiveness())
	})
	t.Run("a failed promote leaves exactly that conversation recoverable", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(NewCmd{tg}, fx(gateway.RowCreated, tg.Key, "s2"), fx(gateway.RouteSaved, tg.Key, "s2"),
			gateway.Effect{Kind: gateway.StoreFailed, Session: "s1", Op: "promote_to_session_reset", Why: "database is locked"},
			replied(tg, "s2", "new session"))
		d.must(RouteLost{Lane: tg.Key})
		// The promote failed, so recovery may bring s1 back: not a resurrection the gateway chose.
		d.must(Message{Lane: tg}, append([]gateway.Effect{fx(gateway.RowReopened, tg.Key, "s1")}, same(tg, "s1", 2)...)...)
		d.must(TurnEnd{Lane: tg.Key, Token: 2, Outcome: gateway.OutcomeOK, Tokens: 10}, endedFx(tg, "s1", 2, gateway.OutcomeOK))
		d.after(2 * time.Hour)
		d.fails("I2", Message{Lane: tg}, same(tg, "s1", 3)...) // the idle reset is due: strict again
	})
	t.Run("a failure the gateway reports on another lane changes nothing here", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.chat(tg2, "s2", 2, 100)
		d.must(NewCmd{tg}, rowEnd(tg, "s1", gateway.EndSessionReset, true), fx(gateway.RowCreated, tg.Key, "s3"),
			fx(gateway.RouteSaved, tg.Key, "s3"), replied(tg, "s3", "new session"))
		d.must(Message{Lane: tg2}, append(same(tg2, "s2", 3), gateway.Effect{Kind: gateway.StoreFailed, Lane: tg2.Key,
			Session: "s2", Op: "save_route", Why: "database is locked"})...)
		d.must(RouteLost{Lane: tg.Key})
		d.fails("I2", Message{Lane: tg}, append([]gateway.Effect{fx(gateway.RowReopened, tg.Key, "s1")}, same(tg, "s1", 4)...)...)
	})
}

// TestSmokeRegressions pins down what a black-box run against the real gateway taught the model.
func TestSmokeRegressions(t *testing.T) {
	t.Run("a queued /new runs when the restore gate releases it", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.crashMidTurn(tg, "s1", 2)
		d.must(NewCmd{tg}, gateway.Effect{Kind: gateway.Queued, Lane: tg.Key})
		d.must(Tick{}, gateway.Effect{Kind: gateway.Dispatched, Lane: tg.Key},
			rowEnd(tg, "s1", gateway.EndSessionReset, true), fx(gateway.RowCreated, tg.Key, "s2"), fx(gateway.RouteSaved, tg.Key, "s2"),
			replied(tg, "s2", "new session"))
		d.must(Message{Lane: tg}, same(tg, "s2", 3)...)
	})
	t.Run("/resume of the current conversation after a lost route is activity", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.after(2 * time.Hour)
		d.must(RouteLost{Lane: tg.Key})
		d.must(ResumeCmd{Lane: tg, Target: "s1"}, fx(gateway.RouteSaved, tg.Key, "s1"), replied(tg, "s1", "resumed"))
		d.after(10 * time.Minute)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
	})
	t.Run("a debt cannot outlive the route that carried it", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		d.must(Stop{Restart: true}, drainNotice(tg, true), marked(tg, gateway.ResumeRestartTimeout))
		d.must(RouteLost{Lane: tg.Key}, fx(gateway.RouteDropped, tg.Key, "s1"))
		d.entries = nil
		d.must(Kill{})
		d.must(AdapterUp{"telegram"})
		d.must(Boot{}) // no route, no marker: not an I5 violation
	})
	t.Run("a /resume then a /new released in one step", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(NewCmd{tg}, rowEnd(tg, "s1", gateway.EndSessionReset, true), fx(gateway.RowCreated, tg.Key, "s2"), fx(gateway.RouteSaved, tg.Key, "s2"),
			replied(tg, "s2", "new session"))
		d.crashMidTurn(tg, "s2", 2)
		d.must(ResumeCmd{Lane: tg, Target: "s1"}, gateway.Effect{Kind: gateway.Queued, Lane: tg.Key})
		d.must(NewCmd{tg}, gateway.Effect{Kind: gateway.Queued, Lane: tg.Key})
		d.must(Tick{},
			gateway.Effect{Kind: gateway.Dispatched, Lane: tg.Key}, rowEnd(tg, "s2", gateway.EndSessionSwitch, true),
			fx(gateway.RowReopened, tg.Key, "s1"), fx(gateway.RouteSaved, tg.Key, "s1"), replied(tg, "s1", "resumed"),
			gateway.Effect{Kind: gateway.Dispatched, Lane: tg.Key}, rowEnd(tg, "s1", gateway.EndSessionReset, true),
			fx(gateway.RowCreated, tg.Key, "s3"), fx(gateway.RouteSaved, tg.Key, "s3"), replied(tg, "s3", "new session"))
		d.must(Message{Lane: tg}, same(tg, "s3", 3)...)
	})
	t.Run("a /stop the gate releases after a released /restart is refused", func(t *testing.T) {
		release := func(stopFx ...gateway.Effect) (*drv, []gateway.Effect) {
			d := newDrv(t)
			d.chat(tg, "s1", 1, 100)
			d.crashMidTurn(tg, "s1", 2)
			d.must(RestartCmd{Lane: tg}, gateway.Effect{Kind: gateway.Queued, Lane: tg.Key})
			d.must(StopCmd{tg}, gateway.Effect{Kind: gateway.Queued, Lane: tg.Key})
			return d, append([]gateway.Effect{{Kind: gateway.Dispatched, Lane: tg.Key}, replied(tg, "", "restarting"),
				{Kind: gateway.Dispatched, Lane: tg.Key}}, stopFx...)
		}
		d, effs := release(gateway.Effect{Kind: gateway.Rejected, Lane: tg.Key})
		d.must(Tick{}, effs...)
		d, effs = release(replied(tg, "", "stopped"))
		d.fails("I15", Tick{}, effs...) // carried out while the process drains
		d, effs = release()
		d.fails("I15", Tick{}, effs...) // neither carried out nor refused
	})
	t.Run("a viewer may reopen a TUI row it closed", func(t *testing.T) {
		d := newDrv(t)
		d.must(WsConnect{1})
		d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:v1", "v1"),
			gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 1, Session: "v1", Bind: "create"})
		d.must(Tick{}, rowEnd(Lane{Key: "tui:v1"}, "v1", gateway.EndTuiShutdown, false))
		d.must(WsConnect{2})
		d.must(SessionResume{Transport: 2, Target: "v1"}, fx(gateway.RowReopened, "tui:v1", "v1"),
			gateway.Effect{Kind: gateway.RecordBound, Record: 2, Transport: 2, Session: "v1", Bind: "resume-cold"})
	})
	// The restart-loop breaker counts every resume pass with a candidate, before the per-candidate
	// skips (docs/contract.md §2.10 step 5): a boot whose candidate's adapter is down counts as much
	// as one that resumes it, and so does a reconnect's pass; a pass exactly a window old still
	// counts.
	// owedTwoBoots: lane tg owes a turn, two boots gap apart marked it, and the process is killed
	// again, so that the next boot is the third with a candidate.
	owedTwoBoots := func(t *testing.T, gap time.Duration) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		for i := 0; i < 2; i++ {
			d.must(Kill{})
			d.must(Boot{}, marked(tg, gateway.ResumeRestartInterrupted))
			if gap > 0 {
				d.after(gap)
			}
		}
		d.must(Kill{})
		return d
	}
	resumed := []gateway.Effect{resNote(tg, "b", gateway.ResumeRestartInterrupted), started(tg, "s1", 3, true)}
	t.Run("the breaker counts boots with candidates, dispatched or not", func(t *testing.T) {
		d := owedTwoBoots(t, 0) // two boots with a debt and the adapter down: nothing to dispatch
		d.must(AdapterUp{"telegram"})
		d.fails("I14", Boot{}, resumed...)
	})
	for _, tc := range []struct {
		name    string
		gap     time.Duration // between the boots; the third comes 2 gaps after the first
		tripped bool
	}{
		{"a boot exactly a window old still counts for the breaker", 30 * time.Second, true},
		{"a boot older than the window no longer counts", 31 * time.Second, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := owedTwoBoots(t, tc.gap)
			d.must(AdapterUp{"telegram"})
			if tc.tripped {
				d.fails("I14", Boot{}, resumed...)
			} else {
				d.must(Boot{}, resumed...)
			}
		})
	}
	t.Run("a pass the breaker skips says so", func(t *testing.T) {
		owedTwoBoots(t, 0).must(Boot{}, gateway.Effect{Kind: gateway.Reply, Text: "restart loop: auto-resume skipped"})
		owedTwoBoots(t, 0).fails("I14", Boot{}) // skipped without a word
	})
	t.Run("a reconnect's pass counts for the breaker and obeys it", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		d.must(Kill{})
		d.must(Boot{}, marked(tg, gateway.ResumeRestartInterrupted))
		d.upUnjudged("telegram") // the reconnect pass has the candidate: the second pass counted
		d.must(AdapterDown{"telegram"})
		d.upUnjudged("telegram") // the third
		d.must(AdapterDown{"telegram"})
		d.fails("I14", AdapterUp{"telegram"}, resNote(tg, "b", gateway.ResumeRestartInterrupted), started(tg, "s1", 3, true))
	})
}

// TestRestoreGateWaitsForResumeTurns: the restore gate holds until every synthetic turn the
// boot's resume pass started has ended (docs/contract.md §2.10 step 4); a release before that, or
// a message taken without queueing, is I5.
func TestRestoreGateWaitsForResumeTurns(t *testing.T) {
	resuming := bootResuming
	setup := func(t *testing.T) *drv {
		d := resuming(t)
		d.must(Message{Lane: wh}, gateway.Effect{Kind: gateway.Queued, Lane: wh.Key})
		return d
	}
	released := append([]gateway.Effect{{Kind: gateway.Dispatched, Lane: wh.Key}}, fresh(wh, "", "s2", "", 4)...)
	t.Run("bad: released while the resume turn runs", func(t *testing.T) {
		setup(t).fails("I5", Tick{}, released...)
	})
	t.Run("bad: a message taken while the resume turn runs", func(t *testing.T) {
		resuming(t).fails("I5", Message{Lane: wh}, fresh(wh, "", "s2", "", 4)...)
	})
	t.Run("good: released when it ends", func(t *testing.T) {
		d := setup(t)
		d.must(TurnEnd{Lane: tg.Key, Token: 3, Outcome: gateway.OutcomeOK, Tokens: 1},
			append([]gateway.Effect{endedFx(tg, "s1", 3, gateway.OutcomeOK), {Kind: gateway.ClearedResume, Lane: tg.Key}}, released...)...)
	})
}
