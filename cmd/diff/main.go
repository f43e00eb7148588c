// Command diff says what a change does to users: it drives two versions of the gateway (or one
// version under two sets of bug flags) through the same generated interleavings and the same
// scenario files, compares after every op what a user and the store see, and lists every
// difference, grouped, reduced and judged by each side's own invariants.
//
// Usage:
//
//	go run ./cmd/diff -base REV [-head REV] [-seeds N] [-steps N] [-bugs LIST] [-files GLOB] ...
//	go run ./cmd/diff -flags-base LIST -flags-head LIST [-head REV] ...
//	go run ./cmd/diff -replay FILE [-rev REV] [-bugs LIST]
//	go run ./cmd/diff -catalogue [-seeds N]
//
// Each version is a commit checked out with git archive into a cache directory, or the working
// tree (the head's default); each builds its own replay program (package change/replay) and runs
// it, so no binary ever links two versions. The report prints a table of the groups, each group's
// reduced example with both sides at the op that differs, and the scenario files whose output
// differs with the diff of their expected output; it is written with the examples under -out.
// Exit status: 0 nothing differs, 1 something does, 2 a bad command line or a harness error (a
// commit the repository lacks, a version whose replay program does not build). make diff builds
// it into bin/ and runs the binary; a CI job that needs the status runs bin/diff itself (GNU make
// exits 2 for any failing command).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gatewaysim/change"
	"gatewaysim/internal/cli"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// options is the command line, checked.
type options struct {
	base, head           string
	flagsBase, flagsHead string
	bugs                 string
	seeds, steps         int
	first                uint64
	files                string
	reduce               int
	out                  string
	verbose              bool
	replay, rev          string
	catalogue            bool
}

const summary = "say what a change does to users: drive two versions of the gateway (-base REV, -head REV or the " +
	"working tree), or one version under two sets of bug flags (-flags-base, -flags-head), through the same " +
	"generated interleavings and scenario files, compare after every op what a user and the store see, and list " +
	"every difference grouped by op, observable and class (fixes a violation, introduces one, or a change both " +
	"sides' invariants allow), each with a reduced example. -replay FILE prints one side's output of a scenario " +
	"file; -catalogue checks every flag of docs/bugs.md against what the diff finds. Exit status: 0 nothing " +
	"differs (or the catalogue matches), 1 something does (or a flag does not match), 2 a bad command line or a " +
	"harness error."

func parse(args []string, out io.Writer) (options, error) {
	var o options
	f := cli.NewFlags("diff", summary, "go run ./cmd/diff -base REV [-head REV] [flags]  |  -flags-base LIST -flags-head LIST  |  -replay FILE [-rev REV]  |  -catalogue")
	f.StringVar(&o.base, "base", "", "the base version: a `rev`ision git names (a commit, a branch, HEAD~3); without it, the flag sets are compared on the head's version")
	f.StringVar(&o.head, "head", "", "the head version, a `rev`ision (default: the working tree)")
	f.StringVar(&o.flagsBase, "flags-base", "", "bug flags on the base side only, a comma-separated `list` (B23,H4) or upstream-v1")
	f.StringVar(&o.flagsHead, "flags-head", "", "bug flags on the head side only, a `list` or upstream-v1")
	f.StringVar(&o.bugs, "bugs", "", "bug flags on both sides, a `list` or upstream-v1")
	f.IntVar(&o.seeds, "seeds", 500, "generate `N` runs, seeds -first on (0: the scenario files only)")
	f.Uint64Var(&o.first, "first", 1, "the first seed `S`")
	f.IntVar(&o.steps, "steps", 400, "`N` drawn ops per run, before its quiet phase")
	f.StringVar(&o.files, "files", "all", "the scenario files both sides replay: all (the head's scenarios/testdata), none, or a `glob` of paths")
	f.IntVar(&o.reduce, "reduce", 300, "replays (on each side) spent reducing each group's example, at most `N`")
	f.StringVar(&o.out, "out", "failures/diff", "`dir`ectory for the report and the examples (one subdirectory per run)")
	f.BoolVar(&o.verbose, "v", false, "print the whole report: the expected-output diff of every scenario file that differs, too")
	f.StringVar(&o.replay, "replay", "", "print one side's output of the scenario `file` (with -rev and -bugs) and exit")
	f.StringVar(&o.rev, "rev", "", "with -replay: the version, a `rev`ision (default: the working tree)")
	f.BoolVar(&o.catalogue, "catalogue", false, "check docs/bugs.md: for every flag, no flag against the flag on its regression files and -seeds runs (default 40 here); print a Markdown table; exit 1 when a flag's finding is not a violation the catalogue names")
	f.Hints = map[string]string{"flags": "bug flags go to -bugs (both sides), -flags-base or -flags-head"}
	if err := f.Parse(args, out); err != nil {
		return o, err
	}
	if err := cli.AtLeast("seeds", o.seeds, 0); err != nil {
		return o, err
	}
	if err := cli.AtLeast("steps", o.steps, 1); err != nil {
		return o, err
	}
	if err := cli.AtLeast("reduce", o.reduce, 1); err != nil {
		return o, err
	}
	for _, l := range []*string{&o.flagsBase, &o.flagsHead, &o.bugs} {
		names, err := bugNames(*l)
		if err != nil {
			return o, err
		}
		*l = names
	}
	seedsSet := false
	f.Visit(func(fl *flag.Flag) { seedsSet = seedsSet || fl.Name == "seeds" })
	switch {
	case o.catalogue:
		if o.base != "" || o.head != "" || o.flagsBase != "" || o.flagsHead != "" || o.bugs != "" || o.replay != "" {
			return o, errors.New("-catalogue compares each flag of docs/bugs.md with none on the working tree: it takes -seeds, -first, -steps and -reduce only")
		}
		if !seedsSet {
			o.seeds = catalogueSeeds
		}
	case o.replay != "":
		if o.base != "" || o.head != "" || o.flagsBase != "" || o.flagsHead != "" {
			return o, errors.New("-replay shows one side: give it -rev and -bugs, not -base, -head or flag sets")
		}
	case o.rev != "":
		return o, errors.New("-rev goes with -replay; a comparison takes -base and -head")
	case o.base == "" && o.flagsBase == "" && o.flagsHead == "":
		return o, errors.New("nothing to compare: give -base REV (and -head REV), or -flags-base and -flags-head")
	case o.base == "" && o.flagsBase == o.flagsHead:
		return o, errors.New("-flags-base and -flags-head are the same: nothing to compare")
	}
	return o, nil
}

