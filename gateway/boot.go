package gateway

import (
	"sort"
	"time"
)

// Startup (docs/contract.md §2.10) as four phases a driver may separate: LoadRoutes, MarkCrashed,
// EscalateStuck, ResumePass. A kill can land between any two; each phase's writes are its own.

type bootState struct {
	markers     Markers
	wasClean    bool      // the clean-shutdown marker was present
	gate        bool      // the restore gate holds inbound events
	passDone    bool      // the startup resume pass has run
	outstanding int       // synthetic resume turns of the startup pass still running
	queue       []pending // inbound events held by the gate
}

// recentWindow is V1's crash-recency window (suspend_recently_active), used only under B34/B03.
const recentWindow = 120 * time.Second

// Boot runs the four boot phases in order.
func (g *Gateway) Boot() {
	g.LoadRoutes()
	g.MarkCrashed()
	g.EscalateStuck()
	g.ResumePass()
}

// LoadRoutes loads the markers, adopts the background commands that outlived their process
// (procs.go) and loads the routing index, skipping invalid entries with a reason, then
// prunes stale routes (§2.10 step 1).
func (g *Gateway) LoadRoutes() {
	g.boot.gate = true
	m, err := g.st.LoadMarkers()
	if err != nil {
		g.storeFailed("load_markers", "", "", err)
	}
	m.Boots++
	g.tokenEpoch = m.Boots
	if err != nil {
		g.tokenEpoch = g.cfg.Entropy() | 1<<31 // boot count unknown: an epoch no counted boot uses
	}
	g.boot.markers = m
	g.boot.wasClean = m.CleanShutdown
	g.saveMarkers()
	g.adoptProcs()
	stored, err := g.st.LoadRoutes()
	if err != nil {
		g.storeFailed("load_routes", "", "", err)
	}
	entries, skipped := DecodeRoutes(stored, g.cfg.Location)
	for _, s := range skipped {
		g.emit(Effect{Kind: EntrySkipped, Lane: LaneKey(s.Key), Why: s.Reason})
	}
	for i := range entries {
		g.setEntry(&entries[i])
	}
	if !g.bugs.Has(B13) {
		g.pruneStale()
	}
	g.tuiStartupSweep()
}

// pruneStale repairs entries whose row has ended. A probe or lookup error keeps that entry only. A
// compression continuation repoints it; a recoverable row is reopened and the route kept, with its
// flags and activity clock; a route whose own row ended by accident is kept even when recovery
// finds nothing. A route whose row the watcher finalized keeps its pending reset, so
// the reason, notice and note survive the restart (H12 drops it). Otherwise the route is dropped.
func (g *Gateway) pruneStale() {
	for _, k := range g.laneKeys() {
		e := g.entry(k)
		row, ok, err := g.getRow(e.SessionID)
		if err != nil || !ok || row.Live() {
			continue
		}
		if row.EndReason == EndCompression {
			if tip, found := g.compressionTip(row); found {
				g.repoint(e, tip)
				continue
			}
		}
		if e.ExpiryFinalized && !g.bugs.Has(H12) {
			continue
		}
		peer := row.Peer
		if e.Origin != nil {
			peer = e.Origin.Peer()
		}
		found, how, hit, err := g.findLatest(k, peer)
		if err != nil {
			continue
		}
		switch {
		case !hit && Accidental(row.EndReason) && !g.bugs.Has(H12):
			// Nothing else to recover, but the route's own incarnation ended only by accident
			// (its transcript may be empty, as when a write failed): undo the accident and keep
			// the route with its flags rather than lose what the lane is owed.
			g.reopenRow(row.ID, boundaryEnds)
			g.emit(Effect{Kind: Recovered, Lane: k, Session: row.ID, Pass: FindOwn})
		case !hit:
			g.dropEntry(e, "stale at boot")
		case g.bugs.Has(H12) && found.ID == e.SessionID:
			g.reopenRow(found.ID, boundaryEnds)
			g.dropEntry(e, "stale at boot")
		case g.bugs.Has(H12):
			g.setEntry(g.entryFromRow(k, originOr(e, peer), found, g.now()))
			g.entry(k).UpdatedAt = g.now()
			g.reopenRow(found.ID, boundaryEnds)
			g.saveEntry(g.entry(k))
		default:
			g.reopenRow(found.ID, boundaryEnds)
			g.emit(Effect{Kind: Recovered, Lane: k, Session: found.ID, Pass: how})
			if found.ID != e.SessionID {
				g.repoint(e, found.ID)
			}
		}
	}
}

