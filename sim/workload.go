package sim

import (
	"slices"
	"strconv"
	"time"

	"gatewaysim/gateway"
)

// Generator produces a random op sequence for a world, one op at a time, reading the world's
// state so that ops mostly apply (a prompt names an open record, a resume a session of the lane)
// and time advances land on the deadlines that matter and just either side of them. Workload ops
// draw from the workload stream, faults from the faults stream, so switching faults on or off
// changes the workload only where the world's state differs. Every op is concrete (durations,
// turn outcomes and names are printed in it), so the list replays as a scenario.
type Generator struct {
	w      *World
	sw     Swarm
	work   Chooser
	fault  Chooser
	turns  Chooser // turn specs printed into ops
	damage Chooser // corrupt-route's damages (their own stream: the fault stream keeps its draws)
	agent  agent

	workTotal, faultTotal int
	queue                 []Op   // ops that must follow the last one (a kill after a held shutdown)
	conns                 int    // connections named so far
	accident              string // the lane the last accident hit, for afterAccident
	focusLane             string // the lane the next few ops mostly go to (after an accident or a split)
	procLane              string // the lane of the last background process started
	focusLeft             int
	userClock             map[string]time.Duration // per lane: when the user's last turn ends (the activity clock)
	laneEvent             map[string]time.Duration // per lane: the last event that is not the user's (a split, a metadata write, an internal event)
	steer                 Steer                    // a caller's coverage-guided choice of some ops (SetSteer)
	at                    *proc                    // the process this step's TUI draws go to (nil: the messaging gateway; workload_procs.go)
	dieUnder              *proc                    // a backend whose prompt was just drawn, to be killed under its turn (comeback)
}

// NewGenerator returns a generator for w under swarm sw, drawing from the world's seeded streams.
func NewGenerator(w *World, sw Swarm) *Generator {
	st := w.streams
	return newGenerator(w, sw, st.Stream(StreamWorkload), st.Stream(StreamFaults), st.Stream("workload-turns"), st.Stream("faults-damage"))
}

// NewGeneratorFrom returns a generator that makes every choice with c (the property test's
// rapid-backed chooser).
func NewGeneratorFrom(w *World, sw Swarm, c Chooser) *Generator {
	return newGenerator(w, sw, c, c, c, c)
}

func newGenerator(w *World, sw Swarm, work, fault, turns, damage Chooser) *Generator {
	g := &Generator{w: w, sw: sw, work: work, fault: fault, turns: turns, damage: damage}
	g.agent = agent{cfg: w.cfg.Agent, rnd: g.turns}
	for _, k := range workloadKinds {
		g.workTotal += sw.Weights[k]
	}
	for _, k := range faultKinds {
		g.faultTotal += sw.Weights[k]
	}
	return g
}

// Next returns the next op.
func (g *Generator) Next() Op {
	if len(g.queue) > 0 {
		op := g.queue[0]
		g.queue = g.queue[1:]
		return op
	}
	w := g.w
	if w.g == nil && w.tail != nil && g.fault.IntN(2) == 0 {
		return g.startInTheTail() // (an exited gateway's tail is pending only under P-unlock-first)
	}
	if w.g == nil {
		odds := 5
		if g.sw.Focus == FocusRestart {
			odds = 2 // the process stays down a while as often as not
		}
		if _, pending := w.pendingBoot(); pending || g.work.IntN(odds) == 0 {
			return g.advance()
		}
		op := Op{Kind: KindBoot}
		if g.sw.Weights[KindCrash]+g.sw.Weights[KindKill] > 0 && g.fault.IntN(8) == 0 {
			op.Phases = 1 + g.fault.IntN(3) // stop part-way, so that a crash can land between phases
		}
		return g.aimed(op)
	}
	if !w.Booted() {
		if op, ok := g.faultOf(KindCrash, KindKill); ok && g.fault.IntN(2) == 0 {
			return op
		}
		return Op{Kind: KindBoot}
	}
	if len(w.procs) > 0 {
		if op, ok := g.procStep(); ok {
			return op
		}
	}
	if op, ok := g.steered(); ok {
		return op
	}
	if op, ok := g.focusStep(); ok {
		return g.aimed(op)
	}
	if g.faultTotal > 0 && g.fault.Float64() < g.sw.FaultRate {
		if op, ok := g.faultOp(); ok {
			return op
		}
	}
	for range 8 {
		if op, ok := g.workOp(pick(g.work, g.sw.Weights[:], workloadKinds, g.workTotal)); ok {
			return g.aimed(op)
		}
	}
	return g.advance()
}

