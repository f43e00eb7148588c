package model

import (
	"fmt"

	"gatewaysim/gateway"
)

// The processes over the store, as ground truth (docs/contract.md §9.1, §9.3): which ones run,
// and which process created each TUI row. A process is named by the driver: "" is the messaging
// gateway, any other name a TUI backend. A restart is a new process, so a process here is a name
// and an epoch: the gateway's epoch moves at each boot that loads the store (Boot, or its
// BootLoadRoutes phase), a backend's at each Spawn; what an earlier epoch created is a dead
// process's. In a world of one process every TUI row is the gateway's, and its creator is alive
// exactly while the epoch that created it runs: the checks that read this table (MP5, MP8, the
// amended I12 and I13) then say what they said before the table existed.

// procID is one process: a name and the epoch of it.
type procID struct {
	name  string
	epoch int
}

func (p procID) String() string {
	name := p.name
	if name == "" {
		name = "gateway"
	}
	return fmt.Sprintf("%s#%d", name, p.epoch)
}

type procTable struct {
	epoch map[string]int  // each name's latest epoch (0: never started)
	alive map[string]bool // whether that epoch runs
	// owners: the process whose session.create made each TUI row (the RowCreated effect of a
	// SessionCreate step, in the process of its Observation.Proc).
	owners map[gateway.SessionID]procID
	// cut: the TUI turns a backend's death interrupted, per session (the process that ran each),
	// which a later cold resume may continue once (docs/contract.md §9.5; MP2).
	cut map[gateway.SessionID][]procID
}

func newProcTable() procTable {
	return procTable{epoch: map[string]int{}, alive: map[string]bool{}, owners: map[gateway.SessionID]procID{},
		cut: map[gateway.SessionID][]procID{}}
}

// current is the process now running (or last run) under name.
func (t *procTable) current(name string) procID { return procID{name, t.epoch[name]} }

// live reports whether process p is running: its name's latest epoch, not exited nor killed.
func (t *procTable) live(p procID) bool {
	return p.epoch != 0 && t.epoch[p.name] == p.epoch && t.alive[p.name]
}

// liveStamp reports whether the process a Row.Owner or a mark names (t1#2) is running.
func (t *procTable) liveStamp(stamp string) bool {
	for name := range t.epoch {
		if p := t.current(name); procStamp(p) == stamp {
			return t.live(p)
		}
	}
	return false
}

// liveOwner is the creator of TUI row s when it is known and alive.
func (t *procTable) liveOwner(s gateway.SessionID) (procID, bool) {
	p, ok := t.owners[s]
	return p, ok && t.live(p)
}

// sparedFrom reports whether TUI row s belongs to a live process other than the current one of
// name: a process that did not create it may not end it (docs/contract.md §9.4).
func (t *procTable) sparedFrom(s gateway.SessionID, name string) bool {
	p, ok := t.liveOwner(s)
	return ok && p != t.current(name)
}

// interrupt notes, as the step begins (before a kill drops the process's records), the turns a
// backend's kill or exit interrupts: every record of that process whose turn still runs (a halt's
// tui_shutdown closes them in the step itself). Only backends mark their turns (gateway/tui_marks.go), so only theirs are continued.
func (t *procTable) interrupt(ev Event, tui *tuiState) {
	var name string
	switch e := ev.(type) {
	case Kill:
		name = e.Proc
	case Halt:
		name = e.Proc
	default:
		return
	}
	if name == "" {
		return
	}
	p := t.current(name)
	for _, r := range tui.recs {
		if r.proc == name && r.running && !r.closed {
			t.cut[r.session] = append(t.cut[r.session], p)
		}
	}
}

// enter applies, before the step's checks, the process events that start or kill a process: the
// step's writes are that new process's (a boot's sweep, a spawn's), and a killed one writes
// nothing more.
func (t *procTable) enter(ev Event) {
	switch e := ev.(type) {
	case Spawn:
		t.epoch[e.Proc]++
		t.alive[e.Proc] = true
	case CliResume:
		t.epoch[e.Proc]++
		t.alive[e.Proc] = true
	case Boot:
		if loads(e) {
			t.epoch[""]++
			t.alive[""] = true
		}
	case Kill:
		t.alive[e.Proc] = false
	}
}

// commit applies what the step leaves: the rows a session.create made belong to its process,
// and a process that exited (Exit, Halt) is gone once its atexit writes are judged.
func (t *procTable) commit(o *Observation) {
	switch e := o.Event.(type) {
	case SessionCreate:
		for i := range o.Effects {
			if f := &o.Effects[i]; f.Kind == gateway.RowCreated {
				t.owners[f.Session] = t.current(o.Proc)
			}
		}
	case Exit:
		t.alive[""] = false
	case Halt:
		t.alive[e.Proc] = false
	case SessionResume:
		for i := range o.Effects {
			// A continuation spends the oldest interruption of its session (MP2).
			if f := &o.Effects[i]; f.Kind == gateway.TurnStarted && f.Record != 0 && len(t.cut[f.Session]) > 0 {
				t.cut[f.Session] = t.cut[f.Session][1:]
			}
		}
	}
}
