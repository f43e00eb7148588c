package check

import (
	"time"

	"slices"
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

// TestLifecycleStates follows lane a through a scripted run: each step's transition, in order,
// read off the gateway by the tracker.
func TestLifecycleStates(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.NoBoot = true
	w, err := sim.NewWorld(1, cfg)
	if err != nil {
		t.Fatal(err)
	}
	c := NewLifecycle()
	w.SetObserver(c.Observer())
	applyOps(t, w, "boot", "message lane=a turn=5m/ok tokens=100", "advance 10m", "agent-close lane=a",
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
		"down --boot--> busy",           // the restart loads the marked entry and resumes the turn
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
		c.First[lt.id()] = lt.Seed
	}
	var b strings.Builder
	WriteLaneTable(&b, c)
	got, _ := parseLaneTable(b.String())
	want, seeds := map[Transition]int{}, map[Transition]uint64{}
	for _, lt := range laneTransitions {
		want[lt.Transition], seeds[lt.Transition] = lt.Seen3000, lt.Seed
	}
	if len(got) != len(want) {
		t.Fatalf("%d transitions printed, the table has %d:\n%s", len(got), len(want), b.String())
	}
	for _, lt := range got {
		if want[lt.Transition] != lt.Seen3000 || lt.Seed != seeds[lt.Transition] {
			t.Errorf("%s: printed %d@%d, the table says %d@%d", lt.Transition, lt.Seen3000, lt.Seed, want[lt.Transition], seeds[lt.Transition])
		}
	}
}

// TestMissedSeeds: the seeds for the missed transitions come rarest first, once each, within the
// limit, without the seeds to skip; a reached transition needs none.
func TestMissedSeeds(t *testing.T) {
	saved := laneTransitions
	defer func() { laneTransitions = saved }()
	tr := func(from LaneState, ev LaneEvent, to LaneState) Transition {
		return Transition{From: from, Event: ev, To: to}
	}
	laneTransitions = []LaneTransition{
		{tr(StateDown, EvBoot, StateIdle), 900, 1},          // reached below
		{tr(StateIdle, EvMessage, StateBusy), 500, 7},       // common
		{tr(StateBusy, EvTurnEnd, StateFinalized), 3, 2055}, // rarest
		{tr(StateSuspended, EvHeld, StateQueued), 5, 812},   // rare
		{tr(StateMarked, EvResume, StateStale), 5, 2055},    // its seed is the rarest's
		{tr(StateIdle, EvTick, StateFinalized), 40, 0},      // no seed recorded
		{tr(StateFinalized, EvBoot, StateMarked), 9, 17},    // skipped: already run
	}
	c := NewLifecycle()
	c.Counts[tr(StateDown, EvBoot, StateIdle).id()] = 4
	skip := func(s uint64) bool { return s == 17 }
	if got := c.MissedSeeds(skip, 10); !slices.Equal(got, []uint64{2055, 812, 7}) {
		t.Errorf("MissedSeeds = %v, want [2055 812 7]", got)
	}
	if got := c.MissedSeeds(skip, 2); !slices.Equal(got, []uint64{2055, 812}) {
		t.Errorf("MissedSeeds with a limit of 2 = %v", got)
	}
}

// DwellBucket reads a lane's time in a state against the contract's windows: the same instant,
// up to a minute, the drain timeout, the freshness window, the idle expiry, two hours, a day.
func TestDwellBucket(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want int
	}{{0, 0}, {time.Second, 1}, {time.Minute, 1}, {2 * time.Minute, 2}, {5 * time.Minute, 3},
		{30 * time.Minute, 4}, {time.Hour, 5}, {3 * time.Hour, 6}, {48 * time.Hour, 7}} {
		if got := DwellBucket(c.d); got != c.want {
			t.Errorf("DwellBucket(%s) = %d, want %d", c.d, got, c.want)
		}
	}
}

// TestLifecycleNamesViewedLanes: a TUI client that resumes, and later tears down, a lane's
// current conversation takes a transition of that lane (the state stays; the lane is named),
// while a client on a conversation no lane routes to names none.
func TestLifecycleNamesViewedLanes(t *testing.T) {
	w := worldAfter(t, "message lane=a turn=1m/ok tokens=100", "advance 2m")
	c := NewLifecycle()
	w.SetObserver(c.Observer())
	viewed := mustTransition(t, "idle --tui--> idle")
	applyOps(t, w, "ws-connect conn=c1", "ws-create conn=c1 close=false")
	if n := c.Count(viewed); n != 0 {
		t.Fatalf("a TUI session of its own named a lane %d times", n)
	}
	applyOps(t, w, "ws-resume conn=c1 target=s1")
	if n := c.Count(viewed); n != 1 {
		t.Fatalf("resuming lane a's conversation: %s taken %d times, want 1", viewed, n)
	}
	applyOps(t, w, "ws-drop conn=c1", "ws-teardown conn=c1")
	if n := c.Count(viewed); n < 2 {
		t.Fatalf("tearing down the socket lane a's conversation was bound to: %s taken %d times, want 2 or more", viewed, n)
	}
}

