package gateway

// Whether the process takes an inbound event now (docs/contract.md §2.10 step 4, §2.11 step 1).

type pendingKind uint8

const (
	pendingMessage pendingKind = iota
	pendingNew
	pendingResume
	pendingStop
	pendingCompress
	pendingRestart
)

// pending is an inbound event held by the startup restore gate.
type pending struct {
	kind   pendingKind
	msg    Message
	target SessionID
}

// accepting reports whether an inbound event is handled now. While the process drains or is
// gone the event is rejected; while the restore gate holds (boot resume turns still running) it is
// queued and replayed in order when the gate lifts.
func (g *Gateway) accepting(src Source, p pending) bool {
	k := g.laneKey(src)
	switch {
	case g.phase == PhaseDraining || g.phase == PhaseExited:
		g.emit(Effect{Kind: Rejected, Lane: k, Why: "shutting down"})
		return false
	case g.phase == PhaseBooting || g.boot.gate:
		g.boot.queue = append(g.boot.queue, p)
		g.emit(Effect{Kind: Queued, Lane: k})
		return false
	}
	return true
}

// liftGate opens the restore gate once the resume pass has run and every synthetic turn it started
// has ended, then replays the queued events in arrival order.
func (g *Gateway) liftGate() {
	if !g.boot.gate || !g.boot.passDone || g.boot.outstanding > 0 || g.phase != PhaseRunning {
		return
	}
	g.boot.gate = false
	queue := g.boot.queue
	g.boot.queue = nil
	for _, p := range queue {
		g.emit(Effect{Kind: Dispatched, Lane: g.laneKey(p.msg.Source)})
		g.replay(p)
	}
}

func (g *Gateway) replay(p pending) {
	switch p.kind {
	case pendingMessage:
		g.Inbound(p.msg)
	case pendingNew:
		g.NewSession(p.msg.Source)
	case pendingResume:
		g.ResumeSession(p.msg.Source, p.target)
	case pendingStop:
		g.StopTurn(p.msg.Source)
	case pendingCompress:
		g.Compress(p.msg.Source)
	case pendingRestart:
		g.RestartCommand(p.msg.Source)
	}
}

// turnGone does the bookkeeping after any turn ends: the restore gate counts boot resume turns,
// and a drain completes when the last turn is gone.
func (g *Gateway) turnGone(t *turn) {
	if t.gated && g.boot.outstanding > 0 {
		g.boot.outstanding--
		g.liftGate()
	}
	if g.phase == PhaseDraining && len(g.turns) == 0 {
		g.drain.done = true
	}
}
