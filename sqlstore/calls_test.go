package sqlstore_test

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"pgregory.net/rapid"

	"gatewaysim/gateway"
	"gatewaysim/sim"
	"gatewaysim/sqlstore"
)

// One drawn Store call, runnable on any store, with its answer printed so that two stores'
// answers compare as strings (instants as unix nanoseconds, row lists sorted by id).

type callKind int

const (
	callLoadRoutes callKind = iota
	callSaveRoute
	callDeleteRoute
	callRow
	callLaneRows
	callPeerRows
	callCreateRow
	callEndRow
	callPromoteRow
	callReopenRow
	callTouchRow
	callFindLatest
	callLoadMarkers
	callSaveMarkers
	callCommit // Deferred only: the fake disk's Sync
	callCrash  // Deferred only: Crash(keep)
	callKinds
)

var callNames = [...]string{"load_routes", "save_route", "delete_route", "row", "lane_rows", "peer_rows",
	"create_row", "end_row", "promote_row", "reopen_row", "touch_row", "find_latest", "load_markers",
	"save_markers", "commit", "crash"}

type call struct {
	kind    callKind
	id      gateway.SessionID
	key     gateway.LaneKey
	data    []byte
	row     gateway.Row
	peer    gateway.Peer
	reason  gateway.EndReason
	at      time.Time
	set     gateway.ReasonSet
	touch   gateway.RowTouch
	markers gateway.Markers
	keep    int
}

func (c call) String() string {
	s := callNames[c.kind]
	switch c.kind {
	case callSaveRoute:
		s += fmt.Sprintf(" %q %q", c.key, c.data)
	case callDeleteRoute, callLaneRows:
		s += fmt.Sprintf(" %q", c.key)
	case callRow:
		s += " " + string(c.id)
	case callPeerRows:
		s += fmt.Sprintf(" %+v", c.peer)
	case callCreateRow:
		s += " " + rowString(c.row)
	case callEndRow:
		s += fmt.Sprintf(" %s %q %s", c.id, c.reason, stamp(c.at))
	case callPromoteRow:
		s += fmt.Sprintf(" %s %q %s from=%v", c.id, c.reason, stamp(c.at), c.set)
	case callReopenRow:
		s += fmt.Sprintf(" %s stand=%v", c.id, c.set)
	case callTouchRow:
		s += fmt.Sprintf(" %s msgs=%d active=%s user=%s tokens=%d/%v", c.id, c.touch.Messages,
			stamp(c.touch.ActiveAt), stamp(c.touch.UserAt), c.touch.PromptTokens, c.touch.SetTokens)
	case callFindLatest:
		s += fmt.Sprintf(" %q %+v rec=%v", c.key, c.peer, c.set)
	case callSaveMarkers:
		s += " " + markersString(c.markers)
	case callCrash:
		s += fmt.Sprintf(" keep=%d", c.keep)
	}
	return s
}

// writes reports whether the call is one of the interface's writes.
func (c call) writes() bool {
	switch c.kind {
	case callSaveRoute, callDeleteRoute, callCreateRow, callEndRow, callPromoteRow, callReopenRow,
		callTouchRow, callSaveMarkers:
		return true
	}
	return false
}

