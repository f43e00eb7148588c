package model

import "gatewaysim/gateway"

// checkPassOrder ("order"): a pass over several lanes, rows or records takes them in key order
// (docs/contract.md, port decisions: pass order), so one history gives one order of effects,
// and a crash that tears a pass keeps the same writes in every run. Judged on the effects only a
// single pass of a step makes: the load's skipped routes, resume marks, resume clears,
// suspensions, the watcher's finalizations, the route prune's drops and, as a drain begins, the refused follow-ups by lane; the startup
// sweep's ends by session; and, in a teardown's apply and at exit, the records closed or parked
// by record, and the agents closed at exit by lane. (A tick's reaps go by their timers' due
// times, a tick may close agents in two passes, and the restore gate's release replays one
// command after another: none of those is judged here.)
func checkPassOrder(o *Observation, _ *History) error {
	_, teardown := o.Event.(TeardownApply)
	_, exit := o.Event.(Exit)
	_, stop := o.Event.(Stop)
	_, quiesce := o.Event.(OperatorDrain)
	drain := stop || quiesce
	var lanes [numOrdered]gateway.LaneKey
	var swept gateway.SessionID
	var record gateway.RecordID
	for i := range o.Effects {
		e := &o.Effects[i]
		if p, ok := lanePass(e, exit, drain); ok {
			if e.Lane < lanes[p] {
				return violate("order", "%s of lane %s came after that of lane %s in one pass: lanes go in key order",
					e.Kind, e.Lane, lanes[p])
			}
			lanes[p] = e.Lane
		}
		if e.Kind == gateway.RowEnded && e.Reason == gateway.EndStartupOrphanReap {
			if e.Session < swept {
				return violate("order", "the startup sweep ended %s after %s: rows go in id order", e.Session, swept)
			}
			swept = e.Session
		}
		if (teardown || exit) && (e.Kind == gateway.RecordClosed || e.Kind == gateway.RecordDetached) {
			if e.Record < record {
				return violate("order", "record %d was %s after record %d in one pass: records go in id order", e.Record, e.Kind, record)
			}
			record = e.Record
		}
	}
	return nil
}

// The lane passes checkPassOrder follows, one slot each.
const (
	orderMarked = iota
	orderCleared
	orderSuspended
	orderFinalized
	orderPruned
	orderDiscarded
	orderAgents
	orderSkipped
	numOrdered
)

// lanePass names the lane pass effect e belongs to, if any.
func lanePass(e *gateway.Effect, exit, drain bool) (int, bool) {
	switch {
	case e.Kind == gateway.MarkedResume:
		return orderMarked, true
	case e.Kind == gateway.ClearedResume:
		return orderCleared, true
	case e.Kind == gateway.Suspended:
		return orderSuspended, true
	case e.Kind == gateway.Finalized:
		return orderFinalized, true
	case e.Kind == gateway.RouteDropped && e.Why == "prune":
		return orderPruned, true
	case e.Kind == gateway.Discarded && drain:
		return orderDiscarded, true
	case e.Kind == gateway.AgentClosed && exit:
		return orderAgents, true
	case e.Kind == gateway.EntrySkipped:
		return orderSkipped, true // the load's pass over the stored index
	}
	return 0, false
}
