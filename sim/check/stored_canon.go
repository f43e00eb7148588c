package check

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"

	"gatewaysim/gateway"
)

// The one form the port writes (docs/contract.md §1.2, "Canonical form"): the same entry always
// writes the same bytes. The oracle writes it with encoding/json (strings escaped as json.Marshal
// escapes them) and time.Format, never with the gateway's hand-written encoder, and compares
// bytes: a writer that escapes, spells a time or orders members otherwise is caught even when every
// reader would take its output.

// canonEntry is the written entry, members in the contract's order. A nil pointer writes null
// for an empty optional value; origin, auto_reset_reason and model_override are left out when
// empty.
type canonEntry struct {
	SessionKey         string       `json:"session_key"`
	SessionID          string       `json:"session_id"`
	CreatedAt          string       `json:"created_at"`
	UpdatedAt          string       `json:"updated_at"`
	Origin             *canonOrigin `json:"origin,omitempty"`
	Platform           *string      `json:"platform"`
	ChatType           string       `json:"chat_type"`
	TotalTokens        int          `json:"total_tokens"`
	LastPromptTokens   int          `json:"last_prompt_tokens"`
	WasAutoReset       bool         `json:"was_auto_reset"`
	AutoResetReason    string       `json:"auto_reset_reason,omitempty"`
	ResetHadActivity   bool         `json:"reset_had_activity"`
	PrevSessionID      *string      `json:"prev_session_id"`
	IsFreshReset       bool         `json:"is_fresh_reset"`
	ExpiryFinalized    bool         `json:"expiry_finalized"`
	Suspended          bool         `json:"suspended"`
	ResumePending      bool         `json:"resume_pending"`
	ResumeReason       *string      `json:"resume_reason"`
	LastResumeMarkedAt *string      `json:"last_resume_marked_at"`
	ModelOverride      *canonModel  `json:"model_override,omitempty"`
	ActiveTurnToken    *string      `json:"active_turn_token"`
	ActiveTurnAt       *string      `json:"active_turn_started_at"`
}

type canonOrigin struct {
	Platform  string `json:"platform"`
	ChatType  string `json:"chat_type"`
	ChatID    string `json:"chat_id"`
	UserID    string `json:"user_id"`
	UserIDAlt string `json:"user_id_alt"`
	ThreadID  string `json:"thread_id"`
}

type canonModel struct {
	Model string `json:"model"`
}

// canonicalEntry is e as the contract's canonical form writes it, local times in loc.
func canonicalEntry(e gateway.Entry, loc *time.Location) []byte {
	c := canonEntry{
		SessionKey: string(e.Key), SessionID: string(e.SessionID),
		CreatedAt: isoTime(e.CreatedAt, loc), UpdatedAt: isoTime(e.UpdatedAt, loc),
		Platform: orNull(string(e.Platform)), ChatType: string(e.ChatType),
		TotalTokens: e.TotalTokens, LastPromptTokens: e.LastPromptTokens,
		WasAutoReset: e.WasAutoReset, AutoResetReason: string(e.AutoResetReason), ResetHadActivity: e.ResetHadActivity,
		PrevSessionID: orNull(string(e.PrevSessionID)), IsFreshReset: e.IsFreshReset,
		ExpiryFinalized: e.ExpiryFinalized, Suspended: e.Suspended,
		ResumePending: e.ResumePending, ResumeReason: orNull(string(e.ResumeReason)),
	}
	if o := e.Origin; o != nil {
		c.Origin = &canonOrigin{string(o.Platform), string(o.ChatType), o.ChatID, o.UserID, o.UserIDAlt, o.ThreadID}
	}
	if !e.LastResumeMarkedAt.IsZero() {
		c.LastResumeMarkedAt = orNull(isoTime(e.LastResumeMarkedAt, loc))
	}
	if e.ModelOverride != "" {
		c.ModelOverride = &canonModel{e.ModelOverride}
	}
	if tok := uint64(e.ActiveTurnToken); tok != 0 && !e.ActiveTurnStartedAt.IsZero() {
		c.ActiveTurnToken = orNull(fmt.Sprintf("k%d.%d", tok>>32, tok&0xffffffff))
		c.ActiveTurnAt = orNull(isoTime(e.ActiveTurnStartedAt, time.UTC))
	}
	b, err := json.Marshal(c)
	if err != nil {
		panic(err) // (strings and numbers only: Marshal cannot fail)
	}
	return b
}

func orNull(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// isoTime is t as Python's isoformat writes an aware datetime in loc: microseconds only when
// there are any, six digits; the offset as ±HH:MM, with :SS only for an offset of odd seconds.
func isoTime(t time.Time, loc *time.Location) string {
	t = t.In(loc)
	s := t.Format("2006-01-02T15:04:05")
	if us := t.Nanosecond() / 1000; us != 0 {
		s += fmt.Sprintf(".%06d", us)
	}
	if _, off := t.Zone(); off%60 != 0 {
		return s + t.Format("-07:00:00")
	}
	return s + t.Format("-07:00")
}

// canonDiff says where written bytes leave the canonical form of the entry they read as, or "".
func canonDiff(written []byte, e gateway.Entry, loc *time.Location) string {
	want := canonicalEntry(e, loc)
	if bytes.Equal(written, want) {
		return ""
	}
	i := 0
	for i < len(written) && i < len(want) && written[i] == want[i] {
		i++
	}
	from := max(0, i-24)
	return fmt.Sprintf("at byte %d it writes %q where the canonical form writes %q",
		i, written[from:min(len(written), i+24)], want[from:min(len(want), i+24)])
}
