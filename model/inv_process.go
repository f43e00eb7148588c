package model

import (
	"errors"

	"gatewaysim/gateway"
)

// State checks at the process boundaries (docs/contract.md §2.10, §2.11, §2.14).

// checkExitEndsNoRow (I1): a graceful shutdown cleans its cached agents up with row-ending
// suppressed (docs/contract.md §2.11 step 6, 86e64900b943): an exit that ends a gateway row, even with the
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
		if r, ok := o.row(e.Session); ok && h.rules.gatewayOwned(r.Peer.Platform) {
			errs = append(errs, violate("I1", "the shutdown's cleanup ended lane %s's row %s as %s (an exit ends no row)",
				r.Key, e.Session, e.Reason))
		}
	}
	return errors.Join(errs...)
}

// checkStartupSweep (I12): TUI records live in the process's memory, so after a boot has loaded
// the store, and after a TUI backend's start, no TUI-owned row may still be live: the startup
// sweep ends every one a dead process left open (startup_orphan_reap, #65194), or its reap, lost
// with that process, never comes. A row whose creator is a live process (a TUI backend,
// docs/contract.md §9.4) is not a dead process's: the sweep must spare it (MP8), so it may stay
// live.
func checkStartupSweep(o *Observation, h *History) error {
	b, boot := o.Event.(Boot)
	_, spawn := o.Event.(Spawn) // a TUI backend's start sweeps the same way (§2.10 step 1, §9.4)
	if !boot && !spawn || boot && b.Phase != BootAll && b.Phase != BootLoadRoutes || h.step.sweepFailed {
		return nil
	}
	var errs []error
	rows := o.allRows() // the contract's sweep is over the whole store
	for i := range rows {
		r := &rows[i]
		if _, spared := h.procs.liveOwner(r.ID); spared {
			continue
		}
		if r.Live() && h.rules.TuiOwned[r.Peer.Platform] && !h.unsureRow(r.ID) {
			errs = append(errs, violate("I12", "TUI row %s is still live after the %s: the dead process's records (and their reaps) are gone, and no sweep ended it",
				r.ID, eventName(o.Event)))
		}
	}
	return errors.Join(errs...)
}

// checkBootPrune (I10): loading the store prunes stale routes (docs/contract.md §2.10 step 1, #52804): after
// it, every route names a live row, except a route the expiry watcher finalized, which keeps its
// pending reset (the port's H12 decision). Without the prune a crash leaves routes into ended
// rows, and only the routing-time heal stands between them and the users.
func checkBootPrune(o *Observation, h *History) error {
	b, ok := o.Event.(Boot)
	if !ok || b.Phase != BootAll && b.Phase != BootLoadRoutes {
		return nil
	}
	var errs []error
	entries := o.allEntries() // the contract's prune is over every route
	for i := range entries {
		e := &entries[i]
		if e.ExpiryFinalized || h.unsureLane(e.Key) || h.unsureRow(e.SessionID) {
			continue
		}
		if r, ok := o.row(e.SessionID); ok && !r.Live() {
			errs = append(errs, violate("I10", "after the boot loaded the store, lane %s's route names %s, ended %s",
				e.Key, e.SessionID, r.EndReason))
		}
	}
	return errors.Join(errs...)
}

// checkReapsDue (I12): an idle record detached for longer than the reap grace must already have
// been reaped, and one due to the TTL reaper for two of its intervals closed (overdueTTL): its timer fires at the grace (re-armed when a turn that ran on while detached
// ends), and the simulator runs every timer at its instant. Checked after every step rather than
// at the end of a run only, because the TTL reaper hours later would otherwise hide a reap that
// never came (B31).
func checkReapsDue(o *Observation, h *History) error {
	return errors.Join(append(h.overdueReaps(o.At), h.overdueTTL(o.At)...)...)
}

// checkPersisted (I7): "was_auto_reset and the reason survive a restart that happens before the
// next message, because these fields are persisted". Right after a lane's route is saved, the
// routing index holds the auto-reset fields the process holds in memory (was_auto_reset,
// auto_reset_reason, reset_had_activity; B06 left them out of the serialisation).
func checkPersisted(o *Observation, h *History) error {
	if o.Routes == nil || o.Entries == nil {
		return nil
	}
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.RouteSaved || savedLater(o.Effects[i+1:], e.Lane) {
			continue
		}
		mem, ok := o.entry(e.Lane)
		disk, dok := findEntry(o.Routes, e.Lane)
		if !ok || !dok || mem.SessionID != disk.SessionID {
			continue
		}
		if mem.WasAutoReset != disk.WasAutoReset || mem.AutoResetReason != disk.AutoResetReason ||
			mem.ResetHadActivity != disk.ResetHadActivity {
			errs = append(errs, violate("I7", "lane %s's saved route for %s lost its auto-reset fields (memory: was_auto_reset=%t reason=%q activity=%t; index: %t %q %t)",
				e.Lane, mem.SessionID, mem.WasAutoReset, mem.AutoResetReason, mem.ResetHadActivity,
				disk.WasAutoReset, disk.AutoResetReason, disk.ResetHadActivity))
		}
	}
	return errors.Join(errs...)
}

// savedLater reports whether a later effect of the step writes lane k's route again, or tried to:
// after a later write that failed, the index holds the last one that succeeded, older than the
// process's entry.
func savedLater(effs []gateway.Effect, k gateway.LaneKey) bool {
	for i := range effs {
		e := &effs[i]
		if e.Lane == k && (e.Kind == gateway.RouteSaved || e.Kind == gateway.StoreFailed && (e.Op == "save_route" || e.Op == "delete_route")) {
			return true
		}
	}
	return false
}
