package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"gatewaysim/model"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
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
		if len(seeds) == 0 {
			p("rare transitions: the range missed %d of the lifecycle table's; %s; %d transitions still missed\n",
				r.rareMissed, rareSeedsSaid(nil, ""), len(r.cover.Summary().Missed))
			return
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

// rareSeedsSaid says which of the table's seeds -rare ran after the range. None is run when every
// seed the table names for a missed transition lies inside the range: those seeds ran and no longer
// take it, so the table is out of date (make explore's table comes from seeds of an older tree).
func rareSeedsSaid(seeds []string, sep string) string {
	if len(seeds) == 0 {
		return "the table's seeds for those all lie in the range and no longer take them, so none was run after it (the table is out of date)"
	}
	return "the table's seeds for those, run after the range (`-rare`), were " + strings.Join(seeds, sep)
}

// markdown prints the lane lifecycle summary as a Markdown table (for docs/figures.md), and the
// failures with what their bundles reduced them to.
func (r *report) markdown(out io.Writer) {
	check.WriteLifecycleMarkdown(out, r.cover)
	defer r.failuresMarkdown(out)
	if r.rareMissed > 0 {
		seeds := make([]string, len(r.rareSeeds))
		for i, s := range r.rareSeeds {
			seeds[i] = fmt.Sprint(s)
		}
		fmt.Fprintf(out, "Seeds %d..%d missed %d of them; %s.\n",
			r.first, r.first+uint64(r.planned)-1, r.rareMissed, rareSeedsSaid(seeds, ", "))
	}
}

// failuresMarkdown prints the failures as a Markdown table: the seed, the invariant, the ops the run
// applied up to the failure, what the bundle's reduction left and how many replays it took, and
// the failure in the trace's names.
func (r *report) failuresMarkdown(out io.Writer) {
	if r.failed == 0 {
		return
	}
	fmt.Fprintf(out, "\n%d of %d seeds failed (%s).\n\n", r.failed, r.seeds, r.byInvariantWords())
	fmt.Fprintln(out, "| seed | invariant | ops | reduced to | replays | the failure |")
	fmt.Fprintln(out, "|---:|---|---:|---:|---:|---|")
	for _, f := range r.failures {
		reduced, replays := "-", "-"
		if f.bundle != "" {
			reduced, replays = fmt.Sprint(len(f.ops)), fmt.Sprint(f.replays)
		}
		fmt.Fprintf(out, "| %d | %s | %d | %s | %s | %s |\n", f.seed, f.invariant, f.drawn, reduced, replays, strings.ReplaceAll(f.story, "|", "/"))
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

// shown is how many failures the short reports list one by one.
const shown = 10

// printSeed is the report of one seed (-seed S, what a failure's reproduce command runs): the
// verdict and, for a failure, its invariant and what it says, the failure in the trace's names,
// the reduced ops, the bundle and the next commands. What the run exercised is left to -v.
func (r *report) printSeed(o options, out io.Writer) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format, args...) }
	what := fmt.Sprintf("seed %d, %d ops, %s", r.first, o.steps, flagWords(o))
	if r.failed == 0 {
		p("%s: passed every invariant and the liveness check\n", what)
		p("  %d gateway calls judged over %s of simulated time in %s (-v: what the run exercised)\n",
			r.calls, sim.FormatDuration(r.simTime.Truncate(time.Minute)), r.wall.Truncate(time.Millisecond))
		return
	}
	f := r.failures[0]
	p("%s: FAILED\n", what)
	if t := check.InvariantTitle(f.invariant); t != "" {
		p("%s: %s\n", f.invariant, t)
	} else {
		p("%s\n", f.invariant)
	}
	p("  %s\n", f.story)
	if f.story != strings.TrimPrefix(f.headline, f.invariant+": ") {
		p("  (in the run's ids: %s)\n", clipLine(strings.TrimPrefix(f.headline, f.invariant+": "), 150))
	}
	if f.bundle == "" {
		p("%s\n", f.note)
		return
	}
	if f.replayed {
		p("reduced from %d ops to %d, which fail the same way replayed from scratch:\n", f.drawn, len(f.ops))
	} else {
		p("reduced from %d ops to %d; %s\n", f.drawn, len(f.ops), f.replay)
	}
	const opsShown = 16
	for i, op := range f.ops {
		if i == opsShown {
			p("  ... and %d more (scenario.txt)\n", len(f.ops)-opsShown)
			break
		}
		p("  %2d %s\n", i+1, op)
	}
	if f.note != "" {
		p("note: %s\n", f.note)
	}
	p("bundle: %s\n", f.bundle)
	p("next:\n")
	p("  make promote BUNDLE=%s NAME=%s\n", f.bundle, suggestName(o.bugSet, f.invariant, fmt.Sprint(f.seed)))
	p("      makes it a regression file of scenarios/testdata (name it after what it pins down)\n")
	p("  xdg-open %s\n", filepath.Join(f.bundle, "timeline.html"))
	p("      the failure drawn lane by lane (any browser; make browser-test TIMELINE=... without a screen)\n")
}

