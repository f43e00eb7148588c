package model

import (
	"time"

	"gatewaysim/gateway"
)

// conv is a conversation as the user sees it: one thread of context, which may span several
// session ids (a compression continues it on a child). The model names conversations by index
// and learns their session ids from what the gateway shows (bind on first sight).
type conv struct {
	lane      int32
	tip       gateway.SessionID   // the newest session id shown for it; "" until shown
	sessions  []gateway.SessionID // every session id shown for it (a compression chain, recovered parts)
	msgs      Tri                 // it has persisted messages (recovery can find it)
	crossed   bool                // the user left it on purpose (or a reset closed it)
	uncertain bool                // its closing may not be durable: it may come back by recovery
	torn      bool                // a store fault touched it: a compression may be half written, so an older part may be live
	split     bool                // it spans more than one session id (a compression continued it)
	splitFrom []gateway.SessionID // the parts a compression continued, one per continuation
	forked    bool                // one part has two continuations: its chain may lead to either
	// closed: another process ended its row on purpose while it was the lane's current
	// conversation (closedBy: the reasons the row may read since): the next routing must leave it
	// (Yes), or may (Maybe: the gateway may have had no route to end it by, or the write did not
	// land).
	closed   Tri
	closedBy endSet
	// reopenLost: a reopen of its current row failed or was lost: the row may still read the
	// end it had, which a later boundary's promote leaves alone (the first reason wins).
	reopenLost bool
	// rejoined: older parts the lane was moved back onto (a /resume that could not follow the
	// chain, a recovery): their reopen wiped the compression end, so the chain from them stops
	// there; the parts such a move left behind, which a later compression does not continue; and
	// parts before the tip that ended for another reason than compression (partEnded).
	rejoined  []gateway.SessionID
	born      time.Time // when the model first knew it
	closedAt  time.Time // when another process last ended its row (closed)
	durableAt time.Time // earliest possible last durable activity (recovery's clock)
	lastWrite time.Time // latest possible one: the user's last persisted message or turn
}

// owed is a turn the system owes the user: in flight when the process stopped, not yet completed.
type owed struct {
	level     Tri
	since     span      // when its marker was set: the freshness clock
	resume    resumeSet // resume reasons its note may name
	crashOnly bool      // it rests on an in-flight turn marker not yet promoted at boot
	alone     bool      // nothing was owed before that marker: the entry is not resume-pending
	turnAt    time.Time // that turn's start, for the marker age limit
}

// turn is the agent turn in flight on a lane, as the gateway showed it.
type turn struct {
	token     gateway.TurnToken
	conv      int32
	synthetic bool
	user      bool // started by a user message: its end moves the activity clock
	stopAsked bool // a user's follow-up asked it to stop (once per turn: docs/contract.md §2.16 step 2)
	at        time.Time
}

// actKind is the kind of a user action.
type actKind uint8

const (
	actMessage actKind = iota
	actNew
	actResume
	actStop
	actCompress
	actRestart
)

var actNames = [...]string{actMessage: "message", actNew: "/new", actResume: "/resume", actStop: "/stop", actCompress: "compression",
	actRestart: "/restart"}

func (k actKind) String() string { return actNames[k] }

// pending is a user action the gateway has not carried out yet: the restore gate may queue
// messages and commands alike and release them later.
type pending struct {
	kind     actKind
	internal bool
	empty    bool // a message without text: nothing persisted, its resume note is b or c
	target   gateway.SessionID
	queued   bool
	waiting  bool // a follow-up: it waits behind the lane's running turn (docs/contract.md §2.16)
	// elsewhere: an internal event held while another process runs a turn on the lane's session
	// (§9.6 step 6), and freeSince when the model last saw that session become free (zero: busy).
	elsewhere bool
	freeSince time.Time
}

