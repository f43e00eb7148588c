package scenarios

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// Promotion is a failure bundle's scenario made a regression file of testdata/ (Promote).
type Promotion struct {
	Text      string         // the regression file
	Invariant string         // what it fails with while its bug flags are on
	Bugs      gateway.BugSet // the flags the failure needed; none for a defect of the code itself
	Seed      string         // the seed the failure was found with
	Story     string         // the failure in the file's names
	// Passes: with no flag on the file runs clean and its expected output is filled in. When it
	// does not (a failure found with no flag on: the defect is still there), Failing says how it
	// fails, and the file has no output yet (make rewrite fills it in once the code is fixed).
	Passes  bool
	Failing error
	Caught  error    // with Bugs on: the violation it fails with (Invariant's)
	Lanes   []string // the lanes it keeps, each named by one of its ops
	Dropped int      // the lanes of the bundle's world it leaves out
}

// Header keys of a bundle's scenario.txt and of a promoted file ("# key: value").
const (
	keyInvariant = "invariant"
	keySeed      = "seed"
	keyBugs      = "bugs"
	keyStory     = "story"
	keyReproduce = "reproduce"
)

// Promote turns the text of a failure bundle's scenario.txt into a regression file: a header that
// states the invariant, the seed and the failure's story, the bug flags out of its config line,
// the lanes no op names left out, and each directive's expected output filled in. It checks what
// it claims: the file runs clean with no flag on, and with the bundle's flags on it fails with
// the bundle's invariant. When leaving the unused lanes out would change either, it keeps them.
// A failure found with no flag on cannot pass yet: its file comes back without output, Passes
// false and Failing saying how it fails (it must fail with the invariant).
func Promote(bundleScenario string) (*Promotion, error) {
	s, err := ParseScript(bundleScenario)
	if err != nil {
		return nil, fmt.Errorf("scenario.txt:%v", err)
	}
	if len(s.Directives) == 0 || s.Directives[0].Cmd != "config" {
		return nil, errors.New("scenario.txt: config must be the first directive")
	}
	setup, err := ParseConfig(s.Directives[0].Args)
	if err != nil {
		return nil, fmt.Errorf("scenario.txt: %v", err)
	}
	p := &Promotion{Invariant: s.HeaderValue(keyInvariant), Bugs: setup.Bugs, Seed: s.HeaderValue(keySeed),
		Story: s.HeaderValue(keyStory)}
	if p.Invariant == "" {
		return nil, errors.New("scenario.txt has no \"# invariant: ...\" line: is it a failure bundle's?")
	}
	var last error
	for _, prune := range []bool{true, false} {
		body, lanes, dropped, err := promotedBody(s, setup, prune)
		if err != nil {
			return nil, err
		}
		if err := p.check(body); err != nil {
			last = err
			continue
		}
		p.Lanes, p.Dropped = lanes, dropped
		p.Text = strings.Join(p.header(s.HeaderValue(keyReproduce)), "\n") + "\n\n" + body.text(p.Passes)
		return p, nil
	}
	return nil, last
}

// check runs the promoted directives with no flag on (filling in their output when they pass)
// and with the bundle's flags on, and says what does not hold.
func (p *Promotion) check(body *promotedScript) error {
	off, err := body.run(nil)
	switch key := check.FailureKey(err); {
	case err == nil:
		p.Passes, p.Failing = true, nil
		body.outputs = off
	case len(p.Bugs) == 0 && key == p.Invariant:
		p.Passes, p.Failing, p.Caught = false, err, err // the defect is still there
		return nil
	case len(p.Bugs) == 0:
		return fmt.Errorf("the scenario does not fail with %s but %v", p.Invariant, err)
	default:
		return fmt.Errorf("with no bug flag on the scenario does not pass: %v", err)
	}
	if len(p.Bugs) == 0 {
		return nil // fixed already: nothing to put back
	}
	_, err = body.run(p.Bugs)
	if key := check.FailureKey(err); key != p.Invariant {
		return fmt.Errorf("with %s on the promoted file fails with %q (%v), not %s", p.Bugs, key, err, p.Invariant)
	}
	p.Caught = err
	return nil
}

// header is the promoted file's opening paragraph and its facts.
func (p *Promotion) header(reproduce string) []string {
	story := p.Story
	if story == "" {
		story = "(the bundle tells none)"
	}
	var h []string
	if len(p.Bugs) > 0 {
		h = append(h,
			fmt.Sprintf("%s with %s on: %s.", p.Invariant, p.Bugs, story),
			fmt.Sprintf("A failure the harness found (seed %s), reduced and promoted from its bundle (make promote). With no", p.Seed),
			fmt.Sprintf("bug flag it passes; with %s on it fails with %s (TestPromotedFailWithTheirBugs).", p.Bugs, p.Invariant))
	} else {
		h = append(h,
			fmt.Sprintf("%s: %s.", p.Invariant, story),
			fmt.Sprintf("A failure the harness found with no bug flag on (seed %s), reduced and promoted from its bundle", p.Seed),
			"(make promote). It fails until the defect is fixed; then make rewrite fills in its expected output.")
	}
	bugs := "none"
	if len(p.Bugs) > 0 {
		bugs = p.Bugs.String()
	}
	h = append(h, "", keyInvariant+": "+p.Invariant, keySeed+": "+p.Seed, keyBugs+": "+bugs, keyStory+": "+story)
	if reproduce != "" {
		h = append(h, keyReproduce+": "+reproduce)
	}
	for i, l := range h {
		h[i] = strings.TrimRight("# "+l, " ")
	}
	return h
}

