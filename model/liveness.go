package model

import (
	"errors"
	"time"

	"gatewaysim/gateway"
)

// CheckLiveness is the end-of-run check (docs/model.md "Liveness"): call it after the faults
// stopped, every adapter came up, time passed beyond every window and every lane got a message
// and its turns ended. Nothing may still be owed (I5), no message may still wait at the restore
// gate, and no detached idle TUI record may have outlived its reap grace (I12).
func (m *Model) CheckLiveness() error {
	var errs []error
	for li := range m.lanes {
		ls := &m.lanes[li]
		if ls.owed.level == Yes {
			errs = append(errs, violate("I5", "lane %s is still owed the turn interrupted at %s",
				ls.lane.Key, m.rules.stamp(ls.owed.since.lo)))
		}
		if len(ls.pending) > 0 {
			errs = append(errs, violate("I5", "lane %s has %d message(s) never handled", ls.lane.Key, len(ls.pending)))
		}
	}
	errs = append(errs, m.hist.overdueReaps(m.now)...)
	return errors.Join(errs...)
}

// overdueReaps lists detached, idle records that outlived the grace.
func (h *History) overdueReaps(now time.Time) []error {
	grace := h.rules.ReapGrace
	if grace <= 0 {
		return nil
	}
	var errs []error
	for _, id := range sortedRecords(h.tui.detached) { // (an attached or closed record is never overdue)
		r := h.tui.recs[id]
		if r.closed || r.owner != 0 || r.running || r.detachedAt.IsZero() {
			continue
		}
		since := r.detachedAt
		if r.runEnd.After(since) {
			since = r.runEnd
		}
		if now.Sub(since) > grace {
			errs = append(errs, violate("I12", "%s detached since %s and idle since %s was never reaped (grace %s)",
				id, h.rules.stamp(r.detachedAt), h.rules.stamp(since), grace))
		}
	}
	return errs
}

// overdueTTL lists detached, idle records the TTL reaper owes a close (docs/contract.md §2.14:
// each scan closes a record on a detached transport, with no turn running, idle and built longer
// than SessionTTL ago). A record open all along keeps the scans coming every TTLScanInterval, so
// once it has been due, and detached, for two intervals, a scan has surely passed it.
func (h *History) overdueTTL(now time.Time) []error {
	ttl, every := h.rules.SessionTTL, h.rules.TTLScanInterval
	if ttl <= 0 || every <= 0 {
		return nil
	}
	var errs []error
	for _, id := range sortedRecords(h.tui.detached) {
		r := h.tui.recs[id]
		if r.closed || r.owner != 0 || r.running || r.detachedAt.IsZero() || r.created.IsZero() {
			continue
		}
		due := maxTime(maxTime(r.active, r.created).Add(ttl), r.detachedAt)
		if now.Sub(due) > 2*every {
			errs = append(errs, violate("I12", "%s detached since %s, idle since %s and built at %s was never closed by the TTL reaper (TTL %s)",
				id, h.rules.stamp(r.detachedAt), h.rules.stamp(r.active), h.rules.stamp(r.created), ttl))
		}
	}
	return errs
}

func sortedRecords[V any](m map[gateway.RecordID]V) []gateway.RecordID {
	ids := make([]gateway.RecordID, 0, len(m))
	for id := range m {
		ids = append(ids, id)
	}
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && ids[j] < ids[j-1]; j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
	return ids
}
