package model

// The entry's activity clock, where the model knows it (docs/contract.md §1.2, §2.1): a user's
// message routed stamps it, and the post-turn sync of the user's ok turn stamps it again when
// the turn's session is still the lane's. The routing reads the process's entry
// before the call (ReadBefore), and the model judges the policy on that entry's clock; so the
// clock itself is checked against what the model knows it must read, or a gateway that stamps
// it at the wrong time would be judged on its own mistake.

import "gatewaysim/gateway"

// turnSynced: the user's ok turn on conversation conv, on session s, ended and the gateway
// echoed it; when s is the lane's entry's session as the model knows it, the sync stamped the
// entry's clock now.
func (m *Model) turnSynced(li, conv int32, s gateway.SessionID) {
	ls := &m.lanes[li]
	if conv == ls.cur && !ls.stale && m.entryRules(ls, s) {
		ls.act = instant(m.now)
	}
}

// checkEntryClock (I7): the entry the routing of lane li reads (ReadBefore), where the model
// knows it is its own, carries an activity clock inside the span the model knows.
func (m *Model) checkEntryClock(li int32) {
	p := &m.pre
	if !m.preUsable || !p.taken || p.li != li || li != m.evLane || p.entry == nil {
		return
	}
	ls := &m.lanes[li]
	if ls.stale || !m.entryRules(ls, p.entry.SessionID) {
		return
	}
	at := p.entry.UpdatedAt
	if (!ls.act.lo.IsZero() && at.Before(ls.act.lo)) || (!ls.act.hi.IsZero() && at.After(ls.act.hi)) {
		m.fail(violate("I7", "lane %s's entry reads its activity clock as %s; the model knows it between %s and %s",
			ls.lane.Key, m.rules.stamp(at), m.rules.stamp(ls.act.lo), m.rules.stamp(ls.act.hi)))
	}
}
