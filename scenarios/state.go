package scenarios

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

// State prints what the state directive shows, one fact per line, times as offsets from the
// start: the process, every routing entry (the process's own, or the disk's when none is up)
// with its flags, every durable row and every TUI record.
//
// The marker files come from the disk; the restore gate, the operator's drain, the messages
// waiting behind a lane's running turn (its follow-ups, oldest first) and the agent cache from
// the process (shown only while one is up; the gate only while it holds or has a queue).
//
//	process 2 running
//	markers clean_shutdown=no boots=2 failures=a:1,b:2
//	gate holding outstanding=1 queue=message:a,new:b
//	operator-drain
//	waiting a message,internal
//	agent a s2 used=+1h00m00s
//	route a s2 active=+1h00m00s tokens=120 was_auto_reset=idle had_activity prev=s1
//	row s1 a ended=+1h00m00s reason=idle msgs=2 tokens=120
//	record u1 session=s3 conn=c2 gen=2
func State(w *sim.World) string {
	sp := statePrinter{w: w}
	g := w.Gateway()
	var entries []gateway.Entry
	if g != nil {
		fmt.Fprintf(&sp.b, "process %d %s\n", w.Epoch(), g.Phase())
		entries = g.Entries()
	} else {
		sp.b.WriteString("process none (routes from the disk)\n")
		entries, _ = w.StoredRoutes()
	}
	sp.markers()
	if g != nil {
		sp.process(g)
	}
	sp.routes(entries)
	sp.rows()
	if g != nil {
		sp.records(g, w.RecordName, w.ConnName)
	}
	sp.backends()
	sp.turnMarks()
	sp.turnLeases()
	return sp.b.String()
}

// turnMarks: the TUI backends' interrupted-turn markers on the disk (none in a world of one
// process).
//
//	turn-mark s2 owner=t1#1 at=+1h00m00s attempts=0
func (sp *statePrinter) turnMarks() {
	ms, _ := sp.w.Disk().Live().LoadTurnMarks()
	for _, m := range ms {
		fmt.Fprintf(&sp.b, "turn-mark %s owner=%s at=%s attempts=%d\n", sp.w.SessionName(m.Session), m.Owner, sp.at(m.At), m.Attempts)
	}
}

// turnLeases: the cross-process turn leases on the disk, each session's holders (none in a world
// of one process).
//
//	turn-lease s2 holder=t1#1 at=+1h00m00s
func (sp *statePrinter) turnLeases() {
	ls, _ := sp.w.Disk().Live().LoadTurnLeases()
	for _, l := range ls {
		fmt.Fprintf(&sp.b, "turn-lease %s holder=%s at=%s\n", sp.w.SessionName(l.Session), l.Holder, sp.at(l.At))
	}
}

// backends: each process of a world of several (procs=) beside the gateway, its run and what it
// holds: a TUI backend's records, a CLI's bound session.
//
//	backend t1 epoch=2 running
//	record u3 session=s2 conn=c4 gen=1
//	cli cli1 epoch=1 running bound=s1
func (sp *statePrinter) backends() {
	w := sp.w
	for _, p := range w.Procs()[1:] {
		b, kind := w.Backend(p.Name), "backend"
		if p.CLI {
			kind = "cli"
		}
		if b == nil {
			fmt.Fprintf(&sp.b, "%s %s epoch=%d down\n", kind, p.Name, p.Epoch)
			continue
		}
		fmt.Fprintf(&sp.b, "%s %s epoch=%d running", kind, p.Name, p.Epoch)
		if p.CLI {
			fmt.Fprintf(&sp.b, " bound=%s", name(w.SessionName(b.Bound()), "none"))
		}
		sp.b.WriteByte('\n')
		sp.records(b,
			func(id gateway.RecordID) string { return w.BackendRecordName(p.Name, id) },
			func(id gateway.TransportID) string { return w.BackendConnName(p.Name, id) })
	}
}

// statePrinter writes the state directive's lines, one section per method.
type statePrinter struct {
	w *sim.World
	b strings.Builder
}

// at prints a time as an offset from the run's start.
func (sp *statePrinter) at(t time.Time) string {
	return sim.FormatOffset(t.Sub(sp.w.Clock().Start()))
}

// list writes n items separated by commas, or "none" when there are none.
func (sp *statePrinter) list(n int, item func(i int)) {
	if n == 0 {
		sp.b.WriteString("none")
	}
	for i := range n {
		if i > 0 {
			sp.b.WriteByte(',')
		}
		item(i)
	}
}

// flag writes " name" when on.
func (sp *statePrinter) flag(on bool, name string) {
	if on {
		sp.b.WriteString(" " + name)
	}
}

