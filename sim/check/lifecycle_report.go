package check

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// stateMeanings says what each state is, for the report and docs/figures.md.
var stateMeanings = [...]string{
	StateDown:      "no process serves the lane (none up, or its routes are not loaded yet)",
	StateUnrouted:  "the process has no routing entry for the lane",
	StateIdle:      "routed, no turn running, nothing pending",
	StateBusy:      "an agent turn runs on the lane",
	StateQueued:    "the restore gate holds an inbound event of the lane",
	StateMarked:    "resume_pending: a turn was cut off and the lane waits to resume",
	StateSuspended: "suspended (by the stuck-loop escalation, or from outside): the next message starts afresh",
	StateFinalized: "the expiry watcher finalized the incarnation: the next message starts afresh",
	StateStale:     "the entry's row ended by accident: the next routing heals it",
}

// LifecycleSummary is what a run reached of the table.
type LifecycleSummary struct {
	Listed, Reached           int             // transitions of the table, and those taken
	Pairs, PairsReached       int             // chainable pairs of table transitions, and those taken
	PairsRuledOut             int             // chainable pairs not taken that a rule of the contract rules out (lifecycle_pairs.go)
	RuledOutTaken             [][2]Transition // pairs taken that a rule rules out: the rule is wrong
	Missed                    []LaneTransition
	Unlisted                  []Transition // taken but not in the table
	UnlistedPairs, PairsTotal int
}

// Summary compares the counts with the table.
func (c *Lifecycle) Summary() LifecycleSummary {
	var s LifecycleSummary
	in, out := map[LaneState]int{}, map[LaneState]int{}
	for _, lt := range laneTransitions {
		s.Listed++
		out[lt.From]++
		in[lt.To]++
		if c.Count(lt.Transition) > 0 {
			s.Reached++
		} else {
			s.Missed = append(s.Missed, lt)
		}
	}
	for st := range stateEnd {
		s.Pairs += in[st] * out[st]
	}
	for id, n := range c.Counts {
		if t := transitionOf(id); n > 0 && !t.Listed() {
			s.Unlisted = append(s.Unlisted, t)
		}
	}
	for k := range c.Pairs {
		s.PairsTotal++
		a, b := transitionOf(int(k[0])), transitionOf(int(k[1]))
		if a.Listed() && b.Listed() {
			s.PairsReached++
		} else {
			s.UnlistedPairs++
		}
		if ruledOut(a, b) != nil {
			s.RuledOutTaken = append(s.RuledOutTaken, [2]Transition{a, b})
		}
	}
	sort.Slice(s.RuledOutTaken, func(i, j int) bool {
		x, y := s.RuledOutTaken[i], s.RuledOutTaken[j]
		return x[0].id() < y[0].id() || x[0].id() == y[0].id() && x[1].id() < y[1].id()
	})
	forChainable(func(a, b Transition) {
		if c.Pairs[[2]uint16{uint16(a.id()), uint16(b.id())}] == 0 && ruledOut(a, b) != nil {
			s.PairsRuledOut++
		}
	})
	return s
}

// forChainable calls f with every chainable pair of table transitions, in table order.
func forChainable(f func(a, b Transition)) {
	for _, a := range laneTransitions {
		for _, b := range laneTransitions {
			if a.To == b.From {
				f(a.Transition, b.Transition)
			}
		}
	}
}

// PairsCovered is the share of chainable pairs taken or ruled out by the contract, in percent.
func (s LifecycleSummary) PairsCovered() float64 {
	if s.Pairs == 0 {
		return 0
	}
	return 100 * float64(s.PairsReached+s.PairsRuledOut) / float64(s.Pairs)
}

// pairsLine is the summary's pairs, as the report and figures print them.
func (s LifecycleSummary) pairsLine() string {
	return fmt.Sprintf("%d of %d chainable transition pairs reached and %d ruled out by the contract (%.1f%%)",
		s.PairsReached, s.Pairs, s.PairsRuledOut, s.PairsCovered())
}

// writeRuledOutTaken lists the pairs a run took that a rule rules out.
func writeRuledOutTaken(w io.Writer, s LifecycleSummary) {
	if len(s.RuledOutTaken) == 0 {
		return
	}
	fmt.Fprintf(w, "pairs taken that a rule of the contract rules out (%d): with no bug flag on the rule is wrong (sim/check/lifecycle_pairs.go); with one, the bug made them:\n", len(s.RuledOutTaken))
	for _, p := range s.RuledOutTaken {
		fmt.Fprintf(w, "  %s then %s: %s\n", p[0], p[1], ruledOut(p[0], p[1]).why)
	}
}

