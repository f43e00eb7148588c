package conformance

import (
	"math"
	"sort"
	"time"

	"gatewaysim/gateway"
)

// The adapter's replies as Go values, and their translation into the gateway's vocabulary
// (gateway.Entry, gateway.Row), so that both sides are observed through the same types.

// wireEntry is upstream's SessionEntry.to_dict, the fields the harness reads.
type wireEntry struct {
	Key                string      `json:"session_key"`
	SessionID          string      `json:"session_id"`
	CreatedAt          string      `json:"created_at"`
	UpdatedAt          string      `json:"updated_at"`
	Platform           *string     `json:"platform"`
	ChatType           string      `json:"chat_type"`
	TotalTokens        int         `json:"total_tokens"`
	LastPromptTokens   int         `json:"last_prompt_tokens"`
	WasAutoReset       bool        `json:"was_auto_reset"`
	AutoResetReason    *string     `json:"auto_reset_reason"`
	ResetHadActivity   bool        `json:"reset_had_activity"`
	PrevSessionID      *string     `json:"prev_session_id"`
	IsFreshReset       bool        `json:"is_fresh_reset"`
	ExpiryFinalized    bool        `json:"expiry_finalized"`
	Suspended          bool        `json:"suspended"`
	ResumePending      bool        `json:"resume_pending"`
	ResumeReason       *string     `json:"resume_reason"`
	LastResumeMarkedAt *string     `json:"last_resume_marked_at"`
	Origin             *wireSource `json:"origin"`
}

type wireSource struct {
	Platform string  `json:"platform"`
	ChatID   string  `json:"chat_id"`
	ChatType string  `json:"chat_type"`
	UserID   *string `json:"user_id"`
	ThreadID *string `json:"thread_id"`
}

// wireRow is one row of state.db's sessions table.
type wireRow struct {
	ID        string   `json:"id"`
	Source    *string  `json:"source"`
	UserID    *string  `json:"user_id"`
	Key       *string  `json:"session_key"`
	ChatID    *string  `json:"chat_id"`
	ChatType  *string  `json:"chat_type"`
	ThreadID  *string  `json:"thread_id"`
	ParentID  *string  `json:"parent_session_id"`
	StartedAt float64  `json:"started_at"`
	EndedAt   *float64 `json:"ended_at"`
	EndReason *string  `json:"end_reason"`
	Messages  int      `json:"message_count"`
}

// wireDump is the adapter's dump reply.
type wireDump struct {
	Entries map[string]wireEntry `json:"entries"` // nil: the store is not loaded yet
	Index   map[string]wireEntry `json:"index"`
	Rows    []wireRow            `json:"rows"`
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// naive parses one of upstream's naive local ISO datetimes in the gateway's zone. An empty or
// unreadable value is the zero time.
func naive(s string, loc *time.Location) time.Time {
	if s == "" {
		return time.Time{}
	}
	for _, layout := range []string{"2006-01-02T15:04:05.999999", "2006-01-02T15:04:05"} {
		if t, err := time.ParseInLocation(layout, s, loc); err == nil {
			return t
		}
	}
	return time.Time{}
}

// unix converts upstream's float epoch seconds (time.time()) to a time in loc, to the millisecond.
func unix(f float64, loc *time.Location) time.Time {
	ms := int64(math.Round(f * 1000))
	return time.UnixMilli(ms).In(loc)
}

// epoch is the inverse of unix: the "at" of a request.
func epoch(t time.Time) float64 { return float64(t.UnixMilli()) / 1000 }

// entry translates an upstream entry into the gateway's Entry.
func (w *wireEntry) entry(loc *time.Location) gateway.Entry {
	e := gateway.Entry{
		Key: gateway.LaneKey(w.Key), SessionID: gateway.SessionID(w.SessionID),
		CreatedAt: naive(w.CreatedAt, loc), UpdatedAt: naive(w.UpdatedAt, loc),
		Platform: gateway.Platform(str(w.Platform)), ChatType: gateway.ChatType(w.ChatType),
		TotalTokens: w.TotalTokens, LastPromptTokens: w.LastPromptTokens,
		WasAutoReset: w.WasAutoReset, AutoResetReason: gateway.EndReason(str(w.AutoResetReason)),
		ResetHadActivity: w.ResetHadActivity, PrevSessionID: gateway.SessionID(str(w.PrevSessionID)),
		IsFreshReset: w.IsFreshReset, ExpiryFinalized: w.ExpiryFinalized, Suspended: w.Suspended,
		ResumePending: w.ResumePending, ResumeReason: gateway.ResumeReason(str(w.ResumeReason)),
		LastResumeMarkedAt: naive(str(w.LastResumeMarkedAt), loc),
	}
	if o := w.Origin; o != nil {
		e.Origin = &gateway.Source{Platform: gateway.Platform(o.Platform), ChatType: gateway.ChatType(o.ChatType),
			ChatID: o.ChatID, UserID: str(o.UserID), ThreadID: str(o.ThreadID)}
	}
	return e
}

// row translates an upstream row into the gateway's Row. The fields upstream does not keep
// (ActiveAt, PromptTokens) stay zero.
func (w *wireRow) row(loc *time.Location) gateway.Row {
	r := gateway.Row{
		ID: gateway.SessionID(w.ID), Key: gateway.LaneKey(str(w.Key)), ParentID: gateway.SessionID(str(w.ParentID)),
		Peer: gateway.Peer{Platform: gateway.Platform(str(w.Source)), UserID: str(w.UserID), ChatID: str(w.ChatID),
			ChatType: gateway.ChatType(str(w.ChatType)), ThreadID: str(w.ThreadID)},
		StartedAt: unix(w.StartedAt, loc), EndReason: gateway.EndReason(str(w.EndReason)), Messages: w.Messages,
	}
	if w.EndedAt != nil {
		r.EndedAt = unix(*w.EndedAt, loc)
	}
	return r
}

// source is the wire form of a lane's source for a route request.
func wireSourceOf(s gateway.Source) map[string]any {
	return map[string]any{"platform": string(s.Platform), "chat_id": s.ChatID, "chat_type": string(s.ChatType),
		"user_id": s.UserID, "thread_id": s.ThreadID}
}

// entries are the dump's in-memory entries as gateway entries, sorted by lane.
func (d *wireDump) entries(loc *time.Location) []gateway.Entry {
	keys := make([]string, 0, len(d.Entries))
	for k := range d.Entries {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]gateway.Entry, 0, len(keys))
	for _, k := range keys {
		e := d.Entries[k]
		out = append(out, e.entry(loc))
	}
	return out
}

// wireChange is one store change an adapter request made (traced runs).
type wireChange struct {
	Kind    string `json:"kind"`
	Session string `json:"session"`
	Lane    string `json:"lane"`
	Reason  string `json:"reason"`
}

// effect is the change as the gateway reports the same change: an end with an intentional reason
// is a promotion.
func (c wireChange) effect() gateway.Effect {
	e := gateway.Effect{Session: gateway.SessionID(c.Session), Lane: gateway.LaneKey(c.Lane), Reason: gateway.EndReason(c.Reason)}
	switch c.Kind {
	case "row-created":
		e.Kind = gateway.RowCreated
	case "row-ended":
		e.Kind = gateway.RowEnded
		if gateway.Intentional(e.Reason) {
			e.Kind = gateway.RowPromoted
		}
	case "row-reopened":
		e.Kind = gateway.RowReopened
	case "route-saved":
		e.Kind = gateway.RouteSaved
	case "route-dropped":
		e.Kind = gateway.RouteDropped
	}
	return e
}
