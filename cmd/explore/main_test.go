package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gatewaysim/internal/clitest"
)

// The command as its users meet it: the built binary, its exit codes and everything it prints.

func buildExplore(t *testing.T) string { return clitest.Build(t, "explore") }

func runBin(t *testing.T, bin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return clitest.Run(t, bin, args...)
}

// noFrameworkText fails when anything of Go's runtime or testing package reached the user.
func noFrameworkText(t *testing.T, what, s string) {
	t.Helper()
	if m := regexp.MustCompile(`(?m)^(--- FAIL|--- PASS|PASS$|FAIL$|ok\s|panic:|goroutine \d+)`).FindString(s); m != "" {
		t.Errorf("%s shows %q:\n%s", what, m, s)
	}
}

// TestCommandAsUsersMeetIt: bad inputs exit 2 with one line; -h exits 0 with the tool's flags; a
// run that finds failures exits 1 with a short report and bundles; the reproduce command it
// prints next fails the same way, says only what failed and writes the same bundle; and that
// bundle promotes to a regression file. Each step prints fewer than 40 lines.
func TestCommandAsUsersMeetIt(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := buildExplore(t)
	for _, args := range [][]string{{"-seeds", "-1"}, {"-seeds", "0"}, {"-steps", "0"}, {"-steps", "-5"},
		{"stray"}, {"-bugs", "NOPE"}, {"-shard", "0/2"}, {"-x"}} {
		stdout, stderr, code := runBin(t, bin, args...)
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "explore: ") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line on stderr", args, code, stdout, stderr)
		}
	}
	stdout, _, code := runBin(t, bin, "-h")
	if code != 0 || !strings.Contains(stdout, "-seeds N") || strings.Contains(stdout, "rapid") {
		t.Errorf("-h: exit %d\n%s", code, stdout)
	}

	out := t.TempDir()
	stdout, stderr, code := runBin(t, bin, "-seeds", "6", "-steps", "80", "-bugs", "B23", "-out", out, "-run-id", "first")
	if code != 1 || stderr != "" {
		t.Fatalf("B23 run: exit %d, stderr %q\n%s", code, stderr, stdout)
	}
	noFrameworkText(t, "the report", stdout)
	shortOutput(t, "the report of 6 seeds", stdout)
	m := regexp.MustCompile(`\nnext: (make explore SEED=(\d+) STEPS=80 BUGS=B23) `).FindStringSubmatch(stdout)
	if m == nil || !strings.Contains(stdout, "\nresult: ") {
		t.Fatalf("no result and next command:\n%s", stdout)
	}
	reproduce, seed := m[1], m[2]
	first, err := filepath.Glob(filepath.Join(out, "first", "*-seed-"+seed))
	if err != nil || len(first) != 1 {
		t.Fatalf("seed %s's bundle in the first run: %v %v", seed, first, err)
	}
	if _, err := os.Stat(filepath.Join(out, "first", "report.txt")); err != nil {
		t.Errorf("the whole report beside the bundles: %v", err)
	}
	// The reproduce command as printed, its make variables as the Makefile passes them on.
	stdout, _, code = runBin(t, bin, append(makeArgs(t, reproduce), "-out", out, "-run-id", "again")...)
	if code != 1 {
		t.Fatalf("%s: exit %d, want 1:\n%s", reproduce, code, stdout)
	}
	shortOutput(t, reproduce, stdout)
	bm := regexp.MustCompile(`(?m)^bundle: (\S+)$`).FindStringSubmatch(stdout)
	if bm == nil || !strings.Contains(stdout, "\nnext:\n  make promote BUNDLE="+bm[1]+" NAME=") {
		t.Fatalf("%s: no bundle and promote command:\n%s", reproduce, stdout)
	}
	for _, unwanted := range []string{"lane lifecycle", "missed transitions", "effects", "changed since the table was made"} {
		if strings.Contains(stdout, unwanted) {
			t.Errorf("%s prints %q:\n%s", reproduce, unwanted, stdout)
		}
	}
	sum, err := os.ReadFile(filepath.Join(bm[1], "bundle.txt"))
	if err != nil || !strings.Contains(string(sum), "\nreplays:    yes") || !strings.Contains(stdout, "\n  "+strings.SplitN(string(sum), "\n", 2)[0][len("I2: "):]) &&
		!strings.Contains(stdout, "(in the run's ids: ") {
		t.Fatalf("bundle.txt (%v):\n%s\nreport:\n%s", err, sum, stdout)
	}
	again, err := os.ReadFile(filepath.Join(bm[1], "scenario.txt"))
	was, _ := os.ReadFile(filepath.Join(first[0], "scenario.txt"))
	if err != nil || string(again) != string(was) {
		t.Fatalf("the reproduced bundle's scenario differs (%v):\n%s\nvs\n%s", err, again, was)
	}
	// The bundle promoted into a testdata directory of the test's own.
	testdata := t.TempDir()
	stdout, stderr, code = runBin(t, bin, "-promote", bm[1], "-name", "promoted", "-testdata", testdata)
	if code != 0 || stderr != "" || !strings.Contains(stdout, "checked with no bug flag: it passes") || !strings.Contains(stdout, "checked with B23 on: it fails with ") {
		t.Fatalf("-promote: exit %d, stderr %q\n%s", code, stderr, stdout)
	}
	shortOutput(t, "-promote", stdout)
	if _, err := os.Stat(filepath.Join(testdata, "promoted.txt")); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code = runBin(t, bin, "-promote", bm[1], "-name", "promoted", "-testdata", testdata); code != 2 || !strings.Contains(stderr, "exists already") {
		t.Errorf("-promote over an existing file: exit %d, %q", code, stderr)
	}
}

// makeArgs turns a printed "make explore VAR=value ..." into the command's flags, as the
// Makefile's explore target passes them.
func makeArgs(t *testing.T, cmd string) []string {
	t.Helper()
	words := strings.Fields(cmd)
	if len(words) < 2 || words[0] != "make" || words[1] != "explore" {
		t.Fatalf("not a make explore command: %q", cmd)
	}
	flags := map[string]string{"SEED": "-seed", "STEPS": "-steps", "BUGS": "-bugs", "STORE": "-store"}
	var args []string
	for _, w := range words[2:] {
		k, v, _ := strings.Cut(w, "=")
		if flags[k] == "" {
			t.Fatalf("%q: the Makefile's explore takes no %s", cmd, k)
		}
		args = append(args, flags[k], v)
	}
	return args
}

// shortOutput fails when a step of a newcomer's path prints 40 lines or more.
func shortOutput(t *testing.T, what, s string) {
	t.Helper()
	if n := strings.Count(s, "\n"); n >= 40 {
		t.Errorf("%s prints %d lines, want fewer than 40:\n%s", what, n, s)
	}
}
