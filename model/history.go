package model

import (
	"time"

	"gatewaysim/gateway"
)

// Observation is what the driver saw of the gateway after one step.
type Observation struct {
	At      time.Time
	Event   Event                // the step's event, for attribution (which path wrote what)
	Effects []gateway.Effect     // the step's effects, in order
	Rows    []gateway.Row        // every durable row (MemStore.AllRows or the fake disk's)
	Entries []gateway.Entry      // the process's routing entries; nil when no process is up
	Records []gateway.RecordView // the TUI registry (optional)
	Routes  []gateway.Entry      // the store's routing index as persisted (optional; wanted when a route was saved)
	Writes  []Written            // the durable writes the call made (optional: the effects are then checked against them)
}

// History is what the state invariants remember across steps: the rows as last seen, the
// boundaries the user crossed, the obligations the model holds, the TUI records' ownership, and
// the facts the model noted for the current step. A Model keeps one; CheckAll reads and then
// commits it. Tests build one by hand with NewHistory and the note methods.
type History struct {
	rules *Rules

	rows    map[gateway.SessionID]rowSeen
	routes  map[gateway.LaneKey]gateway.SessionID // the entries as last seen
	crossed map[gateway.SessionID]crossing
	owed    map[gateway.LaneKey]Tri
	// marksReady: a process is up and has run crash marking, so the entries must show the
	// obligations (I5, I6).
	marksReady bool

	tui tuiState

	// elsewhere: rows another process ended (RowEnded), with the reason it wrote.
	elsewhere map[gateway.SessionID]gateway.EndReason

	step stepFacts
}

type rowSeen struct {
	reason gateway.EndReason
	live   bool
}

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
}

// NewHistory returns an empty history under rules.
func NewHistory(rules *Rules) *History {
	return &History{
		rules:   rules,
		rows:    map[gateway.SessionID]rowSeen{},
		routes:  map[gateway.LaneKey]gateway.SessionID{},
		crossed: map[gateway.SessionID]crossing{},
		owed:    map[gateway.LaneKey]Tri{},
		tui:     newTuiState(),

		elsewhere: map[gateway.SessionID]gateway.EndReason{},
	}
}

// beginStep forgets the previous step's facts.
func (h *History) beginStep(ev Event, now time.Time) {
	h.step.ev = ev
	h.tui.now = now
	h.step.boundaries = h.step.boundaries[:0]
	h.step.grants = h.step.grants[:0]
	h.step.unsureRows = h.step.unsureRows[:0]
	h.step.unsureLanes = h.step.unsureLanes[:0]
	h.step.sweepFailed = false
	h.tui.event(ev)
}

// NoteBoundary records that the user left session s of lane k in this step.
func (h *History) NoteBoundary(b Boundary) { h.step.boundaries = append(h.step.boundaries, b) }

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
// following compression parents in rows: reopening a chain's tip is reopening the chain.
func (h *History) granted(s gateway.SessionID, rows []gateway.Row, own bool) bool {
	for depth := 0; s != "" && depth < 64; depth++ {
		for _, g := range h.step.grants {
			if g.session == s && (!own || g.own) {
				return true
			}
		}
		r, ok := findRow(rows, s)
		if !ok {
			return false
		}
		s = r.ParentID
	}
	return false
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
	for i := range o.Rows {
		r := &o.Rows[i]
		seen := rowSeen{reason: r.EndReason, live: r.Live()}
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
	for _, b := range h.step.boundaries {
		if !h.unsureRow(b.Session) {
			h.crossed[b.Session] = crossing{lane: b.Lane, what: b.What}
		}
	}
}
