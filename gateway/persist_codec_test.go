package gateway

import (
	"bytes"
	"encoding/binary"
	"reflect"
	"strings"
	"testing"
	"time"
)

// The hand-written codec against the reference codec (persist_ref_test.go, encoding/json and the
// time package): on any bytes both read the same entries and refuse the same inputs for the same
// reason, on any rows DecodeRoutes loads and skips what its reference does, and on any entry both
// write the same bytes.
//
//	go test ./gateway -run '^$' -fuzz '^FuzzCodecMatchesReflection$' -fuzztime 10m

// codecZones are the zones the comparison reads and writes in: both DST directions, half-hour
// and half-hour-DST offsets, a zone whose early offsets have seconds (Amsterdam's +00:19:32), and
// fixed zones with seconds of either sign.
var codecZones = func() []*time.Location {
	var out []*time.Location
	for _, name := range []string{"UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe", "Europe/Amsterdam"} {
		loc, err := time.LoadLocation(name)
		if err != nil {
			panic(err)
		}
		out = append(out, loc)
	}
	return append(out, time.FixedZone("odd", 3723), time.FixedZone("back", -30), time.FixedZone("far", -(13*3600+45*60+15)))
}()

// sameDecode fails when the two codecs read data differently.
func sameDecode(t *testing.T, data []byte, loc *time.Location) {
	t.Helper()
	got, gotErr := DecodeEntry(data, loc)
	want, wantErr := refDecodeEntry(data, loc)
	if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
		t.Fatalf("DecodeEntry(%q) in %s:\n got error %v\nwant error %v", data, loc, gotErr, wantErr)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("DecodeEntry(%q) in %s:\n got %s\nwant %s", data, loc, dumpEntry(got), dumpEntry(want))
	}
}

// sameRoutes fails when DecodeRoutes reads rows differently from refDecodeRoutes, the plain
// version of it (every key looked up in a map, where DecodeRoutes looks only when rows come out
// of key order).
func sameRoutes(t *testing.T, rows []StoredRoute, loc *time.Location) {
	t.Helper()
	ges, gsk := DecodeRoutes(rows, loc)
	wes, wsk := refDecodeRoutes(rows, loc)
	if !reflect.DeepEqual(ges, wes) || !reflect.DeepEqual(gsk, wsk) {
		t.Fatalf("DecodeRoutes(%q) in %s:\n got %v %v\nwant %v %v", rows, loc, ges, gsk, wes, wsk)
	}
}

// sameEncode fails when the two codecs write es differently (each entry, with and without B06),
// and checks that what they write reads back the same way, alone and as rows under each entry's key.
func sameEncode(t *testing.T, es []Entry, loc *time.Location) {
	t.Helper()
	var zone zoneSpan // as a gateway's saves share one
	var rows []StoredRoute
	for _, e := range es {
		for _, bugs := range []bugMask{0, BugSet{B06}.mask()} {
			got, gotErr := encodeEntryBugs(e, loc, bugs)
			want, wantErr := refEncodeEntryBugs(e, loc, bugs)
			if (gotErr == nil) != (wantErr == nil) || !bytes.Equal(got, want) {
				t.Fatalf("encode %s in %s:\n got %s (%v)\nwant %s (%v)", dumpEntry(e), loc, got, gotErr, want, wantErr)
			}
			if saved := appendEntry(nil, &e, loc, bugs, &zone); !bytes.Equal(saved, want) {
				t.Fatalf("save %s in %s:\n got %s\nwant %s", dumpEntry(e), loc, saved, want)
			}
			sameDecode(t, got, loc)
			if bugs == 0 {
				rows = append(rows, StoredRoute{Key: string(e.Key), Data: got})
			}
		}
	}
	sameRoutes(t, rows, loc)
}