// originOr returns the entry's origin, or a source rebuilt from the row's peer.
func originOr(e *Entry, p Peer) Source {
	if e.Origin != nil {
		return *e.Origin
	}
	return Source{Platform: p.Platform, ChatType: p.ChatType, ChatID: p.ChatID, UserID: p.UserID, ThreadID: p.ThreadID}
}

// MarkCrashed is §2.10 step 2. After a clean shutdown it removes the marker. Otherwise every
// durable in-flight-turn marker becomes resume_pending (restart_interrupted; a drain mark already
// present is kept; a suspended lane is never re-armed) and every marker is cleared. A marker older
// than TurnMarkerMaxAge keeps its turn's start as the mark time, so it is not auto-continued (V2's
// max age) but not lost either. B34 marks by recency instead; B03 suspends recently active lanes.
//
// Beside the clean-shutdown marker, an in-flight marker whose token's boot half is this process's
// own count or later (no process that counted itself durably issued it) comes from a later process
// that crashed after its boot failed to remove the marker: it is marked as after any crash (port
// decision: the stale clean marker would otherwise lose the turn). Older markers (a clear that
// failed before the clean exit) are left as they are.
func (g *Gateway) MarkCrashed() {
	now := g.now()
	clean := g.boot.markers.CleanShutdown
	if clean {
		g.boot.markers.CleanShutdown = false
		if !g.saveMarkers() {
			// The clean marker stays on disk although this process may crash: its tokens take an
			// epoch no counted boot uses, so that the next boot marks what it leaves in flight
			// even when this boot's count landed (port decision, docs/contract.md §2.10 step 2).
			g.tokenEpoch = g.cfg.Entropy() | 1<<31
		}
	}
	for _, k := range g.laneKeys() {
		e := g.entry(k)
		if clean && !(e.hasTurnMarker() && uint32(e.ActiveTurnToken>>32) >= g.boot.markers.Boots) {
			continue
		}
		switch {
		case !clean && g.bugs.Has(B03):
			if !e.ResumePending && !e.Suspended && now.Sub(e.UpdatedAt) <= recentWindow {
				g.suspend(e)
			}
		case !clean && g.bugs.Has(B34):
			if !e.ResumePending && !e.Suspended && now.Sub(e.UpdatedAt) <= recentWindow {
				g.markResume(e, ResumeRestartInterrupted)
			}
		case e.hasTurnMarker() && !e.Suspended && !e.ResumePending:
			g.markResume(e, ResumeRestartInterrupted)
			if now.Sub(e.ActiveTurnStartedAt) > g.cfg.TurnMarkerMaxAge {
				// Too old to auto-continue, but never dropped silently (I5): the marker carries the
				// turn's own start, so the scheduler skips it and the next message either resumes it
				// or resets with resume_pending_expired and a notice.
				e.LastResumeMarkedAt = e.ActiveTurnStartedAt
			}
		}
		if e.hasTurnMarker() {
			e.ActiveTurnToken, e.ActiveTurnStartedAt = 0, timeZero
			g.saveEntry(e)
		}
	}
}

// EscalateStuck is §2.8's startup half: a lane whose consecutive restarts-while-active reached the
// threshold is suspended and leaves the counter file. Counts below the threshold stay, so they
// accumulate across real shutdown/boot cycles (H6 deletes the file on every boot; B01 never
// escalates). PBootOrder runs it, on a clean boot, before any entry is loaded.
func (g *Gateway) EscalateStuck() {
	m := &g.boot.markers
	if g.bugs.Has(B01) {
		return
	}
	blind := g.bugs.Has(PBootOrder) && g.boot.wasClean
	kept := m.FailureCounts[:0:0]
	for _, c := range m.FailureCounts {
		e := g.entry(c.Key)
		if c.Count >= g.cfg.StuckLoopThreshold && e != nil && !blind {
			g.suspend(e)
			continue
		}
		kept = append(kept, c)
	}
	if g.bugs.Has(H6) {
		kept = nil
	}
	if len(kept) != len(m.FailureCounts) {
		m.FailureCounts = kept
		g.saveMarkers()
	}
}

