package gateway

import (
	"slices"
	"testing"
)

// promptOn opens a transport on b, resumes s there and prompts it: what the prompt answered.
func promptOn(t *testing.T, b *Gateway, s SessionID) Effect {
	t.Helper()
	tr := b.WsConnect()
	rec, ok := b.SessionResume(tr, s)
	if !ok {
		t.Fatalf("%s could not resume %s", b.Self(), s)
	}
	b.TakeEffects()
	b.TuiPrompt(tr, rec)
	for _, e := range b.TakeEffects() {
		if e.Kind == TurnStarted || e.Kind == Rejected {
			return e
		}
	}
	t.Fatalf("%s's prompt on %s got no answer", b.Self(), s)
	return Effect{}
}

func (r *mpRig) leases() []TurnLease {
	ls, _ := r.mem.LoadTurnLeases()
	return ls
}

// TestTurnLeaseOneTurnPerSession: a backend's turn holds its session's lease, and another
// backend's prompt there is refused as busy elsewhere (docs/contract.md §9.6) until the turn ends
// or its process dies; with P-lease-local (V1) the second turn starts.
func TestTurnLeaseOneTurnPerSession(t *testing.T) {
	for _, flag := range []bool{false, true} {
		r := newMPRigIf(t, flag, PLeaseLocal)
		r.gateway("g#1")
		t1, _ := r.backend(1, 1)
		t2, _ := r.backend(2, 1)
		_, rec, s, tok := created(t, t1)
		e := promptOn(t, t2, s)
		if flag {
			if e.Kind != TurnStarted || len(r.leases()) != 0 {
				t.Errorf("P-lease-local: t2's prompt answered %v, leases %+v; want a second turn and no lease", e, r.leases())
			}
			continue
		}
		if e.Kind != Rejected || e.Why != "busy elsewhere" {
			t.Fatalf("t2's prompt while t1's turn runs: %v, want rejected busy elsewhere", e)
		}
		if ls := r.leases(); len(ls) != 1 || ls[0].Session != s || ls[0].Holder != "t1#1" {
			t.Fatalf("leases %+v, want t1#1's on %s", ls, s)
		}
		t1.TuiTurnEnded(rec, tok, OutcomeOK)
		if ls := r.leases(); len(ls) != 0 {
			t.Fatalf("t1's turn ended and left leases %+v", ls)
		}
		if e := promptOn(t, t2, s); e.Kind != TurnStarted {
			t.Fatalf("t2's prompt once t1's turn ended: %v", e)
		}
		r.alive["t2#1"] = false // t2 is killed under its turn: t3's resume continues it
		t3, _ := r.backend(3, 1)
		t3.SessionResume(t3.WsConnect(), s)
		if !hasEffect(t3.TakeEffects(), TurnStarted, s, "") {
			t.Fatal("t3's resume once t2 died did not continue its turn")
		}
		if ls := r.leases(); len(ls) != 1 || ls[0].Holder != "t3#1" {
			t.Errorf("t3's continuation did not take the dead holder's lease: %+v", ls)
		}
	}
}

// TestTurnLeaseGatewayTurn: the messaging gateway's turn holds its row's lease (X3): a backend's
// prompt on the Telegram lane's row is refused while it runs, and the gateway's own TUI endpoint
// is the same process; the lease goes once the process runs no turn on the row, not before.
func TestTurnLeaseGatewayTurn(t *testing.T) {
	r := newMPRig(t)
	g := r.gateway("g#1")
	t1, _ := r.backend(1, 1)
	s := laneRow(t, g)
	if e := promptOn(t, t1, s); e.Kind != Rejected || e.Why != "busy elsewhere" {
		t.Fatalf("t1's prompt while the gateway's turn runs: %v", e)
	}
	tui := promptOn(t, g, s)
	if tui.Kind != TurnStarted {
		t.Fatalf("the gateway's own TUI prompt: %v", tui)
	}
	if ls := r.leases(); len(ls) != 1 || ls[0].Holder != "g#1" {
		t.Errorf("leases %+v, want the gateway's one", ls)
	}
	k := g.laneKey(tgDM("1"))
	g.TurnEnded(k, g.turns[k].token, OutcomeOK, 0)
	if ls := r.leases(); len(ls) != 1 {
		t.Errorf("the lane's turn ended while the gateway's TUI turn runs on the row: leases %+v, want the hold kept", ls)
	}
	g.TuiTurnEnded(tui.Record, tui.Token, OutcomeOK)
	if ls := r.leases(); len(ls) != 0 {
		t.Errorf("the gateway runs no turn on the row any more: leases %+v, want none", ls)
	}
}

