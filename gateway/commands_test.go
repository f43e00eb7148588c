package gateway

import (
	"testing"
	"time"
)

// User commands: /new (docs/contract.md §2.6), /resume (§2.7) and compression. Upstream groups:
// test_session_store_expiry_finalized (promote after agent_close), the B23/B24 regressions.

// TestNewSession: /new closes the cached agent first (agent_close), then promotes the old row to
// session_reset, so that a later route loss cannot bring the old conversation back (B23 used
// first-wins end_session, a no-op after the agent_close).
func TestNewSession(t *testing.T) {
	cases := []struct {
		name        string
		bugs        BugSet
		wantOldRow  string
		resurrected bool // after /new, a route loss and a message, the old session is back
	}{
		{"agent_close then promote: the old row says session_reset", nil, "session_reset", false},
		{"B23: the old row stays agent_close and comes back after a route loss", BugSet{B23}, "agent_close", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.Bugs = tc.bugs })
				src := tgDM("51")
				r.exchange(src, "hello", 100)
				old := r.sid(src)
				lines := r.newCmd(src)
				r.want(lines, "agent-closed session="+r.name(old)+" flag", "row-created", "reply text=new session")
				r.wantNo(lines, "notice", "context-note", "routed")
				r.wantReason(old, tc.wantOldRow)
				e := r.entry(src)
				r.check(e.SessionID != old && e.IsFreshReset && !e.WasAutoReset, "want a fresh /new incarnation")
				r.check(e.PrevSessionID == "", "/new records no prev_session_id (only automatic resets do), got %s", r.name(e.PrevSessionID))
				r.routeLost(src)
				lines = r.send(src, "hi")
				if tc.resurrected {
					r.check(r.sid(src) == old, "want %s resurrected (the defect), got %s", r.name(old), r.name(r.sid(src)))
					return
				}
				r.check(r.sid(src) != old, "the /new boundary was undone: %s is back", r.name(old))
				r.wantNo(lines, "row-reopened session="+r.name(old))
				r.wantReason(old, "session_reset")
			})
		})
	}
}

// TestNewSessionEdges: /new interrupts a running turn, never sends an auto-reset notice (even on
// a lane whose idle reset was due), and starts with every flag at its default.
func TestNewSessionEdges(t *testing.T) {
	t.Run("interrupts the running turn", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("52")
			r.send(src, "long job")
			lines := r.newCmd(src)
			r.want(lines, "turn-ended outcome=interrupted")
			_, _, running := r.g.RunningTurn(r.key(src))
			r.check(!running, "no turn may survive /new")
		})
	})
	t.Run("an overdue idle lane: no notice, the old row says session_reset", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, func(c *Config) { idlePolicy(time.Hour)(c); noWatcher(c) })
			src := tgDM("53")
			r.exchange(src, "hello", 100)
			old := r.sid(src)
			r.advance(2 * time.Hour)
			all := r.newCmd(src)
			all = append(all, r.send(src, "fresh start")...)
			r.wantNo(all, "notice", "context-note")
			r.wantReason(old, "session_reset")
		})
	})
	t.Run("force_new on a lost route: no recovery, a fresh incarnation", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("56")
			r.exchange(src, "hello", 100)
			old := r.sid(src)
			r.routeLost(src)
			lines := r.newCmd(src)
			r.wantNo(lines, "recovered", "row-reopened", "notice")
			r.check(r.sid(src) != old, "/new must mint a fresh incarnation, not recover %s", r.name(old))
			r.check(!r.entry(src).IsFreshReset, "force_new is a plain create: is_fresh_reset stays unset")
		})
	})
	t.Run("force_new on a stale route: no self-heal, the closed row is promoted", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("57")
			r.exchange(src, "hello", 100)
			old := r.sid(src)
			r.agentClose(src)
			lines := r.newCmd(src)
			r.wantNo(lines, "recovered", "row-reopened", "routed")
			r.want(lines, "row-promoted session="+r.name(old)+" reason=session_reset")
			r.check(r.sid(src) != old, "/new must leave %s", r.name(old))
		})
	})
	t.Run("flags at their defaults: a pending marker does not follow", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("54")
			r.exchange(src, "hello", 100)
			r.markPending(src)
			r.newCmd(src)
			e := r.entry(src)
			r.check(!e.ResumePending && !e.Suspended && !e.ExpiryFinalized, "flags leaked into the /new incarnation")
			r.wantNo(r.send(src, "hi"), "resume-note")
		})
	})
}

// TestNewSessionWithoutRoute: /new on a lane whose route was lost takes the force_new path: no
// recovery, a fresh incarnation. The conversation the user was in is still the one /new left, so
// a second route loss must not resurrect it (I2).
func TestNewSessionWithoutRoute(t *testing.T) {

	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		src := tgDM("55")
		r.exchange(src, "hello", 100)
		old := r.sid(src)
		r.routeLost(src)
		lines := r.newCmd(src)
		r.wantNo(lines, "recovered", "row-reopened")
		r.check(r.sid(src) != old, "/new must not recover %s", r.name(old))
		r.check(!r.entry(src).IsFreshReset, "force_new is a plain create: no is_fresh_reset")
		r.routeLost(src)
		lines = r.send(src, "hi")
		r.check(r.sid(src) != old, "the conversation /new left, %s, is back", r.name(old))
		r.wantNo(lines, "row-reopened session="+r.name(old))
	})
}

