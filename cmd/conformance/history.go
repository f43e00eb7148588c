package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"gatewaysim/conformance"
	"gatewaysim/sim"
)

// history is -history: every catalogued defect with a fix commit, rediscovered (or not) by the
// same generic process-mode campaign on the commit before its fix and checked on the fix.
func history(fl *cliFlags, stdout, stderr io.Writer) int {
	if fl.mirror == "" {
		fmt.Fprintln(stderr, "conformance: -history needs -mirror (or HERMES_MIRROR): a bare git directory of upstream's history, e.g. the fetched mmis1000/hermes-agent")
		return 2
	}
	if fl.out != "" {
		// Made before the run, so that a bad path fails now and not after an hour's run.
		if err := os.MkdirAll(fl.out, 0o755); err != nil {
			fmt.Fprintln(stderr, "conformance:", err)
			return 2
		}
	}
	co := &conformance.Checkouts{Mirror: fl.mirror, Cache: fl.cache}
	entries, err := selectFixed(fl.only)
	if err != nil {
		fmt.Fprintln(stderr, "conformance:", err)
		return 2
	}
	cfg := conformance.HistoryConfig{Seed: fl.seed, Runs: fl.runs, Steps: fl.steps, Budget: fl.budget,
		ShrinkMax: fl.shrink, ShrinkBudget: fl.shrinkBudget}
	rows := make([][]*conformance.HistoryResult, len(entries)) // an entry's rows: one per flag
	code := 0
	var mu sync.Mutex // stderr and code
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range max(fl.jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				f := entries[i]
				c := cfg
				c.Logf = func(format string, a ...any) {
					mu.Lock()
					defer mu.Unlock()
					fmt.Fprintf(stderr, "[%s] "+format+"\n", append([]any{f.Fix}, a...)...)
				}
				c.Logf("%s (%s): %s", flagNames(f), f.Issues, f.What)
				rs, err := historyOne(co, f, fl, c)
				if err != nil {
					rs = []*conformance.HistoryResult{{Fixed: f, Err: err.Error()}}
				}
				for _, r := range rs {
					if err == nil && fl.out != "" {
						if werr := writeHistoryFinding(fl.out, r); werr != nil {
							err = werr
						}
					}
				}
				mu.Lock()
				if err != nil {
					fmt.Fprintln(stderr, "conformance:", err)
					code = 2
				}
				for _, r := range rs {
					fmt.Fprintf(stderr, "[%s] %s\n", f.Fix, conformance.HistoryLine(r))
				}
				mu.Unlock()
				rows[i] = rs
			}
		}()
	}
	for i := range entries {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	table := conformance.HistoryTable(slices.Concat(rows...))
	fmt.Fprint(stdout, table)
	if fl.out != "" {
		if err := os.WriteFile(filepath.Join(fl.out, "history.md"), []byte(table), 0o644); err != nil {
			fmt.Fprintln(stderr, "conformance:", err)
			return 2
		}
	}
	return code
}

// historyOne runs one defect: checkouts of Fix^ and Fix, a process-mode runner on each.
func historyOne(co *conformance.Checkouts, f conformance.Fixed, fl *cliFlags, cfg conformance.HistoryConfig) ([]*conformance.HistoryResult, error) {
	pre, err := co.Resolve(f.Fix + "^")
	if err != nil {
		return nil, err
	}
	post, err := co.Resolve(f.Fix)
	if err != nil {
		return nil, err
	}
	var dirs [2]string
	for i, rev := range []string{pre, post} {
		if dirs[i], err = co.Get(rev); err != nil {
			return nil, err
		}
	}
	// One pair of runners per run at once; the first also records the findings' test files.
	pairs := make([][2]*conformance.Runner, max(fl.par, 1))
	sides := make([]conformance.HistorySides, len(pairs))
	for k := range pairs {
		for i, dir := range dirs {
			ad, err := conformance.StartAdapter(conformance.AdapterOptions{Src: dir, Python: fl.python,
				Zone: sim.DefaultStart().Location().String(), Process: true})
			if err != nil {
				return nil, err
			}
			defer ad.Close()
			pairs[k][i] = conformance.NewRunner(ad, conformance.Options{Process: true, Judge: true, NoCompare: true})
		}
		sides[k] = conformance.HistorySides{Pre: pairs[k][0], Post: pairs[k][1]}
	}
	runners := pairs[0]
	for _, d := range dirs {
		for _, k := range conformance.Lacks(d) {
			if !slices.Contains(cfg.Lacking, k) {
				cfg.Lacking = append(cfg.Lacking, k)
			}
		}
	}
	if len(cfg.Lacking) > 0 {
		cfg.Logf("  not drawn (one of the commits has no code for them): %v", cfg.Lacking)
	}
	// Steered on the runs as they will be drawn here, without what the commits lack.
	if cfg.Order, err = seedOrder(fl, cfg.Lacking, cfg.Logf); err != nil {
		return nil, err
	}
	rs := conformance.RunFixed(f, sides, cfg)
	for _, r := range rs {
		r.Pre, r.Post, r.PreDate = pre[:9], post[:9], co.Date(pre)
		if r.Found && fl.out != "" {
			upstreamTest(r, runners, dirs, fl)
		}
	}
	return rs, nil
}

