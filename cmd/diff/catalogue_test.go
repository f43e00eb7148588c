package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatewaysim/change"
)

const catalogueCommand = "go run ./cmd/diff -catalogue"

// docsCatalogue returns the rows of the table docs/bugs.md holds between the markers of the
// catalogue command, each as its cells.
func docsCatalogue(t *testing.T) [][]string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "bugs.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(b), "<!-- table: "+catalogueCommand+" -->\n")
	table, _, ended := strings.Cut(rest, "<!-- end table -->")
	if !ok || !ended {
		t.Fatalf("docs/bugs.md has no table between <!-- table: %s --> and <!-- end table -->", catalogueCommand)
	}
	var rows [][]string
	for _, line := range strings.Split(table, "\n") {
		if !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| flag ") {
			continue
		}
		rows = append(rows, cells(line))
	}
	return rows
}

func cells(line string) []string {
	var out []string
	for _, c := range strings.Split(strings.Trim(line, "|"), " | ") {
		out = append(out, strings.TrimSpace(c))
	}
	return out
}

// TestCatalogueTable: docs/bugs.md's table of what each flag changes has a row per flag of the
// catalogue, in order, every one matching; the rows a regression file shows are what the check
// finds now (the rows shown by a generated run are left to make readme: 40 runs a flag).
func TestCatalogueTable(t *testing.T) {
	rows := docsCatalogue(t)
	entries, err := change.ReadCatalogue(filepath.Join("..", "..", "docs", "bugs.md"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(entries) {
		t.Fatalf("docs/bugs.md: %d rows in the diff's table, %d flags in the catalogue (make readme)", len(rows), len(entries))
	}
	var byFile []change.CatalogueEntry
	docs := map[string][]string{}
	for i, r := range rows {
		if r[0] != entries[i].Flag || r[len(r)-1] != "yes" {
			t.Errorf("docs/bugs.md: the diff's row %d is %s (matches %s), the catalogue's flag %s", i+1, r[0], r[len(r)-1], entries[i].Flag)
		}
		if !strings.HasPrefix(r[5], "seed ") {
			byFile = append(byFile, entries[i])
			docs[r[0]] = r[:6]
		}
	}
	found, err := change.CheckCatalogue(byFile, filepath.Join("..", ".."), change.Local{}, change.Options{ReduceReplays: 1})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	change.WriteCatalogue(&b, found, 0)
	for _, line := range strings.Split(b.String(), "\n")[2:] {
		if line == "" {
			continue
		}
		now := cells(line)
		if want := docs[now[0]]; strings.Join(now[:6], " | ") != strings.Join(want, " | ") {
			t.Errorf("docs/bugs.md: the diff's row of %s is out of step (make readme):\n  docs %s\n  now  %s", now[0], strings.Join(want, " | "), strings.Join(now[:6], " | "))
		}
	}
}
