package model

import (
	"time"

	"gatewaysim/gateway"
)

// Event is one thing the driver did to the gateway, in the model's terms. The simulator
// translates each gateway call into one Event and hands it to Model.Expect before the call.
type Event interface{ eventName() string }

// Lane names a lane and what the policy needs to know about it.
type Lane struct {
	Key      gateway.LaneKey
	Platform gateway.Platform
	Type     gateway.ChatType
	// Chat is where the lane's chat is delivered to (gateway.DrainTarget of its source): lanes of
	// one chat that differ only in their user share it. "" when unknown (the lane is its own).
	Chat string
}

// Time.

// Advance moves the model's clock (the driver's virtual time) to To. Send it whenever virtual
// time moves, before the gateway call made at the new time.
type Advance struct{ To time.Time }

// User actions on a lane.

// Message is an inbound message (Inbound). Internal marks a synthetic internal event, which
// never counts as user activity. Empty marks a user's message without text (a photo without a
// caption, a sticker): nothing of it is persisted, and a resume note it brings is the one of an
// empty turn (docs/contract.md §2.12 variants b and c), as for a synthetic resume turn.
type Message struct {
	Lane     Lane
	Internal bool
	Empty    bool
}

// NewCmd is /new (NewSession).
type NewCmd struct{ Lane Lane }

// ResumeCmd is /resume Target (ResumeSession).
type ResumeCmd struct {
	Lane   Lane
	Target gateway.SessionID
}

// StopCmd is /stop (StopTurn).
type StopCmd struct{ Lane Lane }

// RestartCmd is the user's /restart (RestartCommand): a reply, then a restart drain.
type RestartCmd struct{ Lane Lane }

// Compress is a compression split (Compress): the conversation continues on a child session.
type Compress struct{ Lane Lane }

// Agent and process side of a lane.

// TurnEnd is the simulated agent finishing a turn (TurnEnded). Tokens is the prompt size.
type TurnEnd struct {
	Lane    gateway.LaneKey
	Token   gateway.TurnToken
	Outcome gateway.Outcome
	Tokens  int
}

// AgentClose is an accidental close of the lane's cached agent (AgentClose).
type AgentClose struct{ Lane gateway.LaneKey }

// RowEnded is another process sharing the store (a TUI backend, a maintenance job) ending the
// lane's current row with an accidental reason (RowEndedElsewhere): an accident to the lane's
// conversation, like AgentClose, and a write that is not the gateway's own.
type RowEnded struct {
	Lane   gateway.LaneKey
	Reason gateway.EndReason
}

// MarkResume is the lane's entry marked resume_pending with Reason from outside a drain
// (MarkResumePending): a turn owed from now, unless one is owed already or the lane is suspended.
type MarkResume struct {
	Lane   gateway.LaneKey
	Reason gateway.ResumeReason
}

// Suspend is the lane's entry suspended from outside the boot's escalation (Suspend): its next
// message starts afresh with reason suspended.
type Suspend struct{ Lane gateway.LaneKey }

// ProcessStart and ProcessEnd are background commands on the lane (ProcessStarted/Ended): a start,
// and the end of the lane's oldest. A command outlives a kill of the gateway (its boot adopts it
// from the process list); a clean stop or a machine crash ends it.
type ProcessStart struct{ Lane gateway.LaneKey }
type ProcessEnd struct{ Lane gateway.LaneKey }

// CommandStart is a TUI backend's agent starting a background command for stored session Session
// (SessionProcessStarted): it blocks no lane, but the process list must keep it (MP10).
type CommandStart struct{ Session gateway.SessionID }

// ReadEarly is process Proc ("" the messaging gateway) reading whole-file state File early (sim's
// stale-read): its next load of the file at this instant returns the file as it is now, whatever
// another process saves in between. A refusal it then makes on the turn leases may rest on who ran
// a turn at the read (History.busyFor). File "sessions" is the first row read of the process's
// next session.resume: a rebind of a record open on a row live at the read rests on it
// (History.liveAtRead).
type ReadEarly struct{ Proc, File string }

