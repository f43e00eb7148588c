package model

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// Model is the reference model: per lane, the conversation the user believes they are in and
// what the system owes them. See the package documentation for the per-step protocol.
type Model struct {
	rules Rules
	now   time.Time

	proc     procState
	adapters map[gateway.Platform]bool

	lanes  []laneState
	laneIx map[gateway.LaneKey]int32
	convs  []conv // index 0 is "no conversation"
	bind   map[gateway.SessionID]int32
	// unsureRows are sessions a row write failed for: their transcript may not be on disk until
	// the gateway recreates the row.
	unsureRows map[gateway.SessionID]bool

	faults stepFaults // the step's failed reads and lookups
	census Census     // how lenient the judged routings were
	// pre is what the step's message will read (ReadBefore), and preUsable says the routing
	// being judged is the first of the message's step, which reads exactly that
	// (settle_route.go).
	pre       preRoute
	preUsable bool
	// reconnectUnjudged: the unit tests' driver brings an adapter up as if the reconnect pass had
	// skipped the lanes it owes (a state the tests build by hand to judge the next message).
	reconnectUnjudged bool
	unsure            []int32 // conversations marked uncertain that a later observation may settle (Settle)

	// What syncOwed tells the history after a step: the lanes that took a debt (laneState.owe),
	// and whether a restart-failure count may have risen (exit).
	owing      []int32
	stuckMoved bool
	// markersDirty: a write of the marker state failed or was lost since this process loaded it,
	// so the file may hold counts the process no longer does; a change the process makes to a
	// count it no longer holds writes nothing (docs/contract.md §1.6: no retry).
	markersDirty bool
	// exitDrain: whether the exiting process's drain completed (cleanShutdownSeen).
	exitDrain Tri

	boots       []bootMark
	bootsLostAt time.Time         // when a store fault last made the model forget the boots it counted
	breaker     Tri               // this step's resume pass: the restart-loop breaker must / may / must not skip it
	pass        bool              // the step runs a resume pass: the boot's, or a reconnect's
	stopNow     bool              // the step began a drain (a shutdown, or a /restart carried out)
	waitedNow   int32             // the lane whose message was just put behind its running turn (-1: none)
	waitedUser  bool              // ...and whether that message is the user's
	waitedTok   gateway.TurnToken // ...and the turn it waits behind
	clearDue    []gateway.LaneKey // the pre-marks the step's exit must clear (clearOwed)
	passSure    bool              // that pass surely has a candidate (unless the step's load fails)
	finalNow    []gateway.LaneKey // the lanes the watcher finalized in this step (routePruned)
	// waitLanes are the lanes (ascending) that had a message put behind their turn since
	// followUpsHeld last found them without one: only they can hold a waiting message.
	waitLanes []int32

	// The current step.
	ev      Event
	evLane  int32 // the lane the event names, or -1
	ctx     cmdCtx
	turnEnd *TurnEnd
	errs    []error

	hist *History
}

// cmdCtx is the user action the gateway is carrying out in the effects being read: the step's
// own, or one the restore gate released (Dispatched). Effects read inside it are attributed to it.
type cmdCtx struct {
	active bool
	li     int32
	kind   actKind
	// A /resume: what it may answer, and the switch, learnt from its reply.
	target      gateway.SessionID
	want        replyWant
	switched    bool
	session     gateway.SessionID
	refused     int               // the waiting messages it refused, each allowed only if it switches
	released    bool              // a message the restore gate released, or a follow-up its turn's end released (not the step's own)
	followUp    bool              // released as a follow-up: a waiting message (its turn's end, or a retry of a held one)
	refuse      bool              // a command the restore gate released after a drain began: it must be refused
	storeFailed bool              // a store call failed while the command ran
	internal    bool              // the message carried out is an internal event
	turn        gateway.TurnToken // the lane's turn running as the command began (0: none)
	// The command's reply.
	replies      int
	reply        string
	replySession gateway.SessionID
}

