package model

import (
	"testing"

	"gatewaysim/gateway"
)

// A suspension whose route save failed leaves the disk's entry older than the process's: after a
// kill the boot loads that entry, and whether the lane is suspended is read off it (the oracle
// reads the persisted index with its own reader and hands it over as Observation.Loaded). Without
// it the model allows both landings; with it, only the one the loaded entry makes.
func TestLoadedIndexSettlesTheSuspension(t *testing.T) {
	entry := gateway.Entry{Key: tg.Key, SessionID: "s1", UpdatedAt: t0, LastPromptTokens: 500}
	suspended := entry
	suspended.Suspended = true
	reboot := func(t *testing.T, loaded []gateway.Entry) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 500)
		failed := gateway.Effect{Kind: gateway.StoreFailed, Op: "save_route", Lane: tg.Key, Session: "s1", Why: "locked"}
		d.must(Suspend{Lane: tg.Key}, failed, fx(gateway.Suspended, tg.Key, "s1"))
		d.must(Kill{})
		d.must(Boot{})
		d.m.SettleObserved(&Observation{At: d.now, Event: Boot{}, Loaded: loaded})
		return d
	}
	stay := func() (Event, []gateway.Effect) { return Message{Lane: tg}, same(tg, "s1", 2) }
	reset := func() (Event, []gateway.Effect) {
		return Message{Lane: tg}, fresh(tg, "s1", "s2", gateway.EndSuspended, 2, ctxNote(tg, gateway.EndSuspended), notice(tg, gateway.EndSuspended))
	}
	for _, c := range []struct {
		name          string
		loaded        []gateway.Entry
		stays, resets bool // allowed
	}{
		{"nothing read: either", nil, true, true},
		{"loaded without the suspension: stays", []gateway.Entry{entry}, true, false},
		{"loaded suspended: resets", []gateway.Entry{suspended}, false, true},
		{"no route loaded: no suspension", []gateway.Entry{}, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, o := range []struct {
				what    string
				step    func() (Event, []gateway.Effect)
				allowed bool
			}{{"stay", stay, c.stays}, {"reset", reset, c.resets}} {
				d := reboot(t, c.loaded)
				ev, effs := o.step()
				if err := d.step(ev, effs...); (err == nil) != o.allowed {
					t.Errorf("%s: allowed %v, want %v (%v)", o.what, err == nil, o.allowed, err)
				}
			}
		})
	}
}

// Another process's end of the lane's row while the process held no route (it was lost) may or
// may not have happened as far as the effects tell: the row on disk says. Live, the conversation
// is not closed and recovery must bring it back; without the rows both landings pass.
func TestRowsSettleAnEndElsewhere(t *testing.T) {
	for _, c := range []struct {
		name        string
		settle      bool
		freshPasses bool
	}{{"rows not read: a fresh start passes", false, true}, {"the row is live: a fresh start is I1", true, false}} {
		t.Run(c.name, func(t *testing.T) {
			d := newDrv(t)
			d.chat(tg, "s1", 1, 100)
			d.must(RouteLost{Lane: tg.Key}, fx(gateway.RouteDropped, tg.Key, "s1"))
			d.must(RowEnded{Lane: tg.Key, Reason: gateway.EndSessionReset}) // no entry: the gateway ends nothing
			if c.settle {
				d.m.Settle(d.rows)
			}
			err := d.step(Message{Lane: tg}, fresh(tg, "", "s2", "", 2)...)
			t.Log(err)
			if (err == nil) != c.freshPasses {
				t.Fatalf("fresh start allowed %v, want %v (%v)", err == nil, c.freshPasses, err)
			}
		})
	}
}
