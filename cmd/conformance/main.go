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
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"gatewaysim/conformance"
	"gatewaysim/gateway"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("conformance", flag.ContinueOnError)
	fs.SetOutput(stderr)
	src := fs.String("src", os.Getenv("HERMES_SRC"), "upstream hermes-agent checkout (default $HERMES_SRC)")
	python := fs.String("python", "python3", "Python interpreter for the adapter")
	campaign := fs.Bool("campaign", false, "run a generated campaign instead of files")
	seed := fs.Uint64("seed", 1, "campaign: first seed (run i uses seed+i)")
	runs := fs.Int("runs", 200, "campaign: runs at most")
	steps := fs.Int("steps", 80, "campaign: generated ops per run")
	budget := fs.Duration("budget", 60*time.Second, "campaign: wall-time budget (0 = none)")
	shrink := fs.Int("shrink", 150, "campaign: replays per shrink (0 = keep findings unshrunk)")
	judge := fs.Bool("judge", false, "also judge upstream's observables with the model's invariants")
	judgeOnly := fs.Bool("judge-only", false, "judge upstream with the invariants only (no Go side comparison)")
	bugs := fs.String("bugs", "upstream-v1", "the Go side's bug flags (comma-separated; upstream-v1 = the preset; none)")
	strict := fs.Bool("strict", false, "compare every field (the default leaves out "+ignoredByDefault()+")")
	failOn := fs.String("fail-on", "any", "exit 1 on: any finding, or only unclassified ones")
	out := fs.String("out", "", "campaign: write each finding's minimal scenario into this directory")
	verbose := fs.Bool("v", false, "print every finding's report in full")
	avoid := fs.String("avoid", "", "known divergence classes to look past (comma-separated; all; -NAME takes one back): "+avoidNames())
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "conformance: run the harness's interleavings against upstream's session store.\n\n")
		fmt.Fprintf(fs.Output(), "usage: conformance [flags] FILE...\n       conformance [flags] -campaign\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	usage := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "conformance: "+format+"\n", a...)
		fs.Usage()
		return 2
	}
	switch {
	case *campaign && fs.NArg() > 0:
		return usage("-campaign takes no files")
	case !*campaign && fs.NArg() == 0:
		return usage("give scenario files or -campaign")
	case *runs < 1 || *steps < 1:
		return usage("-runs and -steps must be positive")
	case *shrink < 0 || *budget < 0:
		return usage("-shrink and -budget must not be negative")
	case *failOn != "any" && *failOn != "unclassified":
		return usage("-fail-on is any or unclassified")
	case *out != "" && !*campaign:
		return usage("-out goes with -campaign")
	}
	opts := conformance.Options{Judge: *judge || *judgeOnly, NoCompare: *judgeOnly}
	if !*strict {
		opts.Ignore = conformance.DefaultIgnore
	}
	if *avoid != "" {
		opts.Avoid = map[string]bool{}
		for _, name := range strings.Split(*avoid, ",") {
			name = strings.TrimSpace(name)
			off := strings.HasPrefix(name, "-")
			name = strings.TrimPrefix(name, "-")
			switch _, ok := conformance.Avoidable[name]; {
			case name == "all" && !off:
				for n := range conformance.Avoidable {
					opts.Avoid[n] = true
				}
			case ok:
				opts.Avoid[name] = !off
			default:
				return usage("-avoid: %q is not an avoidable class (%s)", name, avoidNames())
			}
		}
	}
	for n, on := range opts.Avoid {
		if !on {
			delete(opts.Avoid, n)
		}
	}
	if *bugs != "none" {
		set, err := sim.ParseBugs(*bugs)
		if err != nil {
			return usage("-bugs: %v", err)
		}
		opts.Bugs = set
	} else {
		opts.Bugs = gateway.BugSet{}
	}
	if *src == "" {
		fmt.Fprintln(stderr, "conformance:", conformance.ErrNoUpstream)
		return 2
	}
	os.Setenv("HERMES_SRC", *src)
	if _, err := conformance.UpstreamSource(); err != nil {
		fmt.Fprintln(stderr, "conformance:", err)
		return 2
	}
	// The adapter starts outside the synctest bubble the runs use: a goroutine of the bubble blocked
	// on the process's pipes would keep the mock clock from ever moving.
	ad, err := conformance.StartAdapter(conformance.AdapterOptions{Src: *src, Python: *python,
		Zone: sim.DefaultStart().Location().String()})
	if err != nil {
		fmt.Fprintln(stderr, "conformance:", err)
		return 2
	}
	defer ad.Close()
	now, stop := check.NewRealClock()
	defer stop()
	opts.Clock = now
	r := conformance.NewRunner(ad, opts)
	return bubble(func() int {
		return work(r, fs.Args(), *campaign, cfgOf(*seed, *runs, *steps, *budget, *shrink, opts.Judge, stderr), *out, *verbose, *failOn, stdout, stderr)
	})
}

// cfgOf is the campaign configuration of the flags.
func cfgOf(seed uint64, runs, steps int, budget time.Duration, shrink int, judge bool, stderr io.Writer) conformance.CampaignConfig {
	return conformance.CampaignConfig{Seed: seed, Runs: runs, Steps: steps, Budget: budget, ShrinkMax: shrink,
		ShrinkNone: shrink == 0, Judge: judge,
		Logf: func(format string, a ...any) { fmt.Fprintf(stderr, format+"\n", a...) }}
}

// bubble runs f inside a testing/synctest bubble, where the simulator's mock clock moves for free
// (outside one it sleeps 1 ms of real time per move), and returns its exit code. testing.Main
// supplies the *testing.T the bubble needs; our flags are parsed already.
func bubble(f func() int) int {
	code := 0
	_ = flag.CommandLine.Parse(nil)
	testing.Main(func(string, string) (bool, error) { return true, nil },
		[]testing.InternalTest{{Name: "conformance", F: func(t *testing.T) {
			synctest.Test(t, func(*testing.T) { code = f() })
			os.Exit(code)
		}}}, nil, nil)
	return code
}

// work is the run proper: files or a campaign.
func work(r *conformance.Runner, paths []string, campaign bool, cfg conformance.CampaignConfig, out string, verbose bool, failOn string, stdout, stderr io.Writer) int {
	if campaign {
		rep := r.Campaign(cfg)
		conformance.WriteCampaign(stdout, rep, verbose)
		if out != "" {
			if err := writeFindings(out, rep, r.Avoided()); err != nil {
				fmt.Fprintln(stderr, "conformance:", err)
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
			fmt.Fprintln(stderr, "conformance:", err)
			return 2
		}
		setup, err := sc.Setup()
		if err != nil {
			fmt.Fprintln(stderr, "conformance:", err)
			return 2
		}
		ops, err := sc.Ops()
		if err != nil {
			fmt.Fprintln(stderr, "conformance:", err)
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
		default:
			fmt.Fprintf(stdout, "%s: the sides agree over %d ops (%d events)\n", p, res.Ops, res.Events)
		}
		for _, v := range res.Violations {
			fmt.Fprintf(stdout, "%s: %v\n", p, v)
			viols = append(viols, &conformance.Finding{Viol: v})
		}
	}
	return verdict(divs, viols, failOn, failed)
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

// ignoredByDefault names the fields the default comparison leaves out.
func ignoredByDefault() string {
	if len(conformance.DefaultIgnore) == 0 {
		return "none"
	}
	return strings.Join(conformance.DefaultIgnore, ",")
}
