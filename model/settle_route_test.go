package model

import (
	"time"

	"testing"

	"gatewaysim/gateway"
)

// After an accident on a row whose transcript write failed, the effects leave recovery's pick open:
// the row may be findable (the message stays) or hold nothing (a fresh start). What the routing
// reads right before the call settles it, and the landing the disk rules out is then a violation.
func TestReadBeforeSettlesTheRoutingPath(t *testing.T) {
	ended := gateway.Row{ID: "s1", Key: tg.Key, Peer: gateway.Peer{Platform: tg.Platform}, StartedAt: t0,
		EndedAt: t0, EndReason: gateway.EndAgentClose, Messages: 2, UserAt: t0}
	empty := ended
	empty.Messages = 0
	entry := gateway.Entry{Key: tg.Key, SessionID: "s1", UpdatedAt: t0}
	for _, c := range []struct {
		name          string
		read          *PreRead
		stays, starts bool // allowed: recovering s1, a fresh start without a reason
	}{
		{"nothing read: either", nil, true, true},
		{"the row is findable: it is recovered", &PreRead{Lane: tg.Key, Entry: &entry, Row: &ended, LaneRows: []gateway.Row{ended}}, true, false},
		{"the row holds nothing: a fresh start", &PreRead{Lane: tg.Key, Entry: &entry, Row: &empty, LaneRows: []gateway.Row{empty}}, false, true},
	} {
		for _, o := range []struct {
			what    string
			effs    []gateway.Effect
			allowed bool
		}{
			{"stay", append([]gateway.Effect{fx(gateway.RouteDropped, tg.Key, "s1"), fx(gateway.RowReopened, tg.Key, "s1"), fx(gateway.Recovered, tg.Key, "s1")}, same(tg, "s1", 2)...), c.stays},
			{"fresh", append([]gateway.Effect{fx(gateway.RouteDropped, tg.Key, "s1")}, fresh(tg, "s1", "s2", "", 2)...), c.starts},
		} {
			t.Run(c.name+"/"+o.what, func(t *testing.T) {
				d := newDrv(t)
				d.chat(tg, "s1", 1, 100)
				failed := gateway.Effect{Kind: gateway.StoreFailed, Op: "append_message", Lane: tg.Key, Session: "s1", Why: "locked"}
				d.must(Advance{d.now.Add(time.Minute)}, failed)
				d.must(AgentClose{tg.Key}, rowEnd(tg, "s1", gateway.EndAgentClose, false), agentClosed(tg, "s1"))
				if c.read != nil {
					d.m.ReadBefore(*c.read)
				}
				err := d.step(Message{Lane: tg}, o.effs...)
				if (err == nil) != o.allowed {
					t.Fatalf("allowed %v, want %v (%v)", err == nil, o.allowed, err)
				}
				if err != nil {
					t.Log(err)
				}
			})
		}
	}
}

// TestNoHealWhereTheRowIsThere: a routing that read a live row on its route may not heal (drop
// the route as stale, recover): the message stays.
func TestNoHealWhereTheRowIsThere(t *testing.T) {
	live := gateway.Row{ID: "s1", Key: tg.Key, Peer: gateway.Peer{Platform: tg.Platform}, StartedAt: t0, Messages: 2, UserAt: t0}
	entry := gateway.Entry{Key: tg.Key, SessionID: "s1", UpdatedAt: t0}
	stale := gateway.Effect{Kind: gateway.RouteDropped, Lane: tg.Key, Session: "s1", Why: "stale"}
	for _, c := range []struct {
		name string
		effs []gateway.Effect
		inv  string
	}{
		{"stays", same(tg, "s1", 2), ""},
		{"drops and recovers", append([]gateway.Effect{stale, fx(gateway.Recovered, tg.Key, "s1")}, same(tg, "s1", 2)...), "I15"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := newDrv(t)
			d.chat(tg, "s1", 1, 100)
			d.m.ReadBefore(PreRead{Lane: tg.Key, Entry: &entry, Row: &live, LaneRows: []gateway.Row{live}})
			err := d.step(Message{Lane: tg}, c.effs...)
			if c.inv == "" && err != nil {
				t.Fatal(err)
			}
			if c.inv != "" {
				wantInv(t, c.inv, err)
			}
		})
	}
}

// TestChainEndFollowsContinuations: the walk along a compression chain takes each link's last
// child in the rows' order and stops at a row that is live or ended for another reason.
func TestChainEndFollowsContinuations(t *testing.T) {
	parent := gateway.Row{ID: "s1", EndedAt: t0, EndReason: gateway.EndCompression}
	mid := gateway.Row{ID: "s2", ParentID: "s1", EndedAt: t0, EndReason: gateway.EndCompression}
	tip := gateway.Row{ID: "s3", ParentID: "s2"}
	other := gateway.Row{ID: "s4", ParentID: "s2", EndedAt: t0, EndReason: gateway.EndAgentClose}
	if got, moved := chainEnd(parent, []gateway.Row{parent, mid, other, tip}); !moved || got.ID != "s3" {
		t.Errorf("chain end %s (moved %v), want s3", got.ID, moved)
	}
	if got, moved := chainEnd(parent, []gateway.Row{parent, mid, tip, other}); !moved || got.ID != "s4" {
		t.Errorf("chain end %s (moved %v), want s4, the link's last child", got.ID, moved)
	}
	if _, moved := chainEnd(parent, []gateway.Row{parent}); moved {
		t.Error("a parent without a continuation moved")
	}
}
