package gateway

// The persisted form of an Entry (docs/contract.md §1.2): one JSON object per lane with upstream's field
// names, and the routing index as one JSON object from lane key to entry.
//
// Times. created_at, updated_at and last_resume_marked_at are local wall times in the
// configured zone, written like Python's isoformat: "2026-11-01T01:30:00.250000-04:00" (the
// fraction only when non-zero). Upstream writes them naive; we append the UTC offset because a
// naive wall time is ambiguous in the repeated hour of a DST change, and a restart there would
// otherwise move the activity clock by an hour, an artefact of the harness rather than of the
// contract. A naive string (upstream's own form) is still read, as Python's fold=0 does: the
// earlier instant in a repeated hour, the pre-transition offset in a skipped one.
// active_turn_started_at is aware UTC, as in V2. Times keep microseconds (Python's precision);
// finer digits are truncated. A loaded time is in the configured zone, without a monotonic
// reading, so Encode then Decode returns exactly storedTime of every time.

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// SkippedEntry is an index entry that failed to load, and why. Key is the index key.
type SkippedEntry struct {
	Key    string
	Reason string
}

// entryJSON is the written form. Pointers write null for the empty value, as upstream writes None.
type entryJSON struct {
	SessionKey          string      `json:"session_key"`
	SessionID           string      `json:"session_id"`
	CreatedAt           string      `json:"created_at"`
	UpdatedAt           string      `json:"updated_at"`
	Origin              *originJSON `json:"origin,omitempty"`
	Platform            *string     `json:"platform"`
	ChatType            string      `json:"chat_type"`
	TotalTokens         int         `json:"total_tokens"`
	LastPromptTokens    int         `json:"last_prompt_tokens"`
	WasAutoReset        *bool       `json:"was_auto_reset,omitempty"`
	AutoResetReason     *string     `json:"auto_reset_reason,omitempty"`
	ResetHadActivity    *bool       `json:"reset_had_activity,omitempty"`
	PrevSessionID       *string     `json:"prev_session_id"`
	IsFreshReset        bool        `json:"is_fresh_reset"`
	ExpiryFinalized     bool        `json:"expiry_finalized"`
	Suspended           bool        `json:"suspended"`
	ResumePending       bool        `json:"resume_pending"`
	ResumeReason        *string     `json:"resume_reason"`
	LastResumeMarkedAt  *string     `json:"last_resume_marked_at"`
	ModelOverride       *modelJSON  `json:"model_override,omitempty"`
	ActiveTurnToken     *string     `json:"active_turn_token"`
	ActiveTurnStartedAt *string     `json:"active_turn_started_at"`
}

// entryLoad is the read form: every field a pointer, so a missing key is told from a zero one.
type entryLoad struct {
	SessionKey          *string         `json:"session_key"`
	SessionID           *string         `json:"session_id"`
	CreatedAt           *string         `json:"created_at"`
	UpdatedAt           *string         `json:"updated_at"`
	Origin              *originLoad     `json:"origin"`
	Platform            *string         `json:"platform"`
	ChatType            *string         `json:"chat_type"`
	TotalTokens         *int            `json:"total_tokens"`
	LastPromptTokens    *int            `json:"last_prompt_tokens"`
	WasAutoReset        *bool           `json:"was_auto_reset"`
	AutoResetReason     *string         `json:"auto_reset_reason"`
	ResetHadActivity    *bool           `json:"reset_had_activity"`
	PrevSessionID       *string         `json:"prev_session_id"`
	IsFreshReset        *bool           `json:"is_fresh_reset"`
	ExpiryFinalized     *bool           `json:"expiry_finalized"`
	MemoryFlushed       *bool           `json:"memory_flushed"` // legacy name of expiry_finalized
	Suspended           *bool           `json:"suspended"`
	ResumePending       *bool           `json:"resume_pending"`
	ResumeReason        *string         `json:"resume_reason"`
	LastResumeMarkedAt  *string         `json:"last_resume_marked_at"`
	ModelOverride       json.RawMessage `json:"model_override"`
	ActiveTurnToken     *string         `json:"active_turn_token"`
	ActiveTurnStartedAt *string         `json:"active_turn_started_at"`
}

// originJSON is a SessionSource as upstream writes it (the identity fields we model).
type originJSON struct {
	Platform  string `json:"platform"`
	ChatType  string `json:"chat_type"`
	ChatID    string `json:"chat_id"`
	UserID    string `json:"user_id"`
	UserIDAlt string `json:"user_id_alt"`
	ThreadID  string `json:"thread_id"`
}