// ResumePass is §2.10 step 5 for every adapter that is up. The restart-loop breaker may skip it.
func (g *Gateway) ResumePass() {
	if g.phase == PhaseBooting {
		g.phase = PhaseRunning
		g.watch.next = g.now().Add(g.cfg.WatcherFirstDelay)
		g.watch.pruneNext = g.watch.next
	}
	g.schedulePass("", true)
	g.boot.passDone = true
	g.liftGate()
}

// AdapterUp connects a platform adapter; once booted, the resume pass re-runs for that platform.
func (g *Gateway) AdapterUp(p Platform) {
	g.adaptersUp[p] = true
	if g.phase == PhaseRunning && g.boot.passDone {
		g.schedulePass(p, false)
	}
}

// AdapterDown disconnects a platform adapter.
func (g *Gateway) AdapterDown(p Platform) { delete(g.adaptersUp, p) }

// schedulePass is _schedule_resume_pending_sessions (optionally for one platform, as the reconnect
// pass runs it): when there are candidates the restart-loop breaker records the pass as a boot and
// may skip it whole (docs/contract.md §2.10 step 5: the breaker looks at the candidates, before the
// per-candidate skips; a reconnect pass counts as upstream's same scheduler counts it); otherwise
// every candidate that passes the per-candidate checks is auto-continued.
func (g *Gateway) schedulePass(only Platform, startup bool) {
	cands := g.resumeCandidates(only)
	if len(cands) == 0 {
		return
	}
	if g.breakerTripped() {
		g.emit(Effect{Kind: Reply, Text: "restart loop: auto-resume skipped"})
		return
	}
	now := g.now()
	var out []*Entry
	for _, e := range cands {
		if g.dispatchable(e, now) {
			out = append(out, e)
		}
	}
	g.dispatchResumes(out, startup)
}

// resumeCandidates lists, sorted, the lanes the startup scheduler considers (optionally on one
// platform): resume_pending, not suspended, origin known and a restart reason.
func (g *Gateway) resumeCandidates(only Platform) []*Entry {
	var out []*Entry
	for _, k := range g.laneKeys() {
		e := g.entries[k]
		if !e.ResumePending || e.Suspended || e.Origin == nil || e.ResumeReason == "" {
			continue
		}
		if only != "" && e.Origin.Platform != only {
			continue
		}
		g.noteLane(k) // the resume pass may dispatch it
		out = append(out, e)
	}
	return out
}

// dispatchable is the per-candidate check: a fresh marker, not running, adapter up, no reset due
// and no other live process running a turn on its session (that lane is left for the user's next
// message). A lane it passes holds its session's lease from then on (dispatchResumes lets it go
// when the resume turn does not start there).
func (g *Gateway) dispatchable(e *Entry, now time.Time) bool {
	if g.cfg.FreshnessWindow <= 0 && g.bugs.Has(PFreshZero) {
		return false
	}
	if !g.within(e.LastResumeMarkedAt, now) || g.turns[e.Key] != nil || !g.adaptersUp[e.Origin.Platform] {
		return false
	}
	if g.resetReason(e, now) != EndNone {
		return false // the next user message resets with a notice; a resume turn would land blank
	}
	// Otherwise the stale-route heal would replace the incarnation, and the marker with it.
	if !g.resumesInPlace(e) {
		return false
	}
	// Last, the session's lease, taken in the same step as its test: another window that runs a
	// turn there (§9.6 step 5) keeps the lane for the user's next message.
	_, busy := g.tryHold(e.SessionID, "", false)
	return !busy
}

