package conformance

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// The invariant mode: the model's invariants judge upstream's own observables, with no Go gateway
// in the loop. The model is fed exactly as the simulator feeds it (model.New, Expect, Observe,
// CheckAll): the world's events, and for effects what upstream did, as gateway effects. The
// upstream side reports the effects it performs itself (routings, notes, turns, the watcher's
// finalizations) and, request by request, the store changes each adapter request made (rows
// created, ended, promoted, reopened; routes saved and dropped), so that they come in the order
// they happened.

// Violation is an invariant the model found broken in upstream's observables.
type Violation struct {
	Err    error
	Step   int      // index of the op during which it broke
	Ops    []sim.Op // the ops up to that one
	Config string
	Event  string        // the world event
	Rows   []gateway.Row // process mode: upstream's rows after the event
}

// Invariant is the violated invariant's name ("I2"), or "" when the error is not a violation.
func (v *Violation) Invariant() string {
	var mv *model.Violation
	if errors.As(v.Err, &mv) {
		return mv.Inv
	}
	return ""
}

func (v *Violation) Error() string {
	return fmt.Sprintf("upstream violates %v (op %d: %s, event %s)", v.Err, v.Step+1, v.Ops[v.Step], v.Event)
}

// Judge runs the model over the upstream side.
type Judge struct {
	m    *model.Model
	h    *model.History
	up   *Upstream
	last time.Time
}

func newJudge(w *sim.World, up *Upstream) *Judge {
	rules := model.RulesFrom(w.GatewayConfig())
	rules.NoticesUnseen = true // the adapter drives the store; run.py's chat notices are not in it
	m := model.New(rules, w.Now())
	up.trace = true
	return &Judge{m: m, h: m.History(), up: up, last: w.Now()}
}

// step judges one event the upstream side has just performed.
func (j *Judge) step(ev model.Event, at time.Time) (*Violation, error) {
	d, err := j.up.dump()
	if err != nil {
		return nil, err
	}
	loc := j.up.loc
	rows := make([]gateway.Row, len(d.Rows))
	for i := range d.Rows {
		rows[i] = d.Rows[i].row(loc)
	}
	var entries []gateway.Entry
	if j.up.Up() && d.Entries != nil {
		entries = d.entries(loc)
	}
	fx := j.direct(rows, entries)
	if !at.Equal(j.last) {
		j.m.Expect(model.Advance{To: at})
		j.last = at
	}
	j.m.Expect(ev)
	err = j.m.Observe(fx)
	if err == nil {
		obs := model.Observation{At: at, Event: ev, Effects: fx, Rows: rows, Entries: entries, NoUserStamp: true}
		err = model.CheckAll(&obs, j.h)
	}
	if err != nil {
		return &Violation{Err: err, Event: eventString(ev)}, nil
	}
	return nil, nil
}

// newProcessJudge is the judge of a process-mode run: upstream's timeline carries its own effects
// and the store's state after each event.
func newProcessJudge(w *sim.World) *Judge {
	rules := model.RulesFrom(w.GatewayConfig())
	m := model.New(rules, w.Now())
	return &Judge{m: m, h: m.History(), last: w.Now()}
}

// stepProcess judges one event of upstream's timeline.
func (j *Judge) stepProcess(pe ProcessEvent) *Violation {
	at := pe.At
	if at.Before(j.last) {
		at = j.last
	}
	if !at.Equal(j.last) {
		j.m.Expect(model.Advance{To: at})
		j.last = at
	}
	j.m.Expect(pe.Ev)
	err := j.m.Observe(pe.Effects)
	if err == nil {
		obs := model.Observation{At: at, Event: pe.Ev, Proc: pe.Proc, Effects: pe.Effects, Rows: pe.Rows, Entries: pe.Entries, NoUserStamp: true,
			MarksSaved: pe.MarksSaved, Marks: pe.Marks}
		err = model.CheckAll(&obs, j.h)
	}
	if err != nil {
		return &Violation{Err: err, Event: pe.Name + " " + eventString(pe.Ev)}
	}
	return nil
}

// direct are the upstream side's own effects of the event, with the watcher's finalizations
// completed from the store (which session, which reason it wrote).
func (j *Judge) direct(rows []gateway.Row, entries []gateway.Entry) []gateway.Effect {
	fx := append([]gateway.Effect(nil), j.up.Effects()...)
	for i := range fx {
		if fx[i].Kind != gateway.Finalized {
			continue
		}
		for _, e := range entries {
			if e.Key == fx[i].Lane {
				fx[i].Session = e.SessionID
			}
		}
		for _, r := range rows {
			if r.ID == fx[i].Session {
				fx[i].Reason = r.EndReason
			}
		}
	}
	return fx
}

func eventString(ev model.Event) string {
	s := fmt.Sprintf("%T%+v", ev, ev)
	return strings.TrimPrefix(s, "model.")
}
