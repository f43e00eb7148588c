package sim

import (
	"fmt"
	"strconv"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// The event loop: each gateway call is one event. begin makes the previous event's writes durable
// and shows virtual time to the gateway's clock; collect takes the call's effects, acts on them (agent
// turns, deliveries, names) and prints them; finish writes the trace line, reschedules the tick at
// the gateway's deadline and notices a completed drain. Each acts on the calling process (w.cur:
// a backend, or nil for the messaging gateway).

func (w *World) begin() {
	w.disk.Sync()
	w.disk.marksRead = w.disk.marksRead[:0]
	w.clk.mirror()
	w.lineStart()
	if w.cfg.RecordEvents {
		w.lastEv = append(w.lastEv, evMark{at: w.clk.now, from: len(w.lastFx)})
	}
}

func (w *World) collect() { w.collectFrom(w.gatewayOf(w.cur)) }

// collectFrom takes g's effects into the trace and reports the pending call with them.
func (w *World) collectFrom(g *gateway.Gateway) {
	if g == nil {
		return
	}
	fx := g.TakeEffects()
	for i := range fx {
		e := &fx[i]
		w.observe(e)
		w.appendEffect(e)
	}
	if w.cfg.RecordEvents {
		w.lastFx = append(w.lastFx, fx...)
	}
	if ev := w.pend; ev != nil {
		w.pend = nil
		w.report(ev, fx)
	}
}

func (w *World) finish() {
	w.collect()
	w.lineEnd()
	if w.cfg.RecordEvents && len(w.lastEv) > 0 {
		m := &w.lastEv[len(w.lastEv)-1]
		m.to, m.line = len(w.lastFx), w.trace.n
	}
	w.applyEvents++
	if w.cur != nil {
		if w.cur.g != nil {
			w.refreshTick() // a backend neither drains nor restarts
		}
		return
	}
	if w.g == nil {
		return
	}
	w.refreshTick()
	if w.g.RestartRequested() && !w.stayDown {
		w.restartPending = true // a /restart: the supervisor boots the next process
	}
	if w.g.Phase() == gateway.PhaseDraining && !w.exitScheduled && w.g.Drained() {
		w.exitScheduled = true
		w.sched.push(event{at: w.clk.now + w.cfg.ExitDelay, kind: evExit, epoch: w.epoch})
	}
}

// observe acts on one effect: names, agent turns, deliveries.
func (w *World) observe(e *gateway.Effect) {
	w.nameSession(e.Session)
	switch e.Kind {
	case gateway.Queued:
		// The restore gate holds the message; its turn, when the gate releases it, is still the
		// op's (a drawn op fixes its turn, so a replay does not depend on the agent stream).
		w.heldTurns[e.Lane] = append(w.heldTurns[e.Lane], w.opTurn)
	case gateway.Dispatched:
		if held := w.heldTurns[e.Lane]; len(held) > 0 {
			w.releasedTurn, w.heldTurns[e.Lane] = held[0], held[1:]
		}
	case gateway.Rejected:
		// A released message refused now (an operator's drain began while the gate held it)
		// starts no turn: its spec must not pass to the next turn that starts.
		w.releasedTurn = TurnSpec{}
	case gateway.Waiting:
		// The message waits behind the running turn; its turn, when it runs, is still the op's
		// (or the one the gate released it with).
		spec := w.opTurn
		if w.releasedTurn.Set {
			spec, w.releasedTurn = w.releasedTurn, TurnSpec{}
		}
		w.waitTurns[e.Lane] = append(w.waitTurns[e.Lane], spec)
	case gateway.FollowUp, gateway.Discarded:
		if q := w.waitTurns[e.Lane]; len(q) > 0 {
			if e.Kind == gateway.FollowUp {
				w.releasedTurn = q[0]
			}
			w.waitTurns[e.Lane] = q[1:]
		}
	case gateway.InterruptAsked:
		// The agent stops at its next checkpoint, unless the turn ends before.
		w.sched.hasten(e.Lane, e.Token, w.epoch, w.clk.now+w.cfg.Agent.Checkpoint)
	case gateway.TurnStarted:
		spec := w.opTurn
		if w.releasedTurn.Set {
			spec, w.releasedTurn = w.releasedTurn, TurnSpec{}
		}
		if !spec.Set {
			spec = w.agent.draw()
		}
		ev := event{at: w.clk.now + spec.Dur, proc: w.cur.index(), epoch: w.epochOf(w.cur), lane: e.Lane,
			record: e.Record, token: e.Token, outcome: spec.Outcome, tokens: spec.Tokens}
		if e.Record != 0 {
			ev.kind = evTuiTurnEnd
		} else {
			ev.kind = evTurnEnd
		}
		w.sched.push(ev)
	case gateway.RecordBound:
		w.nameRecord(e.Record)
	}
	if e.Lane != "" {
		var p gateway.Platform
		if i, ok := w.laneByKey[e.Lane]; ok {
			p = w.lanes[i].Source.Platform
		}
		w.tr.deliver(w.clk.now, p, e)
	}
}

// refreshTick keeps one tick scheduled at the calling process's deadline (never before now). An
// unchanged deadline keeps its sequence number, so that its order among same-time events is
// stable.
func (w *World) refreshTick() {
	tick := &w.tick
	if w.cur != nil {
		tick = &w.cur.tick
	}
	at, ok := w.gatewayOf(w.cur).Deadline()
	if !ok {
		tick.ok = false
		return
	}
	off := max(w.clk.offset(at), w.clk.now)
	if tick.ok && tick.at == off {
		return
	}
	tick.at, tick.seq, tick.ok = off, w.sched.nextSeq(), true
}

// next returns the earliest follow-up: a process's tick or the head of the queue. isTick says
// it is a tick, and tickOf whose (nil: the messaging gateway's).
func (w *World) next() (at time.Duration, isTick, ok bool) {
	at, _, isTick, ok = w.nextOf()
	return at, isTick, ok
}

func (w *World) nextOf() (at time.Duration, tickOf *proc, isTick, ok bool) {
	ev, qok := w.sched.peek()
	tick := w.tick
	for _, p := range w.procs {
		if p.tick.ok && (!tick.ok || p.tick.at < tick.at || p.tick.at == tick.at && p.tick.seq < tick.seq) {
			tick, tickOf = p.tick, p
		}
	}
	switch {
	case tick.ok && (!qok || tick.at < ev.at || tick.at == ev.at && tick.seq < ev.seq):
		return tick.at, tickOf, true, true
	case qok:
		return ev.at, nil, false, true
	}
	return 0, nil, false, false
}

// advanceTo runs every follow-up due up to target in (time, sequence) order, then sets virtual
// time to target.
func (w *World) advanceTo(target time.Duration) error {
	if err := w.runDue(target); err != nil {
		return err
	}
	if w.paused {
		return nil // the follow-ups left wait for the next op (pause.go)
	}
	w.tailBefore(target)
	w.clk.advance(target)
	return w.checkHorizon()
}

// runDue runs the follow-ups due at or before target.
func (w *World) runDue(target time.Duration) error {
	for {
		at, tickOf, isTick, ok := w.nextOf()
		if !ok || at > target || w.pausing() {
			return nil
		}
		if lim := w.cfg.Limits.EventsPerOp; lim > 0 && w.applyEvents >= lim {
			return fmt.Errorf("%w: %d follow-up events in one op (livelock?) at %s", ErrLimit, lim, FormatOffset(at))
		}
		if lim := w.cfg.Limits.Queue; lim > 0 && w.sched.Len() > lim {
			return fmt.Errorf("%w: %d queued events", ErrLimit, w.sched.Len())
		}
		w.tailBefore(at)
		w.clk.advance(at)
		if isTick && tickOf != nil {
			w.backendTick(tickOf)
			continue
		}
		if isTick {
			w.tick.ok = false
			w.begin()
			w.lineWord("tick")
			w.call(model.Tick{})
			w.g.Tick()
			w.finish()
			continue
		}
		w.runEvent(w.sched.pop())
	}
}

func (w *World) checkHorizon() error {
	if h := w.cfg.Limits.Horizon; h > 0 && w.clk.now > h {
		return fmt.Errorf("%w: virtual time %s beyond the horizon %s", ErrLimit, FormatOffset(w.clk.now), FormatDuration(h))
	}
	return nil
}

func (w *World) runEvent(ev event) {
	switch ev.kind {
	case evTurnEnd:
		if w.g == nil || ev.epoch != w.epoch {
			return
		}
		w.begin()
		w.appendTurnEnd("turn-end", "lane", w.laneName(ev.lane), &ev)
		w.call(model.TurnEnd{Lane: ev.lane, Token: ev.token, Outcome: ev.outcome, Tokens: ev.tokens})
		w.g.TurnEnded(ev.lane, ev.token, ev.outcome, ev.tokens)
		w.finish()
	case evTuiTurnEnd:
		var p *proc
		if ev.proc != 0 {
			p = w.procs[ev.proc-1]
		}
		g := w.gatewayOf(p)
		if g == nil || ev.epoch != w.epochOf(p) {
			return
		}
		w.cur = p
		defer func() { w.cur = nil }()
		w.begin()
		w.appendTurnEnd("tui-turn-end", "record", w.recordName(p, ev.epoch, ev.record), &ev)
		w.call(model.TuiTurnEnd{Record: ev.record, Token: ev.token, Outcome: ev.outcome})
		g.TuiTurnEnded(ev.record, ev.token, ev.outcome)
		w.finish()
	case evExit:
		if ev.epoch == w.epoch {
			w.exit()
		}
	case evBoot:
		if w.g == nil {
			w.finishTail() // (the supervisor restarts a process that has exited, tail and all)
			w.boot(Op{Kind: KindBoot})
		}
	}
}

// appendTurnEnd writes a scheduled turn end (the agent reporting that its turn is over) in the
// trace's key=value form, the keys the turn-ended effect uses: "turn-end lane=a token=k1.1
// outcome=ok tokens=100". The gateway's turn-ended effect follows when it takes the report.
func (w *World) appendTurnEnd(label, whoKey, who string, ev *event) {
	w.lineWord(label)
	w.lineKV(whoKey, who)
	w.lb = append(w.lb, " token="...)
	w.lb = w.appendToken(w.lb, ev.token)
	w.lineKV("outcome", string(ev.outcome))
	if ev.tokens != 0 {
		w.lb = append(w.lb, " tokens="...)
		w.lb = strconv.AppendInt(w.lb, int64(ev.tokens), 10)
	}
}

// backendTick runs backend p's Tick at its deadline: its reap timers and TTL scan. Traced
// "tick proc=t1".
func (w *World) backendTick(p *proc) {
	p.tick.ok = false
	w.cur = p
	defer func() { w.cur = nil }()
	w.begin()
	w.lineWord("tick")
	w.lineKV("proc", p.name)
	w.call(model.Tick{Proc: p.name})
	p.g.Tick()
	w.finish()
}
