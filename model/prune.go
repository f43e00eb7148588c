package model

// The hourly route prune's duty (docs/contract.md §2.9): a route idle past RouteMaxAge, of a lane
// that is not suspended and has no turn and no live background process, is dropped. Which pass
// prunes is the watcher's schedule, so the model demands it only where it is late for sure: the
// lane's activity clock is at most its latest possible value (act.hi), and the route has been
// idle past the limit, sparable by nothing, and the process's passes running, for longer than
// a prune interval plus two watcher intervals plus the first delay. History.pruneDue lists those
// lanes; checkPruneDone requires that the process holds no entry for them.

// pruneOwed lists, for the step's state checks, the lanes whose route the prune must have
// dropped by now.
func (m *Model) pruneOwed() {
	m.hist.pruneDue = m.hist.pruneDue[:0]
	limit := m.rules.RouteMaxAge
	if limit <= 0 || m.rules.WatcherInterval <= 0 || m.rules.RoutePruneInterval <= 0 {
		return
	}
	// A prune runs at most a prune interval plus a watcher interval after the last; another
	// watcher interval covers what changes between two steps (a background process ageing out),
	// and the first delay the first pass after a boot.
	late := m.rules.RoutePruneInterval + 2*m.rules.WatcherInterval + m.rules.WatcherFirstDelay
	for li := range m.lanes {
		ls := &m.lanes[li]
		// (Without an entry there is nothing to prune; the prune's pass after the entry comes
		// back is the one owed, so the wait counts from then. A lane whose last route write
		// failed or was lost may have no entry in the process either, until a routing saves one;
		// recovery then rebuilds it with the row's old clock, and the next pass owes the drop.)
		if !m.proc.passDone || m.proc.draining || ls.turn.token != 0 || ls.suspended != No || ls.suspendDue != No ||
			ls.routeLost || ls.stale || ls.blocked(m.now, m.rules.BgProcessMaxAge) != No {
			ls.pruneHeld = m.now
			continue
		}
		if ls.cur == 0 || ls.act.hi.IsZero() {
			continue
		}
		if m.now.Sub(ls.act.hi) > limit+late && m.now.Sub(ls.pruneHeld) > late && m.now.Sub(m.proc.passAt) > late {
			m.hist.pruneDue = append(m.hist.pruneDue, ls.lane.Key)
		}
	}
}

// checkPruneDone (I10): the process holds no entry for a lane whose route the prune must have
// dropped (pruneOwed).
func checkPruneDone(o *Observation, h *History) error {
	if o.Entries == nil {
		return nil
	}
	for _, k := range h.pruneDue {
		// (A route the watcher finalized stays for its reset and notice, docs/contract.md §2.9
		// step 4; whether it should be finalized is the watcher checks' to judge.)
		if e, ok := o.entry(k); ok && !e.ExpiryFinalized {
			return violate("I10", "lane %s's route (to %s) has been idle past the limit, with no turn, suspension, background process or finalized reset, for longer than the prune's interval, but the hourly prune kept it", k, e.SessionID)
		}
	}
	return nil
}
