package sim

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// PanicError is a panic caught by the world (in the gateway, the model or the simulator: In),
// with what is needed to reproduce it.
type PanicError struct {
	In    string // PanicGateway, PanicModel or PanicSimulator
	Seed  uint64
	Op    int    // ops applied before the one that panicked
	Line  string // the op
	Value any
	Stack string
	Tail  []string // the last trace lines
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("sim: %s panic at op %d (%s), seed %d: %v\ntrace tail:\n  %s\n%s",
		e.In, e.Op, e.Line, e.Seed, e.Value, strings.Join(e.Tail, "\n  "), e.Stack)
}

// ErrLimit is wrapped by every limit error.
var ErrLimit = errors.New("sim: limit reached")

// Apply performs one op, then every follow-up due at the resulting time (turn ends, gateway ticks,
// an exit after a drain, a restart's boot). An op that does not apply in the current state (a
// message while no process is up, a connection that is gone) is traced as skipped, not an error;
// errors are for ops that name unknown lanes, gateway panics and limits. A panic or a limit stops
// the world: every later Apply returns the same error.
func (w *World) Apply(op Op) (err error) {
	if w.err != nil {
		return w.err
	}
	if lim := w.cfg.Limits.Ops; lim > 0 && w.ops >= lim {
		return fmt.Errorf("%w: %d ops", ErrLimit, lim)
	}
	if err := w.validate(op); err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			w.err = w.panicError("gatewaysim/sim.(*World).Apply", w.ops-1, op.String(), r)
			err = w.err
		}
	}()
	w.ops++
	w.skipWhy = ""
	w.applyEvents = 0
	w.paused = false
	w.lastFx, w.lastEv = w.lastFx[:0], w.lastEv[:0]
	if w.held {
		w.held = false
		if op.Kind != KindKill && op.Kind != KindCrash {
			if err := w.runDue(w.clk.now); err != nil {
				return w.stop(err)
			}
		}
	}
	if w.tail != nil && op.Kind != KindBoot && op.Kind != KindStatusLost {
		w.finishTail() // the exited gateway's tail lands before anything else happens (lock.go)
	}
	w.opTurn = op.Turn
	defer func() { w.opTurn = TurnSpec{} }()
	defer w.noteCalls(op.Kind, w.disk.Calls)
	if err := w.apply(op); err != nil {
		return w.stop(err)
	}
	if op.Hold {
		w.held = true
		return w.observed()
	}
	if err := w.runDue(w.clk.now); err != nil {
		return w.stop(err)
	}
	return w.observed()
}

// noteCalls keeps the store calls op kind k made since before (the disk's counts then).
func (w *World) noteCalls(k Kind, before [len(DiskOps)]int) {
	for i, n := range w.disk.Calls {
		w.opCalls[k][i] = uint16(min(n-before[i], 1<<16-1))
	}
}

// observed stops the world on the observer's first error.
func (w *World) observed() error {
	if w.obsErr != nil {
		return w.stop(w.obsErr)
	}
	return nil
}

func (w *World) stop(err error) error {
	w.err = err
	return err
}

// validate rejects ops that can never apply to this world: unknown lanes, platforms, names.
func (w *World) validate(op Op) error {
	if op.Kind <= kindNone || op.Kind >= kindEnd {
		return fmt.Errorf("sim: invalid op kind %d", op.Kind)
	}
	f := opSpecs[op.Kind].fields
	if f&fProc != 0 || (f&fProcOpt != 0 && op.Proc != "") {
		if w.proc(op.Proc) == nil {
			return fmt.Errorf("sim: %s: unknown process %q (the world's backends: %v)", op, op.Proc, w.cfg.Backends)
		}
	}
	if f&fLane != 0 || (f&fLaneOpt != 0 && op.Lane != "") {
		if _, ok := w.laneByName[op.Lane]; !ok {
			return fmt.Errorf("sim: %s: unknown lane %q", op, op.Lane)
		}
	}
	if f&fPlatform != 0 && w.tr.adapter(op.Platform) == nil {
		return fmt.Errorf("sim: %s: unknown platform %q", op, op.Platform)
	}
	if f&fReason != 0 && !EndedElsewhere(op.Reason) {
		return fmt.Errorf("sim: %s: not an end reason another process writes", op)
	}
	if f&fResume != 0 && !validResume(op.Resume) {
		return fmt.Errorf("sim: %s: not a resume reason", op)
	}
	if f&fDiskOp != 0 && !validDiskOp(op.DiskOp) {
		return fmt.Errorf("sim: %s: unknown disk op", op)
	}
	if f&fConn != 0 && op.Conn == "" || f&fRecord != 0 && op.Record == "" || f&fTarget != 0 && op.Target == "" {
		return fmt.Errorf("sim: %s: missing name", op)
	}
	if f&fDuration != 0 && op.Dur <= 0 {
		return fmt.Errorf("sim: %s: the step must be positive", op)
	}
	if f&fAnchor != 0 && op.To != AnchorDeadline {
		if _, _, ok := parseHHMM(op.To); !ok {
			return fmt.Errorf("sim: %s: bad anchor", op)
		}
	}
	return nil
}

// apply performs the op itself, with its kind's handler (opTable).
func (w *World) apply(op Op) error { return opSpecs[op.Kind].apply(w, op) }

