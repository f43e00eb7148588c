package model

import (
	"slices"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// The effect walk: Observe reads a step's effects in order, groups each routing with the notice,
// notes and turn start that belong to it, checks the group against the model, and learns.

// group is one routing (or one synthetic turn) as the effects show it.
type group struct {
	lane   gateway.LaneKey
	routed bool
	o      Routing

	turn        bool
	turnSession gateway.SessionID
	token       gateway.TurnToken
	synthetic   bool
}

func (g *group) add(e *gateway.Effect) {
	switch e.Kind {
	case gateway.Notice:
		g.o.Notices++
		g.o.NoticeReason = e.Reason
	case gateway.ContextNote:
		g.o.Contexts++
		g.o.ContextReason = e.Reason
	case gateway.ResumeNote:
		g.o.Notes++
		g.o.NoteVariant = e.Variant
		g.o.NoteResume = e.Resume
	}
}

// walk reads the step's effects in order. A routing, the notice and notes after it and the turn
// it starts form one group, judged as a whole when the group ends (finishGroup); every other
// effect teaches the model something on its own (learn). A released action (Dispatched,
// FollowUp) closes the open group and the action carried out so far: the effects after it are
// the released action's.
func (m *Model) walk(effs []gateway.Effect) {
	w := walker{m: m}
	for i := range effs {
		e := &effs[i]
		switch e.Kind {
		case gateway.Routed, gateway.Notice, gateway.ContextNote, gateway.ResumeNote, gateway.TurnStarted:
			if e.Kind == gateway.TurnStarted && e.Synthetic && e.Record == 0 && m.bootStep(BootResumePass) {
				m.proc.gated = append(m.proc.gated, e.Token)
			}
			w.gather(e)
		case gateway.Dispatched:
			m.preUsable = false
			if len(m.proc.gated) > 0 {
				m.fail(violate("I5", "the restore gate released lane %s's queued event while the boot's resume turns %v still run",
					e.Lane, m.proc.gated))
				m.proc.gated = m.proc.gated[:0] // (one report)
			}
			w.flush()
			m.endCmd()
			m.faults.resetNow()
			m.dispatched(e.Lane)
		case gateway.Waiting:
			if e.Why == "busy elsewhere" && w.open && w.g.routed && w.g.lane == e.Lane {
				internal := w.m.routedInternal(e.Lane)
				w.flush() // the routing stands: its group is judged as any
				m.heldAfterRouting(e, internal)
				break
			}
			m.learn(effs, i)
		case gateway.FollowUp:
			m.preUsable = false
			w.flush()
			m.endCmd()
			m.faults.resetNow()
			m.followUp(e.Lane)
		default:
			m.learn(effs, i)
		}
	}
	w.flush()
	m.silentFinals(effs)
}

// silentFinals: a watcher pass that wrote a lane's route, or tried to, with neither a Finalized
// nor a routing of the lane in the step, set expiry_finalized on an entry whose row it did not end
// (docs/contract.md §2.9 step 1.3: a missing row has no end to promote, and Finalized says only
// that the row carries an idle or daily end). The process keeps the flag on the entry it keeps, so
// an idle or daily end another process writes later is the reset that stands at the lane's next
// message (§2.1 step 2), as for a finalization forced after failed promotes.
func (m *Model) silentFinals(effs []gateway.Effect) {
	if !m.hist.watchPass {
		return
	}
	for i := range effs {
		e := &effs[i]
		if !(e.Kind == gateway.RouteSaved || e.Kind == gateway.StoreFailed && e.Op == "save_route") || e.Lane == "" {
			continue
		}
		if slices.ContainsFunc(effs, func(o gateway.Effect) bool {
			return o.Lane == e.Lane && (o.Kind == gateway.Finalized || o.Kind == gateway.Routed)
		}) {
			continue
		}
		m.onLane(e.Lane, func(li int32) { m.lanes[li].forcedFinal = true })
	}
}

// walker is the routing group an effect walk is gathering, if one is open.
type walker struct {
	m    *Model
	g    group
	open bool
}

// flush judges the open group, if any: its routing's faults end with it.
func (w *walker) flush() {
	if w.open {
		w.m.finishGroup(&w.g)
		w.open = false
		w.m.faults.resetNow()
	}
}

// start makes the open group lane k's: a notice, note or turn start with no routing of its lane
// before it opens a group without a routing (finishGroup judges what such a group may hold).
func (w *walker) start(k gateway.LaneKey) {
	if !w.open || w.g.lane != k {
		w.flush()
		w.g = group{lane: k}
		w.g.o.Lane = k
		w.open = true
	}
}

// gather adds one effect of a routing group: a routing starts a group, a notice or note joins
// the lane's, and the lane's turn start (not a TUI record's) closes it.
func (w *walker) gather(e *gateway.Effect) {
	switch e.Kind {
	case gateway.Routed:
		w.flush()
		w.m.faults.routed = true // (flush began the routing's own failures: those read so far)
		w.g = group{lane: e.Lane, routed: true}
		w.g.o = Routing{Lane: e.Lane, Session: e.Session, Fresh: e.Fresh, Reason: e.Reason}
		w.open = true
	case gateway.Notice, gateway.ContextNote, gateway.ResumeNote:
		w.start(e.Lane)
		w.g.add(e)
	case gateway.TurnStarted:
		if e.Record != 0 {
			return // a TUI turn
		}
		w.start(e.Lane)
		w.g.turn, w.g.turnSession, w.g.token, w.g.synthetic = true, e.Session, e.Token, e.Synthetic
		w.flush()
	}
}

// learn takes effs[i], an effect outside any routing group, and updates the model with what it
// shows (turn ends, the restore gate and the busy lane, ids, route and row writes, boot findings,
// replies, suspensions, store failures); each handler judges what it can on the spot.
func (m *Model) learn(effs []gateway.Effect, i int) {
	e := &effs[i]
	switch e.Kind {
	case gateway.TurnEnded:
		if e.Record == 0 {
			m.proc.gated = slices.DeleteFunc(m.proc.gated, func(t gateway.TurnToken) bool { return t == e.Token })
			m.turnEnded(e)
		}
	case gateway.Queued:
		m.queued(e.Lane)
	case gateway.Rejected:
		if m.refusedAfterRouting(effs, i) {
			break
		}
		m.rejected(e)
	case gateway.Waiting:
		m.waiting(e)
	case gateway.InterruptAsked:
		m.interruptAsked(e)
	case gateway.Discarded:
		m.discarded(e.Lane)
	case gateway.RowCreated:
		m.sessionShown(e)
	case gateway.RouteSaved:
		m.sessionShown(e)
		m.routeSaved(e)
	case gateway.RouteDropped:
		if e.Why == "stale" {
			m.checkNoHeal(e)
		}
		if e.Why == "stale at boot" && slices.ContainsFunc(effs[:i], func(r gateway.Effect) bool {
			return r.Kind == gateway.RowReopened && r.Session == e.Session
		}) {
			// The boot's prune reopens a recoverable row and keeps its route, flags and all
			// (docs/contract.md §2.10 step 1); it drops only a route it found nothing for.
			m.fail(violate("I1", "the boot reopened %s and dropped lane %s's route to it, with the flags it carried", e.Session, e.Lane))
		}
		m.routeDropped(e, deleteFailed(effs[:i], e.Lane))
	case gateway.Recovered:
		if m.bootStep(BootLoadRoutes) {
			m.bootRecovered(e)
		} else {
			m.checkNoHeal(e)
			// Recovery rebuilt the entry from the row, with the row's last prompt size as its
			// activity signal (docs/contract.md §2.5 step 2), also when it heals back into the
			// same conversation: a signal the entry had lost (a /resume's new entry has none)
			// may be back.
			m.onLane(e.Lane, func(li int32) { m.lanes[li].signal = m.lanes[li].signal.join(Yes) })
		}
	case gateway.MarkedResume:
		if m.bootStep(BootMarkCrashed) {
			m.onLane(e.Lane, m.crashMarked)
		}
		if m.stopNow {
			m.proc.drainMarked = append(m.proc.drainMarked, e.Lane) // the drain's pre-mark
		}
	case gateway.Finalized:
		m.finalizedSeen(e)
	case gateway.RowEnded, gateway.RowPromoted:
		m.partEnded(e)
	case gateway.RowReopened:
		if c := m.bind[e.Session]; c != 0 && m.convs[c].tip == e.Session {
			m.convs[c].reopenLost = false // reopened after all
		}
	case gateway.Reply:
		m.replySeen(e)
	case gateway.EntrySkipped:
		m.entrySkipped(e)
	case gateway.Suspended:
		m.suspendedSeen(e.Lane)
	case gateway.StoreFailed:
		m.storeFailed(e)
	case gateway.CleanShutdown:
		m.cleanShutdownSeen(e.MarkerWritten)
	case gateway.DrainNotice:
		m.proc.drainNotices = append(m.proc.drainNotices, *e)
	}
}

// partEnded: a part of a conversation that ends for another reason than compression while a
// newer part exists (a torn part, whose compression end a crash lost, left by a switch or a reset,
// or reached again by recovery and ended there) stops the compression chain from the older parts
// there (docs/contract.md §2.7 step 2: the chain follows compression ends only). Ended as the tip,
// it stops the chain once a /resume of the newer part moves the tip past it.
func (m *Model) partEnded(e *gateway.Effect) {
	c := m.bind[e.Session]
	if c == 0 || e.Reason == gateway.EndCompression {
		return
	}
	cv := &m.convs[c]
	newest := cv.sessions[len(cv.sessions)-1]
	if (e.Session != cv.tip || e.Session != newest) && !slices.Contains(cv.rejoined, e.Session) {
		cv.rejoined = append(cv.rejoined, e.Session)
	}
}

// crashMarked: the boot's crash marking promoted lane li's in-flight marker into resume_pending
// (docs/contract.md §2.10 step 2), which an older entry the boot loaded left unsure: the debt is
// the entry's now, and a later boot keeps that first mark rather than marking it again.
func (m *Model) crashMarked(li int32) {
	o := &m.lanes[li].owed
	if o.crashOnly {
		o.level, o.crashOnly, o.alone = Yes, false, false
	}
}

// routeSaved: the lane's route was written, so the durable entry is the process's again (not
// unsaved, not corrupted), and it shows where a lane the model lost track of points.
func (m *Model) routeSaved(e *gateway.Effect) {
	m.onLane(e.Lane, func(li int32) {
		ls := &m.lanes[li]
		ls.unsaved, ls.corrupt, ls.markFloor, ls.markLost = false, No, time.Time{}, false
	})
	if m.faults.promote[e.Lane] {
		// After its last retry the watcher forces expiry_finalized without the
		// promote (docs/contract.md §2.9): the entry is finalized on a row that keeps
		// whatever end it had.
		m.onLane(e.Lane, func(li int32) { m.lanes[li].forcedFinal = true })
	}
	m.followRoute(e)
}

// routeDropped: the lane's route left the index (a prune, or the boot's stale-route prune),
// unless the store refused the delete (failed).
func (m *Model) routeDropped(e *gateway.Effect, failed bool) {
	// The process's entry is gone, whether or not the store's delete landed, and the flag the
	// watcher forced on it with it. A routing's own heal drops it after reading the flag, so that
	// routing is judged with it (applyRouting clears it after).
	m.onLane(e.Lane, func(li int32) {
		if e.Why == "stale" {
			m.lanes[li].healed = true
		} else {
			m.lanes[li].forcedFinal = false
		}
	})
	if !failed {
		// Deleted from the index, the corrupted entry with it (a crash that loses the
		// delete says so, and lostWrites makes the entry possible again).
		m.onLane(e.Lane, func(li int32) { m.lanes[li].corrupt = No })
	}
	switch {
	case e.Why == "prune":
		m.routePruned(e.Lane)
	case m.bootStep(BootLoadRoutes):
		// The startup prune dropped a route into an ended row (docs/contract.md §2.10 step
		// 1): the process holds no entry for the lane until its next message recovers one.
		m.onLane(e.Lane, m.routeGone)
	}
}

// finishGroup checks and applies one routing group: a synthetic turn is judged first, then the
// routing (or the notes that came without one), then the turn the group started.
func (m *Model) finishGroup(g *group) {
	li, ok := m.laneIx[g.lane]
	if !ok {
		if g.routed {
			m.fail(violate("I15", "routed lane %s that no message was sent to", g.lane))
		}
		return
	}
	if g.routed && !g.turn && g.o.Fresh && m.pass && !m.ctx.active {
		// The resume pass routed a candidate and the routing replaced its incarnation after all
		// (a store read failed between the candidate check and the routing): no turn follows, as
		// a resume turn would land blank in the fresh conversation (docs/contract.md §2.10 step 5).
		g.synthetic = true
	}
	if g.synthetic && g.turn {
		m.checkSynthetic(li, g)
	}
	user, empty := false, false
	if g.routed {
		user, empty = m.judgeRouting(li, g)
	} else if !g.synthetic && g.o.Notices+g.o.Contexts+g.o.Notes > 0 {
		m.unroutedNotes(g)
	}
	if g.turn {
		m.groupTurn(li, g, user, empty)
	}
	m.preUsable = false // later routings of the step may read what this one wrote
}

// judgeRouting judges the group's routing against what the model allows for the message it
// carries out (the lane's oldest pending one, or the synthetic turn's), then follows it. It
// reports whether the routing was a user's message and whether that message was empty.
func (m *Model) judgeRouting(li int32, g *group) (user, empty bool) {
	ls := &m.lanes[li]
	internal, expected := true, true
	if !g.synthetic {
		if i := m.routedIndex(li); i >= 0 {
			p := ls.pending[i]
			ls.removePending(i)
			internal, expected, empty = p.internal, true, p.empty
		} else {
			internal, expected = false, false
		}
	}
	if expected && !internal && !g.synthetic && m.proc.quiesced {
		m.fail(violate("I15", "lane %s routed a user's message during the operator's drain, which refuses new turns", g.lane))
	}
	var a Allowed
	switch {
	case expected:
		a = m.predict(li, g.synthetic)
		a.empty = empty
		m.census.count(&a)
		if err := a.Check(g.o); err != nil {
			m.fail(err)
		}
	case m.cmdOn(li, false):
		a = Allowed{} // /new on a lane without a route routes with force_new
	default:
		inv := "I15"
		if g.o.Reason != "" {
			inv = "I8" // a reset outside a message: its notice is never sent (H11)
		}
		m.fail(violate(inv, "lane %s routed to %s (reason %q) during %s, with no message pending",
			g.lane, g.o.Session, g.o.Reason, eventName(m.ev)))
		a = Allowed{}
	}
	m.applyRouting(li, &a, &g.o, internal)
	if g.turn && g.turnSession != g.o.Session {
		m.fail(violate("I15", "lane %s routed to %s but its turn started on %s", g.lane, g.o.Session, g.turnSession))
	}
	return !internal, empty
}

// unroutedNotes names a notice, context note or resume note that came with no routing and no
// synthetic turn: each belongs to a routing or a turn, so it can only be a wrong one.
func (m *Model) unroutedNotes(g *group) {
	switch {
	case g.o.Notices > 0:
		m.fail(violate("I8", "lane %s got a %s notice outside any routing", g.lane, g.o.NoticeReason))
	case g.o.Notes > 0:
		m.fail(violate("I6", "lane %s got a resume note (%s) outside any turn", g.lane, g.o.NoteVariant))
	default:
		m.fail(violate("I7", "lane %s got a %s context note outside any routing", g.lane, g.o.ContextReason))
	}
}

// groupTurn starts the lane's turn the group ended with, on the conversation its session is
// bound to (the lane's current one when it is not bound yet). A lane runs one turn at a time.
func (m *Model) groupTurn(li int32, g *group, user, empty bool) {
	ls := &m.lanes[li]
	if ls.turn.token != 0 {
		m.fail(violate("I15", "lane %s started turn %s on %s while its turn %s still runs", g.lane, g.token, g.turnSession, ls.turn.token))
	}
	c := m.bind[g.turnSession]
	if c == 0 {
		c = ls.cur
	}
	if g.routed && !g.synthetic && !empty && !m.unsureRows[g.turnSession] {
		// The message that started the turn is in its transcript (a message without text
		// persists nothing: docs/contract.md §2.1).
		m.convs[c].msgs = Yes
	}
	ls.turn = turn{token: g.token, conv: c, synthetic: g.synthetic, user: user, at: m.now}
	ls.turnAt = m.now
}

// applyRouting makes the model follow an observed routing: a fresh incarnation is a new
// conversation (and the old one a boundary when a reset explains it); a known session becomes
// current. After a reported violation it follows the gateway too, so that one defect is reported
// once.
func (m *Model) applyRouting(li int32, a *Allowed, o *Routing, internal bool) {
	ls := &m.lanes[li]
	land := m.followLanding(li, o)
	if land != landFresh && !m.faults.readNow[o.Session] {
		// The routing found the row live (a failed read of it proves nothing: docs/contract.md §2.1 takes an
		// error for "not stale", finalized or not), so no end elsewhere stands on it either.
		ls.finalized = 0
		m.convs[ls.cur].closed, m.convs[ls.cur].closedBy = No, 0
	}
	m.routedClock(ls, land, internal)
	cv := &m.convs[ls.cur]
	cv.msgs = cv.msgs.atLeast(Maybe)
	if !internal && !a.empty {
		cv.lastWrite = m.now // the user's message stamps the row's user activity (one without text persists nothing)
	}
	if land == landFresh {
		if r, _ := reasonOf(o.Reason); r != ReasonNone {
			ls.resets |= reasons(r)
			if !ls.resetAt.Equal(m.now) {
				ls.resetOwn = 0
			}
			ls.resetOwn, ls.resetAt = ls.resetOwn|reasons(r), m.now
		}
	}
	// A routing that could not read its row took it as live without looking: an accident to that
	// row (an end) still stands, and the next routing or boot may heal the route away from it.
	unread := land != landFresh && m.faults.readNow[o.Session]
	// Such a routing keeps the entry the process had. Where that was older than the model's facts
	// over a finalization (the flag's save failed), it still lacks the watcher's flag, and the
	// next routing takes the reset its flags and the policy give (docs/contract.md §2.1).
	keepStale := unread && ls.stale && ls.finalized != 0
	if land != landSame || ls.routeLost || ls.healed {
		// A new entry (a reset, a heal, recovery, a lane without a route) has no watcher's flag.
		// A routing that keeps the entry keeps the flag the watcher forced: the gateway never
		// clears expiry_finalized on an entry it keeps (docs/contract.md §2.1 step 3.5, §2.9), so
		// an idle or daily end written later still makes the reset that stands.
		ls.forcedFinal = false
	}
	ls.healed = false
	ls.routeLost, ls.stale, ls.compressing = false, keepStale, false
	ls.mayLose = ls.mayLose && unread // (nor whether a reopen or create of it landed)
	ls.accident = ls.accident && unread
}

// followLanding moves lane li onto the conversation the routing landed in and says where that
// was: the current one (bound to the session on first sight), a new one (the old one left for
// the reset's reason, or crossed and uncertain without one), or one the lane had left or an older
// part of its own, which becomes current.
func (m *Model) followLanding(li int32, o *Routing) landing {
	ls := &m.lanes[li]
	land, c := m.classify(li, o.Session, o.Fresh)
	switch land {
	case landSame:
		if m.convs[ls.cur].tip != o.Session {
			m.bindTo(ls.cur, o.Session)
		}
	case landFresh:
		r, _ := reasonOf(o.Reason)
		if ls.cur != 0 {
			if r != ReasonNone {
				m.leave(li, r.String()+" reset", endsFor(r))
			} else {
				old := &m.convs[ls.cur]
				old.crossed = true
				m.markUncertain(ls.cur)
			}
		}
		ls.cur = m.newConv(li, o.Session)
		m.freshIncarnation(ls)
	case landOther, landOlder:
		if land == landOlder && m.faults.readNow[o.Session] {
			// Routed into an ended part it could not read (docs/contract.md §2.1 step 2): the
			// lane is on the parent while the continuation stays live, as in a torn compression.
			m.convs[c].torn = true
		}
		if ls.cur != 0 && ls.cur != c {
			old := &m.convs[ls.cur]
			old.crossed = true
			m.markUncertain(ls.cur)
		}
		if ls.cur != c {
			// Recovery builds the entry from that conversation's row, with the row's own activity
			// signal (its last prompt size), which the model did not follow, and no flags
			// (docs/contract.md §2.5 step 2): a finalization of the incarnation it replaces does
			// not carry over, even when the routing could not read the row it landed on.
			ls.signal = Maybe
			ls.finalized = 0
		}
		tc := &m.convs[c]
		tc.crossed, tc.uncertain, tc.closed, tc.lane = false, false, No, li
		if r, ok := m.hist.rows[o.Session]; ok && m.faults.readNow[o.Session] && explicitEnd(r.reason) && r.reason != gateway.EndCompression {
			// The routing could not read the row and took it as live (docs/contract.md §2.1
			// step 2), but the disk holds it ended on purpose (a boundary whose route save
			// failed, another process's end): the next routing that reads it heals away and
			// never reopens it (§2.4). (A compression end is no boundary: the routing that reads
			// it follows the chain to the continuation, in the same conversation.)
			tc.closed, tc.closedBy, tc.closedAt = Yes, endsForEnd(r.reason), r.ended
		}
		tc.rejoin(o.Session)
		m.bindTo(c, o.Session)
		m.hist.Forget(o.Session)
		ls.cur = c
	}
	return land
}

// routedClock moves the lane's activity clock after a routing: a user's message is activity now;
// an internal routing never moves it, but may show that the gateway's clock is not the model's
// (an older entry, or an entry recovery rebuilt from the row).
func (m *Model) routedClock(ls *laneState, land landing, internal bool) {
	switch {
	case !internal:
		ls.act = instant(m.now)
	case ls.stale && land != landFresh:
		// The fault may have lost the entry writes that carried the activity clock (a failed
		// route save, then a crash): the gateway's clock is then whatever it persisted before,
		// and an internal event never moves it (port decision), so this routing does not re-sync
		// it. Until a user's message does, any earlier activity instant is possible.
		ls.act.lo = time.Time{}
		if ls.accident || land == landOther || land == landOlder {
			// And the routing may have healed the route by recovery, which rebuilds the entry
			// with the row's activity clock (docs/contract.md §2.5), as in the case below.
			m.rowClock(ls)
		}
	case ls.accident && land != landFresh || land == landOther || land == landOlder:
		// The accident left the route on an ended row (or this internal routing landed on
		// another conversation than the entry's: recovery, after a switch whose writes failed),
		// and this routing, an internal one that does not move the clock, healed it by recovery:
		// the entry is rebuilt with the row's activity clock (docs/contract.md §2.5).
		m.rowClock(ls)
	}
}

// checkSynthetic judges a synthetic resume turn (docs/contract.md §2.10 step 5, I5, I6, I14, I16): only a
// lane that is owed a turn, not suspended, with its adapter up, a marker not yet stale and the
// breaker not tripped may be auto-continued, on its own conversation, with a recovery note of
// the adapter's variant.
func (m *Model) checkSynthetic(li int32, g *group) {
	ls := &m.lanes[li]
	k := ls.lane.Key
	w := m.rules.FreshnessWindow
	switch {
	case !m.pass:
		// Only the boot's resume pass and a reconnect pass of a running process whose boot pass
		// is done start resume turns (docs/contract.md §2.10 step 5), never a draining one.
		m.fail(violate("I5", "synthetic resume turn on lane %s outside a resume pass (%s)", k, eventName(m.ev)))
	case ls.owed.level == No:
		m.fail(violate("I6", "synthetic resume turn on lane %s with nothing owed", k))
	case ls.suspended == Yes:
		m.fail(violate("I14", "synthetic resume turn on suspended lane %s", k))
	case !m.adapterUp(ls.lane.Platform):
		m.fail(violate("I5", "synthetic resume turn on lane %s while adapter %s is down", k, ls.lane.Platform))
	case w > 0 && m.now.Sub(ls.owed.since.hi) > w:
		m.fail(violate("I5", "synthetic resume turn on lane %s with a stale obligation (since %s, W %s)",
			k, m.rules.stamp(ls.owed.since.hi), w))
	case m.breaker == Yes && m.pass:
		m.fail(violate("I14", "synthetic resume turn on lane %s although the restart-loop breaker tripped (%d boots within %s)",
			k, m.rules.RestartLoopMax, m.rules.RestartLoopWindow))
	}
	if m.pass && len(m.boots) > 0 {
		m.boots[len(m.boots)-1].certain = true // this pass had a candidate for sure
	}
	want := "c"
	if m.rules.Interactive[ls.lane.Platform] {
		want = "b"
	}
	switch {
	case g.o.Notes == 0:
		m.fail(violate("I16", "synthetic resume turn on lane %s without a recovery note", k))
	case g.o.NoteVariant != want:
		m.fail(violate("I16", "synthetic resume turn on lane %s has note variant %q, want %q", k, g.o.NoteVariant, want))
	}
	if !g.routed && ls.cur != 0 {
		if c := m.bind[g.turnSession]; c != ls.cur || m.convs[c].tip != g.turnSession {
			m.fail(violate("I5", "lane %s auto-continued on %s, owed on %s", k, g.turnSession, m.convs[ls.cur].tip))
		}
	}
}

// turnEnded handles a TurnEnded effect: the driver's report of the step, or an end the gateway
// decided (an interruption).
func (m *Model) turnEnded(e *gateway.Effect) {
	li, ok := m.laneIx[e.Lane]
	if !ok || e.Token == 0 || m.lanes[li].turn.token != e.Token {
		return
	}
	if t := m.turnEnd; t != nil && t.Token == e.Token && t.Lane == e.Lane {
		tn := m.lanes[li].turn
		if t.Outcome == gateway.OutcomeOK {
			m.hist.NoteReply(e.Session, tn.user)
		}
		m.endTurn(li, t.Outcome, t.Tokens, true)
		if t.Outcome == gateway.OutcomeOK && tn.user {
			m.turnSynced(li, tn.conv, e.Session)
		}
		return
	}
	if m.ctx.active && m.ctx.li == li && m.ctx.kind == actMessage && m.ctx.internal {
		// A background notice waits behind the turn; it never cuts it (docs/contract.md §2.16).
		m.fail(violate("I5", "an internal event interrupted lane %s's running turn %s", e.Lane, e.Token))
	}
	m.endTurn(li, e.Outcome, 0, false)
}

// endTurn: an ok turn completes what was owed and is activity; an interruption by the drain
// timeout owes the turn.
func (m *Model) endTurn(li int32, out gateway.Outcome, tokens int, reported bool) {
	ls := &m.lanes[li]
	t := ls.turn
	ls.turn = turn{}
	if m.proc.draining {
		if _, tick := m.ev.(Tick); tick && out == gateway.OutcomeInterrupted {
			m.proc.timedOut = true // the drain's deadline interrupted it (docs/contract.md §2.11)
			if due := m.proc.stopAt.Add(max(m.rules.DrainTimeout, 0)); m.now.Before(due) {
				// The drain owes its turns the whole timeout: one cut sooner might have ended well.
				m.fail(violate("I5", "the drain's tick interrupted lane %s's turn at %s, before the drain's deadline %s",
					m.lanes[li].lane.Key, m.rules.stamp(m.now), m.rules.stamp(due)))
			}
		}
		if m.proc.drainedAt.IsZero() && !m.anyTurn() {
			m.proc.drainedAt = m.now
		}
	}
	cur := t.conv == ls.cur
	if cur && t.user && reported && m.now.After(ls.act.hi) {
		ls.act.hi = m.now // the post-turn sync may bump the activity clock
	}
	if out == gateway.OutcomeOK {
		c := &m.convs[t.conv]
		if m.unsureRows[c.tip] {
			c.msgs = c.msgs.atLeast(Maybe)
		} else {
			c.msgs = Yes
		}
		if t.user {
			// Only the user's own turns stamp the row's user activity, recovery's clock.
			if t.at.After(c.durableAt) {
				c.durableAt = t.at
			}
			c.lastWrite = m.now
			if cur && (ls.accident || ls.routeLost) && m.now.After(ls.act.hi) {
				ls.act.hi = m.now // recovery will read this write as the row's activity
			}
		}
		if cur {
			ls.owed = owed{}
			ls.signal = Maybe
			if reported && !(ls.routeLost && m.unsureRows[c.tip]) {
				// (Without a route the signal lives in the row alone, whose write may have failed.)
				ls.signal = triOf(tokens > 0)
			}
		}
		// The ok turn removes the lane from the counts (docs/contract.md §2.8), which rewrites the
		// file only when the process still held a count for it: after a failed marker write it may
		// hold none while the file keeps the old count (§1.6: not retried).
		ls.stuck[0] = 0
		if !m.markersDirty {
			ls.stuck[1] = 0
		}
		if m.proc.draining {
			ls.drainOK = true
		}
		return
	}
	if !cur {
		return
	}
	switch {
	case m.proc.draining && !reported:
		ls.owe(Yes, span{m.proc.stopAt, m.now}, m.drainResume(), false, t.at)
	case !reported && !m.cmdOn(li, true):
		ls.owe(Maybe, instant(m.now), resumeInterrupt, false, t.at)
	}
}

// cmdOn reports whether the gateway is carrying out a user action on lane li: /new, or with
// anyCmd any action (a message, /stop, ...) that may interrupt or replace its turn.
func (m *Model) cmdOn(li int32, anyCmd bool) bool {
	return m.ctx.active && m.ctx.li == li && (m.ctx.kind == actNew || anyCmd)
}

// dispatched: the restore gate releases the lane's oldest queued action.
func (m *Model) dispatched(k gateway.LaneKey) {
	m.endCmd()
	li, ok := m.laneIx[k]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	for i, p := range ls.pending {
		if !p.queued {
			continue
		}
		if p.kind == actMessage {
			m.ctx = cmdCtx{active: true, li: li, kind: actMessage, released: true, internal: p.internal}
			return
		}
		if m.proc.draining {
			// A drain began before the gate let the command go (a /restart released ahead of
			// it): the process refuses it as any inbound event now (docs/contract.md §2.11 step 1).
			m.ctx = cmdCtx{active: true, li: li, kind: p.kind, released: true, refuse: true}
			return
		}
		ls.removePending(i)
		m.beginCmd(li, p)
		return
	}
}

// bootStep reports whether the step runs boot phase ph.
func (m *Model) bootStep(ph BootPhase) bool {
	b, ok := m.ev.(Boot)
	return ok && (b.Phase == BootAll || b.Phase == ph)
}

func (m *Model) queued(k gateway.LaneKey) {
	li, ok := m.laneIx[k]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	for i := len(ls.pending) - 1; i >= 0; i-- {
		if !ls.pending[i].queued && !ls.pending[i].waiting {
			ls.pending[i].queued = true
			return
		}
	}
}

// rejected: the gateway refused lane k's action, the step's own or one the restore gate released.
// Only a draining process refuses work, and, under the operator's drain, a user's message
// (docs/contract.md §2.11 step 1, §2.15): any other refusal loses what the user asked for (I15).
func (m *Model) rejected(e *gateway.Effect) {
	k := e.Lane
	li, ok := m.laneIx[k]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	var p pending
	found := false
	if m.ctx.active && m.ctx.li == li && m.ctx.released && (m.ctx.kind == actMessage || m.ctx.refuse) {
		for i := range ls.pending { // the released action: the oldest of its kind the gate held
			if ls.pending[i].queued && ls.pending[i].kind == m.ctx.kind {
				p, found = ls.pending[i], true
				ls.removePending(i)
				break
			}
		}
		m.ctx = cmdCtx{}
	} else {
		for i := len(ls.pending) - 1; i >= 0; i-- {
			if !ls.pending[i].queued && !ls.pending[i].waiting {
				p, found = ls.pending[i], true
				ls.pending = append(ls.pending[:i], ls.pending[i+1:]...)
				break
			}
		}
	}
	switch {
	case !found || m.proc.draining:
	case m.proc.quiesced && p.kind == actMessage && !p.internal:
	case e.Why == "busy elsewhere" && p.kind == actMessage && !p.internal && m.heldElsewhere(k, e.Session):
	default:
		m.fail(violate("I15", "lane %s's %s was refused (%s) while the process takes work", k, p.kind, e.Why))
	}
}

// refusedAfterRouting judges a user's message refused as busy elsewhere after its routing, in the
// same step, landed its lane on the session the refusal names (a lane whose route named another
// session or none: docs/contract.md §9.6 step 5). The routing is judged as any; the refusal is owed
// only while another live process runs a turn on that session (I15 otherwise), and then no turn
// follows. False for any other refusal, which rejected judges.
func (m *Model) refusedAfterRouting(effs []gateway.Effect, i int) bool {
	e := &effs[i]
	if e.Why != "busy elsewhere" || e.Record != 0 || !slices.ContainsFunc(effs[:i], func(r gateway.Effect) bool {
		return r.Kind == gateway.Routed && r.Lane == e.Lane && r.Session == e.Session
	}) {
		return false
	}
	if !m.runElsewhere(e.Session) {
		m.fail(violate("I15", "lane %s's message was refused as busy elsewhere after routing to %s, but no other process runs a turn on it", e.Lane, e.Session))
	}
	return true
}

// heldElsewhere reports whether lane k's route, as the step found it, names session s and another
// live process runs a turn on s: a user's message there is refused as busy elsewhere
// (docs/contract.md §9.6 step 5).
func (m *Model) heldElsewhere(k gateway.LaneKey, s gateway.SessionID) bool {
	return s != "" && m.hist.routeNames(k, s) && m.runElsewhere(s)
}

// runElsewhere reports whether a live process other than the messaging gateway runs a turn on s
// (or ran one at the gateway's early read of the leases: History.busyFor).
func (m *Model) runElsewhere(s gateway.SessionID) bool { return m.hist.busyFor(s, "", m.now) }

// sessionShown learns session ids from durable effects where a command says what they are:
// /new's fresh conversation, a compression's child, a /resume's switch.
func (m *Model) sessionShown(e *gateway.Effect) {
	if e.Kind == gateway.RowCreated && m.unsureRows[e.Session] {
		delete(m.unsureRows, e.Session) // recreated (empty) by the gateway's upsert
		if m.faults.recreated == nil {
			m.faults.recreated = map[gateway.SessionID]bool{}
		}
		m.faults.recreated[e.Session] = true
		if c, ok := m.bind[e.Session]; ok {
			cv := &m.convs[c]
			cv.msgs = cv.msgs.atLeast(Maybe)
			if cv.tip == e.Session {
				// The row is new, stamped now: recovery's clock cannot read anything older.
				cv.durableAt = maxTime(cv.durableAt, m.now)
				cv.lastWrite = maxTime(cv.lastWrite, m.now)
			}
		}
	}
	li, ok := m.laneIx[e.Lane]
	if !ok || e.Session == "" || !m.ctx.active || li != m.ctx.li {
		return
	}
	ls := &m.lanes[li]
	_, known := m.bind[e.Session]
	switch m.ctx.kind {
	case actNew:
		if !known && ls.cur != 0 && m.convs[ls.cur].tip == "" {
			m.bindTo(ls.cur, e.Session)
		}
	case actCompress:
		if !known && ls.compressing && ls.cur != 0 {
			if e.Parent != "" && (ls.stale || m.shaky(ls)) {
				// The entry the model lost track of shows where it pointed: the split continues
				// that conversation, and the lane is on it from now on.
				m.moveTo(&gateway.Effect{Lane: e.Lane, Session: e.Parent})
			}
			m.bindTo(ls.cur, e.Session)
			ls.compressing = false
			ls.signal = ls.signal.join(No)
			if cv := &m.convs[ls.cur]; e.Parent != "" {
				// A second continuation of one part (a compression a crash tore, then one more):
				// the chain from that part follows whichever child the rows give last.
				cv.forked = cv.forked || slices.Contains(cv.splitFrom, e.Parent)
				cv.splitFrom = append(cv.splitFrom, e.Parent)
			}
		}
	}
}

// suspendedSeen: a suspension is allowed only at boot, for a lane that restarted while active
// often enough (I14); anything else replaces the user's conversation for no reason.
func (m *Model) suspendedSeen(k gateway.LaneKey) {
	li, ok := m.laneIx[k]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	ls.suspendedOnce = true
	if s, ok := m.ev.(Suspend); ok && s.Lane == k {
		ls.suspended = Yes // asked for from outside (docs/contract.md §2.8)
		return
	}
	if !m.bootStep(BootEscalateStuck) || ls.suspendDue == No {
		inv := "I2"
		if ls.owed.level != No {
			inv = "I5"
		}
		m.fail(violate(inv, "lane %s suspended after %d..%d restarts while active (threshold %d)",
			k, ls.stuck[0], ls.stuck[1], m.rules.StuckLoopThreshold))
	}
	ls.suspended = Yes
	// The escalation takes the lane out of the counter file and saves it (docs/contract.md
	// §2.8): its count is gone, unless that save fails or a crash loses it (markersUnsure widens
	// it again).
	ls.stuck = [2]int{}
}

// entrySkipped: the boot refused a persisted route. Only one the driver corrupted may be refused:
// every route the gateway writes must load again (its persisted form is in the loop).
func (m *Model) entrySkipped(e *gateway.Effect) {
	li, ok := m.laneIx[e.Lane]
	if !ok || m.lanes[li].corrupt == No {
		m.fail(violate("persist", "the boot skipped the persisted route of lane %s, which the gateway wrote itself: %s", e.Lane, e.Why))
		return
	}
	if f := m.lanes[li].corruptFault; !strings.Contains(e.Why, f) {
		// The reason is what an operator has to find the fault by (docs/contract.md §1.2).
		m.fail(violate("persist", "the boot skipped lane %s's corrupted route for %q, a reason that does not name its fault (%s)", e.Lane, e.Why, f))
	}
	m.lanes[li].skipped = true
}

// bootRecovered: the boot's stale-route prune repointed a lane at the conversation recovery found
// (docs/contract.md §2.10 step 1), keeping the entry's flags and clock (port decision).
func (m *Model) bootRecovered(e *gateway.Effect) {
	if li, ok := m.laneIx[e.Lane]; ok {
		// The prune moved the entry to the row the finder returned (docs/contract.md §2.10 step
		// 1). When that is another part of the lane's current conversation (the live
		// continuation of a parent a /resume reopened), the entry names that part from now on,
		// and a boundary leaves it there.
		if c := m.bind[e.Session]; c != 0 && c == m.lanes[li].cur && m.convs[c].tip != e.Session {
			m.bindTo(c, e.Session)
		}
	}
	m.moveTo(e)
}

// followRoute: outside a routing or a command, a saved route shows where the entry of a lane the
// model lost track of points (an older entry loaded after a failed or lost write, a row write
// that did not land): the lane is on that conversation from now on.
func (m *Model) followRoute(e *gateway.Effect) {
	li, ok := m.laneIx[e.Lane]
	if !ok || m.ctx.active && m.ctx.li == li {
		return
	}
	if ls := &m.lanes[li]; ls.stale || m.shaky(ls) {
		m.moveTo(e)
	}
}

// moveTo moves lane e.Lane onto e.Session's conversation when that is another one than its
// current conversation whose closing is not on disk (a failed or lost write). The entry, its flags
// and clock stay what they were. A route that names a conversation closed for good changes
// nothing: the row is ended, and the stale-route heal drops that route at the next routing, which
// is judged as usual.
func (m *Model) moveTo(e *gateway.Effect) {
	li, ok := m.laneIx[e.Lane]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	c := m.bind[e.Session]
	if c == 0 || c == ls.cur {
		return
	}
	if !m.convs[c].uncertain {
		return
	}
	if ls.cur != 0 {
		old := &m.convs[ls.cur]
		old.crossed = true
		m.markUncertain(ls.cur)
	}
	tc := &m.convs[c]
	tc.crossed, tc.uncertain, tc.closed = false, false, No
	m.hist.Forget(e.Session)
	ls.cur = c
	ls.finalized = 0
}

// finalizedSeen: the expiry watcher closed the lane's incarnation; the reset it found due stands,
// and the lane's next message must carry it out (docs/contract.md §2.9: the route is not replaced, the reset
// happens lazily at the next inbound). A finalization with any other reason (I7 judges it) leaves
// the next message to the time policy.
func (m *Model) finalizedSeen(e *gateway.Effect) {
	li, ok := m.laneIx[e.Lane]
	if !ok {
		return
	}
	r, _ := reasonOf(e.Reason)
	if r != ReasonIdle && r != ReasonDaily {
		r = ReasonNone
	}
	ls := &m.lanes[li]
	if ls.turn.token != 0 {
		// The port's watcher leaves a lane with a turn running for a later pass: finalizing the
		// row under the turn would end the conversation the user is being answered in.
		m.fail(violate("I10", "the watcher finalized %s of lane %s under its running turn %s", e.Session, e.Lane, ls.turn.token))
	}
	if ls.blocked(m.now, m.rules.BgProcessMaxAge) == Yes {
		// A background command the lane started still runs, younger than the maximum age: the
		// policy holds the lane (docs/contract.md §2.1 step 2), whichever run of the process
		// started it (§9.7: a boot adopts the commands that outlived a kill).
		m.fail(violate("I2", "the watcher finalized %s of lane %s (%s) while a background command of the lane runs", e.Session, e.Lane, e.Reason))
	}
	ls.finalSeen |= reasons(r)
	ls.finalClosed(m.now)
	m.finalNow = append(m.finalNow, e.Lane)
	if c := m.bind[e.Session]; c == 0 || c == ls.cur {
		ls.finalized |= reasons(r)
	}
}

// finishStep closes the step: messages that vanished, a /resume switch, a turn end the gateway
// did not echo, suspensions that were due.
func (m *Model) finishStep() {
	m.followUpsHeld()
	m.stopOwed()
	if _, ok := m.ev.(Message); ok && m.evLane >= 0 {
		ls := &m.lanes[m.evLane]
		if n := len(ls.pending); n > 0 && !ls.pending[n-1].queued && !ls.pending[n-1].waiting && ls.pending[n-1].kind == actMessage {
			ls.pending = ls.pending[:n-1]
			m.fail(violate("I10", "message on lane %s was neither routed, queued nor rejected", ls.lane.Key))
		}
	}
	if t := m.turnEnd; t != nil && m.evLane >= 0 && m.lanes[m.evLane].turn.token == t.Token && t.Token != 0 {
		m.endTurn(m.evLane, t.Outcome, t.Tokens, true)
	}
	if m.bootStep(BootLoadRoutes) && !m.faults.load {
		for li := range m.lanes {
			ls := &m.lanes[li]
			if ls.corrupt == Yes && !ls.skipped {
				m.fail(violate("persist", "the boot loaded lane %s's corrupted route without skipping it", ls.lane.Key))
			}
			ls.skipped = false // the bad entry stays on disk (and is skipped again) until a save replaces it
		}
	}
	if m.bootStep(BootEscalateStuck) {
		for li := range m.lanes {
			ls := &m.lanes[li]
			// (A route the boot's prune dropped in this step leaves no entry to suspend: the count
			// stays for a later boot, docs/contract.md §2.8.)
			if ls.suspendDue == Yes && ls.suspended != Yes && !ls.routeLost {
				m.fail(violate("I14", "lane %s restarted %d times while active but was not suspended (threshold %d)",
					ls.lane.Key, ls.stuck[0], m.rules.StuckLoopThreshold))
			}
			if ls.suspended == Yes {
				ls.stuck[0] = 0
			}
			ls.suspendDue = No
		}
	}
	if m.pass {
		if m.passSure && !m.faults.load && len(m.boots) > 0 {
			m.boots[len(m.boots)-1].certain = true // the pass surely had a candidate, so it counted
		}
		m.breaker = No
	}
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// deleteFailed reports whether the route drop that follows before was not written: the store
// refused its delete_route (reported just before the drop).
func deleteFailed(before []gateway.Effect, k gateway.LaneKey) bool {
	if n := len(before); n > 0 {
		e := &before[n-1]
		return e.Kind == gateway.StoreFailed && e.Lane == k && e.Op == "delete_route"
	}
	return false
}

// anyTurn reports whether some lane's turn runs.
func (m *Model) anyTurn() bool {
	for li := range m.lanes {
		if m.lanes[li].turn.token != 0 {
			return true
		}
	}
	return false
}

// drainCompleted says whether the stopping process's drain completed (Yes: every turn it waited
// for ended by itself) or timed out (No: the deadline's tick interrupted what still ran).
func (m *Model) drainCompleted() Tri {
	switch {
	case m.proc.timedOut:
		return No
	case m.proc.drainedAt.IsZero():
		return Maybe // a turn still runs: the exit check judges that (I5)
	}
	return Yes
}

// cleanShutdownSeen judges the exit's clean-shutdown marker (docs/contract.md §2.11): written
// exactly when the drain completed (exit recorded drainCompleted before the process went). A
// marker written after a timeout makes the next boot skip crash marking; one left out after a
// completed drain makes it mark turns that ended well.
func (m *Model) cleanShutdownSeen(written bool) {
	switch {
	case written && m.exitDrain == No:
		m.fail(violate("I5", "the exit wrote the clean-shutdown marker, but its drain timed out"))
	case !written && m.exitDrain == Yes:
		m.fail(violate("I6", "the exit left out the clean-shutdown marker after a drain that completed before its deadline"))
	}
}