// New returns a model of an empty gateway store at time start.
func New(rules Rules, start time.Time) *Model {
	m := &Model{
		rules:      rules,
		now:        start,
		adapters:   map[gateway.Platform]bool{},
		laneIx:     map[gateway.LaneKey]int32{},
		convs:      make([]conv, 1, 64),
		bind:       map[gateway.SessionID]int32{},
		unsureRows: map[gateway.SessionID]bool{},
		evLane:     -1,
	}
	m.hist = NewHistory(&m.rules)
	return m
}

// History is the model's history, for CheckAll.
func (m *Model) History() *History { return m.hist }

// Expect takes the step's event, before the driver applies it to the gateway, and returns what
// the model allows it to produce. For a Message that is the routing outcome (Allowed.Check); for
// other events the returned Allowed has Routes false. Observe must follow with the step's effects.
func (m *Model) Expect(ev Event) Allowed {
	m.beginEvent(ev)
	switch e := ev.(type) {
	case Advance:
		if e.To.After(m.now) {
			m.now = e.To
		}
	case Message:
		li := m.lane(e.Lane)
		ls := &m.lanes[li]
		ls.pending = append(ls.pending, pending{kind: actMessage, internal: e.Internal, empty: e.Empty})
		a := m.predict(li, false)
		a.empty = e.Empty
		return a
	case NewCmd, ResumeCmd, StopCmd, Compress, RestartCmd:
		m.expectCommand(ev)
	case OperatorDrain:
		if !m.proc.draining {
			m.proc.quiesced = e.On
		}
	case TurnEnd:
		m.turnEnd = &e
		if li, ok := m.laneIx[e.Lane]; ok {
			m.evLane = li
		}
	case AgentClose, RowEnded, RouteLost, MarkResume, Suspend, RouteCorrupted, ProcessStart, ProcessEnd:
		m.expectLaneEvent(ev)
	case Kill:
		if e.Machine {
			m.commandsDied()
		}
		if e.Proc != "" {
			// A TUI backend holds no lane of the gateway's (docs/contract.md §9.1): its kill drops
			// only its records (History), and keeps or loses only its own row writes.
			m.lostWrites(e)
			break
		}
		m.expectProcessEvent(ev)
	case Spawn, Halt, CommandStart:
		// A backend's or a CLI's start and exit change no lane; History follows the processes and
		// records.
	case ReadEarly:
		m.hist.readEarly(e, m.now)
	case Stop, Exit, Boot, AdapterUp, AdapterDown:
		m.expectProcessEvent(ev)
	case RouteRewritten:
		// Another writer re-spelled the lane's route. A corrupt entry stays corrupt (a rewrite
		// repairs nothing), but its skip's reason quotes the bad value as now spelled: only the
		// field the fault word names must still be there.
		m.onLane(e.Lane, func(li int32) {
			if ls := &m.lanes[li]; ls.corrupt != No {
				ls.corruptFault, _, _ = strings.Cut(ls.corruptFault, ": ")
			}
		})
	case SessionResume:
		m.hist.NoteReopen(e.Target, "", false) // a viewer's explicit reopen (never of a boundary)
	case CliResume:
		m.hist.NoteReopen(e.Target, "", false) // a CLI's reopen, by the same rule
	case Tick:
		if e.Proc == "" {
			m.watchTick() // (a backend has no watcher)
		}
	}
	return Allowed{}
}

// beginEvent clears what the model knew of the previous step: the event's lane, the resume pass,
// the action being carried out, the turn end, the errors and the step's faults.
func (m *Model) beginEvent(ev Event) {
	m.ev, m.evLane = ev, -1
	m.preUsable = false
	m.pass, m.passSure, m.stopNow = false, false, false
	m.finalNow = m.finalNow[:0]
	m.waitedNow = -1
	m.ctx = cmdCtx{}
	m.turnEnd = nil
	m.errs = m.errs[:0]
	m.faults.reset()
	m.hist.beginStep(ev, m.now)
}

