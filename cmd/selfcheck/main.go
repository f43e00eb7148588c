// Command selfcheck proves the harness's power (docs/design.md decision 8): it runs the generic property
// test, never a test written for one bug, with each bug flag on in turn, and prints per flag
// whether rapid caught it within the budget, after how many checks and how much real time, how
// long the shrunk counterexample is and which invariant it violates; then the totals, then the
// same for the upstream-v1 preset (gateway.PresetUpstreamV1: V1 at 9fc0074).
//
// Usage:
//
//	go run ./cmd/selfcheck [-checks N] [-steps N] [-seed S] [-shrinks N] [-reduces N] [-flags B23,H4] [-ops] [-markdown]
//
// go run ./cmd/selfcheck -h lists every flag. It exits 0 when every flag is caught, 1 when one
// is not, 2 on a bad command line, 3 on a harness error.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/internal/cli"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

func main() { os.Exit(run(os.Args[1:])) }

// options is the command line, checked.
type options struct {
	cfg      check.SelfCheckConfig
	targets  []check.SelfCheckTarget
	preset   bool
	showOps  bool
	markdown bool
}

const summary = "run the generic property with each bug flag on in turn and report, per flag, whether it was " +
	"caught within the budget, how fast, how short the counterexample is and which invariant fired. " +
	"Exit status: 0 every flag caught, 1 a flag not caught, 2 a bad command line, 3 a harness error."

func parseOptions(args []string, out io.Writer) (options, error) {
	o := options{cfg: check.DefaultSelfCheck(), preset: true}
	var only string
	shrinks := o.cfg.ShrinksMax
	f := cli.NewFlags("selfcheck", summary, "go run ./cmd/selfcheck [flags]")
	f.IntVar(&o.cfg.Checks, "checks", o.cfg.Checks, "the budget: `N` checks per flag before it counts as not caught")
	f.IntVar(&o.cfg.StepsMax, "steps", o.cfg.StepsMax, "ops per check are drawn from 1..`N`")
	f.Uint64Var(&o.cfg.Seed, "seed", o.cfg.Seed, "rapid's seed `S`, the same for every flag, so that a row reproduces alone")
	f.IntVar(&shrinks, "shrinks", shrinks, "`N` property runs rapid may spend shrinking one counterexample (0: no shrinking)")
	f.IntVar(&o.cfg.ReducesMax, "reduces", o.cfg.ReducesMax, "`N` replays check.Reduce may spend taking a shrunk counterexample further (0: none)")
	f.StringVar(&only, "flags", "", "check only these bug flags, a comma-separated `list` (B23,H4; upstream-v1 is the preset)")
	f.BoolVar(&o.showOps, "ops", false, "print each counterexample's ops under its row")
	f.Hints = map[string]string{
		"bugs":  "selfcheck switches the bug flags on one at a time; -flags B23,H4 picks which",
		"seeds": "selfcheck runs rapid's checks from one seed (-seed S) with a budget of -checks N",
	}
	f.BoolVar(&o.markdown, "markdown", false, "print only the Markdown table on stdout (rows go to stderr as they finish), for docs/figures.md (make readme)")
	if err := f.Parse(args, out); err != nil {
		return o, err
	}
	for _, c := range []struct {
		name   string
		v, min int
	}{{"checks", o.cfg.Checks, 1}, {"steps", o.cfg.StepsMax, 1}, {"shrinks", shrinks, 0}, {"reduces", o.cfg.ReducesMax, 0}} {
		if err := cli.AtLeast(c.name, c.v, c.min); err != nil {
			return o, err
		}
	}
	if o.cfg.Seed < 1 {
		return o, errors.New("-seed must be at least 1 (rapid reads 0 as \"draw a random seed\")")
	}
	o.cfg.ShrinksMax = shrinks
	if shrinks == 0 {
		o.cfg.ShrinksMax = -1 // SelfCheckConfig's "no shrinking"
	}
	o.targets = check.SelfCheckTargets()
	if only != "" {
		o.targets, o.preset = nil, false
		for _, name := range strings.Split(only, ",") {
			bugs, err := sim.ParseBugList(name)
			if err != nil || len(bugs) == 0 {
				if err == nil {
					_, err = sim.ParseBugList(only) // names the empty entry
				}
				return o, fmt.Errorf("-flags: %v", err)
			}
			o.targets = append(o.targets, check.SelfCheckTarget{Name: strings.TrimSpace(name), Bugs: bugs})
		}
	}
	return o, nil
}

func run(args []string) int {
	o, err := parseOptions(args, os.Stdout)
	if errors.Is(err, cli.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "selfcheck:", err)
		return 2
	}
	start := time.Now()
	now := func() time.Duration { return time.Since(start) }
	cfg := o.cfg
	cfg.Clock = now
	rowsOut := io.Writer(os.Stdout)
	if o.markdown {
		rowsOut = os.Stderr
	}
	cfg.Progress = func(r check.SelfCheckRow) {
		check.WriteSelfCheckRow(rowsOut, r)
		if o.showOps && r.Caught {
			fmt.Fprintf(rowsOut, "    %s\n    swarm: %s\n", r.Message, r.Swarm)
			for _, op := range r.Ops {
				fmt.Fprintf(rowsOut, "    %s\n", op)
			}
		}
	}
	var rows, presetRows []check.SelfCheckRow
	err = cli.Guard(func() {
		check.WriteSelfCheckHeader(rowsOut)
		rows = check.SelfCheck(cfg, o.targets)
		check.WriteSelfCheckTotals(rowsOut, rows, cfg.Checks)
		if o.preset {
			fmt.Fprintln(rowsOut)
			presetRows = check.SelfCheck(cfg, []check.SelfCheckTarget{{Name: sim.PresetUpstreamV1Name, Bugs: gateway.PresetUpstreamV1()}})
			fmt.Fprintf(rowsOut, "%s = %s\n", sim.PresetUpstreamV1Name, gateway.PresetUpstreamV1())
		}
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "selfcheck:", err)
		return 3
	}
	if o.preset {
		fmt.Fprintf(rowsOut, "wall %.1fs in all, the preset included\n", now().Seconds())
	}
	all := append(rows, presetRows...)
	if o.markdown {
		check.WriteSelfCheckMarkdown(os.Stdout, all, cfg.Checks)
	}
	for _, r := range all {
		if !r.Caught {
			return 1
		}
	}
	return 0
}
