package sim

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// The generator in a world of several processes (Config.Backends; docs/contract.md §9). Each step
// first draws what one process does: a backend that is down starts now and then; one that is up
// exits or is killed now and then; a CLI opens a conversation, mostly a messaging lane's, and
// quits it later; otherwise the step's TUI draws (a socket, a session.create or resume, a prompt,
// a close, a drop) go to a process drawn here, the messaging gateway or a backend. A resume's
// target is often the session another process serves, so that a client of one process opens a
// conversation another one runs: the interleavings of several processes over one row. In a world
// of one process nothing here draws, so its seeds keep their runs.

// comebackOdds: one prompt in comebackOdds on a backend dies under its turn (mayDieUnder).
const comebackOdds = 6

// procOdds: one step in procOdds of a running backend is its exit or kill. procSwitch: one step
// in procSwitch, the TUI clients of another process act: the step's process stays a while, so
// that a record's create, drop, teardown and resume mostly come in a row on one process.
const (
	procOdds   = 64
	procSwitch = 5
)

// spawnOdds: one step in spawnOdds of a running backend with a record, its agent starts a
// background command.
const spawnOdds = 16

// procStep draws, now and then, a backend's start, exit or kill, or another process for the TUI
// draws of this step and the next few.
func (g *Generator) procStep() (Op, bool) {
	w, r := g.w, g.work
	if g.at != nil && g.at.g == nil {
		g.at = nil // its process went down: its clients are gone
	}
	if p := g.dieUnder; p != nil {
		g.dieUnder = nil
		if p.g != nil {
			if seq := g.comeback(p); len(seq) > 0 {
				g.queue = append(seq, g.queue...)
				return Op{Kind: KindKill, Proc: p.name}, true
			}
		}
	}
	p := w.procs[r.IntN(len(w.procs))]
	if p.isCLI() {
		return g.cliStep(p)
	}
	switch {
	case p.g == nil && (p.epoch == 0 || r.IntN(3) == 0): // (a backend never started starts now)
		return Op{Kind: KindSpawn, Proc: p.name}, true
	case p.g != nil && r.IntN(procOdds) == 0:
		if g.sw.Weights[KindKill] > 0 && r.IntN(3) == 0 {
			return Op{Kind: KindKill, Proc: p.name}, true
		}
		return Op{Kind: KindHalt, Proc: p.name}, true
	case p.g != nil && g.sw.Weights[KindProcStart] > 0 && r.IntN(spawnOdds) == 0 && len(p.g.Records()) > 0:
		// Its agent starts a background command, as the messaging gateway's lanes do
		// (proc-start): every process then rewrites one process list (X12).
		return Op{Kind: KindProcSpawn, Proc: p.name}, true
	case r.IntN(raceOdds) == 0:
		if op, ok := g.together(); ok {
			return op, true
		}
	}
	if op, ok := g.noticeElsewhere(); ok {
		return op, true
	}
	if op, ok := g.otherWindow(); ok {
		return op, true
	}
	if r.IntN(procSwitch) == 0 {
		g.at = nil
		if p.g != nil && r.IntN(4) != 0 {
			g.at = p
		}
		if g.sw.Weights[KindWsResume] > 0 && g.sw.Weights[KindWsConnect] > 0 && r.IntN(2) == 0 {
			// A user opens, on this process, a conversation another process serves: a socket and
			// session.resume as one gesture.
			if target, ok := g.othersSession(); ok {
				g.conns++
				c := "c" + strconv.Itoa(g.conns)
				next := append(g.raceOnResume(target), Op{Kind: KindWsResume, Conn: c, Target: target})
				if g.sw.Weights[KindWsPrompt] > 0 && r.IntN(2) == 0 {
					next = append(next, g.promptAfterResume(c)) // ...and types in it
				}
				g.queue = append(next, g.queue...)
				return Op{Kind: KindWsConnect, Proc: procName(g.at), Conn: c}, true
			}
		}
	}
	return Op{}, false
}

