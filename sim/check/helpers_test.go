package check

import (
	"strings"
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

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	return strings.Join(lines[:min(n, len(lines))], "\n")
}