// promotedScript is the promoted file's directives (config first, bug flags out) and, once a run
// passed, their outputs.
type promotedScript struct {
	directives []Directive
	outputs    []string
}

// promotedBody is s's directives with the bug flags out of the config line and, with prune, the
// lanes no op names left out: the config's positional lanes become as few as cover them, or, when
// that would keep a lane no op names, lane directives for the named ones alone. It returns the
// lanes kept and how many were dropped.
func promotedBody(s *Script, setup Setup, prune bool) (*promotedScript, []string, int, error) {
	var cfg []string
	for _, a := range s.Directives[0].Args {
		if !strings.HasPrefix(a, "bugs=") {
			cfg = append(cfg, a)
		}
	}
	all := sim.WithLanes(sim.DefaultLanes(setup.Lanes), setup.Named...)
	used := map[string]bool{}
	var rest []Directive
	for _, d := range s.Directives[1:] {
		if d.Cmd == "lane" {
			continue // the world's lanes are rebuilt below
		}
		rest = append(rest, d)
		if _, ok := sim.KindByName(d.Cmd); ok {
			args, _ := splitMaybe(d.Args)
			op, err := ParseOpLine(d.Cmd, args)
			if err != nil {
				return nil, nil, 0, fmt.Errorf("scenario.txt:%d: %v", d.Line, err)
			}
			if op.Lane != "" {
				used[op.Lane] = true
			}
		}
	}
	keep := all
	if prune {
		keep = slices.DeleteFunc(slices.Clone(all), func(l sim.LaneSpec) bool { return !used[l.Name] })
	}
	var names []string
	for _, l := range keep {
		names = append(names, l.Name)
	}
	out := &promotedScript{}
	// As few positional lanes as cover the kept ones, when they are exactly a prefix of them.
	positional := sim.DefaultLanes(len(keep))
	prefix := len(setup.Named) == 0 && slices.EqualFunc(positional, keep, func(a, b sim.LaneSpec) bool { return a == b })
	cfg = slices.DeleteFunc(cfg, func(a string) bool { return strings.HasPrefix(a, "lanes=") })
	if prefix {
		cfg = append(cfg, fmt.Sprintf("lanes=%d", len(keep)))
		out.directives = append(out.directives, Directive{Cmd: "config", Args: sortedConfig(cfg)})
	} else {
		cfg = append(cfg, "lanes=0")
		out.directives = append(out.directives, Directive{Cmd: "config", Args: sortedConfig(cfg)})
		for _, l := range keep {
			words := strings.Fields(l.Directive())
			out.directives = append(out.directives, Directive{Cmd: words[0], Args: words[1:]})
		}
	}
	out.directives = append(out.directives, rest...)
	return out, names, len(all) - len(keep), nil
}

// sortedConfig puts the config's seed and lanes first, as the bundle's config line has them.
func sortedConfig(args []string) []string {
	rank := func(a string) int {
		switch {
		case strings.HasPrefix(a, "seed="):
			return 0
		case strings.HasPrefix(a, "lanes="):
			return 1
		}
		return 2
	}
	slices.SortStableFunc(args, func(a, b string) int { return rank(a) - rank(b) })
	return args
}

// run replays the directives in a fresh Env with bugs switched on, and returns each one's output.
func (ps *promotedScript) run(bugs gateway.BugSet) ([]string, error) {
	e := &Env{ExtraBugs: bugs}
	var outs []string
	for _, d := range ps.directives {
		out, err := e.Exec(d.Cmd, d.Args)
		if err != nil {
			return outs, &ReplayError{Pos: "promoted file", Directive: d.String(), Err: err}
		}
		outs = append(outs, out)
	}
	return outs, nil
}

// blankLine finds an empty line inside an output, which datadriven reads only between ---- ----.
var blankLine = regexp.MustCompile(`\n\s*\n`)

// text writes the directives in datadriven's layout, with their outputs when withOutput.
func (ps *promotedScript) text(withOutput bool) string {
	var b strings.Builder
	for i, d := range ps.directives {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(d.String())
		b.WriteString("\n" + separator + "\n")
		if !withOutput || i >= len(ps.outputs) {
			continue
		}
		out := strings.TrimRight(ps.outputs[i], "\n")
		if blankLine.MatchString(out) {
			fmt.Fprintf(&b, "%s\n%s\n%s\n%s\n", separator, out, separator, separator)
			continue
		}
		if out != "" {
			b.WriteString(out + "\n")
		}
	}
	return b.String()
}
