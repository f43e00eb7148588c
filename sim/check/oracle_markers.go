package check

import (
	"fmt"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// Every change of a lane's resume marker is reported (docs/contract.md §6): a kept entry that
// becomes resume-pending comes with a MarkedResume effect, and one whose marker is cleared with a
// ClearedResume effect, unless the step rebuilt, dropped or replaced the entry (Recovered,
// RouteDropped, an effect of the lane naming another session), which reports the change its own way. The model learns the marker from these effects, so an
// unreported change would leave it, and the operator reading the trace, with the old one.

// markerSeen is a lane's marker as the process last held it, with the session it was for.
type markerSeen struct {
	session gateway.SessionID
	pending bool
}

// markerReports follows the markers of the process last seen.
type markerReports struct {
	g    *gateway.Gateway
	seen map[gateway.LaneKey]markerSeen
}

// check judges the lanes whose entry the step changed (lanes). A boot, or a process not seen
// before, only sets the baseline: its load reads the markers from the disk.
func (m *markerReports) check(w *sim.World, ev model.Event, fx []gateway.Effect, lanes []gateway.LaneKey) error {
	g := w.Gateway()
	if g == nil {
		m.g = nil
		return nil
	}
	if _, boot := ev.(model.Boot); boot || g != m.g {
		m.g, m.seen = g, map[gateway.LaneKey]markerSeen{}
		for _, l := range w.Lanes() {
			if e, ok := g.EntryShared(l.Key); ok {
				m.seen[l.Key] = markerSeen{e.SessionID, e.ResumePending}
			}
		}
		return nil
	}
	for _, k := range lanes {
		prev, had := m.seen[k]
		e, ok := g.EntryShared(k)
		if !ok {
			delete(m.seen, k)
			continue
		}
		now := markerSeen{e.SessionID, e.ResumePending}
		m.seen[k] = now
		if !had || prev.session != now.session || prev.pending == now.pending || rebuilt(fx, k, now.session) {
			continue
		}
		want, what := gateway.MarkedResume, "marked resume-pending"
		if prev.pending {
			want, what = gateway.ClearedResume, "cleared of its resume marker"
		}
		if !reported(fx, want, k) {
			return &model.Violation{Inv: "effects", Facts: fmt.Sprintf(
				"lane %s's entry (on %s) was %s during %s without a %s effect", k, e.SessionID, what, model.EventName(ev), want)}
		}
	}
	return nil
}

// rebuilt reports whether the step recovered or dropped lane k's entry, or moved the lane through
// another session than s on the way (a /new and a /resume back, both released by the restore
// gate, whose route saves may have failed): any effect of the lane that names another session.
func rebuilt(fx []gateway.Effect, k gateway.LaneKey, s gateway.SessionID) bool {
	for i := range fx {
		e := &fx[i]
		if e.Lane == k && (e.Kind == gateway.Recovered || e.Kind == gateway.RouteDropped || e.Session != "" && e.Session != s) {
			return true
		}
	}
	return false
}

// reported reports whether fx holds an effect of kind on lane k.
func reported(fx []gateway.Effect, kind gateway.EffectKind, k gateway.LaneKey) bool {
	for i := range fx {
		if fx[i].Kind == kind && fx[i].Lane == k {
			return true
		}
	}
	return false
}
