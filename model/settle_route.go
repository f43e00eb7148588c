package model

import (
	"time"

	"gatewaysim/gateway"
)

// Settling a routing's path from the persisted form. Where a message lands is decided by two
// things the user's world holds at that instant: the process's routing entry for the lane, and
// the rows on disk (docs/contract.md §2.1 step 3, §2.4, §2.5, §1.6). The model's facts about
// them may be unsure after a fault or an accident (a transcript write that may not have landed,
// a closing that may not be durable, an entry older than the model's facts), but the oracle can
// read both right before the call (ReadBefore). The first routing of a message's call reads
// exactly that state (nothing writes a row or replaces an entry before it: an interrupted turn's
// end writes no row and keeps the entry's session), so for it the model drops the alternatives
// the state rules out:
//
//   - the entry's row is live, missing or unreadable: no heal runs, and the message stays on the
//     entry's row unless a reset is due (no fresh start without a reason, no recovery);
//   - the heal drops the entry, or there is none: recovery's finder returns the newest live or
//     accidentally ended row of the lane with a message (of its peer, when the lane's key has
//     none), and the message lands there unless a reset is due; when it returns none, the
//     message starts afresh (with a lazy reset the lane's newest row may owe).
//
// Nothing here allows what predict did not: a settled path only narrows it.

// routePath is what the disk settles about a routing.
type routePath uint8

const (
	pathOpen  routePath = iota // not settled: every alternative predict found stands
	pathStay                   // no heal: the entry's row (only)
	pathFound                  // recovery's finder returns a row (only)
	pathNone                   // recovery's finder returns nothing, or was not asked (a reset)
)

// PreRead is what the routing of a message about to be sent will read: the process's entry for
// the lane, the row that entry names, and the durable rows the finder reads (docs/contract.md
// §1.6). A driver that can show it calls ReadBefore right before the call.
type PreRead struct {
	Lane     gateway.LaneKey
	Entry    *gateway.Entry // nil: the process holds none
	Row      *gateway.Row   // the entry's row; nil when missing
	LaneRows []gateway.Row  // the rows of the lane's key: the exact pass
	Peer     gateway.Peer   // the source's peer
	PeerPass bool           // the source's peer has a chat id and a chat type...
	PeerRows []gateway.Row  // ...and these are the rows of that peer: the peer pass
}

// preRoute is the PreRead of the step's message, reduced to what settledPath needs.
type preRoute struct {
	taken bool
	li    int32
	entry *gateway.Entry // the process's entry for the lane (a copy), nil for none
	row   rowRead        // the state on disk of the row it names
	end   gateway.EndReason
	// active: that row's last activity (zero when missing), which the resume note's freshness
	// reads (noteByRow).
	active time.Time
	found  *gateway.Row // the row the finder returns, nil for none
	lazy   *gateway.Row // the lane's newest row when it was ended idle or daily (§2.5 step 3)
	// chain: for an entry whose row ended by compression, whether the routing's walk along the
	// continuations was read here (the row is of the lane's key and peer), and the live tip it
	// reaches ("" for none: the heal goes on as for any ended row).
	chain    bool
	chainTip gateway.SessionID
}

type rowRead uint8

const (
	rowMissing rowRead = iota
	rowLive
	rowEnded
)

// settled is the settled path of one routing: where it may land without a reset, and the
// resets the entry, the disk and the policy allow instead, each with the notice it owes.
type settled struct {
	path   routePath
	only   gateway.SessionID // the one session the message may stay on or recover
	stay   bool              // ...and whether it may land there (a reset may be due instead)
	fresh  Reasons           // the fresh starts allowed
	notice [numReasons]Tri   // ...and whether each tells the user
}

// lands reports whether the path names the one session a message may land on without a reset.
func (s settled) lands() bool { return s.path == pathStay || s.path == pathFound }

