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
	ov := tuiOverlay{t: &h.tui}
	apply, isApply := o.Event.(TeardownApply)
	if te, ok := o.Event.(TuiTurnEnd); ok {
		if r := ov.get(te.Record); r.known {
			r.runEnd = o.At
		}
	}
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		switch e.Kind {
		case gateway.RecordBound:
			if err := recordBound(o, e, ov.get(e.Record)); err != nil {
				errs = append(errs, err)
			}
		case gateway.RecordDetached:
			r := ov.get(e.Record)
			if !isApply || apply.Transport != e.Transport || r.known && r.owner != e.Transport {
				errs = append(errs, violate("I11", "%s detached %s (bound to %s) during %s",
					e.Transport, e.Record, r.owner, eventName(o.Event)))
			}
			r.owner, r.detachedAt, r.bumped = 0, o.At, true
		case gateway.ReapArmed:
			r := ov.get(e.Record)
			if r.known && r.owner != 0 {
				errs = append(errs, violate("I11", "a reap was armed against %s, bound to %s, during %s",
					e.Record, r.owner, eventName(o.Event)))
			}
			if err := fenced(e, r); err != nil {
				errs = append(errs, err)
			}
		case gateway.RecordClosed:
			r := ov.get(e.Record)
			errs = append(errs, h.judgeClose(o, e, &r.tuiRec, r.known, isApply, apply.Transport)...)
			r.closed = true
		case gateway.TurnStarted:
			if _, resume := o.Event.(SessionResume); resume && e.Record != 0 {
				// A backend's auto-continue of an interrupted turn on the record its cold resume
				// built (docs/contract.md §9.5; whose interruption it may continue is MP2's).
				r := ov.get(e.Record)
				r.running, r.continued, r.token, r.active = true, true, e.Token, o.At
			}
		}
	}
	if h.tui.exiting {
		if err := exitClosesRecords(&ov, h.tui.exitProc); err != nil {
			errs = append(errs, err)
		}
	}
	if commit {
		h.commitTui(ov.recs)
	}
	return errs
}

// exitClosesRecords (I12): a process that exits closes every record still open, as tui_shutdown
// (docs/contract.md §2.11 step 6), so that no TUI row outlives it live; the reason itself is
// judged with each close (judgeClose). The record of lowest id left open is reported. Only the
// exiting process's records (proc) are its to close (docs/contract.md §9.1).
func exitClosesRecords(ov *tuiOverlay, proc string) error {
	open, on := gateway.RecordID(0), gateway.SessionID("")
	for id, r := range ov.t.recs {
		if r.proc != proc {
			continue
		}
		closed := r.closed
		for i := range ov.recs {
			if ov.recs[i].id == id {
				closed = ov.recs[i].closed
			}
		}
		if !closed && (open == 0 || id < open) {
			open, on = id, r.session
		}
	}
	if open == 0 {
		return nil
	}
	return violate("I12", "the process exited leaving record %s open on %s: an exit closes every open record (tui_shutdown)", open, on)
}

// tuiOverlay is what the step's effects did to the records they touch, on copies of the records
// as last seen (in the order first touched), so that a walk without commit changes nothing.
type tuiOverlay struct {
	t    *tuiState
	recs []tuiRecView
}

// get returns the step's copy of record id, taking it from the records as last seen on first
// touch (known is false for a record never seen).
func (ov *tuiOverlay) get(id gateway.RecordID) *tuiRecView {
	for i := range ov.recs {
		if ov.recs[i].id == id {
			return &ov.recs[i]
		}
	}
	v := tuiRecView{id: id}
	if r, ok := ov.t.recs[id]; ok {
		v.tuiRec, v.known = *r, true
	}
	ov.recs = append(ov.recs, v)
	return &ov.recs[len(ov.recs)-1]
}

// recordBound applies a RecordBound effect to the step's copy r of its record: a new record is
// built now, and the binding transport owns it from now on. A create binds a record to the live
// row it made; a cold resume may bind only a record whose row it has reopened.
func recordBound(o *Observation, e *gateway.Effect, r *tuiRecView) error {
	var err error
	if !r.known || r.closed {
		r.created = o.At // a new record (ids are never reused)
		r.armed = false
		r.proc = o.Proc // held by the process that built it
	} else {
		r.bumped, r.cancelled = true, true // a rebind, which cancels every pending reap
	}
	r.owner, r.session, r.closed, r.known = e.Transport, e.Session, false, true
	r.detachedAt = time.Time{}
	switch e.Bind {
	case "create":
		c, _ := o.Event.(SessionCreate)
		r.closeOnDisc = c.CloseOnDisconnect
		// session.create builds its record on a fresh TUI-owned row (docs/contract.md §2.14).
		if row, ok := o.row(e.Session); (!ok || !row.Live() || row.Key != gateway.LaneKey("tui:"+string(e.Session))) &&
			!storeFailed(o.Effects) {
			err = violate("replies", "session.create bound %s to %s, which has no live TUI row of its own", e.Record, e.Session)
		}
	case "resume-cold":
		r.closeOnDisc = false // a record a resume builds is parked on disconnect
		if row, ok := o.row(e.Session); ok && !row.Live() &&
			!storeFailed(o.Effects) {
			// The record is built after the row is reopened (docs/contract.md §2.14).
			err = violate("replies", "session.resume bound %s cold on %s, which is still ended %s",
				e.Record, e.Session, row.EndReason)
		}
	}
	if e.Bind != "prompt" {
		r.active = o.At // built, or rebound by a resume (a prompt's own activity comes with it)
	}
	return err
}