// aimOdds: one step in aimOdds (a user's or the world's action, a boot) has a disk fault aimed at it.
const aimOdds = 16

// aimed is op, or now and then a disk fault aimed at it first: one of the store calls the last
// op of its kind made, drawn evenly, fails (disk-error op=X after=N, N the calls of X before it),
// and op follows. A fault drawn blind lands on the call an op needs one time in nine, and on the
// second call of its kind in an op more rarely still; aimed, every store call of every step fails
// now and then, which is where the failure paths of the rarer steps are (a TUI resume whose
// reopen fails, a watcher's read of a compression chain).
func (g *Generator) aimed(op Op) Op {
	if g.sw.Weights[KindDiskError] == 0 || g.fault.IntN(aimOdds) != 0 {
		return op
	}
	calls := &g.w.opCalls[op.Kind]
	total := 0
	for _, n := range calls {
		total += int(n)
	}
	if total == 0 {
		return op
	}
	i := g.fault.IntN(total)
	for slot, n := range calls {
		if i < int(n) {
			g.queue = append(g.queue, op)
			return Op{Kind: KindDiskError, DiskOp: DiskOps[slot], Count: 1, After: i}
		}
		i -= int(n)
	}
	return op
}

// focusStep is, two times in three, a focused run's next move where its family has an obvious one;
// the focus's weights choose the rest. Each is a common thing for users and the world to do next.
func (g *Generator) focusStep() (Op, bool) {
	if g.sw.Focus == FocusAll || g.work.IntN(3) == 0 {
		return Op{}, false
	}
	switch g.sw.Focus {
	case FocusRestart:
		return g.restartStep()
	case FocusTUI:
		return g.tuiStep()
	case FocusBoundaries:
		if g.work.IntN(3) == 0 {
			if op, ok := g.returnAfterIdle(); ok {
				return op, true
			}
		}
		return g.afterAccident()
	}
	return Op{}, false
}

// whileAway is an event on a lane that is not its user's (a background process's notice, a
// split, a metadata write). Such events mostly happen while the user is away: a third of the
// time the user's turn runs out first (the event comes a while after it ended) and the user comes
// back once the idle limit has run out. It returns the op to apply now and queues the rest.
func (g *Generator) whileAway(op Op) Op {
	g.focusOn(op.Lane)
	if g.work.IntN(3) != 0 {
		return op
	}
	ret, ok := g.returnAfterIdle()
	if !ok {
		return op
	}
	now, end := g.w.clk.now, g.userClock[op.Lane]
	// The return's advance (ret) is computed from now; the event may move to after the turn.
	var first []Op
	if end >= now {
		wait := end - now + time.Duration(1+g.work.IntN(300))*time.Second
		if wait < ret.Dur {
			first = append(first, Op{Kind: KindAdvance, Dur: wait})
			ret.Dur -= wait
		}
	}
	seq := append(first, op, ret)
	// Half the time the lane also suffers an accident while its user is away.
	if acc, ok := g.faultOf([]Kind{KindRowEnded, KindAgentClose}[g.work.IntN(2)]); ok && g.work.IntN(2) == 0 {
		acc.Lane = op.Lane
		seq = append(seq[:len(seq)-1], acc, ret)
	}
	g.queue = append(seq[1:], g.queue...)
	return seq[0]
}

