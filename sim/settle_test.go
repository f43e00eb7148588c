package sim

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestSettleDrainsALongQueue: forty messages waiting behind a busy lane's long turns all run
// before the end-of-run check; Settle once stopped after eight waits and the check then blamed
// the gateway for the messages still queued (a 20,000-check run, seed 1796150810291446302).
func TestSettleDrainsALongQueue(t *testing.T) {
	w, err := NewWorld(1, DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	long := TurnSpec{Set: true, Dur: w.Config().Agent.LongMax, Outcome: gateway.OutcomeOK, Tokens: 100}
	for range 40 {
		if err := w.Apply(Op{Kind: KindMessage, Lane: "a", Turn: long}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Settle(w); err != nil {
		t.Fatal(err)
	}
	if busy(w) {
		t.Fatalf("a turn still runs after Settle (at %s)", time.Duration(w.Elapsed()))
	}
}
