// Command conformance runs the harness's interleavings against upstream's real session store and
// compares, op by op, what the Go gateway (under the upstream-v1 flag set) and upstream do.
//
// Usage:
//
//	conformance [flags] FILE...        replay scenario files on both sides
//	conformance [flags] -campaign      a generated, seeded campaign
//
// It needs an upstream hermes-agent checkout in HERMES_SRC (or -src) and python3. It exits 0 when
// the sides agree (and, with -judge, the model finds upstream in no violation), 1 when it found a
// divergence or a violation (with -fail-on=unclassified, only one no class explains), 2 on a usage
// error or when upstream cannot be run.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"gatewaysim/conformance"
	"gatewaysim/gateway"
	"gatewaysim/internal/cli"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fl, code := parseFlags(args, stderr)
	if fl == nil {
		return code
	}
	if fl.reach {
		return reach(fl, stdout, stderr)
	}
	if fl.history {
		return history(fl, stdout, stderr)
	}
	opts, err := fl.options()
	if err != nil {
		return fl.usage("%v", err)
	}
	if fl.src == "" {
		printErr(stderr, conformance.ErrNoUpstream)
		return 2
	}
	os.Setenv("HERMES_SRC", fl.src)
	if _, err := conformance.UpstreamSource(); err != nil {
		printErr(stderr, err)
		return 2
	}
	ad, err := conformance.StartAdapter(conformance.AdapterOptions{Src: fl.src, Python: fl.python,
		Zone: sim.DefaultStart().Location().String(), Process: fl.process})
	if err != nil {
		printErr(stderr, err)
		return 2
	}
	defer ad.Close()
	if fl.process && fl.campaign {
		if opts.Lacking = conformance.Lacks(fl.src); len(opts.Lacking) > 0 {
			fmt.Fprintf(stderr, "conformance: not drawn (the checkout has no code for them): %v\n", opts.Lacking)
		}
	}
	r := conformance.NewRunner(ad, opts)
	cfg := cfgOf(fl.seed, fl.runs, fl.steps, fl.budget, fl.shrink, opts.Judge, stderr)
	code = work(r, fl.fs.Args(), fl.campaign, cfg, fl.out, fl.verbose, fl.failOn, stdout, stderr)
	if fl.tests != "" && code != 2 {
		if err := knownDefectTests(r, fl, stdout); err != nil {
			printErr(stderr, err)
			return 2
		}
	}
	return code
}

// cliFlags are the command's flags, parsed.
type cliFlags struct {
	fs                                    *flag.FlagSet
	src, python, bugs, failOn, out, avoid string
	campaign, judge, judgeOnly, strict    bool
	verbose, process, debug, history      bool
	reach                                 bool
	mirror, cache, only, tests, label     string
	seed                                  uint64
	runs, steps, shrink, jobs, par, pool  int
	procs                                 int
	budget, shrinkBudget                  time.Duration
}

