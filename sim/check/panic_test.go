package check

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// A panic inside the gateway, the model or the simulator is a failure of the run, reported with
// who panicked, the seed, the op, the trace and a bundle: never a crash of the test binary.

// plantModelPanic makes the oracle call into the model through a nil *model.Model at the stage
// ("observe" or "liveness") and, for "observe", on the events when picks: a genuine panic inside
// the model's code, without a model of our own. Tests that use it must not run in parallel.
func plantModelPanic(t testing.TB, stage string, when func(model.Event) bool) {
	oracleHook = func(s string, ev model.Event) {
		if s == stage && (when == nil || when(ev)) {
			var m *model.Model
			m.Expect(model.Tick{})
		}
	}
	t.Cleanup(func() { oracleHook = nil })
}

func isNewCmd(ev model.Event) bool { _, ok := ev.(model.NewCmd); return ok }

// TestPanicInNamesWhoPanicked: the same world, made to panic in the gateway (its entropy source,
// called from inside the gateway), in the model and in the simulator's own code.
func TestPanicInNamesWhoPanicked(t *testing.T) {
	run := func(t *testing.T, cfg sim.Config) *sim.PanicError {
		var pe *sim.PanicError
		r := failingRunConfig(t, cfg, sim.DefaultSwarm(), "boot", "message lane=a turn=1m/ok", "advance 2m", "new lane=a", "advance 1h")
		if !errors.As(r.Err, &pe) {
			t.Fatalf("err = %v", r.Err)
		}
		return pe
	}
	cfg := sim.DefaultConfig()
	cfg.NoBoot = true
	t.Run("gateway", func(t *testing.T) {
		c := cfg
		c.Gateway = func(g *gateway.Config) {
			calls := 0
			g.Entropy = func() uint32 {
				if calls++; calls == 2 {
					panic("planted in the gateway")
				}
				return uint32(calls)
			}
		}
		if pe := run(t, c); pe.In != sim.PanicGateway || pe.Line != "new lane=a" || !strings.HasPrefix(pe.Error(), "sim: gateway panic at op 3 (new lane=a), seed 1: planted in the gateway") {
			t.Fatalf("%s: %.200v", pe.In, pe)
		}
	})
	t.Run("model", func(t *testing.T) {
		plantModelPanic(t, "observe", isNewCmd)
		if pe := run(t, cfg); pe.In != sim.PanicModel || pe.Line != "new lane=a" || !strings.HasPrefix(pe.Error(), "sim: model panic at op 3 (new lane=a), seed 1: runtime error: invalid memory address") {
			t.Fatalf("%s: %.200v", pe.In, pe)
		}
	})
	t.Run("simulator", func(t *testing.T) {
		oracleHook = func(s string, ev model.Event) {
			if isNewCmd(ev) {
				panic("planted in the simulator")
			}
		}
		t.Cleanup(func() { oracleHook = nil })
		if pe := run(t, cfg); pe.In != sim.PanicSimulator || !strings.HasPrefix(pe.Error(), "sim: simulator panic at op 3 (new lane=a), seed 1: planted in the simulator") {
			t.Fatalf("%s: %.200v", pe.In, pe)
		}
	})
}

// TestModelPanicIsReported: a panic inside the model during a run is the run's failure; its
// bundle names it ("panic model"), replays it from scratch after reduction, and holds the seed,
// the trace and the scenario.
func TestModelPanicIsReported(t *testing.T) {
	plantModelPanic(t, "observe", isNewCmd)
	cfg := sim.DefaultConfig()
	cfg.NoBoot = true
	r := failingRunConfig(t, cfg, sim.DefaultSwarm(), "boot", "message lane=b turn=1m/ok", "advance 5m",
		"message lane=a turn=1m/ok tokens=10", "advance 2m", "new lane=a", "advance 1h")
	if FailureKey(r.Err) != "panic model" {
		t.Fatalf("key %q: %v", FailureKey(r.Err), r.Err)
	}
	b, err := r.Bundle(BundleSpec{Reproduce: "go test ./sim/check -run TestModelPanicIsReported", Reduce: true})
	if err != nil {
		t.Fatal(err)
	}
	if !b.Replayed || b.Invariant != "panic model" || b.FailOp != "new lane=a" || len(b.Reduced) >= 6 ||
		!strings.HasPrefix(b.Headline, "panic model: sim: model panic at op") {
		t.Fatalf("bundle:\n%s", b)
	}
	dir, err := b.Write(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	wantFiles(t, dir, map[string][]string{
		"bundle.txt":   {"panic model: sim: model panic", "seed:       1", "new lane=a"},
		"scenario.txt": {"config seed=1", "new lane=a"},
		"trace.txt":    {"new lane=a", "| panic in the model: runtime error"},
	})
}

// TestModelPanicInLivenessIsReported: the end-of-run check panicking is the run's failure too
// ("liveness panic model"), and its bundle replays it with the end-of-run check.
func TestModelPanicInLivenessIsReported(t *testing.T) {
	plantModelPanic(t, "liveness", nil)
	r, err := RunSeed(SeedSpec(3, nil, 30))
	if FailureKey(err) != "liveness panic model" || !strings.Contains(err.Error(), "(liveness check), seed 3") {
		t.Fatalf("key %q: %.300v", FailureKey(err), err)
	}
	b, err := r.Bundle(BundleSpec{Reproduce: "go test ./sim/check -run TestModelPanicInLivenessIsReported", Reduce: true, ReducesMax: 50})
	if err != nil {
		t.Fatal(err)
	}
	if !b.Replayed || b.Invariant != "liveness panic model" {
		t.Fatalf("bundle:\n%s", b)
	}
}

// wantFiles fails unless every file of dir holds its strings.
func wantFiles(t *testing.T, dir string, want map[string][]string) {
	t.Helper()
	for name, subs := range want {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range subs {
			if !strings.Contains(string(b), s) {
				t.Errorf("%s lacks %q:\n%s", name, s, b)
			}
		}
	}
}
