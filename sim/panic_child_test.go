package sim_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// TestPanicsFailTestsNotBinaries: with a panic planted in the gateway or in the model, TestProperty
// and TestSeeds fail as tests (exit status 1) with the panic, the seed and a failure bundle, and
// the test binary does not crash (no Go panic, status 2). Each runs in a child process of this
// test binary (see plantedPanic below), since what it must show is a test failing.
func TestPanicsFailTestsNotBinaries(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	for _, c := range []struct{ plant, run, want string }{
		{"model", "^TestProperty$", `sim: model panic at op \d+ \([^)]*\), seed 1`},
		{"gateway", "^TestProperty$", `sim: gateway panic at op \d+ \([^)]*\), seed 1`},
		{"model", "^TestSeeds$", `sim: model panic at op \d+ \([^)]*\), seed 1`},
	} {
		t.Run(c.plant+c.run, func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(os.Args[0], "-test.run="+c.run, "-test.count=1", "-test.short", "-rapid.checks=20", "-rapid.seed=1",
				"-sim.seeds=1", "-sim.failures="+dir)
			cmd.Env = append(os.Environ(), "SIM_PLANT_PANIC="+c.plant)
			out, err := cmd.CombinedOutput()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 1 {
				t.Fatalf("exit %v, want 1 (a failed test):\n%s", err, firstLines(string(out), 40))
			}
			if regexp.MustCompile(`(?m)^(panic: |goroutine \d+ \[)`).Match(out) {
				t.Fatalf("the binary crashed:\n%s", firstLines(string(out), 40))
			}
			if !regexp.MustCompile(c.want).Match(out) {
				t.Fatalf("no %q in:\n%s", c.want, firstLines(string(out), 40))
			}
			bundles, _ := filepath.Glob(filepath.Join(dir, "*", "*", "bundle.txt"))
			if len(bundles) == 0 {
				t.Fatalf("no bundle under %s:\n%s", dir, firstLines(string(out), 40))
			}
		})
	}
}

// plantedPanic is what TestPanicsFailTestsNotBinaries asks its child for (SIM_PLANT_PANIC):
// at every inbound message, right after the oracle judged it, a call into the model, or into the
// gateway, through a nil pointer. TestProperty and TestSeeds observe every call with it (nil
// outside such a child: nothing is planted).
var plantedPanic = plantPanic(os.Getenv("SIM_PLANT_PANIC"))

func plantPanic(plant string) sim.Observer {
	if plant == "" {
		return nil
	}
	return func(_ *sim.World, ev model.Event, _ []gateway.Effect) error {
		if _, ok := ev.(model.Message); !ok {
			return nil
		}
		if plant == "model" {
			var m *model.Model
			m.Expect(model.Tick{})
		}
		var g *gateway.Gateway
		g.Inbound(gateway.Message{})
		return nil
	}
}
