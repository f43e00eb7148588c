package model

import (
	"slices"
	"time"

	"gatewaysim/gateway"
)

// Process lifecycle as the user experiences it: a stop owes every turn still in flight; a boot
// may pay those debts by auto-continuing; restarts while active accumulate towards suspension;
// fast boot loops trip the breaker (docs/contract.md §2.8, §2.10, §2.11, I5, I6, I14).

func (m *Model) drainResume() resumeSet {
	if m.proc.restart {
		return resumeRestart
	}
	return resumeShutdown
}

// stop is the beginning of a drain: every turn in flight may become owed (its lane is pre-marked),
// and becomes owed for sure if it has not ended well by the time the process goes.
func (m *Model) stop(restart bool) {
	if m.proc.draining {
		return // (a /restart the gate held may reach a process a shutdown already drains)
	}
	m.proc.draining, m.proc.restart, m.proc.stopAt = true, restart, m.now
	m.proc.quiesced = false // a shutdown supersedes the operator's drain
	m.proc.drainedAt = m.now
	m.stopNow = true
	for li := range m.lanes {
		ls := &m.lanes[li]
		ls.drainBusy = ls.turn.token != 0
		ls.drainOK = false
		ls.stuckStop = ls.stuck
		if ls.drainBusy {
			m.proc.drainedAt = time.Time{} // not yet
			ls.owe(Maybe, instant(m.now), m.drainResume(), false, ls.turn.at)
		}
	}
}

// checkDrainNotices judges the step's drain notices (I8, docs/contract.md §2.11 step 1): only the
// stop (a shutdown, or a /restart carried out in the step) sends them; each chat with a turn in
// flight at the stop is told exactly once, however many of its lanes are running, and in the
// stop's category (a restart promises to resume; a plain shutdown says the task was interrupted).
// A driver that cannot see the notices (Rules.NoticesUnseen) leaves them unjudged.
func (m *Model) checkDrainNotices() {
	if m.rules.NoticesUnseen {
		return
	}
	notices := m.proc.drainNotices
	if !m.stopNow {
		if len(notices) > 0 {
			m.fail(violate("I8", "drain notice to lane %s outside a stop", notices[0].Lane))
		}
		return
	}
	restart := m.proc.restart
	want := gateway.DrainShutdown
	if restart {
		want = gateway.DrainRestart
	}
	told := map[string]gateway.LaneKey{} // chat -> the lane whose notice told it
	for _, e := range notices {
		li, ok := m.laneIx[e.Lane]
		if !ok || !m.lanes[li].drainBusy {
			m.fail(violate("I8", "drain notice to lane %s, which had no turn in flight at the stop", e.Lane))
			continue
		}
		if e.Category != want {
			m.fail(violate("I8", "drain notice to lane %s says %q; a %s says %q", e.Lane, e.Category,
				map[bool]string{true: "restart", false: "plain shutdown"}[restart], want))
		}
		chat := m.lanes[li].chat()
		if prev, dup := told[chat]; dup {
			m.fail(violate("I8", "chat %s told twice of the stop (lanes %s and %s)", chat, prev, e.Lane))
			continue
		}
		told[chat] = e.Lane
	}
	for li := range m.lanes {
		ls := &m.lanes[li]
		// A chat on a platform whose adapter is down cannot be told (contract §2.11 step 1).
		if _, ok := told[ls.chat()]; ls.drainBusy && !ok && m.adapters[ls.lane.Platform] {
			m.fail(violate("I8", "lane %s had a turn in flight at the stop but its chat %s was not told", ls.lane.Key, ls.chat()))
		}
	}
}

// chat is where the lane's chat is delivered to (the lane itself when unknown).
func (ls *laneState) chat() string {
	if ls.lane.Chat != "" {
		return ls.lane.Chat
	}
	return string(ls.lane.Key)
}

// drainTimeout: the turns still in flight are owed for sure.
func (m *Model) drainTimeout() {
	if !m.proc.draining {
		return
	}
	for li := range m.lanes {
		ls := &m.lanes[li]
		if ls.turn.token != 0 {
			ls.owe(Yes, span{m.proc.stopAt, m.now}, m.drainResume(), false, ls.turn.at)
		}
	}
}

