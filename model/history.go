package model

import (
	"iter"
	"slices"
	"time"

	"gatewaysim/gateway"
)

// Observation is what the driver saw of the gateway after one step.
//
// A whole observation lists every durable row and every entry of the process. An incremental
// one (Store set) lists only what the step may have changed, so that a step costs what it
// touched rather than what the store holds: Rows are then the rows that may have changed since
// the previous observation (created, written, reverted by a crash, edited from outside; a
// superset will do), Entries the entries of Lanes, the lanes whose entry may have changed
// (created, changed or dropped) since the previous observation, and the checks read anything
// else through Store. Both kinds give the same verdicts. An incremental history starts from an
// observation listing every row, and the first observation of each process lists all its lanes.
//
// With several processes over one store (docs/contract.md §9.1), Proc names the process whose
// call the observation reports: "" is the messaging gateway (every step of a world of one
// process), any other name a TUI backend (Spawn). Effects and Writes are that process's; Rows are
// the shared store's; Entries stay the gateway's (nil while it is down), whichever process called.
type Observation struct {
	At      time.Time
	Event   Event                // the step's event, for attribution (which path wrote what)
	Proc    string               // the process whose call this is: "" the messaging gateway, else a TUI backend (see above)
	Effects []gateway.Effect     // the step's effects, in order
	Rows    []gateway.Row        // every durable row (MemStore.AllRows or the fake disk's), sorted by id; incremental: the changed ones
	Entries []gateway.Entry      // the process's routing entries, sorted by key; nil when no process is up; incremental: those of Lanes (not nil while a process is up)
	Records []gateway.RecordView // the TUI registry (optional)
	Routes  []gateway.Entry      // the store's routing index as persisted (optional; wanted when a route was saved; incremental: the saved lanes' entries will do)
	Writes  []Written            // the durable writes the call made (optional: the effects are then checked against them)
	// MarksSaved says the call saved the TUI backends' interrupted-turn markers, and Marks is
	// the file as its last save left it (docs/contract.md §9.5; MP4 reads it).
	MarksSaved bool
	Marks      []gateway.TurnMark
	// MarksTracked says MarksSaved is known: false (as in hand-built observations) leaves out the
	// checks that need to know a step saved no marks.
	MarksTracked bool
	// MarkFile: on a backend's session.resume or a kill or crash, the marker file as the step left
	// it, and MarkFileRead that it was read (optional: MP2's liveness half reads it, and the
	// history takes a crash's file as the marks' writers, MP4).
	MarkFile     []gateway.TurnMark
	MarkFileRead bool
	// Commands are the pids of the background commands running after the step (the world's
	// ground truth), and ProcList the process list as the step left it, ProcListRead that it was
	// read (optional: MP10 reads them).
	Commands     []int
	ProcList     []gateway.BgProc
	ProcListRead bool
	// Loaded: on a step that loaded the routing index (a boot's first phase), the index as the
	// disk holds it after the step, read from its bytes with the oracle's own reader (optional:
	// the model then settles from it what an older entry or a route that may not load left unsure).
	Loaded []gateway.Entry
	// NoUserStamp: the rows do not carry the user's last activity (UserAt), as upstream's store
	// has no such column; the check of that stamp is then left out.
	NoUserStamp bool

	Store Store             // incremental: the store and process the checks read the rest from
	Lanes []gateway.LaneKey // incremental: the lanes whose entry may have changed, sorted
}

// Store is what an incremental observation reads beyond what the step changed: single rows and
// entries, and the whole store where the contract speaks of all of it (a boot's sweep and prune).
type Store interface {
	Row(gateway.SessionID) (gateway.Row, bool)   // a durable row
	AllRows() []gateway.Row                      // every durable row, sorted by id
	Entry(gateway.LaneKey) (gateway.Entry, bool) // the process's entry of a lane (false: none, or no process)
	AllEntries() []gateway.Entry                 // the process's entries, sorted by key
}

// row reads one durable row as the step left it.
func (o *Observation) row(id gateway.SessionID) (gateway.Row, bool) {
	if o.Store != nil {
		return o.Store.Row(id)
	}
	if r, ok := findRow(o.Rows, id); ok {
		return *r, true
	}
	return gateway.Row{}, false
}