// parseFlags parses and checks the flags; on nil it returns the exit code (0 for -h).
func parseFlags(args []string, stderr io.Writer) (*cliFlags, int) {
	fs := flag.NewFlagSet("conformance", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // a bad flag is one line (below); -h prints the help (fs.Usage)
	fl := &cliFlags{fs: fs}
	fs.StringVar(&fl.src, "src", os.Getenv("HERMES_SRC"), "the upstream hermes-agent checkout in `dir` (default $HERMES_SRC)")
	fs.StringVar(&fl.python, "python", "python3", "the Python interpreter (a `path` or a name on the PATH) that runs the adapter")
	fs.BoolVar(&fl.campaign, "campaign", false, "run a generated, seeded campaign instead of scenario files")
	fs.Uint64Var(&fl.seed, "seed", 1, "campaign: the first seed `S` (run i uses S+i)")
	fs.IntVar(&fl.runs, "runs", 200, "campaign: at most `N` runs")
	fs.IntVar(&fl.steps, "steps", 80, "campaign: `N` generated ops per run")
	fs.DurationVar(&fl.budget, "budget", 60*time.Second, "campaign: stop starting runs after this much real `time` (0: no budget)")
	fs.IntVar(&fl.shrink, "shrink", 150, "campaign: `N` replays to shrink each finding (0: keep findings unshrunk)")
	fs.BoolVar(&fl.judge, "judge", false, "also judge upstream's observables with the model's invariants")
	fs.BoolVar(&fl.judgeOnly, "judge-only", false, "judge upstream with the invariants only (no Go side comparison)")
	fs.StringVar(&fl.bugs, "bugs", "upstream-v1", "the Go side's bug flags, a comma-separated `list` (upstream-v1: the preset; none: no flag)")
	fs.BoolVar(&fl.strict, "strict", false, strictHelp())
	fs.StringVar(&fl.failOn, "fail-on", "any", "exit 1 on `which` findings: any, or unclassified (a divergence no known class explains)")
	fs.StringVar(&fl.out, "out", "", "campaign and history: write each finding's minimal scenario into this `dir`ectory")
	fs.BoolVar(&fl.verbose, "v", false, "print every finding's report in full")
	fs.BoolVar(&fl.process, "process", false, "drive upstream's whole gateway process (gateway/run.py's runner), judged by the invariants")
	fs.IntVar(&fl.procs, "procs", 0, "process mode, -campaign: the generated worlds run `N` TUI backends beside the messaging gateway, each an upstream process of its own over the one home (0: one process; scenario files say it in their config line, procs=)")
	fs.BoolVar(&fl.debug, "debug", false, "print upstream's timeline, event by event, to stderr")
	fs.BoolVar(&fl.history, "history", false, "rediscover each catalogued defect on upstream's code at the commit before its fix (needs -mirror)")
	fs.BoolVar(&fl.reach, "reach", false, "count, on the Go side alone, the history campaign's runs (-runs seeds of -steps ops from -seed) in which each catalogued defect of the history table shows: a miss the generator never reaches is no fault of upstream's")
	fs.StringVar(&fl.mirror, "mirror", os.Getenv("HERMES_MIRROR"), "history: a bare git `dir`ectory of upstream's history (default $HERMES_MIRROR)")
	fs.StringVar(&fl.cache, "cache", "", "history: the `dir`ectory checkouts are kept in (default: the user cache directory's gatewaysim/upstream)")
	fs.StringVar(&fl.tests, "tests", "", "process mode: write each file's first violation as a test file for upstream into this `dir`ectory")
	fs.StringVar(&fl.label, "label", "HERMES_SRC", "process mode: the `commit` the -tests files name (they fail there)")
	fs.IntVar(&fl.jobs, "jobs", 1, "history: `N` defects run at once (each takes two upstream processes per -par)")
	fs.IntVar(&fl.par, "par", 1, "history: `N` runs of one defect at once, each on a pair of upstream processes of its own (taken in seed order: the rows are those of -par 1 but for the times)")
	fs.IntVar(&fl.pool, "pool", 0, "history and reach: steer the campaign: look at `N` seeds from -seed on the Go side first and run them in the order that reaches the most of the lifecycle soonest (0: seeds in order)")
	fs.DurationVar(&fl.shrinkBudget, "shrink-budget", 0, "history: wall `time` for shrinking one finding (0: -budget)")
	fs.StringVar(&fl.only, "only", "", "history: only these defects, a comma-separated `list` of flags (B05) or fix commits")
	fs.StringVar(&fl.avoid, "avoid", "", "the known divergence classes to look past, a comma-separated `list` (all: every one; -NAME takes one back): "+avoidNames())
	fs.Usage = func() {} // the help is printed below, on -h only; a bad flag is one line
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			// The help in the layout of the other commands' (internal/cli).
			help := &cli.Flags{FlagSet: fs, Name: "conformance", Summary: "run the harness's interleavings against upstream's " +
				"session store (or, with -process, its whole gateway process) and compare, op by op, what the Go gateway and " +
				"upstream do. Exit status: 0 the sides agree, 1 a divergence or violation that counts (-fail-on), 2 a usage " +
				"error, no upstream checkout or python, or an error during the run.",
				Usage: "conformance [flags] FILE...  |  -campaign  |  -history   (go run ./cmd/conformance ...)"}
			help.PrintHelp(stderr)
			return nil, 0
		}
		fmt.Fprintf(stderr, "conformance: %s (conformance -h lists the flags)\n", cli.FirstLine(err.Error()))
		return nil, 2
	}
	fs.SetOutput(stderr) // for usage
	if msg := fl.check(); msg != "" {
		return nil, fl.usage("%s", msg)
	}
	return fl, 0
}

// usage reports a usage error in one line, as the other commands do; it returns the exit code 2.
func (fl *cliFlags) usage(format string, a ...any) int {
	fmt.Fprintf(fl.fs.Output(), "conformance: "+format+" (conformance -h lists the flags)\n", a...)
	return 2
}

// printErr prints an error on one line after the command's name, once: some errors of package
// conformance carry the name already.
func printErr(stderr io.Writer, err error) {
	fmt.Fprintln(stderr, "conformance: "+strings.TrimPrefix(err.Error(), "conformance: "))
}

