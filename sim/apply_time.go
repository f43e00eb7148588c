package sim

import (
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// The ops that move time (advance, advance-to, drain-timeout) and tick. Time passing runs every
// follow-up due on the way, which can reach a limit: those handlers return its error.

// advanceBy moves time forward by op.Dur.
func (w *World) advanceBy(op Op) error { return w.advanceTo(w.clk.now + op.Dur) }

// advanceToAnchor moves time to the gateway's deadline or the next local wall time, plus the
// op's offset; an anchor not ahead is a skip.
func (w *World) advanceToAnchor(op Op) error {
	at, ok := w.anchor(op)
	if !ok || at < w.clk.now {
		w.skip(op, "anchor not ahead")
		return nil
	}
	return w.advanceTo(at)
}

// drainTimeout moves time to a draining process's deadline, so that its drain times out.
func (w *World) drainTimeout(op Op) error {
	if w.g == nil || w.g.Phase() != gateway.PhaseDraining {
		w.skip(op, "not draining")
		return nil
	}
	at, ok := w.Deadline()
	if !ok {
		w.skip(op, "no deadline")
		return nil
	}
	// The earliest deadline may be a TUI timer (a reap) due before the drain's own: fire it on
	// the way and go on until the drain has timed out (or ended otherwise).
	for range 64 {
		if err := w.advanceTo(max(at, w.clk.now)); err != nil {
			return err
		}
		if w.g == nil || w.g.Phase() != gateway.PhaseDraining || w.g.Drained() {
			return nil
		}
		if at, ok = w.Deadline(); !ok {
			return nil
		}
	}
	return nil
}

// tickNow calls the gateway's Tick now, due or not.
func (w *World) tickNow(op Op) {
	if w.g == nil {
		w.skip(op, "no process")
		return
	}
	w.begin()
	w.lineWord("tick")
	w.call(model.Tick{})
	w.g.Tick()
	w.finish()
}

// anchor resolves an advance-to target.
func (w *World) anchor(op Op) (time.Duration, bool) {
	if op.To == AnchorDeadline {
		at, ok := w.Deadline()
		return at + op.Dur, ok
	}
	h, m, _ := parseHHMM(op.To)
	return w.nextWallClock(h, m) + op.Dur, true
}

// nextWallClock is the offset of the next local h:m strictly after now. On a DST change a wall
// time that does not exist is normalised forward, as time.Date does.
func (w *World) nextWallClock(h, m int) time.Duration {
	now := w.clk.Now()
	for d := 0; d < 3; d++ {
		t := time.Date(now.Year(), now.Month(), now.Day()+d, h, m, 0, 0, now.Location())
		if t.After(now) {
			return w.clk.offset(t)
		}
	}
	return w.clk.now + 24*time.Hour // unreachable
}
