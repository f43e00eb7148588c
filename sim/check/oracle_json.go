package check

import (
	"bytes"

	"gatewaysim/gateway"
)

// shortEntry reads a stored entry's key, session and auto-reset fields as DecodeEntry reads them
// when it loads the entry (a missing or null field is the zero value), from the bytes: each name
// must come once, as a member name (its quote right after "{" or ","), with a plain value (a
// string without escapes, true, false or null). false when it cannot tell, or when the entry
// names another lane. The gateway writes entries compact (as encoding/json did), these five names at
// the top level only (its origin and model objects have other names), so a short read never
// differs from the full one on an entry that loads.
func shortEntry(r gateway.StoredRoute) (gateway.Entry, bool) {
	var vals [len(shortNames)][]byte // each name's value, up to the end of the bytes
	b := r.Data
	for i := 0; i < len(b); {
		j := bytes.IndexByte(b[i:], '"')
		if j < 0 {
			break
		}
		j += i
		i = j + 1
		if j == 0 || b[j-1] != '{' && b[j-1] != ',' {
			continue // not a member name (an unescaped quote after "{" or "," is one)
		}
		for n, name := range shortNames {
			if bytes.HasPrefix(b[j+1:], []byte(name)) {
				if vals[n] != nil {
					return gateway.Entry{}, false // given twice
				}
				vals[n] = b[j+1+len(name):]
			}
		}
	}
	key, ok1 := plainString(vals[0])
	sid, ok2 := plainString(vals[1])
	reason, ok3 := plainString(vals[2])
	was, ok4 := plainBool(vals[3])
	had, ok5 := plainBool(vals[4])
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || vals[0] == nil || vals[1] == nil || key != r.Key {
		return gateway.Entry{}, false
	}
	return gateway.Entry{Key: gateway.LaneKey(key), SessionID: gateway.SessionID(sid), WasAutoReset: was,
		AutoResetReason: gateway.ResetReason(reason), ResetHadActivity: had}, true
}

// shortNames are the members shortEntry reads, each with its closing quote and colon.
var shortNames = [...]string{`session_key":`, `session_id":`, `auto_reset_reason":`, `was_auto_reset":`, `reset_had_activity":`}

// plainString reads a member's value: a string without escapes, or null, or nothing (absent: "").
func plainString(v []byte) (string, bool) {
	switch {
	case v == nil || bytes.HasPrefix(v, []byte("null")):
		return "", true
	case len(v) == 0 || v[0] != '"':
		return "", false
	}
	end := bytes.IndexByte(v[1:], '"')
	if end < 0 || bytes.IndexByte(v[1:1+end], '\\') >= 0 {
		return "", false
	}
	return string(v[1 : 1+end]), true
}

// plainBool reads a member's value: true, false, or null or nothing (absent: false).
func plainBool(v []byte) (bool, bool) {
	switch {
	case v == nil || bytes.HasPrefix(v, []byte("null")) || bytes.HasPrefix(v, []byte("false")):
		return false, true
	case bytes.HasPrefix(v, []byte("true")):
		return true, true
	}
	return false, false
}

// routeSession reads the session id out of a persisted entry without decoding the rest.
func routeSession(data []byte) gateway.SessionID {
	const key = `"session_id":"`
	i := bytes.Index(data, []byte(key))
	if i < 0 {
		return ""
	}
	rest := data[i+len(key):]
	j := bytes.IndexByte(rest, '"')
	if j < 0 {
		return ""
	}
	return gateway.SessionID(rest[:j])
}
