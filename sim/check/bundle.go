package check

import (
	"fmt"
	"strings"
	"time"

	"gatewaysim/internal/cli"
	"gatewaysim/sim"
)

// Bundle is what a failing run leaves behind (docs/design.md decision 10), the same from every entry
// point: the failure with its invariant first, where it happened (op and virtual instant), the
// seed and the command that reproduces it, the swarm and the bug flags, the op list reduced and
// checked to replay, as a ready scenario file, the reduced run's trace and its timeline.
type Bundle struct {
	Headline  string // "<invariant>: <the failure's first line>"
	Tag       string // names the directory after the invariant (BundleSpec.Tag)
	Invariant string // FailureKey of the failure
	Failure   string // the whole failure message
	Seed      string // the exact seed, as the reproduce command takes it
	Reproduce string // the command that reproduces the run, as printed
	Swarm     string
	Bugs      string

	Ops     []sim.Op // the run's ops as it applied them (the boot first)
	Drawn   int      // of Ops, the drawn ones
	Reduced []sim.Op // after Reduce; nil when no reduction ran
	Stats   ReduceStats

	Scenario string // the scenario file: of the reduced ops (with the quiet phase a liveness failure needs)
	Replayed bool   // the scenario's ops, replayed from scratch, fail with the same invariant
	Replay   string // what the replay did, in words
	FailStep int    // the scenario's op (1-based, counting directives after config) during which it failed
	FailOp   string // that op
	FailAt   time.Duration

	// Story is the scenario's failure in the trace's names ("lane e left s1 by /new but its row
	// reads agent_close"): the replay's failure after its invariant, lane keys and session ids
	// replaced by the scenario's lane names and sN. "" when the scenario does not replay.
	Story string
	// ScenarioOps are the scenario's op lines as scenario.txt has them (an op the run skipped
	// ends with " ?").
	ScenarioOps []string

	Trace    []string // the scenario's whole trace
	Tail     []string // the trace's last lines up to the failure, ticks without effect collapsed
	Lanes    []string // every lane of the world, for the timeline
	Timeline string   // timeline.html
}

// BundleSpec says how a failure becomes a bundle.
type BundleSpec struct {
	Seed      string // the exact seed as the reproduce command takes it ("17", "rapid 8123")
	Reproduce string // the one-line command that reproduces the run
	Tag       string // names the bundle's directory after the invariant ("seed-17"); "": a hash of the scenario
	Reduce    bool   // reduce the op list first (hundreds of replays)
	// ReducesMax bounds the reduction's replays (0: 1000).
	ReducesMax int
	// KeepShape: the reduction keeps the failure's shape (FailureShape), not only its key.
	KeepShape bool
}

// Bundle makes the failed run's bundle: it reduces the ops (with spec.Reduce), replays the result
// from scratch with the whole trace kept, and records whether and where it fails again.
func (r *PropertyRun) Bundle(spec BundleSpec) (Bundle, error) {
	if r == nil || r.World == nil || r.Err == nil {
		return Bundle{}, fmt.Errorf("sim: a bundle needs a failed run")
	}
	key := FailureKey(r.Err)
	m := bundling{r: r, cfg: r.World.Config(), key: key, liveness: strings.HasPrefix(key, "liveness")}
	m.cfg.TraceKeep = 0
	b := m.head(spec)
	ops, end := m.reduce(&b, spec)
	rw, applied := m.replay(&b, ops, end)
	b.Tail = tailOf(sim.CollapseTicks(b.Trace), 30)
	marks := skippedMarks(rw, m.cfg, len(applied))
	for i, op := range applied {
		line := op.String()
		if i < len(marks) && marks[i] {
			line += sim.MaybeMark
		}
		b.ScenarioOps = append(b.ScenarioOps, line)
	}
	b.Scenario = sim.ScenarioTextMarked(scenarioHeader(b), sim.ConfigLine(r.World), applied, marks, m.liveness)
	b.Timeline = TimelinePage(b.Headline, m.sections(b, rw, len(applied))...)
	return b, nil
}

// bundling is one bundle in the making: the failed run, its world's configuration with the whole
// trace kept (every replay's), and the failure's key.
type bundling struct {
	r        *PropertyRun
	cfg      sim.Config
	key      string
	liveness bool // the failure is the end-of-run check's
}

