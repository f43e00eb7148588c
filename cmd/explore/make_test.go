package main

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMakeExploreExitStatus: make explore builds the command into BIN and runs the binary, so that
// its exit status reaches the caller instead of go run's 1 for everything. GNU make exits 2
// whenever a recipe fails, whatever the status, and names the status in its last line: the test
// runs make explore with a failing flag and with a bad argument and checks that make's line says
// 1 and 2, and that the binary it left in BIN exits 1 and 2 itself with the same arguments.
func TestMakeExploreExitStatus(t *testing.T) {
	if testing.Short() {
		t.Skip("runs make, which builds the command")
	}
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("no make on the PATH")
	}
	bin, out := t.TempDir(), t.TempDir()
	runMake := func(vars ...string) (string, int) {
		cmd := exec.Command("make", append([]string{"-s", "-C", "../..", "explore", "BIN=" + bin, "OUT=" + out}, vars...)...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			t.Fatalf("make: %v", err)
		}
		return stderr.String(), cmd.ProcessState.ExitCode()
	}
	for _, c := range []struct {
		what   string
		vars   []string
		status string
		code   int
		args   []string
	}{
		{"a failing flag", []string{"SEEDS=3", "STEPS=60", "BUGS=B23"}, "1", 1, []string{"-seeds", "3", "-steps", "60", "-bugs", "B23", "-out", out}},
		{"a bad argument", []string{"SEEDS=0"}, "2", 2, []string{"-seeds", "0"}},
	} {
		stderr, code := runMake(c.vars...)
		if code == 0 || !strings.Contains(stderr, "] Error "+c.status+"\n") {
			t.Errorf("make explore %s (%s): exit %d, stderr %q; want make's line to name status %s", strings.Join(c.vars, " "), c.what, code, stderr, c.status)
		}
		_, _, got := runBin(t, filepath.Join(bin, "explore"), c.args...)
		if got != c.code {
			t.Errorf("%s/explore %s (%s): exit %d, want %d", bin, strings.Join(c.args, " "), c.what, got, c.code)
		}
	}
}
