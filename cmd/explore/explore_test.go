package main

import (
	"bytes"
	"fmt"
	"gatewaysim/sim/check"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

func exploreOf(t *testing.T, args ...string) *report {
	t.Helper()
	return exploreAt(t, func() time.Duration { return 0 }, args...)
}

// exploreAt is exploreOf with the real-time clock now (the budget's).
func exploreAt(t *testing.T, now func() time.Duration, args ...string) *report {
	t.Helper()
	o, err := parseOptions(append(args, "-out", t.TempDir()), &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	var rep *report
	if rep, err = explore(o, now, nil); err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestShardsAgreeWithOneRun: two shards of a seed range run exactly the unsharded run's seeds,
// each one as the unsharded run does (the same trace hash, calls and failure), and their totals
// and coverage add up to the unsharded run's.
func TestShardsAgreeWithOneRun(t *testing.T) {
	args := []string{"-first", "101", "-seeds", "9", "-steps", "60", "-bugs", "B23"}
	all := exploreOf(t, args...)
	one := exploreOf(t, append(args, "-shard", "1/2")...)
	two := exploreOf(t, append(args, "-shard", "2/2")...)
	if len(one.runs) == 0 || len(two.runs) == 0 {
		t.Fatalf("a shard ran nothing: %d and %d seeds", len(one.runs), len(two.runs))
	}
	if got := append(append([]seedRun(nil), one.runs...), two.runs...); !reflect.DeepEqual(got, all.runs) {
		t.Fatalf("the shards ran\n%v\nthe whole range\n%v", got, all.runs)
	}
	if one.calls+two.calls != all.calls || one.failed+two.failed != all.failed || one.events+two.events != all.events {
		t.Fatalf("totals differ: calls %d+%d vs %d, failed %d+%d vs %d", one.calls, two.calls, all.calls, one.failed, two.failed, all.failed)
	}
	sum := check.NewLifecycle()
	sum.Add(one.cover)
	sum.Add(two.cover)
	if sum.Counts != all.cover.Counts || sum.First != all.cover.First || !reflect.DeepEqual(sum.Pairs, all.cover.Pairs) {
		t.Fatal("the shards' lifecycle coverage does not add up to the whole run's")
	}
	if all.failed == 0 {
		t.Fatal("B23 failed no seed: the comparison of failures proves nothing")
	}
	var late bool // the second shard took a transition first: First's merge is then tested
	for i, s := range all.cover.First {
		if s >= 106 && one.cover.First[i] == 0 {
			late = true
		}
	}
	if !late {
		t.Fatal("every transition was first taken in the first shard: the merge of First proves nothing")
	}
}

// TestReportListsZeros: the report lists every known effect and every transition of the table,
// those the run did not reach with 0, and names the missed transitions.
func TestReportListsZeros(t *testing.T) {
	rep := exploreOf(t, "-seeds", "2", "-steps", "20")
	o, _ := parseOptions([]string{"-seeds", "2", "-steps", "20"}, &bytes.Buffer{})
	var out bytes.Buffer
	rep.print(o, &out)
	s := out.String()
	for _, want := range []string{`\n  context-note suspended +0\n`, `\nmissed transitions \(\d+\)`,
		`\n  suspended +held +queued 0\n`, `\nresult: all 2 seeds passed`} {
		if !regexp.MustCompile(want).MatchString(s) {
			t.Errorf("report lacks %s:\n%s", want, s)
		}
	}
	if n := strings.Count(s, "\n  "); n < len(knownEffects) {
		t.Errorf("report has %d indented lines for %d known effects", n, len(knownEffects))
	}
}

// TestSeedRangeEnds: a range that ends at the largest seed runs (the loop counts seeds, it does
// not compare them), and a budget spent before the first seed still lets that one run, so that
// no run reports "all 0 seeds passed".
func TestSeedRangeEnds(t *testing.T) {
	const last = "18446744073709551615"
	rep := exploreOf(t, "-seed", last, "-steps", "5")
	if rep.seeds != 1 || len(rep.runs) != 1 || rep.runs[0].seed != 1<<64-1 {
		t.Fatalf("-seed %s ran %d seeds: %v", last, rep.seeds, rep.runs)
	}
	rep = exploreOf(t, "-first", "18446744073709551614", "-seeds", "2", "-steps", "5")
	if rep.seeds != 2 {
		t.Fatalf("the last two seeds: ran %d", rep.seeds)
	}
	spent := func() time.Duration { return time.Hour }
	rep = exploreAt(t, spent, "-seeds", "3", "-steps", "5", "-budget", "1ns")
	if rep.seeds != 1 || !rep.budgetHit {
		t.Fatalf("a spent budget: ran %d seeds, budget hit %v; want the first seed only", rep.seeds, rep.budgetHit)
	}
}

// TestRareSeedsAfterTheRange: a run of a range that misses transitions of the table runs, after
// it, the table's seeds for them (rarest first, one per ten seeds of the range, none from the
// range), counts them in its totals and coverage, and says so in the report.
func TestRareSeedsAfterTheRange(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 11 seeds of 400 ops")
	}
	rep := exploreOf(t, "-seeds", "10")
	if rep.rareMissed == 0 || len(rep.rareSeeds) != 1 {
		t.Fatalf("missed %d transitions, ran the table's seeds %v; want one seed", rep.rareMissed, rep.rareSeeds)
	}
	seed := rep.rareSeeds[0]
	if seed <= 10 || len(rep.runs) != 11 || rep.runs[10].seed != seed || rep.seeds != 11 {
		t.Fatalf("the table's seed %d: runs %v, %d seeds counted", seed, rep.runs, rep.seeds)
	}
	if !slices.ContainsFunc(check.LaneTransitions(), func(lt check.LaneTransition) bool { return lt.Seed == seed }) {
		t.Fatalf("seed %d is no transition's seed in the table", seed)
	}
	o, _ := parseOptions([]string{"-seeds", "10"}, &bytes.Buffer{})
	var out bytes.Buffer
	rep.print(o, &out)
	if want := fmt.Sprintf("(-rare; rarest first, at most 1, one per ten seeds of the range): %d; ", seed); !strings.Contains(out.String(), want) {
		t.Errorf("the report lacks %q:\n%s", want, out.String())
	}
}

// TestKnownEffectsComplete: with no bug flag on, every effect key a run produces is one of
// knownEffects (the report lists those with their zeros, and marks any other as produced by a
// bug flag). Twenty seeds produce all but the rarest.
func TestKnownEffectsComplete(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 20 seeds of 400 ops")
	}
	rep := exploreOf(t, "-seeds", "20", "-rare=false")
	known := map[string]bool{}
	for _, e := range knownEffects {
		known[e.key] = true
	}
	for k, n := range rep.effects {
		if !known[k] {
			t.Errorf("effect %q (%d times) is not in knownEffects (cmd/explore/effects.go)", k, n)
		}
	}
}

// TestNoStaleTableWarningForFailedOrFlaggedSeeds: a seed of the lifecycle table that the run ran
// but that failed, or ran with a bug flag on, stopped early or took other paths: missing its
// transition says nothing of the table, so the report does not call the table out of date.
func TestNoStaleTableWarningForFailedOrFlaggedSeeds(t *testing.T) {
	for _, args := range [][]string{{"-seed", "2", "-bugs", "B23"}, {"-seeds", "3", "-bugs", "B20"}} {
		rep := exploreOf(t, args...)
		o, _ := parseOptions(args, &bytes.Buffer{})
		var out bytes.Buffer
		rep.print(o, &out)
		if strings.Contains(out.String(), "changed since the table was made") {
			t.Errorf("%q: the report calls the table out of date:\n%s", args, out.String())
		}
		if !strings.Contains(out.String(), "took it first then (make explore SEED=") {
			t.Errorf("%q: the missed transitions do not name the table's seeds:\n%s", args, out.String())
		}
	}
}

// TestRareSeedsSaidNone: when every seed the table names lies in the range, the report says the
// table is out of date instead of an empty list.
func TestRareSeedsSaidNone(t *testing.T) {
	if got := rareSeedsSaid(nil, ", "); !strings.Contains(got, "out of date") {
		t.Fatalf("no seeds: %q", got)
	}
	if got := rareSeedsSaid([]string{"7", "9"}, ", "); !strings.HasSuffix(got, "were 7, 9") {
		t.Fatalf("two seeds: %q", got)
	}
}
