package sim

import (
	"strings"
	"testing"

	"gatewaysim/gateway"
)

// TestStopTailAndTheStatusFile: under P-unlock-first an exited gateway's marker writes come after
// its lock's release. A boot in that moment is refused by the status file and the tail then runs;
// once the status file is lost, a boot goes ahead and the old gateway's tail lands after it. With
// the flag off there is no tail, and a boot right after the exit is a plain boot.
func TestStopTailAndTheStatusFile(t *testing.T) {
	run := func(bugs gateway.BugSet, ops ...string) string {
		t.Helper()
		cfg := DefaultConfig()
		cfg.Gateway = func(g *gateway.Config) { g.Bugs = bugs }
		w, err := NewWorld(1, cfg)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range append([]string{"boot", "message lane=a turn=1m/ok", "advance 2m", "shutdown", "advance 500ms"}, ops...) {
			op, err := ParseOp(l)
			if err != nil {
				t.Fatal(err)
			}
			if err := w.Apply(op); err != nil {
				t.Fatal(err)
			}
		}
		return w.Trace().String()
	}
	v1 := gateway.BugSet{gateway.PUnlockFirst}
	want := func(trace string, lines ...string) {
		t.Helper()
		at := 0
		for _, l := range lines {
			i := strings.Index(trace[at:], l)
			if i < 0 {
				t.Fatalf("trace lacks %q after byte %d:\n%s", l, at, trace)
			}
			at += i + len(l)
		}
	}
	want(run(v1, "boot"), "exit process=1", "boot (skipped: another gateway is stopping", "exit-tail process=1 | clean-shutdown")
	want(run(v1, "status-lost", "boot", "message lane=a"), "exit process=1", "status-lost", "boot process=2",
		"exit-tail process=1 | clean-shutdown", "message lane=a")
	want(run(v1, "advance 1s", "boot"), "exit process=1", "exit-tail process=1", "boot process=2")
	flagless := run(nil, "status-lost", "boot")
	want(flagless, "exit process=1", "clean-shutdown", "status-lost", "boot process=2")
	if strings.Contains(flagless, "exit-tail") {
		t.Errorf("a tail with the flag off:\n%s", flagless)
	}
}
