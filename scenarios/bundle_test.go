package scenarios

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// failedRun builds what a failed property run holds: a world under sw with bugs on, the oracle
// attached before the boot, ops applied until the first error.
func failedRun(t *testing.T, sw sim.Swarm, bugs gateway.BugSet, lines ...string) *check.PropertyRun {
	t.Helper()
	cfg := sim.DefaultConfig()
	sw.Apply(&cfg)
	prev := cfg.Gateway
	cfg.Gateway = func(g *gateway.Config) { prev(g); g.Bugs = bugs }
	cfg.NoBoot, cfg.TraceKeep = true, 40
	w, err := sim.NewWorld(3, cfg)
	if err != nil {
		t.Fatal(err)
	}
	o := check.NewOracle(w)
	o.Attach(w)
	r := &check.PropertyRun{World: w, Oracle: o, Swarm: sw}
	for _, l := range lines {
		op := sim.MustParseOp(l)
		r.Ops = append(r.Ops, op)
		if r.Err = w.Apply(op); r.Err != nil {
			return r
		}
	}
	t.Fatalf("the run did not fail:\n%s", w.Trace())
	return nil
}

// TestBundleScenarioReplays: the scenario file of a failure bundle, reduced or not, replays
// through this package's runner to the same violation; with the flag taken out of its config
// it runs clean, which is how a fixed bug's bundle becomes a regression file.
func TestBundleScenarioReplays(t *testing.T) {
	sw := sim.DefaultSwarm()
	sw.Mode, sw.IdleLimit = gateway.ResetIdle, 30*60e9
	for _, reduce := range []bool{false, true} {
		var dir string
		base := t.TempDir()
		r := failedRun(t, sw, gateway.BugSet{gateway.B19},
			"boot", "message lane=a turn=1m/ok tokens=100", "message lane=b turn=5m/ok tokens=10",
			"advance 10m", "advance 10m", "ws-connect conn=c1", "advance 10m", "advance 10m", "message lane=a")
		var err error
		if dir, err = check.WriteBundle(base, r, "go test ./sim -run TestProperty -rapid.seed=1", reduce); err != nil {
			t.Fatal(err)
		}
		s, err := ReadScript(filepath.Join(dir, "scenario.txt"))
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.Replay(nil)
		var v *model.Violation
		if !errors.As(err, &v) || v.Inv != "I7" {
			t.Fatalf("reduce=%v: replaying %s: want I7, got %v", reduce, s.Path, err)
		}
		ops, _ := s.Ops()
		t.Logf("reduce=%v: %d ops -> %d: %v", reduce, len(r.Ops), len(ops), err)
		if reduce && len(ops) >= len(r.Ops) {
			t.Errorf("the reduction kept %d of %d ops", len(ops), len(r.Ops))
		}
		// Fixed: the same file without the flag runs clean (and -rewrite would fill it in).
		text, _ := os.ReadFile(s.Path)
		fixed, err := ParseScript(strings.Replace(string(text), " bugs=B19", "", 1))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := fixed.Replay(nil); err != nil {
			t.Fatalf("without the flag: %v", err)
		}
		// The workflow's rewrite fails on the violation and writes nothing.
		path := filepath.Join(dir, "scenario.txt")
		before, _ := os.ReadFile(path)
		setRewrite(t, true)
		rec := runRecorded(t, path)
		after, _ := os.ReadFile(path)
		if !rec.failed || !strings.Contains(strings.Join(rec.msgs, "\n"), "I7: ") || string(after) != string(before) {
			t.Fatalf("rewrite of the bundle's scenario: failed=%v changed=%v %s", rec.failed, string(after) != string(before), rec.msgs)
		}
	}
}

// TestBundleMarksSkippedOps: a property run may draw ops its world cannot carry out; the bundle's
// scenario marks them with a trailing ? so that it replays under the strict runner, to the same
// violation, and the ops it carried out stay unmarked.
func TestBundleMarksSkippedOps(t *testing.T) {
	sw := sim.DefaultSwarm()
	sw.Mode, sw.IdleLimit = gateway.ResetIdle, 30*60e9
	base := t.TempDir()
	r := failedRun(t, sw, gateway.BugSet{gateway.B19},
		"message lane=a", "boot", "boot", "message lane=a turn=1m/ok tokens=100", "message lane=b turn=5m/ok tokens=10",
		"drain-timeout", "advance 10m", "advance 10m", "ws-connect conn=c1", "advance 10m", "advance 10m", "message lane=a")
	dir, err := check.WriteBundle(base, r, "go test ./sim -run TestProperty -rapid.seed=1", false)
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(dir, "scenario.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\nmessage lane=a ?\n----\n\nboot\n----\n\nboot ?\n----\n", "\ndrain-timeout ?\n----\n", "\nadvance 10m\n----\n"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("scenario.txt lacks %q:\n%s", want, text)
		}
	}
	s, err := ParseScript(string(text))
	if err != nil {
		t.Fatal(err)
	}
	s.Path = "scenario.txt"
	_, err = s.Replay(nil)
	var v *model.Violation
	if !errors.As(err, &v) || v.Inv != "I7" {
		t.Fatalf("replaying the marked scenario: want I7, got %v", err)
	}
}
