package conformance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatewaysim/sim"
)

// TestTwoBackendsAutoContinueLiveTurn reproduces upstream #94778 on upstream's own code: two TUI
// backends (two processes, each running tui_gateway/server.py) over one HERMES_HOME. Backend A
// runs a prompt on session S; its turn writes S's interrupted-turn marker
// (tui_gateway/turn_marker.py: attempts, prompt, started_at; nothing says which process wrote
// it). While that turn still runs, backend B is asked to resume S: nothing of S is live in B's
// memory, so it takes the cold path, reads A's fresh marker as a crash's, and auto-continues S.
// Two turns then run on one session, one in each process.
//
// At V1 (339d968) that happens. The control: B's resume once A's turn has ended (A cleared its
// marker) starts nothing, so what B reads is the live turn's marker. The fork has no commit that
// fixes #94778 (turn_marker.py has one commit, 8d8d1d61f, which created it); a fix goes into the
// table with want false. Needs HERMES_MIRROR.
func TestTwoBackendsAutoContinueLiveTurn(t *testing.T) {
	co := mirrorCheckouts(t)
	for _, c := range []struct {
		name   string
		rev    string
		resume time.Duration // when B resumes A's session (A's turn runs from 3 s to 10 min 3 s)
		want   bool          // B starts a second turn on S while A's runs
	}{
		{"v1", "339d968", time.Minute, true},
		{"v1-after-the-turn", "339d968", 11 * time.Minute, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir, err := co.Get(c.rev)
			if err != nil {
				t.Fatal(err)
			}
			if got := twoBackends(t, dir, c.resume); got != c.want {
				t.Errorf("at %s: a second turn on the session in the other backend: %v, want %v", c.rev, got, c.want)
			}
		})
	}
}

// twoBackends runs the interleaving on checkout src, B resuming at instant resume, and reports
// whether both backends then ran a turn on the one session, B's by auto-continue.
func twoBackends(t *testing.T, src string, resume time.Duration) bool {
	ad, err := StartAdapter(AdapterOptions{Src: src, Zone: sim.DefaultStart().Location().String(), Process: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ad.Close()
	t0 := sim.DefaultStart()
	p, err := NewProcs(ad, t0, 1)
	if err != nil {
		t.Fatal(err)
	}
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	do := func(proc string, d time.Duration, req map[string]any, out any) []ProcEvent {
		t.Helper()
		tl, err := p.Do(proc, at(d), req, out)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range tl {
			t.Log(p.Line(e))
		}
		return tl
	}
	state := func(proc string, d time.Duration) TuiState {
		t.Helper()
		st, _, err := p.State(proc, at(d))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s's memory: records %+v, turns %+v", proc, st.Records, st.Turns)
		return st
	}
	// Turns of ten minutes: A's still runs when B resumes one minute in.
	long := []any{600, "ok", 0}

	do("a", 0, map[string]any{"op": "boot", "gateway": false}, nil)
	do("b", 0, map[string]any{"op": "boot", "gateway": false}, nil)
	do("a", time.Second, map[string]any{"op": "ws_connect", "conn": 1}, nil)
	var s string
	for _, e := range do("a", 2*time.Second, map[string]any{"op": "ws_create", "conn": 1}, nil) {
		for _, f := range e.Effects {
			if f.Kind == "record-bound" {
				s = f.Session
			}
		}
	}
	if s == "" {
		t.Fatal("A's session.create bound no record")
	}
	do("a", 3*time.Second, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": long}, nil)
	if !runsOn(state("a", 3*time.Second), s, false) {
		t.Fatalf("A runs no turn on %s after its prompt", s)
	}
	if b, err := os.ReadFile(filepath.Join(ad.HermesHome(), "desktop", "interrupted_turns.json")); err == nil {
		t.Logf("the marker file while A's turn runs: %s", strings.TrimSpace(string(b)))
	}

	do("b", resume-time.Second, map[string]any{"op": "ws_connect", "conn": 1}, nil)
	var answer struct {
		AutoContinue map[string]any `json:"auto_continue"`
	}
	do("b", resume, map[string]any{"op": "ws_resume", "conn": 1, "target": s, "spec": long}, &answer)
	if answer.AutoContinue != nil {
		t.Logf("B's session.resume answered auto_continue=%v", answer.AutoContinue)
	}
	a, b := state("a", resume), state("b", resume)
	dup := runsOn(a, s, false) && runsOn(b, s, true)
	if dup {
		t.Logf("two turns on %s at once: A's prompt and B's auto-continue (upstream #94778)", s)
	}
	// Both turns run to their ends on the shared clock (each process's timers in order of time).
	do("a", resume+15*time.Minute, map[string]any{"op": "tick"}, nil)
	return dup
}

// runsOn reports whether the process runs a turn on session s that upstream counts as running
// (its record says running), by auto-continue or not as auto says.
func runsOn(st TuiState, s string, auto bool) bool {
	running := false
	for _, r := range st.Records {
		running = running || r.Session == s && r.Running
	}
	for _, tr := range st.Turns {
		if tr.Session == s && tr.AutoContinue == auto {
			return running
		}
	}
	return false
}
