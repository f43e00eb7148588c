package gateway

import "slices"

// Whole-file rewrites under a compare-and-swap (docs/contract.md §9.2). The interrupted-turn
// markers, the turn leases and the background-process list are each one state that any process
// reads whole, edits and writes back whole. Between one process's read and its write another may
// save: V1 replaces the file blindly then, and the later write drops what the earlier one added
// (a lost update; X2, X12). The port saves only while the state still reads as it was read
// (Store.Swap*), and otherwise reads it again and edits again, at most swapTries times. The
// P-marks-whole flag gives the markers V1's blind replace back.

// swapTries bounds a rewrite's attempts. In the simulator one attempt in a row can lose (a stale
// read is armed once); a real store under steady contention gives up after this many and reports
// ErrContended.
const swapTries = 3

// wholeFile is one whole-file state's three store calls and the names its failures report.
type wholeFile[T any] struct {
	load       func() ([]T, error)
	swap       func(base, next []T) (bool, error)
	save       func(next []T) error
	loadName   string // load_turn_marks, ...
	saveName   string // save_turn_marks, ...
	blindWrite bool   // V1's replace: save whatever came between the read and the write
}

// read loads the state; false after a reported failure.
func (f wholeFile[T]) read(g *Gateway) ([]T, bool) {
	v, err := f.load()
	if err != nil {
		g.storeFailed(f.loadName, "", "", err)
		return nil, false
	}
	return v, true
}

// write saves next over base as read. saved: it is on disk. again: it is not, because another
// process saved since base was read; read again and edit again.
func (f wholeFile[T]) write(g *Gateway, base, next []T) (saved, again bool) {
	if f.blindWrite {
		if err := f.save(next); err != nil {
			g.storeFailed(f.saveName, "", "", err)
			return false, false
		}
		return true, false
	}
	ok, err := f.swap(base, next)
	if err != nil {
		g.storeFailed(f.saveName, "", "", err)
		return false, false
	}
	return ok, !ok
}

// rewrite applies edit to the state: edit gets a copy of what was read and returns the state to
// save, or false when nothing is to be written. It reports whether the state now reads as edit
// left it (true too when edit wrote nothing).
func (f wholeFile[T]) rewrite(g *Gateway, edit func([]T) ([]T, bool)) bool {
	for range swapTries {
		base, ok := f.read(g)
		if !ok {
			return false
		}
		next, change := edit(slices.Clone(base))
		if !change {
			return true
		}
		saved, again := f.write(g, base, next)
		if !again {
			return saved
		}
	}
	g.storeFailed(f.saveName, "", "", ErrContended)
	return false
}

func (g *Gateway) marksFile() wholeFile[TurnMark] {
	return wholeFile[TurnMark]{load: g.st.LoadTurnMarks, swap: g.st.SwapTurnMarks, save: g.st.SaveTurnMarks,
		loadName: "load_turn_marks", saveName: "save_turn_marks", blindWrite: g.bugs.Has(PMarksWhole)}
}

func (g *Gateway) leasesFile() wholeFile[TurnLease] {
	return wholeFile[TurnLease]{load: g.st.LoadTurnLeases, swap: g.st.SwapTurnLeases, save: g.st.SaveTurnLeases,
		loadName: "load_turn_leases", saveName: "save_turn_leases"}
}

func (g *Gateway) procListFile() wholeFile[BgProc] {
	return wholeFile[BgProc]{load: g.st.LoadProcList, swap: g.st.SwapProcList, save: g.st.SaveProcList,
		loadName: "load_proc_list", saveName: "save_proc_list", blindWrite: g.bugs.Has(PProcListWhole)}
}
