package conformance

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestTwoBackendsMarkerRetiredByOther reproduces interleaving X2 of the multi-process note on
// upstream's own code, its retire half (the analysis of #86190 in upstream PR #86786): the TUI
// backends' interrupted-turn markers (tui_gateway/turn_marker.py, desktop/interrupted_turns.json)
// are keyed by the stored session alone, and a turn that concludes clears the key whoever wrote
// it. So a backend's turn that ends removes the marker of another backend's turn on the same
// session that still runs, and when that other backend then dies, the next resume finds nothing
// to continue: the interrupted turn is lost.
//
// Two shapes, each with its control:
//
//   - shared: backends a and b both run a turn on S (X7's shape). b's shorter turn ends first and
//     clears S's marker, which a's running turn had written (b's own start had overwritten it with
//     b's prompt already). a is killed mid-turn; a third backend c resumes S and continues nothing.
//     In the control b never prompts, and c's resume auto-continues a's prompt.
//   - continued: #94778's shape (X1). b's resume auto-continues a's live turn, and that
//     continuation writes S's marker with attempt 1. a's turn ends and clears it while b's
//     continuation still runs. b is killed; c's resume continues nothing. In the control a is
//     killed before b resumes (a real crash), so nothing clears the continuation's marker, and c's
//     resume auto-continues it as attempt 2.
//
// The note's write half (two backends' read-modify-write of the file on different sessions, the
// later rename dropping the other's key) needs the two writes to overlap in time; the runner
// serialises its processes, and each write here keeps every other key (the shared case checks
// that the file holds one key per session it was written for). Needs HERMES_MIRROR.
func TestTwoBackendsMarkerRetiredByOther(t *testing.T) {
	for _, c := range []struct {
		name  string
		rev   string
		shape string // "shared" or "continued"
		other bool   // shared: b runs a turn on S too; continued: a's turn is live (not killed) when b resumes
		want  bool   // c's resume after the kill auto-continues the killed turn
	}{
		{"v1-shared", "339d968", "shared", true, false},
		{"v1-shared-b-idle", "339d968", "shared", false, true},
		{"v1-continued", "339d968", "continued", true, false},
		{"v1-continued-after-a-crash", "339d968", "continued", false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got bool
			if c.shape == "shared" {
				got = markerShared(t, c.rev, c.other)
			} else {
				got = markerContinued(t, c.rev, c.other)
			}
			if got != c.want {
				t.Errorf("at %s: the killed backend's turn is auto-continued by the next resume: %v, want %v", c.rev, got, c.want)
			}
		})
	}
}

// turnMarker is one entry of upstream's desktop/interrupted_turns.json.
type turnMarker struct {
	Attempts  int     `json:"attempts"`
	Prompt    string  `json:"prompt"`
	StartedAt float64 `json:"started_at"`
}

// markers reads the home's interrupted-turn markers by stored session (none: an empty map).
func (r *procRun) markers(when string) map[string]turnMarker {
	r.t.Helper()
	out := map[string]turnMarker{}
	b, err := os.ReadFile(filepath.Join(r.ad.HermesHome(), "desktop", "interrupted_turns.json"))
	if os.IsNotExist(err) {
		r.t.Logf("markers %s: no file", when)
		return out
	}
	if err != nil {
		r.t.Fatal(err)
	}
	if err := json.Unmarshal(b, &out); err != nil {
		r.t.Fatalf("markers %s: %v (%s)", when, err, b)
	}
	r.t.Logf("markers %s: %+v", when, out)
	return out
}