// markers: the marker file as the disk holds it.
func (sp *statePrinter) markers() {
	m, err := sp.w.Disk().Live().LoadMarkers()
	if err != nil {
		return
	}
	fmt.Fprintf(&sp.b, "markers clean_shutdown=%s boots=%d failures=", yesNo(m.CleanShutdown), m.Boots)
	sp.list(len(m.FailureCounts), func(i int) {
		c := m.FailureCounts[i]
		fmt.Fprintf(&sp.b, "%s:%d", laneLabel(sp.w, c.Key), c.Count)
	})
	sp.b.WriteByte('\n')
}

// process: what only a running process holds (the restore gate while it holds or has a queue,
// the operator's drain, the follow-ups, the agent cache).
func (sp *statePrinter) process(g *gateway.Gateway) {
	w, b := sp.w, &sp.b
	if gv := g.Gate(); gv.Holding || len(gv.Queue) > 0 {
		fmt.Fprintf(b, "gate %s outstanding=%d queue=", map[bool]string{true: "holding", false: "open"}[gv.Holding], gv.Outstanding)
		sp.list(len(gv.Queue), func(i int) {
			q := gv.Queue[i]
			fmt.Fprintf(b, "%s:%s", q.Kind, laneLabel(w, q.Lane))
			if q.Target != "" {
				fmt.Fprintf(b, ":%s", w.SessionName(q.Target))
			}
		})
		b.WriteByte('\n')
	}
	if g.Quiesced() {
		b.WriteString("operator-drain\n")
	}
	for _, f := range g.FollowUps() {
		fmt.Fprintf(b, "waiting %s ", laneLabel(w, f.Lane))
		for i, m := range f.Messages {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(map[bool]string{true: "internal", false: "message"}[m.Internal])
		}
		b.WriteByte('\n')
	}
	for _, a := range g.Agents() {
		fmt.Fprintf(b, "agent %s %s used=%s\n", laneLabel(w, a.Lane), w.SessionName(a.Session), sp.at(a.LastUsed))
	}
}

// routes: every routing entry with its flags, in lane table order.
func (sp *statePrinter) routes(entries []gateway.Entry) {
	w, b := sp.w, &sp.b
	sort.SliceStable(entries, func(i, j int) bool { return laneOrder(w, entries[i].Key) < laneOrder(w, entries[j].Key) })
	for _, e := range entries {
		fmt.Fprintf(b, "route %s %s active=%s", laneLabel(w, e.Key), w.SessionName(e.SessionID), sp.at(e.UpdatedAt))
		if e.LastPromptTokens != 0 {
			fmt.Fprintf(b, " tokens=%d", e.LastPromptTokens)
		}
		if e.WasAutoReset {
			fmt.Fprintf(b, " was_auto_reset=%s", e.AutoResetReason)
		}
		sp.flag(e.ResetHadActivity, "had_activity")
		if e.PrevSessionID != "" {
			fmt.Fprintf(b, " prev=%s", w.SessionName(e.PrevSessionID))
		}
		sp.flag(e.IsFreshReset, "fresh_reset")
		sp.flag(e.ExpiryFinalized, "expiry_finalized")
		sp.flag(e.Suspended, "suspended")
		if e.ResumePending {
			fmt.Fprintf(b, " resume_pending=%s marked=%s", e.ResumeReason, sp.at(e.LastResumeMarkedAt))
		}
		if e.ActiveTurnToken != 0 {
			fmt.Fprintf(b, " marker=%s since=%s", e.ActiveTurnToken, sp.at(e.ActiveTurnStartedAt))
		}
		if e.ModelOverride != "" {
			fmt.Fprintf(b, " model=%s", e.ModelOverride)
		}
		b.WriteByte('\n')
	}
}

// rows: every durable row, in session name order.
func (sp *statePrinter) rows() {
	w, b := sp.w, &sp.b
	rows := w.Disk().Live().AllRows()
	sort.SliceStable(rows, func(i, j int) bool { return sessionOrder(w, rows[i].ID) < sessionOrder(w, rows[j].ID) })
	for _, r := range rows {
		fmt.Fprintf(b, "row %s %s", w.SessionName(r.ID), laneLabel(w, r.Key))
		if r.ParentID != "" {
			fmt.Fprintf(b, " parent=%s", w.SessionName(r.ParentID))
		}
		if r.Live() {
			b.WriteString(" live")
		} else {
			fmt.Fprintf(b, " ended=%s reason=%s", sp.at(r.EndedAt), r.EndReason)
		}
		fmt.Fprintf(b, " msgs=%d", r.Messages)
		if r.PromptTokens != 0 {
			fmt.Fprintf(b, " tokens=%d", r.PromptTokens)
		}
		b.WriteByte('\n')
	}
}

