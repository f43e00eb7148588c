package main

import "gatewaysim/gateway"

// effectKey counts an effect by kind, with the reason, variant or outcome where that is what
// matters.
func effectKey(e *gateway.Effect) string {
	k := e.Kind.String()
	switch e.Kind {
	case gateway.Routed:
		if e.Fresh {
			if e.Reason != "" {
				return "routed: auto-reset " + string(e.Reason)
			}
			return "routed: fresh incarnation"
		}
		return "routed: same session"
	case gateway.Notice, gateway.ContextNote, gateway.RowPromoted, gateway.RowEnded, gateway.Finalized, gateway.RecordClosed:
		return k + " " + string(e.Reason)
	case gateway.ResumeNote:
		return k + " variant " + e.Variant
	case gateway.MarkedResume:
		return k + " " + string(e.Resume)
	case gateway.TurnStarted:
		if e.Synthetic {
			return "turn-started: synthetic resume"
		}
	case gateway.TurnEnded, gateway.RecordBound, gateway.CleanShutdown, gateway.Recovered, gateway.DrainNotice:
		return k + " " + e.PrintedText() // the outcome, the bind, written or skipped, the pass, the category
	}
	return k
}

// knownEffect is an effect key the report always lists; note says why a run cannot reach it.
type knownEffect struct{ key, note string }

// knownEffects is every effect key the gateway produces with no bug flag on: each effect kind
// with the reasons, variants and outcomes it comes with. The report lists them all, zeros
// included, so that a zero shows what a run did not reach; a key no run can reach carries a note
// saying why (none does now).
var knownEffects = []knownEffect{
	{key: "agent-closed"},
	{key: "clean-shutdown skipped"},
	{key: "clean-shutdown written"},
	{key: "cleared-resume"},
	{key: "context-note daily"},
	{key: "context-note idle"},
	{key: "context-note resume_pending_expired"},
	{key: "context-note suspended"},
	{key: "discarded"},
	{key: "dispatched"},
	{key: "drain-notice restart"},
	{key: "drain-notice shutdown"},
	{key: "finalized daily"},
	{key: "follow-up"},
	{key: "finalized idle"},
	{key: "interrupt-asked"},
	{key: "marked-resume restart_interrupted"},
	{key: "marked-resume restart_timeout"},
	{key: "marked-resume shutdown_timeout"},
	{key: "not-found"},
	{key: "notice daily"},
	{key: "notice idle"},
	{key: "notice resume_pending_expired"},
	{key: "notice suspended"},
	{key: "queued"},
	{key: "reap-armed"},
	{key: "record-bound create"},
	{key: "record-bound prompt"},
	{key: "record-bound resume-cold"},
	{key: "record-bound resume-live"},
	{key: "record-closed idle_timeout"},
	{key: "record-closed tui_close"}, // a TUI client closes its session (a ws-close op)
	{key: "record-closed tui_shutdown"},
	{key: "record-closed ws_disconnect"},
	{key: "record-closed ws_orphan_reap"},
	{key: "record-detached"},
	{key: "recovered exact"},
	{key: "recovered own"},
	{key: "rejected"},
	{key: "reply"},
	{key: "resume-note variant a"},
	{key: "resume-note variant b"},
	{key: "resume-note variant c"},
	{key: "route-dropped"},
	{key: "route-saved"},
	{key: "routed: auto-reset daily"},
	{key: "routed: auto-reset idle"},
	{key: "routed: auto-reset resume_pending_expired"},
	{key: "routed: auto-reset suspended"},
	{key: "routed: fresh incarnation"},
	{key: "routed: same session"},
	{key: "row-created"},
	{key: "row-ended agent_close"},
	{key: "row-ended compression"},
	{key: "row-ended idle_timeout"},
	{key: "row-ended startup_orphan_reap"},
	{key: "row-ended tui_close"},
	{key: "row-ended tui_shutdown"},
	{key: "row-ended ws_disconnect"},
	{key: "row-ended ws_orphan_reap"},
	{key: "row-promoted daily"},
	{key: "row-promoted idle"},
	{key: "row-promoted resume_pending_expired"},
	{key: "row-promoted session_reset"},
	{key: "row-promoted session_switch"},
	{key: "row-promoted suspended"},
	{key: "row-reopened"},
	{key: "store-failed"},
	{key: "suspended"},
	{key: "turn-ended failed"},
	{key: "turn-ended interrupted"},
	{key: "turn-ended ok"},
	{key: "turn-started"},
	{key: "turn-started: synthetic resume"},
	{key: "waiting"},
	{key: "recovered peer"}, // the peer pass finds a row without a key (an unkey-row op)
	{key: "entry-skipped"},  // the load check skips a malformed routing entry (a corrupt-route op)
}
