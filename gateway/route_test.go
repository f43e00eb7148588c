package gateway

import (
	"testing"
	"time"
)

// Routing (docs/contract.md §2.1), stale-route self-heal (§2.4) and recovery (§2.5). Upstream groups:
// test_session_store_runtime_stale_guard and test_session_store_lock_io (single publication).

// outcome of the message after a setup: the lane stays, gets a fresh incarnation without a
// reason, or is reset with a reason.
const (
	stays = EndReason("(same)")
	fresh = EndReason("(fresh)")
)

// checkOutcome asserts the routing outcome of lines for a lane that was on old.
func (r *rig) checkOutcome(lines []string, src Source, old SessionID, want EndReason) {
	r.t.Helper()
	switch want {
	case stays:
		r.wantSame(lines, src, old)
		r.wantReason(old, "live")
	case fresh:
		r.wantFresh(lines, src, old)
	default:
		r.wantReset(lines, src, old, want)
		r.wantNo(lines, "row-reopened", "recovered")
	}
}

// TestStaleGuard: a route whose row ended while the process kept running is healed at routing
// time: a due reset wins (and the old row records it), an accidental end is reopened on the same
// id, anything else gets a fresh incarnation without a notice.
func TestStaleGuard(t *testing.T) {
	cases := []struct {
		name    string
		mut     func(*Config)
		bugs    BugSet
		setup   func(r *rig, src Source)
		wait    time.Duration
		want    EndReason
		wantRow string // the old row afterwards
	}{
		{name: "agent_close: the same id is reopened", want: stays, wantRow: "live",
			setup: func(r *rig, src Source) { r.agentClose(src) }},
		{name: "ws_orphan_reap: the same id is reopened", want: stays, wantRow: "live",
			setup: func(r *rig, src Source) { r.endedElsewhere(src, EndWsOrphanReap) }},
		{name: "B18: ws_orphan_reap is not recoverable, a fresh empty session", bugs: BugSet{B18}, want: fresh,
			wantRow: "ws_orphan_reap", setup: func(r *rig, src Source) { r.endedElsewhere(src, EndWsOrphanReap) }},
		{name: "an intentional end elsewhere: fresh, no notice", want: fresh, wantRow: "session_reset",
			setup: func(r *rig, src Source) { r.endedElsewhere(src, EndSessionReset) }},
		{name: "agent_close on an empty row: fresh", want: fresh, wantRow: "agent_close",
			setup: func(r *rig, src Source) {
				r.newCmd(src) // the new incarnation has no messages yet
				r.send(src, "")
				r.endTurn(src, OutcomeFailed, 0)
				r.agentClose(src)
			}},
		{name: "overdue idle: the reset wins, no reopen", mut: idlePolicy(time.Hour), wait: 2 * time.Hour,
			want: EndIdle, wantRow: "idle", setup: func(r *rig, src Source) { r.agentClose(src) }},
		{name: "B20 (with B35): overdue idle, the same id comes back", mut: idlePolicy(time.Hour), wait: 2 * time.Hour,
			bugs: BugSet{B20, B35}, want: stays, wantRow: "live", setup: func(r *rig, src Source) { r.agentClose(src) }},
		{name: "suspended beats the stale path's recovery", want: EndSuspended, wantRow: "suspended",
			setup: func(r *rig, src Source) { r.stuckLoop(src); r.endedElsewhere(src, EndAgentClose) }},
		{name: "B20: stale and suspended, the same id comes back", bugs: BugSet{B20}, want: stays, wantRow: "live",
			setup: func(r *rig, src Source) { r.stuckLoop(src); r.endedElsewhere(src, EndAgentClose) }},
		{name: "an expired marker beats the stale path's recovery", mut: idlePolicy(48 * time.Hour), wait: 2 * time.Hour,
			want: EndResumePendingExpired, wantRow: "resume_pending_expired",
			setup: func(r *rig, src Source) { r.markPending(src); r.endedElsewhere(src, EndAgentClose) }},
		{name: "B20: stale with an expired marker, the same id comes back", mut: idlePolicy(48 * time.Hour),
			bugs: BugSet{B20}, wait: 2 * time.Hour, want: stays, wantRow: "live",
			setup: func(r *rig, src Source) { r.markPending(src); r.endedElsewhere(src, EndAgentClose) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) {
					noWatcher(c)
					if tc.mut != nil {
						tc.mut(c)
					}
					c.Bugs = tc.bugs
				})
				src := tgDM("21")
				r.exchange(src, "hello", 400)
				tc.setup(r, src)
				old := r.sid(src)
				r.advance(tc.wait)
				lines := r.send(src, "are you there?")
				if tc.want == stays {
					r.want(lines, "route-dropped text=stale", "recovered text=exact session="+r.name(old))
				}
				r.checkOutcome(lines, src, old, tc.want)
				r.wantReason(old, tc.wantRow)
				r.wantReason(r.sid(src), "live")
				if tc.want == stays || tc.want == fresh {
					r.wantNo(lines, "notice", "context-note")
				}
			})
		})
	}
}

