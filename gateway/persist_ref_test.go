package gateway

// The reference codec: the persisted form as the gateway first wrote and read it, with
// encoding/json (reflection), time.Format and time.Parse. It lives only here, so that
// FuzzCodecMatchesReflection and the tests can hold the hand-written codec (persist.go,
// persist_json.go, persist_time.go, persist_read.go) to it: the same bytes written, the same
// inputs refused with the same reasons, the same entries read. Only the names changed (a ref
// prefix), except the read form's type, entryLoad, which its error messages name. The helpers the
// new codec kept as they were (storedTime, naiveIn, sameWall, parseToken, hasTurnPair) are not
// copied: both codecs call the same ones.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"time"
)

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

// refEncodeEntryBugs is refEncodeEntry with bug flags: B06 leaves out the three auto-reset fields.
func refEncodeEntryBugs(e Entry, loc *time.Location, bugs bugMask) ([]byte, error) {
	if loc == nil {
		return nil, errors.New("gateway: encode entry: nil location")
	}
	j := entryJSON{
		SessionKey:       string(e.Key),
		SessionID:        string(e.SessionID),
		CreatedAt:        refFormatLocal(e.CreatedAt, loc),
		UpdatedAt:        refFormatLocal(e.UpdatedAt, loc),
		Platform:         refNullString(string(e.Platform)),
		ChatType:         string(e.ChatType),
		TotalTokens:      e.TotalTokens,
		LastPromptTokens: e.LastPromptTokens,
		PrevSessionID:    refNullString(string(e.PrevSessionID)),
		IsFreshReset:     e.IsFreshReset,
		ExpiryFinalized:  e.ExpiryFinalized,
		Suspended:        e.Suspended,
		ResumePending:    e.ResumePending,
		ResumeReason:     refNullString(string(e.ResumeReason)),
	}
	if !bugs.Has(B06) { // B06: upstream's to_dict forgot these three
		j.WasAutoReset, j.ResetHadActivity = &e.WasAutoReset, &e.ResetHadActivity
		j.AutoResetReason = refNullString(string(e.AutoResetReason))
	}
	if o := e.Origin; o != nil {
		j.Origin = &originJSON{Platform: string(o.Platform), ChatType: string(o.ChatType), ChatID: o.ChatID,
			UserID: o.UserID, UserIDAlt: o.UserIDAlt, ThreadID: o.ThreadID}
	}
	if !e.LastResumeMarkedAt.IsZero() {
		s := refFormatLocal(e.LastResumeMarkedAt, loc)
		j.LastResumeMarkedAt = &s
	}
	if e.ModelOverride != "" {
		j.ModelOverride = &modelJSON{Model: e.ModelOverride}
	}
	if hasTurnPair(e) { // the pair is written together or not at all
		tok, at := e.ActiveTurnToken.String(), refFormatLocal(e.ActiveTurnStartedAt, time.UTC)
		j.ActiveTurnToken, j.ActiveTurnStartedAt = &tok, &at
	}
	return json.Marshal(j)
}

