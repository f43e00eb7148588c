package model

// What a compression owes (docs/contract.md §1.4): a compression of a lane's live row writes the
// child that continues it. Where the process surely holds the lane's entry on a row that is
// surely live, and nothing failed in the command, a compression that split nothing lost what the
// user (or the agent's context limit) asked for.

// judgeCompress judges the compression being carried out as it ends: unless a failure excuses
// it, a surely live row was split (the child's RowCreated, which clears ls.compressing).
func (m *Model) judgeCompress() {
	ctx := &m.ctx
	if !ctx.active || ctx.kind != actCompress || ctx.storeFailed {
		return
	}
	ls := &m.lanes[ctx.li]
	if !ls.compressing || ls.cur == 0 || ls.routeLost || ls.stale || m.shaky(ls) || m.faults.load {
		return
	}
	cv := &m.convs[ls.cur]
	tip, seen := m.hist.rows[cv.tip]
	if cv.tip == "" || !seen || !tip.live || cv.torn || m.hist.unsureRow(cv.tip) || m.faults.readNow[cv.tip] {
		return
	}
	m.fail(violate("I15", "lane %s's compression split nothing, although the process holds its entry on %s, which is live", ls.lane.Key, cv.tip))
}
