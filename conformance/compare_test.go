package conformance

import (
	"errors"
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// Tests of the comparison, the naming and the classes that need no upstream checkout.

func item(key string, kv ...string) Item {
	it := Item{Key: key}
	for i := 0; i+1 < len(kv); i += 2 {
		it.Fields = append(it.Fields, Field{kv[i], kv[i+1]})
	}
	return it
}

func TestCompareFindsEveryDifference(t *testing.T) {
	known := item("process", "up", "yes", "entries-known", "yes")
	base := []Item{known, item("entry a", "session", "s1", "is_fresh_reset", "no"), item("row s1", "end_reason", "-")}
	tests := []struct {
		name   string
		up     []Item
		ignore map[string]bool
		want   []string
	}{
		{"same", base, nil, nil},
		{"field", []Item{known, item("entry a", "session", "s2", "is_fresh_reset", "no"), base[2]}, nil,
			[]string{"entry a session: go s1, upstream s2"}},
		{"ignored field", []Item{known, item("entry a", "session", "s1", "is_fresh_reset", "yes"), base[2]},
			map[string]bool{"is_fresh_reset": true}, nil},
		{"missing row", []Item{known, base[1]}, nil, []string{"row s1: go present, upstream (absent)"}},
		{"extra row", append(append([]Item(nil), base...), item("row s2", "end_reason", "-")), nil,
			[]string{"row s2: go (absent), upstream present"}},
		{"ignored kind", []Item{known, base[1]}, map[string]bool{"row": true}, nil},
		{"entries unknown upstream", []Item{item("process", "up", "yes", "entries-known", "no"), base[2]}, nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, m := range compare(base, tc.up, tc.ignore) {
				got = append(got, m.String())
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Fatalf("mismatches:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

func TestNamerFollowsStartLaneAndCreationOrder(t *testing.T) {
	t0 := time.Date(2026, 3, 28, 9, 0, 0, 0, time.UTC)
	lane := func(k gateway.LaneKey) string { return string(k) }
	side := func(created ...gateway.SessionID) *Side {
		return &Side{
			Rows: []gateway.Row{
				{ID: "zzz", Key: "b", StartedAt: t0},
				{ID: "yyy", Key: "a", StartedAt: t0.Add(time.Minute)},
				{ID: "xxx", Key: "a", StartedAt: t0.Add(time.Minute)},
				{ID: "www", Key: "a", StartedAt: t0},
			},
			Created: created,
		}
	}
	n := newNamer()
	n.learn(side("yyy", "xxx"), lane)
	want := map[gateway.SessionID]string{"www": "s1", "zzz": "s2", "yyy": "s3", "xxx": "s4"}
	for id, name := range want {
		if got := n.Name(id); got != name {
			t.Errorf("%s named %s, want %s", id, got, name)
		}
	}
	// Without a creation order, ids break the tie.
	n = newNamer()
	n.learn(side(), lane)
	if n.Name("xxx") != "s3" || n.Name("yyy") != "s4" {
		t.Errorf("tie by id: xxx %s, yyy %s", n.Name("xxx"), n.Name("yyy"))
	}
	if id, ok := n.ID("s2"); !ok || id != "zzz" {
		t.Errorf("ID(s2) = %s, %v", id, ok)
	}
}

func TestGoRoutingsGroupNotesWithTheirRouting(t *testing.T) {
	fx := []gateway.Effect{
		{Kind: gateway.Routed, Lane: "a", Session: "x", Fresh: true, Reason: gateway.EndIdle},
		{Kind: gateway.Routed, Lane: "b", Session: "y"},
		{Kind: gateway.ContextNote, Lane: "a", Reason: gateway.EndIdle},
		{Kind: gateway.Notice, Lane: "a", Reason: gateway.EndIdle},
		{Kind: gateway.ResumeNote, Lane: "b", Variant: "a", Resume: gateway.ResumeRestartTimeout},
	}
	got := goRoutings(fx)
	want := []Routing{
		{Lane: "a", Session: "x", Fresh: true, Reason: gateway.EndIdle, Context: gateway.EndIdle, Notice: gateway.EndIdle},
		{Lane: "b", Session: "y", Note: "a", NoteResume: gateway.ResumeRestartTimeout},
	}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("routings %+v, want %+v", got, want)
	}
}

func TestClassesAreComplete(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Classes() {
		if c.Name == "" || c.Why == "" || (c.Kind != KindDecision && c.Kind != KindBug) {
			t.Errorf("class %+v lacks a name, a reason or a verdict", c)
		}
		if seen[c.Name] {
			t.Errorf("class %s listed twice", c.Name)
		}
		seen[c.Name] = true
	}
	for name := range avoidIgnore {
		if _, ok := Avoidable[name]; !ok {
			t.Errorf("avoidIgnore names %s, which is not avoidable", name)
		}
	}
	if len(Avoidable) == 0 {
		t.Fatal("no avoidable class")
	}
}

func TestAvoidRewritesTriggers(t *testing.T) {
	avoid := map[string]bool{"P-metadata-touch": true, "v2-recoverable-set": true, "whole-index-save": true}
	if _, ok := avoidOp(sim.MustParseOp("metadata lane=a"), avoid); ok {
		t.Error("a metadata op survived P-metadata-touch's avoidance")
	}
	if _, ok := avoidOp(sim.MustParseOp("index-loss"), avoid); ok {
		t.Error("an index-loss op survived whole-index-save's avoidance")
	}
	op, ok := avoidOp(sim.MustParseOp("row-ended lane=a reason=startup_orphan_reap"), avoid)
	if !ok || op.Reason != gateway.EndWsOrphanReap {
		t.Errorf("row-ended became %s", op)
	}
	if op, ok := avoidOp(sim.MustParseOp("metadata lane=a"), nil); !ok || op.Kind != sim.KindMetadata {
		t.Error("an op changed with nothing avoided")
	}
}

func TestSignaturesAbstractIds(t *testing.T) {
	d := &Divergence{Mismatches: []Mismatch{{Item: "row s3", Field: "end_reason"}, {Item: "entry b", Field: "session"},
		{Item: "row s4", Field: "end_reason"}, {Item: "routed#2"}}}
	if got := DivergenceSignature(d); got != "entry.session routed.presence row.end_reason" {
		t.Errorf("divergence signature %q", got)
	}
	v := &Violation{Err: &model.Violation{Inv: "I7", Facts: "watcher finalized 20260328_090000_cd613e30 of lane agent:main:telegram:dm:tg1 as session_reset during tick"}}
	if got := ViolationSignature(v); got != "I7: watcher finalized S of lane L as session_reset" {
		t.Errorf("violation signature %q", got)
	}
	if v.Invariant() != "I7" || (&Violation{Err: errors.New("x")}).Invariant() != "" {
		t.Error("Invariant")
	}
}