// refDecodeEntry reads one persisted entry with the load-time validation of docs/contract.md §1.2. Missing
// keys take their defaults; the four required keys must be present; a half or malformed
// turn-marker pair is dropped.
func refDecodeEntry(b []byte, loc *time.Location) (Entry, error) {
	if loc == nil {
		return Entry{}, errors.New("nil location")
	}
	var j entryLoad
	if err := refReadEntry(b, &j); err != nil {
		return Entry{}, fmt.Errorf("unreadable entry: %v", err)
	}
	if j.SessionKey == nil || j.SessionID == nil || j.CreatedAt == nil || j.UpdatedAt == nil {
		return Entry{}, errors.New("missing session_key, session_id, created_at or updated_at")
	}
	e := Entry{Key: LaneKey(*j.SessionKey), SessionID: SessionID(*j.SessionID), ChatType: ChatDM}
	var err error
	if e.CreatedAt, err = refParseLocal(*j.CreatedAt, loc); err != nil {
		return Entry{}, fmt.Errorf("created_at: %v", err)
	}
	if e.UpdatedAt, err = refParseLocal(*j.UpdatedAt, loc); err != nil {
		return Entry{}, fmt.Errorf("updated_at: %v", err)
	}
	if o := j.Origin; o != nil {
		e.Origin = &Source{Platform: Platform(o.Platform), ChatType: ChatType(o.ChatType), ChatID: o.ChatID,
			UserID: o.UserID, UserIDAlt: o.UserIDAlt, ThreadID: o.ThreadID}
	}
	e.Platform = Platform(refDeref(j.Platform))
	if j.ChatType != nil {
		e.ChatType = ChatType(*j.ChatType)
	}
	e.TotalTokens, e.LastPromptTokens = refDerefInt(j.TotalTokens), refDerefInt(j.LastPromptTokens)
	e.WasAutoReset = refDerefBool(j.WasAutoReset)
	e.AutoResetReason = ResetReason(refDeref(j.AutoResetReason))
	e.ResetHadActivity = refDerefBool(j.ResetHadActivity)
	e.PrevSessionID = SessionID(refDeref(j.PrevSessionID))
	e.IsFreshReset = refDerefBool(j.IsFreshReset)
	if j.ExpiryFinalized != nil {
		e.ExpiryFinalized = *j.ExpiryFinalized
	} else {
		e.ExpiryFinalized = refDerefBool(j.MemoryFlushed)
	}
	e.Suspended, e.ResumePending = refDerefBool(j.Suspended), refDerefBool(j.ResumePending)
	e.ResumeReason = ResumeReason(refDeref(j.ResumeReason))
	if j.LastResumeMarkedAt != nil {
		// Upstream loads an unparseable marker time as None rather than skipping the entry.
		if t, err := refParseLocal(*j.LastResumeMarkedAt, loc); err == nil {
			e.LastResumeMarkedAt = t
		}
	}
	if e.ModelOverride, err = refParseModel(j.ModelOverride); err != nil {
		return Entry{}, fmt.Errorf("model_override: %v", err)
	}
	if j.ActiveTurnToken != nil && j.ActiveTurnStartedAt != nil {
		tok, okTok := parseToken(*j.ActiveTurnToken)
		at, errAt := refParseLocal(*j.ActiveTurnStartedAt, loc)
		if okTok && errAt == nil {
			e.ActiveTurnToken, e.ActiveTurnStartedAt = tok, at
		}
	}
	if err := e.Validate(); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// refDecodeRoutes decodes a store's routing index rows (each key once, in key order): an entry
// that fails to load (unreadable, invalid, or stored under another lane's key) is skipped with its
// reason and never aborts the rest; keys starting with "_" are sentinels, skipped silently.
func refDecodeRoutes(stored []StoredRoute, loc *time.Location) (entries []Entry, skipped []SkippedEntry) {
	for _, r := range stored {
		if strings.HasPrefix(r.Key, "_") {
			continue
		}
		e, err := refDecodeEntry(r.Data, loc)
		if err == nil && string(e.Key) != r.Key {
			err = fmt.Errorf("index key %q holds the entry of %q", r.Key, e.Key)
		}
		if err != nil {
			skipped = append(skipped, SkippedEntry{Key: r.Key, Reason: err.Error()})
			continue
		}
		entries = append(entries, e)
	}
	return entries, skipped
}

// refFormatLocal writes t as isoformat would for an aware datetime in loc.
func refFormatLocal(t time.Time, loc *time.Location) string {
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

var refNaiveLayouts = []string{"2006-01-02T15:04:05.999999999", "2006-01-02 15:04:05.999999999"}

var refAwareLayouts = []string{
	"2006-01-02T15:04:05.999999999Z07:00", "2006-01-02T15:04:05.999999999Z07:00:00",
	"2006-01-02 15:04:05.999999999Z07:00", "2006-01-02 15:04:05.999999999Z07:00:00",
}

// refParseLocal reads an ISO datetime, with or without offset, as a time in loc. A time that would
// not be written back in a form it reads (see refWritable) is refused.
func refParseLocal(s string, loc *time.Location) (time.Time, error) {
	for _, l := range refAwareLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return refWritable(storedTime(t, loc), s)
		}
	}
	for _, l := range refNaiveLayouts {
		if t, err := time.Parse(l, s); err == nil { // parsed as UTC: the wall clock's digits
			return refWritable(storedTime(naiveIn(t, loc), loc), s)
		}
	}
	return time.Time{}, fmt.Errorf("not an ISO datetime: %q", s)
}