// WriteLifecycle prints the lane lifecycle coverage: a summary line, every transition of the
// table with its count (zeros included), grouped by state and event, then each transition the run
// missed with why, and any it took that the table lacks.
func WriteLifecycle(w io.Writer, c *Lifecycle) {
	s := c.Summary()
	fmt.Fprintf(w, "lane lifecycle coverage: %d of %d transitions reached, %s\n", s.Reached, s.Listed, s.pairsLine())
	fmt.Fprintf(w, "(a lane's state is read off the gateway after every call; a pair is two transitions of one lane in a row)\n")
	fmt.Fprintf(w, "  %-10s %-12s %s\n", "state", "event", "to state: count")
	var line []string
	flush := func(from LaneState, ev LaneEvent) {
		if len(line) > 0 {
			fmt.Fprintf(w, "  %-10s %-12s %s\n", from, ev, strings.Join(line, "  "))
			line = line[:0]
		}
	}
	for i, lt := range laneTransitions {
		if i > 0 {
			if p := laneTransitions[i-1]; p.From != lt.From || p.Event != lt.Event {
				flush(p.From, p.Event)
			}
		}
		line = append(line, fmt.Sprintf("%s %d", lt.To, c.Count(lt.Transition)))
	}
	if n := len(laneTransitions); n > 0 {
		flush(laneTransitions[n-1].From, laneTransitions[n-1].Event)
	}
	if len(s.Missed) == 0 {
		fmt.Fprintf(w, "every transition of the table was reached\n")
	} else {
		const shown = 30
		fmt.Fprintf(w, "missed transitions (%d), and why:\n", len(s.Missed))
		for i, lt := range s.Missed {
			if i == shown {
				fmt.Fprintf(w, "  ... and %d more (a longer run reaches them; -coverage writes every count)\n", len(s.Missed)-shown)
				break
			}
			fmt.Fprintf(w, "  %s: %s\n", lt.Transition, c.why(lt))
		}
	}
	writeRuledOutTaken(w, s)
	if len(s.Unlisted) > 0 {
		fmt.Fprintf(w, "transitions the table does not have (%d): with no bug flag on the table is incomplete; with one, the bug made them:\n", len(s.Unlisted))
		for _, t := range s.Unlisted {
			fmt.Fprintf(w, "  %-44s %8d\n", t, c.Count(t))
		}
	}
}

// TableSteps is the ops per seed of the run the lifecycle table was made from: its seeds take
// their transitions at that length.
const TableSteps = 400

// MissedSeeds returns, for the transitions of the table c has not reached, the seeds that took
// them first when the table was made, rarest transition first, each seed once and at most limit
// of them, leaving out those in skip (seeds already run). Running them is how a run reaches the
// rare transitions its own seeds miss.
func (c *Lifecycle) MissedSeeds(skip func(uint64) bool, limit int) []uint64 {
	missed := c.Summary().Missed
	sort.SliceStable(missed, func(i, j int) bool { return missed[i].Seen3000 < missed[j].Seen3000 })
	seen := map[uint64]bool{}
	var out []uint64
	for _, lt := range missed {
		if len(out) == limit {
			break
		}
		if lt.Seed == 0 || seen[lt.Seed] || skip != nil && skip(lt.Seed) {
			continue
		}
		seen[lt.Seed] = true
		out = append(out, lt.Seed)
	}
	return out
}

// why explains a missed transition from the run's own counts and the table's rate.
func (c *Lifecycle) why(lt LaneTransition) string {
	var b strings.Builder
	expect := float64(lt.Seen3000) * float64(c.Runs) / 3000
	if lt.Seen3000 < 18 {
		b.WriteString("rare: ") // fewer than 3 in a default run of 500 seeds
	}
	fmt.Fprintf(&b, "taken %d times in seeds 1..3000 when the table was made, about %.1f expected in this run of %d seeds",
		lt.Seen3000, expect, c.Runs)
	switch {
	case lt.Seed == 0:
		b.WriteString(". ")
	case c.Ran != nil && c.Ran(lt.Seed):
		fmt.Fprintf(&b, "; seed %d took it first then, and this run ran seed %d without taking it: the generator or the gateway changed since the table was made (remake it, see sim/check/lifecycle_table.go). ", lt.Seed, lt.Seed)
	default:
		fmt.Fprintf(&b, "; seed %d took it first then (make explore SEED=%d). ", lt.Seed, lt.Seed)
	}
	left := map[LaneEvent]int64{}
	var from int64
	sameEvent := map[LaneState]int64{}
	for id, n := range c.Counts {
		t := transitionOf(id)
		if n == 0 || t.From != lt.From {
			continue
		}
		left[t.Event] += n
		from += n
		if t.Event == lt.Event {
			sameEvent[t.To] += n
		}
	}
	if from == 0 {
		fmt.Fprintf(&b, "The run never left %s.", lt.From)
		return b.String()
	}
	fmt.Fprintf(&b, "The run left %s %d times (%s)", lt.From, from, topEvents(left, 4))
	if len(sameEvent) > 0 {
		var to []string
		for st := range stateEnd {
			if n := sameEvent[st]; n > 0 {
				to = append(to, fmt.Sprintf("%s %d", st, n))
			}
		}
		fmt.Fprintf(&b, "; %s from %s led to %s, never to %s.", lt.Event, lt.From, strings.Join(to, ", "), lt.To)
	} else {
		fmt.Fprintf(&b, "; no %s came while a lane was %s (%d %s transitions in all).", lt.Event, lt.From, c.Events[lt.Event], lt.Event)
	}
	return b.String()
}