// records: a process's TUI records, named by its own record and transport names.
func (sp *statePrinter) records(g *gateway.Gateway, recName func(gateway.RecordID) string, connName func(gateway.TransportID) string) {
	w, b := sp.w, &sp.b
	for _, r := range g.Records() {
		fmt.Fprintf(b, "record %s session=%s", name(recName(r.ID), r.ID.String()), w.SessionName(r.Session))
		if r.Transport != 0 {
			fmt.Fprintf(b, " conn=%s", name(connName(r.Transport), r.Transport.String()))
		} else {
			fmt.Fprintf(b, " detached=%s", sp.at(r.DetachedAt))
		}
		sp.flag(r.CloseOnDisconnect, "close")
		if r.Running {
			fmt.Fprintf(b, " running=%s", w.TokenName(r.Turn))
		}
		if r.Finalized {
			fmt.Fprintf(b, " finalized=%s", r.Reason)
		}
		fmt.Fprintf(b, " gen=%d\n", r.Generation)
	}
}

func yesNo(v bool) string { return map[bool]string{true: "yes", false: "no"}[v] }

func name(n, fallback string) string {
	if n == "" {
		return fallback
	}
	return n
}

// laneLabel prints a key as its lane's name; other keys (TUI rows) as they are.
func laneLabel(w *sim.World, k gateway.LaneKey) string {
	if l, ok := w.LaneByKey(k); ok {
		return l.Name
	}
	if id, ok := strings.CutPrefix(string(k), "tui:"); ok {
		return "tui:" + w.SessionName(gateway.SessionID(id))
	}
	if k == "" {
		return "(no-key)"
	}
	return string(k)
}

// laneOrder sorts lanes in table order, foreign keys after them by key.
func laneOrder(w *sim.World, k gateway.LaneKey) string {
	for i, l := range w.Lanes() {
		if l.Key == k {
			return fmt.Sprintf("0%04d", i)
		}
	}
	return "1" + string(k)
}

// sessionOrder sorts s1, s2, ..., s10 numerically; unnamed ids last.
func sessionOrder(w *sim.World, id gateway.SessionID) string {
	n := w.SessionName(id)
	if i, err := strconv.Atoi(strings.TrimPrefix(n, "s")); err == nil && strings.HasPrefix(n, "s") {
		return fmt.Sprintf("0%08d", i)
	}
	return "1" + string(id)
}

// Sessions prints what the sessions directive shows: the sessions lane l's user could list (and
// /resume), oldest name first: the rows of the lane's key and, as the ownership check of /resume
// reads them, of its peer (rows written before the key column). Each line names the session,
// whether it is live or when and why it ended, its message count, its compression parent, and
// "current" on the session the lane's route names (the process's, or the disk's when none is
// up).
//
//	s1 ended=+1h00m00s reason=session_reset msgs=2
//	s3 live msgs=1 parent=s2 current
//
// A lane with no session prints "none".
func Sessions(w *sim.World, l sim.Lane) string {
	at := func(t time.Time) string { return sim.FormatOffset(t.Sub(w.Clock().Start())) }
	var cur gateway.SessionID
	if g := w.Gateway(); g != nil {
		if e, ok := g.Entry(l.Key); ok {
			cur = e.SessionID
		}
	} else if entries, _ := w.StoredRoutes(); entries != nil {
		for _, e := range entries {
			if e.Key == l.Key {
				cur = e.SessionID
			}
		}
	}
	peer := l.Source.Peer()
	var rows []gateway.Row
	for _, r := range w.Disk().Live().AllRows() {
		if r.Key == l.Key || r.Peer == peer {
			rows = append(rows, r)
		}
	}
	sort.SliceStable(rows, func(i, j int) bool { return sessionOrder(w, rows[i].ID) < sessionOrder(w, rows[j].ID) })
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(w.SessionName(r.ID))
		if r.Live() {
			b.WriteString(" live")
		} else {
			fmt.Fprintf(&b, " ended=%s reason=%s", at(r.EndedAt), r.EndReason)
		}
		fmt.Fprintf(&b, " msgs=%d", r.Messages)
		if r.ParentID != "" {
			fmt.Fprintf(&b, " parent=%s", w.SessionName(r.ParentID))
		}
		if r.ID == cur {
			b.WriteString(" current")
		}
		b.WriteByte('\n')
	}
	if len(rows) == 0 {
		return "none"
	}
	return b.String()
}