// ExitTail is an exited messaging gateway's last writes, after its single-instance lock was
// released (P-unlock-first: V1's stop order, X9): the clean-shutdown marker and the
// restart-failure counts. Under that flag a gateway's Exit reports no CleanShutdown; its
// ExitTail does, at once or after another gateway's start.
type ExitTail struct{}

// RouteLost is the loss of the lane's routing entry (RouteLost), or of its durable copy (an index
// loss on the fake disk). Lane "" means every lane.
type RouteLost struct {
	Lane gateway.LaneKey
	Disk bool // the disk lost it (an index loss), rather than the gateway dropping it
}

// MetadataWritten is a per-lane metadata write: it is not activity.
type MetadataWritten struct{ Lane gateway.LaneKey }

// Process lifecycle.

// Stop is the beginning of a shutdown (BeginShutdown).
type Stop struct{ Restart bool }

// OperatorDrain is the operator's drain engaged (On) or released (OperatorDrain): while it holds,
// a user's message is refused; nothing else changes.
type OperatorDrain struct{ On bool }

// Exit is the end of a graceful shutdown (Exit).
type Exit struct{}

// Kill drops the process at an event boundary (SIGKILL or a crash). Lossy says the fake disk
// dropped or tore writes that the gateway believed made; the Lost fields name them, and the model
// widens exactly what each lost write could have changed (faults.go). Proc names the process
// killed: "" is the messaging gateway (as in a world of one process), else a TUI backend (Spawn),
// whose kill drops its records and nothing of the gateway's lanes (docs/contract.md §9.1). A
// machine crash is one Kill per process that was up.
type Kill struct {
	Proc        string
	Machine     bool // a machine crash: every background command died with it
	Lossy       bool
	LostRoutes  []gateway.LaneKey   // lanes whose route writes were lost (in the order written)
	LostRows    []gateway.SessionID // rows whose writes were lost
	LostMarkers bool                // a write of the marker files was lost
}

// BootPhase is one of the four boot phases.
type BootPhase uint8

const (
	BootAll BootPhase = iota // Boot: every phase in order
	BootLoadRoutes
	BootMarkCrashed
	BootEscalateStuck
	BootResumePass
)

// Boot is a boot phase of a new process (the process is opened by its first phase).
type Boot struct{ Phase BootPhase }

// AdapterUp and AdapterDown are a platform adapter connecting or dropping.
type AdapterUp struct{ Platform gateway.Platform }
type AdapterDown struct{ Platform gateway.Platform }

// Tick is a gateway Tick (watcher passes, drain timeout, TUI reapers). Proc names the process
// ticked: "" is the messaging gateway; a TUI backend's tick runs only its TUI reapers (it has no
// watcher, no drain).
type Tick struct{ Proc string }

// Several processes over one store (docs/contract.md §9).

// Spawn is TUI backend Proc starting (a new process: a new epoch of that name), with its startup
// sweep. The gateway's own start is Boot.
type Spawn struct{ Proc string }

// Halt is TUI backend Proc exiting at atexit: it closes every record it holds (tui_shutdown) and
// is gone. The gateway's own exit is Exit; a backend killed is Kill{Proc}.
type Halt struct{ Proc string }

// CliResume is CLI process Proc starting bound to session Target (hermes --resume): a new process
// (a new epoch of that name), which reopens the row if it ended by accident. Its exit is
// Halt{Proc}, its kill Kill{Proc}.
type CliResume struct {
	Proc   string
	Target gateway.SessionID
	// Bound is what the start returned: whether the CLI is bound to Target (nil: not told; the
	// answer goes unjudged).
	Bound *bool
}

// TUI over WebSocket.

// WsConnect is a new connection, Transport being what WsConnect returned.
type WsConnect struct{ Transport gateway.TransportID }

// SessionCreate is session.create on Transport.
type SessionCreate struct {
	Transport         gateway.TransportID
	CloseOnDisconnect bool
}

// SessionResume is session.resume(Target) on Transport.
type SessionResume struct {
	Transport gateway.TransportID
	Target    gateway.SessionID
	// Returned is what the call returned, where the driver reports it (the simulator does; nil:
	// not reported): the record it names and whether it found the target.
	Returned *ResumeReturn
}

// ResumeReturn is session.resume's return value.
type ResumeReturn struct {
	Record gateway.RecordID
	OK     bool
}

