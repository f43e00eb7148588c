package gateway

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
	_ "time/tzdata" // the zones below must exist on any machine

	"pgregory.net/rapid"
)

// zones cover: no DST, an hour of DST both ways, a half-hour DST shift, quarter-hour offsets.
var persistZones = []string{"UTC", "America/New_York", "Europe/London", "Australia/Lord_Howe",
	"Asia/Kathmandu", "America/St_Johns"}

func mustZone(t testing.TB, name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatalf("zone %s: %v", name, err)
	}
	return loc
}

// normalized is what the test expects back: times at microsecond precision in loc, the zero
// time kept zero.
func normalized(e Entry, loc *time.Location) Entry {
	tm := func(t time.Time) time.Time {
		if t.IsZero() {
			return time.Time{}
		}
		return time.Unix(t.Unix(), int64(t.Nanosecond()/1000*1000)).In(loc)
	}
	e = cloneEntry(e)
	e.CreatedAt, e.UpdatedAt = tm(e.CreatedAt), tm(e.UpdatedAt)
	e.LastResumeMarkedAt, e.ActiveTurnStartedAt = tm(e.LastResumeMarkedAt), tm(e.ActiveTurnStartedAt)
	return e
}

// oddString draws valid UTF-8 with the characters that stress a persisted form.
func oddString() *rapid.Generator[string] {
	return rapid.OneOf(
		rapid.SampledFrom([]string{"", "x", ":", "a:b", `"q"`, `\n`, "\n", "ünï", "<&>", " sp ", "\u2028", "null"}),
		rapid.String(),
	)
}

func drawTime(t *rapid.T, label string, zones []*time.Location, zeroOK bool) time.Time {
	if zeroOK && rapid.Bool().Draw(t, label+"_zero") {
		return time.Time{}
	}
	lo := time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC).Unix()
	hi := time.Date(2060, 1, 1, 0, 0, 0, 0, time.UTC).Unix()
	sec := rapid.Int64Range(lo, hi).Draw(t, label+"_sec")
	ns := rapid.OneOf(rapid.Just(int64(0)), rapid.Int64Range(0, 999_999_999)).Draw(t, label+"_ns")
	at := time.Unix(sec, ns).In(rapid.SampledFrom(zones).Draw(t, label+"_zone"))
	if rapid.Bool().Draw(t, label+"_near_dst") {
		// Within two hours of the draw zone's next offset change: the repeated and skipped hours.
		if _, end := at.ZoneBounds(); !end.IsZero() {
			d := rapid.Int64Range(-2*3600, 2*3600).Draw(t, label+"_dst_delta")
			at = end.Add(time.Duration(d)*time.Second + time.Duration(ns))
		}
	}
	return at
}

func validKey(s string) bool { return s != "" && checkSessionKey(s) == nil }

func validID(s string) bool { return s != "" && checkSessionID(s) == nil }

func drawEntry(t *rapid.T, zones []*time.Location) Entry {
	e := Entry{
		Key:              LaneKey(oddString().Filter(validKey).Draw(t, "key")),
		SessionID:        SessionID(oddString().Filter(validID).Draw(t, "id")),
		CreatedAt:        drawTime(t, "created", zones, false),
		UpdatedAt:        drawTime(t, "updated", zones, false),
		Platform:         Platform(oddString().Draw(t, "platform")),
		ChatType:         ChatType(oddString().Draw(t, "chat_type")),
		TotalTokens:      rapid.Int().Draw(t, "total_tokens"),
		LastPromptTokens: rapid.Int().Draw(t, "last_prompt_tokens"),
		WasAutoReset:     rapid.Bool().Draw(t, "was_auto_reset"),
		AutoResetReason: ResetReason(rapid.OneOf(rapid.SampledFrom([]string{"", "idle", "daily", "suspended",
			"resume_pending_expired"}), oddString()).Draw(t, "auto_reset_reason")),
		ResetHadActivity: rapid.Bool().Draw(t, "reset_had_activity"),
		PrevSessionID:    SessionID(oddString().Draw(t, "prev_session_id")),
		IsFreshReset:     rapid.Bool().Draw(t, "is_fresh_reset"),
		ExpiryFinalized:  rapid.Bool().Draw(t, "expiry_finalized"),
		Suspended:        rapid.Bool().Draw(t, "suspended"),
		ResumePending:    rapid.Bool().Draw(t, "resume_pending"),
		ResumeReason: ResumeReason(rapid.OneOf(rapid.SampledFrom([]string{"", "restart_timeout",
			"shutdown_timeout", "restart_interrupted"}), oddString()).Draw(t, "resume_reason")),
		LastResumeMarkedAt: drawTime(t, "marked", zones, true),
		ModelOverride:      oddString().Draw(t, "model_override"),
	}
	if rapid.Bool().Draw(t, "has_origin") {
		e.Origin = &Source{
			Platform: Platform(oddString().Draw(t, "o_platform")), ChatType: ChatType(oddString().Draw(t, "o_type")),
			ChatID: oddString().Draw(t, "o_chat"), UserID: oddString().Draw(t, "o_user"),
			UserIDAlt: oddString().Draw(t, "o_alt"), ThreadID: oddString().Draw(t, "o_thread"),
		}
	}
	if rapid.Bool().Draw(t, "has_turn") {
		e.ActiveTurnToken = TurnToken(rapid.Uint64Min(1).Draw(t, "turn_token"))
		e.ActiveTurnStartedAt = drawTime(t, "turn_at", zones, false)
	}
	return e
}