// skip traces an op that does not apply now.
func (w *World) skip(op Op, why string) {
	if w.skipWhy == "" {
		w.skipped = append(w.skipped, w.ops)
	}
	w.skipWhy = why
	w.lineStart()
	w.lineOp(op)
	w.lineNote("skipped: " + why)
	w.lineEnd()
}

// userAction is an inbound event from the lane's user; it needs the lane's adapter up.
func (w *World) userAction(op Op) {
	l := &w.lanes[w.laneByName[op.Lane]]
	switch {
	case w.g == nil:
		w.skip(op, "no process")
		return
	case !w.tr.up(l.Source.Platform):
		w.skip(op, "adapter down")
		return
	}
	var target gateway.SessionID
	if op.Kind == KindResume {
		target = w.resolveSession(op.Target)
	}
	w.begin()
	w.lineOp(op)
	ml := l.modelLane()
	switch op.Kind {
	case KindMessage:
		text := op.MessageText()
		w.call(model.Message{Lane: ml, Empty: text == ""})
		w.g.Inbound(gateway.Message{Source: l.Source, Text: text})
	case KindInternal:
		w.call(model.Message{Lane: ml, Internal: true})
		w.g.Inbound(gateway.Message{Source: l.Source, Text: "[background process finished]", Internal: true})
	case KindNew:
		w.call(model.NewCmd{Lane: ml})
		w.g.NewSession(l.Source)
	case KindResume:
		w.call(model.ResumeCmd{Lane: ml, Target: target})
		w.g.ResumeSession(l.Source, target)
	case KindStop:
		w.call(model.StopCmd{Lane: ml})
		w.g.StopTurn(l.Source)
	case KindCompress:
		w.call(model.Compress{Lane: ml})
		w.g.Compress(l.Source)
	case KindRestart:
		w.call(model.RestartCmd{Lane: ml})
		w.g.RestartCommand(l.Source)
	}
	w.finish()
}

// operatorDrain engages or releases the operator's drain of a running process (docs/contract.md
// §2.15); one already in that state is a skip, as is a process that drains or is gone.
func (w *World) operatorDrain(op Op) {
	on := op.Kind == KindOperatorDrain
	switch {
	case w.g == nil || w.g.Phase() == gateway.PhaseDraining:
		w.skip(op, "no process taking work")
		return
	case w.g.Quiesced() == on:
		w.skip(op, map[bool]string{true: "already drained", false: "not drained"}[on])
		return
	}
	w.begin()
	w.lineOp(op)
	w.call(model.OperatorDrain{On: on})
	w.g.OperatorDrain(on)
	w.finish()
}

// laneEvent is an event on a lane from the agent or process side.
func (w *World) laneEvent(op Op) {
	if w.g == nil {
		w.skip(op, "no process")
		return
	}
	k := w.lanes[w.laneByName[op.Lane]].Key
	w.begin()
	w.lineOp(op)
	switch op.Kind {
	case KindMetadata:
		w.call(model.MetadataWritten{Lane: k})
		w.g.MetadataWritten(k)
	case KindAgentClose:
		w.call(model.AgentClose{Lane: k})
		w.g.AgentClose(k)
	case KindRowEnded:
		w.call(model.RowEnded{Lane: k, Reason: op.Reason})
		w.g.RowEndedElsewhere(k, op.Reason)
	case KindProcStart:
		pid := w.newCommand(string(k))
		w.lineKV("pid", strconv.Itoa(pid))
		w.call(model.ProcessStart{Lane: k})
		w.g.ProcessStarted(k, pid)
	case KindProcEnd:
		pid, ok := w.endCommand(string(k))
		if ok {
			w.lineKV("pid", strconv.Itoa(pid))
		}
		w.call(model.ProcessEnd{Lane: k})
		if ok {
			w.g.ProcessEnded(pid)
		}
	case KindRouteLoss:
		w.call(model.RouteLost{Lane: k})
		w.g.RouteLost(k)
	case KindMarkResume:
		w.call(model.MarkResume{Lane: k, Reason: op.Resume})
		w.g.MarkResumePending(k, op.Resume)
	case KindSuspend:
		w.call(model.Suspend{Lane: k})
		w.g.Suspend(k)
	}
	w.finish()
}

func (w *World) resolveSession(name string) gateway.SessionID {
	if id, ok := w.SessionID(name); ok {
		return id
	}
	return gateway.SessionID(missingPrefix + name)
}

// adapterOp takes a platform's adapter down or brings it back (with no process up, the world
// notes it and the next boot brings up the adapters that are up).
func (w *World) adapterOp(op Op) {
	a := w.tr.adapter(op.Platform)
	up := op.Kind == KindAdapterUp
	if a.Up == up {
		w.skip(op, "already "+map[bool]string{true: "up", false: "down"}[up])
		return
	}
	a.Up = up
	var ev model.Event = model.AdapterDown{Platform: op.Platform}
	if up {
		ev = model.AdapterUp{Platform: op.Platform}
	}
	if w.g == nil {
		w.lineStart()
		w.lineOp(op)
		w.lineEnd()
		w.tell(ev)
		return
	}
	w.begin()
	w.lineOp(op)
	w.call(ev)
	if up {
		w.g.AdapterUp(op.Platform)
	} else {
		w.g.AdapterDown(op.Platform)
	}
	w.finish()
}

// diskError makes op.Count calls of one store operation fail, after op.After calls that succeed.
func (w *World) diskError(op Op) {
	w.lineStart()
	w.lineOp(op)
	_ = w.disk.FailAfter(op.DiskOp, op.After, op.Count)
	w.lineEnd()
}
