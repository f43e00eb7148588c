package check

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"gatewaysim/sim"
)

func opsOf(lines ...string) []sim.Op {
	out := make([]sim.Op, len(lines))
	for i, l := range lines {
		out[i] = sim.MustParseOp(l)
	}
	return out
}

func linesOf(ops []sim.Op) string {
	var s []string
	for _, op := range ops {
		s = append(s, op.String())
	}
	return strings.Join(s, "; ")
}

// TestReducePasses: with a predicate that needs a message on lane a followed by at least 30
// minutes, the reduction drops lane b and the connection, drops the unrelated ops, merges the
// advances and snaps the merged advance onto the first offered instant that still fails.
func TestReducePasses(t *testing.T) {
	ops := opsOf("boot", "message lane=b", "message lane=a", "ws-connect conn=c1", "advance 10m",
		"stop lane=b", "advance 15m", "ws-create conn=c1 close=false", "advance 20m", "tick")
	fails := func(ops []sim.Op) bool {
		var seen bool
		var after time.Duration
		for _, op := range ops {
			switch {
			case op.Kind == sim.KindMessage && op.Lane == "a":
				seen = true
			case op.Kind == sim.KindAdvance && seen:
				after += op.Dur
			}
		}
		return seen && after >= 30*time.Minute
	}
	snap := func(prefix []sim.Op, step time.Duration) []time.Duration {
		var out []time.Duration
		for d := 5 * time.Minute; d < step; d += 5 * time.Minute {
			out = append(out, d)
		}
		return out
	}
	got, st := Reduce(ops, fails, 0, snap)
	if want := "message lane=a; advance 30m"; linesOf(got) != want {
		t.Fatalf("reduced to %q, want %q (%+v)", linesOf(got), want, st)
	}
	if st.Before != 10 || st.After != 2 || st.Replays == 0 || st.Exhausted {
		t.Fatalf("stats %+v", st)
	}
	// The budget is honoured.
	_, st = Reduce(ops, fails, 3, snap)
	if st.Replays != 3 || !st.Exhausted {
		t.Fatalf("budget 3: %+v", st)
	}
}

// TestReduceKeepsHeldAdvances: an advance with hold=true is never merged into the next one.
func TestReduceKeepsHeldAdvances(t *testing.T) {
	ops := opsOf("advance 1m hold=true", "advance 2m")
	got, _ := Reduce(ops, func(c []sim.Op) bool { return len(c) == 2 || (len(c) == 1 && c[0].Dur == 3*time.Minute) }, 0, nil)
	if !reflect.DeepEqual(got, ops) {
		t.Fatalf("got %s", linesOf(got))
	}
}

// TestFollowUps: after a message with a 5 min turn, the instants inside a 40 min step are the
// watcher ticks and the turn's end, ascending; a limit spreads them.
func TestFollowUps(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.NoBoot = true
	prefix := opsOf("boot", "message lane=a turn=5m/ok tokens=10")
	got := FollowUps(1, cfg, 0)(prefix, 40*time.Minute)
	want := []time.Duration{time.Minute, 5 * time.Minute, 6 * time.Minute, 11 * time.Minute, 16 * time.Minute,
		21 * time.Minute, 26 * time.Minute, 31 * time.Minute, 36 * time.Minute}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("follow-ups %v, want %v", got, want)
	}
	if got := FollowUps(1, cfg, 3)(prefix, 40*time.Minute); len(got) != 3 || got[0] != time.Minute {
		t.Fatalf("limited: %v", got)
	}
}

// TestFailureKey names failures by invariant.
func TestFailureKey(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.NoBoot = true
	_, _, err := Replay(1, cfg, opsOf("boot", "message lane=a turn=1h/ok", "shutdown"), ReplayLiveness)
	if got := FailureKey(err); got != "liveness I5" {
		t.Fatalf("key %q of %v", got, err)
	}
	_, applied, err := Replay(1, cfg, opsOf("boot", "message lane=a turn=1h/ok", "shutdown"), ReplayQuiesce)
	if err != nil || len(applied) <= 3 {
		t.Fatalf("quiesced replay: %v, %d ops", err, len(applied))
	}
	if FailureKey(nil) != "" {
		t.Fatal("nil key")
	}
}

// TestStripQuiesce finds a run's quiesce phase exactly, and only when it is there.
func TestStripQuiesce(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.NoBoot = true
	drawn := opsOf("boot", "message lane=a turn=1h/ok", "adapter-down platform=webhook", "shutdown")
	w, _, err := Replay(1, cfg, drawn, ReplayOps)
	if err != nil {
		t.Fatal(err)
	}
	full := append(append([]sim.Op(nil), drawn...), sim.Quiesce(w)...)
	if got, ok := StripQuiesce(1, cfg, full); !ok || !reflect.DeepEqual(got, drawn) {
		t.Fatalf("stripped %s (ok=%v)", linesOf(got), ok)
	}
	if _, ok := StripQuiesce(1, cfg, drawn); ok {
		t.Fatal("found a quiesce phase in ops without one")
	}
}
