package check

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// printedChecks holds the gateway's one-line form of an effect (Effect.String, which every
// violation message prints, and Describe, which its tests print) to the form Effect documents:
// the kind's name, then each field the effect sets as key=value in a fixed order (lane, session,
// reason, resume, token, record, transport, the kind's word or text, its yes-or-no fact as
// "flag", the time). The oracle writes the line it expects from the fields with a printer of its
// own, as it reads stored routes with a reader of its own: a report that drops or misnames a
// field misleads whoever triages the failure. Each shape of effect (its kind and which fields it
// sets) is checked once per run, which is enough to see every printed field and keeps printing
// out of the step loop.
type printedChecks struct {
	seen     map[uint32]bool
	describe func(e *gateway.Effect, at func(time.Time) string) string // nil: Effect.Describe (tests give a bad one)
	timers   [2]bool                                                   // a reap timer of each shape (pending, claimed) was checked
	timer    func(gateway.ReapTimer) string                            // nil: ReapTimer.String (tests give a bad one)
}

// checkTimers compares the printed form of a reap timer (ReapTimer.String, which the views'
// violations print) with its fields, "u3#5@<due>" and " claimed" for B30's pending pop, once per
// shape and run.
func (p *printedChecks) checkTimers(ts []gateway.ReapTimer) error {
	for _, tm := range ts {
		shape := 0
		if tm.Claimed {
			shape = 1
		}
		if p.timers[shape] {
			continue
		}
		p.timers[shape] = true
		want := "u" + strconv.Itoa(int(tm.Record)) + "#" + strconv.FormatUint(tm.Generation, 10) + "@" + tm.Due.Format(time.RFC3339)
		if tm.Claimed {
			want += " claimed"
		}
		print := p.timer
		if print == nil {
			print = gateway.ReapTimer.String
		}
		if got := print(tm); got != want {
			return &model.Violation{Inv: "printed", Facts: fmt.Sprintf("the gateway prints a reap timer as %q, but its fields print as %q", got, want)}
		}
	}
	return nil
}

// check compares the printed form of each effect of a shape not yet seen this run.
func (p *printedChecks) check(fx []gateway.Effect) error {
	for i := range fx {
		e := &fx[i]
		shape := printedShape(e)
		if p.seen[shape] {
			continue
		}
		if p.seen == nil {
			p.seen = make(map[uint32]bool)
		}
		p.seen[shape] = true
		describe := p.describe
		if describe == nil {
			describe = (*gateway.Effect).Describe
		}
		if got, want := describe(e, nil), expectedLine(e, func(t time.Time) string { return t.Format(time.RFC3339) }); got != want {
			return printedViolation("", got, want)
		}
		if e.At.IsZero() {
			continue
		}
		unix := func(t time.Time) string { return "u" + strconv.FormatInt(t.Unix(), 10) }
		if got, want := describe(e, unix), expectedLine(e, unix); got != want {
			return printedViolation(" (times in the caller's format)", got, want)
		}
	}
	return nil
}

func printedViolation(how, got, want string) error {
	return &model.Violation{Inv: "printed", Facts: fmt.Sprintf("the gateway prints an effect%s as %q, but its fields print as %q", how, got, want)}
}

// printedShape is the effect's kind and one bit per field it sets (the fields as they are, so
// that telling two shapes apart costs no printing).
func printedShape(e *gateway.Effect) uint32 {
	shape := uint32(e.Kind) << 24
	for i, set := range [...]bool{e.Fresh, e.Synthetic, e.RowEnded, e.MarkerWritten, e.Lane != "", e.Session != "",
		e.Reason != "", e.Resume != "", e.Token != 0, e.Record != 0, e.Transport != 0, e.Pass != "", e.Variant != "",
		e.Outcome != "", e.Category != "", e.Bind != "", e.Op != "", e.Why != "", e.Parent != "", e.Text != "", !e.At.IsZero()} {
		if set {
			shape |= 1 << i
		}
	}
	return shape
}

