package gateway

import (
	"strings"
	"testing"
	"time"
)

// The routing index as a hostile disk leaves it: corrupt entries, truncated data, unknown fields,
// duplicate keys and wrong types. A bad entry is skipped with its reason; every good one loads.

// TestDecodeEntryHostile: one persisted entry, damaged in each way.
func TestDecodeEntryHostile(t *testing.T) {
	good := string(entryJSONWith(t, nil))
	const head = `{"session_key":"agent:main:telegram:dm:42","created_at":"2026-03-01T12:00:00","updated_at":"2026-03-01T12:00:00"`
	tests := []struct {
		name, data string
		wantErr    string // "" = loads with session id wantID
		wantID     SessionID
	}{
		// Unknown fields: upstream writes many the port does not model; they never matter.
		{"upstream's other fields", head + `,"session_id":"s1","display_name":"x","metadata":{"a":[1,{"b":null}]},"input_tokens":5,"estimated_cost_usd":0.5,"cost_status":"unknown"}`, "", "s1"},
		{"a field of tomorrow", head + `,"session_id":"s1","v9_field":{"deep":[[[[]]]]}}`, "", "s1"},
		{"an unknown field given twice", head + `,"session_id":"s1","metadata":{},"metadata":[]}`, "", "s1"},
		// Names match exactly, as upstream reads them: a case variant is an unknown field.
		{"a case variant is ignored", head + `,"session_id":"s1","Session_ID":"../etc"}`, "", "s1"},
		{"a case variant is no session_id", head + `,"SESSION_ID":"s1"}`, "missing session_key, session_id", ""},
		{"a case variant inside origin", head + `,"session_id":"s1","origin":{"platform":"telegram","Platform":"evil"}}`, "", "s1"},
		// Duplicate fields of ours: which one is meant is unknowable.
		{"session_id twice", head + `,"session_id":"s1","session_id":"s2"}`, `unreadable entry: field "session_id" given twice`, ""},
		{"suspended twice", head + `,"session_id":"s1","suspended":false,"suspended":true}`, `unreadable entry: field "suspended" given twice`, ""},
		{"chat_id twice in origin", head + `,"session_id":"s1","origin":{"chat_id":"1","chat_id":"2"}}`, `field "chat_id" given twice`, ""},
		// Wrong types.
		{"session_id a number", head + `,"session_id":5}`, "unreadable entry: json: cannot unmarshal number", ""},
		{"total_tokens a string", head + `,"session_id":"s1","total_tokens":"many"}`, "unreadable entry: json: cannot unmarshal string", ""},
		{"total_tokens a fraction", head + `,"session_id":"s1","total_tokens":1.5}`, "unreadable entry: json: cannot unmarshal number 1.5", ""},
		{"total_tokens too large", head + `,"session_id":"s1","total_tokens":1e400}`, "unreadable entry", ""},
		{"suspended a string", head + `,"session_id":"s1","suspended":"yes"}`, "unreadable entry: json: cannot unmarshal string", ""},
		{"origin a string", head + `,"session_id":"s1","origin":"telegram"}`, "origin: want a JSON object, found a string", ""},
		{"model_override a number", head + `,"session_id":"s1","model_override":5}`, "model_override: want an object or a string", ""},
		{"created_at a number", `{"session_key":"k","session_id":"s1","created_at":5,"updated_at":"2026-03-01T12:00:00"}`, "unreadable entry: json: cannot unmarshal number", ""},
		{"null flags take their defaults", head + `,"session_id":"s1","suspended":null,"origin":null,"total_tokens":null}`, "", "s1"},
		// Times that would not read back once written.
		{"year 10000 in UTC", head + `,"session_id":"s1","active_turn_token":"k1.1","active_turn_started_at":"9999-12-31T23:00:00-05:00"}`, "", "s1"},
		{"created_at past year 9999", `{"session_key":"k","session_id":"s1","created_at":"9999-12-31T23:59:59-14:00","updated_at":"2026-03-01T12:00:00"}`,
			`created_at: "9999-12-31T23:59:59-14:00" is outside the years 0001..9999`, ""},
		{"updated_at before year 1", `{"session_key":"k","session_id":"s1","created_at":"2026-03-01T12:00:00","updated_at":"0001-01-01T00:00:00+14:00"}`,
			`updated_at: "0001-01-01T00:00:00+14:00" is outside the years 0001..9999`, ""},
		// Not an entry at all.
		{"empty", ``, "unreadable entry: EOF", ""},
		{"null", `null`, "unreadable entry: want a JSON object, found null", ""},
		{"an array", `[1,2]`, "unreadable entry: want a JSON object, found [", ""},
		{"two objects", good + good, "unreadable entry: data after the object", ""},
		{"a NUL byte", "\x00" + good, "unreadable entry: invalid character", ""},
		{"invalid UTF-8 around", good + "\xff", "unreadable entry", ""},
		{"nesting past the decoder's limit", head + `,"session_id":"s1","x":` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + `}`, "unreadable entry", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, err := DecodeEntry([]byte(tc.data), time.UTC)
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatalf("want a load, got %v", err)
			case tc.wantErr == "" && e.SessionID != tc.wantID:
				t.Fatalf("loaded session %q, want %q", e.SessionID, tc.wantID)
			case tc.wantErr != "" && err == nil:
				t.Fatalf("want an error with %q, loaded %s", tc.wantErr, dumpEntry(e))
			case tc.wantErr != "" && !strings.Contains(err.Error(), tc.wantErr):
				t.Fatalf("error %q does not say %q", err, tc.wantErr)
			}
		})
	}
}

