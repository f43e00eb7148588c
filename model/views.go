package model

import (
	"maps"
	"slices"

	"gatewaysim/gateway"
)

// Views is what a running process reports of its in-memory state (gateway/inspect.go and the
// views beside it): what a driver, an operator's status page and the scenario language's state
// directive read. Nothing durable depends on them, so no other check would see one that lies.
type Views struct {
	Running   []gateway.LaneKey // Gateway.Running: lanes with a turn in flight, sorted
	Turn      func(gateway.LaneKey) (gateway.TurnToken, gateway.SessionID, bool)
	Gate      gateway.GateView
	FollowUps []gateway.LaneFollowUps
	Quiesced  bool
	Agents    []gateway.CachedAgent
	Timers    []gateway.ReapTimer // Gateway.ReapTimers: sorted by (due, record, generation)
}

// CheckViews ("views") compares the process's views with what the model knows the process
// holds: the turn in flight on each lane (its token, on a session of the conversation it
// started on), the events the restore gate holds and the boot resume turns it waits for, the
// follow-ups waiting behind each lane's turn, the operator's drain, and each agent the model
// knows surely cached (its session); the reap timers in firing order. Every list is sorted as
// its view says.
func (m *Model) CheckViews(v *Views) error {
	var running []gateway.LaneKey
	for li := range m.lanes {
		ls := &m.lanes[li]
		if ls.turn.token != 0 {
			running = append(running, ls.lane.Key)
		}
	}
	slices.Sort(running)
	if !slices.Equal(running, v.Running) {
		return violate("views", "the process reports turns running on lanes %v, the model knows them on %v", v.Running, running)
	}
	for _, k := range running {
		ls := &m.lanes[m.laneIx[k]]
		tok, s, ok := v.Turn(k)
		if !ok || tok != ls.turn.token || m.bind[s] != ls.turn.conv {
			return violate("views", "lane %s's running turn is reported as %v on %s (running %v), the model knows %v on %v",
				k, tok, s, ok, ls.turn.token, m.convs[ls.turn.conv].sessions)
		}
	}
	if err := m.checkGateView(&v.Gate); err != nil {
		return err
	}
	if err := m.checkFollowUpsView(v.FollowUps); err != nil {
		return err
	}
	if !m.proc.draining && v.Quiesced != m.proc.quiesced {
		return violate("views", "the process reports the operator's drain %v, the model knows it %v", v.Quiesced, m.proc.quiesced)
	}
	if err := checkTimersSorted(v.Timers); err != nil {
		return err
	}
	return m.checkAgentsView(v.Agents)
}

// checkTimersSorted: the reap timers are listed in the order they fire, by due time, then
// record, then generation.
func checkTimersSorted(ts []gateway.ReapTimer) error {
	for i := 1; i < len(ts); i++ {
		a, b := ts[i-1], ts[i]
		if b.Due.Before(a.Due) || b.Due.Equal(a.Due) && (b.Record < a.Record || b.Record == a.Record && b.Generation < a.Generation) {
			return violate("views", "the reap timers are listed out of firing order: %v before %v", a, b)
		}
	}
	return nil
}

// gateKinds names the restore gate's queued actions as GateView does.
var gateKinds = [...]string{actMessage: "message", actNew: "new", actResume: "resume", actStop: "stop",
	actCompress: "compress", actRestart: "restart"}

func (m *Model) checkGateView(g *gateway.GateView) error {
	if g.Outstanding != len(m.proc.gated) || len(m.proc.gated) > 0 && !g.Holding {
		return violate("views", "the restore gate reports holding %v for %d resume turns, the model knows %d running (%v)",
			g.Holding, g.Outstanding, len(m.proc.gated), m.proc.gated)
	}
	held := map[gateway.LaneKey][]gateway.QueuedEvent{}
	for _, q := range g.Queue {
		held[q.Lane] = append(held[q.Lane], q)
	}
	for li := range m.lanes {
		ls := &m.lanes[li]
		var want []string
		for _, p := range ls.pending {
			if !p.queued {
				continue
			}
			kind := gateKinds[p.kind]
			if p.kind == actMessage && p.internal {
				kind = "internal"
			}
			want = append(want, kind)
		}
		got := held[ls.lane.Key]
		delete(held, ls.lane.Key)
		same := len(got) == len(want)
		for i := 0; same && i < len(got); i++ {
			same = got[i].Kind == want[i]
		}
		if !same {
			return violate("views", "the restore gate reports %v held for lane %s, the model knows %v", got, ls.lane.Key, want)
		}
	}
	if len(held) > 0 {
		k := slices.Sorted(maps.Keys(held))[0]
		return violate("views", "the restore gate reports %v held for lane %s, which the model knows nothing queued for", held[k], k)
	}
	return nil
}

func (m *Model) checkFollowUpsView(fs []gateway.LaneFollowUps) error {
	waiting := map[gateway.LaneKey][]bool{} // each lane's waiting messages: internal or not
	for i, f := range fs {
		if i > 0 && fs[i-1].Lane >= f.Lane {
			return violate("views", "the follow-ups are reported out of lane order: %s before %s", fs[i-1].Lane, f.Lane)
		}
		for _, msg := range f.Messages {
			waiting[f.Lane] = append(waiting[f.Lane], msg.Internal)
		}
	}
	for li := range m.lanes {
		ls := &m.lanes[li]
		var want []bool
		for _, p := range ls.pending {
			if p.waiting && p.kind == actMessage {
				want = append(want, p.internal)
			}
		}
		got := waiting[ls.lane.Key]
		delete(waiting, ls.lane.Key)
		if !slices.Equal(got, want) {
			return violate("views", "lane %s's follow-ups are reported as %v (internal or not), the model knows %v", ls.lane.Key, got, want)
		}
	}
	if len(waiting) > 0 {
		k := slices.Sorted(maps.Keys(waiting))[0]
		return violate("views", "lane %s's follow-ups are reported as %v, the model knows none", k, waiting[k])
	}
	return nil
}

func (m *Model) checkAgentsView(as []gateway.CachedAgent) error {
	cached := make(map[gateway.LaneKey]gateway.SessionID, len(as))
	for i, a := range as {
		if i > 0 && as[i-1].Lane >= a.Lane {
			return violate("views", "the agent cache is reported out of lane order: %s before %s", as[i-1].Lane, a.Lane)
		}
		cached[a.Lane] = a.Session
	}
	for _, k := range slices.Sorted(maps.Keys(m.hist.agents)) {
		if s := m.hist.agents[k]; cached[k] != s {
			return violate("views", "lane %s's cached agent is reported for %q, the model knows it built for %s", k, cached[k], s)
		}
	}
	return nil
}