// exit is the end of a graceful shutdown: the restart-failure counts move, then the process goes.
func (m *Model) exit() {
	m.commandsDied()
	for li := range m.lanes {
		if ls := &m.lanes[li]; m.proc.draining && ls.turn.token != 0 {
			// The drain waits for every turn until its timeout, which interrupts and marks what
			// still runs (docs/contract.md §2.11): a process that exits under a running turn drops
			// it unmarked.
			m.fail(violate("I5", "the process exited while lane %s's turn %s still ran, before the drain timed out",
				ls.lane.Key, ls.turn.token))
		}
	}
	m.exitDrain = m.drainCompleted()
	m.clearDue = m.clearDue[:0]
	if m.exitDrain == Yes {
		for _, k := range m.proc.drainMarked {
			if li, ok := m.laneIx[k]; ok && !m.lanes[li].drainOK && !m.lanes[li].routeLost {
				m.clearDue = append(m.clearDue, k)
			}
		}
	}
	m.drainTimeout()
	anyBusy := false
	for li := range m.lanes {
		anyBusy = anyBusy || m.lanes[li].drainBusy
	}
	if anyBusy {
		m.stuckMoved = true
		for li := range m.lanes {
			ls := &m.lanes[li]
			switch {
			case !ls.drainBusy:
				ls.stuck = [2]int{0, 0}
			case ls.drainOK:
				// Rewritten from the drain-start snapshot, or from the file the ok turn cleared.
				ls.stuck = [2]int{1, ls.stuckStop[1] + 1}
			default:
				ls.stuck = [2]int{ls.stuckStop[0] + 1, ls.stuckStop[1] + 1}
			}
		}
	}
	m.died()
}

// clearOwed (I6): a drain that did not time out clears, at the exit, the pre-marks it set on lanes
// whose turn ended meanwhile without an ok (docs/contract.md §2.11 step 4; an ok end cleared its
// own): the turn is over and nothing is owed, so the exit reports each clearing (ClearedResume)
// whether or not its save lands.
func (m *Model) clearOwed(effs []gateway.Effect) {
	if _, ok := m.ev.(Exit); !ok {
		return
	}
	for _, k := range m.clearDue {
		if !slices.ContainsFunc(effs, func(e gateway.Effect) bool { return e.Kind == gateway.ClearedResume && e.Lane == k }) {
			m.fail(violate("I6", "the drain completed, but the exit left lane %s's pre-mark in place: its turn ended during the drain", k))
		}
	}
	m.clearDue = m.clearDue[:0]
}

// kill drops the process at an event boundary: whatever was in flight is owed.
func (m *Model) kill(k Kill) {
	for li := range m.lanes {
		ls := &m.lanes[li]
		if ls.turn.token == 0 {
			continue
		}
		if m.proc.draining {
			ls.owe(Yes, span{m.proc.stopAt, m.now}, m.drainResume(), false, ls.turn.at)
		} else {
			// Only the in-flight turn marker knows; boot promotes it unless it is too old.
			ls.owe(Yes, span{ls.turn.at, m.now}, resumeInterrupt, true, ls.turn.at)
		}
	}
	m.died()
	m.lostWrites(k)
}

// commandsDied forgets every lane's background commands: a clean stop killed them, or the
// machine's crash did. A kill leaves them running, and the next boot adopts them
// (docs/contract.md §9.7).
func (m *Model) commandsDied() {
	for li := range m.lanes {
		ls := &m.lanes[li]
		ls.procsOld, ls.procsNew = ls.procsOld[:0], ls.procsNew[:0]
	}
}

// died forgets what lived only in the process.
func (m *Model) died() {
	for li := range m.lanes {
		ls := &m.lanes[li]
		if ls.turn.token != 0 && m.proc.draining {
			ls.owe(Yes, span{m.proc.stopAt, m.now}, m.drainResume(), false, ls.turn.at)
		}
		ls.turn = turn{}
		ls.pending = ls.pending[:0]
		ls.drainBusy, ls.drainOK = false, false
		ls.suspendDue = No
	}
	clear(m.adapters)
	m.proc = procState{}
	m.hist.SetMarksReady(false)
}

// boot runs one boot phase (or all four) of a new process.
func (m *Model) boot(ph BootPhase) {
	if ph == BootAll {
		for p := BootLoadRoutes; p <= BootResumePass; p++ {
			m.bootPhase(p)
		}
		return
	}
	m.bootPhase(ph)
}

