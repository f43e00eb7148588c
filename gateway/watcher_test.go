package gateway

import (
	"testing"
	"time"
)

// The expiry watcher (docs/contract.md §2.9). Upstream group: test_session_store_expiry_finalized (promote
// only live or recoverable rows; a promoted row is not recoverable), the B19/H4 regressions.

// TestExpiryFinalized: a pass finalizes an expired incarnation with the specific reason, closes
// its agent without ending the row, keeps the route, and the next message resets lazily.
func TestExpiryFinalized(t *testing.T) {
	cases := []struct {
		name      string
		mut       func(*Config)
		bugs      BugSet
		wait      time.Duration
		finalized EndReason // the reason on the Finalized effect and the row; "" = no finalization
		rowAfter  string    // the old row after the pass, when it differs from finalized
		next      EndReason // the next message's outcome
	}{
		{name: "idle: finalized as idle", mut: idlePolicy(time.Hour), wait: 70 * time.Minute,
			finalized: EndIdle, next: EndIdle},
		{name: "daily: finalized as daily", mut: func(c *Config) { c.Reset.Mode = ResetDaily }, wait: 20 * time.Hour,
			finalized: EndDaily, next: EndDaily},
		{name: "H4: finalized as plain session_reset", mut: idlePolicy(time.Hour), bugs: BugSet{H4}, wait: 70 * time.Minute,
			finalized: EndSessionReset, next: EndIdle},
		{name: "B19: expiry cleanup ends the row as agent_close and promotes nothing", mut: idlePolicy(time.Hour),
			bugs: BugSet{B19}, wait: 70 * time.Minute, finalized: EndAgentClose, next: EndIdle},
		{name: "B19 with B20 and B35: the expired session is resurrected", mut: idlePolicy(time.Hour),
			bugs: BugSet{B19, B20, B35}, wait: 70 * time.Minute, finalized: EndAgentClose, next: stays},
		{name: "mode none: never finalized", wait: 72 * time.Hour, next: stays},
		{name: "not yet expired: not finalized", mut: idlePolicy(time.Hour), wait: 55 * time.Minute, next: stays},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) {
					if tc.mut != nil {
						tc.mut(c)
					}
					c.Bugs = tc.bugs
				})
				src := tgDM("121")
				r.exchange(src, "hello", 500)
				old := r.sid(src)
				start := len(r.log)
				r.advance(tc.wait)
				passes := r.log[start:]
				if tc.finalized == "" {
					r.check(count(passes, "    finalized") == 0, "want no finalization")
					r.check(!r.entry(src).ExpiryFinalized, "expiry_finalized set")
				} else {
					r.check(count(passes, "    finalized lane=telegram:dm:121 session="+r.name(old)+" reason="+string(tc.finalized)) == 1,
						"want one finalization with reason %s", tc.finalized)
					r.wantReason(old, string(tc.finalized))
					e := r.entry(src)
					r.check(e.ExpiryFinalized && e.SessionID == old, "the route must stay on %s, flagged expiry_finalized", r.name(old))
					ended := tc.finalized == EndAgentClose
					r.check(count(passes, "    agent-closed session="+r.name(old)+" flag") == map[bool]int{true: 1}[ended],
						"the expiry cleanup ended the row: %v, want %v", !ended, ended)
				}
				lines := r.send(src, "back")
				if tc.next == stays {
					r.wantSame(lines, src, old)
					return
				}
				r.wantReset(lines, src, old, tc.next)
				r.want(lines, "notice reason="+string(tc.next))
				r.wantNo(lines, "row-reopened")
			})
		})
	}
}

// TestExpiryWaits: a lane with a turn in flight or a background process is left for a later pass.
func TestExpiryWaits(t *testing.T) {
	t.Run("a running turn", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, idlePolicy(time.Hour))
			src := tgDM("122")
			r.send(src, "very long job")
			r.advance(2 * time.Hour)
			r.check(!r.entry(src).ExpiryFinalized, "a running lane was finalized")
			r.endTurn(src, OutcomeOK, 10)
			r.advance(70 * time.Minute)
			r.check(r.entry(src).ExpiryFinalized, "the lane must be finalized once idle past the limit")
		})
	})
	t.Run("a background process", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, idlePolicy(time.Hour))
			src := tgDM("123")
			r.exchange(src, "hello", 10)
			r.processStarted(src)
			r.advance(3 * time.Hour)
			r.check(!r.entry(src).ExpiryFinalized, "a lane with a live process was finalized")
			r.processEnded(src)
			r.advance(6 * time.Minute)
			r.check(r.entry(src).ExpiryFinalized, "finalized once the process ended")
		})
	})
}

// TestExpiryPromoteSet: finalization promotes only a live row or one ended by accident; an
// intentional end stays as it is, and a promoted row is not recoverable.
func TestExpiryPromoteSet(t *testing.T) {
	cases := []struct {
		name   string
		bugs   BugSet
		before func(r *rig, src Source)
		want   string
	}{
		{"live -> idle", nil, func(*rig, Source) {}, "idle"},
		{"agent_close -> idle", nil, func(r *rig, src Source) { r.agentClose(src) }, "idle"},
		{"ws_orphan_reap -> idle", nil, func(r *rig, src Source) { r.endedElsewhere(src, EndWsOrphanReap) }, "idle"},
		{"B22: ws_orphan_reap is not promoted", BugSet{B22}, func(r *rig, src Source) { r.endedElsewhere(src, EndWsOrphanReap) },
			"ws_orphan_reap"},
		{"session_reset stays session_reset", nil, func(r *rig, src Source) { r.endedElsewhere(src, EndSessionReset) },
			"session_reset"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { idlePolicy(time.Hour)(c); c.Bugs = tc.bugs })
				src := tgDM("124")
				r.exchange(src, "hello", 10)
				old := r.sid(src)
				tc.before(r, src)
				r.advance(70 * time.Minute)
				r.wantReason(old, tc.want)
				if tc.want == "idle" {
					r.routeLost(src)
					lines := r.send(src, "hi")
					r.check(r.sid(src) != old, "the promoted row %s was recovered", r.name(old))
					r.wantNo(lines, "row-reopened", "recovered")
				}
			})
		})
	}
}

