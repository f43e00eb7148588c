package scenarios

import (
	"reflect"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

// TestRoundTrip: 15,000 ops drawn by the workload generator (over live worlds, so that they name
// real sessions, records and connections) format into one scenario file and parse back to the
// identical ops, each printing back to its own line; every op kind occurs. One seed in four runs
// with P-unlock-first, the only flag under which the generator draws status-lost.
func TestRoundTrip(t *testing.T) {
	const want = 15000
	var ops []sim.Op
	for seed := uint64(1); len(ops) < want; seed++ {
		var mod func(*sim.Config)
		if seed%4 == 0 {
			mod = func(c *sim.Config) {
				c.Gateway = func(g *gateway.Config) { g.Bugs = gateway.BugSet{gateway.PUnlockFirst} }
			}
		}
		r, err := sim.NewRun(seed, mod)
		if err != nil {
			t.Fatal(err)
		}
		for range 250 {
			op := r.Gen.Next()
			ops = append(ops, op)
			if err := r.World.Apply(op); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	ops = ops[:want]
	text := sim.ScenarioText([]string{"round trip"}, "config seed=1", ops, false)
	s, err := ParseScript(text)
	if err != nil {
		t.Fatal(err)
	}
	back, err := s.Ops()
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(ops) {
		t.Fatalf("parsed %d ops, want %d", len(back), len(ops))
	}
	kinds := map[sim.Kind]int{}
	for i := range ops {
		kinds[ops[i].Kind]++
		if !reflect.DeepEqual(back[i], ops[i]) {
			t.Fatalf("op %d: %q parsed back as %#v, want %#v", i, ops[i], back[i], ops[i])
		}
		if line := s.Directives[i+1].String(); line != ops[i].String() {
			t.Fatalf("op %d: directive %q, want %q", i, line, ops[i])
		}
	}
	for _, k := range sim.Kinds() {
		if kinds[k] == 0 {
			t.Errorf("the generator never drew %s", k)
		}
	}
	t.Logf("%d ops, %d kinds", len(ops), len(kinds))
}