// modelJSON is upstream's {model, provider, base_url}; the port keeps only the model name.
type modelJSON struct {
	Model string `json:"model"`
}

// EncodeEntry writes e in its persisted form, times in loc.
func EncodeEntry(e Entry, loc *time.Location) ([]byte, error) {
	return encodeEntryBugs(e, loc, 0)
}

// encodeEntryBugs is EncodeEntry with bug flags: B06 leaves out the three auto-reset fields.
func encodeEntryBugs(e Entry, loc *time.Location, bugs bugMask) ([]byte, error) {
	if loc == nil {
		return nil, errors.New("gateway: encode entry: nil location")
	}
	j := entryJSON{
		SessionKey:       string(e.Key),
		SessionID:        string(e.SessionID),
		CreatedAt:        formatLocal(e.CreatedAt, loc),
		UpdatedAt:        formatLocal(e.UpdatedAt, loc),
		Platform:         nullString(string(e.Platform)),
		ChatType:         string(e.ChatType),
		TotalTokens:      e.TotalTokens,
		LastPromptTokens: e.LastPromptTokens,
		PrevSessionID:    nullString(string(e.PrevSessionID)),
		IsFreshReset:     e.IsFreshReset,
		ExpiryFinalized:  e.ExpiryFinalized,
		Suspended:        e.Suspended,
		ResumePending:    e.ResumePending,
		ResumeReason:     nullString(string(e.ResumeReason)),
	}
	if !bugs.Has(B06) { // B06: upstream's to_dict forgot these three
		j.WasAutoReset, j.ResetHadActivity = &e.WasAutoReset, &e.ResetHadActivity
		j.AutoResetReason = nullString(string(e.AutoResetReason))
	}
	if o := e.Origin; o != nil {
		j.Origin = &originJSON{Platform: string(o.Platform), ChatType: string(o.ChatType), ChatID: o.ChatID,
			UserID: o.UserID, UserIDAlt: o.UserIDAlt, ThreadID: o.ThreadID}
	}
	if !e.LastResumeMarkedAt.IsZero() {
		s := formatLocal(e.LastResumeMarkedAt, loc)
		j.LastResumeMarkedAt = &s
	}
	if e.ModelOverride != "" {
		j.ModelOverride = &modelJSON{Model: e.ModelOverride}
	}
	if hasTurnPair(e) { // the pair is written together or not at all
		tok, at := e.ActiveTurnToken.String(), formatLocal(e.ActiveTurnStartedAt, time.UTC)
		j.ActiveTurnToken, j.ActiveTurnStartedAt = &tok, &at
	}
	return json.Marshal(j)
}

// hasTurnPair reports whether both halves of the in-flight-turn marker are set; a half pair is
// neither written nor loaded.
func hasTurnPair(e Entry) bool { return e.ActiveTurnToken != 0 && !e.ActiveTurnStartedAt.IsZero() }