// TestResumeSession: the ownership guard, "already on" read from the route, the switch that
// promotes the old row to session_switch and reopens the target whatever its reason.
func TestResumeSession(t *testing.T) {
	t.Run("ownership guard: another user's session", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			mine, theirs := tgDM("61"), tgDM("62")
			r.exchange(theirs, "secret", 100)
			foreign := r.sid(theirs)
			r.exchange(mine, "hello", 100)
			cur := r.sid(mine)
			lines := r.resumeCmd(mine, foreign)
			r.want(lines, "reply text=no such session")
			r.wantNo(lines, "row-promoted", "row-reopened", "route-saved")
			r.check(r.sid(mine) == cur && r.sid(theirs) == foreign, "routes moved")
			r.wantReason(foreign, "live") // the other user's row is untouched
		})
	})
	t.Run("ownership guard: a group member's session in the same chat", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			a, b := tgGroup("g", "ua"), tgGroup("g", "ub")
			r.exchange(b, "mine", 100)
			foreign := r.sid(b)
			r.exchange(a, "hello", 100)
			r.want(r.resumeCmd(a, foreign), "reply text=no such session")
		})
	})
	t.Run("unknown id", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("63")
			r.exchange(src, "hello", 100)
			r.want(r.resumeCmd(src, "20260101_000000_deadbeef"), "reply text=no such session")
		})
	})
	t.Run("already on: nothing changes", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("64")
			r.exchange(src, "hello", 100)
			cur := r.sid(src)
			lines := r.resumeCmd(src, cur)
			r.want(lines, "reply text=already on")
			r.wantNo(lines, "row-promoted", "row-reopened", "row-created", "routed")
			r.wantReason(cur, "live")
		})
	})
	t.Run("switch: session_switch on the old row, the target reopened", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("65")
			target := resumeTargetSetup(r, src)
			cur := r.sid(src)
			r.wantReason(target, "session_reset")
			lines := r.resumeCmd(src, target)
			r.want(lines, "row-promoted session="+r.name(cur)+" reason=session_switch",
				"row-reopened session="+r.name(target), "reply text=resumed")
			r.check(r.sid(src) == target, "want the lane on %s", r.name(target))
			r.wantReason(cur, "session_switch")
			r.wantReason(target, "live")
			r.wantSame(r.send(src, "where were we"), src, target)
		})
	})
	t.Run("a compressed target resolves to its continuation", func(t *testing.T) {

		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("66")
			r.exchange(src, "long conversation", 100)
			parent := r.sid(src)
			r.compress(src)
			child := r.sid(src)
			r.check(child != parent, "compression must move the lane to the child")
			r.newCmd(src)
			r.resumeCmd(src, parent)
			r.check(r.sid(src) == child, "want the continuation %s, got %s", r.name(child), r.name(r.sid(src)))
			r.wantReason(parent, "compression")
			r.wantReason(child, "live")
		})
	})
}

// TestResumeAwayFromClosedSession: Row(A) = agent_close, /resume C, C's route is lost: the next
// message must land on C, not A (B24 used first-wins end_session, a no-op on agent_close).
func TestResumeAwayFromClosedSession(t *testing.T) {
	cases := []struct {
		name        string
		bugs        BugSet
		wantOldRow  string
		resurrected bool
	}{
		{"promote to session_switch", nil, "session_switch", false},
		{"B24: A stays agent_close and comes back", BugSet{B24}, "agent_close", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.Bugs = tc.bugs })
				src := tgDM("67")
				target := resumeTargetSetup(r, src)
				away := r.sid(src)
				r.agentClose(src)
				r.resumeCmd(src, target)
				r.wantReason(away, tc.wantOldRow)
				r.routeLost(src)
				r.send(src, "hi")
				if tc.resurrected {
					r.check(r.sid(src) == away, "want %s resurrected (the defect), got %s", r.name(away), r.name(r.sid(src)))
					return
				}
				r.check(r.sid(src) == target, "want %s, got %s", r.name(target), r.name(r.sid(src)))
			})
		})
	}
}

// TestResumeAlreadyOnKeepsOwedNotice: "already on" reads the route; it does not route, so an idle
// reset owed on the lane is still announced by the next message (H11 routed first, the reset's
// notice was never sent and the switch back reopened the promoted row).
func TestResumeAlreadyOnKeepsOwedNotice(t *testing.T) {
	for _, tc := range []struct {
		name   string
		bugs   BugSet
		notice bool
	}{{"the owed notice arrives", nil, true}, {"H11: the owed notice is lost", BugSet{H11}, false}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { idlePolicy(time.Hour)(c); noWatcher(c); c.Bugs = tc.bugs })
				src := tgDM("68")
				r.exchange(src, "hello", 100)
				cur := r.sid(src)
				r.advance(2 * time.Hour)
				all := r.resumeCmd(src, cur)
				all = append(all, r.send(src, "hi")...)
				if tc.notice {
					r.check(count(all, "notice reason=idle") == 1, "want one idle notice")
				} else {
					r.wantNo(all, "notice")
				}
			})
		})
	}
}

