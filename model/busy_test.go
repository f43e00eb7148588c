package model

import (
	"testing"

	"gatewaysim/gateway"
)

// TestStopEndsTheRunningTurn: /stop, /new and a /resume that switches stop the lane's running turn
// at once (contract §2.16 step 5); a reply with the turn still running is I15.
func TestStopEndsTheRunningTurn(t *testing.T) {
	interrupted := endedFx(tg, "s1", 2, gateway.OutcomeInterrupted)
	busyLane(t).must(StopCmd{tg}, interrupted, replied(tg, "", "stopped"))
	busyLane(t).fails("I15", StopCmd{tg}, replied(tg, "", "stopped"))
}

// TestFollowUpAsksTheTurnToStopOnce: a user's message put behind the running turn asks it to stop
// (contract §2.16 step 2), once per turn: a second follow-up does not ask again.
func TestFollowUpAsksTheTurnToStopOnce(t *testing.T) {
	waiting := gateway.Effect{Kind: gateway.Waiting, Lane: tg.Key, Session: "s1", Token: 2}
	asked := gateway.Effect{Kind: gateway.InterruptAsked, Lane: tg.Key, Session: "s1", Token: 2}
	d := busyLane(t)
	d.must(Message{Lane: tg}, waiting, asked)
	d.must(Message{Lane: tg}, waiting)
	busyLane(t).fails("I15", Message{Lane: tg}, waiting)
	d = busyLane(t)
	d.must(Message{Lane: tg}, waiting, asked)
	d.fails("I15", Message{Lane: tg}, waiting, asked)
}

// busyLane: lane tg on s1, its turn 2 running.
func busyLane(t *testing.T) *drv {
	d := newDrv(t)
	d.chat(tg, "s1", 1, 100)
	d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
	return d
}
