package main

import (
	"os"
	"path/filepath"
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
