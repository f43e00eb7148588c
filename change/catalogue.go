package change

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// The bug catalogue (docs/bugs.md) checked by the flag-set comparison: for every flag, no flag
// against the flag on its regression files and on generated runs; what the diff finds there
// must be what the catalogue says the flag does (a violation of the invariant that catches it).

// CatalogueEntry is one flag of docs/bugs.md: its row of the table and what its entry cites.
type CatalogueEntry struct {
	Flag   string
	Short  string   // the table's "in short"
	Caught []string // the invariants that catch it: the table's column and the entry's self-check
	Files  []string // its regression files and diff files, relative to the repository's top
	Line   int      // the table row's line, for errors
}

var (
	catalogueRow = regexp.MustCompile(`^\| \[([A-Za-z0-9-]+)\]\(#[a-z0-9-]+\) \| (.*?) \| (.*?) \| .*\|$`)
	entryHead    = regexp.MustCompile(`^### ([A-Za-z0-9-]+)$`)
	selfCheck    = regexp.MustCompile(`Self-check: ([A-Za-z0-9]+)`)
	regressFile  = regexp.MustCompile("`((?:scenarios|change)/testdata/[a-z0-9_/]+\\.txt)`")
)

// ReadCatalogue reads the flags of the catalogue at path: the table's rows, in order, with what
// each flag's entry cites (a self-check invariant, regression files).
func ReadCatalogue(path string) ([]CatalogueEntry, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []CatalogueEntry
	at := map[string]int{}
	cur := -1
	files := false // inside a "Regression file" bullet
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if m := catalogueRow.FindStringSubmatch(line); m != nil {
			if _, dup := at[m[1]]; dup {
				return nil, fmt.Errorf("%s:%d: %s has a second row", path, n, m[1])
			}
			at[m[1]] = len(out)
			out = append(out, CatalogueEntry{Flag: m[1], Short: m[2], Caught: invariants(m[3]), Line: n})
			continue
		}
		if m := entryHead.FindStringSubmatch(line); m != nil {
			cur = -1
			if i, ok := at[m[1]]; ok {
				cur = i
			}
			continue
		}
		if cur < 0 {
			continue
		}
		e := &out[cur]
		for _, m := range selfCheck.FindAllStringSubmatch(line, -1) {
			if !slices.Contains(e.Caught, m[1]) {
				e.Caught = append(e.Caught, m[1])
			}
		}
		// A bullet's continuation lines are indented.
		if strings.HasPrefix(line, "- ") || line == "" {
			files = strings.Contains(line, "Regression file") || strings.Contains(line, "Diff file")
		}
		if files {
			for _, m := range regressFile.FindAllStringSubmatch(line, -1) {
				e.Files = append(e.Files, m[1])
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no table of flags", path)
	}
	return out, nil
}

// invariants reads a "caught by" cell: "I5, I7", "config".
func invariants(cell string) []string {
	var out []string
	for _, f := range strings.Split(cell, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// CatalogueRow is what the diff found for one flag.
type CatalogueRow struct {
	Entry   CatalogueEntry
	Result  *Result
	Finding string      // where the finding shown is: a file's name or "seed N"
	Diff    *Difference // the finding: a difference the catalogue's invariants explain, else the first one
	Runs    int         // generated runs that differ
	Matches bool
}

// CheckCatalogue compares, for each entry, no flag (base) against the flag (head) on the entry's
// regression files (read under root) and on o's generated runs, with replayer r.
func CheckCatalogue(entries []CatalogueEntry, root string, r Replayer, o Options) ([]CatalogueRow, error) {
	var rows []CatalogueRow
	for _, e := range entries {
		opts := o
		opts.Files = nil
		for _, p := range e.Files {
			s, err := ReadFile(filepath.Join(root, p))
			if err != nil {
				return nil, err
			}
			opts.Files = append(opts.Files, s)
		}
		res, err := Run(&Side{Replay: r}, &Side{Replay: r, Bugs: e.Flag}, opts)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", e.Flag, err)
		}
		row := CatalogueRow{Entry: e, Result: res}
		for _, g := range res.Groups {
			row.Runs += len(g.Seeds)
		}
		row.pick()
		rows = append(rows, row)
	}
	return rows, nil
}

// pick chooses the finding: the first regression file, then the largest group, whose difference a
// catalogued invariant explains; else the first file or group that differs.
func (row *CatalogueRow) pick() {
	explains := func(c Class, d *Difference) bool {
		if c.Kind == ClassUnrunnable && c.Side == "base" && strings.HasPrefix(d.Directive, "config") {
			// The config check: the gateway must refuse the configuration at load, and only the
			// flag lets it through.
			return slices.Contains(row.Entry.Caught, "config")
		}
		return c.Kind == ClassIntroduces && slices.Contains(row.Entry.Caught, c.Head.Inv)
	}
	type found struct {
		where string
		d     *Difference
	}
	var all []found
	for _, f := range row.Result.Files {
		all = append(all, found{f.Scenario.Name, f.Diff})
	}
	for _, g := range row.Result.Groups {
		all = append(all, found{fmt.Sprintf("seed %d", g.Example.Scenario.Seed), g.Example.Diff})
	}
	for _, f := range all {
		if explains(f.d.Class, f.d) {
			row.Finding, row.Diff, row.Matches = f.where, f.d, true
			return
		}
	}
	if len(all) > 0 {
		row.Finding, row.Diff = all[0].where, all[0].d
	}
}

// WriteCatalogue prints the rows as a Markdown table: the flag, what the catalogue says catches
// it, what the diff finds (class, what changed, the observables and the op), where, and how many
// generated runs differ.
func WriteCatalogue(w io.Writer, rows []CatalogueRow, seeds int) {
	fmt.Fprintf(w, "| flag | caught by | diff finds | what changed | where it first differs | shown by | runs of %d that differ | matches |\n", seeds)
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
	for _, r := range rows {
		finds, what, where, by := "nothing", "", "", ""
		if d := r.Diff; d != nil {
			op, _, _ := strings.Cut(d.Directive, " ")
			finds, what, where, by = d.Class.String(), d.Gist(), ObservableList(d.Observables)+" at "+op, r.Finding
		}
		ok := "yes"
		if !r.Matches {
			ok = "**no**"
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %d | %s |\n", r.Entry.Flag, strings.Join(r.Entry.Caught, ", "),
			finds, what, strings.ReplaceAll(where, "|", "/"), by, r.Runs, ok)
	}
}
