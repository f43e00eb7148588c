package model

import (
	"errors"
	"slices"

	"gatewaysim/gateway"
)

// Written is one durable write a gateway call made, as the store received it: a route saved
// (Session set) or deleted (Session ""), or a row as the write left it.
type Written struct {
	Lane    gateway.LaneKey
	Session gateway.SessionID
	Row     *gateway.Row
}

// checkEffectsTrue ("effects"): every durable effect of the call reports a write the store
// actually took, as the effect says it: a row created, ended or promoted with its reason,
// reopened (a row that was ended), a route saved for its session, an agent's close that says it ended the row. The model learns from these effects, so one that
// claims a write which failed (or never happened) would blind it. Skipped when the driver does not
// report the writes (Observation.Writes nil).
func checkEffectsTrue(o *Observation, h *History) error {
	if o.Writes == nil {
		return nil
	}
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		var ok bool
		switch e.Kind {
		case gateway.RowCreated:
			ok = wroteRow(o.Writes, e.Session, func(*gateway.Row) bool { return true })
		case gateway.RowEnded, gateway.RowPromoted:
			ok = wroteRow(o.Writes, e.Session, func(r *gateway.Row) bool { return !r.Live() && r.EndReason == e.Reason })
		case gateway.RowReopened:
			ok = wroteRow(o.Writes, e.Session, func(r *gateway.Row) bool { return r.Live() })
			if ok && !endedBefore(o, h, i, e.Session) {
				errs = append(errs, violate("effects", "%s claims to reopen a row that was live during %s", e, eventName(o.Event)))
				continue
			}
		case gateway.AgentClosed:
			if !e.RowEnded {
				continue // the close left the row alone
			}
			ok = wroteRow(o.Writes, e.Session, func(r *gateway.Row) bool { return r.EndReason == gateway.EndAgentClose })
		case gateway.RouteSaved:
			for _, w := range o.Writes {
				ok = ok || w.Row == nil && w.Lane == e.Lane && w.Session == e.Session
			}
		default:
			continue
		}
		if !ok {
			errs = append(errs, violate("effects", "%s claims a write the store never took during %s", e, eventName(o.Event)))
		}
	}
	return errors.Join(append(errs, createdReported(o, h), endedReported(o, h))...)
}

// createdReported ("effects"): a row the call wrote that no earlier step saw is a creation, and
// the gateway reports it (RowCreated, docs/contract.md §6): the model learns the parts of a
// conversation from that effect, so a creation left unreported would hide a compression's child.
func createdReported(o *Observation, h *History) error {
	for _, w := range o.Writes {
		if w.Row == nil {
			continue
		}
		if _, seen := h.rows[w.Row.ID]; seen {
			continue
		}
		reported := false
		for i := range o.Effects {
			e := &o.Effects[i]
			reported = reported || e.Kind == gateway.RowCreated && e.Session == w.Row.ID
		}
		if !reported {
			return violate("effects", "row %s was created during %s without a row-created effect", w.Row.ID, eventName(o.Event))
		}
	}
	return nil
}

// endedBefore reports whether row s was ended when the step's i-th effect reopened it: an end of
// it earlier in the step, or, with none, the row as the history last saw it (a row it never saw
// counts as ended: nothing is known against it).
func endedBefore(o *Observation, h *History, i int, s gateway.SessionID) bool {
	for j := i - 1; j >= 0; j-- {
		e := &o.Effects[j]
		if e.Session != s {
			continue
		}
		switch {
		case e.Kind == gateway.RowEnded, e.Kind == gateway.RowPromoted, e.Kind == gateway.AgentClosed && e.RowEnded:
			return true
		case e.Kind == gateway.RowReopened, e.Kind == gateway.RowCreated:
			return false
		}
	}
	seen, ok := h.rows[s]
	return !ok || !seen.live
}

func wroteRow(ws []Written, s gateway.SessionID, as func(*gateway.Row) bool) bool {
	for _, w := range ws {
		if w.Row != nil && w.Row.ID == s && as(w.Row) {
			return true
		}
	}
	return false
}

