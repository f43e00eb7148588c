package gateway

// The operator's drain (docs/contract.md §2.15): upstream's external drain, a reversible quiesce
// that is neither /restart nor a shutdown. It lives in the process's memory only.

// OperatorDrain engages (on) or releases the operator's drain. While it holds, a user's message
// that would start a turn is refused; turns in flight run on, commands and internal events (a
// background process's notice, a resume turn) pass, nothing is marked or notified and the
// process stays up. Once a shutdown has begun it has no more effect.
func (g *Gateway) OperatorDrain(on bool) {
	if g.phase == PhaseDraining || g.phase == PhaseExited {
		return
	}
	g.quiesced = on
	if on {
		g.discardAllFollowUps("draining", true) // they would start new turns (docs/contract.md §2.16)
	}
}

// Quiesced reports whether the operator's drain holds.
func (g *Gateway) Quiesced() bool { return g.quiesced }

// quiesceRefuses refuses m, and reports so, when the operator's drain holds and m is a user's
// message: it would start a new turn (upstream: "draining for a maintenance action ... please
// resend shortly"). The message is dropped; the user resends it.
func (g *Gateway) quiesceRefuses(m Message) bool {
	if !g.quiesced || m.Internal {
		return false
	}
	g.emit(Effect{Kind: Rejected, Lane: g.laneKey(m.Source), Why: "draining"})
	return true
}