func loadZones(t testing.TB) []*time.Location {
	zs := make([]*time.Location, len(persistZones))
	for i, n := range persistZones {
		zs[i] = mustZone(t, n)
	}
	return zs
}

func TestPersistRoundTripProperty(t *testing.T) {
	zones := loadZones(t)
	rapid.Check(t, func(t *rapid.T) {
		loc := rapid.SampledFrom(zones).Draw(t, "loc")
		e := drawEntry(t, zones)
		b, err := EncodeEntry(e, loc)
		if err != nil {
			t.Fatalf("encode: %v", err)
		}
		got, err := DecodeEntry(b, loc)
		if err != nil {
			t.Fatalf("decode: %v\n%s", err, b)
		}
		want := normalized(e, loc)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("round trip changed the entry\n got: %s\nwant: %s\njson: %s", dumpEntry(got), dumpEntry(want), b)
		}
		b2, err := EncodeEntry(got, loc)
		if err != nil || string(b2) != string(b) {
			t.Fatalf("re-encoding the loaded entry differs (%v)\n%s\n%s", err, b, b2)
		}
	})
}

func TestPersistIndexRoundTripProperty(t *testing.T) {
	zones := loadZones(t)
	rapid.Check(t, func(t *rapid.T) {
		loc := rapid.SampledFrom(zones).Draw(t, "loc")
		n := rapid.IntRange(0, 5).Draw(t, "n")
		byKey := map[LaneKey]Entry{}
		for i := 0; i < n; i++ {
			e := drawEntry(t, zones)
			if strings.HasPrefix(string(e.Key), "_") {
				continue // a sentinel key by construction; covered by the table test
			}
			byKey[e.Key] = e
		}
		// The rows a store returns: one per lane, under its key, sorted by key.
		var rows []StoredRoute
		for _, e := range byKey {
			b, err := EncodeEntry(e, loc)
			if err != nil {
				t.Fatalf("encode: %v", err)
			}
			rows = append(rows, StoredRoute{Key: string(e.Key), Data: b})
		}
		slices.SortFunc(rows, func(a, b StoredRoute) int { return strings.Compare(a.Key, b.Key) })
		got, skipped := DecodeRoutes(rows, loc)
		if len(skipped) != 0 {
			t.Fatalf("skipped %v\n%q", skipped, rows)
		}
		if len(got) != len(byKey) {
			t.Fatalf("loaded %d entries, wrote %d", len(got), len(byKey))
		}
		for i, e := range got {
			if i > 0 && got[i-1].Key >= e.Key {
				t.Fatalf("entries not sorted by key: %q then %q", got[i-1].Key, e.Key)
			}
			if want := normalized(byKey[e.Key], loc); !reflect.DeepEqual(e, want) {
				t.Fatalf("entry %q changed\n got: %s\nwant: %s", e.Key, dumpEntry(e), dumpEntry(want))
			}
		}
	})
}

func dumpEntry(e Entry) string {
	s := fmt.Sprintf("%+v", e)
	if e.Origin != nil {
		s += fmt.Sprintf(" origin=%+v", *e.Origin)
	}
	return s
}