// TestLifecycleCountsDrainSteps: a transition the lane takes while its process drains (here the
// kill that cuts the held drain under a running turn) counts in InDrain by its dwell, and the
// same kill outside a drain does not.
func TestLifecycleCountsDrainSteps(t *testing.T) {
	killed := mustTransition(t, "busy --kill--> down")
	for _, c := range []struct {
		ops  []string
		want int64
	}{
		{[]string{"message lane=a turn=1h/ok tokens=100", "advance 5m", "shutdown restart=true hold=true", "advance 1m", "kill"}, 1},
		{[]string{"message lane=a turn=1h/ok tokens=100", "advance 5m", "kill"}, 0},
	} {
		cfg := sim.DefaultConfig()
		cfg.Gateway = func(g *gateway.Config) { g.DrainTimeout = 3 * time.Minute }
		w, err := sim.NewWorld(1, cfg)
		if err != nil {
			t.Fatal(err)
		}
		lc := NewLifecycle()
		w.SetObserver(lc.Observer())
		applyOps(t, w, c.ops...)
		if lc.Count(killed) != 1 {
			t.Fatalf("%v: %s taken %d times", c.ops, killed, lc.Count(killed))
		}
		var got int64
		for k, n := range lc.InDrain {
			if transitionOf(int(k[0])) == killed && k[1] == uint16(DwellBucket(6*time.Minute)) {
				got += n
			}
		}
		if got != c.want {
			t.Errorf("%v: InDrain has the kill after six minutes busy %d times, want %d", c.ops, got, c.want)
		}
	}
}

// TestPairRulesFireOnATakenPair: a pair a rule of the contract rules out (a hold right after a
// routed message) is counted as ruled out while not taken, and reported once a run takes it.
func TestPairRulesFireOnATakenPair(t *testing.T) {
	a, b := mustTransition(t, "idle --message--> busy"), mustTransition(t, "busy --held--> queued")
	if ruledOut(a, b) == nil {
		t.Fatalf("no rule rules out %s then %s", a, b)
	}
	if r := ruledOut(mustTransition(t, "down --boot--> busy"), b); r != nil {
		t.Fatalf("a hold right after a boot is ruled out (%s), but the gate holds then", r.why)
	}
	c := NewLifecycle()
	before := c.Summary()
	if before.PairsRuledOut == 0 || len(before.RuledOutTaken) != 0 {
		t.Fatalf("empty counts: %d ruled out, %d taken", before.PairsRuledOut, len(before.RuledOutTaken))
	}
	c.Pairs[[2]uint16{uint16(a.id()), uint16(b.id())}]++
	s := c.Summary()
	if len(s.RuledOutTaken) != 1 || s.RuledOutTaken[0] != [2]Transition{a, b} || s.PairsRuledOut != before.PairsRuledOut-1 {
		t.Fatalf("taken pair: %v, ruled out %d (was %d)", s.RuledOutTaken, s.PairsRuledOut, before.PairsRuledOut)
	}
	var out strings.Builder
	WriteLifecycle(&out, c)
	if !strings.Contains(out.String(), "rules out (1)") {
		t.Errorf("the report does not list the taken pair:\n%s", out.String())
	}
}

// TestSteeringReachesMorePairs: steered runs of the same seeds reach more transition pairs than
// unsteered ones, and a steered seed run twice gives the same trace.
func TestSteeringReachesMorePairs(t *testing.T) {
	const seeds = 40
	reach := func(steer bool) (int, []uint64) {
		c := NewLifecycle()
		var hashes []uint64
		for seed := uint64(1); seed <= seeds; seed++ {
			spec := SeedSpec(seed, nil, TableSteps)
			obs, st := c.Steered(seed)
			spec.Observe = obs
			if steer {
				spec.Steer = st
			}
			r, err := RunSeed(spec)
			if err != nil {
				t.Fatalf("seed %d (steered %v): %v", seed, steer, err)
			}
			hashes = append(hashes, r.World.Trace().Hash())
		}
		return c.Summary().PairsReached, hashes
	}
	plain, plainHashes := reach(false)
	steered, hashes := reach(true)
	_, again := reach(true)
	if steered <= plain {
		t.Errorf("steered runs reached %d pairs, unsteered %d", steered, plain)
	}
	if !slices.Equal(hashes, again) {
		t.Error("a steered seed run twice gave different traces")
	}
	if slices.Equal(hashes, plainHashes) {
		t.Error("steering changed no seed's trace")
	}
	t.Logf("%d seeds: %d pairs unsteered, %d steered", seeds, plain, steered)
}
