package conformance

import (
	"testing"
	"time"
)

// TestTwoBackendsViewerResurrectsEndedRow reproduces interleaving X5 of the multi-process note on
// upstream's own code (the port's I2; the note found no upstream report): a TUI backend (process
// t) undoes the boundary the user drew on telegram in the messaging gateway (process g). A
// telegram message creates session A; the user's /new ends A (session_reset) and routes the lane
// to a fresh, still empty B. Then the dashboard opens A: t's cold session.resume reopens the ended
// row (its reopen does not ask why the row ended), and A is live again. Closing the viewer leaves
// it live (the finalize skips a gateway row), or, when the viewer ran a turn and so built an
// agent, ends it by that agent's close as agent_close: a reason the gateway's recovery takes for
// an accident. When the gateway later loses the lane's route (a fault the note names: the
// optional prune, a corrupt or lost entry), its recovery looks for the chat's latest row with
// messages, finds A rather than the empty B, and reopens it: the user's next message lands in the
// conversation the /new left.
//
// The agent_close case needs the stub agent's close to end its row as upstream's agent's does
// (the runner's close_ends_row; the stub's default, which every process-mode measurement used,
// ends nothing). The control loses the route the same way without the viewer: A still reads
// session_reset, which recovery passes over, and the message lands in a new row. Needs
// HERMES_MIRROR.
func TestTwoBackendsViewerResurrectsEndedRow(t *testing.T) {
	for _, c := range []struct {
		name   string
		rev    string
		viewer bool // t resumes A and closes it between the /new and the route's loss
		prompt bool // t runs a turn on A before it closes it
		ends   bool // the stub agent's close ends its row, as upstream's agent's does (close_ends_row)
		want   bool // the message after the loss lands in A
	}{
		{"v1", "339d968", true, false, false, true},
		{"v1-close-ends-row", "339d968", true, true, true, true},
		{"v1-no-viewer", "339d968", false, false, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := viewerResurrects(t, c.rev, c.viewer, c.prompt, c.ends); got != c.want {
				t.Errorf("at %s: the lane's message after the route's loss lands in the row /new ended: %v, want %v", c.rev, got, c.want)
			}
		})
	}
}

func viewerResurrects(t *testing.T, rev string, viewer, prompt, ends bool) bool {
	r := newProcRunWith(t, rev, nil, map[string]any{"close_ends_row": ends})
	short := []any{5, "ok", 0}
	const lane = "agent:main:telegram:dm:tg1"
	send := func(d time.Duration, text string) []ProcEvent {
		m := telegram(text)
		m["spec"] = short
		return r.do("g", d, m, nil)
	}

	r.do("g", 0, map[string]any{"op": "boot"}, nil)
	r.do("t", 0, map[string]any{"op": "boot", "gateway": false}, nil)
	a := effect(send(10*time.Second, "hi"), "turn-started")
	if a == "" {
		t.Fatal("the telegram message started no turn in the gateway")
	}
	b := effect(send(time.Minute, "/new"), "row-created")
	if row, _ := r.dump("g", time.Minute).row(a); row.EndedAt == nil || str(row.EndReason) != "session_reset" {
		t.Fatalf("/new left %s as %+v, want it ended as session_reset", a, row)
	}
	t.Logf("/new ended %s and routed the lane to %s", a, b)

	if viewer {
		r.do("t", 2*time.Minute, map[string]any{"op": "ws_connect", "conn": 1}, nil)
		if effect(r.do("t", 2*time.Minute+time.Second, map[string]any{"op": "ws_resume", "conn": 1, "target": a}, nil), "record-bound") != a {
			t.Fatalf("t's session.resume bound no record on %s", a)
		}
		row, _ := r.dump("t", 2*time.Minute+time.Second).row(a)
		t.Logf("after t's resume %s reads ended %v (%s)", a, row.EndedAt != nil, str(row.EndReason))
		if row.EndedAt != nil {
			t.Errorf("t's cold resume left %s ended; V1 reopens it", a)
		}
		if prompt {
			r.do("t", 2*time.Minute+2*time.Second, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": short}, nil)
		}
		r.do("t", 3*time.Minute, map[string]any{"op": "ws_close", "conn": 1, "record": 1}, nil)
		row, _ = r.dump("t", 3*time.Minute).row(a)
		t.Logf("after t's close %s reads ended %v (%s)", a, row.EndedAt != nil, str(row.EndReason))
		// The finalize leaves a gateway row alone; the agent's close ends it (agent_close) when
		// the record has an agent (built by the prompt) whose close ends its row.
		if want := map[bool]string{true: "agent_close", false: ""}[prompt && ends]; str(row.EndReason) != want {
			t.Errorf("after t's close %s reads end reason %q, want %q", a, str(row.EndReason), want)
		}
	}

	r.do("g", 4*time.Minute, map[string]any{"op": "route_loss", "key": lane}, nil)
	got := effect(send(5*time.Minute, "are you there"), "routed")
	d := r.dump("g", 5*time.Minute)
	row, _ := d.row(a)
	t.Logf("after the route's loss the message is routed to %s; %s reads ended %v (%s)", got, a, row.EndedAt != nil, str(row.EndReason))
	return got == a
}
