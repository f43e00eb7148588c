package model

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// Allowed is the set of routing outcomes the model allows for one message on one lane.
type Allowed struct {
	Lane    gateway.LaneKey
	Routes  bool // the event routes a message (now, or later if the restore gate queues it)
	Same    bool // landing in the current conversation is allowed
	Session gateway.SessionID
	Fresh   Reasons         // a fresh incarnation is allowed with these reasons
	Notice  [numReasons]Tri // per fresh reason: the user must / may / must not be told
	Note    Tri             // on Same: the resume note (variant a) must / may / must not come
	// Repeat: on Same, an auto-reset notice and context note the lane already had may come again
	// (an older entry, loaded after a write failed or was lost, still marks them unsent).
	Repeat Reasons

	resume    resumeSet
	why       Leniency // the sources of the alternatives beyond one landing (the census)
	path      settled  // what the disk settled about the routing's path (settle_route.go)
	synthetic bool     // the routing of a synthetic resume turn: its note is judged with the turn
	empty     bool     // a user's message without text: its note is an empty turn's (b or c), and comes whenever a turn is owed
	m         *Model
	li        int32
}

// Routing is one observed routing outcome: where a message landed and what came with it.
type Routing struct {
	Lane          gateway.LaneKey
	Session       gateway.SessionID
	Fresh         bool              // the gateway's fresh-incarnation flag
	Reason        gateway.EndReason // auto-reset reason; "" for none
	Notices       int
	NoticeReason  gateway.EndReason
	Contexts      int
	ContextReason gateway.EndReason
	Notes         int
	NoteVariant   string
	NoteResume    gateway.ResumeReason
}

type landing uint8

const (
	landSame  landing = iota // the current conversation's newest session
	landFresh                // a session the model has never seen: a new conversation
	landOther                // another conversation (one the user left, or another lane's)
	landOlder                // an older session of the current conversation (a compression parent)
)

// classify says where session s lies for lane li.
func (m *Model) classify(li int32, s gateway.SessionID, fresh bool) (landing, int32) {
	ls := &m.lanes[li]
	c, known := m.bind[s]
	if !known {
		if ls.cur != 0 && (m.convs[ls.cur].tip == "" || ls.compressing && !fresh) {
			return landSame, ls.cur // the first sight of the current conversation's id
		}
		return landFresh, 0
	}
	if c == ls.cur {
		if m.convs[c].tip == s {
			return landSame, c
		}
		return landOlder, c
	}
	return landOther, c
}