// returnAfterIdle: the user of the lane something just happened to comes back a second after the
// idle limit, counted from their own last activity, ran out (when no watcher pass came in
// between, the reset happens at routing).
func (g *Generator) returnAfterIdle() (Op, bool) {
	w, lane := g.w, g.focusLane
	if lane == "" || g.sw.Weights[KindMessage] == 0 {
		return Op{}, false
	}
	l, _ := w.Lane(lane)
	pol := policyOf(&w.gcfg, l.Source.Platform, l.Source.ChatType)
	if pol.Mode != gateway.ResetIdle && pol.Mode != gateway.ResetBoth {
		return Op{}, false
	}
	user, ok := g.userClock[lane]
	at := user + pol.IdleLimit + time.Second
	if !ok || at <= w.clk.now || at-w.clk.now > horizonMax {
		return Op{}, false
	}
	msg := Op{Kind: KindMessage, Lane: lane, Turn: g.turn()}
	g.queue = append(g.queue, msg)
	g.focusLane, g.focusLeft = "", 0
	return Op{Kind: KindAdvance, Dur: at - w.clk.now}, true
}

// afterAccident: the user of a lane that just suffered an accident acts on it next (a message,
// /new or /resume), which is when what the accident did shows.
func (g *Generator) afterAccident() (Op, bool) {
	lane := g.accident
	g.accident = ""
	if lane == "" {
		return Op{}, false
	}
	k := []Kind{KindMessage, KindNew, KindResume}[g.work.IntN(3)]
	if g.sw.Weights[k] == 0 {
		return Op{}, false
	}
	if disk, ok := g.faultOf(KindDiskError); ok && g.work.IntN(4) == 0 {
		// The store misbehaves too: the user's act then runs into it.
		g.queue = append(g.queue, g.userAct(k, lane))
		return disk, true
	}
	return g.userAct(k, lane), true
}

// userAct is a user's act of kind k (message, /new, /resume) on lane.
func (g *Generator) userAct(k Kind, lane string) Op {
	switch k {
	case KindMessage:
		op := Op{Kind: k, Lane: lane, Turn: g.turn()}
		g.userActs(lane, op.Turn)
		return op
	case KindNew:
		g.userActs(lane, TurnSpec{})
		return Op{Kind: k, Lane: lane}
	}
	if t, ok := g.target(lane); ok {
		return Op{Kind: k, Lane: lane, Target: t}
	}
	return Op{Kind: KindMessage, Lane: lane, Turn: g.turn()}
}

// tuiStep is what TUI clients and timers commonly do next: a client whose socket dropped, or
// whose session was parked, reconnects and resumes it; a dropped socket's teardown runs; time
// moves to the next timer; a socket with a turn in flight drops.
func (g *Generator) tuiStep() (Op, bool) {
	w, r := g.w, g.work
	var lost, running []gateway.RecordView
	for _, rec := range g.records() {
		if rec.Finalized || g.recordName(rec.ID) == "" {
			continue
		}
		c := w.tr.conns[g.connName(rec.Transport)]
		switch {
		case rec.Transport == 0 || c == nil || c.State != ConnOpen:
			lost = append(lost, rec)
		case rec.Running:
			running = append(running, rec)
		}
	}
	on := func(k Kind) bool { return g.sw.Weights[k] > 0 }
	if len(lost) > 0 && !g.sw.Gone && r.IntN(3) == 0 && on(KindWsResume) {
		// The client comes back for its session (a socket and session.resume as one gesture),
		// now or, half the time, just as the next timer (its reap, perhaps) is due.
		rec := lost[r.IntN(len(lost))]
		var seq []Op
		if _, ok := w.Deadline(); ok && on(KindAdvanceTo) && r.IntN(2) == 0 {
			seq = append(seq, Op{Kind: KindAdvanceTo, To: AnchorDeadline})
		}
		open := g.connsIn(ConnOpen)
		c := ""
		switch {
		case len(open) > 0:
			c = open[r.IntN(len(open))]
		case on(KindWsConnect):
			g.conns++
			c = "c" + strconv.Itoa(g.conns)
			seq = append(seq, Op{Kind: KindWsConnect, Proc: procName(g.at), Conn: c})
		}
		if c != "" {
			seq = append(seq, Op{Kind: KindWsResume, Conn: c, Target: w.SessionName(rec.Session)})
			g.queue = append(seq[1:], g.queue...)
			return seq[0], true
		}
	}
	if cs := g.connsIn(ConnDropped); len(cs) > 0 && on(KindWsTeardown) && r.IntN(2) == 0 {
		return Op{Kind: KindWsTeardown, Conn: cs[r.IntN(len(cs))]}, true
	}
	if len(running) > 0 && on(KindWsDrop) && r.IntN(2) == 0 {
		rec := running[r.IntN(len(running))]
		return Op{Kind: KindWsDrop, Conn: g.connName(rec.Transport)}, true
	}
	if r.IntN(2) == 0 {
		if _, ok := w.Deadline(); ok && on(KindAdvanceTo) && r.IntN(2) == 0 {
			return Op{Kind: KindAdvanceTo, To: AnchorDeadline}, true
		}
		if at, ok := w.NextEventAt(); ok && at > w.clk.now {
			return Op{Kind: KindAdvance, Dur: at - w.clk.now}, true // a turn's end, a timer, a tick
		}
	}
	return Op{}, false
}

