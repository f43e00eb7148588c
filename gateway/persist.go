package gateway

// The persisted form of an Entry (docs/contract.md §1.2): one JSON object per lane with upstream's field
// names, stored one route (lane key, entry) at a time.
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
//
// The codec is written by hand (persist_json.go, persist_time.go): an entry is appended field by
// field and read in one pass, with no reflection. It writes the bytes encoding/json wrote and
// refuses what it refused, with the same reasons (FuzzCodecMatchesReflection).

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// SkippedEntry is an index entry that failed to load, and why. Key is the index key.
type SkippedEntry struct {
	Key    string
	Reason string
}

// EncodeEntry writes e in its persisted form, times in loc, as the route save does (appendEntry):
// tests and tools write stored routes with it.
func EncodeEntry(e Entry, loc *time.Location) ([]byte, error) {
	if loc == nil {
		return nil, errors.New("gateway: encode entry: nil location")
	}
	return appendEntry(make([]byte, 0, 512), &e, loc, 0, nil), nil
}

// appendEntry appends e's persisted form: upstream's names in a fixed order; null for an empty
// optional string, as upstream writes None; origin, model_override and (when empty)
// auto_reset_reason left out.
func appendEntry(b []byte, e *Entry, loc *time.Location, bugs bugMask, zone *zoneSpan) []byte {
	b = append(b, `{"session_key":`...)
	b = appendJSONString(b, string(e.Key))
	b = append(b, `,"session_id":`...)
	b = appendJSONString(b, string(e.SessionID))
	b = append(b, `,"created_at":"`...)
	b = appendLocal(b, e.CreatedAt, loc, zone)
	b = append(b, `","updated_at":"`...)
	b = appendLocal(b, e.UpdatedAt, loc, zone)
	b = append(b, '"')
	if o := e.Origin; o != nil {
		b = append(b, `,"origin":{"platform":`...)
		b = appendJSONString(b, string(o.Platform))
		b = append(b, `,"chat_type":`...)
		b = appendJSONString(b, string(o.ChatType))
		b = append(b, `,"chat_id":`...)
		b = appendJSONString(b, o.ChatID)
		b = append(b, `,"user_id":`...)
		b = appendJSONString(b, o.UserID)
		b = append(b, `,"user_id_alt":`...)
		b = appendJSONString(b, o.UserIDAlt)
		b = append(b, `,"thread_id":`...)
		b = appendJSONString(b, o.ThreadID)
		b = append(b, '}')
	}
	b = append(b, `,"platform":`...)
	b = appendNullString(b, string(e.Platform))
	b = append(b, `,"chat_type":`...)
	b = appendJSONString(b, string(e.ChatType))
	b = append(b, `,"total_tokens":`...)
	b = strconv.AppendInt(b, int64(e.TotalTokens), 10)
	b = append(b, `,"last_prompt_tokens":`...)
	b = strconv.AppendInt(b, int64(e.LastPromptTokens), 10)
	if !bugs.Has(B06) { // B06: upstream's to_dict forgot these three
		b = append(b, `,"was_auto_reset":`...)
		b = strconv.AppendBool(b, e.WasAutoReset)
		if e.AutoResetReason != "" {
			b = append(b, `,"auto_reset_reason":`...)
			b = appendJSONString(b, string(e.AutoResetReason))
		}
		b = append(b, `,"reset_had_activity":`...)
		b = strconv.AppendBool(b, e.ResetHadActivity)
	}
	b = append(b, `,"prev_session_id":`...)
	b = appendNullString(b, string(e.PrevSessionID))
	b = append(b, `,"is_fresh_reset":`...)
	b = strconv.AppendBool(b, e.IsFreshReset)
	b = append(b, `,"expiry_finalized":`...)
	b = strconv.AppendBool(b, e.ExpiryFinalized)
	b = append(b, `,"suspended":`...)
	b = strconv.AppendBool(b, e.Suspended)
	b = append(b, `,"resume_pending":`...)
	b = strconv.AppendBool(b, e.ResumePending)
	b = append(b, `,"resume_reason":`...)
	b = appendNullString(b, string(e.ResumeReason))
	b = append(b, `,"last_resume_marked_at":`...)
	if e.LastResumeMarkedAt.IsZero() {
		b = append(b, "null"...)
	} else {
		b = append(b, '"')
		b = appendLocal(b, e.LastResumeMarkedAt, loc, zone)
		b = append(b, '"')
	}
	if e.ModelOverride != "" {
		b = append(b, `,"model_override":{"model":`...)
		b = appendJSONString(b, e.ModelOverride)
		b = append(b, '}')
	}
	if hasTurnPair(*e) { // the pair is written together or not at all
		b = append(b, `,"active_turn_token":"k`...)
		b = strconv.AppendUint(b, uint64(e.ActiveTurnToken)>>32, 10)
		b = append(b, '.')
		b = strconv.AppendUint(b, uint64(e.ActiveTurnToken)&0xffffffff, 10)
		b = append(b, `","active_turn_started_at":"`...)
		b = appendLocal(b, e.ActiveTurnStartedAt, time.UTC, nil)
		b = append(b, `"}`...)
		return b
	}
	return append(b, `,"active_turn_token":null,"active_turn_started_at":null}`...)
}

