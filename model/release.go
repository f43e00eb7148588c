package model

import (
	"slices"

	"gatewaysim/gateway"
)

// The expiry watcher's release of idle agents is owed, not only allowed (docs/contract.md §2.9
// step 3): a pass releases every cached agent idle longer than AgentIdleTTL with no turn running,
// except on a lane whose route the watcher will finalize later (a finite policy, not yet expired),
// whose agent that finalization closes. checkAgentRelease judges the releases a pass makes; this
// file judges the ones it owes.
//
// The model keeps the watcher's schedule as the contract states it: the first pass
// WatcherFirstDelay after the boot's resume pass, then at the first tick WatcherInterval or more
// after the last, while the process runs (not draining). History.watchPass says whether the
// step's tick runs one; releaseSpared lists the lanes a background process may block (their
// expiry may be pending), which the check leaves alone.

// watchTick decides whether the step's tick runs a watcher pass, and moves the schedule on.
func (m *Model) watchTick() {
	h := m.hist
	if !m.proc.passDone || m.proc.draining || m.proc.watchNext.IsZero() || m.now.Before(m.proc.watchNext) {
		return
	}
	h.watchPass = true
	m.proc.watchNext = m.now.Add(m.rules.WatcherInterval)
	if m.rules.RouteMaxAge > 0 && !m.now.Before(m.proc.pruneNext) {
		// The pass runs the route prune too, at most once a RoutePruneInterval.
		h.prunePass = true
		m.proc.pruneNext = m.now.Add(m.rules.RoutePruneInterval)
	}
	h.releaseSpared = h.releaseSpared[:0]
	for li := range m.lanes {
		if ls := &m.lanes[li]; ls.blocked(m.now, m.rules.BgProcessMaxAge) != No {
			h.releaseSpared = append(h.releaseSpared, ls.lane.Key)
		}
	}
}

// checkReleaseOwed (effects): after a watcher pass, no agent the model knows cached, idle longer
// than AgentIdleTTL and with no turn running, is left cached on a lane whose expiry is not pending:
// a lane without a route, under mode none, or whose policy surely says idle or daily now (the pass
// finalizes it, which closes the agent first). The step's effects must close it.
func checkReleaseOwed(o *Observation, h *History) error {
	ttl := h.rules.AgentIdleTTL
	if !h.watchPass || ttl <= 0 || o.Entries == nil {
		return nil
	}
	var kept []gateway.LaneKey // (map order: the smallest is reported)
	for k := range h.agents {
		if used, ok := h.agentUsed[k]; ok && h.turning[k] == "" && o.At.Sub(used) > ttl && h.pendingExpiry(o, k) == No && !closedIn(o.Effects, k) {
			kept = append(kept, k)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	k := slices.Min(kept)
	return violate("effects", "the watcher's pass kept lane %s's agent (built for %s), idle since %s, longer than AgentIdleTTL %s, with no expiry pending",
		k, h.agents[k], h.rules.stamp(h.agentUsed[k]), ttl)
}

// pendingExpiry says whether the watcher will finalize lane k later, which closes its agent: Yes
// when the entry is there, not finalized, its policy finite, no background process may block it
// and the policy surely says no reset now; No when the lane has no route (and held none before
// the step: the prune may drop one after the release), its mode is none, or its policy surely
// calls for a reset now (the pass finalizes it at once); Maybe otherwise.
func (h *History) pendingExpiry(o *Observation, k gateway.LaneKey) Tri {
	if slices.Contains(h.releaseSpared, k) {
		return Maybe
	}
	e, ok := o.entry(k)
	if !ok {
		if _, held := h.held[k]; held {
			return Maybe
		}
		return No
	}
	p := h.rules.policyOf(&Lane{Key: k, Platform: e.Platform, Type: e.ChatType})
	if p.Mode == gateway.ResetNone {
		return No
	}
	switch v := h.rules.resetVerdicts(p, instant(e.UpdatedAt), o.At, No); {
	case !v.Has(ReasonNone):
		return No
	case v == reasons(ReasonNone) && !e.ExpiryFinalized:
		return Yes
	}
	return Maybe
}

// closedIn reports whether effs close lane k's agent.
func closedIn(effs []gateway.Effect, k gateway.LaneKey) bool {
	for i := range effs {
		if effs[i].Kind == gateway.AgentClosed && effs[i].Lane == k {
			return true
		}
	}
	return false
}

// checkFinalizeOwed (I7): a watcher pass finalizes every lane it may (docs/contract.md §2.9 step
// 1), not only some: after a pass in which no store call failed, no lane the process held an
// entry for is left unfinalized while its own entry's policy surely says idle or daily, with no
// turn in flight and no background process that may block the reset. Read from the gateway's own
// entry, so no uncertainty of the model's enters. Left alone: a lane with a compression, whose
// finalization may fail without a store failure (no live continuation).
func checkFinalizeOwed(o *Observation, h *History) error {
	if !h.watchPass || o.Entries == nil || storeFailed(o.Effects) {
		return nil
	}
	var owed []gateway.LaneKey // (map order: the smallest is reported)
	for k := range h.held {
		if h.turning[k] != "" || slices.Contains(h.releaseSpared, k) || h.compressedLane(k) {
			continue
		}
		e, ok := o.entry(k)
		if !ok || e.ExpiryFinalized {
			continue
		}
		p := h.rules.policyOf(&Lane{Key: k, Platform: e.Platform, Type: e.ChatType})
		if p.Mode == gateway.ResetNone {
			continue
		}
		if v := h.rules.resetVerdicts(p, instant(e.UpdatedAt), o.At, No); v != 0 && !v.Has(ReasonNone) {
			owed = append(owed, k)
		}
	}
	if len(owed) == 0 {
		return nil
	}
	k := slices.Min(owed)
	e, _ := o.entry(k)
	return violate("I7", "the watcher's pass left lane %s unfinalized on %s, although its entry's policy says %s (last activity %s)",
		k, e.SessionID, h.rules.resetVerdicts(h.rules.policyOf(&Lane{Key: k, Platform: e.Platform, Type: e.ChatType}), instant(e.UpdatedAt), o.At, No),
		h.rules.stamp(e.UpdatedAt))
}