// bugNames checks a flag list and writes it as flag names (upstream-v1 expanded).
func bugNames(list string) (string, error) {
	set, err := sim.ParseBugList(list)
	if err != nil {
		return "", err
	}
	names := make([]string, len(set))
	for i, b := range set {
		names[i] = b.String()
	}
	return strings.Join(names, ","), nil
}

func run(args []string, stdout, stderr io.Writer) int {
	o, err := parse(args, stdout)
	if errors.Is(err, cli.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "diff:", err)
		return 2
	}
	code := 2
	if gerr := cli.Guard(func() { code, err = compare(o, stdout) }); gerr != nil {
		err = gerr
	}
	if err != nil {
		fmt.Fprintln(stderr, "diff:", err)
		return 2
	}
	return code
}

// compare runs the comparison (or -replay) and prints the report; the exit code is 1 when
// something differs.
func compare(o options, stdout io.Writer) (int, error) {
	start := time.Now()
	repo, err := change.OpenRepo(".")
	if err != nil {
		return 2, err
	}
	tmp, err := os.MkdirTemp("", "gatewaysim-diff-")
	if err != nil {
		return 2, err
	}
	defer os.RemoveAll(tmp)
	if o.replay != "" {
		return replayOne(repo, o, tmp, stdout)
	}
	if o.catalogue {
		return catalogue(repo, o, stdout)
	}
	headRev, baseRev := o.head, o.base
	if baseRev == "" {
		baseRev = headRev // flag sets on one version
	}
	b := &builder{repo: repo, tmp: tmp, bins: map[string]string{}}
	base, err := b.side(baseRev, joinBugs(o.bugs, o.flagsBase), "base")
	if err != nil {
		return 2, err
	}
	defer base.Replay.Close()
	head, err := b.side(headRev, joinBugs(o.bugs, o.flagsHead), "head")
	if err != nil {
		return 2, err
	}
	defer head.Replay.Close()
	files, err := scenarioFiles(o.files, head.Version.Dir)
	if err != nil {
		return 2, err
	}
	progress := cli.StartProgress(os.Stdout, cli.IsTerminal(os.Stdout), o.seeds)
	res, err := change.Run(base, head, change.Options{Seeds: o.seeds, First: o.first, Steps: o.steps, Files: files,
		ReduceReplays: o.reduce, Progress: func(done, _ int) { progress.Update(cli.ProgressState{Done: done}) }})
	progress.Stop()
	if err != nil {
		return 2, err
	}
	res.Wall = time.Since(start)
	return report(o, res, start, stdout)
}

