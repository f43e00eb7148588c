package model

import (
	"slices"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// Store faults, as precisely as the user is owed them. A failure the store reported is a write
// (or read) that did not happen: certain, and the gateway still owes the user whatever it owed.
// The model widens only the facts that write carried, on the lane or row it names:
//
//   - a row write (create, end, promote, reopen, append) leaves that row as it was: a closing
//     not written leaves the conversation recoverable (uncertain), a reopen or create not written
//     may leave the next routing without a usable row (a fresh, reasonless incarnation), an append
//     not written may leave the transcript empty and the row's clock older;
//   - a route write or delete leaves the durable entry older than the process's: nothing changes
//     while the process lives, and the next boot loads the older entry (staleEntry);
//   - a read that failed is answered as the contract says (a stale check that fails means "not
//     stale", a finder that fails finds nothing) and the step may then route accordingly;
//   - a failed load of the routing index leaves the process without routes, as if each was lost
//     (the durable copies stay, older than whatever the process saves next);
//   - a marker file that failed to load or save loses or keeps older restart counts.
//
// A crash that lost writes (Kill.Lossy) is treated like the failure of exactly those writes: the
// simulator says which routes, rows and marker files they were. Nothing here ever accepts any
// outcome on a lane: what a lane may do after a fault is always a named, bounded set.

// stepFaults are the failed reads and lookups of the step being judged, by the session or lane
// they concern, over the whole step and since the current routing or command began: a routing
// acts on its own failures only (a read of the same row by another lane's command in the same
// step is not its stale check).
type stepFaults struct {
	read, readNow map[gateway.SessionID]bool // a read of the row failed: the gateway took it as live
	find, findNow map[gateway.LaneKey]bool   // a lookup of the lane's rows failed: recovery found nothing
	load          bool                       // the routing index could not be loaded
	promote       map[gateway.LaneKey]bool   // a watcher's promote of the lane's row failed in this tick
	// recreated: rows the gateway's upsert recreated (their write had been lost or had failed)
	// since the current routing or command began.
	recreated map[gateway.SessionID]bool
	// routed: the current routing has been reported; a read that fails after it (the turn's
	// start reading its row) is not one the routing acted on.
	routed bool
}

func (f *stepFaults) reset() {
	clear(f.read)
	clear(f.find)
	clear(f.promote)
	f.resetNow()
	f.load = false
}

// resetNow starts the next routing's or command's own failures.
func (f *stepFaults) resetNow() {
	clear(f.readNow)
	clear(f.findNow)
	clear(f.recreated)
	f.routed = false
}

func (f *stepFaults) noteRead(s gateway.SessionID) {
	if f.read == nil {
		f.read, f.readNow = map[gateway.SessionID]bool{}, map[gateway.SessionID]bool{}
	}
	f.read[s] = true
	if !f.routed {
		f.readNow[s] = true
	}
}

func (f *stepFaults) notePromote(k gateway.LaneKey) {
	if f.promote == nil {
		f.promote = map[gateway.LaneKey]bool{}
	}
	f.promote[k] = true
}

func (f *stepFaults) noteFind(k gateway.LaneKey) {
	if f.find == nil {
		f.find, f.findNow = map[gateway.LaneKey]bool{}, map[gateway.LaneKey]bool{}
	}
	f.find[k], f.findNow[k] = true, true
}

// laneOfRow is the lane a row effect is about: the one it names, or, for a row without a key (one
// written before the key column existed, which the store reports with no lane), the lane whose
// conversation the row belongs to.
func (m *Model) laneOfRow(e *gateway.Effect) gateway.LaneKey {
	if e.Lane != "" {
		return e.Lane
	}
	if c := m.bind[e.Session]; c != 0 {
		return m.lanes[m.convs[c].lane].lane.Key
	}
	return ""
}

// storeFailed handles a StoreFailed effect: its operation did not happen.
func (m *Model) storeFailed(e *gateway.Effect) {
	if m.ctx.active {
		m.ctx.storeFailed = true // (judgeCompress: a failed call excuses a compression that split nothing)
	}
	switch op := e.Op; op {
	case "get_session":
		m.faults.noteRead(e.Session)
		m.hist.NoteUnsureRow(e.Session)
	case "create_session":
		m.unsureRows[e.Session] = true // no row until the gateway's upsert recreates it
		m.hist.NoteUnsureRow(e.Session)
	case "end_session", "promote_to_session_reset", "reopen_session", "append_message":
		m.rowUnwritten(e.Session, op)
		if _, tick := m.ev.(Tick); tick && op == "promote_to_session_reset" {
			m.faults.notePromote(m.laneOfRow(e)) // the watcher's finalize failed: it may force the flag
		}
	case "save_route", "delete_route":
		m.onLane(e.Lane, func(li int32) {
			ls := &m.lanes[li]
			ls.unsaved = true
			if !ls.turnAt.IsZero() && (ls.markFloor.IsZero() || ls.turnAt.Before(ls.markFloor)) {
				ls.markFloor = ls.turnAt // the save may have been the one clearing that turn's marker
			}
			if ls.corruptYet {
				ls.corrupt = ls.corrupt.atLeast(Maybe) // the bad entry may be what is still on disk
			}
			if op == "save_route" && m.faults.promote[e.Lane] {
				// The watcher forced expiry_finalized after its last retry (routeSaved): the save
				// failed, but the process holds the flag, which its next routing reads.
				ls.forcedFinal = true
			}
		})
		m.hist.NoteUnsureLane(e.Lane)
	case "find_latest", "lane_rows":
		m.lookupFailed(e.Lane, e.Session)
	case "load_routes":
		m.faults.load = true
		for li := range m.lanes {
			m.routeGone(int32(li))
			m.lanes[li].unsaved = true // the durable copy is still there, older than what comes next
		}
	case "load_markers", "save_markers":
		m.markersUnsure()
	case "startup_orphan_sweep":
		m.hist.step.sweepFailed = true
	default:
		// An operation the model does not know: no fact it could widen precisely, so the step
		// fails rather than letting the lane go unjudged.
		m.fail(violate("I15", "store failure of an unknown operation %q (%s) on lane %s", e.Op, e.Why, e.Lane))
	}
}

// rowUnwritten: a write of row s did not reach the disk (op names it, or "lost" for a crash).
func (m *Model) rowUnwritten(s gateway.SessionID, op string) {
	m.hist.NoteUnsureRow(s)
	if op == "append_message" || op == "lost" {
		// (Also for a row the model has not bound yet: the append of a fresh incarnation's first
		// message fails before its routing is judged, and the turn start must not count it.)
		m.unsureRows[s] = true
	}
	c := m.bind[s]
	if c == 0 {
		return
	}
	cv := &m.convs[c]
	ls := &m.lanes[cv.lane]
	switch op {
	case "promote_to_session_reset", "end_session", "lost":
		if cv.closed == Yes {
			cv.closed = Maybe // another process's end of it may be what did not land
		}
		if cv.crossed {
			m.markUncertain(c) // the closing is not on disk: recovery may find it again
			m.hist.Forget(s)
		}
		if ls.compressing || cv.split {
			cv.torn = true // a compression may be half written: the parent may still be live
		}
	}
	switch op {
	case "reopen_session", "lost":
		if c == ls.cur {
			ls.mayLose = true // the route may name a row that is still ended, or missing
		}
		cv.reopenLost = true // (a /resume's switch onto it follows this failure)
		if cv.split {
			// A part the lane moved back onto may keep its compression end: the next routing
			// then follows the chain from it to a later part (docs/contract.md §2.1 step 3.1).
			cv.torn = true
		}
	}
	if op == "lost" && c == ls.cur {
		ls.finalized = 0 // the watcher's promote may be what was lost (finalSeen keeps the reason possible)
	}
	switch op {
	case "append_message", "lost":
		cv.durableAt = cv.born // the row's clock may be older than any write the model saw land
		if cv.msgs == Yes {
			cv.msgs = Maybe
		}
		if c == ls.cur && (ls.routeLost || ls.accident) {
			ls.signal = Maybe // recovery reads the row's prompt size, which the write did not update
		}
	}
}

// lookupFailed: reading lane k's rows failed: recovery found nothing (a fresh incarnation with no
// reason may follow), a boundary command could not find the row it leaves, and a compression's
// continuation could not be followed.
func (m *Model) lookupFailed(k gateway.LaneKey, s gateway.SessionID) {
	li, ok := m.laneIx[k]
	if c := m.bind[s]; !ok && c != 0 {
		// A row without a key (written before that column existed) names no lane: its
		// conversation does.
		li, ok = m.convs[c].lane, true
		k = m.lanes[li].lane.Key
	}
	m.faults.noteFind(k)
	m.hist.NoteUnsureLane(k)
	if !ok {
		return
	}
	ls := &m.lanes[li]
	if m.ctx.active && m.ctx.li == li && (m.ctx.kind == actNew || m.ctx.kind == actResume) {
		// A boundary on a lane without a route closes the row the finder returns; it found none.
		for c := 1; c < len(m.convs); c++ {
			if cv := &m.convs[c]; cv.lane == li && cv.crossed && int32(c) != ls.cur {
				m.markUncertain(int32(c))
				m.hist.Forget(cv.tip)
			}
		}
	}
	if ls.cur != 0 && m.convs[ls.cur].split {
		m.convs[ls.cur].torn = true
	}
	if c := m.bind[s]; c != 0 && m.convs[c].split {
		// A /resume could not follow the compression chain from its target (docs/contract.md
		// §2.7 step 2) and reopens the part it names while the continuation stays live: both
		// parts are live, and recovery may land on either.
		m.convs[c].torn = true
	}
}

// routeGone is the loss of lane li's route from the process (a lost route, a failed index load):
// the flags only the route held become uncertain, and recovery may rebuild it from the row.
func (m *Model) routeGone(li int32) {
	ls := &m.lanes[li]
	ls.routeLost = true
	if ls.suspended == Yes {
		ls.suspended = Maybe // the flag lived in the route
	}
	if ls.owed.level == Yes {
		ls.owed.level = Maybe // so did the resume marker: recovery builds a flagless entry
	}
	m.accident(li)
}

// staleEntry: the process loaded an entry for lane li older than the model's facts (its last save
// or delete failed, or a crash lost it). Whatever only that entry knew may be older: an obligation
// may be gone or come back, a suspension may come back, the activity clock may be earlier and the
// signal either, an auto-reset notice not yet marked consumed may be repeated. The next routing
// shows where it pointed.
func (m *Model) staleEntry(li int32) {
	ls := &m.lanes[li]
	ls.stale = true
	switch {
	case ls.owed.level != No:
		// The older entry may hold an older marker, or an older turn's in-flight marker, which
		// the boot marks as of that turn's start.
		ls.owed.level = Maybe
		ls.owed.since = ls.owed.since.join(ls.debtAt)
		ls.owed.since.lo = time.Time{}
		ls.owed.turnAt = time.Time{}
		ls.owed.resume |= resumeRestart | resumeShutdown | resumeInterrupt
	case !ls.debtAt.zero():
		// An older entry may still carry the resume marker a later write cleared...
		ls.owe(Maybe, ls.debtAt, resumeRestart|resumeShutdown|resumeInterrupt, true, time.Time{})
	case !ls.turnAt.IsZero():
		// ...or the in-flight marker of a turn that has ended since: the boot promotes it, marked
		// now or, when too old, as of that turn's start (docs/contract.md §2.10 step 2, §8.2). Not
		// only the last turn's: a failed save may have left an earlier turn's marker uncleared,
		// and a crash that lost writes may have taken the entry back to any earlier turn's.
		from := ls.turnAt
		if ls.markLost {
			from = time.Time{}
		} else if !ls.markFloor.IsZero() && ls.markFloor.Before(from) {
			from = ls.markFloor
		}
		ls.owe(Maybe, span{from, m.now}, resumeInterrupt, true, from)
	}
	if ls.suspended == Yes || ls.suspendedOnce || ls.resets.Has(ReasonSuspended) {
		ls.suspended = Maybe
	}
	ls.signal = Maybe
	ls.act.lo = time.Time{}
}

// markersUnsure: the restart-failure counts and the breaker's boot times on disk may be older or
// gone: as high as any they held, or zero.
func (m *Model) markersUnsure() {
	m.markersDirty = true
	for li := range m.lanes {
		ls := &m.lanes[li]
		ls.stuck[0] = 0
		ls.stuck[1] = max(ls.stuck[1], ls.stuckMax)
	}
	m.boots = m.boots[:0]
	m.bootsLostAt = m.now // the breaker's file may hold boots the model no longer counts
}

// lostWrites is a kill whose crash lost writes the process had made.
func (m *Model) lostWrites(k Kill) {
	for _, key := range k.LostRoutes {
		m.onLane(key, func(li int32) {
			ls := &m.lanes[li]
			ls.unsaved, ls.markLost = true, true
			if ls.corruptYet && ls.corrupt == No {
				ls.corrupt = Maybe // the save that replaced the corrupted route may be what was lost
			}
		})
	}
	for _, s := range k.LostRows {
		m.rowUnwritten(s, "lost")
		m.hist.ForgetRow(s)
	}
	if k.LostMarkers {
		m.markersUnsure()
	}
}

// markUncertain says conversation c's closing may not be on disk: recovery may bring it back.
func (m *Model) markUncertain(c int32) {
	if !m.convs[c].uncertain {
		m.convs[c].uncertain = true
		m.unsure = append(m.unsure, c)
	}
}

// Settle drops the uncertainty the durable rows now rule out: a left conversation whose every
// row is closed for good (an end recovery never reopens) or gone cannot come back, until a lost
// write says otherwise. This is the candidate state the observation eliminates. Rows are sorted
// by id (MemStore.AllRows); call it after CheckAll with the same observation.
func (m *Model) Settle(rows []gateway.Row) {
	m.settle(func(s gateway.SessionID) (gateway.Row, bool) {
		i, ok := slices.BinarySearchFunc(rows, s, func(r gateway.Row, id gateway.SessionID) int {
			return strings.Compare(string(r.ID), string(id))
		})
		if !ok {
			return gateway.Row{}, false
		}
		return rows[i], true
	})
}

// SettleObserved is Settle after an incremental observation (or a whole one): it reads the
// rows of the uncertain conversations alone, through o's Store.
func (m *Model) SettleObserved(o *Observation) {
	m.settleLoaded(o)
	if o.Store == nil {
		m.Settle(o.Rows)
		return
	}
	m.settle(o.Store.Row)
}

// settleLoaded: the boot's load read the index the disk holds (o.Loaded), so for every lane the
// step touched no further (no effect names it) the process now holds exactly the persisted entry,
// or none: a suspension an older entry or a route that may not load left unsure is settled, and
// so are an older entry's activity clock and signal (docs/contract.md §2.10 step 1, §1.2).
func (m *Model) settleLoaded(o *Observation) {
	if o.Loaded == nil || !m.bootStep(BootLoadRoutes) {
		return
	}
	for i := range o.Effects {
		if e := &o.Effects[i]; e.Kind == gateway.StoreFailed && e.Op == "load_routes" {
			return // the process holds nothing it read
		}
	}
	for li := range m.lanes {
		ls := &m.lanes[li]
		if ls.cur == 0 || slices.ContainsFunc(o.Effects, func(e gateway.Effect) bool { return e.Lane == ls.lane.Key && e.Kind != gateway.EntrySkipped }) {
			continue
		}
		i := slices.IndexFunc(o.Loaded, func(e gateway.Entry) bool { return e.Key == ls.lane.Key })
		if ls.suspended == Maybe {
			ls.suspended = No
			if i >= 0 && o.Loaded[i].Suspended {
				ls.suspended = Yes
			}
		}
		if i < 0 || !ls.stale {
			continue
		}
		if e := &o.Loaded[i]; m.entryRules(ls, e.SessionID) {
			ls.act = instant(e.UpdatedAt)
			ls.signal = No
			if e.LastPromptTokens > 0 {
				ls.signal = Yes
			}
		}
	}
}

// entryRules reports whether the entry on session s is what the lane's next routing judges the
// policy on: s is the current conversation's tip and nothing may send the routing to recovery,
// which reads the row's clock and signal instead (an accident, a lost route, an end elsewhere, a
// torn conversation, a row write that may not have landed).
func (m *Model) entryRules(ls *laneState, s gateway.SessionID) bool {
	c := &m.convs[ls.cur]
	return s == c.tip && !ls.accident && !ls.routeLost && c.closed == No && !c.torn && !m.shaky(ls)
}

func (m *Model) settle(row func(gateway.SessionID) (gateway.Row, bool)) {
	kept := m.unsure[:0]
	for _, c := range m.unsure {
		cv := &m.convs[c]
		if !cv.uncertain || int32(c) == m.lanes[cv.lane].cur {
			if cv.uncertain {
				kept = append(kept, c)
			}
			continue
		}
		if closedForGood(cv.sessions, row) {
			cv.uncertain, cv.torn = false, false
			continue
		}
		kept = append(kept, c)
	}
	m.unsure = kept
	for li := range m.lanes {
		// Whether the current conversation's row holds a message is on disk: the finder
		// reads the same count (docs/contract.md §1.6), until a lost write says otherwise.
		if c := m.lanes[li].cur; c != 0 && m.convs[c].msgs == Maybe && m.convs[c].tip != "" {
			if r, ok := row(m.convs[c].tip); ok && r.Messages > 0 {
				m.convs[c].msgs = Yes
			}
		}
		m.settleClosed(int32(li), row)
	}
}

// settleClosed: whether another process's end of the lane's current row happened (the process
// may have held no route naming it, or the write may not have landed) is on disk. Ended on
// purpose, the conversation is closed (docs/contract.md §2.4); live, it is not. A torn
// conversation stays unsure: recovery may come back through its other part.
func (m *Model) settleClosed(li int32, row func(gateway.SessionID) (gateway.Row, bool)) {
	c := m.lanes[li].cur
	if c == 0 {
		return
	}
	cv := &m.convs[c]
	if cv.closed != Maybe || cv.torn || cv.tip == "" {
		return
	}
	r, ok := row(cv.tip)
	switch {
	case !ok:
	case r.Live():
		cv.closed, cv.closedBy = No, 0
	case explicitEnd(r.EndReason):
		cv.closed, cv.crossed = Yes, true
	}
}

// closedForGood reports whether every row of the sessions is ended for a reason recovery never
// reopens, or does not exist.
func closedForGood(ss []gateway.SessionID, row func(gateway.SessionID) (gateway.Row, bool)) bool {
	for _, s := range ss {
		if r, ok := row(s); ok && !explicitEnd(r.EndReason) {
			return false
		}
	}
	return true
}