// TestTurnLeaseContinuationWaits: X13. A backend died under its turn on the Telegram lane's row,
// and the gateway now runs a turn there: another backend's cold resume does not continue the dead
// backend's turn beside it (its mark waits for the lease), and does once the gateway's turn ended.
func TestTurnLeaseContinuationWaits(t *testing.T) {
	r := newMPRig(t)
	g, t1, s, k := idleLaneRow(r)
	if e := promptOn(t, t1, s); e.Kind != TurnStarted {
		t.Fatalf("t1's prompt on the idle lane row: %v", e)
	}
	r.alive["t1#1"] = false // killed under its turn: its mark stays
	g.Inbound(Message{Source: tgDM("1"), Text: "again"})
	g.TakeEffects()
	t2, _ := r.backend(2, 1)
	resume := func() bool {
		t2.SessionResume(t2.WsConnect(), s)
		return hasEffect(t2.TakeEffects(), TurnStarted, s, "")
	}
	if resume() {
		t.Fatal("t2 continued t1's turn while the gateway runs one on the row")
	}
	if ms := r.marks(); len(ms) != 1 || ms[0].Owner != "t1#1" {
		t.Fatalf("the waiting mark: %+v", ms)
	}
	g.TurnEnded(k, g.turns[k].token, OutcomeOK, 0)
	t3, _ := r.backend(3, 1) // (t2's record is open: its next resume there is the live fast path)
	t3.SessionResume(t3.WsConnect(), s)
	if !hasEffect(t3.TakeEffects(), TurnStarted, s, "") {
		t.Error("no continuation once the gateway's turn ended")
	}
}

// noLeaseWrites is a store whose turn-lease writes all fail.
type noLeaseWrites struct{ Store }

func (noLeaseWrites) SaveTurnLeases([]TurnLease) error              { return ErrLocked }
func (noLeaseWrites) SwapTurnLeases(_, _ []TurnLease) (bool, error) { return false, ErrLocked }

// TestTurnLeaseHeldIsNotWrittenAgain: a process that holds a session's lease already holds it
// without a write, so a lease table it cannot write refuses nothing it holds.
func TestTurnLeaseHeldIsNotWrittenAgain(t *testing.T) {
	r := newMPRig(t)
	r.gateway("g#1")
	t1, _ := r.backend(1, 1)
	_, _, s, _ := created(t, t1)
	t1.st = noLeaseWrites{r.mem}
	if holds, busy := t1.tryHold(s, "", false); !holds || busy {
		t.Errorf("t1 re-asking for the lease it holds: holds %v, busy %v; want held without a write", holds, busy)
	}
}

// TestTurnLeaseFailedSwapIsNotRetried: a save of the lease table that fails is reported once and
// not tried again (a retry is for another process's save in between, not for a store that
// refuses): the prompt finds the table unwritable and starts no turn.
func TestTurnLeaseFailedSwapIsNotRetried(t *testing.T) {
	r := newMPRig(t)
	r.gateway("g#1")
	t1, _ := r.backend(1, 1)
	t1.TakeEffects()
	t1.st = noLeaseWrites{r.mem}
	if holds, busy := t1.tryHold("s-free", "", false); holds || busy {
		t.Errorf("an unwritable table: holds %v, busy %v; want neither", holds, busy)
	}
	var failed []Effect
	for _, e := range t1.TakeEffects() {
		if e.Kind == StoreFailed {
			failed = append(failed, e)
		}
	}
	if len(failed) != 1 || failed[0].Op != "save_turn_leases" || failed[0].Why != ErrLocked.Error() {
		t.Errorf("the failed save reported as %v, want one save_turn_leases failure, %q", failed, ErrLocked)
	}
}