// expectCommand queues a user's command on its lane: the gateway may carry it out now or the
// restore gate may hold it, and the effects say which (beginOwn, dispatched).
func (m *Model) expectCommand(ev Event) {
	switch e := ev.(type) {
	case NewCmd:
		m.push(e.Lane, pending{kind: actNew})
	case ResumeCmd:
		m.push(e.Lane, pending{kind: actResume, target: e.Target})
	case StopCmd:
		m.push(e.Lane, pending{kind: actStop})
	case Compress:
		m.push(e.Lane, pending{kind: actCompress})
	case RestartCmd:
		m.push(e.Lane, pending{kind: actRestart})
	}
}

// expectLaneEvent applies something that happened to one lane (or every lane) outside the user's
// acts: an accident, another process's end of its row, a lost or corrupted route, an outside
// writer's mark or suspension, a background process starting or ending.
func (m *Model) expectLaneEvent(ev Event) {
	switch e := ev.(type) {
	case AgentClose:
		m.onLane(e.Lane, m.accident)
	case RowEnded:
		if intentional(e.Reason) {
			m.onLane(e.Lane, func(li int32) { m.endedElsewhere(li, e.Reason) })
		} else {
			m.onLane(e.Lane, m.accident)
		}
	case RouteLost:
		m.onLane(e.Lane, func(li int32) {
			m.routeGone(li)
			if e.Disk {
				m.lanes[li].corrupt = No // the durable route is gone, corrupted or not
			}
		})
	case MarkResume:
		m.onLane(e.Lane, func(li int32) { m.markResume(li, e.Reason) })
	case Suspend:
		m.onLane(e.Lane, m.suspendLane)
	case RouteCorrupted:
		m.onLane(e.Lane, func(li int32) {
			ls := &m.lanes[li]
			ls.corrupt, ls.corruptYet, ls.corruptFault = Yes, true, e.Fault
		})
	case ProcessStart:
		m.onLane(e.Lane, func(li int32) {
			ls := &m.lanes[li]
			ls.procsOld = append(ls.procsOld, m.now)
			ls.procsNew = append(ls.procsNew, m.now)
		})
	case ProcessEnd:
		m.onLane(e.Lane, func(li int32) {
			ls := &m.lanes[li]
			if n := len(ls.procsOld); n > 0 {
				ls.procsOld = ls.procsOld[1:]          // the oldest ended...
				ls.procsNew = ls.procsNew[: n-1 : n-1] // ...or the newest
			}
		})
	}
}

// expectProcessEvent applies what happened to the gateway process or its adapters: a drain, an
// exit, a kill, a boot (or one of its phases), an adapter coming up (which runs a reconnect pass)
// or going down.
func (m *Model) expectProcessEvent(ev Event) {
	switch e := ev.(type) {
	case Stop:
		m.stop(e.Restart)
	case Exit:
		m.exit()
	case Kill:
		m.kill(e)
	case Boot:
		m.boot(e.Phase)
	case AdapterUp:
		m.adapters[e.Platform] = true
		if m.proc.passDone && !m.proc.draining {
			// The reconnect pass is the same scheduler, scoped to the platform (docs/contract.md §2.10 step
			// 5).
			m.pass = true
			m.breaker = m.breakerVerdict(e.Platform)
		}
	case AdapterDown:
		m.adapters[e.Platform] = false
	}
}

func (m *Model) push(l Lane, p pending) {
	ls := &m.lanes[m.lane(l)]
	ls.pending = append(ls.pending, p)
}

