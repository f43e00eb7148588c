package model

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestForcedFinalAfterTheLastRetry: the watcher's third failed finalization of a lane in a row
// must leave its entry expiry_finalized (docs/contract.md §2.9), and an earlier one must not;
// after two failures it need not,
// a landed finalization starts the count again, and so does a new process.
func TestForcedFinalAfterTheLastRetry(t *testing.T) {
	rules := RulesFrom(ptr(testConfig()))
	failed := gateway.Effect{Kind: gateway.StoreFailed, Op: "promote_to_session_reset", Lane: tg.Key, Session: "s1"}
	entry := func(final bool) []gateway.Entry {
		return []gateway.Entry{{Key: tg.Key, SessionID: "s1", ExpiryFinalized: final}}
	}
	pass := func(h *History, ev Event, es []gateway.Entry, fx ...gateway.Effect) error {
		h.beginStep(ev, t0)
		o := &Observation{At: t0, Event: ev, Effects: fx, Entries: es}
		err := checkForcedFinal(o, h)
		h.commitWatchFails(o)
		return err
	}
	t.Run("bad: not forced after the third failure", func(t *testing.T) {
		h := NewHistory(&rules)
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantInv(t, "I7", pass(h, Tick{}, entry(false), failed))
	})
	t.Run("good: forced at the third", func(t *testing.T) {
		h := NewHistory(&rules)
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Tick{}, entry(true), failed))
	})
	t.Run("good: a landed finalization starts the count again", func(t *testing.T) {
		h := NewHistory(&rules)
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Tick{}, entry(true)))
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Tick{}, entry(false), failed))
	})
	t.Run("bad: forced at the second failure", func(t *testing.T) {
		h := NewHistory(&rules)
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantInv(t, "I7", pass(h, Tick{}, entry(true), failed))
	})
	t.Run("bad: forced at the second failure after a landed one", func(t *testing.T) {
		h := NewHistory(&rules)
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Tick{}, entry(true)))
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantInv(t, "I7", pass(h, Tick{}, entry(true), failed))
	})
	t.Run("good: a new process starts the count again", func(t *testing.T) {
		h := NewHistory(&rules)
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Boot{Phase: BootAll}, entry(false)))
		wantNone(t, pass(h, Tick{}, entry(false), failed))
	})
}

// TestAgentReleaseWaitsForTheTTL: the watcher's release of an agent (a close that ends no row)
// must come after AgentIdleTTL of idleness, counted from the lane's last turn start or end; a
// close that belongs to a finalization of the lane is not a release.
func TestAgentReleaseWaitsForTheTTL(t *testing.T) {
	rules := RulesFrom(ptr(testConfig(func(c *gateway.Config) { c.Reset.Mode = gateway.ResetNone })))
	ttl := rules.AgentIdleTTL
	entries := []gateway.Entry{{Key: tg.Key, SessionID: "s1", Platform: tg.Platform, UpdatedAt: t0}}
	released := gateway.Effect{Kind: gateway.AgentClosed, Lane: tg.Key, Session: "s1"}
	started := gateway.Effect{Kind: gateway.TurnStarted, Lane: tg.Key, Session: "s1", Token: 1}
	ended := gateway.Effect{Kind: gateway.TurnEnded, Lane: tg.Key, Session: "s1", Token: 1, Outcome: gateway.OutcomeOK}
	after := func(turn []gateway.Effect, at time.Time, fx ...gateway.Effect) error {
		h := NewHistory(&rules)
		o := &Observation{At: t0, Event: TurnEnd{Lane: tg.Key}, Entries: entries, Effects: turn}
		h.beginStep(o.Event, t0)
		h.commitAgents(o)
		h.beginStep(Tick{}, at)
		return checkAgentRelease(&Observation{At: at, Event: Tick{}, Entries: entries, Effects: fx}, h)
	}
	tick := func(at time.Time, fx ...gateway.Effect) error {
		return after([]gateway.Effect{started, ended}, at, fx...)
	}
	wantInv(t, "effects", tick(t0.Add(ttl/2), released))
	wantInv(t, "effects", tick(t0.Add(ttl), released))
	wantNone(t, tick(t0.Add(ttl+time.Minute), released))
	// The same close followed by its lane's finalization writes is the finalization's.
	wantNone(t, tick(t0.Add(ttl/2), released, gateway.Effect{Kind: gateway.RouteSaved, Lane: tg.Key, Session: "s1"}))
	// Nothing closes the agent of a turn in flight, however old.
	wantInv(t, "effects", after([]gateway.Effect{started}, t0.Add(2*ttl), released))
}
