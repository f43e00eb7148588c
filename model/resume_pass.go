package model

import (
	"slices"

	"gatewaysim/gateway"
)

// The startup scheduler's duty (docs/contract.md §2.10 step 5, I5): a boot's resume pass dispatches a
// synthetic resume turn for every lane that is owed one, whose marker is fresh, whose adapter is
// up and for which no reset is due, unless the restart-loop breaker skips the whole pass. The
// port decision "W <= 0 means always fresh for every gate, the startup scheduler included" makes
// W <= 0 no excuse. The model demands it only where every condition holds for sure; anywhere it
// is unsure, leaving the turn for the user's next message (the other branch of I5) is allowed.

// checkResumePass judges a step that ran the resume pass: every lane the pass must auto-continue
// got its synthetic turn in the step.
func (m *Model) checkResumePass(effs []gateway.Effect, only gateway.Platform) {
	if m.breaker == Yes && m.passSure && !slices.ContainsFunc(effs, breakerReply) {
		// The breaker skipped a pass that surely had a candidate: a Reply without a lane says so
		// (docs/contract.md §2.10 step 5), or the operator never learns why nothing resumed.
		m.fail(violate("I14", "the restart-loop breaker skipped the pass without its reply"))
	}
	if m.breaker != No || !m.bootsLostAt.IsZero() && m.now.Sub(m.bootsLostAt) <= m.rules.RestartLoopWindow {
		return // the breaker may skip the pass (boots forgotten after a store fault may count)
	}
	pass := "the boot"
	if only != "" {
		pass = "the reconnect of " + string(only)
	}
	for li := range m.lanes {
		ls := &m.lanes[li]
		if only != "" && ls.lane.Platform != only || !m.mustAutoContinue(int32(li)) || autoContinued(effs, ls.lane.Key) {
			continue
		}
		m.fail(violate("I5", "lane %s is owed the turn interrupted at %s, its marker is fresh, its adapter up, the breaker clear and no reset due, but %s did not auto-continue it",
			ls.lane.Key, m.rules.stamp(ls.owed.since.lo), pass))
	}
}

// mustAutoContinue says whether the resume pass must auto-continue lane li for sure.
func (m *Model) mustAutoContinue(li int32) bool {
	ls := &m.lanes[li]
	switch {
	case ls.cur == 0 || ls.owed.level != Yes || ls.owed.crashOnly || ls.stale || ls.routeLost:
		return false
	case ls.accident && !m.recoverySure(li):
		return false
	case ls.suspended != No || ls.suspendDue != No || ls.turn.token != 0 || len(ls.pending) > 0 || ls.finalized != 0:
		return false
	case !m.adapterUp(ls.lane.Platform):
		return false
	case m.convs[ls.cur].closed != No:
		return false // another process ended the row on purpose (or may have): the turn would not land in it
	case m.runElsewhere(m.convs[ls.cur].tip):
		return false // another window runs a turn there: the pass leaves the lane (docs/contract.md §9.6 step 5)
	case m.faults.read[m.convs[ls.cur].tip] || m.faults.find[ls.lane.Key]:
		return false // the pass could not read the row it would resume into: the heal may replace it
	case m.shaky(ls) || m.convs[ls.cur].reopenLost:
		// A reopen or create of the row failed or was lost: it may still read ended, and without
		// a message the finder cannot bring it back, so the pass leaves the lane to the user's
		// next message (docs/contract.md §2.10 step 5: only a lane whose routing keeps the row).
		return false
	}
	if w := m.rules.FreshnessWindow; w > 0 && m.now.Sub(ls.owed.since.lo) > w {
		return false // the marker may be stale
	}
	p := m.rules.policyOf(&ls.lane)
	v := m.rules.resetVerdicts(p, ls.act, m.now, ls.blocked(m.now, m.rules.BgProcessMaxAge))
	return v == reasons(ReasonNone) && m.expiry(p, &ls.owed) == No
}

// breakerReply reports whether e is the reply of a pass the restart-loop breaker skipped.
func breakerReply(e gateway.Effect) bool {
	return e.Kind == gateway.Reply && e.Lane == "" && e.Text == "restart loop: auto-resume skipped"
}

// autoContinued reports whether the step started a synthetic resume turn on lane k.
func autoContinued(effs []gateway.Effect, k gateway.LaneKey) bool {
	for i := range effs {
		if e := &effs[i]; e.Kind == gateway.TurnStarted && e.Synthetic && e.Record == 0 && e.Lane == k {
			return true
		}
	}
	return false
}

// recoverySure: after an accident that left the route standing (an agent_close, another
// process's accidental end), the pass gives the lane its turn only through recovery's checks
// (docs/contract.md §2.10 step 5, §2.5, §1.6): an ended row is resumed when the finder's exact
// pass returns it (it carries the lane's key, holds messages, and no findable row with that key
// started later) and the policy judged on the row's own clock (its user activity) owes no reset.
// It reports whether all of that holds for sure; a live row needs none of it.
func (m *Model) recoverySure(li int32) bool {
	ls := &m.lanes[li]
	cv := &m.convs[ls.cur]
	tip, ok := m.hist.rows[cv.tip]
	if !ok || cv.torn || !tip.findable() || m.hist.unsureRow(cv.tip) || m.unsureRows[cv.tip] {
		return false
	}
	if tip.live {
		return true
	}
	if tip.key != ls.lane.Key {
		return false // a row without its key (written before the column existed): the exact pass misses it
	}
	for s, r := range m.hist.rows {
		newer := r.started.After(tip.started) || r.started.Equal(tip.started) && s > cv.tip
		if s != cv.tip && r.key == ls.lane.Key && r.findable() && newer {
			return false
		}
	}
	at := tip.user
	if at.IsZero() {
		at = m.now // a row without user activity is judged as active now
	}
	p := m.rules.policyOf(&ls.lane)
	return m.rules.resetVerdicts(p, instant(at), m.now, ls.blocked(m.now, m.rules.BgProcessMaxAge)) == reasons(ReasonNone)
}
