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
// then continues by recovery), at a watcher pass a RoutePruneInterval after its last; a route still active, one with a background process or a running
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
		// (The pass releases the idle agent first: contract §2.9 steps 3 and 4.)
		d.must(Tick{}, fx(gateway.AgentClosed, tg.Key, "s1"), pruned(tg, "s1"))
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
	t.Run("bad: a prune sooner than an interval after the last", func(t *testing.T) {
		d := setup(t)
		d.chat(wh, "w1", 2, 100)
		d.after(3 * time.Hour)
		d.must(Tick{}, fx(gateway.AgentClosed, tg.Key, "s1"), fx(gateway.AgentClosed, wh.Key, "w1"), pruned(tg, "s1"))
		d.after(10 * time.Minute) // a watcher pass, but the next prune is due an hour after the last
		d.fails("I10", Tick{}, pruned(wh, "w1"))
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

// TestPruneOwed: a route idle past RouteMaxAge, with nothing to spare it, must be gone once the
// prune is surely late (its interval, a watcher interval and the first delay after the limit);
// before that, and once the prune dropped it, the process may hold what it holds.
func TestPruneOwed(t *testing.T) {
	quiet := func(c *gateway.Config) { c.Reset.Mode = gateway.ResetNone; c.RouteMaxAge = 2 * time.Hour }
	t.Run("kept past the limit and the prune's lateness: I10", func(t *testing.T) {
		d := newDrv(t, quiet)
		d.chat(tg, "s1", 1, 100)
		d.after(3 * time.Hour) // past the limit, not yet surely late (interval 1h + 2x5m + 1m)
		d.fails("I10", Advance{d.now.Add(time.Hour)})
	})
	t.Run("dropped by the prune: nothing owed", func(t *testing.T) {
		d := newDrv(t, quiet)
		d.chat(tg, "s1", 1, 100)
		d.after(3 * time.Hour)
		d.entries = nil // the prune drops the route
		d.must(Tick{}, fx(gateway.AgentClosed, tg.Key, "s1"), pruned(tg, "s1"))
		d.must(Advance{d.now.Add(time.Hour)})
	})
}