// TestTurnLeaseHoldsInternalEvents: docs/contract.md §9.6 step 6. A backend runs a turn on the
// Telegram lane's row; the lane's background notices wait (in arrival order, behind the lease),
// a retry is due every LeaseRetryInterval, a tick while the backend's turn runs leaves them, and
// the first tick after its end runs the oldest, the next behind it. With P-lease-local (V1) the
// notice's turn starts beside the backend's.
func TestTurnLeaseHoldsInternalEvents(t *testing.T) {
	for _, flag := range []bool{false, true} {
		r := newMPRigIf(t, flag, PLeaseLocal)
		g, t1, s, k := idleLaneRow(r)
		tui := promptOn(t, t1, s)
		notice := Message{Source: tgDM("1"), Text: "[background process finished]", Internal: true}
		g.Inbound(notice)
		fx := g.TakeEffects()
		if flag {
			if !hasEffect(fx, TurnStarted, s, "") {
				t.Errorf("P-lease-local: the notice got %v, want its turn beside t1's", fx)
			}
			continue
		}
		if len(fx) != 1 || fx[0].Kind != Waiting || fx[0].Why != "busy elsewhere" || fx[0].Session != s {
			t.Fatalf("the notice while t1's turn runs: %v, want waiting busy elsewhere on %s", fx, s)
		}
		g.Inbound(Message{Source: tgDM("1"), Text: "second", Internal: true})
		g.TakeEffects()
		due, ok := g.Deadline()
		if want := r.clk.Now().Add(g.cfg.LeaseRetryInterval); !ok || !due.Equal(want) {
			t.Fatalf("the retry is due at %v (%v), want %v", due, ok, want)
		}
		r.clk.Add(g.cfg.LeaseRetryInterval)
		g.Tick()
		if fx := g.TakeEffects(); len(fx) != 0 || len(g.waiting[k]) != 2 {
			t.Fatalf("a tick while t1's turn runs: %v, %d held; want nothing, both held", fx, len(g.waiting[k]))
		}
		if due, _ := g.Deadline(); !due.After(r.clk.Now()) {
			t.Fatalf("no retry due after a busy tick: %v", due)
		}
		t1.TuiTurnEnded(tui.Record, tui.Token, OutcomeOK)
		r.clk.Add(g.cfg.LeaseRetryInterval)
		g.Tick()
		fx = g.TakeEffects()
		if !hasEffect(fx, TurnStarted, s, "") || len(g.waiting[k]) != 1 || g.waiting[k][0].Text != "second" {
			t.Fatalf("the tick after t1's turn ended: %v, held %v; want the oldest run, the second behind it", fx, g.waiting[k])
		}
		if ls := r.leases(); len(ls) != 1 || ls[0].Holder != "g#1" {
			t.Errorf("leases %+v, want the gateway's for the notice's turn", ls)
		}
		g.TurnEnded(k, g.turns[k].token, OutcomeOK, 0)
		if !hasEffect(g.TakeEffects(), TurnStarted, s, "") || len(g.waiting[k]) != 0 {
			t.Errorf("the second notice did not run after the first: held %v", g.waiting[k])
		}
	}
}

