package gateway

import "testing"

// TestAllBugsRoundTrip: AllBugs lists every flag once, in catalogue order, and each name parses
// back to its flag; an unknown name is refused.
func TestAllBugsRoundTrip(t *testing.T) {
	all := AllBugs()
	if len(all) != int(bugEnd)-1 || len(all) == 0 {
		t.Fatalf("AllBugs lists %d flags, want %d", len(all), int(bugEnd)-1)
	}
	for i, b := range all {
		if b != bugNone+1+Bug(i) {
			t.Fatalf("AllBugs()[%d] = %s, out of catalogue order", i, b)
		}
		got, err := ParseBug(b.String())
		if err != nil || got != b {
			t.Errorf("ParseBug(%q) = %v, %v", b.String(), got, err)
		}
	}
	if _, err := ParseBug("B99"); err == nil {
		t.Error("ParseBug(B99) accepted an unknown flag")
	}
}
