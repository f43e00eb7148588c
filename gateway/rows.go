package gateway

// The durable row primitives of spec §1.6, written over Store's plain reads and writes. Each
// reports store failures as a StoreFailed effect and carries on, as upstream logs and continues.

// getRow reads a row; a store error is reported and returned as err.
func (g *Gateway) getRow(id SessionID) (Row, bool, error) {
	r, ok, err := g.st.Row(id)
	if err != nil {
		g.storeFailed("get_session", "", id, err)
	}
	return r, ok, err
}

func (g *Gateway) putRow(op string, r Row) bool {
	if err := g.st.PutRow(r); err != nil {
		g.storeFailed(op, r.Key, r.ID, err)
		return false
	}
	return true
}

// createRow inserts a live row for a new incarnation (create_session + record_gateway_session_peer).
func (g *Gateway) createRow(id SessionID, k LaneKey, p Peer, parent SessionID) {
	now := g.now()
	if g.putRow("create_session", Row{ID: id, Key: k, Peer: p, ParentID: parent, StartedAt: now, ActiveAt: now}) {
		g.emit(Effect{Kind: RowCreated, Session: id, Lane: k})
	}
}

// endRow is end_session: sets the reason only on a live row; the first reason wins.
func (g *Gateway) endRow(id SessionID, reason EndReason) bool {
	r, ok, err := g.getRow(id)
	if err != nil || !ok || !r.Live() {
		return false
	}
	r.EndedAt, r.EndReason = g.now(), reason
	if !g.putRow("end_session", r) {
		return false
	}
	g.emit(Effect{Kind: RowEnded, Session: id, Reason: reason, Lane: r.Key})
	return true
}

// promoteRow is promote_to_session_reset: it records an intentional boundary on a row that is live
// or ended only by accident, and leaves every other explicit reason untouched. True iff it changed.
func (g *Gateway) promoteRow(id SessionID, reason EndReason) bool {
	r, ok, err := g.getRow(id)
	if err != nil || !ok || !g.promotable(r.EndReason) {
		return false
	}
	if !r.Live() && r.EndReason == reason {
		return false
	}
	r.EndedAt, r.EndReason = g.now(), reason
	if !g.putRow("promote_to_session_reset", r) {
		return false
	}
	g.emit(Effect{Kind: RowPromoted, Session: id, Reason: reason, Lane: r.Key})
	return true
}

// reopenRow is reopen_session: clears the end unconditionally, whatever the reason.
func (g *Gateway) reopenRow(id SessionID) bool {
	r, ok, err := g.getRow(id)
	if err != nil || !ok {
		return false
	}
	if r.Live() {
		return true
	}
	r.EndedAt, r.EndReason = timeZero, EndNone
	if !g.putRow("reopen_session", r) {
		return false
	}
	g.emit(Effect{Kind: RowReopened, Session: id, Lane: r.Key})
	return true
}

// addMessages appends n transcript rows and stamps the row's durable activity.
func (g *Gateway) addMessages(id SessionID, n int) {
	r, ok, err := g.getRow(id)
	if err != nil || !ok {
		return
	}
	r.Messages += n
	r.ActiveAt = g.now()
	g.putRow("append_message", r)
}

// findLatest is find_latest_gateway_session_for_peer: the exact pass over the lane's rows, then
// the peer pass. A row qualifies when it is live or recoverably ended and has messages; the newest
// start wins, so an empty newer incarnation is invisible. A store error is returned.
func (g *Gateway) findLatest(k LaneKey, p Peer) (Row, string, bool, error) {
	rows, err := g.st.LaneRows(k)
	if err != nil {
		g.storeFailed("find_latest", k, "", err)
		return Row{}, "", false, err
	}
	if r, ok := g.newestRecoverable(rows, p.Platform); ok {
		return r, "exact", true, nil
	}
	if p.ChatID == "" || p.ChatType == "" {
		return Row{}, "", false, nil
	}
	rows, err = g.st.PeerRows(p)
	if err != nil {
		g.storeFailed("find_latest", k, "", err)
		return Row{}, "", false, err
	}
	if r, ok := g.newestRecoverable(rows, p.Platform); ok {
		return r, "peer", true, nil
	}
	return Row{}, "", false, nil
}

func (g *Gateway) newestRecoverable(rows []Row, pl Platform) (Row, bool) {
	var best Row
	found := false
	for _, r := range rows {
		if r.Peer.Platform != pl || r.Messages == 0 || !g.recoverable(r.EndReason) {
			continue
		}
		if !found || r.StartedAt.After(best.StartedAt) || (r.StartedAt.Equal(best.StartedAt) && r.ID > best.ID) {
			best, found = r, true
		}
	}
	return best, found
}
