package model

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestTaintedClock: a store fault may lose the entry write that carried the activity clock. A
// routing re-syncs the model with the gateway, but an internal one (a boot's resume turn) does
// not move the gateway's clock (port decision: internal events never do), so it cannot re-sync the
// model's either. Explore seeds 384 and 1759: a message whose route save failed, a crash, a resume
// turn, then the next message found the older persisted clock past the idle limit.
func TestTaintedClock(t *testing.T) {
	for _, tc := range []struct {
		name string
		lost bool // the message's route saves fail
	}{{"the clock write was lost: the idle reset may come", true}, {"the clock write stuck: the idle reset may not", false}} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDrv(t)
			d.chat(tg, "s1", 1, 100) // activity at t0, persisted
			d.after(50 * time.Minute)
			var fx []gateway.Effect
			if tc.lost {
				failed := gateway.Effect{Kind: gateway.StoreFailed, Lane: tg.Key, Session: "s1", Op: "save_route", Why: "database is locked"}
				fx = []gateway.Effect{failed, routed(tg, "s1", false, ""), failed, started(tg, "s1", 2, false)}
			} else {
				fx = same(tg, "s1", 2)
			}
			d.must(Message{Lane: tg}, fx...) // activity at t0+50m, in memory at least
			d.must(Kill{})
			d.must(AdapterUp{"telegram"})
			d.must(Boot{}, marked(tg, gateway.ResumeRestartInterrupted), routed(tg, "s1", false, ""),
				resNote(tg, "b", gateway.ResumeRestartInterrupted), started(tg, "s1", 3, true))
			d.must(TurnEnd{Lane: tg.Key, Token: 3, Outcome: gateway.OutcomeOK, Tokens: 50}, endedFx(tg, "s1", 3, gateway.OutcomeOK),
				gateway.Effect{Kind: gateway.ClearedResume, Lane: tg.Key})
			d.after(15 * time.Minute) // t0+65m: idle by the persisted clock, not by the lost one
			reset := fresh(tg, "s1", "s2", gateway.EndIdle, 4, ctxNote(tg, gateway.EndIdle), notice(tg, gateway.EndIdle))
			if tc.lost {
				d.must(Message{Lane: tg}, reset...)
				return
			}
			d.fails("I2", Message{Lane: tg}, reset...)
		})
	}
}

// TestTaintedMarkerTime: a lossy crash during a drain may lose the drain's pre-mark; the next boot
// then promotes the turn's in-flight marker, and one older than the max age is marked as of its
// turn's start. The debt's freshness clock may then be that start, so a later boot may find the
// marker stale and leave the lane for the user's next message. Property failure (20000 checks):
// the model demanded the auto-continue by the drain's time.
func TestTaintedMarkerTime(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lossy bool
	}{{"the pre-mark may be lost: the boot may skip", true}, {"the pre-mark stuck: the boot must resume", false}} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDrv(t, func(c *gateway.Config) { c.Reset.Mode, c.FreshnessWindow = gateway.ResetNone, 6*time.Hour })
			d.chat(tg, "s1", 1, 100)
			d.must(Message{Lane: tg}, same(tg, "s1", 2)...) // the long turn starts at t0
			d.after(65 * time.Minute)
			d.must(Stop{Restart: true}, drainNotice(tg, true), marked(tg, gateway.ResumeRestartTimeout))
			if tc.lossy {
				d.must(Kill{Lossy: true, LostRoutes: []gateway.LaneKey{tg.Key}}) // the pre-mark's route save
			} else {
				d.must(Kill{})
			}
			d.must(AdapterUp{"telegram"})
			resumed := func(tok gateway.TurnToken, rr gateway.ResumeReason) []gateway.Effect {
				return []gateway.Effect{routed(tg, "s1", false, ""), resNote(tg, "b", rr), started(tg, "s1", tok, true)}
			}
			if tc.lossy { // the turn's marker, older than the max age: marked as of t0
				d.must(Boot{}, append([]gateway.Effect{marked(tg, gateway.ResumeRestartInterrupted)}, resumed(3, gateway.ResumeRestartInterrupted)...)...)
			} else {
				d.must(Boot{}, resumed(3, gateway.ResumeRestartTimeout)...)
			}
			d.must(Kill{}) // the resume turn in flight
			d.must(AdapterUp{"telegram"})
			d.must(Boot{}, resumed(4, gateway.ResumeRestartInterrupted)...)
			d.must(TurnEnd{Lane: tg.Key, Token: 4, Outcome: gateway.OutcomeFailed}, endedFx(tg, "s1", 4, gateway.OutcomeFailed))
			d.after(5*time.Hour + 5*time.Minute) // t0+6h10m: past W from t0, within W from the drain
			d.must(Kill{})
			d.must(AdapterUp{"telegram"})
			if tc.lossy {
				d.must(Boot{})
				return
			}
			d.fails("I5", Boot{})
		})
	}
}

