package model

import (
	"errors"

	"gatewaysim/gateway"
)

// checkForcedFinal (I7): when the watcher's finalization of a lane fails, the next pass tries again,
// and the WatcherRetriesMax-th failure in a row sets expiry_finalized anyway (docs/contract.md
// §2.9 step 1), so that the lane's next message still carries out the reset the policy owes. A
// pass fails a lane at most once, with a StoreFailed of promote_to_session_reset naming it; the
// count lives in the process and ends when a finalization lands or is forced (the entry then
// reads expiry_finalized). A failure the model cannot see (a compressed parent without a live
// continuation) only makes the gateway's count the larger, so it forces no later than judged.
func checkForcedFinal(o *Observation, h *History) error {
	max := h.rules.WatcherRetriesMax
	if _, ok := o.Event.(Tick); !ok || max <= 0 || o.Entries == nil {
		return nil
	}
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.StoreFailed || e.Op != "promote_to_session_reset" || e.Lane == "" {
			continue
		}
		h.watchFails[e.Lane]++
		en, ok := o.entry(e.Lane)
		if h.watchFails[e.Lane] >= max && ok && en.SessionID == e.Session && !en.ExpiryFinalized {
			errs = append(errs, violate("I7", "the watcher's finalization of lane %s (on %s) failed %d times in a row, and the entry is still not finalized",
				e.Lane, e.Session, h.watchFails[e.Lane]))
		}
	}
	return errors.Join(errs...)
}

// commitWatchFails ends the counts checkForcedFinal keeps: all of them with the process, and a
// lane's when its entry reads expiry_finalized (its finalization landed or was forced).
func (h *History) commitWatchFails(o *Observation) {
	if o.Entries == nil || loads(o.Event) {
		clear(h.watchFails)
		return
	}
	for i := range o.Entries {
		if o.Entries[i].ExpiryFinalized {
			delete(h.watchFails, o.Entries[i].Key)
		}
	}
}
