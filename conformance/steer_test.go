package conformance

import (
	"slices"
	"testing"
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
