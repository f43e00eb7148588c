package model

import (
	"slices"
	"time"

	"gatewaysim/gateway"
)

// The busy lane (docs/contract.md §2.16) as the user sees it: a message sent while the lane's
// turn runs waits behind it and is answered after it, in arrival order; a user's message asks the
// running turn to stop, a background notice never does. A waiting message is never lost without a
// word: it runs, or the gateway refuses it (a drain, /stop, /new, a /resume away, the operator's
// drain for the user's own), or it goes with a process that is killed.

// waiting: the gateway put a message of lane k behind its running turn, or, an internal event,
// behind another process's turn on the lane's session (e.Why "busy elsewhere"): the step's own,
// or the one the restore gate just released.
func (m *Model) waiting(e *gateway.Effect) {
	k := e.Lane
	li, ok := m.laneIx[k]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	elsewhere := e.Why == "busy elsewhere"
	if ls.turn.token == 0 && !elsewhere {
		m.fail(violate("I15", "lane %s's message was put behind a running turn, but none runs", k))
	}
	idx := -1
	if m.ctx.active && m.ctx.li == li && m.ctx.kind == actMessage && m.ctx.released {
		for i := range ls.pending { // the released message: the oldest the gate held
			if ls.pending[i].queued && ls.pending[i].kind == actMessage {
				idx = i
				break
			}
		}
		m.ctx = cmdCtx{}
	} else {
		for i := len(ls.pending) - 1; i >= 0; i-- {
			if p := &ls.pending[i]; !p.queued && !p.waiting && p.kind == actMessage {
				idx = i
				break
			}
		}
	}
	if idx < 0 {
		m.fail(violate("I15", "lane %s put a message behind its turn that no one sent", k))
		return
	}
	if elsewhere {
		m.heldElsewhereOK(ls, &ls.pending[idx], e.Session, ls.heldAhead(idx) || m.heldElsewhere(k, e.Session))
	}
	p := &ls.pending[idx]
	p.queued, p.waiting = false, true
	m.waitedNow, m.waitedUser, m.waitedTok = li, !p.internal, ls.turn.token
	m.noteWaitLane(li)
}

// noteWaitLane adds lane li to the lanes followUpsHeld watches.
func (m *Model) noteWaitLane(li int32) {
	if i, found := slices.BinarySearch(m.waitLanes, li); !found {
		m.waitLanes = slices.Insert(m.waitLanes, i, li)
	}
}

// heldElsewhereOK judges pending p held as busy elsewhere on session s (docs/contract.md §9.6
// step 6): only an internal event is held (a user's message is refused), and only while another
// live process runs a turn on s, the session the lane's route names or its routing just landed
// on, or else behind the lane's events held already, whose order it keeps (ok: one of those).
func (m *Model) heldElsewhereOK(ls *laneState, p *pending, s gateway.SessionID, ok bool) {
	switch {
	case !p.internal:
		m.fail(violate("I15", "lane %s's message was held as busy elsewhere: a user's message there is refused, the user sends again", ls.lane.Key))
	case !ok:
		m.fail(violate("I15", "lane %s's internal event was held as busy elsewhere on %s, but no other process runs a turn on it", ls.lane.Key, s))
	}
	p.elsewhere, p.freeSince = true, time.Time{}
}

// heldAhead reports whether a message before pending i waits as busy elsewhere.
func (ls *laneState) heldAhead(i int) bool {
	return slices.ContainsFunc(ls.pending[:i], func(p pending) bool { return p.waiting && p.elsewhere })
}

// heldAfterRouting: the internal event whose routing the step just judged landed on a session
// another live process runs a turn on, and the gateway holds it, first of the lane's, until that
// session is free (docs/contract.md §9.6 step 6): the routing stands, no turn starts.
func (m *Model) heldAfterRouting(e *gateway.Effect, internal bool) {
	li, ok := m.laneIx[e.Lane]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	p := pending{kind: actMessage, internal: internal, waiting: true}
	m.heldElsewhereOK(ls, &p, e.Session, m.runElsewhere(e.Session))
	ls.pending = slices.Insert(ls.pending, 0, p)
	m.waitedNow, m.waitedUser, m.waitedTok = li, false, 0
	m.noteWaitLane(li)
}