// refParseModel reads model_override: upstream's object, a bare string, or null.
func refParseModel(raw json.RawMessage) (string, error) {
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

func refNullString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func refDeref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func refDerefInt(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

func refDerefBool(p *bool) bool { return p != nil && *p }

// Reading the persisted JSON as upstream's json.loads and from_dict do, where encoding/json
// alone would not: a field name matches only exactly (encoding/json also takes "Session_ID" for
// session_id; upstream ignores it as an unknown field), and an object that gives one of our fields
// twice is refused instead of silently taking one of the two values. Unknown fields are ignored:
// upstream writes many the port does not model.

// refMember is one name and value of a JSON object, in order of appearance.
type refMember struct {
	name  string
	value json.RawMessage
}

// refReadObject reads b as exactly one JSON object and returns its members in order.
func refReadObject(b []byte) ([]refMember, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, fmt.Errorf("want a JSON object, found %v", refDescribeToken(tok))
	}
	var ms []refMember
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return ms, err
		}
		name, _ := tok.(string) // the decoder allows only a string here
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return ms, fmt.Errorf("field %q: %v", name, err)
		}
		ms = append(ms, refMember{name: name, value: v})
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return ms, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return ms, errors.New("data after the object")
	}
	return ms, nil
}

func refDescribeToken(tok json.Token) string {
	switch v := tok.(type) {
	case json.Delim:
		return string(v)
	case string:
		return "a string"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%v", tok)
}

// refExactFields reads b as one JSON object and returns the members named in names, as an object
// for json.Unmarshal; a name given twice is an error.
func refExactFields(b []byte, names map[string]bool) ([]byte, error) {
	ms, err := refReadObject(b)
	if err != nil {
		return nil, err
	}
	known := make(map[string]json.RawMessage, len(ms))
	for _, m := range ms {
		if !names[m.name] {
			continue
		}
		if _, dup := known[m.name]; dup {
			return nil, fmt.Errorf("field %q given twice", m.name)
		}
		known[m.name] = m.value
	}
	return json.Marshal(known) // only names of ours, each once: matched exactly
}

// refJsonNames are the JSON names of a struct type's fields.
func refJsonNames(t reflect.Type) map[string]bool {
	out := map[string]bool{}
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		out[name] = true
	}
	return out
}

var (
	refEntryFields  = refJsonNames(reflect.TypeOf(entryLoad{}))
	refOriginFields = refJsonNames(reflect.TypeOf(originJSON{}))
)

// originLoad is the read form of origin, with exact names.
type originLoad originJSON

func (o *originLoad) UnmarshalJSON(b []byte) error {
	known, err := refExactFields(b, refOriginFields)
	if err != nil {
		return fmt.Errorf("origin: %v", err)
	}
	return json.Unmarshal(known, (*originJSON)(o))
}

// refReadEntry unmarshals a persisted entry into its read form with exact field names.
func refReadEntry(b []byte, j *entryLoad) error {
	known, err := refExactFields(b, refEntryFields)
	if err != nil {
		return err
	}
	return json.Unmarshal(known, j)
}

// refWritable returns t when it is written as a datetime that reads back: in Python's years
// 0001..9999 both in its zone and in UTC (the turn marker is written in UTC). An offset can carry
// a time just past either end ("9999-12-31T23:00:00-05:00" is year 10000 in UTC), which refFormatLocal
// would write with five digits, or none, and the next load would refuse the entry.
func refWritable(t time.Time, s string) (time.Time, error) {
	if y, u := t.Year(), t.UTC().Year(); y < 1 || y > 9999 || u < 1 || u > 9999 {
		return time.Time{}, fmt.Errorf("%q is outside the years 0001..9999", s)
	}
	return t, nil
}
