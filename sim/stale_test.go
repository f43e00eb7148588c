package sim

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestEarlyReadOnceWithinItsInstant: a process's early read of a whole-file state serves its next
// load of that file alone, only at the instant it was taken, and only that process; every other
// load reads the disk.
func TestEarlyReadOnceWithinItsInstant(t *testing.T) {
	d, clk := NewDisk(), newClock(time.Date(2026, 3, 28, 9, 0, 0, 0, time.UTC))
	t1, t2 := d.For("t1", clk), d.For("t2", clk)
	mark := func(s gateway.SessionID) []gateway.TurnMark {
		return []gateway.TurnMark{{Session: s, Owner: "t1#1", At: clk.Now()}}
	}
	_ = d.SaveTurnMarks(mark("s1"))
	d.ReadEarly("t2", StaleTurnMarks, clk.now)
	_ = d.SaveTurnMarks(mark("s2"))
	got := func(st gateway.Store) gateway.SessionID {
		ms, err := st.LoadTurnMarks()
		if err != nil || len(ms) != 1 {
			t.Fatalf("load: %v, %v", ms, err)
		}
		return ms[0].Session
	}
	if s := got(t1); s != "s2" {
		t.Errorf("t1, which read nothing early, loaded %s, want s2", s)
	}
	if s := got(t2); s != "s1" {
		t.Errorf("t2's next load gave %s, want its early read s1", s)
	}
	if s := got(t2); s != "s2" {
		t.Errorf("t2's second load gave %s, want the disk's s2 (an early read serves once)", s)
	}
	if ms, ok := d.MarksRead("t2"); !ok || len(ms) != 1 || ms[0].Session != "s2" {
		t.Errorf("MarksRead(t2) = %v, %v; want its last load, s2", ms, ok)
	}
	d.ReadEarly("t2", StaleTurnMarks, clk.now)
	_ = d.SaveTurnMarks(mark("s3"))
	clk.advance(clk.now + time.Second)
	if s := got(t2); s != "s3" {
		t.Errorf("t2 loaded %s a second after its early read, want the disk's s3 (the read is gone once the clock moves)", s)
	}
	d.ReadEarly("t2", StaleTurnMarks, clk.now)
	d.ForgetEarly("t2", "")
	if s := got(t2); s != "s3" {
		t.Errorf("t2 loaded %s after its early reads were forgotten (its death), want s3", s)
	}
}
