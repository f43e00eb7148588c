package check

import (
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// TestMarkerChangesAreReported: a lane marked resume-pending, or cleared of its marker, must come
// with its MarkedResume or ClearedResume effect; the same step with the effect passes, and a step
// that moved the lane through another session reports the change its own way.
func TestMarkerChangesAreReported(t *testing.T) {
	w := worldAfter(t, "message lane=a turn=10m/ok tokens=100")
	g := w.Gateway()
	k := w.Lanes()[0].Key
	var m markerReports
	if err := m.check(w, model.Boot{}, nil, nil); err != nil {
		t.Fatal(err)
	}
	// The process's entry holds no marker; one last seen with it was cleared in the step.
	e, _ := g.EntryShared(k)
	cleared := func() *markerReports {
		c := m
		c.seen = map[gateway.LaneKey]markerSeen{k: {e.SessionID, true}}
		return &c
	}
	if err := cleared().check(w, model.Tick{}, nil, []gateway.LaneKey{k}); err == nil || !strings.Contains(err.Error(), "cleared of its resume marker") {
		t.Errorf("a clear without its effect: want an effects violation, got %v", err)
	}
	if err := cleared().check(w, model.Tick{}, []gateway.Effect{{Kind: gateway.ClearedResume, Lane: k}}, []gateway.LaneKey{k}); err != nil {
		t.Errorf("a clear with its effect: %v", err)
	}
	if err := cleared().check(w, model.Tick{}, []gateway.Effect{{Kind: gateway.RouteSaved, Lane: k, Session: "other"}}, []gateway.LaneKey{k}); err != nil {
		t.Errorf("a lane moved through another session: %v", err)
	}
	g.TakeEffects()
	g.MarkResumePending(k, gateway.ResumeRestartTimeout)
	fx := g.TakeEffects()
	if !reported(fx, gateway.MarkedResume, k) {
		t.Fatalf("the gateway's marking reports no MarkedResume: %v", fx)
	}
	event := model.MarkResume{Lane: k, Reason: gateway.ResumeRestartTimeout}
	lanes := []gateway.LaneKey{k}
	unreported := func(fx []gateway.Effect, kind gateway.EffectKind) []gateway.Effect {
		var out []gateway.Effect
		for _, e := range fx {
			if e.Kind != kind {
				out = append(out, e)
			}
		}
		return out
	}
	bad := m // (a copy: the same baseline)
	bad.seen = map[gateway.LaneKey]markerSeen{k: m.seen[k]}
	if err := bad.check(w, event, unreported(fx, gateway.MarkedResume), lanes); err == nil ||
		!strings.Contains(err.Error(), "effects: ") || !strings.Contains(err.Error(), "marked resume-pending") {
		t.Errorf("a marking without its effect: want an effects violation, got %v", err)
	}
	if err := m.check(w, event, fx, lanes); err != nil {
		t.Errorf("a marking with its effect: %v", err)
	}
}
