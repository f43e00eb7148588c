package gateway

import (
	"fmt"
	"testing"
	"time"

	"github.com/benbjohnson/clock"
)

// A world of several processes over one MemStore (docs/contract.md §9): the messaging gateway
// g, booted, and TUI backends opened with OpenBackend. alive is the world's liveness table, the
// Config.Alive every process is given.
type mpRig struct {
	t     *testing.T
	cfg   Config
	clk   *clock.Mock
	mem   *MemStore
	alive map[string]bool
	n     uint32
}

func newMPRig(t *testing.T, bugs ...Bug) *mpRig {
	r := &mpRig{t: t, clk: clock.NewMock(), mem: NewMemStore(), alive: map[string]bool{}}
	r.clk.Set(time.Date(2026, 3, 28, 9, 0, 0, 0, time.UTC))
	r.cfg = DefaultConfig()
	r.cfg.Entropy = func() uint32 { r.n++; return r.n }
	r.cfg.Alive = func(owner string) bool { return r.alive[owner] }
	r.cfg.Bugs = bugs
	return r
}

// newMPRigIf is newMPRig with flag b on when on: a test's run without and with the flag.
func newMPRigIf(t *testing.T, on bool, b Bug) *mpRig {
	if on {
		return newMPRig(t, b)
	}
	return newMPRig(t)
}

// gateway boots the messaging gateway, named self ("" leaves it unnamed, as a single-process
// world does).
func (r *mpRig) gateway(self string) *Gateway {
	r.t.Helper()
	g, err := Open(r.cfg, r.clk, r.mem)
	if err != nil {
		r.t.Fatal(err)
	}
	g.SetSelf(self)
	g.Boot()
	g.TakeEffects()
	if self != "" {
		r.alive[self] = true
	}
	return g
}

// backend opens and starts backend idx (t<idx>) in its epoch-th run, with the options the
// simulator gives it (sim/proc.go), and returns it with its startup's effects.
func (r *mpRig) backend(idx, epoch int) (*Gateway, []Effect) {
	r.t.Helper()
	self := fmt.Sprintf("t%d#%d", idx, epoch)
	b, err := OpenBackend(r.cfg, r.clk, r.mem, BackendOptions{Self: self,
		TokenEpoch: 1<<30 | uint32(idx)<<8 | uint32(epoch), FirstID: (idx<<6 | epoch) << 16})
	if err != nil {
		r.t.Fatal(err)
	}
	r.alive[self] = true
	b.BackendStart()
	return b, append([]Effect(nil), b.TakeEffects()...)
}

func (r *mpRig) row(id SessionID) Row {
	r.t.Helper()
	row, ok, _ := r.mem.Row(id)
	if !ok {
		r.t.Fatalf("no row %s", id)
	}
	return row
}

// created opens a transport on p, creates a session on it and prompts it: the X7 creator.
func created(t *testing.T, p *Gateway) (TransportID, RecordID, SessionID, TurnToken) {
	t.Helper()
	tr := p.WsConnect()
	rec := p.SessionCreate(tr, false)
	tok, ok := p.TuiPrompt(tr, rec)
	if rec == 0 || !ok {
		t.Fatalf("create and prompt on %q: record %v, prompt %v", p.Self(), rec, ok)
	}
	var id SessionID
	for _, e := range p.TakeEffects() {
		if e.Kind == RowCreated {
			id = e.Session
		}
	}
	return tr, rec, id, tok
}

func hasEffect(fx []Effect, k EffectKind, id SessionID, reason EndReason) bool {
	for _, e := range fx {
		if e.Kind == k && e.Session == id && e.Reason == reason {
			return true
		}
	}
	return false
}