// head is the bundle's account of the run as it failed, before any replay.
func (m *bundling) head(spec BundleSpec) Bundle {
	r, w := m.r, m.r.World
	b := Bundle{Headline: headline(m.key, r.Err.Error()), Invariant: m.key, Failure: r.Err.Error(),
		Tag: spec.Tag, Seed: spec.Seed, Reproduce: spec.Reproduce, Swarm: r.Swarm.String(), Bugs: w.GatewayConfig().Bugs.String(),
		Ops: r.Ops, Drawn: r.Drawn}
	if b.Seed == "" {
		b.Seed = fmt.Sprint(w.Seed())
	}
	for _, l := range w.Lanes() {
		b.Lanes = append(b.Lanes, l.Name)
	}
	return b
}

// reduce returns the ops the scenario replays and how the replay ends: the run's ops up to the
// failure, reduced (into b.Reduced) when spec asks.
func (m *bundling) reduce(b *Bundle, spec BundleSpec) ([]sim.Op, ReplayEnd) {
	seed := m.r.World.Seed()
	// A liveness failure is judged at the end of the run: its quiet phase is split off and every
	// reduced candidate gets Quiesce's ops afresh.
	end := ReplayOps
	if m.liveness {
		end = ReplayLiveness
	}
	ops := runOps(m.r, m.liveness) // what ran after the failing op is not part of it
	if !spec.Reduce {
		return ops, end
	}
	if m.liveness {
		if drawn, ok := StripQuiesce(seed, m.cfg, ops); ok {
			ops, end = drawn, ReplayQuiesce
		}
	}
	shape := FailureShape(m.r.Err)
	fails := func(cand []sim.Op) bool {
		_, _, err := Replay(seed, m.cfg, cand, end)
		return FailureKey(err) == m.key && (!spec.KeepShape || FailureShape(err) == shape)
	}
	limit := spec.ReducesMax
	if limit <= 0 {
		limit = 1000
	}
	b.Reduced, b.Stats = Reduce(ops, fails, limit, FollowUps(seed, m.cfg, 32))
	return b.Reduced, end
}

// replay runs the scenario's ops from scratch with the whole trace kept and records in b whether
// and where it fails again, and its trace. It returns the replay's world and the ops it applied.
func (m *bundling) replay(b *Bundle, ops []sim.Op, end ReplayEnd) (*sim.World, []sim.Op) {
	rw, applied, failAt, err := replay(m.r.World.Seed(), m.cfg, ops, end)
	b.FailAt = failAt
	b.Replayed = FailureKey(err) == m.key
	if b.Replayed && rw != nil {
		b.Story = storyOf(rw, m.key, err)
	}
	if rw != nil {
		b.FailStep = rw.Ops()
		if strings.HasPrefix(FailureKey(err), "liveness") {
			b.FailStep = len(applied)
		}
		b.Trace = rw.Trace().Lines()
	}
	if b.FailStep > 0 && b.FailStep <= len(applied) {
		b.FailOp = applied[b.FailStep-1].String()
	}
	switch {
	case b.Replayed:
		b.Replay = fmt.Sprintf("yes: replayed from scratch, the scenario's %d ops fail with %s at op %d (%s), %s",
			len(applied), m.key, b.FailStep, b.FailOp, sim.FormatOffset(b.FailAt))
	case err == nil:
		b.Replay = fmt.Sprintf("NO: replayed from scratch, the scenario's %d ops pass; use the reproduce command", len(applied))
	default:
		b.Replay = fmt.Sprintf("NO: replayed from scratch, the scenario fails otherwise (%s); use the reproduce command", cli.FirstLine(err.Error()))
	}
	if b.Trace == nil {
		b.Trace = m.r.World.Trace().Lines()
	}
	return rw, applied
}

// storyOf is a failure of w in w's trace names, after its invariant.
func storyOf(w *sim.World, key string, err error) string {
	return strings.TrimPrefix(w.Symbolic(headline(key, err.Error())), key+": ")
}

// timelineSection is the drawing of w's trace, its lanes and sessions named for the legend.
func timelineSection(w *sim.World, lines, lanes []string, key, story string, at time.Duration) TimelineSection {
	sec := TimelineSection{Lines: lines, Lanes: lanes, Failure: key, Story: story, FailAt: at}
	if w == nil {
		return sec
	}
	sec.Keys = map[string]string{}
	for _, l := range w.Lanes() {
		sec.Keys[l.Name] = string(l.Key)
	}
	for _, id := range w.Sessions() {
		sec.Sessions = append(sec.Sessions, string(id))
	}
	return sec
}