// checkAgentBinding ("effects"): the lane's cached agent is bound to the conversation the lane
// routes to (docs/contract.md §2.5: a compression moves it to the continuation, a reset or a
// switch evicts it), so an agent close on a lane names the session of the lane's entry as the
// previous step left it. One that names another session ends (or fails to end) the wrong row.
func checkAgentBinding(o *Observation, h *History) error {
	ac, ok := o.Event.(AgentClose)
	if !ok {
		return nil
	}
	if s, cached := h.agents[ac.Lane]; cached && !storeFailed(o.Effects) {
		// The lane's agent is surely cached (a turn built it, nothing closed or evicted it since):
		// the close reaches it, and ends its live row (docs/contract.md §2.5: agent_close).
		i := slices.IndexFunc(o.Effects, func(e gateway.Effect) bool {
			return e.Kind == gateway.AgentClosed && e.Lane == ac.Lane && e.Session == s
		})
		switch {
		case i < 0:
			return violate("effects", "the agent close on lane %s closed nothing, but the agent a turn built for %s is cached", ac.Lane, s)
		case h.rows[s].live && !o.Effects[i].RowEnded:
			return violate("effects", "the agent close on lane %s left its live row %s as it was: an agent close ends it as agent_close", ac.Lane, s)
		}
	}
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.AgentClosed || e.Lane != ac.Lane {
			continue
		}
		if cur, ok := h.routes[e.Lane]; ok && cur != e.Session {
			return violate("effects", "the agent close on lane %s closed an agent bound to %s, but the lane routes to %s",
				e.Lane, e.Session, cur)
		}
	}
	return nil
}

// checkWatcherClosesAgent (effects): the watcher's finalization of a lane first closes the lane's
// cached agent, with row-ending off (docs/contract.md §2.9 step 1.1), whether the promote then
// lands (Finalized) or fails (a StoreFailed of promote_to_session_reset naming the lane). Where the
// model knows an agent surely cached on the lane and the step did nothing else on it before, an
// attempt without that close leaves an agent bound to an incarnation the watcher closed.
func checkWatcherClosesAgent(o *Observation, h *History) error {
	if _, ok := o.Event.(Tick); !ok {
		return nil
	}
	for i := range o.Effects {
		e := &o.Effects[i]
		watcher := e.Kind == gateway.Finalized || e.Kind == gateway.StoreFailed && e.Op == "promote_to_session_reset"
		if !watcher || e.Lane == "" || h.agents[e.Lane] == "" || finalizeClosed(o.Effects[:i], e.Lane) {
			continue
		}
		return violate("effects", "the watcher finalized lane %s without closing its cached agent (built for %s)", e.Lane, h.agents[e.Lane])
	}
	return nil
}

// finalizeClosed reports whether, going back from a finalization's report over the writes of the
// same finalization, the lane's agent close comes first, or something else of the lane's that
// leaves the agent unknown.
func finalizeClosed(before []gateway.Effect, k gateway.LaneKey) bool {
	for j := len(before) - 1; j >= 0; j-- {
		e := &before[j]
		switch {
		case e.Lane != k:
		case e.Kind == gateway.RowPromoted || e.Kind == gateway.RouteSaved || e.Kind == gateway.StoreFailed:
		default:
			return true // an AgentClosed, or another event of the lane's (not this check's to judge)
		}
	}
	return false
}

// checkRecoveredRoute ("effects"): a recovery moves the lane's route onto the row it recovered
// (docs/contract.md §2.5, §2.10 step 1: reopen, then repoint the entry), so when a lane's last
// effect that names its route in the step is a Recovered one, the process's entry names that
// row. (A later routing, save or drop of the lane says where the route went instead.)
func checkRecoveredRoute(o *Observation, h *History) error {
	if o.Entries == nil {
		return nil
	}
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.Recovered || e.Lane == "" || routeNamedLater(o.Effects[i+1:], e.Lane) {
			continue
		}
		if en, ok := o.entry(e.Lane); ok && en.SessionID != e.Session {
			return violate("effects", "lane %s recovered %s, but its entry names %s", e.Lane, e.Session, en.SessionID)
		} else if !ok {
			return violate("effects", "lane %s recovered %s, but the process holds no entry for it", e.Lane, e.Session)
		}
	}
	return nil
}

