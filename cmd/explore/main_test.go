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
// run that finds failures exits 1 with a report and bundles, and a failure's reproduce command,
// run as printed, fails the same way and writes the same bundle.
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
	m := regexp.MustCompile(`seed (\d+): (I\d+: [^\n]*)\n    bundle:    (\S+)\n    reproduce: (go run ./cmd/explore [^\n]*)\n`).FindStringSubmatch(stdout)
	if m == nil {
		t.Fatalf("no failure with a bundle and a reproduce command:\n%s", stdout)
	}
	headline, bundle, reproduce := m[2], m[3], m[4]
	sum, err := os.ReadFile(filepath.Join(bundle, "bundle.txt"))
	if err != nil || !strings.HasPrefix(string(sum), headline+"\n") || !strings.Contains(string(sum), "\nreplays:    yes") {
		t.Fatalf("bundle.txt (%v):\n%s", err, sum)
	}
	// The reproduce command as printed (with the binary for "go run ./cmd/explore").
	args := append(strings.Fields(strings.TrimPrefix(reproduce, "go run ./cmd/explore ")), "-out", out, "-run-id", "again")
	stdout, _, code = runBin(t, bin, args...)
	if code != 1 || !strings.Contains(stdout, headline) {
		t.Fatalf("%s: exit %d, want the failure %q:\n%s", reproduce, code, headline, stdout)
	}
	again, err := os.ReadFile(filepath.Join(out, "again", filepath.Base(bundle), "scenario.txt"))
	first, _ := os.ReadFile(filepath.Join(bundle, "scenario.txt"))
	if err != nil || string(again) != string(first) {
		t.Fatalf("the reproduced bundle's scenario differs (%v):\n%s\nvs\n%s", err, again, first)
	}
}
