package check

// The oracle's own reader of the persisted form (docs/contract.md §1.2, §1.3), written from the
// contract and never from the gateway's codec: a stored route the judge reads with the judged
// party's decoder hides every defect the two share. It reads JSON with encoding/json (the
// gateway's codec is hand-written, stored_json.go) and applies the contract's load rules itself.

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// readRoutes reads a routing index as a boot loads it: the entries that load, in the order
// stored (each key's last loadable entry); a key starting with "_" is a sentinel; an entry the
// contract refuses is left out.
func readRoutes(stored []gateway.StoredRoute, loc *time.Location) []gateway.Entry {
	var out []gateway.Entry
	for _, r := range stored {
		if strings.HasPrefix(r.Key, "_") {
			continue
		}
		e, _, err := readRoute(r, loc)
		if err != nil {
			continue
		}
		if i := indexOfLane(out, e.Key); i >= 0 {
			out[i] = e
			continue
		}
		out = append(out, e)
	}
	return out
}

func indexOfLane(es []gateway.Entry, k gateway.LaneKey) int {
	for i := range es {
		if es[i].Key == k {
			return i
		}
	}
	return -1
}

// readRoute reads one index row: its entry, refused when stored under another lane's key, and
// the entry's members (nil when it is no JSON object).
func readRoute(r gateway.StoredRoute, loc *time.Location) (gateway.Entry, members, error) {
	m, err := objectMembers(r.Data)
	if err != nil {
		return gateway.Entry{}, nil, fmt.Errorf("not a JSON object: %v", err)
	}
	e, err := entryOf(m, loc)
	if err == nil && string(e.Key) != r.Key {
		err = fmt.Errorf("stored under %q but names lane %q", r.Key, e.Key)
	}
	return e, m, err
}

// readEntry reads one persisted entry (see entryOf).
func readEntry(b []byte, loc *time.Location) (gateway.Entry, error) {
	m, err := objectMembers(b)
	if err != nil {
		return gateway.Entry{}, fmt.Errorf("not a JSON object: %v", err)
	}
	return entryOf(m, loc)
}

// text reads a string member ("" when absent or null); another JSON type is refused.
func (m members) text(name string) (string, error) {
	v := m.get(name)
	if v == nil {
		return "", nil
	}
	s, err := jsonText(v)
	if err != nil {
		return "", fmt.Errorf("%s is not a string: %s", name, v)
	}
	return s, nil
}

func (m members) flag(name string) (bool, error) {
	switch v := string(m.get(name)); v {
	case "", "false":
		return false, nil
	case "true":
		return true, nil
	default:
		return false, fmt.Errorf("%s is not a boolean: %s", name, v)
	}
}

func (m members) count(name string) (int, error) {
	v := m.get(name)
	if v == nil {
		return 0, nil
	}
	n, err := strconv.ParseInt(string(v), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s is not an integer: %s", name, v)
	}
	return int(n), nil
}

// entryOf reads an entry's members by the contract's load rules (§1.2): its known members must
// have their types, with session_key, session_id, created_at and
// updated_at, and ids that cannot escape a directory. An unparseable last_resume_marked_at, or a
// turn marker with a half missing or malformed, is dropped rather than the entry.
func entryOf(m members, loc *time.Location) (gateway.Entry, error) {
	r := entryReading{m: m, loc: loc}
	e := gateway.Entry{
		Key:              gateway.LaneKey(r.text("session_key")),
		SessionID:        gateway.SessionID(r.text("session_id")),
		CreatedAt:        r.time("created_at"),
		UpdatedAt:        r.time("updated_at"),
		Origin:           r.origin(),
		Platform:         gateway.Platform(r.text("platform")),
		ChatType:         gateway.ChatType(r.text("chat_type")),
		TotalTokens:      r.count("total_tokens"),
		LastPromptTokens: r.count("last_prompt_tokens"),
		WasAutoReset:     r.flag("was_auto_reset"),
		AutoResetReason:  gateway.ResetReason(r.text("auto_reset_reason")),
		ResetHadActivity: r.flag("reset_had_activity"),
		PrevSessionID:    gateway.SessionID(r.text("prev_session_id")),
		IsFreshReset:     r.flag("is_fresh_reset"),
		ExpiryFinalized:  r.flag("memory_flushed"), // the old name, read when the new one is absent
		Suspended:        r.flag("suspended"),
		ResumePending:    r.flag("resume_pending"),
		ResumeReason:     gateway.ResumeReason(r.text("resume_reason")),
		ModelOverride:    r.model(),
	}
	if m.has("expiry_finalized") {
		e.ExpiryFinalized = r.flag("expiry_finalized")
	}
	if !m.has("chat_type") {
		e.ChatType = gateway.ChatDM
	}
	if at := r.text("last_resume_marked_at"); at != "" {
		e.LastResumeMarkedAt, _ = readTime(at, loc) // dropped when it does not parse
	}
	tok, at := r.text("active_turn_token"), r.text("active_turn_started_at")
	if tok != "" && at != "" {
		k, okTok := readToken(tok)
		t, errAt := readTime(at, loc)
		if okTok && errAt == nil {
			e.ActiveTurnToken, e.ActiveTurnStartedAt = k, t
		}
	}
	if r.err != nil {
		return gateway.Entry{}, r.err
	}
	if name := m.givenTwice(entryNames[:]); name != "" {
		return gateway.Entry{}, fmt.Errorf("field %q given twice", name)
	}
	for _, name := range [...]string{"session_key", "session_id", "created_at", "updated_at"} {
		if !m.has(name) {
			return gateway.Entry{}, fmt.Errorf("%s missing", name)
		}
	}
	if e.Key == "" || e.SessionID == "" {
		return gateway.Entry{}, errors.New("session_key or session_id empty")
	}
	if err := pathSafeID(string(e.SessionID)); err != nil {
		return gateway.Entry{}, err
	}
	if err := pathSafeKey(string(e.Key)); err != nil {
		return gateway.Entry{}, err
	}
	return e, nil
}

