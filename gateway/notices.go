package gateway

import "time"

// The auto-reset notice and context note (docs/contract.md §2.13), and the resume note (§2.12).

// announceReset runs on the first message handled by an auto-reset incarnation: it consumes the
// flag at once (B28 consumes it only after a successful turn), evicts the cached agent, always
// sends the context note, and sends the user notice exactly when the predicate holds.
func (g *Gateway) announceReset(e *Entry) {
	if !e.WasAutoReset {
		return
	}
	reason := e.AutoResetReason
	if !g.bugs.Has(B28) {
		e.WasAutoReset = false
	}
	g.evictAgent(e.Key)
	note := reason
	if g.bugs.Has(B10) && reason == EndResumePendingExpired {
		note = EndIdle // the expired marker fell into the idle wording
	}
	g.emit(Effect{Kind: ContextNote, Lane: e.Key, Session: e.SessionID, Reason: note})
	if g.noticeDue(e, reason) {
		g.emit(Effect{Kind: Notice, Lane: e.Key, Session: e.SessionID, Reason: note})
	}
	if !g.bugs.Has(B28) {
		e.AutoResetReason = EndNone
	}
	g.saveEntry(e)
}

// noticeDue is the §2.13 predicate. suspended and resume_pending_expired always notify, except on
// excluded platforms (the port decision; H2 bypasses the exclusion). idle and daily notify when the
// policy says so, the old incarnation had activity, and the platform is not excluded.
func (g *Gateway) noticeDue(e *Entry, reason ResetReason) bool {
	pol := g.cfg.policyFor(e.Platform, e.ChatType)
	excluded := pol.excludes(e.Platform)
	always := reason == EndSuspended || (reason == EndResumePendingExpired && !g.bugs.Has(B10))
	if always {
		return !excluded || g.bugs.Has(H2)
	}
	return pol.Notify && e.ResetHadActivity && !excluded
}

// resumeNote injects the recovery note when the lane carries resume_pending and the marker is
// fresh by either clock (last transcript activity or the marker itself). Variant a: a user message
// is present; b: empty text on an interactive adapter; c: empty text on a non-interactive one.
// The safety net injects it anyway for empty text. B08 gates on the transcript's age only and has
// no safety net; B12 gives non-interactive adapters the interactive variant.
func (g *Gateway) resumeNote(e *Entry, text string) {
	if !e.ResumePending {
		return
	}
	now := g.now()
	var active time.Time
	if r, ok, err := g.getRow(e.SessionID); err == nil && ok {
		active = r.ActiveAt
	}
	fresh := g.within(active, now)
	if !g.bugs.Has(B08) {
		fresh = fresh || g.within(e.LastResumeMarkedAt, now)
		fresh = fresh || text == "" // the safety net
	}
	if !fresh {
		return
	}
	variant := "a"
	if text == "" {
		variant = "b"
		if !g.cfg.caps(e.Platform).Interactive && !g.bugs.Has(B12) {
			variant = "c"
		}
	}
	g.emit(Effect{Kind: ResumeNote, Lane: e.Key, Session: e.SessionID, Resume: e.ResumeReason, Variant: variant})
}
