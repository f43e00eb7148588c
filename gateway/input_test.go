package gateway

import (
	"strings"
	"testing"
	"time"
)

// Hostile and odd input at the gateway's edge: /resume targets, message texts and platforms. The
// durable check after each is that the routing index still loads whole: an id the gateway routed
// to must be one the next process accepts (docs/contract.md §1.2).

// seedRow writes a row of src's lane with id, as another process sharing the database could: an
// ended conversation of the user's, with messages, that /resume may reopen.
func seedRow(r *rig, src Source, id SessionID, parent SessionID, reason EndReason) {
	r.t.Helper()
	at := r.now().Add(-time.Hour)
	ok, err := r.mem.CreateRow(Row{ID: id, Key: r.key(src), Peer: src.Peer(), ParentID: parent, StartedAt: at,
		EndedAt: at.Add(time.Minute), EndReason: reason, Messages: 2, ActiveAt: at, UserAt: at})
	r.check(ok && err == nil, "seed row %q: %v %v", id, ok, err)
}

// wantIndexLoads fails when a stored route would be skipped by the next load.
func wantIndexLoads(r *rig) {
	r.t.Helper()
	if _, skipped := DecodeRoutes(r.mem.Routes(), rigZone); len(skipped) > 0 {
		r.fail("the routing index holds entries the next load skips: %v", skipped)
	}
}

// TestResumeRefusesPathIDs: /resume to an id the index refuses at load (a path: "..", "/", "\",
// a drive letter) answers "no such session" even when a row of the user's has that id, and
// changes nothing; so does a target whose compression tip has such an id. Before the fix the lane
// switched and saved a route that the next boot skipped.
func TestResumeRefusesPathIDs(t *testing.T) {
	for _, id := range []SessionID{"../etc/passwd", "..", "a..b", "a/b", "/abs", `a\b`, `\\server\share`, "C:x", "c:", "Z:\\x"} {
		t.Run(string(id), func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, nil)
				src := tgDM("61")
				r.exchange(src, "hello", 100)
				cur := r.sid(src)
				seedRow(r, src, id, "", EndSessionReset)
				lines := r.resumeCmd(src, id)
				r.want(lines, "reply text=no such session")
				r.wantNo(lines, "route-saved", "row-promoted", "row-reopened", "routed")
				r.check(r.sid(src) == cur, "the lane moved to %q", r.sid(src))
				wantIndexLoads(r)
				r.wantNo(r.crash(), "entry-skipped")
				r.check(r.sid(src) == cur, "after a restart the lane is on %q", r.sid(src))
			})
		})
	}
	t.Run("a compression tip with a path id", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("62")
			r.exchange(src, "hello", 100)
			cur := r.sid(src)
			seedRow(r, src, "20260101_000000_00000001", "", EndCompression)
			seedRow(r, src, "../child", "20260101_000000_00000001", EndAgentClose)
			lines := r.resumeCmd(src, "20260101_000000_00000001")
			r.want(lines, "reply text=no such session")
			r.wantNo(lines, "route-saved", "row-reopened")
			r.check(r.sid(src) == cur, "the lane moved to %q", r.sid(src))
			wantIndexLoads(r)
		})
	})
}

// TestResumeOddIDs: ids that are strange but loadable, and unknown ids (another user's session:
// TestResumeSession).
// A NUL byte and a 10,000-character id are ids like any other (the index stores and loads them);
// unknown or foreign ones answer "no such session" and change nothing.
func TestResumeOddIDs(t *testing.T) {
	long := SessionID(strings.Repeat("x", 10000))
	for _, id := range []SessionID{"a\x00b", long, "\u2028", " "} {
		t.Run("loadable "+string(id[:1]), func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, nil)
				src := tgDM("63")
				r.exchange(src, "hello", 100)
				seedRow(r, src, id, "", EndSessionReset)
				r.want(r.resumeCmd(src, id), "reply text=resumed")
				r.check(r.sid(src) == id, "the lane is on %q", r.sid(src))
				wantIndexLoads(r)
				r.wantNo(r.crash(), "entry-skipped")
				r.check(r.sid(src) == id, "after a restart the lane is on %.20q", r.sid(src))
			})
		})
	}
	for _, c := range []struct {
		name string
		id   SessionID
	}{{"unknown", "20260101_000000_deadbeef"}, {"empty", ""}, {"unknown 10,000 characters", long + "y"},
		{"unknown with NUL", "\x00"}, {"invalid UTF-8", "\xff\xfe"}} {
		t.Run(c.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, nil)
				src := tgDM("64")
				r.exchange(src, "hello", 100)
				cur := r.sid(src)
				lines := r.resumeCmd(src, c.id)
				r.want(lines, "reply text=no such session")
				r.wantNo(lines, "route-saved", "row-reopened")
				r.check(r.sid(src) == cur, "the lane moved")
			})
		})
	}
}

