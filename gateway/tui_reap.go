package gateway

import (
	"fmt"
	"sort"
	"time"
)

// TUI reapers (docs/contract.md §2.14): orphan reap timers, the TTL reaper, finalize, the V2 startup sweep and
// the atexit close. Timers are data: tuiDeadline reports the next one, and Tick calls tuiTick.

// popLagB30 stretches B30's window between the reap's check and its pop to one second, so that a
// simulator can land an event inside it. Upstream the window is a lock gap of microseconds; a
// single-threaded core can only expose it as two events.
const popLagB30 = time.Second

// ReapTimer is an armed orphan reap: it fires at Due for one detachment (Generation) of Record.
// Claimed marks B30's second phase: the check passed and the pop is still to come.
type ReapTimer struct {
	Record     RecordID
	Generation uint64
	Due        time.Time
	Claimed    bool
}

// String prints "u3#5@<due>", with a trailing "claimed" for B30's pending pop.
func (tm ReapTimer) String() string {
	s := fmt.Sprintf("%v#%d@%s", tm.Record, tm.Generation, tm.Due.Format(time.RFC3339))
	if tm.Claimed {
		s += " claimed"
	}
	return s
}

// ReapTimers returns the armed timers (and B30's pending pops), sorted by (Due, Record, Generation).
func (g *Gateway) ReapTimers() []ReapTimer {
	out := append(append([]ReapTimer(nil), g.tui.timers...), g.tui.pops...)
	sortTimers(out)
	return out
}

func sortTimers(ts []ReapTimer) {
	sort.Slice(ts, func(i, j int) bool {
		a, b := ts[i], ts[j]
		if !a.Due.Equal(b.Due) {
			return a.Due.Before(b.Due)
		}
		if a.Record != b.Record {
			return a.Record < b.Record
		}
		return a.Generation < b.Generation
	})
}

// tuiArm arms a reap of r's current detachment at due. A grace of 0 means never reap.
func (g *Gateway) tuiArm(r *record, due time.Time) {
	if g.cfg.ReapGrace <= 0 {
		return
	}
	g.tui.timers = append(g.tui.timers, ReapTimer{Record: r.id, Generation: r.generation, Due: due})
	g.emit(Effect{Kind: ReapArmed, Record: r.id, Session: r.session, Token: TurnToken(r.generation), At: due})
}

// tuiArmedNow reports whether a timer for r's current detachment is still pending.
func (g *Gateway) tuiArmedNow(r *record) bool {
	for _, tm := range g.tui.timers {
		if tm.Record == r.id && tm.Generation == r.generation {
			return true
		}
	}
	return false
}

func (g *Gateway) tuiCancelTimers(id RecordID) {
	kept := g.tui.timers[:0]
	for _, tm := range g.tui.timers {
		if tm.Record != id {
			kept = append(kept, tm)
		}
	}
	g.tui.timers = kept
}

// tuiDeadline is the earliest time at which tuiTick has work: an armed timer, a B30 pop, or the TTL
// scan while some record is open. The lead's Deadline folds it in.
func (g *Gateway) tuiDeadline() (time.Time, bool) {
	var at time.Time
	ok := false
	consider := func(t time.Time) {
		if !ok || t.Before(at) {
			at, ok = t, true
		}
	}
	for _, tm := range g.tui.timers {
		consider(tm.Due)
	}
	for _, tm := range g.tui.pops {
		consider(tm.Due)
	}
	if g.tuiAnyOpen() {
		consider(g.tui.scanAt)
	}
	return at, ok
}

// tuiTick runs the TUI work due at now: every due timer in (due, record, generation) order, then
// B30's due pops, then the TTL scan if it is due.
func (g *Gateway) tuiTick(now time.Time) {
	due := takeDue(&g.tui.timers, now)
	for _, tm := range due {
		g.tuiFire(tm, now)
	}
	for _, tm := range takeDue(&g.tui.pops, now) {
		// B30: the pop does not re-check. A rebind or prompt that landed since the check is
		// reaped anyway; only the finalize guard still holds.
		g.tuiFinalize(g.tui.records[tm.Record], EndWsOrphanReap)
	}
	if g.tuiAnyOpen() && !now.Before(g.tui.scanAt) {
		g.tuiScan(now)
	}
}

// takeDue removes and returns the timers due at now, sorted.
func takeDue(ts *[]ReapTimer, now time.Time) []ReapTimer {
	var due []ReapTimer
	kept := (*ts)[:0]
	for _, tm := range *ts {
		if tm.Due.After(now) {
			kept = append(kept, tm)
		} else {
			due = append(due, tm)
		}
	}
	*ts = kept
	sortTimers(due)
	return due
}

