package conformance

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// Tests that run upstream's real session store through the adapter. They need an upstream
// checkout in HERMES_SRC (see README, Conformance) and skip without one: CI has none.

// withRunner starts the adapter and runs f with a runner made of opts.
func withRunner(t *testing.T, opts Options, f func(t *testing.T, r *Runner)) {
	t.Helper()
	src, err := UpstreamSource()
	if err != nil {
		t.Skipf("skipping the run against upstream: %v", err)
	}
	ad, err := StartAdapter(AdapterOptions{Src: src, Zone: sim.DefaultStart().Location().String()})
	if err != nil {
		t.Fatal(err)
	}
	defer ad.Close()
	if opts.Ignore == nil {
		opts.Ignore = DefaultIgnore
	}
	f(t, NewRunner(ad, opts))
}

func script(t *testing.T, text string) (scenarios.Setup, []sim.Op) {
	t.Helper()
	sc, err := scenarios.ParseScript(text)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := sc.Setup()
	if err != nil {
		t.Fatal(err)
	}
	ops, err := sc.Ops()
	if err != nil {
		t.Fatal(err)
	}
	return setup, ops
}

// The watcher finalizes an idle lane; a message then resets it lazily. Under the upstream-v1 flags
// the port does what upstream does (H4: the finalized row reads session_reset).
const watcherScript = `
config lanes=1 reset=idle idle=30m
----

boot
----

message lane=a turn=1m/ok tokens=100
----

advance 40m
----

message lane=a turn=1m/ok tokens=100
----
`

// TestDetectorFires: the sides agree under the preset, and a Go-side flag flipped (H4 off: the
// watcher records idle, as the fixed port does) is a divergence at the watcher's pass.
func TestDetectorFires(t *testing.T) {
	setup, ops := script(t, watcherScript)
	withRunner(t, Options{}, func(t *testing.T, r *Runner) {
		res, err := r.Run(setup, ops)
		if err != nil {
			t.Fatal(err)
		}
		if res.Divergence != nil {
			t.Fatalf("the preset should agree with upstream:\n%s", res.Divergence.Report())
		}
		var flipped gateway.BugSet
		for _, b := range gateway.PresetUpstreamV1() {
			if b != gateway.H4 {
				flipped = append(flipped, b)
			}
		}
		fr := &Runner{ad: r.ad, opts: r.opts}
		fr.opts.Bugs = flipped
		res, err = fr.Run(setup, ops)
		if err != nil {
			t.Fatal(err)
		}
		if res.Divergence == nil {
			t.Fatal("H4 switched off on the Go side went unnoticed")
		}
		if got := res.Divergence.Mismatches[0].String(); res.Divergence.Step != 2 || !strings.Contains(got, "end_reason: go idle, upstream session_reset") {
			t.Fatalf("divergence after op %d: %s", res.Divergence.Step+1, got)
		}
	})
}

// TestJudgeFindsH4OnUpstream: the invariant mode finds upstream's watcher writing session_reset
// (I7), and the Go side reproduces it with H4 alone.
func TestJudgeFindsH4OnUpstream(t *testing.T) {
	setup, ops := script(t, watcherScript)
	withRunner(t, Options{Judge: true, NoCompare: true}, func(t *testing.T, r *Runner) {
		res, err := r.Run(setup, ops)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Violations) == 0 || res.Violations[0].Invariant() != "I7" {
			t.Fatalf("violations %v, want I7 first", res.Violations)
		}
		a := Attribute(setup, ops[:res.Violations[0].Step+1], "I7")
		if !a.FixedPasses || !a.PresetFails || a.Flags.String() != "H4" {
			t.Fatalf("attribution %s", a)
		}
	})
}

