package gateway

import "testing"

// cli opens and starts CLI process cli<idx> in its epoch-th run, bound to target.
func (r *mpRig) cli(self string, target SessionID) (*Gateway, bool, []Effect) {
	r.t.Helper()
	c, err := OpenCLI(r.cfg, r.clk, r.mem, self)
	if err != nil {
		r.t.Fatal(err)
	}
	r.alive[self] = true
	ok := c.CliResume(target)
	return c, ok, append([]Effect(nil), c.TakeEffects()...)
}

// laneRow sends a message on a Telegram lane through g and returns the row its turn runs in.
func laneRow(t *testing.T, g *Gateway) SessionID {
	t.Helper()
	g.Inbound(Message{Source: tgDM("1"), Text: "hi"})
	for _, e := range g.TakeEffects() {
		if e.Kind == TurnStarted {
			return e.Session
		}
	}
	t.Fatal("no turn started")
	return ""
}

// TestCliExitLeavesGatewayRow: a CLI that resumed a Telegram lane's live row and exits leaves the
// row live (docs/contract.md §9.4: the CLI's close is no boundary of the lane); with P-cli-ends
// (V1) it ends it cli_close, and the lane's next message could not find it again.
func TestCliExitLeavesGatewayRow(t *testing.T) {
	for _, flag := range []bool{false, true} {
		r := newMPRigIf(t, flag, PCliEnds)
		g := r.gateway("g#1")
		s := laneRow(t, g)
		c, ok, _ := r.cli("cli1#1", s)
		if !ok || c.Bound() != s {
			t.Fatalf("flag %v: the CLI did not bind %s (bound %q)", flag, s, c.Bound())
		}
		c.CliExit()
		fx := c.TakeEffects()
		row := r.row(s)
		switch {
		case !flag && (!row.Live() || len(fx) != 0):
			t.Errorf("the CLI's exit changed gateway row %s: %+v, effects %v", s, row, fx)
		case flag && (row.EndReason != EndCliClose || !hasEffect(fx, RowEnded, s, EndCliClose)):
			t.Errorf("P-cli-ends: the exit left %s as %q (effects %v), want cli_close", s, row.EndReason, fx)
		}
		if c.Phase() != PhaseExited {
			t.Errorf("flag %v: the CLI is %s after its exit", flag, c.Phase())
		}
	}
}

// TestCliResumeRules: a CLI reopens a row ended by accident, refuses an intentional boundary
// (it stays ended) and a session that is not there.
func TestCliResumeRules(t *testing.T) {
	r := newMPRig(t)
	g := r.gateway("g#1")
	s := laneRow(t, g)
	if _, _, err := r.mem.EndRow(s, EndAgentClose, r.clk.Now()); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := r.cli("cli1#1", s); !ok || r.row(s).EndReason != EndNone {
		t.Errorf("a CLI resume of an agent_close row: bound %v, row %+v; want it reopened", ok, r.row(s))
	}
	if _, _, err := r.mem.EndRow(s, EndSessionReset, r.clk.Now()); err != nil {
		t.Fatal(err)
	}
	c, ok, fx := r.cli("cli1#2", s)
	if ok || c.Bound() != "" || r.row(s).EndReason != EndSessionReset || !hasEffect(fx, NotFound, s, EndSessionReset) {
		t.Errorf("a CLI resume of a session_reset row: bound %v, row %+v, effects %v; want it refused", ok, r.row(s), fx)
	}
	if _, ok, fx := r.cli("cli1#3", "20260328_090000_deadbeef"); ok || len(fx) != 1 || fx[0].Kind != NotFound {
		t.Errorf("a CLI resume of a missing session: bound %v, effects %v", ok, fx)
	}
}
