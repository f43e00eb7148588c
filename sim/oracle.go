package sim

import (
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// Oracle judges a world against the reference model after every gateway call: the model's
// predictions for the call's effects (Model.Observe), then every state invariant over the rows,
// the routing entries and the TUI registry (model.CheckAll). Install it with Attach.
type Oracle struct {
	m      *model.Model
	h      *model.History
	lastAt time.Time
	steps  int
}

// NewOracle builds the model for w's gateway configuration, starting at w's current time over an
// empty store. Attach it before the world's first boot is observed (NewWorld with NoBoot, or a
// world whose store is still empty).
func NewOracle(w *World) *Oracle {
	m := model.New(model.RulesFrom(w.GatewayConfig()), w.Now())
	return &Oracle{m: m, h: m.History(), lastAt: w.Now()}
}

// Attach makes o the world's observer.
func (o *Oracle) Attach(w *World) { w.SetObserver(o.Observe) }

// Model is the oracle's model.
func (o *Oracle) Model() *model.Model { return o.m }

// Steps is the number of calls judged.
func (o *Oracle) Steps() int { return o.steps }

// Observe is the Observer: one model step per world event.
func (o *Oracle) Observe(w *World, ev model.Event, fx []gateway.Effect) error {
	o.steps++
	now := w.Now()
	if !now.Equal(o.lastAt) {
		o.m.Expect(model.Advance{To: now})
		o.lastAt = now
	}
	o.m.Expect(ev)
	if err := o.m.Observe(fx); err != nil {
		return err
	}
	obs := model.Observation{At: now, Event: ev, Effects: fx, Rows: w.Disk().Live().AllRows()}
	if g := w.Gateway(); g != nil {
		obs.Entries = g.Entries()
		obs.Records = g.Records()
		if savedRoute(fx) {
			obs.Routes, _ = w.StoredRoutes()
		}
	}
	return model.CheckAll(&obs, o.h)
}

// Liveness runs the end-of-run check after a quiet phase (see Quiesce).
func (o *Oracle) Liveness() error { return o.m.CheckLiveness() }

// savedRoute reports whether a call wrote a route (the persisted index is then worth reading).
func savedRoute(fx []gateway.Effect) bool {
	for i := range fx {
		if fx[i].Kind == gateway.RouteSaved {
			return true
		}
	}
	return false
}