// check names a combination of flags the command refuses ("" when there is none).
func (fl *cliFlags) check() string {
	switch {
	case fl.campaign && fl.fs.NArg() > 0:
		return "-campaign takes no files"
	case fl.history && (fl.campaign || fl.fs.NArg() > 0):
		return "-history takes neither files nor -campaign"
	case fl.reach && (fl.campaign || fl.history || fl.fs.NArg() > 0):
		return "-reach takes neither files, -campaign nor -history"
	case fl.procs < 0 || fl.procs > 9:
		return "-procs is 0 to 9"
	case fl.procs > 0 && (!fl.process || !fl.campaign):
		return "-procs goes with -process and -campaign"
	case fl.tests != "" && (!fl.process || fl.campaign):
		return "-tests goes with -process and scenario files"
	case !fl.campaign && !fl.history && !fl.reach && fl.fs.NArg() == 0:
		return "give scenario files or -campaign"
	case fl.runs < 1 || fl.steps < 1:
		return "-runs and -steps must be positive"
	case fl.shrink < 0 || fl.budget < 0:
		return "-shrink and -budget must not be negative"
	case fl.failOn != "any" && fl.failOn != "unclassified":
		return "-fail-on is any or unclassified"
	case fl.out != "" && !fl.campaign && !fl.history:
		return "-out goes with -campaign or -history"
	}
	return ""
}

// options are the runner's options the flags give (the clock is set later).
func (fl *cliFlags) options() (conformance.Options, error) {
	opts := conformance.Options{Judge: fl.judge || fl.judgeOnly || fl.process, NoCompare: fl.judgeOnly || fl.process,
		Process: fl.process, Procs: fl.procs}
	if fl.debug {
		opts.Debug = func(s string) { fmt.Fprintln(os.Stderr, s) }
	}
	if !fl.strict {
		opts.Ignore = conformance.DefaultIgnore
	}
	avoid, err := parseAvoid(fl.avoid)
	if err != nil {
		return opts, err
	}
	opts.Avoid = avoid
	opts.Bugs = gateway.BugSet{}
	if fl.bugs != "none" {
		if opts.Bugs, err = sim.ParseBugs(fl.bugs); err != nil {
			return opts, fmt.Errorf("-bugs: %v", err)
		}
	}
	return opts, nil
}

// parseAvoid reads -avoid: class names, "all", and -NAME to take one back (nil when empty).
func parseAvoid(list string) (map[string]bool, error) {
	if list == "" {
		return nil, nil
	}
	avoid := map[string]bool{}
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		off := strings.HasPrefix(name, "-")
		name = strings.TrimPrefix(name, "-")
		switch _, ok := conformance.Avoidable[name]; {
		case name == "all" && !off:
			for n := range conformance.Avoidable {
				avoid[n] = true
			}
		case ok:
			avoid[name] = !off
		default:
			return nil, fmt.Errorf("-avoid: %q is not an avoidable class (%s)", name, avoidNames())
		}
	}
	for n, on := range avoid {
		if !on {
			delete(avoid, n)
		}
	}
	return avoid, nil
}

// cfgOf is the campaign configuration of the flags.
func cfgOf(seed uint64, runs, steps int, budget time.Duration, shrink int, judge bool, stderr io.Writer) conformance.CampaignConfig {
	return conformance.CampaignConfig{Seed: seed, Runs: runs, Steps: steps, Budget: budget, ShrinkMax: shrink,
		ShrinkNone: shrink == 0, Judge: judge,
		Logf: func(format string, a ...any) { fmt.Fprintf(stderr, format+"\n", a...) }}
}

// work is the run proper: files or a campaign.
func work(r *conformance.Runner, paths []string, campaign bool, cfg conformance.CampaignConfig, out string, verbose bool, failOn string, stdout, stderr io.Writer) int {
	if campaign {
		rep := r.Campaign(cfg)
		conformance.WriteCampaign(stdout, rep, verbose)
		if out != "" {
			if err := writeFindings(out, rep, r.Avoided()); err != nil {
				printErr(stderr, err)
				return 2
			}
		}
		return verdict(rep.Divergences, rep.Violations, failOn, len(rep.Errors) > 0)
	}
	return files(r, paths, stdout, stderr, failOn)
}

func avoidNames() string {
	var names []string
	for _, c := range conformance.Classes() {
		if _, ok := conformance.Avoidable[c.Name]; ok {
			names = append(names, c.Name)
		}
	}
	return strings.Join(names, ", ")
}

