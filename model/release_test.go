package model

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestReleaseOwedAfterAPass: a watcher pass must release an agent idle longer than AgentIdleTTL
// on a lane whose expiry is not pending (no route, mode none, or surely expired: then its
// finalization closes it); a lane whose finite policy has not expired keeps it, as does one a
// background process may block, and a tick that runs no pass owes nothing.
func TestReleaseOwedAfterAPass(t *testing.T) {
	idle := gateway.ResetPolicy{Mode: gateway.ResetIdle, IdleLimit: 24 * time.Hour}
	none := gateway.ResetPolicy{Mode: gateway.ResetNone}
	released := gateway.Effect{Kind: gateway.AgentClosed, Lane: tg.Key, Session: "s1"}
	check := func(p gateway.ResetPolicy, pass bool, entries []gateway.Entry, spared bool, at time.Time, fx ...gateway.Effect) error {
		h := passAfterTurn(p, entries, pass, spared, at)
		return checkReleaseOwed(&Observation{At: at, Event: Tick{}, Entries: entries, Effects: fx}, h)
	}
	routed := []gateway.Entry{{Key: tg.Key, SessionID: "s1", Platform: tg.Platform, UpdatedAt: t0}}
	unrouted := []gateway.Entry{}
	late := t0.Add(2 * time.Hour) // past the TTL (1 h), before the idle limit (24 h)

	// Bad: the pass kept an idle agent it owed.
	wantInv(t, "effects", check(none, true, routed, false, late))
	wantInv(t, "effects", check(idle, true, routed, false, t0.Add(25*time.Hour)))
	wantInv(t, "effects", check(idle, true, unrouted, false, late))
	// Good: released; or not idle long enough; or no pass ran.
	wantNone(t, check(none, true, routed, false, late, released))
	wantNone(t, check(none, true, routed, false, t0.Add(time.Hour)))
	wantNone(t, check(none, false, routed, false, late))
	// Good: the expiry is pending (the watcher finalizes it later), or a process may block it.
	wantNone(t, check(idle, true, routed, false, late))
	wantNone(t, check(idle, true, routed, true, t0.Add(25*time.Hour)))
}

// TestWatcherSchedule: the model's watcher passes come WatcherFirstDelay after the resume pass,
// then at the first tick WatcherInterval after the last, and never while draining.
func TestWatcherSchedule(t *testing.T) {
	cfg := testConfig()
	m := New(RulesFrom(&cfg), t0)
	step := func(ev Event) bool {
		m.Expect(ev)
		_ = m.Observe(nil)
		return m.hist.watchPass
	}
	tickAt := func(d time.Duration) bool {
		step(Advance{To: t0.Add(d)})
		return step(Tick{})
	}
	step(Boot{})
	first, every := cfg.WatcherFirstDelay, cfg.WatcherInterval
	if tickAt(first-time.Second) || !tickAt(first) || tickAt(first+every-time.Second) || !tickAt(first+every+time.Minute) {
		t.Fatal("passes off the schedule")
	}
	if !tickAt(first+3*every) || tickAt(first+3*every+time.Second) {
		t.Fatal("a late tick does not run the pass, or the next is not an interval after it")
	}
	step(Stop{})
	if tickAt(first + 5*every) {
		t.Fatal("a pass while draining")
	}
}

// TestReleaseWaitsForAPendingExpiry: a pass must not release the idle agent of a lane whose
// finite policy has not expired yet (the watcher's later finalization closes it), unless a
// background process may block that expiry.
func TestReleaseWaitsForAPendingExpiry(t *testing.T) {
	idle := gateway.ResetPolicy{Mode: gateway.ResetIdle, IdleLimit: 24 * time.Hour}
	entries := []gateway.Entry{{Key: tg.Key, SessionID: "s1", Platform: tg.Platform, UpdatedAt: t0}}
	released := gateway.Effect{Kind: gateway.AgentClosed, Lane: tg.Key, Session: "s1"}
	check := func(spared bool, at time.Time) error {
		h := passAfterTurn(idle, entries, true, spared, at)
		return checkAgentRelease(&Observation{At: at, Event: Tick{}, Entries: entries, Effects: []gateway.Effect{released}}, h)
	}
	wantInv(t, "effects", check(false, t0.Add(2*time.Hour)))
	wantNone(t, check(true, t0.Add(2*time.Hour)))
	wantNone(t, check(false, t0.Add(25*time.Hour))) // expired: the finalization's close
}

// passAfterTurn is a history whose lane tg ran one turn at t0 (its agent cached for s1, idle
// since), now at a tick at at, with a watcher pass or not, and tg's expiry possibly held back by
// a background process (spared).
func passAfterTurn(p gateway.ResetPolicy, entries []gateway.Entry, pass, spared bool, at time.Time) *History {
	rules := RulesFrom(ptr(testConfig(func(c *gateway.Config) { c.Reset = p })))
	started := gateway.Effect{Kind: gateway.TurnStarted, Lane: tg.Key, Session: "s1", Token: 1}
	ended := gateway.Effect{Kind: gateway.TurnEnded, Lane: tg.Key, Session: "s1", Token: 1, Outcome: gateway.OutcomeOK}
	h := NewHistory(&rules)
	o := &Observation{At: t0, Event: TurnEnd{Lane: tg.Key}, Entries: entries, Effects: []gateway.Effect{started, ended}}
	h.beginStep(o.Event, t0)
	h.commit(o)
	h.beginStep(Tick{}, at)
	h.watchPass = pass
	if spared {
		h.releaseSpared = append(h.releaseSpared, tg.Key)
	}
	return h
}

// TestFinalizeOwedAfterAPass: a watcher pass must finalize a lane whose entry's policy surely says
// idle or daily; not one that has not expired, is finalized already, may be blocked by a
// background process, runs under mode none, or whose pass saw a store failure, and a tick that
// runs no pass owes nothing.
func TestFinalizeOwedAfterAPass(t *testing.T) {
	idle := gateway.ResetPolicy{Mode: gateway.ResetIdle, IdleLimit: 24 * time.Hour}
	none := gateway.ResetPolicy{Mode: gateway.ResetNone}
	check := func(p gateway.ResetPolicy, pass, spared, finalized bool, at time.Time, fx ...gateway.Effect) error {
		entries := []gateway.Entry{{Key: tg.Key, SessionID: "s1", Platform: tg.Platform, UpdatedAt: t0}}
		h := passAfterTurn(p, entries, pass, spared, at)
		entries[0].ExpiryFinalized = finalized
		return checkFinalizeOwed(&Observation{At: at, Event: Tick{}, Entries: entries, Effects: fx}, h)
	}
	expired, early := t0.Add(25*time.Hour), t0.Add(2*time.Hour)
	failed := gateway.Effect{Kind: gateway.StoreFailed, Op: "promote_to_session_reset", Lane: tg.Key, Session: "s1"}

	// Bad: the pass left an expired lane alone.
	wantInv(t, "I7", check(idle, true, false, false, expired))
	// Good: finalized; not expired; no pass; a process may block it; mode none; a store failure.
	wantNone(t, check(idle, true, false, true, expired))
	wantNone(t, check(idle, true, false, false, early))
	wantNone(t, check(idle, false, false, false, expired))
	wantNone(t, check(idle, true, true, false, expired))
	wantNone(t, check(none, true, false, false, expired))
	wantNone(t, check(idle, true, false, false, expired, failed))
}
