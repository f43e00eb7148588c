package model

import (
	"time"

	"gatewaysim/gateway"
)

// The TUI records as the user's sockets see them (docs/contract.md §2.14): which transport last claimed each
// record, whether it is detached and since when, whether a turn runs. Fed by the step's event and
// effects; judged by I11, I12 and I13. With several processes over one store (docs/contract.md
// §9.1) each record and transport belongs to the process that made it (Observation.Proc of the
// step that bound or connected it): record and transport ids are unique across the world, so one
// map holds every process's, and a process's exit or kill drops its own alone. In a world of one
// process every record is the gateway's ("").

type tuiRec struct {
	proc        string              // the process that holds it ("" = the gateway)
	owner       gateway.TransportID // 0 = detached
	detachedAt  time.Time
	running     bool
	continued   bool // the running turn is a backend's auto-continue, not a prompt's
	token       gateway.TurnToken
	session     gateway.SessionID
	closed      bool
	closeOnDisc bool      // close_on_disconnect: built by a session.create that asked for it
	runEnd      time.Time // when its last turn ended: a detached record is reapable grace after
	created     time.Time // when the record was built
	active      time.Time // its last activity: built, rebound by a resume, prompted, a turn ended
	// The generation fence (docs/contract.md §2.14): the generation of the record's last reap
	// armed (armed: one was), and whether a rebind or a detach has bumped it since.
	armGen gateway.TurnToken
	armed  bool
	bumped bool
	armDue time.Time // when the last reap armed fires (zero: not known)
	// cancelled: a rebind since the last reap armed cancelled it (docs/contract.md §2.14).
	cancelled bool
}

type tuiState struct {
	recs map[gateway.RecordID]*tuiRec
	// endOwed: the step's TuiTurnEnd ends the running turn of an open record, which the gateway
	// reports (TurnEnded).
	endOwed bool
	// promptBusy: the step's TuiPrompt came while its record's turn ran.
	promptBusy bool
	// detached: the records open and detached, the only ones a reap can be overdue for (I12),
	// so that the check after each step reads them alone.
	detached map[gateway.RecordID]bool
	dead     map[gateway.TransportID]bool // sockets that dropped (teardown snapshot taken)
	// tproc: the process each transport was opened on (its WsConnect's Observation.Proc; absent:
	// the gateway's). A call on a transport reaches that process, which never had another's records.
	tproc map[gateway.TransportID]string
	now   time.Time // the step's time
	// exiting: process exitProc exits in this step (the gateway's Exit, a backend's Halt); its
	// records go once the step's closes are judged.
	exiting  bool
	exitProc string
}

func newTuiState() tuiState {
	return tuiState{recs: map[gateway.RecordID]*tuiRec{}, detached: map[gateway.RecordID]bool{},
		dead: map[gateway.TransportID]bool{}, tproc: map[gateway.TransportID]string{}}
}

func (t *tuiState) rec(id gateway.RecordID) *tuiRec {
	r, ok := t.recs[id]
	if !ok {
		r = &tuiRec{}
		t.recs[id] = r
	}
	return r
}

// event applies what the driver did before the gateway call.
func (t *tuiState) event(ev Event) {
	switch e := ev.(type) {
	case TeardownSnapshot:
		t.dead[e.Transport] = true
	case TuiPrompt:
		r0, ok := t.recs[e.Record]
		t.promptBusy = ok && r0.running
		if e.OK {
			r := t.rec(e.Record)
			r.running, r.continued, r.token = true, false, e.Token
			r.active = t.now
		}
	case TuiTurnEnd:
		t.endOwed = false
		if r, ok := t.recs[e.Record]; ok && r.token == e.Token {
			t.endOwed = r.running && !r.closed
			r.running = false
			r.active = t.now
		}
	case Kill:
		// Records live in the process's memory.
		t.drop(e.Proc)
	case Exit:
		t.exiting, t.exitProc = true, ""
	case Halt:
		t.exiting, t.exitProc = true, e.Proc
	}
}

// drop forgets what lived in process p: its records and its transports. In a world of one
// process that is everything.
func (t *tuiState) drop(p string) {
	for id, r := range t.recs {
		if r.proc == p {
			delete(t.recs, id)
			delete(t.detached, id)
		}
	}
	for id := range t.dead {
		if t.tproc[id] == p {
			delete(t.dead, id)
		}
	}
	for id, q := range t.tproc {
		if q == p {
			delete(t.tproc, id)
		}
	}
}

// holds reports whether record r is one the process of transport tr holds: a call on tr reaches
// that process alone (docs/contract.md §9.1), which answers for its own records only.
func (t *tuiState) holds(tr gateway.TransportID, r *tuiRec) bool { return r.proc == t.tproc[tr] }