// topEvents prints the n most frequent events of m.
func topEvents(m map[LaneEvent]int64, n int) string {
	type kv struct {
		e LaneEvent
		n int64
	}
	var l []kv
	for e, k := range m {
		l = append(l, kv{e, k})
	}
	sort.Slice(l, func(i, j int) bool { return l[i].n > l[j].n || l[i].n == l[j].n && l[i].e < l[j].e })
	var out []string
	for i, x := range l {
		if i == n {
			out = append(out, "...")
			break
		}
		out = append(out, fmt.Sprintf("%s %d", x.e, x.n))
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// WriteLifecyclePairs prints every chainable pair of table transitions with its count, zeros
// included, then the pairs taken with a transition outside the table.
func WriteLifecyclePairs(w io.Writer, c *Lifecycle) {
	fmt.Fprintf(w, "transition pairs (a lane's transition, then its next one; ruled out: a rule of the contract says it cannot happen):\n")
	forChainable(func(a, b Transition) {
		n := c.Pairs[[2]uint16{uint16(a.id()), uint16(b.id())}]
		note := ""
		if ruledOut(a, b) != nil {
			note = " ruled out"
		}
		fmt.Fprintf(w, "  %-40s then %-40s %8d%s\n", a, b, n, note)
	})
	fmt.Fprintf(w, "\nthe rules (sim/check/lifecycle_pairs.go):\n")
	for _, r := range pairRules {
		fmt.Fprintf(w, "  %s\n", r.why)
	}
	var extra [][2]uint16
	for k := range c.Pairs {
		if !transitionOf(int(k[0])).Listed() || !transitionOf(int(k[1])).Listed() {
			extra = append(extra, k)
		}
	}
	sort.Slice(extra, func(i, j int) bool {
		return extra[i][0] < extra[j][0] || extra[i][0] == extra[j][0] && extra[i][1] < extra[j][1]
	})
	for _, k := range extra {
		fmt.Fprintf(w, "  %-40s then %-40s %8d (outside the table)\n", transitionOf(int(k[0])), transitionOf(int(k[1])), c.Pairs[k])
	}
}

// WriteLifecycleMarkdown prints the per-state summary as a Markdown table (for docs/figures.md): what
// the state means, how many transitions of the table leave it, how many of those the run took,
// and how often the run entered it.
func WriteLifecycleMarkdown(w io.Writer, c *Lifecycle) {
	s := c.Summary()
	fmt.Fprintln(w, "| state | meaning | transitions out | reached | entered |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|")
	for st := range stateEnd {
		out, reached := 0, 0
		for _, lt := range laneTransitions {
			if lt.From == st {
				out++
				if c.Count(lt.Transition) > 0 {
					reached++
				}
			}
		}
		fmt.Fprintf(w, "| %s | %s | %d | %d | %d |\n", st, stateMeanings[st], out, reached, c.Entered[st])
	}
	fmt.Fprintf(w, "\n%d of %d transitions reached, %s.\n", s.Reached, s.Listed, s.pairsLine())
	if len(s.Missed) > 0 {
		const shown = 5
		missed := append([]LaneTransition(nil), s.Missed...)
		sort.SliceStable(missed, func(i, j int) bool { return missed[i].Seen3000 < missed[j].Seen3000 })
		var names []string
		for _, lt := range missed[:min(shown, len(missed))] {
			names = append(names, fmt.Sprintf("`%s` (%d in seeds 1..3000)", lt.Transition, lt.Seen3000))
		}
		more := ""
		if len(missed) > shown {
			more = fmt.Sprintf(" and %d more", len(missed)-shown)
		}
		fmt.Fprintf(w, "Missed, the rarest first: %s%s; the report says why.\n", strings.Join(names, ", "), more)
	}
}

// WriteLaneTable prints the counts as the lines of the lifecycle table (laneTable in
// sim/check/lifecycle_table.go): one line per (state, event) the run took, with every state it led to,
// how often and the first seed that took it (state:count@seed), states and events in their
// declared order. A run of seeds 1..3000 with no bug
// flag on (go run ./cmd/explore -seeds 3000 -coverage FILE, which ends with these lines) is how
// the table is made; a transition of the table that such a run no longer takes drops out.
func WriteLaneTable(w io.Writer, c *Lifecycle) {
	for from := range stateEnd {
		for ev := range eventEnd {
			var to []string
			for st := range stateEnd {
				t := Transition{From: from, Event: ev, To: st}
				if n := c.Count(t); n > 0 {
					cell := fmt.Sprintf("%s:%d", st, n)
					if f := c.First[t.id()]; f != 0 {
						cell += fmt.Sprintf("@%d", f)
					}
					to = append(to, cell)
				}
			}
			if len(to) > 0 {
				fmt.Fprintf(w, "%-10s %-12s %s\n", from, ev, strings.Join(to, " "))
			}
		}
	}
}