// reset allows a fresh start with reason r, whose replaced incarnation had activity or not.
func (s *settled) reset(r Reason, pol *gateway.ResetPolicy, pl gateway.Platform, activity bool) {
	n := noticeFor(r, pol, pl, triOf(activity))
	if s.fresh.Has(r) && s.notice[r] != n {
		n = Maybe
	}
	s.fresh |= reasons(r)
	s.notice[r] = n
}

// ReadBefore takes what the next call, a message on r.Lane, will read. It holds for that call's
// step only.
func (m *Model) ReadBefore(r PreRead) {
	li, ok := m.laneIx[r.Lane]
	if !ok {
		return
	}
	p := preRoute{taken: true, li: li}
	if r.Entry != nil {
		e := *r.Entry
		p.entry = &e
		if r.Row != nil {
			p.row, p.end, p.active = rowEnded, r.Row.EndReason, r.Row.ActiveAt
			if r.Row.Live() {
				p.row = rowLive
			}
		}
	}
	pl := m.lanes[li].lane.Platform
	p.found = newestFindable(r.LaneRows, pl)
	if p.found == nil && r.PeerPass {
		p.found = newestFindable(r.PeerRows, pl)
	}
	p.lazy = newestEnded(r.Lane, r.LaneRows, r.PeerRows)
	if r.Row != nil && p.row == rowEnded && p.end == gateway.EndCompression && r.Row.Key == r.Lane && r.Row.Peer == r.Peer {
		p.chain = true
		if tip, moved := chainEnd(*r.Row, chainRows(r)); moved && tip.Live() {
			p.chainTip = tip.ID
		}
	}
	m.pre = p
}

// chainRows are the rows the routing's walk along a compression chain reads, in the order it
// reads them: the lane's key's, then its peer's of another key (docs/contract.md §2.4).
func chainRows(r PreRead) []gateway.Row {
	rows := r.LaneRows
	if !r.PeerPass {
		return rows
	}
	rows = append([]gateway.Row(nil), rows...)
	for _, x := range r.PeerRows {
		if x.Key != r.Lane {
			rows = append(rows, x)
		}
	}
	return rows
}

// chainEnd follows the continuations of parent while each link ended by compression (the last
// child of a link in rows' order, as the routing takes it) and returns the row reached; moved is
// false when parent has none.
func chainEnd(parent gateway.Row, rows []gateway.Row) (last gateway.Row, moved bool) {
	cur := parent
	for steps := 0; steps < len(rows) && !cur.Live() && cur.EndReason == gateway.EndCompression; steps++ {
		found := false
		for _, r := range rows {
			if r.ParentID == cur.ID {
				last, found = r, true
			}
		}
		if !found {
			break
		}
		cur, moved = last, true
	}
	return cur, moved
}