// TestDecodeEntryTruncated: every proper prefix of a persisted entry is refused with a reason.
func TestDecodeEntryTruncated(t *testing.T) {
	b := entryJSONWith(t, map[string]any{"origin": map[string]any{"platform": "telegram", "chat_id": "42"}, "resume_pending": true})
	for n := range len(b) {
		if _, err := DecodeEntry(b[:n], time.UTC); err == nil || !strings.HasPrefix(err.Error(), "unreadable entry: ") {
			t.Fatalf("prefix of %d bytes: %v", n, err)
		}
	}
	if _, err := DecodeEntry(b, time.UTC); err != nil {
		t.Fatal(err)
	}
}

// storedIndex builds routing index rows from key, data pairs.
func storedIndex(kv ...string) []StoredRoute {
	var out []StoredRoute
	for i := 0; i+1 < len(kv); i += 2 {
		out = append(out, StoredRoute{Key: kv[i], Data: []byte(kv[i+1])})
	}
	return out
}

// goodEntry is a loadable persisted entry for lane key with session id.
func goodEntry(t *testing.T, key, id string) string {
	return string(entryJSONWith(t, map[string]any{"session_key": key, "session_id": id}))
}

// TestDecodeRoutesKeepsEveryGoodEntry: a damaged index loads every good entry and skips every bad
// one with its key and reason, whatever order they come in.
func TestDecodeRoutesKeepsEveryGoodEntry(t *testing.T) {
	good1, good2 := goodEntry(t, "a", "s1"), goodEntry(t, "b", "s2")
	stored := storedIndex(
		"_README", `"this file is managed by the gateway"`,
		"a", good1,
		"b", good2[:len(good2)/2], // truncated
		"c", `{"session_key":"c",`+"\x00\x01\x02", // corrupt
		"d", goodEntry(t, "d", "s4")[:10]+`"extra":1}`, // corrupt in the middle
		"e", goodEntry(t, "e", "../s5"), // a path id
		"f", goodEntry(t, "f", "s6"),
		"g", `{"session_key":"g","session_id":7}`, // a field of the wrong type
		"h", goodEntry(t, "other", "s8"), // under another lane's key
		"i", strings.Replace(goodEntry(t, "i", "s9"), `"platform":"telegram"`, `"platform":"telegram","future":{"x":[1,2,3]}`, 1),
	)
	entries, skipped := DecodeRoutes(stored, time.UTC)
	var got []string
	for _, e := range entries {
		got = append(got, string(e.Key)+"="+string(e.SessionID))
	}
	if want := "a=s1 f=s6 i=s9"; strings.Join(got, " ") != want {
		t.Errorf("loaded %q, want %q", strings.Join(got, " "), want)
	}
	var why []string
	for _, s := range skipped {
		if s.Reason == "" {
			t.Errorf("%s skipped without a reason", s.Key)
		}
		why = append(why, s.Key+": "+s.Reason)
	}
	for _, want := range []string{"b: unreadable entry: unexpected EOF", "c: unreadable entry: invalid character",
		"d: unreadable entry: ", `e: session_id "../s5" contains a path separator or a parent reference (..)`,
		"g: unreadable entry: json: cannot unmarshal number",
		`h: index key "h" holds the entry of "other"`} {
		if !strings.Contains(strings.Join(why, "\n"), want) {
			t.Errorf("no skip reason %q in:\n%s", want, strings.Join(why, "\n"))
		}
	}
	if len(skipped) != 6 {
		t.Errorf("%d skipped, want 6:\n%s", len(skipped), strings.Join(why, "\n"))
	}
}

// TestBootSkipsBadEntries: a process booting over a damaged index reports each bad entry with its
// reason, routes every lane whose entry was good to its session, and recovers the others.
func TestBootSkipsBadEntries(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		good, bad := tgDM("71"), tgDM("72")
		r.exchange(good, "hello", 100)
		r.exchange(bad, "hello", 100)
		keep, lose := r.sid(good), r.sid(bad)
		dup := tgDM("73")
		r.exchange(dup, "hello", 100)
		dupID := r.sid(dup)
		must := func(err error) {
			if err != nil {
				t.Fatal(err)
			}
		}
		stored, ok := r.stored(bad)
		r.check(ok, "no stored route for the bad lane")
		b, err := EncodeEntry(stored, rigZone)
		must(err)
		must(r.mem.SaveRoute(r.key(bad), b[:len(b)/2]))                       // truncated
		must(r.mem.SaveRoute("agent:main:telegram:dm:99", []byte(`{"x":`)))   // corrupt, no lane
		must(r.mem.SaveRoute("agent:main:telegram:dm:98", []byte(`[1,2,3]`))) // wrong type
		lines := r.crash()
		r.want(lines, "entry-skipped lane=telegram:dm:72 text=unreadable", "entry-skipped lane=telegram:dm:99", "entry-skipped lane=telegram:dm:98")
		r.check(r.sid(good) == keep && r.sid(dup) == dupID, "a good entry did not load")
		r.want(r.send(bad, "again"), "recovered session="+r.name(lose), "routed session="+r.name(lose))
	})
}

// TestWritableYearEdges: the first and last years Python writes (0001 and 9999) are writable, in
// the zone and in UTC; a time one year outside either is refused.
func TestWritableYearEdges(t *testing.T) {
	for _, c := range []struct {
		at time.Time
		ok bool
	}{
		{time.Date(1, 1, 1, 12, 0, 0, 0, time.UTC), true},
		{time.Date(9999, 12, 31, 12, 0, 0, 0, time.UTC), true},
		{time.Date(0, 12, 31, 12, 0, 0, 0, time.UTC), false},
		{time.Date(10000, 1, 1, 12, 0, 0, 0, time.UTC), false},
	} {
		if _, err := writable(c.at, []byte(c.at.String())); (err == nil) != c.ok {
			t.Errorf("writable(%s): err %v, want ok=%v", c.at, err, c.ok)
		}
	}
}
