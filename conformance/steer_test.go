package conformance

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"gatewaysim/sim"
)

// The greedy order takes the seed with the rarest features first, skips a seed that adds nothing
// until coverage starts over, and breaks ties by the lower seed.
func TestCoverageOrder(t *testing.T) {
	feats := [][]int64{
		{1, 2},    // 0: common features only
		{1, 2},    // 1: the same as 0
		{1, 2, 9}, // 2: 9 is in no other seed
		{3},       // 3: 3 is in one other seed
		{3},       // 4
	}
	got := coverageOrder(feats)
	// 2 covers 1, 2 and 9, then 3 covers 3; nothing left adds anything, so round two starts over
	// the rest: 0 (1 and 2 weigh 2/3 to 4's 1/2), then 4 (1 adds nothing to 0), then round three.
	want := []uint64{2, 3, 0, 4, 1}
	if !slices.Equal(got, want) {
		t.Fatalf("order %v, want %v", got, want)
	}
}

// Steering is a fixed order of the pool's seeds (the same at every call), with the seeds after
// the pool appended; without a pool the seeds run in order.
func TestSteerOrder(t *testing.T) {
	plain, err := Steer{First: 5}.Order(3)
	if err != nil || !slices.Equal(plain, []uint64{5, 6, 7}) {
		t.Fatalf("no pool: %v %v, want [5 6 7]", plain, err)
	}
	s := Steer{First: 1, Pool: 40, Steps: 30}
	a, err := s.Order(45)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := s.Order(45)
	if !slices.Equal(a, b) {
		t.Fatalf("two orders of one pool differ:\n%v\n%v", a, b)
	}
	head := slices.Clone(a[:40])
	slices.Sort(head)
	for i, s := range head {
		if s != uint64(i+1) {
			t.Fatalf("the pool's part is not a permutation of seeds 1..40: %v", a[:40])
		}
	}
	if !slices.Equal(a[40:], []uint64{41, 42, 43, 44, 45}) {
		t.Fatalf("after the pool: %v, want 41..45", a[40:])
	}
	if slices.Equal(a[:40], head) {
		t.Fatalf("the pool ran in plain order: nothing was steered")
	}
}

// Lacks reads a checkout's surface: a commit with no TUI reap and no suspend_session cannot take
// the socket ops or a suspension, and the history campaign's draws leave them out.
func TestLacksLeavesOutWhatACommitHasNot(t *testing.T) {
	src := t.TempDir()
	write := func(rel, text string) {
		p := filepath.Join(src, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("gateway/session.py", "class SessionStore:\n    def mark_resume_pending(self, key, reason): pass\n")
	lacking := Lacks(src)
	for _, k := range []sim.Kind{sim.KindWsConnect, sim.KindWsTeardown, sim.KindSuspend} {
		if !slices.Contains(lacking, k) {
			t.Fatalf("Lacks = %v, want %s in it", lacking, k)
		}
	}
	if slices.Contains(lacking, sim.KindMarkResume) {
		t.Fatalf("Lacks = %v: mark-resume is there", lacking)
	}
	drew := map[sim.Kind]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		ops, err := generated(ProcessSetupWithout(seed, lacking), GenerateProcessWithout(seed, 30, lacking), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range ops {
			drew[op.Kind] = true
		}
	}
	for _, k := range lacking {
		if drew[k] {
			t.Fatalf("drew %s, which the checkout lacks", k)
		}
	}
	if !drew[sim.KindMarkResume] && !drew[sim.KindMessage] {
		t.Fatalf("drew nothing the checkout has: %v", drew)
	}
	write("tui_gateway/server.py", "def _schedule_ws_orphan_reap(sid): pass\n")
	write("gateway/session.py", "def suspend_session(k): pass\ndef mark_resume_pending(k, r): pass\n")
	if l := Lacks(src); len(l) != 0 {
		t.Fatalf("a full surface lacks %v", l)
	}
}

// The order is read off the runs as a commit draws them: without the kinds it lacks, no feature
// names one, and the order differs from the full surface's.
func TestSteerOrderWithoutWhatACommitLacks(t *testing.T) {
	tui := surfaceNeeds[0].kinds // what a checkout without the TUI gateway lacks
	named := func(fs []int64) bool {
		for _, f := range fs {
			if f>>56 != featOps {
				continue
			}
			if slices.Contains(tui, sim.Kind(f>>8&0xff)) || slices.Contains(tui, sim.Kind(f&0xff)) {
				return true
			}
		}
		return false
	}
	full := 0
	for seed := uint64(1); seed <= 30; seed++ {
		with, err := seedFeatures(seed, 30, nil)
		if err != nil {
			t.Fatal(err)
		}
		if named(with) {
			full++
		}
		without, err := seedFeatures(seed, 30, tui)
		if err != nil {
			t.Fatal(err)
		}
		if named(without) {
			t.Fatalf("seed %d: a feature names a TUI op the runs never draw", seed)
		}
	}
	if full == 0 {
		t.Fatal("no seed of 30 draws a TUI op on the full surface: the test shows nothing")
	}
	a, errA := Steer{First: 1, Pool: 60, Steps: 30}.Order(60)
	b, errB := Steer{First: 1, Pool: 60, Steps: 30, Lacking: tui}.Order(60)
	if errA != nil || errB != nil || slices.Equal(a, b) {
		t.Fatalf("the order without the TUI is the full surface's (%v %v)", errA, errB)
	}
}