// report prints the report, writes it and the examples under -out, and gives the exit code.
func report(o options, res *change.Result, start time.Time, stdout io.Writer) (int, error) {
	res.Summary(stdout)
	if !res.Differs() {
		return 0, nil
	}
	command := "go run ./cmd/diff " + strings.Join(os.Args[1:], " ")
	dir := check.NewRunDir(o.out, check.NewRunID(start, "diff"), command)
	wr := &change.Written{Examples: map[*change.Group]string{}, Files: map[*change.FileResult]string{},
		Replay: replayLine(o, res)}
	for i, g := range res.Groups {
		name := fmt.Sprintf("group-%02d.txt", i+1)
		if err := dir.WriteFile(name, g.Example.Scenario.Text(res.ExampleHeader(g))); err != nil {
			return 2, err
		}
		wr.Examples[g] = filepath.Join(dir.Path(), name)
	}
	for _, f := range res.Files {
		if f.Scenario.Path != "" {
			wr.Files[f] = f.Scenario.Path
		}
	}
	var whole strings.Builder
	res.Summary(&whole)
	res.Details(&whole, wr)
	if err := dir.WriteFile("report.txt", whole.String()); err != nil {
		return 2, err
	}
	if o.verbose {
		res.Details(stdout, wr)
	} else {
		brief(res, wr, stdout)
	}
	fmt.Fprintf(stdout, "\nthe whole report: %s\nreproduce: %s\n", filepath.Join(dir.Path(), "report.txt"), command)
	return 1, nil
}

// brief prints every group's example and one line per scenario file that differs.
func brief(res *change.Result, wr *change.Written, w io.Writer) {
	files := res.Files
	res.Files = nil
	res.Details(w, wr)
	res.Files = files
	if len(files) == 0 {
		return
	}
	fmt.Fprintf(w, "\nscenario files whose output differs (%d of %d; -v or the report shows each diff):\n", len(files), res.FilesRun)
	for _, f := range files {
		fmt.Fprintf(w, "  %s: %s: %s at directive %d (%s)\n", f.Scenario.Name, f.Diff.Class, change.ObservableList(f.Diff.Observables), f.Diff.Step+1, f.Diff.Directive)
	}
}

// replayLine is the command that replays a scenario file on one side of this comparison.
func replayLine(o options, res *change.Result) func(path, which string) string {
	return func(path, which string) string {
		s := res.Head
		if which == "base" {
			s = res.Base
		}
		line := "go run ./cmd/diff -replay " + path
		if s.Version.Rev != "" {
			line += " -rev " + s.Version.Rev
		}
		if s.Bugs != "" {
			line += " -bugs " + s.Bugs
		}
		return line
	}
}

func joinBugs(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "," + b
}

// builder builds each version's replay program once.
type builder struct {
	repo *change.Repo
	tmp  string
	bins map[string]string // by commit ("" the working tree)
}

// side resolves a version, builds its replay program (once per version) and starts it.
func (b *builder) side(rev, bugs, label string) (*change.Side, error) {
	v, err := b.repo.Resolve(rev)
	if err != nil {
		return nil, err
	}
	bin, ok := b.bins[v.Commit]
	if !ok {
		if bin, err = b.repo.Build(v, filepath.Join(b.tmp, label)); err != nil {
			return nil, err
		}
		b.bins[v.Commit] = bin
	}
	p, err := change.StartProcess(label+" "+v.Short(), bin, v.Dir)
	if err != nil {
		return nil, err
	}
	return &change.Side{Version: v, Bugs: bugs, Replay: p}, nil
}

// scenarioFiles reads the files both sides replay: the head tree's scenarios/testdata, none, or
// the paths a glob names.
func scenarioFiles(spec, headDir string) ([]*change.Scenario, error) {
	switch spec {
	case "none":
		return nil, nil
	case "all":
		return change.ReadFiles(filepath.Join(headDir, "scenarios", "testdata"))
	}
	paths, err := filepath.Glob(spec)
	if err != nil || len(paths) == 0 {
		return nil, fmt.Errorf("-files %q names no file", spec)
	}
	var out []*change.Scenario
	for _, p := range paths {
		s, err := change.ReadFile(p)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// replayOne prints one side's output of a scenario file.
func replayOne(repo *change.Repo, o options, tmp string, stdout io.Writer) (int, error) {
	s, err := change.ReadFile(o.replay)
	if err != nil {
		return 2, err
	}
	sd, err := (&builder{repo: repo, tmp: tmp, bins: map[string]string{}}).side(o.rev, o.bugs, "replay")
	if err != nil {
		return 2, err
	}
	defer sd.Replay.Close()
	a, err := sd.Replay.Replay(s.ForSide(sd.Bugs))
	if err != nil {
		return 2, err
	}
	fmt.Fprintf(stdout, "# %s on %s\n\n%s", s.Name, sd.Name(), change.FileText(a, true))
	return 0, nil
}
