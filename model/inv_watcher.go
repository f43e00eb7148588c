package model

import (
	"errors"
	"iter"

	"gatewaysim/gateway"
)

// checkForcedFinal (I7): when the watcher's finalization of a lane fails, the next pass tries again,
// and the WatcherRetriesMax-th failure in a row sets expiry_finalized anyway (docs/contract.md
// §2.9 step 1), and not before, so that the lane's next message still carries out the reset the policy owes. A
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
	for i, n := range watcherFailures(o) {
		e := &o.Effects[i]
		en, ok := o.entry(e.Lane)
		fails := h.watchFails[e.Lane] + n
		switch {
		case fails >= max && ok && en.SessionID == e.Session && !en.ExpiryFinalized:
			errs = append(errs, violate("I7", "the watcher's finalization of lane %s (on %s) failed %d times in a row, and the entry is still not finalized",
				e.Lane, e.Session, fails))
		case fails < max && ok && en.ExpiryFinalized && !h.compressedLane(e.Lane):
			// (A lane with a compression may have failed where the model cannot see it.)
			errs = append(errs, violate("I7", "the watcher forced lane %s's entry finalized after %d failures in a row; it forces only the %dth",
				e.Lane, fails, max))
		}
	}
	return errors.Join(errs...)
}

// compressedLane reports whether a row of lane k has ended by compression: a finalization the
// watcher tries on such a row may fail without a store failure (no live continuation).
func (h *History) compressedLane(k gateway.LaneKey) bool {
	for _, r := range h.rows {
		if r.key == k && r.reason == gateway.EndCompression {
			return true
		}
	}
	return false
}

// watcherFailures yields, for each of the step's failed watcher finalizations (a StoreFailed of
// promote_to_session_reset naming its lane, in a Tick), its effect's index and how many the step
// has failed on that lane so far, that one included.
func watcherFailures(o *Observation) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		if _, ok := o.Event.(Tick); !ok {
			return
		}
		seen := map[gateway.LaneKey]int{}
		for i := range o.Effects {
			e := &o.Effects[i]
			if e.Kind != gateway.StoreFailed || e.Op != "promote_to_session_reset" || e.Lane == "" {
				continue
			}
			seen[e.Lane]++
			if !yield(i, seen[e.Lane]) {
				return
			}
		}
	}
}

// commitWatchFails keeps the counts checkForcedFinal reads: the step's failures add to them; a
// new process ends them all, and a lane's ends when its entry reads expiry_finalized (its
// finalization landed or was forced).
func (h *History) commitWatchFails(o *Observation) {
	if o.Entries == nil || loads(o.Event) {
		clear(h.watchFails)
		return
	}
	for i := range watcherFailures(o) {
		h.watchFails[o.Effects[i].Lane]++
	}
	for i := range o.Entries {
		if o.Entries[i].ExpiryFinalized {
			delete(h.watchFails, o.Entries[i].Key)
		}
	}
}

// checkAgentRelease (effects): the watcher releases a cached agent (a close that ends no row) only
// once it has been idle longer than AgentIdleTTL, with no turn in flight (docs/contract.md §2.9
// steps 1 and 3); its idle clock is the lane's last turn start or end. A close of the watcher's finalization (step 1.1) comes with
// that finalization's writes or failures, or on a lane whose entry the finalization reached or
// whose policy may have called for it; those are judged by checkWatcherClosesAgent.
func checkAgentRelease(o *Observation, h *History) error {
	ttl := h.rules.AgentIdleTTL
	if _, ok := o.Event.(Tick); !ok || ttl <= 0 || o.Entries == nil {
		return nil
	}
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.AgentClosed || e.RowEnded || e.Lane == "" || h.agents[e.Lane] == "" {
			continue
		}
		if h.turning[e.Lane] != "" {
			// The watcher neither finalizes nor releases a lane whose turn is in flight.
			return violate("effects", "the watcher closed lane %s's agent (built for %s) while its turn runs", e.Lane, h.agents[e.Lane])
		}
		used, ok := h.agentUsed[e.Lane]
		if !ok || finalizing(o, i, h.rules) {
			continue
		}
		if o.At.Sub(used) > ttl {
			if h.watchPass && h.pendingExpiry(o, e.Lane) == Yes {
				return violate("effects", "the watcher released lane %s's agent (built for %s), whose expiry is pending: the finalization it owes later closes it",
					e.Lane, h.agents[e.Lane])
			}
			continue
		}
		return violate("effects", "the watcher released lane %s's agent (built for %s), idle only since %s (AgentIdleTTL %s)",
			e.Lane, h.agents[e.Lane], h.rules.stamp(used), ttl)
	}
	return nil
}

// finalizing reports whether the agent close at o.Effects[i] may be the watcher's finalization of
// its lane: an effect of the lane follows it in the step, or the lane's entry is finalized, or its
// policy may be due (a finalization whose continuation could not be found writes nothing).
func finalizing(o *Observation, i int, r *Rules) bool {
	k := o.Effects[i].Lane
	for j := i + 1; j < len(o.Effects); j++ {
		if o.Effects[j].Lane == k && o.Effects[j].Kind != gateway.AgentClosed {
			return true
		}
	}
	e, ok := o.entry(k)
	if !ok {
		return false
	}
	v := r.resetVerdicts(r.policyOf(&Lane{Key: k, Platform: e.Platform, Type: e.ChatType}), instant(e.UpdatedAt), o.At, Maybe)
	return e.ExpiryFinalized || v.Has(ReasonIdle) || v.Has(ReasonDaily)
}
