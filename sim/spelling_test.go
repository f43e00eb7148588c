package sim

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestDrawnSpellingsReadAsTheEntry: an entry the gateway wrote, rewritten in a drawn spelling,
// loads as the same entry (created_at and model_override aside, when the spelling drew its own,
// which then load as drawn), and the spellings drawn over several hundred seeds take every choice they name.
func TestDrawnSpellingsReadAsTheEntry(t *testing.T) {
	loc, err := time.LoadLocation("America/Santiago")
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 7, 15, 3, 4, 5, 123000, loc)
	src := gateway.Source{Platform: "telegram", ChatType: "dm", ChatID: "c/1", UserID: "ü😀<&>"}
	in := gateway.Entry{Key: "agent:main:telegram:dm:tg1", SessionID: "20260906_030405_abcd1234", CreatedAt: at.Add(-time.Hour),
		UpdatedAt: at, Origin: &src, Platform: "telegram", ChatType: "dm", LastPromptTokens: 12, ResumePending: true,
		ResumeReason: "restart_timeout", LastResumeMarkedAt: at.Add(time.Minute), ModelOverride: "m\u2028x",
		ActiveTurnToken: 1<<32 | 7, ActiveTurnStartedAt: at.Add(2 * time.Second).UTC()}
	data, err := gateway.EncodeEntry(in, loc)
	if err != nil {
		t.Fatal(err)
	}
	var all bytes.Buffer
	for seed := 1; seed <= 800; seed++ {
		style := drawnStyle(seed)
		created := drawnCreated(style.draw)
		style.override = drawnOverride(style.draw)
		out, err := rewriteJSON(data, style, created, loc)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		all.Write(out)
		got, err := gateway.DecodeEntry(out, loc)
		if err != nil {
			t.Fatalf("seed %d wrote %s, which does not load: %v", seed, out, err)
		}
		want := in
		switch o := style.override.(type) {
		case string:
			want.ModelOverride = o
		case map[string]any:
			want.ModelOverride, _ = o["model"].(string) // (null: none)
		}
		if created != "" {
			c, _ := time.Parse(time.RFC3339Nano, created)
			want.CreatedAt = c
		}
		if !got.CreatedAt.Equal(want.CreatedAt) {
			t.Fatalf("seed %d wrote %s: created_at %v, want %v", seed, out, got.CreatedAt, want.CreatedAt)
		}
		got.CreatedAt, want.CreatedAt = time.Time{}, time.Time{}
		if !sameEntry(got, want) {
			t.Fatalf("seed %d wrote %s, which loads as\n%+v\nwant\n%+v", seed, out, got, want)
		}
	}
	for _, m := range []string{"\r\n", "\t", `\u00`, `\u00FC`, `\ud83d\ude00`, `\/`, `\"`, "x_", "e+", "E-", ",", "T3:", "  ", "Z\"", ":00\"", `"model_override":`, `\\\\`, ":60\""} {
		if !strings.Contains(all.String(), m) {
			t.Errorf("no drawn spelling wrote %q", m)
		}
	}
	if !regexp.MustCompile(`[+-]24:00"`).Match(all.Bytes()) {
		t.Error("no drawn spelling wrote an offset of 24 hours")
	}
	if !regexp.MustCompile(`"[0-9]{4}-[0-9]{2}-[0-9]{2}[T ]+[0-9]{1,2}:[0-9]{2}:[0-9]{2}([.,][0-9]+)?"`).Match(all.Bytes()) {
		t.Error("no drawn spelling wrote a naive time")
	}
}

// sameEntry compares two entries, times as instants.
func sameEntry(a, b gateway.Entry) bool {
	for _, p := range [][2]*time.Time{{&a.UpdatedAt, &b.UpdatedAt}, {&a.LastResumeMarkedAt, &b.LastResumeMarkedAt},
		{&a.ActiveTurnStartedAt, &b.ActiveTurnStartedAt}} {
		if !p[0].Equal(*p[1]) {
			return false
		}
		*p[0], *p[1] = time.Time{}, time.Time{}
	}
	return reflect.DeepEqual(a, b)
}

