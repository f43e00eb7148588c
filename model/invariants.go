package model

import (
	"errors"
	"slices"
	"time"

	"gatewaysim/gateway"
)

// The invariants of docs/invariants.md. Some are predictions: Model.Observe compares what the
// gateway did with what the model allows (I1, I2's landing, I5's notes and synthetic turns, I6,
// I7's reasons on routing, I8, I9, I14, I15's routings, I16). The rest are checks of the
// gateway's observable state after a step, against the History: the functions below. CheckAll
// runs them all and commits the step into the history.

// CheckAll checks every state invariant on the step's observation and then makes it the
// history's new baseline. Call it after Model.Observe, once per step.
func CheckAll(o *Observation, h *History) error {
	var errs []error
	h.procs.enter(o.Event)
	errs = append(errs, h.tuiWalk(o, true)...)
	for _, check := range stateChecks {
		if err := check(o, h); err != nil {
			errs = append(errs, err)
		}
	}
	h.commit(o)
	return errors.Join(errs...)
}

var stateChecks = [...]func(*Observation, *History) error{
	CheckI2, CheckI3, CheckI4, CheckI5, checkMarkTime, CheckI6, CheckI7, CheckI10, CheckI15, checkI13Rows,
	checkExitEndsNoRow, checkStartupSweep, checkBootPrune, checkReapsDue, checkPersisted, checkEffectsTrue, checkAgentBinding, checkNewClosesAgentHard, checkWatcherClosesAgent, checkRecoveredRoute, checkCompressionOrder, checkAgentRelease, checkReleaseOwed, checkFinalizeOwed, checkUserStamp, checkFreshReset, checkFreshResetConsumed, checkForcedFinal, checkFinalizedReported, checkPruneDone,
	checkPassOrder, checkNonOwnerEnd, checkSweepSparesLive, checkContinueDead, checkContinueOwed, checkTurnMarked, checkOwnMarks, checkOneTurn, checkProcList,
}

// Invariants lists every invariant and how the model checks it.
var Invariants = [...]struct{ Name, How string }{
	{"I1", "prediction: a message after an accident lands in the same conversation; state: a graceful exit ends no row"},
	{"I2", "prediction (no landing in a left conversation; no rotation or stay against the policy) and state (a left row is closed intentionally and stays so)"},
	{"I3", "state: an explicit end_reason changes only by an explicit reopen"},
	{"I4", "state: a boundary upgrades a recoverable row; promote never touches an explicit one"},
	{"I5", "prediction (resume note, expiry, auto-continue: the resume pass dispatches every lane surely due) and state (an owed lane carries resume_pending) and liveness"},
	{"I6", "prediction (no note or synthetic turn without a debt) and state (no resume_pending without a debt)"},
	{"I7", "prediction (reason and context note on routing) and state (the old row carries the reset's reason; the watcher's too; a saved route keeps the auto-reset fields)"},
	{"I8", "prediction: one notice per auto-reset incarnation, exactly per the predicate"},
	{"I9", "prediction: mode none never rotates by time or freshness"},
	{"I10", "state: a started turn's lane routes to its live row; a post-turn sync never writes an ended id; a boot prunes routes into ended rows; prediction: the hourly prune drops only routes idle past the limit, with no process or turn, and state: it drops each of those once surely late, and the watcher finalizes no lane under a running turn"},
	{"I11", "state: only the owning transport's teardown detaches, closes or arms a reap"},
	{"I12", "state: a reap fires after a continuous, idle detachment of the full grace; no TUI row outlives its process's boot; an exit closes every open record; no idle detached record outlives its grace"},
	{"I13", "state: a TUI path never ends a gateway-owned row"},
	{"I14", "prediction: suspension after the threshold of active restarts; the breaker stops auto-resume"},
	{"I15", "prediction (one routing per message) and state (every row created in a transition is published)"},
	{"I16", "prediction: a synthetic resume turn carries the note of its adapter's variant"},
	{"replies", "prediction: each command gets exactly one reply, the one the contract owes (/new's session, /resume's switch, already on, or refusal; /stop)"},
	{"effects", "state: every durable effect reports a write the store took, as it says it"},
	{"persist", "prediction: every route the gateway writes loads again at the next boot; a corrupted one is skipped with its reason"},
	{"order", "state: a pass over several lanes, rows or records takes them in key order"},
	{"views", "state: what the running process reports of its state is what the model knows it holds"},
	{"MP5", "state: a backend ends no gateway-owned row; no process ends a TUI row another live process created"},
	{"MP8", "state: a startup sweep ends no TUI row whose creator is alive"},
	{"MP2", "state: a cold resume continues only a turn whose process died, once"},
	{"MP4", "state: a process clears only the interrupted-turn markers it wrote"},
	{"MP1", "state: a TUI turn starts on no session another live process runs a turn on"},
	{"MP10", "state: the process list names every background command that still runs"},
}

