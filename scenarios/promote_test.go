package scenarios

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// TestPromotedFailWithTheirBugs: every file of testdata/ promoted from a bundle (its header names
// the bug flags the failure needed and its invariant) fails with that invariant when the flags
// are put back. TestScenarios already shows that it passes with them off.
func TestPromotedFailWithTheirBugs(t *testing.T) {
	for _, s := range testdataScripts(t) {
		p := s.Path
		inv, names := s.HeaderValue(keyInvariant), s.HeaderValue(keyBugs)
		if inv == "" || names == "" || names == "none" {
			continue
		}
		t.Run(strings.TrimSuffix(filepath.Base(p), ".txt"), func(t *testing.T) {
			bugs, err := sim.ParseBugList(names)
			if err != nil {
				t.Fatalf("%s: # bugs: %v", p, err)
			}
			_, err = s.Replay(bugs)
			if key := check.FailureKey(err); key != inv {
				t.Fatalf("%s with %s on: want %s, got %v", p, bugs, inv, err)
			}
			t.Logf("with %s on: %v", bugs, err)
		})
	}
}

// TestScenarioHeaders: every file of testdata/ opens with its # paragraph, and none is a bundle's
// scenario.txt copied by hand (whose opening asks for make promote).
func TestScenarioHeaders(t *testing.T) {
	for _, s := range testdataScripts(t) {
		p := s.Path
		switch text := strings.Join(s.Header, "\n"); {
		case strings.TrimSpace(text) == "":
			t.Errorf("%s: no # paragraph saying what it pins down", p)
		case strings.Contains(text, "make promote BUNDLE=<"), strings.Contains(text, "Replace this paragraph"):
			t.Errorf("%s: a bundle's scenario.txt copied by hand: make promote BUNDLE=DIR NAME=x writes the regression file", p)
		}
	}
}

// testdataScripts reads every scenario file of testdata/.
func testdataScripts(t *testing.T) []*Script {
	t.Helper()
	paths, err := filepath.Glob("testdata/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []*Script
	for _, p := range paths {
		s, err := ReadScript(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// TestPromoteRoundTrip: for a sample of flags, a seed the flag fails becomes a bundle, the bundle a
// regression file (Promote), and the file, written to a testdata directory of its own, passes as a
// scenario with no flag (its output as promoted, compared by datadriven), keeps only the lanes
// its ops name, and fails with the bundle's invariant with the flag put back.
func TestPromoteRoundTrip(t *testing.T) {
	flags := []gateway.Bug{gateway.B23, gateway.B20, gateway.H4, gateway.B05}
	if testing.Short() {
		flags = flags[:2]
	}
	for _, flag := range flags {
		t.Run(flag.String(), func(t *testing.T) {
			b := failingBundle(t, flag)
			p, err := Promote(b.Scenario)
			if err != nil {
				t.Fatalf("promoting seed %s's bundle: %v\n%s", b.Seed, err, b.Scenario)
			}
			if !p.Passes || p.Invariant != b.Invariant || p.Bugs.String() != flag.String() {
				t.Fatalf("promotion: passes %v (%v), invariant %s (bundle %s), bugs %s", p.Passes, p.Failing, p.Invariant, b.Invariant, p.Bugs)
			}
			path := filepath.Join(t.TempDir(), "promoted.txt")
			if err := os.WriteFile(path, []byte(p.Text), 0o644); err != nil {
				t.Fatal(err)
			}
			RunFile(t, path) // as TestScenarios runs testdata/: with the outputs compared
			s, err := ReadScript(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{keyInvariant + ": " + b.Invariant, keySeed + ": " + b.Seed, keyBugs + ": " + flag.String(),
				keyStory + ": " + b.Story} {
				if !strings.Contains(strings.Join(s.Header, "\n"), want) {
					t.Errorf("the header lacks %q:\n%s", want, p.Text)
				}
			}
			if config := s.Directives[0].String(); strings.Contains(config, "bugs=") {
				t.Errorf("the config keeps the flags: %s", config)
			}
			setup, err := s.Setup()
			if err != nil {
				t.Fatal(err)
			}
			ops, _ := s.Ops()
			named := map[string]bool{}
			for _, op := range ops {
				named[op.Lane] = true
			}
			for _, l := range sim.WithLanes(sim.DefaultLanes(setup.Lanes), setup.Named...) {
				if !named[l.Name] {
					t.Errorf("lane %s is kept but no op names it:\n%s", l.Name, p.Text)
				}
			}
			_, err = s.Replay(gateway.BugSet{flag})
			if key := check.FailureKey(err); key != b.Invariant {
				t.Fatalf("with %s put back: want %s, got %v", flag, b.Invariant, err)
			}
			t.Logf("seed %s: %d ops, lanes %v (%d left out); with %s: %v", b.Seed, len(ops), p.Lanes, p.Dropped, flag, err)
		})
	}
}

// failingBundle finds the first seed (of 200, 200 ops each, steered) that flag fails and makes its
// reduced bundle, as the exploration does.
func failingBundle(t *testing.T, flag gateway.Bug) check.Bundle {
	t.Helper()
	for seed := uint64(1); seed <= 200; seed++ {
		spec := check.SeedSpec(seed, gateway.BugSet{flag}, 200)
		spec.Observe, spec.Steer = check.NewLifecycle().Steered(seed)
		r, err := check.RunSeed(spec)
		if r == nil || err == nil {
			continue
		}
		r.Err = err
		b, err := r.Bundle(check.BundleSpec{Seed: fmt.Sprint(seed), Reduce: true,
			Reproduce: fmt.Sprintf("go run ./cmd/explore -seed %d -steps 200 -bugs %s", seed, flag)})
		if err != nil {
			t.Fatal(err)
		}
		if !b.Replayed {
			continue
		}
		return b
	}
	t.Fatalf("%s failed none of seeds 1..200 with a bundle that replays", flag)
	return check.Bundle{}
}
