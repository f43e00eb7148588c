package gateway

import "testing"

// Writes from outside the process's own paths: another process's end of the lane's row
// (docs/contract.md §2.4), the session store's mark_resume_pending and suspend_session (§2.8
// "Outside writers"), the operator's drain (§2.15) and the user's /restart (§2.11).
func TestOutsideWriters(t *testing.T) {
	t.Run("an intentional end elsewhere promotes over an accident; the heal never reopens it", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("301")
			r.exchange(src, "hello", 100)
			old := r.sid(src)
			r.agentClose(src)
			r.want(r.endedElsewhere(src, EndSessionSwitch), "row-promoted lane=telegram:dm:301 session="+r.name(old)+" reason=session_switch")
			r.wantFresh(r.send(src, "hi"), src, old)
			r.wantReason(old, "session_switch")
		})
	})
	t.Run("mark-resume marks once and never a suspended lane; suspend suspends", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			a, b := tgDM("302"), tgDM("303")
			r.exchange(a, "hello", 100)
			r.exchange(b, "hello", 100)
			r.want(r.step("mark", func() { r.g.MarkResumePending(r.key(a), ResumeShutdownTimeout) }), "marked-resume lane=telegram:dm:302 session="+r.name(r.sid(a))+" resume=shutdown_timeout")
			r.wantNo(r.step("mark again", func() { r.g.MarkResumePending(r.key(a), ResumeRestartTimeout) }), "marked-resume")
			r.want(r.send(a, "back"), "resume-note lane=telegram:dm:302")
			r.want(r.step("suspend", func() { r.g.Suspend(r.key(b)) }), "suspended lane=telegram:dm:303")
			r.wantNo(r.step("mark suspended", func() { r.g.MarkResumePending(r.key(b), ResumeRestartTimeout) }), "marked-resume")
			r.want(r.send(b, "back"), "routed lane=telegram:dm:303 session=s3 reason=suspended")
		})
	})
	t.Run("the operator's drain refuses a user's message, not an internal event, until released", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("304")
			r.exchange(src, "hello", 100)
			r.g.OperatorDrain(true)
			r.want(r.send(src, "hi"), "rejected lane=telegram:dm:304 text=draining")
			r.want(r.internal(src), "routed lane=telegram:dm:304")
			r.endTurn(src, OutcomeOK, 0)
			r.g.OperatorDrain(false)
			r.want(r.send(src, "hi"), "routed lane=telegram:dm:304")
		})
	})
	t.Run("/restart replies, then drains as a restart without interrupting the requester's turn", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("305")
			r.send(src, "long job")
			lines := r.step("/restart", func() { r.g.RestartCommand(src) })
			r.want(lines, "reply lane=telegram:dm:305 text=restarting", "drain-notice lane=telegram:dm:305 text=restart",
				"marked-resume lane=telegram:dm:305")
			r.wantNo(lines, "turn-ended")
			r.check(r.g.RestartRequested(), "a restart drain")
		})
	})
}
