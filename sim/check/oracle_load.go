package check

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// checkStore runs the checks of a call against the store as it now reads: the boot's load
// (checkLoaded, and its count of boots), the form of every route the call saved
// (checkSavedForms), and the finder behind each recovery (checkRecovered).
func (o *Oracle) checkStore(w *sim.World, ev model.Event, fx []gateway.Effect) error {
	if err := checkLoaded(w, ev, fx); err != nil {
		return err
	}
	if err := checkWrittenElsewhere(w, ev); err != nil {
		return err
	}
	if err := o.boots.check(w, ev, fx); err != nil {
		return err
	}
	if err := checkSavedForms(o.saved, w.Gateway(), fx, w.GatewayConfig().Location, o.boots.epoch); err != nil {
		return err
	}
	if err := o.held.check(w, ev, fx, o.changed); err != nil {
		return err
	}
	if err := o.markers.check(w, ev, fx, o.changed); err != nil {
		return err
	}
	if err := checkMarkerForm(w.Disk().Live()); err != nil {
		return err
	}
	return checkRecovered(w, fx)
}

// checkMarkerForm (persist): the marker state as stored is in the contract's form (docs/contract.md
// §1.3): one restart-failure count per lane, each at least one, sorted by lane key; the boot times
// the restart-loop breaker keeps, oldest first.
func checkMarkerForm(s *gateway.MemStore) error {
	m, err := s.LoadMarkers()
	if err != nil {
		return nil
	}
	for i, c := range m.FailureCounts {
		switch {
		case c.Count < 1:
			return &model.Violation{Inv: "persist", Facts: fmt.Sprintf("the stored restart-failure count of lane %s is %d", c.Key, c.Count)}
		case i > 0 && m.FailureCounts[i-1].Key >= c.Key:
			return &model.Violation{Inv: "persist", Facts: fmt.Sprintf("the stored restart-failure counts are not one per lane in key order: %s then %s",
				m.FailureCounts[i-1].Key, c.Key)}
		}
	}
	for i := 1; i < len(m.BootTimes); i++ {
		if m.BootTimes[i].Before(m.BootTimes[i-1]) {
			return &model.Violation{Inv: "persist", Facts: fmt.Sprintf("the stored boot times are not oldest first: %s then %s",
				m.BootTimes[i-1].Format(time.RFC3339), m.BootTimes[i].Format(time.RFC3339))}
		}
	}
	return nil
}

// bootCount follows the marker state's count of the processes started over the store (docs/contract.md
// §1.3): the count a turn token's boot part comes from, so that no two processes share one.
// onDisk is the count as last written (or as a crash left it), before its value when the step
// began; epoch is the count the running process saved at its boot, the boot half of its turn
// tokens (0 when the boot's store calls failed: the process cannot know it, or, when the removal
// of the clean marker failed, takes an epoch no count gives).
type bootCount struct {
	onDisk, before, epoch uint32
}

// check: a boot's load, when the store took its calls, saves the count the store held plus one.
// After a crash that lost a marker write, the count is read again from what survived.
func (b *bootCount) check(w *sim.World, ev model.Event, fx []gateway.Effect) error {
	if k, ok := ev.(model.Kill); ok && k.LostMarkers {
		m, _ := w.Disk().Live().LoadMarkers()
		b.onDisk = m.Boots
		return nil
	}
	p, ok := ev.(model.Boot)
	failed := slices.ContainsFunc(fx, func(e gateway.Effect) bool { return e.Kind == gateway.StoreFailed })
	if ok && p.Phase == model.BootMarkCrashed && failed {
		b.epoch = 0 // the clean marker's removal failed: the process takes an epoch no count gives
	}
	if !ok || p.Phase != model.BootAll && p.Phase != model.BootLoadRoutes {
		return nil
	}
	b.epoch = 0
	if failed {
		return nil
	}
	b.epoch = b.onDisk
	if b.onDisk != b.before+1 {
		return &model.Violation{Inv: "persist", Facts: fmt.Sprintf(
			"the boot saved a marker state counting %d processes started over the store, which counted %d before it",
			b.onDisk, b.before)}
	}
	return nil
}