// Observe takes the step's effects (as TakeEffects returned them) and checks every routing,
// notice, note and synthetic turn in them against what the model allows; it then learns from
// them (session ids, which branch the gateway took where the contract allows several). The error
// names the broken invariants (I1, I2, I5, I6, I7, I8, I9, I14, I15, I16).
func (m *Model) Observe(effs []gateway.Effect) error {
	_, m.preUsable = m.ev.(Message)
	m.beginOwn(effs)
	m.proc.drainNotices = m.proc.drainNotices[:0]
	m.walk(effs)
	m.pre.taken = false // read for this call only
	m.endCmd()
	m.checkTuiAnswer(effs)
	m.checkTuiDemands(effs)
	m.checkDrainNotices()
	if m.bootStep(BootResumePass) {
		m.checkResumePass(effs, "")
	} else if up, ok := m.ev.(AdapterUp); ok && m.pass && !m.reconnectUnjudged {
		m.checkResumePass(effs, up.Platform) // the reconnect pass owes the same, on its platform
	}
	m.finishStep()
	m.clearOwed(effs)
	m.syncOwed()
	m.pruneOwed()
	if len(m.errs) == 0 {
		return nil
	}
	return errors.Join(m.errs...)
}

func (m *Model) fail(err error) { m.errs = append(m.errs, err) }

// syncOwed tells the history every lane's obligation and raises each lane's highest restart
// count, touching only the lanes that may have changed: those the history holds as owed (their
// debt may have been settled or narrowed), those that took a debt since (every debt starts in
// laneState.owe), and every lane after an exit (the only step that raises a count).
func (m *Model) syncOwed() {
	for k := range m.hist.owed {
		if li, ok := m.laneIx[k]; ok {
			m.syncLaneOwed(&m.lanes[li])
		}
	}
	for _, li := range m.owing {
		m.syncLaneOwed(&m.lanes[li])
	}
	m.owing = m.owing[:0]
	if m.stuckMoved {
		for li := range m.lanes {
			ls := &m.lanes[li]
			ls.stuckMax = max(ls.stuckMax, ls.stuck[1])
		}
		m.stuckMoved = false
	}
}

// syncLaneOwed tells the history one lane's obligation and, when the model is sure of it, when
// its marker was set.
func (m *Model) syncLaneOwed(ls *laneState) {
	m.hist.SetOwed(ls.lane.Key, ls.owed.level)
	sure := ls.owed.level == Yes && !ls.owed.crashOnly && !ls.stale && !ls.routeLost && !ls.owed.since.zero()
	m.hist.setMarkSpan(ls.lane.Key, ls.owed.since, sure)
}

// VerifySync reports whether the history holds every lane's obligation and every lane's highest
// restart count is up to date, as a whole pass over the lanes would leave them: syncOwed's
// shortcut, checked (a panic-worthy harness defect when it fails).
func (m *Model) VerifySync() error {
	for li := range m.lanes {
		ls := &m.lanes[li]
		if got := m.hist.owed[ls.lane.Key]; got != ls.owed.level {
			return fmt.Errorf("model: the history holds lane %s's obligation as %v, the lane as %v", ls.lane.Key, got, ls.owed.level)
		}
		if ls.stuckMax < ls.stuck[1] {
			return fmt.Errorf("model: lane %s's highest restart count %d is below its count %d", ls.lane.Key, ls.stuckMax, ls.stuck[1])
		}
	}
	return nil
}

// lane returns the index of a lane, registering it on first sight.
func (m *Model) lane(l Lane) int32 {
	li, ok := m.laneIx[l.Key]
	if !ok {
		li = int32(len(m.lanes))
		m.lanes = append(m.lanes, laneState{lane: l, owing: &m.owing, index: li})
		m.laneIx[l.Key] = li
	} else if l.Platform != "" {
		m.lanes[li].lane = l
	}
	m.evLane = li
	return li
}

// onLane runs f for lane k ("" = every lane), registering it on first sight (its platform and
// chat type come with its first message).
func (m *Model) onLane(k gateway.LaneKey, f func(li int32)) {
	if k == "" {
		for li := range m.lanes {
			f(int32(li))
		}
		return
	}
	f(m.lane(Lane{Key: k}))
}

// newConv starts a conversation on lane li, bound to s when s is known.
func (m *Model) newConv(li int32, s gateway.SessionID) int32 {
	c := int32(len(m.convs))
	m.convs = append(m.convs, conv{lane: li, born: m.now, durableAt: m.now})
	if s != "" {
		m.bindTo(c, s)
	}
	return c
}

