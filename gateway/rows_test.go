package gateway

import (
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/benbjohnson/clock"
)

// The durable row primitives of docs/contract.md §1.6, driven directly over a MemStore.

type rowsFixture struct {
	t   *testing.T
	g   *Gateway
	clk *clock.Mock
	st  *MemStore
	t0  time.Time
}

// withRows runs f inside a synctest bubble (the mock clock sleeps real time outside one).
func withRows(t *testing.T, bugs BugSet, f func(x *rowsFixture)) {
	t.Helper()
	synctest.Test(t, func(t *testing.T) {
		cfg := validConfig()
		cfg.Location = mustZone(t, "America/New_York")
		cfg.Bugs = bugs
		clk := clock.NewMock()
		t0 := time.Date(2026, 3, 7, 12, 0, 0, 0, cfg.Location)
		clk.Set(t0)
		st := NewMemStore()
		g, err := Open(cfg, clk, st)
		if err != nil {
			t.Fatal(err)
		}
		f(&rowsFixture{t: t, g: g, clk: clk, st: st, t0: t0})
	})
}

var rowsPeer = Peer{Platform: "telegram", UserID: "u1", ChatID: "42", ChatType: ChatDM}

const rowsLane LaneKey = "agent:main:telegram:dm:42"

// put stores a row on rowsLane started `ago` before t0, ended with reason (EndNone = live).
func (x *rowsFixture) put(id SessionID, ago time.Duration, reason EndReason, messages int) Row {
	r := Row{ID: id, Key: rowsLane, Peer: rowsPeer, StartedAt: x.t0.Add(-ago), Messages: messages, EndReason: reason}
	if reason != EndNone {
		r.EndedAt = x.t0.Add(-ago / 2)
	}
	x.st.PutRow(r)
	return r
}

func (x *rowsFixture) row(id SessionID) Row {
	r, ok, err := x.st.Row(id)
	if err != nil || !ok {
		x.t.Fatalf("row %s: ok=%v err=%v", id, ok, err)
	}
	return r
}

// effects returns the effects since the last call, one per line.
func (x *rowsFixture) effects() string {
	var lines []string
	for _, e := range x.g.TakeEffects() {
		checkFieldsShown(x.t, e)
		lines = append(lines, e.String())
	}
	return strings.Join(lines, "\n")
}

var intentionalAndTerminal = []EndReason{EndSessionReset, EndSessionSwitch, EndIdle, EndDaily, EndSuspended,
	EndResumePendingExpired, EndCompression, EndTuiClose, EndWsDisconnect, EndIdleTimeout}

func TestEndRowFirstReasonWins(t *testing.T) {
	withRows(t, nil, func(x *rowsFixture) {
		x.put("live", time.Hour, EndNone, 2)
		x.clk.Add(time.Minute)
		now := x.clk.Now()
		if !x.g.endRow("live", EndIdle) {
			t.Fatal("end_session on a live row reported no change")
		}
		r := x.row("live")
		if r.EndReason != EndIdle || !r.EndedAt.Equal(now) {
			t.Fatalf("after end: reason=%q ended=%v, want idle at %v", r.EndReason, r.EndedAt, now)
		}
		if got := x.effects(); got != "row-ended lane="+string(rowsLane)+" session=live reason=idle" {
			t.Errorf("effects:\n%s", got)
		}

		x.clk.Add(time.Minute)
		if x.g.endRow("live", EndSessionReset) {
			t.Error("a second end_session reported a change")
		}
		if r2 := x.row("live"); r2 != r {
			t.Errorf("second end changed the row: %+v -> %+v", r, r2)
		}

		closed := x.put("closed", time.Hour, EndAgentClose, 2)
		if x.g.endRow("closed", EndSessionReset) || x.row("closed") != closed {
			t.Error("end_session overwrote agent_close: only promote may do that")
		}
		if x.g.endRow("missing", EndIdle) {
			t.Error("end_session on a missing row reported a change")
		}
		if got := x.effects(); got != "" {
			t.Errorf("no-op ends emitted effects:\n%s", got)
		}
	})
}