// interruptAsked: only a user's message, put behind the turn just now, asks it to stop; a
// background notice must never cut the user's turn.
func (m *Model) interruptAsked(e *gateway.Effect) {
	li, ok := m.laneIx[e.Lane]
	switch {
	case !ok || m.waitedNow != li:
		m.fail(violate("I15", "lane %s's turn %s was asked to stop with no message waiting behind it", e.Lane, e.Token))
	case !m.waitedUser:
		m.fail(violate("I5", "an internal event asked lane %s's running turn %s to stop", e.Lane, e.Token))
	case m.lanes[li].turn.token != e.Token:
		m.fail(violate("I15", "lane %s's turn %s was asked to stop, but its running turn is %s", e.Lane, e.Token, m.lanes[li].turn.token))
	case m.lanes[li].turn.stopAsked:
		m.fail(violate("I15", "lane %s's turn %s was asked to stop twice: once per turn", e.Lane, e.Token))
	default:
		m.lanes[li].turn.stopAsked = true
	}
}

// stopOwed (I15): a user's message put behind the running turn asks it to stop, unless it was
// asked already (docs/contract.md §2.16 step 2): by the end of the step, that turn, if it still
// runs, has been asked.
func (m *Model) stopOwed() {
	if m.waitedNow < 0 || !m.waitedUser {
		return
	}
	if t := &m.lanes[m.waitedNow].turn; t.token != 0 && t.token == m.waitedTok && !t.stopAsked {
		m.fail(violate("I15", "lane %s's user message waits behind turn %s, which was never asked to stop", m.lanes[m.waitedNow].lane.Key, t.token))
	}
}

// followUp: the lane's turn ended and the gateway handles its oldest waiting message now; the
// routing that follows is judged as that message's (finishGroup takes the oldest pending one).
func (m *Model) followUp(k gateway.LaneKey) {
	li, ok := m.laneIx[k]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	for _, p := range ls.pending {
		if p.waiting && p.kind == actMessage {
			if ls.turn.token != 0 {
				m.fail(violate("I15", "lane %s's waiting message was handled while its turn %s still runs", k, ls.turn.token))
			}
			m.ctx = cmdCtx{active: true, li: li, kind: actMessage, released: true, followUp: true, internal: p.internal}
			return
		}
	}
	m.fail(violate("I15", "lane %s handled a waiting message, but none waits", k))
}

// discarded: the gateway refused lane k's oldest waiting message. That is the user's word only
// when the step begins a drain, when the user's own /stop, /new or /resume away leaves the turn
// it waited for, or, for the user's message, when the operator's drain engages. A /resume leaves
// only when it switches (docs/contract.md §2.16 step 5: one that answers "already on", or finds
// no such session, touches neither), which its reply shows after the refusal: resumeLeft judges.
func (m *Model) discarded(k gateway.LaneKey) {
	li, ok := m.laneIx[k]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	od, drainOn := m.ev.(OperatorDrain)
	userOnly := drainOn && od.On // the operator's drain refuses only the user's (internal ones pass it)
	idx := -1
	for i, p := range ls.pending {
		if p.waiting && !(userOnly && p.internal) {
			idx = i
			break
		}
	}
	if idx < 0 {
		m.fail(violate("I15", "lane %s refused a waiting message, but none waits", k))
		return
	}
	p := ls.pending[idx]
	ls.removePending(idx)
	switch {
	case m.stopNow:
	case m.ctx.active && m.ctx.li == li && (m.ctx.kind == actStop || m.ctx.kind == actNew):
	case m.ctx.active && m.ctx.li == li && m.ctx.kind == actResume:
		m.ctx.refused++ // allowed only to a /resume that switches: its reply, later, says (resumeLeft)
	case userOnly && !p.internal:
	default:
		m.fail(violate("I15", "lane %s's waiting message was refused during %s", k, eventName(m.ev)))
	}
}

