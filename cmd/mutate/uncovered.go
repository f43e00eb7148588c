package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// -uncovered: the sites the generic property never runs. A mutant there survives the property
// whatever it changes, so this list is the floor of every sample's survivors, got from one
// coverage profile of one property run (the sample's seed and budget) instead of a run per
// mutant. Equivalent and flag-only sites are left out, as the scores leave them out.

// block is one statement block of a coverage profile: its span and how often it ran.
type block struct {
	fromLine, fromCol, toLine, toCol, count int
}

func (b block) holds(line, col int) bool {
	after := line > b.fromLine || line == b.fromLine && col >= b.fromCol
	before := line < b.toLine || line == b.toLine && col <= b.toCol
	return after && before
}

// readProfile reads a go test -coverprofile file: its blocks by file name as the profile writes
// it (the package's import path, then the file).
func readProfile(path string) (map[string][]block, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string][]block{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if n == 1 && strings.HasPrefix(line, "mode:") {
			continue
		}
		// name:fromLine.fromCol,toLine.toCol statements count
		name, rest, ok := strings.Cut(line, ":")
		var b block
		var stmts int
		if _, err := fmt.Sscanf(rest, "%d.%d,%d.%d %d %d", &b.fromLine, &b.fromCol, &b.toLine, &b.toCol, &stmts, &b.count); !ok || err != nil {
			return nil, fmt.Errorf("%s:%d: not a coverage block: %q", path, n, line)
		}
		out[name] = append(out[name], b)
	}
	return out, sc.Err()
}

// neverRun reports whether every block of the profile that holds the site's position ran zero
// times; a position no block holds (a declaration) is not a statement the property runs or
// skips, and is left out.
func neverRun(prof map[string][]block, s site) bool {
	held := false
	for name, bs := range prof {
		if !strings.HasSuffix(name, "/"+filepath.ToSlash(s.file)) {
			continue
		}
		for _, b := range bs {
			if b.holds(s.line, s.col) {
				if b.count > 0 {
					return false
				}
				held = true
			}
		}
	}
	return held
}

// listUncovered runs the property once with a coverage profile of the mutated package and prints
// the sites it never ran, by file, with a count per file and in all.
func listUncovered(root, tmp string, o options, seed uint64, sites []site, equiv map[string]string, out io.Writer) error {
	prof := filepath.Join(tmp, "cover.out")
	cmd := exec.Command("go", "test", "-count=1", "./sim", "-run", "^TestProperty$",
		"-rapid.checks="+strconv.Itoa(o.checks), "-rapid.seed="+strconv.FormatUint(seed, 10),
		"-coverpkg=./"+o.dir, "-coverprofile="+prof)
	cmd.Dir = root
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("the property run for the profile failed (fix that first): %v\n%s", err, b)
	}
	blocks, err := readProfile(prof)
	if err != nil {
		return err
	}
	var never []site
	judged := 0
	for _, s := range sites {
		if equiv[s.ID()] != "" || s.flag != "" {
			continue
		}
		if !neverRun(blocks, s) {
			judged++
			continue
		}
		// Only a mutant that compiles is ever drawn (the same check as a sample's).
		src, err := os.ReadFile(filepath.Join(root, s.file))
		if err != nil {
			return err
		}
		ov, err := overlay(root, tmp, s, src)
		if err != nil {
			return err
		}
		if compiles(root, ov, "./"+o.dir) {
			judged++
			never = append(never, s)
		}
	}
	sort.Slice(never, func(i, j int) bool {
		a, b := never[i], never[j]
		if a.file != b.file {
			return a.file < b.file
		}
		return a.line < b.line || a.line == b.line && a.col < b.col
	})
	perFile := map[string]int{}
	for _, s := range never {
		fmt.Fprintln(out, s)
		perFile[s.file]++
	}
	files := make([]string, 0, len(perFile))
	for f := range perFile {
		files = append(files, f)
	}
	sort.Slice(files, func(i, j int) bool {
		return perFile[files[i]] > perFile[files[j]] || perFile[files[i]] == perFile[files[j]] && files[i] < files[j]
	})
	fmt.Fprintf(out, "\n%d of %d sites (not equivalent, not flag-only; those run are not compile-checked) never run by the property at %d checks, seed %d (%.1f%%):\n",
		len(never), judged, o.checks, seed, 100*float64(len(never))/float64(max(judged, 1)))
	for _, f := range files {
		fmt.Fprintf(out, "  %4d %s\n", perFile[f], f)
	}
	return nil
}
