package conformance

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/internal/cli"
	"gatewaysim/sim"
)

// HistoryLine is one defect's result in a line.
func HistoryLine(r *HistoryResult) string {
	switch {
	case r.Err != "":
		return "error: " + r.Err
	case r.Found:
		return fmt.Sprintf("found before the fix: %s after %d runs, %s; shrunk %d -> %d ops; silent at the fix: %s; go side: %s; %s",
			r.Invariant, r.Runs, r.ToFind.Round(time.Second), r.Original, r.Ops, yesNo(r.SilentAfter), attrLine(r), testLine(r))
	default:
		return fmt.Sprintf("not found in %d runs (%s): %s", r.Runs, r.Wall.Round(time.Second), r.Why)
	}
}

// testLine says how the finding's test file did.
func testLine(r *HistoryResult) string {
	switch {
	case r.Test == "":
		if r.TestErr != "" {
			return "no test file: " + firstLine(r.TestErr)
		}
		return "no test file"
	case r.TestFailsPre && r.TestPassesAt:
		return "test file fails before the fix and passes at it"
	default:
		return fmt.Sprintf("test file: fails before the fix %s, passes at it %s", yesNo(r.TestFailsPre), yesNo(r.TestPassesAt))
	}
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func attrLine(r *HistoryResult) string {
	if r.Attr == nil {
		return "-"
	}
	if len(r.Attr.Flags) == 0 {
		if r.Confirms {
			return r.Flags.String() + " on top of the upstream-v1 preset reproduces " + r.Invariant
		}
		return "no single flag reproduces " + r.Invariant
	}
	return r.Attr.Flags.String() + " alone reproduce " + r.Invariant
}

// attrCell is a found row's Go side: the flags that reproduce it alone and, when the row's own
// flag confirms it only on top of the upstream-v1 preset, that flag too (B05 needs B34 there).
func attrCell(r *HistoryResult) string {
	var alone gateway.BugSet
	if r.Attr != nil {
		alone = r.Attr.Flags
	}
	cell := "none"
	if len(alone) > 0 {
		cell = alone.String()
	}
	if r.Confirms && len(r.Flags) > 0 && !slices.ContainsFunc(r.Flags, func(b gateway.Bug) bool { return slices.Contains(alone, b) }) {
		cell += "; " + r.Flags.String() + " on top of the upstream-v1 preset"
	}
	return cell
}

// HistoryTable is the history run as a Markdown table, then each row's persistent violations.
func HistoryTable(rows []*HistoryResult) string {
	var b strings.Builder
	b.WriteString("| defect | issues | fix | before the fix | found | runs | time to find | shrunk | invariant | silent at the fix | Go flags that reproduce it | test file | why missed |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	found, confirmed := 0, 0
	for _, r := range rows {
		flags := "(none)"
		if len(r.Flags) > 0 {
			flags = r.Flags.String()
		}
		pre := r.Pre
		if r.PreDate != "" {
			pre += " (" + r.PreDate + ")"
		}
		why, shrunk, inv, silent, attr, to, test := r.Why, "-", "-", "-", "-", "-", "-"
		if r.Err != "" {
			why = "error: " + cli.FirstLine(r.Err)
		}
		if r.Found {
			found++
			if r.Confirms {
				confirmed++
			}
			why, shrunk, inv, silent = "", fmt.Sprintf("%d -> %d", r.Original, r.Ops), r.Invariant, yesNo(r.SilentAfter)
			to = r.ToFind.Round(time.Second).String()
			attr = attrCell(r)
			test = "none"
			if r.Test != "" {
				test = fmt.Sprintf("fails before: %s, passes at: %s", yesNo(r.TestFailsPre), yesNo(r.TestPassesAt))
			}
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %d | %s | %s | %s | %s | %s | %s | %s |\n", flags, r.Issues, r.Fix, pre,
			yesNo(r.Found), r.Runs, to, shrunk, inv, silent, attr, test, why)
	}
	fmt.Fprintf(&b, "\n%d of %d: a violation before the fix that the fix removes; %d of them confirmed by the entry's own flag on the Go side.\n",
		found, len(rows), confirmed)
	for _, r := range rows {
		if len(r.Persistent) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\nFiring on both sides of %s (not that fix's):\n", r.Fix)
		for _, s := range r.Persistent {
			fmt.Fprintf(&b, "- %s\n", s)
		}
	}
	return b.String()
}

// HistoryScenario is a found defect's minimal op list as a scenario file, with a header that
// says what it shows and how to replay it on each commit.
func HistoryScenario(r *HistoryResult) string {
	f := r.Finding
	flags := "(no flag)"
	if len(r.Flags) > 0 {
		flags = r.Flags.String()
	}
	head := []string{fmt.Sprintf("history: %s, fixed upstream by %s (%s)", flags, r.Fix, r.Issues), ""}
	head = append(head, wrap(fmt.Sprintf("Upstream's own gateway process at %s (the commit before the fix, %s) breaks %s; at %s it does not. Go side: %s.",
		r.Pre, r.PreDate, cli.FirstLine(f.Viol.Err.Error()), r.Post, attrLine(r)), 96)...)
	head = append(head, fmt.Sprintf("Found by the history campaign with seed %d, shrunk from %d ops to %d.", f.Seed, r.Original, len(f.Ops)),
		fmt.Sprintf("Replay: go run ./cmd/conformance -process -src CHECKOUT FILE (CHECKOUT: git archive %s, or %s)", r.Pre, r.Post))
	return sim.ScenarioText(head, stripBugs(f.Viol.Config), f.Ops, false)
}
