package gateway

// The durable row primitives of docs/contract.md §1.6, as the gateway uses them: each calls the store's
// semantic write, reports a failure as a StoreFailed effect and carries on (upstream logs and
// continues), and emits the effect of a write that changed something.

// getRow reads a row; a store error is reported and returned as err.
func (g *Gateway) getRow(id SessionID) (Row, bool, error) {
	r, ok, err := g.st.Row(id)
	if err != nil {
		g.storeFailed("get_session", "", id, err)
	}
	return r, ok, err
}

// createRow inserts a live row for a new incarnation (create_session + record_gateway_session_peer).
func (g *Gateway) createRow(id SessionID, k LaneKey, p Peer, parent SessionID) {
	now := g.now()
	g.insertRow(Row{ID: id, Key: k, Peer: p, ParentID: parent, StartedAt: now, ActiveAt: now, UserAt: now}, "")
}

// insertRow writes r as a new row and reports it; compressed is the row a compression child
// continues, reported as Parent ("" for any other row).
func (g *Gateway) insertRow(r Row, compressed SessionID) bool {
	created, err := g.st.CreateRow(r)
	if err != nil {
		g.storeFailed("create_session", r.Key, r.ID, err)
		return false
	}
	if created {
		g.emit(Effect{Kind: RowCreated, Session: r.ID, Lane: r.Key, Parent: compressed})
	}
	return true
}

// endRow is end_session: sets the reason only on a live row; the first reason wins.
func (g *Gateway) endRow(id SessionID, reason EndReason) bool {
	r, changed, err := g.st.EndRow(id, reason, g.now())
	if err != nil {
		g.storeFailed("end_session", "", id, err)
		return false
	}
	if changed {
		g.emit(Effect{Kind: RowEnded, Session: id, Reason: reason, Lane: r.Key})
	}
	return changed
}

// promoteRow is promote_to_session_reset: it records an intentional boundary on a row that is live
// or ended only by accident, and leaves every other explicit reason untouched. True iff it changed.
func (g *Gateway) promoteRow(id SessionID, reason EndReason) bool {
	_, changed := g.promote(id, reason, "promote_to_session_reset")
	return changed
}

// promote runs the store's promote and reports it; the row is what it reads afterwards.
func (g *Gateway) promote(id SessionID, reason EndReason, op string) (Row, bool) {
	r, changed, err := g.st.PromoteRow(id, reason, g.now(), g.promotableSet())
	if err != nil {
		g.storeFailed(op, "", id, err)
		return Row{}, false
	}
	if changed {
		g.emit(Effect{Kind: RowPromoted, Session: id, Reason: reason, Lane: r.Key})
	}
	return r, changed
}

// reopenRow is reopen_session with the port's condition: an end in stand stands. It is one
// statement, so an end another process wrote after this process read the row is judged as the
// store now has it (docs/contract.md §9.2); P-reopen-blind clears any end, as V1's statement
// does. It returns the row as it now reads and whether it is live; err when the write failed.
func (g *Gateway) reopenRow(id SessionID, stand ReasonSet) (Row, bool, error) {
	if g.bugs.Has(PReopenBlind) {
		stand = nil
	}
	r, changed, err := g.st.ReopenRow(id, stand)
	if err != nil {
		g.storeFailed("reopen_session", "", id, err)
		return Row{}, false, err
	}
	if changed {
		g.emit(Effect{Kind: RowReopened, Session: id, Lane: r.Key})
	}
	return r, r.ID != "" && r.Live(), nil
}

// touchRow applies a transcript write (op names it for a failure report).
func (g *Gateway) touchRow(op string, id SessionID, t RowTouch) {
	if _, err := g.st.TouchRow(id, t); err != nil {
		g.storeFailed(op, "", id, err)
	}
}

// addMessages appends n transcript rows and stamps the transcript's last write; user says the
// write is the user's own activity, which also moves recovery's activity clock.
func (g *Gateway) addMessages(id SessionID, n int, user bool) {
	now := g.now()
	t := RowTouch{Messages: n, ActiveAt: now}
	if user || g.bugs.Has(PInternalTouch) {
		t.UserAt = now
	}
	g.touchRow("append_message", id, t)
}

// findLatest is the finder (docs/contract.md §1.6) over the recoverable set; a store error is reported and
// returned.
func (g *Gateway) findLatest(k LaneKey, p Peer) (Row, FindPass, bool, error) {
	r, pass, ok, err := g.st.FindLatest(k, p, g.recoverableSet())
	if err != nil {
		g.storeFailed("find_latest", k, "", err)
	}
	return r, pass, ok, err
}
