package main

import (
	"fmt"
	"io"
)

// result is one mutant and what each suite made of it.
type result struct {
	site     site
	verdicts [3]verdict // unit, scenarios, property
	equiv    string     // why it is equivalent, "" if it is not
}

var suiteNames = [3]string{"unit", "scenarios", "property"}

func (r result) String() string {
	s := r.site.String()
	for k, v := range r.verdicts {
		s += fmt.Sprintf("  %s=%s", suiteNames[k], v)
	}
	if r.equiv != "" {
		s += "  (equivalent: " + r.equiv + ")"
	}
	return s
}

// scores are the kill counts over the non-equivalent mutants.
type scores struct {
	n      int    // non-equivalent mutants
	killed [4]int // unit, scenarios, property, any suite
	equiv  int
	ran    [3]bool // whether each suite ran at all (-suites can leave one out)
}

func score(rows []result) scores {
	var sc scores
	for _, r := range rows {
		if r.verdicts == [3]verdict{notRun, notRun, notRun} {
			continue // left out by -only
		}
		if r.equiv != "" {
			sc.equiv++
			continue
		}
		sc.n++
		any := false
		for k, v := range r.verdicts {
			if v == notRun {
				continue
			}
			sc.ran[k] = true
			if v != survived {
				sc.killed[k]++
				any = true
			}
		}
		if any {
			sc.killed[3]++
		}
	}
	return sc
}

func (sc scores) percent(k int) float64 {
	if sc.n == 0 {
		return 0
	}
	return 100 * float64(sc.killed[k]) / float64(sc.n)
}

func (sc scores) print(out io.Writer, rows []result) {
	fmt.Fprintf(out, "\n%d mutants, %d marked equivalent, %d scored\n", len(rows), sc.equiv, sc.n)
	for k, name := range []string{"unit tests", "scenario files", "generic property alone", "whole suite"} {
		if k < 3 && !sc.ran[k] {
			fmt.Fprintf(out, "  %-24s not run\n", name)
			continue
		}
		fmt.Fprintf(out, "  %-24s killed %3d of %d  (%.1f%%)\n", name, sc.killed[k], sc.n, sc.percent(k))
	}
	fmt.Fprintf(out, "\nsurvivors of the generic property (not equivalent):\n")
	for _, r := range rows {
		if r.equiv == "" && r.verdicts[2] == survived { // not-run rows are not survivors
			fmt.Fprintf(out, "  %s  %s\n", r.site.ID(), r)
		}
	}
}
