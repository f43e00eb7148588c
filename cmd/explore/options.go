package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strings"
	"time"

	"gatewaysim/backend"
	"gatewaysim/gateway"
	"gatewaysim/internal/cli"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// options is the command line, checked.
type options struct {
	seeds   int    // seeds in the range (before sharding)
	first   uint64 // the range's first seed
	steps   int
	bugs    string
	bugSet  gateway.BugSet
	shard   check.Shard
	budget  time.Duration
	out     string
	runID   string
	clean   bool
	bundles int
	shape   bool // -keep-shape: reductions keep the failure's shape
	verbose bool
	rare    bool   // after the range, the table's seeds for the transitions it missed
	cover   string // file for the whole coverage (transition pairs included)
	md      bool
	store   backend.Kind // the durable store under the fake disk (disk: its own images)
	dbDir   string       // with -store sqlite: where the seeds' databases go
	single  bool         // -seed: one seed, reported quietly

	promote  string // -promote DIR: make a regression file of this bundle instead of running seeds
	name     string // its name in testdata (without .txt)
	testdata string // where regression files go
}

const summary = "run seeded simulations of the gateway, judge every gateway call with the reference model, " +
	"and report what the runs exercised (effects, lane lifecycle transitions, what was not reached) and every failure " +
	"with a reduced bundle and the command that reproduces it; -seed S runs one seed and says only what failed. " +
	"-promote DIR makes a failure bundle a regression file of scenarios/testdata. Exit status: 0 all seeds pass " +
	"(or the file was written and checked), 1 a seed failed (or the bundle does not promote), 2 a bad command line, " +
	"3 a harness error."

// parseOptions reads the command line; help goes to out.
func parseOptions(args []string, out io.Writer) (options, error) {
	var o options
	var seed uint64
	var shard string
	f := cli.NewFlags("explore", summary, "go run ./cmd/explore [flags]")
	f.IntVar(&o.seeds, "seeds", 2500, "run `N` seeds, from -first on")
	f.Uint64Var(&o.first, "first", 1, "the first seed `S` of the range")
	f.Uint64Var(&seed, "seed", 0, "run the one seed `S` only (what a failure's reproduce command does)")
	f.IntVar(&o.steps, "steps", 400, "`N` generated ops per seed, before the quiet phase that ends every run")
	f.StringVar(&o.bugs, "bugs", "", "bug flags to switch on, a comma-separated `list` (B23,H4), or upstream-v1 for the preset")
	f.StringVar(&shard, "shard", "", "run only part `i/N` of the seed range: N shards split it into disjoint parts")
	f.DurationVar(&o.budget, "budget", 0, "stop starting new seeds after this much real `time` (e.g. 50m); the report says where it stopped")
	f.StringVar(&o.out, "out", "failures", "`dir`ectory for failure bundles: one subdirectory per run, one per bundle in it")
	f.StringVar(&o.runID, "run-id", "", "name this run's subdirectory of -out `ID` (default: the start time and \"explore\")")
	f.BoolVar(&o.clean, "clean", false, "remove the earlier runs' directories under -out before this run")
	f.IntVar(&o.bundles, "bundles", 3, "`N` failing seeds per invariant get a reduced bundle; the others are listed with their reproduce command")
	f.BoolVar(&o.shape, "keep-shape", false, "reduce each bundle to ops that fail the same way, not only with the same invariant: the same facts up to ids and numbers (the same event, the same kinds of process and turn), so that a rare failure does not shrink into a commoner one of its invariant")
	f.BoolVar(&o.verbose, "v", false, "print one line per seed as it finishes, and the whole report: every effect and lifecycle count, why each transition was missed")
	f.BoolVar(&o.rare, "rare", true, "after the range, run the lifecycle table's seeds for the transitions it missed (rarest first, one per ten seeds of the range), so that the default run reaches every transition; off with -rare=false, -seed, -shard or -steps other than 400")
	f.StringVar(&o.cover, "coverage", "", "write the whole lane lifecycle coverage (every transition and every transition pair) to this `file`")
	f.BoolVar(&o.md, "markdown", false, "print only the coverage tables as Markdown on stdout (the report goes to stderr), for docs/figures.md")
	f.StringVar(&o.promote, "promote", "", "make the failure bundle in `dir` a regression file of -testdata: its bug flags off, the lanes no op names left out, its output filled in, checked to pass and, with the flags back on, to fail with the bundle's invariant")
	f.StringVar(&o.name, "name", "", "with -promote: the regression file's `name`, topic_what (default: the flags, the invariant and the seed)")
	f.StringVar(&o.testdata, "testdata", "scenarios/testdata", "with -promote: the `dir`ectory the regression file goes to")
	f.Hints = map[string]string{
		"flags":  "the bug flags go to -bugs B23,H4",
		"checks": "explore runs seeded simulations, -seeds N of them",
	}
	store := f.String("store", string(backend.Disk), "the durable `store`: disk (the fake disk's own images) or sqlite (a SQLite file per seed, in a temporary directory)")
	if err := f.Parse(args, out); err != nil {
		return o, err
	}
	set := map[string]bool{}
	f.Visit(func(fl *cli.Flag) { set[fl.Name] = true })
	if err := o.checkPromote(set); err != nil || o.promote != "" {
		return o, err
	}
	if err := o.checkRange(set, seed); err != nil {
		return o, err
	}
	if err := o.setShard(shard); err != nil {
		return o, err
	}
	if o.steps != check.TableSteps {
		o.rare = false // the table's seeds took their transitions at its length
	}
	bugs, err := sim.ParseBugList(o.bugs)
	if err != nil {
		return o, fmt.Errorf("-bugs: %v", err)
	}
	o.bugSet = bugs
	if o.store, err = parseStore(*store); err != nil {
		return o, fmt.Errorf("-store: %v", err)
	}
	return o, nil
}

