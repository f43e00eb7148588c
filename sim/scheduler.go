package sim

import (
	"time"

	"gatewaysim/gateway"
)

// evKind is what a scheduled event does when its time comes.
type evKind uint8

const (
	evTurnEnd    evKind = iota + 1 // the agent reports a lane turn's end
	evTuiTurnEnd                   // the agent reports a TUI record's turn end
	evExit                         // the drained process exits
	evBoot                         // the supervisor boots a new process after a restart
)

// event is one scheduled follow-up. Events that belong to a process (turn ends, exit) carry its
// process (proc: 0 the messaging gateway, i the world's i-th backend) and epoch, and are dropped
// when that process is gone.
type event struct {
	at    time.Duration // virtual offset
	seq   uint64
	kind  evKind
	proc  uint8
	epoch int

	lane    gateway.LaneKey
	record  gateway.RecordID
	token   gateway.TurnToken
	outcome gateway.Outcome
	tokens  int
}

func (a *event) before(b *event) bool {
	return a.at < b.at || (a.at == b.at && a.seq < b.seq)
}

// Scheduler is the event queue: a binary min-heap ordered by (time, sequence). The sequence is
// global and increasing, so events due at the same instant run in the order they were scheduled.
type Scheduler struct {
	h   []event
	seq uint64
}

// nextSeq hands out the next sequence number (also used for the gateway's tick, which lives
// outside the heap).
func (s *Scheduler) nextSeq() uint64 { s.seq++; return s.seq }

// Len is the number of queued events.
func (s *Scheduler) Len() int { return len(s.h) }

// push queues e and assigns its sequence number.
func (s *Scheduler) push(e event) {
	e.seq = s.nextSeq()
	s.h = append(s.h, e)
	i := len(s.h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !s.h[i].before(&s.h[p]) {
			break
		}
		s.h[i], s.h[p] = s.h[p], s.h[i]
		i = p
	}
}

// tuiTurnEnd is when the agent reports the end of record's turn tok on process proc's run epoch,
// if it is queued.
func (s *Scheduler) tuiTurnEnd(proc uint8, epoch int, record gateway.RecordID, tok gateway.TurnToken) (time.Duration, bool) {
	for i := range s.h {
		if e := &s.h[i]; e.kind == evTuiTurnEnd && e.proc == proc && e.epoch == epoch && e.record == record && e.token == tok {
			return e.at, true
		}
	}
	return 0, false
}

// peek returns the earliest event without removing it.
func (s *Scheduler) peek() (*event, bool) {
	if len(s.h) == 0 {
		return nil, false
	}
	return &s.h[0], true
}

// pop removes and returns the earliest event.
func (s *Scheduler) pop() event {
	top := s.h[0]
	n := len(s.h) - 1
	s.h[0] = s.h[n]
	s.h = s.h[:n]
	s.down(0)
	return top
}

// hasten brings process epoch's end of the turn with token tok on lane k forward to at, as
// interrupted, when it was due later. The heap is rebuilt: keys stay unique, order is kept.
func (s *Scheduler) hasten(k gateway.LaneKey, tok gateway.TurnToken, epoch int, at time.Duration) {
	for i := range s.h {
		e := &s.h[i]
		if e.kind == evTurnEnd && e.lane == k && e.token == tok && e.proc == 0 && e.epoch == epoch && e.at > at {
			e.at, e.outcome, e.tokens = at, gateway.OutcomeInterrupted, 0
			for j := len(s.h)/2 - 1; j >= 0; j-- {
				s.down(j)
			}
			return
		}
	}
}

// dropEpoch removes every event of the messaging gateway's dead process epoch.
func (s *Scheduler) dropEpoch(epoch int) { s.dropProc(0, epoch) }

// dropProc removes every event of a dead process (proc, epoch). Order among the rest is kept
// because the heap is rebuilt from (time, sequence) keys, which are unique.
func (s *Scheduler) dropProc(proc uint8, epoch int) {
	kept := s.h[:0]
	for _, e := range s.h {
		if e.proc != proc || e.epoch != epoch || e.kind == evBoot {
			kept = append(kept, e)
		}
	}
	s.h = kept
	for i := len(s.h)/2 - 1; i >= 0; i-- {
		s.down(i)
	}
}

func (s *Scheduler) down(i int) {
	n := len(s.h)
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < n && s.h[l].before(&s.h[m]) {
			m = l
		}
		if r < n && s.h[r].before(&s.h[m]) {
			m = r
		}
		if m == i {
			return
		}
		s.h[i], s.h[m] = s.h[m], s.h[i]
		i = m
	}
}
