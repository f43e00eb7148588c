package gateway

import (
	"sort"
	"time"
)

// The TUI gateway over WebSocket (docs/contract.md §2.14): records that view a stored session through a
// transport, and the two-phase disconnect. Reap timers, the TTL reaper, finalize and the startup
// sweep are in tui_reap.go. All of this state is in memory and dies with the process.
//
// Port decisions implemented here (docs/contract.md#port-decisions):
//   - WS transport ownership: a teardown revalidates each claimed record before acting on it, and
//     every rebind cancels the record's reap timers and bumps its generation (B29 restores V1).
//   - TUI cold resume: a row ended at an intentional boundary is never reopened; the viewer gets
//     NotFound (H1 restores the unconditional reopen).
//
// Transports die at their teardown snapshot (the socket has closed by then). A call on a closed or
// never-issued transport is rejected, so that no record can be bound to a transport whose
// teardown has already taken its snapshot.

// tuiPlatform is the Peer.Platform of the rows the TUI creates itself.
const tuiPlatform Platform = "tui"

// detached is the DETACHED drop sink: the transport of a parked record.
const detached TransportID = 0

// End reasons written only by the TUI backend, on rows the TUI owns.
const (
	// EndStartupOrphanReap is written by the V2 startup sweep on a TUI row a dead process left live.
	// It is accidental: recoverable and promotable (docs/contract.md §1.5, §8.4).
	EndStartupOrphanReap EndReason = "startup_orphan_reap"
	// EndTuiShutdown is the atexit close of every open record.
	EndTuiShutdown EndReason = "tui_shutdown"
)

// Binds of RecordBound effects: how the record got its transport.
const (
	boundCreate     = "create"
	boundResumeLive = "resume-live"
	boundResumeCold = "resume-cold"
	boundPrompt     = "prompt" // prompt.submit from another transport rebinds the record
)

// tuiState is the TUI gateway's registry: records, live transports, teardown claims and timers.
type tuiState struct {
	records      map[RecordID]*record
	live         map[TransportID]bool       // connected transports
	claims       map[TransportID][]RecordID // teardown snapshots awaiting their apply
	timers       []ReapTimer                // armed orphan reaps
	pops         []ReapTimer                // B30 only: reaps checked, not yet popped
	scanAt       time.Time                  // next TTL scan; meaningful while a record is open
	transportSeq TransportID                // last issued id
	recordSeq    RecordID                   // last issued id
}

func (t *tuiState) init() {
	t.records = map[RecordID]*record{}
	t.live = map[TransportID]bool{}
	t.claims = map[TransportID][]RecordID{}
}

// record is one TUI session (upstream's UI sid): a view of a stored session through a transport.
type record struct {
	id                RecordID
	transport         TransportID // detached when parked
	closeOnDisconnect bool
	session           SessionID // the stored session it views
	running           bool
	turn              TurnToken
	finalized         bool
	reason            EndReason // why it was finalized
	createdAt         time.Time
	lastActive        time.Time
	detachedAt        time.Time // zero while attached
	generation        uint64    // bumped on every bind, rebind and detach
}

// WsConnect accepts a new WebSocket connection.
func (g *Gateway) WsConnect() TransportID {
	g.tui.transportSeq++
	t := g.tui.transportSeq
	g.tui.live[t] = true
	return t
}

// SessionCreate is session.create on transport t: a fresh TUI-owned row and a record bound to t.
func (g *Gateway) SessionCreate(t TransportID, closeOnDisconnect bool) RecordID {
	if !g.tuiUsable(t) {
		return 0
	}
	id := g.newSessionID()
	now := g.now()
	// The row carries its creator (docs/contract.md §9.3): "" in a single-process world.
	g.insertRow(Row{ID: id, Key: LaneKey("tui:" + string(id)), Peer: Peer{Platform: tuiPlatform},
		StartedAt: now, ActiveAt: now, UserAt: now, Owner: g.self}, "")
	r := g.tuiNewRecord(t, id, closeOnDisconnect)
	g.emit(Effect{Kind: RecordBound, Record: r.id, Transport: t, Session: id, Bind: boundCreate})
	return r.id
}

