package sim

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// Bundle is what a failing run leaves behind (DESIGN decision 10): the seed, the swarm (which
// op and fault kinds were on, and the policy), the bug flags, the failure and its invariant, the
// last trace lines, the op list as a ready scenario file, the reduced op list when a reduction
// ran, and a one-line reproduce command.
type Bundle struct {
	Seed      uint64 // the world's seed
	Swarm     string
	Bugs      string
	Failure   string
	Invariant string // FailureKey of the failure
	Ops       []Op
	Reduced   []Op // after Reduce; nil when no reduction ran
	Stats     ReduceStats
	Tail      []string // the last trace lines
	Trace     string   // the retained trace (of the reduced run when there is one)
	Reproduce string
	Scenario  string // scenario file of Reduced, else of Ops
	Replays   string // whether Scenario's ops reproduce the failure, when checked
	FailAt    time.Duration
}

// Bundle packages the run's failure. reproduce is the command that replays it. The run's world
// booted by itself, so the scenario starts with the boot.
func (r *Run) Bundle(failure error, reproduce string) Bundle {
	return Bundle{Seed: r.Seed, Swarm: r.Swarm.String(), Bugs: r.World.GatewayConfig().Bugs.String(),
		Failure: failure.Error(), Invariant: FailureKey(failure), Ops: r.Ops,
		Tail: r.World.Trace().Tail(40), Trace: r.World.Trace().String(), Reproduce: reproduce,
		Scenario: ScenarioText(scenarioHeader(failure, reproduce), ConfigLine(r.World), append([]Op{{Kind: KindBoot}}, r.Ops...), false)}
}

// ConfigLine is the scenario config directive that rebuilds w's world (the scenarios package
// parses it): the seed, the lane count, the gateway's reset policy and timings, the bug flags,
// and the start when it is not DefaultStart.
func ConfigLine(w *World) string {
	g := w.GatewayConfig()
	bugs := append(gateway.BugSet(nil), g.Bugs...)
	sort.Slice(bugs, func(i, j int) bool { return bugs[i] < bugs[j] })
	s := fmt.Sprintf("config seed=%d lanes=%d reset=%s idle=%s at=%02d:00 drain=%s fresh=%s grace=%s",
		w.Seed(), len(w.Lanes()), g.Reset.Mode, FormatDuration(g.Reset.IdleLimit), g.Reset.AtHour,
		FormatDuration(g.DrainTimeout), FormatDuration(g.FreshnessWindow), FormatDuration(g.ReapGrace))
	if len(bugs) > 0 {
		names := make([]string, len(bugs))
		for i, b := range bugs {
			names[i] = b.String()
		}
		s += " bugs=" + strings.Join(names, ",")
	}
	if st, def := w.Clock().Start(), DefaultStart(); !st.Equal(def) || st.Location().String() != def.Location().String() {
		s += " start=" + st.Format("2006-01-02T15:04") + " zone=" + st.Location().String()
	}
	return s
}

// ScenarioText renders a ready scenario file: the # header lines, the config directive, one
// directive per op with an empty expected output (go test ./scenarios -rewrite fills them in),
// and a closing liveness directive when the failure is the end-of-run check.
func ScenarioText(header []string, config string, ops []Op, liveness bool) string {
	var b strings.Builder
	for _, h := range header {
		b.WriteString(strings.TrimRight("# "+h, " "))
		b.WriteByte('\n')
	}
	if len(header) > 0 {
		b.WriteByte('\n')
	}
	b.WriteString(config)
	b.WriteString("\n----\n")
	for _, op := range ops {
		b.WriteString("\n")
		b.WriteString(op.String())
		b.WriteString("\n----\n")
	}
	if liveness {
		b.WriteString("\nliveness\n----\n")
	}
	return b.String()
}

func scenarioHeader(failure error, reproduce string) []string {
	first, _, _ := strings.Cut(failure.Error(), "\n")
	return []string{
		"A failing run, exported by the property test. Replace this paragraph with what the file",
		"pins down and why, then run go test ./scenarios -rewrite to fill in the expected output.",
		"failure: " + first,
		"reproduce: " + reproduce,
	}
}

// Script is the op list, one directive per line.
func (b Bundle) Script() string {
	var s strings.Builder
	for _, op := range b.Ops {
		s.WriteString(op.String())
		s.WriteByte('\n')
	}
	return s.String()
}