// TestEdgeInstantsStayInTheYears: no drawn created_at, in any offset a spelling may give it, has a
// wall date outside 0001..9999.
func TestEdgeInstantsStayInTheYears(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		at := edgeInstant(r)
		for _, off := range []int{-14 * 3600, 0, 14 * 3600} {
			if y := at.In(time.FixedZone("", off)).Year(); y < 1 || y > 9999 {
				t.Fatalf("%v reads in year %d at offset %d", at, y, off)
			}
		}
	}
}

// TestNaiveOnlyWhereExact: the later reading of a repeated wall time is never written naive (it
// would read back an hour early); the earlier one, and a time beside a change, may be.
func TestNaiveOnlyWhereExact(t *testing.T) {
	loc, err := time.LoadLocation("America/Santiago") // clocks went back at 2026-04-05 00:00 (-03) to 23:00 (-04)
	if err != nil {
		t.Fatal(err)
	}
	first := time.Date(2026, 4, 5, 2, 30, 0, 0, time.UTC)  // 23:30 -03
	second := time.Date(2026, 4, 5, 3, 30, 0, 0, time.UTC) // 23:30 -04
	if first.In(loc).Format(time.Kitchen) != second.In(loc).Format(time.Kitchen) {
		t.Fatalf("%v and %v should show the same wall time", first.In(loc), second.In(loc))
	}
	if !naiveExact(first, loc) || naiveExact(second, loc) || !naiveExact(second.Add(time.Hour), loc) {
		t.Error("naiveExact: want the earlier reading exact, the later not, and an hour after it exact")
	}
	if !nearChange(first, loc) || nearChange(time.Date(2026, 7, 15, 12, 0, 0, 0, time.UTC), loc) {
		t.Error("nearChange: want the night of the change near one, and mid-July not")
	}
}

// TestDrawnJunkMarkersAreDropped: an entry with no turn marker, rewritten in drawn spellings,
// sometimes carries a malformed or half marker, which the reader drops (docs/contract.md §1.2):
// every spelling loads as the entry, still without a marker, and some wrote a junk one.
func TestDrawnJunkMarkersAreDropped(t *testing.T) {
	loc := time.UTC
	at := time.Date(2026, 7, 15, 3, 4, 5, 0, loc)
	src := gateway.Source{Platform: "telegram", ChatType: "dm", ChatID: "tg1", UserID: "u1"}
	in := gateway.Entry{Key: "agent:main:telegram:dm:tg1", SessionID: "20260715_030405_abcd1234", CreatedAt: at,
		UpdatedAt: at, Origin: &src, Platform: "telegram", ChatType: "dm"}
	data, err := gateway.EncodeEntry(in, loc)
	if err != nil {
		t.Fatal(err)
	}
	junk := 0
	for seed := 1; seed <= 300; seed++ {
		style := drawnStyle(seed)
		out, err := rewriteJSON(data, style, "", loc)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		got, err := gateway.DecodeEntry(out, loc)
		if err != nil {
			t.Fatalf("seed %d wrote %s, which does not load: %v", seed, out, err)
		}
		if got.ActiveTurnToken != 0 || !got.ActiveTurnStartedAt.IsZero() || !sameEntry(got, in) {
			t.Fatalf("seed %d wrote %s, which loads as\n%+v\nwant\n%+v", seed, out, got, in)
		}
		var m map[string]json.RawMessage // (a member no version knows may hold a number no float takes)
		if err := json.Unmarshal(out, &m); err != nil {
			t.Fatalf("seed %d wrote %s: %v", seed, out, err)
		}
		if tok, at := m["active_turn_token"], m["active_turn_started_at"]; tok != nil && string(tok) != "null" || at != nil && string(at) != "null" {
			junk++
		}
	}
	if junk == 0 {
		t.Error("no drawn spelling wrote a junk turn marker")
	}
}
