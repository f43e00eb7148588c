package model

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"gatewaysim/gateway"
)

// The rules of several processes over one store (docs/contract.md §9): who may end which row. The
// step's process is Observation.Proc; each TUI row's creator, and whether it still runs, is the
// history's ground truth (procs.go). In a world of one process neither check can fire: the
// gateway is the only writer and the creator of every TUI row, and it is never "another" process.

// checkNonOwnerEnd (MP5, non-owner end; docs/contract.md §9.4, "who may write what"): a process
// ends only the rows it owns.
//
//   - No other process (a TUI backend, a CLI) ends or promotes a gateway-owned row (a messaging
//     lane's; §9.3), for any reason, agent_close included: a viewer's close of such a row ends
//     nothing (§9.4's first row, §2.14; upstream #111145), nor does a CLI's exit (§9.4's third row:
//     its cli_close is no boundary of the lane), and neither has another path that writes one.
//   - No process ends a TUI-owned row that another process created while that creator is alive
//     (X7: a viewer on t2 closes, with session.close, the row t1 created and runs a turn on). The
//     creator may end its row whoever views it, and once the creator is dead its rows are anyone's
//     (it can no longer end them; its reaps died with it).
//
// A startup_orphan_reap end is the sweep's, judged by MP8 (checkSweepSparesLive). The driver's
// row-ended op (RowEnded) is an outside writer, not a process of the table, and is left alone.
func checkNonOwnerEnd(o *Observation, h *History) error {
	if _, external := o.Event.(RowEnded); external {
		return nil
	}
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.RowEnded && e.Kind != gateway.RowPromoted {
			continue
		}
		r, ok := o.row(e.Session)
		if !ok {
			continue
		}
		switch {
		case o.Proc != "" && h.rules.gatewayOwned(r.Peer.Platform):
			errs = append(errs, violate("MP5", "process %s ended gateway-owned row %s (%s) as %s during %s: only the gateway ends its lanes' rows",
				h.procs.current(o.Proc), e.Session, r.Peer.Platform, e.Reason, eventName(o.Event)))
		case h.rules.TuiOwned[r.Peer.Platform] && e.Reason != gateway.EndStartupOrphanReap && h.procs.sparedFrom(e.Session, o.Proc):
			owner, _ := h.procs.liveOwner(e.Session)
			errs = append(errs, violate("MP5", "%s ended TUI row %s as %s during %s, but %s created it and is alive: only its creator ends it",
				h.procs.current(o.Proc), e.Session, e.Reason, eventName(o.Event), owner))
		}
	}
	return errors.Join(errs...)
}

// checkSweepSparesLive (MP8, recovery spares live owners; docs/contract.md §9.4, "crash marking,
// the startup sweep, orphan reaps": only a dead process's state): a startup sweep, whichever
// process runs it (the gateway's boot, a backend's start), ends a TUI row as startup_orphan_reap
// only when the process that created it is dead. Ending a live process's row under it would
// retire the conversation its user is in, mid-turn perhaps. (I12's sweep demand is amended to
// match: checkStartupSweep does not ask for the end of a live creator's row.)
func checkSweepSparesLive(o *Observation, h *History) error {
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.RowEnded && e.Kind != gateway.RowPromoted || e.Reason != gateway.EndStartupOrphanReap {
			continue
		}
		if owner, ok := h.procs.liveOwner(e.Session); ok {
			errs = append(errs, violate("MP8", "%s's sweep ended TUI row %s as startup_orphan_reap during %s, but %s created it and is alive",
				h.procs.current(o.Proc), e.Session, eventName(o.Event), owner))
		}
	}
	return errors.Join(errs...)
}

// checkContinueDead (MP2, a resume only for a dead owner, once; docs/contract.md §9.4, "resume an
// interruption": only an interruption whose writer is dead, and exactly once): a turn a cold
// resume starts (a backend's auto-continue, gateway/tui_marks.go) runs again a turn of its session
// that a backend's death interrupted, and that interruption is then spent. A continuation with no
// such interruption reruns a turn that still runs in a live process (upstream #94778: two backends
// run the same turn) or one already continued. The spent interruption is taken at commit
// (procTable.commit).
func checkContinueDead(o *Observation, h *History) error {
	if _, ok := o.Event.(SessionResume); !ok {
		return nil
	}
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.TurnStarted || e.Record == 0 {
			continue
		}
		cut := h.procs.cut[e.Session]
		if len(cut) == 0 {
			errs = append(errs, violate("MP2", "%s continued a turn on %s at a session.resume, but no process died with a turn on it still to continue (a live process's turn runs twice, or a continued one again)",
				h.procs.current(o.Proc), e.Session))
		}
	}
	return errors.Join(errs...)
}