// predict is the heart of the model: the routing outcomes allowed for a message on lane li now,
// in the contract's order (docs/contract.md §2.1, docs/model.md):
//  1. suspended: fresh, reason suspended;
//  2. an idle or daily reset due by the policy: fresh with that reason (it wins over an owed turn);
//  3. an owed turn: past the freshness window (mode not none, W > 0): fresh, resume_pending_expired;
//     otherwise the same conversation with a resume note;
//  4. otherwise the same conversation, whatever accidents happened; an empty conversation may be
//     replaced by a fresh empty one.
//
// Where the watcher finalized the incarnation, its reset takes the place of steps 2 to 4
// (predictFinalized). Every alternative beyond one landing comes from a cause the census names,
// added in this order: a fresh start without a reason (predictAfresh), a reset an older entry or
// a missing row replays (predictReplay), a left conversation recovery may find, an end elsewhere
// (closedElsewhere).
func (m *Model) predict(li int32, synthetic bool) Allowed {
	ls := &m.lanes[li]
	a := Allowed{Lane: ls.lane.Key, Routes: true, m: m, li: li, synthetic: synthetic}
	if ls.cur == 0 {
		a.Fresh = reasons(ReasonNone)
		return a
	}
	c := &m.convs[ls.cur]
	a.Session = c.tip
	p := m.rules.policyOf(&ls.lane)
	pl := ls.lane.Platform
	if ls.suspended != No {
		a.Fresh = reasons(ReasonSuspended)
		a.Notice[ReasonSuspended] = noticeFor(ReasonSuspended, p, pl, ls.signal)
		if ls.suspended == Yes {
			return a
		}
		a.why |= LenSuspend
	}
	if ls.finalized != 0 && !m.faults.readNow[c.tip] {
		m.predictFinalized(&a, li, p)
		if ls.routeLost && c.torn {
			// The flag lived in the lost route: recovery may rebuild a flagless entry from the
			// torn conversation's other live part (docs/contract.md §2.5 step 2), and the lazy
			// reset happens only when it finds none (step 3).
			m.predictPolicy(&a, ls, p)
		}
	} else {
		m.predictPolicy(&a, ls, p)
	}
	shaky := m.shaky(ls)
	// (A row another process closed makes the heal run recovery too.)
	loose := ls.accident || ls.routeLost || ls.stale || shaky || c.closed != No
	if loose && c.msgs != Yes || ls.stale || shaky || m.faults.findNow[ls.lane.Key] {
		m.predictAfresh(&a, ls, c, p, shaky)
	}
	m.predictReplay(&a, ls, p, shaky)
	if loose && m.hasUncertain(li) {
		a.why |= LenUncertain
		// Recovery may pick up a conversation whose closing was never written (the user left it
		// while the route was lost, or its closing failed) and judge the policy on it instead.
		for _, r := range [...]Reason{ReasonNone, ReasonIdle, ReasonDaily} {
			a.Fresh |= reasons(r)
			a.Notice[r] = noticeFor(r, p, pl, Maybe) // whose activity counts is unknown too
		}
	}
	m.closedElsewhere(&a, ls, c, p)
	if !synthetic {
		m.checkEntryClock(li)
		m.narrow(&a, m.settledPath(li, p))
	}
	return a
}

// predictFinalized adds what a lane whose incarnation the watcher finalized allows, in place of
// the policy and the owed turn (steps 2 to 4 of predict).
func (m *Model) predictFinalized(a *Allowed, li int32, p *gateway.ResetPolicy) {
	ls := &m.lanes[li]
	pl := ls.lane.Platform
	// The watcher closed the incarnation: the reset stands with its own reason whatever the
	// policy or the resume marker say now, or, when it closed it for a reason of no reset (I7
	// judges that), with the time policy's. (A failed read of the row lets the gateway take it
	// as live and route as if nothing had happened.)
	fin := ls.finalized.automatic()
	if fin == 0 {
		fin = reasons(ReasonIdle, ReasonDaily)
	}
	for _, r := range [...]Reason{ReasonIdle, ReasonDaily} {
		if fin.Has(r) {
			a.Fresh |= reasons(r)
			a.Notice[r] = noticeFor(r, p, pl, ls.signal)
		}
	}
	if ls.stale {
		// The older entry may lack the watcher's flag (its save was lost while the row's
		// promote landed): the gateway then takes the reset its own flags and the policy give.
		alt := Allowed{m: m, li: li}
		m.predictPolicy(&alt, ls, p)
		for r := ReasonIdle; r < numReasons; r++ {
			if alt.Fresh.Has(r) && !a.Fresh.Has(r) {
				a.Fresh |= reasons(r)
				a.Notice[r] = alt.Notice[r]
			}
		}
		a.why |= alt.why
	}
}

// predictAfresh allows a fresh start without a reason, with the cause the census counts it
// under: no row recovery can find (an empty transcript, a row whose reopen or create did not
// land), an older entry pointing at a row the stale-route heal drops, or a lookup that failed.
// Nothing was reset, so the lane starts without a reason, or with the lazy reset of an earlier
// row that ties with the current one (tiedLazyReset).
func (m *Model) predictAfresh(a *Allowed, ls *laneState, c *conv, p *gateway.ResetPolicy, shaky bool) {
	a.Fresh |= reasons(ReasonNone)
	m.tiedLazyReset(a, ls, c, p)
	switch {
	case ls.stale:
		a.why |= LenStale
	case shaky:
		a.why |= LenShaky
	case m.faults.findNow[ls.lane.Key]:
		a.why |= LenLookup
	default:
		a.why |= LenEmpty
	}
}

