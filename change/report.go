package change

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"
)

// The report: what ran, a table of the groups by class and observable, each group's reduced
// example with both sides' output side by side and the commands that replay it, then the scenario
// files whose output differs with the diff of their expected output.

// Written says where a group's example and the report went (filled in by the caller that wrote
// them; empty paths print no replay line).
type Written struct {
	Examples map[*Group]string // the example's scenario file
	Files    map[*FileResult]string
	// Replay prints the command that replays a scenario file on one side ("base" or "head").
	Replay func(path, side string) string
}

// Summary prints the heading and the table: one line per group.
func (r *Result) Summary(w io.Writer) {
	fmt.Fprintf(w, "base: %s (%s)\nhead: %s (%s)\n", r.Base.Name(), clip(r.Base.Version.Subject, 90), r.Head.Name(), clip(r.Head.Version.Subject, 90))
	fmt.Fprintf(w, "ran %d seeds x %d ops (%d runs compared", r.Opts.Seeds, r.Opts.Steps, r.Runs)
	if r.NoRun > 0 {
		fmt.Fprintf(w, "; %d configurations refused at load", r.NoRun)
	}
	fmt.Fprintf(w, ") and %d scenario files in %s\n", r.FilesRun, r.Wall.Round(time.Second))
	if len(r.LeftOut) > 0 {
		fmt.Fprintf(w, "not drawn (a side does not know them): %s\n", strings.Join(r.LeftOut, ", "))
	}
	if len(r.Dropped) > 0 {
		type count struct {
			what string
			n    int
		}
		var cs []count
		n := 0
		for what, c := range r.Dropped {
			cs = append(cs, count{what, c})
			n += c
		}
		sort.Slice(cs, func(i, j int) bool { return cs[i].n > cs[j].n || cs[i].n == cs[j].n && cs[i].what < cs[j].what })
		whys := make([]string, len(cs))
		for i, c := range cs {
			whys[i] = fmt.Sprintf("%s %d", c.what, c.n)
		}
		fmt.Fprintf(w, "left out of the runs, %d op lines a side cannot parse (the op and key, how many): %s\n", n, strings.Join(whys, ", "))
	}
	if !r.Differs() {
		fmt.Fprintln(w, "no difference: every run and every scenario file shows the same on both sides")
		return
	}
	runs := map[uint64]bool{}
	for _, g := range r.Groups {
		for _, s := range g.Seeds {
			runs[s] = true
		}
	}
	fmt.Fprintf(w, "differences: %d runs in %d groups; %d scenario files\n\n", len(runs), len(r.Groups), len(r.Files))
	if len(r.Groups) > 0 {
		fmt.Fprintln(w, "| # | class | what changed | observable | at op | runs | smallest example |")
		fmt.Fprintln(w, "|---|---|---|---|---|---|---|")
		for i, g := range r.Groups {
			fmt.Fprintf(w, "| %d | %s | %s | %s | %s | %d | %s |\n", i+1, g.Key.Class, g.Example.Diff.Gist(), g.Key.Observable, g.Key.Op, len(g.Seeds), g.Example.size())
		}
	}
}

// clip shortens a commit subject to its first n bytes (at a word).
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	if i := strings.LastIndex(s[:n], " "); i > n/2 {
		n = i
	}
	return s[:n] + " ..."
}

// size is an example's size in the table: "3 ops (seed 12, from 214)".
func (e *Example) size() string {
	s := fmt.Sprintf("%d ops (seed %d", len(e.Scenario.Ops), e.Scenario.Seed)
	if e.Reduced && e.OpsBefore != len(e.Scenario.Ops) {
		s += fmt.Sprintf(", from %d", e.OpsBefore)
	}
	return s + ")"
}

// Details prints every group's example and every file that differs.
func (r *Result) Details(w io.Writer, wr *Written) {
	for i, g := range r.Groups {
		fmt.Fprintf(w, "\n%d. %s: %s at %s, %d runs (%s)\n", i+1, g.Key.Class, g.Key.Observable, g.Key.Op, len(g.Seeds), seedList(g.Seeds, 8))
		fmt.Fprintf(w, "   %s; what changed: %s\n", verdict(g.Class), g.Example.Diff.Gist())
		r.example(w, g.Example, wr.Examples[g], wr)
	}
	if len(r.Files) == 0 {
		return
	}
	fmt.Fprintf(w, "\nscenario files whose output differs (%d of %d):\n", len(r.Files), r.FilesRun)
	for _, f := range r.Files {
		d := f.Diff
		fmt.Fprintf(w, "\n%s: %s: %s at directive %d (%s)\n", f.Scenario.Name, d.Class, ObservableList(d.Observables), d.Step+1, d.Directive)
		markers := hasKind(f.Base, "markers") && hasKind(f.Head, "markers")
		fmt.Fprint(w, indent(Unified("base "+r.Base.Name(), "head "+r.Head.Name(), FileText(f.Base, markers), FileText(f.Head, markers)), "  "))
		if p := wr.Files[f]; p != "" && wr.Replay != nil {
			fmt.Fprintf(w, "  replay: %s\n          %s\n", wr.Replay(p, "base"), wr.Replay(p, "head"))
		}
	}
}

