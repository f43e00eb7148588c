package check

import (
	"os"
	"regexp"
	"testing"
)

// TestInvariantTitles: each invariant's sentence is the one its section of docs/invariants.md
// opens with, and every section has one.
func TestInvariantTitles(t *testing.T) {
	doc, err := os.ReadFile("../../docs/invariants.md")
	if err != nil {
		t.Fatal(err)
	}
	sections := regexp.MustCompile(`(?m)^## (\S+)\n\n\*\*([^*]+)\*\*`).FindAllStringSubmatch(string(doc), -1)
	if len(sections) != len(invariantTitles) {
		t.Errorf("docs/invariants.md has %d sections that open with a bold sentence, invariantTitles %d", len(sections), len(invariantTitles))
	}
	for _, m := range sections {
		if got := invariantTitles[m[1]]; got != m[2] {
			t.Errorf("%s: invariantTitles says %q, docs/invariants.md %q", m[1], got, m[2])
		}
	}
}