// TestCompress: the parent ends as compression and the child, which inherits the transcript,
// continues the conversation: same lane, no notice, a running turn keeps going.
func TestCompress(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		src := tgDM("71")
		r.exchange(src, "hello", 100)
		r.send(src, "long job")
		parent := r.sid(src)
		lines := r.compress(src)
		child := r.sid(src)
		r.want(lines, "row-created session="+r.name(child), "row-ended session="+r.name(parent)+" reason=compression")
		r.wantReason(parent, "compression")
		pr, cr := r.row(parent), r.row(child)
		r.check(cr.ParentID == parent && cr.Messages == pr.Messages, "child must inherit the transcript: %+v", cr)
		_, running, ok := r.g.RunningTurn(r.key(src))
		r.check(ok && running == child, "the running turn must continue on the child")
		r.endTurn(src, OutcomeOK, 200)
		r.wantSame(r.send(src, "next"), src, child)
	})
	t.Run("no live session: nothing happens", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("72")
			r.check(len(r.compress(src)) == 0, "compress without a lane must do nothing")
			r.exchange(src, "hello", 1)
			r.endedElsewhere(src, EndAgentClose)
			r.check(len(r.compress(src)) == 0, "compress of an ended row must do nothing")
		})
	})
}

// TestCompressionTipHealKeepsReset: a route read before a compression (upstream resolves the tip
// outside the lock) is healed to the continuation, and the reset decided for the call still
// applies (port decision; P-tip-heal drops it).
func TestCompressionTipHealKeepsReset(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bugs  BugSet
		reset bool
	}{{"the idle reset survives the heal", nil, true}, {"P-tip-heal: the reset is dropped", BugSet{PTipHeal}, false}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { idlePolicy(time.Hour)(c); noWatcher(c); c.Bugs = tc.bugs })
				src := tgDM("73")
				r.exchange(src, "hello", 100)
				parent := r.sid(src)
				r.advance(2 * time.Hour)
				r.compress(src)
				child := r.sid(src)
				r.g.entries[r.key(src)].SessionID = parent // the snapshot taken before the split
				lines := r.send(src, "hi")
				if tc.reset {
					r.wantReset(lines, src, child, EndIdle)
					r.wantReason(child, "idle")
					return
				}
				r.wantSame(lines, src, child)
			})
		})
	}
}

// TestOneShotEntryFields: prev_session_id and is_fresh_reset are written where upstream writes
// them. prev_session_id names the replaced incarnation after an automatic reset only (not after
// /new, /resume or a stale-route heal that recovered nothing); is_fresh_reset is set by /new on a
// lane with a route and consumed by the next message, and that consumption is saved.
func TestOneShotEntryFields(t *testing.T) {
	t.Run("/new sets is_fresh_reset; the next message consumes it", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("58")
			r.exchange(src, "hello", 100)
			r.newCmd(src)
			r.check(r.entry(src).IsFreshReset, "want is_fresh_reset after /new")
			r.send(src, "first message")
			r.check(!r.entry(src).IsFreshReset, "the next message must consume is_fresh_reset")
			stored, ok := r.stored(src)
			r.check(ok && !stored.IsFreshReset, "the consumption must be saved with the entry")
		})
	})
	t.Run("/resume records no prev_session_id", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("59")
			r.exchange(src, "hello", 100)
			first := r.sid(src)
			r.newCmd(src)
			r.exchange(src, "again", 100)
			r.resumeCmd(src, first)
			e := r.entry(src)
			r.check(e.SessionID == first && e.PrevSessionID == "", "after /resume: session %s prev %q", r.name(e.SessionID), r.name(e.PrevSessionID))
		})
	})
	t.Run("a stale-route heal that recovers nothing records no prev_session_id", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("60")
			r.exchange(src, "hello", 100)
			old := r.sid(src)
			r.endedElsewhere(src, EndSessionReset) // ended for good: recovery finds nothing
			r.send(src, "hi")
			e := r.entry(src)
			r.check(e.SessionID != old && e.PrevSessionID == "" && !e.WasAutoReset, "after the heal: session %s prev %q", r.name(e.SessionID), r.name(e.PrevSessionID))
		})
	})
	t.Run("an automatic reset records the replaced incarnation", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, func(c *Config) { idlePolicy(time.Hour)(c); noWatcher(c) })
			src := tgDM("61")
			r.exchange(src, "hello", 100)
			old := r.sid(src)
			r.advance(2 * time.Hour)
			r.send(src, "back")
			r.check(r.entry(src).PrevSessionID == old, "prev_session_id %q, want %s", r.name(r.entry(src).PrevSessionID), r.name(old))
		})
	})
}