// predictReplay adds the resets an older entry (stale) or a row write that did not land (shaky)
// may make the gateway carry out again, with the notice and context note it may repeat.
func (m *Model) predictReplay(a *Allowed, ls *laneState, p *gateway.ResetPolicy, shaky bool) {
	if ls.stale {
		a.Repeat = ls.resets // an older entry may repeat a notice it does not mark sent
	}
	if !ls.stale && !shaky {
		return
	}
	// An older entry, or a row write that did not land, may leave the gateway taking an
	// incarnation the watcher finalized for the lane's latest: its reset then stands. When
	// the current conversation's row may be missing, the newest row recovery reads may also
	// be the one an automatic reset closed to start it: that reset looks still owed.
	replay := ls.finalSeen
	if shaky {
		replay |= ls.resets
	}
	for _, r := range [...]Reason{ReasonIdle, ReasonDaily} {
		if replay.Has(r) && noticeFor(r, p, ls.lane.Platform, Maybe) != No {
			a.Fresh |= reasons(r)
			a.Notice[r] = Maybe // whose activity the replayed reset reads is unknown
		} else if replay.Has(r) {
			a.Fresh |= reasons(r)
		}
	}
}

// closedElsewhere: another process ended the current conversation's row on purpose
// (docs/contract.md §2.4). The stale-route heal drops the route and recovery never reopens that
// row, so where the message would have stayed it starts afresh, without a reason (a reset that is
// due still wins). Without a route in the process, recovery looks at the lane's newest row, and
// an idle or daily end there is a lazy reset still owed (§2.5 step 3).
func (m *Model) closedElsewhere(a *Allowed, ls *laneState, c *conv, p *gateway.ResetPolicy) {
	if c.closed == No {
		return
	}
	if a.Same {
		a.Fresh |= reasons(ReasonNone)
		switch {
		case c.closed == Yes && !m.faults.readNow[c.tip]:
			a.Same, a.Note = false, No
		case c.closed == Yes:
			// A routing that could not read the row takes it as live (docs/contract.md §2.1 step
			// 2) and stays; the next one heals.
			a.why |= LenLookup
		default:
			a.why |= LenClosed
		}
	}
	if ls.forcedFinal {
		// A finalized entry's next message carries out the reset its row's end says (docs/contract.md
		// §2.1 step 2), and the row reads the end another process wrote: its idle or daily.
		for _, r := range [...]Reason{ReasonIdle, ReasonDaily} {
			if c.closedBy&endsForEnd(r.End()) != 0 && !a.Fresh.Has(r) {
				a.Fresh |= reasons(r)
				a.Notice[r] = noticeFor(r, p, ls.lane.Platform, ls.signal)
			}
		}
	}
	if !ls.routeLost {
		return
	}
	// No route to judge the policy on: recovery finds nothing to reopen and creates, with the
	// lazy reset the newest row may owe.
	a.Fresh |= reasons(ReasonNone)
	for _, r := range [...]Reason{ReasonIdle, ReasonDaily} {
		if c.closedBy&endsForEnd(r.End()) != 0 && !a.Fresh.Has(r) {
			a.Fresh |= reasons(r)
			a.Notice[r] = noticeFor(r, p, ls.lane.Platform, ls.signal)
		}
	}
	m.tiedLazyReset(a, ls, c, p)
}