// run performs the call on st and prints the answer (deferred: with the count of pending writes).
// Commit and Crash go to the fake disk's Sync and Crash when st is the disk, to the SQLite
// store's Commit and Crash otherwise.
func (c call) run(st gateway.Store, deferred bool) string {
	var out string
	var err error
	switch c.kind {
	case callLoadRoutes:
		var rs []gateway.StoredRoute
		rs, err = st.LoadRoutes()
		for _, r := range rs {
			out += fmt.Sprintf("%q=%q ", r.Key, r.Data)
		}
	case callSaveRoute:
		err = st.SaveRoute(c.key, c.data)
	case callDeleteRoute:
		err = st.DeleteRoute(c.key)
	case callRow:
		var r gateway.Row
		var ok bool
		r, ok, err = st.Row(c.id)
		out = fmt.Sprintf("%v %s", ok, rowString(r))
	case callLaneRows:
		var rs []gateway.Row
		rs, err = st.LaneRows(c.key)
		out = rowsString(rs)
	case callPeerRows:
		var rs []gateway.Row
		rs, err = st.PeerRows(c.peer)
		out = rowsString(rs)
	case callCreateRow:
		var ok bool
		ok, err = st.CreateRow(c.row)
		out = fmt.Sprint(ok)
	case callEndRow, callPromoteRow, callReopenRow:
		var r gateway.Row
		var ok bool
		switch c.kind {
		case callEndRow:
			r, ok, err = st.EndRow(c.id, c.reason, c.at)
		case callPromoteRow:
			r, ok, err = st.PromoteRow(c.id, c.reason, c.at, c.set)
		default:
			r, ok, err = st.ReopenRow(c.id, c.set)
		}
		out = fmt.Sprintf("%v %s", ok, rowString(r))
	case callTouchRow:
		var ok bool
		ok, err = st.TouchRow(c.id, c.touch)
		out = fmt.Sprint(ok)
	case callFindLatest:
		r, pass, ok, ferr := st.FindLatest(c.key, c.peer, c.set)
		out, err = fmt.Sprintf("%v %s %s", ok, pass, rowString(r)), ferr
	case callLoadMarkers:
		var m gateway.Markers
		m, err = st.LoadMarkers()
		out = markersString(m)
	case callSaveMarkers:
		err = st.SaveMarkers(c.markers)
	case callCommit:
		switch s := st.(type) {
		case *sim.Disk:
			s.Sync()
		case *sqlstore.Store:
			err = s.Commit()
		}
	case callCrash:
		switch s := st.(type) {
		case *sim.Disk:
			s.Crash(c.keep)
		case *sqlstore.Store:
			err = s.Crash(c.keep)
		}
	}
	if err != nil {
		return "error: " + err.Error()
	}
	switch s := st.(type) {
	case *sim.Disk:
		out += fmt.Sprintf(" pending=%d", s.Pending())
	case *sqlstore.Store:
		if deferred {
			out += fmt.Sprintf(" pending=%d", s.Pending())
		}
	}
	return out
}

func stamp(t time.Time) string {
	if t.IsZero() {
		return "0"
	}
	return fmt.Sprint(t.UnixNano())
}

func rowString(r gateway.Row) string {
	return fmt.Sprintf("{%s key=%q peer=%+v parent=%q start=%s end=%s/%q msgs=%d active=%s user=%s tokens=%d}",
		r.ID, r.Key, r.Peer, r.ParentID, stamp(r.StartedAt), stamp(r.EndedAt), r.EndReason, r.Messages,
		stamp(r.ActiveAt), stamp(r.UserAt), r.PromptTokens)
}

