package sim

import (
	"testing"
	"time"
)

// TestOpTable: every kind's descriptor is whole. A kind the generator draws by weight has a draw
// and a rate in the full mix (or, rewrite-route, a weight the swarm's last draw gives it); a kind
// it does not has neither; only a fault is an accident; each name reads back as its kind.
func TestOpTable(t *testing.T) {
	for _, k := range Kinds() {
		s := opSpecs[k]
		if s.apply == nil {
			t.Errorf("%s: no apply handler", k)
		}
		if back, _ := KindByName(s.name); back != k {
			t.Errorf("%s: its name %q reads back as %s", k, s.name, back)
		}
		switch drawn := s.family != familyNone; {
		case drawn && (s.draw == nil || s.rates.all == 0 && k != KindRewriteRoute):
			t.Errorf("%s: drawn by its family, but without a draw or a rate in the full mix", k)
		case !drawn && (s.draw != nil || s.rates != rates{} || s.alwaysOn != 0):
			t.Errorf("%s: in no family, but with a draw, a rate or foci that keep it on", k)
		}
		if s.accident && s.family != familyFault {
			t.Errorf("%s: an accident that is not a fault", k)
		}
	}
}

// killDelay keeps a held shutdown's kill inside the drain (before its deadline) and, over four
// processes, lands it at the stop and at three later points; a drain too short to wait in gets
// its kill at the stop.
func TestKillDelayStaysInsideTheDrain(t *testing.T) {
	timeout := 3 * time.Minute
	seen := map[time.Duration]bool{}
	for epoch := 1; epoch <= 8; epoch++ {
		d := killDelay(timeout, epoch)
		if d < 0 || d >= timeout {
			t.Fatalf("epoch %d: kill %s into a %s drain: not inside it", epoch, d, timeout)
		}
		seen[d] = true
	}
	if len(seen) != 4 || !seen[0] || !seen[timeout-time.Second] {
		t.Fatalf("delays %v: want the stop, half, three quarters and a second before the deadline", seen)
	}
	for epoch := 1; epoch <= 4; epoch++ {
		if d := killDelay(time.Second, epoch); d != 0 {
			t.Fatalf("a 1s drain waits %s before the kill, want none", d)
		}
	}
}

// TestRewriteRouteDrawnLast: about a quarter of the swarms switch rewrite-route on (with their
// last draw, so that every earlier draw of a seed's swarm kept its value).
func TestRewriteRouteDrawnLast(t *testing.T) {
	on := 0
	for seed := uint64(1); seed <= 400; seed++ {
		s := DrawSwarm(seed)
		if s.Weights[KindRewriteRoute] > 0 {
			on++
		}
	}
	if on < 60 || on > 140 {
		t.Errorf("%d of 400 swarms rewrite routes, want about 100", on)
	}
}