// promptAfterResume is a prompt on socket c of the step's process, in the record the
// session.resume queued before it builds (the next name; the prompt is skipped if it builds none).
func (g *Generator) promptAfterResume(c string) Op {
	g.mayDieUnder()
	return Op{Kind: KindWsPrompt, Conn: c, Record: recordName(g.w.RecordCount() + 1), Turn: g.turn()}
}

// mayDieUnder: one prompt in comebackOdds on a backend, when kills are drawn, has the backend
// killed under the turn it starts (the next procStep), and its user come back (comeback).
func (g *Generator) mayDieUnder() {
	if g.at != nil && g.sw.Weights[KindKill] > 0 && g.work.IntN(comebackOdds) == 0 {
		g.dieUnder = g.at
	}
}

// comeback is the death of a backend under a turn (one prompt in comebackOdds) and what its user
// does next: the desktop app starts the backend again a few minutes later and reopens the
// interrupted conversation on it (a socket and a session.resume, within the freshness of the
// turn's interrupted-turn mark), and, when that conversation is a messaging lane's, half the time
// the user goes on in the chat meanwhile. The crash-resume paths of two processes then meet on one
// session (X13 of the multi-process reading; the dashboard half of upstream #94778). It returns
// the ops that follow the kill, or none when the backend runs no turn.
func (g *Generator) comeback(p *proc) []Op {
	w, r := g.w, g.work
	var running []gateway.SessionID
	for _, rec := range p.g.Records() {
		if rec.Running && !rec.Finalized {
			running = append(running, rec.Session)
		}
	}
	if len(running) == 0 || g.sw.Weights[KindWsResume] == 0 || g.sw.Weights[KindWsConnect] == 0 {
		return nil
	}
	s := running[r.IntN(len(running))]
	var seq []Op
	if w.g != nil && g.sw.Weights[KindMessage] > 0 && r.IntN(2) == 0 {
		for _, e := range w.g.Entries() {
			if _, lane := w.laneByKey[e.Key]; lane && e.SessionID == s {
				if op, ok := drawMessage(g, KindMessage, w.laneName(e.Key)); ok {
					seq = append(seq, op)
					seq = append(seq, g.gatewayDiesUnder(op)...)
				}
				break
			}
		}
	}
	g.conns++
	c := "c" + strconv.Itoa(g.conns)
	seq = append(seq,
		// 1 to 15 minutes: the last is the freshness boundary itself, a mark exactly TurnMarkFresh
		// old when nothing else took time since the prompt (still fresh, as in V1).
		Op{Kind: KindAdvance, Dur: time.Duration(1+r.IntN(int(gateway.TurnMarkFresh/time.Minute))) * time.Minute},
		Op{Kind: KindSpawn, Proc: p.name},
		Op{Kind: KindWsConnect, Proc: p.name, Conn: c},
		Op{Kind: KindWsResume, Conn: c, Target: w.SessionName(s)})
	return seq
}

// gatewayDiesUnder is, half the time when kills are drawn, the messaging gateway's death under the
// turn of the chat message msg (within the crash-recency window, so that V1's boot marks the lane
// too) and its boot, whose resume pass runs a long synthetic turn on the conversation: the backend
// that comes back then finds its own interrupted turn on the same session (X13's full form: two
// crash-resume mechanisms, neither of which reads the other's state).
func (g *Generator) gatewayDiesUnder(msg Op) []Op {
	r := g.work
	if g.sw.Weights[KindKill] == 0 || r.IntN(2) != 0 {
		return nil
	}
	resume := g.turn()
	resume.Dur, resume.Outcome = time.Duration(10+r.IntN(20))*time.Minute, gateway.OutcomeOK
	return []Op{
		{Kind: KindAdvance, Dur: time.Duration(5+r.IntN(min(55, int(msg.Turn.Dur/time.Second)))) * time.Second},
		{Kind: KindKill},
		{Kind: KindBoot, Turn: resume},
	}
}

// markStale is how long a user waits on a long turn before opening it elsewhere, at least.
const markStale = gateway.TurnMarkFresh + time.Minute