// settledPath is the path of lane li's routing now, as the gateway's routing takes it
// (docs/contract.md §2.1 steps 2 and 3, §2.4, §2.5): settled only for the first routing of a
// message's step on the message's own lane, from what it read (ReadBefore), with this routing's
// own failed reads and lookups taken into account. pol is the lane's policy.
func (m *Model) settledPath(li int32, pol *gateway.ResetPolicy) settled {
	p := &m.pre
	if !m.preUsable || !p.taken || p.li != li || li != m.evLane {
		return settled{}
	}
	pl := m.lanes[li].lane.Platform
	e := p.entry
	heal := e != nil && p.row == rowEnded && !m.faults.readNow[e.SessionID]
	if heal && p.end == gateway.EndCompression {
		// The routing follows the compression chain first: to a live tip, the route moves there
		// and stays, unless the entry's own verdict resets it; with none, the heal goes on.
		if !p.chain || m.faults.findNow[m.lanes[li].lane.Key] {
			return settled{}
		}
		if p.chainTip != "" {
			s := settled{path: pathStay, only: p.chainTip}
			v := m.entryVerdict(li, pol, e)
			for r := ReasonIdle; r < numReasons; r++ {
				if v.Has(r) {
					s.reset(r, pol, pl, e.LastPromptTokens > 0)
				}
			}
			s.stay = v.Has(ReasonNone)
			return s
		}
	}
	s := settled{path: pathNone}
	recovers := true
	if e != nil {
		v := m.entryVerdict(li, pol, e)
		if heal && e.ExpiryFinalized && !e.Suspended && (p.end == gateway.EndIdle || p.end == gateway.EndDaily) {
			// The watcher's reset of this incarnation stands, whatever the policy says now.
			r, _ := reasonOf(p.end)
			v = reasons(r)
		}
		for r := ReasonIdle; r < numReasons; r++ {
			if v.Has(r) {
				s.reset(r, pol, pl, e.LastPromptTokens > 0)
			}
		}
		recovers = v.Has(ReasonNone)
		if !heal {
			// A live or missing row is not stale, nor is one whose read failed (§2.1).
			s.path, s.only, s.stay = pathStay, e.SessionID, recovers
			return s
		}
	}
	switch {
	case !recovers:
	case m.faults.findNow[m.lanes[li].lane.Key]:
		s.fresh |= reasons(ReasonNone) // the finder (or the lazy reset's read) failed: recovery creates
	case p.found != nil:
		s.path, s.only = pathFound, p.found.ID
		v := m.recoveryVerdict(li, pol, p.found, e)
		for r := ReasonIdle; r < numReasons; r++ {
			if v.Has(r) {
				s.reset(r, pol, pl, p.found.PromptTokens > 0)
			}
		}
		s.stay = v.Has(ReasonNone)
	case e == nil && p.lazy != nil:
		r, _ := reasonOf(p.lazy.EndReason)
		s.reset(r, pol, pl, p.lazy.PromptTokens > 0)
	default:
		s.fresh |= reasons(ReasonNone)
	}
	return s
}

// entryVerdict is the reset the entry's own flags and clock call for (docs/contract.md §2.1 step
// 2, §2.2, §2.3): a suspension, else the policy on its clock, else an owed turn's marker past
// the freshness window. ReasonNone in it: no reset.
func (m *Model) entryVerdict(li int32, pol *gateway.ResetPolicy, e *gateway.Entry) Reasons {
	if e.Suspended {
		return reasons(ReasonSuspended)
	}
	v := m.rules.resetVerdicts(pol, instant(e.UpdatedAt), m.now, m.lanes[li].blocked(m.now, m.rules.BgProcessMaxAge))
	w := m.rules.FreshnessWindow
	if !v.Has(ReasonNone) || !e.ResumePending || w <= 0 || pol.Mode == gateway.ResetNone {
		return v
	}
	ref := e.LastResumeMarkedAt
	if ref.IsZero() {
		ref = e.UpdatedAt
	}
	if m.now.Sub(ref) > w {
		v = v&^reasons(ReasonNone) | reasons(ReasonExpired)
	}
	return v
}

// recoveryVerdict is the policy judged on the row recovery found, before it is reopened
// (docs/contract.md §2.5 step 2): its clock is the row's user stamp (now when it has none), or
// the dropped entry's when that names the same row and is later (§2.4).
func (m *Model) recoveryVerdict(li int32, pol *gateway.ResetPolicy, r *gateway.Row, e *gateway.Entry) Reasons {
	at := r.UserAt
	if at.IsZero() {
		at = m.now
	}
	if e != nil && e.SessionID == r.ID && e.UpdatedAt.After(at) {
		at = e.UpdatedAt
	}
	return m.rules.resetVerdicts(pol, instant(at), m.now, m.lanes[li].blocked(m.now, m.rules.BgProcessMaxAge))
}

