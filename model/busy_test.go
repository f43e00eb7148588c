package model

import (
	"testing"

	"gatewaysim/gateway"
)

// TestStopEndsTheRunningTurn: /stop, /new and a /resume that switches stop the lane's running turn
// at once (contract §2.16 step 5); a reply with the turn still running is I15.
func TestStopEndsTheRunningTurn(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
		return d
	}
	interrupted := endedFx(tg, "s1", 2, gateway.OutcomeInterrupted)
	setup(t).must(StopCmd{tg}, interrupted, replied(tg, "", "stopped"))
	setup(t).fails("I15", StopCmd{tg}, replied(tg, "", "stopped"))
}
