package gateway

import (
	"fmt"
	"strings"
	"time"
)

// Entry is a lane's routing entry (docs/contract.md §1.2): which incarnation the lane is on, its activity
// clock and the flags that drive resets, notices and resumes. Every field is persisted.
type Entry struct {
	Key       LaneKey
	SessionID SessionID
	CreatedAt time.Time
	UpdatedAt time.Time // the activity clock of the reset policy
	Origin    *Source   // delivery routing; nil when unknown
	Platform  Platform
	ChatType  ChatType

	TotalTokens      int // never written (kept for B07)
	LastPromptTokens int // the activity signal: > 0 means the incarnation had activity

	WasAutoReset     bool
	AutoResetReason  ResetReason
	ResetHadActivity bool
	PrevSessionID    SessionID
	IsFreshReset     bool
	ExpiryFinalized  bool

	Suspended          bool
	ResumePending      bool
	ResumeReason       ResumeReason
	LastResumeMarkedAt time.Time

	ModelOverride string

	// The durable in-flight-turn marker (docs/contract.md §8.2): written before a turn, cleared after.
	ActiveTurnToken     TurnToken
	ActiveTurnStartedAt time.Time
}

// Validate applies the load-time checks of docs/contract.md §1.2. A bad entry is skipped with this reason.
func (e *Entry) Validate() error {
	if e.Key == "" || e.SessionID == "" {
		return fmt.Errorf("missing session_key or session_id")
	}
	if err := checkSessionID(string(e.SessionID)); err != nil {
		return err
	}
	if err := checkSessionKey(string(e.Key)); err != nil {
		return err
	}
	if e.CreatedAt.IsZero() || e.UpdatedAt.IsZero() {
		return fmt.Errorf("missing created_at or updated_at")
	}
	return nil
}

// checkSessionID rejects ids that could escape the sessions directory.
func checkSessionID(id string) error {
	if strings.Contains(id, "..") || strings.ContainsAny(id, `/\`) {
		return fmt.Errorf("session_id %q contains a path separator or a parent reference (..)", id)
	}
	if len(id) >= 2 && id[1] == ':' && isLetter(id[0]) {
		return fmt.Errorf("session_id %q starts with a drive letter", id)
	}
	return nil
}

// checkSessionKey allows an interior / but no leading separator, drive path or "..".
func checkSessionKey(key string) error {
	if strings.HasPrefix(key, "/") || strings.HasPrefix(key, `\`) || strings.Contains(key, "..") ||
		(len(key) >= 3 && key[1] == ':' && isLetter(key[0]) && (key[2] == '/' || key[2] == '\\')) {
		return fmt.Errorf("session_key %q has a leading separator, a drive path or a parent reference (..)", key)
	}
	return nil
}

func isLetter(b byte) bool { return (b|0x20) >= 'a' && (b|0x20) <= 'z' }

// hasTurnMarker reports whether the durable in-flight-turn marker is set.
func (e *Entry) hasTurnMarker() bool { return e.ActiveTurnToken != 0 }
