package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExitCodesPassAndHarnessError: the two exit codes TestCommandAsUsersMeetIt does not reach. A
// run whose seeds all pass exits 0; a run that cannot do its job (here -clean on an -out that is a
// file) exits 3 with one line on stderr.
func TestExitCodesPassAndHarnessError(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := buildExplore(t)
	out := t.TempDir()
	stdout, stderr, code := runBin(t, bin, "-seeds", "2", "-steps", "40", "-out", out)
	if code != 0 || stderr != "" || !strings.Contains(stdout, "result: all 2 seeds passed") {
		t.Errorf("a passing run: exit %d, stderr %q\n%s", code, stderr, stdout)
	}
	noFrameworkText(t, "stdout", stdout)
	file := filepath.Join(out, "a-file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code = runBin(t, bin, "-seeds", "1", "-clean", "-out", file)
	if code != 3 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "explore: -clean: ") {
		t.Errorf("-clean on a file: exit %d, stdout %q, stderr %q; want 3 and one line", code, stdout, stderr)
	}
	// A failure whose bundle cannot be written (-out under a file): the report says so at the
	// failure, and stderr has one line for it.
	stdout, stderr, code = runBin(t, bin, "-seed", "4", "-steps", "40", "-bugs", "B23", "-out", filepath.Join(file, "sub"))
	if code != 1 || !strings.Contains(stdout, "BUNDLE NOT WRITTEN: ") || strings.Count(stderr, "\n") != 1 ||
		!strings.HasPrefix(stderr, "explore: 1 failure bundle(s) not written, the first: ") {
		t.Errorf("an unwritable -out: exit %d, stderr %q\n%s", code, stderr, stdout)
	}
}
