package gateway

import (
	"testing"
	"time"
)

// betweenStore runs a write of another process once, right after the next finder read or row read
// returns: the window between two statements of one operation (docs/contract.md §9.2).
type betweenStore struct {
	Store
	afterFind, afterRow func()
}

func (s *betweenStore) FindLatest(k LaneKey, p Peer, rec ReasonSet) (Row, FindPass, bool, error) {
	r, pass, ok, err := s.Store.FindLatest(k, p, rec)
	if f := s.afterFind; f != nil {
		s.afterFind = nil
		f()
	}
	return r, pass, ok, err
}

func (s *betweenStore) Row(id SessionID) (Row, bool, error) {
	r, ok, err := s.Store.Row(id)
	if f := s.afterRow; f != nil {
		s.afterRow = nil
		f()
	}
	return r, ok, err
}

// eachReopen runs f for the port and for P-reopen-blind, each on a booted rig whose store is a
// betweenStore, with a Telegram chat's first exchange done on s1.
func eachReopen(t *testing.T, f func(t *testing.T, r *rig, between *betweenStore, src Source, s1 SessionID, blind bool)) {
	for _, blind := range []bool{false, true} {
		t.Run(map[bool]string{false: "port", true: "P-reopen-blind"}[blind], func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newColdRig(t, rigStart, func(c *Config) {
					if blind {
						c.Bugs = BugSet{PReopenBlind}
					}
				})
				between := &betweenStore{Store: r.mem}
				r.st = between
				r.boot()
				src := tgDM("42")
				r.exchange(src, "hello", 100)
				f(t, r, between, src, r.sid(src), blind)
			})
		})
	}
}

// TestRecoveryKeepsABoundaryWrittenAfterItsFinder: a lane lost its route; recovery's finder
// returns s1, and before its reopen another process ends s1 on purpose (its /new). The reopen
// keeps that boundary, recovery finds again (nothing) and starts afresh; P-reopen-blind erases
// the boundary and lands the message in the conversation the user left (X5's window).
func TestRecoveryKeepsABoundaryWrittenAfterItsFinder(t *testing.T) {
	eachReopen(t, func(t *testing.T, r *rig, between *betweenStore, src Source, s1 SessionID, blind bool) {
		r.routeLost(src)
		between.afterFind = func() {
			r.mem.PromoteRow(s1, EndSessionReset, r.now().Add(time.Second), ReasonSet{EndAgentClose})
		}
		r.send(src, "again")
		if blind {
			r.check(r.sid(src) == s1, "P-reopen-blind: routed to %s, want the reopened %s", r.name(r.sid(src)), r.name(s1))
			r.wantReason(s1, "live")
			return
		}
		r.check(r.sid(src) != s1, "routed back into %s, which another process ended on purpose", r.name(s1))
		r.wantReason(s1, string(EndSessionReset))
	})
}

// TestResumeDecidesOnItsReopen: a backend's session.resume reads s1 live, and before its reopen
// the chat's /new ends s1 on purpose. The reopen keeps the boundary, the resume reads again and
// answers not found naming it; P-reopen-blind's reopen makes s1 live again behind the lane.
func TestResumeDecidesOnItsReopen(t *testing.T) {
	eachReopen(t, func(t *testing.T, r *rig, between *betweenStore, _ Source, s1 SessionID, blind bool) {
		tr := r.g.WsConnect()
		between.afterRow = func() {
			r.mem.PromoteRow(s1, EndSessionReset, r.now(), ReasonSet{EndAgentClose})
		}
		_, ok := r.g.SessionResume(tr, s1)
		if blind {
			r.check(ok, "P-reopen-blind: the resume was refused")
			r.wantReason(s1, "live")
			return
		}
		r.check(!ok, "the resume bound %s, which the chat left on purpose", r.name(s1))
		r.wantReason(s1, string(EndSessionReset))
		var why string
		for _, e := range r.g.TakeEffects() {
			if e.Kind == NotFound {
				why = string(e.Reason) + " " + e.Why
			}
		}
		r.check(why == "session_reset intentional boundary", "answered %q, want not found naming the boundary", why)
	})
}
