package gateway

import "time"

// Inbound handling and agent turns (docs/contract.md §2.1 entry, §2.10 step 6, §2.12, §8.2 turn markers).

// Message is an inbound event on a messaging platform.
type Message struct {
	Source   Source
	Text     string
	Internal bool // a synthetic internal event (a background process notice): never moves the activity clock
}

// Outcome is how an agent turn ended.
type Outcome string

const (
	OutcomeOK          Outcome = "ok"
	OutcomeInterrupted Outcome = "interrupted"
	OutcomeFailed      Outcome = "failed"
)

// Inbound handles one inbound message: the phase and restore-gate checks, routing (§2.1), the
// auto-reset notice and context note (§2.13), the resume note (§2.12), then the turn. A message
// on a lane with a turn in flight waits behind it (§2.16, upstream's busy mode "interrupt").
func (g *Gateway) Inbound(m Message) {
	if !g.accepting(m.Source, pending{kind: pendingMessage, msg: m}) || g.quiesceRefuses(m) || g.waitBehindTurn(m) {
		return
	}
	held, refused := g.elsewhereRefuses(m)
	if refused {
		return
	}
	g.handleMessage(m, false, false, held)
	if held != "" {
		g.releaseTurn(held) // (the routing moved the lane: the hold on its old session goes)
	}
}

// handleMessage routes m and starts its turn. synthetic marks a resume turn the scheduler
// dispatched; gated marks one of the startup pass, which the restore gate waits for. held is the
// session whose turn lease the message took before its routing (elsewhereRefuses). It reports
// whether the turn started: a synthetic one does not when the routing replaced the incarnation
// that owed it (its reset, if any, is announced at the user's next message), and a user's
// message does not when its routing landed on a session another live process runs a turn on.
func (g *Gateway) handleMessage(m Message, synthetic, gated bool, held SessionID) bool {
	k := g.laneKey(m.Source)
	g.interrupt(k)
	r := g.route(m.Source, !m.Internal)
	e := r.entry
	g.emit(Effect{Kind: Routed, Lane: k, Session: e.SessionID, Fresh: r.fresh, Reason: r.reason})
	if synthetic && r.fresh {
		return false // the pass's turn belongs to the incarnation the routing replaced
	}
	g.announceReset(e)
	if !synthetic && g.landedElsewhere(m, e, held) {
		return false
	}
	// is_fresh_reset (set by /new on a lane with a route) is consumed by the next message, as
	// upstream's message handler does; the turn's start saves the consumption with the entry.
	e.IsFreshReset = false
	g.resumeNote(e, m.Text)
	g.startTurn(e, m, synthetic, gated)
	return true
}

// startTurn writes the durable in-flight marker, persists the user's message and starts the turn.
func (g *Gateway) startTurn(e *Entry, m Message, synthetic, gated bool) {
	now := g.now()
	a := g.agentFor(e.Key, e.SessionID) // under B26 a stale agent keeps its dead session
	t := &turn{token: g.newToken(), session: a.session, synthetic: synthetic, gated: gated, internal: m.Internal, started: now}
	g.turns[e.Key] = t
	g.holdTurn(t.session, "", true) // (every caller tested the lease in this step, §9.6)
	e.ActiveTurnToken, e.ActiveTurnStartedAt = t.token, now
	g.saveEntry(e)
	g.ensureRow(e, t.session)
	if m.Text != "" {
		g.addMessages(t.session, 1, !m.Internal && !synthetic)
	}
	g.emit(Effect{Kind: TurnStarted, Lane: e.Key, Session: t.session, Token: t.token, Synthetic: synthetic})
}

// TurnEnded reports the end of the turn with token tok on lane k; a stale token is ignored. An ok
// turn records its prompt size, persists the reply, clears resume_pending and the lane's
// restart-failure count. Any end clears the in-flight marker (compare-and-swap on the token).
func (g *Gateway) TurnEnded(k LaneKey, tok TurnToken, o Outcome, promptTokens int) {
	t := g.turns[k]
	if t == nil || t.token != tok || g.phase == PhaseExited {
		return
	}
	g.finishTurn(k, t, o, promptTokens)
	g.releaseFollowUp(k)
}