// DecodeEntry reads one persisted entry with the load-time validation of docs/contract.md §1.2. Missing
// keys take their defaults; the four required keys must be present; a half or malformed
// turn-marker pair is dropped.
func DecodeEntry(b []byte, loc *time.Location) (Entry, error) {
	if loc == nil {
		return Entry{}, errors.New("nil location")
	}
	var j entryLoad
	if err := readEntry(b, &j); err != nil {
		return Entry{}, fmt.Errorf("unreadable entry: %v", err)
	}
	if j.SessionKey == nil || j.SessionID == nil || j.CreatedAt == nil || j.UpdatedAt == nil {
		return Entry{}, errors.New("missing session_key, session_id, created_at or updated_at")
	}
	e := Entry{Key: LaneKey(*j.SessionKey), SessionID: SessionID(*j.SessionID), ChatType: ChatDM}
	var err error
	if e.CreatedAt, err = parseLocal(*j.CreatedAt, loc); err != nil {
		return Entry{}, fmt.Errorf("created_at: %v", err)
	}
	if e.UpdatedAt, err = parseLocal(*j.UpdatedAt, loc); err != nil {
		return Entry{}, fmt.Errorf("updated_at: %v", err)
	}
	if o := j.Origin; o != nil {
		e.Origin = &Source{Platform: Platform(o.Platform), ChatType: ChatType(o.ChatType), ChatID: o.ChatID,
			UserID: o.UserID, UserIDAlt: o.UserIDAlt, ThreadID: o.ThreadID}
	}
	e.Platform = Platform(deref(j.Platform))
	if j.ChatType != nil {
		e.ChatType = ChatType(*j.ChatType)
	}
	e.TotalTokens, e.LastPromptTokens = derefInt(j.TotalTokens), derefInt(j.LastPromptTokens)
	e.WasAutoReset = derefBool(j.WasAutoReset)
	e.AutoResetReason = ResetReason(deref(j.AutoResetReason))
	e.ResetHadActivity = derefBool(j.ResetHadActivity)
	e.PrevSessionID = SessionID(deref(j.PrevSessionID))
	e.IsFreshReset = derefBool(j.IsFreshReset)
	if j.ExpiryFinalized != nil {
		e.ExpiryFinalized = *j.ExpiryFinalized
	} else {
		e.ExpiryFinalized = derefBool(j.MemoryFlushed)
	}
	e.Suspended, e.ResumePending = derefBool(j.Suspended), derefBool(j.ResumePending)
	e.ResumeReason = ResumeReason(deref(j.ResumeReason))
	if j.LastResumeMarkedAt != nil {
		// Upstream loads an unparseable marker time as None rather than skipping the entry.
		if t, err := parseLocal(*j.LastResumeMarkedAt, loc); err == nil {
			e.LastResumeMarkedAt = t
		}
	}
	if e.ModelOverride, err = parseModel(j.ModelOverride); err != nil {
		return Entry{}, fmt.Errorf("model_override: %v", err)
	}
	if j.ActiveTurnToken != nil && j.ActiveTurnStartedAt != nil {
		tok, okTok := parseToken(*j.ActiveTurnToken)
		at, errAt := parseLocal(*j.ActiveTurnStartedAt, loc)
		if okTok && errAt == nil {
			e.ActiveTurnToken, e.ActiveTurnStartedAt = tok, at
		}
	}
	if err := e.Validate(); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// EncodeIndex writes a whole routing index: one JSON object from lane key to entry, keys sorted.
func EncodeIndex(es []Entry, loc *time.Location) ([]byte, error) {
	return encodeIndexBugs(es, loc, 0)
}

func encodeIndexBugs(es []Entry, loc *time.Location, bugs bugMask) ([]byte, error) {
	m := make(map[string]json.RawMessage, len(es))
	for _, e := range es {
		b, err := encodeEntryBugs(e, loc, bugs)
		if err != nil {
			return nil, err
		}
		m[string(e.Key)] = b
	}
	return json.Marshal(m) // encoding/json sorts map keys
}

// DecodeRoutes decodes a store's routing index rows, in key order: an entry that fails to load
// (unreadable, invalid, or stored under another lane's key) is skipped with its reason and never
// aborts the rest; keys starting with "_" are sentinels, skipped silently. Of two loadable entries
// under one key the later wins, as in a JSON object read twice over, and the earlier is skipped
// with that reason; an unloadable later one never displaces a loadable earlier one.
func DecodeRoutes(stored []StoredRoute, loc *time.Location) (entries []Entry, skipped []SkippedEntry) {
	loaded := map[string]int{} // index in entries of each key loaded
	for _, r := range stored {
		if strings.HasPrefix(r.Key, "_") {
			continue
		}
		e, err := DecodeEntry(r.Data, loc)
		if err == nil && string(e.Key) != r.Key {
			err = fmt.Errorf("index key %q holds the entry of %q", r.Key, e.Key)
		}
		if err != nil {
			skipped = append(skipped, SkippedEntry{Key: r.Key, Reason: err.Error()})
			continue
		}
		if i, dup := loaded[r.Key]; dup {
			skipped = append(skipped, SkippedEntry{Key: r.Key, Reason: "replaced by a later entry under the same key"})
			entries[i] = e
			continue
		}
		loaded[r.Key] = len(entries)
		entries = append(entries, e)
	}
	return entries, skipped
}

// DecodeIndex reads a whole routing index. Keys starting with "_" are sentinels (upstream's
// _README) and are skipped silently; an entry that fails to load is skipped with its reason and
// never aborts the rest, and a key given twice is read as DecodeRoutes reads one. Entries come
// back sorted by key. An index cut short or corrupt loads every entry before the damage and
// reports the rest as one skipped entry with the reason.
func DecodeIndex(b []byte, loc *time.Location) (entries []Entry, skipped []SkippedEntry) {
	ms, err := readObject(b)
	stored := make([]StoredRoute, 0, len(ms))
	for _, m := range ms {
		stored = append(stored, StoredRoute{Key: m.name, Data: m.value})
	}
	sort.SliceStable(stored, func(i, j int) bool { return stored[i].Key < stored[j].Key })
	entries, skipped = DecodeRoutes(stored, loc)
	if err != nil {
		skipped = append(skipped, SkippedEntry{Reason: fmt.Sprintf("index unreadable after %d entries: %v", len(ms), err)})
	}
	return entries, skipped
}

// storedTime is t as the persisted form keeps it: microseconds, in loc, no monotonic reading.
// The zero time stays zero (it is written as null or rejected).
func storedTime(t time.Time, loc *time.Location) time.Time {
	if t.IsZero() {
		return time.Time{}
	}
	return t.Truncate(time.Microsecond).In(loc)
}

// formatLocal writes t as isoformat would for an aware datetime in loc.
func formatLocal(t time.Time, loc *time.Location) string {
	if t.IsZero() {
		return ""
	}
	t = storedTime(t, loc)
	layout := "2006-01-02T15:04:05"
	if t.Nanosecond() != 0 {
		layout += ".000000"
	}
	if _, off := t.Zone(); off%60 != 0 {
		layout += "-07:00:00" // historical zones with second offsets; isoformat writes these too
	} else {
		layout += "-07:00"
	}
	return t.Format(layout)
}

var naiveLayouts = []string{"2006-01-02T15:04:05.999999999", "2006-01-02 15:04:05.999999999"}

var awareLayouts = []string{
	"2006-01-02T15:04:05.999999999Z07:00", "2006-01-02T15:04:05.999999999Z07:00:00",
	"2006-01-02 15:04:05.999999999Z07:00", "2006-01-02 15:04:05.999999999Z07:00:00",
}

// parseLocal reads an ISO datetime, with or without offset, as a time in loc. A time that would
// not be written back in a form it reads (see writable) is refused.
func parseLocal(s string, loc *time.Location) (time.Time, error) {
	for _, l := range awareLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return writable(storedTime(t, loc), s)
		}
	}
	for _, l := range naiveLayouts {
		if t, err := time.Parse(l, s); err == nil { // parsed as UTC: the wall clock's digits
			return writable(storedTime(naiveIn(t, loc), loc), s)
		}
	}
	return time.Time{}, fmt.Errorf("not an ISO datetime: %q", s)
}

