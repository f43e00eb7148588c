package model

import (
	"errors"

	"gatewaysim/gateway"
)

// State checks at the process boundaries (spec §2.10, §2.11, §2.14).

// checkExitEndsNoRow (I1): a graceful shutdown cleans its cached agents up with row-ending
// suppressed (spec §2.11 step 6, 86e64900b943): an exit that ends a gateway row, even with the
// recoverable agent_close, inflicts an accident of the system's own making on every idle lane.
func checkExitEndsNoRow(o *Observation, h *History) error {
	if _, ok := o.Event.(Exit); !ok {
		return nil
	}
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.RowEnded && e.Kind != gateway.RowPromoted {
			continue
		}
		if r, ok := findRow(o.Rows, e.Session); ok && h.rules.gatewayOwned(r.Peer.Platform) && !h.taintedLane(r.Key) {
			errs = append(errs, violate("I1", "the shutdown's cleanup ended lane %s's row %s as %s (an exit ends no row)",
				r.Key, e.Session, e.Reason))
		}
	}
	return errors.Join(errs...)
}

// checkStartupSweep (I12): TUI records live in the process's memory, so after a boot has loaded
// the store no TUI-owned row may still be live: the startup sweep ends every one a dead process
// left open (startup_orphan_reap, #65194), or its reap, lost with that process, never comes.
func checkStartupSweep(o *Observation, h *History) error {
	b, ok := o.Event.(Boot)
	if !ok || b.Phase != BootAll && b.Phase != BootLoadRoutes || h.step.taintAll {
		return nil
	}
	var errs []error
	for i := range o.Rows {
		r := &o.Rows[i]
		if r.Live() && h.rules.TuiOwned[r.Peer.Platform] {
			errs = append(errs, violate("I12", "TUI row %s is still live after the boot: the dead process's records (and their reaps) are gone, and no sweep ended it",
				r.ID))
		}
	}
	return errors.Join(errs...)
}

// checkBootPrune (I10): loading the store prunes stale routes (spec §2.10 step 1, #52804): after
// it, every route names a live row, except a route the expiry watcher finalized, which keeps its
// pending reset (the port's H12 decision). Without the prune a crash leaves routes into ended
// rows, and only the routing-time heal stands between them and the users.
func checkBootPrune(o *Observation, h *History) error {
	b, ok := o.Event.(Boot)
	if !ok || b.Phase != BootAll && b.Phase != BootLoadRoutes || h.step.taintAll {
		return nil
	}
	var errs []error
	for i := range o.Entries {
		e := &o.Entries[i]
		if e.ExpiryFinalized || h.taintedLane(e.Key) {
			continue
		}
		if r, ok := findRow(o.Rows, e.SessionID); ok && !r.Live() {
			errs = append(errs, violate("I10", "after the boot loaded the store, lane %s's route names %s, ended %s",
				e.Key, e.SessionID, r.EndReason))
		}
	}
	return errors.Join(errs...)
}

// checkReapsDue (I12): an idle record detached for longer than the reap grace must already have
// been reaped: its timer fires at the grace (re-armed when a turn that ran on while detached
// ends), and the simulator runs every timer at its instant. Checked after every step rather than
// at the end of a run only, because the TTL reaper hours later would otherwise hide a reap that
// never came (B31).
func checkReapsDue(o *Observation, h *History) error {
	return errors.Join(h.overdueReaps(o.At)...)
}
