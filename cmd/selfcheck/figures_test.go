package main

import (
	"bytes"
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

var figuresFull = flag.Bool("figures.full", false, "TestDocsFigures runs the whole self-check (about 15 s of CPU) and compares every figure but the times")

// docsTable returns the self-check table of docs/figures.md (between the markers of its command)
// and the command.
func docsTable(t *testing.T) (command, table string) {
	t.Helper()
	b, err := os.ReadFile("../../docs/figures.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)<!-- table: (go run ./cmd/selfcheck[^\n]*) -->\n(.*?)<!-- end table -->`).FindStringSubmatch(string(b))
	if m == nil {
		t.Fatal("docs/figures.md has no table made by go run ./cmd/selfcheck")
	}
	return m[1], m[2]
}

// timeless blanks the columns and figures of a self-check table that are real time.
func timeless(table string) string {
	table = regexp.MustCompile(`\| [0-9.]+ s \|`).ReplaceAllString(table, "| - |")
	return regexp.MustCompile(`median catch [0-9.]+ s`).ReplaceAllString(table, "median catch -")
}

// columns keeps the named columns (0-based) of a table's rows whose first cell is in names ("" for
// every row).
func columns(table string, names map[string]bool, keep ...int) []string {
	var out []string
	for _, line := range strings.Split(table, "\n") {
		if !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| flag ") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if names != nil && !names[strings.TrimSpace(cells[0])] {
			continue
		}
		var row []string
		for _, k := range keep {
			row = append(row, strings.TrimSpace(cells[k]))
		}
		out = append(out, strings.Join(row, " | "))
	}
	return out
}

// TestDocsFigures: docs/figures.md's self-check table is what the command prints now. The whole
// self-check costs about 15 s of CPU, so by default the test runs it without shrinking for a
// sample of flags and the preset and compares their flag, caught, checks and trigger columns
// (rapid's seed fixes them; shrinking does not change them), leaving the shrunk and reduced lengths
// and the invariant to make readme; -figures.full runs the command as written and compares every
// figure but the times.
func TestDocsFigures(t *testing.T) {
	command, table := docsTable(t)
	o, err := parseOptions(strings.Fields(strings.TrimPrefix(command, "go run ./cmd/selfcheck ")), &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, targets := o.cfg, o.targets
	preset := check.SelfCheckTarget{Name: sim.PresetUpstreamV1Name, Bugs: gateway.PresetUpstreamV1()}
	if *figuresFull {
		rows := check.SelfCheck(cfg, append(targets, preset))
		var now bytes.Buffer
		check.WriteSelfCheckMarkdown(&now, rows, cfg.Checks)
		if timeless(now.String()) != timeless(table) {
			t.Errorf("docs/figures.md's self-check table is out of step (make readme):\n--- docs\n%s--- now\n%s", table, now.String())
		}
		return
	}
	var sample []check.SelfCheckTarget
	for i, tg := range targets {
		if i%7 == 0 {
			sample = append(sample, tg)
		}
	}
	sample = append(sample, preset)
	cfg.ShrinksMax, cfg.ReducesMax = -1, 0
	rows := check.SelfCheck(cfg, sample)
	var now bytes.Buffer
	check.WriteSelfCheckMarkdown(&now, rows, cfg.Checks)
	names := map[string]bool{}
	for _, tg := range sample {
		names[tg.Name] = true
	}
	got, want := columns(now.String(), nil, 0, 1, 2, 6), columns(table, names, 0, 1, 2, 6)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("docs/figures.md's self-check table is out of step for the sample (flag | caught | checks | trigger; make readme):\n--- docs\n%s\n--- now\n%s",
			strings.Join(want, "\n"), strings.Join(got, "\n"))
	}
	t.Logf("compared %d rows (flag, caught, checks, trigger); the rest is left to make readme", len(got))
}
