package check

import (
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// TestPrintedCatchesAMisprintedEffect: the gateway's own printer passes on effects of every kind
// with every field its kind carries; a printer that drops a field, prints the wrong word or
// misses the flag is caught, and each shape is checked once.
func TestPrintedCatchesAMisprintedEffect(t *testing.T) {
	at := time.Date(2026, 3, 28, 11, 5, 3, 0, time.UTC)
	fx := []gateway.Effect{
		{Kind: gateway.Routed, Lane: "l", Session: "s1", Fresh: true, Reason: gateway.EndIdle},
		{Kind: gateway.Recovered, Lane: "l", Session: "s1", Pass: gateway.FindPeer},
		{Kind: gateway.ResumeNote, Lane: "l", Session: "s1", Resume: "restart_timeout", Variant: "b"},
		{Kind: gateway.TurnStarted, Record: 2, Transport: 3, Session: "s1", Token: 1<<32 | 5, Synthetic: true},
		{Kind: gateway.TurnEnded, Lane: "l", Session: "s1", Token: 7, Outcome: gateway.OutcomeInterrupted},
		{Kind: gateway.Reply, Text: "restart loop: auto-resume skipped"},
		{Kind: gateway.StoreFailed, Op: "save_route", Why: "database is locked", Lane: "l"},
		{Kind: gateway.RowCreated, Session: "s2", Lane: "l", Parent: "s1"},
		{Kind: gateway.AgentClosed, Lane: "l", Session: "s1", RowEnded: true},
		{Kind: gateway.CleanShutdown},
		{Kind: gateway.ReapArmed, Record: 1, Session: "s1", Token: 4, At: at},
		{Kind: gateway.NotFound, Transport: 2, Session: "s1", Reason: gateway.EndTuiClose, Why: "intentional boundary"},
	}
	var good printedChecks
	if err := good.check(fx); err != nil {
		t.Fatalf("the gateway's printer: %v", err)
	}
	for _, c := range []struct {
		name string
		bad  func(e *gateway.Effect, at func(time.Time) string) string
	}{
		{"a dropped session", func(e *gateway.Effect, at func(time.Time) string) string {
			c := *e
			c.Session = ""
			return c.Describe(at)
		}},
		{"a lost flag", func(e *gateway.Effect, at func(time.Time) string) string {
			return strings.TrimSuffix(e.Describe(at), " flag")
		}},
		{"the time in its own format", func(e *gateway.Effect, at func(time.Time) string) string { return e.Describe(nil) }},
		{"a kind's word from the wrong field", func(e *gateway.Effect, at func(time.Time) string) string {
			c := *e
			if c.Kind == gateway.StoreFailed {
				c.Op = ""
			}
			return c.Describe(at)
		}},
	} {
		p := printedChecks{describe: c.bad}
		err := p.check(fx)
		if FailureKey(err) != "printed" {
			t.Errorf("%s: got %v, want a violation of printed", c.name, err)
		}
	}
	calls := 0
	once := printedChecks{describe: func(e *gateway.Effect, at func(time.Time) string) string { calls++; return e.Describe(at) }}
	_ = once.check(fx[:1])
	_ = once.check([]gateway.Effect{fx[0], {Kind: gateway.Routed, Lane: "m", Session: "s9", Fresh: true, Reason: gateway.EndDaily}})
	if calls != 1 {
		t.Errorf("one shape printed %d times, want once", calls)
	}
}

// TestPrintedCatchesAMisprintedTimer: a reap timer printed without its claim, or with one it does
// not have, is caught, once per shape; the gateway's own printer passes.
func TestPrintedCatchesAMisprintedTimer(t *testing.T) {
	due := time.Date(2026, 3, 28, 9, 0, 20, 0, time.UTC)
	pending := gateway.ReapTimer{Record: 3, Generation: 5, Due: due}
	claimed := gateway.ReapTimer{Record: 3, Generation: 5, Due: due, Claimed: true}
	var p printedChecks
	if err := p.checkTimers([]gateway.ReapTimer{pending, claimed}); err != nil {
		t.Fatalf("the gateway's printer: %v", err)
	}
	for _, tm := range []gateway.ReapTimer{pending, claimed} {
		bad := printedChecks{timer: func(tm gateway.ReapTimer) string {
			return gateway.ReapTimer{Record: tm.Record, Generation: tm.Generation, Due: tm.Due, Claimed: !tm.Claimed}.String()
		}}
		err := bad.checkTimers([]gateway.ReapTimer{tm})
		if v, ok := err.(*model.Violation); !ok || v.Inv != "printed" {
			t.Fatalf("timer %v printed with its claim flipped: %v, want a printed violation", tm, err)
		}
		if err := bad.checkTimers([]gateway.ReapTimer{tm}); err != nil {
			t.Fatalf("a shape is checked once per run: %v", err)
		}
	}
}
