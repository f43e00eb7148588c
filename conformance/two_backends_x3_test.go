package conformance

import (
	"slices"
	"testing"
	"time"
)

// TestTwoBackendsGatewayAndViewerTurn reproduces interleaving X3 of the multi-process note on
// upstream's own code (upstream #86190, #79309, #84235, #67442): the messaging gateway (process
// g: gateway/run.py with its telegram adapter) and a TUI backend (process t:
// tui_gateway/server.py alone, the dashboard's or the desktop's) over one HERMES_HOME. A telegram
// message starts a ten-minute turn on the lane's session S in g. While it runs, t is asked to
// resume S and a prompt is submitted on it: nothing of S is live in t's memory, the cold path
// reopens the row (a no-op on a live row) and builds an agent of its own, and prompt.submit starts
// a turn. Nothing durable says S has a turn in flight in another process (g's turn lease and busy
// map are in g's memory), so both processes run a turn on S at once and both write S's transcript.
//
// The control submits t's prompt after g's turn has ended: one turn at a time. Needs
// HERMES_MIRROR.
func TestTwoBackendsGatewayAndViewerTurn(t *testing.T) {
	for _, c := range []struct {
		name   string
		rev    string
		prompt time.Duration // when t submits its prompt on S (g's turn runs from 10 s to 10 min 10 s)
		want   bool          // both processes run a turn on S at that instant
	}{
		{"v1", "339d968", time.Minute, true},
		{"v1-after-the-turn", "339d968", 11 * time.Minute, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := gatewayAndViewer(t, c.rev, c.prompt); got != c.want {
				t.Errorf("at %s: a turn on the session in both processes at once: %v, want %v", c.rev, got, c.want)
			}
		})
	}
}

// gatewayAndViewer runs X3 on checkout rev, t prompting at instant prompt, and reports whether both
// processes then ran a turn on the lane's session.
func gatewayAndViewer(t *testing.T, rev string, prompt time.Duration) bool {
	r := newProcRun(t, rev)
	long := []any{600, "ok", 0}
	const lane = "agent:main:telegram:dm:tg1"

	r.do("g", 0, map[string]any{"op": "boot"}, nil)
	r.do("t", 0, map[string]any{"op": "boot", "gateway": false}, nil)
	msg := telegram("hi")
	msg["spec"] = long
	s := effect(r.do("g", 10*time.Second, msg, nil), "turn-started")
	if s == "" {
		t.Fatal("the telegram message started no turn in the gateway")
	}
	if d := r.dump("g", 10*time.Second); !slices.Contains(d.Running, lane) {
		t.Fatalf("the gateway's busy map %v lacks %s after the message", d.Running, lane)
	}

	r.do("t", prompt-2*time.Second, map[string]any{"op": "ws_connect", "conn": 1}, nil)
	if effect(r.do("t", prompt-time.Second, map[string]any{"op": "ws_resume", "conn": 1, "target": s}, nil), "record-bound") != s {
		t.Fatalf("the TUI backend's session.resume bound no record on %s", s)
	}
	started := effect(r.do("t", prompt, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": long}, nil), "turn-started")
	if started != s {
		t.Fatalf("the TUI backend's prompt.submit started no turn on %s (turn on %q)", s, started)
	}

	g, tu := r.state("g", prompt), r.state("t", prompt)
	d := r.dump("g", prompt)
	row, ok := d.row(s)
	if !ok {
		t.Fatalf("no stored row of %s", s)
	}
	t.Logf("the row of %s at %s: source %s, ended %v (%s), %d messages", s, r.at(prompt).Format("15:04:05"),
		str(row.Source), row.EndedAt != nil, str(row.EndReason), row.Messages)
	both := turnOn(g, s) && slices.Contains(d.Running, lane) && turnOn(tu, s) && recordRunning(tu, s)
	if both {
		t.Logf("two turns on %s at %s: the gateway's telegram turn and the TUI backend's prompt", s, r.at(prompt).Format("15:04:05"))
	}

	// Both turns run to their ends on the shared clock; the transcript is written by both.
	r.do("g", prompt+15*time.Minute, map[string]any{"op": "tick"}, nil)
	tr := exchange(r.transcript(s))
	if both {
		// Each process's user message is written at its turn's start, its answer at the end:
		// the two exchanges interleave (g's user, t's user, g's answer, t's answer).
		var roles []string
		for _, m := range tr {
			roles = append(roles, m.Role)
		}
		if want := []string{"user", "user", "assistant", "assistant"}; !slices.Equal(roles, want) {
			t.Errorf("the transcript's roles in order %v, want %v (two exchanges interleaved)", roles, want)
		}
	}
	return both
}
