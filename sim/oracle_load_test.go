package sim

import (
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// TestCheckLoadedCatchesAnUnloadedRoute: after a boot, a valid stored route the process did not
// load (or loaded onto another session) is a persist violation; a process that loaded every
// stored route passes.
func TestCheckLoadedCatchesAnUnloadedRoute(t *testing.T) {
	w, err := NewWorld(1, DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Apply(Op{Kind: KindMessage, Lane: "a"}); err != nil {
		t.Fatal(err)
	}
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
	if err := checkLoaded(w, boot, []gateway.Effect{{Kind: gateway.StoreFailed, Text: "load_routes"}}); err != nil {
		t.Fatalf("a failed load is the model's to judge, got %v", err)
	}
}

// TestFailuresTrueCatchesAnInventedFailure: a store-failed effect needs a call the disk refused
// in the same step; the report of a real refusal passes.
func TestFailuresTrueCatchesAnInventedFailure(t *testing.T) {
	var o Oracle
	d := &Disk{}
	failed := []gateway.Effect{{Kind: gateway.StoreFailed, Text: "find_latest"}}
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
}