// files replays scenario files; each file's run is reported.
func files(r *conformance.Runner, paths []string, stdout, stderr io.Writer, failOn string) int {
	var divs, viols []*conformance.Finding
	failed := false
	for _, p := range paths {
		sc, err := scenarios.ReadScript(p)
		if err != nil {
			printErr(stderr, err)
			return 2
		}
		setup, err := sc.Setup()
		if err != nil {
			printErr(stderr, err)
			return 2
		}
		ops, err := sc.Ops()
		if err != nil {
			printErr(stderr, err)
			return 2
		}
		res, err := r.Run(setup, ops)
		if err != nil {
			fmt.Fprintf(stdout, "%s: error: %v\n", p, err)
			failed = true
			continue
		}
		switch {
		case res.Divergence != nil:
			res.Divergence.Class = r.Explain(setup, ops, res.Divergence)
			fmt.Fprintf(stdout, "%s: %s", p, res.Divergence.Report())
			divs = append(divs, &conformance.Finding{Div: res.Divergence, Class: res.Divergence.Class})
		case r.Process():
			fmt.Fprintf(stdout, "%s: replayed %d ops on upstream's processes (%d events judged)\n", p, res.Ops, res.Events)
		default:
			fmt.Fprintf(stdout, "%s: the sides agree over %d ops (%d events)\n", p, res.Ops, res.Events)
		}
		for _, v := range res.Violations {
			fmt.Fprintf(stdout, "%s: %v\n", p, v)
		}
		counted := res.Violations
		if r.Process() {
			counted = processSummary(stdout, p, res, sc.HeaderValue("invariant"))
		}
		for _, v := range counted {
			viols = append(viols, &conformance.Finding{Viol: v})
		}
	}
	return verdict(divs, viols, failOn, failed)
}

// processSummary says what a process-mode replay of file p left out and found, and whether
// upstream breaks the invariant the file's header names (inv: a failure bundle's or a promoted
// file's "# invariant:"; "" none), and returns the violations that count: those holding a finding
// (not a known departure of upstream's, nor after one took upstream off the world's course).
func processSummary(stdout io.Writer, p string, res *conformance.Result, inv string) []*conformance.Violation {
	if len(res.Left) > 0 {
		var left []string
		for _, op := range res.Left {
			left = append(left, op.String())
		}
		fmt.Fprintf(stdout, "%s: left out on both sides (the runner cannot perform them): %s\n", p, strings.Join(left, "; "))
	}
	j := res.Judged()
	for _, name := range j.Known {
		k, _ := conformance.KnownDeparture(name)
		fmt.Fprintf(stdout, "%s: known departure %s: %s\n", p, name, k.Why)
	}
	if j.Diverged != nil {
		fmt.Fprintf(stdout, "%s: upstream left the world's course at op %d (%s); the %d violations after it are not counted\n",
			p, j.Diverged.Step+1, j.Diverged.Violation, j.After)
	}
	found := j.Invariants()
	if len(found) > 0 {
		fmt.Fprintf(stdout, "%s: upstream's findings: %s\n", p, strings.Join(found, ", "))
	} else {
		fmt.Fprintf(stdout, "%s: upstream's findings: none\n", p)
	}
	switch {
	case inv == "":
	case slices.Contains(found, inv):
		fmt.Fprintf(stdout, "%s: confirmed: upstream's own code breaks %s, the file's invariant\n", p, inv)
	default:
		fmt.Fprintf(stdout, "%s: not confirmed: upstream does not break %s, the file's invariant, on this course\n", p, inv)
	}
	return j.Counted
}

// verdict is the exit code: 2 after an error, 1 after a finding that counts, else 0.
func verdict(divs, viols []*conformance.Finding, failOn string, errored bool) int {
	if errored {
		return 2
	}
	for _, f := range divs {
		if failOn == "any" || f.Class.Kind == conformance.KindUnknown || f.Class.Kind == "" {
			return 1
		}
	}
	if failOn == "any" && len(viols) > 0 {
		return 1
	}
	return 0
}

// writeFindings writes every finding's minimal scenario (the scenario format: a # header saying
// what it shows, the config directive, the ops).
func writeFindings(dir string, rep *conformance.CampaignReport, avoid []string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i, f := range rep.Divergences {
		name := fmt.Sprintf("divergence_%s_%02d.txt", conformance.FileName(f.Class.Name, i), i+1)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(conformance.FindingScenario(f, avoid)), 0o644); err != nil {
			return err
		}
	}
	for i, f := range rep.Violations {
		if f.Cascade {
			continue // not shrunk: it came after an earlier violation in its run
		}
		name := fmt.Sprintf("upstream_%s_%02d.txt", conformance.FileName(f.Viol.Invariant(), i), i+1)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(conformance.FindingScenario(f, avoid)), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// strictHelp is -strict's sentence: what it adds to the default comparison, which is nothing
// while the default leaves no field out.
func strictHelp() string {
	if len(conformance.DefaultIgnore) == 0 {
		return "compare every field: changes nothing now, since the default comparison leaves no field out (kept for command lines that give it)"
	}
	return "compare every field, also those the default comparison leaves out: " + strings.Join(conformance.DefaultIgnore, ", ")
}
