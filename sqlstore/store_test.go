package sqlstore_test

import (
	"path/filepath"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/sqlstore"
)

var berlin = func() *time.Location {
	l, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		panic(err)
	}
	return l
}()

func open(t testing.TB, opts sqlstore.Options) *sqlstore.Store {
	t.Helper()
	if opts.Location == nil {
		opts.Location = berlin
	}
	if opts.Now == nil {
		opts.Now = func() time.Time { return t0 }
	}
	s, err := sqlstore.Open(filepath.Join(t.TempDir(), "state.db"), opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

var t0 = time.Date(2026, 3, 28, 9, 0, 0, 0, berlin)

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// The primitives of docs/contract.md §1.6 against the reference store, on one hand-built history.
func TestPrimitivesMatchReference(t *testing.T) {
	s := open(t, sqlstore.Options{})
	defer s.Close()
	ref := gateway.NewMemStore()
	peer := gateway.Peer{Platform: "telegram", UserID: "u1", ChatID: "c1", ChatType: gateway.ChatDM}
	rec := gateway.ReasonSet{gateway.EndAgentClose, gateway.EndWsOrphanReap}
	for _, st := range []gateway.Store{ref, s} {
		for i, id := range []gateway.SessionID{"s1", "s2", "s3"} {
			created, err := st.CreateRow(gateway.Row{ID: id, Key: "k", Peer: peer, StartedAt: t0.Add(time.Duration(i) * time.Hour)})
			must(t, err)
			if !created {
				t.Fatalf("%T: %s not created", st, id)
			}
		}
		if again, _ := st.CreateRow(gateway.Row{ID: "s1", Key: "other"}); again {
			t.Fatalf("%T: created s1 twice", st)
		}
		_, _ = st.TouchRow("s1", gateway.RowTouch{Messages: 2, ActiveAt: t0, UserAt: t0, PromptTokens: 7, SetTokens: true})
		_, _ = st.TouchRow("s2", gateway.RowTouch{Messages: 1})
	}
	steps := []struct {
		name string
		do   func(gateway.Store) (gateway.Row, bool, error)
	}{
		{"end s1 agent_close", func(st gateway.Store) (gateway.Row, bool, error) {
			return st.EndRow("s1", gateway.EndAgentClose, t0.Add(time.Minute))
		}},
		{"end s1 again: first wins", func(st gateway.Store) (gateway.Row, bool, error) {
			return st.EndRow("s1", gateway.EndSessionReset, t0.Add(2*time.Minute))
		}},
		{"promote s1 from agent_close", func(st gateway.Store) (gateway.Row, bool, error) {
			return st.PromoteRow("s1", gateway.EndIdle, t0.Add(3*time.Minute), rec)
		}},
		{"promote s1 again: idle stays", func(st gateway.Store) (gateway.Row, bool, error) {
			return st.PromoteRow("s1", gateway.EndSessionReset, t0.Add(4*time.Minute), rec)
		}},
		{"promote live s2", func(st gateway.Store) (gateway.Row, bool, error) {
			return st.PromoteRow("s2", gateway.EndSessionReset, t0.Add(5*time.Minute), rec)
		}},
		{"reopen s1: idle stands", func(st gateway.Store) (gateway.Row, bool, error) {
			return st.ReopenRow("s1", gateway.ReasonSet{gateway.EndSessionReset, gateway.EndIdle})
		}},
		{"reopen s1 whatever its reason", func(st gateway.Store) (gateway.Row, bool, error) { return st.ReopenRow("s1", nil) }},
		{"reopen live s1", func(st gateway.Store) (gateway.Row, bool, error) { return st.ReopenRow("s1", rec) }},
		{"end missing", func(st gateway.Store) (gateway.Row, bool, error) {
			return st.EndRow("nope", gateway.EndIdle, t0)
		}},
	}
	for _, step := range steps {
		wr, wc, _ := step.do(ref)
		gr, gc, err := step.do(s)
		must(t, err)
		if wc != gc {
			t.Fatalf("%s: changed %v, reference %v", step.name, gc, wc)
		}
		if d := rowDiff(wr, gr); d != "" {
			t.Fatalf("%s: %s", step.name, d)
		}
	}
	wr, wp, wok, _ := ref.FindLatest("k", peer, rec)
	gr, gp, gok, err := s.FindLatest("k", peer, rec)
	must(t, err)
	if wok != gok || wp != gp || rowDiff(wr, gr) != "" {
		t.Fatalf("finder: got %s %v %v, reference %s %v %v", gr.ID, gp, gok, wr.ID, wp, wok)
	}
	if !gok || gr.ID != "s1" {
		t.Fatalf("finder found %q, want the reopened s1 (s2 was reset, s3 is empty)", gr.ID)
	}
}

// A crash of a Deferred store loses what the last commit did not cover; Close ends
// database/sql's helper goroutine (the package's TestMain fails on a leaked one).
func TestCrashKeepsTheLastCommit(t *testing.T) {
	dir := t.TempDir()
	s, err := sqlstore.Open(filepath.Join(dir, "state.db"), sqlstore.Options{Deferred: true, Location: berlin})
	must(t, err)
	must(t, s.SaveRoute("k", []byte(`{"x":1}`)))
	must(t, s.Commit())
	must(t, s.SaveRoute("k", []byte(`{"x":2}`)))
	must(t, s.Crash(0))
	rs, err := s.LoadRoutes()
	must(t, err)
	if len(rs) != 1 || string(rs[0].Data) != `{"x":1}` {
		t.Fatalf("after the crash: %v, want the committed route", rs)
	}
	must(t, s.Close())
}

// A closed store fails every call instead of running on nothing.
func TestClosedStoreFails(t *testing.T) {
	s := open(t, sqlstore.Options{Deferred: true})
	must(t, s.Close())
	if err := s.SaveRoute("k", []byte("{}")); err != sqlstore.ErrClosed {
		t.Fatalf("SaveRoute on a closed store: %v", err)
	}
	if _, _, err := s.Row("s1"); err != sqlstore.ErrClosed {
		t.Fatalf("Row on a closed store: %v", err)
	}
	if err := s.Crash(0); err != sqlstore.ErrClosed {
		t.Fatalf("Crash on a closed store: %v", err)
	}
	must(t, s.Close()) // closing twice is harmless
}