// tiedLazyReset: without a route, and with nothing recovery can reopen, the gateway carries out
// the lazy reset its newest row owes, the newest being the row with the latest event, then the
// latest start, then the larger id (docs/contract.md §2.5 step 3, §1.6). When everything that
// happened to the current conversation's row (its start, the user's activity, another
// process's end) happened within the instant an earlier incarnation was closed idle or daily,
// the two rows tie on every instant and the random part of their ids decides: that earlier
// lazy reset may be the one carried out.
func (m *Model) tiedLazyReset(a *Allowed, ls *laneState, c *conv, p *gateway.ResetPolicy) {
	if !ls.routeLost || c.msgs == Yes && c.closed == No {
		return
	}
	// The row's latest event is its end when it has one; an end that may not have happened (the
	// process may have held no route naming the row then) leaves either.
	base := maxTime(c.born, c.lastWrite)
	ties := func(t time.Time) bool {
		return c.closed != Yes && base.Equal(t) || c.closed != No && maxTime(base, c.closedAt).Equal(t)
	}
	var tied Reasons
	if slices.ContainsFunc(ls.finalAt, ties) {
		tied |= ls.finalSeen
	}
	if ties(ls.resetAt) {
		// The rows the lane's own resets promoted ended in this instant too (their starts may
		// tie as well, when a compression made them in the same instant).
		tied |= ls.resetOwn
	}
	for _, r := range [...]Reason{ReasonIdle, ReasonDaily} {
		if !tied.Has(r) {
			continue
		}
		allowUnfollowedReset(a, r, p, ls.lane.Platform)
	}
	m.leftLazyReset(a, c, p)
}

// allowUnfollowedReset allows a fresh start with lazy reset r whose notice reads the activity of
// a row the model did not follow (§2.13 step 4: the row the lazy reset replaces): whatever else
// allows the same reason (the policy on the lane's own clock) may or may not be the one carried
// out.
func allowUnfollowedReset(a *Allowed, r Reason, p *gateway.ResetPolicy, pl gateway.Platform) {
	n := noticeFor(r, p, pl, Maybe)
	if a.Fresh.Has(r) {
		n = n.join(a.Notice[r])
	}
	a.Fresh |= reasons(r)
	a.Notice[r] = n
}

// leftLazyReset: the lane's newest row (by its latest event, then its start; docs/contract.md
// §2.5 step 3) may be the row of a conversation the lane has left since (a /resume onto an older
// one), if another process ended that row idle or daily: recovery then carries out that lazy
// reset. It may be the newest when its latest event (its start, the user's last write, that end)
// can be later than the current conversation's, or as late with a start no earlier. (Found by a
// 20,000-check run: a message routed on a row another process had just ended idle stamped it,
// the lane then resumed an older conversation in the same instant and lost its route; the two
// rows tied on their latest event and the newer start carried the idle reset.)
func (m *Model) leftLazyReset(a *Allowed, c *conv, p *gateway.ResetPolicy) {
	cur := maxTime(c.born, c.durableAt) // the current row's latest event, at the earliest
	if c.closed == Yes {
		cur = maxTime(cur, c.closedAt)
	}
	ls := &m.lanes[c.lane]
	for i := range m.convs {
		k := &m.convs[i]
		if k == c || k.lane != c.lane || k.closed == No {
			continue
		}
		latest := maxTime(maxTime(k.born, k.lastWrite), k.closedAt) // at the latest
		if latest.Before(cur) || latest.Equal(cur) && k.born.Before(c.born) {
			continue
		}
		for _, r := range [...]Reason{ReasonIdle, ReasonDaily} {
			if k.closedBy&endsForEnd(r.End()) != 0 {
				allowUnfollowedReset(a, r, p, ls.lane.Platform)
			}
		}
	}
}

// otherLiveParts returns the policy's verdicts on each live part of the lane's current
// conversation besides its tip (one a move back to an older part, or a torn compression, left
// live), each judged on that row's own activity clock: recovery builds the entry from the row it
// finds and judges the policy on it (docs/contract.md §2.5 step 2). ok is false when there is none.
func (m *Model) otherLiveParts(ls *laneState, p *gateway.ResetPolicy, blocked Tri) (v Reasons, ok bool) {
	if ls.cur == 0 {
		return 0, false
	}
	c := &m.convs[ls.cur]
	for _, s := range c.sessions {
		r, seen := m.hist.rows[s]
		if !seen || s == c.tip || !r.live {
			continue
		}
		act := instant(m.now) // a row without the user's activity: the entry's clock starts now
		if !r.user.IsZero() {
			act = instant(r.user)
		}
		v |= m.rules.resetVerdicts(p, act, m.now, blocked)
		ok = true
	}
	return v, ok
}