// laneState is everything the model knows about one lane.
type laneState struct {
	lane Lane
	cur  int32 // current conversation; 0 before the first message

	act    span // the activity clock of the reset policy
	signal Tri  // the current incarnation had activity (a turn with prompt tokens)
	owed   owed
	// debtAt: when the lane's debts were marked, all of them joined, and turnAt when its latest
	// turn started (zero if never): what an older entry may still carry as a resume marker or an
	// in-flight turn marker.
	debtAt  span
	turnAt  time.Time
	unsaved bool // a route write failed and no later one succeeded: the durable entry is older
	// markFloor: the earliest start of a turn whose in-flight marker a failed route save may have
	// left on disk (zero: none), and markLost: a crash lost route writes of the lane, so the
	// durable entry may hold any earlier turn's marker; both until a route save succeeds.
	markFloor time.Time
	markLost  bool
	// corrupt: the persisted route was corrupted and no later save surely replaced it: every load
	// must (Yes) or may (Maybe, a crash lost the save that replaced it) skip it.
	corrupt    Tri
	corruptYet bool // the route was ever corrupted
	// corruptFault: the word the reason of a skip must carry (the latest corruption's; a lost save
	// that replaced it leaves the same bad entry on disk).
	corruptFault string
	skipped      bool // this boot skipped the route (with its reason)

	suspended     Tri    // Maybe once a lost route may have taken the flag with it
	suspendedOnce bool   // an entry of the lane was ever suspended: an older one loaded later may still be
	suspendDue    Tri    // at this boot's escalation: must / may / must not be suspended
	stuck         [2]int // consecutive restarts while active, as a range
	stuckMax      int    // the highest count the counter file may ever have held for the lane
	stuckStop     [2]int // the range at drain start
	drainBusy     bool   // a turn was in flight when the drain began
	drainOK       bool   // a turn ended ok during the drain

	procsOld, procsNew []time.Time // background processes, two readings of which one ended

	turn    turn
	pending []pending

	// owing: where owe reports that the lane took a debt, so that the model tells the history
	// the lane's obligation without reading every lane after every step (Model.syncOwed). Every
	// debt starts in owe; every other change to the obligation is to a lane already owed.
	owing *[]int32
	index int32 // the lane's index in Model.lanes

	// stale: the process holds an entry older than what the model knows (a route write failed
	// or a crash lost it before the boot that loaded it). What only the entry knew (the
	// obligations, the flags, the activity clock and signal) was widened when it happened; the
	// next routing shows where the entry pointed and re-syncs the rest.
	stale bool
	// mayLose: a write on the current conversation's row failed or was lost (a reopen, a create),
	// so the next routing may find no usable row and start a fresh, reasonless incarnation.
	mayLose     bool
	routeLost   bool        // the lane's route was lost since its last routing
	accident    bool        // an accident happened to the conversation since its last routing
	finalized   Reasons     // the watcher closed the incarnation for these reasons: the next message resets
	finalSeen   Reasons     // every reason the watcher ever closed one of the lane's incarnations for
	finalAt     []time.Time // when those closings happened (the latest few): the lazy reset's ties (tiedLazyReset)
	forcedFinal bool        // the watcher set expiry_finalized with no Finalized: its promote kept failing, or the row had no end to promote
	healed      bool        // the routing under judgment dropped the lane's stale entry (its heal)
	resetOwn    Reasons     // the reasons of the lane's automatic resets at routing in the latest instant it had one, and that instant
	resetAt     time.Time
	resets      Reasons   // the reasons of the automatic resets the lane went through (a stale entry may repeat a notice)
	pruneHeld   time.Time // the last step at which the hourly route prune may have had to spare the lane (pruneOwed)
	compressing bool      // a compression is under way: the next new session id continues cur
}

func (ls *laneState) blocked(now time.Time, maxAge time.Duration) Tri {
	return blockedBy(ls.procsOld, now, maxAge).join(blockedBy(ls.procsNew, now, maxAge))
}

// finalClosed notes that one of the lane's rows was closed idle or daily at t (by the watcher, or
// by another process: recovery cannot tell which). A later closing must not hide an earlier one
// from the lazy reset's tie (an end that may not have happened comes after one that did), so the
// last few instants are kept.
func (ls *laneState) finalClosed(t time.Time) {
	if n := len(ls.finalAt); n > 0 && ls.finalAt[n-1].Equal(t) {
		return
	}
	if len(ls.finalAt) == 8 {
		ls.finalAt = append(ls.finalAt[:0], ls.finalAt[1:]...)
	}
	ls.finalAt = append(ls.finalAt, t)
}

// owe records (or widens) an obligation. While the lane's route is lost, the marker has nowhere
// to live, so the debt can only be a may.
func (ls *laneState) owe(level Tri, since span, r resumeSet, crashOnly bool, turnAt time.Time) {
	if ls.owing != nil {
		*ls.owing = append(*ls.owing, ls.index)
	}
	if ls.routeLost && level == Yes {
		level = Maybe
	}
	ls.debtAt = ls.debtAt.join(since)
	if ls.owed.level == No {
		ls.owed = owed{level: level, since: since, resume: r, crashOnly: crashOnly, alone: crashOnly, turnAt: turnAt}
		return
	}
	ls.owed.alone = false
	sure := ls.owed.level == Yes && !ls.owed.crashOnly
	ls.owed.level = ls.owed.level.atLeast(level)
	ls.owed.since = ls.owed.since.join(since)
	ls.owed.resume |= r
	switch {
	case !crashOnly:
		ls.owed.crashOnly = false
	case !sure:
		// What is certain rests on the new in-flight marker alone (the older debt was a may).
		ls.owed.crashOnly, ls.owed.turnAt = true, turnAt
	}
}

func (ls *laneState) removePending(i int) {
	copy(ls.pending[i:], ls.pending[i+1:])
	ls.pending = ls.pending[:len(ls.pending)-1]
}

// procState is the gateway process as the model knows it.
type procState struct {
	draining bool
	// drainedAt is when the drain's last running turn ended (the stop's instant when none ran).
	drainedAt time.Time
	timedOut  bool // the deadline's tick interrupted a running turn
	quiesced  bool // the operator's drain holds: a user's message must be refused
	restart   bool
	stopAt    time.Time
	// drainNotices are the drain notices of the step's stop, by lane (I8).
	drainNotices []gateway.Effect
	passDone     bool      // the boot's resume pass ran: an adapter that connects now re-runs it for its platform
	passAt       time.Time // when it ran: the expiry watcher's passes (and its route prune) start from there
	watchNext    time.Time // the watcher's next pass (release.go); zero before the first resume pass
	pruneNext    time.Time // the first pass that runs the route prune (docs/contract.md §2.9)
	// drainMarked: the lanes the drain pre-marked resume-pending as it began (MarkedResume in the
	// stop's step): a drain that completes clears those whose turn ended without an ok.
	drainMarked []gateway.LaneKey
	// gated: the synthetic turns the boot's resume pass started that have not ended: the restore
	// gate holds until none is left (docs/contract.md §2.10 step 4).
	gated []gateway.TurnToken
}

// bootMark is a resume pass (a boot's, or a reconnect's for one platform) that had (or may have
// had) candidates: the breaker's memory.
type bootMark struct {
	at      time.Time
	certain bool
}
