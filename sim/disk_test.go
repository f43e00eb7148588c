package sim

import (
	"errors"
	"testing"
	"time"

	"gatewaysim/gateway"
)

func entry(k string, id string) gateway.Entry {
	t := time.Date(2026, 3, 28, 9, 0, 0, 0, time.UTC)
	return gateway.Entry{Key: gateway.LaneKey(k), SessionID: gateway.SessionID(id), CreatedAt: t, UpdatedAt: t}
}

// saveRoute writes a route the way the gateway does: its persisted form.
func saveRoute(s gateway.Store, k, id string) error {
	data, err := gateway.EncodeEntry(entry(k, id), time.UTC)
	if err != nil {
		return err
	}
	return s.SaveRoute(gateway.LaneKey(k), data)
}

func routes(s *gateway.MemStore) []string {
	es, _ := gateway.DecodeRoutes(s.Routes(), time.UTC)
	var out []string
	for _, e := range es {
		out = append(out, string(e.Key)+"="+string(e.SessionID))
	}
	return out
}

func createRow(d gateway.Store, id, k string) error {
	_, err := d.CreateRow(gateway.Row{ID: gateway.SessionID(id), Key: gateway.LaneKey(k)})
	return err
}

func TestDiskCrashDropsUnsynced(t *testing.T) {
	d := NewDisk()
	must(t, saveRoute(d, "a", "s1"))
	d.Sync()
	must(t, saveRoute(d, "a", "s2"))
	must(t, createRow(d, "s2", "a"))
	if got := routes(d.Live()); len(got) != 1 || got[0] != "a=s2" {
		t.Fatalf("live routes %v, want [a=s2]", got)
	}
	if got := routes(d.Durable()); len(got) != 1 || got[0] != "a=s1" {
		t.Fatalf("durable routes before sync %v, want [a=s1]", got)
	}
	kept, lost := d.Crash(0)
	if kept != 0 || len(lost) != 2 {
		t.Fatalf("Crash(0) = %d kept, %d lost; want 0, 2", kept, len(lost))
	}
	if got := routes(d.Live()); len(got) != 1 || got[0] != "a=s1" {
		t.Fatalf("live routes after crash %v, want [a=s1]", got)
	}
	if _, ok, _ := d.Row("s2"); ok {
		t.Fatal("the unsynced row survived the crash")
	}
}

// TestDiskTornPrefix: a crash between the routing-index write and the row write keeps the route
// and loses the row.
func TestDiskTornPrefix(t *testing.T) {
	d := NewDisk()
	must(t, saveRoute(d, "a", "s2"))
	must(t, createRow(d, "s2", "a"))
	must(t, d.SaveMarkers(gateway.Markers{CleanShutdown: true}))
	kept, lost := d.Crash(1)
	if kept != 1 || len(lost) != 2 || lost[0].Kind != WriteRow || lost[1].Kind != WriteMarkers {
		t.Fatalf("Crash(1) = %d, %v", kept, lost)
	}
	if got := routes(d.Live()); len(got) != 1 || got[0] != "a=s2" {
		t.Fatalf("routes %v, want the first write kept", got)
	}
	if _, ok, _ := d.Row("s2"); ok {
		t.Fatal("the second write survived a crash after the first")
	}
	if m, _ := d.LoadMarkers(); m.CleanShutdown {
		t.Fatal("the third write survived")
	}
	if d.Pending() != 0 {
		t.Fatal("log not empty after a crash")
	}
}

func TestDiskKillKeepsEverything(t *testing.T) {
	d := NewDisk()
	must(t, createRow(d, "s1", "a"))
	must(t, d.DeleteRoute("zz"))
	d.Crash(-1)
	if _, ok, _ := d.Durable().Row("s1"); !ok {
		t.Fatal("a kill lost a completed write")
	}
}

