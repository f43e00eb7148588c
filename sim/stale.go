package sim

import (
	"slices"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// Stale reads: interleaving at store-call granularity for the whole-file states (docs/contract.md
// §9.2). The world steps one process call at a time, so a process's read and its write of the
// marker file, the turn leases or the process list never have another process's save between
// them. The op stale-read proc=t2 file=turn-marks puts one there: it takes t2's read now, and t2's
// next load of that file returns it, whatever was saved since. That is the interleaving
// load(t2) ... save(t1) ... save(t2) that V1's read-then-rename allows; the port's swap then reads
// again, V1's blind replace (P-marks-whole) drops t1's save. An early read is taken at one instant
// and lasts only while the clock stays there: a process's read and its write are a moment apart,
// not minutes. The model hears of it (model.ReadEarly): a decision taken on an early read may
// rest on the state at the read.

// Stale-read files, as the op's file= names them (the store call names of WriteCalls).
const (
	StaleTurnMarks  = "turn-marks"
	StaleTurnLeases = "turn-leases"
	StaleProcList   = "proc-list"
	// StaleSessions is the sessions table as a cold resume's first statement reads it: the
	// target's row (resume_row.go).
	StaleSessions = "sessions"
)

// wholeFiles lists the whole-file states, in the generator's draw order of a race.
var wholeFiles = []string{StaleTurnMarks, StaleTurnLeases, StaleProcList}

// StaleFiles lists what a stale read can take.
var StaleFiles = append(slices.Clone(wholeFiles), StaleSessions)

// staleRead is one process's read of one file, taken earlier than its next load of it.
type staleRead struct {
	proc   string // the reader: a backend's name, "" the messaging gateway
	file   string
	at     time.Duration // the instant of the read: the read is gone once the clock moves
	marks  []gateway.TurnMark
	leases []gateway.TurnLease
	procs  []gateway.BgProc
	rows   *gateway.MemStore // the sessions table (the live image: a medium's mirror)
}

// procStore is the store as one process reaches it: the disk, but a load of a file the process
// has a stale read of returns that read, once.
type procStore struct {
	*Disk
	proc string
	clk  *Clock
}

// For is the store process proc reaches ("" the messaging gateway) in a world on clock clk.
func (d *Disk) For(proc string, clk *Clock) gateway.Store { return procStore{d, proc, clk} }

// ReadEarly takes proc's read of file at instant at: its next load of the file at that instant
// returns what it reads now. A second read of the same file replaces the first.
func (d *Disk) ReadEarly(proc, file string, at time.Duration) {
	d.ForgetEarly(proc, file)
	r := staleRead{proc: proc, file: file, at: at}
	switch file {
	case StaleTurnMarks:
		r.marks, _ = d.LoadTurnMarks()
	case StaleTurnLeases:
		r.leases, _ = d.LoadTurnLeases()
	case StaleProcList:
		r.procs, _ = d.LoadProcList()
	case StaleSessions:
		r.rows = d.live.Clone()
	default:
		panic("sim: no stale read of " + file)
	}
	d.stale = append(d.stale, r)
}

// ForgetEarly drops proc's early read of file, or every early read of proc when file is "" (its
// process died: the read died with it).
func (d *Disk) ForgetEarly(proc, file string) {
	d.stale = slices.DeleteFunc(d.stale, func(r staleRead) bool {
		return r.proc == proc && (file == "" || r.file == file)
	})
}

// HasEarly reports whether process proc holds an early read of file that no load has taken yet.
func (d *Disk) HasEarly(proc, file string) bool {
	return slices.ContainsFunc(d.stale, func(r staleRead) bool { return r.proc == proc && r.file == file })
}

// early takes the process's early read of file, if it has one taken at this instant.
func (s procStore) early(file string) (staleRead, bool) {
	d := s.Disk
	i := slices.IndexFunc(d.stale, func(r staleRead) bool { return r.proc == s.proc && r.file == file })
	if i < 0 {
		return staleRead{}, false
	}
	r := d.stale[i]
	d.stale = slices.Delete(d.stale, i, i+1)
	return r, r.at == s.clk.now
}

func (s procStore) LoadTurnMarks() ([]gateway.TurnMark, error) {
	ms, err := []gateway.TurnMark(nil), error(nil)
	if r, ok := s.early(StaleTurnMarks); ok {
		ms = r.marks
	} else {
		ms, err = s.Disk.LoadTurnMarks()
	}
	if err == nil {
		s.noteMarksRead(s.proc, ms)
	}
	return ms, err
}

// marksRead is the marker file as a process's last load of it in the current event returned it.
type marksRead struct {
	proc  string
	marks []gateway.TurnMark
}

func (d *Disk) noteMarksRead(proc string, ms []gateway.TurnMark) {
	if i := slices.IndexFunc(d.marksRead, func(r marksRead) bool { return r.proc == proc }); i >= 0 {
		d.marksRead[i].marks = ms
		return
	}
	d.marksRead = append(d.marksRead, marksRead{proc, ms})
}

// MarksRead is the marker file as process proc's last load of it in the current event returned
// it (an early read's content, when it took one): what a cold resume's auto-continue decided on.
// False when proc loaded no marks in the event.
func (d *Disk) MarksRead(proc string) ([]gateway.TurnMark, bool) {
	i := slices.IndexFunc(d.marksRead, func(r marksRead) bool { return r.proc == proc })
	if i < 0 {
		return nil, false
	}
	return d.marksRead[i].marks, true
}

func (s procStore) LoadTurnLeases() ([]gateway.TurnLease, error) {
	if r, ok := s.early(StaleTurnLeases); ok {
		return r.leases, nil
	}
	return s.Disk.LoadTurnLeases()
}

func (s procStore) LoadProcList() ([]gateway.BgProc, error) {
	if r, ok := s.early(StaleProcList); ok {
		return r.procs, nil
	}
	return s.Disk.LoadProcList()
}

// SwapTurnMarks, SwapTurnLeases and SwapProcList save only while the file still reads base. The
// world runs one call at a time, so the test and the save are one step, as one SQL transaction.
func (d *Disk) SwapTurnMarks(base, ms []gateway.TurnMark) (bool, error) {
	return gateway.SwapWhole(d.LoadTurnMarks, gateway.SameTurnMarks, d.SaveTurnMarks, base, ms)
}

func (d *Disk) SwapTurnLeases(base, ls []gateway.TurnLease) (bool, error) {
	return gateway.SwapWhole(d.LoadTurnLeases, gateway.SameTurnLeases, d.SaveTurnLeases, base, ls)
}

func (d *Disk) SwapProcList(base, ps []gateway.BgProc) (bool, error) {
	return gateway.SwapWhole(d.LoadProcList, gateway.SameProcList, d.SaveProcList, base, ps)
}

// staleRead is the op stale-read: process op.Proc's next load of op.File returns what the file
// holds now. Traced as the op; skipped when the process is not up.
func (w *World) staleRead(op Op) {
	up := w.g != nil
	if op.Proc != "" {
		p := w.proc(op.Proc)
		up = p != nil && p.g != nil
	}
	if !up {
		w.skip(op, "process not up")
		return
	}
	w.disk.ReadEarly(op.Proc, op.File, w.clk.now)
	w.lineStart()
	w.lineOp(op)
	w.lineEnd()
	w.tell(model.ReadEarly{Proc: op.Proc, File: op.File})
}
