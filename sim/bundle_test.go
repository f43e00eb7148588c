package sim

import (
	"errors"
	"os"
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
		r, err := NewRun(9, func(c *Config) {
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
		if !errors.As(err, &pe) || pe.Seed != 9 {
			t.Fatalf("err = %v", err)
		}
		b := r.Bundle(err, "go test ./sim -run TestSeeds -sim.seed=9")
		if !strings.Contains(b.String(), "seed: 9") || !strings.Contains(b.Failure, "planted") ||
			len(b.Ops) == 0 || b.Ops[len(b.Ops)-1].String() != pe.Line {
			t.Fatalf("bundle:\n%s", b)
		}
		// The op list replays to the same panic.
		calls = 0
		w, err := NewWorld(9, r.World.Config())
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