// followUpsHeld checks, at the end of a step, that no waiting message was left behind: a drain
// refuses them as it begins, and a lane whose turn ended runs the oldest at once (§2.16), unless
// it is an internal event and another live process runs a turn on the lane's session (§9.6 step
// 6), which heldOwed judges. Only the lanes of waitLanes can hold one; those that no longer do
// leave the list.
func (m *Model) followUpsHeld() {
	kept := m.waitLanes[:0]
	for _, li := range m.waitLanes {
		ls := &m.lanes[li]
		for i := range ls.pending {
			p := &ls.pending[i]
			if !p.waiting {
				continue
			}
			switch {
			case m.stopNow:
				m.fail(violate("I15", "lane %s's waiting message was neither run nor refused when the drain began", ls.lane.Key))
			case ls.turn.token != 0:
			case !p.elsewhere && !(p.internal && m.runElsewhere(m.hist.routes[ls.lane.Key])):
				m.fail(violate("I15", "lane %s's waiting message was dropped: no turn runs for it to wait for", ls.lane.Key))
			default:
				p.elsewhere = true // (kept at its turn's end: the lane's route had moved to a session held elsewhere)
				m.heldOwed(ls, p)
			}
			kept = append(kept, li)
			break
		}
	}
	m.waitLanes = kept
}

// heldOwed judges lane ls's oldest held event p at the end of a step (docs/contract.md §9.6 step
// 6): once no other live process runs a turn on the lane's session, the gateway's next tick runs
// it, and a tick is due within LeaseRetryInterval. A process that is draining refuses it instead,
// as its drain begins.
func (m *Model) heldOwed(ls *laneState, p *pending) {
	s, routed := m.hist.routes[ls.lane.Key]
	if routed && m.runElsewhere(s) || m.proc.draining {
		p.freeSince = time.Time{}
		return
	}
	if p.freeSince.IsZero() {
		p.freeSince = m.now
	}
	t, tick := m.ev.(Tick)
	switch {
	case tick && t.Proc == "":
		m.fail(violate("I15", "lane %s's internal event is still held as busy elsewhere after the gateway's tick, but no other process runs a turn on %s", ls.lane.Key, s))
	case m.rules.LeaseRetryInterval > 0 && m.now.Sub(p.freeSince) > m.rules.LeaseRetryInterval:
		m.fail(violate("I15", "lane %s's internal event is held as busy elsewhere, but %s has been free since %s, longer than the retry interval %s",
			ls.lane.Key, s, m.rules.stamp(p.freeSince), m.rules.LeaseRetryInterval))
	}
}

// resumeLeft judges, at the end of a /resume, the waiting messages it refused: only a /resume that
// switched (its reply "resumed") leaves the turn they waited for.
func (m *Model) resumeLeft() {
	if c := &m.ctx; c.active && c.kind == actResume && c.refused > 0 && !c.switched {
		m.fail(violate("I15", "lane %s's /resume answered %q, yet refused %d waiting message(s): only a /resume that switches leaves the turn they waited for",
			m.lanes[c.li].lane.Key, c.reply, c.refused))
	}
}

// routedIndex is the index, among lane li's pending actions, of the message a routing carries out:
// the oldest waiting one when the gateway released it as a follow-up, else the oldest that does
// not wait (the step's own, or the one the restore gate released; a user's message routes ahead of
// the internal events held behind another process's turn). -1 when there is none.
func (m *Model) routedIndex(li int32) int {
	followUp := m.ctx.active && m.ctx.li == li && m.ctx.followUp
	for i, p := range m.lanes[li].pending {
		if p.kind == actMessage && p.waiting == followUp {
			return i
		}
	}
	return -1
}

// routedInternal reports whether the message a routing of lane k carries out is an internal event.
func (m *Model) routedInternal(k gateway.LaneKey) bool {
	li, ok := m.laneIx[k]
	if !ok {
		return false
	}
	i := m.routedIndex(li)
	return i >= 0 && m.lanes[li].pending[i].internal
}
