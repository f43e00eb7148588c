package check

import (
	"fmt"
	"slices"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// checkStore runs the checks of a call against the store as it now reads: the boot's load
// (checkLoaded) and the finder behind each recovery (checkRecovered).
func checkStore(w *sim.World, ev model.Event, fx []gateway.Effect) error {
	if err := checkLoaded(w, ev, fx); err != nil {
		return err
	}
	return checkRecovered(w, fx)
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
	stored, _ := w.StoredRoutes()
	for _, s := range stored {
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
	return nil
}