// String is the printed bundle.
func (b Bundle) String() string {
	var s strings.Builder
	fmt.Fprintf(&s, "seed: %d\nswarm: %s\nbugs: %s\nfailure: %s\ninvariant: %s\nreproduce: %s\nops: %d\n",
		b.Seed, b.Swarm, b.Bugs, b.Failure, b.Invariant, b.Reproduce, len(b.Ops))
	if b.Reduced != nil {
		fmt.Fprintf(&s, "reduced: %d ops (%d replays%s)\n", len(b.Reduced), b.Stats.Replays,
			map[bool]string{true: ", budget spent", false: ""}[b.Stats.Exhausted])
	}
	if b.Replays != "" {
		fmt.Fprintf(&s, "scenario replays: %s\n", b.Replays)
	}
	fmt.Fprintf(&s, "last trace lines:\n  %s\n", strings.Join(b.Tail, "\n  "))
	return s.String()
}

// Name is the bundle's directory name: the invariant and a hash of the scenario, so that the
// same failure lands in the same directory; seed-N when there is no scenario.
func (b Bundle) Name() string {
	if b.Scenario == "" {
		return fmt.Sprintf("seed-%d", b.Seed)
	}
	inv := strings.NewReplacer(" ", "-", "/", "-").Replace(b.Invariant)
	if len(inv) > 24 || inv == "" {
		inv = "failure"
	}
	return fmt.Sprintf("%s-%08x", inv, fnv64(b.Scenario)&0xffffffff)
}

// Write puts the bundle in dir/<Name>/: bundle.txt (the summary), scenario.txt (ready for
// scenarios/testdata), ops.txt (the op list as the run applied it), trace.txt and
// timeline.html (one swimlane per lane). It returns the directory.
func (b Bundle) Write(dir string) (string, error) {
	d := filepath.Join(dir, b.Name())
	if err := os.MkdirAll(d, 0o755); err != nil {
		return "", err
	}
	files := map[string]string{"bundle.txt": b.String(), "ops.txt": b.Script(), "trace.txt": b.Trace,
		"timeline.html": FailureTimeline(fmt.Sprintf("%s: %s", b.Invariant, firstLine(b.Failure)), strings.Split(b.Trace, "\n"), b.Invariant, b.FailAt)}
	if b.Scenario != "" {
		files["scenario.txt"] = b.Scenario
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := os.WriteFile(filepath.Join(d, name), []byte(files[name]), 0o644); err != nil {
			return "", err
		}
	}
	return d, nil
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// WriteBundle writes the failure bundle of a failed property run to dir/<invariant>-<hash>/ and
// returns that directory; cmd is the one-line reproduce command (go test ./sim -run TestProperty
// -rapid.seed=N). With reduce it first reduces the op list (Reduce with FollowUps; hundreds of
// replays, so call it once, for the final failure), and in every case it replays the scenario's
// ops with the whole trace kept, for trace.txt and the timeline, and records whether they
// reproduce the failure. Call it inside the synctest bubble the run used: replays move the mock
// clock.
func WriteBundle(dir string, r *PropertyRun, cmd string, reduce bool) (string, error) {
	if r == nil || r.World == nil || r.Err == nil {
		return "", fmt.Errorf("sim: WriteBundle needs a failed property run")
	}
	w := r.World
	key := FailureKey(r.Err)
	liveness := strings.HasPrefix(key, "liveness")
	cfg := w.Config()
	cfg.TraceKeep = 0
	b := Bundle{Seed: w.Seed(), Swarm: r.Swarm.String(), Bugs: w.GatewayConfig().Bugs.String(),
		Failure: r.Err.Error(), Invariant: key, Ops: r.Ops, Tail: w.Trace().Tail(40), Reproduce: cmd}
	// A liveness failure is judged at the end of the property: the run's own quiesce phase is
	// split off and every reduced candidate gets Quiesce's ops afresh.
	end := ReplayOps
	if liveness {
		end = ReplayLiveness
	}
	ops := r.Ops
	if reduce {
		if liveness {
			if drawn, ok := StripQuiesce(w.Seed(), cfg, ops); ok {
				ops, end = drawn, ReplayQuiesce
			}
		}
		fails := func(cand []Op) bool {
			_, _, err := Replay(w.Seed(), cfg, cand, end)
			return FailureKey(err) == key
		}
		b.Reduced, b.Stats = Reduce(ops, fails, 0, FollowUps(w.Seed(), cfg, 32))
		ops = b.Reduced
	}
	rw, applied, err, failAt := replay(w.Seed(), cfg, ops, end)
	b.FailAt = failAt
	b.Replays = "no (" + fmt.Sprint(err) + ")"
	if FailureKey(err) == key {
		b.Replays = "yes"
	}
	if rw != nil {
		b.Trace = rw.Trace().String()
	} else {
		b.Trace = w.Trace().String()
	}
	b.Scenario = ScenarioText(scenarioHeader(r.Err, cmd), ConfigLine(w), applied, liveness)
	return b.Write(dir)
}