// TestRecoveredSignal: when recovery lands a lane on another conversation (one whose closing was
// never written: here the /new that left it ran without a route), the entry it builds carries that
// row's own activity signal, which the model did not follow: the next idle reset may notify.
// Property failure (20000 checks): the model kept the empty /new incarnation's "no activity".
func TestRecoveredSignal(t *testing.T) {
	for _, tc := range []struct {
		name      string
		recovered bool
	}{{"recovered the active conversation: a notice may come", true}, {"stayed on the empty one: a notice is I8", false}} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDrv(t)
			d.chat(tg, "s1", 1, 100) // s1 had activity
			d.must(RouteLost{Lane: tg.Key})
			// force_new: the finder could not tell it which row to close, so s1 stayed open
			d.must(NewCmd{tg}, gateway.Effect{Kind: gateway.StoreFailed, Lane: tg.Key, Op: "find_latest", Why: "database is locked"},
				fx(gateway.RowCreated, tg.Key, "s2"), fx(gateway.RouteSaved, tg.Key, "s2"), replied(tg, "s2", "new session"))
			if tc.recovered {
				d.must(RouteLost{Lane: tg.Key})
				d.must(Message{Lane: tg}, append([]gateway.Effect{fx(gateway.Recovered, tg.Key, "s1"), fx(gateway.RouteSaved, tg.Key, "s1")},
					same(tg, "s1", 2)...)...) // the empty s2 is invisible to the finder
			} else {
				d.must(Message{Lane: tg}, same(tg, "s2", 2)...)
			}
			cur := map[bool]gateway.SessionID{true: "s1", false: "s2"}[tc.recovered]
			d.must(TurnEnd{Lane: tg.Key, Token: 2, Outcome: gateway.OutcomeFailed}, endedFx(tg, cur, 2, gateway.OutcomeFailed))
			d.after(2 * time.Hour)
			reset := fresh(tg, cur, "s3", gateway.EndIdle, 3, ctxNote(tg, gateway.EndIdle), notice(tg, gateway.EndIdle))
			if tc.recovered {
				d.must(Message{Lane: tg}, reset...)
				return
			}
			d.fails("I8", Message{Lane: tg}, reset...)
		})
	}
}

// TestRoutingIntoFinalized: a store error on the stale check routes a message into the lane's row
// as it is (docs/contract.md §2.1), even one the watcher finalized; such a routing does not prove the
// incarnation live, so the reset the watcher found due still comes, with its reason, even once a
// background process made the policy quiet (a silent heal would be an end nobody announced).
// Explore seed 1729. Without the finalization a clean routing proves the conversation live.
func TestRoutingIntoFinalized(t *testing.T) {
	for _, tc := range []struct {
		name      string
		finalized bool
		silent    bool // the next message heals to a fresh incarnation without a reason
	}{
		{"finalized, then a routing that could not read the row: the reset still comes", true, false},
		{"finalized: a silent heal is I7", true, true},
		{"not finalized: the conversation is live, a silent heal is I2", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDrv(t, func(c *gateway.Config) { c.WatcherInterval = 5 * time.Minute })
			d.chat(tg, "s1", 1, 100)
			d.after(61 * time.Minute)
			if tc.finalized {
				d.must(Tick{}, fx(gateway.AgentClosed, tg.Key, "s1"), rowEnd(tg, "s1", gateway.EndIdle, true),
					gateway.Effect{Kind: gateway.Finalized, Lane: tg.Key, Session: "s1", Reason: gateway.EndIdle})
			} // (else no pass ran yet: the incarnation is not finalized)
			d.must(ProcessStart{tg.Key}) // the policy is quiet from now on
			fx := same(tg, "s1", 2)
			if tc.finalized {
				failed := gateway.Effect{Kind: gateway.StoreFailed, Session: "s1", Op: "get_session", Why: "database is locked"}
				fx = append([]gateway.Effect{failed}, fx...)
			}
			d.must(Message{Lane: tg}, fx...)
			d.must(TurnEnd{Lane: tg.Key, Token: 2, Outcome: gateway.OutcomeOK, Tokens: 50}, endedFx(tg, "s1", 2, gateway.OutcomeOK))
			silent := fresh(tg, "", "s2", "", 3) // the stale-route heal with no reason: nothing announced
			switch {
			case !tc.silent:
				d.must(Message{Lane: tg}, fresh(tg, "", "s2", gateway.EndIdle, 3, ctxNote(tg, gateway.EndIdle), notice(tg, gateway.EndIdle))...)
			case tc.finalized:
				d.fails("I7", Message{Lane: tg}, silent...)
			default:
				d.fails("I2", Message{Lane: tg}, silent...)
			}
		})
	}
}

