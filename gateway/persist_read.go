package gateway

// Reading an entry's members as upstream's json.loads and from_dict do, where a plain decoder
// would not: a field name matches only exactly (upstream ignores "Session_ID"), and an object that
// gives one of our fields twice is refused instead of silently taking one of the two values.
// Unknown fields are ignored: upstream writes many the port does not model.
//
// The order of the checks, and so which reason an entry with several faults is skipped for, is
// that of the first codec: the whole object is read first (its syntax, persist_json.go), then a
// field given twice, then a known field nested too deep for encoding/json, then the known fields
// by name in sorted order, where the first of the wrong type is the reason, unless origin,
// which comes later, fails on its own (its reasons are final).

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The entry's fields, numbered in sorted order of their names.
const (
	fActiveTurnStartedAt = iota
	fActiveTurnToken
	fAutoResetReason
	fChatType
	fCreatedAt
	fExpiryFinalized
	fIsFreshReset
	fLastPromptTokens
	fLastResumeMarkedAt
	fMemoryFlushed // the legacy name of expiry_finalized
	fModelOverride
	fOrigin
	fPlatform
	fPrevSessionID
	fResetHadActivity
	fResumePending
	fResumeReason
	fSessionID
	fSessionKey
	fSuspended
	fTotalTokens
	fUpdatedAt
	fWasAutoReset
	numFields
)

// fieldKind is what a field holds.
type fieldKind uint8

const (
	kString fieldKind = iota
	kInt
	kBool
	kRaw    // model_override: read by parseModel
	kOrigin // origin: an object of its own
)

var fields = [numFields]struct {
	name string
	kind fieldKind
}{
	{"active_turn_started_at", kString}, {"active_turn_token", kString}, {"auto_reset_reason", kString},
	{"chat_type", kString}, {"created_at", kString}, {"expiry_finalized", kBool}, {"is_fresh_reset", kBool},
	{"last_prompt_tokens", kInt}, {"last_resume_marked_at", kString}, {"memory_flushed", kBool},
	{"model_override", kRaw}, {"origin", kOrigin}, {"platform", kString}, {"prev_session_id", kString},
	{"reset_had_activity", kBool}, {"resume_pending", kBool}, {"resume_reason", kString},
	{"session_id", kString}, {"session_key", kString}, {"suspended", kBool}, {"total_tokens", kInt},
	{"updated_at", kString}, {"was_auto_reset", kBool},
}

// fieldByName finds a member's field by its name exactly, or returns -1.
func fieldByName(name []byte) int {
	s := name[1 : len(name)-1]
	if containsByte(s, '\\') {
		s = []byte(unquote(name))
	}
	switch string(s) {
	case "active_turn_started_at":
		return fActiveTurnStartedAt
	case "active_turn_token":
		return fActiveTurnToken
	case "auto_reset_reason":
		return fAutoResetReason
	case "chat_type":
		return fChatType
	case "created_at":
		return fCreatedAt
	case "expiry_finalized":
		return fExpiryFinalized
	case "is_fresh_reset":
		return fIsFreshReset
	case "last_prompt_tokens":
		return fLastPromptTokens
	case "last_resume_marked_at":
		return fLastResumeMarkedAt
	case "memory_flushed":
		return fMemoryFlushed
	case "model_override":
		return fModelOverride
	case "origin":
		return fOrigin
	case "platform":
		return fPlatform
	case "prev_session_id":
		return fPrevSessionID
	case "reset_had_activity":
		return fResetHadActivity
	case "resume_pending":
		return fResumePending
	case "resume_reason":
		return fResumeReason
	case "session_id":
		return fSessionID
	case "session_key":
		return fSessionKey
	case "suspended":
		return fSuspended
	case "total_tokens":
		return fTotalTokens
	case "updated_at":
		return fUpdatedAt
	case "was_auto_reset":
		return fWasAutoReset
	}
	return -1
}

// entryFields is what an entry's known members hold. A field is set when its member is present
// and not null; an unset field takes its default.
type entryFields struct {
	values [numFields][]byte // each member's value as it stands
	deep   [numFields]byte
	set    [numFields]bool
	text   [numFields][]byte // a string field's text, decoded
	ints   [numFields]int
	bools  [numFields]bool
	origin *Source
}