// entry reads one lane's entry in the process as the step left it.
func (o *Observation) entry(k gateway.LaneKey) (gateway.Entry, bool) {
	if o.Store != nil {
		if o.Entries == nil {
			return gateway.Entry{}, false
		}
		return o.Store.Entry(k)
	}
	if e, ok := findEntry(o.Entries, k); ok {
		return *e, true
	}
	return gateway.Entry{}, false
}

// allRows is every durable row: read only by the checks the contract states over the whole store.
func (o *Observation) allRows() []gateway.Row {
	if o.Store != nil {
		return o.Store.AllRows()
	}
	return o.Rows
}

// allEntries is every entry of the process (nil when no process is up).
func (o *Observation) allEntries() []gateway.Entry {
	if o.Store != nil && o.Entries != nil {
		return o.Store.AllEntries()
	}
	return o.Entries
}

// History is what the state invariants remember across steps: the rows as last seen, the
// boundaries the user crossed, the obligations the model holds, the TUI records' ownership, and
// the facts the model noted for the current step. A Model keeps one; CheckAll reads and then
// commits it. Tests build one by hand with NewHistory and the note methods.
type History struct {
	rules *Rules

	rows   map[gateway.SessionID]rowSeen
	routes map[gateway.LaneKey]gateway.SessionID // the entries as last seen
	held   map[gateway.LaneKey]bool              // the lanes the process held an entry for, as last seen: is it expiry_finalized
	// watchFails: each lane's finalizations that failed in a row in this process, since its last
	// one landed or was forced (checkForcedFinal).
	watchFails map[gateway.LaneKey]int
	crossed    map[gateway.SessionID]crossing
	owed       map[gateway.LaneKey]Tri
	// agents: the lanes whose cached agent is surely there, with the session it was built for;
	// agentUsed: when a turn of the lane last started or ended (the agent's idle clock), and
	// turning: the lanes with a turn in flight, each with the session it runs on.
	agents    map[gateway.LaneKey]gateway.SessionID
	agentUsed map[gateway.LaneKey]time.Time
	turning   map[gateway.LaneKey]gateway.SessionID
	resuming  map[gateway.LaneKey]bool // the lanes of turning whose turn is a synthetic resume turn
	// marks: when the marker of each lane surely owed was set, as the model knows it (the
	// freshness clock, docs/contract.md §2.3); only for lanes whose entry is the model's own (not an
	// older one, not lost) and whose debt rests on a marker already set.
	marks map[gateway.LaneKey]span
	// marksReady: a process is up and has run crash marking, so the entries must show the
	// obligations (I5, I6).
	marksReady bool

	tui tuiState
	// early: each process's last early read of the turn leases (busyFor); a read of an earlier
	// instant no longer counts.
	early map[string]earlyRead
	// earlyRows: each process's last early read of the sessions table (liveAtRead).
	earlyRows map[string]earlyRowsRead
	// procs: the processes over the store and the creator of each TUI row (procs.go).
	procs procTable
	// turnMarks: the writer of each interrupted-turn marker, as the last save left the file (MP4).
	turnMarks map[gateway.SessionID]string

	// elsewhere: rows another process ended (RowEnded), with the reason it wrote.
	elsewhere map[gateway.SessionID]gateway.EndReason

	// What lets an incremental observation judge only what a step changed (Observation.Store).
	// open: the rows crossed (h.crossed) whose row was not seen closed intentionally, the only
	// unchanged rows I2 may still find resurrected; rescan: rows whose history this step forgot
	// (ForgetRow), read again whether changed or not; pending: the lanes whose entry was seen
	// with resume_pending, the only unchanged entries I6 may judge.
	open    map[gateway.SessionID]bool
	rescan  []gateway.SessionID
	pending map[gateway.LaneKey]bool
	scan    []gateway.Row // the step's rows to judge (scanRows), for the observation scanOf
	scanOf  *Observation

	step stepFacts

	pruneDue []gateway.LaneKey // lanes whose route the hourly prune must have dropped by now (pruneOwed)
	// watchPass: the step's tick runs a watcher pass; releaseSpared: the lanes a background
	// process may block then (release.go).
	watchPass     bool
	prunePass     bool // the step's watcher pass runs the hourly route prune (watchTick)
	releaseSpared []gateway.LaneKey
}

