package sim

import (
	"strings"
	"testing"
	"testing/synctest"
)

// TestLifecycleStates follows lane a through a scripted run: each step's transition, in order,
// read off the gateway by the tracker.
func TestLifecycleStates(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		cfg := DefaultConfig()
		cfg.NoBoot = true
		w, err := NewWorld(1, cfg)
		if err != nil {
			t.Fatal(err)
		}
		c := NewLifecycle()
		w.SetObserver(c.Observer())
		apply(t, w, "boot", "message lane=a turn=5m/ok tokens=100", "advance 10m", "agent-close lane=a",
			"message lane=a turn=1h/ok tokens=100", "shutdown restart=true", "advance 10m", "advance 2h", "route-loss lane=a", "kill")
		var got []string
		for _, lt := range laneTransitions {
			if c.Count(lt.Transition) > 0 {
				got = append(got, lt.Transition.String())
			}
		}
		for _, want := range []string{
			"down --boot--> unrouted",       // lane a's routes loaded: none
			"unrouted --message--> busy",    // the first message starts a turn
			"busy --turn-end--> idle",       // ...which ends
			"idle --agent-close--> stale",   // an accident ends the row under the route
			"stale --message--> busy",       // the next routing heals it
			"busy --tick--> marked",         // the drain times out under the turn: resume_pending
			"marked --exit--> down",         // the process exits
			"down --boot--> marked",         // the restart loads the marked entry
			"marked --boot--> busy",         // ...and its resume pass resumes the turn
			"idle --route-lost--> unrouted", // the route is dropped
			"unrouted --kill--> down",       // the process dies
		} {
			if c.Count(mustTransition(t, want)) == 0 {
				t.Errorf("%s not taken; taken: %s", want, strings.Join(got, ", "))
			}
		}
		if s := c.Summary(); len(s.Unlisted) > 0 {
			t.Errorf("transitions outside the table: %v", s.Unlisted)
		}
	})
}

func mustTransition(t *testing.T, s string) Transition {
	t.Helper()
	f := strings.Fields(strings.NewReplacer("--", " ", ">", "").Replace(s))
	from, ok1 := stateByName(f[0])
	ev, ok2 := laneEventByName(f[1])
	to, ok3 := stateByName(f[2])
	if len(f) != 3 || !ok1 || !ok2 || !ok3 {
		t.Fatalf("bad transition %q", s)
	}
	return Transition{From: from, Event: ev, To: to}
}

// TestLifecycleTableWellFormed: the table parses, names every state and event it uses, and each
// state it leads to can be left again (no dead end but down, which a boot leaves).
func TestLifecycleTableWellFormed(t *testing.T) {
	out := map[LaneState]bool{}
	for _, lt := range laneTransitions {
		out[lt.From] = true
		if !lt.Listed() || transitionOf(lt.id()) != lt.Transition || lt.Seen3000 <= 0 {
			t.Errorf("%s: listed %v, id round trip %s, seen %d", lt.Transition, lt.Listed(), transitionOf(lt.id()), lt.Seen3000)
		}
	}
	for _, lt := range laneTransitions {
		if !out[lt.To] {
			t.Errorf("%s leads to %s, which no transition leaves", lt.Transition, lt.To)
		}
	}
	for st := range stateEnd {
		if !out[st] {
			t.Errorf("no transition leaves %s", st)
		}
	}
}

// TestLaneTableRoundTrip: the table's lines, printed from counts equal to the table's own
// (WriteLaneTable, how the table is regenerated), parse back into the same transitions and
// counts.
func TestLaneTableRoundTrip(t *testing.T) {
	c := NewLifecycle()
	for _, lt := range laneTransitions {
		c.Counts[lt.id()] = int64(lt.Seen3000)
	}
	var b strings.Builder
	WriteLaneTable(&b, c)
	got, _ := parseLaneTable(b.String())
	want := map[Transition]int{}
	for _, lt := range laneTransitions {
		want[lt.Transition] = lt.Seen3000
	}
	if len(got) != len(want) {
		t.Fatalf("%d transitions printed, the table has %d:\n%s", len(got), len(want), b.String())
	}
	for _, lt := range got {
		if want[lt.Transition] != lt.Seen3000 {
			t.Errorf("%s: printed %d, the table says %d", lt.Transition, lt.Seen3000, want[lt.Transition])
		}
	}
}