// expectedLine prints e as gateway.Effect documents its line, times by at.
func expectedLine(e *gateway.Effect, at func(time.Time) string) string {
	name, ok := effectKindNames[e.Kind]
	if !ok {
		name = fmt.Sprintf("effect(%d)", e.Kind)
	}
	parts := []string{name}
	add := func(k, v string) {
		if v != "" {
			parts = append(parts, k+"="+v)
		}
	}
	add("lane", string(e.Lane))
	add("session", string(e.Session))
	add("reason", string(e.Reason))
	add("resume", string(e.Resume))
	if e.Token != 0 {
		add("token", fmt.Sprintf("k%d.%d", uint64(e.Token)>>32, uint64(e.Token)&0xffffffff))
	}
	if e.Record != 0 {
		add("record", fmt.Sprintf("u%d", e.Record))
	}
	if e.Transport != 0 {
		add("transport", fmt.Sprintf("t%d", e.Transport))
	}
	if e.Kind == gateway.TurnEnded {
		add("outcome", effectWord(e))
	} else {
		add("text", effectWord(e))
	}
	if effectFlag(e) {
		parts = append(parts, "flag")
	}
	if !e.At.IsZero() {
		add("at", at(e.At))
	}
	return strings.Join(parts, " ")
}

// effectWord is the word or text each kind's line carries, read from the field that holds it.
func effectWord(e *gateway.Effect) string {
	switch e.Kind {
	case gateway.Reply:
		return e.Text
	case gateway.Recovered:
		return string(e.Pass)
	case gateway.ResumeNote:
		return e.Variant
	case gateway.TurnEnded:
		return string(e.Outcome)
	case gateway.DrainNotice:
		return e.Category
	case gateway.RecordBound:
		return e.Bind
	case gateway.Rejected, gateway.Discarded, gateway.Waiting, gateway.RouteDropped, gateway.EntrySkipped, gateway.NotFound:
		return e.Why
	case gateway.StoreFailed:
		return e.Op + ": " + e.Why
	case gateway.RowCreated:
		if e.Parent != "" {
			return "compression of " + string(e.Parent)
		}
	case gateway.CleanShutdown:
		if e.MarkerWritten {
			return "written"
		}
		return "skipped"
	}
	return ""
}

// effectFlag is the yes-or-no fact each kind's line carries as "flag".
func effectFlag(e *gateway.Effect) bool {
	switch e.Kind {
	case gateway.Routed:
		return e.Fresh
	case gateway.TurnStarted:
		return e.Synthetic
	case gateway.AgentClosed:
		return e.RowEnded
	case gateway.CleanShutdown:
		return e.MarkerWritten
	}
	return false
}

// effectKindNames are the words traces, scenario files and reports name the effects by.
var effectKindNames = map[gateway.EffectKind]string{
	gateway.Routed: "routed", gateway.Recovered: "recovered", gateway.Notice: "notice",
	gateway.ContextNote: "context-note", gateway.ResumeNote: "resume-note", gateway.TurnStarted: "turn-started",
	gateway.TurnEnded: "turn-ended", gateway.Reply: "reply", gateway.DrainNotice: "drain-notice",
	gateway.Rejected: "rejected", gateway.Queued: "queued", gateway.Dispatched: "dispatched",
	gateway.Waiting: "waiting", gateway.InterruptAsked: "interrupt-asked", gateway.FollowUp: "follow-up",
	gateway.Discarded: "discarded", gateway.RowCreated: "row-created", gateway.RowEnded: "row-ended",
	gateway.RowPromoted: "row-promoted", gateway.RowReopened: "row-reopened", gateway.RouteSaved: "route-saved",
	gateway.RouteDropped: "route-dropped", gateway.EntrySkipped: "entry-skipped", gateway.StoreFailed: "store-failed",
	gateway.MarkedResume: "marked-resume", gateway.ClearedResume: "cleared-resume", gateway.Suspended: "suspended",
	gateway.Finalized: "finalized", gateway.AgentClosed: "agent-closed", gateway.CleanShutdown: "clean-shutdown",
	gateway.RecordBound: "record-bound", gateway.RecordDetached: "record-detached", gateway.ReapArmed: "reap-armed",
	gateway.RecordClosed: "record-closed", gateway.NotFound: "not-found",
}
