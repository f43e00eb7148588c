package conformance

import (
	"errors"
	"slices"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// TestProcSidesIDs: a backend's record n of its current run is the world's base+n (both ways),
// a world record of another run reaches upstream as no record, and the gateway's ids pass as
// they are.
func TestProcSidesIDs(t *testing.T) {
	s := procSides{place: map[string]int{"t1": 1, "t2": 2}, runs: map[string]int{}, up: map[string]bool{}}
	s.before("t2", map[string]any{"op": "boot"})
	s.before("t2", map[string]any{"op": "boot"}) // t2's second run
	base := (2<<8 | 2) << 16
	if got := s.upRecord("t2", gateway.RecordID(base+3)); got != 3 {
		t.Errorf("t2's record base+3 reaches upstream as %d, want 3", got)
	}
	if got := s.upRecord("t2", gateway.RecordID((2<<8|1)<<16+3)); got != 0 {
		t.Errorf("a record of t2's first run reaches its second as %d, want 0 (none)", got)
	}
	if got := s.upRecord("", 7); got != 7 {
		t.Errorf("the gateway's record 7 reaches upstream as %d", got)
	}
	fx := gateway.Effect{Record: 3, Token: 1}
	s.ids("t2", &fx)
	if fx.Record != gateway.RecordID(base+3) || fx.Token != gateway.TurnToken(base+1) {
		t.Errorf("t2's record 3 and turn 1 read as %d and %d, want %d and %d", fx.Record, fx.Token, base+3, base+1)
	}
	if got := s.stamp("t2"); got != "t2#2" {
		t.Errorf("t2's stamp %q, want t2#2", got)
	}
	s.after("t2", map[string]any{"op": "boot"}, false)
	s.up["t1"] = true
	if got := s.ticked(false); !slices.Equal(got, []string{"t1", "t2"}) {
		t.Errorf("with the gateway down the closing tick goes to %v, want [t1 t2]", got)
	}
	s.after("t1", map[string]any{"op": "kill"}, false)
	s.after("t2", map[string]any{"op": "stop"}, true)
	if got := s.ticked(false); !slices.Equal(got, []string{""}) {
		t.Errorf("with no process up the closing tick goes to %v, want the gateway's", got)
	}
}

// TestMarkSideOwners: a mark an event writes or rewrites is that event's process's, one it leaves
// as it was keeps its writer, and an event that changes nothing saves nothing.
func TestMarkSideOwners(t *testing.T) {
	var m markSide
	a := wireMark{Session: "s1", StartedAt: 100}
	b := wireMark{Session: "s2", StartedAt: 200}
	if _, saved := m.saw([]wireMark{}, "t1#1", time.UTC); saved {
		// (an empty file is the empty state: nothing was saved)
		t.Error("an empty file read as a save")
	}
	ms, saved := m.saw([]wireMark{a}, "t1#1", time.UTC)
	if !saved || len(ms) != 1 || ms[0].Owner != "t1#1" {
		t.Fatalf("t1's first mark: %v saved %v", ms, saved)
	}
	ms, _ = m.saw([]wireMark{a, b}, "t2#1", time.UTC)
	if ms[0].Owner != "t1#1" || ms[1].Owner != "t2#1" {
		t.Errorf("t2 adds s2's mark: owners %s, %s, want t1#1, t2#1", ms[0].Owner, ms[1].Owner)
	}
	a.Attempts = 1 // a claim rewrites s1's mark
	ms, _ = m.saw([]wireMark{a, b}, "t2#1", time.UTC)
	if ms[0].Owner != "t2#1" {
		t.Errorf("t2's claim of s1's mark left its owner %s", ms[0].Owner)
	}
	if _, saved := m.saw([]wireMark{a, b}, "t1#1", time.UTC); saved {
		t.Error("an event that left the file as it was read as a save")
	}
}

// TestJudgedSortsViolations: a known departure is not a finding, one that takes upstream off the
// world's course leaves every later violation uncounted, and a violation counts when it holds a
// finding.
func TestJudgedSortsViolations(t *testing.T) {
	lazy := &model.Violation{Inv: "replies", Facts: "session.create bound u1 to s1, which has no live TUI row of its own"}
	mp2 := &model.Violation{Inv: "MP2", Facts: "t2#1 continued a turn on s1"}
	offCourse := &model.Violation{Inv: "replies", Facts: "session.resume of s9 returned record 3, ok true, but was answered not-found (record 0)"}
	notFound := &model.Violation{Inv: "replies", Facts: "session.resume of s1 returned record 3, ok true, but was answered not-found (record 0)"}
	rows := []gateway.Row{{ID: "s1"}}
	res := &Result{Violations: []*Violation{
		{Err: lazy, Step: 0, Rows: rows},
		{Err: errors.Join(mp2, notFound), Step: 1, Rows: rows}, // s1 has a row: a finding
		{Err: offCourse, Step: 2, Rows: rows},                  // s9 has none: off course
		{Err: mp2, Step: 3, Rows: rows},
	}}
	j := res.Judged()
	if got := j.Invariants(); !slices.Equal(got, []string{"MP2", "replies"}) {
		t.Errorf("findings %v, want [MP2 replies]", got)
	}
	if !slices.Equal(j.Known, []string{"tui-lazy-row", "tui-lazy-row-resume"}) {
		t.Errorf("known %v", j.Known)
	}
	if j.Diverged == nil || j.Diverged.Step != 2 || j.After != 1 {
		t.Errorf("diverged %v after %d, want at op 3 with 1 after", j.Diverged, j.After)
	}
	if len(j.Counted) != 1 || j.Counted[0].Step != 1 {
		t.Errorf("counted %d violations, want the one of op 2", len(j.Counted))
	}
}
