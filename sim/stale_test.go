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
	if !d.HasEarly("t2", StaleTurnMarks) || d.HasEarly("t1", StaleTurnMarks) {
		t.Error("HasEarly: want t2's pending read alone")
	}
	if s := got(t2); s != "s1" {
		t.Errorf("t2's next load gave %s, want its early read s1", s)
	}
	if d.HasEarly("t2", StaleTurnMarks) {
		t.Error("HasEarly(t2) after the load that took it")
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

// TestResumeReadsTheSessionsEarlyOnce: an early read of the sessions table serves the first row
// read of the process's next session.resume alone, at its instant; a row created since is read as
// it is (the resume that names it was asked after it existed).
func TestResumeReadsTheSessionsEarlyOnce(t *testing.T) {
	d, clk := NewDisk(), newClock(time.Date(2026, 3, 28, 9, 0, 0, 0, time.UTC))
	t1 := d.For("t1", clk)
	_, _ = d.CreateRow(gateway.Row{ID: "s1", StartedAt: clk.Now()})
	d.ReadEarly("t1", StaleSessions, clk.now)
	_, _, _ = d.EndRow("s1", gateway.EndSessionReset, clk.Now())
	live := func(id gateway.SessionID) bool {
		r, ok, err := t1.Row(id)
		if err != nil || !ok {
			t.Fatalf("row %s: %v, %v", id, ok, err)
		}
		return r.Live()
	}
	if live("s1") || !d.HasEarly("t1", StaleSessions) {
		t.Fatal("a row read outside a resume took the early read")
	}
	done := d.Resuming("t1")
	if !live("s1") {
		t.Error("the resume's first read of s1 missed its early read (s1 was live then)")
	}
	if live("s1") {
		t.Error("the resume's second read of s1 was early too (an early read serves once)")
	}
	done()
	d.ReadEarly("t1", StaleSessions, clk.now)
	_, _ = d.CreateRow(gateway.Row{ID: "s2", StartedAt: clk.Now()})
	done = d.Resuming("t1")
	if !live("s2") {
		t.Error("s2, created after the read, read as missing or ended")
	}
	done()
	if d.HasEarly("t1", StaleSessions) {
		t.Error("the early read outlived the resume")
	}
}
