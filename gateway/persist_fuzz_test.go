package gateway

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// Fuzz targets on the routing index decoder: DecodeEntry (one persisted entry) and DecodeRoutes
// (a store's rows). Neither may panic, every entry that loads must be valid and survive a write
// and a read unchanged (else the gateway saves what its next boot skips), and no loadable entry
// may go missing from the rows.
//
//	go test ./gateway -run '^$' -fuzz '^FuzzDecodeEntry$' -fuzztime 10m
//	go test ./gateway -run '^$' -fuzz '^FuzzDecodeRoutes$' -fuzztime 10m

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

// routeRows reads fuzz bytes as routing index rows: a row a line, its key before the first tab
// and its entry after it. Any bytes make rows, so the fuzzer adds, drops and changes rows
// directly instead of breaking an outer format. The rows come back as a store returns them
// (Store.LoadRoutes): in key order, a key given twice keeping its last line, as an upsert would.
func routeRows(data []byte) []StoredRoute {
	if len(data) == 0 {
		return nil
	}
	byKey := map[string][]byte{}
	for line := range bytes.SplitSeq(data, []byte("\n")) {
		key, entry, _ := bytes.Cut(line, []byte("\t"))
		byKey[string(key)] = entry
	}
	rows := make([]StoredRoute, 0, len(byKey))
	for k, d := range byKey {
		rows = append(rows, StoredRoute{Key: k, Data: d})
	}
	slices.SortFunc(rows, func(a, b StoredRoute) int { return strings.Compare(a.Key, b.Key) })
	return rows
}

// sentinels counts the rows whose key starts with "_".
func sentinels(rows []StoredRoute) (n int) {
	for _, r := range rows {
		if strings.HasPrefix(r.Key, "_") {
			n++
		}
	}
	return n
}

// rowBytes writes rows as routeRows reads them.
func rowBytes(rows []StoredRoute) []byte {
	var b []byte
	for i, r := range rows {
		if i > 0 {
			b = append(b, '\n')
		}
		b = append(append(append(b, r.Key...), '\t'), r.Data...)
	}
	return b
}

// routeSeeds are rows: a sentinel and the entry seeds under two keys, given several times and out
// of key order (routeRows keeps each key's last); the same sorted by key; the first cut short;
// none; and two keys that load, each given again out of key order, a last time unloadable.
func routeSeeds(f *testing.F) [][]byte {
	const a, k = "agent:main:telegram:dm:42", "k"
	seeds := entrySeeds(f)
	rows := []StoredRoute{{Key: "_README", Data: []byte(`"managed by the gateway"`)}}
	for i, e := range seeds {
		key := a
		if i%3 == 2 {
			key = k
		}
		rows = append(rows, StoredRoute{Key: key, Data: e})
	}
	whole := rowBytes(rows)
	slices.SortStableFunc(rows, func(x, y StoredRoute) int { return strings.Compare(x.Key, y.Key) })
	twice := []StoredRoute{{Key: a, Data: seeds[0]}, {Key: k, Data: seeds[6]}, {Key: a, Data: seeds[1]},
		{Key: k, Data: seeds[6]}, {Key: a, Data: []byte(`{}`)}} // seeds 0 and 1 load under a, 6 under k
	return [][]byte{whole, rowBytes(rows), whole[:len(whole)/2], {}, rowBytes(twice)}
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

func FuzzDecodeRoutes(f *testing.F) {
	for _, b := range routeSeeds(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rows := routeRows(data)
		entries, skipped := DecodeRoutes(rows, fuzzZone)
		for _, s := range skipped {
			if s.Reason == "" || strings.HasPrefix(s.Key, "_") {
				t.Fatalf("skipped %q (a sentinel is skipped silently) with reason %q", s.Key, s.Reason)
			}
		}
		// Accounting: every row but a sentinel is loaded or skipped; nothing good is lost, and
		// the entries come in the rows' key order.
		var want []Entry
		for _, r := range rows {
			if strings.HasPrefix(r.Key, "_") {
				continue
			}
			if e, err := DecodeEntry(r.Data, fuzzZone); err == nil && string(e.Key) == r.Key {
				want = append(want, e)
			}
		}
		if len(entries) != len(want) || len(entries)+len(skipped) != len(rows)-sentinels(rows) {
			t.Fatalf("%d rows, %d of them sentinels and %d loadable, but %d loaded and %d skipped",
				len(rows), sentinels(rows), len(want), len(entries), len(skipped))
		}
		for i, e := range entries {
			checkLoaded(t, e, data)
			if !reflect.DeepEqual(want[i], e) {
				t.Fatalf("entry %d loaded %s, not its row's %s", i, dumpEntry(e), dumpEntry(want[i]))
			}
		}
	})
}
