package conformance

import (
	"testing"
	"time"
)

// TestTwoBackendsTuiSessionShared reproduces interleaving X7 of the multi-process note on
// upstream's own code (upstream #79309): two TUI backends (processes a and b, each
// tui_gateway/server.py alone) over one HERMES_HOME, and one TUI-owned session S. a creates S and
// runs a first short turn on it (the row is written at the first prompt). b resumes S once that
// turn is over (no marker is left, so nothing is auto-continued: this is not #94778). Then a
// submits a long prompt on S and, while it runs, b submits one too: each backend holds a record
// on S that it counts running, with a live turn, at the same instant. Nothing durable tells either
// that the other runs one (the records and their running flags are each process's memory; V1's
// active-session registry counts sessions and is off by default). Later b closes its record while
// a's turn still runs: S is a TUI row, so b's close ends it, and a's answer is written into the
// ended row.
//
// The control has b prompt and close only after a's turn has ended: at no instant do both run a
// turn on S, and nothing is written into S after b's close ended it. Needs HERMES_MIRROR.
func TestTwoBackendsTuiSessionShared(t *testing.T) {
	for _, c := range []struct {
		name   string
		rev    string
		prompt time.Duration // b's five-minute prompt on S (a's turn runs from 2 min to 22 min)
		close  time.Duration // b's session.close on its record
		want   bool          // both backends run a turn on S at b's prompt
	}{
		{"v1", "339d968", 3 * time.Minute, 10 * time.Minute, true},
		{"v1-after-the-turn", "339d968", 23 * time.Minute, 30 * time.Minute, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := tuiShared(t, c.rev, c.prompt, c.close); got != c.want {
				t.Errorf("at %s: both backends run a turn on the session at once: %v, want %v", c.rev, got, c.want)
			}
		})
	}
}

// tuiShared runs X7 and reports whether both backends ran a turn on S at b's prompt. It fails the
// test unless the rest holds as V1 does it: b's close ends S, and the lines written into S after
// that are a's answer when a's turn ran across the close, and none otherwise.
func tuiShared(t *testing.T, rev string, prompt, closeAt time.Duration) bool {
	r := newProcRun(t, rev)
	short, long := []any{5, "ok", 0}, []any{1200, "ok", 0}

	r.do("a", 0, map[string]any{"op": "boot", "gateway": false}, nil)
	r.do("b", 0, map[string]any{"op": "boot", "gateway": false}, nil)
	r.do("a", time.Second, map[string]any{"op": "ws_connect", "conn": 1}, nil)
	s := effect(r.do("a", 2*time.Second, map[string]any{"op": "ws_create", "conn": 1}, nil), "record-bound")
	if s == "" {
		t.Fatal("a's session.create bound no record")
	}
	r.do("a", 3*time.Second, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": short}, nil)
	r.do("b", 30*time.Second, map[string]any{"op": "ws_connect", "conn": 1}, nil)
	var answer struct {
		AutoContinue map[string]any `json:"auto_continue"`
	}
	if effect(r.do("b", time.Minute, map[string]any{"op": "ws_resume", "conn": 1, "target": s}, &answer), "record-bound") != s {
		t.Fatalf("b's session.resume bound no record on %s", s)
	}
	if answer.AutoContinue != nil {
		t.Fatalf("b's resume auto-continued %s (%v): the first turn left a marker", s, answer.AutoContinue)
	}

	if effect(r.do("a", 2*time.Minute, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": long}, nil), "turn-started") != s {
		t.Fatalf("a's prompt started no turn on %s", s)
	}
	if effect(r.do("b", prompt, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": short}, nil), "turn-started") != s {
		t.Fatalf("b's prompt started no turn on %s", s)
	}
	sa, sb := r.state("a", prompt), r.state("b", prompt)
	both := turnOn(sa, s) && recordRunning(sa, s) && turnOn(sb, s) && recordRunning(sb, s)
	if both {
		t.Logf("at %s both backends hold a running record and a live turn on %s", r.at(prompt).Format("15:04:05"), s)
	}

	r.do("b", closeAt, map[string]any{"op": "ws_close", "conn": 1, "record": 1}, nil)
	row, ok := r.dump("b", closeAt).row(s)
	if !ok || row.EndedAt == nil {
		t.Fatalf("b's session.close left %s live (row %+v)", s, row)
	}
	ended := *row.EndedAt
	sa = r.state("a", closeAt)
	t.Logf("b's close ended %s as %s at %s; a still runs a turn on it: %v", s, str(row.EndReason),
		unix(ended, r.t0.Location()).Format("15:04:05"), turnOn(sa, s))

	r.do("a", 40*time.Minute, map[string]any{"op": "tick"}, nil)
	var after []storedMessage
	for _, m := range exchange(r.transcript(s)) {
		if m.At > ended {
			after = append(after, m)
		}
	}
	straddles := closeAt < 22*time.Minute // a's turn (2 min to 22 min) runs across b's close
	if want := map[bool]int{true: 1, false: 0}[straddles]; len(after) != want {
		t.Errorf("%d lines written into %s after b's close ended it, want %d (a's answer when its turn ran across the close)", len(after), s, want)
	}
	return both
}
