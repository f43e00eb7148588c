package check

import (
	"reflect"
	"strings"
	"testing"

	"gatewaysim/sim"
)

// TestRewrittenRoutesLoadAsTheyWere: each other writer's spelling of a lane's route (sim/foreign.go)
// loads, at the next boot, as the entry the gateway wrote, with the oracle judging every call.
func TestRewrittenRoutesLoadAsTheyWere(t *testing.T) {
	for n := 1; n <= 5; n++ { // n rewrites in a row, the styles taken in turn: the fifth run meets all five
		cfg := sim.DefaultConfig()
		cfg.NoBoot = true
		w, err := sim.NewWorld(1, cfg)
		if err != nil {
			t.Fatal(err)
		}
		w.SetObserver(NewOracle(w).Observe)
		applyOps(t, w, "boot", "message lane=a turn=5m/ok tokens=100", "advance 10m", "shutdown restart=true", "advance 10s")
		before, ok := w.Gateway().EntryShared(w.Lanes()[0].Key)
		if !ok {
			t.Fatal("lane a has no entry")
		}
		stored, _ := w.Disk().Live().Route(w.Lanes()[0].Key)
		for range n {
			applyOps(t, w, "rewrite-route lane=a")
		}
		after, _ := w.Disk().Live().Route(w.Lanes()[0].Key)
		if string(after.Data) == string(stored.Data) {
			t.Fatalf("rewrite %d left the route's bytes as they were: %s", n, after.Data)
		}
		applyOps(t, w, "boot")
		got, ok := w.Gateway().EntryShared(w.Lanes()[0].Key)
		if !ok || !reflect.DeepEqual(got, before) {
			t.Errorf("after %d rewrites (%s) the boot loaded %+v, want %+v", n, after.Data, got, before)
		}
		applyOps(t, w, "message lane=a turn=1m/ok")
		if tr := w.Trace().String(); !strings.Contains(tr, "style=") {
			t.Errorf("the trace does not name the writer's style:\n%s", tr)
		}
	}
}