// TestUnsavedRouteAtBoot: a route delete that failed leaves the older entry on disk (here with the
// drain's resume marker); whatever ends the process, the next boot loads it, so its flags are no
// evidence against the model even after a graceful exit. Explore seed 498 (I6 after an exit).
func TestUnsavedRouteAtBoot(t *testing.T) {
	for _, tc := range []struct {
		name     string
		reported bool // the gateway reported the failed delete
	}{{"a failed delete: the old marker may come back", true}, {"no failure reported: a spurious marker is I6", false}} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDrv(t)
			d.chat(tg, "s1", 1, 100)
			d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
			d.must(Stop{}, drainNotice(tg, false), marked(tg, gateway.ResumeShutdownTimeout))
			var effs []gateway.Effect
			if tc.reported {
				effs = append(effs, gateway.Effect{Kind: gateway.StoreFailed, Lane: tg.Key, Session: "s1", Op: "delete_route", Why: "database is locked"})
			}
			effs = append(effs, fx(gateway.RouteDropped, tg.Key, "s1"))
			onDisk := append([]gateway.Entry(nil), d.entries...)
			d.entries = nil // gone from the process's memory
			d.must(RouteLost{Lane: tg.Key}, effs...)
			d.must(TurnEnd{Lane: tg.Key, Token: 2, Outcome: gateway.OutcomeOK, Tokens: 100}, endedFx(tg, "s1", 2, gateway.OutcomeOK))
			d.must(Exit{})
			d.entries = onDisk // the boot loads the entry the delete left
			// (the adapter stays down, so the resume pass leaves the marker alone)
			if tc.reported {
				d.must(Boot{})
				return
			}
			d.fails("I6", Boot{})
		})
	}
}

// TestTornCompressionLeft: a store fault may half-write a compression (the child row created, the
// parent's end and the route's move lost), leaving the continuation live beside the parent. When
// the user then leaves the conversation, the gateway closes the row it routes to, and a later
// recovery may find the live continuation: not a resurrection the gateway chose. Explore seed 131.
// Without the fault, landing in the conversation the user left stays I2.
func TestTornCompressionLeft(t *testing.T) {
	for _, tc := range []struct {
		name string
		torn bool
	}{{"a half-written compression: recovery may find the child", true}, {"a clean compression: the left conversation stays left", false}} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDrv(t)
			d.chat(tg, "s1", 1, 100)
			cur := gateway.SessionID("s1") // where the gateway routes next
			if tc.torn {
				d.must(Compress{tg}, split(tg, "s1", "s2")...)
				// A crash lost the parent's end and the route's move; the child row stayed.
				d.unwrite("s1")
				d.must(Kill{Lossy: true, LostRows: []gateway.SessionID{"s1"}, LostRoutes: []gateway.LaneKey{tg.Key}})
				d.must(AdapterUp{"telegram"})
				d.must(Boot{})
			} else {
				d.must(Compress{tg}, split(tg, "s1", "s2")...)
				cur = "s2"
			}
			d.reply(tg, cur, 2, 100)
			d.must(NewCmd{tg}, rowEnd(tg, cur, gateway.EndSessionReset, true), fx(gateway.RowCreated, tg.Key, "s3"), fx(gateway.RouteSaved, tg.Key, "s3"),
				replied(tg, "s3", "new session"))
			d.must(RouteLost{Lane: tg.Key})
			back := gateway.SessionID("s2") // torn: the live child, the newest row with messages
			if !tc.torn {
				back = "s1"
			}
			effs := append([]gateway.Effect{fx(gateway.Recovered, tg.Key, back), fx(gateway.RouteSaved, tg.Key, back)}, same(tg, back, 3)...)
			if tc.torn {
				d.must(Message{Lane: tg}, effs...)
				return
			}
			d.fails("I2", Message{Lane: tg}, effs...)
		})
	}
}

// A store failure of an operation the model does not know is I15: there is no fact it could widen
// precisely, so the step fails rather than leave the lane unjudged.
func TestUnknownStoreOperationFails(t *testing.T) {
	d := newDrv(t)
	d.chat(tg, "s1", 1, 100)
	bogus := gateway.Effect{Kind: gateway.StoreFailed, Lane: tg.Key, Op: "frobnicate", Why: "database is locked"}
	d.fails("I15", Message{Lane: tg}, same(tg, "s1", 2, bogus)...)
}
