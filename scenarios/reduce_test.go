package scenarios

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"gatewaysim/gateway"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// flagConfig is the world configuration of a regression file with its flag switched on.
func flagConfig(t *testing.T, s *Script, b gateway.Bug) (Setup, sim.Config) {
	t.Helper()
	setup, err := s.Setup()
	if err != nil {
		t.Fatal(err)
	}
	setup.Bugs = append(setup.Bugs, b)
	return setup, setup.WorldConfig()
}

// TestReduceBugScenarios runs the domain-aware reduction on every regression file's op list with
// its flag on, cut at the op where the oracle reports the violation: the result is never longer,
// fails with the same invariant, and the table says by how much it shrank.
func TestReduceBugScenarios(t *testing.T) {
	files := flagFiles(t)
	var table []string
	total := [2]int{}
	for _, b := range gateway.AllBugs() {
		s, ok := files[b]
		if !ok || s.HeaderValue("gap") != "" {
			continue
		}
		setup, cfg := flagConfig(t, s, b)
		ops, err := s.Ops()
		if err != nil {
			t.Fatal(err)
		}
		liveness := s.Directives[len(s.Directives)-1].Cmd == "liveness"
		end := check.ReplayOps
		if liveness {
			end = check.ReplayLiveness
		}
		// Cut at the failing op (a liveness failure keeps them all).
		w, _, err := check.Replay(setup.Seed, cfg, ops, end)
		key := check.FailureKey(err)
		if key == "" {
			t.Fatalf("%s: no failure with %s on", s.Path, b)
		}
		if !strings.HasPrefix(key, "liveness") {
			ops, end = ops[:w.Ops()], check.ReplayOps
		}
		// A trigger of the flag: fails the same way with it, runs clean without it.
		off := setup
		off.Bugs = off.Bugs[:len(off.Bugs)-1]
		offCfg := off.WorldConfig()
		fails := func(cand []sim.Op) bool {
			_, _, err := check.Replay(setup.Seed, cfg, cand, end)
			if check.FailureKey(err) != key {
				return false
			}
			_, _, err = check.Replay(setup.Seed, offCfg, cand, end)
			return err == nil
		}
		red, st := check.Reduce(ops, fails, 0, check.FollowUps(setup.Seed, cfg, 32))
		if len(red) > len(ops) || !fails(red) {
			t.Fatalf("%s: reduction broke: %d -> %d", s.Path, len(ops), len(red))
		}
		total[0] += st.Before
		total[1] += st.After
		var lines []string
		for _, op := range red {
			lines = append(lines, op.String())
		}
		table = append(table, fmt.Sprintf("%-17s %-3s %3d -> %2d  (%d replays)  %s", b, key, st.Before, st.After, st.Replays, strings.Join(lines, "; ")))
	}
	t.Logf("flag inv before -> after\n%s\ntotal %d -> %d", strings.Join(table, "\n"), total[0], total[1])
}

// TestReducePropertyRuns (SCN_MEASURE=1; slow) runs the generic property with each flag on,
// takes rapid's shrunk counterexample and reduces it further: the table gives, per flag, rapid's
// op count and the reduced one.
func TestReducePropertyRuns(t *testing.T) {
	if os.Getenv("SCN_MEASURE") == "" {
		t.Skip("set SCN_MEASURE=1 to measure reduction on property runs (about a minute)")
	}
	for name, v := range map[string]string{"rapid.seed": "1", "rapid.nofailfile": "true", "rapid.checks": "200"} {
		f := flag.Lookup(name)
		old := f.Value.String()
		_ = f.Value.Set(v)
		defer func() { _ = f.Value.Set(old) }()
	}
	only := os.Getenv("SCN_FLAGS")
	var table []string
	total := [2]int{}
	for _, b := range gateway.AllBugs() {
		if only != "" && !strings.Contains(","+only+",", ","+b.String()+",") {
			continue
		}
		var last *check.PropertyRun
		rec := &recTB{TB: t}
		start := time.Now()
		func() {
			done := make(chan struct{})
			go func() {
				defer close(done)
				rapid.Check(rec, func(rt *rapid.T) {
					r, err := check.RunProperty(rt, check.PropertyConfig{Bugs: gateway.BugSet{b}, StepsMax: 60, Seed: 1})
					if err != nil {
						last = r
						rt.Fatalf("%v", err)
					}
				})
			}()
			<-done
		}()
		took := time.Since(start)
		if !rec.failed || last == nil {
			table = append(table, fmt.Sprintf("%-17s not caught in 200 checks (%v)", b, took.Round(time.Millisecond)))
			continue
		}
		var line string
		func() {
			key := check.FailureKey(last.Err)
			liveness := strings.HasPrefix(key, "liveness")
			cfg := last.World.Config()
			seed := last.World.Seed()
			end, ops := check.ReplayOps, last.Ops
			if liveness {
				end = check.ReplayLiveness
				if drawn, ok := check.StripQuiesce(seed, cfg, ops); ok {
					end, ops = check.ReplayQuiesce, drawn
				}
			}
			fails := func(cand []sim.Op) bool {
				_, _, err := check.Replay(seed, cfg, cand, end)
				return check.FailureKey(err) == key
			}
			if !fails(ops) {
				line = fmt.Sprintf("%-17s %-12s rapid %3d ops: does not replay", b, key, len(last.Ops))
				return
			}
			red, st := check.Reduce(ops, fails, 0, check.FollowUps(seed, cfg, 32))
			st.Before = len(last.Ops)
			total[0] += st.Before
			total[1] += st.After
			// Does the counterexample need the flag at all?
			offCfg := cfg
			prev := cfg.Gateway
			offCfg.Gateway = func(g *gateway.Config) { prev(g); g.Bugs = nil }
			_, _, offErr := check.Replay(seed, offCfg, red, end)
			needs := "needs the flag"
			if offErr != nil {
				needs = "fails without the flag too (" + check.FailureKey(offErr) + ")"
			}
			line = fmt.Sprintf("%-17s %-12s rapid %3d -> reduced %3d  (%d replays, check %v) %s", b, key, st.Before, len(red), st.Replays, took.Round(time.Millisecond), needs)
		}()
		table = append(table, line)
		runtime.GC()
	}
	t.Logf("\n%s\ntotal %d -> %d", strings.Join(table, "\n"), total[0], total[1])
}
