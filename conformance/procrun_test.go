package conformance

import (
	"database/sql"
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
	p, err := NewGatewayProcs(ad, t0, 1, &c, "telegram")
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
	for _, e := range tl {
		r.t.Log(r.p.Line(e))
	}
	return tl
}

// state is process proc's TUI records and live turns at t0+d.
func (r *procRun) state(proc string, d time.Duration) TuiState {
	r.t.Helper()
	st, tl, err := r.p.State(proc, r.at(d))
	if err != nil {
		r.t.Fatal(err)
	}
	for _, e := range tl {
		r.t.Log(r.p.Line(e))
	}
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
	for _, e := range tl {
		r.t.Log(r.p.Line(e))
	}
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

// transcript is session id's messages in the home's state.db in the order they were written:
// each as its role and the first words of its text.
func (r *procRun) transcript(id string) []string {
	r.t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(r.ad.HermesHome(), "state.db")+"?mode=ro")
	if err != nil {
		r.t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query("SELECT role, content FROM messages WHERE session_id = ? ORDER BY id", id)
	if err != nil {
		r.t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var role string
		var content sql.NullString
		if err := rows.Scan(&role, &content); err != nil {
			r.t.Fatal(err)
		}
		out = append(out, role+": "+content.String)
	}
	if err := rows.Err(); err != nil {
		r.t.Fatal(err)
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
