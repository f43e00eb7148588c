package check

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"time"
)

// SelfCheckTotals sums a self-check.
type SelfCheckTotals struct {
	Rows, Caught      int
	MedianCatch       time.Duration
	Wall              time.Duration
	MedianChecks      int
	ShrunkSum, Traces int
}

// Totals sums rows.
func Totals(rows []SelfCheckRow) SelfCheckTotals {
	var t SelfCheckTotals
	var catches []time.Duration
	var checks []int
	for _, r := range rows {
		t.Rows++
		t.Wall += r.Wall
		if r.Caught {
			t.Caught++
			catches = append(catches, r.Catch)
			checks = append(checks, r.Checks)
		}
	}
	if len(catches) > 0 {
		slices.Sort(catches)
		slices.Sort(checks)
		t.MedianCatch = catches[len(catches)/2]
		t.MedianChecks = checks[len(checks)/2]
	}
	return t
}

// WriteSelfCheck prints the rows as a table, then the totals.
func WriteSelfCheck(w io.Writer, rows []SelfCheckRow, budget int) {
	WriteSelfCheckHeader(w)
	for _, r := range rows {
		WriteSelfCheckRow(w, r)
	}
	WriteSelfCheckTotals(w, rows, budget)
}

// WriteSelfCheckHeader prints the table's header line.
func WriteSelfCheckHeader(w io.Writer) {
	fmt.Fprintf(w, "%-17s %-6s %6s %7s %7s %6s %7s %7s  %-9s %s\n", "flag", "caught", "checks", "catch", "wall", "shrunk", "reduced", "trigger", "invariant", "violation")
}

// WriteSelfCheckTotals prints the totals line.
func WriteSelfCheckTotals(w io.Writer, rows []SelfCheckRow, budget int) {
	t := Totals(rows)
	fmt.Fprintf(w, "total: %d/%d caught within %d checks; median %d checks, median catch %.2fs; wall %.1fs\n",
		t.Caught, t.Rows, budget, t.MedianChecks, t.MedianCatch.Seconds(), t.Wall.Seconds())
}

// WriteSelfCheckRow prints one row.
func WriteSelfCheckRow(w io.Writer, r SelfCheckRow) {
	caught := "no"
	inv, shrunk, reduced, trigger := "-", "-", "-", "-"
	if r.Caught {
		caught = "yes"
		inv = r.Invariant
		shrunk = strconv.Itoa(r.Shrunk)
		reduced = strconv.Itoa(r.Reduced)
	}
	if len(r.Target.Bugs) == 1 {
		if n, ok := TriggerSteps[r.Target.Bugs[0]]; ok {
			trigger = strconv.Itoa(n)
		}
	}
	fmt.Fprintf(w, "%-17s %-6s %6d %6.2fs %6.2fs %6s %7s %7s  %-9s %s\n", r.Target.Name, caught, r.Checks,
		r.Catch.Seconds(), r.Wall.Seconds(), shrunk, reduced, trigger, inv, clip(r.Message, 90))
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n-3] + "..."
}

// WriteSelfCheckMarkdown prints the rows as a Markdown table (for docs/figures.md), then the totals.
func WriteSelfCheckMarkdown(w io.Writer, rows []SelfCheckRow, budget int) {
	fmt.Fprintln(w, "| flag | caught | checks | catch | shrunk | reduced | trigger | invariant |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---|")
	for _, r := range rows {
		caught, shrunk, reduced, trigger := "no", "-", "-", "-"
		if r.Caught {
			caught, shrunk, reduced = "yes", strconv.Itoa(r.Shrunk), strconv.Itoa(r.Reduced)
		}
		if len(r.Target.Bugs) == 1 {
			if n, ok := TriggerSteps[r.Target.Bugs[0]]; ok {
				trigger = strconv.Itoa(n)
			}
		}
		fmt.Fprintf(w, "| %s | %s | %d | %.2f s | %s | %s | %s | %s |\n", r.Target.Name, caught, r.Checks,
			r.Catch.Seconds(), shrunk, reduced, trigger, r.Invariant)
	}
	t := Totals(rows)
	fmt.Fprintf(w, "\n%d/%d caught within %d checks; median %d checks, median catch %.2f s.\n",
		t.Caught, t.Rows, budget, t.MedianChecks, t.MedianCatch.Seconds())
}
