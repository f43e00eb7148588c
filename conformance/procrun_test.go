package conformance

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/sim"

	_ "modernc.org/sqlite"
)

// procRun is one hand-written run of several upstream processes over one home, on the instants
// of a test: each helper fails the test on an error and logs what upstream did.
type procRun struct {
	t  *testing.T
	ad *Adapter
	p  *Procs
	t0 time.Time
}

// newProcRun starts the runner on checkout rev (from HERMES_MIRROR) with a fresh home whose
// processes may include a messaging gateway on telegram with V1's default configuration.
func newProcRun(t *testing.T, rev string) *procRun {
	t.Helper()
	return newProcRunWith(t, rev, nil, nil)
}

// newProcRunWith is newProcRun with the gateway's configuration changed by set (nil: V1's) and
// the runner's settings extra (NewGatewayProcs).
func newProcRunWith(t *testing.T, rev string, set func(*gateway.Config), extra map[string]any) *procRun {
	t.Helper()
	dir, err := mirrorCheckouts(t).Get(rev)
	if err != nil {
		t.Fatal(err)
	}
	t0 := sim.DefaultStart()
	ad, err := StartAdapter(AdapterOptions{Src: dir, Zone: t0.Location().String(), Process: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ad.Close() })
	c := gateway.DefaultConfig()
	if set != nil {
		set(&c)
	}
	p, err := NewGatewayProcs(ad, t0, 1, &c, []string{"telegram"}, extra)
	if err != nil {
		t.Fatal(err)
	}
	return &procRun{t: t, ad: ad, p: p, t0: t0}
}

func (r *procRun) at(d time.Duration) time.Time { return r.t0.Add(d) }

// do sends req to process proc at t0+d and logs every process's timeline up to it.
func (r *procRun) do(proc string, d time.Duration, req map[string]any, out any) []ProcEvent {
	r.t.Helper()
	tl, err := r.p.Do(proc, r.at(d), req, out)
	if err != nil {
		r.t.Fatal(err)
	}
	r.logTimeline(tl)
	return tl
}

// logTimeline logs each event of a timeline a request returned.
func (r *procRun) logTimeline(tl []ProcEvent) {
	for _, e := range tl {
		r.t.Log(r.p.Line(e))
	}
}

// state is process proc's TUI records and live turns at t0+d.
func (r *procRun) state(proc string, d time.Duration) TuiState {
	r.t.Helper()
	st, tl, err := r.p.State(proc, r.at(d))
	if err != nil {
		r.t.Fatal(err)
	}
	r.logTimeline(tl)
	r.t.Logf("%s's memory at %s: records %+v, turns %+v", proc, r.at(d).Format("15:04:05"), st.Records, st.Turns)
	return st
}

// dump is the home's durable state (and a gateway's memory) as process proc reads it at t0+d.
func (r *procRun) dump(proc string, d time.Duration) ProcDump {
	r.t.Helper()
	st, tl, err := r.p.Dump(proc, r.at(d))
	if err != nil {
		r.t.Fatal(err)
	}
	r.logTimeline(tl)
	return st
}

// row is the stored row of session id, and whether there is one.
func (d ProcDump) row(id string) (wireRow, bool) {
	for _, w := range d.Rows {
		if w.ID == id {
			return w, true
		}
	}
	return wireRow{}, false
}

// storedMessage is one line of a session's transcript in state.db.
type storedMessage struct {
	Role, Content string
	At            float64 // its timestamp (Unix seconds)
}

func (m storedMessage) String() string { return fmt.Sprintf("%.3f %s: %.60s", m.At, m.Role, m.Content) }

// transcript is session id's messages in the home's state.db in the order they were written.
func (r *procRun) transcript(id string) []storedMessage {
	r.t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(r.ad.HermesHome(), "state.db")+"?mode=ro")
	if err != nil {
		r.t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query("SELECT role, content, timestamp FROM messages WHERE session_id = ? ORDER BY id", id)
	if err != nil {
		r.t.Fatal(err)
	}
	defer rows.Close()
	var out []storedMessage
	for rows.Next() {
		var m storedMessage
		var content sql.NullString
		if err := rows.Scan(&m.Role, &content, &m.At); err != nil {
			r.t.Fatal(err)
		}
		m.Content = content.String
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		r.t.Fatal(err)
	}
	for _, m := range out {
		r.t.Logf("transcript of %s: %s", id, m)
	}
	return out
}

// exchange keeps the user's and the agent's lines of a transcript (the gateway also writes a
// session_meta line after its turns).
func exchange(tr []storedMessage) []storedMessage {
	var out []storedMessage
	for _, m := range tr {
		if m.Role == "user" || m.Role == "assistant" {
			out = append(out, m)
		}
	}
	return out
}

// telegram is the request of a user's message (or a command) on the telegram DM chat tg1.
func telegram(text string) map[string]any {
	return map[string]any{"op": "message", "text": text, "lane": map[string]any{
		"key": "agent:main:telegram:dm:tg1", "platform": "telegram", "chat_id": "tg1", "chat_type": "dm", "user_id": "u1"}}
}

// effect is the session of the first effect of kind in tl ("" when there is none).
func effect(tl []ProcEvent, kind string) string {
	for _, e := range tl {
		for _, f := range e.Effects {
			if f.Kind == kind {
				return f.Session
			}
		}
	}
	return ""
}

// turnOn reports whether the process runs a turn on session s (any record, the gateway's too).
func turnOn(st TuiState, s string) bool {
	for _, tr := range st.Turns {
		if tr.Session == s {
			return true
		}
	}
	return false
}

// recordRunning reports whether the process holds a TUI record on s that upstream counts running.
func recordRunning(st TuiState, s string) bool {
	for _, r := range st.Records {
		if r.Session == s && r.Running {
			return true
		}
	}
	return false
}
