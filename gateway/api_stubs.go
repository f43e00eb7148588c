package gateway

import "time"

var timeZero time.Time

// Temporary: the event methods not yet implemented. Each moves to its spec file when written.

// Message is an inbound event on a messaging platform.
type Message struct {
	Source   Source
	Text     string
	Internal bool // a synthetic internal event (background process notice): never moves the activity clock
}

// Outcome is how an agent turn ended.
type Outcome string

const (
	OutcomeOK          Outcome = "ok"
	OutcomeInterrupted Outcome = "interrupted"
	OutcomeFailed      Outcome = "failed"
)

type bootState struct{}
type drainState struct{}
type watcherState struct{}
type tuiState struct{}

func (t *tuiState) init() {}

// --- messaging (route.go, commands.go, turns.go) ---

// Inbound handles one inbound message: restore gate, routing (§2.1), the auto-reset notice and
// context note (§2.13), the resume note (§2.12), then the turn start (interrupting a turn already
// running on the lane). Effects: Routed, Notice?, ContextNote?, ResumeNote?, TurnStarted.
func (g *Gateway) Inbound(m Message) { panic("unimplemented") }

// NewSession is /new (§2.6).
func (g *Gateway) NewSession(src Source) { panic("unimplemented") }

// ResumeSession is /resume <target> (§2.7).
func (g *Gateway) ResumeSession(src Source, target SessionID) { panic("unimplemented") }

// StopTurn is /stop: interrupts the running turn, never rotates.
func (g *Gateway) StopTurn(src Source) { panic("unimplemented") }

// Compress splits the lane's session: the parent ends as compression, a live child continues.
func (g *Gateway) Compress(src Source) { panic("unimplemented") }

// TurnEnded reports the end of the turn with this token on lane k. A stale token is ignored.
func (g *Gateway) TurnEnded(k LaneKey, tok TurnToken, o Outcome, promptTokens int) {
	panic("unimplemented")
}

// AgentClose closes the lane's cached agent with row-ending on (an accidental agent_close).
func (g *Gateway) AgentClose(k LaneKey) { panic("unimplemented") }

// ProcessStarted / ProcessEnded track background processes that block resets.
func (g *Gateway) ProcessStarted(k LaneKey) { panic("unimplemented") }
func (g *Gateway) ProcessEnded(k LaneKey)   { panic("unimplemented") }

// RouteLost drops the lane's routing entry from memory and disk (index loss, prune).
func (g *Gateway) RouteLost(k LaneKey) { panic("unimplemented") }

// --- lifecycle (boot.go, drain.go) ---

// Boot runs the four boot phases in order: LoadRoutes, MarkCrashed, EscalateStuck, ResumePass.
func (g *Gateway) Boot() { panic("unimplemented") }

func (g *Gateway) LoadRoutes()    { panic("unimplemented") }
func (g *Gateway) MarkCrashed()   { panic("unimplemented") }
func (g *Gateway) EscalateStuck() { panic("unimplemented") }
func (g *Gateway) ResumePass()    { panic("unimplemented") }

// AdapterUp / AdapterDown: a platform adapter connects (re-running the resume pass for it) or drops.
func (g *Gateway) AdapterUp(p Platform)   { panic("unimplemented") }
func (g *Gateway) AdapterDown(p Platform) { panic("unimplemented") }

// BeginShutdown starts the drain (§2.11 steps 1-2). DrainTimedOut is step 5, Exit steps 4, 6, 7.
func (g *Gateway) BeginShutdown(restart bool) { panic("unimplemented") }
func (g *Gateway) DrainTimedOut()             { panic("unimplemented") }
func (g *Gateway) Drained() bool              { panic("unimplemented") }
func (g *Gateway) Exit()                      { panic("unimplemented") }

// --- time (watcher.go and the TUI reapers) ---

// Deadline is the earliest time at which Tick has work (watcher pass, route prune, drain timeout,
// reap timers, TTL scan). ok is false when nothing is scheduled.
func (g *Gateway) Deadline() (at time.Time, ok bool) { panic("unimplemented") }

// Tick runs everything due at the clock's now, in a fixed order.
func (g *Gateway) Tick() { panic("unimplemented") }

// --- TUI WebSocket gateway (tui.go) ---

func (g *Gateway) WsConnect() TransportID { panic("unimplemented") }
func (g *Gateway) SessionCreate(t TransportID, closeOnDisconnect bool) RecordID {
	panic("unimplemented")
}
func (g *Gateway) SessionResume(t TransportID, target SessionID) (RecordID, bool) {
	panic("unimplemented")
}
func (g *Gateway) TuiPrompt(t TransportID, r RecordID) (TurnToken, bool) { panic("unimplemented") }
func (g *Gateway) TuiTurnEnded(r RecordID, tok TurnToken, o Outcome)     { panic("unimplemented") }
func (g *Gateway) TeardownSnapshot(t TransportID)                        { panic("unimplemented") }
func (g *Gateway) TeardownApply(t TransportID)                           { panic("unimplemented") }
