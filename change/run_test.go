package change

import (
	"path/filepath"
	"strings"
	"testing"
)

// testdata reads scenario files of scenarios/testdata by name.
func testdata(t *testing.T, names ...string) []*Scenario {
	t.Helper()
	var out []*Scenario
	for _, n := range names {
		s, err := ReadFile(filepath.Join("..", "scenarios", "testdata", n+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// TestSameSidesNoDifference: one build against itself shows nothing, in runs or files.
func TestSameSidesNoDifference(t *testing.T) {
	side := &Side{Replay: Local{}}
	r, err := Run(side, side, Options{Seeds: 4, First: 1, Steps: 200, ReduceReplays: 10,
		Files: testdata(t, "regress_b23_new_undone_by_agent_close", "busy_lane_follow_ups")})
	if err != nil {
		t.Fatal(err)
	}
	if r.Differs() || r.Runs != 4 || r.FilesRun != 2 {
		t.Fatalf("runs %d files %d, groups %d, files differing %d", r.Runs, r.FilesRun, len(r.Groups), len(r.Files))
	}
}

// TestFlagSetsFindTheDefect: B23 on one side only is found in its regression file and in generated
// runs, introduced on the head and fixed when the sides swap, and every group's example is reduced
// to a few ops that still differ the same way.
func TestFlagSetsFindTheDefect(t *testing.T) {
	files := testdata(t, "regress_b23_new_undone_by_agent_close")
	for _, c := range []struct {
		base, head, class string
	}{
		{"", "B23", "introduces I2"},
		{"B23", "", "fixes I2"},
	} {
		base, head := &Side{Replay: Local{}, Bugs: c.base}, &Side{Replay: Local{}, Bugs: c.head}
		r, err := Run(base, head, Options{Seeds: 8, First: 1, Steps: 400, ReduceReplays: 100, Files: files})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Files) != 1 || r.Files[0].Diff.Class.String() != c.class || !strings.HasPrefix(r.Files[0].Diff.Directive, "new ") {
			t.Fatalf("%s -> %s: the regression file does not differ with %s at new: %+v", c.base, c.head, c.class, r.Files)
		}
		found := false
		for _, g := range r.Groups {
			if g.Key.Class == c.class && g.Key.Op == "new" {
				found = true
			}
			e := g.Example
			if !e.Reduced || len(e.Scenario.Ops) > 10 {
				t.Errorf("%s -> %s: group %v: example of %d ops (reduced %v)", c.base, c.head, g.Key, len(e.Scenario.Ops), e.Reduced)
			}
			ba, ha, err := replayBoth(base, head, e.Scenario)
			if err != nil {
				t.Fatal(err)
			}
			if d := Compare(ba, ha); d == nil || key(d) != g.Key {
				t.Errorf("%s -> %s: group %v: the reduced example no longer differs that way", c.base, c.head, g.Key)
			}
		}
		if !found {
			t.Errorf("%s -> %s: no group %s at new among %d", c.base, c.head, c.class, len(r.Groups))
		}
	}
}

// TestGeneratedRunsAreScenarioText: a seed's run is the same text every time, and the text read
// back as a file gives the same directives.
func TestGeneratedRunsAreScenarioText(t *testing.T) {
	a, err := Generate(3, 100, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Generate(3, 100, nil, nil)
	if strings.Join(a.Directives, "\n") != strings.Join(b.Directives, "\n") {
		t.Fatal("seed 3 generated two different runs")
	}
	path := filepath.Join(t.TempDir(), "seed3.txt")
	if err := writeFile(path, a.Text([]string{"seed 3"})); err != nil {
		t.Fatal(err)
	}
	back, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(back.Directives, "\n") != strings.Join(a.Directives, "\n") {
		t.Fatalf("read back:\n%s\nwritten:\n%s", strings.Join(back.Directives, "\n"), strings.Join(a.Directives, "\n"))
	}
	if a.Directives[len(a.Directives)-1] != "liveness" {
		t.Errorf("the run does not end with its liveness check: %q", a.Directives[len(a.Directives)-1])
	}
}

// TestReportIsDeterministic: the same sides, seeds and files print the same report, byte for byte
// (the wall time aside).
func TestReportIsDeterministic(t *testing.T) {
	print := func() string {
		base, head := &Side{Replay: Local{}}, &Side{Replay: Local{}, Bugs: "B25,P-drain-per-lane"}
		r, err := Run(base, head, Options{Seeds: 6, First: 1, Steps: 300, ReduceReplays: 40,
			Files: testdata(t, "regress_b25_auto_reset_not_auditable")})
		if err != nil {
			t.Fatal(err)
		}
		if !r.Differs() {
			t.Fatal("B25 and P-drain-per-lane changed nothing")
		}
		r.Wall = 0
		var b strings.Builder
		r.Summary(&b)
		r.Details(&b, &Written{})
		return b.String()
	}
	if a, b := print(), print(); a != b {
		t.Fatalf("two reports differ:\n%s", Unified("first", "second", a, b))
	}
}

// TestGistSaysWhatChanged: the plain words of the report's "what changed" column.
func TestGistSaysWhatChanged(t *testing.T) {
	for _, c := range []struct {
		o    Observable
		want string
	}{
		{Observable{CatUser, "drain-notice text"}, "a notice"},
		{Observable{CatUser, "routed session"}, "a landing"},
		{Observable{CatUser, "routed reason"}, "a routing reason"},
		{Observable{CatStore, "row-ended reason"}, "an end reason"},
		{Observable{CatState, "row reason"}, "an end reason"},
		{Observable{CatStore, "route-saved base only"}, "a write"},
		{Observable{CatTUI, "record-closed head only"}, "a TUI record"},
		{Observable{CatRun, "base: unknown op"}, "a side cannot run it"},
	} {
		if got := c.o.Gist(); got != c.want {
			t.Errorf("%s: %q, want %q", c.o, got, c.want)
		}
	}
}