// TuiPrompt is prompt.submit on Record from Transport, with what TuiPrompt returned.
type TuiPrompt struct {
	Transport gateway.TransportID
	Record    gateway.RecordID
	Token     gateway.TurnToken
	OK        bool
}

// TuiTurnEnd is the end of a TUI turn (TuiTurnEnded).
type TuiTurnEnd struct {
	Record  gateway.RecordID
	Token   gateway.TurnToken
	Outcome gateway.Outcome
}

// TuiClose is session.close of Record, called on Transport, and its answer: OK when it closed
// the record.
type TuiClose struct {
	Transport gateway.TransportID
	Record    gateway.RecordID
	OK        bool
}

// RouteCorrupted is the lane's persisted route overwritten with data the gateway must refuse at
// load (a torn or hand-edited index entry): the next boot skips it, with its reason, and the
// lane has lost its route.
type RouteCorrupted struct {
	Lane  gateway.LaneKey
	Fault string // a word the skip's reason must carry (none: any reason will do)
}

// RouteRewritten is another writer's rewrite of the lane's persisted route in its own spelling:
// the same entry, except that Changed says it also set created_at or model_override to a value
// of its own (fields nothing but the codec reads, and the watcher clears, docs/contract.md §1.2).
// The model has nothing to follow in it; the oracle's store checks note that the disk may now
// differ from the process.
type RouteRewritten struct {
	Lane    gateway.LaneKey
	Changed bool
}

// TeardownSnapshot and TeardownApply are the two phases of a socket's disconnect.
type TeardownSnapshot struct{ Transport gateway.TransportID }
type TeardownApply struct{ Transport gateway.TransportID }

func (Advance) eventName() string          { return "advance" }
func (Message) eventName() string          { return "message" }
func (NewCmd) eventName() string           { return "/new" }
func (ResumeCmd) eventName() string        { return "/resume" }
func (StopCmd) eventName() string          { return "/stop" }
func (Compress) eventName() string         { return "compress" }
func (RestartCmd) eventName() string       { return "/restart" }
func (OperatorDrain) eventName() string    { return "operator-drain" }
func (TurnEnd) eventName() string          { return "turn-end" }
func (AgentClose) eventName() string       { return "agent-close" }
func (RowEnded) eventName() string         { return "row-ended" }
func (MarkResume) eventName() string       { return "mark-resume" }
func (Suspend) eventName() string          { return "suspend" }
func (ProcessStart) eventName() string     { return "proc-start" }
func (ProcessEnd) eventName() string       { return "proc-end" }
func (CommandStart) eventName() string     { return "proc-spawn" }
func (ReadEarly) eventName() string        { return "stale-read" }
func (ExitTail) eventName() string         { return "exit-tail" }
func (RouteLost) eventName() string        { return "route-lost" }
func (MetadataWritten) eventName() string  { return "metadata" }
func (Stop) eventName() string             { return "stop" }
func (Exit) eventName() string             { return "exit" }
func (Kill) eventName() string             { return "kill" }
func (Boot) eventName() string             { return "boot" }
func (AdapterUp) eventName() string        { return "adapter-up" }
func (AdapterDown) eventName() string      { return "adapter-down" }
func (Tick) eventName() string             { return "tick" }
func (Spawn) eventName() string            { return "spawn" }
func (Halt) eventName() string             { return "halt" }
func (CliResume) eventName() string        { return "cli-resume" }
func (WsConnect) eventName() string        { return "ws-connect" }
func (SessionCreate) eventName() string    { return "session.create" }
func (SessionResume) eventName() string    { return "session.resume" }
func (TuiPrompt) eventName() string        { return "prompt.submit" }
func (TuiTurnEnd) eventName() string       { return "tui-turn-end" }
func (TeardownSnapshot) eventName() string { return "teardown-snapshot" }
func (TuiClose) eventName() string         { return "session.close" }
func (RouteCorrupted) eventName() string   { return "route-corrupted" }
func (RouteRewritten) eventName() string   { return "route-rewritten" }
func (TeardownApply) eventName() string    { return "teardown-apply" }

// EventName is the event's name as the model's violations print it ("turn-end", "/new").
func EventName(ev Event) string { return eventName(ev) }
