package scenarios

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// flagFiles maps each bug flag to its regression file (testdata/regress_<flag>_*.txt, whose
// "# flag: X" header names the flag).
func flagFiles(t *testing.T) map[gateway.Bug]*Script {
	t.Helper()
	paths, err := filepath.Glob("testdata/regress_*.txt")
	if err != nil {
		t.Fatal(err)
	}
	out := map[gateway.Bug]*Script{}
	for _, p := range paths {
		s, err := ReadScript(p)
		if err != nil {
			t.Fatal(err)
		}
		name := s.HeaderValue("flag")
		if name == "" {
			t.Fatalf("%s: no \"# flag: X\" header line", p)
		}
		b, err := gateway.ParseBug(name)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if prev, dup := out[b]; dup {
			t.Fatalf("flag %s has two files: %s and %s", b, prev.Path, p)
		}
		if want := "regress_" + strings.ToLower(strings.ReplaceAll(b.String(), "-", "_")) + "_"; !strings.HasPrefix(filepath.Base(p), want) {
			t.Fatalf("%s: the file of flag %s is named %s*", p, b, want)
		}
		out[b] = s
	}
	return out
}

// noScenario lists the flags that have no regression file, and why: no sequence of ops makes
// them differ from the fixed gateway without another flag or a fault that taints the lane.
var noScenario = map[gateway.Bug]string{
	gateway.B06: "unreachable: the port consumes was_auto_reset in the same call that creates the auto-reset entry, so no restart falls between (only a torn crash could, and that taints the lane)",
	gateway.B26: "unreachable: every path that moves a lane to a new id evicts the cached agent or rebinds it (compression), and a row ended elsewhere with messages is reopened under the same id",
	gateway.H3:  "not a scenario: with the flag off a bad override is a configuration error at NewWorld (the gateway's config tests cover it)",
}

// TestBugScenariosCatchTheirFlag replays each regression file with its flag switched on (the
// golden outputs are not compared) and asserts that the oracle reports a violation;
// TestScenarios already shows that each file passes with the flag off. A file with a
// "# gap: why" header documents a flag the oracle does not catch yet: its check is skipped
// while the gap holds and fails once the oracle catches the flag (then drop the header).
func TestBugScenariosCatchTheirFlag(t *testing.T) {
	files := flagFiles(t)
	for _, b := range gateway.AllBugs() {
		s, ok := files[b]
		why, none := noScenario[b]
		switch {
		case ok && none:
			t.Errorf("flag %s has a file (%s) and a noScenario entry", b, s.Path)
			continue
		case !ok && !none:
			t.Errorf("flag %s has no testdata/regress_%s_*.txt and no noScenario entry", b, strings.ToLower(b.String()))
			continue
		case !ok:
			t.Logf("%s: no scenario: %s", b, why)
			continue
		}
		t.Run(b.String(), func(t *testing.T) {
			var err error
			_, err = s.Replay(gateway.BugSet{b})
			var v *model.Violation
			caught := errors.As(err, &v)
			gap := s.HeaderValue("gap")
			switch {
			case caught && gap != "":
				t.Fatalf("%s: the oracle now catches %s (%v): drop the gap header", s.Path, b, err)
			case gap != "" && err == nil:
				t.Skipf("lead: %s: %s", b, gap)
			case !caught:
				t.Fatalf("%s with %s on: want a violation, got %v", s.Path, b, err)
			}
			t.Logf("%s: %v", b, err)
		})
	}
}
