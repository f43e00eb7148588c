package model

import (
	"maps"
	"slices"
	"strings"

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
	Timers    []gateway.ReapTimer  // Gateway.ReapTimers: sorted by (due, record, generation)
	Records   []gateway.RecordView // Gateway.Records: every TUI record of the process, sorted by id (nil: not read)
}

// CheckViews ("views") compares the process's views with what the model knows the process
// holds: the turn in flight on each lane (its token, on a session of the conversation it
// started on), the events the restore gate holds and the boot resume turns it waits for, the
// follow-ups waiting behind each lane's turn, the operator's drain, and each agent the model
// knows surely cached (its session); the reap timers in firing order. Every list is sorted as
// its view says.
func (m *Model) CheckViews(v *Views) error {
	// (Judged after every step: nothing here allocates unless something is queued, waiting or
	// wrong.)
	running := 0
	for li := range m.lanes {
		if m.lanes[li].turn.token != 0 {
			running++
		}
	}
	for i, k := range v.Running {
		li, ok := m.laneIx[k]
		if !ok || m.lanes[li].turn.token == 0 || i > 0 && v.Running[i-1] >= k {
			return m.runningMismatch(v.Running)
		}
		ls := &m.lanes[li]
		tok, s, ok := v.Turn(k)
		if !ok || tok != ls.turn.token || m.bind[s] != ls.turn.conv {
			return violate("views", "lane %s's running turn is reported as %v on %s (running %v), the model knows %v on %v",
				k, tok, s, ok, ls.turn.token, m.convs[ls.turn.conv].sessions)
		}
	}
	if len(v.Running) != running {
		return m.runningMismatch(v.Running)
	}
	for li := range m.lanes {
		if ls := &m.lanes[li]; ls.turn.token == 0 {
			if tok, s, ok := v.Turn(ls.lane.Key); ok {
				return violate("views", "lane %s reports a running turn %v on %s, the model knows none", ls.lane.Key, tok, s)
			}
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
	if err := m.checkTimersView(v.Timers); err != nil {
		return err
	}
	if v.Records != nil {
		if err := m.checkRecordsView(v.Records); err != nil {
			return err
		}
	}
	return m.checkAgentsView(v.Agents)
}

// CheckTuiViews is CheckViews's TUI part alone, for a step in which the messaging gateway is down
// or exiting while other processes run (docs/contract.md §9.1): their reap timers in firing order,
// and their records when read (nil: not read).
func (m *Model) CheckTuiViews(timers []gateway.ReapTimer, records []gateway.RecordView) error {
	if err := checkTimersSorted(timers); err != nil {
		return err
	}
	if err := m.checkTimersView(timers); err != nil {
		return err
	}
	if records != nil {
		return m.checkRecordsView(records)
	}
	return nil
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

// runningMismatch reports the running lanes the process listed against the model's, sorted.
func (m *Model) runningMismatch(reported []gateway.LaneKey) error {
	var known []gateway.LaneKey
	for li := range m.lanes {
		if m.lanes[li].turn.token != 0 {
			known = append(known, m.lanes[li].lane.Key)
		}
	}
	slices.Sort(known)
	return violate("views", "the process reports turns running on lanes %v, the model knows them on %v", reported, known)
}

// gateKinds names the restore gate's queued actions as GateView does.
var gateKinds = [...]string{actMessage: "message", actNew: "new", actResume: "resume", actStop: "stop",
	actCompress: "compress", actRestart: "restart"}

func (m *Model) checkGateView(g *gateway.GateView) error {
	if g.Outstanding != len(m.proc.gated) || len(m.proc.gated) > 0 && !g.Holding {
		return violate("views", "the restore gate reports holding %v for %d resume turns, the model knows %d running (%v)",
			g.Holding, g.Outstanding, len(m.proc.gated), m.proc.gated)
	}
	if len(g.Queue) == 0 && !m.anyPending(func(p *pending) bool { return p.queued }) {
		return nil
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
	if len(fs) == 0 && !m.anyPending(func(p *pending) bool { return p.waiting && p.kind == actMessage }) {
		return nil
	}
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
	for i := 1; i < len(as); i++ {
		if as[i-1].Lane >= as[i].Lane {
			return violate("views", "the agent cache is reported out of lane order: %s before %s", as[i-1].Lane, as[i].Lane)
		}
	}
	var wrong []gateway.LaneKey // (map order: the smallest is reported)
	for k, s := range m.hist.agents {
		if agentOf(as, k) != s {
			wrong = append(wrong, k)
		}
	}
	if len(wrong) == 0 {
		return nil
	}
	k := slices.Min(wrong)
	return violate("views", "lane %s's cached agent is reported for %q, the model knows it built for %s", k, agentOf(as, k), m.hist.agents[k])
}

// agentOf is the session of lane k's agent in as, sorted by lane ("" for none).
func agentOf(as []gateway.CachedAgent, k gateway.LaneKey) gateway.SessionID {
	j, found := slices.BinarySearchFunc(as, k, func(a gateway.CachedAgent, k gateway.LaneKey) int { return strings.Compare(string(a.Lane), string(k)) })
	if !found {
		return ""
	}
	return as[j].Session
}

// anyPending reports whether some lane holds a pending action that is.
func (m *Model) anyPending(is func(*pending) bool) bool {
	for li := range m.lanes {
		for i := range m.lanes[li].pending {
			if is(&m.lanes[li].pending[i]) {
				return true
			}
		}
	}
	return false
}
