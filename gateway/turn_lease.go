package gateway

import (
	"slices"
	"strings"
)

// The cross-process turn lease (docs/contract.md §9.6; a port decision: V1 has none, and each
// process's busy guard sees its own turns alone, so two processes run turns on one session at
// once: upstream #86190, #84235, #79309, #67442). In a world of several processes (Config.Alive
// set) a process holds a session's lease while it runs any turn on it, and a TUI turn (a
// prompt.submit, a backend's auto-continue) starts only when no other live process holds the
// session. A dead holder's lease is anyone's: its process is gone, as V1's compression lock is
// reclaimed from a dead pid (no TTL is needed where the world knows who runs). The messaging
// gateway takes the lease for its turns too, so that TUI clients see them, refuses a user's
// message on a session another live process holds (elsewhereRefuses) and leaves such a lane out
// of its resume pass; its internal events do not wait yet, which is the one way a session still
// shows two holders.
// P-lease-local takes none, as V1.

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
	if !g.leasing() {
		return true
	}
	ls, ok := g.loadLeases()
	if !ok {
		return false
	}
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
	if !force && slices.ContainsFunc(ls, func(l TurnLease) bool { return l.Session == s && l.Holder != g.self }) {
		return false
	}
	if !held {
		ls, changed = append(ls, TurnLease{Session: s, Holder: g.self, At: g.now()}), true
	}
	return !changed || g.saveLeases(ls)
}

// elsewhereRefuses refuses a user's message, and reports so, when another live process runs a
// turn on the session the lane's route names (docs/contract.md §9.6 step 5): the message would
// start a second turn on that conversation. Nothing is routed or written, as at the operator's
// drain; the user sends again once the other window's turn has ended. (The lane's own turn, when
// one runs, holds the lease itself, and the message waits behind it before this is asked.)
func (g *Gateway) elsewhereRefuses(m Message) bool {
	if m.Internal || !g.leasing() { // (a world of one process does no work here)
		return false
	}
	k := g.laneKey(m.Source)
	e := g.entry(k)
	if e == nil || !g.heldElsewhere(e.SessionID) {
		return false
	}
	g.emit(Effect{Kind: Rejected, Lane: k, Session: e.SessionID, Why: "busy elsewhere"})
	return true
}

// heldElsewhere reports whether another live process holds session s's lease (never where this
// process takes no leases). A table that cannot be read holds nothing: the message goes on, as
// before the lease.
func (g *Gateway) heldElsewhere(s SessionID) bool {
	if !g.leasing() {
		return false
	}
	ls, ok := g.loadLeases()
	return ok && slices.ContainsFunc(ls, func(l TurnLease) bool {
		return l.Session == s && l.Holder != g.self && g.otherLiveOwner(l.Holder)
	})
}

// releaseTurn drops this process's hold on s once it runs no turn on s any more.
func (g *Gateway) releaseTurn(s SessionID) {
	if !g.leasing() || g.runsTurnOn(s) {
		return
	}
	ls, ok := g.loadLeases()
	if !ok {
		return
	}
	if i := slices.IndexFunc(ls, func(l TurnLease) bool { return l.Session == s && l.Holder == g.self }); i >= 0 {
		g.saveLeases(slices.Delete(ls, i, i+1))
	}
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

func (g *Gateway) loadLeases() ([]TurnLease, bool) {
	ls, err := g.st.LoadTurnLeases()
	if err != nil {
		g.storeFailed("load_turn_leases", "", "", err)
		return nil, false
	}
	return ls, true
}

func (g *Gateway) saveLeases(ls []TurnLease) bool {
	if err := g.st.SaveTurnLeases(ls); err != nil {
		g.storeFailed("save_turn_leases", "", "", err)
		return false
	}
	return true
}

// compareLeases orders leases by session, then holder: the table's key.
func compareLeases(a, b TurnLease) int {
	if c := strings.Compare(string(a.Session), string(b.Session)); c != 0 {
		return c
	}
	return strings.Compare(a.Holder, b.Holder)
}
