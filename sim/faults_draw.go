package sim

import "gatewaysim/gateway"

// How the generator builds each fault (opSpec.draw), from the world's state, so that faults
// mostly apply. Each draws from the faults stream; drawOnLane and drawBare are in
// sim/workload_draw.go.

// drawCrash crashes at the current event boundary, sometimes tearing the last event's writes.
func drawCrash(g *Generator, k Kind, _ string) (Op, bool) {
	w, r := g.w, g.fault
	op := Op{Kind: k}
	if n := w.disk.Pending(); n > 0 && r.IntN(5) < 2 {
		op.Torn, op.Keep = true, r.IntN(n)
		if r.IntN(3) == 0 {
			// The same tear, named by the write it starts at (crash torn=row-promote:2).
			op.TornAt, op.TornNth = nameWrite(w.disk.PendingWrites(), op.Keep)
			op.Keep = 0
		}
	}
	return op, true
}

func drawDrainTimeout(g *Generator, k Kind, _ string) (Op, bool) {
	return Op{Kind: k}, g.w.g != nil && g.w.g.Phase() == gateway.PhaseDraining
}

// drawAdapter takes an adapter that is up down, or brings one that is down back (adapter-up).
func drawAdapter(g *Generator, k Kind, _ string) (Op, bool) {
	var cands []gateway.Platform
	for _, a := range g.w.tr.adapters {
		if a.Platform != "tui" && a.Up == (k == KindAdapterDown) {
			cands = append(cands, a.Platform)
		}
	}
	if len(cands) == 0 {
		return Op{}, false
	}
	return Op{Kind: k, Platform: cands[g.fault.IntN(len(cands))]}, true
}

func drawWsDrop(g *Generator, k Kind, _ string) (Op, bool) {
	r := g.fault
	// Mostly a socket with records to claim, often one whose record runs a turn.
	cs := g.boundConns(r.IntN(2) == 0)
	if len(cs) == 0 || r.IntN(4) == 0 {
		cs = g.connsIn(ConnOpen)
	}
	if len(cs) == 0 {
		return Op{}, false
	}
	return Op{Kind: k, Conn: cs[r.IntN(len(cs))]}, true
}

// routingDiskOps are the store operations a message's routing, recovery and turn use.
var routingDiskOps = []DiskOp{DiskGetRow, DiskLaneRows, DiskPutRow, DiskSaveRoute}

func drawDiskError(g *Generator, k Kind, _ string) (Op, bool) {
	r := g.fault
	op := DiskOps[r.IntN(len(DiskOps))]
	if r.IntN(2) == 0 {
		op = routingDiskOps[r.IntN(len(routingDiskOps))] // what a message's routing and turn touch
	}
	o := Op{Kind: k, DiskOp: op, Count: 1 + r.IntN(3)}
	if r.IntN(4) == 0 {
		o.After = 1 + r.IntN(2) // the store goes bad in the middle of an operation that reads it twice
	}
	return o, true
}

func drawMarkResume(g *Generator, k Kind, lane string) (Op, bool) {
	return Op{Kind: k, Lane: lane, Resume: ResumeReasons[g.fault.IntN(len(ResumeReasons))]}, true
}

func drawRowEnded(g *Generator, k Kind, lane string) (Op, bool) {
	r := g.fault
	reason := AccidentalEnds[0] // ws_orphan_reap half the time: only another process writes it
	switch r.IntN(4) {
	case 2:
		reason = AccidentalEnds[r.IntN(len(AccidentalEnds))]
	case 3:
		reason = IntentionalEnds[r.IntN(len(IntentionalEnds))] // another process's boundary
	}
	return Op{Kind: k, Lane: lane, Reason: reason}, true
}

// drawIndexLoss loses the lane's route, or one time in five every route.
func drawIndexLoss(g *Generator, k Kind, lane string) (Op, bool) {
	if g.fault.IntN(5) == 0 {
		return Op{Kind: k}, true
	}
	return Op{Kind: k, Lane: lane}, true
}

// nameWrite names write i of ws as crash torn= does: its store call and which of that call's
// writes it is (from 1).
func nameWrite(ws []Write, i int) (string, int) {
	n := 0
	for _, x := range ws[:i+1] {
		if x.Call == ws[i].Call {
			n++
		}
	}
	return ws[i].Call, n
}