// shaky reports whether lane li's current conversation may have no usable row: a write that
// reopens or creates it failed or was lost, and no later one is known to have landed.
func (m *Model) shaky(ls *laneState) bool {
	return ls.mayLose || ls.cur != 0 && m.unsureRows[m.convs[ls.cur].tip]
}

// predictPolicy adds what the reset policy and an owed turn allow (steps 2 to 4 of predict).
func (m *Model) predictPolicy(a *Allowed, ls *laneState, p *gateway.ResetPolicy) {
	pl := ls.lane.Platform
	blocked := ls.blocked(m.now, m.rules.BgProcessMaxAge)
	v := m.rules.resetVerdicts(p, ls.act, m.now, blocked)
	if v != reasons(ReasonNone) && v != reasons(ReasonIdle) && v != reasons(ReasonDaily) {
		a.why |= LenActivity
	}
	signal := ls.signal
	if ls.accident || ls.routeLost || m.convs[ls.cur].closed != No {
		// Recovery may rebuild the entry from another live part of the conversation (after a
		// lost route, or the heal of a route whose row another process ended): the policy is
		// judged on that row's clock, and its prompt size, which the notice reads, the model
		// did not follow.
		if pv, ok := m.otherLiveParts(ls, p, blocked); ok {
			if pv|v != v {
				a.why |= LenActivity
			}
			v |= pv
			signal = Maybe
		}
	}
	for _, r := range [...]Reason{ReasonIdle, ReasonDaily} {
		if v.Has(r) {
			a.Fresh |= reasons(r)
			a.Notice[r] = noticeFor(r, p, pl, signal)
		}
	}
	if !v.Has(ReasonNone) {
		return
	}
	if ls.owed.level == No {
		a.Same = true
		return
	}
	exp := m.expiry(p, &ls.owed)
	if exp == Maybe {
		a.why |= LenDebt
	}
	if exp != No {
		a.Fresh |= reasons(ReasonExpired)
		a.Notice[ReasonExpired] = noticeFor(ReasonExpired, p, pl, ls.signal)
	}
	if exp != Yes {
		a.Same = true
		a.Note = Maybe
		w := m.rules.FreshnessWindow
		if ls.owed.level == Yes && (w <= 0 || m.now.Sub(ls.owed.since.lo) <= w) {
			a.Note = Yes
		}
		a.resume = ls.owed.resume | resumeInterrupt
	}
}

// hasUncertain reports whether lane li has a conversation it left whose closing may not be durable.
func (m *Model) hasUncertain(li int32) bool {
	for c := 1; c < len(m.convs); c++ {
		if cv := &m.convs[c]; cv.lane == li && cv.uncertain && cv.msgs != No && int32(c) != m.lanes[li].cur {
			return true
		}
	}
	return false
}

// expiry says whether an owed turn has outlived the freshness window (docs/contract.md §2.3 routing gate):
// never under mode none or with W <= 0.
func (m *Model) expiry(p *gateway.ResetPolicy, o *owed) Tri {
	w := m.rules.FreshnessWindow
	if p.Mode == gateway.ResetNone || w <= 0 || o.level == No {
		return No
	}
	switch {
	case m.now.Sub(o.since.hi) > w:
		if o.level == Yes {
			return Yes
		}
		return Maybe
	case m.now.Sub(o.since.lo) > w:
		return Maybe
	}
	return No
}

