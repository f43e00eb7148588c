package check

import (
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// TestRapidCheckSeed pins RapidCheckSeed to rapid's own report: a property that fails from its
// fifth call on must be reported with the seed RapidCheckSeed gives for check 5.
func TestRapidCheckSeed(t *testing.T) {
	const base = 1000
	defer SetFlags(map[string]string{"rapid.seed": fmt.Sprint(base), "rapid.nofailfile": "true", "rapid.checks": "100"})() // -short divides it by 5
	calls := 0
	tb := &RecordingTB{name: "TestRapidCheckSeed"}
	rapid.Check(tb, func(t *rapid.T) {
		rapid.IntRange(0, 10).Draw(t, "n")
		if calls++; calls >= 5 {
			t.Fatalf("fails from the fifth call on")
		}
	})
	want := fmt.Sprintf("-rapid.seed=%d", RapidCheckSeed(base, 5))
	if msg := strings.Join(tb.errs, "\n"); !strings.Contains(msg, want+"\n") {
		t.Fatalf("rapid reports\n%s\nwant %s", msg, want)
	}
}
