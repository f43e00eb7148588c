package check

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// TestPanicBundle: a gateway panic stops the run with the seed and the op, and its bundle
// carries a reduced scenario that replays to the same panic.
func TestPanicBundle(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.NoBoot = true
	cfg.Gateway = func(g *gateway.Config) {
		calls := 0 // per world: every replay counts afresh
		g.Entropy = func() uint32 {
			if calls++; calls == 3 {
				panic("planted")
			}
			return uint32(calls)
		}
	}
	r := failingRunConfig(t, cfg, sim.DefaultSwarm(), "boot", "message lane=a", "advance 1m", "message lane=b",
		"new lane=a", "advance 1h", "message lane=c")
	var pe *sim.PanicError
	if !errors.As(r.Err, &pe) || pe.Seed != 1 || pe.Line != "new lane=a" {
		t.Fatalf("err = %v", r.Err)
	}
	b, err := r.Bundle(BundleSpec{Reproduce: "go test ./sim/check -run TestPanicBundle", Reduce: true})
	if err != nil {
		t.Fatal(err)
	}
	if !b.Replayed || b.Invariant != "panic" || !strings.HasPrefix(b.Headline, "panic: ") || len(b.Reduced) > 5 || b.FailOp != "new lane=a" {
		t.Fatalf("bundle:\n%s", b)
	}
	dir, err := b.Write(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if ops, _ := os.ReadFile(dir + "/ops.txt"); string(ops) != b.Script() {
		t.Fatal("ops.txt differs from the script")
	}
}

// TestBundleWriteError: a bundle that cannot be written says so.
func TestBundleWriteError(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := (Bundle{Invariant: "I2"}).Write(file); err == nil {
		t.Fatal("writing under a file: no error")
	}
}

func TestTimeline(t *testing.T) {
	w, err := sim.NewWorld(1, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	applyOps(t, w, "message lane=a turn=5m/ok tokens=10", "advance 10m", "new lane=a",
		"message lane=a turn=1m/ok", "message lane=b turn=1h/ok", "advance 2m", "crash", "boot", "advance 1h")
	page := Timeline("test", w.Trace().Lines(), []string{"c", "b", "a"})
	for _, want := range []string{">a</text>", ">b</text>", ">s1</text>", ">s2</text>", ">s3</text>",
		"stroke='#d22'", "turn ok from step 2, +0s to step 4, +5m00s", "step 4, +5m00s: turn-end lane=a token=k1.1 outcome=ok", "class='instant'"} {
		if !strings.Contains(page, want) {
			t.Fatalf("timeline lacks %q:\n%s", want, page)
		}
	}
	// Only the lanes the trace names, in the order given: c never appears.
	if strings.Contains(page, "data-lane='c'") || strings.Index(page, "data-lane='b'") > strings.Index(page, "data-lane='a'") {
		t.Errorf("lanes drawn: want b then a, and no c:\n%s", page)
	}
	// Steps of one instant stand side by side: the boot and the first message share +0s.
	ax := newAxis(readTimeline(w.Trace().Lines()).steps)
	if ax.xs[1] <= ax.xs[0] {
		t.Errorf("steps 1 and 2 share +0s but stand at x=%.1f and x=%.1f", ax.xs[0], ax.xs[1])
	}
	if k, f := effectFields(`reply lane=a text="new session" flag`); k != "reply" || f["text"] != `"new session"` || f["lane"] != "a" {
		t.Fatalf("effectFields: %s %v", k, f)
	}
}

// failingRun builds by hand what a failed property run holds: a world under a swarm with bug
// flags on, the oracle attached before the boot, the ops applied until the first error.
func failingRun(t *testing.T, sw sim.Swarm, bugs gateway.BugSet, lines ...string) *PropertyRun {
	t.Helper()
	cfg := sim.DefaultConfig()
	sw.Apply(&cfg)
	prev := cfg.Gateway
	cfg.Gateway = func(g *gateway.Config) { prev(g); g.Bugs = bugs }
	cfg.NoBoot = true
	return failingRunConfig(t, cfg, sw, lines...)
}

// failingRunConfig is failingRun over a world configuration of its own.
func failingRunConfig(t *testing.T, cfg sim.Config, sw sim.Swarm, lines ...string) *PropertyRun {
	t.Helper()
	cfg.TraceKeep = 40
	w, err := sim.NewWorld(1, cfg)
	if err != nil {
		t.Fatal(err)
	}
	o := NewOracle(w)
	o.Attach(w)
	r := &PropertyRun{World: w, Oracle: o, Swarm: sw}
	for _, l := range lines {
		op := sim.MustParseOp(l)
		r.Ops = append(r.Ops, op)
		if err := w.Apply(op); err != nil {
			r.fail(err)
			return r
		}
	}
	t.Fatalf("the run did not fail:\n%s", w.Trace())
	return nil
}

// TestWriteBundle: a failed run (B23 on, with noise on other lanes and split advances) becomes a
// bundle whose reduced scenario is shorter, still reproduces the same invariant, and keeps the
// files a person needs.
func TestWriteBundle(t *testing.T) {
	r := failingRun(t, sim.DefaultSwarm(), gateway.BugSet{gateway.B23},
		"boot", "message lane=b turn=1m/ok tokens=10", "advance 40s", "advance 40s",
		"message lane=a turn=1m/ok tokens=100", "ws-connect conn=c1", "advance 30s", "advance 90s",
		"message lane=c turn=1m/ok", "stop lane=b", "new lane=a")
	dir, err := WriteBundle(t.TempDir(), r, "go test ./sim -run TestProperty -rapid.seed=7", true)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(filepath.Base(dir), "I2-") {
		t.Fatalf("bundle dir %s", dir)
	}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	sum := read("bundle.txt")
	if !strings.HasPrefix(sum, "I2: ") {
		t.Errorf("bundle.txt does not open with the invariant:\n%s", sum)
	}
	for _, want := range []string{"\nseed:       1\n", "\nbugs:       B23\n", "\nreproduce:  go test ./sim -run TestProperty -rapid.seed=7\n",
		"\nops:        11 applied", "\nreplays:    yes: replayed from scratch, the scenario's 3 ops fail with I2 at op 3 (new lane=a), +0s\n",
		"\nfailed at:  op 3 of scenario.txt (new lane=a), +0s of virtual time\n", "\nswarm:      faults=0.10 reset=none"} {
		if !strings.Contains(sum, want) {
			t.Errorf("bundle.txt lacks %q:\n%s", want, sum)
		}
	}
	scn := read("scenario.txt")
	if !strings.Contains(scn, "\nconfig seed=1 lanes=6 reset=none idle=24h at=04:00 drain=0s fresh=1h grace=20s bugs=B23\n----\n") ||
		strings.Contains(scn, "lane=b") || strings.Contains(scn, "lane=c") || strings.Contains(scn, "conn=c1") {
		t.Errorf("scenario.txt:\n%s", scn)
	}
	if got := len(r.Ops); got != 11 {
		t.Fatalf("ops %d", got)
	}
	if !strings.Contains(read("timeline.html"), ">I2 at step 3, +0s</text>") || !strings.Contains(read("trace.txt"), "new lane=a") {
		t.Error("timeline or trace missing")
	}
	t.Logf("reduced:\n%s", scn)
}

// TestBundleFailureTime: the bundle places a failure that needs time to pass at its virtual
// instant (bundle.txt, the timeline's marker), and its trace collapses the idle ticks before it.
func TestBundleFailureTime(t *testing.T) {
	sw := sim.DefaultSwarm()
	sw.Mode, sw.IdleLimit = gateway.ResetIdle, 30*time.Minute
	r := failingRun(t, sw, gateway.BugSet{gateway.B19}, "boot", "message lane=a turn=1m/ok tokens=100",
		"message lane=b turn=5m/ok tokens=10", "advance 10m", "advance 10m", "advance 10m", "advance 10m", "message lane=a")
	b, err := r.Bundle(BundleSpec{Seed: "1", Reproduce: "go test ./sim/check -run TestBundleFailureTime", Tag: "seed-1", Reduce: true})
	if err != nil {
		t.Fatal(err)
	}
	if !b.Replayed || b.FailAt <= 30*time.Minute || b.FailStep == 0 || b.Name() != "I7-seed-1" {
		t.Fatalf("bundle %s at %s step %d:\n%s", b.Name(), sim.FormatOffset(b.FailAt), b.FailStep, b)
	}
	if !strings.Contains(b.Timeline, fmt.Sprintf("data-at-ns='%d'><line", int64(b.FailAt))) ||
		!strings.Contains(b.Timeline, ", "+sim.FormatOffset(b.FailAt)+"</text></g>") {
		t.Errorf("the timeline does not mark the failure at %s:\n%s", sim.FormatOffset(b.FailAt), b.Timeline)
	}
	if len(sim.CollapseTicks(b.Trace)) >= len(b.Trace) {
		t.Errorf("no idle tick collapsed in:\n%s", strings.Join(b.Trace, "\n"))
	}
}

// TestFailStepInQuietPhase: a failure during the quiet phase is placed at the quiet-phase op that
// raised it, not at the last drawn op (the quiet phase's ops join the run's list only once Settle
// returns), so the bundle reduces and replays the ops that really fail.
func TestFailStepInQuietPhase(t *testing.T) {
	drawn := []string{"message lane=a turn=1m/ok tokens=10", "advance 10s"}
	next, failedAt := 0, 0
	planted := errors.New("planted failure")
	spec := RunSpec{Seed: 1, Swarm: sim.DefaultSwarm(), Steps: len(drawn),
		Draw: func(*sim.Generator) (sim.Op, bool) {
			next++
			return sim.MustParseOp(drawn[next-1]), true
		},
		Observe: func(w *sim.World, _ model.Event, _ []gateway.Effect) error {
			if w.Ops() > 1+len(drawn) { // the quiet phase
				failedAt = w.Ops()
				return planted
			}
			return nil
		}}
	r, err := RunSeed(spec)
	if !errors.Is(err, planted) {
		t.Fatalf("want the planted failure, got %v", err)
	}
	if r.FailStep != failedAt || r.FailStep != len(r.Ops) {
		t.Fatalf("failure placed at op %d of %d, want the quiet phase's op %d", r.FailStep, len(r.Ops), failedAt)
	}
}

// TestTimelineOfSeveralProcesses: each backend's runs are a band of their own ("proc t1"), and a
// backend's kill loses its own turns alone: the gateway's turn on lane a runs on to its end.
func TestTimelineOfSeveralProcesses(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.Backends = []string{"t1"}
	w, err := sim.NewWorld(1, cfg)
	if err != nil {
		t.Fatal(err)
	}
	applyOps(t, w, "spawn proc=t1", "ws-connect proc=t1 conn=c1", "ws-create conn=c1 close=false",
		"ws-prompt conn=c1 record=u1 turn=1h/ok", "message lane=a turn=5m/ok", "kill proc=t1", "advance 10m")
	page := Timeline("test", w.Trace().Lines(), nil)
	for _, want := range []string{"data-lane='proc t1'", ">t1#1</text>", "turn ok from step 6", "turn lost from step 5"} {
		if !strings.Contains(page, want) {
			t.Fatalf("timeline lacks %q:\n%s", want, page)
		}
	}
	if strings.Contains(page, "turn lost from step 6") {
		t.Errorf("t1's kill lost the gateway's turn too:\n%s", page)
	}
}