// upstreamTest records the finding's replay on both commits, writes its test file under
// OUT/upstream-tests and runs it on both checkouts with python -m unittest.
func upstreamTest(r *conformance.HistoryResult, runners [2]*conformance.Runner, dirs [2]string, fl *cliFlags) {
	var recs [2]*conformance.Recording
	for i := range runners {
		rec, err := runners[i].Record(r.Finding.Setup, r.Finding.Ops)
		if err != nil {
			r.TestErr = err.Error()
			return
		}
		recs[i] = rec
	}
	t, ok, err := conformance.BuildUpstreamTest(r, recs[0], recs[1], sim.DefaultStart().Location().String())
	switch {
	case err != nil:
		r.TestErr = err.Error()
		return
	case !ok:
		r.TestErr = "no step of the replay differs between the two commits"
		return
	}
	dir := filepath.Join(fl.out, "upstream-tests")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		r.TestErr = err.Error()
		return
	}
	path := filepath.Join(dir, t.Name)
	if err := os.WriteFile(path, []byte(t.Text), 0o644); err != nil {
		r.TestErr = err.Error()
		return
	}
	r.Test = path
	r.TestFailsPre = conformance.RunUpstreamTest(path, dirs[0], fl.python) != nil
	err = conformance.RunUpstreamTest(path, dirs[1], fl.python)
	r.TestPassesAt = err == nil
	if err != nil {
		r.TestErr = "at the fix: " + err.Error()
	}
}

// selectFixed filters the table by -only: flag names (B05) or fix commits.
func selectFixed(only string) ([]conformance.Fixed, error) {
	if only == "" {
		return conformance.FixedDefects, nil
	}
	var out []conformance.Fixed
	want := map[string]bool{}
	for _, w := range strings.Split(only, ",") {
		want[strings.TrimSpace(w)] = true
	}
	for _, f := range conformance.FixedDefects {
		hit := want[f.Fix]
		for _, b := range f.Flags {
			hit = hit || want[b.String()]
		}
		if hit {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("-only %s names no defect of the history table (flags such as B05, or fix commits)", only)
	}
	return out, nil
}

func flagNames(f conformance.Fixed) string {
	if len(f.Flags) == 0 {
		return "(no flag)"
	}
	return f.Flags.String()
}

// writeHistoryFinding writes a found defect's minimal scenario.
func writeHistoryFinding(dir string, r *conformance.HistoryResult) error {
	if r.Finding == nil {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	flags := "noflag"
	if len(r.Flags) > 0 {
		flags = strings.ToLower(strings.ReplaceAll(r.Flags.String(), ",", "-"))
	}
	name := fmt.Sprintf("history_%s_%s.txt", flags, r.Fix)
	return os.WriteFile(filepath.Join(dir, name), []byte(conformance.HistoryScenario(r)), 0o644)
}

// reach is -reach: the Go side's counts of the history campaign's runs that show each defect.
func reach(fl *cliFlags, stdout, stderr io.Writer) int {
	only, err := selectFixed(fl.only)
	if err != nil {
		fmt.Fprintln(stderr, "conformance:", err)
		return 2
	}
	order, err := seedOrder(fl, nil, func(format string, a ...any) { fmt.Fprintf(stderr, "conformance: "+format+"\n", a...) })
	if err != nil {
		fmt.Fprintln(stderr, "conformance:", err)
		return 2
	}
	var rows []conformance.Reach
	for _, f := range only {
		for _, b := range f.Flags {
			r, err := conformance.GoReach(b, order, fl.steps)
			if err != nil {
				fmt.Fprintln(stderr, "conformance:", err)
				return 2
			}
			rows = append(rows, r)
		}
	}
	fmt.Fprint(stdout, conformance.ReachTable(rows, fl.steps))
	at := []int{}
	for _, n := range []int{10, 30, 100, 300, 1000} {
		if n <= len(order) {
			at = append(at, n)
		}
	}
	reached, err := conformance.ReachedBy(order, fl.steps, at)
	if err != nil {
		fmt.Fprintln(stderr, "conformance:", err)
		return 2
	}
	fmt.Fprintf(stdout, "\nthe lane lifecycle the first runs reach on the Go side (distinct transitions, transition pairs, transitions by dwell):\n")
	for _, r := range reached {
		fmt.Fprintf(stdout, "  %5d runs: %4d transitions, %5d pairs, %5d dwells\n", r.Runs, r.Transitions, r.Pairs, r.Dwell)
	}
	return 0
}

// seedOrder is the seeds a history or reach run takes, in order: -runs seeds from -seed, or with
// -pool the steered order of runs without the kinds in lacking (which it logs, with how long it
// took to draw).
func seedOrder(fl *cliFlags, lacking []sim.Kind, logf func(string, ...any)) ([]uint64, error) {
	t := time.Now()
	order, err := conformance.Steer{First: fl.seed, Pool: fl.pool, Steps: fl.steps, Lacking: lacking}.Order(fl.runs)
	if err == nil && fl.pool > 0 {
		logf("  seeds steered: %d looked at on the Go side in %s, the first ten to run: %v",
			fl.pool, time.Since(t).Round(time.Millisecond), order[:min(10, len(order))])
	}
	return order, err
}