func (m *Model) bindTo(c int32, s gateway.SessionID) {
	if m.bind[s] != c || !slices.Contains(m.convs[c].sessions, s) {
		m.convs[c].sessions = append(m.convs[c].sessions, s)
	}
	m.bind[s] = c
	if t := m.convs[c].tip; t != "" && t != s {
		m.convs[c].split = true
	}
	m.convs[c].tip = s
}

// accident is something that happened to the lane's conversation that the user did not choose
// (agent_close, a lost route): it never changes the conversation, but recovery may rebuild the
// route from the durable row, so what only the route knew becomes uncertain.
func (m *Model) accident(li int32) {
	ls := &m.lanes[li]
	ls.accident = true
	if ls.owed.level == Yes && (ls.routeLost || ls.cur == 0 || m.convs[ls.cur].msgs != Yes) {
		// The marker lives in the route. While the route stands, the stale-route heal keeps it:
		// recovery finds this very conversation (its transcript is durable) and the rebuilt
		// entry keeps the flags of the one it replaces. A lost route, or a conversation recovery
		// may not find, takes the marker with it.
		ls.owed.level = Maybe
	}
	if ls.cur != 0 && (ls.routeLost || m.convs[ls.cur].torn) {
		// Recovery rebuilds the route with the row's last durable activity, which lies between
		// the last write surely persisted and the last write of any kind. While the route is
		// still there, the stale-route heal judges the policy on the route's own clock first
		// (docs/contract.md §2.4), and a row whose writes all landed is never older than the route, so the
		// row's clock counts only after a store fault touched the conversation (or once the
		// heal recovers, see applyRouting).
		m.rowClock(ls)
	}
	// Recovery rebuilds the entry with the row's prompt size (the larger of the two when it heals
	// the same incarnation), and the row may hold an older turn's (a /resume's new entry has none).
	ls.signal = Maybe
}

// endedElsewhere: another process ended the lane's current row on purpose (docs/contract.md §2.4:
// through promote, so over an accident too). That is a boundary the lane must respect: the next
// routing heals away from the row and never reopens it, landing fresh (with the reset the policy
// or the marker make due, else without a reason). When the gateway may have had no route naming
// that row (a lost or older route, a row write that did not land), the end may not have happened.
func (m *Model) endedElsewhere(li int32, r gateway.EndReason) {
	ls := &m.lanes[li]
	if ls.cur == 0 {
		return // no route: the gateway ends nothing
	}
	c := &m.convs[ls.cur]
	if c.closed == Yes {
		return // promote keeps the first intentional end
	}
	c.closedBy |= endsForEnd(r)
	if rr, _ := reasonOf(r); rr == ReasonIdle || rr == ReasonDaily {
		// Recovery cannot tell this end from the watcher's: with the lane's route gone, the lazy
		// reset of its newest row may be carried out (docs/contract.md §2.5 step 3), from an
		// older entry too.
		ls.finalSeen |= reasons(rr)
		ls.finalClosed(m.now)
	}
	c.closedAt = m.now
	if ls.routeLost || ls.stale || m.shaky(ls) || c.tip == "" || m.hist.unsureRow(c.tip) || c.torn {
		// (A torn conversation has another live part, or one ended by accident, that the end of
		// this one leaves findable: recovery may bring the conversation back through it.)
		c.closed = c.closed.atLeast(Maybe)
		return
	}
	c.closed, c.crossed = Yes, true
	want := c.closedBy
	if ls.finalized != 0 {
		want |= endIdle | endDaily // the watcher closed it first, and promote keeps that
	}
	m.hist.NoteBoundary(Boundary{Lane: ls.lane.Key, Session: c.tip, Want: want, What: "an end elsewhere (" + string(r) + ")"})
}

