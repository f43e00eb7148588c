package conformance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// Tests of process mode (upstream's whole gateway process). They need upstream: HERMES_SRC (a
// checkout) for TestProcessModeRunsUpstream, HERMES_MIRROR (a bare git directory of upstream's
// history) for the tests that compare the commit before a fix with the fix. They skip without.

// processRunner starts a process-mode runner on checkout src.
func processRunner(t *testing.T, src string) *Runner {
	t.Helper()
	ad, err := StartAdapter(AdapterOptions{Src: src, Zone: sim.DefaultStart().Location().String(), Process: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ad.Close() })
	return NewRunner(ad, Options{Process: true, Judge: true, NoCompare: true})
}

// mirrorCheckouts are checkouts of HERMES_MIRROR, or a skip.
func mirrorCheckouts(t *testing.T) *Checkouts {
	t.Helper()
	m := os.Getenv("HERMES_MIRROR")
	if m == "" {
		t.Skip("skipping: HERMES_MIRROR names no bare git directory of upstream's history")
	}
	return &Checkouts{Mirror: m}
}

func scenarioFile(t *testing.T, path string) (scenarios.Setup, []sim.Op) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return script(t, string(b))
}

// TestProcessModeRunsUpstream drives upstream's gateway process through a restart with a turn in
// flight: the timeline has the boots, the drain's notice, the owed turn auto-continued with a
// resume note, and the model finds nothing wrong (upstream at HERMES_SRC is V1 or later).
func TestProcessModeRunsUpstream(t *testing.T) {
	src, err := UpstreamSource()
	if err != nil {
		t.Skipf("skipping the run against upstream: %v", err)
	}
	r := processRunner(t, src)
	var lines []string
	r.opts.Debug = func(s string) { lines = append(lines, s) }
	setup, ops := scenarioFile(t, filepath.Join("..", "scenarios", "testdata", "regress_b03_drain_timeout_became_reset.txt"))
	res, err := r.Run(setup, ops[:5])
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(lines, "\n")
	for _, want := range []string{"boot-resume-pass", "drain-notice", "resume-note", "turn-started"} {
		if !strings.Contains(text, want) {
			t.Errorf("upstream's timeline has no %s:\n%s", want, text)
		}
	}
	for _, v := range res.Violations {
		t.Errorf("upstream at HERMES_SRC: %v", v)
	}
}

// TestProcessModeCatchesB05 is the detector on a bad case: killed during the drain, upstream
// before the pre-mark fix (e2a1a2bf1^) loses the resume marker and the model says I5; at the fix
// the same run is clean of it.
func TestProcessModeCatchesB05(t *testing.T) {
	catchesBeforeFix(t, "regress_b05_kill_mid_drain_lost_marker.txt", "e2a1a2bf1", "I5")
}

// TestProcessModeCatchesB17 is the detector on a bad case in upstream's TUI gateway: a dashboard
// viewing a telegram conversation drops its socket, and the orphan reap at f5ef7ee9d^ ends the
// gateway's row as ws_orphan_reap (I13); at the fix it leaves the row to the gateway.
func TestProcessModeCatchesB17(t *testing.T) {
	catchesBeforeFix(t, "regress_b17_tui_viewer_reaped_gateway_row.txt", "f5ef7ee9d", "I13")
}

// TestProcessModeCatchesB38: four crash-and-boot cycles of a lane owed a turn; at b48cacb97^ the
// third boot with a candidate still auto-continues it (I14: the breaker counts this boot too), at
// the fix the breaker skips it.
func TestProcessModeCatchesB38(t *testing.T) {
	catchesBeforeFix(t, "regress_b38_no_restart_loop_breaker.txt", "b48cacb97", "I14")
}

// TestProcessModeGivesUpstreamTheBreaker: a run that tunes the restart-loop breaker (two boots in
// a minute) breaks I14 before b48cacb97 and not at it, because the runner writes the run's
// breaker into upstream's config.yaml; with upstream left at its default (three boots) the third
// boot resumed at the fix too, and the model judged it by a breaker upstream was never given.
func TestProcessModeGivesUpstreamTheBreaker(t *testing.T) {
	catchesBeforeFixPath(t, filepath.Join("testdata", "breaker-tuned.txt"), "b48cacb97", "I14")
}

