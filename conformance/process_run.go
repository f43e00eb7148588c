package conformance

import (
	"fmt"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// runProcess is a process-mode run: each op is applied to the Go world (which draws the next op),
// its world events are forwarded to upstream's process, and upstream's timeline is judged event
// by event.
func (r *Runner) runProcess(s scenarios.Setup, next func(*sim.World) (sim.Op, bool)) (*Result, error) {
	s = r.setup(s)
	w, err := sim.NewWorld(s.Seed, s.WorldConfig())
	if err != nil {
		return nil, err
	}
	calls := r.ad.Calls()
	t0 := r.now()
	side, err := NewProcessSide(r.ad, w, s.Seed)
	if err != nil {
		return nil, err
	}
	res := &Result{Config: sim.ConfigLine(w)}
	res.UpTime += r.now() - t0
	j := newProcessJudge(w)
	var evs []captured
	w.SetObserver(func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
		evs = append(evs, captured{ev: ev, fx: append([]gateway.Effect(nil), fx...), at: w.Now(), proc: w.Calling()})
		return nil
	})
	var ops []sim.Op
	turns := newTurnDraws(s.Seed)
	var held *ProcessEvent // the last event, held until no tick of its settling can follow
	heldOp := 0
	judge := func(pe *ProcessEvent, opIdx int) bool {
		res.Events++
		if r.opts.Debug != nil {
			r.opts.Debug(fmt.Sprintf("%s %s %s", pe.At.Format("15:04:05.000"), pe.Name, eventString(pe.Ev)))
			for _, e := range pe.Effects {
				r.opts.Debug("    " + e.String())
			}
			for _, row := range pe.Rows {
				if !row.EndedAt.IsZero() {
					r.opts.Debug(fmt.Sprintf("    | row %s ended %s", row.ID, row.EndReason))
				}
			}
		}
		if v := j.stepProcess(*pe); v != nil {
			v.Step, v.Ops, v.Config, v.Rows = opIdx, append([]sim.Op(nil), ops[:opIdx+1]...), res.Config, pe.Rows
			res.Violations = append(res.Violations, v)
			return r.opts.StopOnViolation
		}
		return false
	}
	several := len(w.Procs()) > 1
	var pending []sim.Op // ops the run adds (bootSettle)
	for {
		var op sim.Op
		ok, added := true, len(pending) > 0
		if added {
			op, pending = pending[0], pending[1:]
		} else if op, ok = next(w); !ok {
			break
		}
		if op, ok = processOp(op); !ok {
			res.Left = append(res.Left, op)
			continue
		}
		if !op.Turn.Set {
			op.Turn = turns.draw()
		}
		if !added { // (an added op is the runner's rule: a replay of the ops adds it again)
			ops = append(ops, op)
		}
		r.op = len(ops) - 1
		evs = evs[:0]
		t := r.now()
		if err := w.Apply(op); err != nil {
			return res, fmt.Errorf("go side, op %d (%s): %w", len(ops), op, err)
		}
		res.GoTime += r.now() - t
		if several && gatewayBooted(evs) {
			pending = append(pending, sim.Op{Kind: sim.KindAdvance, Dur: bootSettle, Turn: op.Turn})
		}
		t = r.now()
		tl, err := side.Op(op, evs, w.Now())
		res.UpTime += r.now() - t
		res.Ops, res.Calls = len(ops), r.ad.Calls()-calls
		if err != nil {
			return res, fmt.Errorf("upstream process, op %d (%s): %w", len(ops), op, err)
		}
		for i := range tl {
			pe := tl[i]
			if held != nil && settles(held, &pe) {
				held.Effects = append(held.Effects, pe.Effects...)
				held.Rows, held.Entries = pe.Rows, pe.Entries
				continue
			}
			if held != nil && judge(held, heldOp) {
				return res, nil
			}
			held, heldOp = &pe, len(ops)-1
		}
	}
	if held != nil {
		judge(held, heldOp)
	}
	return res, nil
}

// bootSettle is the wait a run of several processes adds after a gateway's boot: upstream's
// start() takes a second of its clock to connect its adapters and run its resume pass, where the
// Go gateway's boot is one call, and until then it queues every message behind its restore gate.
// With one process that only delays its own inputs; with several, another process would act
// before the gateway's first message reached the store, and the replay would not be the world's
// interleaving. The added op is not in the run's op list (Violation.Ops): every replay of that
// list adds it again at the same place.
const bootSettle = 2 * time.Second

// gatewayBooted reports whether the op's world events start a messaging gateway (a boot op's,
// or the supervisor's after a restart).
func gatewayBooted(evs []captured) bool {
	for _, c := range evs {
		if b, ok := c.ev.(model.Boot); ok && c.proc == "" && (b.Phase == model.BootAll || b.Phase == model.BootLoadRoutes) {
			return true
		}
	}
	return false
}

// settleWindow is how long after an event upstream may still be reacting to it: the gateway's
// reactions run over several loop turns and short waits (a 50 ms poll for the next turn, a
// stream consumer's settle), where the Go gateway's are one call.
const settleWindow = 10 * time.Second

// settles reports whether tick t is the tail of event e's reaction (merged into e): a tick of
// the same process within the settle window of e, unless e began a shutdown (its drain timeout
// is a tick of its own).
func settles(e, t *ProcessEvent) bool {
	return t.Name == "tick" && t.Proc == e.Proc && e.Name != "stop" && t.At.Sub(e.At) <= settleWindow
}

// processOp reports whether the process side performs op, rewriting what it can (a torn crash
// keeps every write: upstream's store is a real disk).
func processOp(op sim.Op) (sim.Op, bool) {
	switch op.Kind {
	case sim.KindCompress, sim.KindDiskError, sim.KindUnkeyRow, sim.KindCorruptRoute, sim.KindRewriteRoute,
		sim.KindRestart, sim.KindOperatorDrain, sim.KindOperatorDrainEnd, sim.KindProcStart, sim.KindProcEnd:
		return op, false
	case sim.KindCliResume, sim.KindProcSpawn, sim.KindStatusLost:
		// The runner has no CLI process and no backend's background command; it takes no home
		// lock, so its status file is moot.
		return op, false
	case sim.KindStaleRead:
		// A race inside one call: the runner serves the marker file's early read in the
		// process (runner/tui.py op_stale_read), and the turn leases are the port's alone. The
		// resume's row read and the process list are not given.
		return op, op.File == sim.StaleTurnMarks || op.File == sim.StaleTurnLeases
	case sim.KindCrash:
		op.Torn, op.Keep, op.TornAt, op.TornNth = false, 0, "", 0
	case sim.KindBoot:
		op.Phases = 0 // upstream's start() runs every phase
	}
	return op, true
}

// turnDraws gives ops without a turn spec one, drawn like the world's agent.
type turnDraws struct{ next func() sim.TurnSpec }

func newTurnDraws(seed uint64) turnDraws {
	return turnDraws{next: sim.TurnDraws(seed, sim.DefaultAgent())}
}

func (t turnDraws) draw() sim.TurnSpec { return t.next() }
