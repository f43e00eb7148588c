package model

import (
	"testing"

	"gatewaysim/gateway"
)

// TestRecoveredMovesTheRoute: a recovery's Recovered effect must leave the lane's entry on the
// row it recovered, unless a later effect of the step names the route again.
func TestRecoveredMovesTheRoute(t *testing.T) {
	rules := RulesFrom(ptr(testConfig()))
	recovered := gateway.Effect{Kind: gateway.Recovered, Lane: tg.Key, Session: "s2"}
	entry := func(s gateway.SessionID) []gateway.Entry {
		return []gateway.Entry{{Key: tg.Key, SessionID: s, Platform: tg.Platform, UpdatedAt: t0}}
	}
	check := func(entries []gateway.Entry, fx ...gateway.Effect) error {
		h := NewHistory(&rules)
		h.beginStep(Boot{}, t0)
		return checkRecoveredRoute(&Observation{At: t0, Event: Boot{}, Entries: entries, Effects: fx}, h)
	}
	wantNone(t, check(entry("s2"), recovered))
	wantInv(t, "effects", check(entry("s1"), recovered))
	wantInv(t, "effects", check([]gateway.Entry{}, recovered))
	wantNone(t, check([]gateway.Entry{}, recovered, gateway.Effect{Kind: gateway.RouteDropped, Lane: tg.Key, Session: "s2", Why: "stale"}))
}

// TestCompressionEndsTheParentAfterTheChild: a compression's parent ends only once the child that
// continues it was created in the step.
func TestCompressionEndsTheParentAfterTheChild(t *testing.T) {
	rules := RulesFrom(ptr(testConfig()))
	child := gateway.Effect{Kind: gateway.RowCreated, Lane: tg.Key, Session: "s2", Parent: "s1"}
	ended := gateway.Effect{Kind: gateway.RowEnded, Lane: tg.Key, Session: "s1", Reason: gateway.EndCompression}
	failed := gateway.Effect{Kind: gateway.StoreFailed, Lane: tg.Key, Session: "s2", Op: "create_session", Why: "database is locked"}
	check := func(fx ...gateway.Effect) error {
		h := NewHistory(&rules)
		h.beginStep(Compress{Lane: tg}, t0)
		return checkCompressionOrder(&Observation{At: t0, Event: Compress{Lane: tg}, Effects: fx}, h)
	}
	wantNone(t, check(child, ended))
	wantNone(t, check(failed))
	wantInv(t, "effects", check(failed, ended))
	wantInv(t, "effects", check(ended, child))
}
