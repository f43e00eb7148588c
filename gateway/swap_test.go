package gateway

import (
	"testing"
	"time"
)

// TestSameReadsEveryField: the compare-and-swap's test (Store.Swap*) tells two reads apart when any
// field of any entry differs, and takes the same instant in two zones for the same time. A test
// that ignored a field would let a write land on a read that another process's save overtook.
func TestSameReadsEveryField(t *testing.T) {
	at := time.Date(2026, 3, 28, 9, 0, 0, 0, time.UTC)
	later, elsewhere := at.Add(time.Second), at.In(time.FixedZone("x", 3600))
	m := TurnMark{Session: "s1", Owner: "t1#1", At: at, Attempts: 1}
	for _, o := range []TurnMark{{"s2", "t1#1", at, 1}, {"s1", "t2#1", at, 1}, {"s1", "t1#1", later, 1}, {"s1", "t1#1", at, 0}} {
		if SameTurnMarks([]TurnMark{m}, []TurnMark{o}) {
			t.Errorf("marks %v and %v read the same", m, o)
		}
	}
	l := TurnLease{Session: "s1", Holder: "t1#1", At: at}
	for _, o := range []TurnLease{{"s2", "t1#1", at}, {"s1", "g#1", at}, {"s1", "t1#1", later}} {
		if SameTurnLeases([]TurnLease{l}, []TurnLease{o}) {
			t.Errorf("leases %v and %v read the same", l, o)
		}
	}
	p := BgProc{PID: 1, Key: "k", Owner: "g#1", Started: at}
	for _, o := range []BgProc{{2, "k", "g#1", at}, {1, "s2", "g#1", at}, {1, "k", "t1#1", at}, {1, "k", "g#1", later}} {
		if SameProcList([]BgProc{p}, []BgProc{o}) {
			t.Errorf("commands %v and %v read the same", p, o)
		}
	}
	mz, lz, pz := m, l, p
	mz.At, lz.At, pz.Started = elsewhere, elsewhere, elsewhere
	if !SameTurnMarks([]TurnMark{m}, []TurnMark{mz}) || !SameTurnLeases([]TurnLease{l}, []TurnLease{lz}) ||
		!SameProcList([]BgProc{p}, []BgProc{pz}) {
		t.Error("one instant in two zones reads as two")
	}
	if SameTurnMarks([]TurnMark{m}, nil) || !SameTurnMarks(nil, []TurnMark{}) {
		t.Error("lengths: one mark against none, or none against none")
	}
}
