package conformance

import (
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestTwoGatewaysRoutesOverwrite reproduces interleaving X10 of the multi-process note on
// upstream's own code: two messaging gateways over one home, which upstream's home lock exists to
// forbid. The runner boots a gateway with GatewayRunner.start() and never calls start_gateway,
// where upstream takes that lock, so two gateway processes under two names are the note's "lock
// not honoured" (a home on a network filesystem, or shared by two hosts).
//
// Each gateway's session store loads the routing index (the gateway_routing table, then
// sessions.json) once, and every save replaces the table's whole scope with that process's
// memory. Gateway a routes lane L1. Gateway b boots, and its boot loads the index ({L1}). a routes
// a new lane L2 and saves {L1, L2}. b routes a new lane L3 and saves {L1, L3}: L2's route is gone
// from state.db and sessions.json, although a still holds it and L2's row is live. a's next save
// (another message on L1) writes {L1, L2} back and drops L3 in turn: the routes flap with
// whichever process saved last.
//
// Controls: with b booted after a's L2 message, b's image has L2 and its save keeps it; with one
// gateway routing all three lanes, all three stay. The case where b's message comes before a's L2
// message keeps L2 but loses L3 to a's save, the same overwrite the other way round. Needs
// HERMES_MIRROR.
func TestTwoGatewaysRoutesOverwrite(t *testing.T) {
	for _, c := range []struct {
		name  string
		rev   string
		order string   // the steps, in order (routesOverwrite)
		want  []string // the lanes state.db routes after the last message but the flap
	}{
		{"v1", "339d968", "a1 b a2 b3", []string{"tg1", "tg3"}},
		{"v1-b-saves-first", "339d968", "a1 b b3 a2", []string{"tg1", "tg2"}},
		{"v1-b-loads-after-l2", "339d968", "a1 a2 b b3", []string{"tg1", "tg2", "tg3"}},
		{"v1-one-gateway", "339d968", "a1 a2 a3", []string{"tg1", "tg2", "tg3"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := routesOverwrite(t, c.rev, strings.Fields(c.order), c.name == "v1")
			if strings.Join(got, " ") != strings.Join(c.want, " ") {
				t.Errorf("at %s, after %q state.db routes the lanes %v, want %v", c.rev, c.order, got, c.want)
			}
		})
	}
}

// tgChat is the request of a user's message on the telegram DM chat (one lane per chat).
func tgChat(chat, text string) map[string]any {
	return map[string]any{"op": "message", "text": text, "spec": []any{5, "ok", 0}, "lane": map[string]any{
		"key": "agent:main:telegram:dm:" + chat, "platform": "telegram", "chat_id": chat, "chat_type": "dm", "user_id": "u-" + chat}}
}

// routes is the home's routing index as stored: state.db's gateway_routing table (chat -> the
// session its entry names, every scope) and the chats sessions.json lists.
func (r *procRun) routes(when string) (map[string]string, []string) {
	r.t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(r.ad.HermesHome(), "state.db")+"?mode=ro")
	if err != nil {
		r.t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query("SELECT session_key, entry_json FROM gateway_routing")
	if err != nil {
		r.t.Fatal(err)
	}
	defer rows.Close()
	table := map[string]string{}
	for rows.Next() {
		var key, js string
		if err := rows.Scan(&key, &js); err != nil {
			r.t.Fatal(err)
		}
		var e wireEntry
		if err := json.Unmarshal([]byte(js), &e); err != nil {
			r.t.Fatal(err)
		}
		table[chatOf(key)] = e.SessionID
	}
	if err := rows.Err(); err != nil {
		r.t.Fatal(err)
	}
	var file []string
	b, err := os.ReadFile(filepath.Join(r.ad.HermesHome(), "sessions", "sessions.json"))
	if err != nil {
		r.t.Fatal(err)
	}
	var sj map[string]json.RawMessage
	if err := json.Unmarshal(b, &sj); err != nil {
		r.t.Fatal(err)
	}
	for k := range sj {
		if !strings.HasPrefix(k, "_") {
			file = append(file, chatOf(k))
		}
	}
	sort.Strings(file)
	r.t.Logf("routing %s: gateway_routing %v; sessions.json %v", when, table, file)
	return table, file
}

// chatOf is the chat of a telegram DM lane's key.
func chatOf(key string) string { return key[strings.LastIndex(key, ":")+1:] }

func lanes(table map[string]string) []string {
	var out []string
	for k := range table {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// memLanes is the chats of a gateway's in-memory routing entries.
func memLanes(d ProcDump) []string {
	var out []string
	for k := range d.Entries {
		out = append(out, chatOf(k))
	}
	sort.Strings(out)
	return out
}

// routesOverwrite runs the steps of order, a minute apart from 09:00:10 (a1: gateway a routes a
// message on tg1; b: gateway b boots; b3: b routes a message on tg3; ...), and returns the lanes
// state.db routes after the last of them. Gateway a boots at 09:00. Each message's lane must be
// routed to a live row, and the table and sessions.json must agree. With flap it then checks
// that a's next save (a message on tg1) brings tg2 back and drops tg3.
func routesOverwrite(t *testing.T, rev string, order []string, flap bool) []string {
	r := newProcRun(t, rev)
	r.do("a", 0, map[string]any{"op": "boot"}, nil)
	sessions := map[string]string{} // chat -> the session its first message was routed to
	at := 10 * time.Second
	for _, step := range order {
		proc := step[:1]
		if step == "b" {
			// b boots more than 120 s after a's last activity: its boot finds no clean-shutdown
			// marker (a is alive) and marks by recency, but no lane is that recent, so the boot
			// loads the index and saves nothing. (a's timers due by then, its turn's end and the
			// save after it, fire before b's boot: the controller keeps a booting process in
			// lockstep with those already up.)
			at += 3 * time.Minute
			r.do("b", at, map[string]any{"op": "boot"}, nil)
			d := r.dump("b", at+time.Second)
			t.Logf("b's memory after its boot: lanes %v", memLanes(d))
			continue
		}
		chat := "tg" + step[1:]
		s := effect(r.do(proc, at, tgChat(chat, "hello from "+chat), nil), "routed")
		if s == "" {
			t.Fatalf("%s: the message on %s was routed nowhere", step, chat)
		}
		sessions[chat] = s
		table, file := r.routes("after " + step)
		if strings.Join(lanes(table), " ") != strings.Join(file, " ") {
			t.Errorf("after %s gateway_routing routes %v but sessions.json lists %v", step, lanes(table), file)
		}
		if table[chat] != s {
			t.Errorf("after %s state.db routes %s to %q, want %s (the session %s routed it to)", step, chat, table[chat], s, proc)
		}
		at += time.Minute
	}
	table, _ := r.routes("after the last message")
	got := lanes(table)
	for chat, s := range sessions {
		row, ok := r.dump("a", at).row(s)
		if !ok || row.EndedAt != nil {
			t.Errorf("%s's session %s is not a live row (stored %v, ended as %q)", chat, s, ok, str(row.EndReason))
		}
	}
	if !flap {
		return got
	}

	// a still holds tg2 in memory: its next save writes its whole image back.
	da := r.dump("a", at)
	if strings.Join(memLanes(da), " ") != "tg1 tg2" {
		t.Errorf("a's memory routes %v, want tg1 tg2 (it never reloads)", memLanes(da))
	}
	r.do("a", at+time.Minute, tgChat("tg1", "again on tg1"), nil)
	back, _ := r.routes("after a's next message on tg1")
	if back["tg2"] != sessions["tg2"] || back["tg3"] != "" {
		t.Errorf("after a's next save state.db routes %v, want tg2 back (%s) and tg3 gone", back, sessions["tg2"])
	}
	return got
}
