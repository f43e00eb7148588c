package model

import (
	"fmt"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// BenchmarkStep measures the per-step cost of the oracle (Expect, Observe, CheckAll) on a steady
// conversation: a message and its turn end per two steps, with a /new every 20 messages so that
// rows accumulate as in a long run.
func BenchmarkStep(b *testing.B) {
	cfg := testConfig()
	m := New(RulesFrom(&cfg), t0)
	m.Expect(AdapterUp{"telegram"})
	_ = m.Observe(nil)
	m.Expect(Boot{})
	_ = m.Observe(nil)
	var rows []gateway.Row
	entries := []gateway.Entry{{Key: tg.Key}}
	now := t0
	var tok gateway.TurnToken
	sid := gateway.SessionID("")
	step := func(ev Event, effs []gateway.Effect) {
		m.Expect(ev)
		if err := m.Observe(effs); err != nil {
			b.Fatal(err)
		}
		obs := Observation{At: now, Event: ev, Effects: effs, Rows: rows, Entries: entries}
		if err := CheckAll(&obs, m.History()); err != nil {
			b.Fatal(err)
		}
	}
	effs := make([]gateway.Effect, 0, 8)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		now = now.Add(time.Minute)
		step(Advance{now}, nil)
		tok++
		effs = effs[:0]
		if i%20 == 0 {
			old := sid
			sid = gateway.SessionID(fmt.Sprintf("s%d", i))
			if old != "" {
				rows[len(rows)-1].EndReason, rows[len(rows)-1].EndedAt = gateway.EndSessionReset, now
				effs = append(effs, rowEnd(tg, old, gateway.EndSessionReset, true))
				step(NewCmd{tg}, append(effs, fx(gateway.RowCreated, tg.Key, sid), fx(gateway.RouteSaved, tg.Key, sid),
					gateway.Effect{Kind: gateway.Reply, Lane: tg.Key, Session: sid, Text: "new session"}))
				effs = effs[:0]
				effs = append(effs, routed(tg, sid, false, ""))
			} else {
				effs = append(effs, fx(gateway.RowCreated, tg.Key, sid), routed(tg, sid, true, ""))
			}
			rows = append(rows, gateway.Row{ID: sid, Key: tg.Key, StartedAt: now})
			entries[0].SessionID = sid
		} else {
			effs = append(effs, routed(tg, sid, false, ""))
		}
		effs = append(effs, started(tg, sid, tok, false))
		step(Message{Lane: tg}, effs)
		step(TurnEnd{Lane: tg.Key, Token: tok, Outcome: gateway.OutcomeOK, Tokens: 10},
			[]gateway.Effect{endedFx(tg, sid, tok, gateway.OutcomeOK)})
	}
}
