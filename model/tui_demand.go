package model

import (
	"slices"

	"gatewaysim/gateway"
)

// What a session.close and a disconnect owe (docs/contract.md §2.14), judged on the step's
// effects against the records as the model saw them before the step: the close finalizes an open
// record as tui_close (a closed one answers not found); a teardown's apply closes each record
// still bound to the dropped transport (ws_disconnect) when it is flagged close_on_disconnect,
// and otherwise parks it on DETACHED with a reap armed (unless the grace is 0). I11 and I12
// judge the closes and reaps that happen; these judge the ones that must.

func (m *Model) checkTuiDemands(effs []gateway.Effect) {
	t := &m.hist.tui
	switch e := m.ev.(type) {
	case TuiClose:
		reason, closed := recordClosed(effs, e.Record)
		if ok := closed && reason == gateway.EndTuiClose; e.OK != ok {
			// The answer is what the client acts on: only a close that closed the record says so.
			m.fail(violate("replies", "session.close of %s answered ok=%t, but the call %s", e.Record, e.OK, closedAs(closed, reason)))
		}
		r, known := t.recs[e.Record]
		if !known || t.dead[e.Transport] || !t.holds(e.Transport, r) {
			return // an unknown record (another process's too), or the refusal checkTuiAnswer's rule covers
		}
		switch {
		case !r.closed && (!closed || reason != gateway.EndTuiClose):
			m.fail(violate("replies", "session.close of open %s %s, want it closed as tui_close", e.Record, closedAs(closed, reason)))
		case r.closed && !slices.ContainsFunc(effs, func(f gateway.Effect) bool { return f.Kind == gateway.NotFound && f.Record == e.Record }):
			m.fail(violate("replies", "session.close of %s, closed already, was not answered not found", e.Record))
		case r.closed:
			m.checkClosedNamed(effs, "session.close", e.Record, r)
		}
	case TuiTurnEnd:
		if t.endOwed && !slices.ContainsFunc(effs, func(f gateway.Effect) bool {
			return f.Kind == gateway.TurnEnded && f.Record == e.Record && f.Token == e.Token
		}) {
			m.fail(violate("effects", "the turn %s of open record %s ended without a turn-ended effect", e.Token, e.Record))
		}
		m.checkRearm(effs, e.Record)
	case TeardownApply:
		ids := make([]gateway.RecordID, 0, len(t.recs))
		for id, r := range t.recs {
			if !r.closed && r.owner == e.Transport {
				ids = append(ids, id)
			}
		}
		slices.Sort(ids)
		for _, id := range ids {
			m.checkApplied(effs, id, t.recs[id])
		}
	}
}

// checkApplied judges what a teardown's apply did to one record still bound to the dropped transport.
func (m *Model) checkApplied(effs []gateway.Effect, id gateway.RecordID, r *tuiRec) {
	reason, closed := recordClosed(effs, id)
	if r.closeOnDisc {
		if !closed || reason != gateway.EndWsDisconnect {
			m.fail(violate("I11", "%s, close_on_disconnect and bound to the dropped transport, %s, want it closed as ws_disconnect", id, closedAs(closed, reason)))
		}
		return
	}
	detached := slices.ContainsFunc(effs, func(f gateway.Effect) bool { return f.Kind == gateway.RecordDetached && f.Record == id })
	armed := slices.ContainsFunc(effs, func(f gateway.Effect) bool { return f.Kind == gateway.ReapArmed && f.Record == id })
	switch {
	case closed:
		m.fail(violate("I11", "%s, bound to the dropped transport without close_on_disconnect, was closed as %q instead of parked", id, reason))
	case !detached:
		m.fail(violate("I11", "%s, bound to the dropped transport, was not parked on DETACHED", id))
	case m.rules.ReapGrace > 0 && !armed:
		m.fail(violate("I12", "%s was parked on DETACHED without a reap armed (grace %s)", id, m.rules.ReapGrace))
	}
}

// recordClosed is the reason of the step's close of record id.
func recordClosed(effs []gateway.Effect, id gateway.RecordID) (gateway.EndReason, bool) {
	for i := range effs {
		if effs[i].Kind == gateway.RecordClosed && effs[i].Record == id {
			return effs[i].Reason, true
		}
	}
	return "", false
}

func closedAs(closed bool, reason gateway.EndReason) string {
	if !closed {
		return "left it open"
	}
	return "closed it as " + string(reason)
}

// checkRearm: a turn's end re-arms a detached record's reap only when no timer of its current
// detachment is pending (docs/contract.md §2.14): the one armed at the detachment still fires at
// detachment + grace and reaps then, so a second timer would only move the record's end later in
// a gateway whose first one went missing. A timer due at this very instant may or may not have
// fired yet.
func (m *Model) checkRearm(effs []gateway.Effect, id gateway.RecordID) {
	r, known := m.hist.tui.recs[id]
	if !known || r.closed || r.owner != 0 || !r.armed || r.bumped || !r.armDue.After(m.now) {
		return
	}
	if slices.ContainsFunc(effs, func(f gateway.Effect) bool { return f.Kind == gateway.ReapArmed && f.Record == id }) {
		m.fail(violate("I12", "the turn end re-armed the reap of detached %s, whose timer for this detachment is still pending (due %s)",
			id, m.rules.stamp(r.armDue)))
	}
}

// checkClosedNamed: "not found" for a record the server closed names the session it viewed
// (docs/contract.md §2.14), so that the client can tell its user which conversation is gone.
func (m *Model) checkClosedNamed(effs []gateway.Effect, call string, id gateway.RecordID, r *tuiRec) {
	for i := range effs {
		if f := &effs[i]; f.Kind == gateway.NotFound && f.Record == id && f.Session != r.session {
			m.fail(violate("replies", "%s of closed %s was answered not found naming %q, not its session %s", call, id, f.Session, r.session))
		}
	}
}
