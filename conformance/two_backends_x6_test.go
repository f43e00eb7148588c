package conformance

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestTwoBackendsGatewayRotatesViewedRow reproduces interleaving X6 of the multi-process note on
// upstream's own code (the shape of upstream #118862, there inside one gateway): the messaging
// gateway (process g) rotates the telegram lane's session A while a TUI backend (process t) still
// drives A. A telegram message creates A; t resumes A (its cold path builds an agent of its own)
// and submits a long prompt. While that turn runs, g ends A: by the user's /new, or by its expiry
// watcher once the lane has been idle on telegram for the reset policy's hour (g's idle clock is
// its routing entry's, which t's turns never touch, so A is finalized while it is busy in the
// dashboard). t's turn runs on, and its answer is written into A after A's end. t's record still
// names A: its next prompt runs another turn on the ended row, which stays ended.
//
// The control rotates A after t's turn has ended: no turn runs on A when it ends, and nothing is
// written into A after its end until t prompts again (which it still may). Needs HERMES_MIRROR.
func TestTwoBackendsGatewayRotatesViewedRow(t *testing.T) {
	for _, c := range []struct {
		name   string
		rev    string
		idle   bool          // the rotation is an idle auto-reset at a telegram message (else /new)
		prompt time.Duration // t's prompt on A
		turn   time.Duration // how long its turn runs
		rotate time.Duration // g's /new, or the telegram message after the lane's idle hour
		want   bool          // t's turn runs on A when g ends it
	}{
		{"v1-new", "339d968", false, time.Minute, 10 * time.Minute, 2 * time.Minute, true},
		// The lane's last telegram message is at 09:00:10; g's expiry watcher finalizes A at its
		// first pass after 10:00:15, while t's turn (09:55 to 10:15) runs on A.
		{"v1-idle-reset", "339d968", true, 55 * time.Minute, 20 * time.Minute, 70 * time.Minute, true},
		{"v1-new-after-the-turn", "339d968", false, time.Minute, 10 * time.Minute, 12 * time.Minute, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := gatewayRotates(t, c.rev, c.idle, c.prompt, c.turn, c.rotate); got != c.want {
				t.Errorf("at %s: the TUI backend's turn runs on the row when the gateway ends it: %v, want %v", c.rev, got, c.want)
			}
		})
	}
}

// gatewayRotates runs X6 and reports whether t's turn ran on A at the instant g ended A. It fails
// the test unless V1's rest holds: the rotation ends A, and t's later prompt runs on the ended A.
func gatewayRotates(t *testing.T, rev string, idle bool, prompt, turn, rotate time.Duration) bool {
	r := newProcRunWith(t, rev, func(c *gateway.Config) {
		if idle {
			c.Reset.Mode, c.Reset.IdleLimit = gateway.ResetIdle, time.Hour
		}
	}, nil)
	long, short := []any{turn.Seconds(), "ok", 0}, []any{5, "ok", 0}

	r.do("g", 0, map[string]any{"op": "boot"}, nil)
	r.do("t", 0, map[string]any{"op": "boot", "gateway": false}, nil)
	msg := telegram("hi")
	msg["spec"] = short
	a := effect(r.do("g", 10*time.Second, msg, nil), "turn-started")
	if a == "" {
		t.Fatal("the telegram message started no turn in the gateway")
	}
	r.do("t", 20*time.Second, map[string]any{"op": "ws_connect", "conn": 1}, nil)
	if effect(r.do("t", 30*time.Second, map[string]any{"op": "ws_resume", "conn": 1, "target": a}, nil), "record-bound") != a {
		t.Fatalf("the TUI backend's session.resume bound no record on %s", a)
	}
	if effect(r.do("t", prompt, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": long}, nil), "turn-started") != a {
		t.Fatalf("the TUI backend's prompt started no turn on %s", a)
	}

	rot := telegram("/new")
	if idle {
		rot = telegram("back again")
	}
	rot["spec"] = short
	b := effect(r.do("g", rotate, rot, nil), "row-created")
	d := r.dump("g", rotate)
	row, ok := d.row(a)
	if !ok || row.EndedAt == nil {
		t.Fatalf("the rotation at %s left %s live (row %+v)", r.at(rotate).Format("15:04:05"), a, row)
	}
	ended := *row.EndedAt
	t.Logf("g ended %s as %s at %s; at %s the lane routes to %s", a, str(row.EndReason),
		unix(ended, r.t0.Location()).Format("15:04:05"), r.at(rotate).Format("15:04:05"), b)
	st := r.state("t", rotate)
	// t's one turn on A, started at prompt, still runs after A's end.
	straddle := ended > epoch(r.at(prompt)) && turnOn(st, a) && recordRunning(st, a)
	if straddle {
		t.Logf("t's turn on %s, from %s, runs past the row's end", a, r.at(prompt).Format("15:04:05"))
	}

	// t's turn ends; then t prompts again on its record, which still names A.
	again := prompt + turn + 5*time.Minute
	if got := effect(r.do("t", again, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": short}, nil), "turn-started"); got != a {
		t.Errorf("t's prompt at %s on its record started a turn on %q, want one on the ended %s", r.at(again).Format("15:04:05"), got, a)
	}
	r.do("t", again+time.Minute, map[string]any{"op": "tick"}, nil)
	if row, _ := r.dump("g", again+time.Minute).row(a); row.EndedAt == nil {
		t.Errorf("%s is live again after t's later prompt; V1 leaves it ended", a)
	}
	var before, after int // t's answers written into A before its next prompt, after A's end
	for _, m := range exchange(r.transcript(a)) {
		if m.At > ended && m.At < epoch(r.at(again)) {
			before++
		}
		if m.At >= epoch(r.at(again)) {
			after++
		}
	}
	t.Logf("lines written into %s after its end: %d by the turn that straddled it, %d by t's later prompt", a, before, after)
	if straddle != (before > 0) {
		t.Errorf("a straddling turn: %v, but %d lines written into the ended row before t's later prompt", straddle, before)
	}
	if after != 2 {
		t.Errorf("t's later prompt wrote %d lines into the ended %s, want its user line and its answer", after, a)
	}
	return straddle
}
