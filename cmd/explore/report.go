package main

import (
	"fmt"
	"gatewaysim/model"
	"gatewaysim/sim/check"
	"io"
	"sort"
	"strings"
	"time"

	"gatewaysim/sim"
)

// print writes the report: what ran, how fast, what the runs exercised (zeros included), the
// lane lifecycle coverage, then the result and every failure with its bundle and reproduce
// command.
func (r *report) print(o options, out io.Writer) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format, args...) }
	p("\nexploration report\n==================\n")
	r.printRan(o, p)
	p("\nwhat the runs exercised (effects seen, zeros included):\n")
	r.printEffects(o, p)
	p("\n")
	writeCensus(out, r.census)
	p("\n")
	check.WriteLifecycle(out, r.cover)
	r.printResult(p)
}

// printRan writes what ran and how fast, and the rare seeds it added.
func (r *report) printRan(o options, p func(string, ...any)) {
	p("%s\n", o.describe())
	if r.budgetHit {
		p("stopped by the -budget of %s after %d of %d seeds: seeds %d..%d did not run\n", o.budget, r.seeds, r.planned,
			r.first+uint64(r.seeds), r.first+uint64(r.planned)-1)
	}
	p("gateway calls judged: %d (%d ops, %d events), simulated time %s, wall %s\n", r.calls, r.ops, r.events,
		sim.FormatDuration(r.simTime.Truncate(time.Hour)), r.wall.Truncate(time.Millisecond))
	if r.wall > 0 {
		p("throughput: %.0f calls/s judged, %.0f events/s, %.0f simulated hours per wall second\n",
			float64(r.calls)/r.wall.Seconds(), float64(r.events)/r.wall.Seconds(), r.simTime.Hours()/r.wall.Seconds())
	}
	if r.rareMissed > 0 {
		seeds := make([]string, len(r.rareSeeds))
		for i, s := range r.rareSeeds {
			seeds[i] = fmt.Sprint(s)
		}
		p("rare transitions: the range missed %d of the lifecycle table's; after it ran %d seeds that took them first when the\n", r.rareMissed, len(seeds))
		p("  table was made (-rare; rarest first, at most %d, one per ten seeds of the range): %s; %d transitions still missed\n",
			rareLimit(r.planned), strings.Join(seeds, " "), len(r.cover.Summary().Missed))
	}
}

// printEffects writes the count of every effect, zeros included, with why a zero is expected.
func (r *report) printEffects(o options, p func(string, ...any)) {
	notes := map[string]string{}
	for _, e := range knownEffects {
		notes[e.key] = e.note
	}
	for _, k := range effectKeys(r.effects) {
		switch n, known := notes[k]; {
		case n != "" && r.effects[k] == 0:
			p("  %-44s %8d  (%s)\n", k, 0, n)
		case !known && len(o.bugSet) == 0:
			p("  %-44s %8d  (not in the list of known effects: add it to knownEffects, cmd/explore/effects.go)\n", k, r.effects[k])
		case !known:
			p("  %-44s %8d  (not produced with no bug flag on)\n", k, r.effects[k])
		default:
			p("  %-44s %8d\n", k, r.effects[k])
		}
	}
}

// printResult writes the result, and every failure (the first 20) with its bundle and the
// command that reproduces it.
func (r *report) printResult(p func(string, ...any)) {
	if r.failed == 0 {
		p("\nresult: all %d seeds passed every invariant and the liveness check\n", r.seeds)
		return
	}
	p("\nresult: %d of %d seeds FAILED\n", r.failed, r.seeds)
	inv := make([]string, 0, len(r.byInvariant))
	for k := range r.byInvariant {
		inv = append(inv, k)
	}
	sort.Strings(inv)
	for _, k := range inv {
		p("  %-12s %d seed(s)\n", k, r.byInvariant[k])
	}
	const shown = 20
	p("\nfailures (the first %d of %d; bundles in %s):\n", min(len(r.failures), shown), len(r.failures), r.runDir.Path())
	for _, f := range r.failures[:min(len(r.failures), shown)] {
		p("  seed %d: %s\n", f.seed, f.headline)
		if f.bundle != "" {
			p("    bundle:    %s\n", f.bundle)
		}
		if f.note != "" {
			p("    note:      %s\n", f.note)
		}
		p("    reproduce: %s\n", f.reproduce)
	}
}

// effectKeys lists every known effect key (zeros included) and any other that was seen, sorted.
func effectKeys(seen map[string]int) []string {
	var keys []string
	known := map[string]bool{}
	for _, e := range knownEffects {
		keys = append(keys, e.key)
		known[e.key] = true
	}
	for k := range seen {
		if !known[k] {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys
}

// markdown prints the lane lifecycle summary and the effects as Markdown tables (for the README).
func (r *report) markdown(out io.Writer) {
	check.WriteLifecycleMarkdown(out, r.cover)
	if r.rareMissed > 0 {
		seeds := make([]string, len(r.rareSeeds))
		for i, s := range r.rareSeeds {
			seeds[i] = fmt.Sprint(s)
		}
		fmt.Fprintf(out, "Seeds %d..%d missed %d of them; the table's seeds for those, run after the range (`-rare`), were %s.\n",
			r.first, r.first+uint64(r.planned)-1, r.rareMissed, strings.Join(seeds, ", "))
	}
}

// writeCensus prints the leniency census: the routings the model allowed more than one landing,
// and why (a routing may count under several reasons).
func writeCensus(out io.Writer, c model.Census) {
	pct := 0.0
	if c.Routings > 0 {
		pct = 100 * float64(c.Lenient) / float64(c.Routings)
	}
	fmt.Fprintf(out, "lenient judgments: %d of %d routings (%.2f%%) were allowed more than one landing; never any outcome\n",
		c.Lenient, c.Routings, pct)
	for i, name := range model.LeniencyNames() {
		fmt.Fprintf(out, "  %-44s %8d\n", name, c.ByReason[i])
	}
}
