package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

var figuresFull = flag.Bool("figures.full", false, "TestDocsFigures also runs the expensive commands (the default exploration of 2500 seeds) and compares every figure they print")

// generated is a block of README.md or docs/*.md that make readme fills in: the command that
// prints it and what the file holds now.
type generated struct {
	file, kind, command, text string
}

// generatedBlocks finds every block of README.md and docs/*.md whose command starts with prefix.
func generatedBlocks(t *testing.T, prefix string) []generated {
	t.Helper()
	docs, err := filepath.Glob("../../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?s)<!-- (table|output): (` + regexp.QuoteMeta(prefix) + `[^\n]*) -->\n(.*?)<!-- end (?:table|output) -->`)
	var out []generated
	for _, f := range append([]string{"../../README.md"}, docs...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			text := m[3]
			if m[1] == "output" {
				text = strings.TrimSuffix(strings.TrimPrefix(text, "```text\n"), "```\n")
			}
			out = append(out, generated{file: filepath.Base(f), kind: m[1], command: m[2], text: text})
		}
	}
	return out
}

// TestDocsFigures: every block of README.md and docs/*.md that go run ./cmd/explore printed (make
// readme) is what the command prints now, run here in the test's process: each figure and table
// line. The default exploration (2500 seeds, 20 to 30 s of CPU) runs only with -figures.full;
// without it the test leaves its counts to make readme (TestReadmeTables in sim/check checks the
// table's shape and fixed columns).
func TestDocsFigures(t *testing.T) {
	blocks := generatedBlocks(t, "go run ./cmd/explore ")
	if len(blocks) < 3 {
		t.Fatalf("%d blocks made by go run ./cmd/explore in README.md and docs/, want the README's example and docs/figures.md's two", len(blocks))
	}
	for _, g := range blocks {
		t.Run(g.file+": "+g.command, func(t *testing.T) {
			args := strings.Fields(strings.TrimPrefix(g.command, "go run ./cmd/explore "))
			o, err := parseOptions(args, &bytes.Buffer{})
			if err != nil {
				t.Fatal(err)
			}
			if cost := o.seeds * o.steps; cost > 20*400 && !*figuresFull {
				t.Skipf("%d seeds of %d ops: left to make readme (-figures.full runs it)", o.seeds, o.steps)
			}
			if !o.md && !o.single {
				t.Fatalf("%s prints wall times: no test can compare them", g.command)
			}
			given := o.out
			o.out = t.TempDir()
			cleanup, err := prepare(&o)
			defer cleanup()
			if err != nil {
				t.Fatal(err)
			}
			rep, err := explore(o, func() time.Duration { return 0 }, nil)
			if err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			if o.md {
				rep.markdown(&got)
			} else {
				rep.printSeed(o, &got)
			}
			now := strings.ReplaceAll(got.String(), o.out, given)
			if now != g.text {
				t.Errorf("%s is out of step with what %s prints now (make readme):\n--- %s\n%s--- now\n%s", g.file, g.command, g.file, g.text, now)
			}
		})
	}
}
