package check

import (
	"testing"

	"gatewaysim/sim"
)

// applyOps applies ops to w, failing the test on any error.
func applyOps(t *testing.T, w *sim.World, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if err := w.Apply(sim.MustParseOp(l)); err != nil {
			t.Fatalf("%s: %v\n%s", l, err, w.Trace())
		}
	}
}

// worldAfter is seed 1's world with the default configuration, booted, after ops.
func worldAfter(t *testing.T, ops ...string) *sim.World {
	t.Helper()
	w, err := sim.NewWorld(1, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	applyOps(t, w, ops...)
	return w
}
