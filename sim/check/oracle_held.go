package check

import (
	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// The store against what the process holds (docs/contract.md §1.2, §1.3): the gateway writes its
// routing entries through, so wherever no write of a lane's route failed or was lost since it last
// landed, the route the disk holds (read with the oracle's own reader) is the entry the process
// holds, field by field, and a lane the process holds no entry for has no route that loads.
// checkSavedForms judges the routes a step saved; this judges the lanes whose entry changed
// without one, where a save the gateway forgot would otherwise only show at the next boot, if
// ever.

// heldStore follows the lanes whose stored route may differ from the process's entry: a write of
// the route failed (a save or a delete the store refused), until one lands.
type heldStore struct {
	dirty map[gateway.LaneKey]bool
	g     *gateway.Gateway // the process whose load was seen: a new one holds nothing until its boot loads the index
}

// check judges the lanes of the step's changed entries (lanes), after noting the step's writes.
func (h *heldStore) check(w *sim.World, ev model.Event, fx []gateway.Effect, lanes []gateway.LaneKey) error {
	if h.dirty == nil {
		h.dirty = map[gateway.LaneKey]bool{}
	}
	switch e := ev.(type) {
	case model.Boot:
		if e.Phase == model.BootAll || e.Phase == model.BootLoadRoutes {
			clear(h.dirty) // the process holds what the disk held (a failed load holds nothing: see below)
			h.g = w.Gateway()
		}
	case model.RouteCorrupted:
		h.dirty[e.Lane] = true // another program wrote the disk behind the process's back
	case model.RouteRewritten:
		if e.Changed {
			h.dirty[e.Lane] = true // (a created_at or a model override of its own)
		}
	case model.RouteLost:
		if e.Disk {
			h.markDirty(w, e.Lane)
		}
	}
	for i := range fx {
		e := &fx[i]
		switch {
		case e.Kind == gateway.StoreFailed && (e.Op == "save_route" || e.Op == "delete_route" || e.Op == "load_routes"):
			h.markDirty(w, e.Lane)
		case e.Kind == gateway.RouteSaved:
			delete(h.dirty, e.Lane) // (a save that fails reports the failure instead)
		case e.Kind == gateway.RouteDropped:
			if !routeWriteFailed(fx[:i], e.Lane) {
				delete(h.dirty, e.Lane) // (a drop whose delete failed reports the failure first)
			}
		}
	}
	g := w.Gateway()
	if g == nil || g != h.g {
		return nil // no process, or one opened whose boot has not loaded the index yet
	}
	live := w.Disk().Live()
	loc := w.GatewayConfig().Location
	for _, k := range lanes {
		if h.dirty[k] || savedLast(fx, k) {
			continue // (a route the step saved last is checkSavedForms's to judge)
		}
		mem, held := g.EntryShared(k)
		var disk gateway.Entry
		stored := false
		if r, ok := live.Route(k); ok {
			if e, _, err := readRoute(r, loc); err == nil {
				disk, stored = e, true
			}
		}
		switch {
		case held && !stored:
			return persistViolation("the process holds lane %s's entry (on %s), but no route of it is stored, and no write of it failed", k, mem.SessionID)
		case !held && stored:
			return persistViolation("the process holds no entry for lane %s, but its route (to %s) is stored, and no write of it failed", k, disk.SessionID)
		case held:
			if f := entryDiff(mem, disk); f != "" {
				return persistViolation("lane %s's stored route has another %s than the entry the process holds, and no write of it failed", k, f)
			}
		}
	}
	return nil
}

// markDirty notes that lane k's stored route may differ from the process's entry (every lane's,
// when k is empty: the whole index).
func (h *heldStore) markDirty(w *sim.World, k gateway.LaneKey) {
	if k != "" {
		h.dirty[k] = true
		return
	}
	for _, l := range w.Lanes() {
		h.dirty[l.Key] = true
	}
}

// savedLast reports whether the step's last write of lane k's route was a save.
func savedLast(fx []gateway.Effect, k gateway.LaneKey) bool {
	for i := len(fx) - 1; i >= 0; i-- {
		if e := &fx[i]; e.Lane == k && (e.Kind == gateway.RouteSaved || e.Kind == gateway.RouteDropped) {
			return e.Kind == gateway.RouteSaved
		}
	}
	return false
}

// routeWriteFailed reports whether a write of lane k's route failed among fx.
func routeWriteFailed(fx []gateway.Effect, k gateway.LaneKey) bool {
	for i := range fx {
		if fx[i].Kind == gateway.StoreFailed && fx[i].Lane == k && (fx[i].Op == "save_route" || fx[i].Op == "delete_route") {
			return true
		}
	}
	return false
}
