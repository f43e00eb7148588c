package gateway

import (
	"errors"
	"time"
)

// The expiry watcher (docs/contract.md §2.9), run by Tick as deadline-driven passes: the first WatcherFirstDelay
// after boot, then every WatcherInterval. The same pass releases idle cached agents and, hourly,
// prunes old routes.

type watcherState struct {
	next      time.Time       // the next pass
	pruneNext time.Time       // the next route prune (checked on passes)
	failures  map[LaneKey]int // consecutive finalization failures per lane
}

// watcherPass finalizes every expired, not yet finalized incarnation. Finalization closes the
// agent with row-ending off, sets expiry_finalized and promotes the row with the specific reason
// (idle or daily; H4 uses plain session_reset; B19 closes the agent as agent_close and does not
// promote). The route is not replaced: the next inbound resets lazily. A lane with a turn in
// flight is left for a later pass.
func (g *Gateway) watcherPass(now time.Time) {
	for _, k := range g.laneKeys() {
		e := g.entries[k]
		if e.ExpiryFinalized || g.turns[k] != nil {
			continue
		}
		reason := g.policyReset(e, now)
		if reason == EndNone {
			continue
		}
		g.finalize(e, reason)
	}
	g.releaseIdleAgents(now)
	if g.cfg.RouteMaxAge > 0 && !now.Before(g.watch.pruneNext) {
		g.pruneOldRoutes(now)
		g.watch.pruneNext = now.Add(g.cfg.RoutePruneInterval)
	}
}

func (g *Gateway) finalize(e *Entry, reason ResetReason) {
	g.noteLane(e.Key)
	g.closeAgent(e.Key, g.bugs.Has(B19))
	if g.bugs.Has(B19) {
		e.ExpiryFinalized = true
		e.ModelOverride = ""
		g.saveEntry(e)
		g.emit(Effect{Kind: Finalized, Lane: e.Key, Session: e.SessionID, Reason: EndAgentClose})
		return
	}
	endAs := reason
	if g.bugs.Has(H4) {
		endAs = EndSessionReset
	}
	end, err := g.finalizeRow(e, endAs)
	if err != nil {
		if g.watch.failures == nil {
			g.watch.failures = map[LaneKey]int{}
		}
		g.watch.failures[e.Key]++
		if g.watch.failures[e.Key] < g.cfg.WatcherRetriesMax {
			return // retried on the next pass
		}
		e.ExpiryFinalized = true // forced after the last retry, override kept
		delete(g.watch.failures, e.Key)
		g.saveEntry(e)
		return
	}
	delete(g.watch.failures, e.Key)
	e.ExpiryFinalized = true
	e.ModelOverride = ""
	g.saveEntry(e)
	if end == endAs || end == EndIdle || end == EndDaily {
		// The row now carries the reset the next message carries out: the watcher's own, or an
		// idle or daily end another process wrote first (docs/contract.md §2.1 step 2).
		g.emit(Effect{Kind: Finalized, Lane: e.Key, Session: e.SessionID, Reason: end})
	}
}

// finalizeRow promotes the entry's row to reason and reports the end the row now carries. A
// route left on a compressed parent (a failed write) is first moved to the live continuation,
// which is the incarnation that went idle. A row some other path already ended for good is left
// as it is: the next inbound resets the lane lazily. A store failure is returned so the pass can
// retry.
func (g *Gateway) finalizeRow(e *Entry, reason EndReason) (EndReason, error) {
	r, ok, err := g.st.Row(e.SessionID)
	if err != nil {
		g.storeFailed("promote_to_session_reset", e.Key, e.SessionID, err)
		return EndNone, err
	}
	if ok && !r.Live() && r.EndReason == EndCompression {
		last, moved := g.chainEnd(r)
		if !moved || !last.Live() {
			return EndNone, errNoTip
		}
		g.repoint(e, last.ID)
		r = last
	}
	if !ok {
		return EndNone, nil
	}
	after, changed, err := g.st.PromoteRow(r.ID, reason, g.now(), g.promotableSet())
	if err != nil {
		// The failure names the lane being finalized, whose count it is: the row's own key may be
		// empty (a row written before that column existed) or another lane's.
		g.storeFailed("promote_to_session_reset", e.Key, r.ID, err)
		return EndNone, err
	}
	if changed {
		g.emit(Effect{Kind: RowPromoted, Session: r.ID, Reason: reason, Lane: r.Key})
	}
	return after.EndReason, nil
}

// errNoTip: a compressed route whose continuation could not be read; the pass retries.
var errNoTip = errors.New("compression continuation not found")

// releaseIdleAgents evicts, without ending rows, cached agents idle longer than AgentIdleTTL. An
// agent whose lane's policy is finite but not yet expired is kept (docs/contract.md §2.9): the
// watcher will finalize that incarnation later and clean its agent up then. A lane without a route,
// or under mode none (the watcher never finalizes it), releases its idle agent.
func (g *Gateway) releaseIdleAgents(now time.Time) {
	idle := false
	for k, a := range g.agents { // order-free test first: sorting only when something is released
		idle = idle || (g.turns[k] == nil && now.Sub(a.lastUsed) > g.cfg.AgentIdleTTL)
	}
	if !idle {
		return
	}
	for _, k := range sortedKeys(g.agents) {
		if g.turns[k] == nil && now.Sub(g.agents[k].lastUsed) > g.cfg.AgentIdleTTL && !g.expiryPending(k, now) {
			g.closeAgent(k, false)
		}
	}
}

// expiryPending reports whether the lane's incarnation will be finalized by the watcher later:
// it has a route, its policy is finite (not mode none) and it has not expired yet.
func (g *Gateway) expiryPending(k LaneKey, now time.Time) bool {
	e := g.entries[k]
	if e == nil || g.cfg.policyFor(e.Platform, e.ChatType).Mode == ResetNone {
		return false
	}
	return g.policyReset(e, now) == EndNone
}

// pruneOldRoutes drops routes idle longer than RouteMaxAge, except suspended lanes, lanes with
// a background process that still counts (younger than BgProcessMaxAge, as upstream's prune asks
// has_active_for_session) and, unless H12, a route the watcher finalized: its lazy reset and notice
// are owed at the next message (as the startup prune keeps it). Only the route goes; the row stays.
func (g *Gateway) pruneOldRoutes(now time.Time) {
	for _, k := range g.laneKeys() {
		e := g.entries[k]
		if e.Suspended || g.processBlocks(k, now) || g.turns[k] != nil || now.Sub(e.UpdatedAt) <= g.cfg.RouteMaxAge ||
			e.ExpiryFinalized && !g.bugs.Has(H12) { // its reset is still to be carried out, with its notice
			continue
		}
		g.dropEntry(e, "prune")
	}
}
