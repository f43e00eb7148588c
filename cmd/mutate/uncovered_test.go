package main

import (
	"os"
	"path/filepath"
	"testing"
)

// A site is never run when every block that holds it ran zero times; one run block is enough to
// count it as run, and a position no block holds is left out.
func TestNeverRunReadsTheProfile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "cover.out")
	data := "mode: set\n" +
		"gatewaysim/gateway/a.go:10.2,12.3 2 0\n" +
		"gatewaysim/gateway/a.go:20.5,20.30 1 1\n" +
		"gatewaysim/gateway/a.go:30.1,40.2 5 0\n" +
		"gatewaysim/gateway/a.go:31.1,32.9 1 3\n"
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	prof, err := readProfile(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		line, col int
		want      bool
	}{
		{11, 7, true},   // inside a block that never ran
		{20, 10, false}, // a block that ran
		{31, 4, false},  // an outer block that never ran, an inner one that did
		{35, 1, true},   // the outer block alone
		{50, 1, false},  // no block: a declaration
	} {
		s := site{file: "gateway/a.go", line: c.line, col: c.col}
		if got := neverRun(prof, s); got != c.want {
			t.Errorf("%d:%d: never run %v, want %v", c.line, c.col, got, c.want)
		}
	}
	if _, err := readProfile(writeFile(t, "mode: set\nnot a block\n")); err == nil {
		t.Error("a line that is no block: want an error")
	}
}

func writeFile(t *testing.T, s string) string {
	p := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
