package sim

import (
	"slices"
	"time"

	"gatewaysim/gateway"
)

// faultOp draws a fault from the faults stream (docs/design.md decision 6): a crash at the current event
// boundary (sometimes torn inside the last event's writes), a kill in whatever phase the process
// is in (draining included), the drain timeout, an adapter going down or coming back, a
// WebSocket dying, disk errors, a lost route or routing index, an accidental agent close, another
// process ending a lane's row by accident.
func (g *Generator) faultOp() (Op, bool) {
	for range 4 {
		k := pick(g.fault, g.sw.Weights[:], faultKinds, g.faultTotal)
		if op, ok := g.faultOf(k); ok {
			if k == KindKill || k == KindCrash {
				op = g.adapterDownUnder(op)
			}
			if opSpecs[k].accident {
				g.accident = op.Lane
				if op.Lane != "" {
					g.focusOn(op.Lane)
				}
			}
			return op, true
		}
	}
	return Op{}, false
}

// adapterDownUnder is, one death of the messaging gateway in four while a lane's turn runs, the
// lane's adapter dropping just before it: the process dies under the turn and boots with the
// adapter still down, so its resume pass leaves the lane owed, and the adapter comes back a few
// minutes later, whose reconnect pass owes the lane its resume (docs/contract.md §2.10 step 5).
// It returns the adapter's drop with the death and what follows queued, or die as it was.
func (g *Generator) adapterDownUnder(die Op) Op {
	w := g.w
	if die.Proc != "" || w.g == nil || g.sw.Weights[KindAdapterDown] == 0 || g.sw.Weights[KindAdapterUp] == 0 {
		return die
	}
	var ps []gateway.Platform
	for _, e := range w.g.Entries() {
		i, lane := w.laneByKey[e.Key]
		if !lane || e.ActiveTurnToken == 0 {
			continue
		}
		if p := w.lanes[i].Source.Platform; p != "tui" && w.tr.up(p) && !slices.Contains(ps, p) {
			ps = append(ps, p)
		}
	}
	if len(ps) == 0 || g.fault.IntN(4) != 0 {
		return die
	}
	p := ps[g.fault.IntN(len(ps))]
	g.queue = append([]Op{die, {Kind: KindBoot},
		{Kind: KindAdvance, Dur: time.Duration(1+g.fault.IntN(10)) * time.Minute},
		{Kind: KindAdapterUp, Platform: p}}, g.queue...)
	return Op{Kind: KindAdapterDown, Platform: p}
}

// faultOf builds the first applicable fault among ks (each only if the swarm enables it, with
// its opTable draw, on a lane drawn first from the faults stream).
func (g *Generator) faultOf(ks ...Kind) (Op, bool) {
	for _, k := range ks {
		if g.sw.Weights[k] == 0 {
			continue
		}
		lane := g.lane(g.fault)
		if op, ok := opSpecs[k].draw(g, k, lane); ok {
			return op, true
		}
	}
	return Op{}, false
}

// Quiesce returns the ops that end a run for a liveness check: faults stop, a process is up and
// booted, every adapter is up, time passes beyond every window, each lane sends one message, and
// the turns finish.
func Quiesce(w *World) []Op {
	settle := w.cfg.ExitDelay + w.cfg.RestartDelay + time.Second
	ops := []Op{{Kind: KindDrainTimeout}, {Kind: KindAdvance, Dur: settle}, {Kind: KindBoot}}
	if g := w.Gateway(); g != nil && slices.ContainsFunc(g.Gate().Queue, func(q gateway.QueuedEvent) bool { return q.Kind == "restart" }) {
		// A /restart the restore gate holds runs once the boot's resume turns end: let them end,
		// the restart drain and the next boot happen before the quiet phase's messages, which
		// the drain would otherwise refuse.
		ops = append([]Op{SettleWait(w.cfg)}, ops...)
	}
	for _, a := range w.tr.adapters {
		if !a.Up {
			ops = append(ops, Op{Kind: KindAdapterUp, Platform: a.Platform})
		}
	}
	c := &w.gcfg
	wait := max(c.FreshnessWindow, c.TurnMarkerMaxAge, c.ReapGrace, c.DrainTimeout, c.Reset.IdleLimit) + c.WatcherInterval
	ops = append(ops, Op{Kind: KindAdvance, Dur: wait})
	if g := w.Gateway(); g != nil && g.Quiesced() && g.Phase() != gateway.PhaseDraining {
		ops = append(ops, Op{Kind: KindOperatorDrainEnd}) // the operator takes work again
	}
	if end, ok := othersTurnsEnd(w); ok && end > w.clk.now+wait {
		// Another process's turn may hold a lane's session: the gateway refuses a message there
		// as busy elsewhere (docs/contract.md §9.6 step 5). Let those turns end first.
		ops = append(ops, Op{Kind: KindAdvance, Dur: end - w.clk.now - wait + time.Second})
	}
	for _, l := range w.lanes {
		ops = append(ops, Op{Kind: KindMessage, Lane: l.Name, Turn: TurnSpec{Set: true, Dur: 10 * time.Second, Outcome: gateway.OutcomeOK, Tokens: 100}})
	}
	// Long enough for every turn still running (a boot resume turn holds the restore gate) and the
	// queued messages behind it to finish.
	return append(ops, SettleWait(w.cfg))
}

// Settle ends a run for a liveness check: it applies Quiesce's ops, then, while a turn is still
// running (a long one, one queued behind the restore gate, or the next of the messages waiting
// behind a busy lane's turn), one more wait of the agent's longest turn. Each wait lets at least
// one turn end, so a lane's queue drains a message per wait: it waits at most settleWaitsMax
// times, more than a run has ops. It returns the ops it applied.
func Settle(w *World) ([]Op, error) {
	ops := Quiesce(w)
	for i := range ops {
		if err := w.Apply(ops[i]); err != nil {
			return ops[:i+1], err
		}
	}
	wait := SettleWait(w.cfg)
	for range settleWaitsMax {
		if !busy(w) {
			break
		}
		ops = append(ops, wait)
		if err := w.Apply(wait); err != nil {
			return ops, err
		}
	}
	return ops, nil
}

// settleWaitsMax bounds Settle's extra waits: a run draws at most a few hundred ops, so no lane
// can have more messages waiting; a gateway still busy after that many never finishes a turn.
const settleWaitsMax = 512

// SettleWait is one of Settle's extra waits: the agent's longest turn and a minute. A checker
// that splits a run's ops into drawn ones and the quiet phase recognises these waits by it.
func SettleWait(cfg Config) Op {
	return Op{Kind: KindAdvance, Dur: max(cfg.Agent.LongMax, time.Minute) + time.Minute}
}

// othersTurnsEnd is when the last TUI turn that a process other than the messaging gateway runs
// ends (false: none runs).
func othersTurnsEnd(w *World) (time.Duration, bool) {
	var last time.Duration
	found := false
	for _, p := range w.procs {
		if p.g == nil {
			continue
		}
		for _, r := range p.g.Records() {
			if end, ok := w.sched.tuiTurnEnd(p.idx, p.epoch, r.ID, r.Turn); r.Running && ok && (!found || end > last) {
				last, found = end, true
			}
		}
	}
	return last, found
}

// busy reports whether the process has a turn in flight, on a lane or a TUI record.
func busy(w *World) bool {
	g := w.Gateway()
	if g == nil {
		return false
	}
	if len(g.Running()) > 0 {
		return true
	}
	for _, r := range g.Records() {
		if r.Running {
			return true
		}
	}
	return false
}
