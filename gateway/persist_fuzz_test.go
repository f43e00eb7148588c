package gateway

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

// Fuzz targets on the routing index decoder: DecodeEntry (one persisted entry) and DecodeIndex
// (a whole index, through DecodeRoutes). Neither may panic, every entry that loads must be valid
// and survive a write and a read unchanged (else the gateway saves what its next boot skips), and
// no loadable entry may go missing from a whole index.
//
//	go test ./gateway -run '^$' -fuzz '^FuzzDecodeEntry$' -fuzztime 10m
//	go test ./gateway -run '^$' -fuzz '^FuzzDecodeIndex$' -fuzztime 10m

// fuzzZone is the zone the fuzzed entries are read in: it has DST changes both ways.
var fuzzZone = func() *time.Location {
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		panic(err)
	}
	return loc
}()

// entrySeeds are persisted entries to start from: valid ones of every shape, and damaged ones.
func entrySeeds(f *testing.F) [][]byte {
	base := func(changes map[string]any) []byte {
		b, err := entryWith(changes)
		if err != nil {
			f.Fatal(err)
		}
		return b
	}
	at := "2026-03-01T11:59:00+00:00"
	return [][]byte{
		base(nil),
		base(map[string]any{"origin": map[string]any{"platform": "telegram", "chat_type": "dm", "chat_id": "42", "user_id": "u"},
			"was_auto_reset": true, "auto_reset_reason": "idle", "reset_had_activity": true, "prev_session_id": "p",
			"resume_pending": true, "resume_reason": "restart_timeout", "last_resume_marked_at": "2026-11-01T01:30:00.250000-04:00",
			"active_turn_token": "k2.7", "active_turn_started_at": at, "model_override": map[string]any{"model": "m"}}),
		base(map[string]any{"memory_flushed": true, "display_name": "x", "metadata": map[string]any{"a": []any{1, 2}}}),
		base(map[string]any{"session_id": "../x"}),
		base(map[string]any{"created_at": "9999-12-31T23:59:59-14:00"}),
		base(map[string]any{"updated_at": "0001-01-01T00:00:00+14:00"}),
		[]byte(`{"session_key":"k","session_id":"s","created_at":"2026-01-01T00:00:00","updated_at":"2026-01-01T00:00:00","Session_ID":"../x"}`),
		[]byte(`{"session_key":"k","session_id":"s","session_id":"t","created_at":"2026-01-01T00:00:00","updated_at":"2026-01-01T00:00:00"}`),
		[]byte(`{"session_key":`), []byte(`[]`), []byte(`null`), []byte(``), []byte(`{}{}`),
	}
}

// indexSeeds are whole indexes: the entry seeds under their own keys, with sentinels, a key given
// twice, and the same cut short.
func indexSeeds(f *testing.F) [][]byte {
	var out [][]byte
	whole := []byte(`{"_README":"managed by the gateway"`)
	for i, e := range entrySeeds(f) {
		key := "agent:main:telegram:dm:42"
		if i%3 == 2 {
			key = "k"
		}
		whole = append(whole, `,"`+key+`":`...)
		if len(e) == 0 {
			e = []byte("null")
		}
		whole = append(whole, e...)
	}
	whole = append(whole, '}')
	out = append(out, whole, whole[:len(whole)/2], whole[:len(whole)-1], []byte(`{}`), []byte(`{"a":1,"a":{}}`))
	return out
}

// checkLoaded is the property of a loaded entry: valid, and unchanged by a write and a read.
func checkLoaded(t *testing.T, e Entry, from []byte) {
	t.Helper()
	if err := e.Validate(); err != nil {
		t.Fatalf("loaded an invalid entry (%v) from %q", err, from)
	}
	b, err := EncodeEntry(e, fuzzZone)
	if err != nil {
		t.Fatalf("encode: %v", err)
	}
	back, err := DecodeEntry(b, fuzzZone)
	if err != nil {
		t.Fatalf("the entry loaded from %q is written as %s, which does not load: %v", from, b, err)
	}
	if !reflect.DeepEqual(back, e) {
		t.Fatalf("the entry loaded from %q changes through a write and a read\n got: %s\nwant: %s", from, dumpEntry(back), dumpEntry(e))
	}
}

func FuzzDecodeEntry(f *testing.F) {
	for _, b := range entrySeeds(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := DecodeEntry(data, fuzzZone)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without a reason")
			}
			return
		}
		checkLoaded(t, e, data)
	})
}

func FuzzDecodeIndex(f *testing.F) {
	for _, b := range indexSeeds(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		entries, skipped := DecodeIndex(data, fuzzZone)
		var members []refMember
		readErr := jsonObject(data, func(name, value []byte, _ byte) error {
			members = append(members, refMember{name: unquote(name), value: value})
			return nil
		})
		for i, e := range entries {
			checkLoaded(t, e, data)
			if i > 0 && entries[i-1].Key >= e.Key {
				t.Fatalf("entries not sorted and unique: %q then %q", entries[i-1].Key, e.Key)
			}
		}
		for _, s := range skipped {
			if s.Reason == "" {
				t.Fatalf("skipped %q without a reason", s.Key)
			}
		}
		// Accounting: every member is loaded or skipped, and a damaged tail is one more skip.
		want := 0
		last := map[LaneKey]Entry{} // the last loadable entry of each key
		for _, m := range members {
			if strings.HasPrefix(m.name, "_") {
				continue
			}
			want++
			if e, err := DecodeEntry(m.value, fuzzZone); err == nil && string(e.Key) == m.name {
				last[e.Key] = e
			}
		}
		if readErr != nil {
			want++
		}
		if len(entries)+len(skipped) != want {
			t.Fatalf("%d members (+1 for a damaged tail: %v), but %d loaded and %d skipped", want, readErr, len(entries), len(skipped))
		}
		// Nothing good is lost: every key with a loadable entry loads its last one.
		if len(entries) != len(last) {
			t.Fatalf("%d keys have a loadable entry, %d loaded", len(last), len(entries))
		}
		for _, e := range entries {
			if !reflect.DeepEqual(last[e.Key], e) {
				t.Fatalf("key %q loaded %s, not its last loadable entry %s", e.Key, dumpEntry(e), dumpEntry(last[e.Key]))
			}
		}
	})
}
