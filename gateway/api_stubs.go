package gateway

import "time"

// Temporary: the event methods not yet implemented. Each moves to its spec file when written.

type tuiState struct{}

func (t *tuiState) init() {}

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

// TUI hooks the boot and Tick call (tui.go replaces these).
func (g *Gateway) tuiStartupSweep()               {}
func (g *Gateway) tuiDeadline() (time.Time, bool) { return time.Time{}, false }
func (g *Gateway) tuiTick(now time.Time)          {}
