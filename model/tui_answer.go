package model

import (
	"slices"

	"gatewaysim/gateway"
)

// Every session.create and session.resume gets exactly one answer on its transport (docs/contract.md
// §2.14): a record bound to it, "not found" (a resume whose target is unknown, ended on purpose or
// could not be reopened), or a refusal when the transport is closed. A request left unanswered
// hangs the user's client; a record bound on a closed transport can never be reached.

// checkTuiAnswer judges the answer to the step's session.create or session.resume.
func (m *Model) checkTuiAnswer(effs []gateway.Effect) {
	var t gateway.TransportID
	create := false
	switch e := m.ev.(type) {
	case SessionCreate:
		t, create = e.Transport, true
	case SessionResume:
		t = e.Transport
	case TuiPrompt:
		m.checkPromptAnswer(effs, e)
		return
	case CliResume:
		m.checkCliAnswer(effs, e)
		return
	default:
		return
	}
	closed := m.hist.tui.dead[t]
	var answers []gateway.EffectKind
	for i := range effs {
		e := &effs[i]
		if e.Transport != t {
			continue
		}
		switch e.Kind {
		case gateway.RecordBound, gateway.NotFound, gateway.Rejected:
			answers = append(answers, e.Kind)
		}
	}
	name := eventName(m.ev)
	switch {
	case len(answers) != 1:
		m.fail(violate("replies", "%s on transport %d got %d answers %v, want exactly one", name, t, len(answers), answers))
	case closed && answers[0] != gateway.Rejected:
		m.fail(violate("replies", "%s on closed transport %d was answered %s, want a refusal", name, t, answers[0]))
	case !closed && answers[0] == gateway.Rejected:
		m.fail(violate("replies", "%s on open transport %d was refused", name, t))
	case create && answers[0] == gateway.NotFound:
		m.fail(violate("replies", "session.create on transport %d was answered not found", t))
	}
	if r, ok := m.ev.(SessionResume); ok {
		m.checkRebind(effs, r)
		m.checkResumeReturn(effs, r, answers)
		if len(answers) == 1 && answers[0] == gateway.NotFound && !closed {
			m.checkNotFoundNames(effs, t, r.Target)
		}
		// A live target, or one ended by accident (a viewer may reopen it; only an intentional
		// boundary or a compression refuses, docs/contract.md §2.14), is given back.
		seen, known := m.hist.rows[r.Target]
		if len(answers) == 1 && !closed && known && (seen.live || accidental(seen.reason)) && answers[0] != gateway.RecordBound && !storeFailed(effs) {
			m.fail(violate("replies", "session.resume of %s (%s) was answered %s, want a record bound to it", r.Target, readReason(seen.reason), answers[0]))
		}
		bound := func(s gateway.SessionID) bool {
			return slices.ContainsFunc(effs, func(e gateway.Effect) bool { return e.Kind == gateway.RecordBound && e.Session == s })
		}
		if tip, ok := m.compressedInto(r.Target); ok && len(answers) == 1 && !closed && !storeFailed(effs) && !bound(tip) &&
			!(bound(r.Target) && m.hist.liveAtRead(r.Target, m.hist.tui.tproc[t], m.now)) {
			m.fail(violate("replies", "session.resume of %s, compressed into live %s, was answered %s, want a record bound to %s",
				r.Target, tip, answers[0], tip))
		}
	}
}

// checkCliAnswer: a CLI's start on a stored session (`hermes --resume S`; docs/contract.md §9.1)
// binds it, or says "not found" naming it, never both, never neither. A live target, or one ended
// by accident, is bound (only an intentional boundary or a compression refuses, as for a TUI cold
// resume), unless a store call failed.
func (m *Model) checkCliAnswer(effs []gateway.Effect, c CliResume) {
	if c.Bound == nil {
		return
	}
	var notFound []gateway.SessionID
	for i := range effs {
		if effs[i].Kind == gateway.NotFound && effs[i].Transport == 0 {
			notFound = append(notFound, effs[i].Session)
		}
	}
	switch {
	case *c.Bound && len(notFound) > 0:
		m.fail(violate("replies", "the CLI's start on %s bound it and said not found", c.Target))
	case !*c.Bound && len(notFound) != 1:
		m.fail(violate("replies", "the CLI's start on %s bound nothing and said not found %d times, want once", c.Target, len(notFound)))
	case !*c.Bound && notFound[0] != c.Target:
		m.fail(violate("replies", "the CLI's start on %s was answered not found naming %s", c.Target, notFound[0]))
	}
	seen, known := m.hist.rows[c.Target]
	if !*c.Bound && known && (seen.live || accidental(seen.reason)) && !storeFailed(effs) {
		m.fail(violate("replies", "the CLI's start on %s (%s) bound nothing, want it bound", c.Target, readReason(seen.reason)))
	}
}

