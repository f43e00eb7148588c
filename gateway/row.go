package gateway

import "time"

// Row is a durable session row (spec §1.4): one conversation incarnation and its transcript size.
type Row struct {
	ID           SessionID
	Key          LaneKey
	Peer         Peer
	ParentID     SessionID // the compression parent, for a continuation child
	StartedAt    time.Time
	EndedAt      time.Time // zero while live
	EndReason    EndReason
	Messages     int       // transcript rows
	ActiveAt     time.Time // last durable activity (a message persisted); recovery's activity clock
	PromptTokens int       // last prompt size, so a recovered incarnation keeps its activity signal
}

// Live reports whether the row has not ended.
func (r *Row) Live() bool { return r.EndedAt.IsZero() }
