package gateway

// The busy lane (docs/contract.md §2.16): what a message that arrives while the lane's turn runs
// becomes. Upstream V1's default busy mode "interrupt": the message waits as the lane's follow-up
// and the running turn is asked to stop at its next checkpoint; when the turn has ended, the
// follow-ups run one by one, in arrival order, each its own turn. An internal event never asks
// the turn to stop. Follow-ups live in the process's memory: a drain, /stop, /new or a /resume
// away refuses them with a word (Discarded), a kill or crash loses them with the process.

// waitBehindTurn queues m behind the lane's running turn (steps 2 and 3) and reports whether it
// did. PInternalInterrupts lets an internal event through, to interrupt the turn at once as the
// port once did.
func (g *Gateway) waitBehindTurn(m Message) bool {
	k := g.laneKey(m.Source)
	t := g.turns[k]
	if t == nil || m.Internal && g.bugs.Has(PInternalInterrupts) {
		return false
	}
	g.waiting[k] = append(g.waiting[k], m)
	g.emit(Effect{Kind: Waiting, Lane: k, Session: t.session, Token: t.token})
	if !m.Internal && !t.stopAsked {
		t.stopAsked = true
		g.emit(Effect{Kind: InterruptAsked, Lane: k, Session: t.session, Token: t.token})
	}
	return true
}

// releaseFollowUp runs the lane's oldest follow-up once its turn has ended (step 4), or at a
// retry of the events held behind another process's turn: it is handled as a message arriving
// now. An internal event waits on while another live process runs a turn on the lane's session
// (docs/contract.md §9.6 step 6); a user's message is refused then, after its routing. Under
// PFollowupDrop a drain kept the follow-ups, and they go here without a word, as upstream
// discards a pending follow-up whose turn ends during a drain.
func (g *Gateway) releaseFollowUp(k LaneKey) {
	q := g.waiting[k]
	if len(q) == 0 || g.turns[k] != nil {
		return
	}
	if g.phase != PhaseRunning {
		delete(g.waiting, k)
		return
	}
	m := q[0]
	var held SessionID
	if m.Internal {
		s, holds, busy := g.leaseOf(k)
		if busy {
			g.armLeaseRetry() // another process runs a turn on the session: m waits on (§9.6 step 6)
			return
		}
		if holds {
			held = s
		}
	}
	if len(q) == 1 {
		delete(g.waiting, k)
	} else {
		g.waiting[k] = q[1:]
	}
	g.emit(Effect{Kind: FollowUp, Lane: k})
	g.handleMessage(m, false, false, held)
	if held != "" {
		g.releaseTurn(held) // (the routing moved the lane: the hold on its old session goes)
	}
}

// discardFollowUps refuses the lane's follow-ups, each with a Discarded effect saying why (a
// drain, /stop, /new, a /resume away; the operator's drain only the user's, userOnly). Nothing the
// user sent goes without a word.
func (g *Gateway) discardFollowUps(k LaneKey, why string, userOnly bool) {
	var kept []Message
	for _, m := range g.waiting[k] {
		if userOnly && m.Internal {
			kept = append(kept, m)
			continue
		}
		g.emit(Effect{Kind: Discarded, Lane: k, Why: why})
	}
	if len(kept) == 0 {
		delete(g.waiting, k)
		return
	}
	g.waiting[k] = kept
}

// discardAllFollowUps is discardFollowUps for every lane, in lane order.
func (g *Gateway) discardAllFollowUps(why string, userOnly bool) {
	for _, k := range sortedKeys(g.waiting) {
		g.discardFollowUps(k, why, userOnly)
	}
}

// LaneFollowUps are the messages waiting behind one lane's running turn, oldest first.
type LaneFollowUps struct {
	Lane     LaneKey
	Messages []Message
}

// FollowUps lists the lanes' follow-ups, sorted by lane (a read-only view for drivers: the
// scenario language's state directive).
func (g *Gateway) FollowUps() []LaneFollowUps {
	var out []LaneFollowUps
	for _, k := range sortedKeys(g.waiting) {
		out = append(out, LaneFollowUps{Lane: k, Messages: append([]Message(nil), g.waiting[k]...)})
	}
	return out
}