type rowSeen struct {
	key     gateway.LaneKey // the lane it was made for (the finder's exact pass reads it)
	reason  gateway.EndReason
	live    bool
	msgs    bool      // it holds messages: the finder may return it
	started time.Time // its start, the finder's order (docs/contract.md §1.6)
	ended   time.Time // its end (zero while live)
	user    time.Time // the user's last activity on it (UserAt)
}

// findable reports whether the finder may return the row: live or ended by accident, with
// messages (docs/contract.md §1.6).
func (r rowSeen) findable() bool { return r.msgs && (r.live || accidental(r.reason)) }

// crossing is an intentional boundary the user crossed: the row must stay closed.
type crossing struct {
	lane gateway.LaneKey
	what string
}

// Boundary is a row the user left on purpose in this step: after the step it must carry an
// intentional end_reason, and one of Want when Want is not empty (an automatic reset's reason).
type Boundary struct {
	Lane    gateway.LaneKey
	Session gateway.SessionID
	Want    endSet
	What    string // "/new", "/resume", "idle reset", ...
}

// grant is an explicit reopen the user asked for in this step.
type grant struct {
	session gateway.SessionID
	lane    gateway.LaneKey
	own     bool // a messaging /resume from its own lane: may reopen an intentional boundary
}

type stepFacts struct {
	ev         Event
	boundaries []Boundary
	grants     []grant
	// unsureRows: rows a failed or lost write (or a failed read) leaves unlike the gateway's
	// intent in this step; unsureLanes: lanes whose route write or row lookup failed. The state
	// checks skip exactly these, for this step.
	unsureRows  []gateway.SessionID
	unsureLanes []gateway.LaneKey
	sweepFailed bool // the startup sweep could not read the TUI rows
	// replies: the rows an ok turn replied on in this step, each of which now carries the step's
	// time as its transcript's last write, and, for a user's turn, as its user activity
	// (checkUserStamp).
	replies []reply
}

// reply is an ok turn's reply on row session; user: the turn was the user's.
type reply struct {
	session gateway.SessionID
	user    bool
}

// NewHistory returns an empty history under rules.
func NewHistory(rules *Rules) *History {
	return &History{
		rules:      rules,
		rows:       map[gateway.SessionID]rowSeen{},
		routes:     map[gateway.LaneKey]gateway.SessionID{},
		held:       map[gateway.LaneKey]bool{},
		watchFails: map[gateway.LaneKey]int{},
		crossed:    map[gateway.SessionID]crossing{},
		owed:       map[gateway.LaneKey]Tri{},
		marks:      map[gateway.LaneKey]span{},
		agents:     map[gateway.LaneKey]gateway.SessionID{},
		agentUsed:  map[gateway.LaneKey]time.Time{},
		turning:    map[gateway.LaneKey]gateway.SessionID{},
		resuming:   map[gateway.LaneKey]bool{},
		tui:        newTuiState(),
		procs:      newProcTable(),
		turnMarks:  map[gateway.SessionID]string{},

		elsewhere: map[gateway.SessionID]gateway.EndReason{},
		open:      map[gateway.SessionID]bool{},
		pending:   map[gateway.LaneKey]bool{},
	}
}

// beginStep forgets the previous step's facts.
func (h *History) beginStep(ev Event, now time.Time) {
	h.step.ev = ev
	h.tui.now = now
	h.watchPass, h.prunePass = false, false
	h.step.boundaries = h.step.boundaries[:0]
	h.step.grants = h.step.grants[:0]
	h.step.unsureRows = h.step.unsureRows[:0]
	h.step.unsureLanes = h.step.unsureLanes[:0]
	h.step.sweepFailed = false
	h.step.replies = h.step.replies[:0]
	h.procs.interrupt(ev, &h.tui) // (before the kill drops the process's records)
	h.tui.event(ev)
}

// settledBoundaries yields the step's boundaries that the step settles, each with its row as the
// observation reads it (nil when there is none): not one whose row write may be lost, nor one left
// and then resumed within the step (judged by what follows). I2, I4 and I7 judge these.
func (h *History) settledBoundaries(o *Observation) iter.Seq2[*Boundary, *gateway.Row] {
	return func(yield func(*Boundary, *gateway.Row) bool) {
		for i := range h.step.boundaries {
			b := &h.step.boundaries[i]
			if h.unsureRow(b.Session) || h.granted(b.Session, o, false) {
				continue
			}
			var row *gateway.Row
			if r, ok := o.row(b.Session); ok {
				row = &r
			}
			if !yield(b, row) {
				return
			}
		}
	}
}