func (g *Gateway) finishTurn(k LaneKey, t *turn, o Outcome, promptTokens int) {
	delete(g.turns, k)
	now := g.now()
	e := g.entry(k)
	g.emit(Effect{Kind: TurnEnded, Lane: k, Session: t.session, Token: t.token, Outcome: o})
	if e != nil {
		if e.ActiveTurnToken == t.token {
			e.ActiveTurnToken, e.ActiveTurnStartedAt = 0, timeZero
		}
		if o == OutcomeOK {
			g.turnSucceeded(e, t, promptTokens, now)
		}
		g.saveEntry(e)
	}
	if o == OutcomeOK {
		g.addReply(t, promptTokens, now)
		g.clearFailureCount(k)
	}
	if a := g.agents[k]; a != nil {
		a.lastUsed = now
	}
	g.releaseTurn(t.session)
	g.turnGone(t)
}

// turnSucceeded applies the post-turn sync of an ok turn to the lane's entry.
func (g *Gateway) turnSucceeded(e *Entry, t *turn, promptTokens int, now time.Time) {
	if e.SessionID != t.session {
		if !g.bugs.Has(B26) {
			return // the lane moved on during the turn; the sync belongs to the old incarnation
		}
		e.SessionID = t.session // the reused agent's sync writes its dead id back (B26)
	}
	e.LastPromptTokens = promptTokens
	if !t.internal || g.bugs.Has(PInternalTouch) {
		e.UpdatedAt = now
	}
	if g.bugs.Has(B28) {
		e.WasAutoReset, e.AutoResetReason = false, EndNone
	}
	if e.ResumePending {
		e.ResumePending, e.ResumeReason, e.LastResumeMarkedAt = false, "", timeZero
		g.emit(Effect{Kind: ClearedResume, Lane: e.Key, Session: e.SessionID})
	}
}

// addReply persists an ok turn's reply and its prompt size, the durable copy of the activity
// signal. Only the user's own turns move the row's user-activity stamp.
func (g *Gateway) addReply(t *turn, promptTokens int, now time.Time) {
	tc := RowTouch{Messages: 1, ActiveAt: now, PromptTokens: promptTokens, SetTokens: true}
	if !t.internal && !t.synthetic || g.bugs.Has(PInternalTouch) {
		tc.UserAt = now
	}
	g.touchRow("append_message", t.session, tc)
}

// interrupt ends the lane's running turn as interrupted.
func (g *Gateway) interrupt(k LaneKey) {
	if t := g.turns[k]; t != nil {
		g.finishTurn(k, t, OutcomeInterrupted, 0)
	}
}

// StopTurn is /stop: it interrupts the running turn and never rotates the session. B02 brings back
// the old behaviour of suspending the lane.
func (g *Gateway) StopTurn(src Source) {
	if !g.accepting(src, pending{kind: pendingStop, msg: Message{Source: src}}) {
		return
	}
	k := g.laneKey(src)
	g.discardFollowUps(k, "stopped", false)
	g.interrupt(k)
	g.emit(Effect{Kind: Reply, Lane: k, Text: "stopped"})
	if e := g.entry(k); e != nil && g.bugs.Has(B02) {
		e.Suspended = true
		g.saveEntry(e)
		g.emit(Effect{Kind: Suspended, Lane: k, Session: e.SessionID})
	}
}

// ensureRow creates the session's row when the route names an id without one (a crash or a failed
// write between the routing-index write and the row write): the agent's own create_session is an
// upsert, so the turn never writes into a missing row.
func (g *Gateway) ensureRow(e *Entry, id SessionID) {
	if _, ok, err := g.getRow(id); err == nil && !ok {
		p := Peer{Platform: e.Platform, ChatType: e.ChatType}
		if e.Origin != nil {
			p = e.Origin.Peer()
		}
		g.createRow(id, e.Key, p, "")
	}
}
