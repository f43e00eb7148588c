package gateway

import "testing"

// The busy lane (docs/contract.md §2.16): upstream's busy mode "interrupt" (run.py
// _handle_active_session_busy_message, the pending-message recursion of _run_agent).

// TestBusyLaneFollowUps: messages that arrive while the lane's turn runs wait behind it in
// arrival order; only a user's asks the turn to stop, once; when the turn ends each runs as its
// own turn. P-internal-interrupts lets an internal event interrupt the turn at once.
func TestBusyLaneFollowUps(t *testing.T) {
	t.Run("waiting, asked once, run in order", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("201")
			r.send(src, "long job")
			first := r.send(src, "also this")
			r.want(first, "waiting lane=telegram:dm:201", "interrupt-asked lane=telegram:dm:201")
			r.wantNo(first, "routed", "turn-ended")
			r.wantNo(r.internal(src), "interrupt-asked", "turn-ended")
			r.wantNo(r.send(src, "and that"), "interrupt-asked", "routed")
			r.check(len(r.g.FollowUps()) == 1 && len(r.g.FollowUps()[0].Messages) == 3, "three follow-ups: %v", r.g.FollowUps())
			for i, want := range []string{"interrupted", "ok", "ok"} {
				lines := r.endTurn(src, Outcome(want), 0)
				r.want(lines, "turn-ended lane=telegram:dm:201", "follow-up lane=telegram:dm:201", "routed", "turn-started")
				r.check(count(lines, "turn-started") == 1, "step %d: one turn at a time", i)
			}
			r.wantNo(r.endTurn(src, OutcomeOK, 0), "follow-up")
			r.check(len(r.g.FollowUps()) == 0, "every follow-up ran")
		})
	})
	t.Run("P-internal-interrupts: a background notice cuts the turn", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, func(c *Config) { c.Bugs = BugSet{PInternalInterrupts} })
			src := tgDM("202")
			r.send(src, "long job")
			r.want(r.internal(src), "turn-ended lane=telegram:dm:202 session=s1 token=k1.1 outcome=interrupted", "routed")
		})
	})
}

// TestBusyLaneDiscards: /stop, /new and a /resume away refuse the lane's follow-ups with a word
// before they stop the turn; a drain refuses every lane's as it begins (P-followup-drop keeps them
// and drops them unannounced when the turn ends); the operator's drain refuses the user's only.
func TestBusyLaneDiscards(t *testing.T) {
	for _, tc := range []struct {
		name string
		act  func(r *rig, src Source) []string
		why  string
	}{
		{"/stop", func(r *rig, src Source) []string { return r.stopCmd(src) }, "stopped"},
		{"/new", func(r *rig, src Source) []string { return r.newCmd(src) }, "new session"},
		{"shutdown", func(r *rig, _ Source) []string { return r.beginShutdown(true) }, "shutting down"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, nil)
				src := tgDM("203")
				r.send(src, "long job")
				r.send(src, "also this")
				lines := tc.act(r, src)
				r.want(lines, "discarded lane=telegram:dm:203 text="+tc.why)
				r.wantNo(lines, "follow-up")
				r.check(len(r.g.FollowUps()) == 0, "no follow-up left")
			})
		})
	}
	t.Run("P-followup-drop: the drain drops them unannounced", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, func(c *Config) { c.Bugs = BugSet{PFollowupDrop} })
			src := tgDM("204")
			r.send(src, "long job")
			r.send(src, "also this")
			r.wantNo(r.beginShutdown(true), "discarded")
			lines := r.endTurn(src, OutcomeInterrupted, 0)
			r.wantNo(lines, "discarded", "follow-up", "routed")
			r.check(len(r.g.FollowUps()) == 0, "dropped")
		})
	})
	t.Run("the operator's drain refuses the user's follow-ups only", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("205")
			r.send(src, "long job")
			r.send(src, "also this")
			r.internal(src)
			lines := r.step("operator drain", func() { r.g.OperatorDrain(true) })
			r.check(count(lines, "discarded lane=telegram:dm:205 text=draining") == 1, "one refused:\n%v", lines)
			r.want(r.endTurn(src, OutcomeInterrupted, 0), "follow-up", "turn-started")
		})
	})
}