// TestBackendIDsDisjoint: a backend's record and transport ids, and its turn tokens, are
// never the gateway's nor another backend's; the rows it creates carry its name, the gateway's
// unnamed ones none.
func TestBackendIDsDisjoint(t *testing.T) {
	r := newMPRig(t)
	g := r.gateway("")
	t1, _ := r.backend(1, 1)
	t2, _ := r.backend(2, 1)
	t1b, _ := r.backend(1, 2) // t1's next run, while its first is still an object
	type ids struct {
		tr  TransportID
		rec RecordID
		tok TurnToken
		id  SessionID
	}
	seen := map[any]string{}
	for _, p := range []*Gateway{g, t1, t2, t1b} {
		var got ids
		got.tr, got.rec, got.id, got.tok = created(t, p)
		for _, k := range []any{got.tr, got.rec, got.tok} {
			if who, dup := seen[k]; dup {
				t.Errorf("%q issued %v, as %q did", p.Self(), k, who)
			}
			seen[k] = p.Self()
		}
		if owner := r.row(got.id).Owner; owner != p.Self() {
			t.Errorf("%q's row has owner %q", p.Self(), owner)
		}
		if p.IsBackend() {
			if uint64(got.tok)>>32 < 1<<30 || uint64(got.tok)>>32 >= 1<<31 {
				t.Errorf("%q's token %v: epoch outside [1<<30, 1<<31)", p.Self(), got.tok)
			}
			if got.rec <= 1<<16 || int(got.tr) <= 1<<16 {
				t.Errorf("%q's ids %v %v are in the gateway's range", p.Self(), got.rec, got.tr)
			}
		}
	}
	if t1.Phase() != PhaseBooting {
		t.Errorf("a backend is never booted: phase %s", t1.Phase())
	}
	if _, err := OpenBackend(r.cfg, r.clk, r.mem, BackendOptions{}); err == nil {
		t.Error("OpenBackend without a name: no error")
	}
}

// TestBackendExitClosesEveryRecord: the atexit closes every open record tui_shutdown, running
// or parked, and ends the rows the backend's rules let it end; then the process is exited.
func TestBackendExitClosesEveryRecord(t *testing.T) {
	r := newMPRig(t)
	t1, _ := r.backend(1, 1)
	_, _, a, _ := created(t, t1) // running
	tr := t1.WsConnect()
	idle := t1.SessionCreate(tr, false)
	t1.TeardownSnapshot(tr)
	t1.TeardownApply(tr) // parked, a reap armed
	var b SessionID
	for _, e := range t1.TakeEffects() {
		if e.Kind == RecordBound && e.Record == idle {
			b = e.Session
		}
	}
	t1.BackendExit()
	fx := t1.TakeEffects()
	for _, id := range []SessionID{a, b} {
		if !hasEffect(fx, RecordClosed, id, EndTuiShutdown) || !hasEffect(fx, RowEnded, id, EndTuiShutdown) {
			t.Errorf("session %s: want its record closed and its row ended tui_shutdown, effects %v", id, fx)
		}
		if row := r.row(id); row.Live() || row.EndReason != EndTuiShutdown {
			t.Errorf("row %s: %+v", id, row)
		}
	}
	for _, rv := range t1.Records() {
		if !rv.Finalized || rv.Reason != EndTuiShutdown {
			t.Errorf("record %v left %+v", rv.ID, rv)
		}
	}
	if t1.Phase() != PhaseExited || len(t1.ReapTimers()) != 0 {
		t.Errorf("after exit: phase %s, timers %v", t1.Phase(), t1.ReapTimers())
	}
	if _, ok := t1.Deadline(); ok {
		t.Error("an exited backend still has a deadline")
	}
}

// TestViewerCloseOfLiveBackendsRow is X7 (docs/upstream.md, #79309): t1 creates a session and
// runs a turn in it; t2 resumes it (cold, the row is live: nothing is reopened) and closes its
// view. The row is t1's and t1 is running, so t2's close ends nothing; P-viewer-ends restores V1,
// where it ends the row tui_close under t1's running turn. Controls: with t1 dead, or when the
// creator closes, the row is ended.
func TestViewerCloseOfLiveBackendsRow(t *testing.T) {
	for _, tc := range []struct {
		name    string
		bugs    []Bug
		t1Dead  bool
		wantEnd bool
	}{
		{name: "fixed: the live owner's row stays live"},
		{name: "P-viewer-ends: the viewer ends it", bugs: []Bug{PViewerEnds}, wantEnd: true},
		{name: "owner dead: the viewer ends it", t1Dead: true, wantEnd: true},
		{name: "the sweep flag changes nothing here", bugs: []Bug{PSweepBlind}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newMPRig(t, tc.bugs...)
			t1, _ := r.backend(1, 1)
			t2, _ := r.backend(2, 1)
			_, rec1, id, _ := created(t, t1)
			if tc.t1Dead {
				r.alive[t1.Self()] = false
			}
			tr2 := t2.WsConnect()
			rec2, ok := t2.SessionResume(tr2, id)
			if !ok {
				t.Fatalf("t2's resume of %s: %v", id, t2.TakeEffects())
			}
			if fx := t2.TakeEffects(); hasEffect(fx, RowReopened, id, "") {
				t.Fatalf("a cold resume of a live row reopened it: %v", fx)
			}
			if !t2.SessionClose(tr2, rec2) {
				t.Fatal("t2's close refused")
			}
			fx := t2.TakeEffects()
			if !hasEffect(fx, RecordClosed, id, EndTuiClose) {
				t.Fatalf("t2's record not closed: %v", fx)
			}
			if ended := hasEffect(fx, RowEnded, id, EndTuiClose); ended != tc.wantEnd {
				t.Fatalf("t2's close ended the row: %v, want %v (effects %v)", ended, tc.wantEnd, fx)
			}
			if row := r.row(id); row.Live() == tc.wantEnd {
				t.Fatalf("row live %v after t2's close", row.Live())
			}
			// t1's record runs on; its own close ends its row whatever the flags.
			if vs := t1.Records(); len(vs) != 1 || vs[0].ID != rec1 || !vs[0].Running {
				t.Fatalf("t1's records: %+v", vs)
			}
			if !tc.wantEnd {
				t1.SessionClose(t1.tui.records[rec1].transport, rec1)
				if !hasEffect(t1.TakeEffects(), RowEnded, id, EndTuiClose) {
					t.Fatal("the owner's own close did not end its row")
				}
			}
		})
	}
}