// restartStep is a restart run's next move when it has one: a shutdown while a turn is in flight
// (the stuck-loop counter and the resume markers count exactly those), else often a message that
// starts one, and, while the process drains, time up to its next follow-up (a turn's end, the
// drain timeout, the exit and boot).
func (g *Generator) restartStep() (Op, bool) {
	w := g.w
	switch w.g.Phase() {
	case gateway.PhaseRunning:
		if len(w.g.Running()) > 0 {
			switch g.work.IntN(4) {
			case 0:
				// Let the turn run a while first (a long turn ages its in-flight marker).
				return Op{Kind: KindAdvance, Dur: time.Duration(1+g.work.IntN(150)) * time.Minute}, true
			case 1:
				if op, ok := g.faultOf(KindKill, KindCrash); ok && !g.sw.Graceful {
					return op, true // the process dies under the turn (a crash loop, when it repeats)
				}
			}
			return g.workOp(KindShutdown)
		}
		if g.work.IntN(2) == 0 {
			return g.workOp(KindMessage) // the user works on between restarts
		}
	case gateway.PhaseDraining:
		if at, ok := w.NextEventAt(); ok && at > w.clk.now {
			return Op{Kind: KindAdvance, Dur: at - w.clk.now}, true
		}
	}
	return Op{}, false
}

// pick draws a kind from ks by weight.
func pick(r Chooser, weights []int, ks []Kind, total int) Kind {
	if total <= 0 {
		return KindAdvance
	}
	n := r.IntN(total)
	for _, k := range ks {
		if n < weights[k] {
			return k
		}
		n -= weights[k]
	}
	return KindAdvance
}

// workOp builds a workload op of kind k (its opTable draw, on a lane drawn first from the
// workload stream), or reports that k does not apply now.
func (g *Generator) workOp(k Kind) (Op, bool) {
	lane := g.lane(g.work)
	return opSpecs[k].draw(g, k, lane)
}

// lane picks a lane the swarm lets the run use: for a few ops after an accident or a split, mostly
// the lane it hit (what it did shows in what that lane's user does next).
func (g *Generator) lane(r Chooser) string {
	if g.focusLeft > 0 {
		g.focusLeft--
		if r.IntN(4) != 0 {
			return g.focusLane
		}
	}
	var on []int
	for i := range g.w.lanes {
		// Bit i of the mask lets lane i and the lanes six on (a restart run's lane h, the second
		// user of lane b's group chat, comes with b).
		if g.sw.LaneMask == 0 || g.sw.LaneMask&(1<<(i%6)) != 0 {
			on = append(on, i)
		}
	}
	if len(on) == 0 { // a mask beyond this world's lanes
		return g.w.lanes[r.IntN(len(g.w.lanes))].Name
	}
	return g.w.lanes[on[r.IntN(len(on))]].Name
}

