package sim

import (
	"bytes"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// Oracle judges a world against the reference model after every gateway call: the model's
// predictions for the call's effects (Model.Observe), then every state invariant over the rows,
// the routing entries and the TUI registry (model.CheckAll). Install it with Attach.
type Oracle struct {
	w      *World // the world judged, for a panic's report
	m      *model.Model
	h      *model.History
	lastAt time.Time
	steps  int

	writesSeen int // the disk's write count at the last call judged
	writes     []model.Written
}

// NewOracle builds the model for w's gateway configuration, starting at w's current time over an
// empty store. Attach it before the world's first boot is observed (NewWorld with NoBoot, or a
// world whose store is still empty).
func NewOracle(w *World) *Oracle {
	m := model.New(model.RulesFrom(w.GatewayConfig()), w.Now())
	return &Oracle{w: w, m: m, h: m.History(), lastAt: w.Now()}
}

// Attach makes o the world's observer.
func (o *Oracle) Attach(w *World) { w.SetObserver(o.Observe) }

// Model is the oracle's model.
func (o *Oracle) Model() *model.Model { return o.m }

// Steps is the number of calls judged.
func (o *Oracle) Steps() int { return o.steps }

// Observe is the Observer: one model step per world event.
func (o *Oracle) Observe(w *World, ev model.Event, fx []gateway.Effect) error {
	if oracleHook != nil {
		oracleHook("observe", ev)
	}
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
	obs := model.Observation{At: now, Event: ev, Effects: fx, Rows: w.Disk().Live().AllRows(), Writes: o.callWrites(w.Disk())}
	if g := w.Gateway(); g != nil {
		obs.Entries = g.Entries()
		obs.Records = g.Records()
		if savedRoute(fx) {
			obs.Routes, _ = w.StoredRoutes()
		}
	}
	err := model.CheckAll(&obs, o.h)
	o.m.Settle(obs.Rows)
	return err
}

// Liveness runs the end-of-run check after a quiet phase (see Quiesce). A panic in it is the
// world's *PanicError, as one during an op is.
func (o *Oracle) Liveness() error {
	return o.w.guard("liveness check", func() error {
		if oracleHook != nil {
			oracleHook("liveness", nil)
		}
		return o.m.CheckLiveness()
	})
}

// savedRoute reports whether a call wrote a route (the persisted index is then worth reading).
func savedRoute(fx []gateway.Effect) bool {
	for i := range fx {
		if fx[i].Kind == gateway.RouteSaved {
			return true
		}
	}
	return false
}

// callWrites are the writes the disk took since the last call judged, in the model's terms. The
// world syncs the disk before each event, and one event may make several calls (a boot's phases),
// so they are the newest entries of the pending log.
func (o *Oracle) callWrites(d *Disk) []model.Written {
	n := d.Writes - o.writesSeen
	o.writesSeen = d.Writes
	log := d.PendingWrites()
	if n > len(log) {
		n = len(log)
	}
	o.writes = o.writes[:0]
	for i := len(log) - n; i < len(log); i++ {
		wr := &log[i]
		switch wr.Kind {
		case WriteRow:
			o.writes = append(o.writes, model.Written{Session: wr.Row.ID, Row: &wr.Row})
		case WriteRoute:
			o.writes = append(o.writes, model.Written{Lane: wr.Key, Session: routeSession(wr.Data)})
		case WriteRouteDelete:
			o.writes = append(o.writes, model.Written{Lane: wr.Key})
		}
	}
	if o.writes == nil {
		o.writes = []model.Written{}
	}
	return o.writes
}

// routeSession reads the session id out of a persisted entry without decoding the rest.
func routeSession(data []byte) gateway.SessionID {
	const key = `"session_id":"`
	i := bytes.Index(data, []byte(key))
	if i < 0 {
		return ""
	}
	rest := data[i+len(key):]
	j := bytes.IndexByte(rest, '"')
	if j < 0 {
		return ""
	}
	return gateway.SessionID(rest[:j])
}