// TestStartupSweepSparesLiveOwners: t1 creates a row and leaves it live; a starting process's
// sweep ends it only when t1 is dead (P-sweep-blind ends it anyway; B33 sweeps nothing), whether
// the starting process is another backend or the messaging gateway's boot.
func TestStartupSweepSparesLiveOwners(t *testing.T) {
	for _, tc := range []struct {
		name    string
		bugs    []Bug
		t1Dead  bool
		wantEnd bool
	}{
		{name: "fixed: a live owner's row is spared"},
		{name: "P-sweep-blind: it is swept", bugs: []Bug{PSweepBlind}, wantEnd: true},
		{name: "owner dead: it is swept", t1Dead: true, wantEnd: true},
		{name: "B33: no sweep at all", bugs: []Bug{B33}, t1Dead: true},
		{name: "the viewer flag changes nothing here", bugs: []Bug{PViewerEnds}},
	} {
		for _, starter := range []string{"backend", "gateway"} {
			t.Run(tc.name+"/"+starter, func(t *testing.T) {
				r := newMPRig(t, tc.bugs...)
				t1, _ := r.backend(1, 1)
				_, _, id, _ := created(t, t1)
				if tc.t1Dead {
					r.alive[t1.Self()] = false // killed: its record dies with it, the row stays live
				}
				var fx []Effect
				if starter == "backend" {
					_, fx = r.backend(2, 1)
				} else {
					g, err := Open(r.cfg, r.clk, r.mem)
					if err != nil {
						t.Fatal(err)
					}
					g.SetSelf("g#1")
					g.Boot()
					fx = g.TakeEffects()
				}
				if ended := hasEffect(fx, RowEnded, id, EndStartupOrphanReap); ended != tc.wantEnd {
					t.Fatalf("swept: %v, want %v (effects %v)", ended, tc.wantEnd, fx)
				}
				if row := r.row(id); row.Live() == tc.wantEnd {
					t.Fatalf("row live %v after the sweep", row.Live())
				}
			})
		}
	}
}

// TestSingleProcessUnstamped: with no name and no Alive (every single-process world), rows carry
// no owner and a viewer's close ends a TUI row as before: the guards change nothing.
func TestSingleProcessUnstamped(t *testing.T) {
	r := newMPRig(t)
	r.cfg.Alive = nil
	g := r.gateway("")
	_, rec, id, _ := created(t, g)
	if owner := r.row(id).Owner; owner != "" {
		t.Fatalf("single-process row stamped %q", owner)
	}
	tr := g.WsConnect()
	rec2, ok := g.SessionResume(tr, id)
	if !ok || rec2 != rec {
		t.Fatalf("live resume: %v %v", rec2, ok)
	}
	g.TakeEffects()
	g.SessionClose(tr, rec)
	if !hasEffect(g.TakeEffects(), RowEnded, id, EndTuiClose) {
		t.Fatal("close did not end the TUI row")
	}
}

// marks reads the store's interrupted-turn markers.
func (r *mpRig) marks() []TurnMark {
	ms, _ := r.mem.LoadTurnMarks()
	return ms
}