// userActs notes a user's message on lane: the lane's activity clock will read the end of its
// turn (the post-turn sync) if it ends well, else the message's own instant.
func (g *Generator) userActs(lane string, t TurnSpec) {
	if g.userClock == nil {
		g.userClock = map[string]time.Duration{}
	}
	at := g.w.clk.now
	if t.Outcome == gateway.OutcomeOK {
		at += t.Dur
	}
	g.userClock[lane] = at
}

// focusOn makes lane the focus of the next few ops, and notes when something not the user's
// happened to it.
func (g *Generator) focusOn(lane string) {
	g.focusLane, g.focusLeft = lane, 4
	if g.laneEvent == nil {
		g.laneEvent = map[string]time.Duration{}
	}
	g.laneEvent[lane] = g.w.clk.now
}

// text draws a message's text: mostly the default, one in ten an empty message (a photo without
// a caption: nothing persisted, an empty turn's resume note), one in forty a long one.
func (g *Generator) text(op *Op) {
	switch n := g.turns.IntN(40); {
	case n < 4:
		op.HasText, op.Text = true, ""
	case n == 4:
		op.TextLen = 1000 * (1 + g.turns.IntN(8))
	}
}

// turn draws a turn spec for an op, in whole seconds for readable scenarios.
func (g *Generator) turn() TurnSpec {
	t := g.agent.draw()
	t.Dur = max(t.Dur.Truncate(time.Second), time.Second)
	return t
}

// target picks a resume target: mostly one of the lane's own sessions.
func (g *Generator) target(lane string) (string, bool) {
	w, r := g.w, g.work
	if len(w.sessIDs) == 0 {
		return "", false
	}
	if l, _ := w.Lane(lane); r.IntN(10) < 7 {
		rows, _ := w.disk.live.LaneRows(l.Key)
		if len(rows) > 0 {
			return w.SessionName(rows[r.IntN(len(rows))].ID), true
		}
	}
	return g.anySession(), true
}

// anySession names any session the world has seen, or, one time in twelve, the next name, which
// no session has yet: a target with no row, which a /resume must refuse (docs/contract.md §2.7
// step 1) and a session.resume answer not found (§2.14). A third of those name no safe id at all
// (a separator and "..", §1.2), which both refuse the same way.
func (g *Generator) anySession() string {
	w, r := g.w, g.work
	n := len(w.sessIDs)
	if r.IntN(12) == 0 {
		if r.IntN(3) == 0 {
			return "s" + strconv.Itoa(1+r.IntN(n)) + "/.."
		}
		return "s" + strconv.Itoa(n+1)
	}
	return "s" + strconv.Itoa(1+r.IntN(n))
}

// tuiTarget picks a session.resume target: the session of an open record, mostly one whose
// socket dropped or that is parked (a client reconnecting takes the live fast path and rebinds
// it), or a lane's current session (a viewer of a gateway-owned row), else any session.
func (g *Generator) tuiTarget() (string, bool) {
	w, r := g.w, g.work
	if len(w.sessIDs) == 0 {
		return "", false
	}
	if s, ok := g.othersSession(); ok {
		return s, true
	}
	switch r.IntN(5) {
	case 0, 1:
		var lost, open []gateway.SessionID
		g.everyRecord(func(rec gateway.RecordView, c *Conn) {
			if rec.Finalized {
				return
			}
			open = append(open, rec.Session)
			if rec.Transport == 0 || c == nil || c.State != ConnOpen {
				lost = append(lost, rec.Session) // parked, or its socket dropped: a client reconnects
			}
		})
		if len(lost) > 0 && !g.sw.Gone && r.IntN(3) != 0 {
			return w.SessionName(lost[r.IntN(len(lost))]), true
		}
		if len(open) > 0 {
			return w.SessionName(open[r.IntN(len(open))]), true
		}
	case 2:
		if es := w.g.Entries(); len(es) > 0 {
			return w.SessionName(es[r.IntN(len(es))].SessionID), true
		}
	case 3:
		// A viewer opens one of a lane's conversations from the history, ended ones included.
		l := w.lanes[r.IntN(len(w.lanes))]
		if rows, _ := w.disk.live.LaneRows(l.Key); len(rows) > 0 {
			return w.SessionName(rows[r.IntN(len(rows))].ID), true
		}
	}
	return g.anySession(), true
}

