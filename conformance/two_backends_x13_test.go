package conformance

import (
	"testing"
	"time"
)

// TestTwoBackendsTwoResumeMechanisms reproduces interleaving X13 of the multi-process note on
// upstream's own code (the note found no upstream report): the messaging gateway (process g) and a
// TUI backend (process t) each resume the same interrupted session, by two mechanisms that know
// nothing of each other. A telegram message starts a turn on S in g. The dashboard opens S in t
// and runs a turn on it too (X3), which writes S's interrupted-turn marker (a file, keyed by the
// stored session). Then both processes die mid-turn. g boots again: it finds no clean-shutdown
// marker, marks the lane resume_pending by recency (a field of its routing entry, keyed by the
// lane) and its resume pass starts a synthetic turn on S. The dashboard comes back (t boots again)
// and resumes S: its cold path reads the marker, fresh, and auto-continues S. Two resume turns run
// on S at once, one in each process; neither mechanism reads the other's state.
//
// The control has t only view S (a resume, no turn): nothing writes the marker, so t's resume
// after the crash continues nothing, and only g's resume turn runs. Needs HERMES_MIRROR.
func TestTwoBackendsTwoResumeMechanisms(t *testing.T) {
	for _, c := range []struct {
		name   string
		rev    string
		prompt bool // t runs a turn on S before both processes die
		want   bool // after the reboots a resume turn runs on S in each process at once
	}{
		{"v1", "339d968", true, true},
		{"v1-viewer-idle", "339d968", false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := twoResumes(t, c.rev, c.prompt); got != c.want {
				t.Errorf("at %s: the gateway's resume turn and the backend's auto-continue run on one session at once: %v, want %v", c.rev, got, c.want)
			}
		})
	}
}

// twoResumes runs X13 and reports whether, after the reboots, g runs its resume turn on S while t
// runs an auto-continue turn on S. It fails the test unless g's resume turn runs in either case.
func twoResumes(t *testing.T, rev string, prompt bool) bool {
	r := newProcRun(t, rev)
	long := []any{600, "ok", 0}
	const lane = "agent:main:telegram:dm:tg1"

	r.do("g", 0, map[string]any{"op": "boot"}, nil)
	r.do("t", 0, map[string]any{"op": "boot", "gateway": false}, nil)
	m := telegram("hi")
	m["spec"] = long
	s := effect(r.do("g", 10*time.Second, m, nil), "turn-started")
	if s == "" {
		t.Fatal("the telegram message started no turn in the gateway")
	}
	if ac := r.resume("t", 30*time.Second, s, nil); ac != nil {
		t.Fatalf("t's resume auto-continued %s before anything died (%v)", s, ac)
	}
	if prompt {
		if effect(r.do("t", 40*time.Second, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": long}, nil), "turn-started") != s {
			t.Fatalf("t's prompt started no turn on %s", s)
		}
	}
	if mk := r.markers("before the kills"); prompt != (mk[s].Prompt != "") {
		t.Errorf("before the kills S's marker is %+v, want one only when t ran a turn (%v)", mk[s], prompt)
	}

	// Both processes die mid-turn: the dashboard's backend first, then the gateway.
	r.do("t", time.Minute, map[string]any{"op": "kill"}, nil)
	r.do("g", 90*time.Second, map[string]any{"op": "kill"}, nil)

	// g boots again 10 s later: recency marking and the resume pass (its turn runs ten minutes).
	r.do("g", 100*time.Second, map[string]any{"op": "boot", "spec": long}, nil)
	gs := r.state("g", 2*time.Minute)
	d := r.dump("g", 2*time.Minute)
	if !turnOn(gs, s) {
		t.Fatalf("g's boot after its crash started no resume turn on %s (running %v)", s, d.Running)
	}
	t.Logf("g runs its resume turn on %s; lanes in its busy map: %v", s, d.Running)

	// The dashboard comes back and opens S again.
	r.do("t", 2*time.Minute, map[string]any{"op": "boot", "gateway": false}, nil)
	ac := r.resume("t", 2*time.Minute+10*time.Second, s, long)
	ts := r.state("t", 2*time.Minute+10*time.Second)
	gs = r.state("g", 2*time.Minute+10*time.Second)
	both := turnOn(gs, s) && runsOn(ts, s, true)
	if both {
		t.Logf("two resume turns on %s at once: g's for the lane %s, t's auto-continue (attempt %v)", s, lane, ac["attempt"])
	}
	if (ac != nil) != both {
		t.Errorf("t's resume answered auto_continue=%v, but the two resume turns run at once: %v", ac, both)
	}
	r.do("g", 20*time.Minute, map[string]any{"op": "tick"}, nil)
	return both
}
