package sqlstore_test

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// Comparison of a store's answers and contents with the reference store's. Rows compare field by
// field with instants by Equal (a store reads them back in its own zone); row lists compare as
// sets (the interface promises no order); markers read nil and empty lists alike.

func rowDiff(want, got gateway.Row) string {
	var d []string
	eqT := func(name string, a, b time.Time) {
		if !a.Equal(b) {
			d = append(d, fmt.Sprintf("%s %v != %v", name, a, b))
		}
	}
	if want.ID != got.ID || want.Key != got.Key || want.Peer != got.Peer || want.ParentID != got.ParentID ||
		want.EndReason != got.EndReason || want.Messages != got.Messages || want.PromptTokens != got.PromptTokens || want.Owner != got.Owner {
		d = append(d, fmt.Sprintf("%+v != %+v", want, got))
	}
	eqT("started", want.StartedAt, got.StartedAt)
	eqT("ended", want.EndedAt, got.EndedAt)
	eqT("active", want.ActiveAt, got.ActiveAt)
	eqT("user", want.UserAt, got.UserAt)
	return strings.Join(d, "; ")
}

func rowsDiff(want, got []gateway.Row) string {
	sortRows(want)
	sortRows(got)
	if len(want) != len(got) {
		return fmt.Sprintf("%d rows != %d rows (%v / %v)", len(want), len(got), ids(want), ids(got))
	}
	for i := range want {
		if d := rowDiff(want[i], got[i]); d != "" {
			return d
		}
	}
	return ""
}

func sortRows(rs []gateway.Row) { sort.Slice(rs, func(i, j int) bool { return rs[i].ID < rs[j].ID }) }

func ids(rs []gateway.Row) []gateway.SessionID {
	out := make([]gateway.SessionID, len(rs))
	for i, r := range rs {
		out[i] = r.ID
	}
	return out
}

func routesDiff(want, got []gateway.StoredRoute) string {
	if len(want) != len(got) {
		return fmt.Sprintf("%d routes != %d routes", len(want), len(got))
	}
	for i := range want {
		if want[i].Key != got[i].Key || !bytes.Equal(want[i].Data, got[i].Data) {
			return fmt.Sprintf("route %d: %q=%q != %q=%q", i, want[i].Key, want[i].Data, got[i].Key, got[i].Data)
		}
	}
	return ""
}

func markersDiff(want, got gateway.Markers) string {
	same := want.Boots == got.Boots && want.CleanShutdown == got.CleanShutdown &&
		len(want.FailureCounts) == len(got.FailureCounts) && len(want.BootTimes) == len(got.BootTimes)
	for i := 0; same && i < len(want.FailureCounts); i++ {
		same = want.FailureCounts[i] == got.FailureCounts[i]
	}
	for i := 0; same && i < len(want.BootTimes); i++ {
		same = want.BootTimes[i].Equal(got.BootTimes[i])
	}
	if same {
		return ""
	}
	return fmt.Sprintf("markers %+v != %+v", want, got)
}

// contentDiff compares two whole contents.
func contentDiff(want, got *gateway.MemStore) string {
	if d := routesDiff(want.Routes(), got.Routes()); d != "" {
		return d
	}
	if d := rowsDiff(want.AllRows(), got.AllRows()); d != "" {
		return d
	}
	wm, _ := want.LoadMarkers()
	gm, _ := got.LoadMarkers()
	return markersDiff(wm, gm)
}
