package model

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestTaintedClock: a store fault may lose the entry write that carried the activity clock. A
// routing re-syncs the model with the gateway, but an internal one (a boot's resume turn) does
// not move the gateway's clock (port decision: internal events never do), so it cannot re-sync the
// model's either. Explore seeds 384 and 1759: a message whose route save failed, a crash, a resume
// turn, then the next message found the older persisted clock past the idle limit.
func TestTaintedClock(t *testing.T) {
	for _, tc := range []struct {
		name string
		lost bool // the message's route saves fail
	}{{"the clock write was lost: the idle reset may come", true}, {"the clock write stuck: the idle reset may not", false}} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDrv(t)
			d.chat(tg, "s1", 1, 100) // activity at t0, persisted
			d.after(50 * time.Minute)
			var fx []gateway.Effect
			if tc.lost {
				failed := gateway.Effect{Kind: gateway.StoreFailed, Lane: tg.Key, Session: "s1", Text: "save_route: database is locked"}
				fx = []gateway.Effect{failed, routed(tg, "s1", false, ""), failed, started(tg, "s1", 2, false)}
			} else {
				fx = same(tg, "s1", 2)
			}
			d.must(Message{Lane: tg}, fx...) // activity at t0+50m, in memory at least
			d.must(Kill{})
			d.must(AdapterUp{"telegram"})
			d.must(Boot{}, marked(tg, gateway.ResumeRestartInterrupted), routed(tg, "s1", false, ""),
				resNote(tg, "b", gateway.ResumeRestartInterrupted), started(tg, "s1", 3, true))
			d.must(TurnEnd{Lane: tg.Key, Token: 3, Outcome: gateway.OutcomeOK, Tokens: 50}, endedFx(tg, "s1", 3, gateway.OutcomeOK),
				gateway.Effect{Kind: gateway.ClearedResume, Lane: tg.Key})
			d.after(15 * time.Minute) // t0+65m: idle by the persisted clock, not by the lost one
			reset := fresh(tg, "s1", "s2", gateway.EndIdle, 4, ctxNote(tg, gateway.EndIdle), notice(tg, gateway.EndIdle))
			if tc.lost {
				d.must(Message{Lane: tg}, reset...)
				return
			}
			d.fails("I2", Message{Lane: tg}, reset...)
		})
	}
}
