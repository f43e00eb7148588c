package sim

import (
	"strconv"
	"time"

	"gatewaysim/gateway"
)

// How the generator builds each workload op (opSpec.draw), from the world's state, so that ops
// mostly apply. Each draws from the workload stream; drawOnLane and drawBare serve faults too
// (sim/faults_draw.go).

// drawOnLane is an op that takes only its lane.
func drawOnLane(_ *Generator, k Kind, lane string) (Op, bool) { return Op{Kind: k, Lane: lane}, true }

// drawProcStart starts a background process, one time in three on the lane of the last one
// started: a lane with two, one of which ends, must still count the other.
func drawProcStart(g *Generator, k Kind, lane string) (Op, bool) {
	if g.procLane != "" && g.work.IntN(3) == 0 {
		lane = g.procLane
	}
	g.procLane = lane
	return Op{Kind: k, Lane: lane}, true
}

// drawBare is an op that takes no argument.
func drawBare(_ *Generator, k Kind, _ string) (Op, bool) { return Op{Kind: k}, true }

func drawMessage(g *Generator, k Kind, lane string) (Op, bool) {
	op := Op{Kind: k, Lane: lane, Turn: g.turn()}
	g.text(&op)
	g.userActs(lane, op.Turn)
	return op, true
}

func drawInternal(g *Generator, k Kind, lane string) (Op, bool) {
	op := Op{Kind: k, Lane: lane, Turn: g.turn()}
	if _, ok := g.userClock[lane]; !ok {
		g.userActs(lane, TurnSpec{}) // the lane's first routing starts its clock
	}
	return g.whileAway(op), true
}

func drawNew(g *Generator, k Kind, lane string) (Op, bool) {
	g.userActs(lane, TurnSpec{})
	return Op{Kind: k, Lane: lane}, true
}

// drawWhileAway is an event on the lane that is not its user's (compress, metadata).
func drawWhileAway(g *Generator, k Kind, lane string) (Op, bool) {
	return g.whileAway(Op{Kind: k, Lane: lane}), true
}

func drawResume(g *Generator, k Kind, lane string) (Op, bool) {
	t, ok := g.target(lane)
	return Op{Kind: k, Lane: lane, Target: t}, ok
}

func drawAdvance(g *Generator, _ Kind, _ string) (Op, bool) { return g.advance(), true }

func drawAdvanceTo(g *Generator, _ Kind, _ string) (Op, bool) { return g.advanceTo(), true }

func drawRestart(g *Generator, k Kind, lane string) (Op, bool) {
	// Also while the restore gate holds: the gate queues it like any command (Quiesce lets a
	// held one run before the quiet phase).
	return Op{Kind: k, Lane: lane}, g.w.g.Phase() == gateway.PhaseRunning
}

// drawOperatorDrain engages the operator's drain, or releases it (operator-drain-end).
func drawOperatorDrain(g *Generator, k Kind, _ string) (Op, bool) {
	on := k == KindOperatorDrain
	return Op{Kind: k}, g.w.g.Phase() != gateway.PhaseDraining && g.w.g.Quiesced() != on
}

func drawShutdown(g *Generator, k Kind, _ string) (Op, bool) {
	w := g.w
	if w.g.Phase() != gateway.PhaseRunning {
		return Op{}, false
	}
	op := Op{Kind: k, Restart: g.work.IntN(10) < 7}
	// Every fourth process's restart stays down a while (no extra draw: the generator's
	// sequences, and so its shrinking, stay those of the runs before down= existed).
	op.Down = op.Restart && w.epoch%4 == 3
	odds := 3
	if g.sw.Focus == FocusRestart {
		odds = 2 // a supervisor that kills mid-drain is part of the restart family
	}
	if die, ok := g.faultOf(KindKill, KindCrash); ok && !g.sw.Graceful && g.fault.IntN(odds) == 0 {
		op.Hold = true // a kill between the drain's start and its timeout
		if d := killDelay(w.gcfg.DrainTimeout, w.epoch); d > 0 {
			g.queue = append(g.queue, Op{Kind: KindAdvance, Dur: d})
		}
		g.queue = append(g.queue, die)
	}
	return op, true
}

// killDelay is how far into a drain of that timeout a supervisor's kill lands: at the stop's
// instant, half way, three quarters of the way or a second before the deadline, by the process's
// epoch: no draw of its own, so no stream shifts (the world after the wait does differ). A kill
// late in a long drain is the one that cuts turns older than any recency window.
func killDelay(timeout time.Duration, epoch int) time.Duration {
	if timeout < 2*time.Second {
		return 0 // a drain this short times out at once: the kill must come at the stop
	}
	switch epoch % 4 {
	case 1:
		return (timeout / 2).Truncate(time.Second)
	case 2:
		return (timeout * 3 / 4).Truncate(time.Second)
	case 3:
		return timeout - time.Second
	}
	return 0
}

func drawWsConnect(g *Generator, k Kind, _ string) (Op, bool) {
	g.conns++
	return Op{Kind: k, Proc: procName(g.at), Conn: "c" + strconv.Itoa(g.conns)}, true
}

func drawWsCreate(g *Generator, k Kind, _ string) (Op, bool) {
	c, ok := g.requestConn()
	return Op{Kind: k, Conn: c, Close: g.work.IntN(10) < 3}, ok
}

func drawWsResume(g *Generator, k Kind, _ string) (Op, bool) {
	c, ok := g.requestConn()
	t, tok := g.tuiTarget()
	return Op{Kind: k, Conn: c, Target: t}, ok && tok
}

func drawWsPrompt(g *Generator, k Kind, _ string) (Op, bool) {
	rec, owner, rok := g.record()
	c, ok := owner, owner != ""
	if !ok || g.work.IntN(2) == 0 {
		c, ok = g.requestConn() // from another socket: prompt.submit rebinds the record
	}
	if ok && rok {
		g.mayDieUnder()
	}
	return Op{Kind: k, Conn: c, Record: rec, Turn: g.turn()}, ok && rok
}

func drawWsTeardown(g *Generator, k Kind, _ string) (Op, bool) {
	c, ok := g.conn(ConnDropped)
	return Op{Kind: k, Conn: c}, ok
}

func drawWsClose(g *Generator, k Kind, _ string) (Op, bool) {
	rec, owner, rok := g.record()
	c, ok := owner, owner != ""
	if !ok || g.work.IntN(3) == 0 {
		c, ok = g.requestConn() // the record's id is known on another socket too
	}
	return Op{Kind: k, Conn: c, Record: rec}, ok && rok
}