// markResume: the lane's entry is marked resume_pending from outside a drain (docs/contract.md §2.8
// "Outside writers"): a turn is owed from now, with that reason, unless one is marked already or
// the lane is suspended. Where the gateway may hold no route, an older one, a suspension, or a
// drain's pre-mark that the drain's completion clears again, the debt is only possible.
func (m *Model) markResume(li int32, r gateway.ResumeReason) {
	ls := &m.lanes[li]
	if ls.cur == 0 || ls.suspended == Yes || ls.owed.level == Yes && !ls.owed.crashOnly {
		return
	}
	level := Yes
	if ls.stale || ls.suspended != No || m.proc.draining && ls.drainBusy {
		level = Maybe
	}
	ls.owe(level, instant(m.now), resumeBit(r), false, ls.turnAt)
}

// suspendLane: the lane's entry is suspended from outside the boot's escalation (upstream's
// suspend_session; docs/contract.md §2.8 "Outside writers"): its next message starts afresh with
// reason suspended, and the owed turn, if any, goes with the conversation.
func (m *Model) suspendLane(li int32) {
	ls := &m.lanes[li]
	switch {
	case ls.cur == 0:
	case ls.routeLost || ls.stale:
		// The process may hold no entry (a lost route) or an older one, perhaps suspended
		// already: it suspends only one it holds and not yet suspended, and says so with a
		// Suspended effect (suspendedSeen), so there is nothing to guess.
	default:
		ls.suspended = Yes
	}
}

// rowClock widens the lane's activity clock to what its current conversation's row may say:
// between the last write surely persisted and the last write of any kind.
func (m *Model) rowClock(ls *laneState) {
	c := &m.convs[ls.cur]
	if c.durableAt.Before(ls.act.lo) {
		ls.act.lo = c.durableAt
	}
	if c.torn && c.born.Before(ls.act.lo) {
		// Recovery may rebuild the entry from another live part of a torn conversation, whose
		// user activity the model did not follow: as early as the conversation's start.
		ls.act.lo = c.born
	}
	if c.lastWrite.After(ls.act.hi) {
		ls.act.hi = c.lastWrite
	}
}

// newCmd is /new: a fresh conversation; the old one is a crossed boundary.
func (m *Model) newCmd(li int32) {
	ls := &m.lanes[li]
	m.leave(li, "/new", endSessionReset) // promoted to session_reset (docs/contract.md §2.6 steps 3-4)
	ls.cur = m.newConv(li, "")
	m.freshIncarnation(ls)
}

// leave marks the lane's current conversation as left on purpose. want is the end_reason set the
// old row must show (0: any intentional reason).
func (m *Model) leave(li int32, what string, want endSet) {
	ls := &m.lanes[li]
	if ls.cur == 0 {
		return
	}
	c := &m.convs[ls.cur]
	c.crossed = true
	if c.torn && c.split {
		// A half-written compression may have left a continuation live beside the row the
		// gateway closes now, and recovery finds the newest live row with messages (docs/contract.md §1.6).
		m.markUncertain(ls.cur)
	}
	if ls.stale || m.shaky(ls) || c.tip == "" || m.hist.unsureRow(c.tip) || c.torn && c.split ||
		(ls.accident || ls.routeLost) && (m.hasUncertain(li) || c.msgs != Yes) ||
		ls.routeLost && m.faults.findNow[ls.lane.Key] ||
		(ls.accident || ls.routeLost) && m.tiedPart(c) {
		// The gateway may not know which row the user left: its entry is older than the model's
		// facts, or the route is gone and the finder, which the gateway asks for the row to close,
		// may return another one (or none, for a row with no transcript); or a write of its row
		// failed or was lost (in this very step, or one the gateway has not yet routed past); or,
		// without a route, the finder failed in this step, so the gateway found no row to close;
		// or recovery may reopen another part of the conversation that ties with the tip; or
		// the conversation is torn, and the part the gateway is on, which it closes, may be
		// another than the model's tip.
		m.markUncertain(ls.cur)
		return
	}
	if want == 0 {
		want = endSessionReset | endSessionSwitch | endIdle | endDaily | endSuspended | endExpired
	}
	if ls.finalized != 0 {
		want |= endIdle | endDaily // the watcher closed it first, and the first reason wins
	}
	if c.closed != No {
		want |= c.closedBy // another process closed it first
	}
	if c.reopenLost {
		// Its reopen did not land: the row may keep the intentional end it had (docs/contract.md
		// §1.6: promote never overwrites one).
		want |= endSessionReset | endSessionSwitch | endIdle | endDaily | endSuspended | endExpired
	}
	m.hist.NoteBoundary(Boundary{Lane: ls.lane.Key, Session: c.tip, Want: want, What: what})
}

