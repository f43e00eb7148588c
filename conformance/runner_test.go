package conformance

import (
	"os/exec"
	"testing"
)

// TestRunnerUnitTests runs the process-mode runner's own Python tests (runner/*_test.py, the
// standard library's unittest; no upstream checkout needed): the virtual clock's baton, which a
// deadlock between the runner's serialisation and upstream's locks would otherwise only show as
// a stalled run on upstream's code, and its rule for a loop that spins at one instant until a
// timer (otherwise an error on upstream's code: "the event loop never went quiet").
func TestRunnerUnitTests(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3 on the PATH")
	}
	cmd := exec.Command(py, "-m", "unittest", "discover", "-s", "runner", "-p", "*_test.py")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s -m unittest: %v\n%s", py, err, out)
	}
}