// otherWindow is, one step in three while a backend runs a turn and another backend is up, the
// user of that turn opening its conversation in another window served by the other backend (the
// desktop app reconnecting elsewhere mid-turn, upstream #94778): a socket on it and a
// session.resume of the running conversation, as one gesture; on a long turn, half the time after
// a wait past the freshness of its interrupted-turn mark.
func (g *Generator) otherWindow() (Op, bool) {
	w, r := g.w, g.work
	if g.sw.Weights[KindWsResume] == 0 || g.sw.Weights[KindWsConnect] == 0 || r.IntN(3) != 0 {
		return Op{}, false
	}
	var from, to []*proc
	var runs [][]gateway.RecordView // runs[i]: the records whose turn runs on from[i]
	for _, p := range w.upProcs() {
		if p.isCLI() {
			continue
		}
		to = append(to, p)
		var running []gateway.RecordView
		for _, rec := range p.g.Records() {
			if rec.Running && !rec.Finalized {
				running = append(running, rec)
			}
		}
		if len(running) > 0 {
			from, runs = append(from, p), append(runs, running)
		}
	}
	if len(from) == 0 || len(to) < 2 {
		return Op{}, false
	}
	i := r.IntN(len(from))
	p, running := from[i], runs[i]
	rec := running[r.IntN(len(running))]
	var q *proc
	for q == nil || q == p {
		q = to[r.IntN(len(to))]
	}
	g.at = q
	g.conns++
	c := "c" + strconv.Itoa(g.conns)
	next := []Op{{Kind: KindWsResume, Conn: c, Target: w.SessionName(rec.Session)}}
	if g.sw.Weights[KindWsPrompt] > 0 && r.IntN(4) != 0 {
		// ...and types in it: a second turn on the session while the first runs (the record the
		// resume builds takes the next name; the prompt is skipped if it builds none).
		next = append(next, g.promptAfterResume(c))
	}
	connect := Op{Kind: KindWsConnect, Proc: q.name, Conn: c}
	end, ok := w.sched.tuiTurnEnd(p.idx, p.epoch, rec.ID, rec.Turn)
	if left := end - w.clk.now; ok && left > markStale+time.Minute && g.sw.Weights[KindAdvance] > 0 && r.IntN(2) == 0 {
		// ...after waiting on a long turn past gateway.TurnMarkFresh: the mark it finds is stale.
		g.queue = append(append([]Op{connect}, next...), g.queue...)
		return Op{Kind: KindAdvance, Dur: markStale + time.Duration(r.Int64N(int64(left-markStale))).Truncate(time.Second)}, true
	}
	g.queue = append(next, g.queue...)
	return connect, true
}

// noticeElsewhere is, one step in three while a backend runs a turn on a messaging lane's current
// conversation, a background command of that lane finishing: its notice reaches the messaging
// gateway while another process runs the conversation (docs/contract.md §9.6 step 6, the
// gateway's internal events beside a dashboard's turn). It draws nothing while no such turn runs.
func (g *Generator) noticeElsewhere() (Op, bool) {
	w := g.w
	if w.g == nil || g.sw.Weights[KindInternal] == 0 {
		return Op{}, false
	}
	var running []gateway.SessionID
	for _, p := range w.upProcs() {
		for _, rec := range p.g.Records() {
			if rec.Running && !rec.Finalized {
				running = append(running, rec.Session)
			}
		}
	}
	if len(running) == 0 {
		return Op{}, false
	}
	var lanes []string
	for _, e := range w.g.Entries() {
		if _, lane := w.laneByKey[e.Key]; lane && slices.Contains(running, e.SessionID) {
			lanes = append(lanes, w.laneName(e.Key))
		}
	}
	if len(lanes) == 0 || g.work.IntN(3) != 0 {
		return Op{}, false
	}
	return Op{Kind: KindInternal, Lane: lanes[g.work.IntN(len(lanes))], Turn: g.turn()}, true
}