// TestExpiryRetries: a failed finalization is retried on the next pass; after the third failure
// the flag is forced and nothing is promoted.
func TestExpiryRetries(t *testing.T) {
	for _, tc := range []struct {
		name      string
		failures  int
		finalized bool // the row was promoted
	}{{"one failure: finalized on the next pass", 1, true}, {"two failures", 2, true}, {"three failures: forced", 3, false}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newColdRig(t, rigStart, idlePolicy(time.Hour))
				var target SessionID
				failed := 0
				r.st = &lockedStore{Store: r.mem, fail: func(op string, _ LaneKey, id SessionID) bool {
					if op == "PutRow" && id == target && id != "" && failed < tc.failures {
						failed++
						return true
					}
					return false
				}}
				r.boot()
				src := tgDM("125")
				r.exchange(src, "hello", 10)
				target = r.sid(src)
				r.advance(61 * time.Minute) // the first pass past the limit
				for pass := 1; pass <= 3; pass++ {
					e := r.entry(src)
					done := e.ExpiryFinalized
					wantDone := pass > tc.failures || (pass == 3 && tc.failures >= 3)
					r.check(done == wantDone, "after pass %d: expiry_finalized %v, want %v", pass, done, wantDone)
					r.advance(5 * time.Minute)
				}
				r.check(failed == tc.failures, "the store failed %d times, want %d", failed, tc.failures)
				if tc.finalized {
					r.wantReason(target, "idle")
				} else {
					r.wantReason(target, "live")
				}
			})
		})
	}
}

// TestWatcherReleasesIdleAgents: a cached agent idle longer than an hour is released without
// ending its row.
func TestWatcherReleasesIdleAgents(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		src := tgDM("126")
		r.exchange(src, "hello", 10)
		id := r.sid(src)
		start := len(r.log)
		r.advance(70 * time.Minute)
		r.check(count(r.log[start:], "    agent-closed session="+r.name(id)) == 1, "want the idle agent released once")
		r.check(count(r.log[start:], "    agent-closed flag") == 0, "the release must not end the row")
		r.wantReason(id, "live")
		r.wantSame(r.send(src, "hi"), src, id)
	})
}

// TestWatcherDefersIdleAgentOfFiniteSession: under a finite policy not yet expired the idle agent
// stays cached past the TTL (docs/contract.md §2.9), so an agent close still ends its row as
// agent_close; once the session expires the watcher's finalization cleans the agent up without
// ending the row.
func TestWatcherDefersIdleAgentOfFiniteSession(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, idlePolicy(3*time.Hour))
		src := tgDM("128")
		r.exchange(src, "hello", 10)
		id := r.sid(src)
		start := len(r.log)
		r.advance(70 * time.Minute)
		r.check(count(r.log[start:], "    agent-closed") == 0, "the idle agent of an unexpired finite session must stay cached")
		r.advance(2 * time.Hour)
		r.check(count(r.log[start:], "    agent-closed session="+r.name(id)) == 1, "want the agent cleaned up once, at finalization")
		r.check(count(r.log[start:], "    agent-closed flag") == 0, "neither may end the row")
		r.check(r.entry(src).ExpiryFinalized, "the lane must be finalized once idle past the limit")
	})
}

// TestWatcherPrunesOldRoutes: once an hour the watcher drops routes idle beyond 90 days, except
// suspended lanes and lanes with a process that still counts (younger than BgProcessMaxAge, or
// any with no max age); only the route goes, so the next message recovers the same session.
func TestWatcherPrunesOldRoutes(t *testing.T) {
	noMaxAge := func(c *Config) { c.BgProcessMaxAge = 0 }
	for _, tc := range []struct {
		name   string
		cfg    func(*Config)
		before func(r *rig, src Source)
		pruned bool
	}{
		{"an old route is dropped and recovered", nil, func(*rig, Source) {}, true},
		{"a lane with a live process is kept", noMaxAge, func(r *rig, src Source) { r.processStarted(src) }, false},
		{"a process past its max age keeps nothing", nil, func(r *rig, src Source) { r.processStarted(src) }, true},
		{"a suspended lane is kept", nil, func(r *rig, src Source) { r.stuckLoop(src) }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, tc.cfg)
				src := tgDM("127")
				r.exchange(src, "hello", 10)
				id := r.sid(src)
				tc.before(r, src)
				r.advance(89 * 24 * time.Hour)
				_, ok := r.stored(src)
				r.check(ok, "dropped before 90 days")
				start := len(r.log)
				r.advance(2 * 24 * time.Hour)
				_, ok = r.stored(src)
				r.check(ok != tc.pruned, "route kept %v, want pruned %v", ok, tc.pruned)
				if !tc.pruned {
					return
				}
				r.check(count(r.log[start:], "    route-dropped text=prune") == 1, "want one prune")
				r.wantReason(id, "live")
				lines := r.send(src, "remember me?")
				r.want(lines, "recovered text=exact session="+r.name(id))
			})
		})
	}
}