// NoteBoundary records that the user left session s of lane k in this step.
func (h *History) NoteBoundary(b Boundary) { h.step.boundaries = append(h.step.boundaries, b) }

// NoteReply records that a turn ended ok on row s in this step: its reply is the transcript's
// last write, and the user's activity on the row when the turn was the user's.
func (h *History) NoteReply(s gateway.SessionID, user bool) {
	h.step.replies = append(h.step.replies, reply{session: s, user: user})
}

// NoteReopen records an explicit reopen of s asked for in this step. own: a /resume from the
// session's own lane, the only path that may reopen an intentional boundary.
func (h *History) NoteReopen(s gateway.SessionID, lane gateway.LaneKey, own bool) {
	h.step.grants = append(h.step.grants, grant{s, lane, own})
}

// NoteUnsureRow says a write (or read) of row s failed or was lost in this step: the row's state
// checks skip it, and its closing, if one was expected, is not on disk.
func (h *History) NoteUnsureRow(s gateway.SessionID) {
	h.step.unsureRows = append(h.step.unsureRows, s)
}

// NoteUnsureLane says lane k's route write or row lookup failed in this step.
func (h *History) NoteUnsureLane(k gateway.LaneKey) {
	h.step.unsureLanes = append(h.step.unsureLanes, k)
}

// SetOwed records the model's obligation for a lane.
func (h *History) SetOwed(k gateway.LaneKey, t Tri) {
	if h.owed[k] != t {
		if t == No {
			delete(h.owed, k)
		} else {
			h.owed[k] = t
		}
	}
}

// setMarkSpan records when lane k's marker was set, or forgets it when the model is not sure
// whose marker the entry holds (ok false).
func (h *History) setMarkSpan(k gateway.LaneKey, at span, ok bool) {
	if !ok {
		delete(h.marks, k)
		return
	}
	h.marks[k] = at
}

// SetMarksReady says whether the entries must now show the obligations.
func (h *History) SetMarksReady(ok bool) { h.marksReady = ok }

// Forget drops what the history believes about session s's closing: it may not be durable, or
// the user took it back (a boundary noted earlier in the step goes too).
func (h *History) Forget(s gateway.SessionID) {
	delete(h.crossed, s)
	bs := h.step.boundaries[:0]
	for _, b := range h.step.boundaries {
		if b.Session != s {
			bs = append(bs, b)
		}
	}
	h.step.boundaries = bs
}

// ForgetRow drops what the history believes about row s: a crash lost a write of it, so its next
// observation is the new baseline, and a closing the user crossed may be gone.
func (h *History) ForgetRow(s gateway.SessionID) {
	delete(h.rows, s)
	delete(h.crossed, s)
	h.rescan = append(h.rescan, s)
}

// rowSeen reports whether row s was ever observed in the store (and not forgotten since).
func (h *History) rowSeen(s gateway.SessionID) bool {
	_, ok := h.rows[s]
	return ok
}

// leftOnPurpose reports whether row s was last seen ended at an intentional boundary.
func (h *History) leftOnPurpose(s gateway.SessionID) bool {
	rs, ok := h.rows[s]
	return ok && !rs.live && intentional(rs.reason)
}

func (h *History) unsureRow(s gateway.SessionID) bool {
	for _, x := range h.step.unsureRows {
		if x == s {
			return true
		}
	}
	return false
}

func (h *History) unsureLane(k gateway.LaneKey) bool {
	for _, x := range h.step.unsureLanes {
		if x == k {
			return true
		}
	}
	return false
}

// granted reports whether the step explicitly reopened s (own: from its own lane by /resume),
// following compression parents in the observed rows: reopening a chain's tip is reopening the
// chain.
func (h *History) granted(s gateway.SessionID, o *Observation, own bool) bool {
	if len(h.step.grants) == 0 {
		return false
	}
	for depth := 0; s != "" && depth < 64; depth++ {
		for _, g := range h.step.grants {
			if g.session == s && (!own || g.own) {
				return true
			}
		}
		r, ok := o.row(s)
		if !ok {
			return false
		}
		s = r.ParentID
	}
	return false
}