// conn picks a connection of the current process in state s.
func (g *Generator) conn(s ConnState) (string, bool) {
	cs := g.connsIn(s)
	if len(cs) == 0 {
		return "", false
	}
	return cs[g.work.IntN(len(cs))], true
}

// requestConn picks the socket a TUI request comes on: an open one, or now and then (one in six
// draws, when a socket has dropped and its teardown is pending) a dropped one, the request having
// been in flight when it dropped.
func (g *Generator) requestConn() (string, bool) {
	if len(g.connsIn(ConnDropped)) > 0 && g.work.IntN(6) == 0 {
		return g.conn(ConnDropped)
	}
	return g.conn(ConnOpen)
}

// record picks an open TUI record of the current process, and the open connection it is bound
// to ("" when it is detached or its socket dropped); one time in eight, any record the run has
// named, closed or of an earlier process, with no connection.
func (g *Generator) record() (name, conn string, ok bool) {
	if n := g.w.RecordCount(); n > 0 && g.work.IntN(8) == 0 {
		// A client that holds a record the server closed since, or one of an earlier process
		// (it has not heard of the restart): the answer is "not found".
		return recordName(1 + g.work.IntN(n)), "", true
	}
	var open []gateway.RecordView
	for _, r := range g.records() {
		if !r.Finalized && g.recordName(r.ID) != "" {
			open = append(open, r)
		}
	}
	if len(open) == 0 {
		return "", "", false
	}
	r := open[g.work.IntN(len(open))]
	if c := g.w.tr.conns[g.connName(r.Transport)]; r.Transport != 0 && c != nil && c.State == ConnOpen {
		conn = c.Name
	}
	return g.recordName(r.ID), conn, true
}

// boundConns lists the open connections that have an open record bound: the sockets whose drop
// starts a teardown with something to claim; with running, only those whose record runs a turn.
func (g *Generator) boundConns(running bool) []string {
	var out []string
	for _, r := range g.records() {
		if r.Finalized || r.Transport == 0 || running && !r.Running {
			continue
		}
		if n := g.connName(r.Transport); n != "" && !slices.Contains(out, n) {
			if c := g.w.tr.conns[n]; c != nil && c.State == ConnOpen {
				out = append(out, n)
			}
		}
	}
	slices.Sort(out)
	return out
}

// advance draws a time step: half the time onto a deadline that matters (or 1 s either side),
// otherwise from a spread of seconds to a day.
func (g *Generator) advance() Op {
	r, now := g.work, g.w.clk.now
	if r.IntN(2) == 0 {
		if hs := g.horizons(); len(hs) > 0 {
			at := hs[r.IntN(len(hs))] + time.Duration(r.IntN(3)-1)*time.Second
			if at > now {
				return Op{Kind: KindAdvance, Dur: at - now}
			}
		}
	}
	var d time.Duration
	if g.sw.Focus == FocusTUI && r.IntN(4) != 0 {
		// The TUI's clocks are the reap grace (seconds) and the TTL scan (minutes).
		return Op{Kind: KindAdvance, Dur: time.Duration(1+r.IntN(60)) * time.Second}
	}
	switch p := r.IntN(100); {
	case p < 40:
		d = time.Duration(1+r.IntN(60)) * time.Second
	case p < 75:
		d = time.Duration(1+r.IntN(30)) * time.Minute
	case p < 90:
		d = time.Duration(1+r.IntN(6*60)) * time.Minute
	default:
		d = 6*time.Hour + time.Duration(r.IntN(24*60))*time.Minute
	}
	return Op{Kind: KindAdvance, Dur: d}
}