// printBrief is the report of a range of seeds: what ran and how fast, what the runs did not
// reach (effects, lifecycle transitions), the leniency, then the result and the failures, one
// line each. -v prints the whole report instead; report.txt beside the bundles has it too.
func (r *report) printBrief(o options, out io.Writer) {
	p := func(format string, args ...any) { fmt.Fprintf(out, format, args...) }
	p("%s\n", o.describe())
	if r.budgetHit {
		p("stopped by the -budget of %s after %d of %d seeds\n", o.budget, r.seeds-len(r.rareSeeds), r.planned)
	}
	if len(r.rareSeeds) > 0 {
		p("then %d of the lifecycle table's seeds for transitions the range missed (-rare): %s\n", len(r.rareSeeds), joinSeeds(r.rareSeeds))
	}
	rate := ""
	if r.wall > 0 {
		rate = fmt.Sprintf(": %.0f calls/s", float64(r.calls)/r.wall.Seconds())
	}
	p("  %d gateway calls judged (%d seeds, %d ops) over %s of simulated time, in %s%s\n", r.calls, r.seeds, r.ops,
		sim.FormatDuration(r.simTime.Truncate(time.Hour)), r.wall.Truncate(time.Millisecond), rate)
	r.briefEffects(o, p)
	r.briefLifecycle(o, p)
	pct := 0.0
	if r.census.Routings > 0 {
		pct = 100 * float64(r.census.Lenient) / float64(r.census.Routings)
	}
	p("leniency: %d of %d routings (%.2f%%) were allowed more than one landing\n", r.census.Lenient, r.census.Routings, pct)
	more := "-v prints every count, why each transition was missed and the leniency by reason"
	if r.failed > 0 {
		more += "; so does report.txt beside the bundles"
	}
	p("(%s)\n", more)
	if r.failed == 0 {
		p("\nresult: all %d seeds passed every invariant and the liveness check\n", r.seeds)
		return
	}
	p("\nresult: %d of %d seeds FAILED (%s)\n", r.failed, r.seeds, r.byInvariantWords())
	for _, f := range r.failures[:min(len(r.failures), shown)] {
		where := "no bundle"
		if f.bundle != "" {
			where = filepath.Base(f.bundle)
		}
		p("  seed %-6d %-4s %s  [%s]\n", f.seed, f.invariant, clipLine(f.story, 90), where)
	}
	if len(r.failures) > shown {
		p("  ... and %d more (report.txt lists them all)\n", len(r.failures)-shown)
	}
	p("bundles: %s (the first %d seeds of each invariant)\n", r.runDir.Path(), o.bundles)
	if r.unwritten > 0 {
		p("BUNDLES NOT WRITTEN: %d, the first: %v\n", r.unwritten, r.writeErr)
	}
	p("next: %s   (seed %d alone: what failed and nothing else)\n", r.failures[0].reproduce, r.failures[0].seed)
}

// briefEffects says how many known effects the runs produced and names those they did not, and
// any effect outside the list.
func (r *report) briefEffects(o options, p func(string, ...any)) {
	var zero, unknown []string
	known := map[string]bool{}
	for _, e := range knownEffects {
		known[e.key] = true
		if r.effects[e.key] == 0 {
			zero = append(zero, e.key)
		}
	}
	for _, k := range effectKeys(r.effects) {
		if !known[k] {
			unknown = append(unknown, k)
		}
	}
	p("effects: %d of %d known kinds produced", len(knownEffects)-len(zero), len(knownEffects))
	if len(zero) > 0 {
		p("; not: %s", wrapList(zero, 100))
	}
	p("\n")
	switch {
	case len(unknown) > 0 && len(o.bugSet) == 0:
		p("  outside the known list (add them to knownEffects, cmd/explore/effects.go): %s\n", wrapList(unknown, 100))
	case len(unknown) > 0:
		p("  and %d more that no flagless run produces (the bug flags made them)\n", len(unknown))
	}
}

// briefLifecycle gives the lifecycle coverage's totals and names the transitions missed, rarest
// first, and any taken outside the table.
func (r *report) briefLifecycle(o options, p func(string, ...any)) {
	s := r.cover.Summary()
	p("lane lifecycle: %d of %d transitions reached, %d of %d chainable pairs reached and %d ruled out by the contract (%.1f%%)",
		s.Reached, s.Listed, s.PairsReached, s.Pairs, s.PairsRuledOut, s.PairsCovered())
	if len(s.Missed) > 0 {
		missed := slices.Clone(s.Missed)
		sort.SliceStable(missed, func(i, j int) bool { return missed[i].Seen3000 < missed[j].Seen3000 })
		var names []string
		for _, lt := range missed {
			names = append(names, lt.Transition.String())
		}
		p("\n  missed, rarest first: %s", wrapList(names, 110))
	}
	p("\n")
	if len(s.Unlisted) > 0 {
		why := "the bug flags made them"
		if len(o.bugSet) == 0 {
			why = "with no bug flag on the table is incomplete"
		}
		p("  %d transitions outside the table (%s)\n", len(s.Unlisted), why)
	}
}

// byInvariantWords is the failures per invariant: "I2 9, I4 3".
func (r *report) byInvariantWords() string {
	inv := make([]string, 0, len(r.byInvariant))
	for k := range r.byInvariant {
		inv = append(inv, k)
	}
	sort.Strings(inv)
	for i, k := range inv {
		inv[i] = fmt.Sprintf("%s %d", k, r.byInvariant[k])
	}
	return strings.Join(inv, ", ")
}

// flagWords is the run's bug flags in words.
func flagWords(o options) string {
	if len(o.bugSet) == 0 {
		return "no bug flag"
	}
	return "bug flags " + o.bugSet.String()
}

// wrapList joins names with ", " up to about width characters, then says how many more.
func wrapList(names []string, width int) string {
	n, w := 0, 0
	for n < len(names) && (n == 0 || w+len(names[n])+2 <= width) {
		w += len(names[n]) + 2
		n++
	}
	if n == len(names) {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s, and %d more", strings.Join(names[:n], ", "), len(names)-n)
}

// clipLine cuts a line to n characters.
func clipLine(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n-3] + "..."
}

func joinSeeds(seeds []uint64) string {
	out := make([]string, len(seeds))
	for i, s := range seeds {
		out[i] = fmt.Sprint(s)
	}
	return strings.Join(out, " ")
}