// example prints a group's example: the reduced scenario, both sides at the op that differs, the
// replay commands.
func (r *Result) example(w io.Writer, e *Example, path string, wr *Written) {
	s, d := e.Scenario, e.Diff
	if e.Reduced {
		fmt.Fprintf(w, "   seed %d reduced from %d ops to %d (%d replays on each side)", s.Seed, e.OpsBefore, len(s.Ops), e.Replays)
	} else {
		fmt.Fprintf(w, "   seed %d, %d ops", s.Seed, len(s.Ops))
	}
	if path != "" {
		fmt.Fprintf(w, ": %s", path)
	}
	fmt.Fprintln(w)
	for i, dir := range s.Directives {
		mark := ""
		if i == d.Step {
			mark = "   <- differs here"
		}
		fmt.Fprintf(w, "   %3d %s%s\n", i, dir, mark)
	}
	markers := hasKind(e.Base, "markers") && hasKind(e.Head, "markers")
	bs, hs := &e.Base.Steps[min(d.Step, len(e.Base.Steps)-1)], &e.Head.Steps[min(d.Step, len(e.Head.Steps)-1)]
	fmt.Fprintf(w, "   at %d (%s):\n", d.Step, d.Directive)
	fmt.Fprint(w, indent(sideBySide(stepOutput(bs, markers), stepOutput(hs, markers), "base "+r.Base.Name(), "head "+r.Head.Name()), "  "))
	if isOp(bs.Kind()) && isOp(hs.Kind()) && !equalLines(bs.State, hs.State) {
		fmt.Fprintf(w, "   the state after it:\n")
		fmt.Fprint(w, indent(sideBySide(bs.State, hs.State, "base", "head"), "  "))
	}
	for _, side := range []struct {
		name string
		a    *Answer
	}{{"base", e.Base}, {"head", e.Head}} {
		if side.a.Violation.Inv != "" {
			fmt.Fprintf(w, "   %s: %s at %d: %s\n", side.name, side.a.Violation.Inv, side.a.ViolationAt, side.a.Violation.Facts)
		}
	}
	if path != "" && wr.Replay != nil {
		fmt.Fprintf(w, "   replay: %s\n           %s\n", wr.Replay(path, "base"), wr.Replay(path, "head"))
	}
}

func equalLines(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// verdict says in words how each side judged the run.
func verdict(c Class) string {
	switch c.Kind {
	case ClassFixes:
		return "the base violates " + c.Base.Inv + " (" + c.Base.Facts + "); the head violates nothing"
	case ClassIntroduces:
		return "the head violates " + c.Head.Inv + " (" + c.Head.Facts + "); the base violates nothing"
	case ClassBoth:
		return "the base violates " + c.Base.Inv + ", the head " + c.Head.Inv
	case ClassUnrunnable:
		return "the " + c.Side + " cannot run the scenario up to there"
	}
	return "neither side violates its invariants: a change the invariants allow"
}

// ObservableList prints observables for a report line: "user: drain-notice text", or, for several
// of one category, "user: routed head only, turn-started head only".
func ObservableList(obs []Observable) string {
	var b strings.Builder
	for i, o := range obs {
		switch {
		case i == 0:
			b.WriteString(o.String())
		case o.Category == obs[i-1].Category:
			b.WriteString(", " + o.Name)
		default:
			b.WriteString("; " + o.String())
		}
	}
	return b.String()
}

// seedList prints up to n seeds and how many more.
func seedList(seeds []uint64, n int) string {
	var b strings.Builder
	b.WriteString("seeds ")
	for i, s := range seeds {
		if i == n {
			fmt.Fprintf(&b, ", ... %d more", len(seeds)-n)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatUint(s, 10))
	}
	return b.String()
}

func indent(s, pre string) string {
	if s == "" {
		return ""
	}
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	return pre + strings.Join(lines, "\n"+pre) + "\n"
}

// ExampleHeader is the # lines a group's example file opens with.
func (r *Result) ExampleHeader(g *Group) []string {
	e := g.Example
	return []string{
		fmt.Sprintf("diff: %s: %s at %s (%d runs)", g.Key.Class, g.Key.Observable, g.Key.Op, len(g.Seeds)),
		"base: " + r.Base.Name() + " " + clip(r.Base.Version.Subject, 90),
		"head: " + r.Head.Name() + " " + clip(r.Head.Version.Subject, 90),
		fmt.Sprintf("seed: %d, reduced from %d ops to %d", e.Scenario.Seed, e.OpsBefore, len(e.Scenario.Ops)),
		verdict(g.Class),
	}
}
