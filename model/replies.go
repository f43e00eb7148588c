package model

import (
	"slices"

	"gatewaysim/gateway"
)

// Replies the user is owed for their commands (docs/contract.md §2.6-2.8): /new confirms the fresh
// conversation, /resume confirms the switch, says "already on" or refuses a target that is not
// one of the lane's own conversations, /stop confirms. Exactly one reply per command, with the
// session it names; the /resume switch is learnt from its reply (a failed route write does not
// undo the switch the process made).

// Reply texts, as the gateway's effects carry them.
const (
	replyNew      = "new session"
	replyResumed  = "resumed"
	replyAlready  = "already on"
	replyNotFound = "no such session"
	replyStopped  = "stopped"
	replyRestart  = "restarting"
)

// replyWant is what a command's reply may be.
type replyWant struct {
	texts []string
	conv  int32 // for "resumed": the conversation the reply must name (0: any the model has not seen)
}

func (w replyWant) allows(text string) bool {
	for _, t := range w.texts {
		if t == text {
			return true
		}
	}
	return false
}

// wantResume is what /resume target on lane li may answer (decided before the command runs).
func (m *Model) wantResume(li int32, target gateway.SessionID) replyWant {
	ls := &m.lanes[li]
	c := m.bind[target]
	if c == 0 || m.convs[c].lane != li {
		return replyWant{texts: []string{replyNotFound}} // the ownership guard
	}
	if c != ls.cur {
		w := replyWant{texts: []string{replyResumed}, conv: c}
		if ls.stale {
			w.texts = append(w.texts, replyAlready) // an older entry may point at the target already
		}
		return w
	}
	w := replyWant{texts: []string{replyAlready}, conv: c}
	cv := &m.convs[c]
	if ls.routeLost || ls.stale || ls.mayLose || cv.torn || cv.forked || slices.Index(cv.sessions, target) > slices.Index(cv.sessions, cv.tip) ||
		cv.chainBroken(target) {
		// No route (or an older one, one a boot may have dropped because its row's reopen was
		// lost, or a half-written split) to say the lane is on it already,
		// or a later part of the conversation than the one the route names (an explicit /resume
		// of an older part moved the route back; the chain from an older part leads to the
		// route's own), or an older part whose chain a rejoin cut, or one of two continuations of
		// a part (forked) the chain may take instead: the gateway switches to it.
		w.texts = append(w.texts, replyResumed)
	}
	return w
}

// replySeen takes a Reply effect of the command being carried out.
func (m *Model) replySeen(e *gateway.Effect) {
	ctx := &m.ctx
	li, ok := m.laneIx[e.Lane]
	if !ok || !ctx.active || li != ctx.li || ctx.kind == actMessage || ctx.kind == actCompress {
		if e.Lane != "" {
			m.fail(violate("replies", "lane %s got a reply %q during %s, which asked for none", e.Lane, e.Text, eventName(m.ev)))
		}
		return
	}
	ctx.replies++
	if ctx.replies > 1 {
		m.fail(violate("replies", "lane %s got a second reply %q to one %s", e.Lane, e.Text, ctx.kind))
		return
	}
	ctx.reply, ctx.replySession = e.Text, e.Session
	ls := &m.lanes[li]
	switch ctx.kind {
	case actNew:
		if _, known := m.bind[e.Session]; !known && ls.cur != 0 && m.convs[ls.cur].tip == "" && e.Text == replyNew {
			m.bindTo(ls.cur, e.Session) // the fresh conversation's id
		}
	case actResume:
		if e.Text == replyResumed {
			ctx.switched, ctx.session = true, e.Session
		}
	}
}

// judgeReply checks the reply of the command that just ended.
func (m *Model) judgeReply() {
	ctx := &m.ctx
	if !ctx.active || ctx.kind == actMessage || ctx.kind == actCompress {
		return
	}
	k := m.lanes[ctx.li].lane.Key
	if ctx.refuse {
		// rejected clears the context: this one was carried out or left without a word.
		m.fail(violate("I15", "lane %s's %s, released by the restore gate after the drain began, was not refused", k, ctx.kind))
		return
	}
	var want replyWant
	switch ctx.kind {
	case actNew:
		want = replyWant{texts: []string{replyNew}}
	case actStop:
		want = replyWant{texts: []string{replyStopped}}
	case actRestart:
		want = replyWant{texts: []string{replyRestart}}
	case actResume:
		want = ctx.want
		if m.faults.readNow[ctx.target] || m.unsureRows[ctx.target] {
			want.texts = append(want.texts, replyNotFound) // the target's row could not be read, or is missing
		}
		if m.faults.findNow[k] {
			want.texts = append(want.texts, replyResumed) // the compression chain could not be followed
		}
	}
	switch {
	case ctx.replies == 0:
		m.fail(violate("replies", "lane %s got no reply to its %s (want %q)", k, ctx.kind, want.texts))
	case !want.allows(ctx.reply):
		m.fail(violate("replies", "lane %s answered %s with %q, want %q", k, ctx.kind, ctx.reply, want.texts))
	case ctx.kind == actNew && m.lanes[ctx.li].cur != 0 && m.convs[m.lanes[ctx.li].cur].tip != ctx.replySession:
		m.fail(violate("replies", "lane %s's /new confirmed %s, but its new conversation is %s", k, ctx.replySession,
			m.convs[m.lanes[ctx.li].cur].tip))
	case ctx.reply == replyResumed && want.conv != 0:
		if c, known := m.bind[ctx.replySession]; known && c != want.conv {
			m.fail(violate("replies", "lane %s's /resume %s switched to %s, another conversation", k, ctx.target, ctx.replySession))
		}
	}
	// /stop, /new and a /resume that switches stop the running turn at once (docs/contract.md
	// §2.16 step 5): the turn that ran as the command began has ended by its reply.
	stops := ctx.reply == replyStopped || ctx.reply == replyNew || ctx.reply == replyResumed
	if stops && ctx.turn != 0 && m.lanes[ctx.li].turn.token == ctx.turn {
		m.fail(violate("I15", "lane %s's %s answered %q, but its turn %s still runs", k, ctx.kind, ctx.reply, ctx.turn))
	}
}
