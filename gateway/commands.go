package gateway

// User commands (docs/contract.md §2.6 /new, §2.7 /resume, compression) and the lane-level events that are
// not messages: background processes, route loss, writes from outside the process.

// NewSession is /new (§2.6). Order matters: the running turn is interrupted, the cached agent gets
// its hard cleanup (which ends the old row as agent_close), then the lane gets a fresh incarnation
// and the old row is promoted to session_reset, which overrides that accidental end. B23 uses
// first-wins end_session there, a no-op after the agent_close. Never an auto-reset notice.
func (g *Gateway) NewSession(src Source) {
	if !g.accepting(src, pending{kind: pendingNew, msg: Message{Source: src}}) {
		return
	}
	k := g.laneKey(src)
	now := g.now()
	g.discardFollowUps(k, "new session", false)
	g.interrupt(k)
	old := g.entry(k)
	var agentSession SessionID
	if a := g.agents[k]; a != nil {
		agentSession = a.session
	}
	g.closeAgent(k, true)
	if old == nil {
		// No route (lost or pruned): force_new. The conversation the user leaves is still the one
		// recovery would find (and the cached agent's): both are promoted like the route's would be.
		left := g.routelessCurrent(k, src)
		r := g.create(k, src, nil, EndNone, now) // a plain create: not is_fresh_reset (only reset_session sets it)
		if agentSession != "" {
			g.endBoundary(agentSession, EndSessionReset, B23)
		}
		if left != "" && left != agentSession {
			g.promoteRow(left, EndSessionReset)
		}
		g.emit(Effect{Kind: Reply, Lane: k, Session: r.entry.SessionID, Text: "new session"})
		return
	}
	e := &Entry{Key: k, SessionID: g.newSessionID(), CreatedAt: now, UpdatedAt: now, Origin: old.Origin,
		Platform: old.Platform, ChatType: old.ChatType, IsFreshReset: true}
	g.setEntry(e)
	g.saveEntry(e)
	g.endBoundary(old.SessionID, EndSessionReset, B23)
	g.createRow(e.SessionID, k, src.Peer(), "")
	g.emit(Effect{Kind: Reply, Lane: k, Session: e.SessionID, Text: "new session"})
}

// RestartCommand is the user's /restart (docs/contract.md §2.11): a reply, then a restart drain,
// exactly as BeginShutdown(true) starts one; the supervisor boots the next process. It does not
// interrupt the requester's own running turn (upstream's /restart bypasses the busy lane without
// interrupting), so the drain marks that lane like any other. While the process drains it is
// refused like every inbound event; the restore gate queues it like every command.
func (g *Gateway) RestartCommand(src Source) {
	if !g.accepting(src, pending{kind: pendingRestart, msg: Message{Source: src}}) {
		return
	}
	g.emit(Effect{Kind: Reply, Lane: g.laneKey(src), Text: "restarting"})
	g.BeginShutdown(true)
}

// RestartRequested reports whether the drain under way is a restart (BeginShutdown(true) or
// /restart): the supervisor boots the next process after the exit.
func (g *Gateway) RestartRequested() bool { return g.phase == PhaseDraining && g.drain.restart }

// ResumeSession is /resume <target> (§2.7): resolve the target to its compression tip, check
// that it belongs to the same platform, user and chat, answer "already on" by reading the route
// (H11 runs a full routing transition first), otherwise switch: the old row is promoted to
// session_switch (B24: first-wins end_session) and the target reopened, whatever its reason.
func (g *Gateway) ResumeSession(src Source, target SessionID) {
	if !g.accepting(src, pending{kind: pendingResume, msg: Message{Source: src}, target: target}) {
		return
	}
	k := g.laneKey(src)
	row, ok, err := Row{}, false, error(nil)
	if resumable(target) {
		row, ok, err = g.getRow(target)
	}
	if err != nil || !ok || row.Peer != src.Peer() {
		g.emit(Effect{Kind: Reply, Lane: k, Session: target, Text: "no such session"})
		return
	}
	if last, moved := g.chainEnd(row); moved {
		if !resumable(last.ID) {
			g.emit(Effect{Kind: Reply, Lane: k, Session: target, Text: "no such session"})
			return
		}
		target = last.ID
	}
	if g.bugs.Has(H11) {
		r := g.route(src, true)
		g.emit(Effect{Kind: Routed, Lane: k, Session: r.entry.SessionID, Fresh: r.fresh, Reason: r.reason})
	}
	old := g.entry(k)
	if old != nil && old.SessionID == target {
		g.emit(Effect{Kind: Reply, Lane: k, Session: target, Text: "already on"})
		return
	}
	g.discardFollowUps(k, "resumed", false)
	g.interrupt(k)
	now := g.now()
	e := &Entry{Key: k, SessionID: target, CreatedAt: now, UpdatedAt: now, Origin: &src,
		Platform: src.Platform, ChatType: src.ChatType}
	if old != nil {
		e.Origin = old.Origin
	}
	left := SessionID("")
	if old == nil {
		left = g.routelessCurrent(k, src)
	}
	g.setEntry(e)
	g.saveEntry(e)
	if old != nil {
		g.endBoundary(old.SessionID, EndSessionSwitch, B24)
	} else if left != "" && left != target {
		g.promoteRow(left, EndSessionSwitch)
	}
	g.resumeRow(target)
	g.evictAgent(k)
	g.emit(Effect{Kind: Reply, Lane: k, Session: target, Text: "resumed"})
}