// checkLoaded judges a boot's load phase against the persisted form: every route still stored
// after the load that decodes as valid must be in the process's entries, naming the same
// session (docs/contract.md §2.10 step 1: the index loads, bad entries are skipped with a
// reason, the prune drops stale routes from the store). A process that skipped loading, or lost
// an entry that loads, would otherwise only show later, if the finder happened to miss. A step
// in which the store failed is left to the model (the load may not have read anything).
func checkLoaded(w *sim.World, ev model.Event, fx []gateway.Effect) error {
	b, ok := ev.(model.Boot)
	g := w.Gateway()
	if !ok || b.Phase != model.BootAll && b.Phase != model.BootLoadRoutes || g == nil ||
		slices.ContainsFunc(fx, func(e gateway.Effect) bool { return e.Kind == gateway.StoreFailed }) {
		return nil
	}
	stored := w.Disk().Live().Routes()
	if err := checkReaderAgrees(stored, w.GatewayConfig().Location, gateway.DecodeRoutes); err != nil {
		return err
	}
	valid := readRoutes(stored, w.GatewayConfig().Location) // the entries that load, one per lane
	for _, r := range stored {
		// A route the contract refuses (the oracle's own reader) is skipped, not loaded: the two
		// decoders must agree (§1.2), unless another copy under the key loads.
		if strings.HasPrefix(r.Key, "_") || indexOfLane(valid, gateway.LaneKey(r.Key)) >= 0 {
			continue
		}
		if _, ok := g.Entry(gateway.LaneKey(r.Key)); ok {
			return &model.Violation{Inv: "persist", Facts: fmt.Sprintf(
				"the boot loaded lane %s's stored route, which the contract refuses", r.Key)}
		}
	}
	for _, s := range valid {
		e, ok := g.Entry(s.Key)
		switch {
		case !ok:
			return &model.Violation{Inv: "persist", Facts: fmt.Sprintf(
				"the boot did not load lane %s's stored route (to %s), which is valid", s.Key, s.SessionID)}
		case e.SessionID != s.SessionID:
			return &model.Violation{Inv: "persist", Facts: fmt.Sprintf(
				"the boot loaded lane %s onto %s, but its stored route names %s", s.Key, e.SessionID, s.SessionID)}
		}
	}
	return checkLoadedFields(w, g, fx)
}

// checkLoadedFields: a lane the boot left on the session its route named before the boot (the
// disk's durable image: the world syncs it at every step's start), with an entry no phase of the
// boot rebuilt, holds the route's fields that no boot phase rewrites, as the oracle's reader reads
// them. (The marking, the prune and the resume pass change the others; a lane whose entry was
// dropped and recovered, even onto the same session, holds one built from its row.) A decoder that
// misread them would otherwise write its misreading back at the lane's next save, which then reads
// back as it was written.
func checkLoadedFields(w *sim.World, g *gateway.Gateway, fx []gateway.Effect) error {
	for _, s := range readRoutes(w.Disk().Durable().Routes(), w.GatewayConfig().Location) {
		e, ok := g.EntryShared(s.Key)
		if !ok || e.SessionID != s.SessionID || rebuilt(fx, s.Key, s.SessionID) {
			continue
		}
		f := ""
		switch {
		case !e.CreatedAt.Equal(s.CreatedAt):
			f = "created_at"
		case e.Platform != s.Platform || e.ChatType != s.ChatType:
			f = "platform or chat_type"
		case e.ModelOverride != s.ModelOverride:
			f = "model_override"
		case e.PrevSessionID != s.PrevSessionID:
			f = "prev_session_id"
		}
		if f != "" {
			return &model.Violation{Inv: "persist", Facts: fmt.Sprintf(
				"the boot loaded lane %s with another %s than its stored route holds", s.Key, f)}
		}
	}
	return nil
}

// checkWrittenElsewhere (persist): a route another writer just rewrote in its own spelling, or
// corrupted, reads by the gateway's reader as by the contract's (checkReaderAgrees), now rather
// than at the next boot: the next boot's load calls the same reader on the same bytes, but
// whether a boot comes before the lane's next save overwrites them is luck.
func checkWrittenElsewhere(w *sim.World, ev model.Event) error {
	var k gateway.LaneKey
	switch e := ev.(type) {
	case model.RouteRewritten:
		k = e.Lane
	case model.RouteCorrupted:
		k = e.Lane
	default:
		return nil
	}
	r, ok := w.Disk().Live().Route(k)
	if !ok {
		return nil
	}
	return checkReaderAgrees([]gateway.StoredRoute{r}, w.GatewayConfig().Location, gateway.DecodeRoutes)
}

// routesReader reads a routing index's rows as gateway.DecodeRoutes does.
type routesReader func([]gateway.StoredRoute, *time.Location) ([]gateway.Entry, []gateway.SkippedEntry)

// checkReaderAgrees: the gateway's reader (DecodeRoutes, which the load phase calls) reads each
// stored route as the contract's reader does (docs/contract.md §1.2: a route loads or is skipped
// by the load rules, and what loads is every field as stored). The boot's behaviour shows only the
// fields its phases keep; a misread field the next save writes back, or one no step reads soon,
// shows here.
func checkReaderAgrees(stored []gateway.StoredRoute, loc *time.Location, decode routesReader) error {
	for _, r := range stored {
		if strings.HasPrefix(r.Key, "_") {
			continue
		}
		want, _, wantErr := readRoute(r, loc)
		got, skipped := decode([]gateway.StoredRoute{r}, loc)
		switch {
		case wantErr == nil && len(got) != 1:
			why := ""
			if len(skipped) > 0 {
				why = skipped[0].Reason
			}
			return &model.Violation{Inv: "persist", Facts: fmt.Sprintf(
				"the gateway's reader refuses lane %s's stored route (%s), which the contract loads", r.Key, why)}
		case wantErr != nil && len(got) != 0:
			return &model.Violation{Inv: "persist", Facts: fmt.Sprintf(
				"the gateway's reader loads lane %s's stored route, which the contract refuses (%v)", r.Key, wantErr)}
		case wantErr == nil:
			if f := entryDiff(got[0], want); f != "" {
				return &model.Violation{Inv: "persist", Facts: fmt.Sprintf(
					"the gateway's reader reads lane %s's stored route with another %s than it holds", r.Key, f)}
			}
		}
	}
	return nil
}