// SessionResume is session.resume(target) on transport t. It follows the compression chain to the
// tip; a record already open on the tip is rebound to t (the live fast path); otherwise a record is
// built, after reopening the row unless its end is an intentional boundary. The reopen decides, not
// the read (coldReopen): when the row changed since it was read and stayed ended, the resume reads
// again, at most swapTries times.
func (g *Gateway) SessionResume(t TransportID, target SessionID) (RecordID, bool) {
	if !g.tuiUsable(t) {
		return 0, false
	}
	for try := 1; ; try++ {
		row, ok := Row{}, false
		if resumable(target) {
			row, ok = g.tuiTip(target)
		}
		if !ok || !resumable(row.ID) {
			g.emit(Effect{Kind: NotFound, Transport: t, Session: target})
			return 0, false
		}
		if r := g.tuiOpenRecord(row.ID); r != nil {
			g.tuiRebind(r, t)
			r.lastActive = g.now()
			g.emit(Effect{Kind: RecordBound, Record: r.id, Transport: t, Session: r.session, Bind: boundResumeLive})
			return r.id, true
		}
		now, live, overtaken := g.coldReopen(row)
		if overtaken && try < swapTries {
			continue
		}
		if !live {
			g.emit(g.coldRefusal(now, t))
			return 0, false
		}
		r := g.tuiNewRecord(t, row.ID, false)
		g.emit(Effect{Kind: RecordBound, Record: r.id, Transport: t, Session: r.session, Bind: boundResumeCold})
		g.continueMarked(r, t)
		return r.id, true
	}
}

// coldReopen is the commit of a viewer's cold resume (a TUI session.resume, a CLI's start) of
// row as it was read: one conditional reopen, which keeps a boundary (H1: no end), so that the
// decision rests on the store as it now is rather than on the read (docs/contract.md §9.2). It
// returns the row as the store has it and whether it is live; overtaken says it now reads
// otherwise than it was read and stayed ended, so the caller reads again. When the write fails,
// the decision rests on the read.
func (g *Gateway) coldReopen(row Row) (now Row, live, overtaken bool) {
	if g.bugs.Has(PReopenBlind) && !g.bugs.Has(H1) && !row.Live() && tuiBoundary(row.EndReason) {
		return row, false, false // the check is on the read alone; the statement has no condition
	}
	now, live, err := g.reopenRow(row.ID, g.resumeStands())
	if err != nil {
		return row, row.Live(), false
	}
	return now, live, !live && now.EndReason != row.EndReason
}

// coldRefusal is the answer to a cold resume whose row stayed ended (now, as the reopen left it):
// not found, naming the boundary that stood, or the reopen that failed.
func (g *Gateway) coldRefusal(now Row, t TransportID) Effect {
	if tuiBoundary(now.EndReason) && !g.bugs.Has(H1) {
		// A viewer may not make an intentionally ended conversation live again (H1): the lane's
		// recovery could then resurrect it.
		return Effect{Kind: NotFound, Transport: t, Session: now.ID, Reason: now.EndReason, Why: "intentional boundary"}
	}
	return Effect{Kind: NotFound, Transport: t, Session: now.ID, Why: "reopen failed"}
}

// TuiPrompt is prompt.submit on record id from transport t: it starts a turn and, when t is not
// the record's transport, rebinds the record to t first. A busy record rejects the prompt; a
// closed one answers NotFound (upstream's 4001 "session not found"), and so does one whose row was
// ended at an intentional boundary since it was built (docs/contract.md §2.14).
func (g *Gateway) TuiPrompt(t TransportID, id RecordID) (TurnToken, bool) {
	if !g.tuiUsable(t) {
		return 0, false
	}
	r := g.tui.records[id]
	if r == nil || r.finalized {
		e := Effect{Kind: NotFound, Transport: t, Record: id}
		if r != nil {
			e.Session = r.session
		}
		g.emit(e)
		return 0, false
	}
	if r.running {
		g.emit(Effect{Kind: Rejected, Transport: t, Record: id, Session: r.session, Why: "busy"})
		return 0, false
	}
	if row, ok, err := g.getRow(r.session); err == nil && ok && !row.Live() && Intentional(row.EndReason) && !g.bugs.Has(PPromptLeft) {
		// The conversation was left on purpose since the record was built (its lane's /new, an
		// automatic reset, another process's boundary): no turn writes into it (X6).
		g.emit(Effect{Kind: NotFound, Transport: t, Record: id, Session: r.session, Reason: row.EndReason, Why: "intentional boundary"})
		return 0, false
	}
	if !g.claimTurn(r.session, "") {
		// Another live process runs a turn on the conversation (docs/contract.md §9.6).
		g.emit(Effect{Kind: Rejected, Transport: t, Record: id, Session: r.session, Why: "busy elsewhere"})
		return 0, false
	}
	if r.transport != t {
		g.tuiRebind(r, t)
		g.emit(Effect{Kind: RecordBound, Record: id, Transport: t, Session: r.session, Bind: boundPrompt})
	}
	r.running, r.turn, r.lastActive = true, g.newToken(), g.now()
	g.emit(Effect{Kind: TurnStarted, Record: id, Transport: t, Session: r.session, Token: r.turn})
	g.markTurn(r)
	return r.turn, true
}

