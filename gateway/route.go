package gateway

import "time"

// Routing of an inbound event (docs/contract.md §2.1), stale-route self-heal (§2.4) and recovery (§2.5).

// routed is what one routing transition decided.
type routed struct {
	entry     *Entry
	fresh     bool        // a new incarnation was created
	reason    ResetReason // the automatic reset, if any
	recovered bool        // recovery reopened or adopted a row
}

// route is get_or_create_session for src. touch says whether the activity clock moves (false
// for internal events). The single-threaded core makes every call single-flight per key (I15).
func (g *Gateway) route(src Source, touch bool) routed {
	k := g.laneKey(src)
	now := g.now()
	e := g.entry(k)
	if e == nil {
		return g.recoverOrCreate(k, src, nil, now, touch)
	}
	stale := false
	row, ok, err := g.getRow(e.SessionID)
	if err == nil && ok && !row.Live() {
		stale = true
	}
	reason := g.resetReason(e, now)
	if stale && e.ExpiryFinalized && !e.Suspended && (row.EndReason == EndIdle || row.EndReason == EndDaily) &&
		!g.bugs.Has(PFinalSilent) {
		// The watcher already closed this incarnation for that reason and nobody has been told:
		// that reset stands, with its notice and note, whatever the policy or the resume marker
		// say now (a background process that started since blocks new resets, not this one), and
		// the new entry records the reason the old row already carries (I7).
		reason = row.EndReason
	}
	if g.bugs.Has(PTipHeal) && g.tipLagged(e) && !stale {
		reason = EndNone // upstream's routing still saw the parent: the tip heal drops the reason
	}
	if stale && row.EndReason == EndCompression {
		if tip, found := g.compressionTip(row); found {
			g.repoint(e, tip)
			stale = false
			if g.bugs.Has(PTipHeal) {
				reason = EndNone
			}
		}
	}
	switch {
	case stale && g.bugs.Has(B14):
		// No self-heal: the message is routed into the ended row.
	case stale:
		g.dropEntry(e, "stale")
		if reason != EndNone && !g.bugs.Has(B20) {
			return g.autoReset(k, src, e, reason, now)
		}
		return g.recoverOrCreate(k, src, e, now, touch)
	case reason != EndNone:
		g.dropEntry(e, string(reason))
		return g.autoReset(k, src, e, reason, now)
	}
	if touch || g.bugs.Has(PInternalTouch) {
		e.UpdatedAt = now
	}
	g.saveEntry(e)
	return routed{entry: e}
}

// tipLagged (PTipHeal only) reports, once, whether the lane's route has moved to a compression
// child that no routing has seen yet. Upstream's routing entry followed a compression lazily: the
// next message still read the parent, healed it to the live tip, and in that branch dropped the
// reset decision computed for the call. The port repoints the route at the split, so this
// restores what the next routing saw.
func (g *Gateway) tipLagged(e *Entry) bool {
	child, ok := g.tipLag[e.Key]
	delete(g.tipLag, e.Key)
	return ok && child == e.SessionID
}

// recoverOrCreate runs recovery (§2.5) and creates a fresh incarnation when it finds nothing.
// old is the dropped stale entry, if any. The port evaluates the policy on the recovered
// incarnation before reopening it, with its activity clock taken from the row (fixes B35). The
// finder and the reopen are two statements: when a boundary lands between them (another
// process's), the reopen keeps it and recovery finds again, at most swapTries times.
func (g *Gateway) recoverOrCreate(k LaneKey, src Source, old *Entry, now time.Time, touch bool) routed {
	for try := 1; ; try++ {
		row, how, found, err := g.findLatest(k, src.Peer())
		if err != nil || !found {
			return g.createUnfound(k, src, old, now, err)
		}
		e := g.entryFromRow(k, src, row, now)
		if old != nil && old.SessionID == row.ID && old.UpdatedAt.After(e.UpdatedAt) {
			// Healing the route's own incarnation: the route's clock is that incarnation's too,
			// and the row's may lag behind it (a transcript write that failed).
			e.UpdatedAt = old.UpdatedAt
		}
		if !g.bugs.Has(B35) {
			if reason := g.policyReset(e, now); reason != EndNone {
				return g.autoReset(k, src, e, reason, now)
			}
		}
		if _, live, err := g.reopenRow(row.ID, boundaryEnds); err == nil && !live {
			if try < swapTries {
				continue
			}
			return g.createUnfound(k, src, old, now, nil) // (every row it found kept a boundary)
		}
		g.emit(Effect{Kind: Recovered, Lane: k, Session: row.ID, Pass: how})
		if old != nil && !g.bugs.Has(PHealFlagless) {
			// What the stale route owed is still owed, on whichever row recovery found (its own
			// incarnation, or a continuation whose parent's compression end was lost), as the
			// startup prune keeps the flags of a repointed entry. Upstream's entry is flagless.
			keepFlags(e, old)
		}
		if touch && !g.bugs.Has(B35) {
			e.UpdatedAt = now
		}
		g.setEntry(e)
		g.saveEntry(e)
		return routed{entry: e, recovered: true}
	}
}