// checkContinueOwed (MP2's liveness half; docs/contract.md §9.5): a backend's cold resume of a
// session whose interrupted turn is owed a continuation runs it in the same step. It is owed when
// a death interrupted a turn on the session that no resume has continued yet, and the session's
// mark, as the step left the file, is fresh, continued fewer than TurnMarkAttempts times and
// written by a process that is dead, and no other live process runs a turn on the session (that
// makes the mark wait, §9.6). A store call that failed in the step excuses it. Without it the
// interrupted turn is lost although its mark says to run it again.
func checkContinueOwed(o *Observation, h *History) error {
	if _, ok := o.Event.(SessionResume); !ok || !o.MarkFileRead {
		return nil
	}
	if storeFailed(o.Effects) {
		return nil
	}
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.RecordBound || e.Bind != "resume-cold" || len(h.procs.cut[e.Session]) == 0 ||
			slices.ContainsFunc(o.Effects, func(f gateway.Effect) bool { return f.Kind == gateway.TurnStarted && f.Record == e.Record }) {
			continue
		}
		j := slices.IndexFunc(o.MarkFile, func(m gateway.TurnMark) bool { return m.Session == e.Session })
		if j < 0 {
			continue
		}
		m := o.MarkFile[j]
		if o.At.Sub(m.At) > gateway.TurnMarkFresh || m.Attempts >= gateway.TurnMarkAttempts || h.procs.liveStamp(m.Owner) {
			continue
		}
		if h.busyFor(e.Session, o.Proc, o.At) {
			continue
		}
		errs = append(errs, violate("MP2", "%s's cold resume of %s did not continue the turn %s's death interrupted (its mark, at %s, attempt %d, is fresh and no live process runs a turn there): the turn is lost",
			h.procs.current(o.Proc), e.Session, m.Owner, h.rules.stamp(m.At), m.Attempts))
	}
	return errors.Join(errs...)
}

// checkTurnMarked (MP2's liveness half, its precondition; docs/contract.md §9.5): a backend's TUI
// turn start (a prompt's, a continuation's) saves its session's mark as this process's in the same
// step. A turn without one is lost unseen if its process dies: no resume finds it to continue. (The
// messaging gateway's own TUI endpoint writes no marks; a store call that failed excuses it.)
func checkTurnMarked(o *Observation, h *History) error {
	if o.Proc == "" || !o.MarksTracked || storeFailed(o.Effects) {
		return nil
	}
	self := procStamp(h.procs.current(o.Proc))
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.TurnStarted || e.Record == 0 ||
			o.MarksSaved && slices.ContainsFunc(o.Marks, func(m gateway.TurnMark) bool { return m.Session == e.Session && m.Owner == self }) {
			continue
		}
		errs = append(errs, violate("MP2", "%s started a turn on %s during %s without saving its interrupted-turn mark: were %s to die, nothing would continue it",
			self, e.Session, eventName(o.Event), self))
	}
	return errors.Join(errs...)
}

// checkOwnMarks (MP4, a process clears only its own markers; docs/contract.md §9.4): a save of the
// interrupted-turn markers that drops a session's mark was made by the process that wrote it. A
// mark dropped by another process is an interruption lost: were its writer to die, nothing would
// continue its turn (X2 of the multi-process reading: a turn ending on one backend clears the mark
// of the turn another backend runs on the same session). A mark rewritten in place (a new turn's,
// a continuation's claim) is no drop.
func checkOwnMarks(o *Observation, h *History) error {
	if !o.MarksSaved {
		return nil
	}
	self := h.procs.current(o.Proc)
	var errs []error
	for _, s := range slices.Sorted(maps.Keys(h.turnMarks)) {
		owner := h.turnMarks[s]
		if owner == procStamp(self) || slices.ContainsFunc(o.Marks, func(m gateway.TurnMark) bool { return m.Session == s }) {
			continue
		}
		errs = append(errs, violate("MP4", "%s dropped the interrupted-turn mark of %s during %s, but %s wrote it: only its writer clears it",
			self, s, eventName(o.Event), owner))
	}
	return errors.Join(errs...)
}

// checkOneTurn (MP1, one turn per session across processes; docs/contract.md §9.6): a turn starts
// on a session only when no other live process runs a turn on it: a TUI record of another
// process, or, for a process other than the messaging gateway, a lane's turn of the gateway's.
// That holds for every turn: a prompt.submit's, a backend's auto-continue, and each of the
// messaging gateway's (a user's message, a follow-up, an internal event, a resume pass's turn).
// Two processes running turns on one conversation each work from a stale history and flush in
// completion order: duplicate side effects and a forked transcript (upstream #86190, #84235,
// #79309; X3 and X13 of the multi-process reading).
func checkOneTurn(o *Observation, h *History) error {
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.TurnStarted || e.Record == 0 && e.Lane == "" {
			continue
		}
		if other, ok := h.otherTurnOn(e.Session, o.Proc); ok {
			errs = append(errs, violate("MP1", "%s started a turn on %s during %s while %s runs one on it: two processes run one conversation",
				h.procs.current(o.Proc), e.Session, eventName(o.Event), other))
		}
	}
	return errors.Join(errs...)
}