// sameTime fails when the two codecs read or write a time differently.
func sameTime(t *testing.T, s string, at time.Time, loc *time.Location) {
	t.Helper()
	got, gotErr := parseLocal(s, loc)
	want, wantErr := refParseLocal(s, loc)
	if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() || got != want {
		t.Fatalf("parseLocal(%q) in %s: got %v (%v), want %v (%v)", s, loc, got, gotErr, want, wantErr)
	}
	if g, w := formatLocal(at, loc), refFormatLocal(at, loc); g != w {
		t.Fatalf("formatLocal(%v) in %s = %q, want %q", at, loc, g, w)
	}
}

// entrySource makes entries out of fuzz bytes: every field from the bytes, strings from a palette
// of the characters JSON treats specially (and raw bytes), times from year -100 to 10100.
type entrySource struct {
	b    []byte
	last time.Time // the last time made: the next is often near it (a zone period shared, or just crossed)
}

func (s *entrySource) byte() byte {
	if len(s.b) == 0 {
		return 0
	}
	c := s.b[0]
	s.b = s.b[1:]
	return c
}

func (s *entrySource) u64() uint64 {
	var buf [8]byte
	for i := range buf {
		buf[i] = s.byte()
	}
	return binary.LittleEndian.Uint64(buf[:])
}