// advanceTo draws a symbolic advance: to the gateway's deadline or the daily reset hour, exactly
// or 1 s either side.
func (g *Generator) advanceTo() Op {
	r := g.work
	op := Op{Kind: KindAdvanceTo, To: AnchorDeadline, Dur: time.Duration(r.IntN(4)-2) * time.Second}
	if op.Dur < -time.Second {
		op.Dur = 0 // the deadline itself half the time: a timer fires exactly there
	}
	if r.IntN(3) == 0 {
		op.To = twoDigits(g.w.gcfg.Reset.AtHour) + ":00"
	}
	return op
}

func twoDigits(n int) string { return string([]byte{byte('0' + n/10), byte('0' + n%10)}) }

// horizons lists the future instants (offsets) where behaviour changes: the next follow-up, the
// gateway's deadline, each lane's idle limit, the daily reset hour, resume-marker freshness and
// age limits, the next DST change and the restart-loop window.
func (g *Generator) horizons() []time.Duration {
	w := g.w
	now := w.clk.now
	var out []time.Duration
	add := func(t time.Duration) {
		if t > now && t-now <= horizonMax {
			out = append(out, t)
		}
	}
	if at, ok := w.NextEventAt(); ok {
		add(at)
	}
	if at, ok := w.Deadline(); ok {
		add(at)
	}
	c := &w.gcfg
	daily := false
	if w.g != nil {
		for _, e := range w.g.Entries() {
			pol := policyOf(c, e.Platform, e.ChatType)
			if pol.Mode == gateway.ResetIdle || pol.Mode == gateway.ResetBoth {
				add(w.clk.offset(e.UpdatedAt.Add(pol.IdleLimit)))
			}
			daily = daily || pol.Mode == gateway.ResetDaily || pol.Mode == gateway.ResetBoth
			if e.ResumePending {
				add(w.clk.offset(e.LastResumeMarkedAt.Add(c.FreshnessWindow)))
			}
			if e.ActiveTurnToken != 0 {
				add(w.clk.offset(e.ActiveTurnStartedAt.Add(c.TurnMarkerMaxAge)))
			}
		}
	}
	for _, l := range w.lanes {
		// The idle limit counted from the user's own activity, which a defect that moves the
		// gateway's clock (internal events, metadata) no longer shows in the entry.
		pol := policyOf(c, l.Source.Platform, l.Source.ChatType)
		if pol.Mode != gateway.ResetIdle && pol.Mode != gateway.ResetBoth {
			continue
		}
		if at, ok := g.userClock[l.Name]; ok {
			add(at + pol.IdleLimit)
		}
		if at, ok := g.laneEvent[l.Name]; ok {
			add(at + pol.IdleLimit) // past any doubt that the event counted as activity
		}
	}
	if daily || g.work.IntN(4) == 0 {
		add(w.nextWallClock(c.Reset.AtHour, 0))
	}
	if _, end := w.clk.Now().ZoneBounds(); !end.IsZero() {
		add(w.clk.offset(end))
	}
	add(now + c.RestartLoopWindow)
	return out
}

// horizonMax bounds how far ahead a biased advance may jump (the next DST change after the
// spring one is seven months away).
const horizonMax = 48 * time.Hour

// policyOf is the reset policy a lane uses: platform override, chat-type override, default.
func policyOf(c *gateway.Config, p gateway.Platform, t gateway.ChatType) gateway.ResetPolicy {
	if pol, ok := c.ResetByPlatform[p]; ok {
		return pol
	}
	if pol, ok := c.ResetByType[t]; ok {
		return pol
	}
	return c.Reset
}

// pendingBoot reports a restart boot the supervisor has scheduled.
func (w *World) pendingBoot() (time.Duration, bool) {
	for i := range w.sched.h {
		if w.sched.h[i].kind == evBoot {
			return w.sched.h[i].at, true
		}
	}
	return 0, false
}