// CheckI2 (no resurrection of an intentional boundary): the row the user left in this step now
// carries an intentional end_reason, and a row left earlier has not come back.
func CheckI2(o *Observation, h *History) error {
	var errs []error
	for b, r := range h.settledBoundaries(o) {
		if r == nil || intentional(r.EndReason) {
			continue
		}
		if prev := h.rows[b.Session]; accidental(r.EndReason) && prev.reason == r.EndReason {
			continue // I4's case
		}
		errs = append(errs, violate("I2", "lane %s left %s by %s but its row reads %s",
			b.Lane, b.Session, b.What, readReason(r.EndReason)))
	}
	rows := h.scanRows(o)
	for i := range rows {
		r := &rows[i]
		c, ok := h.crossed[r.ID]
		if !ok || intentional(r.EndReason) || h.unsureRow(r.ID) || h.granted(r.ID, o, true) {
			continue
		}
		errs = append(errs, violate("I2", "lane %s resurrected %s (left by %s): its row reads %s during %s",
			c.lane, r.ID, c.what, readReason(r.EndReason), eventName(o.Event)))
	}
	return errors.Join(errs...)
}

// CheckI3 (explicit reasons are immutable): a row that carried a non-recoverable end_reason keeps
// it, unless the step explicitly reopened it (/resume, a TUI session.resume).
func CheckI3(o *Observation, h *History) error {
	var errs []error
	rows := h.scanRows(o)
	for i := range rows {
		r := &rows[i]
		prev, ok := h.rows[r.ID]
		if !ok || !explicitEnd(prev.reason) || r.EndReason == prev.reason || h.unsureRow(r.ID) {
			continue
		}
		if h.granted(r.ID, o, false) {
			continue // reopened on request (and maybe left again within the step)
		}
		if r.Live() {
			errs = append(errs, violate("I3", "row %s ended %s was reopened during %s without an explicit resume",
				r.ID, prev.reason, eventName(o.Event)))
			continue
		}
		errs = append(errs, violate("I3", "row %s end_reason %s overwritten by %s during %s",
			r.ID, prev.reason, r.EndReason, eventName(o.Event)))
	}
	return errors.Join(errs...)
}

// CheckI4 (promotable = recoverable): a boundary upgrades a row that was ended only by accident
// (else recovery could reopen what promote left), and promote never touches an explicit reason.
func CheckI4(o *Observation, h *History) error {
	var errs []error
	for b, r := range h.settledBoundaries(o) {
		prev := h.rows[b.Session]
		if r != nil && accidental(prev.reason) && r.EndReason == prev.reason {
			errs = append(errs, violate("I4", "lane %s left %s by %s but promote left its row at %s",
				b.Lane, b.Session, b.What, prev.reason))
		}
	}
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.RowPromoted {
			continue
		}
		if prev, ok := h.rows[e.Session]; ok && explicitEnd(prev.reason) && !h.granted(e.Session, o, false) {
			errs = append(errs, violate("I4", "promote overwrote %s's %s with %s", e.Session, prev.reason, e.Reason))
		}
	}
	return errors.Join(errs...)
}

// CheckI5 (restart never silently loses an active session): once a process has run crash
// marking, a lane the model says is owed a turn carries resume_pending (or is suspended).
func CheckI5(o *Observation, h *History) error {
	if !h.marksReady || o.Entries == nil {
		return nil
	}
	var errs []error
	owed := sortedOwed(h)
	if o.Store == nil {
		for i := range o.Entries {
			e := &o.Entries[i]
			if h.owed[e.Key] == Yes && !e.ResumePending && !e.Suspended {
				errs = append(errs, violate("I5", "lane %s owes an interrupted turn but its entry (%s) has no resume_pending",
					e.Key, e.SessionID))
			}
		}
	} else {
		for _, k := range owed { // only a lane owed for sure can break it
			if e, ok := o.entry(k); ok && !e.ResumePending && !e.Suspended {
				errs = append(errs, violate("I5", "lane %s owes an interrupted turn but its entry (%s) has no resume_pending",
					e.Key, e.SessionID))
			}
		}
	}
	for _, k := range owed {
		if _, ok := o.entry(k); !ok {
			errs = append(errs, violate("I5", "lane %s owes an interrupted turn but has no route", k))
		}
	}
	return errors.Join(errs...)
}