func (m *Model) bootPhase(ph BootPhase) {
	switch ph {
	case BootLoadRoutes:
		m.markersDirty = false // the process holds what the file holds (a failed load widens again)
		for li := range m.lanes {
			if ls := &m.lanes[li]; ls.cur != 0 && m.convs[ls.cur].closed != No {
				// The prune drops a route whose row another process ended on purpose, unless
				// recovery finds another row or the watcher marked it (docs/contract.md §2.10 step 1).
				m.routeGone(int32(li))
			}
			if ls := &m.lanes[li]; ls.corrupt != No {
				m.routeGone(int32(li)) // a corrupted route does not load: the lane has none
			}
			if ls := &m.lanes[li]; ls.unsaved {
				// A route write or delete failed or was lost and no later save succeeded: whatever
				// ended the last process (an exit as much as a kill), this boot reads the older entry.
				m.staleEntry(int32(li))
				ls.unsaved = false
			}
		}
	case BootMarkCrashed:
		m.markCrashed()
	case BootEscalateStuck:
		t := m.rules.StuckLoopThreshold
		for li := range m.lanes {
			ls := &m.lanes[li]
			ls.suspendDue = No
			if t > 0 && ls.cur != 0 && ls.stuck[1] >= t {
				ls.suspendDue = Maybe
				if ls.stuck[0] >= t && !ls.stale && !ls.routeLost {
					ls.suspendDue = Yes
				}
			}
		}
	case BootResumePass:
		m.pass, m.proc.passDone, m.proc.passAt = true, true, m.now
		if m.proc.watchNext.IsZero() {
			m.proc.watchNext = m.now.Add(m.rules.WatcherFirstDelay)
			m.proc.pruneNext = m.proc.watchNext
		}
		m.breaker = m.breakerVerdict("")
	}
}

// markCrashed is the boot's crash marking (docs/contract.md §2.10 step 2): an in-flight marker
// becomes a debt marked now, or as of its turn's start when it is too old to auto-continue.
func (m *Model) markCrashed() {
	for li := range m.lanes {
		ls := &m.lanes[li]
		if !ls.owed.crashOnly {
			if ls.stale && ls.owed.level != No {
				m.markerMayBePromoted(ls)
			}
			continue
		}
		if max := m.rules.TurnMarkerMaxAge; max > 0 && m.now.Sub(ls.owed.turnAt) >= max {
			// A marker too old to auto-continue is marked as of its turn's start (never
			// dropped: I5), so the next message may find it expired.
			ls.owed.level = Maybe
			if ls.owed.turnAt.Before(ls.owed.since.lo) {
				ls.owed.since.lo = ls.owed.turnAt
			}
		} else if max > 0 && ls.owed.alone && !ls.stale {
			// A young marker on an entry that was not resume-pending: the boot marks it now
			// (docs/contract.md §2.10 step 2), so its freshness counts from this boot.
			ls.owed.since.lo = m.now
		}
		ls.owed.since.hi = m.now
		if !ls.stale {
			ls.owed.crashOnly, ls.owed.alone = false, false // a boot that read an older entry may not find the marker
		}
	}
	m.hist.SetMarksReady(true)
}

// markerMayBePromoted: a store fault may have lost the write that marked the debt (a drain's
// pre-mark), so this boot may promote the turn's in-flight marker instead: marked now, or, when
// that marker is older than the max age, as of its turn's start (docs/contract.md §8.2, the port's I5 rule).
func (m *Model) markerMayBePromoted(ls *laneState) {
	o := &ls.owed
	if m.now.After(o.since.hi) {
		o.since.hi = m.now
	}
	if max := m.rules.TurnMarkerMaxAge; max > 0 && (o.turnAt.IsZero() || m.now.Sub(o.turnAt) >= max) && o.turnAt.Before(o.since.lo) {
		o.since.lo = o.turnAt
	}
}

