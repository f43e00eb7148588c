package conformance

import (
	"fmt"
	"io"
	"strings"
	"time"

	"gatewaysim/internal/cli"
	"gatewaysim/sim"
)

// Printing a campaign's figures and findings, and a finding as a scenario file.

// WriteCampaign prints the campaign's figures, then each divergence class and each upstream
// violation with its minimal op list (in full with verbose).
func WriteCampaign(w io.Writer, rep *CampaignReport, verbose bool) {
	rate := func(n int, d time.Duration) string {
		if d <= 0 {
			return "-"
		}
		return fmt.Sprintf("%.1f", float64(n)/d.Seconds())
	}
	fmt.Fprintf(w, "runs %d, agreed %d, diverged %d, errors %d; ops %d, world events %d, adapter calls %d\n",
		rep.Runs, rep.Agreed, rep.Runs-rep.Agreed-len(rep.Errors), len(rep.Errors), rep.Ops, rep.Events, rep.Calls)
	run := rep.GoTime + rep.UpTime
	fmt.Fprintf(w, "wall %.1f s (shrinking %.1f s); in the runs: go side %.2f s, upstream side %.2f s\n",
		rep.Wall.Seconds(), rep.ShrinkWall.Seconds(), rep.GoTime.Seconds(), rep.UpTime.Seconds())
	fmt.Fprintf(w, "throughput: upstream side %s ops/s, %s runs/s; go side %s ops/s, %s runs/s; together %s ops/s\n",
		rate(rep.Ops, rep.UpTime), rate(rep.Runs, rep.UpTime), rate(rep.Ops, rep.GoTime), rate(rep.Runs, rep.GoTime), rate(rep.Ops, run))
	if rep.ViolationRuns > 0 {
		fmt.Fprintf(w, "runs in which the model found upstream in violation: %d\n", rep.ViolationRuns)
	}
	for _, e := range rep.Errors {
		fmt.Fprintf(w, "error: %s\n", e)
	}
	if len(rep.Divergences) > 0 {
		fmt.Fprintf(w, "\ndivergence classes (%d):\n", len(rep.Divergences))
	}
	for _, f := range rep.Divergences {
		fmt.Fprintf(w, "\n- %s [%s] first seed %d, %d runs, shrunk %d -> %d ops\n  signature: %s\n  %s\n",
			f.Class.Name, f.Class.Kind, f.Seed, f.Count, f.Original, len(f.Ops), f.Signature, f.Class.Why)
		if verbose {
			fmt.Fprintln(w, indent(f.Div.Report(), "    "))
			continue
		}
		writeOps(w, f.Ops)
		for _, m := range f.Div.Mismatches {
			fmt.Fprintf(w, "    ! %s\n", m)
		}
	}
	if len(rep.Violations) > 0 {
		fmt.Fprintf(w, "\nupstream invariant violations (%d):\n", len(rep.Violations))
	}
	for _, f := range rep.Violations {
		fmt.Fprintf(w, "\n- %s, first seed %d, %d runs, shrunk %d -> %d ops\n  %s\n", f.Signature, f.Seed, f.Count, f.Original,
			len(f.Ops), cli.FirstLine(f.Viol.Err.Error()))
		switch {
		case f.Cascade:
			fmt.Fprintf(w, "  only seen after an earlier violation in its run (not shrunk, less sure)\n")
		case f.Attr != nil:
			fmt.Fprintf(w, "  go side on the same ops: %s\n", f.Attr)
		}
		if f.Via != "" {
			fmt.Fprintf(w, "  gone when the upstream side avoids divergence class %s\n", f.Via)
		}
		writeOps(w, f.Ops)
	}
}

func writeOps(w io.Writer, ops []sim.Op) {
	for _, op := range ops {
		fmt.Fprintf(w, "    %s\n", op)
	}
}

func indent(s, pre string) string {
	return pre + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n"+pre)
}

// FileName is a file-name-safe form of a class or invariant name, numbered.
func FileName(name string, i int) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	if b.Len() == 0 {
		return fmt.Sprintf("%02d", i+1)
	}
	return b.String()
}

// FindingScenario renders a finding as a scenario file: the # header says what it shows and how it
// was found ("conformance:" names the divergence class or the upstream invariant, "avoid:" the
// classes the run looked past), then the config directive and the minimal ops, each with an empty
// expected output (the scenario format's; the conformance driver ignores outputs).
func FindingScenario(f *Finding, avoid []string) string {
	var head []string
	mode := ""
	if f.Div != nil {
		head = append(head, "conformance: divergence "+f.Class.Name)
	} else {
		head = append(head, "conformance: upstream "+f.Viol.Invariant())
		mode = " -judge-only"
	}
	if len(avoid) > 0 {
		head = append(head, "avoid: "+strings.Join(avoid, ","))
		mode += " -avoid " + strings.Join(avoid, ",")
	}
	head = append(head, "")
	if f.Div != nil {
		head = append(head, fmt.Sprintf("The Go gateway under the upstream-v1 flags and upstream at 339d968 diverge after the last op (%s).", f.Class.Kind))
		if f.Class.Why != "" {
			head = append(head, wrap(f.Class.Why, 96)...)
		}
		for _, m := range f.Div.Mismatches {
			head = append(head, "  "+m.String())
		}
	} else {
		head = append(head, "The model's invariants find upstream's own code (339d968) in violation after the last op:")
		head = append(head, wrap(cli.FirstLine(f.Viol.Err.Error()), 96)...)
		if f.Attr != nil {
			head = append(head, wrap("Go side on the same ops: "+f.Attr.String()+".", 96)...)
		}
		if f.Via != "" {
			head = append(head, "It goes away when the upstream side avoids divergence class "+f.Via+".")
		}
	}
	head = append(head, fmt.Sprintf("Found by the campaign with seed %d, shrunk from %d ops to %d.", f.Seed, f.Original, len(f.Ops)))
	head = append(head, "Replay: go run ./cmd/conformance"+mode+" FILE (needs HERMES_SRC)")
	cfg := ""
	if f.Div != nil {
		cfg = f.Div.Config
	} else {
		cfg = f.Viol.Config
	}
	return sim.ScenarioText(head, stripBugs(cfg), f.Ops, false)
}

// wrap breaks s into lines of at most n characters at spaces.
func wrap(s string, n int) []string {
	var out []string
	line := ""
	for _, w := range strings.Fields(s) {
		if line != "" && len(line)+1+len(w) > n {
			out = append(out, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// stripBugs drops the bugs= word from a config line: the conformance driver sets the Go side's
// flags itself, and the file then also runs in the scenario suite without them.
func stripBugs(cfg string) string {
	var out []string
	for _, w := range strings.Fields(cfg) {
		if !strings.HasPrefix(w, "bugs=") {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}