// TuiTurnEnded reports the end of the record's turn tok. A stale token, or a record closed
// meanwhile, is ignored. A detached record is re-armed for reaping (the B31 fix): its timer may
// have fired, and been spared, while the turn was running.
func (g *Gateway) TuiTurnEnded(id RecordID, tok TurnToken, o Outcome) {
	r := g.tui.records[id]
	if r == nil || r.finalized || !r.running || r.turn != tok {
		return
	}
	r.running, r.lastActive = false, g.now()
	g.emit(Effect{Kind: TurnEnded, Record: id, Session: r.session, Token: tok, Outcome: o})
	g.unmarkTurn(r)
	g.releaseTurn(r.session)
	if r.transport == detached && !g.bugs.Has(B31) && !g.tuiArmedNow(r) {
		g.tuiArm(r, g.now().Add(g.cfg.ReapGrace))
	}
}

// SessionClose is session.close of record id, called on transport t: the record is finalized as
// tui_close (its row ended only if the TUI owns it, I13). A record that is gone or closed answers
// NotFound.
func (g *Gateway) SessionClose(t TransportID, id RecordID) bool {
	if !g.tuiUsable(t) {
		return false
	}
	r := g.tui.records[id]
	if r == nil || r.finalized {
		e := Effect{Kind: NotFound, Transport: t, Record: id}
		if r != nil {
			e.Session = r.session
		}
		g.emit(e)
		return false
	}
	g.tuiFinalize(r, EndTuiClose)
	return true
}

// TeardownSnapshot is the first phase of transport t's disconnect: the socket is closed, and the
// records bound to t are claimed. Anything may happen before TeardownApply.
func (g *Gateway) TeardownSnapshot(t TransportID) {
	delete(g.tui.live, t)
	var ids []RecordID
	for _, id := range g.tuiIDs() {
		if r := g.tui.records[id]; !r.finalized && r.transport == t {
			ids = append(ids, id)
		}
	}
	g.tui.claims[t] = ids
}

// TeardownApply is the second phase: each claimed record that is still open and still bound to t
// is closed (close_on_disconnect) or parked on DETACHED with a reap armed; a record rebound
// meanwhile is left alone (I11). Record ids are never reused, so "still the same record object"
// is "not finalized". B29 restores V1: the snapshot is applied without revalidation.
func (g *Gateway) TeardownApply(t TransportID) {
	ids := g.tui.claims[t]
	delete(g.tui.claims, t)
	for _, id := range ids {
		r := g.tui.records[id]
		if r.finalized {
			continue // the single finalize guard; upstream had popped the record already
		}
		if r.transport != t && !g.bugs.Has(B29) {
			continue // the rebind won
		}
		if r.closeOnDisconnect {
			g.tuiFinalize(r, EndWsDisconnect)
			continue
		}
		g.tuiPark(r, t)
	}
}

// tuiUsable rejects calls on a transport that is closed or was never issued.
func (g *Gateway) tuiUsable(t TransportID) bool {
	if g.tui.live[t] {
		return true
	}
	g.emit(Effect{Kind: Rejected, Transport: t, Why: "transport closed"})
	return false
}

