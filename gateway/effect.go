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
	Routed         // a message was routed: Lane, Session, Reason (the auto-reset's, if one); Fresh
	Recovered      // recovery reopened Session for Lane: Lane, Session, Pass
	Notice         // the auto-reset notice to the user: Lane, Session, Reason
	ContextNote    // the auto-reset context note to the model: Lane, Session, Reason
	ResumeNote     // the resume recovery note: Lane, Session, Resume, Variant
	TurnStarted    // an agent turn began: Lane (or Record, Transport for a TUI turn), Session, Token; Synthetic
	TurnEnded      // a turn finished: Lane (or Record for a TUI turn), Session, Token, Outcome
	Reply          // a command reply or banner: Lane (none for the boot's banner), Session when the command names one, Text
	DrainNotice    // the gateway is going (drain start): Lane, Category; once per chat
	Rejected       // a message or TUI call was not handled: Lane (or Transport, Record, Session), Why
	Queued         // the restore gate queued a message: Lane
	Dispatched     // a queued message is released after the restore gate lifts: Lane
	Waiting        // a message waits behind the lane's running turn (docs/contract.md §2.16): Lane, Session, Token of that turn; or, Why "busy elsewhere", an internal event behind another process's turn on Session (§9.6 step 6)
	InterruptAsked // the running turn is asked to stop at its next checkpoint: Lane, Session, Token
	FollowUp       // the lane's turn ended and its oldest waiting message is handled now: Lane
	Discarded      // a waiting message is refused, never run: Lane, Why

	// Durable changes.
	RowCreated    // Session, Lane; Parent for a compression child
	RowEnded      // Session, Lane, Reason (end_session)
	RowPromoted   // Session, Lane, Reason (promote_to_session_reset changed it)
	RowReopened   // Session, Lane
	RouteSaved    // Lane, Session
	RouteDropped  // Lane, Session, Why
	EntrySkipped  // Lane, Why (load validation)
	StoreFailed   // Op, Why = the error; Lane/Session when known
	MarkedResume  // Lane, Session, Resume
	ClearedResume // Lane, Session
	Suspended     // Lane, Session
	Finalized     // Lane, Session, Reason: the expiry watcher finalized the incarnation
	AgentClosed   // Lane, Session; RowEnded
	CleanShutdown // MarkerWritten

	// TUI WebSocket gateway.
	RecordBound    // Record, Transport, Session, Bind
	RecordDetached // Record, Transport, Session
	ReapArmed      // Record, Session, Token = generation, At
	RecordClosed   // Record, Session, Reason
	NotFound       // a TUI call found nothing to act on (4001): Transport; Session, Record when known; Why (and the row's Reason) when a row was found but refused
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

// Effect is one observable consequence of a gateway call. Each kind sets the fields its
// EffectKind constant names; every other field is zero. A field says what it holds, and two kinds
// share one only where it means the same for both.
type Effect struct {
	Kind EffectKind

	// The yes-or-no facts, each of one kind (beside Kind, where they take no room of their own).
	Fresh         bool // Routed: the message is on a fresh incarnation (a new session id)
	Synthetic     bool // TurnStarted: the resumed turn a restart owed, with no user message
	RowEnded      bool // AgentClosed: the close ended the agent's row (agent_close; a RowEnded effect came first)
	MarkerWritten bool // CleanShutdown: the clean-shutdown marker was written (false: the drain timed out)

	Lane      LaneKey
	Session   SessionID
	Reason    EndReason
	Resume    ResumeReason
	Token     TurnToken
	Record    RecordID
	Transport TransportID

	Pass     FindPass  // Recovered: how the row was found (FindExact, FindPeer; FindOwn at boot)
	Variant  string    // ResumeNote: "a" (the message has text), "b" (empty, interactive adapter), "c" (empty, other)
	Outcome  Outcome   // TurnEnded
	Category string    // DrainNotice: DrainRestart or DrainShutdown
	Bind     string    // RecordBound: how the record got its transport: "create", "resume-live", "resume-cold", "prompt"
	Op       string    // StoreFailed: the store operation that failed ("save_route", "end_session", ...)
	Why      string    // why it was not done: Rejected, Discarded, RouteDropped, EntrySkipped, NotFound; StoreFailed's error
	Parent   SessionID // RowCreated of a compression child: the row it continues
	Text     string    // Reply: what the user is shown

	At time.Time
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
	kv(e.PrintedTextKey(), e.PrintedText())
	if e.PrintedFlag() {
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

// PrintedText is what String and the simulator's trace print as "text=" (PrintedTextKey): the field of e's kind
// that holds a word or a text, as one string ("" for a kind with none). It is the printed form
// only; code that decides anything reads the field itself.
func (e *Effect) PrintedText() string {
	switch e.Kind {
	case Reply:
		return e.Text
	case Recovered:
		return string(e.Pass)
	case ResumeNote:
		return e.Variant
	case TurnEnded:
		return string(e.Outcome)
	case DrainNotice:
		return e.Category
	case RecordBound:
		return e.Bind
	case Rejected, Discarded, Waiting, RouteDropped, EntrySkipped, NotFound:
		return e.Why
	case StoreFailed:
		return e.Op + ": " + e.Why
	case RowCreated:
		if e.Parent != "" {
			return "compression of " + string(e.Parent)
		}
	case CleanShutdown:
		if e.MarkerWritten {
			return "written"
		}
		return "skipped"
	}
	return ""
}

// PrintedTextKey is the key String and the simulator's trace print PrintedText under: "outcome"
// for a turn's end (the word the turn-end event that reports it uses too), "text" for every
// other kind.
func (e *Effect) PrintedTextKey() string {
	if e.Kind == TurnEnded {
		return "outcome"
	}
	return "text"
}

// PrintedFlag is what String and the simulator's trace print as "flag": the yes-or-no fact of
// e's kind (false for a kind with none). It is the printed form only.
func (e *Effect) PrintedFlag() bool {
	switch e.Kind {
	case Routed:
		return e.Fresh
	case TurnStarted:
		return e.Synthetic
	case AgentClosed:
		return e.RowEnded
	case CleanShutdown:
		return e.MarkerWritten
	}
	return false
}