// checkResumeReturn: what session.resume returns agrees with its answer (docs/contract.md
// §2.14): the record it bound and ok, or no record and not ok; the server answers its client
// from the return value, the effects are what the user's transport is sent.
func (m *Model) checkResumeReturn(effs []gateway.Effect, r SessionResume, answers []gateway.EffectKind) {
	if r.Returned == nil || len(answers) != 1 {
		return
	}
	var bound gateway.RecordID
	if answers[0] == gateway.RecordBound {
		i := slices.IndexFunc(effs, func(e gateway.Effect) bool { return e.Kind == gateway.RecordBound && e.Transport == r.Transport })
		bound = effs[i].Record
	}
	if got := *r.Returned; got.OK != (bound != 0) || got.Record != bound {
		m.fail(violate("replies", "session.resume of %s returned record %d, ok %t, but was answered %s (record %d)",
			r.Target, got.Record, got.OK, answers[0], bound))
	}
}

// checkNotFoundNames: a resume answered "not found" names the session it could not give back: the
// target, or the part of the target's conversation the compression chain led to (docs/contract.md
// §2.14), so that the client can tell the user which one.
func (m *Model) checkNotFoundNames(effs []gateway.Effect, t gateway.TransportID, target gateway.SessionID) {
	i := slices.IndexFunc(effs, func(e gateway.Effect) bool { return e.Kind == gateway.NotFound && e.Transport == t })
	s := effs[i].Session
	if s != target && (m.bind[s] == 0 || m.bind[s] != m.bind[target]) {
		m.fail(violate("replies", "session.resume of %s on transport %d was answered not found naming %q", target, t, s))
	}
}

// compressedInto reports the live tip a resume of target must land on: target ended as a
// compression split, its conversation was never torn by a store fault nor moved back onto an
// older part (the chain runs from target to the tip), and the tip is live.
func (m *Model) compressedInto(target gateway.SessionID) (gateway.SessionID, bool) {
	c := m.bind[target]
	if c == 0 {
		return "", false
	}
	cv := &m.convs[c]
	seen, known := m.hist.rows[target]
	tipSeen, tipKnown := m.hist.rows[cv.tip]
	if cv.tip == target || cv.torn || len(cv.rejoined) > 0 || !known || seen.live || seen.reason != gateway.EndCompression ||
		!tipKnown || !tipSeen.live {
		return "", false
	}
	return cv.tip, true
}

// checkRebind: a resume's live fast path rebinds the open record that views the target's
// conversation (the target, or its compression tip); never a closed record (closed once), never
// one that views another conversation.
func (m *Model) checkRebind(effs []gateway.Effect, ev SessionResume) {
	for i := range effs {
		e := &effs[i]
		if e.Kind != gateway.RecordBound || e.Bind != "resume-live" {
			continue
		}
		if r, ok := m.hist.tui.recs[e.Record]; ok && r.closed {
			m.fail(violate("I11", "session.resume of %s rebound %s, which was closed", ev.Target, e.Record))
		}
		same := e.Session == ev.Target
		if c := m.bind[ev.Target]; c != 0 {
			same = m.bind[e.Session] == c // the target's conversation: its compression tip included
		}
		if !same {
			m.fail(violate("I11", "session.resume of %s rebound %s, which views %s", ev.Target, e.Record, e.Session))
		}
	}
}

func storeFailed(effs []gateway.Effect) bool {
	return slices.ContainsFunc(effs, func(e gateway.Effect) bool { return e.Kind == gateway.StoreFailed })
}