// scanRows are the rows the row-by-row checks (I2's resurrection, I3, I13) judge and the commit
// records: every row of a whole observation; for an incremental one, the changed rows, the rows
// the step forgot and the open crossings, sorted by id. Any other row is as the previous step
// saw it, with the same history, so none of those checks could fire on it.
func (h *History) scanRows(o *Observation) []gateway.Row {
	if o.Store == nil {
		return o.Rows
	}
	if h.scanOf == o {
		return h.scan
	}
	h.scanOf = o
	h.scan = h.scan[:0]
	if len(h.rescan) == 0 && len(h.open) == 0 {
		h.scan = append(h.scan, o.Rows...)
		return h.scan
	}
	extra := append([]gateway.SessionID(nil), h.rescan...)
	for s := range h.open {
		extra = append(extra, s)
	}
	slices.Sort(extra)
	extra = slices.Compact(extra)
	i := 0
	for _, s := range extra {
		for i < len(o.Rows) && o.Rows[i].ID < s {
			h.scan = append(h.scan, o.Rows[i])
			i++
		}
		if i < len(o.Rows) && o.Rows[i].ID == s {
			continue // changed as well: taken in order below
		}
		if r, ok := o.Store.Row(s); ok {
			h.scan = append(h.scan, r)
		}
	}
	h.scan = append(h.scan, o.Rows[i:]...)
	return h.scan
}

func findRow(rows []gateway.Row, id gateway.SessionID) (*gateway.Row, bool) {
	for i := range rows {
		if rows[i].ID == id {
			return &rows[i], true
		}
	}
	return nil, false
}

// commit makes the observation the baseline of the next step.
func (h *History) commit(o *Observation) {
	rows := h.scanRows(o)
	for i := range rows {
		r := &rows[i]
		seen := rowSeen{key: r.Key, reason: r.EndReason, live: r.Live(), msgs: r.Messages > 0, started: r.StartedAt, ended: r.EndedAt, user: r.UserAt}
		if old, ok := h.rows[r.ID]; !ok || old != seen {
			h.rows[r.ID] = seen
		}
	}
	if _, ok := o.Event.(RowEnded); ok {
		for i := range o.Effects {
			if e := &o.Effects[i]; e.Kind == gateway.RowEnded {
				h.elsewhere[e.Session] = e.Reason
			}
		}
	}
	for i := range o.Entries {
		if e := &o.Entries[i]; h.routes[e.Key] != e.SessionID {
			h.routes[e.Key] = e.SessionID
		}
	}
	h.procs.commit(o)
	_, died := o.Event.(Kill)
	if o.MarksSaved || died && o.MarkFileRead {
		// A save, or a crash that may have lost the last saves: the file as the step left it.
		marks := o.Marks
		if !o.MarksSaved {
			marks = o.MarkFile
		}
		clear(h.turnMarks)
		for _, m := range marks {
			h.turnMarks[m.Session] = m.Owner
		}
	}
	if c, ok := o.Event.(WsConnect); ok && o.Proc != "" {
		h.tui.tproc[c.Transport] = o.Proc // (absent: the gateway's)
	}
	h.commitHeld(o)
	h.commitWatchFails(o)
	h.commitAgents(o)
	for _, b := range h.step.boundaries {
		if !h.unsureRow(b.Session) {
			h.crossed[b.Session] = crossing{lane: b.Lane, what: b.What}
		}
	}
	h.commitIncremental(o, rows)
}

