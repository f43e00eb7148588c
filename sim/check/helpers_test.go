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
