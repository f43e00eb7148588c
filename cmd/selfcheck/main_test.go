package main

import (
	"bytes"
	"strings"
	"testing"

	"gatewaysim/internal/cli"
)

// TestBadCommandLines: every bad input is one line of error that names the problem.
func TestBadCommandLines(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-flags", "B23,,"}, `empty bug flag name in "B23,,"`},
		{[]string{"-flags", "NOPE"}, `unknown bug flag "NOPE"; the flags are B01,`},
		{[]string{"-checks", "-1"}, "-checks must be at least 1, not -1"},
		{[]string{"-checks", "0"}, "-checks must be at least 1, not 0"},
		{[]string{"-steps", "0"}, "-steps must be at least 1"},
		{[]string{"-shrinks", "-1"}, "-shrinks must be at least 0"},
		{[]string{"-reduces", "-3"}, "-reduces must be at least 0"},
		{[]string{"-seed", "0"}, "-seed must be at least 1"},
		{[]string{"B23"}, `unexpected argument "B23"`},
		{[]string{"-rapid.seed", "3"}, "flag provided but not defined: -rapid.seed"},
		{[]string{"-bugs", "NOPE"}, "-bugs is not a flag of selfcheck: selfcheck switches the bug flags on one at a time; -flags B23,H4 picks which"},
		{[]string{"-checks", "x"}, `invalid value "x" for flag -checks: not a whole number`},
	} {
		_, err := parseOptions(c.args, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: got %v, want one line with %q", c.args, err, c.want)
		}
	}
}

func TestHelpListsOwnFlags(t *testing.T) {
	var out bytes.Buffer
	if _, err := parseOptions([]string{"-h"}, &out); err != cli.ErrHelp {
		t.Fatalf("-h: %v", err)
	}
	for _, f := range []string{"-checks N", "-steps N", "-seed S", "-shrinks N", "-reduces N", "-flags list", "-ops", "-markdown"} {
		if !strings.Contains(out.String(), "  "+f+" ") {
			t.Errorf("-h lacks %s:\n%s", f, out.String())
		}
	}
	if strings.Contains(out.String(), "rapid.") {
		t.Errorf("-h shows rapid's flags:\n%s", out.String())
	}
}

// TestFlagsTargets: -flags picks the rows and leaves the preset out; names are read strictly.
func TestFlagsTargets(t *testing.T) {
	o, err := parseOptions([]string{"-flags", "b23, H4", "-shrinks", "0"}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if len(o.targets) != 2 || o.targets[0].Name != "b23" || o.targets[1].Bugs.String() != "H4" || o.preset || o.cfg.ShrinksMax != -1 {
		t.Fatalf("targets %+v preset %v shrinks %d", o.targets, o.preset, o.cfg.ShrinksMax)
	}
}