// Compress splits the lane's session: the parent ends as compression and a live child, which
// inherits the transcript, continues the conversation. Nothing happens without a live session.
func (g *Gateway) Compress(src Source) {
	if !g.accepting(src, pending{kind: pendingCompress, msg: Message{Source: src}}) {
		return
	}
	k := g.laneKey(src)
	e := g.entry(k)
	if e == nil {
		return
	}
	parent, ok, err := g.getRow(e.SessionID)
	if err != nil || !ok || !parent.Live() {
		return
	}
	child := g.newSessionID()
	now := g.now()
	if !g.insertRow(Row{ID: child, Key: k, Peer: parent.Peer, ParentID: parent.ID, StartedAt: now,
		ActiveAt: parent.ActiveAt, UserAt: parent.UserAt, Messages: parent.Messages, PromptTokens: parent.PromptTokens},
		parent.ID) {
		return
	}
	g.endRow(parent.ID, EndCompression)
	g.repoint(e, child)
	if g.bugs.Has(PTipHeal) {
		if g.tipLag == nil {
			g.tipLag = map[LaneKey]SessionID{}
		}
		g.tipLag[k] = child // see tipLagged
	}
	if a := g.agents[k]; a != nil && a.session == parent.ID {
		a.session = child
	}
	if t := g.turns[k]; t != nil && t.session == parent.ID {
		t.session = child
		// The running turn's lease moves with it (docs/contract.md §9.6).
		g.holdTurn(child, "", true)
		g.releaseTurn(parent.ID)
	}
}

// RouteLost drops the lane's routing entry from memory and from the index (index loss, a
// DB-then-JSON divergence, an external prune).
func (g *Gateway) RouteLost(k LaneKey) {
	if e := g.entry(k); e != nil {
		g.dropEntry(e, "lost")
	}
}

// RowEndedElsewhere models another process sharing the database (a TUI backend, a maintenance
// job, another gateway's command) ending the lane's current row while this process keeps its
// route and cached agent. An accidental reason is end_session's (the first reason wins); an
// intentional one is a boundary and goes through promote, as every intentional end does, so it
// also overrides an accident already there (docs/contract.md §2.4). The route stays: the next
// routing finds its row ended and heals away from it, never back into it.
func (g *Gateway) RowEndedElsewhere(k LaneKey, reason EndReason) {
	e := g.entry(k)
	switch {
	case e == nil:
	case Intentional(reason):
		g.promoteRow(e.SessionID, reason)
	default:
		g.endRow(e.SessionID, reason)
	}
}

// MarkResumePending marks the lane's entry resume_pending with reason why, now, as the drain marks
// a running lane (docs/contract.md §2.8 "Outside writers"): an entry already pending keeps its
// first mark, and a suspended one is never marked. Nothing happens without an entry.
func (g *Gateway) MarkResumePending(k LaneKey, why ResumeReason) {
	if e := g.entry(k); e != nil && !e.ResumePending {
		g.markResume(e, why)
	}
}

// Suspend is upstream's suspend_session: the lane's entry is suspended, so its next message starts
// afresh with reason suspended (docs/contract.md §2.8 "Outside writers"). Nothing happens without
// an entry, or when it is suspended already.
func (g *Gateway) Suspend(k LaneKey) {
	if e := g.entry(k); e != nil && !e.Suspended {
		g.suspend(e)
	}
}

// MetadataWritten is a per-lane metadata write (upstream's Slack thread watermark). It never moves
// the activity clock; PMetadataTouch brings back V1's bump.
func (g *Gateway) MetadataWritten(k LaneKey) {
	e := g.entry(k)
	if e == nil {
		return
	}
	if g.bugs.Has(PMetadataTouch) {
		e.UpdatedAt = g.now()
	}
	g.saveEntry(e)
}

// resumeRow is reopen_session for an explicit /resume (any end: it is the user's own act), which also stamps the row's activity: the
// resume is the user's act on that conversation, so recovery's activity clock and the lane's
// latest incarnation (pendingReset) both see it once the route is lost.
func (g *Gateway) resumeRow(id SessionID) {
	if r, _, err := g.reopenRow(id, nil); err != nil || r.ID == "" {
		return
	}
	now := g.now()
	g.touchRow("reopen_session", id, RowTouch{ActiveAt: now, UserAt: now})
}

// endBoundary records an intentional boundary on the row the user left: through promote, which
// overrides an accidental end, or, when the command's historical bug is on, through first-wins
// end_session, a no-op after an agent_close.
func (g *Gateway) endBoundary(id SessionID, reason EndReason, bug Bug) {
	if g.bugs.Has(bug) {
		g.endRow(id, reason)
		return
	}
	g.promoteRow(id, reason)
}

// routelessCurrent is, for a boundary command on a lane without a route, the conversation the user
// is leaving: the one recovery would find for the lane. Left recoverable, it would come back with
// the next lost route (the B23 pattern); PRoutelessBoundary restores upstream's force_new, which
// ends no row. "" when there is none or the lookup failed.
func (g *Gateway) routelessCurrent(k LaneKey, src Source) SessionID {
	if g.bugs.Has(PRoutelessBoundary) {
		return ""
	}
	row, _, found, err := g.findLatest(k, src.Peer())
	if err != nil || !found {
		return ""
	}
	return row.ID
}
