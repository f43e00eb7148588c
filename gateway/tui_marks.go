package gateway

import (
	"slices"
	"time"
)

// The interrupted-turn markers of the TUI backends (docs/contract.md §9.5; V1's
// desktop/interrupted_turns.json and its auto-continue). A backend marks a session when a turn
// starts on it and clears the mark when the turn ends, so a mark that outlives its process is an
// interrupted turn: another backend's cold resume of the session runs it again. The file is shared
// by every backend and rewritten whole, under a compare-and-swap (swap.go). Only backends
// (OpenBackend) mark: the messaging gateway's own TUI endpoint, the single-process world's, has no
// auto-continue.

const (
	// TurnMarkFresh: a mark older than this is not continued (V1: 15 minutes; one exactly this old
	// still is: V1's check retires a mark whose age exceeds the window).
	TurnMarkFresh = 15 * time.Minute
	// TurnMarkAttempts: a mark continued this many times is not continued again (V1: 2).
	TurnMarkAttempts = 2
)

// markTurn records r's turn, just started, as the process's: a new mark, attempts 0.
func (g *Gateway) markTurn(r *record) {
	if !g.backend {
		return
	}
	m := TurnMark{Session: r.session, Owner: g.self, At: g.now()}
	g.marksFile().rewrite(g, func(ms []TurnMark) ([]TurnMark, bool) {
		if i := markIndex(ms, r.session); i >= 0 {
			ms[i] = m
		} else {
			ms = append(ms, m)
		}
		return ms, true
	})
}

// unmarkTurn clears r's session's mark when r's turn ended or r closed under it (its result has
// nowhere to go), but only a mark this process wrote: a mark another process wrote is that
// process's turn (docs/contract.md §9.4: a process clears only its own markers). The atexit's
// closes (tui_shutdown) leave the marks: a stopped backend's turns are interrupted ones.
func (g *Gateway) unmarkTurn(r *record) {
	if !g.backend {
		return
	}
	g.marksFile().rewrite(g, func(ms []TurnMark) ([]TurnMark, bool) {
		i := markIndex(ms, r.session)
		if i < 0 || ms[i].Owner != g.self && !g.bugs.Has(PMarkClearAny) {
			return nil, false
		}
		return slices.Delete(ms, i, i+1), true
	})
}

// continueMarked is a backend's auto-continue at a cold resume: r, just built on transport t for
// its session, runs the session's interrupted turn again when the session's mark is fresh, has
// been continued fewer than TurnMarkAttempts times, and its owner is dead (Config.Alive). The mark
// becomes this process's, one attempt more, before the turn starts: a claim, so that another
// backend's resume then sees a live owner. The claim is a swap of the file as read (swap.go):
// when another process saved in between, the decision is taken again on what it wrote, so two
// backends never both claim one mark. P-continue-live drops the owner test (V1: any fresh mark
// reads as a crash, and a live backend's running turn runs twice: upstream #94778). A stale or
// spent mark is left to its writer; P-mark-clear-any retires it whoever wrote it, as V1 does.
// The continuation takes the session's turn lease over from the mark's writer (turn_lease.go):
// any other live holder makes the mark wait.
func (g *Gateway) continueMarked(r *record, t TransportID) {
	if !g.backend {
		return
	}
	f := g.marksFile()
	for range swapTries {
		ms, ok := f.read(g)
		if !ok {
			return
		}
		i := markIndex(ms, r.session)
		if i < 0 {
			return
		}
		m := ms[i]
		if g.now().Sub(m.At) > TurnMarkFresh || m.Attempts >= TurnMarkAttempts {
			if g.bugs.Has(PMarkClearAny) {
				// V1 retires a stale or spent mark here, whoever wrote it: a live backend's long
				// turn loses its interruption (X2). The port leaves another's mark alone.
				f.rewrite(g, func(ms []TurnMark) ([]TurnMark, bool) {
					if i := markIndex(ms, r.session); i >= 0 {
						return slices.Delete(ms, i, i+1), true
					}
					return nil, false
				})
			}
			return
		}
		if !g.bugs.Has(PContinueLive) && (m.Owner == g.self || g.otherLiveOwner(m.Owner)) {
			return
		}
		if !g.claimTurn(r.session, m.Owner) {
			return // another live process runs a turn on the session: the mark waits (§9.6)
		}
		next := slices.Clone(ms)
		next[i] = TurnMark{Session: r.session, Owner: g.self, At: g.now(), Attempts: m.Attempts + 1}
		saved, again := f.write(g, ms, next)
		if saved {
			r.running, r.turn, r.lastActive = true, g.newToken(), g.now()
			g.emit(Effect{Kind: TurnStarted, Record: r.id, Transport: t, Session: r.session, Token: r.turn})
			return
		}
		g.releaseTurn(r.session)
		if !again {
			return
		}
	}
	g.storeFailed(f.saveName, "", "", ErrContended)
}

func markIndex(ms []TurnMark, s SessionID) int {
	return slices.IndexFunc(ms, func(m TurnMark) bool { return m.Session == s })
}
