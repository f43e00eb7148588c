// Command mutate measures how much of the gateway the harness's tests would notice going wrong: it
// makes a seeded sample of syntactic mutants of gateway/ (gremlins' operator families, removed
// calls and negated conditions, one edit each), runs three suites against each (the gateway's unit
// tests, the scenario files, the generic property alone) through go's -overlay (the tree is never
// changed), and reports per mutant which suites killed it and the three scores. Mutants listed in
// the equivalent-mutant file (with the reason each changes nothing observable) are left out of
// the scores, and so are those the tool finds inside a branch that runs only with a bug flag on
// (flagonly.go): the suites judge the flagless product, which never runs them.
//
// Usage:
//
//	go run ./cmd/mutate [-n 80] [-seed 1|random] [-checks 2000] [-timeout 10m] [-equivalent FILE] [-min N]
//
// -seed random draws a fresh sample and prints its seed first.
//
// -list prints the sample without running anything.
//
// -uncovered lists the sites the generic property never runs (uncovered.go): the survivors any
// sample will have there, from one property run with a coverage profile.
//
// It exits 0 when the sample ran (and the property's score reached -min, when given), 1 when it
// did not reach -min, 2 on a bad command line, 3 on a harness error.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"gatewaysim/internal/cli"
)

const summary = "run a seeded sample of mutants of gateway/ against the unit tests, the scenario files and the " +
	"generic property alone, and report which suite killed each and the three scores. Exit status: 0 done, " +
	"1 the property's score is below -min, 2 a bad command line, 3 a harness error."

type options struct {
	n, checks int
	seed      seedFlag
	timeout   time.Duration
	equiv     string
	min       float64
	dir       string
	list      bool
	uncovered bool
	suites    string
	only      map[int]bool // sample numbers to run; nil runs all
}

func main() {
	o, err := parse(os.Args[1:], os.Stdout)
	if errors.Is(err, cli.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		os.Exit(2)
	}
	code, err := run(o, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		os.Exit(3)
	}
	os.Exit(code)
}

func parse(args []string, out io.Writer) (options, error) {
	var o options
	f := cli.NewFlags("mutate", summary, "go run ./cmd/mutate [flags]")
	f.IntVar(&o.n, "n", 80, "sample `N` mutants that compile")
	o.seed.seed = 1
	f.Var(&o.seed, "seed", "the sample's `seed` (the same seed, tree and list give the same mutants), or random for a fresh one, printed first")
	f.IntVar(&o.checks, "checks", 2000, "the generic property's `budget` of checks per mutant")
	f.DurationVar(&o.timeout, "timeout", 10*time.Minute, "a suite running longer than this `time` on a mutant counts as killing it (it hung)")
	f.StringVar(&o.equiv, "equivalent", "cmd/mutate/equivalent.txt", "the `file` of equivalent mutants, one id and reason per line")
	f.Float64Var(&o.min, "min", 0, "exit 1 when the property alone kills less than this `percent` of the non-equivalent mutants")
	f.StringVar(&o.dir, "dir", "gateway", "the package `dir`ectory to mutate")
	f.BoolVar(&o.list, "list", false, "only list the sample (the mutants that compile), without running any suite")
	f.BoolVar(&o.uncovered, "uncovered", false, "only list the sites (that compile, not equivalent) the generic property never runs at -checks with the sample's seed: the survivors every sample will have there (one property run with a coverage profile)")
	f.StringVar(&o.suites, "suites", "unit,scenarios,property", "the `list` of suites to run (a quick re-check of the property: -suites property)")
	only := f.String("only", "", "run only these sample `numbers` (comma-separated, as -list prints them); the others are listed as not run")
	if err := f.Parse(args, out); err != nil {
		return o, err
	}
	for _, s := range strings.Split(o.suites, ",") {
		if !slices.Contains(suiteNames[:], s) {
			return o, fmt.Errorf("-suites: unknown suite %q (want a comma-separated list of unit, scenarios, property)", s)
		}
	}
	if *only != "" {
		o.only = map[int]bool{}
		for _, s := range strings.Split(*only, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(s))
			if err != nil || n < 1 {
				return o, fmt.Errorf("-only: %q is not a sample number (1, 2, ...)", s)
			}
			o.only[n] = true
		}
	}
	if err := cli.AtLeast("n", o.n, 1); err != nil {
		return o, err
	}
	if err := cli.AtLeast("checks", o.checks, 1); err != nil {
		return o, err
	}
	if o.timeout <= 0 {
		return o, fmt.Errorf("-timeout must be positive, not %s", o.timeout)
	}
	return o, nil
}