// read reads b's members into f, or returns why b is not a readable entry.
func (f *entryFields) read(b []byte) error {
	var twice []byte
	err := jsonObject(b, func(name, value []byte, deep byte) error {
		id := fieldByName(name)
		switch {
		case id < 0:
		case f.values[id] != nil:
			if twice == nil {
				twice = name
			}
		default:
			f.values[id], f.deep[id] = value, deep
		}
		return nil
	})
	switch {
	case err != nil:
		return err
	case twice != nil:
		return fmt.Errorf("field %q given twice", unquote(twice))
	}
	for id := range f.values {
		if f.values[id] != nil && f.deep[id] != 0 {
			// json.Unmarshal reads the members inside an object of their own: one level deeper.
			return syntaxError(f.deep[id], "exceeded max depth")
		}
	}
	var first error // the first field of the wrong type
	for id, v := range f.values {
		if v == nil || v[0] == 'n' { // absent, or null
			continue
		}
		switch kind := fields[id].kind; {
		case kind == kString && v[0] == '"':
			f.text[id] = stringText(v)
		case kind == kInt && (v[0] == '-' || isDigit(v[0])):
			n, err := strconv.ParseInt(string(v), 10, 64)
			if err != nil {
				first = cmp(first, typeError("number "+string(v), "entryLoad."+fields[id].name, "int"))
				continue
			}
			f.ints[id] = int(n)
		case kind == kBool && (v[0] == 't' || v[0] == 'f'):
			f.bools[id] = v[0] == 't'
		case kind == kRaw:
		case kind == kOrigin:
			o, err := readOrigin(v)
			if err != nil {
				return err // final: encoding/json stops at an error of the field's own decoder
			}
			f.origin = o
		default:
			first = cmp(first, typeError(jsonKind(v), "entryLoad."+fields[id].name, kindType(kind)))
			continue
		}
		f.set[id] = true
	}
	return first
}

// string is a string field's text ("" when unset).
func (f *entryFields) string(id int) string { return string(f.text[id]) }

// raw is a string field's text, nil when unset.
func (f *entryFields) raw(id int) []byte {
	if !f.set[id] {
		return nil
	}
	if f.text[id] == nil {
		return []byte{}
	}
	return f.text[id]
}

// stringText is the text of a JSON string (quotes included): the bytes themselves when they hold
// no escape and are valid UTF-8.
func stringText(v []byte) []byte {
	s := v[1 : len(v)-1]
	for _, c := range s {
		if c == '\\' || c >= 0x80 {
			return []byte(unquote(v))
		}
	}
	return s
}

// cmp keeps the first error.
func cmp(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// typeError is encoding/json's UnmarshalTypeError for a value of the wrong type in a field.
func typeError(value, field, typ string) error {
	return errors.New("json: cannot unmarshal " + value + " into Go struct field " + field + " of type " + typ)
}

// jsonKind names a value's kind as encoding/json's type errors do.
func jsonKind(v []byte) string {
	switch v[0] {
	case '"':
		return "string"
	case 't', 'f':
		return "bool"
	case '{':
		return "object"
	case '[':
		return "array"
	}
	return "number"
}

func kindType(k fieldKind) string {
	switch k {
	case kInt:
		return "int"
	case kBool:
		return "bool"
	}
	return "string"
}

// The origin's fields, in sorted order of their names.
var originNames = [...]string{"chat_id", "chat_type", "platform", "thread_id", "user_id", "user_id_alt"}

// readOrigin reads a SessionSource (not null): an object whose members are read by exact name, each
// once; a member of the wrong type is an error, a null one the empty string.
func readOrigin(v []byte) (*Source, error) {
	var vals [len(originNames)][]byte
	var twice []byte
	err := jsonObject(v, func(name, value []byte, _ byte) error {
		n := unquote(name)
		for i, o := range originNames {
			if n == o {
				if vals[i] != nil && twice == nil {
					twice = name
				}
				vals[i] = value
			}
		}
		return nil
	})
	switch {
	case err != nil:
		return nil, fmt.Errorf("origin: %v", err)
	case twice != nil:
		return nil, fmt.Errorf("origin: field %q given twice", unquote(twice))
	}
	var text [len(originNames)]string
	for i, val := range vals {
		switch {
		case val == nil || val[0] == 'n':
		case val[0] == '"':
			text[i] = string(stringText(val))
		default:
			return nil, typeError(jsonKind(val), "entryLoad.origin."+originNames[i], "string")
		}
	}
	return &Source{ChatID: text[0], ChatType: ChatType(text[1]), Platform: Platform(text[2]), ThreadID: text[3],
		UserID: text[4], UserIDAlt: text[5]}, nil
}

// parseModel reads model_override: upstream's object (its model, named in any case), a bare
// string, or null.
func parseModel(v []byte) (string, error) {
	if v == nil || string(v) == "null" {
		return "", nil
	}
	switch v[0] {
	case '"':
		return unquote(v), nil
	case '{':
		model, bad := "", false
		_ = jsonObject(v, func(name, value []byte, _ byte) error {
			if strings.EqualFold(unquote(name), "model") {
				switch value[0] {
				case '"':
					model = unquote(value)
				case 'n':
				default:
					bad = true
				}
			}
			return nil
		})
		if !bad {
			return model, nil
		}
	}
	return "", fmt.Errorf("want an object or a string: %s", compactJSON(v))
}