// createUnfound starts a fresh incarnation where recovery found nothing (or its finder failed:
// err), with the lazy reset the lane's newest row may owe.
func (g *Gateway) createUnfound(k LaneKey, src Source, old *Entry, now time.Time, err error) routed {
	if err == nil && old == nil && !g.bugs.Has(B35) && !g.bugs.Has(H12) {
		if last, ok := g.pendingReset(k, src.Peer()); ok {
			prev := &Entry{SessionID: last.ID, LastPromptTokens: last.PromptTokens}
			return g.create(k, src, prev, last.EndReason, now)
		}
	}
	return g.create(k, src, old, EndNone, now)
}

// pendingReset finds a lazy reset the lane still owes after its route was lost: its newest row
// was finalized by the expiry watcher (ended idle or daily) and no incarnation followed it, so
// the fresh one carries that reason, its notice and its note (B35's trigger b). The lane's rows
// are those of its key and, as the finder's peer pass reads them, of its peer (rows written
// before the key column have none).
func (g *Gateway) pendingReset(k LaneKey, p Peer) (Row, bool) {
	rows, err := g.laneAndPeerRows(k, p)
	if err != nil {
		g.storeFailed("lane_rows", k, "", err)
		return Row{}, false
	}
	var newest Row
	for i, r := range rows {
		if i == 0 || laterCurrent(r, newest) {
			newest = r
		}
	}
	return newest, len(rows) > 0 && (newest.EndReason == EndIdle || newest.EndReason == EndDaily)
}

// laneAndPeerRows returns the rows of key k and, when the peer is complete, of peer p, once each.
func (g *Gateway) laneAndPeerRows(k LaneKey, p Peer) ([]Row, error) {
	rows, err := g.st.LaneRows(k)
	if err != nil || p.ChatID == "" || p.ChatType == "" {
		return rows, err
	}
	peer, err := g.st.PeerRows(p)
	if err != nil {
		return nil, err
	}
	for _, r := range peer {
		if r.Key != k {
			rows = append(rows, r)
		}
	}
	return rows, nil
}

// laterCurrent reports whether row a was the lane's incarnation more recently than row b: by the
// latest thing that happened to it (its start, the user's last activity, its end: a row the lane
// moved away from ended when it left it, and an explicit /resume stamps the row it reopens), then
// by start, then by id.
func laterCurrent(a, b Row) bool {
	ka, kb := lastEvent(a), lastEvent(b)
	switch {
	case !ka.Equal(kb):
		return ka.After(kb)
	case !a.StartedAt.Equal(b.StartedAt):
		return a.StartedAt.After(b.StartedAt)
	}
	return a.ID > b.ID
}

// lastEvent is the latest of a row's start, user activity and end.
func lastEvent(r Row) time.Time {
	t := r.StartedAt
	for _, x := range [...]time.Time{r.UserAt, r.EndedAt} {
		if x.After(t) {
			t = x
		}
	}
	return t
}

// keepFlags carries an entry's obligations over to the entry that replaces it for the same
// incarnation: a pending resume, a notice not yet given, the activity signal.
func keepFlags(e, old *Entry) {
	e.ResumePending, e.ResumeReason, e.LastResumeMarkedAt = old.ResumePending, old.ResumeReason, old.LastResumeMarkedAt
	e.WasAutoReset, e.AutoResetReason, e.ResetHadActivity = old.WasAutoReset, old.AutoResetReason, old.ResetHadActivity
	e.PrevSessionID = old.PrevSessionID
	e.LastPromptTokens = max(e.LastPromptTokens, old.LastPromptTokens)
}

