package gateway

import "fmt"

// SessionID names one conversation incarnation (a durable row). The format follows upstream:
// YYYYMMDD_HHMMSS_<8 hex>, local wall time of creation plus entropy from Config.Entropy.
type SessionID string

// LaneKey names a lane: one conversation slot per user in a chat (docs/contract.md §1.1).
type LaneKey string

// Platform is a messaging adapter name ("telegram", "discord", "webhook", "api_server", "tui").
type Platform string

// ChatType is the chat-type slot of a lane key.
type ChatType string

const (
	ChatDM      ChatType = "dm"
	ChatGroup   ChatType = "group"
	ChatChannel ChatType = "channel"
	ChatThread  ChatType = "thread"
)

// TransportID names one WebSocket connection of the TUI gateway. Printed "t3".
type TransportID int

func (t TransportID) String() string { return fmt.Sprintf("t%d", int(t)) }

// RecordID names one TUI session record (upstream's UI sid). Printed "u3".
type RecordID int

func (r RecordID) String() string { return fmt.Sprintf("u%d", int(r)) }

// TurnToken identifies one agent turn; a TurnEnded carrying an older token is ignored. It is also
// the durable in-flight-turn marker (docs/contract.md §8.2). The high half is the process's boot number, so
// tokens never repeat across restarts. Printed "k<boot>.<seq>", e.g. "k2.7".
type TurnToken uint64

func (k TurnToken) String() string { return fmt.Sprintf("k%d.%d", uint64(k)>>32, uint64(k)&0xffffffff) }

// Source is the identity part of an inbound event (docs/contract.md §1.1, at the port's reduced fidelity: no
// Slack scope, no WhatsApp canonicalisation, no profiles).
type Source struct {
	Platform  Platform
	ChatType  ChatType
	ChatID    string
	UserID    string
	UserIDAlt string
	ThreadID  string
}

// Peer is the fallback identity the finder matches on when the exact key finds nothing.
type Peer struct {
	Platform Platform
	UserID   string
	ChatID   string
	ChatType ChatType
	ThreadID string
}

// Peer returns the source's peer tuple.
func (s Source) Peer() Peer {
	return Peer{Platform: s.Platform, UserID: s.participant(), ChatID: s.ChatID, ChatType: s.ChatType, ThreadID: s.ThreadID}
}

func (s Source) participant() string {
	if s.UserIDAlt != "" {
		return s.UserIDAlt
	}
	return s.UserID
}