// checkMarkTime (I5): a lane surely owed a turn carries its marker with the instant it was set
// (docs/contract.md §2.3: the freshness clock; §2.10 step 2: a boot marks a young in-flight
// marker now, an old one as of its turn's start). A marker stamped earlier makes the resume pass
// skip a turn it owes as stale; one stamped later keeps a stale debt alive.
func checkMarkTime(o *Observation, h *History) error {
	if !h.marksReady || o.Entries == nil {
		return nil
	}
	var errs []error
	for _, k := range sortedOwed(h) {
		at, ok := h.marks[k]
		if !ok {
			continue
		}
		e, ok := o.entry(k)
		if !ok || !e.ResumePending {
			continue
		}
		if t := e.LastResumeMarkedAt; t.Before(at.lo.Truncate(time.Microsecond)) || t.After(at.hi) {
			errs = append(errs, violate("I5", "lane %s's resume marker is stamped %s, but it was set within %s..%s",
				k, h.rules.stamp(t), h.rules.stamp(at.lo), h.rules.stamp(at.hi)))
		}
	}
	return errors.Join(errs...)
}

// CheckI6 (no spurious resume): a lane that owes nothing carries no resume_pending.
func CheckI6(o *Observation, h *History) error {
	if !h.marksReady || o.Entries == nil {
		return nil
	}
	var errs []error
	judge := func(e *gateway.Entry) {
		if e.ResumePending && h.owed[e.Key] == No {
			errs = append(errs, violate("I6", "lane %s carries resume_pending (%s) but no turn was in flight at the stop",
				e.Key, e.ResumeReason))
		}
	}
	if o.Store == nil {
		for i := range o.Entries {
			judge(&o.Entries[i])
		}
		return errors.Join(errs...)
	}
	// Only an entry seen with resume_pending, or one that changed, can break it.
	lanes := append([]gateway.LaneKey(nil), o.Lanes...)
	for k := range h.pending {
		lanes = append(lanes, k)
	}
	slices.Sort(lanes)
	for _, k := range slices.Compact(lanes) {
		if e, ok := o.entry(k); ok {
			judge(&e)
		}
	}
	return errors.Join(errs...)
}

// CheckI7 (auditability): the row an automatic reset replaced carries the reset's own reason,
// and the watcher finalizes with idle or daily, never a generic reason.
func CheckI7(o *Observation, h *History) error {
	var errs []error
	for b, r := range h.settledBoundaries(o) {
		if r != nil && intentional(r.EndReason) && !b.Want.has(r.EndReason) {
			errs = append(errs, violate("I7", "lane %s %s: old row %s reads %s, want %s",
				b.Lane, b.What, b.Session, r.EndReason, b.Want))
		}
	}
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.Finalized {
			continue
		}
		r, ok := o.row(e.Session)
		if ok && r.EndReason != gateway.EndIdle && r.EndReason != gateway.EndDaily {
			errs = append(errs, violate("I7", "watcher finalized %s of lane %s as %s, want idle or daily",
				e.Session, e.Lane, readReason(r.EndReason)))
		}
	}
	return errors.Join(errs...)
}

// CheckI10 (routing never points into a dead row): after a turn starts, the lane's route names
// the turn's session and that row is live; a turn's end never writes the route onto an ended id.
func CheckI10(o *Observation, h *History) error {
	if o.Entries == nil {
		return nil
	}
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.TurnStarted || e.Record != 0 || h.unsureRow(e.Session) || movedLater(o.Effects[i+1:], e.Lane, e.Session) {
			continue
		}
		en, ok := o.entry(e.Lane)
		switch r, rok := o.row(e.Session); {
		case !ok:
			errs = append(errs, violate("I10", "lane %s started a turn on %s but has no route", e.Lane, e.Session))
		case en.SessionID != e.Session:
			errs = append(errs, violate("I10", "lane %s started a turn on %s but routes to %s", e.Lane, e.Session, en.SessionID))
		case !rok:
			errs = append(errs, violate("I10", "lane %s started a turn on %s, which has no row", e.Lane, e.Session))
		case !r.Live():
			errs = append(errs, violate("I10", "lane %s started a turn on %s, whose row ended %s", e.Lane, e.Session, r.EndReason))
		}
	}
	switch o.Event.(type) {
	case TurnEnd, TuiTurnEnd:
		for i := range o.Effects {
			e := &o.Effects[i]
			if e.Kind == gateway.Dispatched {
				break // what follows is released user actions, not the turn's sync
			}
			if e.Kind != gateway.RouteSaved || h.unsureRow(e.Session) {
				continue
			}
			prev, seen := h.rows[e.Session]
			if h.routes[e.Lane] == e.Session {
				continue // a re-save of the route it already had
			}
			if r, ok := o.row(e.Session); ok && seen && !prev.live && !r.Live() {
				errs = append(errs, violate("I10", "the end of a turn wrote lane %s's route onto %s, ended %s",
					e.Lane, e.Session, r.EndReason))
			}
		}
	}
	return errors.Join(errs...)
}

