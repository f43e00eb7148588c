package check

import (
	"fmt"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// checkRecovered judges the finder behind each exact recovery of the call (docs/contract.md §1.6):
// it must return the newest row of the lane key (by start, then the larger id) on the lane's
// platform that is live or ended by accident and holds a message. A row that qualifies and is
// newer than the one reopened means recovery brought back an older conversation. The rows are
// read after the call, so a row any later effect of the call names (one the restore gate's
// queued /new created, a /resume reopened) is left out: it may not have been what the finder saw.
func checkRecovered(w *sim.World, fx []gateway.Effect) error {
	live := w.Disk().Live()
	for i := range fx {
		e := &fx[i]
		if e.Kind != gateway.Recovered || e.Pass != gateway.FindExact {
			continue
		}
		got, ok, _ := live.Row(e.Session)
		if !ok {
			continue
		}
		later := map[gateway.SessionID]bool{}
		for j := i + 1; j < len(fx); j++ {
			later[fx[j].Session] = true
		}
		rows, _ := live.LaneRows(e.Lane)
		for _, r := range rows {
			if r.ID == got.ID || later[r.ID] || r.Peer.Platform != got.Peer.Platform || r.Messages == 0 || !model.Findable(r.EndReason) {
				continue
			}
			if r.StartedAt.After(got.StartedAt) || r.StartedAt.Equal(got.StartedAt) && r.ID > got.ID {
				return &model.Violation{Inv: "I1", Facts: fmt.Sprintf(
					"lane %s recovered %s, but %s is newer and findable (%s)", e.Lane, got.ID, r.ID, endOrLive(r.EndReason))}
			}
		}
	}
	return nil
}

func endOrLive(r gateway.EndReason) string {
	if r == "" {
		return "live"
	}
	return "ended " + string(r)
}
