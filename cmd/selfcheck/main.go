// Command selfcheck proves the harness's power (DESIGN decision 8): it runs the generic property
// test, never a test written for one bug, with each bug flag on in turn, and prints per flag
// whether rapid caught it within the budget, after how many checks and how much real time, how
// long the shrunk counterexample is and which invariant it violates; then the totals, then the
// same for the upstream-v1 preset (gateway.PresetUpstreamV1: V1 at 9fc0074).
//
// Usage:
//
//	go run ./cmd/selfcheck [-checks N] [-steps N] [-seed S] [-shrinks N] [-reduces N] [-flags B23,H4] [-ops] [-markdown]
//
// It exits 1 when a flag is not caught.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/synctest"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

func main() {
	cfg := sim.DefaultSelfCheck()
	flag.IntVar(&cfg.Checks, "checks", cfg.Checks, "budget: checks per flag before it counts as not caught")
	flag.IntVar(&cfg.StepsMax, "steps", cfg.StepsMax, "ops per check are drawn from 1..steps")
	flag.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "rapid's seed (the same for every flag)")
	flag.IntVar(&cfg.ShrinksMax, "shrinks", cfg.ShrinksMax, "property runs rapid may spend shrinking one counterexample (< 0: none)")
	flag.IntVar(&cfg.ReducesMax, "reduces", cfg.ReducesMax, "replays sim.Reduce may spend taking a shrunk counterexample further (0: none)")
	only := flag.String("flags", "", "comma-separated flags to check instead of all (upstream-v1 = the preset)")
	showOps := flag.Bool("ops", false, "print each shrunk counterexample")
	markdown := flag.Bool("markdown", false, "print the rows again as a Markdown table (for the README)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "selfcheck: run the generic property with each bug flag on and report what it catches.\n\n")
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./cmd/selfcheck [flags]\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	targets := sim.SelfCheckTargets()
	preset := true
	if *only != "" {
		targets, preset = nil, false
		for _, name := range strings.Split(*only, ",") {
			name = strings.TrimSpace(name)
			bugs, err := sim.ParseBugs(name)
			if err != nil {
				fmt.Fprintln(os.Stderr, "selfcheck:", err)
				os.Exit(2)
			}
			targets = append(targets, sim.SelfCheckTarget{Name: name, Bugs: bugs})
		}
	}
	// The simulator's mock clock must run inside a synctest bubble; testing.Main gives the bubble
	// a *testing.T. Real time comes from a clock started outside the bubble.
	testing.Main(func(string, string) (bool, error) { return true, nil },
		[]testing.InternalTest{{Name: "selfcheck", F: func(t *testing.T) {
			now, stop := sim.NewRealClock()
			defer stop()
			cfg.Clock = now
			out := os.Stdout
			printRow := func(r sim.SelfCheckRow) {
				sim.WriteSelfCheckRow(out, r)
				if *showOps && r.Caught {
					fmt.Fprintf(out, "    %s\n    swarm: %s\n", r.Message, r.Swarm)
					for _, op := range r.Ops {
						fmt.Fprintf(out, "    %s\n", op)
					}
				}
			}
			var rows, presetRows []sim.SelfCheckRow
			synctest.Test(t, func(t *testing.T) {
				sim.WriteSelfCheckHeader(out)
				cfg.Progress = printRow
				rows = sim.SelfCheck(cfg, targets)
				sim.WriteSelfCheckTotals(out, rows, cfg.Checks)
				if preset {
					fmt.Fprintln(out)
					presetRows = sim.SelfCheck(cfg, []sim.SelfCheckTarget{{Name: sim.PresetUpstreamV1Name, Bugs: gateway.PresetUpstreamV1()}})
					fmt.Fprintf(out, "%s = %s\n", sim.PresetUpstreamV1Name, gateway.PresetUpstreamV1())
				}
			})
			fmt.Fprintf(out, "wall %.1fs\n", now().Seconds())
			if *markdown {
				fmt.Fprintln(out)
				sim.WriteSelfCheckMarkdown(out, append(rows, presetRows...), cfg.Checks)
			}
			for _, r := range append(rows, presetRows...) {
				if !r.Caught {
					t.Fail()
				}
			}
		}}}, nil, nil)
}
