package check

import (
	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// Another process's end of a lane's row (the row-ended op, Gateway.RowEndedElsewhere) is a write
// of the world the gateway carries out for it (docs/contract.md §2.4): an accidental reason ends a
// live row (end_session: the first reason wins), an intentional one promotes a row that is live
// or ended by accident. The oracle reads the row before the call; unless the call reports a
// failed write, the row it could end must come out ended so, with its effect. Otherwise the
// accident the run is about never happened, and every check after it judges another history.

// elsewhere is the end the oracle read before the call.
type elsewhere struct {
	on     bool
	lane   gateway.LaneKey
	reason gateway.EndReason
	row    gateway.Row // the entry's row, as the disk held it
}

// readElsewhere takes the lane's row before a row-ended call.
func (o *Oracle) readElsewhere(w *sim.World, ev model.RowEnded) {
	o.ew = elsewhere{}
	g := w.Gateway()
	if g == nil {
		return
	}
	e, ok := g.EntryShared(ev.Lane)
	if !ok {
		return
	}
	if row, ok, err := w.Disk().Live().Row(e.SessionID); ok && err == nil {
		o.ew = elsewhere{on: true, lane: ev.Lane, reason: ev.Reason, row: row}
	}
}

// checkElsewhere judges the call's effects against the end read before it.
func (o *Oracle) checkElsewhere(fx []gateway.Effect) error {
	ew := o.ew
	o.ew = elsewhere{}
	if !ew.on {
		return nil
	}
	want, verb := gateway.RowEnded, "end"
	if gateway.Intentional(ew.reason) {
		want, verb = gateway.RowPromoted, "promote"
	}
	if want == gateway.RowEnded && !ew.row.Live() || want == gateway.RowPromoted && !model.Findable(ew.row.EndReason) {
		return nil // the first reason stands
	}
	for i := range fx {
		e := &fx[i]
		if e.Kind == gateway.StoreFailed || e.Kind == want && e.Session == ew.row.ID && e.Reason == ew.reason {
			return nil
		}
	}
	return &model.Violation{Inv: "effects", Facts: "another process's " + verb + " of lane " + string(ew.lane) + "'s row " +
		string(ew.row.ID) + " as " + string(ew.reason) + " did not land (the row read " + readEnd(ew.row) + "), and no write failed"}
}

func readEnd(r gateway.Row) string {
	if r.Live() {
		return "live"
	}
	return "ended " + string(r.EndReason)
}