// tuiSession has backend proc connect (conn 1), create a session, run a five-second turn on it
// (the row is written at the first prompt) and returns the session's stored id.
func (r *procRun) tuiSession(proc string, d time.Duration) string {
	r.t.Helper()
	r.do(proc, d, map[string]any{"op": "ws_connect", "conn": 1}, nil)
	s := effect(r.do(proc, d+time.Second, map[string]any{"op": "ws_create", "conn": 1}, nil), "record-bound")
	if s == "" {
		r.t.Fatalf("%s's session.create bound no record", proc)
	}
	r.do(proc, d+2*time.Second, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": []any{5, "ok", 0}}, nil)
	return s
}

// resume has backend proc connect (conn 1) and resume session s; it returns what upstream told the
// client it auto-continued (nil: nothing).
func (r *procRun) resume(proc string, d time.Duration, s string, spec []any) map[string]any {
	r.t.Helper()
	r.do(proc, d-time.Second, map[string]any{"op": "ws_connect", "conn": 1}, nil)
	var answer struct {
		AutoContinue map[string]any `json:"auto_continue"`
	}
	if effect(r.do(proc, d, map[string]any{"op": "ws_resume", "conn": 1, "target": s, "spec": spec}, &answer), "record-bound") != s {
		r.t.Fatalf("%s's session.resume bound no record on %s", proc, s)
	}
	r.t.Logf("%s's resume of %s answered auto_continue=%v", proc, s, answer.AutoContinue)
	return answer.AutoContinue
}

// markerShared runs the shared shape; other says whether b runs its turn on S. It reports whether
// c's resume after a's kill auto-continued a's prompt.
func markerShared(t *testing.T, rev string, other bool) bool {
	r := newProcRun(t, rev)
	for _, p := range []string{"a", "b", "c"} {
		r.do(p, 0, map[string]any{"op": "boot", "gateway": false}, nil)
	}
	s := r.tuiSession("a", time.Second)
	if ac := r.resume("b", time.Minute, s, nil); ac != nil {
		t.Fatalf("b's resume auto-continued %s: the first turn left a marker", s)
	}
	// a's twenty-minute prompt (its second: "tui prompt [m2]" in a).
	if effect(r.do("a", 2*time.Minute, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": []any{1200, "ok", 0}}, nil), "turn-started") != s {
		t.Fatalf("a's prompt started no turn on %s", s)
	}
	aPrompt := r.markers("after a's prompt")[s].Prompt
	if aPrompt == "" {
		t.Fatalf("a's running turn wrote no marker for %s", s)
	}
	// A second session in b, whose marker must survive every write on S (the write half).
	r.do("b", 2*time.Minute+30*time.Second, map[string]any{"op": "ws_create", "conn": 1}, nil)
	var s2 string
	if other {
		if effect(r.do("b", 3*time.Minute, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": []any{300, "ok", 0}}, nil), "turn-started") != s {
			t.Fatalf("b's prompt started no turn on %s", s)
		}
		m := r.markers("after b's prompt")
		if m[s].Prompt == aPrompt {
			t.Errorf("b's turn start left a's marker on %s as it was", s)
		}
		s2 = effect(r.do("b", 3*time.Minute+10*time.Second, map[string]any{"op": "ws_prompt", "conn": 1, "record": 2, "spec": []any{1800, "ok", 0}}, nil), "turn-started")
		if m := r.markers("after b's prompt on its second session"); s2 == "" || m[s].Prompt == "" || m[s2].Prompt == "" {
			t.Errorf("b's turns on %s and %s: markers %+v, want one for each (the writes are serialised)", s, s2, m)
		}
	}
	// By 09:10:00 b's turn on S has ended (09:08:00) and cleared S's key; a's turn still runs.
	if !turnOn(r.state("a", 10*time.Minute), s) {
		t.Fatalf("a runs no turn on %s before its kill", s)
	}
	if m := r.markers("before a's kill"); other == (m[s].Prompt != "") {
		t.Errorf("before a's kill S's marker is %+v; b's finished turn should have cleared it: %v", m[s], other)
	}
	r.do("a", 10*time.Minute, map[string]any{"op": "kill"}, nil)
	ac := r.resume("c", 11*time.Minute, s, []any{60, "ok", 0})
	if s2 != "" {
		if m := r.markers("after c's resume"); m[s2].Prompt == "" {
			t.Errorf("b's marker on its second session %s is gone: %+v", s2, m)
		}
	}
	if ac == nil {
		return false
	}
	st := r.state("c", 11*time.Minute)
	for _, tr := range st.Turns {
		if tr.Session == s && tr.AutoContinue {
			return true
		}
	}
	t.Errorf("c's resume answered auto_continue=%v but c runs no auto-continue turn on %s", ac, s)
	return false
}

// markerContinued runs the continued shape; live says whether a's turn still runs when b resumes
// S (false: a was killed first). It reports whether c's resume after b's kill auto-continued.
func markerContinued(t *testing.T, rev string, live bool) bool {
	r := newProcRun(t, rev)
	for _, p := range []string{"a", "b", "c"} {
		r.do(p, 0, map[string]any{"op": "boot", "gateway": false}, nil)
	}
	r.do("a", time.Second, map[string]any{"op": "ws_connect", "conn": 1}, nil)
	s := effect(r.do("a", 2*time.Second, map[string]any{"op": "ws_create", "conn": 1}, nil), "record-bound")
	if s == "" {
		t.Fatal("a's session.create bound no record")
	}
	// a's ten-minute prompt runs from 09:00:03 to 09:10:03.
	r.do("a", 3*time.Second, map[string]any{"op": "ws_prompt", "conn": 1, "record": 1, "spec": []any{600, "ok", 0}}, nil)
	if !live {
		r.do("a", 30*time.Second, map[string]any{"op": "kill"}, nil)
	}
	// b's continuation runs ten minutes, from 09:01:00 to 09:11:00.
	ac := r.resume("b", time.Minute, s, []any{600, "ok", 0})
	if ac == nil {
		t.Fatalf("b's resume of %s auto-continued nothing", s)
	}
	if m := r.markers("after b's continuation started"); m[s].Attempts != 1 {
		t.Errorf("b's continuation wrote %+v for %s, want attempt 1", m[s], s)
	}
	if !turnOn(r.state("b", 10*time.Minute+30*time.Second), s) {
		t.Fatalf("b runs no turn on %s before its kill", s)
	}
	if m := r.markers("at 09:10:30"); live == (m[s].Prompt != "") {
		t.Errorf("at 09:10:30 S's marker is %+v; a's ended turn should have cleared it: %v", m[s], live)
	}
	r.do("b", 10*time.Minute+30*time.Second, map[string]any{"op": "kill"}, nil)
	ac = r.resume("c", 11*time.Minute+30*time.Second, s, []any{60, "ok", 0})
	if ac == nil {
		return false
	}
	if n, _ := ac["attempt"].(float64); n != 2 {
		t.Errorf("c's resume auto-continued %s as %v, want attempt 2", s, ac)
	}
	return true
}