// routeNames reports whether the process held an entry of lane k naming session s, as last seen.
func (h *History) routeNames(k gateway.LaneKey, s gateway.SessionID) bool {
	_, held := h.held[k]
	return held && h.routes[k] == s
}

// otherTurnOn names a live process other than the one named proc that runs a turn on session s:
// a TUI record's, or a lane's of the messaging gateway (ground truth: the model's records and the
// lanes' turns as the processes reported them).
func (h *History) otherTurnOn(s gateway.SessionID, proc string) (string, bool) {
	for _, id := range slices.Sorted(maps.Keys(h.tui.recs)) {
		r := h.tui.recs[id]
		if r.proc != proc && r.running && !r.closed && r.session == s && h.procs.live(h.procs.current(r.proc)) {
			if r.continued {
				return fmt.Sprintf("%s (a TUI auto-continue)", h.procs.current(r.proc)), true
			}
			return fmt.Sprintf("%s (a TUI turn)", h.procs.current(r.proc)), true
		}
	}
	if proc == "" || !h.procs.live(h.procs.current("")) {
		return "", false
	}
	for _, k := range slices.Sorted(maps.Keys(h.turning)) {
		if h.turning[k] == s {
			if h.resuming[k] {
				return fmt.Sprintf("%s (lane %s, its resume turn)", h.procs.current(""), k), true
			}
			return fmt.Sprintf("%s (lane %s)", h.procs.current(""), k), true
		}
	}
	return "", false
}

// procStamp is p as the gateway names it in a Row.Owner or a mark (t1#2).
func procStamp(p procID) string { return fmt.Sprintf("%s#%d", p.name, p.epoch) }

// earlyRead is what a process's early read of the turn leases saw (ReadEarly): the sessions on
// which another live process ran a turn at that instant.
type earlyRead struct {
	at   time.Time
	busy []gateway.SessionID
}

// earlyRowsRead is what a process's early read of the sessions table saw: the live rows.
type earlyRowsRead struct {
	at   time.Time
	live []gateway.SessionID // sorted
}

// readEarly notes an early read of the turn leases or the sessions table by e.Proc at now.
func (h *History) readEarly(e ReadEarly, now time.Time) {
	if e.File == "sessions" {
		r := earlyRowsRead{at: now}
		for id, seen := range h.rows {
			if seen.live {
				r.live = append(r.live, id)
			}
		}
		slices.Sort(r.live)
		if h.earlyRows == nil {
			h.earlyRows = map[string]earlyRowsRead{}
		}
		h.earlyRows[e.Proc] = r
		return
	}
	if e.File != "turn-leases" {
		return // (the marks and the process list are judged by what is saved: MP4, MP10)
	}
	r := earlyRead{at: now}
	var ss []gateway.SessionID
	for _, rec := range h.tui.recs {
		ss = append(ss, rec.session)
	}
	for _, s := range h.turning {
		ss = append(ss, s)
	}
	slices.Sort(ss)
	for _, s := range slices.Compact(ss) {
		if _, busy := h.otherTurnOn(s, e.Proc); busy {
			r.busy = append(r.busy, s)
		}
	}
	if h.early == nil {
		h.early = map[string]earlyRead{}
	}
	h.early[e.Proc] = r
}

// liveAtRead reports whether session s's row was live at process proc's early read of the sessions
// table at this same instant: a resume's live fast path that rebinds the record open on s decided
// on that read (docs/contract.md §9.2), though s has been compressed since.
func (h *History) liveAtRead(s gateway.SessionID, proc string, now time.Time) bool {
	r, ok := h.earlyRows[proc]
	_, live := slices.BinarySearch(r.live, s)
	return ok && r.at.Equal(now) && live
}

// SpentEarlyReads forgets each process's early read of the turn leases that pending no longer
// reports taken and unused: a load took it in the step just judged (whose decision could rest on
// it), or its process died. A later refusal at the same instant rests on a fresh read. The driver
// calls it after each step's checks.
func (h *History) SpentEarlyReads(pending func(proc string) bool) {
	for proc := range h.early {
		if !pending(proc) {
			delete(h.early, proc)
		}
	}
}

// busyFor reports whether process proc may take session s as busy elsewhere at now: another live
// process runs a turn on s, or ran one at proc's early read of the leases at this same instant (a
// decision on that read is linearized at the read: docs/contract.md §9.2).
func (h *History) busyFor(s gateway.SessionID, proc string, now time.Time) bool {
	if _, busy := h.otherTurnOn(s, proc); busy {
		return true
	}
	r, ok := h.early[proc]
	return ok && r.at.Equal(now) && slices.Contains(r.busy, s)
}