// appendNullString writes s as a JSON string, or null when it is empty.
func appendNullString(b []byte, s string) []byte {
	if s == "" {
		return append(b, "null"...)
	}
	return appendJSONString(b, s)
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
	var f entryFields
	if err := f.read(b); err != nil {
		return Entry{}, fmt.Errorf("unreadable entry: %v", err)
	}
	created, updated := f.raw(fCreatedAt), f.raw(fUpdatedAt)
	if !f.set[fSessionKey] || !f.set[fSessionID] || created == nil || updated == nil {
		return Entry{}, errors.New("missing session_key, session_id, created_at or updated_at")
	}
	e := Entry{Key: LaneKey(f.string(fSessionKey)), SessionID: SessionID(f.string(fSessionID)), ChatType: ChatDM}
	var err error
	if e.CreatedAt, err = parseLocalBytes(created, loc); err != nil {
		return Entry{}, fmt.Errorf("created_at: %v", err)
	}
	if e.UpdatedAt, err = parseLocalBytes(updated, loc); err != nil {
		return Entry{}, fmt.Errorf("updated_at: %v", err)
	}
	e.Origin = f.origin
	e.Platform = Platform(f.string(fPlatform))
	if f.set[fChatType] {
		e.ChatType = ChatType(f.string(fChatType))
	}
	e.TotalTokens, e.LastPromptTokens = f.ints[fTotalTokens], f.ints[fLastPromptTokens]
	e.WasAutoReset = f.bools[fWasAutoReset]
	e.AutoResetReason = ResetReason(f.string(fAutoResetReason))
	e.ResetHadActivity = f.bools[fResetHadActivity]
	e.PrevSessionID = SessionID(f.string(fPrevSessionID))
	e.IsFreshReset = f.bools[fIsFreshReset]
	if f.set[fExpiryFinalized] {
		e.ExpiryFinalized = f.bools[fExpiryFinalized]
	} else {
		e.ExpiryFinalized = f.bools[fMemoryFlushed]
	}
	e.Suspended, e.ResumePending = f.bools[fSuspended], f.bools[fResumePending]
	e.ResumeReason = ResumeReason(f.string(fResumeReason))
	if at := f.raw(fLastResumeMarkedAt); at != nil {
		// Upstream loads an unparseable marker time as None rather than skipping the entry.
		if t, err := parseLocalBytes(at, loc); err == nil {
			e.LastResumeMarkedAt = t
		}
	}
	if e.ModelOverride, err = parseModel(f.values[fModelOverride]); err != nil {
		return Entry{}, fmt.Errorf("model_override: %v", err)
	}
	if tokRaw, atRaw := f.raw(fActiveTurnToken), f.raw(fActiveTurnStartedAt); tokRaw != nil && atRaw != nil {
		tok, okTok := parseToken(f.string(fActiveTurnToken))
		at, errAt := parseLocalBytes(atRaw, loc)
		if okTok && errAt == nil {
			e.ActiveTurnToken, e.ActiveTurnStartedAt = tok, at
		}
	}
	if err := e.Validate(); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// DecodeRoutes decodes a store's routing index rows, as Store.LoadRoutes returns them (each key
// once, in key order): an entry that fails to load (unreadable, invalid, or stored under another
// lane's key) is skipped with its reason and never aborts the rest; keys starting with "_" are
// sentinels, skipped silently.
func DecodeRoutes(stored []StoredRoute, loc *time.Location) (entries []Entry, skipped []SkippedEntry) {
	for n, r := range stored {
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
		if entries == nil {
			entries = make([]Entry, 0, len(stored)-n)
		}
		entries = append(entries, e)
	}
	return entries, skipped
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
