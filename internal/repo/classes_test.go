package repo

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatewaysim/conformance"
)

// TestConformanceClasses: docs/conformance.md's table of divergence classes has a row per class
// the conformance package knows, each with its verdict ("port decision", with
// "(reduced fidelity)" when the class says so).
func TestConformanceClasses(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(root, "docs", "conformance.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(b), "| class | verdict | in one line |\n|---|---|---|\n")
	if !ok {
		t.Fatal("docs/conformance.md has no table of divergence classes")
	}
	var rows [][]string
	for _, line := range strings.Split(rest, "\n") {
		if !strings.HasPrefix(line, "|") {
			break
		}
		var cells []string
		for _, c := range strings.Split(strings.Trim(line, "|"), "|") {
			cells = append(cells, strings.TrimSpace(c))
		}
		rows = append(rows, cells)
	}
	classes := conformance.Classes()
	if len(rows) != len(classes) {
		t.Errorf("the table has %d classes, the conformance package %d", len(rows), len(classes))
	}
	verdict := map[string]string{}
	for _, r := range rows {
		verdict[r[0]] = r[1]
	}
	for _, c := range classes {
		want := string(c.Kind)
		if strings.HasPrefix(c.Why, "reduced fidelity") {
			want += " (reduced fidelity)"
		}
		if got, ok := verdict[c.Name]; !ok || got != want {
			t.Errorf("class %s: the table says %q, the conformance package %q", c.Name, got, want)
		}
	}
}
