package gateway

import "time"

// Deferred work as data: the gateway reports its next deadline and the driver calls Tick when the
// clock reaches it. Nothing here reads a timer.

// Deadline is the earliest time at which Tick has work: the drain timeout, the next watcher pass,
// a TUI reap timer or TTL scan. ok is false when nothing is scheduled.
func (g *Gateway) Deadline() (at time.Time, ok bool) {
	consider := func(t time.Time) {
		if !t.IsZero() && (!ok || t.Before(at)) {
			at, ok = t, true
		}
	}
	switch g.phase {
	case PhaseDraining:
		if !g.drain.done {
			consider(g.drain.deadline)
		}
	case PhaseRunning:
		consider(g.watch.next)
		consider(g.leaseRetryAt)
	}
	if g.phase != PhaseExited {
		if t, tok := g.tuiDeadline(); tok {
			consider(t)
		}
	}
	return at, ok
}

// Tick runs everything due at the clock's now, in a fixed order: the drain timeout, the watcher
// pass, the retry of the events held behind another process's turn, then the TUI reapers.
func (g *Gateway) Tick() {
	now := g.now()
	if !now.Before(g.drain.deadline) {
		g.DrainTimedOut() // a no-op unless a drain still waits
	}
	if g.phase == PhaseRunning && !g.watch.next.IsZero() && !now.Before(g.watch.next) {
		g.watcherPass(now)
		g.watch.next = now.Add(g.cfg.WatcherInterval)
	}
	if g.phase == PhaseRunning && !g.leaseRetryAt.IsZero() {
		g.retryHeld() // at every tick while any waits: the session may have freed since the last
	}
	if g.phase != PhaseExited {
		g.tuiTick(now)
	}
}
