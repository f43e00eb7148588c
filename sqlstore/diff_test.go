package sqlstore_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"gatewaysim/gateway"
	"gatewaysim/sim"
	"gatewaysim/sqlstore"
)

// The store differential: random sequences of Store calls on the reference store and on SQLite,
// every answer compared, the whole content compared at the end. In Deferred mode the reference is
// the simulator's fake disk, so Commit and Crash(keep) are pinned to its Sync and Crash; with
// images on, a crash image is taken after every statement and must read exactly what the
// reference calls durable at that instant.

var diffChecks = flag.Int("sqlstore.checks", 0, "checks per store-differential property (0: 40, 20 with -short)")

func checks() int {
	switch {
	case *diffChecks > 0:
		return *diffChecks
	case testing.Short():
		return 20
	}
	return 40
}

// withChecks runs fn with rapid's budget set to n checks (rapid reads it from its flags only;
// under -short it divides the flag by 5, which n already accounts for).
func withChecks(t *testing.T, n int, fn func()) { withRapid(t, n, "", fn) }

// withRapid also bounds rapid's shrinking (shrink "" keeps its default).
func withRapid(t *testing.T, n int, shrink string, fn func()) {
	if testing.Short() {
		n *= 5
	}
	set := map[string]string{"rapid.checks": fmt.Sprint(n), "rapid.nofailfile": "true"}
	if shrink != "" {
		set["rapid.shrinktime"] = shrink
	}
	for name, v := range set {
		f := flag.Lookup(name)
		old := f.Value.String()
		if err := f.Value.Set(v); err != nil {
			t.Fatal(err)
		}
		defer f.Value.Set(old)
	}
	fn()
}

// diffMode is one way of running the store.
type diffMode struct {
	deferred bool // Deferred mode, the fake disk as the reference
	images   bool // a crash image after every statement
	bugs     []sqlstore.Bug
}

// storeDiff runs one drawn call sequence and returns the first difference ("" when none).
func storeDiff(t *rapid.T, dir string, m diffMode) string {
	dir, err := os.MkdirTemp(dir, "diff")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	var (
		mem  = gateway.NewMemStore()
		disk = sim.NewDisk()
		ref  gateway.Store
		log  []string
	)
	ref = mem
	if m.deferred {
		ref = disk
	}
	// what the reference holds now, and what it holds durably
	live := func() *gateway.MemStore {
		if m.deferred {
			return disk.Live()
		}
		return mem
	}
	var before, expect *gateway.MemStore // autocommit images: before and after the call under way
	var commits0 int
	var imageErr string
	opts := sqlstore.Options{Deferred: m.deferred, Synchronous: "OFF", Location: berlin, Bugs: m.bugs, Now: func() time.Time { return t0 }}
	if m.images {
		opts.AfterStatement = func(s *sqlstore.Store) {
			if imageErr != "" {
				return
			}
			img, _, err := s.CrashImage()
			if err != nil {
				imageErr = err.Error()
				return
			}
			want := disk.Durable()
			switch {
			case m.deferred:
			case before == nil: // a read: nothing under way
				want = mem
			case s.Commits > commits0:
				want = expect
			default:
				want = before
			}
			if d := contentDiff(want, img); d != "" {
				imageErr = fmt.Sprintf("crash image after statement %d: %s", s.Statements, d)
			}
		}
	}
	s, err := sqlstore.Open(filepath.Join(dir, "state.db"), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	fail := func(format string, a ...any) string {
		return fmt.Sprintf(format, a...) + "\ncalls:\n  " + strings.Join(log, "\n  ")
	}
	n := rapid.IntRange(1, 60).Draw(t, "calls")
	for range n {
		c := drawCall(t, m.deferred)
		log = append(log, c.String())
		if m.images && !m.deferred && c.writes() {
			before = mem.Clone()
			commits0 = s.Commits
		}
		want := c.run(ref, m.deferred)
		if m.images && !m.deferred && c.writes() {
			expect = mem
		}
		got := c.run(s, m.deferred)
		before = nil
		if want != got {
			return fail("%s:\n  reference %s\n  sqlite    %s", c, want, got)
		}
		if imageErr != "" {
			return fail("%s", imageErr)
		}
		if c.kind == callCrash {
			if d := sameContent(live(), s); d != "" {
				return fail("after the crash: %s", d)
			}
		}
	}
	if d := sameContent(live(), s); d != "" {
		return fail("content: %s", d)
	}
	return ""
}

func sameContent(want *gateway.MemStore, s *sqlstore.Store) string {
	got, _, err := s.Content()
	if err != nil {
		return err.Error()
	}
	return contentDiff(want, got)
}

func TestStoreDifferential(t *testing.T) {
	for _, m := range []struct {
		name string
		mode diffMode
	}{
		{"autocommit", diffMode{}},
		{"deferred", diffMode{deferred: true}},
		{"autocommit-images", diffMode{images: true}},
		{"deferred-images", diffMode{deferred: true, images: true}},
	} {
		t.Run(m.name, func(t *testing.T) {
			dir := t.TempDir()
			n := checks()
			if m.mode.images {
				n = max(n/10, 2) // a reopened image per statement: slow
			}
			withChecks(t, n, func() {
				rapid.Check(t, func(rt *rapid.T) {
					if d := storeDiff(rt, dir, m.mode); d != "" {
						rt.Fatal(d)
					}
				})
			})
		})
	}
}
