package sim

import (
	"math/rand/v2"
	"testing"
	"time"
)

func TestSchedulerOrder(t *testing.T) {
	var s Scheduler
	r := rand.New(rand.NewPCG(3, 4))
	type key struct {
		at  time.Duration
		seq uint64
	}
	var want []key
	for range 2000 {
		at := time.Duration(r.IntN(50)) * time.Second // many equal times
		s.push(event{at: at, kind: evTurnEnd, epoch: 1 + r.IntN(3)})
		want = append(want, key{at, s.seq})
	}
	s.dropEpoch(2)
	var prev *event
	n := 0
	for s.Len() > 0 {
		e := s.pop()
		if e.epoch == 2 {
			t.Fatal("an event of a dropped epoch survived")
		}
		if prev != nil && e.before(prev) {
			t.Fatalf("out of order: %v/%d after %v/%d", e.at, e.seq, prev.at, prev.seq)
		}
		prev = &e
		n++
	}
	if n == 0 || n == len(want) {
		t.Fatalf("popped %d of %d", n, len(want))
	}
}

func TestStreamsIndependent(t *testing.T) {
	a, b := NewStreams(1).Stream(StreamWorkload), NewStreams(1).Stream(StreamWorkload)
	c := NewStreams(1).Stream(StreamFaults)
	d := NewStreams(2).Stream(StreamWorkload)
	same, diffName, diffSeed := true, false, false
	for range 100 {
		x := a.Uint64()
		same = same && x == b.Uint64()
		diffName = diffName || x != c.Uint64()
		diffSeed = diffSeed || x != d.Uint64()
	}
	if !same || !diffName || !diffSeed {
		t.Fatalf("same=%v diffName=%v diffSeed=%v", same, diffName, diffSeed)
	}
}
