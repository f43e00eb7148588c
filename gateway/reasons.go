package gateway

// EndReason is why a durable row ended (docs/contract.md §1.5). The empty reason means the row is live.
type EndReason string

const (
	EndNone EndReason = ""

	// Accidental: a side effect, not a user decision. Recovery reopens these.
	EndAgentClose   EndReason = "agent_close"
	EndWsOrphanReap EndReason = "ws_orphan_reap"

	// Intentional boundaries. Recovery never reopens these; promote never overwrites them.
	EndSessionReset         EndReason = "session_reset"
	EndSessionSwitch        EndReason = "session_switch"
	EndIdle                 EndReason = "idle"
	EndDaily                EndReason = "daily"
	EndSuspended            EndReason = "suspended"
	EndResumePendingExpired EndReason = "resume_pending_expired"
	EndCompression          EndReason = "compression"

	// Terminal reasons of TUI-owned rows.
	EndTuiClose     EndReason = "tui_close"
	EndWsDisconnect EndReason = "ws_disconnect"
	EndIdleTimeout  EndReason = "idle_timeout"
)

// ResetReason is why an automatic reset happened; it becomes the old row's end_reason.
type ResetReason = EndReason

// ResumeReason is why a lane carries resume_pending.
type ResumeReason string

const (
	ResumeRestartTimeout     ResumeReason = "restart_timeout"
	ResumeShutdownTimeout    ResumeReason = "shutdown_timeout"
	ResumeRestartInterrupted ResumeReason = "restart_interrupted"
)

// recoverableSet is the set of end reasons recovery reopens (docs/contract.md §1.5 Rec column; a live row
// qualifies too). B18 brings back the finder that accepted only agent_close.
func (g *Gateway) recoverableSet() ReasonSet {
	if g.bugs.Has(B18) {
		return ReasonSet{EndAgentClose, EndStartupOrphanReap}
	}
	return ReasonSet{EndAgentClose, EndWsOrphanReap, EndStartupOrphanReap}
}

// promotableSet is the set promote_to_session_reset may overwrite. It must equal the recoverable
// set (I4); B22 brings back the window when ws_orphan_reap was recoverable but not promotable.
func (g *Gateway) promotableSet() ReasonSet {
	if g.bugs.Has(B22) {
		return ReasonSet{EndAgentClose, EndStartupOrphanReap}
	}
	return g.recoverableSet()
}

// boundaryEnds are the ends no reopen of the port's undoes but the user's own /resume: the
// intentional boundaries and a compression split (docs/contract.md §9.4). Recovery, a TUI cold
// resume and a CLI's start reopen a row only while its end is none of them, in the reopen's own
// statement.
var boundaryEnds = ReasonSet{EndSessionReset, EndSessionSwitch, EndIdle, EndDaily, EndSuspended,
	EndResumePendingExpired, EndCompression}

// resumeStands is what a viewer's cold resume keeps ended: the boundaries, or nothing under H1
// (V1's TUI and CLI reopen any end).
func (g *Gateway) resumeStands() ReasonSet {
	if g.bugs.Has(H1) {
		return nil
	}
	return boundaryEnds
}

// recoverable reports whether recovery may reopen a row ended (or not) with this reason.
func (g *Gateway) recoverable(r EndReason) bool { return r == EndNone || g.recoverableSet().Has(r) }

// Intentional reports whether a reason is an intentional boundary (the reset set of docs/contract.md §1.5).
func Intentional(r EndReason) bool {
	switch r {
	case EndSessionReset, EndSessionSwitch, EndIdle, EndDaily, EndSuspended, EndResumePendingExpired:
		return true
	}
	return false
}

// Accidental reports whether a reason is an accidental end (the recoverable set of docs/contract.md §1.5).
func Accidental(r EndReason) bool {
	return r == EndAgentClose || r == EndWsOrphanReap || r == EndStartupOrphanReap
}
