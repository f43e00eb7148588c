package model

import (
	"slices"

	"gatewaysim/gateway"
)

// checkRecordsView compares the process's TUI records (Gateway.Records, sorted by id, closed ones
// included) with the records the model follows from the effects (docs/contract.md §2.14): the
// same records, each on its session, bound to the transport that last claimed it (or detached),
// closed exactly when the model saw it closed, and running exactly when an open record's turn
// runs, with that turn's token.
func (m *Model) checkRecordsView(rs []gateway.RecordView) error {
	recs := m.hist.tui.recs
	for i, v := range rs {
		r, ok := recs[v.ID]
		if !ok {
			return violate("views", "the process reports TUI record %v, which no effect made", v.ID)
		}
		if i > 0 && rs[i-1].ID >= v.ID {
			return violate("views", "the TUI records are listed out of id order: %v before %v", rs[i-1].ID, v.ID)
		}
		running := r.running && !r.closed
		switch {
		case v.Finalized != r.closed:
			return violate("views", "TUI record %v is reported closed %v, the model knows it closed %v", v.ID, v.Finalized, r.closed)
		case v.Session != r.session || v.Transport != r.owner:
			return violate("views", "TUI record %v is reported on %s bound to %v, the model knows it on %s bound to %v",
				v.ID, v.Session, v.Transport, r.session, r.owner)
		case v.Running != running || running && v.Turn != r.token:
			return violate("views", "TUI record %v is reported running %v (turn %v), the model knows it running %v (turn %v)",
				v.ID, v.Running, v.Turn, running, r.token)
		}
	}
	if len(rs) != len(recs) {
		return violate("views", "the process reports %d TUI records, the model knows %d", len(rs), len(recs))
	}
	return nil
}

// checkTimersView compares the process's pending reap timers (Gateway.ReapTimers) with the one
// each record may have (docs/contract.md §2.14): a reap is armed at a detachment, or again when a
// spared record's turn ends, and a rebind or a close cancels it, so an open record has at most one,
// that of its last ReapArmed, unless a rebind came since. A timer past its due time may have fired
// without a word (a stale generation, a record spared), so only one still to come must be listed.
// B30's claimed pops are that flag's own and left alone.
func (m *Model) checkTimersView(ts []gateway.ReapTimer) error {
	recs := m.hist.tui.recs
	for i, tm := range ts {
		if tm.Claimed {
			continue
		}
		r, ok := recs[tm.Record]
		switch {
		case !ok || r.closed || !r.armed || r.cancelled:
			return violate("views", "the process lists reap timer %v, but record %v has none pending (closed, never armed, or a rebind cancelled it)", tm, tm.Record)
		case gateway.TurnToken(tm.Generation) != r.armGen || !tm.Due.Equal(r.armDue):
			return violate("views", "the process lists reap timer %v, but record %v's last reap was armed for generation %d at %s",
				tm, tm.Record, r.armGen, m.rules.stamp(r.armDue))
		case slices.ContainsFunc(ts[:i], func(o gateway.ReapTimer) bool { return o.Record == tm.Record && !o.Claimed }):
			return violate("views", "the process lists two reap timers of record %v", tm.Record)
		}
	}
	missing := gateway.RecordID(0) // the lowest id, whatever the map's order
	for id, r := range recs {
		if !r.closed && r.armed && !r.cancelled && r.armDue.After(m.now) && (missing == 0 || id < missing) &&
			!slices.ContainsFunc(ts, func(o gateway.ReapTimer) bool { return o.Record == id && !o.Claimed }) {
			missing = id
		}
	}
	if missing != 0 {
		return violate("views", "record %v's reap, armed for %s, is not among the process's timers", missing, m.rules.stamp(recs[missing].armDue))
	}
	return nil
}
