package gateway

import (
	"slices"
	"strings"
)

// The cross-process turn lease (docs/contract.md §9.6; a port decision: V1 has none, and each
// process's busy guard sees its own turns alone, so two processes run turns on one session at
// once: upstream #86190, #84235, #79309, #67442). In a world of several processes (Config.Alive
// set) a process holds a session's lease while it runs any turn on it, and a turn starts only when
// no other live process holds the session. A dead holder's lease is anyone's: its process is gone,
// as V1's compression lock is reclaimed from a dead pid (no TTL is needed where the world knows
// who runs). The messaging gateway takes the lease for its turns too, so that TUI clients see
// them. It refuses a user's message on a session another live process holds (elsewhereRefuses),
// holds an internal event there until the session is free (holdElsewhere, retried on its tick)
// and leaves such a lane out of its resume pass, each taking the lease in the same step as its
// test. P-lease-local takes none, as V1.

// leasing reports whether this process takes turn leases: in a world of several processes.
func (g *Gateway) leasing() bool { return g.cfg.Alive != nil && !g.bugs.Has(PLeaseLocal) }

// claimTurn takes session s's lease for a TUI turn. It fails when another live process holds the
// session, other than taken: the writer of the interrupted-turn mark a continuation runs again,
// whose hold the continuation takes over (the mark's own test decided that, tui_marks.go). It
// fails too when the table cannot be read or written: no turn starts unguarded.
func (g *Gateway) claimTurn(s SessionID, taken string) bool {
	return g.holdTurn(s, taken, false)
}

// holdTurn adds this process to s's holders, dropping dead ones (and taken). Unless force, it
// gives up, writing nothing, when another live process holds s. It reports whether this process
// holds s now.
func (g *Gateway) holdTurn(s SessionID, taken string, force bool) bool {
	holds, _ := g.tryHold(s, taken, force)
	return holds
}

// tryHold is holdTurn that also reports busy: it gave up because another live process holds s
// (not because the table failed). The table is rewritten under a compare-and-swap (swap.go), so the
// test and the take are one step: two processes that read the table at once never both take a
// session.
func (g *Gateway) tryHold(s SessionID, taken string, force bool) (holds, busy bool) {
	if !g.leasing() {
		return true, false
	}
	saved := g.leasesFile().rewrite(g, func(ls []TurnLease) ([]TurnLease, bool) {
		held, changed := false, false
		ls = slices.DeleteFunc(ls, func(l TurnLease) bool {
			switch {
			case l.Session != s:
				return false
			case l.Holder == g.self:
				held = true
				return false
			case l.Holder != taken && g.otherLiveOwner(l.Holder):
				return false
			}
			changed = true // a dead holder's, or the continued mark writer's
			return true
		})
		busy = !force && slices.ContainsFunc(ls, func(l TurnLease) bool { return l.Session == s && l.Holder != g.self })
		if busy {
			return nil, false
		}
		if !held {
			ls, changed = append(ls, TurnLease{Session: s, Holder: g.self, At: g.now()}), true
		}
		return ls, changed
	})
	return saved && !busy, busy
}

// elsewhereRefuses stops m, and reports so, when another live process runs a turn on the session
// the lane's route names (docs/contract.md §9.6 steps 5 and 6): the message would start a second
// turn on that conversation. A user's message is refused, nothing routed or written, as at the
// operator's drain; the user sends again once the other window's turn has ended. An internal
// event is held until the session is free (holdElsewhere), and so is one that arrives while the
// lane holds others: it keeps their order. Otherwise it returns the session whose lease the
// gateway now holds ("" when it took none): the test and the take are one step, so no other
// process's turn starts between this test and the message's turn (Inbound lets the hold go when
// the routing moved the lane elsewhere). A table that cannot be read holds nothing: the message
// goes on. (The lane's own turn, when one runs, holds the lease itself, and the message waits
// behind it before this is asked.)
func (g *Gateway) elsewhereRefuses(m Message) (held SessionID, refused bool) {
	if !g.leasing() { // (a world of one process does no work here)
		return "", false
	}
	k := g.laneKey(m.Source)
	if m.Internal && len(g.waiting[k]) > 0 {
		g.holdElsewhere(k, m, g.waitingOn(k), false)
		return "", true
	}
	s, holds, busy := g.leaseOf(k)
	switch {
	case holds:
		return s, false
	case !busy:
		return "", false
	case m.Internal:
		g.holdElsewhere(k, m, s, false)
	default:
		g.emit(Effect{Kind: Rejected, Lane: k, Session: s, Why: "busy elsewhere"})
	}
	return "", true
}

