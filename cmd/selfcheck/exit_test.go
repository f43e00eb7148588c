package main

import (
	"regexp"
	"strings"
	"testing"

	"gatewaysim/internal/clitest"
)

// TestExitCodes: the built command as its users meet it. 0 when every flag asked for is caught, 1
// when one is not caught within the budget, 2 on a bad command line (one line on stderr, nothing
// on stdout), 0 for -h; nothing of Go's testing package or runtime reaches the user.
func TestExitCodes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := clitest.Build(t, "selfcheck")
	run := func(args ...string) (stdout, stderr string, code int) {
		t.Helper()
		o, e, code := clitest.Run(t, bin, args...)
		framework := regexp.MustCompile(`(?m)^(--- FAIL|--- PASS|PASS$|FAIL$|ok\s|panic:|goroutine \d+)`)
		if m := framework.FindString(o + e); m != "" {
			t.Errorf("%q shows %q:\n%s%s", args, m, o, e)
		}
		return o, e, code
	}
	for _, args := range [][]string{{"-checks", "0"}, {"-flags", "NOPE"}, {"stray"}, {"-x"}, {"-seed", "0"}} {
		stdout, stderr, code := run(args...)
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "selfcheck: ") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and one line on stderr", args, code, stdout, stderr)
		}
	}
	if stdout, _, code := run("-h"); code != 0 || !strings.Contains(stdout, "Exit status: 0 every flag caught, 1 a flag not caught, 2 a bad command line, 3 a harness error") {
		t.Errorf("-h: exit %d\n%s", code, stdout)
	}
	// B03 is caught at the first check, B30 only after about 200 (see the table of docs/figures.md).
	fast := []string{"-shrinks", "0", "-reduces", "0", "-checks"}
	if stdout, stderr, code := run(append(fast, "20", "-flags", "B03")...); code != 0 || !regexp.MustCompile(`(?m)^B03\s+yes`).MatchString(stdout) {
		t.Errorf("B03 within 20 checks: exit %d, want 0\n%s%s", code, stdout, stderr)
	}
	if stdout, stderr, code := run(append(fast, "1", "-flags", "B03,B30")...); code != 1 || !regexp.MustCompile(`(?m)^B30\s+no`).MatchString(stdout) {
		t.Errorf("B30 within 1 check: exit %d, want 1\n%s%s", code, stdout, stderr)
	}
}