// narrow applies a settled path to what predict allowed. It never allows what predict did not:
// a landing without a reset only on the settled session, and only the fresh starts the path
// allows; a notice predict left open is settled by the activity of the incarnation replaced.
func (m *Model) narrow(a *Allowed, s settled) {
	if s.path == pathOpen {
		return
	}
	a.path = s
	a.Fresh &= s.fresh
	for r := ReasonIdle; r < numReasons; r++ {
		if a.Fresh.Has(r) && a.Notice[r] == Maybe {
			a.Notice[r] = s.notice[r]
		}
	}
	if !s.stay || s.only != a.Session {
		a.Same = false
	}
	if s.path == pathNone && a.Session == "" {
		a.Same = true // (a conversation not shown yet takes its first id from this routing)
	}
	a.why &^= LenUncertain // (the other conversation recovery may bring back is s.only)
	if a.landings() <= 1 {
		a.why = 0
	}
}

// newestFindable is one pass of the finder over its rows (docs/contract.md §1.6): on the platform,
// live or ended by accident, with a message; the newest start wins, then the larger id.
func newestFindable(rows []gateway.Row, pl gateway.Platform) *gateway.Row {
	var best *gateway.Row
	for i := range rows {
		r := &rows[i]
		if r.Peer.Platform != pl || r.Messages == 0 || !Findable(r.EndReason) {
			continue
		}
		if best == nil || r.StartedAt.After(best.StartedAt) || r.StartedAt.Equal(best.StartedAt) && r.ID > best.ID {
			best = r
		}
	}
	if best == nil {
		return nil
	}
	c := *best
	return &c
}

// newestEnded is the lane's newest row (of its key, and of its peer without a key: §2.5 step 3)
// by its latest event (start, the user's last activity, end), then its start, then its id, when
// that row was ended idle or daily: the lazy reset the lane still owes.
func newestEnded(k gateway.LaneKey, keyRows, peerRows []gateway.Row) *gateway.Row {
	var best *gateway.Row
	pick := func(r *gateway.Row) {
		if best == nil || laterRow(r, best) {
			best = r
		}
	}
	for i := range keyRows {
		pick(&keyRows[i])
	}
	for i := range peerRows {
		if peerRows[i].Key != k {
			pick(&peerRows[i])
		}
	}
	if best == nil || best.EndReason != gateway.EndIdle && best.EndReason != gateway.EndDaily {
		return nil
	}
	c := *best
	return &c
}

// laterRow reports whether row a was the lane's incarnation more recently than row b.
func laterRow(a, b *gateway.Row) bool {
	ka, kb := maxTime(maxTime(a.StartedAt, a.UserAt), a.EndedAt), maxTime(maxTime(b.StartedAt, b.UserAt), b.EndedAt)
	switch {
	case !ka.Equal(kb):
		return ka.After(kb)
	case !a.StartedAt.Equal(b.StartedAt):
		return a.StartedAt.After(b.StartedAt)
	}
	return a.ID > b.ID
}

// checkNoHeal (I15): the step's message's routing dropped its route as stale, or recovered a row,
// where what it read settles that it heals nothing (docs/contract.md §2.1 step 2, §2.4): the
// entry's row live, missing or unread, or ended by compression with a live continuation the
// route moves to. A heal there rebuilds the entry from a row and loses what only the entry held.
func (m *Model) checkNoHeal(e *gateway.Effect) {
	li, ok := m.laneIx[e.Lane]
	p := &m.pre
	if !ok || !m.preUsable || !p.taken || p.li != li || li != m.evLane || p.entry == nil {
		return
	}
	ended := p.row == rowEnded && !m.faults.readNow[p.entry.SessionID]
	moves := p.end == gateway.EndCompression && p.chain && p.chainTip != "" && !m.faults.findNow[e.Lane]
	switch {
	case !ended:
		m.fail(violate("I15", "lane %s's routing healed (%s) though its route's row %s was live, missing or unread: no heal",
			e.Lane, e.Kind, p.entry.SessionID))
	case moves:
		m.fail(violate("I15", "lane %s's routing healed (%s) though its route's row %s continues in the live %s: the route moves there",
			e.Lane, e.Kind, p.entry.SessionID, p.chainTip))
	}
}