// runs reports whether -suites selected the named suite.
func (o options) runs(name string) bool { return slices.Contains(strings.Split(o.suites, ","), name) }

// equivalents reads the equivalent-mutant file: "<id> <reason>" per line, # comments.
func equivalents(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, why, ok := strings.Cut(line, " ")
		if !ok || strings.TrimSpace(why) == "" {
			return nil, fmt.Errorf("%s:%d: want \"<id> <reason>\"", path, n)
		}
		out[id] = strings.TrimSpace(why)
	}
	return out, sc.Err()
}

func run(o options, out io.Writer) (int, error) {
	seed := o.seed.resolve(out, drawSeed)
	root, err := os.Getwd()
	if err != nil {
		return 0, err
	}
	sites, err := findSites(root, o.dir)
	if err != nil {
		return 0, err
	}
	equiv, err := equivalents(o.equiv)
	if err != nil {
		return 0, err
	}
	tmp, err := os.MkdirTemp("", "mutate-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(tmp)
	if o.uncovered {
		return 0, listUncovered(root, tmp, o, seed, sites, equiv, out)
	}
	suites := []suite{
		{"unit", []string{"./" + o.dir}},
		{"scenarios", []string{"./scenarios", "-run", "^TestScenarios$"}},
		{"property", []string{"./sim", "-run", "^TestProperty$", "-rapid.checks=" + strconv.Itoa(o.checks),
			"-rapid.seed=" + strconv.FormatUint(seed, 10)}},
	}
	if !o.list {
		if err := baseline(root, o, suites); err != nil {
			return 0, err
		}
	}
	fmt.Fprintf(out, "%d mutation sites in %s/; sampling %d that compile (seed %d); property budget %d checks\n\n",
		len(sites), o.dir, o.n, seed, o.checks)
	rows, err := drawMutants(root, tmp, o, seed, sites, equiv, suites, out)
	if err != nil || o.list {
		return 0, err
	}
	sc := score(rows)
	sc.print(out, rows)
	if o.min > 0 && sc.percent(2) < o.min {
		return 1, nil
	}
	return 0, nil
}

// baseline checks that the unmutated tree passes every suite the run uses, or a "kill" would be
// the harness's own failure.
func baseline(root string, o options, suites []suite) error {
	for _, su := range suites {
		if !o.runs(su.name) {
			continue
		}
		if v := runSuite(root, "", su, o.timeout); v != survived {
			return fmt.Errorf("the unmutated tree fails suite %s (%s): fix that first (go test %s)",
				su.name, v, strings.Join(su.args, " "))
		}
	}
	return nil
}

// drawMutants draws sites in the seed's order, keeps the first o.n whose mutant compiles and runs the
// suites against each (with -list, only names them), printing a line per mutant.
func drawMutants(root, tmp string, o options, seed uint64, sites []site, equiv map[string]string, suites []suite, out io.Writer) ([]result, error) {
	rng := rand.New(rand.NewPCG(seed, 0x6d757461))
	var rows []result
	for _, i := range rng.Perm(len(sites)) {
		if len(rows) == o.n {
			break
		}
		s := sites[i]
		src, err := os.ReadFile(filepath.Join(root, s.file))
		if err != nil {
			return nil, err
		}
		ov, err := overlay(root, tmp, s, src)
		if err != nil {
			return nil, err
		}
		if !compiles(root, ov, "./"+o.dir) {
			continue
		}
		r := result{site: s, equiv: equiv[s.ID()]}
		if r.equiv == "" && s.flag != "" {
			r.equiv = "flag-only: it runs only with bug flag " + s.flag + " on, which the flagless product never turns on (flagonly.go)"
		}
		if o.list {
			rows = append(rows, r)
			line := s.String()
			if r.equiv != "" {
				line += "  (equivalent: " + r.equiv + ")"
			}
			fmt.Fprintf(out, "%3d %s\n", len(rows), line)
			continue
		}
		for k, su := range suites {
			r.verdicts[k] = notRun
			if o.runs(su.name) && (o.only == nil || o.only[len(rows)+1]) {
				r.verdicts[k] = runSuite(root, ov, su, o.timeout)
			}
		}
		rows = append(rows, r)
		fmt.Fprintf(out, "%3d %s\n", len(rows), r)
	}
	return rows, nil
}