// TestTestdata replays every kept finding: a divergence file diverges with its class (with the
// classes it names avoided) and agrees once that class is avoided too; an agree file (the finding
// of a class the port has since fixed) runs to the end with the sides agreeing; an upstream file
// still shows its invariant first.
func TestTestdata(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata (%v)", err)
	}
	withRunner(t, Options{}, func(t *testing.T, r *Runner) {
		for _, f := range files {
			sc, err := scenarios.ReadScript(f)
			if err != nil {
				t.Fatal(err)
			}
			what := strings.Fields(sc.HeaderValue("conformance"))
			if len(what) != 2 {
				continue // not a finding (a replayed scenario)
			}
			setup, err := sc.Setup()
			if err != nil {
				t.Fatal(err)
			}
			ops, err := sc.Ops()
			if err != nil {
				t.Fatal(err)
			}
			fr := &Runner{ad: r.ad, opts: r.opts}
			fr.opts.Avoid = map[string]bool{}
			for _, c := range strings.Split(sc.HeaderValue("avoid"), ",") {
				if c != "" {
					fr.opts.Avoid[c] = true
				}
			}
			switch what[0] {
			case "agree":
				// A class the port fixed: its finding now runs to the end with the sides agreeing.
				switch res, err := fr.Run(setup, ops); {
				case err != nil:
					t.Errorf("%s: %v", f, err)
				case res.Divergence != nil:
					t.Errorf("%s: the %s fix regressed:\n%s", f, what[1], res.Divergence.Report())
				}
			case "divergence":
				res, err := fr.Run(setup, ops)
				if err != nil || res.Divergence == nil {
					t.Errorf("%s: no divergence (%v)", f, err)
					continue
				}
				if got := fr.Explain(setup, ops, res.Divergence); got.Name != what[1] {
					t.Errorf("%s: class %s, want %s", f, got.Name, what[1])
				}
			case "upstream":
				fr.opts.Judge, fr.opts.NoCompare = true, true
				res, err := fr.Run(setup, ops)
				if err != nil || len(res.Violations) == 0 || res.Violations[0].Invariant() != what[1] {
					t.Errorf("%s: violations %v (%v), want %s first", f, res.Violations, err, what[1])
				}
			}
		}
	})
}

// TestLazyLoadAvoidanceKeepsBootOrder: the lazy-load avoidance loads upstream's store in the first
// boot phase, yet on a clean boot upstream's stuck-loop escalation still sees no entry (P-boot-order):
// the kept finding agrees under the preset and diverges at the last boot with P-boot-order off on
// the Go side, which then suspends the lane upstream leaves alone.
func TestLazyLoadAvoidanceKeepsBootOrder(t *testing.T) {
	sc, err := scenarios.ReadScript("testdata/agree_lazy-load-keeps-boot-order.txt")
	if err != nil {
		t.Fatal(err)
	}
	setup, err := sc.Setup()
	if err != nil {
		t.Fatal(err)
	}
	ops, err := sc.Ops()
	if err != nil {
		t.Fatal(err)
	}
	withRunner(t, Options{Avoid: map[string]bool{"lazy-load": true}}, func(t *testing.T, r *Runner) {
		res, err := r.Run(setup, ops)
		if err != nil {
			t.Fatal(err)
		}
		if res.Divergence != nil {
			t.Fatalf("the preset should agree with upstream:\n%s", res.Divergence.Report())
		}
		fr := &Runner{ad: r.ad, opts: r.opts}
		fr.opts.Bugs = nil
		for _, b := range gateway.PresetUpstreamV1() {
			if b != gateway.PBootOrder {
				fr.opts.Bugs = append(fr.opts.Bugs, b)
			}
		}
		res, err = fr.Run(setup, ops)
		if err != nil {
			t.Fatal(err)
		}
		if res.Divergence == nil || res.Divergence.Step != len(ops)-1 ||
			!strings.Contains(res.Divergence.Mismatches[0].String(), "suspended: go yes, upstream no") {
			t.Fatalf("P-boot-order off on the Go side: %v", res.Divergence)
		}
	})
}