// checkRange checks the seed range and the numbers (set: the flags given; seed: -seed's value).
func (o *options) checkRange(set map[string]bool, seed uint64) error {
	if set["seed"] {
		if set["seeds"] || set["first"] || set["shard"] {
			return errors.New("-seed runs one seed: leave out -seeds, -first and -shard")
		}
		if seed < 1 {
			return fmt.Errorf("-seed must be at least 1, not %d", seed)
		}
		o.first, o.seeds, o.rare, o.single = seed, 1, false, true
	}
	if err := cli.AtLeast("seeds", o.seeds, 1); err != nil {
		return err
	}
	if err := cli.AtLeast("steps", o.steps, 1); err != nil {
		return err
	}
	if err := cli.AtLeast("bundles", o.bundles, 0); err != nil {
		return err
	}
	if o.first < 1 {
		return fmt.Errorf("-first must be at least 1, not %d", o.first)
	}
	if last := o.first + uint64(o.seeds) - 1; last < o.first {
		return fmt.Errorf("-first %d with -seeds %d runs past the largest seed, %d", o.first, o.seeds, uint64(math.MaxUint64))
	}
	if o.budget < 0 {
		return fmt.Errorf("-budget must not be negative, not %s", o.budget)
	}
	if o.out == "" {
		return errors.New("-out must name a directory")
	}
	return nil
}

// checkPromote checks -promote's flags (set: the flags given): it runs no seed, so it takes none
// of the run's flags.
func (o *options) checkPromote(set map[string]bool) error {
	if o.promote == "" {
		if set["name"] || set["testdata"] {
			return errors.New("-name and -testdata go with -promote DIR")
		}
		return nil
	}
	for name := range set {
		if name != "promote" && name != "name" && name != "testdata" {
			return fmt.Errorf("-promote runs no seed: leave out -%s (it takes -name and -testdata)", name)
		}
	}
	if o.name != "" && !validName.MatchString(o.name) {
		return fmt.Errorf("-name %q: a file name of lower-case letters, digits, _ and -, such as new_undone_by_agent_close", o.name)
	}
	if strings.HasPrefix(o.name, "regress_") {
		return fmt.Errorf("-name %q: regress_<flag>_ files are the catalogue's, one per flag (docs/bugs.md); name it after what it pins down", o.name)
	}
	return nil
}

// validName is a regression file's name as -name takes it.
var validName = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`)

// setShard reads -shard ("" for none): shards are disjoint parts of one range, nothing else.
func (o *options) setShard(shard string) error {
	if shard == "" {
		return nil
	}
	s, err := check.ParseShard(shard)
	if err != nil {
		return fmt.Errorf("-shard: %v", err)
	}
	if s.Count > o.seeds {
		return fmt.Errorf("-shard %s: %d shards of %d seeds would leave some shards empty", s, s.Count, o.seeds)
	}
	o.shard, o.rare = s, false
	return nil
}

// seedRange is the seeds this run explores: its shard of the range.
func (o options) seedRange() (uint64, int) { return o.shard.Range(o.first, o.seeds) }

// reproduce is the command that reruns one seed as this run ran it: make explore, which builds
// the command and runs the binary (its exit status is the command's, as make reports it).
func (o options) reproduce(seed uint64) string {
	cmd := fmt.Sprintf("make explore SEED=%d", seed)
	if o.steps != check.TableSteps {
		cmd += fmt.Sprintf(" STEPS=%d", o.steps)
	}
	if o.bugs != "" {
		cmd += " BUGS=" + o.bugSet.String()
	}
	if o.shape {
		cmd += " SHAPE=1"
	}
	return cmd + o.storeArg()
}