// naiveIn resolves a wall time (carried in UTC's digits) in loc as Python's fold=0 does: in a
// repeated hour the earlier instant; in a skipped hour the offset in force before the change.
// time.Date leaves both choices unspecified, so we decide them here.
func naiveIn(wall time.Time, loc *time.Location) time.Time {
	_, offBefore := wall.Add(-24 * time.Hour).In(loc).Zone()
	_, offAfter := wall.Add(24 * time.Hour).In(loc).Zone()
	before := wall.Add(-time.Duration(offBefore) * time.Second)
	after := wall.Add(-time.Duration(offAfter) * time.Second)
	okBefore, okAfter := sameWall(before, wall, loc), sameWall(after, wall, loc)
	switch {
	case okBefore && okAfter && after.Before(before):
		return after
	case okBefore:
		return before
	case okAfter:
		return after
	}
	return before
}

func sameWall(t, wall time.Time, loc *time.Location) bool {
	l := t.In(loc)
	return time.Date(l.Year(), l.Month(), l.Day(), l.Hour(), l.Minute(), l.Second(), l.Nanosecond(), time.UTC).Equal(wall)
}

// parseToken reads a turn token as TurnToken.String prints it ("k2.7").
func parseToken(s string) (TurnToken, bool) {
	boot, seq, ok := strings.Cut(strings.TrimPrefix(s, "k"), ".")
	if !ok || !strings.HasPrefix(s, "k") {
		return 0, false
	}
	b, err1 := strconv.ParseUint(boot, 10, 32)
	q, err2 := strconv.ParseUint(seq, 10, 32)
	tok := TurnToken(b<<32 | q)
	if err1 != nil || err2 != nil || tok == 0 {
		return 0, false
	}
	return tok, true
}

// parseModel reads model_override: upstream's object, a bare string, or null.
func parseModel(raw json.RawMessage) (string, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil
	}
	var m modelJSON
	if err := json.Unmarshal(raw, &m); err == nil {
		return m.Model, nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", fmt.Errorf("want an object or a string: %s", raw)
	}
	return s, nil
}

func nullString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func derefInt(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

func derefBool(p *bool) bool { return p != nil && *p }
