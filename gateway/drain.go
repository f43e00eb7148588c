package gateway

import "time"

// Shutdown and restart drain (docs/contract.md §2.11) as three events a driver may separate: BeginShutdown,
// DrainTimedOut (the deadline, normally fired by Tick) and Exit. Turns may end in between; a kill
// may land anywhere, and then only what was already durable survives.

type drainState struct {
	restart  bool
	deadline time.Time
	done     bool      // no turn left running, or the wait timed out
	timedOut bool      // the wait ended by timeout
	active   []LaneKey // lanes with a turn in flight when the drain began
	marked   []LaneKey // lanes pre-marked resume_pending at drain start
}

// BeginShutdown notifies chats with active turns and pre-marks their lanes resume_pending
// (restart_timeout on a restart, else shutdown_timeout) before the wait, so that a kill during the
// wait loses nothing (B05 marks only after the timeout). New inbound events are rejected from now.
func (g *Gateway) BeginShutdown(restart bool) {
	if g.phase == PhaseDraining || g.phase == PhaseExited {
		return
	}
	g.phase = PhaseDraining
	g.drain = drainState{restart: restart, deadline: g.now().Add(max(g.cfg.DrainTimeout, 0))}
	g.drain.active = g.Running()
	g.notifyDrain(g.drain.active)
	if !g.bugs.Has(PFollowupDrop) {
		g.discardAllFollowUps("shutting down", false) // as a message arriving now would be (§2.16 step 6)
	}
	if !g.bugs.Has(B05) && !g.bugs.Has(B03) {
		for _, k := range g.drain.active {
			if e := g.entry(k); e != nil && !e.Suspended && !e.ResumePending {
				g.markResume(e, g.drainReason())
				g.drain.marked = append(g.drain.marked, k)
			}
		}
	}
	g.drain.done = len(g.turns) == 0
}

// Drain notice categories (DrainNotice's Category): what the chat is told before the process goes.
const (
	DrainRestart  = "restart"  // "the gateway is restarting; your task will resume after the restart"
	DrainShutdown = "shutdown" // "the gateway is shutting down; your task was interrupted"
)

// notifyDrain tells each chat with a turn in flight that the gateway is going, once per chat
// however many of its lanes are running (several users of a group chat each have a lane): the
// delivery target is the platform, chat and thread of the lane's origin, or the lane itself when
// its origin is unknown (docs/contract.md §2.11 step 1). The category is the stop's: a restart
// promises to resume, a plain shutdown says the task was interrupted. P-drain-category gives a
// shutdown the restart category; P-drain-per-lane notifies every running lane.
func (g *Gateway) notifyDrain(active []LaneKey) {
	category := DrainShutdown
	if g.drain.restart || g.bugs.Has(PDrainCategory) {
		category = DrainRestart
	}
	seen := map[string]bool{}
	for _, k := range active {
		target := string(k)
		if e := g.entry(k); e != nil && e.Origin != nil {
			target = DrainTarget(*e.Origin)
		}
		if seen[target] && !g.bugs.Has(PDrainPerLane) {
			continue
		}
		seen[target] = true
		g.emit(Effect{Kind: DrainNotice, Lane: k, Category: category})
	}
}

// DrainTarget is where a drain notice for a lane of source s is delivered: its platform, chat and
// thread (upstream's dedup key). Lanes of one chat that differ only in their user share it.
func DrainTarget(s Source) string {
	return string(s.Platform) + ":" + s.ChatID + ":" + s.ThreadID
}

func (g *Gateway) drainReason() ResumeReason {
	if g.drain.restart {
		return ResumeRestartTimeout
	}
	return ResumeShutdownTimeout
}

// Drained reports whether Exit may run: no turn is left, or the drain timed out.
func (g *Gateway) Drained() bool { return g.phase == PhaseDraining && g.drain.done }

// DrainTimedOut ends the wait: the lanes still running (not the drain-start snapshot) are marked
// resume_pending and interrupted. B03 marks nothing (the next boot suspends instead).
func (g *Gateway) DrainTimedOut() {
	if g.phase != PhaseDraining || g.drain.done {
		return
	}
	g.drain.timedOut = true
	for _, k := range g.Running() {
		if e := g.entry(k); e != nil && !e.ResumePending && !g.bugs.Has(B03) {
			g.markResume(e, g.drainReason())
		}
		g.interrupt(k)
	}
	g.drain.done = true
}

// Exit finishes the shutdown: after a drain that did not time out the pre-marks of lanes no longer
// running are cleared; cached agents are cleaned up without ending their rows (B16 ends them as
// agent_close); the clean-shutdown marker is written only when the drain did not time out; the
// restart-failure counts are rewritten from the drain-start snapshot.
func (g *Gateway) Exit() {
	if !g.Drained() {
		return
	}
	if !g.drain.timedOut {
		for _, k := range g.drain.marked {
			if e := g.entry(k); e != nil && e.ResumePending && g.turns[k] == nil {
				e.ResumePending, e.ResumeReason, e.LastResumeMarkedAt = false, "", timeZero
				g.saveEntry(e)
				g.emit(Effect{Kind: ClearedResume, Lane: k, Session: e.SessionID})
			}
		}
	}
	for _, k := range sortedKeys(g.agents) {
		g.closeAgent(k, g.bugs.Has(B16))
	}
	g.tuiShutdown()
	g.killProcs()
	g.phase = PhaseExited
	if g.bugs.Has(PUnlockFirst) {
		g.tailPending = true // V1: the lock goes first, the markers after (ExitTail)
		return
	}
	g.writeExitMarkers(g.boot.markers)
}

// TailPending reports whether the exit left its markers to ExitTail (P-unlock-first).
func (g *Gateway) TailPending() bool { return g.tailPending }

// ExitTail is V1's stop after the single-instance lock's release (P-unlock-first; X9 of the
// multi-process reading): the clean-shutdown marker and the restart-failure counts, each its own
// file in V1, written over whatever the store holds by then. A gateway that started in between
// (its start guard found the lock free) has booted on a store without them, and its own markers
// are then overwritten: the late clean marker makes its later crash look clean. The port writes
// them before the lock is released (Exit), so no other gateway can start before they land.
func (g *Gateway) ExitTail() {
	if !g.tailPending {
		return
	}
	g.tailPending = false
	m, err := g.st.LoadMarkers()
	if err != nil {
		g.storeFailed("load_markers", "", "", err)
		return
	}
	g.writeExitMarkers(m)
}

// writeExitMarkers writes the stop's markers over m: the clean-shutdown marker only when the drain
// did not time out, and the restart-failure counts rewritten from the drain-start snapshot.
func (g *Gateway) writeExitMarkers(m Markers) {
	m.CleanShutdown = !g.drain.timedOut
	if len(g.drain.active) > 0 {
		m.FailureCounts = g.bumpedCounts(g.drain.active)
	}
	g.boot.markers = m
	g.saveMarkers()
	g.emit(Effect{Kind: CleanShutdown, MarkerWritten: m.CleanShutdown})
}

// bumpedCounts is the counter file rewritten to hold only the lanes active at drain start, each
// incremented.
func (g *Gateway) bumpedCounts(active []LaneKey) []LaneCount {
	out := make([]LaneCount, 0, len(active))
	for _, k := range active {
		n := 1
		for _, c := range g.boot.markers.FailureCounts {
			if c.Key == k {
				n = c.Count + 1
			}
		}
		out = append(out, LaneCount{Key: k, Count: n})
	}
	return out
}
