package sim

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/synctest"

	"gatewaysim/gateway"
)

// TestRunReportsPanicAsBundle: a gateway panic in a seeded run stops it with the seed and the
// op, and the bundle carries what replays it.
func TestRunReportsPanicAsBundle(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		calls := 0
		r, err := NewRun(10, func(c *Config) {
			c.Gateway = func(g *gateway.Config) {
				g.Entropy = func() uint32 {
					if calls++; calls == 5 {
						panic("planted")
					}
					return uint32(calls)
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		err = r.Steps(1000, nil)
		var pe *PanicError
		if !errors.As(err, &pe) || pe.Seed != 10 {
			t.Fatalf("err = %v", err)
		}
		b := r.Bundle(err, "go test ./sim -run TestSeeds -sim.seed=10")
		if !strings.Contains(b.String(), "seed: 10") || !strings.Contains(b.Failure, "planted") ||
			len(b.Ops) == 0 || b.Ops[len(b.Ops)-1].String() != pe.Line {
			t.Fatalf("bundle:\n%s", b)
		}
		// The op list replays to the same panic.
		calls = 0
		w, err := NewWorld(10, r.World.Config())
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range b.Ops {
			if err = w.Apply(op); err != nil {
				break
			}
		}
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), "planted") {
			t.Fatalf("replay: %v", err)
		}
		dir, err := b.Write(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		if ops, _ := os.ReadFile(dir + "/ops.txt"); string(ops) != b.Script() {
			t.Fatal("ops.txt differs from the script")
		}
	})
}

func TestTimeline(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w := script(t, DefaultConfig(), "message lane=a turn=5m/ok tokens=10", "advance 10m", "new lane=a",
			"message lane=a turn=1m/ok", "message lane=b turn=1h/ok", "advance 2m", "crash", "boot", "advance 1h")
		page := Timeline("test", w.Trace().Lines())
		for _, want := range []string{">a</text>", ">b</text>", ">s1</text>", ">s2</text>", ">s3</text>",
			"stroke='#d22'", "turn ok +0s..+5m00s"} {
			if !strings.Contains(page, want) {
				t.Fatalf("timeline lacks %q:\n%s", want, page)
			}
		}
		if k, f := effectFields(`reply lane=a text="new session" flag`); k != "reply" || f["text"] != `"new session"` || f["lane"] != "a" {
			t.Fatalf("effectFields: %s %v", k, f)
		}
	})
}

// failingRun builds by hand what a failed property run holds: a world under a swarm with bug
// flags on, the oracle attached before the boot, the ops applied until the first error.
func failingRun(t *testing.T, sw Swarm, bugs gateway.BugSet, lines ...string) *PropertyRun {
	t.Helper()
	cfg := DefaultConfig()
	sw.Apply(&cfg)
	prev := cfg.Gateway
	cfg.Gateway = func(g *gateway.Config) { prev(g); g.Bugs = bugs }
	cfg.NoBoot, cfg.TraceKeep = true, 40
	w, err := NewWorld(1, cfg)
	if err != nil {
		t.Fatal(err)
	}
	o := NewOracle(w)
	o.Attach(w)
	r := &PropertyRun{World: w, Oracle: o, Swarm: sw}
	for _, l := range lines {
		op := MustParseOp(l)
		r.Ops = append(r.Ops, op)
		if r.Err = w.Apply(op); r.Err != nil {
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
	synctest.Test(t, func(t *testing.T) {
		r := failingRun(t, DefaultSwarm(), gateway.BugSet{gateway.B23},
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
		for _, want := range []string{"seed: 1", "bugs: B23", "invariant: I2", "reproduce: go test ./sim -run TestProperty -rapid.seed=7",
			"ops: 11", "scenario replays: yes", "swarm: faults=0.10 reset=none"} {
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
		if !strings.Contains(read("timeline.html"), ">I2 at +0s</text>") || !strings.Contains(read("trace.txt"), "new lane=a") {
			t.Error("timeline or trace missing")
		}
		t.Logf("reduced:\n%s", scn)
	})
}
