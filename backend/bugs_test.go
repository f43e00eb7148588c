package backend_test

import (
	"fmt"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"
	"pgregory.net/rapid"

	"gatewaysim/backend"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
	"gatewaysim/sqlstore"
)

// A bug planted in the SQL layer (sqlstore.Bugs) is caught twice over: by the differential (the
// scenario files, run on SQLite with the bug and on the fake disk, stop agreeing) and by the
// property (the oracle over a SQLite-backed world fails, with no reference store in sight).

// The differential: some scenario file prints something else on the buggy SQLite than on the
// fake disk.
func TestDifferentialCatchesSQLBugs(t *testing.T) {
	for _, b := range sqlstore.Bugs() {
		t.Run(string(b), func(t *testing.T) {
			for _, path := range scenarioFiles(t) {
				if at := firstDivergence(t, path, b); at != "" {
					t.Logf("the first scenario file (in name order) that tells them apart diverges at %s", at)
					return
				}
			}
			t.Fatalf("no scenario file tells SQLite with %s from the fake disk", b)
		})
	}
}

// firstDivergence runs a file on the fake disk and on SQLite with bug b and returns the first
// directive whose outputs differ (or where the buggy leg fails), "" when none does. The oracle
// is attached to both, but a violation on the buggy leg counts as divergence too: this test is
// about the differential noticing, so it reads the outputs, not the verdict.
func firstDivergence(t *testing.T, path string, b sqlstore.Bug) string {
	dir := t.TempDir()
	var at string
	func() {
		ref := &scenarios.Env{}
		bug := &scenarios.Env{Configure: func(c *sim.Config) {
			c.Medium = backend.OpenSQLite(dir, func(o *sqlstore.Options) { o.Bugs = []sqlstore.Bug{b} })
		}}
		defer func() {
			if w := bug.World(); w != nil {
				w.Close()
			}
		}()
		datadriven.RunTest(t, path, func(t *testing.T, d *datadriven.TestData) string {
			if at != "" {
				return d.Expected
			}
			want, err := ref.Exec(d.Cmd, words(d))
			if err != nil {
				t.Fatalf("%s: the fake disk: %v", d.Pos, err)
			}
			if got, err := bug.Exec(d.Cmd, words(d)); err != nil || got != want {
				at = d.Pos
				return d.Expected
			}
			return want
		})
	}()
	return at
}

// The property: the generic property on SQLite with the bug fails within the budget, and the
// failure is the oracle's (an invariant, or the liveness check), not the harness's. A failure is
// shrunk for at most shrinksMax more runs, as the self-check bounds it.
func TestPropertyCatchesSQLBugs(t *testing.T) {
	const budget, shrinksMax = 300, 5
	for _, b := range sqlstore.Bugs() {
		t.Run(string(b), func(t *testing.T) {
			dir := t.TempDir()
			var (
				runs, firstAt int
				firstErr      error
			)
			withRapid(t, budget, "1000h", func() {
				prop := func(rt *rapid.T) {
					runs++
					if firstAt > 0 && runs-firstAt > shrinksMax {
						runtime.Goexit() // the shrink budget is spent
					}
					open := backend.OpenSQLite(mkdir(t, fmt.Sprintf("%s/%d", dir, runs)),
						func(o *sqlstore.Options) { o.Bugs = []sqlstore.Bug{b} })
					r, err := check.RunProperty(rt, check.PropertyConfig{StepsMax: 60, Seed: 1, Medium: open})
					if r != nil {
						defer r.World.Close()
					}
					if err == nil {
						return
					}
					if firstAt == 0 {
						firstAt, firstErr = runs, err
					}
					rt.Fatalf("%v", err)
				}
				done := make(chan struct{})
				go func() {
					defer close(done)
					rapid.Check(check.NewRecordingTB(t.Name()), prop)
				}()
				<-done
			})
			if firstAt == 0 {
				t.Fatalf("the property did not catch %s in %d checks", b, budget)
			}
			key := check.FailureKey(firstErr)
			if !regexp.MustCompile(`^(I\d+|liveness)`).MatchString(key) {
				t.Fatalf("%s was caught by the harness (%s), not by the oracle: %v", b, key, firstErr)
			}
			t.Logf("caught at check %d by %s: %s", firstAt, key, firstLines(firstErr.Error(), 1))
		})
	}
}

func firstLines(s string, n int) string {
	l := strings.SplitN(s, "\n", n+1)
	return strings.Join(l[:min(n, len(l))], "\n")
}
