package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatewaysim/internal/cli"
	"gatewaysim/internal/clitest"
)

// TestBadCommandLines: every bad input is one line of error that names the problem.
func TestBadCommandLines(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "nothing to compare: give -base REV"},
		{[]string{"-flags-base", "B23", "-flags-head", "b23"}, "-flags-base and -flags-head are the same"},
		{[]string{"-flags-head", "NOPE"}, `unknown bug flag "NOPE"`},
		{[]string{"-base", "HEAD", "-seeds", "-1"}, "-seeds must be at least 0"},
		{[]string{"-base", "HEAD", "-steps", "0"}, "-steps must be at least 1"},
		{[]string{"-base", "HEAD", "-reduce", "0"}, "-reduce must be at least 1"},
		{[]string{"-replay", "x.txt", "-base", "HEAD"}, "-replay shows one side"},
		{[]string{"-base", "HEAD", "-rev", "HEAD~1"}, "-rev goes with -replay"},
		{[]string{"-flags", "B23"}, "bug flags go to -bugs (both sides), -flags-base or -flags-head"},
		{[]string{"-base", "HEAD", "x"}, `unexpected argument "x"`},
	} {
		_, err := parse(c.args, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: got %v, want one line with %q", c.args, err, c.want)
		}
	}
}

func TestHelpListsOwnFlags(t *testing.T) {
	var out bytes.Buffer
	if _, err := parse([]string{"-h"}, &out); err != cli.ErrHelp {
		t.Fatalf("-h: %v", err)
	}
	for _, f := range []string{"-base rev", "-head rev", "-flags-base list", "-flags-head list", "-bugs list", "-seeds N",
		"-first S", "-steps N", "-files glob", "-reduce N", "-out dir", "-v", "-replay file", "-rev rev"} {
		if !strings.Contains(out.String(), "  "+f+" ") {
			t.Errorf("-h lacks %s:\n%s", f, out.String())
		}
	}
}

// TestExitStatus runs the command as a CI job would: 1 with a difference (and the report and a
// replay line for each side), 0 without, 2 for a revision the repository lacks.
func TestExitStatus(t *testing.T) {
	bin := clitest.Build(t, "diff")
	out := t.TempDir()
	file := filepath.Join("..", "..", "scenarios", "testdata", "regress_b23_new_undone_by_agent_close.txt")
	stdout, stderr, code := clitest.Run(t, bin, "-flags-head", "B23", "-seeds", "0", "-files", file, "-out", out)
	if code != 1 || !strings.Contains(stdout, "regress_b23_new_undone_by_agent_close: introduces I2") {
		t.Fatalf("B23 on the head: status %d\n%s%s", code, stdout, stderr)
	}
	report, err := filepath.Glob(filepath.Join(out, "*", "report.txt"))
	if err != nil || len(report) != 1 {
		t.Fatalf("no report under %s: %v", out, report)
	}
	b, _ := os.ReadFile(report[0])
	if !strings.Contains(string(b), "replay: go run ./cmd/diff -replay ") || !strings.Contains(string(b), "-bugs B23") {
		t.Errorf("the report has no replay line for each side:\n%s", b)
	}
	// B31 changes when a detached TUI record is reaped; this file has no TUI.
	same := filepath.Join("..", "..", "scenarios", "testdata", "busy_lane_follow_ups.txt")
	stdout, stderr, code = clitest.Run(t, bin, "-flags-head", "B31", "-seeds", "0", "-files", same, "-out", out)
	if code != 0 || !strings.Contains(stdout, "no difference") {
		t.Errorf("B31 on a file it does not touch: status %d\n%s%s", code, stdout, stderr)
	}
	_, stderr, code = clitest.Run(t, bin, "-base", "no-such-rev-anywhere", "-seeds", "0", "-files", "none")
	if code != 2 || !strings.Contains(stderr, "no-such-rev-anywhere: no such commit") {
		t.Errorf("an unknown revision: status %d, %s", code, stderr)
	}
}
