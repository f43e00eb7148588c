package sim

// PauseWhen gives the world a predicate it checks before every follow-up event (a turn end, a
// tick, an exit, a restart's boot). Once it holds, the world runs no more follow-ups in this
// Apply and leaves virtual time where it is; the next op finds them due, as after a held op: a
// kill or a crash drops them with the process, anything else runs them first. That puts a crash
// between any two events, not only after an op's last one (the crash sweep's use). nil removes
// the predicate.
func (w *World) PauseWhen(pred func(*World) bool) { w.pauseWhen = pred }

// Paused reports whether the last Apply stopped at the predicate.
func (w *World) Paused() bool { return w.paused }

// pausing checks the predicate once per Apply: once it held, the Apply stays paused.
func (w *World) pausing() bool {
	if !w.paused && w.pauseWhen != nil && w.pauseWhen(w) {
		w.paused, w.held = true, true
	}
	return w.paused
}