// entryReading reads members and keeps the first refusal, so that entryOf lists the fields once.
type entryReading struct {
	m   members
	loc *time.Location
	err error
}

func (r *entryReading) keep(err error) {
	if r.err == nil {
		r.err = err
	}
}

func (r *entryReading) text(name string) string {
	s, err := r.m.text(name)
	r.keep(err)
	return s
}

func (r *entryReading) flag(name string) bool {
	b, err := r.m.flag(name)
	r.keep(err)
	return b
}

func (r *entryReading) count(name string) int {
	n, err := r.m.count(name)
	r.keep(err)
	return n
}

// time reads a required time; a string that does not parse (an empty one included) refuses the
// entry.
func (r *entryReading) time(name string) time.Time {
	if !r.m.has(name) {
		return time.Time{}
	}
	t, err := readTime(r.text(name), r.loc)
	if err != nil {
		r.keep(fmt.Errorf("%s: %v", name, err))
	}
	return t
}

// origin reads the source that last routed here: an object of strings (null ones empty), or absent.
func (r *entryReading) origin() *gateway.Source {
	if !r.m.has("origin") {
		return nil
	}
	o, err := objectMembers(r.m.get("origin"))
	if err != nil {
		r.keep(fmt.Errorf("origin is not an object: %v", err))
		return nil
	}
	if name := o.givenTwice(originNames[:]); name != "" {
		r.keep(fmt.Errorf("origin: field %q given twice", name))
	}
	s := &gateway.Source{}
	for _, f := range [...]struct {
		name string
		to   *string
	}{{"platform", (*string)(&s.Platform)}, {"chat_type", (*string)(&s.ChatType)}, {"chat_id", &s.ChatID},
		{"user_id", &s.UserID}, {"user_id_alt", &s.UserIDAlt}, {"thread_id", &s.ThreadID}} {
		v, err := o.text(f.name)
		if err != nil {
			r.keep(fmt.Errorf("origin: %v", err))
		}
		*f.to = v
	}
	return s
}

// model reads model_override: upstream's object (the port keeps its model name), a bare string,
// or absent.
func (r *entryReading) model() string {
	v := r.m.get("model_override")
	switch {
	case v == nil:
		return ""
	case v[0] == '"':
		return r.text("model_override")
	case v[0] == '{':
		if o, err := objectMembers(v); err == nil {
			name, err := o.text("model")
			r.keep(err)
			return name
		}
	}
	r.keep(fmt.Errorf("model_override is neither an object nor a string: %s", v))
	return ""
}

// pathSafeID: a session id names a transcript file, so it holds no "..", no separator and no
// drive letter (§1.2).
func pathSafeID(id string) error {
	if strings.Contains(id, "..") || strings.ContainsAny(id, `/\`) || hasDrive(id) {
		return fmt.Errorf("session_id %q could leave the sessions directory", id)
	}
	return nil
}

// pathSafeKey: a lane key may hold "/" inside, but not lead with a separator, start with a drive
// path or hold "..".
func pathSafeKey(k string) error {
	if strings.HasPrefix(k, "/") || strings.HasPrefix(k, `\`) || strings.Contains(k, "..") ||
		hasDrive(k) && len(k) > 2 && (k[2] == '/' || k[2] == '\\') {
		return fmt.Errorf("session_key %q could leave the sessions directory", k)
	}
	return nil
}

// hasDrive: a letter then a colon, as a Windows path starts.
func hasDrive(s string) bool {
	return len(s) >= 2 && s[1] == ':' && ('a' <= s[0]|0x20 && s[0]|0x20 <= 'z')
}

// readToken reads a turn token as the contract prints it, k<boot>.<seq>, each half a 32-bit count;
// a token of zero names no turn.
func readToken(s string) (gateway.TurnToken, bool) {
	rest, ok := strings.CutPrefix(s, "k")
	boot, seq, ok2 := strings.Cut(rest, ".")
	if !ok || !ok2 {
		return 0, false
	}
	b, err1 := strconv.ParseUint(boot, 10, 32)
	q, err2 := strconv.ParseUint(seq, 10, 32)
	if err1 != nil || err2 != nil || b == 0 && q == 0 {
		return 0, false
	}
	return gateway.TurnToken(b<<32 | q), true
}

// entryNames and originNames are the members an entry and its origin may give once only
// (docs/contract.md §1.2, expiry_finalized's old name memory_flushed counted apart).
var (
	entryNames = [...]string{"session_key", "session_id", "created_at", "updated_at", "origin", "platform", "chat_type",
		"total_tokens", "last_prompt_tokens", "was_auto_reset", "auto_reset_reason", "reset_had_activity",
		"prev_session_id", "is_fresh_reset", "expiry_finalized", "memory_flushed", "suspended", "resume_pending",
		"resume_reason", "last_resume_marked_at", "model_override", "active_turn_token", "active_turn_started_at"}
	originNames = [...]string{"platform", "chat_type", "chat_id", "user_id", "user_id_alt", "thread_id"}
)

// givenTwice names one of names that m gives more than once, or "".
func (m members) givenTwice(names []string) string {
	for _, n := range names {
		seen := 0
		for _, x := range m {
			if string(x.name) == n {
				seen++
			}
		}
		if seen > 1 {
			return n
		}
	}
	return ""
}
