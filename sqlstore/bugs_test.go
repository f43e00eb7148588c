package sqlstore_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"gatewaysim/sim/check"
	"gatewaysim/sqlstore"
)

// Every bug planted in the SQL layer makes the store differential fail: the differential can fail,
// and it fails for the right reason (the first difference names the call the bug is in).
func TestStoreDifferentialCatchesBugs(t *testing.T) {
	want := map[sqlstore.Bug]string{
		sqlstore.BugPromoteAny:        `^promote_row`,
		sqlstore.BugEndLastWins:       `^end_row`,
		sqlstore.BugCrashKeepsOneMore: `^(crash|after the crash)`,
	}
	for _, b := range append(sqlstore.Bugs(), sqlstore.BugCrashKeepsOneMore) {
		for _, deferred := range []bool{false, true} {
			if b == sqlstore.BugCrashKeepsOneMore && !deferred {
				continue // only a Deferred store has a crash to get wrong
			}
			t.Run(fmt.Sprintf("%s/deferred=%v", b, deferred), func(t *testing.T) {
				dir := t.TempDir()
				tb := check.NewRecordingTB(t.Name())
				withRapid(t, 200, "1ms", func() { // caught is what counts here, not the shrunk case
					rapid.Check(tb, func(rt *rapid.T) {
						if d := storeDiff(rt, dir, diffMode{deferred: deferred, bugs: []sqlstore.Bug{b}}); d != "" {
							rt.Fatal(d)
						}
					})
				})
				if !tb.Failed() {
					t.Fatalf("bug %s not caught in 200 checks", b)
				}
				msg := strings.Join(tb.Errors(), "\n")
				// the first difference, after rapid's "failed after N tests: ", names the call
				at := regexp.MustCompile(`failed after \d+ tests: (.*)`).FindStringSubmatch(msg)
				if len(at) < 2 || !regexp.MustCompile(want[b]).MatchString(at[1]) {
					t.Fatalf("bug %s caught, but not at %s:\n%s", b, want[b], msg)
				}
				n := regexp.MustCompile(`failed after (\d+) tests`).FindStringSubmatch(msg)
				if len(n) == 2 {
					t.Logf("caught after %s passing checks", n[1])
				}
			})
		}
	}
}
