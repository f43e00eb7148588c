// Command explore is the harness's main job: it runs many seeded simulations of the gateway, each
// with its own swarm of enabled events and faults, judges every gateway call with the reference
// model, and prints a readable report: what was exercised (effects and lane lifecycle
// transitions, zeros included), how fast, and every failure with its bundle and the command that
// reproduces it. On a terminal it shows a progress bar while it runs.
//
// Usage:
//
//	go run ./cmd/explore [-seeds N] [-first S] [-seed S] [-steps N] [-bugs B23,H4] [-shard i/N] [-budget D] [-v] ...
//
// One seed (-seed S) is reported quietly: the verdict, and for a failure its invariant, the
// reduced ops, the bundle and the next commands. -promote DIR makes a failure bundle a
// regression file of scenarios/testdata (promote.go). go run ./cmd/explore -h lists every flag.
// It exits 0 when every seed passes, 1 when one failed, 2 on a bad command line, 3 on a harness
// error; make explore builds it and runs the binary, so that go run's own status (1 for any
// failure) does not hide the code.
package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gatewaysim/backend"
	"gatewaysim/internal/cli"
	"gatewaysim/sim/check"
)

func main() { os.Exit(run(os.Args[1:])) }

func run(args []string) int {
	o, err := parseOptions(args, os.Stdout)
	if errors.Is(err, cli.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "explore:", err)
		return 2
	}
	if o.promote != "" {
		return promote(o, os.Stdout, os.Stderr)
	}
	start := time.Now() // at the edge: the run's id, the wall time and the budget
	if o.runID == "" {
		o.runID = check.NewRunID(start, "explore")
	}
	cleanup, err := prepare(&o)
	defer cleanup()
	if err != nil {
		fmt.Fprintln(os.Stderr, "explore:", err)
		return 3
	}
	rep, err := exploreAll(o, func() time.Duration { return time.Since(start) })
	if err != nil {
		fmt.Fprintln(os.Stderr, "explore:", err)
		return 3
	}
	rep.wall = time.Since(start)
	return finish(o, rep)
}

// prepare does what must happen before the seeds run: -clean's removal of earlier run
// directories, and a database directory for the SQLite store (cleanup removes it).
func prepare(o *options) (cleanup func(), err error) {
	cleanup = func() {}
	if o.clean {
		removed, err := check.CleanRuns(o.out)
		if err != nil {
			return cleanup, fmt.Errorf("-clean: %w", err)
		}
		if len(removed) > 0 {
			fmt.Fprintf(os.Stderr, "removed %d earlier run directories under %s\n", len(removed), o.out)
		}
	}
	if o.store == backend.SQLite {
		if o.dbDir, err = os.MkdirTemp("", "explore-sqlite-"); err != nil {
			return cleanup, err
		}
		dir := o.dbDir
		cleanup = func() { os.RemoveAll(dir) }
	}
	return cleanup, nil
}

// exploreAll runs the seeds, with a progress bar on a terminal; now reads the real time since the
// start (for the budget). A harness panic comes back as a *cli.InternalError.
func exploreAll(o options, now func() time.Duration) (*report, error) {
	_, n := o.seedRange()
	if o.rare {
		n += rareLimit(n) // at most; the bar's total shrinks once the table's seeds are known
	}
	progress := cli.StartProgress(os.Stdout, cli.IsTerminal(os.Stdout) && !o.verbose, n)
	var rep *report
	var runErr error
	err := cli.Guard(func() { rep, runErr = explore(o, now, progress) })
	progress.Stop()
	if err == nil {
		err = runErr
	}
	return rep, err
}

// finish prints the report (and writes -coverage, and the whole report beside the bundles) and
// gives the exit code.
func finish(o options, rep *report) int {
	switch {
	case o.md:
		// The tables alone on stdout, for scripts/readme-tables; the report goes to stderr.
		rep.print(o, os.Stderr)
		rep.markdown(os.Stdout)
	case o.verbose:
		rep.print(o, os.Stdout)
	case o.single:
		rep.printSeed(o, os.Stdout)
	default:
		rep.printBrief(o, os.Stdout)
	}
	if rep.runDir.Made() {
		var whole strings.Builder
		rep.print(o, &whole)
		if err := rep.runDir.WriteFile("report.txt", whole.String()); err != nil {
			fmt.Fprintln(os.Stderr, "explore: report.txt:", err)
			return 3
		}
	}
	if o.cover != "" {
		if err := writeCoverage(o.cover, rep.cover); err != nil {
			fmt.Fprintln(os.Stderr, "explore: -coverage:", err)
			return 3
		}
	}
	if rep.unwritten > 0 {
		// Also on stderr: a log that keeps only errors must not lose it.
		fmt.Fprintf(os.Stderr, "explore: %d failure bundle(s) not written, the first: %v\n", rep.unwritten, rep.writeErr)
	}
	if rep.failed > 0 {
		return 1
	}
	return 0
}

// writeCoverage writes the whole lane lifecycle coverage to path.
func writeCoverage(path string, c *check.Lifecycle) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	check.WriteLifecycle(f, c)
	fmt.Fprintln(f)
	check.WriteLifecyclePairs(f, c)
	fmt.Fprintf(f, "\nthe counts as lines of the lifecycle table (laneTable, sim/check/lifecycle_table.go; it is made from seeds 1..3000, no bug flag):\n")
	check.WriteLaneTable(f, c)
	return f.Close()
}
