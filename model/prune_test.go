package model

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// pruned is the route prune's effect on lane l's route to s.
func pruned(l Lane, s gateway.SessionID) gateway.Effect {
	return gateway.Effect{Kind: gateway.RouteDropped, Lane: l.Key, Session: s, Why: "prune"}
}

// TestRoutePruneOnlyIdleRoutes: the hourly prune may drop a route idle past the limit (the lane
// then continues by recovery); a route still active, one with a background process or a running
// turn, and a suspended lane's must stay.
func TestRoutePruneOnlyIdleRoutes(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t, func(c *gateway.Config) { c.Reset.Mode = gateway.ResetNone; c.RouteMaxAge = 2 * time.Hour })
		d.chat(tg, "s1", 1, 100)
		return d
	}
	t.Run("good: idle past the limit", func(t *testing.T) {
		d := setup(t)
		d.after(3 * time.Hour)
		d.must(Tick{}, pruned(tg, "s1"))
	})
	t.Run("bad: active within the limit", func(t *testing.T) {
		d := setup(t)
		d.after(time.Hour)
		d.fails("I10", Tick{}, pruned(tg, "s1"))
	})
	t.Run("bad: a background process runs", func(t *testing.T) {
		d := setup(t)
		d.must(ProcessStart{Lane: tg.Key})
		d.after(3 * time.Hour)
		d.fails("I10", Tick{}, pruned(tg, "s1"))
	})
	t.Run("bad: a turn runs", func(t *testing.T) {
		d := setup(t)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		d.after(3 * time.Hour)
		d.fails("I10", Tick{}, pruned(tg, "s1"))
	})
}

// TestWatcherLeavesRunningTurns: the watcher finalizes an expired lane only when no turn runs
// on it (the port's watcher leaves such a lane for a later pass).
func TestWatcherLeavesRunningTurns(t *testing.T) {
	d := newDrv(t)
	d.chat(tg, "s1", 1, 100)
	d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
	d.after(2 * time.Hour)
	d.fails("I10", Tick{}, rowEnd(tg, "s1", gateway.EndIdle, true), fx(gateway.Finalized, tg.Key, "s1"))
}
