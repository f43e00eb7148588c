package check

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestElsewhereEndMustLand: another process's end of a live row, or its promote of a row ended
// by accident, must come out as the write's effect (or a failed write); a row whose first reason
// stands needs none.
func TestElsewhereEndMustLand(t *testing.T) {
	live := gateway.Row{ID: "s1", Key: "k"}
	accident := gateway.Row{ID: "s1", Key: "k", EndedAt: time.Date(2026, 3, 28, 9, 0, 0, 0, time.UTC), EndReason: gateway.EndAgentClose}
	ended := gateway.Effect{Kind: gateway.RowEnded, Session: "s1", Reason: gateway.EndWsOrphanReap}
	promoted := gateway.Effect{Kind: gateway.RowPromoted, Session: "s1", Reason: gateway.EndSessionReset}
	failed := gateway.Effect{Kind: gateway.StoreFailed, Op: "end_session"}
	for _, c := range []struct {
		name   string
		row    gateway.Row
		reason gateway.EndReason
		fx     []gateway.Effect
		bad    bool
	}{
		{"an end that did not land", live, gateway.EndWsOrphanReap, nil, true},
		{"an end with another reason", live, gateway.EndWsOrphanReap, []gateway.Effect{{Kind: gateway.RowEnded, Session: "s1", Reason: gateway.EndAgentClose}}, true},
		{"an end that landed", live, gateway.EndWsOrphanReap, []gateway.Effect{ended}, false},
		{"an end that failed", live, gateway.EndWsOrphanReap, []gateway.Effect{failed}, false},
		{"the first reason stands", accident, gateway.EndWsOrphanReap, nil, false},
		{"a promote that did not land", accident, gateway.EndSessionReset, nil, true},
		{"a promote that landed", accident, gateway.EndSessionReset, []gateway.Effect{promoted}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			o := &Oracle{ew: elsewhere{on: true, lane: "k", reason: c.reason, row: c.row}}
			err := o.checkElsewhere(c.fx)
			if (err != nil) != c.bad {
				t.Fatalf("violation %v, want %v", err, c.bad)
			}
			if err != nil {
				t.Log(err)
			}
		})
	}
}