// commitTui stores the step's copies of the records, keeps the set of detached records in step
// with them, and forgets every record of the process that exits in this step.
func (h *History) commitTui(recs []tuiRecView) {
	t := &h.tui
	for i := range recs {
		v := &recs[i]
		r := t.rec(v.id)
		*r = v.tuiRec
		if !r.closed && r.owner == 0 && !r.detachedAt.IsZero() {
			t.detached[v.id] = true
		} else {
			delete(t.detached, v.id)
		}
	}
	if t.exiting {
		t.drop(t.exitProc)
		t.exiting, t.exitProc = false, ""
	}
}

// judgeClose checks one record close: whether its reason allowed it (for a record seen before),
// and that it ended a TUI-owned row and left a gateway-owned one alone (I13).
func (h *History) judgeClose(o *Observation, e *gateway.Effect, r *tuiRec, known, isApply bool, applyT gateway.TransportID) []error {
	var errs []error
	if known {
		if err := h.closeAllowed(o, e, r, isApply, applyT); err != nil {
			errs = append(errs, err)
		}
	}
	s := e.Session
	if s == "" {
		s = r.session
	}
	row, ok := o.row(s)
	if ok && h.rules.TuiOwned[row.Peer.Platform] && row.Live() &&
		!storeFailed(o.Effects) && !h.procs.sparedFrom(s, o.Proc) {
		// Finalize ends the row of a record the TUI owns, with the close's reason (§2.14), unless
		// another process created it and is alive: that row is its creator's to end (§9.4, MP5).
		errs = append(errs, violate("I13", "closing %s (%s) left its TUI-owned row %s live", e.Record, e.Reason, s))
	}
	if !ok || !h.rules.gatewayOwned(row.Peer.Platform) {
		return errs
	}
	return append(errs, closeWrites(o, e, s)...)
}

// closeAllowed judges a close of record r by its reason: a reap (I12), a close on disconnect by
// the owner's teardown (I11), a tui_close by its session.close (I11), or the TTL reaper's.
func (h *History) closeAllowed(o *Observation, e *gateway.Effect, r *tuiRec, isApply bool, applyT gateway.TransportID) error {
	switch e.Reason {
	case gateway.EndWsOrphanReap:
		return h.reapErr(o, e, r)
	case gateway.EndWsDisconnect:
		if !isApply || r.owner != applyT {
			return violate("I11", "%s was closed on disconnect during %s (bound to %s)",
				e.Record, eventName(o.Event), r.owner)
		}
	case gateway.EndTuiClose:
		if c, ok := o.Event.(TuiClose); !ok || c.Record != e.Record {
			return violate("I11", "%s was closed as tui_close during %s, without its session.close",
				e.Record, eventName(o.Event))
		}
	case gateway.EndIdleTimeout:
		return h.ttlErr(o, e, r)
	}
	return nil
}

// reapErr judges an orphan reap (I12): reaping must be on, and the record detached for the full
// grace with no turn running.
func (h *History) reapErr(o *Observation, e *gateway.Effect, r *tuiRec) error {
	grace := h.rules.ReapGrace
	switch {
	case grace <= 0:
		return violate("I12", "%s was reaped with reaping off", e.Record)
	case r.owner != 0:
		return violate("I12", "%s was reaped while bound to %s", e.Record, r.owner)
	case o.At.Sub(r.detachedAt) < grace:
		return violate("I12", "%s was reaped %s after its detachment (grace %s)",
			e.Record, o.At.Sub(r.detachedAt), grace)
	case r.running:
		return violate("I12", "%s was reaped with a turn running", e.Record)
	}
	return nil
}

// ttlErr judges a close by the TTL reaper: only a record on a dead or detached transport (I11),
// idle, and both idle and built longer than the TTL ago (I12).
func (h *History) ttlErr(o *Observation, e *gateway.Effect, r *tuiRec) error {
	ttl := h.rules.SessionTTL
	switch {
	case r.owner != 0 && !h.tui.dead[r.owner]:
		return violate("I11", "%s was closed by the TTL reaper while bound to live %s", e.Record, r.owner)
	case r.running:
		return violate("I12", "%s was closed by the TTL reaper with a turn running", e.Record)
	case o.At.Sub(r.active) <= ttl || o.At.Sub(r.created) <= ttl:
		return violate("I12", "%s was closed by the TTL reaper, idle since %s and built at %s (TTL %s)",
			e.Record, h.rules.stamp(r.active), h.rules.stamp(r.created), ttl)
	}
	return nil
}

// closeWrites names every end or promote of gateway-owned row s that the close e wrote (I13).
func closeWrites(o *Observation, e *gateway.Effect, s gateway.SessionID) []error {
	var errs []error
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

// fenced (I12) judges the generation a reap is armed with (the effect's token): every bind, rebind
// and detach bumps the record's generation and a timer fires only for its own, so a reap armed
// after a bump carries a newer generation than the last one armed (else an older detachment's
// timer would pass the fence), and a re-arm of the same detachment carries the same.
func fenced(e *gateway.Effect, r *tuiRecView) error {
	defer func() { r.armGen, r.armed, r.bumped, r.armDue, r.cancelled = e.Token, true, false, e.At, false }()
	switch {
	case !r.known || !r.armed:
		return nil
	case r.bumped && e.Token <= r.armGen:
		return violate("I12", "a reap of %s was armed with generation %d after a rebind or detach, no newer than the last one armed (%d)",
			e.Record, e.Token, r.armGen)
	case !r.bumped && e.Token != r.armGen:
		return violate("I12", "a reap of %s was re-armed for the same detachment with generation %d, not its %d",
			e.Record, e.Token, r.armGen)
	}
	return nil
}
