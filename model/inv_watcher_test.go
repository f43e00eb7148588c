package model

import (
	"testing"

	"gatewaysim/gateway"
)

// TestForcedFinalAfterTheLastRetry: the watcher's third failed finalization of a lane in a row
// must leave its entry expiry_finalized (docs/contract.md §2.9); after two failures it need not,
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
	t.Run("good: a new process starts the count again", func(t *testing.T) {
		h := NewHistory(&rules)
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Tick{}, entry(false), failed))
		wantNone(t, pass(h, Boot{Phase: BootAll}, entry(false)))
		wantNone(t, pass(h, Tick{}, entry(false), failed))
	})
}