func TestPromoteRow(t *testing.T) {
	tests := []struct {
		name   string
		bugs   BugSet
		before EndReason
		change bool
	}{
		{"live", nil, EndNone, true},
		{"agent_close", nil, EndAgentClose, true},
		{"ws_orphan_reap", nil, EndWsOrphanReap, true},
		{"ws_orphan_reap under B22", BugSet{B22}, EndWsOrphanReap, false},
		{"agent_close under B22", BugSet{B22}, EndAgentClose, true},
	}
	for _, r := range intentionalAndTerminal {
		tests = append(tests, struct {
			name   string
			bugs   BugSet
			before EndReason
			change bool
		}{string(r), nil, r, false})
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			withRows(t, tc.bugs, func(x *rowsFixture) {
				before := x.put("s1", time.Hour, tc.before, 3)
				x.clk.Add(time.Minute)
				now := x.clk.Now()
				changed := x.g.promoteRow("s1", EndSessionReset)
				after := x.row("s1")
				if changed != tc.change {
					t.Fatalf("promote of %q returned %v, want %v", tc.before, changed, tc.change)
				}
				if tc.change {
					if after.EndReason != EndSessionReset || !after.EndedAt.Equal(now) {
						t.Errorf("promoted row: reason=%q ended=%v, want session_reset at %v", after.EndReason, after.EndedAt, now)
					}
					if got := x.effects(); !strings.HasPrefix(got, "row-promoted") {
						t.Errorf("effects: %q", got)
					}
				} else if after != before {
					t.Errorf("promote changed a row it must leave alone: %+v -> %+v", before, after)
				}
			})
		})
	}
}

// Once promoted, the boundary is immutable: a later promote with another reason is a no-op.
func TestPromoteRowIsOnce(t *testing.T) {
	withRows(t, nil, func(x *rowsFixture) {
		x.put("s1", time.Hour, EndAgentClose, 3)
		if !x.g.promoteRow("s1", EndIdle) {
			t.Fatal("first promote did nothing")
		}
		first := x.row("s1")
		x.clk.Add(time.Minute)
		if x.g.promoteRow("s1", EndSessionReset) || x.row("s1") != first {
			t.Errorf("second promote changed an intentional boundary: %+v -> %+v", first, x.row("s1"))
		}
		if x.g.promoteRow("missing", EndSessionReset) {
			t.Error("promote of a missing row reported a change")
		}
	})
}

func TestReopenRowClearsAnythingWithNothingStanding(t *testing.T) {
	reasons := append([]EndReason{EndAgentClose, EndWsOrphanReap}, intentionalAndTerminal...)
	withRows(t, nil, func(x *rowsFixture) {
		for _, reason := range reasons {
			id := SessionID("s_" + string(reason))
			x.put(id, time.Hour, reason, 1)
			if _, live, err := x.g.reopenRow(id, nil); !live || err != nil {
				t.Errorf("reopen of %q reported failure", reason)
			}
			if r := x.row(id); !r.Live() || r.EndReason != EndNone {
				t.Errorf("reopen of %q left ended=%v reason=%q", reason, r.EndedAt, r.EndReason)
			}
		}
		x.effects()
		x.put("live", time.Hour, EndNone, 1)
		if _, live, _ := x.g.reopenRow("live", boundaryEnds); !live || x.effects() != "" {
			t.Error("reopen of a live row should succeed without a change")
		}
		if r, live, _ := x.g.reopenRow("missing", nil); live || r.ID != "" {
			t.Error("reopen of a missing row reported success")
		}
	})
}

// The port's reopen keeps a boundary in the statement itself: a row ended on purpose after the
// caller read it stays ended, and the caller is told what the row now reads. P-reopen-blind
// clears it, as V1's reopen_session does.
func TestReopenRowKeepsABoundary(t *testing.T) {
	withRows(t, nil, func(x *rowsFixture) {
		x.put("s1", time.Hour, EndSessionReset, 1)
		now, live, err := x.g.reopenRow("s1", boundaryEnds)
		if live || err != nil || now.EndReason != EndSessionReset || x.effects() != "" {
			t.Errorf("reopen kept nothing: live %v, now %q, err %v", live, now.EndReason, err)
		}
		x.put("s2", time.Hour, EndAgentClose, 1)
		if _, live, _ := x.g.reopenRow("s2", boundaryEnds); !live {
			t.Error("reopen of an accidental end refused")
		}
	})
	withRows(t, BugSet{PReopenBlind}, func(x *rowsFixture) {
		x.put("s1", time.Hour, EndSessionReset, 1)
		if _, live, _ := x.g.reopenRow("s1", boundaryEnds); !live {
			t.Error("P-reopen-blind kept the boundary")
		}
	})
}