// commitAgents keeps h.agents, the lanes whose agent is surely cached, and for which session, and
// h.agentUsed, its idle clock
// (docs/contract.md §2.5, §2.9: a turn builds the lane's agent for its session; it stays until a
// close reports it (AgentClosed), a /resume evicts it (its "resumed" reply), the lane moves to
// another session (a reset and a compression evict or move it), or the process ends).
func (h *History) commitAgents(o *Observation) {
	if o.Entries == nil || loads(o.Event) {
		// A new process caches nothing and runs nothing yet; a boot's own resume turns build
		// agents and run, read below.
		clear(h.agents)
		clear(h.agentUsed)
		clear(h.turning)
		clear(h.resuming)
		if o.Entries == nil {
			return
		}
	}
	for i := range o.Effects {
		e := &o.Effects[i]
		if (e.Kind == gateway.TurnStarted || e.Kind == gateway.TurnEnded) && e.Lane != "" && e.Record == 0 {
			h.agentUsed[e.Lane] = o.At // every turn start builds or takes the agent, every end touches it
			if e.Kind == gateway.TurnStarted {
				h.turning[e.Lane], h.resuming[e.Lane] = e.Session, e.Synthetic
			} else {
				delete(h.turning, e.Lane)
				delete(h.resuming, e.Lane)
			}
		}
		if _, split := o.Event.(Compress); e.Kind == gateway.RowCreated && e.Lane != "" && h.turning[e.Lane] != "" &&
			(split || e.Parent == h.turning[e.Lane]) {
			// A compression moves the lane's running turn to its child: the compress event's, or
			// one a busy lane queued and dispatched later (at a turn's end, behind the next turn).
			h.turning[e.Lane] = e.Session
		}
		switch {
		case e.Lane == "" || e.Record != 0:
		case e.Kind == gateway.TurnStarted:
			h.agents[e.Lane] = e.Session
		case e.Kind == gateway.AgentClosed, e.Kind == gateway.Reply && e.Text == "resumed":
			delete(h.agents, e.Lane) // (a /resume evicts the agent, onto the same session too)
		case e.Session != "" && h.agents[e.Lane] != "" && e.Session != h.agents[e.Lane]:
			delete(h.agents, e.Lane) // the lane moved: its agent was evicted, or moved with a split
		}
	}
}

// commitHeld keeps h.held: the entries the process holds.
func (h *History) commitHeld(o *Observation) {
	if loads(o.Event) {
		clear(h.held) // a new process: it holds what it loaded (the lanes its first observation lists)
	}
	if o.Entries == nil { // no process
		clear(h.held)
		return
	}
	if o.Store == nil {
		clear(h.held)
	} else {
		for _, k := range o.Lanes {
			delete(h.held, k)
		}
	}
	for i := range o.Entries { // incremental: the entries of Lanes, those the step may have changed
		h.held[o.Entries[i].Key] = o.Entries[i].ExpiryFinalized
	}
}

// loads reports whether ev is a boot's load phase (the process's entries appear).
func loads(ev Event) bool {
	b, ok := ev.(Boot)
	return ok && (b.Phase == BootAll || b.Phase == BootLoadRoutes)
}

// commitIncremental keeps the sets an incremental observation needs (open, pending) up to date,
// whichever kind o is, so that a driver may switch kinds between steps.
func (h *History) commitIncremental(o *Observation, rows []gateway.Row) {
	h.rescan = h.rescan[:0]
	h.scanOf = nil
	// open: a crossing whose row is not seen intentionally closed. Crossings only come from this
	// step's boundaries; rows only change their state in rows; Forget and ForgetRow drop
	// crossings, which the loop over open itself takes out.
	openIf := func(s gateway.SessionID) {
		_, crossed := h.crossed[s]
		seen, ok := h.rows[s]
		if crossed && !(ok && intentional(seen.reason)) {
			h.open[s] = true
		} else {
			delete(h.open, s)
		}
	}
	for s := range h.open {
		openIf(s)
	}
	for i := range rows {
		if _, crossed := h.crossed[rows[i].ID]; crossed {
			openIf(rows[i].ID)
		}
	}
	for _, b := range h.step.boundaries {
		openIf(b.Session)
	}
	// pending: the lanes whose entry shows resume_pending.
	if o.Entries == nil {
		return // no process: its entries are not judged; the next one's are all listed
	}
	if o.Store == nil {
		clear(h.pending)
		for i := range o.Entries {
			if o.Entries[i].ResumePending {
				h.pending[o.Entries[i].Key] = true
			}
		}
		return
	}
	for k := range h.pending {
		if e, ok := o.Store.Entry(k); !ok || !e.ResumePending {
			delete(h.pending, k)
		}
	}
	for i := range o.Entries {
		if o.Entries[i].ResumePending {
			h.pending[o.Entries[i].Key] = true
		}
	}
}
