package sim

import (
	"strings"
	"testing"
)

// TestCollapseTicks: runs of ticks without effect become one line; ticks with effects stay.
func TestCollapseTicks(t *testing.T) {
	in := []string{"+0s boot process=1", "+5m00s tick", "+10m00s tick", "+15m00s tick",
		"+20m00s tick | finalized lane=a session=s1", "+25m00s tick", "+26m00s message lane=a"}
	want := []string{"+0s boot process=1", "+5m00s..+15m00s tick x3 (no effect)",
		"+20m00s tick | finalized lane=a session=s1", "+25m00s tick", "+26m00s message lane=a"}
	if got := CollapseTicks(in); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s", strings.Join(got, "\n"))
	}
}
