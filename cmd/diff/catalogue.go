package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"gatewaysim/change"
)

// catalogueSeeds is -catalogue's default number of generated runs per flag: enough for the flags
// without a regression file of their own (B06 needs a restart between a reset and its message,
// B26 a store fault) at about 5 s of CPU a flag.
const catalogueSeeds = 40

// catalogue checks docs/bugs.md flag by flag on this build (the working tree as go run built it):
// it prints the table and exits 1 when a flag's finding is not a violation the catalogue names.
func catalogue(repo *change.Repo, o options, stdout io.Writer) (int, error) {
	path := filepath.Join(repo.Root, "docs", "bugs.md")
	entries, err := change.ReadCatalogue(path)
	if err != nil {
		return 2, err
	}
	rows, err := change.CheckCatalogue(entries, repo.Root, change.Local{}, change.Options{
		Seeds: o.seeds, First: o.first, Steps: o.steps, ReduceReplays: o.reduce})
	if err != nil {
		return 2, err
	}
	change.WriteCatalogue(stdout, rows, o.seeds)
	code := 0
	for _, r := range rows {
		if !r.Matches {
			fmt.Fprintf(os.Stderr, "diff: %s:%d: %s: the catalogue says %v catches it; the diff finds %s\n",
				path, r.Entry.Line, r.Entry.Flag, r.Entry.Caught, found(r))
			code = 1
		}
	}
	return code, nil
}

// found says what the diff found for a row that does not match.
func found(r change.CatalogueRow) string {
	if r.Diff == nil {
		return "no difference"
	}
	return fmt.Sprintf("%s (%s in %s)", r.Diff.Class, change.ObservableList(r.Diff.Observables), r.Finding)
}