// resumesInPlace reports whether routing e's lane now keeps the incarnation that owes the turn,
// so that a resume turn lands there with its recovery note (I16): its row is live or missing (not
// stale), a compression continuation takes over, or recovery would reopen that very row. Otherwise
// the stale-route heal drops the entry with its marker and a fresh or other incarnation would get
// a blank synthetic turn; the lane is left for the user's next message. An unreadable row counts
// as replaced: the heal may well see it once the store answers.
func (g *Gateway) resumesInPlace(e *Entry) bool {
	if g.bugs.Has(B14) {
		return true // no self-heal: the route stays where it is
	}
	row, ok, err := g.getRow(e.SessionID)
	switch {
	case err != nil:
		return false
	case !ok || row.Live():
		return true
	case row.EndReason == EndCompression:
		_, found := g.compressionTip(row)
		return found
	case !g.recoverable(row.EndReason):
		return false
	}
	found, _, hit, err := g.findLatest(e.Key, e.Origin.Peer())
	if err != nil || !hit || found.ID != e.SessionID {
		return false
	}
	// Recovery judges the policy on the row's own activity clock before reopening it.
	now := g.now()
	return g.bugs.Has(B35) || g.policyReset(g.entryFromRow(e.Key, *e.Origin, found, now), now) == EndNone
}

// breakerTripped records this boot in the restart-loop file and reports whether the boots with
// candidates inside the window reached the limit (B38: no breaker). A boot exactly a window old
// still counts (upstream keeps every boot at or after now - window).
func (g *Gateway) breakerTripped() bool {
	if g.bugs.Has(B38) || g.cfg.RestartLoopMax <= 0 {
		return false
	}
	now := g.now()
	m := &g.boot.markers
	kept := m.BootTimes[:0:0]
	for _, t := range m.BootTimes {
		if now.Sub(t) <= g.cfg.RestartLoopWindow {
			kept = append(kept, t)
		}
	}
	m.BootTimes = append(kept, now)
	g.saveMarkers()
	return len(m.BootTimes) >= g.cfg.RestartLoopMax
}

// dispatchResumes starts a synthetic empty-text internal turn on each candidate's origin. A
// candidate whose routing replaced the incarnation after all (a store read failed between the
// candidate check and the routing) gets no turn: it would land blank in a fresh conversation.
func (g *Gateway) dispatchResumes(cands []*Entry, startup bool) {
	for _, e := range cands {
		if startup {
			g.boot.outstanding++
		}
		held := e.SessionID // dispatchable's hold, when the turn does not start there
		if !g.handleMessage(Message{Source: *e.Origin, Internal: true}, true, startup, "") && startup {
			g.boot.outstanding--
		}
		g.releaseTurn(held)
	}
}

// markResume is mark_resume_pending: it refuses a suspended entry.
func (g *Gateway) markResume(e *Entry, why ResumeReason) {
	if e.Suspended {
		return
	}
	e.ResumePending, e.ResumeReason, e.LastResumeMarkedAt = true, why, g.now()
	g.saveEntry(e)
	g.emit(Effect{Kind: MarkedResume, Lane: e.Key, Session: e.SessionID, Resume: why})
}

func (g *Gateway) suspend(e *Entry) {
	e.Suspended = true
	g.saveEntry(e)
	g.emit(Effect{Kind: Suspended, Lane: e.Key, Session: e.SessionID})
}

func (g *Gateway) saveMarkers() bool {
	m := &g.boot.markers
	sort.Slice(m.FailureCounts, func(i, j int) bool { return m.FailureCounts[i].Key < m.FailureCounts[j].Key })
	if err := g.st.SaveMarkers(*m); err != nil {
		g.storeFailed("save_markers", "", "", err)
		return false
	}
	return true
}

// clearFailureCount removes a lane from the restart-failure file after a successful turn.
func (g *Gateway) clearFailureCount(k LaneKey) {
	m := &g.boot.markers
	for i, c := range m.FailureCounts {
		if c.Key == k {
			m.FailureCounts = append(m.FailureCounts[:i:i], m.FailureCounts[i+1:]...)
			g.saveMarkers()
			return
		}
	}
}
