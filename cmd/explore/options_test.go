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
		{[]string{"-seeds", "-1"}, "-seeds must be at least 1, not -1"},
		{[]string{"-seeds", "0"}, "-seeds must be at least 1, not 0"},
		{[]string{"-steps", "0"}, "-steps must be at least 1, not 0"},
		{[]string{"-steps", "-5"}, "-steps must be at least 1, not -5"},
		{[]string{"-seed", "0"}, "-seed must be at least 1"},
		{[]string{"-first", "0"}, "-first must be at least 1"},
		{[]string{"-bundles", "-1"}, "-bundles must be at least 0"},
		{[]string{"-budget", "-1m"}, "-budget must not be negative"},
		{[]string{"stray"}, `unexpected argument "stray"`},
		{[]string{"-seeds", "10", "more"}, `unexpected argument "more"`},
		{[]string{"-bugs", "NOPE"}, `unknown bug flag "NOPE"; the flags are B01, B02,`},
		{[]string{"-bugs", "B23,,"}, `empty bug flag name in "B23,,"`},
		{[]string{"-shard", "3/2"}, "a shard is i/N"},
		{[]string{"-shard", "1/8", "-seeds", "4"}, "would leave some shards empty"},
		{[]string{"-seed", "4", "-seeds", "9"}, "-seed runs one seed"},
		{[]string{"-rapid.checks", "9"}, "flag provided but not defined: -rapid.checks"},
		{[]string{"-seeds"}, "flag needs an argument: -seeds"},
		{[]string{"-seeds", "x"}, `invalid value "x" for flag -seeds`},
		{[]string{"-first", "18446744073709551615", "-seeds", "2"}, "runs past the largest seed, 18446744073709551615"},
		{[]string{"-store", "nope"}, `unknown store "nope": the stores are disk and sqlite`},
		{[]string{"-store", "memory"}, "cannot lose writes"},
		{[]string{"-flags", "B23"}, "-flags is not a flag of explore: the bug flags go to -bugs B23,H4"},
		{[]string{"-first", "-1"}, `invalid value "-1" for flag -first: not a whole number of 0 or more`},
		{[]string{"-promote", "d", "-seeds", "3"}, "-promote runs no seed: leave out -seeds"},
		{[]string{"-name", "x"}, "-name and -testdata go with -promote DIR"},
		{[]string{"-promote", "d", "-name", "Bad Name"}, "a file name of lower-case letters"},
		{[]string{"-promote", "d", "-name", "regress_b23_x"}, "regress_<flag>_ files are the catalogue's"},
	} {
		_, err := parseOptions(c.args, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: got %v, want one line with %q", c.args, err, c.want)
		}
	}
}

// TestHelpListsOwnFlags: -h prints the tool's flags, each with its sentence, and nothing of
// rapid's or the testing package's.
func TestHelpListsOwnFlags(t *testing.T) {
	var out bytes.Buffer
	if _, err := parseOptions([]string{"-h"}, &out); err != cli.ErrHelp {
		t.Fatalf("-h: %v", err)
	}
	help := out.String()
	for _, f := range []string{"-seeds N", "-first S", "-seed S", "-steps N", "-bugs list", "-shard i/N", "-budget time",
		"-out dir", "-run-id ID", "-clean", "-bundles N", "-v", "-coverage file", "-markdown", "-rare", "-promote dir", "-name name", "-testdata dir"} {
		line := ""
		for _, l := range strings.Split(help, "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), f+" ") {
				line = l
			}
		}
		if len(strings.Fields(line)) < 5 {
			t.Errorf("-h has no sentence for %s:\n%s", f, help)
		}
	}
	if strings.Contains(help, "rapid") || strings.Contains(help, "test.") {
		t.Errorf("-h shows flags that are not the tool's:\n%s", help)
	}
}

// TestReproduceCommand: a failure's command names the exact seed, the steps and the flags.
func TestReproduceCommand(t *testing.T) {
	o, err := parseOptions([]string{"-seeds", "20", "-steps", "60", "-bugs", "h4,B23"}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if got := o.reproduce(17); got != "make explore SEED=17 STEPS=60 BUGS=B23,H4" {
		t.Fatalf("reproduce: %s", got)
	}
}

// TestRareOnlyForWholeRanges: the table's seeds join a run of a range at the table's length, never
// one seed, a shard (the shards must stay disjoint parts of one range) or another length.
func TestRareOnlyForWholeRanges(t *testing.T) {
	for _, c := range []struct {
		args []string
		rare bool
	}{
		{nil, true},
		{[]string{"-seeds", "20", "-bugs", "B23"}, true},
		{[]string{"-rare=false"}, false},
		{[]string{"-seed", "7"}, false},
		{[]string{"-shard", "1/2"}, false},
		{[]string{"-steps", "60"}, false},
	} {
		o, err := parseOptions(c.args, &bytes.Buffer{})
		if err != nil || o.rare != c.rare {
			t.Errorf("%q: rare %v (%v), want %v", c.args, o.rare, err, c.rare)
		}
	}
}
