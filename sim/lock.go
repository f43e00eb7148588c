package sim

import (
	"strconv"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// The messaging gateway's single instance (docs/contract.md §9.2, §9.5; X9 of the multi-process
// reading). V1 starts a gateway only when no other runs: a pid file, an flock on gateway.lock,
// and, when the lock is free, the status file gateway_state.json, whose pid counts as running
// while its state is not stopped. The world has one gateway slot, so a boot op while a gateway is
// up is refused (the lock). What the world adds here is V1's stop order: under P-unlock-first the
// stop releases the lock before it writes the clean-shutdown marker and the restart-failure
// counts, so the old process is still alive, finishing its tail, when a new start may take the
// lock. A boot op in that window is refused by the status file (it still says draining), unless
// the status file is lost (status-lost); then the new gateway boots on a store without the old
// one's markers, and the old one's tail, run before the next op, writes them over the new one's.
// The port writes them before the lock goes (gateway.Exit): no window, whatever the status file.

// tailGateway is an exited gateway whose tail (gateway.ExitTail) has not run yet: it runs before
// the next op other than a boot or status-lost, and before the clock leaves the exit's instant
// (V1 writes it a moment after the lock's release, not later).
type tailGateway struct {
	g     *gateway.Gateway
	epoch int
	at    time.Duration // the exit's instant
}

// tailBefore runs the pending tail when the clock is about to move past its exit's instant.
func (w *World) tailBefore(next time.Duration) {
	if w.tail != nil && next > w.tail.at {
		w.finishTail()
	}
}

// statusLost is the op status-lost: gateway_state.json is gone or unreadable until the next
// gateway's start writes it again. Traced as the op.
func (w *World) statusLost(op Op) {
	w.lostStatus = true
	w.lineStart()
	w.lineOp(op)
	w.lineEnd()
}

// tailGuard is V1's start guard while an exited gateway still finishes its tail: the status file
// says it is stopping, so the boot is refused and the old one's tail runs; with the status file
// lost the boot goes ahead (and the tail runs before the next op). It reports whether op may boot.
func (w *World) tailGuard(op Op) bool {
	if w.tail == nil || w.g != nil {
		return true
	}
	if w.lostStatus {
		return true
	}
	w.skip(op, "another gateway is stopping: its status file says draining")
	w.finishTail()
	return false
}

// finishTail runs the pending tail of the exited gateway: V1's marker writes after its lock's
// release. Traced "exit-tail process=N" with its effects.
func (w *World) finishTail() {
	t := w.tail
	if t == nil {
		return
	}
	w.tail = nil
	w.begin()
	w.lineWord("exit-tail")
	w.lineKV("process", strconv.Itoa(t.epoch))
	w.call(model.ExitTail{})
	t.g.ExitTail()
	w.collectFrom(t.g)
	w.finish()
}

// startInTheTail is the generator's X9: while an exited gateway finishes its tail, its status file
// is lost and a new gateway starts; then, when kills are drawn, the new one's user sends a message
// and the new gateway is killed under its turn, and the next one boots. Under P-unlock-first the
// old tail's clean-shutdown marker lands after the new boot, so that boot takes the kill for a
// clean stop.
func (g *Generator) startInTheTail() Op {
	w := g.w
	next := []Op{{Kind: KindBoot}}
	if g.sw.Weights[KindKill] > 0 && g.sw.Weights[KindMessage] > 0 && len(w.lanes) > 0 {
		if msg, ok := drawMessage(g, KindMessage, w.lanes[g.work.IntN(len(w.lanes))].Name); ok {
			next = append(next, msg, Op{Kind: KindKill}, Op{Kind: KindBoot})
		}
	}
	g.queue = append(next, g.queue...)
	return Op{Kind: KindStatusLost}
}