// tiedPart reports whether another part of conversation c that the finder may return started in
// the very instant its tip did (a compression in the instant its parent was made, and a /resume
// that left the parent live): the finder's tie falls to the random part of the ids
// (docs/contract.md §1.6), so recovery may reopen that part, and a boundary closes it, not the tip.
func (m *Model) tiedPart(c *conv) bool {
	tip, ok := m.hist.rows[c.tip]
	if !ok {
		return false
	}
	for _, s := range c.sessions {
		if r, ok := m.hist.rows[s]; ok && s != c.tip && r.findable() && r.started.Equal(tip.started) {
			return true
		}
	}
	return false
}

// freshIncarnation resets what belongs to an incarnation rather than to the lane.
func (m *Model) freshIncarnation(ls *laneState) {
	ls.act = instant(m.now)
	ls.signal = No
	ls.owed = owed{}
	ls.suspended = No
	ls.finalized = 0
	ls.stale, ls.mayLose = false, false
	ls.routeLost = false
	ls.accident = false
	ls.compressing = false
}

// beginOwn starts carrying out the step's own user action, unless the gateway queued or
// rejected it.
func (m *Model) beginOwn(effs []gateway.Effect) {
	li := m.evLane
	k := eventLane(m.ev)
	if li < 0 || k == "" {
		return
	}
	m.checkGateHolds(effs, k)
	for i := range effs {
		if (effs[i].Kind == gateway.Queued || effs[i].Kind == gateway.Rejected || effs[i].Kind == gateway.Waiting) && effs[i].Lane == k {
			return
		}
	}
	ls := &m.lanes[li]
	n := len(ls.pending)
	if n == 0 {
		return
	}
	if p := ls.pending[n-1]; p.kind == actMessage {
		m.ctx = cmdCtx{active: true, li: li, kind: actMessage, internal: p.internal}
	} else {
		ls.pending = ls.pending[:n-1]
		m.beginCmd(li, p)
	}
}

// checkGateHolds (I5): while a synthetic turn the boot's resume pass started still runs, the
// restore gate queues every user message and command (docs/contract.md §2.10 step 4), or a drain
// rejects it; one taken at once would race the turn the restart owes.
func (m *Model) checkGateHolds(effs []gateway.Effect, k gateway.LaneKey) {
	if len(m.proc.gated) == 0 {
		return
	}
	if msg, ok := m.ev.(Message); ok && msg.Internal {
		return
	}
	for i := range effs {
		if (effs[i].Kind == gateway.Queued || effs[i].Kind == gateway.Rejected) && effs[i].Lane == k {
			return
		}
	}
	m.fail(violate("I5", "lane %s's %s was taken while the boot's resume turns %v still run: the restore gate must queue it",
		k, eventName(m.ev), m.proc.gated))
}

// beginCmd carries out a command: /new at once; /resume and compression as the effects show.
func (m *Model) beginCmd(li int32, p pending) {
	ls := &m.lanes[li]
	m.ctx = cmdCtx{active: true, li: li, kind: p.kind, target: p.target, turn: ls.turn.token}
	switch p.kind {
	case actNew:
		m.newCmd(li)
	case actResume:
		m.ctx.want = m.wantResume(li, p.target)
		m.hist.NoteReopen(p.target, ls.lane.Key, true)
		if c := m.bind[p.target]; c != 0 && m.convs[c].tip != "" {
			m.hist.NoteReopen(m.convs[c].tip, ls.lane.Key, true)
		}
	case actCompress:
		// A split is the system's act, not the user's: like an internal event it never moves
		// the activity clock (port decision: internal and synthetic events never advance it).
		ls.compressing = true
	case actRestart:
		m.stop(true) // a restart drain, exactly as a shutdown with restart (docs/contract.md §2.11)
	}
}

