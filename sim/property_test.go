package sim

import (
	"testing"

	"pgregory.net/rapid"
)

// TestProperty runs the generic property with no bug flag: every invariant after every gateway
// call, every outcome within the model's allowed set, and a liveness check at the end. Reproduce
// a failure with the -rapid.seed it prints.
func TestProperty(t *testing.T) {
	steps := 120
	if testing.Short() {
		steps = 40
	}
	prop := Property(PropertyConfig{StepsMax: steps, Seed: 1})
	rapid.Check(t, func(t *rapid.T) { rapid.SyncTest(t, prop) })
}