// cliStep is what the CLI does now and then: a user opens a conversation in it, mostly a
// messaging lane's current one (hermes --resume of a Telegram chat's session), and quits it a
// while later, or the CLI is killed.
func (g *Generator) cliStep(p *proc) (Op, bool) {
	w, r := g.w, g.work
	switch {
	case p.g == nil && r.IntN(4) == 0:
		var target string
		if es := w.g.Entries(); len(es) > 0 && r.IntN(4) != 0 {
			target = w.SessionName(es[r.IntN(len(es))].SessionID)
		} else if len(w.sessIDs) > 0 {
			target = w.SessionName(w.sessIDs[r.IntN(len(w.sessIDs))])
		}
		if target != "" {
			return Op{Kind: KindCliResume, Proc: p.name, Target: target}, true
		}
	case p.g != nil && r.IntN(6) == 0:
		if g.sw.Weights[KindKill] > 0 && r.IntN(4) == 0 {
			return Op{Kind: KindKill, Proc: p.name}, true
		}
		return Op{Kind: KindHalt, Proc: p.name}, true
	}
	return Op{}, false
}

// records are the TUI records of the step's process.
func (g *Generator) records() []gateway.RecordView { return g.w.gatewayOf(g.at).Records() }

// recordName is the name of a record of the step's process ("" when never named).
func (g *Generator) recordName(id gateway.RecordID) string {
	return g.w.recNames[procID{g.at.index(), g.w.epochOf(g.at), int(id)}]
}

// connName is the name of a transport of the step's process ("" when never named).
func (g *Generator) connName(id gateway.TransportID) string {
	return g.w.connByT[procID{g.at.index(), g.w.epochOf(g.at), int(id)}]
}

// connsIn are the step's process's connections in state s.
func (g *Generator) connsIn(s ConnState) []string {
	return g.w.tr.connsOfProc(procName(g.at), g.w.epochOf(g.at), s)
}

// everyRecord calls fn with every record of every process up, and its open socket (nil when it
// has none), the messaging gateway's first.
func (g *Generator) everyRecord(fn func(gateway.RecordView, *Conn)) {
	w := g.w
	each := func(p *proc, gw *gateway.Gateway) {
		if gw == nil {
			return
		}
		for _, rec := range gw.Records() {
			fn(rec, w.tr.conns[w.connByT[procID{p.index(), w.epochOf(p), int(rec.Transport)}]])
		}
	}
	each(nil, w.g)
	for _, p := range w.procs {
		each(p, p.g)
	}
}

// othersSession is, in a world of several processes and one draw in two, the session of an open
// record another process holds, or of a messaging lane's running turn: a client of this process
// opens a conversation another process serves, the interleavings that only several processes have
// (docs/contract.md §9.4, §9.6).
func (g *Generator) othersSession() (string, bool) {
	w := g.w
	if len(w.procs) == 0 || g.work.IntN(2) == 0 {
		return "", false
	}
	var ss, running []gateway.SessionID
	each := func(p *proc, gw *gateway.Gateway) {
		if p == g.at || gw == nil {
			return
		}
		for _, rec := range gw.Records() {
			if !rec.Finalized {
				ss = append(ss, rec.Session)
				if rec.Running {
					running = append(running, rec.Session)
				}
			}
		}
	}
	each(nil, w.g)
	for _, p := range w.procs {
		each(p, p.g)
	}
	if g.at != nil && w.g != nil {
		// A messaging chat: the dashboard user opening a Telegram conversation, mid-turn or not
		// (X3 of the multi-process reading; upstream #84235, #86190).
		for _, e := range w.g.Entries() {
			if _, lane := w.laneByKey[e.Key]; !lane {
				continue
			}
			ss = append(ss, e.SessionID)
			if e.ActiveTurnToken != 0 {
				running = append(running, e.SessionID)
			}
		}
	}
	if g.at != nil {
		// A conversation with an interrupted-turn mark another process wrote: the user reopening
		// the chat whose backend stopped mid-turn (or still runs it).
		ms, _ := w.disk.live.LoadTurnMarks()
		for _, m := range ms {
			if _, self := strings.CutPrefix(m.Owner, g.at.name+"#"); !self {
				ss, running = append(ss, m.Session), append(running, m.Session)
			}
		}
	}
	if len(running) > 0 && g.work.IntN(2) == 0 {
		ss = running // a conversation whose turn runs elsewhere: the one two processes may both run
	}
	if len(ss) == 0 {
		return "", false
	}
	return w.SessionName(ss[g.work.IntN(len(ss))]), true
}
