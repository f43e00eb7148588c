package model

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestCheckViewsCatchesALyingView: with one turn running on s2, each view that misreports it (or
// reports a queue, a follow-up, a drain or an agent that is not there) fails "views"; the true
// views pass.
func TestCheckViewsCatchesALyingView(t *testing.T) {
	d := newDrv(t)
	d.chat(wh, "w1", 1, 100) // a lane the model knows idle
	d.chat(tg, "s1", 2, 100)
	d.must(Message{Lane: tg}, same(tg, "s1", 3)...)
	d.must(WsConnect{1})
	d.must(SessionCreate{Transport: 1}, fx(gateway.RowCreated, "tui:v1", "v1"),
		gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 1, Session: "v1", Bind: "create"})
	turn := func(tok gateway.TurnToken, s gateway.SessionID) func(gateway.LaneKey) (gateway.TurnToken, gateway.SessionID, bool) {
		return func(k gateway.LaneKey) (gateway.TurnToken, gateway.SessionID, bool) { return tok, s, k == tg.Key }
	}
	truth := func() Views {
		return Views{Running: []gateway.LaneKey{tg.Key}, Turn: turn(3, "s1"),
			Agents:  []gateway.CachedAgent{{Lane: tg.Key, Session: "s1"}, {Lane: wh.Key, Session: "w1"}},
			Records: []gateway.RecordView{{ID: 1, Transport: 1, Session: "v1"}}}
	}
	if v := truth(); d.m.CheckViews(&v) != nil {
		t.Fatalf("the true views: %v", d.m.CheckViews(&v))
	}
	lies := map[string]func(v *Views){
		"no turn running":       func(v *Views) { v.Running = nil },
		"a turn reported twice": func(v *Views) { v.Running = []gateway.LaneKey{tg.Key, tg.Key} },
		"a lane the model does not know": func(v *Views) {
			v.Running = []gateway.LaneKey{tg.Key, "agent:main:nowhere"}
		},
		"another token":   func(v *Views) { v.Turn = turn(1, "s1") },
		"another session": func(v *Views) { v.Turn = turn(3, "s9") },
		"an idle lane's turn": func(v *Views) {
			v.Turn = func(gateway.LaneKey) (gateway.TurnToken, gateway.SessionID, bool) { return 3, "s1", true }
		},
		"a held event":        func(v *Views) { v.Gate.Queue = []gateway.QueuedEvent{{Kind: "message", Lane: tg.Key}} },
		"resume turns waited": func(v *Views) { v.Gate.Outstanding = 1 },
		"a follow-up": func(v *Views) {
			v.FollowUps = []gateway.LaneFollowUps{{Lane: tg.Key, Messages: []gateway.Message{{}}}}
		},
		"the operator's drain":       func(v *Views) { v.Quiesced = true },
		"no agent cached":            func(v *Views) { v.Agents = nil },
		"a record reported closed":   func(v *Views) { v.Records[0].Finalized = true },
		"a record reported running":  func(v *Views) { v.Records[0].Running, v.Records[0].Turn = true, 7 },
		"a record reported detached": func(v *Views) { v.Records[0].Transport = 0 },
		"a record no effect made":    func(v *Views) { v.Records = append(v.Records, gateway.RecordView{ID: 2, Session: "v1"}) },
		"a record left out":          func(v *Views) { v.Records = []gateway.RecordView{} },
		"timers out of order": func(v *Views) {
			v.Timers = []gateway.ReapTimer{{Record: 2, Due: t0}, {Record: 1, Due: t0}}
		},
	}
	for name, lie := range lies {
		t.Run(name, func(t *testing.T) {
			v := truth()
			lie(&v)
			wantInv(t, "views", d.m.CheckViews(&v))
		})
	}
}

// TestCheckTimersViewFollowsArmsAndRebinds: a detachment's reap is listed until a rebind cancels
// it; one listed after the rebind, one of another generation or due time, two for one record, or
// a pending one left out fail "views".
func TestCheckTimersViewFollowsArmsAndRebinds(t *testing.T) {
	d := tuiSetup(t, false)
	d.must(TeardownApply{1}, gateway.Effect{Kind: gateway.RecordDetached, Record: 1, Transport: 1},
		gateway.Effect{Kind: gateway.ReapArmed, Record: 1, Token: 1, At: d.now.Add(20 * time.Second)})
	armed := gateway.ReapTimer{Record: 1, Generation: 1, Due: d.now.Add(20 * time.Second)}
	check := func(ts ...gateway.ReapTimer) error {
		v := Views{Timers: ts}
		return d.m.CheckViews(&v)
	}
	if err := check(armed); err != nil {
		t.Fatalf("the armed timer: %v", err)
	}
	wantInv(t, "views", check())
	other := armed
	other.Generation = 2
	wantInv(t, "views", check(other))
	later := armed
	later.Due = later.Due.Add(time.Second)
	wantInv(t, "views", check(armed, later))
	d.must(WsConnect{2})
	d.must(SessionResume{Transport: 2, Target: "v1"},
		gateway.Effect{Kind: gateway.RecordBound, Record: 1, Transport: 2, Session: "v1", Bind: "resume-live"})
	if err := check(); err != nil {
		t.Fatalf("no timer after the rebind: %v", err)
	}
	wantInv(t, "views", check(armed))
}
