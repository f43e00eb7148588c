package gateway

import "time"

// Row is a durable session row (docs/contract.md §1.4): one conversation incarnation and its transcript size.
type Row struct {
	ID        SessionID
	Key       LaneKey
	Peer      Peer
	ParentID  SessionID // the compression parent, for a continuation child
	StartedAt time.Time
	EndedAt   time.Time // zero while live
	EndReason EndReason
	Messages  int       // transcript rows
	ActiveAt  time.Time // the transcript's last write (any message): the resume note's freshness clock
	// UserAt is the user's last activity on the row (a message or turn of theirs, a /resume):
	// recovery's activity clock. Internal and synthetic turns write the transcript but never move
	// it, as they never move the route's clock.
	UserAt       time.Time
	PromptTokens int // last prompt size, so a recovered incarnation keeps its activity signal
	// Owner is the process that created a TUI row (SessionCreate stamps the creator's name, e.g.
	// "t1#2"; docs/contract.md §9.3), so that another process's close or startup sweep can tell a
	// live owner's row from a dead one's. "" in a single-process world and on every other row: no
	// owner known, treated as dead (a port-only column: upstream V1 has none).
	Owner string
}

// Live reports whether the row has not ended.
func (r *Row) Live() bool { return r.EndedAt.IsZero() }