func TestFindLatest(t *testing.T) {
	type stored struct {
		id       SessionID
		ago      time.Duration
		reason   EndReason
		messages int
		key      LaneKey // "" = rowsLane
		peer     *Peer   // nil = rowsPeer
	}
	otherKey := LaneKey("agent:main:telegram:dm:42:legacy")
	discord := Peer{Platform: "discord", UserID: "u1", ChatID: "42", ChatType: ChatDM}
	noChat := rowsPeer
	noChat.ChatID = ""
	tests := []struct {
		name      string
		bugs      BugSet
		rows      []stored
		peer      Peer
		want      SessionID // "" = none
		wantMatch string
	}{
		{"nothing", nil, nil, rowsPeer, "", ""},
		{"newest live row with messages", nil, []stored{
			{id: "old", ago: 3 * time.Hour, messages: 4}, {id: "new", ago: time.Hour, messages: 1}}, rowsPeer, "new", "exact"},
		{"empty newer incarnation is invisible", nil, []stored{
			{id: "old", ago: 3 * time.Hour, reason: EndAgentClose, messages: 4}, {id: "new", ago: time.Hour}}, rowsPeer, "old", "exact"},
		{"intentional end is not recoverable", nil, []stored{
			{id: "old", ago: 3 * time.Hour, reason: EndAgentClose, messages: 4},
			{id: "new", ago: time.Hour, reason: EndSessionReset, messages: 4}}, rowsPeer, "old", "exact"},
		{"compression parent is not recoverable", nil, []stored{
			{id: "parent", ago: time.Hour, reason: EndCompression, messages: 4}}, rowsPeer, "", ""},
		{"ws_orphan_reap is recoverable", nil, []stored{
			{id: "reaped", ago: time.Hour, reason: EndWsOrphanReap, messages: 2}}, rowsPeer, "reaped", "exact"},
		{"B18: ws_orphan_reap is not recoverable", BugSet{B18}, []stored{
			{id: "reaped", ago: time.Hour, reason: EndWsOrphanReap, messages: 2}}, rowsPeer, "", ""},
		{"B18: agent_close still is", BugSet{B18}, []stored{
			{id: "closed", ago: time.Hour, reason: EndAgentClose, messages: 2}}, rowsPeer, "closed", "exact"},
		{"other platform ignored", nil, []stored{
			{id: "d", ago: time.Hour, messages: 2, peer: &discord}}, rowsPeer, "", ""},
		{"peer pass when the exact pass finds nothing", nil, []stored{
			{id: "legacy", ago: time.Hour, messages: 2, key: otherKey},
			{id: "ended", ago: time.Minute, reason: EndIdle, messages: 2}}, rowsPeer, "legacy", "peer"},
		{"exact pass wins over a newer peer row", nil, []stored{
			{id: "exact", ago: 3 * time.Hour, messages: 2},
			{id: "legacy", ago: time.Hour, messages: 2, key: otherKey}}, rowsPeer, "exact", "exact"},
		{"peer pass skips empty and intentional rows too", nil, []stored{
			{id: "empty", ago: time.Hour, key: otherKey},
			{id: "reset", ago: 2 * time.Hour, reason: EndDaily, messages: 3, key: otherKey},
			{id: "closed", ago: 3 * time.Hour, reason: EndAgentClose, messages: 3, key: otherKey}}, rowsPeer, "closed", "peer"},
		{"no peer pass without a chat id", nil, []stored{
			{id: "legacy", ago: time.Hour, messages: 2, key: otherKey, peer: &noChat}}, noChat, "", ""},
		{"peer pass needs the whole peer tuple", nil, []stored{
			{id: "legacy", ago: time.Hour, messages: 2, key: otherKey,
				peer: &Peer{Platform: "telegram", UserID: "u1", ChatID: "42", ChatType: ChatDM, ThreadID: "t"}}}, rowsPeer, "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			withRows(t, tc.bugs, func(x *rowsFixture) {
				for _, s := range tc.rows {
					r := Row{ID: s.id, Key: rowsLane, Peer: rowsPeer, StartedAt: x.t0.Add(-s.ago), Messages: s.messages, EndReason: s.reason}
					if s.key != "" {
						r.Key = s.key
					}
					if s.peer != nil {
						r.Peer = *s.peer
					}
					if s.reason != EndNone {
						r.EndedAt = x.t0.Add(-s.ago / 2)
					}
					x.st.PutRow(r)
				}
				got, match, ok, err := x.g.findLatest(rowsLane, tc.peer)
				if err != nil {
					t.Fatal(err)
				}
				if tc.want == "" {
					if ok {
						t.Fatalf("want nothing, found %s (%s pass)", got.ID, match)
					}
					return
				}
				if !ok || got.ID != tc.want || string(match) != tc.wantMatch {
					t.Fatalf("found %q by %q (ok=%v), want %q by %q", got.ID, match, ok, tc.want, tc.wantMatch)
				}
			})
		})
	}
}