// tuiFire is one reap timer firing. The fixed predicate is fenced by the generation and demands a
// continuous detachment of the full grace (I12); B29 drops both (V1: any old timer reaps whatever
// is detached and idle at that instant). B30 splits the check from the pop.
func (g *Gateway) tuiFire(tm ReapTimer, now time.Time) {
	r := g.tui.records[tm.Record]
	if r == nil || r.finalized || r.running || r.transport != detached {
		return // spared; a running record is re-armed when its turn ends (B31 fix)
	}
	if !g.bugs.Has(B29) && (tm.Generation != r.generation || now.Sub(r.detachedAt) < g.cfg.ReapGrace) {
		return
	}
	if g.bugs.Has(B30) {
		tm.Due, tm.Claimed = now.Add(popLagB30), true
		g.tui.pops = append(g.tui.pops, tm)
		return
	}
	g.tuiFinalize(r, EndWsOrphanReap)
}

// tuiScan is the TTL reaper: a record on a detached or closed transport, idle and older than the
// TTL, with no turn running, is closed as idle_timeout.
func (g *Gateway) tuiScan(now time.Time) {
	g.tui.scanAt = now.Add(g.cfg.TTLScanInterval)
	ttl := g.cfg.SessionTTL
	for _, id := range g.tuiIDs() {
		r := g.tui.records[id]
		if r.finalized || r.running || (r.transport != detached && g.tui.live[r.transport]) {
			continue
		}
		if now.Sub(r.lastActive) > ttl && now.Sub(r.createdAt) > ttl {
			g.tuiFinalize(r, EndIdleTimeout)
		}
	}
}

// tuiFinalize closes r once (the single finalized guard). The row is ended with the reason only if
// the TUI owns it (I13; B17 ends gateway rows too) and no other live process created it: a
// viewer's close does not end the row another running backend created and still serves
// (docs/contract.md §9.4; P-viewer-ends restores V1, which ends it). Then the agent is closed: for
// a gateway-owned row with row-ending suppressed, unless H10 brings back the agent's own
// agent_close.
func (g *Gateway) tuiFinalize(r *record, reason EndReason) {
	if r.finalized {
		return
	}
	release := r.running && reason != EndTuiShutdown
	if release {
		g.unmarkTurn(r)
	}
	r.finalized, r.reason, r.running = true, reason, false
	if release {
		g.releaseTurn(r.session) // (the atexit's closes leave it: the process is about to be dead)
	}
	g.tuiCancelTimers(r.id)
	row, ok, err := g.getRow(r.session)
	if err == nil && ok {
		owned := g.cfg.caps(row.Peer.Platform).TuiOwned
		if owned && (g.bugs.Has(PViewerEnds) || !g.otherLiveOwner(row.Owner)) || !owned && g.bugs.Has(B17) {
			g.endRow(r.session, reason)
		}
		if !owned && g.bugs.Has(H10) {
			g.endRow(r.session, EndAgentClose)
		}
	}
	g.emit(Effect{Kind: RecordClosed, Record: r.id, Session: r.session, Reason: reason})
}

// tuiShutdown is the atexit close of every open record (tui_shutdown), for Exit to call.
func (g *Gateway) tuiShutdown() {
	for _, id := range g.tuiIDs() {
		g.tuiFinalize(g.tui.records[id], EndTuiShutdown)
	}
}

// tuiStartupSweep is the V2 startup sweep for Boot and BackendStart to call: a TUI-owned row that a
// dead process left live, and that no record of this process views, is ended as
// startup_orphan_reap, an accidental reason. Without it (B33) a reap lost with the process leaves
// the row live forever. A row whose creator is another live process is spared (docs/contract.md
// §9.4; P-sweep-blind restores the sweep that ends it). TUI rows carry the bare peer {Platform},
// so each TUI-owned platform's rows are one peer query.
func (g *Gateway) tuiStartupSweep() {
	if g.bugs.Has(B33) {
		return
	}
	var owned []Platform
	for p, c := range g.cfg.Adapters {
		if c.TuiOwned {
			owned = append(owned, p)
		}
	}
	sort.Slice(owned, func(i, j int) bool { return owned[i] < owned[j] })
	for _, p := range owned {
		rows, err := g.st.PeerRows(Peer{Platform: p})
		if err != nil {
			g.storeFailed("startup_orphan_sweep", "", "", err)
			continue
		}
		sort.Slice(rows, func(i, j int) bool { return rows[i].ID < rows[j].ID })
		for _, row := range rows {
			if row.Live() && g.tuiOpenRecord(row.ID) == nil && (g.bugs.Has(PSweepBlind) || !g.otherLiveOwner(row.Owner)) {
				g.endRow(row.ID, EndStartupOrphanReap)
			}
		}
	}
}

// otherLiveOwner reports whether owner, a row's creator (Row.Owner), is a process other than this
// one that is still running (Config.Alive). An unstamped row ("") has no known owner and counts
// as a dead process's; with no Alive every other process counts as dead: the single-process
// behaviour.
func (g *Gateway) otherLiveOwner(owner string) bool {
	return owner != "" && owner != g.self && g.cfg.Alive != nil && g.cfg.Alive(owner)
}