// TestTurnMarksContinueOnlyADeadOwner: a backend marks its turn at the prompt and clears the mark
// at the turn's end; another backend's cold resume continues a marked turn once its owner is dead
// (claiming the mark: its owner, one attempt more), never while the owner lives (P-continue-live
// does, as V1: #94778), never a stale mark, and never twice.
func TestTurnMarksContinueOnlyADeadOwner(t *testing.T) {
	continued := func(fx []Effect) bool {
		for _, e := range fx {
			if e.Kind == TurnStarted {
				return true
			}
		}
		return false
	}
	resumeOn := func(b *Gateway, s SessionID) []Effect {
		tr := b.WsConnect()
		b.SessionResume(tr, s)
		return b.TakeEffects()
	}
	for _, flag := range []bool{false, true} {
		r := newMPRigIf(t, flag, PContinueLive)
		r.gateway("g#1")
		t1, _ := r.backend(1, 1)
		t2, _ := r.backend(2, 1)
		_, _, s, _ := created(t, t1)
		if ms := r.marks(); len(ms) != 1 || ms[0].Session != s || ms[0].Owner != "t1#1" || ms[0].Attempts != 0 {
			t.Fatalf("after t1's prompt the marks are %+v", ms)
		}
		if got := continued(resumeOn(t2, s)); got != flag {
			t.Errorf("flag %v: t2's resume while t1 runs the turn continued it: %v", flag, got)
		}
		if flag {
			continue
		}
		r.alive["t1#1"] = false // t1 is killed under its turn
		t3, _ := r.backend(3, 1)
		if !continued(resumeOn(t3, s)) {
			t.Fatal("t3's resume after t1's death did not continue the turn")
		}
		if ms := r.marks(); len(ms) != 1 || ms[0].Owner != "t3#1" || ms[0].Attempts != 1 {
			t.Errorf("the continuation did not claim the mark: %+v", ms)
		}
		t4, _ := r.backend(4, 1)
		if continued(resumeOn(t4, s)) {
			t.Error("t4 continued a turn t3 is already continuing")
		}
	}
	// V1 retires a mark only when its age exceeds the window: one exactly that old is fresh.
	for _, c := range []struct {
		name string
		age  time.Duration
		want bool
	}{{"stale", TurnMarkFresh + time.Second, false}, {"at the window", TurnMarkFresh, true}} {
		t.Run(c.name, func(t *testing.T) {
			r := newMPRig(t)
			r.gateway("g#1")
			t1, _ := r.backend(1, 1)
			_, _, s, _ := created(t, t1)
			r.alive["t1#1"] = false
			r.clk.Add(c.age)
			t2, _ := r.backend(2, 1)
			if got := continued(resumeOn(t2, s)); got != c.want {
				t.Errorf("a dead writer's mark %v old: continued %v, want %v", c.age, got, c.want)
			}
		})
	}
	t.Run("cleared at the turn's end", func(t *testing.T) {
		r := newMPRig(t)
		r.gateway("g#1")
		t1, _ := r.backend(1, 1)
		_, rec, _, tok := created(t, t1)
		t1.TuiTurnEnded(rec, tok, OutcomeOK)
		if ms := r.marks(); len(ms) != 0 {
			t.Errorf("the turn ended and its mark stayed: %+v", ms)
		}
	})
}

// TestTurnMarkClearedByACloseUnderTheTurn: a record closed while its turn runs clears the turn's
// mark (docs/contract.md §9.5: the turn is over, not interrupted by a death), and the backend's
// atexit, whose closes stand for its death, leaves it.
func TestTurnMarkClearedByACloseUnderTheTurn(t *testing.T) {
	r := newMPRig(t)
	r.gateway("g#1")
	t1, _ := r.backend(1, 1)
	tr, rec, s, _ := created(t, t1)
	if ms := r.marks(); len(ms) != 1 || ms[0].Session != s {
		t.Fatalf("t1's prompt left marks %+v, want one on %s", ms, s)
	}
	t1.SessionClose(tr, rec)
	if ms := r.marks(); len(ms) != 0 {
		t.Errorf("the close under the turn left marks %+v", ms)
	}
	_, _, s2, _ := created(t, t1)
	t1.BackendExit()
	if ms := r.marks(); len(ms) != 1 || ms[0].Session != s2 {
		t.Errorf("the atexit left marks %+v, want its running turn's on %s", ms, s2)
	}
}