// Check reports whether the observed routing is one the model allows; the error names the broken
// invariant and the facts. It judges by where the routing landed: another conversation, an older
// part of the current one, the current one, or a fresh one.
func (a *Allowed) Check(o Routing) error {
	if a.m == nil {
		return nil
	}
	m := a.m
	land, c := m.classify(a.li, o.Session, o.Fresh)
	if err := a.checkPath(land, o); err != nil {
		return err
	}
	switch land {
	case landOther:
		return a.checkOther(c, o)
	case landOlder:
		if m.convs[c].torn {
			return nil // a torn compression left the parent and the child both live
		}
		if m.faults.readNow[o.Session] {
			// An older entry (its move to the continuation was never saved) names the parent, and
			// the routing could not read that row: a failed read is not stale (docs/contract.md
			// §2.1 step 2), so the gateway routes there.
			return nil
		}
		return violate("I10", "lane %s routed into %s, an ended part of its conversation (tip %s)",
			a.Lane, o.Session, m.convs[c].tip)
	case landSame:
		return a.checkSame(o)
	}
	return a.checkFresh(o)
}

// checkPath judges a routing the disk settled (settle_route.go): one that lands without a reset
// lands on the entry's row, or on the row recovery finds, and none when recovery finds none.
func (a *Allowed) checkPath(land landing, o Routing) error {
	p := a.path
	switch {
	case p.path == pathOpen || land == landFresh:
		return nil // (a fresh start's reason is judged against the resets the path left)
	case land == landSame && (p.path == pathNone || !p.stay):
		return nil // (judged as a stay the model does not allow)
	case p.lands() && o.Session == p.only && p.stay:
		return nil
	case p.path == pathStay:
		return violate("I2", "lane %s routed to %s, but its route's row %s was there to stay on (live, missing or unread: no heal)",
			a.Lane, o.Session, p.only)
	case p.path == pathFound && o.Session != p.only:
		return violate("I1", "lane %s routed to %s, but recovery's finder returns %s (the lane's newest findable row)",
			a.Lane, o.Session, p.only)
	case p.path == pathFound:
		return violate("I2", "lane %s recovered %s, on which a reset was due (by the row's clock)", a.Lane, o.Session)
	}
	return violate("I2", "lane %s routed to %s, but recovery's finder returns no row: the lane starts afresh", a.Lane, o.Session)
}

// checkOther judges a routing into conversation c, one the lane left (or another lane's): only
// the user's /resume may bring it back, unless the gateway may not know it was left.
func (a *Allowed) checkOther(c int32, o Routing) error {
	m := a.m
	if m.convs[c].uncertain || m.faults.readNow[o.Session] {
		return nil // a closing not on disk, or a stale check that could not read the row
	}
	if m.lanes[a.li].stale && (m.faults.recreated[o.Session] || !m.hist.rowSeen(o.Session)) {
		// An older entry loaded after a lost route write may still name the conversation the
		// lane left, and with no row on disk to close it (its write was lost, or it failed and
		// was never made) nothing marks the route stale: the gateway routes there and the turn
		// recreates the row (docs/contract.md §1.4), or tries to.
		return nil
	}
	return violate("I2", "lane %s resurrected %s, a conversation it had left", a.Lane, o.Session)
}

// checkSame judges a routing that stayed in the current conversation: it must be allowed to, and
// brings no reset reason, no notice and no context note (but those an older entry may repeat),
// and the resume note the owed turn calls for.
func (a *Allowed) checkSame(o Routing) error {
	if !a.Same {
		return a.stayed(o)
	}
	if o.Reason != "" {
		return violate("I7", "lane %s stayed on %s but reported auto-reset reason %s", a.Lane, o.Session, o.Reason)
	}
	if r, ok := reasonOf(o.NoticeReason); o.Notices > 0 && !(ok && a.Repeat.Has(r) && o.Notices == 1) {
		return violate("I8", "lane %s got a %s notice without a reset (still on %s)", a.Lane, o.NoticeReason, o.Session)
	}
	if r, ok := reasonOf(o.ContextReason); o.Contexts > 0 && !(ok && a.Repeat.Has(r) && o.Contexts == 1) {
		return violate("I7", "lane %s got a %s context note without a reset", a.Lane, o.ContextReason)
	}
	return a.checkNote(o)
}

