package conformance

import (
	"sort"
	"strconv"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

// What each side shows after an op, in the gateway's types, and how it is named and printed so
// that the two sides can be compared line by line.

// Routing is one routing of the op: where a message (or a command's routing) landed and what the
// user and the model were told about it.
type Routing struct {
	Lane       gateway.LaneKey
	Session    gateway.SessionID
	Fresh      bool              // a new incarnation was created
	Reason     gateway.EndReason // the automatic reset's reason, if any
	Context    gateway.EndReason // the auto-reset context note to the model
	Notice     gateway.EndReason // the auto-reset notice to the user
	Note       string            // the resume note's variant (a, b, c)
	NoteResume gateway.ResumeReason
}

// Side is one side's observables after an op.
type Side struct {
	Up       bool                // a process is up
	Entries  []gateway.Entry     // the routing entries in memory; nil when not known (no process, or not loaded yet)
	Rows     []gateway.Row       // every session row
	Running  []gateway.LaneKey   // lanes with a turn in flight
	Routings []Routing           // the op's routings, in order
	Created  []gateway.SessionID // sessions the op created, in the order it created them
}

// goRoutings collects the routings of a Go step from its effects: a Routed effect opens one, the
// notes and notice on its lane that follow belong to it.
func goRoutings(fx []gateway.Effect) []Routing {
	var out []Routing
	last := map[gateway.LaneKey]int{}
	for i := range fx {
		e := &fx[i]
		switch e.Kind {
		case gateway.Routed:
			last[e.Lane] = len(out)
			out = append(out, Routing{Lane: e.Lane, Session: e.Session, Fresh: e.Fresh, Reason: e.Reason})
		case gateway.ContextNote, gateway.Notice, gateway.ResumeNote:
			j, ok := last[e.Lane]
			if !ok {
				continue
			}
			switch e.Kind {
			case gateway.ContextNote:
				out[j].Context = e.Reason
			case gateway.Notice:
				out[j].Notice = e.Reason
			default:
				out[j].Note, out[j].NoteResume = e.Variant, e.Resume
			}
		}
	}
	return out
}

// Namer gives one side's session ids the names s1, s2, ... in a canonical order, so that the two
// sides' ids (random on both) can be compared.
type Namer struct {
	name map[gateway.SessionID]string
	id   []gateway.SessionID
}

func newNamer() *Namer { return &Namer{name: map[gateway.SessionID]string{}} }

// Name returns the name of id ("-" for none; the id itself if never named).
func (n *Namer) Name(id gateway.SessionID) string {
	if id == "" {
		return "-"
	}
	if s, ok := n.name[id]; ok {
		return s
	}
	return string(id)
}

// ID returns the id named s.
func (n *Namer) ID(s string) (gateway.SessionID, bool) {
	i, err := strconv.Atoi(s[min(1, len(s)):])
	if len(s) < 2 || s[0] != 's' || err != nil || i < 1 || i > len(n.id) {
		return "", false
	}
	return n.id[i-1], true
}

func (n *Namer) add(id gateway.SessionID) {
	if _, ok := n.name[id]; ok || id == "" {
		return
	}
	n.id = append(n.id, id)
	n.name[id] = "s" + strconv.Itoa(len(n.id))
}

// learn names the ids first seen in s: rows by start, then lane, then the order the op created
// them in (then id), then the routings' sessions in order, then the entries' sessions by lane.
// Both sides name by this rule, so the same history gets the same names.
func (n *Namer) learn(s *Side, laneName func(gateway.LaneKey) string) {
	order := map[gateway.SessionID]int{}
	for i, id := range s.Created {
		if _, ok := order[id]; !ok {
			order[id] = i + 1
		}
	}
	rows := append([]gateway.Row(nil), s.Rows...)
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := &rows[i], &rows[j]
		if !a.StartedAt.Equal(b.StartedAt) {
			return a.StartedAt.Before(b.StartedAt)
		}
		if la, lb := laneName(a.Key), laneName(b.Key); la != lb {
			return la < lb
		}
		if oa, ob := order[a.ID], order[b.ID]; oa != ob {
			return oa != 0 && (ob == 0 || oa < ob)
		}
		return a.ID < b.ID
	})
	for i := range rows {
		n.add(rows[i].ID)
	}
	for _, r := range s.Routings {
		n.add(r.Session)
	}
	for _, e := range s.Entries {
		n.add(e.SessionID)
	}
}

