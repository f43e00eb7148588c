package model

import "gatewaysim/gateway"

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