// TestReprosOnUpstream runs the two store repro scenarios of the model's known gaps against
// upstream and checks that upstream does what the upstream-v1 preset claims.
func TestReprosOnUpstream(t *testing.T) {
	withRunner(t, Options{}, func(t *testing.T, r *Runner) {
		for _, tc := range []struct{ file, want string }{
			// /new without a route, then the new session's route lost: the next message
			// recovers s1, the session the user left with /new.
			{"testdata/repro_routeless-new-resurrects.txt", "routed#1 lane=a session=s1 fresh=no"},
			// The watcher finalized s1; a background process then blocks the lazy reset: the
			// next message lands in a fresh s2 with no reason, no note and no notice.
			{"testdata/repro_silent-fresh-after-watcher.txt", "routed#1 lane=a session=s2 fresh=yes reason=- context=- notice=-"},
		} {
			b, err := os.ReadFile(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			setup, ops := script(t, string(b))
			sc, _ := scenarios.ParseScript(string(b))
			fr := &Runner{ad: r.ad, opts: r.opts}
			fr.opts.Avoid = map[string]bool{sc.HeaderValue("avoid"): true}
			res, err := fr.Run(setup, ops)
			if err != nil {
				t.Fatal(err)
			}
			if got := SideBySide(nil, res.UpView); !strings.Contains(got, tc.want) {
				t.Errorf("%s: upstream's last routing is not %q:\n%s", tc.file, tc.want, got)
			}
			if res.Divergence != nil {
				t.Errorf("%s: the preset disagrees with upstream:\n%s", tc.file, res.Divergence.Report())
			}
		}
	})
}

// TestWatcherScheduleIsUpstreams reads the watcher's schedule from the checkout's gateway/run.py
// and checks that the configuration's defaults, which the upstream side runs its watcher on, are
// what upstream ships: the first delay, the period (the interval argument start() leaves at its
// default), the retries, the hourly prune and the idle agent TTL.
func TestWatcherScheduleIsUpstreams(t *testing.T) {
	src, err := UpstreamSource()
	if err != nil {
		t.Skipf("skipping the check against upstream: %v", err)
	}
	b, err := os.ReadFile(filepath.Join(src, "gateway", "run.py"))
	if err != nil {
		t.Fatal(err)
	}
	runPy := string(b)
	head := regexp.MustCompile(`async def _session_expiry_watcher\(self, interval: int = (\d+)\)`).FindStringSubmatchIndex(runPy)
	if head == nil {
		t.Fatal("run.py has no _session_expiry_watcher(self, interval: int = N)")
	}
	body := runPy[head[1]:]
	if end := regexp.MustCompile(`\n    (async )?def `).FindStringIndex(body); end != nil {
		body = body[:end[0]]
	}
	seconds := func(what, re, text string) time.Duration {
		t.Helper()
		m := regexp.MustCompile(re).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("run.py: no %s (%s)", what, re)
		}
		f, err := strconv.ParseFloat(m[1], 64)
		if err != nil {
			t.Fatal(err)
		}
		return time.Duration(f * float64(time.Second))
	}
	if regexp.MustCompile(`_spawn_supervised\(\s*self\._session_expiry_watcher\s*,\s*"[^"]*"\s*\)`).FindString(runPy) == "" {
		t.Error("run.py no longer starts the watcher with its default interval")
	}
	def := gateway.DefaultConfig()
	for _, c := range []struct {
		name       string
		upstream   time.Duration
		configured time.Duration
	}{
		{"the first delay", seconds("initial sleep", `await asyncio\.sleep\((\d+)\)`, body), def.WatcherFirstDelay},
		{"the period", seconds("interval default", `(\d+)`, runPy[head[2]:head[3]]), def.WatcherInterval},
		{"the prune interval", seconds("_prune_interval", `_prune_interval = ([\d.]+)`, body), def.RoutePruneInterval},
		{"the idle agent TTL", seconds("_AGENT_CACHE_IDLE_TTL_SECS", `(?m)^_AGENT_CACHE_IDLE_TTL_SECS = ([\d.]+)`, runPy), def.AgentIdleTTL},
	} {
		if c.upstream != c.configured {
			t.Errorf("%s: upstream %v, the default configuration %v", c.name, c.upstream, c.configured)
		}
	}
	if n := seconds("_MAX_FINALIZE_RETRIES", `_MAX_FINALIZE_RETRIES = (\d+)`, body); int(n/time.Second) != def.WatcherRetriesMax {
		t.Errorf("the finalize retries: upstream %d, the default configuration %d", int(n/time.Second), def.WatcherRetriesMax)
	}
}
