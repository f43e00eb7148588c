package check

import (
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// TestCheckLoadedCatchesAnUnloadedRoute: after a boot, a valid stored route the process did not
// load (or loaded onto another session) is a persist violation; a process that loaded every
// stored route passes.
func TestCheckLoadedCatchesAnUnloadedRoute(t *testing.T) {
	w := worldWithRoute(t)
	boot := model.Boot{Phase: model.BootAll}
	if err := checkLoaded(w, boot, nil); err != nil {
		t.Fatalf("every stored route is loaded: %v", err)
	}
	e, ok := w.Gateway().Entry(w.Lanes()[0].Key)
	if !ok {
		t.Fatal("lane a has no entry after a message")
	}
	e.Key = w.Lanes()[1].Key
	data, err := gateway.EncodeEntry(e, w.GatewayConfig().Location)
	if err != nil {
		t.Fatal(err)
	}
	w.Disk().Live().PutRawRoute(string(e.Key), data) // a route the process never loaded
	err = checkLoaded(w, boot, nil)
	if err == nil || !strings.Contains(err.Error(), "did not load lane "+string(e.Key)) {
		t.Fatalf("want a persist violation naming lane %s, got %v", e.Key, err)
	}
	if err := checkLoaded(w, boot, []gateway.Effect{{Kind: gateway.StoreFailed, Op: "load_routes"}}); err != nil {
		t.Fatalf("a failed load is the model's to judge, got %v", err)
	}
}

// TestCheckLoadedCatchesALoadedRefusal: a stored route the oracle's own reader refuses must not
// be in the process after a boot's load (the two decoders must agree, docs/contract.md §1.2).
func TestCheckLoadedCatchesALoadedRefusal(t *testing.T) {
	w := worldWithRoute(t)
	k := string(w.Lanes()[0].Key)
	w.Disk().Live().PutRawRoute(k, []byte(`{"session_key": "`+k+`", "session_id": "2026`)) // the process holds lane a
	err := checkLoaded(w, model.Boot{Phase: model.BootLoadRoutes}, nil)
	if err == nil || !strings.Contains(err.Error(), "loaded lane "+k+"'s stored route, which the contract refuses") {
		t.Fatalf("want a persist violation naming lane %s, got %v", k, err)
	}
}

// TestFailuresTrueCatchesAnInventedFailure: a store-failed effect needs a call the disk refused
// in the same step, and every refusal needs its report (docs/contract.md §1.6); the report of a
// real refusal passes.
func TestFailuresTrueCatchesAnInventedFailure(t *testing.T) {
	var o Oracle
	d := &sim.Disk{}
	failed := []gateway.Effect{{Kind: gateway.StoreFailed, Op: "find_latest"}}
	if err := o.failuresTrue(d, failed); err == nil || !strings.Contains(err.Error(), "reported 1 store failures, but the store refused 0") {
		t.Fatalf("an invented failure: want an effects violation, got %v", err)
	}
	d.Failures++
	if err := o.failuresTrue(d, failed); err != nil {
		t.Fatalf("a real refusal reported: %v", err)
	}
	if err := o.failuresTrue(d, nil); err != nil {
		t.Fatalf("no failure, no report: %v", err)
	}
	d.Failures++
	if err := o.failuresTrue(d, nil); err == nil || !strings.Contains(err.Error(), "reported 0 store failures, but the store refused 1") {
		t.Fatalf("a refusal left unreported: want an effects violation, got %v", err)
	}
}

// TestCheckRecoveredCatchesAnOlderRow: an exact recovery of a row while a newer findable row of
// the lane key exists is I1; recovering the newest passes.
func TestCheckRecoveredCatchesAnOlderRow(t *testing.T) {
	w, err := sim.NewWorld(1, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	k := w.Lanes()[0].Key
	live := w.Disk().Live()
	base := w.Now()
	for i, id := range []gateway.SessionID{"20260328_090000_aaaaaaaa", "20260328_100000_bbbbbbbb"} {
		live.PutRow(gateway.Row{ID: id, Key: k, Peer: gateway.Peer{Platform: "telegram"}, StartedAt: base.Add(time.Duration(i) * time.Hour), Messages: 2})
	}
	rec := func(id gateway.SessionID) []gateway.Effect {
		return []gateway.Effect{{Kind: gateway.Recovered, Lane: k, Session: id, Pass: gateway.FindExact}}
	}
	if err := checkRecovered(w, rec("20260328_100000_bbbbbbbb")); err != nil {
		t.Fatalf("the newest row recovered: %v", err)
	}
	if err := checkRecovered(w, rec("20260328_090000_aaaaaaaa")); err == nil || !strings.Contains(err.Error(), "I1") {
		t.Fatalf("an older row recovered: want I1, got %v", err)
	}
}

// TestBootCountCatchesAWrongCount: a boot's load saves the count of processes started over the
// store plus one (docs/contract.md §1.3); a count that stays or goes down is a persist violation,
// and a step whose store failed is left to the model.
func TestBootCountCatchesAWrongCount(t *testing.T) {
	boot := model.Boot{Phase: model.BootLoadRoutes}
	for _, c := range []struct {
		before, after uint32
		fx            []gateway.Effect
		bad           bool
	}{
		{2, 3, nil, false},
		{2, 2, nil, true},
		{2, 1, nil, true},
		{0, 0xffffffff, nil, true},
		{2, 1, []gateway.Effect{{Kind: gateway.StoreFailed, Op: "load_markers"}}, false},
	} {
		b := bootCount{before: c.before, onDisk: c.after}
		err := b.check(nil, boot, c.fx)
		if bad := err != nil; bad != c.bad {
			t.Errorf("%d then %d (%d effects): violation %v, want one: %t", c.before, c.after, len(c.fx), err, c.bad)
		}
	}
}

// TestHeldStoreCatchesAnUnsavedChange: where no write of a lane's route failed, the stored route
// reads as the entry the process holds; a stored route that differs (here: suspended on disk,
// not in the process) is a persist violation, unless a failed save of it explains the difference.
func TestHeldStoreCatchesAnUnsavedChange(t *testing.T) {
	w := worldWithRoute(t)
	k := w.Lanes()[0].Key
	var h heldStore
	if err := h.check(w, model.Boot{Phase: model.BootAll}, nil, []gateway.LaneKey{k}); err != nil {
		t.Fatalf("the stored route is the held entry: %v", err)
	}
	e, _ := w.Gateway().Entry(k)
	e.Suspended = true
	data, err := gateway.EncodeEntry(e, w.GatewayConfig().Location)
	if err != nil {
		t.Fatal(err)
	}
	w.Disk().Live().PutRawRoute(string(k), data)
	err = h.check(w, model.Tick{}, nil, []gateway.LaneKey{k})
	if err == nil || !strings.Contains(err.Error(), "another reset flag than the entry the process holds") {
		t.Fatalf("want a persist violation naming the reset flag, got %v", err)
	}
	failed := []gateway.Effect{{Kind: gateway.StoreFailed, Op: "save_route", Lane: k, Why: "locked"}}
	if err := h.check(w, model.Tick{}, failed, []gateway.LaneKey{k}); err != nil {
		t.Fatalf("a failed save explains the difference: %v", err)
	}
}

// worldWithRoute is a default world whose lane a was routed once: its route is stored and held.
func worldWithRoute(t *testing.T) *sim.World {
	t.Helper()
	w, err := sim.NewWorld(1, sim.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Apply(sim.Op{Kind: sim.KindMessage, Lane: "a"}); err != nil {
		t.Fatal(err)
	}
	return w
}

// TestReaderAgreesCatchesAMisreading: the gateway's reader passes on stored routes it reads as the
// contract does, and a reader that refuses a valid route, loads one the contract refuses, or reads
// one field otherwise (a microsecond of updated_at, the old name of expiry_finalized) is caught.
func TestReaderAgreesCatchesAMisreading(t *testing.T) {
	w := worldWithRoute(t)
	loc := w.GatewayConfig().Location
	stored := w.Disk().Live().Routes()
	bad := gateway.StoredRoute{Key: "agent:main:telegram:dm:tg9", Data: []byte(`{"session_key": "agent:main:telegram:dm:tg9", "session_id": "../x"}`)}
	if err := checkReaderAgrees(append(stored, bad), loc, gateway.DecodeRoutes); err != nil {
		t.Fatalf("the gateway's own reader: %v", err)
	}
	wrong := map[string]routesReader{
		"refuses": func([]gateway.StoredRoute, *time.Location) ([]gateway.Entry, []gateway.SkippedEntry) {
			return nil, []gateway.SkippedEntry{{Reason: "no"}}
		},
		"loads": func(rs []gateway.StoredRoute, loc *time.Location) ([]gateway.Entry, []gateway.SkippedEntry) {
			es, _ := gateway.DecodeRoutes(stored, loc)
			return es, nil
		},
		"updated_at": func(rs []gateway.StoredRoute, loc *time.Location) ([]gateway.Entry, []gateway.SkippedEntry) {
			es, sk := gateway.DecodeRoutes(rs, loc)
			for i := range es {
				es[i].UpdatedAt = es[i].UpdatedAt.Add(time.Microsecond)
			}
			return es, sk
		},
		"reset flag": func(rs []gateway.StoredRoute, loc *time.Location) ([]gateway.Entry, []gateway.SkippedEntry) {
			es, sk := gateway.DecodeRoutes(rs, loc)
			for i := range es {
				es[i].ExpiryFinalized = !es[i].ExpiryFinalized
			}
			return es, sk
		},
	}
	for name, read := range wrong {
		err := checkReaderAgrees(append(stored, bad), loc, read)
		if err == nil || !strings.Contains(err.Error(), "the gateway's reader") {
			t.Errorf("a reader that %s: want a persist violation, got %v", name, err)
		}
	}
}

// TestCheckMarkerFormCatchesDisorder: the stored marker state holds one restart-failure count per
// lane in key order, none below one, and its boot times oldest first; each break is a persist
// violation.
func TestCheckMarkerFormCatchesDisorder(t *testing.T) {
	t0 := time.Date(2026, 3, 7, 10, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name string
		m    gateway.Markers
		bad  bool
	}{
		{"sorted", gateway.Markers{FailureCounts: []gateway.LaneCount{{Key: "a", Count: 1}, {Key: "b", Count: 2}}, BootTimes: []time.Time{t0, t0.Add(time.Minute)}}, false},
		{"out of order", gateway.Markers{FailureCounts: []gateway.LaneCount{{Key: "b", Count: 1}, {Key: "a", Count: 2}}}, true},
		{"a lane twice", gateway.Markers{FailureCounts: []gateway.LaneCount{{Key: "a", Count: 1}, {Key: "a", Count: 2}}}, true},
		{"a zero count", gateway.Markers{FailureCounts: []gateway.LaneCount{{Key: "a", Count: 0}}}, true},
		{"boots newest first", gateway.Markers{BootTimes: []time.Time{t0.Add(time.Minute), t0}}, true},
	} {
		s := gateway.NewMemStore()
		if err := s.SaveMarkers(c.m); err != nil {
			t.Fatal(err)
		}
		err := checkMarkerForm(s)
		if (err != nil) != c.bad || err != nil && !strings.Contains(err.Error(), "persist") {
			t.Errorf("%s: got %v, want a persist violation %v", c.name, err, c.bad)
		}
	}
}