func (g *Gateway) tuiNewRecord(t TransportID, id SessionID, closeOnDisconnect bool) *record {
	now := g.now()
	if !g.tuiAnyOpen() {
		g.tui.scanAt = now.Add(g.cfg.TTLScanInterval) // the reaper idled while nothing was open
	}
	g.tui.recordSeq++
	r := &record{id: g.tui.recordSeq, transport: t, closeOnDisconnect: closeOnDisconnect, session: id,
		createdAt: now, lastActive: now, generation: 1}
	g.tui.records[r.id] = r
	return r
}

// tuiRebind binds r to transport t. Every pending reap timer of r is cancelled and the generation
// bumped, so no timer from an earlier detachment can reap during a later one (the B29 fix; with B29
// on, old timers survive).
func (g *Gateway) tuiRebind(r *record, t TransportID) {
	r.transport, r.detachedAt = t, time.Time{}
	r.generation++
	if !g.bugs.Has(B29) {
		g.tuiCancelTimers(r.id)
	}
}

// tuiPark moves r from transport t to DETACHED and arms its reap (unless the grace is 0).
func (g *Gateway) tuiPark(r *record, t TransportID) {
	now := g.now()
	r.transport, r.detachedAt = detached, now
	r.generation++
	g.emit(Effect{Kind: RecordDetached, Record: r.id, Transport: t, Session: r.session})
	g.tuiArm(r, now.Add(g.cfg.ReapGrace))
}

// tuiTip resolves target and follows the compression chain to its live continuation, using the
// routing's own tip walk; a chain without a live tip stays on target.
func (g *Gateway) tuiTip(target SessionID) (Row, bool) {
	row, ok, err := g.getRow(target)
	if err != nil || !ok {
		return Row{}, false
	}
	if row.EndReason != EndCompression {
		return row, true
	}
	tipID, found := g.compressionTip(row)
	if !found {
		return row, true
	}
	tip, ok, err := g.getRow(tipID)
	if err != nil || !ok {
		return row, true
	}
	return tip, true
}

// tuiBoundary reports an end a TUI cold resume must not undo: an intentional boundary, or a
// compression split (its continuation is the tip).
func tuiBoundary(r EndReason) bool { return Intentional(r) || r == EndCompression }

// tuiOpenRecord returns the open record viewing session id, if any (the lowest id if several).
func (g *Gateway) tuiOpenRecord(id SessionID) *record {
	for _, rid := range g.tuiIDs() {
		if r := g.tui.records[rid]; !r.finalized && r.session == id {
			return r
		}
	}
	return nil
}

func (g *Gateway) tuiAnyOpen() bool {
	for _, r := range g.tui.records {
		if !r.finalized {
			return true
		}
	}
	return false
}

// tuiIDs returns every record id, sorted: all loops over records go through it.
func (g *Gateway) tuiIDs() []RecordID {
	ids := make([]RecordID, 0, len(g.tui.records))
	for id := range g.tui.records {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	return ids
}

// RecordView is a copy of one TUI record, for checkers.
type RecordView struct {
	ID                RecordID
	Transport         TransportID // 0 = DETACHED
	Session           SessionID
	CloseOnDisconnect bool
	Running           bool
	Turn              TurnToken
	Finalized         bool
	Reason            EndReason // why it was finalized
	CreatedAt         time.Time
	LastActive        time.Time
	DetachedAt        time.Time // zero while attached
	Generation        uint64
}

// Records returns every record of this process, finalized ones included, sorted by id.
func (g *Gateway) Records() []RecordView {
	ids := g.tuiIDs()
	out := make([]RecordView, len(ids))
	for i, id := range ids {
		r := g.tui.records[id]
		out[i] = RecordView{ID: r.id, Transport: r.transport, Session: r.session,
			CloseOnDisconnect: r.closeOnDisconnect, Running: r.running, Turn: r.turn,
			Finalized: r.finalized, Reason: r.reason, CreatedAt: r.createdAt, LastActive: r.lastActive,
			DetachedAt: r.detachedAt, Generation: r.generation}
	}
	return out
}

// TransportLive reports whether transport t is connected (issued and not yet torn down).
func (g *Gateway) TransportLive(t TransportID) bool { return g.tui.live[t] }
