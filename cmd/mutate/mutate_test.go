package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const sample = `package p

func f(a, b int, ok bool) int {
	if a < b && ok {
		g()
		a++
	}
	return a - b
}

func g() {}
`

func TestSitesCoverEveryOperatorFamily(t *testing.T) {
	sites := fileSites("p.go", []byte(sample))
	want := map[string]string{
		"CONDITIONALS_BOUNDARY": "if a <= b && ok",
		"CONDITIONALS_NEGATION": "if a >= b && ok",
		"LOGICAL":               "if a < b || ok",
		"NEGATE_CONDITION":      "if !(a < b && ok)",
		"REMOVE_CALL":           "\t\t\n\t\ta++",
		"INCREMENT_DECREMENT":   "a--",
		"ARITHMETIC_BASE":       "return a + b",
	}
	seen := map[string]bool{}
	for _, s := range sites {
		out := string(s.apply([]byte(sample)))
		if w, ok := want[s.operator]; ok && strings.Contains(out, w) {
			seen[s.operator] = true
		}
		if !strings.HasPrefix(s.ID(), "p.go:") {
			t.Errorf("site id %q does not name the file", s.ID())
		}
	}
	for op := range want {
		if !seen[op] {
			t.Errorf("no %s mutant of the sample", op)
		}
	}
}

func TestEquivalentsNameTheBadLine(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "eq.txt")
	os.WriteFile(p, []byte("# comment\ngateway/a.go:1:2:LOGICAL the branch is dead\ngateway/b.go:3:4:LOGICAL\n"), 0o644)
	_, err := equivalents(p)
	if err == nil || !strings.Contains(err.Error(), "eq.txt:3") {
		t.Fatalf("want an error naming line 3, got %v", err)
	}
	os.WriteFile(p, []byte("gateway/a.go:1:2:LOGICAL the branch is dead\n"), 0o644)
	eq, err := equivalents(p)
	if err != nil || eq["gateway/a.go:1:2:LOGICAL"] != "the branch is dead" {
		t.Fatalf("got %v, %v", eq, err)
	}
}

func TestScoreLeavesOutEquivalents(t *testing.T) {
	rows := []result{
		{verdicts: [3]verdict{killed, survived, killed}},
		{verdicts: [3]verdict{survived, survived, survived}},
		{verdicts: [3]verdict{survived, timedOut, survived}},
		{verdicts: [3]verdict{survived, survived, survived}, equiv: "dead code"},
	}
	sc := score(rows)
	if sc.n != 3 || sc.equiv != 1 || sc.killed != [4]int{1, 1, 1, 2} {
		t.Fatalf("got %+v", sc)
	}
}

const flagged = `package p

type mask int

func (m mask) Has(b int) bool { return m&(1<<b) != 0 }

type gw struct{ bugs mask }

func (g *gw) f(a, b int) int {
	if a < b && g.bugs.Has(3) && b > 0 {
		a++
	}
	if !g.bugs.Has(4) {
		b++
	} else {
		b--
	}
	switch {
	case a > 9 && g.bugs.Has(5):
		a = a - b
	case a > 1:
		a = a + b
	}
	return a * b
}
`

func TestFlagOnlySitesAreTheFlagsBranches(t *testing.T) {
	var got []string
	for _, s := range fileSites("p.go", []byte(flagged)) {
		if s.flag != "" {
			got = append(got, fmt.Sprintf("%d:%s %s", s.line, s.operator, s.orig))
		}
	}
	want := []string{
		"10:CONDITIONALS_BOUNDARY >", // right of the flag's conjunct: never evaluated with it off
		"10:CONDITIONALS_NEGATION >",
		"11:INCREMENT_DECREMENT ++",
		"16:INCREMENT_DECREMENT --", // the else of "if !bugs.Has"
		"20:ARITHMETIC_BASE -",      // a case of a tagless switch; the next case is not the flag's
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("flag-only sites:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestEquivalentsNameCurrentSites: every id in the equivalent-mutant list names a mutation site
// of gateway/ as it is now. An edit of gateway/ moves lines; an entry left behind would stop
// excusing its mutant (or excuse another one) without a word.
func TestEquivalentsNameCurrentSites(t *testing.T) {
	sites, err := findSites("../..", "gateway")
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, s := range sites {
		ids[s.ID()] = true
	}
	eq, err := equivalents("equivalent.txt")
	if err != nil {
		t.Fatal(err)
	}
	var stale []string
	for id := range eq {
		if !ids[id] {
			stale = append(stale, id)
		}
	}
	sort.Strings(stale)
	if len(stale) > 0 {
		t.Fatalf("equivalent.txt names sites gateway/ no longer has (a line moved: find the mutant again with go run ./cmd/mutate -list):\n%s",
			strings.Join(stale, "\n"))
	}
}