// TestStaleGuardB14: without the self-heal the message is routed into the ended row (I10).
func TestStaleGuardB14(t *testing.T) {
	for _, tc := range []struct {
		name string
		bugs BugSet
		live bool
	}{{"self-heal: the routed row is live", nil, true}, {"B14: routed into the ended row", BugSet{B14}, false}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.Bugs = tc.bugs })
				src := tgDM("22")
				r.exchange(src, "hello", 1)
				r.agentClose(src)
				r.send(src, "hi")
				_, running, ok := r.g.RunningTurn(r.key(src))
				r.check(ok, "a turn must run")
				row := r.row(running)
				r.check(row.Live() == tc.live, "turn on %s, which is %s", r.name(running), r.reasonOf(running))
			})
		})
	}
}

// TestSinglePublication: one routing transition publishes exactly one entry and creates at most
// one row, and the published entry names a live row (I15, I10).
func TestSinglePublication(t *testing.T) {
	cases := []struct {
		name    string
		mut     func(*Config)
		bugs    BugSet
		setup   func(r *rig, src Source) SessionID // returns the /resume target, if any
		act     func(r *rig, src Source, target SessionID) []string
		created int
	}{
		{name: "first message", created: 1,
			act: func(r *rig, src Source, _ SessionID) []string { return r.send(src, "hi") }},
		{name: "plain message", created: 0, setup: exchangeSetup,
			act: func(r *rig, src Source, _ SessionID) []string { return r.send(src, "hi") }},
		{name: "idle reset", mut: idlePolicy(time.Hour), created: 1,
			setup: func(r *rig, src Source) SessionID { exchangeSetup(r, src); r.advance(2 * time.Hour); return "" },
			act:   func(r *rig, src Source, _ SessionID) []string { return r.send(src, "hi") }},
		{name: "stale self-heal, reopened", created: 0,
			setup: func(r *rig, src Source) SessionID { exchangeSetup(r, src); r.agentClose(src); return "" },
			act:   func(r *rig, src Source, _ SessionID) []string { return r.send(src, "hi") }},
		{name: "stale self-heal, fresh", created: 1,
			setup: func(r *rig, src Source) SessionID {
				exchangeSetup(r, src)
				r.endedElsewhere(src, EndSessionReset)
				return ""
			},
			act: func(r *rig, src Source, _ SessionID) []string { return r.send(src, "hi") }},
		{name: "recovery after route loss", created: 0,
			setup: func(r *rig, src Source) SessionID { exchangeSetup(r, src); r.routeLost(src); return "" },
			act:   func(r *rig, src Source, _ SessionID) []string { return r.send(src, "hi") }},
		{name: "/new", created: 1, setup: exchangeSetup,
			act: func(r *rig, src Source, _ SessionID) []string { return r.newCmd(src) }},
		{name: "/resume", created: 0, setup: resumeTargetSetup,
			act: func(r *rig, src Source, target SessionID) []string { return r.resumeCmd(src, target) }},
		{name: "/resume on an idle-expired lane", mut: idlePolicy(time.Hour), created: 0,
			setup: func(r *rig, src Source) SessionID {
				target := resumeTargetSetup(r, src)
				r.advance(2 * time.Hour)
				return target
			},
			act: func(r *rig, src Source, target SessionID) []string { return r.resumeCmd(src, target) }},
		{name: "H11: /resume routes first and mints an incarnation", mut: idlePolicy(time.Hour), bugs: BugSet{H11},
			created: 1,
			setup: func(r *rig, src Source) SessionID {
				target := resumeTargetSetup(r, src)
				r.advance(2 * time.Hour)
				return target
			},
			act: func(r *rig, src Source, target SessionID) []string { return r.resumeCmd(src, target) }},
		{name: "compression", created: 1, setup: exchangeSetup,
			act: func(r *rig, src Source, _ SessionID) []string { return r.compress(src) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) {
					noWatcher(c)
					if tc.mut != nil {
						tc.mut(c)
					}
					c.Bugs = tc.bugs
				})
				src := tgDM("31")
				var target SessionID
				if tc.setup != nil {
					target = tc.setup(r, src)
				}
				rowsBefore := len(r.mem.AllRows())
				lines := tc.act(r, src, target)
				created := count(lines, "row-created")
				r.check(created == tc.created, "want %d row-created, got %d", tc.created, created)
				r.check(len(r.mem.AllRows()) == rowsBefore+tc.created, "rows %d -> %d, want +%d",
					rowsBefore, len(r.mem.AllRows()), tc.created)
				stored, ok := r.stored(src)
				r.check(ok, "no published entry")
				e := r.entry(src)
				r.check(stored.SessionID == e.SessionID, "published %s, in memory %s", r.name(stored.SessionID), r.name(e.SessionID))
				r.wantReason(e.SessionID, "live")
			})
		})
	}
}