// routeNamedLater reports whether effs name lane k's route: a routing, a save or a drop.
func routeNamedLater(effs []gateway.Effect, k gateway.LaneKey) bool {
	for i := range effs {
		switch effs[i].Kind {
		case gateway.Routed, gateway.RouteSaved, gateway.RouteDropped, gateway.Recovered:
			if effs[i].Lane == k {
				return true
			}
		}
	}
	return false
}

// checkCompressionOrder ("effects"): a compression ends its parent `compression` only once the
// child that continues it exists (docs/contract.md §1.5: the parent ends, a live child inherits
// the transcript): the step's RowCreated of that child, naming the parent, comes first. A parent
// ended with no child (its create failed) leaves the conversation's transcript behind an
// explicit end that nothing reopens.
func checkCompressionOrder(o *Observation, h *History) error {
	if _, ok := o.Event.(Compress); !ok {
		return nil
	}
	for i := range o.Effects {
		e := &o.Effects[i]
		if (e.Kind == gateway.RowEnded || e.Kind == gateway.RowPromoted) && e.Reason == gateway.EndCompression &&
			!slices.ContainsFunc(o.Effects[:i], func(c gateway.Effect) bool { return c.Kind == gateway.RowCreated && c.Parent == e.Session }) {
			return violate("effects", "lane %s's compression ended %s before any child continued it", e.Lane, e.Session)
		}
	}
	return nil
}

// checkNewClosesAgentHard ("effects"): /new closes the lane's cached agent the hard way, which
// ends its live row as agent_close before the promote overrides it (docs/contract.md §2.6 step
// 2, the order B23 is about). A close that left the live row as it was skipped that end. A step
// whose store failed is left alone (the end may be what failed).
func checkNewClosesAgentHard(o *Observation, h *History) error {
	nc, ok := o.Event.(NewCmd)
	if !ok || storeFailed(o.Effects) {
		return nil
	}
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind == gateway.AgentClosed && e.Lane == nc.Lane.Key && !e.RowEnded && h.rows[e.Session].live {
			return violate("effects", "/new on lane %s closed the agent of the live row %s without ending it: the hard close ends it as agent_close first",
				e.Lane, e.Session)
		}
	}
	return nil
}

// endedReported ("effects"): a write that ends a row, or changes the reason it ended with, is
// reported by an effect of the step naming that row with that reason (RowEnded, RowPromoted, or
// an agent close that says it ended the row as agent_close): the model learns every boundary and
// accident from these effects, so an end left unreported would hide it. Rows no earlier step saw
// are creations (createdReported).
func endedReported(o *Observation, h *History) error {
	type endSeen struct {
		live   bool
		reason gateway.EndReason
	}
	before := map[gateway.SessionID]endSeen{}
	for _, w := range o.Writes {
		if w.Row == nil {
			continue
		}
		id := w.Row.ID
		b, ok := before[id]
		if !ok {
			seen, known := h.rows[id]
			if !known {
				before[id] = endSeen{live: w.Row.Live(), reason: w.Row.EndReason}
				continue
			}
			b = endSeen{live: seen.live, reason: seen.reason}
		}
		before[id] = endSeen{live: w.Row.Live(), reason: w.Row.EndReason}
		if w.Row.Live() || !b.live && b.reason == w.Row.EndReason {
			continue
		}
		reason := w.Row.EndReason
		if !slices.ContainsFunc(o.Effects, func(e gateway.Effect) bool {
			return e.Session == id && ((e.Kind == gateway.RowEnded || e.Kind == gateway.RowPromoted) && e.Reason == reason ||
				e.Kind == gateway.AgentClosed && e.RowEnded && reason == gateway.EndAgentClose)
		}) {
			return violate("effects", "row %s was ended %s during %s without an effect that reports it", id, reason, eventName(o.Event))
		}
	}
	return nil
}