// TestTuiResumeRefusesPathIDs: session.resume refuses the same ids as /resume (NotFound), even
// when a row has one.
func TestTuiResumeRefusesPathIDs(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		src := Source{Platform: "tui", ChatType: ChatDM, ChatID: "t1", UserID: "u"}
		seedRow(r, src, "../x", "", EndAgentClose)
		var tr TransportID
		r.step("ws-connect", func() { tr = r.g.WsConnect() })
		var ok bool
		lines := r.step("session.resume ../x", func() { _, ok = r.g.SessionResume(tr, "../x") })
		r.check(!ok, "session.resume bound a record to ../x")
		r.want(lines, "not-found")
		r.wantNo(lines, "record-bound", "row-reopened")
		r.wantReason("../x", "agent_close")
	})
}

// TestInboundOddText: an empty, a 1 MiB and an invalid UTF-8 message route, run their turn and
// persist like any other; the text never reaches the durable state, which still loads. On a lane
// waiting to resume, the resume note carries the odd text as it came.
func TestInboundOddText(t *testing.T) {
	for _, c := range []struct {
		name, text string
		counted    int // transcript rows the user's message adds
	}{{"empty", "", 0}, {"1 MiB", strings.Repeat("é", 1<<19), 1}, {"invalid UTF-8", "\xff\xfe\xc3(", 1}, {"NUL", "\x00", 1}} {
		t.Run(c.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, nil)
				src := tgDM("67")
				r.exchange(src, "hello", 100)
				id := r.sid(src)
				before := r.row(id).Messages
				r.want(r.send(src, c.text), "routed", "turn-started")
				r.endTurn(src, OutcomeOK, 120)
				r.check(r.sid(src) == id, "the lane moved")
				r.check(r.row(id).Messages == before+c.counted+1, "messages %d, want %d", r.row(id).Messages, before+c.counted+1)
				wantIndexLoads(r)

				r.markPending(src)
				r.down[src.Platform] = false
				r.g.AdapterUp(src.Platform)
				r.collect()
				// The synthetic resume turn runs: the message waits behind it (§2.16) and asks it to
				// stop; its interrupted end leaves the lane pending, and the message runs then.
				r.want(r.send(src, c.text), "waiting", "interrupt-asked")
				r.want(r.endTurn(src, OutcomeInterrupted, 0), "follow-up", "routed", "resume-note", "turn-started")
				wantIndexLoads(r)
			})
		})
	}
}

// TestInboundUnknownPlatform: a message from a platform with no configured adapter, or with no
// platform at all, is a lane like any other (non-interactive: no adapter says otherwise); its
// route survives a restart.
func TestInboundUnknownPlatform(t *testing.T) {
	for _, p := range []Platform{"mastodon", "", "UPPER", "ünï"} {
		t.Run(string(p), func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, nil)
				src := Source{Platform: p, ChatType: ChatDM, ChatID: "m1", UserID: "u1"}
				r.want(r.send(src, "hi"), "routed", "turn-started")
				r.endTurn(src, OutcomeOK, 10)
				id := r.sid(src)
				wantIndexLoads(r)
				r.wantNo(r.crash(), "entry-skipped")
				r.check(r.sid(src) == id, "after a restart the lane is on %q", r.sid(src))
				r.step("adapter-up", func() { r.g.AdapterUp(p) })
				r.step("adapter-down", func() { r.g.AdapterDown(p) })
				r.want(r.send(src, "again"), "routed session="+r.name(id))
			})
		})
	}
}

// TestLaneKeyWithDots: a chat id with ".." gives a session key the index refuses at load (spec
// §1.2, as upstream). The route is skipped with its reason at every boot, and the conversation
// comes back by recovery on the next message: nothing of the conversation is lost.
func TestLaneKeyWithDots(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		src := Source{Platform: "telegram", ChatType: ChatDM, ChatID: "a..b", UserID: "u"}
		r.exchange(src, "hi", 10)
		id := r.sid(src)
		r.want(r.crash(), `entry-skipped lane=telegram:dm:a..b`)
		r.want(r.send(src, "again"), "recovered session="+r.name(id), "routed session="+r.name(id))
	})
}