func exchangeSetup(r *rig, src Source) SessionID {
	r.exchange(src, "hello", 100)
	return ""
}

// resumeTargetSetup leaves the lane on a second conversation with the first as a /resume target.
func resumeTargetSetup(r *rig, src Source) SessionID {
	r.exchange(src, "first topic", 100)
	target := r.sid(src)
	r.newCmd(src)
	r.exchange(src, "second topic", 100)
	return target
}

// TestMissingRouteRecovery: a lane whose route is gone is rebuilt from its newest recoverable
// row, the reset policy evaluated first with the row's own activity clock (port decision, B35).
func TestMissingRouteRecovery(t *testing.T) {
	cases := []struct {
		name  string
		mut   func(*Config)
		bugs  BugSet
		setup func(r *rig, src Source)
		event func(r *rig, src Source) []string
		want  EndReason
		skip  string
	}{
		{name: "route lost: the same id is recovered", want: stays, setup: func(r *rig, src Source) { r.routeLost(src) },
			event: sendHi},
		{name: "route lost, idle overdue: reset before any reopen", mut: idlePolicy(time.Hour), want: EndIdle,
			setup: func(r *rig, src Source) { r.advance(2 * time.Hour); r.routeLost(src) }, event: sendHi},
		{name: "B35: route lost, idle overdue: the old session is reopened", mut: idlePolicy(time.Hour), bugs: BugSet{B35},
			want: stays, setup: func(r *rig, src Source) { r.advance(2 * time.Hour); r.routeLost(src) }, event: sendHi},
		{name: "watcher finalized, then the route is lost: the reset keeps its reason", want: EndIdle,
			mut: func(c *Config) {
				idlePolicy(time.Hour)(c)
				c.WatcherFirstDelay, c.WatcherInterval = time.Minute, 5*time.Minute
			},
			setup: func(r *rig, src Source) {
				r.advance(2 * time.Hour)
				r.wantReason(r.sid(src), "idle")
				r.routeLost(src)
			}, event: sendHi},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.skip != "" {
				t.Skip(tc.skip)
			}
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) {
					noWatcher(c)
					if tc.mut != nil {
						tc.mut(c)
					}
					c.Bugs = tc.bugs
				})
				src := tgDM("41")
				r.exchange(src, "hello", 600)
				old := r.sid(src)
				tc.setup(r, src)
				lines := tc.event(r, src)
				if tc.want == stays {
					r.want(lines, "recovered text=exact session="+r.name(old))
					r.check(r.sid(src) == old, "want %s back, got %s", r.name(old), r.name(r.sid(src)))
					r.wantReason(old, "live")
					return
				}
				r.checkOutcome(lines, src, old, tc.want)
				r.wantReason(old, string(tc.want))
				r.want(lines, "notice reason="+string(tc.want))
			})
		})
	}
}