// sections are the timeline's drawings: the scenario's trace and, when it was reduced, the run
// as it happened.
func (m *bundling) sections(b Bundle, rw *sim.World, scenarioOps int) []TimelineSection {
	story := b.Story
	if story == "" {
		story = strings.TrimPrefix(b.Headline, m.key+": ")
	}
	sections := []TimelineSection{timelineSection(rw, b.Trace, b.Lanes, m.key, story, b.FailAt)}
	if b.Reduced == nil {
		return sections
	}
	// The reduced scenario tells the failure; the run as it happened shows where it came from.
	sections[0].Heading = fmt.Sprintf("the reduced scenario (scenario.txt, trace.txt): %d ops", scenarioOps)
	runEnd := ReplayOps
	if m.liveness {
		runEnd = ReplayLiveness
	}
	if rw, _, at, err := replay(m.r.World.Seed(), m.cfg, runOps(m.r, m.liveness), runEnd); rw != nil && FailureKey(err) == m.key {
		sec := timelineSection(rw, rw.Trace().Lines(), b.Lanes, m.key, storyOf(rw, m.key, err), at)
		sec.Heading = fmt.Sprintf("the run as it happened (ops.txt): %d ops up to the failure", rw.Ops())
		sections = append(sections, sec)
	}
	return sections
}

// skippedMarks says which of the n ops a replay applied were skipped (a property run may draw an
// op its world cannot carry out): the scenario marks them, so that it replays under the scenario
// runner's strict rule.
func skippedMarks(rw *sim.World, cfg sim.Config, n int) []bool {
	if rw == nil {
		return nil
	}
	first := 1 // op number of applied[0]
	if !cfg.NoBoot {
		first = 2 // NewWorld's own boot came first
	}
	out := make([]bool, n)
	for _, k := range rw.SkippedOps() {
		if i := k - first; i >= 0 && i < n {
			out[i] = true
		}
	}
	return out
}

// runOps is the run's ops up to its failure (all of them for the end-of-run check).
func runOps(r *PropertyRun, liveness bool) []sim.Op {
	if !liveness && r.FailStep > 0 && r.FailStep <= len(r.Ops) {
		return r.Ops[:r.FailStep]
	}
	return r.Ops
}

// WriteBundle makes the failed run's bundle (PropertyRun.Bundle, reduced when reduce is set) and
// writes it straight under dir; cmd is its reproduce command.
func WriteBundle(dir string, r *PropertyRun, cmd string, reduce bool) (string, error) {
	b, err := r.Bundle(BundleSpec{Reproduce: cmd, Reduce: reduce})
	if err != nil {
		return "", err
	}
	return b.Write(dir)
}

// headline puts the invariant first: "I2: lane a left s1 ...", "liveness I5: ...", "panic: ...".
func headline(key, msg string) string {
	m := strings.TrimPrefix(cli.FirstLine(msg), "liveness: ")
	m = strings.TrimPrefix(m, strings.TrimPrefix(key, "liveness ")+": ")
	return key + ": " + m
}

// scenarioHeader opens scenario.txt: what the file is, then the facts promote reads back
// ("key: value" lines: scenarios.Promote).
func scenarioHeader(b Bundle) []string {
	story := b.Story
	if story == "" {
		story = strings.TrimPrefix(b.Headline, b.Invariant+": ") + " (in the run; the reduced ops do not replay it)"
	}
	bugs := b.Bugs
	if bugs == "" || bugs == "-" {
		bugs = "none"
	}
	return []string{
		"A failure the harness found, reduced to these ops: with the bug flags of its config line on",
		"they fail with " + b.Invariant + ". make promote BUNDLE=<this bundle's directory> NAME=<topic_what> turns it",
		"into a regression file of scenarios/testdata (flags off, unused lanes out, output filled in).",
		"",
		"invariant: " + b.Invariant,
		"seed: " + seedOnly(b.Seed),
		"bugs: " + bugs,
		"story: " + story,
		"reproduce: " + b.Reproduce,
	}
}

// seedOnly is the exact seed of a BundleSpec's Seed, without what it says of how the run came to
// it ("rapid 4 (check 3 of the batch from 1); world seed 1" is "rapid 4"): a run reproduced on its
// own writes the same scenario.txt.
func seedOnly(seed string) string {
	s, _, _ := strings.Cut(seed, " (")
	return s
}

// Headline is a failure's one line with its invariant first, as bundle.txt opens.
func Headline(err error) string { return headline(FailureKey(err), err.Error()) }