// Item is one printed line of a view: a key ("entry a", "row s1", ...) and its fields in order.
type Item struct {
	Key    string
	Fields []Field
}

// Field is one name=value of an item.
type Field struct{ Name, Value string }

// viewer prints sides with one run's names and times.
type viewer struct {
	start time.Time
	lane  func(gateway.LaneKey) string
}

func (v *viewer) at(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return sim.FormatOffset(t.Sub(v.start))
}

func yes(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// view prints a side as items: the process, the entries (when known), the rows, the running
// lanes and the op's routings.
func (v *viewer) view(s *Side, n *Namer) []Item {
	var out []Item
	known := "no"
	if s.Entries != nil {
		known = "yes"
	}
	out = append(out, Item{Key: "process", Fields: []Field{{"up", yes(s.Up)}, {"entries-known", known}}})
	for _, e := range s.Entries {
		marked := "-"
		if e.ResumePending || !e.LastResumeMarkedAt.IsZero() {
			marked = v.at(e.LastResumeMarkedAt)
		}
		out = append(out, Item{Key: "entry " + v.lane(e.Key), Fields: []Field{
			{"session", n.Name(e.SessionID)}, {"created", v.at(e.CreatedAt)}, {"updated", v.at(e.UpdatedAt)},
			{"last_prompt_tokens", strconv.Itoa(e.LastPromptTokens)}, {"was_auto_reset", yes(e.WasAutoReset)},
			{"auto_reset_reason", orDash(string(e.AutoResetReason))}, {"reset_had_activity", yes(e.ResetHadActivity)},
			{"prev_session", n.Name(e.PrevSessionID)}, {"is_fresh_reset", yes(e.IsFreshReset)},
			{"expiry_finalized", yes(e.ExpiryFinalized)}, {"suspended", yes(e.Suspended)},
			{"resume_pending", yes(e.ResumePending)}, {"resume_reason", orDash(string(e.ResumeReason))},
			{"last_resume_marked_at", marked}, {"origin", yes(e.Origin != nil)},
		}})
	}
	rows := append([]gateway.Row(nil), s.Rows...)
	sort.Slice(rows, func(i, j int) bool { return nameLess(n.Name(rows[i].ID), n.Name(rows[j].ID)) })
	for _, r := range rows {
		out = append(out, Item{Key: "row " + n.Name(r.ID), Fields: []Field{
			{"lane", v.lane(r.Key)}, {"started", v.at(r.StartedAt)}, {"ended", v.at(r.EndedAt)},
			{"end_reason", orDash(string(r.EndReason))}, {"messages", strconv.Itoa(r.Messages)},
		}})
	}
	running := "-"
	for i, k := range s.Running {
		if i == 0 {
			running = ""
		} else {
			running += ","
		}
		running += v.lane(k)
	}
	out = append(out, Item{Key: "running", Fields: []Field{{"lanes", running}}})
	for i, r := range s.Routings {
		out = append(out, Item{Key: "routed#" + strconv.Itoa(i+1), Fields: []Field{
			{"lane", v.lane(r.Lane)}, {"session", n.Name(r.Session)}, {"fresh", yes(r.Fresh)},
			{"reason", orDash(string(r.Reason))}, {"context", orDash(string(r.Context))},
			{"notice", orDash(string(r.Notice))}, {"resume_note", orDash(r.Note)},
		}})
	}
	return out
}

// nameLess orders s2 before s10 (and names before raw ids).
func nameLess(a, b string) bool {
	ia, ea := strconv.Atoi(a[min(1, len(a)):])
	ib, eb := strconv.Atoi(b[min(1, len(b)):])
	if ea == nil && eb == nil {
		return ia < ib
	}
	if (ea == nil) != (eb == nil) {
		return ea == nil
	}
	return a < b
}