// TestTurnLeaseHeldEventKeptAtTurnEnd: an internal event waiting behind the lane's own turn, whose
// lane's route names a session another process holds when that turn ends, waits on (no follow-up
// is emitted) and a retry becomes due.
func TestTurnLeaseHeldEventKeptAtTurnEnd(t *testing.T) {
	r := newMPRig(t)
	g := r.gateway("g#1")
	s := laneRow(t, g)
	k := g.laneKey(tgDM("1"))
	g.Inbound(Message{Source: tgDM("1"), Internal: true})
	g.TakeEffects()
	tok := g.turns[k].token
	r.alive["t9#1"] = true
	g.finishTurn(k, g.turns[k], OutcomeOK, 0) // (the turn's end, its follow-up not yet released)
	if _, err := r.mem.SwapTurnLeases(r.leases(), []TurnLease{{Session: s, Holder: "t9#1", At: r.clk.Now()}}); err != nil {
		t.Fatal(err)
	}
	g.releaseFollowUp(k)
	if fx := g.TakeEffects(); hasKind(fx, FollowUp) || len(g.waiting[k]) != 1 || g.leaseRetryAt.IsZero() {
		t.Fatalf("turn %v ended with %s held elsewhere: %v, held %d, retry at %v; want it kept and a retry due", tok, s, fx, len(g.waiting[k]), g.leaseRetryAt)
	}
}

func hasKind(fx []Effect, k EffectKind) bool {
	return slices.ContainsFunc(fx, func(e Effect) bool { return e.Kind == k })
}

// idleLaneRow boots the gateway and backend t1 on r, and runs the Telegram lane's first turn on
// its row s to its end: the lane k idle, its row free for t1's prompt.
func idleLaneRow(r *mpRig) (g, t1 *Gateway, s SessionID, k LaneKey) {
	r.t.Helper()
	g = r.gateway("g#1")
	t1, _ = r.backend(1, 1)
	s = laneRow(r.t, g)
	k = g.laneKey(tgDM("1"))
	g.TurnEnded(k, g.turns[k].token, OutcomeOK, 0)
	g.TakeEffects()
	return g, t1, s, k
}

// TestTurnLeaseHeldEventsAreFollowUps: an internal event held behind another process's turn is a
// follow-up in every other way (docs/contract.md §9.6 step 6): the operator's drain lets it pass,
// /new refuses it with a word, and so does a shutdown's drain.
func TestTurnLeaseHeldEventsAreFollowUps(t *testing.T) {
	held := func(t *testing.T) (*mpRig, *Gateway, LaneKey) {
		r := newMPRig(t)
		g, t1, s, k := idleLaneRow(r)
		promptOn(t, t1, s)
		g.Inbound(Message{Source: tgDM("1"), Internal: true})
		g.TakeEffects()
		if len(g.waiting[k]) != 1 {
			t.Fatalf("the notice is not held: %v", g.waiting[k])
		}
		return r, g, k
	}
	discarded := func(fx []Effect, why string) bool {
		return slices.ContainsFunc(fx, func(e Effect) bool { return e.Kind == Discarded && e.Why == why })
	}
	t.Run("the operator's drain keeps it", func(t *testing.T) {
		_, g, k := held(t)
		g.OperatorDrain(true)
		if fx := g.TakeEffects(); hasKind(fx, Discarded) || len(g.waiting[k]) != 1 {
			t.Errorf("the operator's drain: %v, held %d; want it kept", fx, len(g.waiting[k]))
		}
	})
	t.Run("/new refuses it", func(t *testing.T) {
		_, g, k := held(t)
		g.NewSession(tgDM("1"))
		if fx := g.TakeEffects(); !discarded(fx, "new session") || len(g.waiting[k]) != 0 {
			t.Errorf("/new: %v, held %d; want it refused as new session", fx, len(g.waiting[k]))
		}
	})
	t.Run("a shutdown refuses it", func(t *testing.T) {
		_, g, k := held(t)
		g.BeginShutdown(false)
		if fx := g.TakeEffects(); !discarded(fx, "shutting down") || len(g.waiting[k]) != 0 {
			t.Errorf("the shutdown: %v, held %d; want it refused as shutting down", fx, len(g.waiting[k]))
		}
	})
}