func TestDiskInjectedErrors(t *testing.T) {
	d := NewDisk()
	must(t, d.FailNext(DiskSaveRoute, 2))
	for i := range 2 {
		if err := saveRoute(d, "a", "s1"); !errors.Is(err, gateway.ErrLocked) {
			t.Fatalf("call %d: err %v, want ErrLocked", i+1, err)
		}
	}
	must(t, saveRoute(d, "a", "s1"))
	if d.Failures != 2 || d.Pending() != 1 {
		t.Fatalf("failures %d pending %d; want 2 and 1 (failed writes are not logged)", d.Failures, d.Pending())
	}
	// Every operation can be failed, and only the named one fails.
	for _, op := range DiskOps {
		d := NewDisk()
		must(t, d.FailNext(op, 1))
		errs := map[DiskOp]error{}
		_, errs[DiskLoadRoutes] = d.LoadRoutes()
		errs[DiskSaveRoute] = saveRoute(d, "a", "s1")
		errs[DiskDeleteRoute] = d.DeleteRoute("a")
		_, _, errs[DiskGetRow] = d.Row("s1")
		_, errs[DiskPutRow] = d.CreateRow(gateway.Row{ID: "s1"})
		_, errs[DiskLaneRows] = d.LaneRows("a")
		_, errs[DiskPeerRows] = d.PeerRows(gateway.Peer{})
		_, errs[DiskLoadMarkers] = d.LoadMarkers()
		errs[DiskSaveMarkers] = d.SaveMarkers(gateway.Markers{})
		for o, err := range errs {
			if (o == op) != errors.Is(err, gateway.ErrLocked) {
				t.Errorf("rule on %s: %s returned %v", op, o, err)
			}
		}
	}
	if err := d.FailNext("fsync", 1); err == nil {
		t.Error("FailNext accepted an unknown op")
	}
}

func TestDiskLoseRoutes(t *testing.T) {
	d := NewDisk()
	must(t, saveRoute(d, "a", "s1"))
	must(t, saveRoute(d, "b", "s2"))
	d.Sync()
	d.LoseRoute("a")
	if got := routes(d.Durable()); len(got) != 1 || got[0] != "b=s2" {
		t.Fatalf("durable %v after losing a", got)
	}
	d.LoseRoutes()
	if len(d.Live().Routes())+len(d.Durable().Routes()) != 0 {
		t.Fatal("routes left after losing the index")
	}
}

func TestCloneStoreIsDeep(t *testing.T) {
	s := gateway.NewMemStore()
	must(t, saveRoute(s, "a", "s1"))
	s.PutRow(gateway.Row{ID: "s1", Key: "a", Messages: 3})
	must(t, s.SaveMarkers(gateway.Markers{FailureCounts: []gateway.LaneCount{{Key: "a", Count: 1}}}))
	c := s.Clone()
	s.PutRow(gateway.Row{ID: "s1", Key: "a", Messages: 4})
	if r, _, _ := c.Row("s1"); r.Messages != 3 {
		t.Fatal("clone shares rows with its source")
	}
	if rs, _ := c.LaneRows("a"); len(rs) != 1 {
		t.Fatalf("clone lane index has %d rows", len(rs))
	}
	if m, _ := c.LoadMarkers(); len(m.FailureCounts) != 1 {
		t.Fatal("clone lost the markers")
	}
	if got := routes(c); len(got) != 1 || got[0] != "a=s1" {
		t.Fatalf("clone routes %v", got)
	}
}

// FailAfter lets skip calls of the op succeed, fails the next n, then lets the op work again;
// clearing the rule (n <= 0) drops what was left of the skip too.
func TestDiskFailAfter(t *testing.T) {
	d := NewDisk()
	must(t, d.FailAfter(DiskSaveRoute, 2, 1))
	for i, want := range []bool{false, false, true, false} {
		if err := saveRoute(d, "a", "s1"); errors.Is(err, gateway.ErrLocked) != want {
			t.Fatalf("call %d: err %v, want failure %v", i+1, err, want)
		}
	}
	must(t, d.FailAfter(DiskSaveRoute, 1, 1))
	must(t, d.FailAfter(DiskSaveRoute, 1, 0))
	if err := saveRoute(d, "a", "s1"); err != nil || d.Failing(DiskSaveRoute) != 0 {
		t.Fatalf("after clearing: err %v, failing %d", err, d.Failing(DiskSaveRoute))
	}
}