// checkPromptAnswer judges the answer to a prompt.submit (docs/contract.md §2.14): on an open
// transport exactly one, its turn started (the driver saw the call succeed), a refusal (the record
// is busy, or the transport closed) or "not found" (the record is closed or unknown). A prompt
// refused without a word hangs the user's client. A refusal as busy elsewhere is for a
// conversation another process runs a turn on (§9.6); "not found" is owed to an open record whose
// conversation was left on purpose (§2.14). The model's record, when it knows it open and
// idle, must start its turn (a refusal as busy is for a record whose turn runs, and such a record
// starts none); a prompt from a transport the record is not bound to rebinds it first.
func (m *Model) checkPromptAnswer(effs []gateway.Effect, p TuiPrompt) {
	r, known := m.hist.tui.recs[p.Record]
	known = known && m.hist.tui.holds(p.Transport, r) // (another process's record is unknown here)
	open := known && !r.created.IsZero() && !r.closed // (the model knows the record open)
	if open && p.OK && r.owner != p.Transport &&
		!slices.ContainsFunc(effs, func(e gateway.Effect) bool {
			return e.Kind == gateway.RecordBound && e.Record == p.Record && e.Transport == p.Transport
		}) {
		// A prompt from another transport (or on a parked record) rebinds the record first, so
		// that the turn's output reaches the client that asked (docs/contract.md §2.14).
		m.fail(violate("I11", "prompt.submit of %s from transport %d started its turn without rebinding it (bound to %d)", p.Record, p.Transport, r.owner))
	}
	// left: the record's conversation was ended at an intentional boundary since it was built
	// (its lane's /new, a reset, another process's boundary): a prompt there is refused as not
	// found, and a turn there writes into a conversation left on purpose (X6).
	left := open && m.hist.leftOnPurpose(r.session)
	var answers []gateway.EffectKind
	why, session := "", gateway.SessionID("")
	for i := range effs {
		e := &effs[i]
		if e.Transport != p.Transport || e.Record != p.Record && e.Kind != gateway.Rejected {
			continue
		}
		switch e.Kind {
		case gateway.TurnStarted, gateway.NotFound, gateway.Rejected:
			answers = append(answers, e.Kind)
			why, session = e.Why, e.Session
		}
	}
	switch {
	case len(answers) != 1:
		m.fail(violate("replies", "prompt.submit of %s on transport %d got %d answers %v, want exactly one", p.Record, p.Transport, len(answers), answers))
	case p.OK != (answers[0] == gateway.TurnStarted):
		m.fail(violate("replies", "prompt.submit of %s on transport %d was answered %s, but its turn started: %t", p.Record, p.Transport, answers[0], p.OK))
	case !p.OK && answers[0] == gateway.NotFound:
		if known && !r.closed && !m.hist.tui.dead[p.Transport] && !(left && why == "intentional boundary") {
			m.fail(violate("replies", "prompt.submit of open record %s was answered not found", p.Record))
		}
		if known && r.closed {
			m.checkClosedNamed(effs, "prompt.submit", p.Record, r)
		}
	case p.OK && left && !storeFailed(effs):
		m.fail(violate("I2", "prompt.submit of %s started a turn in %s, which was left on purpose (%s): a turn writes into a conversation its lane left",
			p.Record, r.session, m.hist.rows[r.session].reason))
	case !p.OK && why == "busy elsewhere":
		// The cross-process turn lease (docs/contract.md §9.6): only while another live process
		// runs a turn on the conversation (a turn it lets start is MP1's).
		if !m.hist.busyFor(session, m.hist.tui.tproc[p.Transport], m.now) {
			m.fail(violate("replies", "prompt.submit of %s was refused as busy elsewhere, but no other process runs a turn on %s", p.Record, session))
		}
	case !p.OK && why == "busy" && open && !m.hist.tui.promptBusy:
		m.fail(violate("replies", "prompt.submit of %s was refused as busy, but no turn of it runs", p.Record))
	case p.OK && open && m.hist.tui.promptBusy:
		m.fail(violate("replies", "prompt.submit of %s started a turn while another turn of it runs", p.Record))
	}
}