// checkFresh judges a fresh incarnation: its reason must be one allowed, with the notice the
// policy says (at most one, of that reason), one context note of a real reason (none without),
// and no resume note unless it is a synthetic turn's.
func (a *Allowed) checkFresh(o Routing) error {
	r, ok := reasonOf(o.Reason)
	if !ok {
		return violate("I7", "lane %s fresh %s with unknown auto-reset reason %q", a.Lane, o.Session, o.Reason)
	}
	if !a.Fresh.Has(r) {
		return a.rotated(r, o)
	}
	switch n := a.Notice[r]; {
	case o.Notices > 1:
		return violate("I8", "lane %s got %d notices for one reset", a.Lane, o.Notices)
	case o.Notices == 1 && n == No:
		return violate("I8", "lane %s was told of its %s reset, which the policy keeps quiet", a.Lane, r)
	case o.Notices == 0 && n == Yes:
		return violate("I8", "lane %s was not told of its %s reset (now %s)", a.Lane, r, o.Session)
	case o.Notices == 1 && o.NoticeReason != o.Reason:
		return violate("I8", "lane %s notice says %s, reset was %s", a.Lane, o.NoticeReason, r)
	}
	switch {
	case r != ReasonNone && (o.Contexts != 1 || o.ContextReason != o.Reason):
		return violate("I7", "lane %s %s reset: context note %dx %q, want one %s", a.Lane, r, o.Contexts, o.ContextReason, r)
	case r == ReasonNone && o.Contexts > 0:
		return violate("I7", "lane %s fresh without a reason got a %s context note", a.Lane, o.ContextReason)
	case o.Notes > 0 && !a.synthetic:
		return violate("I6", "lane %s got a resume note on fresh %s", a.Lane, o.Session)
	}
	return nil
}

// checkNote judges the resume note of a message that stayed in its conversation.
func (a *Allowed) checkNote(o Routing) error {
	if a.synthetic {
		return nil // judged with the synthetic turn
	}
	ls := &a.m.lanes[a.li]
	note, want := a.Note, "a"
	if a.empty {
		// An empty turn on a resume-pending entry always gets the note, fresh or not (the safety
		// net, docs/contract.md §2.12), in the variant of an empty turn: the adapter's.
		if ls.owed.level == Yes {
			note = Yes
		} else if ls.owed.level == Maybe && note == No {
			note = Maybe
		}
		want = "c"
		if a.m.rules.Interactive[ls.lane.Platform] {
			want = "b"
		}
	}
	if note == Maybe && a.m.noteByRow(a.li, o.Session) {
		note = Yes
	}
	switch {
	case o.Notes == 0 && note == Yes:
		return violate("I5", "lane %s owed a turn since %s but %s came without a resume note",
			a.Lane, a.m.rules.stamp(ls.owed.since.lo), o.Session)
	case o.Notes > 0 && note == No:
		return violate("I6", "lane %s got a resume note (%s) with nothing owed", a.Lane, o.NoteResume)
	case o.Notes > 1:
		return violate("I16", "lane %s got %d resume notes", a.Lane, o.Notes)
	case o.Notes == 1 && o.NoteVariant != want:
		return violate("I16", "lane %s resume note variant %q with a user message (empty %t), want %s", a.Lane, o.NoteVariant, a.empty, want)
	case o.Notes == 1 && resumeBit(o.NoteResume)&a.resume == 0:
		return violate("I16", "lane %s resume note names %q", a.Lane, o.NoteResume)
	}
	return nil
}

// noteByRow: lane li's message stayed on the row its entry named, an entry that carried
// resume_pending, and the row read live right before the call with its last activity inside the
// freshness window: the note's own read of that row (docs/contract.md §2.12: fresh by the
// transcript's clock) finds it so, unless a read of it failed or the row was missing and
// recreated in the step.
func (m *Model) noteByRow(li int32, s gateway.SessionID) bool {
	p := &m.pre
	w := m.rules.FreshnessWindow
	return m.preUsable && p.taken && p.li == li && li == m.evLane && p.entry != nil && p.entry.ResumePending &&
		p.entry.SessionID == s && p.row == rowLive && !p.active.IsZero() && (w <= 0 || m.now.Sub(p.active) <= w) &&
		!m.faults.read[s] && !m.faults.recreated[s]
}