func sendHi(r *rig, src Source) []string { return r.send(src, "hi") }

// TestRecoveryActivityClock: an internal event that rebuilds a lost route does not move the
// activity clock: the recovered entry keeps the row's last durable activity (port decision;
// B35 stamps now).
func TestRecoveryActivityClock(t *testing.T) {
	for _, tc := range []struct {
		name    string
		bugs    BugSet
		stamped bool
	}{{"row's last activity", nil, false}, {"B35: stamped now", BugSet{B35}, true}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { noWatcher(c); c.Bugs = tc.bugs })
				src := tgDM("42")
				r.exchange(src, "hello", 10)
				active := r.now()
				r.advance(30 * time.Minute)
				r.routeLost(src)
				r.internal(src)
				got := r.entry(src).UpdatedAt
				want := active
				if tc.stamped {
					want = r.now()
				}
				r.check(got.Equal(want), "updated_at %v, want %v", got, want)
			})
		})
	}
}

// TestRecoveryPeerPass: when the exact key finds nothing (the key shape changed between
// processes), the peer tuple finds the conversation.
func TestRecoveryPeerPass(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		src := tgGroup("g1", "u1")
		r.exchange(src, "hello", 10)
		old := r.sid(src)
		r.cfg.GroupSessionsPerUser = false // the next process keys the group lane without the user
		r.crash()
		lines := r.send(src, "hi")
		r.want(lines, "recovered text=peer session="+r.name(old))
		r.check(r.sid(src) == old, "want %s via the peer pass", r.name(old))
	})
}

// TestPendingResetAfterResume: a lane whose route is lost owes the lazy reset of a watcher-
// finalized incarnation only if that incarnation was still its latest. A /resume back to an older
// row makes that row the latest (the resume stamps its activity), so the finalization of the row
// the user left is no reset of the conversation they are in. Explore seed 1813: the lost route's
// next message reset the lane "idle" ten minutes after the /resume.
func TestPendingResetAfterResume(t *testing.T) {
	for _, tc := range []struct {
		name    string
		resumed bool
	}{{"resumed an older row after the finalization: fresh, no reason", true}, {"no resume: the finalized reset keeps its reason", false}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) {
					idlePolicy(time.Hour)(c)
					c.WatcherFirstDelay, c.WatcherInterval = time.Minute, 5*time.Minute
				})
				src := tgDM("43")
				r.exchange(src, "hello", 600)
				r.newCmd(src)
				back := r.sid(src) // an empty incarnation the user will go back to
				r.newCmd(src)
				left := r.sid(src)
				r.advance(2 * time.Hour)
				r.wantReason(left, "idle")
				if tc.resumed {
					r.resumeCmd(src, back)
					r.check(r.sid(src) == back, "the /resume must switch to %s", r.name(back))
				}
				r.advance(10 * time.Minute)
				cur := r.sid(src)
				r.routeLost(src)
				lines := r.send(src, "hi")
				if tc.resumed {
					r.wantFresh(lines, src, cur)
					return
				}
				r.wantReset(lines, src, cur, EndIdle)
			})
		})
	}
}