// TestProcessModeGivesUpstreamTheStuckThreshold: a run that tunes the stuck-loop threshold to one
// restart while active suspends the lane at the next boot, and upstream (V1, at its commit in
// HERMES_MIRROR) does so too because the runner sets the threshold on the runner it boots. Left
// at its constant (3), upstream resumed the lane and the model reported I14 against it.
func TestProcessModeGivesUpstreamTheStuckThreshold(t *testing.T) {
	dir, err := mirrorCheckouts(t).Get("339d968")
	if err != nil {
		t.Fatal(err)
	}
	setup, ops := scenarioFile(t, filepath.Join("testdata", "stuck-tuned.txt"))
	res, err := processRunner(t, dir).Run(setup, ops)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range res.Violations {
		t.Errorf("upstream at V1 with the stuck threshold tuned to 1: %v", v)
	}
}

// TestProcessModeTuiExitClosesViewers: at the process's clean exit the runner has upstream's TUI
// gateway close its sessions (tui_exit), as the port does; a viewer of a telegram conversation
// then ends the gateway's row at f5ef7ee9d^ (I13, B17 by another path than the reap), not at the
// fix. Without tui_exit the run is clean at both commits.
func TestProcessModeTuiExitClosesViewers(t *testing.T) {
	catchesBeforeFixPath(t, filepath.Join("testdata", "tui-exit-closes-viewers.txt"), "f5ef7ee9d", "I13")
}

// catchesBeforeFix runs a regression file of scenarios/testdata on upstream at fix^ and at fix:
// the invariant must break before the fix and not at it.
func catchesBeforeFix(t *testing.T, file, fix, inv string) {
	catchesBeforeFixPath(t, filepath.Join("..", "scenarios", "testdata", file), fix, inv)
}

// catchesBeforeFixPath is catchesBeforeFix for a scenario file at path.
func catchesBeforeFixPath(t *testing.T, path, fix, inv string) {
	co := mirrorCheckouts(t)
	setup, ops := scenarioFile(t, path)
	for _, c := range []struct {
		rev  string
		want bool
	}{{fix + "^", true}, {fix, false}} {
		dir, err := co.Get(c.rev)
		if err != nil {
			t.Fatal(err)
		}
		res, err := processRunner(t, dir).Run(setup, ops)
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, v := range res.Violations {
			got = got || v.Invariant() == inv
		}
		if got != c.want {
			t.Errorf("at %s: %s reported %v, want %v (violations: %v)", c.rev, inv, got, c.want, res.Violations)
		}
	}
}

// TestUpstreamTestFiles runs every test file written for upstream (testdata/upstream-tests) where
// it must fail and where it must pass: a fixed-mode file fails on the commit before its fix and
// passes on the fix; a defect-mode file fails on its commit. A defect-mode file is also written
// again from its scenario (testdata/v1) and must come out the same. Needs HERMES_MIRROR.
func TestUpstreamTestFiles(t *testing.T) {
	co := mirrorCheckouts(t)
	paths, err := filepath.Glob(filepath.Join("testdata", "upstream-tests", "test_*.py"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no test files for upstream: %v", err)
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			meta := TestMeta(string(b))
			check := func(rev string, pass bool) {
				dir, err := co.Get(rev)
				if err != nil {
					t.Fatal(err)
				}
				if err := RunUpstreamTest(p, dir, ""); (err == nil) != pass {
					t.Errorf("at %s: passes %v, want %v: %v", rev, err == nil, pass, err)
				}
			}
			switch meta["mode"] {
			case "fixed":
				check(meta["pre"], false)
				check(meta["post"], true)
			case "defect":
				check(meta["commit"], false)
				regenerate(t, co, p, meta["commit"], string(b))
			default:
				t.Fatalf("no gatewaysim mode line")
			}
		})
	}
}

// regenerate writes a defect-mode test file again from its scenario and compares.
func regenerate(t *testing.T, co *Checkouts, path, commit, want string) {
	name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(path), "test_gatewaysim_"), ".py")
	src := filepath.Join("testdata", "v1", name+".txt")
	setup, ops := scenarioFile(t, src)
	dir, err := co.Get(commit)
	if err != nil {
		t.Fatal(err)
	}
	r := processRunner(t, dir)
	res, err := r.Run(setup, ops)
	if err != nil || len(res.Violations) == 0 {
		t.Fatalf("%s no longer shows a violation at %s (err %v)", src, commit, err)
	}
	rec, err := r.Record(setup, ops)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(src)
	sc, _ := scenarios.ParseScript(string(b))
	got, err := BuildKnownDefectTest(strings.ReplaceAll(name, "-", "_"), knownDefectWhat(sc), commit, res.Violations[0], rec,
		sim.DefaultStart().Location().String())
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != want {
		t.Errorf("%s written again differs from the committed file (rewrite from the repository root: HERMES_SRC=CHECKOUT go run ./cmd/conformance -process -tests conformance/testdata/upstream-tests -label %s conformance/%s)",
			path, commit, src)
	}
}