// CheckI15 (one transition per lane): every row a step creates for a lane is the one it
// publishes, and a step creates no more rows for a lane than it makes transitions.
func CheckI15(o *Observation, h *History) error {
	if tuiEvent(o.Event) {
		return nil // TUI records make their own rows; I15 is about messaging lanes
	}
	var errs []error
	evLane := eventLane(o.Event)
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.RowCreated || e.Lane == "" || h.unsureLane(e.Lane) {
			continue
		}
		if routedSame(o.Effects, e.Lane, e.Session) {
			continue // the upsert of the row of an incarnation the lane stays on (a torn create repaired)
		}
		if !published(o.Effects, e.Lane, e.Session) {
			errs = append(errs, violate("I15", "lane %s created row %s during %s but never published it",
				e.Lane, e.Session, eventName(o.Event)))
			continue
		}
		if laterCreated(o.Effects[i+1:], e.Lane) {
			continue // counted once, at the lane's last creation
		}
		created, transitions := 0, 0
		for j := range o.Effects {
			f := &o.Effects[j]
			switch {
			case f.Lane != e.Lane:
			case f.Kind == gateway.RowCreated:
				created++
			case f.Kind == gateway.Routed && f.Fresh, f.Kind == gateway.Dispatched:
				transitions++ // a fresh routing, or a released command
			}
		}
		if evLane == e.Lane {
			switch o.Event.(type) {
			case NewCmd, Compress, ResumeCmd:
				transitions++
			}
		}
		if created > transitions {
			errs = append(errs, violate("I15", "lane %s created %d rows in %d transitions during %s",
				e.Lane, created, transitions, eventName(o.Event)))
		}
	}
	return errors.Join(errs...)
}

// checkI13Rows: a gateway-owned row never carries a reason only the TUI backend writes.
func checkI13Rows(o *Observation, h *History) error {
	var errs []error
	rows := h.scanRows(o)
	for i := range rows {
		r := &rows[i]
		if !tuiOnlyEnd(r.EndReason) || !h.rules.gatewayOwned(r.Peer.Platform) {
			continue
		}
		if _, external := o.Event.(RowEnded); external || h.elsewhere[r.ID] == r.EndReason {
			continue // another process wrote it (the driver's fault injection), not the gateway
		}
		if prev, ok := h.rows[r.ID]; ok && prev.reason == r.EndReason {
			continue // already reported
		}
		errs = append(errs, violate("I13", "gateway-owned row %s (%s) ended %s during %s",
			r.ID, r.Peer.Platform, r.EndReason, eventName(o.Event)))
	}
	return errors.Join(errs...)
}

func tuiOnlyEnd(r gateway.EndReason) bool {
	switch r {
	case gateway.EndWsOrphanReap, gateway.EndWsDisconnect, gateway.EndTuiClose, gateway.EndIdleTimeout,
		gateway.EndTuiShutdown, gateway.EndStartupOrphanReap:
		return true
	}
	return false
}

func readReason(r gateway.EndReason) string {
	if r == gateway.EndNone {
		return "live"
	}
	return string(r)
}

func findEntry(es []gateway.Entry, k gateway.LaneKey) (*gateway.Entry, bool) {
	for i := range es {
		if es[i].Key == k {
			return &es[i], true
		}
	}
	return nil, false
}