// breakerVerdict says whether the restart-loop breaker must skip this resume pass (the boot's, or a
// reconnect's for platform only): the pass has candidates and enough earlier passes with candidates
// fell inside the window, a pass exactly a window old included (docs/contract.md §2.10 step 5).
// Candidates are the lanes resume_pending, not suspended, with a restart reason, counted before the
// per-candidate skips (a stale marker, a running lane, an adapter down, a reset due), so a pass
// counts whether or not it dispatches anything. It records this pass as one that may have had
// candidates; the record counts for sure once the step shows a lane surely a candidate
// (surelyCandidate) or auto-continuing one.
func (m *Model) breakerVerdict(only gateway.Platform) Tri {
	maybe, certain := false, false
	for li := range m.lanes {
		ls := &m.lanes[li]
		if only != "" && ls.lane.Platform != only {
			continue
		}
		if ls.owed.level == No || ls.suspendDue == Yes || ls.suspended == Yes {
			continue
		}
		maybe = true
		if ls.owed.level == Yes && !ls.stale {
			certain = true
		}
		m.passSure = m.passSure || m.surelyCandidate(int32(li))
	}
	if !maybe {
		return No
	}
	nCertain, nMaybe := 0, 0
	w := m.rules.RestartLoopWindow
	for _, b := range m.boots {
		if age := m.now.Sub(b.at); age <= w {
			nMaybe++
			if b.certain {
				nCertain++
			}
		}
	}
	m.boots = append(m.boots, bootMark{at: m.now})
	if len(m.boots) > 64 {
		m.boots = append(m.boots[:0], m.boots[len(m.boots)-64:]...)
	}
	max := m.rules.RestartLoopMax
	switch {
	case max <= 0:
		return No
	case certain && nCertain >= max,
		m.passSure && !m.faults.load && nCertain+1 >= max: // this boot counts too (§2.10 step 5)
		return Yes
	case nMaybe+1 >= max:
		return Maybe
	}
	return No
}

// surelyCandidate says whether lane li's route surely reaches the resume pass resume_pending and
// not suspended: the marker is certain and promoted, the route neither lost, stale nor pointing
// at a row an accident, a lost write or the watcher touched (the boot's prune may drop or rebuild
// such a route), and no suspension is or may be due.
func (m *Model) surelyCandidate(li int32) bool {
	ls := &m.lanes[li]
	return ls.cur != 0 && ls.owed.level == Yes && !ls.owed.crashOnly && !ls.stale && !ls.routeLost &&
		!ls.accident && !ls.mayLose && ls.finalized == 0 && ls.corrupt == No &&
		ls.suspended == No && ls.suspendDue == No
}

// adapterUp reports whether platform p is connected.
func (m *Model) adapterUp(p gateway.Platform) bool { return m.adapters[p] }

// routePruned: the watcher's hourly prune dropped lane k's route (docs/contract.md §2.8): only at
// a pass the prune's schedule runs it (watchTick), only a route idle longer than the limit, never a suspended lane's or one with a live background
// process (nor, in the port, one with a turn running). The route goes, the row stays: the lane
// continues by recovery, and whatever only the route held is gone as after a lost route.
func (m *Model) routePruned(k gateway.LaneKey) {
	li, ok := m.laneIx[k]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	switch {
	case !m.hist.prunePass:
		m.fail(violate("I10", "the route prune dropped lane %s's route at %s, which runs no prune (the next is due at %s: one a RoutePruneInterval)",
			k, eventName(m.ev), m.rules.stamp(m.proc.pruneNext)))
	case ls.suspended == Yes:
		m.fail(violate("I14", "the route prune dropped suspended lane %s's route", k))
	case ls.blocked(m.now, m.rules.BgProcessMaxAge) == Yes:
		m.fail(violate("I10", "the route prune dropped lane %s's route while a background process runs", k))
	case ls.turn.token != 0:
		m.fail(violate("I10", "the route prune dropped lane %s's route under its running turn", k))
	case ls.finalized != 0 && (m.hist.held[k] || slices.Contains(m.finalNow, k)):
		// The watcher finalized the lane's reset and the process holds the entry so flagged: the
		// route carries the reset to the next message, which resets with the reason and its notice
		// (docs/contract.md §2.9 steps 2 and 4). (An entry whose flag never reached the process, its
		// save failed before a restart, is pruned like any other; recovery's lazy reset then
		// carries the reset, §2.5 step 3.)
		m.fail(violate("I8", "the route prune dropped lane %s's route, whose %s reset the watcher finalized: its notice is lost", k, ls.finalized))
	case m.rules.RouteMaxAge <= 0 || !ls.act.lo.IsZero() && m.now.Sub(ls.act.lo) <= m.rules.RouteMaxAge:
		m.fail(violate("I10", "the route prune dropped lane %s's route, active at %s (limit %s)", k,
			m.rules.stamp(ls.act.lo), m.rules.RouteMaxAge))
	}
	m.routeGone(li)
}