// TestProcessModeIsDeterministic: the same generated run on upstream's process twice gives the
// same timeline, event by event and effect by effect (the virtual clock, the baton and the seeded
// session ids leave nothing to the thread scheduler or to real time).
func TestProcessModeIsDeterministic(t *testing.T) {
	src, err := UpstreamSource()
	if err != nil {
		t.Skipf("skipping the run against upstream: %v", err)
	}
	r := processRunner(t, src)
	for _, c := range []struct {
		name  string
		setup scenarios.Setup
		gen   func() func(*sim.World) (sim.Op, bool) // a fresh generator for each run
		want  string                                 // a line the run must print (what it exercises)
	}{
		{"store-mode swarm, seed 7", CampaignSetup(7), func() func(*sim.World) (sim.Op, bool) { return Generate(7, 25) }, "boot"},
		// The process swarm's seed 590 opens TUI sessions, whose ids upstream draws from uuid4:
		// the runner seeds them as it seeds the gateway's.
		{"process swarm, seed 590", ProcessSetup(590), func() func(*sim.World) (sim.Op, bool) { return GenerateProcess(590, 30) }, "record-bound"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var runs [2][]string
			for i := range runs {
				r.opts.Debug = func(s string) { runs[i] = append(runs[i], s) }
				if _, err := r.run(c.setup, c.gen()); err != nil {
					t.Fatal(err)
				}
			}
			a, b := strings.Join(runs[0], "\n"), strings.Join(runs[1], "\n")
			if a != b {
				for i := range min(len(runs[0]), len(runs[1])) {
					if runs[0][i] != runs[1][i] {
						lo := max(0, i-12)
						t.Fatalf("the second run differs at line %d:\n  first:  %s\n  second: %s\nbefore it:\n%s", i+1, runs[0][i], runs[1][i],
							strings.Join(runs[0][lo:i], "\n"))
					}
				}
				t.Fatalf("the runs differ in length: %d and %d lines", len(runs[0]), len(runs[1]))
			}
			if len(runs[0]) < 20 || !strings.Contains(a, c.want) {
				t.Fatalf("the run printed %d lines, %q among them: %v: too little to say anything", len(runs[0]), c.want, strings.Contains(a, c.want))
			}
		})
	}
}

// TestFoldKeepsTimeline: the runner's folding of upstream's idle polling loops (runner/fold.py)
// changes no event of the timeline. The same seeds run with the loops as upstream wrote them
// (GATEWAYSIM_NOFOLD) and folded must print the same timeline, event by event.
func TestFoldKeepsTimeline(t *testing.T) {
	src, err := UpstreamSource()
	if err != nil {
		t.Skipf("skipping the run against upstream: %v", err)
	}
	timeline := func() []string {
		var out []string
		r := processRunner(t, src)
		r.opts.Debug = func(s string) { out = append(out, s) }
		for seed := uint64(1); seed <= 2; seed++ {
			if _, err := r.run(CampaignSetup(seed), Generate(seed, 30)); err != nil {
				t.Fatal(err)
			}
		}
		return out
	}
	folded := timeline()
	t.Setenv("GATEWAYSIM_NOFOLD", "1")
	plain := timeline()
	for i := range min(len(folded), len(plain)) {
		if folded[i] != plain[i] {
			t.Fatalf("line %d differs:\n  folded: %s\n  as written: %s", i+1, folded[i], plain[i])
		}
	}
	if len(folded) != len(plain) {
		t.Fatalf("the timelines differ in length: %d folded, %d as written", len(folded), len(plain))
	}
}

// TestBreakerSkipIsThePortsReply: upstream's tripped restart-loop breaker (the runner's
// breaker-skipped, from restart_loop_guard.check_and_record's warning) reads as the port's own
// effect for a skipped pass, a Reply without a lane (gateway/boot.go schedulePass), which the
// model demands of a pass the breaker surely skipped (I14). Without it the model reported I14
// against upstream at the breaker's fix (TestProcessModeGivesUpstreamTheBreaker,
// TestProcessModeCatchesB38, testdata/upstream_i7_consumed-flag-unsaved.txt in store mode).
func TestBreakerSkipIsThePortsReply(t *testing.T) {
	p := &ProcessSide{known: map[string]bool{}}
	fx, ok := p.effect(tlEffect{Kind: "breaker-skipped"}, "agent:main:telegram:dm:tg1")
	if got, want := fx.String(), "reply text=restart loop: auto-resume skipped"; !ok || got != want {
		t.Fatalf("breaker-skipped reads as %q (%v), want the port's %q", got, ok, want)
	}
}
