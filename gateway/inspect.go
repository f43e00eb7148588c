package gateway

import "time"

// Read-only views of the process's in-memory state for drivers and reports (the scenario
// language's state directive); nothing here changes the gateway or emits an effect.

// QueuedEvent is one inbound event the startup restore gate holds.
type QueuedEvent struct {
	Kind   string // message, internal, new, resume, stop, compress
	Lane   LaneKey
	Target SessionID // resume: the target
}

// GateView is the restore gate: whether it holds inbound events, and the events it holds, in
// arrival order.
type GateView struct {
	Holding     bool
	Outstanding int // startup resume turns still running
	Queue       []QueuedEvent
}

// Gate returns the restore gate's state.
func (g *Gateway) Gate() GateView {
	v := GateView{Holding: g.boot.gate || g.phase == PhaseBooting, Outstanding: g.boot.outstanding}
	for _, p := range g.boot.queue {
		kind := [...]string{pendingMessage: "message", pendingNew: "new", pendingResume: "resume",
			pendingStop: "stop", pendingCompress: "compress", pendingRestart: "restart"}[p.kind]
		if p.kind == pendingMessage && p.msg.Internal {
			kind = "internal"
		}
		v.Queue = append(v.Queue, QueuedEvent{Kind: kind, Lane: g.laneKey(p.msg.Source), Target: p.target})
	}
	return v
}

// CachedAgent is one agent of the agent cache.
type CachedAgent struct {
	Lane     LaneKey
	Session  SessionID
	LastUsed time.Time
}

// Agents lists the agent cache, sorted by lane.
func (g *Gateway) Agents() []CachedAgent {
	out := make([]CachedAgent, 0, len(g.agents))
	for _, k := range sortedKeys(g.agents) {
		a := g.agents[k]
		out = append(out, CachedAgent{Lane: k, Session: a.session, LastUsed: a.lastUsed})
	}
	return out
}
