package model

import (
	"time"

	"gatewaysim/gateway"
)

// The TUI invariants (docs/contract.md §2.14): I11 a rebound record is never detached, closed or armed by
// an older transport's teardown; I12 a reap follows a continuous, idle detachment of the full
// grace; I13 closing a record never ends a gateway-owned row.

type tuiRecView struct {
	tuiRec
	id    gateway.RecordID
	known bool
}

// tuiWalk replays the step's TUI effects over the records as last seen, in order, and reports
// I11, I12 and I13 violations. With commit it stores the result.
func (h *History) tuiWalk(o *Observation, commit bool) []error {
	t := &h.tui
	var over []tuiRecView
	get := func(id gateway.RecordID) *tuiRecView {
		for i := range over {
			if over[i].id == id {
				return &over[i]
			}
		}
		v := tuiRecView{id: id}
		if r, ok := t.recs[id]; ok {
			v.tuiRec, v.known = *r, true
		}
		over = append(over, v)
		return &over[len(over)-1]
	}
	apply, _ := o.Event.(TeardownApply)
	_, isApply := o.Event.(TeardownApply)
	if te, ok := o.Event.(TuiTurnEnd); ok {
		if r := get(te.Record); r.known {
			r.runEnd = o.At
		}
	}
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		switch e.Kind {
		case gateway.RecordBound:
			r := get(e.Record)
			if !r.known || r.closed {
				r.created = o.At // a new record (ids are never reused)
			}
			r.owner, r.session, r.closed, r.known = e.Transport, e.Session, false, true
			r.detachedAt = time.Time{}
			switch e.Text {
			case "create":
				c, _ := o.Event.(SessionCreate)
				r.closeOnDisc = c.CloseOnDisconnect
			case "resume-cold":
				r.closeOnDisc = false // a record a resume builds is parked on disconnect
				if row, ok := o.row(e.Session); ok && !row.Live() &&
					!storeFailed(o.Effects) {
					// The record is built after the row is reopened (docs/contract.md §2.14).
					errs = append(errs, violate("replies", "session.resume bound %s cold on %s, which is still ended %s",
						e.Record, e.Session, row.EndReason))
				}
			}
			if e.Text != "prompt" {
				r.active = o.At // built, or rebound by a resume (a prompt's own activity comes with it)
			}
		case gateway.RecordDetached:
			r := get(e.Record)
			if !isApply || apply.Transport != e.Transport || r.known && r.owner != e.Transport {
				errs = append(errs, violate("I11", "%s detached %s (bound to %s) during %s",
					e.Transport, e.Record, r.owner, eventName(o.Event)))
			}
			r.owner, r.detachedAt = 0, o.At
		case gateway.ReapArmed:
			if r := get(e.Record); r.known && r.owner != 0 {
				errs = append(errs, violate("I11", "a reap was armed against %s, bound to %s, during %s",
					e.Record, r.owner, eventName(o.Event)))
			}
		case gateway.RecordClosed:
			r := get(e.Record)
			errs = append(errs, h.judgeClose(o, e, &r.tuiRec, r.known, isApply, apply.Transport)...)
			r.closed = true
		}
	}
	if commit {
		for i := range over {
			v := &over[i]
			r := t.rec(v.id)
			*r = v.tuiRec
			if !r.closed && r.owner == 0 && !r.detachedAt.IsZero() {
				t.detached[v.id] = true
			} else {
				delete(t.detached, v.id)
			}
		}
		if t.exiting {
			clear(t.recs)
			clear(t.detached)
			clear(t.dead)
			t.exiting = false
		}
	}
	return errs
}

// judgeClose checks one record close.
func (h *History) judgeClose(o *Observation, e *gateway.Effect, r *tuiRec, known, isApply bool, applyT gateway.TransportID) []error {
	var errs []error
	if known {
		switch e.Reason {
		case gateway.EndWsOrphanReap:
			grace := h.rules.ReapGrace
			switch {
			case grace <= 0:
				errs = append(errs, violate("I12", "%s was reaped with reaping off", e.Record))
			case r.owner != 0:
				errs = append(errs, violate("I12", "%s was reaped while bound to %s", e.Record, r.owner))
			case o.At.Sub(r.detachedAt) < grace:
				errs = append(errs, violate("I12", "%s was reaped %s after its detachment (grace %s)",
					e.Record, o.At.Sub(r.detachedAt), grace))
			case r.running:
				errs = append(errs, violate("I12", "%s was reaped with a turn running", e.Record))
			}
		case gateway.EndWsDisconnect:
			if !isApply || r.owner != applyT {
				errs = append(errs, violate("I11", "%s was closed on disconnect during %s (bound to %s)",
					e.Record, eventName(o.Event), r.owner))
			}
		case gateway.EndTuiClose:
			if c, ok := o.Event.(TuiClose); !ok || c.Record != e.Record {
				errs = append(errs, violate("I11", "%s was closed as tui_close during %s, without its session.close",
					e.Record, eventName(o.Event)))
			}
		case gateway.EndIdleTimeout:
			ttl := h.rules.SessionTTL
			switch {
			case r.owner != 0 && !h.tui.dead[r.owner]:
				errs = append(errs, violate("I11", "%s was closed by the TTL reaper while bound to live %s", e.Record, r.owner))
			case r.running:
				errs = append(errs, violate("I12", "%s was closed by the TTL reaper with a turn running", e.Record))
			case o.At.Sub(r.active) <= ttl || o.At.Sub(r.created) <= ttl:
				errs = append(errs, violate("I12", "%s was closed by the TTL reaper, idle since %s and built at %s (TTL %s)",
					e.Record, h.rules.stamp(r.active), h.rules.stamp(r.created), ttl))
			}
		}
	}
	s := e.Session
	if s == "" {
		s = r.session
	}
	row, ok := o.row(s)
	if ok && h.rules.TuiOwned[row.Peer.Platform] && row.Live() &&
		!storeFailed(o.Effects) {
		// Finalize ends the row of a record the TUI owns, with the close's reason (§2.14).
		errs = append(errs, violate("I13", "closing %s (%s) left its TUI-owned row %s live", e.Record, e.Reason, s))
	}
	if !ok || !h.rules.gatewayOwned(row.Peer.Platform) {
		return errs
	}
	// The close's own row writes sit right next to its RecordClosed effect (finalize's end before
	// it, a teardown's agent close before or after it); a write of the same row elsewhere in the
	// step (the expiry watcher's promote in the same tick) is not the viewer's.
	at := len(o.Effects)
	for i := range o.Effects {
		if &o.Effects[i] == e {
			at = i
		}
	}
	own := func(i int) bool {
		f := &o.Effects[i]
		return (f.Kind == gateway.RowEnded || f.Kind == gateway.RowPromoted) && f.Session == s
	}
	for _, dir := range [2]int{-1, 1} {
		for i := at + dir; i >= 0 && i < len(o.Effects) && own(i); i += dir {
			errs = append(errs, violate("I13", "closing %s (%s) ended gateway-owned row %s as %s",
				e.Record, e.Reason, s, o.Effects[i].Reason))
		}
	}
	return errs
}