// endCmd finishes the action being carried out: a /resume switches if the gateway saved a route.
func (m *Model) endCmd() {
	m.judgeReply()
	m.judgeCompress()
	m.resumeLeft()
	if m.ctx.active && m.ctx.kind == actResume && m.ctx.switched {
		m.switchTo(m.ctx.li, m.ctx.session)
	}
	m.ctx = cmdCtx{}
}

// switchTo applies an observed /resume switch of lane li to session s: the lane gets a new entry
// on it (even when it was the current conversation, e.g. after a lost route).
func (m *Model) switchTo(li int32, s gateway.SessionID) {
	ls := &m.lanes[li]
	c := m.bind[s]
	if c != ls.cur || c == 0 {
		m.leave(li, "/resume", endSessionSwitch) // promoted to session_switch (docs/contract.md §2.7 step 4)
		if c == 0 {
			c = m.newConv(li, s)
		}
	}
	tc := &m.convs[c]
	if older := tc.rejoin(s); older || tc.tip != "" && s != tc.tip {
		// The switch ended the part the lane was on (and, moving back, the newer parts) for
		// session_switch, an end recovery never undoes (docs/contract.md §2.7): the conversation's
		// transcript there is out of recovery's reach, and the part the lane is on now may hold
		// none of it.
		tc.msgs = tc.msgs.join(No)
	}
	tc.lane, tc.tip = li, s
	m.bind[s] = c
	tc.crossed, tc.uncertain, tc.closed = false, false, No
	m.hist.Forget(s)
	// The reopen stamps the row's user activity (docs/contract.md §2.7): recovery's clock may read
	// it, and it is the row's latest event when the lazy reset's newest row is chosen (§2.5 step 3).
	tc.lastWrite = maxTime(tc.lastWrite, m.now)
	ls.cur = c
	m.freshIncarnation(ls) // a new entry (docs/contract.md §2.7): clock now, flags at their defaults, no activity signal
	if m.hist.unsureRow(s) {
		// Its reopen failed: the row may still read ended, and the next routing heals the route
		// by recovery, which keeps the route's clock only when it reopens this very part; a
		// continuation past it is rebuilt with its row's clock (docs/contract.md §2.4, §2.5).
		ls.mayLose = true
		m.rowClock(ls)
	} else {
		tc.durableAt = maxTime(tc.durableAt, m.now) // the reopen's stamp landed: recovery's clock reads it
	}
}

// rejoin notes that the lane moves onto part s of the conversation: when s is an older part than
// the tip (it reports whether), the chain from it no longer leads on, and the parts it leaves
// behind (after s up to the tip) are a branch a later compression of s does not continue.
func (cv *conv) rejoin(s gateway.SessionID) bool {
	i, t := slices.Index(cv.sessions, s), slices.Index(cv.sessions, cv.tip)
	older := i >= 0 && i < t
	if older {
		for _, p := range cv.sessions[i : t+1] {
			if !slices.Contains(cv.rejoined, p) {
				cv.rejoined = append(cv.rejoined, p)
			}
		}
	}
	return older
}

// chainBroken reports whether the compression chain from part s may stop before the tip: s or a
// part between it and the tip was rejoined or left behind by a rejoin.
func (cv *conv) chainBroken(s gateway.SessionID) bool {
	i, t := slices.Index(cv.sessions, s), slices.Index(cv.sessions, cv.tip)
	for _, r := range cv.rejoined {
		if j := slices.Index(cv.sessions, r); j >= i && j < t {
			return true
		}
	}
	return false
}
