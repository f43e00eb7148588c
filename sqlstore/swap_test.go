package sqlstore_test

import (
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/sqlstore"
)

// TestSwapWritesOnlyOverWhatWasRead: each whole-file state's Swap saves only while the table still
// reads as the base it is given, on SQLite as on the reference MemStore, in either commit mode; a
// base another save has overtaken writes nothing.
func TestSwapWritesOnlyOverWhatWasRead(t *testing.T) {
	at := time.Date(2026, 3, 28, 9, 0, 0, 0, time.UTC)
	m1 := []gateway.TurnMark{{Session: "s1", Owner: "t1#1", At: at}}
	m2 := []gateway.TurnMark{{Session: "s1", Owner: "t1#1", At: at}, {Session: "s2", Owner: "t2#1", At: at, Attempts: 1}}
	l1 := []gateway.TurnLease{{Session: "s1", Holder: "t1#1", At: at}}
	l2 := []gateway.TurnLease{{Session: "s1", Holder: "g#1", At: at}, {Session: "s1", Holder: "t1#1", At: at}}
	p1 := []gateway.BgProc{{PID: 1, Key: "k", Owner: "g#1", Started: at}}
	p2 := []gateway.BgProc{{PID: 1, Key: "k", Owner: "g#1", Started: at}, {PID: 2, Key: "s2", Owner: "t1#1", Started: at}}
	sq, sqDeferred := open(t, sqlstore.Options{}), open(t, sqlstore.Options{Deferred: true})
	defer func() { must(t, sq.Close()); must(t, sqDeferred.Close()) }()
	for _, c := range []struct {
		name string
		st   gateway.Store
	}{{"memstore", gateway.NewMemStore()}, {"sqlite", sq}, {"sqlite-deferred", sqDeferred}} {
		st := c.st
		swapCase(t, c.name+"/marks", m1, m2, st.SaveTurnMarks, st.SwapTurnMarks, st.LoadTurnMarks, gateway.SameTurnMarks)
		swapCase(t, c.name+"/leases", l1, l2, st.SaveTurnLeases, st.SwapTurnLeases, st.LoadTurnLeases, gateway.SameTurnLeases)
		swapCase(t, c.name+"/procs", p1, p2, st.SaveProcList, st.SwapProcList, st.LoadProcList, gateway.SameProcList)
	}
}

// swapCase: with a holding, b is read; another process saves a; a swap from the read (b) over a
// must fail and leave a; a swap from a read of a must land.
func swapCase[T any](t *testing.T, name string, a, b []T, save func([]T) error, swap func(base, next []T) (bool, error),
	load func() ([]T, error), same func(x, y []T) bool) {
	t.Helper()
	if err := save(b); err != nil {
		t.Fatalf("%s: save: %v", name, err)
	}
	read, _ := load()
	if err := save(a); err != nil {
		t.Fatalf("%s: save: %v", name, err)
	}
	if ok, err := swap(read, nil); ok || err != nil {
		t.Errorf("%s: swap over a save that came between: got %v, %v; want false", name, ok, err)
	}
	if got, _ := load(); !same(got, a) {
		t.Errorf("%s: a lost swap wrote: got %v, want %v", name, got, a)
	}
	read, _ = load()
	if ok, err := swap(read, b); !ok || err != nil {
		t.Errorf("%s: swap over what was read: got %v, %v; want true", name, ok, err)
	}
	if got, _ := load(); !same(got, b) {
		t.Errorf("%s: after the swap: got %v, want %v", name, got, b)
	}
}
