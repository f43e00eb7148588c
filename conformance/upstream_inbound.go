package conformance

import (
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// Inbound events on the upstream side: messages (run.py _handle_message_with_agent), /new
// (slash_commands._handle_reset_command), /resume (_handle_resume_command), /stop, and turn ends.

// routeReply is the adapter's reply to a routing.
type routeReply struct {
	Entry  *wireEntry `json:"entry"`
	Forced bool       `json:"forced"`
}

// inbound takes a user event through the process's gates: rejected while draining, queued while
// booting or while the startup restore is in progress (run.py's _startup_restore_queue).
func (u *Upstream) inbound(ev model.Event) error {
	k := eventLane(ev)
	switch {
	case u.phase == upDraining || u.phase == upDown:
		u.emit(gateway.Effect{Kind: gateway.Rejected, Lane: k, Why: "shutting down"})
		return nil
	case u.phase == upBooting || u.gate:
		u.queue = append(u.queue, ev)
		u.emit(gateway.Effect{Kind: gateway.Queued, Lane: k})
		return nil
	}
	return u.perform(ev)
}

func (u *Upstream) perform(ev model.Event) error {
	switch e := ev.(type) {
	case model.Message:
		text := "hi" // the text itself is not compared; whether there is one is (docs/contract.md §2.12)
		switch {
		case e.Internal:
			text = "[background process finished]"
		case e.Empty:
			text = ""
		}
		if t := u.turns[e.Lane.Key]; t != nil {
			u.waitBehind(e.Lane.Key, t, upWait{text: text, internal: e.Internal})
			return nil
		}
		return u.message(e.Lane.Key, text, e.Internal, false, false)
	case model.NewCmd:
		return u.newCmd(e.Lane.Key)
	case model.ResumeCmd:
		return u.resumeCmd(e.Lane.Key, string(e.Target))
	case model.StopCmd:
		delete(u.waiting, e.Lane.Key) // _interrupt_and_clear_session discards the pending event
		u.interrupt(e.Lane.Key)
		u.reply(e.Lane.Key, "", "stopped")
	}
	return nil
}

// reply is a command's answer to the user (the slash command handlers' replies), in the
// gateway's words: the invariant mode judges that every command gets exactly one.
func (u *Upstream) reply(k gateway.LaneKey, session, text string) {
	u.emit(gateway.Effect{Kind: gateway.Reply, Lane: k, Session: gateway.SessionID(session), Text: text})
}

func eventLane(ev model.Event) gateway.LaneKey {
	switch e := ev.(type) {
	case model.Message:
		return e.Lane.Key
	case model.NewCmd:
		return e.Lane.Key
	case model.ResumeCmd:
		return e.Lane.Key
	case model.StopCmd:
		return e.Lane.Key
	}
	return ""
}

// message routes a message and starts its turn: get_or_create_session, the one-shot flags
// consumed in memory (the auto-reset context note and notice, then is_fresh_reset), the resume
// note, the agent, the user's message in the transcript.
func (u *Upstream) message(k gateway.LaneKey, text string, internal, synthetic, gated bool) error {
	l, err := u.lane(k)
	if err != nil {
		return err
	}
	u.interrupt(k)
	var r routeReply
	if err := u.call("route", u.routeArgs(k, l.Source), &r); err != nil {
		return err
	}
	e := r.Entry
	rt := u.routed(k, e)
	if e.WasAutoReset || e.IsFreshReset {
		if e.WasAutoReset {
			delete(u.agents, k) // the auto-reset evicts the cached agent (#9893)
			reason := gateway.EndReason(str(e.AutoResetReason))
			if reason == "" {
				reason = gateway.EndIdle
			}
			rt.Context = reason
			u.emit(gateway.Effect{Kind: gateway.ContextNote, Lane: k, Session: gateway.SessionID(e.SessionID), Reason: reason})
			if u.noticeDue(l.Source, e, reason) {
				rt.Notice = reason
				u.emit(gateway.Effect{Kind: gateway.Notice, Lane: k, Session: gateway.SessionID(e.SessionID), Reason: reason})
			}
		}
		if err := u.call("consume", map[string]any{"key": string(k)}, nil); err != nil {
			return err
		}
		if u.avoid["consumed-flag-unsaved"] {
			if err := u.call("save", nil, nil); err != nil {
				return err
			}
		}
	}
	if e.ResumePending {
		if err := u.resumeNote(rt, l.Source.Platform, e, text); err != nil {
			return err
		}
	}
	u.routings = append(u.routings, *rt)
	if a := u.agents[k]; a == nil || a.session != e.SessionID {
		u.agents[k] = &upAgent{session: e.SessionID}
	}
	u.agents[k].last = u.now
	u.turns[k] = &upTurn{session: e.SessionID, internal: internal, synthetic: synthetic, gated: gated}
	u.started = append(u.started, k)
	u.emit(gateway.Effect{Kind: gateway.TurnStarted, Lane: k, Session: gateway.SessionID(e.SessionID),
		Token: lastTurnToken(u.goFx, k), Synthetic: synthetic})
	if text != "" {
		return u.call("append", map[string]any{"session_id": e.SessionID, "role": "user", "text": text}, nil)
	}
	return nil
}

// learn notes a session id from a reply; a new one was created by this call.
func (u *Upstream) learn(id string) {
	if !u.known[id] {
		u.known[id] = true
		u.created = append(u.created, gateway.SessionID(id))
	}
}

func (u *Upstream) routeArgs(k gateway.LaneKey, src gateway.Source) map[string]any {
	args := map[string]any{"source": wireSourceOf(src), "key": string(k)}
	if u.avoid["recovery-keeps-signal"] {
		args["row_tokens"] = u.tokens
	}
	return args
}

// routed records a routing's outcome: fresh when upstream created the session in this call.
func (u *Upstream) routed(k gateway.LaneKey, e *wireEntry) *Routing {
	rt := &Routing{Lane: k, Session: gateway.SessionID(e.SessionID), Fresh: !u.known[e.SessionID]}
	u.learn(e.SessionID)
	if e.WasAutoReset {
		rt.Reason = gateway.EndReason(str(e.AutoResetReason))
	}
	u.emit(gateway.Effect{Kind: gateway.Routed, Lane: k, Session: rt.Session, Fresh: rt.Fresh, Reason: rt.Reason})
	return rt
}

// noticeDue is run.py's predicate for the user-facing auto-reset notice: suspended and
// resume_pending_expired always; idle and daily when the lane's policy notifies, the replaced
// session had activity and the platform is not excluded.
func (u *Upstream) noticeDue(src gateway.Source, e *wireEntry, reason gateway.EndReason) bool {
	if reason == gateway.EndSuspended || reason == gateway.EndResumePendingExpired {
		return true
	}
	pol := u.policy(src.Platform, src.ChatType)
	excluded := false
	for _, p := range pol.NotifyExcludePlatforms {
		excluded = excluded || p == src.Platform
	}
	return pol.Notify && e.ResetHadActivity && !excluded
}

func (u *Upstream) policy(p gateway.Platform, t gateway.ChatType) gateway.ResetPolicy {
	if pol, ok := u.cfg.ResetByPlatform[p]; ok {
		return pol
	}
	if pol, ok := u.cfg.ResetByType[t]; ok {
		return pol
	}
	return u.cfg.Reset
}

// resumeNote is run.py's resume-pending branch: the recovery note when the transcript's last row
// or the marker is within the freshness window (W <= 0: always), and the safety net for an empty
// text. Variant a answers a message, b an empty turn on an interactive adapter, c a non-interactive.
func (u *Upstream) resumeNote(rt *Routing, p gateway.Platform, e *wireEntry, text string) error {
	var last struct {
		At *float64 `json:"at"`
	}
	if err := u.call("last_message", map[string]any{"session_id": e.SessionID}, &last); err != nil {
		return err
	}
	if last.At == nil && u.avoid["empty-transcript-fresh"] {
		// As the port does: a transcript with nothing written is dated by its row's start.
		var r struct {
			Row *wireRow `json:"row"`
		}
		if err := u.call("row", map[string]any{"id": e.SessionID}, &r); err != nil {
			return err
		}
		if r.Row != nil {
			last.At = &r.Row.StartedAt
		}
	}
	w := u.cfg.FreshnessWindow
	fresh := func(t time.Time, known bool) bool { return w <= 0 || !known || u.now.Sub(t) <= w }
	mark := naive(str(e.LastResumeMarkedAt), u.loc)
	ok := last.At == nil || fresh(unix(*last.At, u.loc), true) || fresh(mark, !mark.IsZero())
	if !ok && text != "" {
		return nil
	}
	rt.Note = "a"
	if text == "" {
		rt.Note = "b"
		if !u.cfg.Adapters[p].Interactive {
			rt.Note = "c"
		}
	}
	rt.NoteResume = gateway.ResumeReason(str(e.ResumeReason))
	u.emit(gateway.Effect{Kind: gateway.ResumeNote, Lane: rt.Lane, Session: rt.Session, Resume: rt.NoteResume, Variant: rt.Note})
	return nil
}

// finishTurn ends the lane's turn. An ok turn persists the reply, records the prompt size through
// update_session (by key, whatever the entry is by then), clears resume_pending and the lane's
// restart-failure count (run.py's post-turn block and _should_clear_resume_pending_after_turn).
func (u *Upstream) finishTurn(k gateway.LaneKey, o gateway.Outcome, tokens int) error {
	t := u.turns[k]
	delete(u.turns, k)
	u.emit(gateway.Effect{Kind: gateway.TurnEnded, Lane: k, Session: gateway.SessionID(t.session), Token: t.token, Outcome: o})
	if a := u.agents[k]; a != nil {
		a.last = u.now
	}
	if o == gateway.OutcomeOK {
		if err := u.call("append", map[string]any{"session_id": t.session, "role": "assistant", "text": "ok"}, nil); err != nil {
			return err
		}
		if err := u.call("update", map[string]any{"key": string(k), "tokens": tokens}, nil); err != nil {
			return err
		}
		u.tokens[t.session] = tokens
		delete(u.counts, k)
		if err := u.call("clear_resume", map[string]any{"key": string(k)}, nil); err != nil {
			return err
		}
	}
	return u.turnGone(t)
}

// waitBehind is the busy lane (run.py _handle_active_session_busy_message, interrupt mode): the
// event waits in the lane's FIFO; a user's message interrupts the agent, which stops at its next
// checkpoint (the Go side's world ends the turn then); an internal event never interrupts.
func (u *Upstream) waitBehind(k gateway.LaneKey, t *upTurn, w upWait) {
	u.waiting[k] = append(u.waiting[k], w)
	u.emit(gateway.Effect{Kind: gateway.Waiting, Lane: k, Session: gateway.SessionID(t.session), Token: t.token})
	if !w.internal && !t.stopAsked {
		t.stopAsked = true
		u.emit(gateway.Effect{Kind: gateway.InterruptAsked, Lane: k, Session: gateway.SessionID(t.session), Token: t.token})
	}
}

// releaseWaiting is _run_agent's pending-event recursion after a turn: the oldest waiting event
// runs as the next turn; during a drain it is discarded with a log line only.
func (u *Upstream) releaseWaiting(k gateway.LaneKey) error {
	q := u.waiting[k]
	if len(q) == 0 || u.turns[k] != nil {
		return nil
	}
	if u.phase != upRunning {
		delete(u.waiting, k)
		return nil
	}
	u.waiting[k] = q[1:]
	if len(q) == 1 {
		delete(u.waiting, k)
	}
	u.emit(gateway.Effect{Kind: gateway.FollowUp, Lane: k})
	return u.message(k, q[0].text, q[0].internal, false, false)
}

// interrupt drops the lane's running turn: an interrupted turn writes nothing. Its agent was at
// work until now (the agent's _touch_activity stamps every API call, stream delta and tool call of
// the turn), so the idle sweep measures from the interruption, as from any other turn end.
func (u *Upstream) interrupt(k gateway.LaneKey) {
	if t := u.turns[k]; t != nil {
		delete(u.turns, k)
		if a := u.agents[k]; a != nil {
			a.last = u.now
		}
		u.emit(gateway.Effect{Kind: gateway.TurnEnded, Lane: k, Session: gateway.SessionID(t.session), Token: t.token,
			Outcome: gateway.OutcomeInterrupted})
		_ = u.turnGone(t)
	}
}

// turnGone: the restore gate counts the startup resume turns; a drain completes with the last turn.
func (u *Upstream) turnGone(t *upTurn) error {
	if u.phase == upDraining && len(u.turns) == 0 {
		u.drain.done = true
	}
	if t.gated && u.outstanding > 0 {
		u.outstanding--
		return u.liftGate()
	}
	return nil
}

// newCmd is /new: the cached agent's close (agent_close on the agent's session), reset_session,
// and get_or_create_session(force_new) when the lane has no entry.
func (u *Upstream) newCmd(k gateway.LaneKey) error {
	l, err := u.lane(k)
	if err != nil {
		return err
	}
	delete(u.waiting, k) // _interrupt_and_clear_session discards the pending event
	u.interrupt(k)
	args := map[string]any{"key": string(k), "source": wireSourceOf(l.Source), "promote_agent": u.avoid["routeless-new-promotes"]}
	if a := u.agents[k]; a != nil {
		args["agent_session"] = a.session
		u.emit(gateway.Effect{Kind: gateway.AgentClosed, Lane: k, Session: gateway.SessionID(a.session), RowEnded: true})
		delete(u.agents, k)
	}
	var r routeReply
	if err := u.call("new", args, &r); err != nil {
		return err
	}
	u.learn(r.Entry.SessionID) // force_new too: a creation, not a message's routing
	u.reply(k, r.Entry.SessionID, "new session")
	return nil
}

// resumeCmd is /resume target: resolve the target to its continuation, the ownership guard, the
// routing of the lane (the "already on" check runs get_or_create_session, H11), then
// switch_session and the agent's eviction.
func (u *Upstream) resumeCmd(k gateway.LaneKey, target string) error {
	l, err := u.lane(k)
	if err != nil {
		return err
	}
	var res struct {
		ID  string   `json:"id"`
		Row *wireRow `json:"row"`
	}
	if err := u.call("resolve", map[string]any{"id": target}, &res); err != nil {
		return err
	}
	if res.Row == nil || !owns(l.Source, res.Row) {
		u.reply(k, target, "no such session")
		return nil
	}
	var r routeReply
	if err := u.call("route", u.routeArgs(k, l.Source), &r); err != nil {
		return err
	}
	rt := u.routed(k, r.Entry)
	u.routings = append(u.routings, *rt)
	if r.Entry.SessionID == res.ID {
		u.reply(k, res.ID, "already on")
		return nil
	}
	delete(u.waiting, k) // reduced fidelity: upstream refuses /resume mid-turn; both sides switch here, as the port does
	u.interrupt(k)
	if err := u.call("switch", map[string]any{"key": string(k), "target": res.ID}, nil); err != nil {
		return err
	}
	delete(u.agents, k)
	u.reply(k, res.ID, "resumed")
	return nil
}

// owns is the ownership guard for a persisted target (slash_commands._resume_target_allowed, for
// an identity-bearing caller): same platform, thread, user and chat.
func owns(s gateway.Source, r *wireRow) bool {
	return str(r.Source) == string(s.Platform) && str(r.ThreadID) == s.ThreadID &&
		str(r.UserID) == s.UserID && str(r.ChatID) == s.ChatID
}
