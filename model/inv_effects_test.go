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