// movedLater reports whether a later effect of the step moved lane k off session s or ended s
// (a later turn, a released /new): the end-of-step state then no longer shows the turn's start.
func movedLater(effs []gateway.Effect, k gateway.LaneKey, s gateway.SessionID) bool {
	for i := range effs {
		e := &effs[i]
		switch e.Kind {
		case gateway.TurnStarted, gateway.Routed, gateway.RouteSaved, gateway.RouteDropped:
			if e.Lane == k && (e.Session != s || e.Kind != gateway.RouteSaved) && e.Record == 0 {
				return true
			}
		case gateway.RowEnded, gateway.RowPromoted:
			if e.Session == s {
				return true
			}
		}
	}
	return false
}

func laterCreated(effs []gateway.Effect, k gateway.LaneKey) bool {
	for i := range effs {
		if effs[i].Kind == gateway.RowCreated && effs[i].Lane == k {
			return true
		}
	}
	return false
}

// routedSame reports whether the step routed lane k to s without a new incarnation.
func routedSame(effs []gateway.Effect, k gateway.LaneKey, s gateway.SessionID) bool {
	for i := range effs {
		e := &effs[i]
		if e.Kind == gateway.Routed && e.Lane == k && e.Session == s && !e.Fresh {
			return true
		}
	}
	return false
}

func published(effs []gateway.Effect, k gateway.LaneKey, s gateway.SessionID) bool {
	for i := range effs {
		e := &effs[i]
		if (e.Kind == gateway.Routed || e.Kind == gateway.RouteSaved) && e.Lane == k && e.Session == s {
			return true
		}
	}
	return false
}

// sortedOwed lists the lanes owed for sure, sorted (map order never reaches an output).
func sortedOwed(h *History) []gateway.LaneKey {
	var ks []gateway.LaneKey
	for k, t := range h.owed {
		if t == Yes {
			ks = append(ks, k)
		}
	}
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && ks[j] < ks[j-1]; j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
	return ks
}

func eventName(ev Event) string {
	if ev == nil {
		return "-"
	}
	return ev.eventName()
}

// tuiEvent reports whether ev is a TUI gateway event.
func tuiEvent(ev Event) bool {
	switch ev.(type) {
	case WsConnect, SessionCreate, SessionResume, TuiPrompt, TuiTurnEnd, TeardownSnapshot, TeardownApply, TuiClose:
		return true
	}
	return false
}

// eventLane is the lane a user event names.
func eventLane(ev Event) gateway.LaneKey {
	switch e := ev.(type) {
	case Message:
		return e.Lane.Key
	case NewCmd:
		return e.Lane.Key
	case ResumeCmd:
		return e.Lane.Key
	case StopCmd:
		return e.Lane.Key
	case Compress:
		return e.Lane.Key
	case RestartCmd:
		return e.Lane.Key
	}
	return ""
}

// checkUserStamp (I1): the reply of an ok turn is the transcript's last write on the row it ran
// on (ActiveAt, docs/contract.md §1.4: the resume note's freshness reads it, §2.12), and the reply
// of a user's ok turn is the user's activity there (UserAt), the activity clock recovery rebuilds
// after an accident (§2.5): a row left with an older stamp would have recovery reset, as idle, a
// conversation the user was active in; an internal or resume turn's reply never stamps it (§1.4).
// A step whose store failed, or a row that is gone, is left to the model.
func checkUserStamp(o *Observation, h *History) error {
	if len(h.step.replies) == 0 || o.NoUserStamp || storeFailed(o.Effects) {
		return nil
	}
	var errs []error
	for _, rp := range h.step.replies {
		r, ok := o.row(rp.session)
		switch {
		case !ok || h.unsureRow(rp.session):
		case !r.ActiveAt.Equal(o.At):
			errs = append(errs, violate("I1", "a turn on %s ended ok at %s, but the row's last transcript write reads %s",
				rp.session, o.At.Format(time.RFC3339), r.ActiveAt.Format(time.RFC3339)))
		case rp.user && !r.UserAt.Equal(o.At):
			errs = append(errs, violate("I1", "the user's turn on %s ended ok at %s, but the row's user activity reads %s",
				rp.session, o.At.Format(time.RFC3339), r.UserAt.Format(time.RFC3339)))
		case !rp.user && h.rowSeen(rp.session) && !r.UserAt.Equal(h.rows[rp.session].user) && !userStampedIn(o.Effects, rp.session):
			errs = append(errs, violate("I1", "an internal or resume turn on %s ended ok and moved the row's user activity from %s to %s",
				rp.session, h.rows[rp.session].user.Format(time.RFC3339), r.UserAt.Format(time.RFC3339)))
		}
	}
	return errors.Join(errs...)
}

