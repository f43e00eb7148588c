package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/scenarios"
)

// promote makes the bundle o.promote a regression file of o.testdata (scenarios.Promote) and
// says what it checked. Exit status: 0 written, 1 the bundle does not promote (the file would not
// hold what it claims), 2 no such bundle or the file exists already, 3 it cannot be written.
func promote(o options, stdout, stderr io.Writer) int {
	fail := func(code int, format string, args ...any) int {
		fmt.Fprintf(stderr, "explore: -promote: "+format+"\n", args...)
		return code
	}
	text, err := os.ReadFile(filepath.Join(o.promote, "scenario.txt"))
	if errors.Is(err, os.ErrNotExist) {
		return fail(2, "%s has no scenario.txt: give a failure bundle's directory (the report names them)", o.promote)
	}
	if err != nil {
		return fail(2, "%v", err)
	}
	p, err := scenarios.Promote(string(text))
	if err != nil {
		return fail(1, "%s: %v", o.promote, err)
	}
	name := o.name
	if name == "" {
		name = suggestName(p.Bugs, p.Invariant, p.Seed)
	}
	path := filepath.Join(o.testdata, name+".txt")
	if _, err := os.Stat(path); err == nil {
		return fail(2, "%s exists already: choose another -name (NAME=)", path)
	}
	if err := os.MkdirAll(o.testdata, 0o755); err != nil {
		return fail(3, "%v", err)
	}
	if err := os.WriteFile(path, []byte(p.Text), 0o644); err != nil {
		return fail(3, "%v", err)
	}
	pr := func(format string, args ...any) { fmt.Fprintf(stdout, format, args...) }
	with := ""
	if len(p.Bugs) > 0 {
		with = " with " + p.Bugs.String() + " on"
	}
	pr("wrote %s: %s%s (seed %s), lanes %s", path, p.Invariant, with, p.Seed, strings.Join(p.Lanes, ","))
	if p.Dropped > 0 {
		pr(" (%d unused lanes left out)", p.Dropped)
	}
	pr("\n  story: %s\n", p.Story)
	if p.Passes {
		pr("  checked with no bug flag: it passes; its expected output is filled in\n")
	} else {
		pr("  checked with no bug flag: it still fails (%s), as it must until the defect is fixed;\n", firstLine(p.Failing))
		pr("  fix the code, then make rewrite fills in its expected output\n")
	}
	if len(p.Bugs) > 0 {
		pr("  checked with %s on: it fails with %s, as the bundle did\n", p.Bugs, p.Invariant)
	}
	pr("next: make scenario NAME=%s   (the file as the tests run it", name)
	if len(p.Bugs) > 0 {
		pr(", and again with %s on", p.Bugs)
	}
	pr(")\n")
	pr("      then say in its first # lines what it pins down and why, and commit it\n")
	return 0
}

// suggestName is a promoted file's name when -name is not given: the flags (or how many), the
// invariant, the seed ("b23_i2_seed2"). The report's next command suggests the same.
func suggestName(bugs gateway.BugSet, invariant, seed string) string {
	name := strings.ToLower(invariant) + "_seed" + seed
	switch {
	case len(bugs) > 2:
		name = fmt.Sprintf("%d_flags_%s", len(bugs), name)
	case len(bugs) > 0:
		name = strings.ToLower(strings.ReplaceAll(bugs.String(), ",", "_")) + "_" + name
	}
	return safeFileName(name)
}

// safeFileName keeps lower-case letters, digits, _ and -.
func safeFileName(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '_', r == '-':
			return r
		}
		return '_'
	}, s)
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}