// leaseOf takes the lease of s, the session lane k's route names, when it has one: holds says
// this process holds it now, busy that another live process does.
func (g *Gateway) leaseOf(k LaneKey) (s SessionID, holds, busy bool) {
	e := g.entry(k)
	if e == nil {
		return "", false, false
	}
	holds, busy = g.tryHold(e.SessionID, "", false)
	return e.SessionID, holds, busy
}

// landedElsewhere stops m, and reports so, when its routing landed on a session other than held,
// the one whose lease it took before routing (a lane without a route, or one whose route went
// stale, which recovery moved), and another live process runs a turn there (docs/contract.md
// §9.6 steps 5 and 6): the routing stands, no turn starts. A user's message is refused; an
// internal event is held, first of the lane's, until the session is free.
func (g *Gateway) landedElsewhere(m Message, e *Entry, held SessionID) bool {
	if !g.leasing() || e.SessionID == held {
		return false
	}
	_, busy := g.tryHold(e.SessionID, "", false)
	switch {
	case !busy:
		return false
	case m.Internal:
		g.holdElsewhere(e.Key, m, e.SessionID, true)
	default:
		g.emit(Effect{Kind: Rejected, Lane: e.Key, Session: e.SessionID, Why: "busy elsewhere"})
	}
	return true
}

// holdElsewhere keeps internal event m of lane k, first of the lane's held events or last, until
// no other live process runs a turn on session s, the lane's (docs/contract.md §9.6 step 6): a
// background notice is nobody's to resend, so it waits where a user's message is refused. The
// events wait among the lane's follow-ups, so that a drain, /stop, /new or a /resume away refuses
// them as it refuses those, and a kill loses them with the process; each tick of the process
// tries the oldest again (retryHeld), and a retry is due every LeaseRetryInterval while any waits.
func (g *Gateway) holdElsewhere(k LaneKey, m Message, s SessionID, first bool) {
	if first {
		g.waiting[k] = append([]Message{m}, g.waiting[k]...)
	} else {
		g.waiting[k] = append(g.waiting[k], m)
	}
	g.emit(Effect{Kind: Waiting, Lane: k, Session: s, Why: "busy elsewhere"})
	g.armLeaseRetry()
}

// waitingOn is the session lane k's route names, or "" without one.
func (g *Gateway) waitingOn(k LaneKey) SessionID {
	if e := g.entry(k); e != nil {
		return e.SessionID
	}
	return ""
}

// armLeaseRetry makes a retry of the held events due, unless one is.
func (g *Gateway) armLeaseRetry() {
	if g.leaseRetryAt.IsZero() {
		g.leaseRetryAt = g.now().Add(g.cfg.LeaseRetryInterval)
	}
}

// retryHeld tries, at a tick, the oldest held event of each lane that runs no turn of its own (in
// lane order): it runs if the session is free now, and waits on otherwise. Another retry is due
// while any lane still holds one.
func (g *Gateway) retryHeld() {
	g.leaseRetryAt = timeZero
	for _, k := range sortedKeys(g.waiting) {
		g.releaseFollowUp(k)
	}
	for _, k := range sortedKeys(g.waiting) {
		if g.turns[k] == nil {
			g.armLeaseRetry()
			return
		}
	}
}

// releaseTurn drops this process's hold on s once it runs no turn on s any more.
func (g *Gateway) releaseTurn(s SessionID) {
	if !g.leasing() || g.runsTurnOn(s) {
		return
	}
	g.leasesFile().rewrite(g, func(ls []TurnLease) ([]TurnLease, bool) {
		i := slices.IndexFunc(ls, func(l TurnLease) bool { return l.Session == s && l.Holder == g.self })
		if i < 0 {
			return nil, false
		}
		return slices.Delete(ls, i, i+1), true
	})
}

// runsTurnOn reports whether any turn of this process runs on s: a lane's or a TUI record's.
func (g *Gateway) runsTurnOn(s SessionID) bool {
	for _, t := range g.turns {
		if t.session == s {
			return true
		}
	}
	for _, r := range g.tui.records {
		if r.running && !r.finalized && r.session == s {
			return true
		}
	}
	return false
}

// compareLeases orders leases by session, then holder: the table's key.
func compareLeases(a, b TurnLease) int {
	if c := strings.Compare(string(a.Session), string(b.Session)); c != 0 {
		return c
	}
	return strings.Compare(a.Holder, b.Holder)
}
