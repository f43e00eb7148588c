package gateway

import (
	"strconv"
	"strings"
	"time"
)

// EffectKind names what an Effect reports. Effects are facts the driver delivers or records, in
// the order the gateway produced them; the gateway itself performs no I/O.
type EffectKind uint8

const (
	effNone EffectKind = iota

	// Seen by users and the model.
	Routed         // a message was routed: Lane, Session; Flag = fresh incarnation; Reason = auto-reset reason
	Recovered      // recovery reopened Session for Lane (Text: "exact" or "peer")
	Notice         // the auto-reset notice to the user: Lane, Reason
	ContextNote    // the auto-reset context note to the model: Lane, Reason
	ResumeNote     // the resume recovery note: Lane, Resume reason, Text = variant "a", "b" or "c"
	TurnStarted    // an agent turn began: Lane, Session, Token; Flag = synthetic resume turn
	TurnEnded      // a turn finished: Lane, Session, Token, Text = outcome
	Reply          // a command reply or banner: Lane, Text
	DrainNotice    // the gateway is going (drain start): Lane, Text = category (DrainRestart or DrainShutdown), once per chat
	Rejected       // a message was not handled: Lane, Text = why
	Queued         // the restore gate queued a message: Lane
	Dispatched     // a queued message is released after the restore gate lifts: Lane
	Waiting        // a message waits behind the lane's running turn (docs/contract.md §2.16): Lane, Session, Token of that turn
	InterruptAsked // the running turn is asked to stop at its next checkpoint: Lane, Session, Token
	FollowUp       // the lane's turn ended and its oldest waiting message is handled now: Lane
	Discarded      // a waiting message is refused, never run: Lane, Text = why

	// Durable changes.
	RowCreated    // Session, Lane
	RowEnded      // Session, Reason (end_session)
	RowPromoted   // Session, Reason (promote_to_session_reset changed it)
	RowReopened   // Session
	RouteSaved    // Lane, Session
	RouteDropped  // Lane, Session, Text = why
	EntrySkipped  // Lane, Text = why (load validation)
	StoreFailed   // Text = operation, Lane/Session when known
	MarkedResume  // Lane, Resume
	ClearedResume // Lane
	Suspended     // Lane
	Finalized     // Lane, Session: the expiry watcher finalized the incarnation
	AgentClosed   // Lane, Session, Flag = the close ended the row
	CleanShutdown // Flag = marker written

	// TUI WebSocket gateway.
	RecordBound    // Record, Transport, Session, Text = "create" | "resume-live" | "resume-cold"
	RecordDetached // Record, Transport
	ReapArmed      // Record, Token = generation, At
	RecordClosed   // Record, Session, Reason
	NotFound       // Transport, Session: session.resume found nothing (4001)
	effEnd
)

var effectNames = [...]string{
	effNone: "none", Routed: "routed", Recovered: "recovered", Notice: "notice", ContextNote: "context-note",
	ResumeNote: "resume-note", TurnStarted: "turn-started", TurnEnded: "turn-ended", Reply: "reply",
	DrainNotice: "drain-notice", Rejected: "rejected", Queued: "queued", Dispatched: "dispatched",
	Waiting: "waiting", InterruptAsked: "interrupt-asked", FollowUp: "follow-up", Discarded: "discarded",
	RowCreated: "row-created", RowEnded: "row-ended", RowPromoted: "row-promoted", RowReopened: "row-reopened",
	RouteSaved: "route-saved", RouteDropped: "route-dropped", EntrySkipped: "entry-skipped",
	StoreFailed: "store-failed", MarkedResume: "marked-resume", ClearedResume: "cleared-resume",
	Suspended: "suspended", Finalized: "finalized", AgentClosed: "agent-closed", CleanShutdown: "clean-shutdown",
	RecordBound: "record-bound", RecordDetached: "record-detached", ReapArmed: "reap-armed",
	RecordClosed: "record-closed", NotFound: "not-found",
}

func (k EffectKind) String() string {
	if k < effEnd {
		return effectNames[k]
	}
	return "effect(" + strconv.Itoa(int(k)) + ")"
}

// Effect is one observable consequence of a gateway call. Unused fields are zero.
type Effect struct {
	Kind      EffectKind
	Lane      LaneKey
	Session   SessionID
	Reason    EndReason
	Resume    ResumeReason
	Token     TurnToken
	Record    RecordID
	Transport TransportID
	Text      string
	Flag      bool
	At        time.Time
}

// String prints the effect as one deterministic line: the kind, then the non-zero fields as
// key=value pairs in a fixed order. Times are printed by the caller's Format (see Describe).
func (e Effect) String() string { return e.Describe(nil) }

// Describe is String with times printed by at (nil prints RFC 3339).
func (e Effect) Describe(at func(time.Time) string) string {
	var b strings.Builder
	b.WriteString(e.Kind.String())
	kv := func(k, v string) {
		if v != "" {
			b.WriteByte(' ')
			b.WriteString(k)
			b.WriteByte('=')
			b.WriteString(v)
		}
	}
	kv("lane", string(e.Lane))
	kv("session", string(e.Session))
	kv("reason", string(e.Reason))
	kv("resume", string(e.Resume))
	if e.Token != 0 {
		kv("token", e.Token.String())
	}
	if e.Record != 0 {
		kv("record", e.Record.String())
	}
	if e.Transport != 0 {
		kv("transport", e.Transport.String())
	}
	kv("text", e.Text)
	if e.Flag {
		b.WriteString(" flag")
	}
	if !e.At.IsZero() {
		if at != nil {
			kv("at", at(e.At))
		} else {
			kv("at", e.At.Format(time.RFC3339))
		}
	}
	return b.String()
}