// entryFromRow builds the flagless entry recovery publishes for a row.
func (g *Gateway) entryFromRow(k LaneKey, src Source, row Row, now time.Time) *Entry {
	origin := src
	active := row.UserAt
	if g.bugs.Has(B35) || active.IsZero() {
		active = now
	}
	return &Entry{Key: k, SessionID: row.ID, CreatedAt: row.StartedAt, UpdatedAt: active, Origin: &origin,
		Platform: src.Platform, ChatType: src.ChatType, LastPromptTokens: row.PromptTokens}
}

// autoReset replaces the lane's incarnation for reason and records the boundary on the old row
// through promote, so that recovery can never resurrect it.
func (g *Gateway) autoReset(k LaneKey, src Source, old *Entry, reason ResetReason, now time.Time) routed {
	r := g.create(k, src, old, reason, now)
	endAs := reason
	if g.bugs.Has(B25) || (g.bugs.Has(B10) && reason == EndResumePendingExpired) {
		endAs = EndSessionReset
	}
	g.promoteRow(old.SessionID, endAs)
	g.evictAgent(k)
	return r
}

// create publishes a fresh incarnation (§2.1 step 5) and inserts its row. Only an automatic
// reset records the incarnation it replaces as prev_session_id (upstream's get_or_create_session
// sets it with the reset decision; the fresh incarnation after a stale-route heal that recovered
// nothing, and force_new, leave it empty).
func (g *Gateway) create(k LaneKey, src Source, old *Entry, reason ResetReason, now time.Time) routed {
	origin := src
	e := &Entry{Key: k, SessionID: g.newSessionID(), CreatedAt: now, UpdatedAt: now, Origin: &origin,
		Platform: src.Platform, ChatType: src.ChatType}
	if reason != EndNone {
		e.WasAutoReset = true
		e.AutoResetReason = reason
		if g.bugs.Has(B07) {
			e.ResetHadActivity = old.TotalTokens > 0
		} else {
			e.ResetHadActivity = old.LastPromptTokens > 0
		}
		e.PrevSessionID = old.SessionID
	}
	g.setEntry(e)
	g.saveEntry(e)
	g.createRow(e.SessionID, k, src.Peer(), "")
	return routed{entry: e, fresh: true, reason: reason}
}

// compressionTip follows the compression chain from an ended parent to its live continuation.
func (g *Gateway) compressionTip(parent Row) (SessionID, bool) {
	last, moved := g.chainEnd(parent)
	return last.ID, moved && last.Live()
}

// chainEnd follows continuation children from a row while each step ended by compression and
// returns the last row reached, live or not; moved is false when parent has no continuation. The
// chain is read from the rows of the parent's key and peer (a row without a key, written before
// that column existed, still has its continuation).
func (g *Gateway) chainEnd(parent Row) (last Row, moved bool) {
	rows, err := g.laneAndPeerRows(parent.Key, parent.Peer)
	if err != nil {
		g.storeFailed("lane_rows", parent.Key, parent.ID, err)
		return parent, false
	}
	cur := parent
	for steps := 0; steps < len(rows) && !cur.Live() && cur.EndReason == EndCompression; steps++ {
		next, found := Row{}, false
		for _, r := range rows {
			if r.ParentID == cur.ID {
				next, found = r, true
			}
		}
		if !found {
			break
		}
		cur, moved = next, true
	}
	return cur, moved
}

// repoint moves an entry to another incarnation of the same conversation, keeping its flags.
func (g *Gateway) repoint(e *Entry, id SessionID) {
	e.SessionID = id
	g.saveEntry(e)
}

// dropEntry removes a lane's entry from memory and from the index.
func (g *Gateway) dropEntry(e *Entry, why string) {
	g.delEntry(e.Key)
	if err := g.st.DeleteRoute(e.Key); err != nil {
		g.storeFailed("delete_route", e.Key, e.SessionID, err)
	}
	g.emit(Effect{Kind: RouteDropped, Lane: e.Key, Session: e.SessionID, Why: why})
}

// saveEntry writes one entry to the routing index in its persisted form (B06 leaves the
// auto-reset fields out of it).
func (g *Gateway) saveEntry(e *Entry) {
	g.noteLane(e.Key)
	g.encoded = appendEntry(g.encoded[:0], e, g.cfg.Location, g.bugs, &g.zone)
	if err := g.st.SaveRoute(e.Key, g.encoded); err != nil {
		g.storeFailed("save_route", e.Key, e.SessionID, err)
		return
	}
	g.emit(Effect{Kind: RouteSaved, Lane: e.Key, Session: e.SessionID})
}
