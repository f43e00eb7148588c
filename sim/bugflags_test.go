package sim

import (
	"strings"
	"testing"

	"gatewaysim/gateway"
)

func TestParseBugList(t *testing.T) {
	if got, err := ParseBugList(" h4, B23 ,B23"); err != nil || got.String() != "B23,H4" {
		t.Fatalf("got %v, %v", got, err)
	}
	if got, err := ParseBugList(""); err != nil || got != nil {
		t.Fatalf("empty: %v, %v", got, err)
	}
	if got, _ := ParseBugList("upstream-v1"); len(got) != len(gateway.PresetUpstreamV1()) {
		t.Fatalf("preset: %v", got)
	}
	for _, bad := range []string{"B23,,", "NOPE", ",B23", "B23,B99"} {
		_, err := ParseBugList(bad)
		if err == nil || !strings.Contains(err.Error(), "B01, B02") || !strings.Contains(err.Error(), "upstream-v1") || strings.Contains(err.Error(), "\n") {
			t.Errorf("ParseBugList(%q): %v", bad, err)
		}
	}
}

// TestParseBugs: the lenient form skips empty names and still refuses an unknown one.
func TestParseBugs(t *testing.T) {
	if got, err := ParseBugs(" h4,,B23 ,B23,"); err != nil || got.String() != "B23,H4" {
		t.Fatalf("got %v, %v", got, err)
	}
	if got, err := ParseBugs(""); err != nil || got != nil {
		t.Fatalf("empty: %v, %v", got, err)
	}
	if _, err := ParseBugs("B23,NOPE"); err == nil {
		t.Fatal("an unknown name: no error")
	}
}
