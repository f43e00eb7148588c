package model

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestEntryClockIsTheTurnEnd: the user's ok turn's end moves the entry's activity clock
// (docs/contract.md §2.1), so the next routing must read the turn's end there, not the message's
// instant (a gateway that skips the stamp), nor an instant the model never saw.
func TestEntryClockIsTheTurnEnd(t *testing.T) {
	end := t0.Add(10 * time.Minute)
	live := gateway.Row{ID: "s1", Key: tg.Key, Peer: gateway.Peer{Platform: tg.Platform}, StartedAt: t0, Messages: 2, UserAt: t0}
	for _, c := range []struct {
		name  string
		clock time.Time
		ok    bool
	}{
		{"the turn's end", end, true},
		{"the message's instant", t0, false},
		{"later than anything", end.Add(time.Minute), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := newDrv(t)
			d.must(Message{Lane: tg}, fresh(tg, "", "s1", "", 1)...)
			d.after(10 * time.Minute)
			d.must(TurnEnd{Lane: tg.Key, Token: 1, Outcome: gateway.OutcomeOK, Tokens: 100}, endedFx(tg, "s1", 1, gateway.OutcomeOK))
			d.after(5 * time.Minute)
			entry := gateway.Entry{Key: tg.Key, SessionID: "s1", Platform: tg.Platform, UpdatedAt: c.clock}
			d.m.ReadBefore(PreRead{Lane: tg.Key, Entry: &entry, Row: &live, LaneRows: []gateway.Row{live}})
			err := d.step(Message{Lane: tg}, same(tg, "s1", 2)...)
			if c.ok && err != nil {
				t.Fatal(err)
			}
			if !c.ok {
				wantInv(t, "I7", err)
			}
		})
	}
}