func rowsString(rs []gateway.Row) string {
	rs = append([]gateway.Row(nil), rs...)
	sort.Slice(rs, func(i, j int) bool { return rs[i].ID < rs[j].ID })
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = rowString(r)
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func markersString(m gateway.Markers) string {
	s := fmt.Sprintf("boots=%d clean=%v counts=%v times=[", m.Boots, m.CleanShutdown, m.FailureCounts)
	for _, t := range m.BootTimes {
		s += stamp(t) + " "
	}
	return s + "]"
}

// --- drawing ---

var (
	drawIDs     = []gateway.SessionID{"s1", "s2", "s3", "s4"}
	drawKeys    = []gateway.LaneKey{"agent:main:telegram:dm:c1", "agent:main:discord:group:g1:u1", ""}
	drawReasons = []gateway.EndReason{"", gateway.EndAgentClose, gateway.EndWsOrphanReap, gateway.EndStartupOrphanReap,
		gateway.EndSessionReset, gateway.EndSessionSwitch, gateway.EndIdle, gateway.EndDaily, gateway.EndCompression}
)

func pick[T any](t *rapid.T, label string, xs []T) T {
	return xs[rapid.IntRange(0, len(xs)-1).Draw(t, label)]
}

func drawTime(t *rapid.T, label string) time.Time {
	n := rapid.IntRange(-1, 6).Draw(t, label)
	if n < 0 {
		return time.Time{}
	}
	return t0.Add(time.Duration(n) * 90 * time.Minute)
}

func drawPeer(t *rapid.T) gateway.Peer {
	return gateway.Peer{
		Platform: pick(t, "platform", []gateway.Platform{"telegram", "discord"}),
		UserID:   pick(t, "user", []string{"u1", ""}),
		ChatID:   pick(t, "chat", []string{"c1", ""}),
		ChatType: pick(t, "ctype", []gateway.ChatType{gateway.ChatDM, ""}),
		ThreadID: pick(t, "thread", []string{"", "th1"}),
	}
}

func drawSet(t *rapid.T) gateway.ReasonSet {
	var set gateway.ReasonSet
	for _, r := range drawReasons {
		if rapid.IntRange(0, 2).Draw(t, "in") == 0 {
			set = append(set, r)
		}
	}
	return set
}

func drawCall(t *rapid.T, deferred bool) call {
	top := callCommit
	if deferred {
		top = callKinds
	}
	c := call{kind: callKind(rapid.IntRange(0, int(top)-1).Draw(t, "kind"))}
	switch c.kind {
	case callSaveRoute:
		c.key = pick(t, "key", drawKeys)
		c.data = []byte(pick(t, "data", []string{`{"session_id":"s1"}`, `{"session_id":"s2","x":[1,2]}`, "\xff\x00torn", ""}))
	case callDeleteRoute, callLaneRows:
		c.key = pick(t, "key", drawKeys)
	case callRow:
		c.id = pick(t, "id", drawIDs)
	case callReopenRow:
		c.id, c.set = pick(t, "id", drawIDs), drawSet(t)
	case callPeerRows:
		c.peer = drawPeer(t)
	case callCreateRow:
		c.row = gateway.Row{ID: pick(t, "id", drawIDs), Key: pick(t, "key", drawKeys), Peer: drawPeer(t),
			ParentID: pick(t, "parent", append([]gateway.SessionID{""}, drawIDs...)), StartedAt: drawTime(t, "start"),
			EndedAt: drawTime(t, "end"), EndReason: pick(t, "reason", drawReasons),
			Messages: rapid.IntRange(0, 2).Draw(t, "msgs"), ActiveAt: drawTime(t, "active"), UserAt: drawTime(t, "user"),
			PromptTokens: rapid.IntRange(0, 3).Draw(t, "tokens")}
	case callEndRow, callPromoteRow:
		c.id, c.reason, c.at = pick(t, "id", drawIDs), pick(t, "reason", drawReasons), drawTime(t, "at")
		if c.kind == callPromoteRow {
			c.set = drawSet(t)
		}
	case callTouchRow:
		c.id = pick(t, "id", drawIDs)
		c.touch = gateway.RowTouch{Messages: rapid.IntRange(0, 2).Draw(t, "msgs"), ActiveAt: drawTime(t, "active"),
			UserAt: drawTime(t, "user"), PromptTokens: rapid.IntRange(0, 3).Draw(t, "tokens"), SetTokens: rapid.Bool().Draw(t, "set")}
	case callFindLatest:
		c.key, c.peer, c.set = pick(t, "key", drawKeys), drawPeer(t), drawSet(t)
	case callSaveMarkers:
		c.markers = gateway.Markers{Boots: uint32(rapid.IntRange(0, 3).Draw(t, "boots")), CleanShutdown: rapid.Bool().Draw(t, "clean")}
		for i := range rapid.IntRange(0, 2).Draw(t, "counts") {
			c.markers.FailureCounts = append(c.markers.FailureCounts, gateway.LaneCount{Key: drawKeys[i], Count: rapid.IntRange(1, 3).Draw(t, "count")})
		}
		for range rapid.IntRange(0, 2).Draw(t, "times") {
			c.markers.BootTimes = append(c.markers.BootTimes, drawTime(t, "boot"))
		}
	case callCrash:
		c.keep = rapid.IntRange(-1, 3).Draw(t, "keep")
	}
	return c
}