// entryJSONWith builds a persisted entry from a valid base with some keys replaced (nil deletes).
func entryJSONWith(t *testing.T, changes map[string]any) []byte {
	t.Helper()
	b, err := entryWith(changes)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// entryWith is entryJSONWith without a test.
func entryWith(changes map[string]any) ([]byte, error) {
	m := map[string]any{
		"session_key": "agent:main:telegram:dm:42",
		"session_id":  "20260301_120000_0000abcd",
		"created_at":  "2026-03-01T12:00:00",
		"updated_at":  "2026-03-01T12:05:00.250000+00:00",
		"platform":    "telegram",
		"chat_type":   "dm",
	}
	for k, v := range changes {
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
	}
	return json.Marshal(m)
}

func TestDecodeEntryValidation(t *testing.T) {
	tests := []struct {
		name    string
		changes map[string]any
		wantErr string // "" = loads
	}{
		{"valid", nil, ""},
		{"id with ..", map[string]any{"session_id": "a..b"}, "session_id"},
		{"id with /", map[string]any{"session_id": "a/b"}, "session_id"},
		{`id with \`, map[string]any{"session_id": `a\b`}, "session_id"},
		{"id with drive letter", map[string]any{"session_id": "C:x"}, "drive letter"},
		{"key with leading /", map[string]any{"session_key": "/agent:main"}, "session_key"},
		{"key with ..", map[string]any{"session_key": "agent:..:x"}, "session_key"},
		{"key with interior / is fine", map[string]any{"session_key": "agent:main:x/y"}, ""},
		{"missing session_key", map[string]any{"session_key": nil}, "missing"},
		{"missing session_id", map[string]any{"session_id": nil}, "missing"},
		{"missing created_at", map[string]any{"created_at": nil}, "missing"},
		{"missing updated_at", map[string]any{"updated_at": nil}, "missing"},
		{"unparseable created_at", map[string]any{"created_at": "yesterday"}, "created_at"},
		{"wrong type", map[string]any{"total_tokens": "many"}, "unreadable"},
		{"unparseable marker time loads as none", map[string]any{"last_resume_marked_at": "soon"}, ""},
	}
	utc := time.UTC
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodeEntry(entryJSONWith(t, tc.changes), utc)
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatalf("want load, got error %v", err)
			case tc.wantErr != "" && err == nil:
				t.Fatalf("want error containing %q, entry loaded", tc.wantErr)
			case tc.wantErr != "" && !strings.Contains(err.Error(), tc.wantErr):
				t.Fatalf("error %q does not say %q", err, tc.wantErr)
			}
		})
	}
}

func TestDecodeEntryDefaults(t *testing.T) {
	e, err := DecodeEntry(entryJSONWith(t, map[string]any{"platform": nil, "chat_type": nil}), time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	want := Entry{Key: "agent:main:telegram:dm:42", SessionID: "20260301_120000_0000abcd", ChatType: ChatDM,
		CreatedAt: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC), UpdatedAt: time.Date(2026, 3, 1, 12, 5, 0, 250e6, time.UTC)}
	if !reflect.DeepEqual(e, want) {
		t.Fatalf("defaults\n got: %s\nwant: %s", dumpEntry(e), dumpEntry(want))
	}
}

func TestDecodeEntryLegacyAndTurnMarker(t *testing.T) {
	at := "2026-03-01T11:59:00+00:00"
	tests := []struct {
		name      string
		changes   map[string]any
		finalized bool
		token     TurnToken
	}{
		{"legacy memory_flushed", map[string]any{"memory_flushed": true}, true, 0},
		{"expiry_finalized wins over legacy", map[string]any{"memory_flushed": true, "expiry_finalized": false}, false, 0},
		{"expiry_finalized", map[string]any{"expiry_finalized": true}, true, 0},
		{"full marker pair", map[string]any{"active_turn_token": "k2.7", "active_turn_started_at": at}, false, 2<<32 | 7},
		{"token without time dropped", map[string]any{"active_turn_token": "k2.7"}, false, 0},
		{"time without token dropped", map[string]any{"active_turn_started_at": at}, false, 0},
		{"malformed token dropped", map[string]any{"active_turn_token": "2.7", "active_turn_started_at": at}, false, 0},
		{"zero token dropped", map[string]any{"active_turn_token": "k0.0", "active_turn_started_at": at}, false, 0},
		{"malformed time dropped", map[string]any{"active_turn_token": "k2.7", "active_turn_started_at": "x"}, false, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, err := DecodeEntry(entryJSONWith(t, tc.changes), time.UTC)
			if err != nil {
				t.Fatal(err)
			}
			if e.ExpiryFinalized != tc.finalized {
				t.Errorf("expiry_finalized = %v, want %v", e.ExpiryFinalized, tc.finalized)
			}
			if e.ActiveTurnToken != tc.token || (tc.token == 0) != e.ActiveTurnStartedAt.IsZero() {
				t.Errorf("marker = %v at %v, want token %v with a time iff set", e.ActiveTurnToken, e.ActiveTurnStartedAt, tc.token)
			}
		})
	}
}

func TestEncodeHalfTurnMarkerWritesNeither(t *testing.T) {
	e := Entry{Key: "k", SessionID: "s", CreatedAt: time.Unix(1e9, 0), UpdatedAt: time.Unix(1e9, 0), ActiveTurnToken: 5}
	b, err := EncodeEntry(e, time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m["active_turn_token"] != nil || m["active_turn_started_at"] != nil {
		t.Fatalf("half pair written: %s", b)
	}
}

// TestDecodeRoutes: sentinel rows are skipped silently, each bad entry with its reason, and the
// good ones load.
func TestDecodeRoutes(t *testing.T) {
	stored := storedIndex(
		"_README", `"this file is managed by the gateway"`,
		"_version", `3`,
		"a", goodEntry(t, "a", "s1"),
		"b", goodEntry(t, "b", "../etc"),
		"c", `[1,2]`,
		"d", goodEntry(t, "d", "s4"),
		"e", goodEntry(t, "other", "s5"),
	)
	entries, skipped := DecodeRoutes(stored, time.UTC)
	var keys []string
	for _, e := range entries {
		keys = append(keys, string(e.Key))
	}
	if got := strings.Join(keys, ","); got != "a,d" {
		t.Errorf("loaded %q, want a,d", got)
	}
	var why []string
	for _, s := range skipped {
		why = append(why, s.Key+": "+s.Reason)
	}
	got := strings.Join(why, "\n")
	for _, want := range []string{`b: session_id "../etc"`, "c: unreadable entry", `e: index key "e" holds the entry of "other"`} {
		if !strings.Contains(got, want) {
			t.Errorf("skipped reasons lack %q:\n%s", want, got)
		}
	}
	if len(skipped) != 3 || strings.Contains(got, "_README") || strings.Contains(got, "_version") {
		t.Errorf("want exactly b, c, e skipped (sentinels silent), got:\n%s", got)
	}
}

// Naive strings are upstream's own form; they must resolve by Python's fold=0 rule on DST days.
func TestParseLocalNaiveAcrossDST(t *testing.T) {
	ny := mustZone(t, "America/New_York")
	tests := []struct{ in, wantUTC string }{
		{"2026-07-01T12:00:00", "2026-07-01T16:00:00Z"},
		{"2026-11-01T01:30:00", "2026-11-01T05:30:00Z"},       // repeated hour: the earlier (EDT) instant
		{"2026-11-01T01:30:00-05:00", "2026-11-01T06:30:00Z"}, // the offset picks the later one
		{"2026-03-08T02:30:00", "2026-03-08T07:30:00Z"},       // skipped hour: pre-change offset (EST)
		{"2026-03-08 03:30:00.000001", "2026-03-08T07:30:00.000001Z"},
	}
	for _, tc := range tests {
		got, err := parseLocal(tc.in, ny)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if s := got.UTC().Format(time.RFC3339Nano); s != tc.wantUTC {
			t.Errorf("%s read as %s, want %s", tc.in, s, tc.wantUTC)
		}
		if got.Location() != ny {
			t.Errorf("%s loaded in %v, want the configured zone", tc.in, got.Location())
		}
	}
}

func TestFormatLocalLikeIsoformat(t *testing.T) {
	ny := mustZone(t, "America/New_York")
	tests := []struct {
		at   time.Time
		want string
	}{
		{time.Date(2026, 11, 1, 5, 30, 0, 0, time.UTC), "2026-11-01T01:30:00-04:00"},
		{time.Date(2026, 11, 1, 6, 30, 0, 0, time.UTC), "2026-11-01T01:30:00-05:00"},
		{time.Date(2026, 7, 1, 16, 0, 0, 1500, time.UTC), "2026-07-01T12:00:00.000001-04:00"},
		{time.Date(2026, 7, 1, 16, 0, 0, 999, time.UTC), "2026-07-01T12:00:00-04:00"},
	}
	for _, tc := range tests {
		if got := formatLocal(tc.at, ny); got != tc.want {
			t.Errorf("formatLocal(%v) = %s, want %s", tc.at, got, tc.want)
		}
	}
}

// B06 must lose exactly the three auto-reset fields, and only with the flag on.
func TestPersistB06DropsAutoResetFields(t *testing.T) {
	e := Entry{Key: "k", SessionID: "s", CreatedAt: time.Unix(1e9, 0), UpdatedAt: time.Unix(1e9, 0),
		WasAutoReset: true, AutoResetReason: EndIdle, ResetHadActivity: true, PrevSessionID: "p", LastPromptTokens: 7}
	for _, bugs := range []BugSet{nil, {B06}} {
		b, err := encodeEntryBugs(e, time.UTC, bugs.mask())
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeEntry(b, time.UTC)
		if err != nil {
			t.Fatal(err)
		}
		lost := !got.WasAutoReset && got.AutoResetReason == "" && !got.ResetHadActivity
		kept := got.WasAutoReset && got.AutoResetReason == EndIdle && got.ResetHadActivity
		on := bugs.mask().Has(B06)
		if on && !lost || !on && !kept {
			t.Errorf("bugs=%v: auto-reset fields after reload: was=%v reason=%q activity=%v", bugs,
				got.WasAutoReset, got.AutoResetReason, got.ResetHadActivity)
		}
		if got.PrevSessionID != "p" || got.LastPromptTokens != 7 {
			t.Errorf("bugs=%v: B06 touched other fields: %s", bugs, dumpEntry(got))
		}
	}
}
