package model

import (
	"slices"

	"gatewaysim/gateway"
)

// The busy lane (docs/contract.md §2.16) as the user sees it: a message sent while the lane's
// turn runs waits behind it and is answered after it, in arrival order; a user's message asks the
// running turn to stop, a background notice never does. A waiting message is never lost without a
// word: it runs, or the gateway refuses it (a drain, /stop, /new, a /resume away, the operator's
// drain for the user's own), or it goes with a process that is killed.

// waiting: the gateway put a message of lane k behind its running turn: the step's own, or the
// one the restore gate just released.
func (m *Model) waiting(k gateway.LaneKey) {
	li, ok := m.laneIx[k]
	if !ok {
		return
	}
	ls := &m.lanes[li]
	if ls.turn.token == 0 {
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
	p := &ls.pending[idx]
	p.queued, p.waiting = false, true
	m.waitedNow, m.waitedUser, m.waitedTok = li, !p.internal, ls.turn.token
	if i, found := slices.BinarySearch(m.waitLanes, li); !found {
		m.waitLanes = slices.Insert(m.waitLanes, i, li)
	}
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
			m.ctx = cmdCtx{active: true, li: li, kind: actMessage, released: true, internal: p.internal}
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
// refuses them as it begins, and a lane whose turn ended runs the oldest at once (§2.16).
// Only the lanes of waitLanes can hold one; those that no longer do leave the list.
func (m *Model) followUpsHeld() {
	kept := m.waitLanes[:0]
	for _, li := range m.waitLanes {
		ls := &m.lanes[li]
		for _, p := range ls.pending {
			if !p.waiting {
				continue
			}
			switch {
			case m.stopNow:
				m.fail(violate("I15", "lane %s's waiting message was neither run nor refused when the drain began", ls.lane.Key))
			case ls.turn.token == 0:
				m.fail(violate("I15", "lane %s's waiting message was dropped: no turn runs for it to wait for", ls.lane.Key))
			}
			kept = append(kept, li)
			break
		}
	}
	m.waitLanes = kept
}

// resumeLeft judges, at the end of a /resume, the waiting messages it refused: only a /resume that
// switched (its reply "resumed") leaves the turn they waited for.
func (m *Model) resumeLeft() {
	if c := &m.ctx; c.active && c.kind == actResume && c.refused > 0 && !c.switched {
		m.fail(violate("I15", "lane %s's /resume answered %q, yet refused %d waiting message(s): only a /resume that switches leaves the turn they waited for",
			m.lanes[c.li].lane.Key, c.reply, c.refused))
	}
}