// userStampedIn reports whether the step may have stamped row s with the user's activity by
// other means than a reply: a turn a message started on it, or a /resume or a TUI resume to it
// (which stamps a live row too, without a reopen to report).
func userStampedIn(effs []gateway.Effect, s gateway.SessionID) bool {
	return slices.ContainsFunc(effs, func(e gateway.Effect) bool {
		return e.Session == s && (e.Kind == gateway.TurnStarted && !e.Synthetic && e.Record == 0 || e.Kind == gateway.RowReopened ||
			e.Kind == gateway.Reply && e.Text == "resumed" || e.Kind == gateway.RecordBound)
	})
}

// checkFreshReset (I7): /new on a lane with an entry publishes the new incarnation with
// is_fresh_reset, which the next message consumes; on a lane without one it is a plain create,
// without it (docs/contract.md §2.6 steps 3 and 4, as upstream's reset_session and force_new).
// Judged when the command ran in its own step (a queued one runs later, over other state) and the
// store did not fail.
func checkFreshReset(o *Observation, h *History) error {
	c, ok := o.Event.(NewCmd)
	if !ok || storeFailed(o.Effects) {
		return nil
	}
	k := c.Lane.Key
	i := slices.IndexFunc(o.Effects, func(e gateway.Effect) bool { return e.Kind == gateway.Reply && e.Lane == k })
	if i < 0 {
		return nil
	}
	e, ok := o.entry(k)
	if !ok || e.SessionID != o.Effects[i].Session {
		return nil
	}
	if _, want := h.held[k]; e.IsFreshReset != want {
		return violate("I7", "/new on lane %s (an entry before it: %t) published %s with is_fresh_reset=%t",
			k, want, e.SessionID, e.IsFreshReset)
	}
	return nil
}

// checkFreshResetConsumed (I7): the message handled after a /new consumes its is_fresh_reset
// (docs/contract.md §2.6 step 3, as upstream's message handler does): a lane routed in the step,
// and not given a new session by a /new after that routing, holds no entry with the flag.
func checkFreshResetConsumed(o *Observation, _ *History) error {
	var errs []error
	for i := range o.Effects {
		e := &o.Effects[i]
		if e.Kind != gateway.Routed || slices.ContainsFunc(o.Effects[i+1:], func(x gateway.Effect) bool {
			return x.Lane == e.Lane && (x.Kind == gateway.Routed || x.Kind == gateway.Reply && x.Text == "new session")
		}) {
			continue // (judged at the lane's last routing, unless a /new came after it)
		}
		if en, ok := o.entry(e.Lane); ok && en.SessionID == e.Session && en.IsFreshReset {
			errs = append(errs, violate("I7", "lane %s was routed to %s, but its entry keeps is_fresh_reset", e.Lane, e.Session))
		}
	}
	return errors.Join(errs...)
}

// checkFinalizedReported (I7): the watcher reports (Finalized) every finalization after which the
// row carries the reset the next message carries out: its own promote, or an idle or daily end
// another process wrote first (docs/contract.md §2.9 step 1.3). Left silent are only a row some
// other path ended for good with another reason (or a compression whose continuation could not
// be read) and a row that is gone; a step whose store failed is left to the model (the watcher's
// last retry forces the flag). Without the report the model cannot tell the reset that follows
// from a resurrected or lost conversation.
func checkFinalizedReported(o *Observation, h *History) error {
	if o.Entries == nil || loads(o.Event) || storeFailed(o.Effects) {
		return nil
	}
	var errs []error
	for i := range o.Entries { // incremental: the entries the step may have changed
		e := &o.Entries[i]
		if final, ok := h.held[e.Key]; !e.ExpiryFinalized || !ok || final {
			continue // (a flag a compression or a repoint carries to the next part was reported when set)
		}
		if slices.ContainsFunc(o.Effects, func(f gateway.Effect) bool { return f.Kind == gateway.Finalized && f.Lane == e.Key }) {
			continue
		}
		r, ok := o.row(e.SessionID)
		if !ok || !r.Live() && r.EndReason != gateway.EndIdle && r.EndReason != gateway.EndDaily {
			continue
		}
		errs = append(errs, violate("I7", "lane %s's entry became expiry_finalized on %s (row %s) without a Finalized report",
			e.Key, e.SessionID, endedOrLive(r)))
	}
	return errors.Join(errs...)
}

func endedOrLive(r gateway.Row) string {
	if r.Live() {
		return "live"
	}
	return "ended " + string(r.EndReason)
}