var stringPalette = []string{"", "a", "k", "agent:main:telegram:dm:42", "<", ">", "&", `"`, `\`, "\n", "\x00", "\x1f", "\x7f",
	"\u2028", "\u2029", "é", "\xff", "\xe2\x80", "\xed\xa0\x80", "😀", "/", "..", " ", "idle", "telegram", "dm"}

func (s *entrySource) str() string {
	var b strings.Builder
	for n := int(s.byte() % 6); n > 0; n-- {
		c := s.byte()
		if c < 0xc0 {
			b.WriteString(stringPalette[int(c)%len(stringPalette)])
		} else {
			b.WriteByte(s.byte()) // any byte
		}
	}
	return b.String()
}

func (s *entrySource) time() time.Time {
	switch s.byte() % 6 {
	case 0:
		return time.Time{}
	case 1, 2:
		if !s.last.IsZero() {
			s.last = s.last.Add(time.Duration(int64(s.u64()%(120*24*3600e9)) - 60*24*3600e9))
			return s.last
		}
	}
	const from, span = -65322460800, 321001862400 // 0100 BC (year -100) to year 10100, in Unix seconds
	sec := from + int64(s.u64()%span)
	var nsec int64
	switch s.byte() % 3 {
	case 1:
		nsec = int64(s.u64() % 1e9)
	case 2:
		nsec = int64(s.u64()%1e6) * 1000
	}
	s.last = time.Unix(sec, nsec)
	return s.last
}

func (s *entrySource) entry() Entry {
	e := Entry{Key: LaneKey(s.str()), SessionID: SessionID(s.str()), CreatedAt: s.time(), UpdatedAt: s.time(),
		Platform: Platform(s.str()), ChatType: ChatType(s.str()), TotalTokens: int(int64(s.u64())), LastPromptTokens: int(int32(s.u64())),
		WasAutoReset: s.byte()%2 == 0, AutoResetReason: ResetReason(s.str()), ResetHadActivity: s.byte()%2 == 0,
		PrevSessionID: SessionID(s.str()), IsFreshReset: s.byte()%2 == 0, ExpiryFinalized: s.byte()%2 == 0,
		Suspended: s.byte()%2 == 0, ResumePending: s.byte()%2 == 0, ResumeReason: ResumeReason(s.str()),
		LastResumeMarkedAt: s.time(), ModelOverride: s.str(), ActiveTurnToken: TurnToken(s.u64() >> (s.byte() % 64)),
		ActiveTurnStartedAt: s.time()}
	if s.byte()%2 == 0 {
		e.Origin = &Source{Platform: Platform(s.str()), ChatType: ChatType(s.str()), ChatID: s.str(), UserID: s.str(),
			UserIDAlt: s.str(), ThreadID: s.str()}
	}
	return e
}

func FuzzCodecMatchesReflection(f *testing.F) {
	for _, b := range codecSeeds() {
		f.Add(b, uint8(len(b)))
	}
	for _, b := range entrySeeds(f) {
		f.Add(b, uint8(1))
	}
	for _, b := range routeSeeds(f) {
		f.Add(b, uint8(2))
	}
	f.Fuzz(func(t *testing.T, data []byte, zone uint8) {
		loc := codecZones[int(zone)%len(codecZones)]
		sameDecode(t, data, loc)
		sameRoutes(t, routeRows(data), loc)
		src := &entrySource{b: data}
		es := []Entry{src.entry()}
		for src.byte()%2 == 1 && len(es) < 4 {
			e := src.entry()
			if src.byte()%2 == 0 {
				e.Key = es[0].Key // a key given twice, in two rows
			}
			es = append(es, e)
		}
		sameEncode(t, es, loc)
		sameTime(t, string(data), src.time(), loc)
	})
}

// TestCodecMatchesReflection runs the comparison on the crafted inputs of codecSeeds in every zone:
// every error of the reader, every kind in every field, times of every form.
func TestCodecMatchesReflection(t *testing.T) {
	for i, loc := range codecZones {
		for _, b := range codecSeeds() {
			if i > 0 && len(b) > 4096 {
				continue // the deep nests: their zone does not matter, and they cost
			}
			sameDecode(t, b, loc)
			sameTime(t, string(b), time.Time{}, loc)
		}
	}
	// Times near the edges of every zone's rules and of the years, written and read back.
	for _, loc := range codecZones {
		for _, at := range []time.Time{time.Date(2026, 3, 29, 1, 30, 0, 0, time.UTC), time.Date(2026, 10, 25, 0, 59, 59, 999999999, time.UTC),
			time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(9999, 12, 31, 23, 59, 59, 999000, time.UTC), time.Date(-5, 6, 1, 0, 0, 0, 0, time.UTC),
			time.Date(12345, 1, 1, 0, 0, 0, 1, time.UTC), time.Date(1930, 5, 1, 12, 0, 0, 0, time.UTC), time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)} {
			s := refFormatLocal(at, loc)
			sameTime(t, s, at, loc)
			sameTime(t, strings.Replace(s, "T", " ", 1), at, loc)
		}
	}
	src := &entrySource{b: bytes.Repeat([]byte("\x01\x02\x03\x05\x08\x0d\x15\x22\x37\x59\x90\xe9\xff\x7f\x3c"), 40)}
	for _, loc := range codecZones {
		sameEncode(t, []Entry{src.entry(), src.entry(), src.entry()}, loc)
	}
}

// codecSeeds are inputs crafted to reach every path of the reader.
func codecSeeds() [][]byte {
	const head = `{"session_key":"k","session_id":"s","created_at":"2026-03-01T12:00:00","updated_at":"2026-03-01T12:00:00"`
	var out []string
	// Syntax, everywhere a Decoder's tokens meet it.
	out = append(out, "", " ", "{", "{ ", "}", "]", "[", "[]", ":", ",", "x", "nul", "null", "true", "false", "17", "-", "1e400",
		"-0", "1.5", "1e21", "1e-400", `"str"`, `"unterminated`, "{}", "{}{}", "{} ", "{} x", "{]", "{,", "{:", "{x", "{[", `{"a"`,
		`{"a" `, `{"a":`, `{"a": `, `{"a":1`, `{"a":1,`, `{"a":1 `, `{"a":1]`, `{"a":1,}`, `{"a":1,]`, `{"a":1,,`, `{"a":1 "b":2}`,
		`{"a" 1}`, `{"a":01}`, `{"a":[01]}`, `{"a":{"b":1x}}`, `{"a":tru}`, `{"a":trux}`, `{"a":nulx}`, `{"a":fals}`,
		`{"a":"\x"}`, `{"a":"\u12g4"}`, "{\"a\":\"\x01\"}", `{"a":[1,]}`, `{"a":[,1]}`, `{"a":{,}}`, `{"a":{"b"}}`, `{"a":{"b":}}`,
		`{"a":1.}`, `{"a":1.x}`, `{"a":1e}`, `{"a":1e+}`, `{"a":1ex}`, `{"a":-x}`, `{"a":-}`, `{"a":[}`, `{"a":{"b":1,}}`,
		`{"a":[1 2]}`, `{"a":{"b":1 "c":2}}`, `{"a":{"b" 1}}`, `{"a":{1:2}}`, "{\"a\":1}\n\t ", `{"a\u0062":1}`, `{"\ud800":1}`,
		"{\"\xff\":1}", `[{}]`, `"a" "b"`, "17 18", `{"a":"b"} {`, `{"a"::1}`, `{"a":1}}`, `{{}}`, `{"a":{}}`, `{"a":[]}`,
		`{"a":[[]],"b":{"c":[{}]}}`, "\ufeff{}", "{\"a\":\"\u2028<>&\"}")
	// Every kind in every field of ours, and in origin's.
	kinds := []string{`"x"`, `""`, `5`, `-0`, `1.5`, `1e2`, `99999999999999999999`, `true`, `false`, `null`, `{}`, `[]`, `{"model":"m"}`, `"\u00e9\ud83d\ude00"`}
	for _, fl := range fields {
		for _, k := range kinds {
			out = append(out, head+`,"`+fl.name+`":`+k+`}`)
		}
	}
	for _, o := range originNames {
		for _, k := range kinds {
			out = append(out, head+`,"origin":{"`+o+`":`+k+`}}`)
		}
	}
	// Errors in two fields at once: which one is named.
	out = append(out, head+`,"total_tokens":"a","suspended":"b"}`, head+`,"suspended":"b","total_tokens":"a"}`,
		head+`,"chat_type":5,"origin":"o"}`, head+`,"chat_type":5,"origin":{"chat_id":5}}`, head+`,"origin":{"chat_id":5},"updated_at":7}`,
		head+`,"origin":{"user_id":true,"chat_id":5}}`, head+`,"was_auto_reset":1,"origin":[]}`, head+`,"session_id":"t"}`,
		head+`,"origin":{"chat_id":"1","chat_id":"2"},"session_id":"t"}`, head+`,"session_id":"t","origin":{"chat_id":"1","chat_id":"2"}}`,
		head+`,"origin":{"platform":"a","Platform":"b","chat_id":null}}`, head+`,"origin":1e400}`, head+`,"origin":"\u003c"}`,
		head+`,"origin":{"chat_id":"x"} , "x":[1,2,{"y":null}]}`, head+`,"session_id":"t",`+"\n"+`"x":1}`, head+`,"Session_ID":"../x"}`,
		head+`,"memory_flushed":true}`, head+`,"memory_flushed":true,"expiry_finalized":false}`, head+`,"expiry_finalized":null,"memory_flushed":true}`)
	// model_override in every form.
	for _, m := range []string{`{"model":"m"}`, `{"MODEL":"m"}`, `{"Model":"a","model":"b"}`, `{"model":"a","model":null}`, `{"model":5}`,
		`{"model":"a","model":5}`, `{"other":5}`, `{}`, `"bare"`, `5`, `true`, `[1, 2]`, `{ "model" : "<&>" }`, `[ "\u2028" ]`,
		"[\"\u2028\", \"<\"]", `{"model":{"x":1}}`, `{"model":[]}`, `{"modeL":"x","provider":"p","base_url":"u"}`} {
		out = append(out, head+`,"model_override":`+m+`}`)
	}
	// Turn markers, whole and in halves.
	for _, tm := range []string{`"k1.1","active_turn_started_at":"2026-03-01T12:00:00+00:00"`, `"k0.0","active_turn_started_at":"2026-03-01T12:00:00Z"`,
		`"x","active_turn_started_at":"2026-03-01T12:00:00Z"`, `"k1.1","active_turn_started_at":"soon"`, `"k1.1"`, `null,"active_turn_started_at":"2026-03-01T12:00:00Z"`,
		`"k4294967296.1","active_turn_started_at":"2026-03-01T12:00:00Z"`, `"k+1.1","active_turn_started_at":"2026-03-01T12:00:00Z"`} {
		out = append(out, head+`,"active_turn_token":`+tm+`}`)
	}
	// Times in every form time.Parse read, and near misses.
	times := []string{"2026-03-01T12:00:00", "2026-03-01 12:00:00", "2026-03-01    12:00:00", "2026-03-01T9:00:00", "2026-03-01T09:00:00.5",
		"2026-03-01T09:00:00,5", "2026-03-01T09:00:00.1234567891234", "2026-03-01T09:00:00.", "2026-03-01T09:00:00.x", "2026-03-01T09:00:00Z",
		"2026-03-01T09:00:00ZZ", "2026-03-01T09:00:00+01:00", "2026-03-01T09:00:00-01:30", "2026-03-01T09:00:00+24:60",
		"2026-03-01T09:00:00+25:00", "2026-03-01T09:00:00+01:61", "2026-03-01T09:00:00+01:00:30", "2026-03-01T09:00:00+01:00:61",
		"2026-03-01T09:00:00+0100", "2026-03-01T09:00:00+01", "2026-03-01T09:00:00 +01:00", "2026-03-01T09:00:00.5+01:00",
		"2026-02-29T00:00:00", "2024-02-29T00:00:00", "2000-02-29T00:00:00", "1900-02-29T00:00:00", "2026-04-31T00:00:00",
		"2026-13-01T00:00:00", "2026-00-01T00:00:00", "2026-01-00T00:00:00", "2026-01-01T24:00:00", "2026-01-01T23:60:00",
		"2026-01-01T23:59:60", "0000-01-01T00:00:00", "0001-01-01T00:00:00", "0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59",
		"9999-12-31T23:59:59-01:00", "+999-01-01T00:00:00", "-999-01-01T00:00:00", "20260-01-01T00:00:00", "2026-1-01T00:00:00",
		"2026-01-1T00:00:00", "2026-01-01t00:00:00", "2026-01-01T00:0:00", "2026-01-01T00:00:0", "2026-01-01T00:00", "2026-01-01",
		"2026-03-29T02:30:00", "2026-10-25T02:30:00", "2026-03-08T02:30:00", "2026-11-01T01:30:00", "1937-06-01T12:00:00",
		"2026-03-01T12:00:00.000000", "2026-03-01T12:00:00.000001+00:00", "yesterday", "", " 2026-03-01T12:00:00", "2026-03-01T12:00:00 "}
	for _, s := range times {
		out = append(out, s)
		out = append(out, `{"session_key":"k","session_id":"s","created_at":"`+s+`","updated_at":"2026-03-01T12:00:00","last_resume_marked_at":"`+s+`"}`)
	}
	// Nesting at and past the reader's limit, in a field of ours and in an unknown one.
	deep := func(n int, open, close string) string { return strings.Repeat(open, n) + strings.Repeat(close, n) }
	for _, name := range []string{"model_override", "x", "origin"} {
		for _, n := range []int{9998, 9999, 10000, 10001} {
			out = append(out, head+`,"`+name+`":`+deep(n, "[", "]")+`}`, head+`,"`+name+`":`+strings.Repeat(`{"a":`, n)+"1"+strings.Repeat("}", n)+`}`)
		}
		out = append(out, head+`,"`+name+`":{"a":`+deep(9998, "[", "]")+`}}`, head+`,"`+name+`":{"a":`+deep(9999, "[", "]")+`}}`)
	}
	out = append(out, head+`,"origin":{"chat_id":"1","x":`+deep(9997, "[", "]")+`}}`, head+`,"origin":{"chat_id":"1","x":`+deep(9998, "[", "]")+`}}`)
	bs := make([][]byte, len(out))
	for i, s := range out {
		bs[i] = []byte(s)
	}
	return bs
}
