package conformance

import (
	"encoding/json"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestTwoBackendsProcessListLost reproduces interleaving X12 of the multi-process note on
// upstream's own code (the note found no upstream report): processes.json, the home's checkpoint of
// running background processes, is rewritten whole by whichever process spawns one, from that
// process's own registry. The messaging gateway (process g, idle reset after an hour) runs a
// telegram turn whose agent starts a long background command for the lane (upstream's
// spawn_local, as the terminal tool calls it with background=true). While it runs, the agent of a
// dashboard backend (process t) starts one of its own, and t's write of the file drops g's entry.
// g then crashes and boots again: its boot adopts what the file lists, which no longer includes
// the lane's command, although that command still runs. So the reset guard, which keeps a lane
// with a live background process from an idle reset, no longer knows of it: the lane is reset as
// idle an hour later, and its next message lands in a new session.
//
// The control has t start nothing: g's boot adopts the lane's command from the file, the guard
// holds, and the message an hour later stays in the lane's session. The commands are real
// processes (a shell sleeping); the test ends them by their process group. Needs HERMES_MIRROR.
func TestTwoBackendsProcessListLost(t *testing.T) {
	for _, c := range []struct {
		name  string
		rev   string
		other bool // t's agent starts a background command of its own
		want  bool // the lane's message after the idle hour lands in a new session
	}{
		{"v1", "339d968", true, true},
		{"v1-dashboard-spawns-nothing", "339d968", false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := processListLost(t, c.rev, c.other); got != c.want {
				t.Errorf("at %s: the lane is reset as idle while its background command runs: %v, want %v", c.rev, got, c.want)
			}
		})
	}
}

// bgState is a bg_state reply: a process's registry, and its reset guard's answer for a key.
type bgState struct {
	Procs []struct {
		Bg       string `json:"bg"`
		Pid      int    `json:"pid"`
		Key      string `json:"key"`
		Exited   bool   `json:"exited"`
		Detached bool   `json:"detached"`
	} `json:"procs"`
	Active bool `json:"active"`
}

// spawnBg has process proc's agent start a background command for key at t0+d; it returns the
// command's pid and registry id and ends its process group when the test ends.
func (r *procRun) spawnBg(proc string, d time.Duration, key string) (int, string) {
	r.t.Helper()
	var out struct {
		Pid int    `json:"pid"`
		Bg  string `json:"bg"`
	}
	r.do(proc, d, map[string]any{"op": "bg_spawn", "command": "sleep 3600", "key": key}, &out)
	if out.Pid <= 0 {
		r.t.Fatalf("%s's spawn_local gave no pid", proc)
	}
	pid := out.Pid
	r.t.Cleanup(func() { _ = syscall.Kill(-pid, syscall.SIGKILL) })
	r.t.Logf("%s started background command %s (pid %d) for %q", proc, out.Bg, pid, key)
	return pid, out.Bg
}

// bgState is process proc's background registry at t0+d and its guard's answer for key.
func (r *procRun) bgState(proc string, d time.Duration, key string) bgState {
	r.t.Helper()
	var st bgState
	r.do(proc, d, map[string]any{"op": "bg_state", "key": key}, &st)
	r.t.Logf("%s's registry at %s: %+v; active for %s: %v", proc, r.at(d).Format("15:04:05"), st.Procs, key, st.Active)
	return st
}

// checkpoint is the ids processes.json lists.
func (r *procRun) checkpoint(when string) []string {
	r.t.Helper()
	b, err := os.ReadFile(filepath.Join(r.ad.HermesHome(), "processes.json"))
	if err != nil {
		r.t.Fatalf("processes.json %s: %v", when, err)
	}
	var entries []struct {
		ID  string `json:"session_id"`
		Key string `json:"session_key"`
	}
	if err := json.Unmarshal(b, &entries); err != nil {
		r.t.Fatal(err)
	}
	var ids []string
	for _, e := range entries {
		ids = append(ids, e.ID)
	}
	r.t.Logf("processes.json %s: %+v", when, entries)
	return ids
}

func has(ids []string, id string) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// processListLost runs X12 and reports whether the lane's message after the idle hour landed in a
// new session. It fails the test unless the file, the registries and the guard read as V1 makes
// them at each step.
func processListLost(t *testing.T, rev string, other bool) bool {
	r := newProcRunWith(t, rev, func(c *gateway.Config) {
		c.Reset.Mode, c.Reset.IdleLimit = gateway.ResetIdle, time.Hour
	}, nil)
	const lane = "agent:main:telegram:dm:tg1"
	short := []any{5, "ok", 0}

	r.do("g", 0, map[string]any{"op": "boot"}, nil)
	r.do("t", 0, map[string]any{"op": "boot", "gateway": false}, nil)
	m := telegram("start the server")
	m["spec"] = short
	a := effect(r.do("g", 10*time.Second, m, nil), "turn-started")
	if a == "" {
		t.Fatal("the telegram message started no turn in the gateway")
	}
	pid, gbg := r.spawnBg("g", 12*time.Second, lane)
	if !has(r.checkpoint("after g's spawn"), gbg) {
		t.Fatalf("processes.json does not list g's command %s", gbg)
	}

	if other {
		r.do("t", 4*time.Minute, map[string]any{"op": "ws_connect", "conn": 1}, nil)
		s := effect(r.do("t", 4*time.Minute+time.Second, map[string]any{"op": "ws_create", "conn": 1}, nil), "record-bound")
		_, tbg := r.spawnBg("t", 5*time.Minute, s)
		ids := r.checkpoint("after t's spawn")
		if !has(ids, tbg) || has(ids, gbg) {
			t.Errorf("after t's spawn processes.json lists %v, want t's %s alone (t's registry has only its own)", ids, tbg)
		}
	}
	if !r.bgState("g", 6*time.Minute, lane).Active {
		t.Errorf("before its crash g's guard does not count the lane's command")
	}

	r.do("g", 10*time.Minute, map[string]any{"op": "kill"}, nil)
	if err := syscall.Kill(pid, 0); err != nil {
		t.Fatalf("the lane's command (pid %d) died with g: %v", pid, err)
	}
	r.do("g", 10*time.Minute+10*time.Second, map[string]any{"op": "boot", "spec": short}, nil)
	st := r.bgState("g", 11*time.Minute, lane)
	if st.Active == other {
		t.Errorf("after g's boot its guard counts the lane's command: %v, want %v", st.Active, !other)
	}
	if err := syscall.Kill(pid, 0); err != nil {
		t.Fatalf("the lane's command (pid %d) is not running after g's boot: %v", pid, err)
	}

	m = telegram("is it still up")
	m["spec"] = short
	got := effect(r.do("g", 75*time.Minute, m, nil), "routed")
	row, _ := r.dump("g", 75*time.Minute).row(a)
	t.Logf("an hour and a quarter in, the message is routed to %s (the lane's session was %s, now ended %v as %q); the command still runs: %v",
		got, a, row.EndedAt != nil, str(row.EndReason), syscall.Kill(pid, 0) == nil)
	if got == "" {
		t.Fatal("the message was routed nowhere")
	}
	return got != a
}
