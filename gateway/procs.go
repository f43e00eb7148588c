package gateway

import (
	"slices"
	"time"
)

// Background commands (docs/contract.md §9.7; V1's tools/process_registry.py and its
// processes.json). A command runs in a session of its own, so it outlives the process that
// started it unless that process stops cleanly (its shutdown kills them). The process list on disk
// is how a messaging gateway that boots after a kill learns which commands still run, and so which
// lanes its reset guard (processBlocks) must keep. A process rewrites the list at each start and
// end of one of its commands. In the port it rewrites only its own entries and keeps every other
// process's; P-proc-list-whole rewrites it from the process's own registry alone, as V1 does,
// which drops every other process's commands (X12).

// ProcessStarted records a background command, process id pid, on the lane: while it runs (up to
// BgProcessMaxAge) the lane is never reset by time.
func (g *Gateway) ProcessStarted(k LaneKey, pid int) { g.spawned(string(k), pid) }

// SessionProcessStarted records a TUI backend's background command, process id pid, for stored
// session s. It blocks no lane's reset: a session id is never a lane key.
func (g *Gateway) SessionProcessStarted(s SessionID, pid int) { g.spawned(string(s), pid) }

func (g *Gateway) spawned(key string, pid int) {
	g.procs = append(g.procs, BgProc{PID: pid, Key: key, Owner: g.self, Started: g.now()})
	g.writeProcList()
}

// ProcessEnded forgets the command pid, which has exited (a no-op for one the process does not
// track).
func (g *Gateway) ProcessEnded(pid int) {
	i := slices.IndexFunc(g.procs, func(p BgProc) bool { return p.PID == pid })
	if i < 0 {
		return
	}
	g.procs = slices.Delete(g.procs, i, i+1)
	g.writeProcList()
}

// Procs returns the commands the process tracks, its own and those it adopted, sorted by pid.
func (g *Gateway) Procs() []BgProc { return slices.Clone(g.procs) }

// adoptProcs is a messaging gateway's recovery at boot (§2.10 step 1): each listed command that
// still runs (Config.CommandAlive) and whose process is dead, the previous run of this one among
// them, becomes this process's, start time kept; a live process's command stays its own, and a
// dead command's entry is dropped.
func (g *Gateway) adoptProcs() {
	g.procListFile().rewrite(g, func(ps []BgProc) ([]BgProc, bool) {
		g.procs = g.procs[:0] // (a lost swap reads again and adopts again)
		var others []BgProc
		changed := false
		for _, p := range ps {
			switch {
			case g.otherLiveOwner(p.Owner):
				others = append(others, p)
			case g.cfg.CommandAlive == nil || g.cfg.CommandAlive(p.PID):
				changed = changed || p.Owner != g.self
				p.Owner = g.self
				g.procs = append(g.procs, p)
			default:
				changed = true
			}
		}
		slices.SortFunc(g.procs, comparePIDs)
		// (Only a change is saved: a boot's writes are counted by a torn crash.)
		return g.procList(others), changed
	})
}

// killProcs is a clean stop's end of the process's commands (V1's kill_all at shutdown).
func (g *Gateway) killProcs() {
	if len(g.procs) == 0 {
		return
	}
	g.procs = g.procs[:0]
	g.writeProcList()
}

// writeProcList saves the process's commands beside every other process's as the list holds them.
// P-proc-list-whole saves the process's own alone, over whatever the list held (V1).
func (g *Gateway) writeProcList() {
	g.procListFile().rewrite(g, func(ps []BgProc) ([]BgProc, bool) {
		var others []BgProc
		for _, p := range ps {
			if p.Owner != g.self && !slices.ContainsFunc(g.procs, func(q BgProc) bool { return q.PID == p.PID }) {
				others = append(others, p)
			}
		}
		return g.procList(others), true
	})
}

// procList is the list to save: the process's commands and others, sorted by pid;
// P-proc-list-whole keeps the process's own alone.
func (g *Gateway) procList(others []BgProc) []BgProc {
	out := slices.Clone(g.procs)
	if !g.bugs.Has(PProcListWhole) {
		out = append(out, others...)
	}
	slices.SortFunc(out, comparePIDs)
	return out
}

// processBlocks reports whether a background command on the lane blocks a reset. A command blocks
// while it is younger than BgProcessMaxAge: from the instant it is that old it no longer does, as
// upstream's has_active_for_session counts a process only while its age is below the cut-off
// (<= 0: every command blocks).
func (g *Gateway) processBlocks(k LaneKey, now time.Time) bool {
	for _, p := range g.procs {
		if p.Key == string(k) && (g.cfg.BgProcessMaxAge <= 0 || now.Sub(p.Started) < g.cfg.BgProcessMaxAge) {
			return true
		}
	}
	return false
}

func comparePIDs(a, b BgProc) int { return a.PID - b.PID }