// stayed names a message that stayed in its conversation although a reset was required.
func (a *Allowed) stayed(o Routing) error {
	m := a.m
	ls := &m.lanes[a.li]
	switch {
	case ls.cur != 0 && m.convs[ls.cur].closed == Yes:
		return violate("I2", "lane %s stayed on %s, which another process ended on purpose (%s)", a.Lane, o.Session,
			m.convs[ls.cur].closedBy)
	case a.path.path == pathNone:
		return violate("I2", "lane %s stayed on %s, but its route's row is ended and recovery's finder returns no row", a.Lane, o.Session)
	case a.Fresh.Has(ReasonSuspended):
		return violate("I14", "lane %s stayed on %s while suspended", a.Lane, o.Session)
	case a.Fresh.Has(ReasonExpired):
		return violate("I5", "lane %s stayed on %s past the freshness window (owed since %s, W %s)",
			a.Lane, o.Session, m.rules.stamp(ls.owed.since.hi), m.rules.FreshnessWindow)
	}
	return violate("I2", "lane %s stayed on %s although its %s reset was due (last activity %s)",
		a.Lane, o.Session, a.Fresh.automatic(), m.rules.stamp(ls.act.hi))
}

// rotated names a fresh incarnation the model does not allow with reason r.
func (a *Allowed) rotated(r Reason, o Routing) error {
	m := a.m
	ls := &m.lanes[a.li]
	mode := m.rules.policyOf(&ls.lane).Mode
	facts := fmt.Sprintf("lane %s rotated %s -> %s (reason %s)", a.Lane, a.Session, o.Session, r)
	switch {
	case r != ReasonNone && r != ReasonSuspended && mode == gateway.ResetNone:
		return violate("I9", "%s under mode none", facts)
	case a.Fresh.automatic() != 0:
		return violate("I7", "%s; the reset due was %s", facts, a.Fresh.automatic())
	case r == ReasonExpired:
		return violate("I5", "%s while the owed turn was fresh (owed since %s)", facts, m.rules.stamp(ls.owed.since.lo))
	case r == ReasonSuspended && ls.owed.level != No:
		return violate("I5", "%s: the owed turn was replaced by a suspension", facts)
	case r == ReasonIdle || r == ReasonDaily:
		return violate("I2", "%s but no reset was due (last activity %s)", facts, m.rules.stamp(ls.act.hi))
	case r == ReasonNone && ls.accident:
		return violate("I1", "%s after an accident; the conversation had messages", facts)
	case ls.owed.level != No:
		return violate("I5", "%s: the owed turn was lost", facts)
	}
	return violate("I2", "%s without any boundary", facts)
}

// String prints the set compactly, e.g. "lane=k same(s7) note=yes | fresh{idle:notice=yes}".
func (a Allowed) String() string {
	if !a.Routes {
		return "-"
	}
	var b strings.Builder
	b.WriteString("lane=")
	b.WriteString(string(a.Lane))
	if a.Same {
		fmt.Fprintf(&b, " same(%s)", a.Session)
		if a.Note != No {
			fmt.Fprintf(&b, " note=%s", a.Note)
		}
	}
	if a.Fresh != 0 {
		b.WriteString(" | fresh{")
		first := true
		for r := ReasonNone; r < numReasons; r++ {
			if !a.Fresh.Has(r) {
				continue
			}
			if !first {
				b.WriteByte(' ')
			}
			first = false
			b.WriteString(r.String())
			if r != ReasonNone {
				fmt.Fprintf(&b, ":notice=%s", a.Notice[r])
			}
		}
		b.WriteByte('}')
	}
	return b.String()
}
