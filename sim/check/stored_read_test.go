package check

import (
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// TestReadersAgreeOnWorldEntries: on every stored route the world holds after every step of many
// seeds (the gateway's saves and the corrupt-route op's forms), the oracle's reader and the
// gateway's decoder load the same entries, field for field, and refuse the same ones; at each
// boot they read the whole index alike. The run must meet loads, refusals and boots, or it shows
// nothing.
func TestReadersAgreeOnWorldEntries(t *testing.T) {
	seeds, steps := uint64(120), 150
	if testing.Short() {
		seeds, steps = 30, 120
	}
	seen := map[string]bool{} // bytes already compared
	loaded, refused, boots := 0, 0, 0
	for seed := uint64(1); seed <= seeds; seed++ {
		spec := SeedSpec(seed, nil, steps)
		spec.Observe = func(w *sim.World, ev model.Event, _ []gateway.Effect) error {
			loc := w.GatewayConfig().Location
			if _, ok := ev.(model.Boot); ok { // the whole index, as a boot loads it
				theirs, _ := gateway.DecodeRoutes(w.Disk().Live().Routes(), loc)
				ours := readRoutes(w.Disk().Live().Routes(), loc)
				if len(theirs) != len(ours) {
					t.Errorf("seed %d: the gateway loads %d routes of the index, the oracle %d", seed, len(theirs), len(ours))
				}
				for i := range min(len(theirs), len(ours)) {
					if f := entryDiff(theirs[i], ours[i]); f != "" {
						t.Errorf("seed %d: the index's entry %d differs in %s", seed, i, f)
					}
				}
				boots++
			}
			for _, r := range w.Disk().Live().Routes() {
				if seen[r.Key+"\x00"+string(r.Data)] {
					continue
				}
				seen[r.Key+"\x00"+string(r.Data)] = true
				theirs, skipped := gateway.DecodeRoutes([]gateway.StoredRoute{r}, loc)
				ours, _, err := readRoute(r, loc)
				switch {
				case len(theirs) == 0 && err == nil:
					t.Errorf("seed %d: the gateway refuses (%v) what the oracle loads:\n%s", seed, skipped, r.Data)
				case len(theirs) == 1 && err != nil:
					t.Errorf("seed %d: the oracle refuses (%v) what the gateway loads:\n%s", seed, err, r.Data)
				case err != nil:
					refused++
				default:
					loaded++
					if f := entryDiff(theirs[0], ours); f != "" {
						t.Errorf("seed %d: the readers differ in %s:\n%s\ngateway %+v\noracle  %+v", seed, f, r.Data, theirs[0], ours)
					}
				}
			}
			return nil
		}
		if _, err := RunSeed(spec); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	if loaded < 100 || refused == 0 || uint64(boots) < seeds {
		t.Fatalf("the runs compared %d loads, %d refusals and %d boots' indexes: too few to show agreement", loaded, refused, boots)
	}
	t.Logf("%d loaded entries and %d refused ones read alike, and %d boots' indexes", loaded, refused, boots)
}

// TestReadEntryRefusesWhatTheContractRefuses: the load rules of docs/contract.md §1.2, entry by
// entry: what refuses the entry, and what only drops a field.
func TestReadEntryRefusesWhatTheContractRefuses(t *testing.T) {
	loc := sim.DefaultStart().Location()
	const base = `"session_key":"agent:main:telegram:dm:tg1","session_id":"20260328_090000_aaaaaaaa","created_at":"2026-03-28T09:00:00+01:00","updated_at":"2026-03-28T09:00:00+01:00"`
	for _, c := range []struct{ data, why string }{
		{`{"session_key":"agent:main:telegram:dm:tg1","session_id":"2026`, "not a JSON object"},
		{`[{` + base + `}]`, "not a JSON object"},
		{`{` + base + `} {}`, "not a JSON object"},
		{`null`, "not a JSON object"},
		{`{"session_key":"agent:main:telegram:dm:tg1","session_id":"20260328_090000_aaaaaaaa","created_at":"2026-03-28T09:00:00"}`, "updated_at missing"},
		{`{"session_key":"agent:main:telegram:dm:tg1","session_id":null,"created_at":"2026-03-28T09:00:00","updated_at":"2026-03-28T09:00:00"}`, "session_id missing"},
		{strings.Replace(`{`+base+`}`, "20260328_090000_aaaaaaaa", "../../etc/passwd", 1), "sessions directory"},
		{strings.Replace(`{`+base+`}`, "20260328_090000_aaaaaaaa", `C:x`, 1), "sessions directory"},
		{strings.Replace(`{`+base+`}`, "agent:main", `/agent:main`, 1), "sessions directory"},
		{`{` + base + `,"updated_at":17}`, "updated_at is not a string"},
		{`{` + base + `,"updated_at":""}`, "updated_at"},
		{strings.Replace(`{`+base+`}`, "09:00:00+01:00", "9 o'clock", 1), "created_at"},
		{`{` + base + `,"model_override":17}`, "model_override"},
		{`{` + base + `,"origin":"telegram"}`, "origin"},
		{`{` + base + `,"suspended":"yes"}`, "suspended"},
		{`{` + base + `,"last_prompt_tokens":1.5}`, "last_prompt_tokens"},
	} {
		if _, err := readEntry([]byte(c.data), loc); err == nil || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: want a refusal for %q, got %v", c.data, c.why, err)
		}
	}
	e, _, err := readRoute(gateway.StoredRoute{Key: "agent:main:telegram:dm:tg2", Data: []byte(`{` + base + `}`)}, loc)
	if err == nil {
		t.Errorf("an entry under another lane's key loads: %+v", e)
	}
	for _, c := range []struct {
		data  string
		check func(gateway.Entry) bool
	}{
		{`{` + base + `,"last_resume_marked_at":"soon"}`, func(e gateway.Entry) bool { return e.LastResumeMarkedAt.IsZero() }},
		{`{` + base + `,"active_turn_token":"k1.2"}`, func(e gateway.Entry) bool { return e.ActiveTurnToken == 0 }},
		{`{` + base + `,"active_turn_token":"k1","active_turn_started_at":"2026-03-28T08:00:00+00:00"}`, func(e gateway.Entry) bool { return e.ActiveTurnToken == 0 }},
		{`{` + base + `,"active_turn_token":"k1.2","active_turn_started_at":"2026-03-28T08:00:00+00:00"}`, func(e gateway.Entry) bool { return e.ActiveTurnToken == 1<<32|2 }},
		{`{` + base + `,"memory_flushed":true}`, func(e gateway.Entry) bool { return e.ExpiryFinalized }},
		{`{` + base + `,"memory_flushed":true,"expiry_finalized":false}`, func(e gateway.Entry) bool { return !e.ExpiryFinalized }},
		{`{` + base + `,"model_override":{"model":"m1","provider":"p"}}`, func(e gateway.Entry) bool { return e.ModelOverride == "m1" }},
		{`{` + base + `,"Session_ID":"../x"}`, func(e gateway.Entry) bool { return e.SessionID == "20260328_090000_aaaaaaaa" }},
		{`{` + base + `}`, func(e gateway.Entry) bool { return e.ChatType == gateway.ChatDM && e.Origin == nil }},
	} {
		e, err := readEntry([]byte(c.data), loc)
		if err != nil || !c.check(e) {
			t.Errorf("%s: read as %+v, %v", c.data, e, err)
		}
	}
}

// TestReadTimeTakesTheEarlierInstant: a naive time in the hour a DST change repeats is its first
// instant (Python's fold=0), one in the hour it skips takes the offset before the change; an aware
// time is its instant whatever the zone, cut to the microsecond.
func TestReadTimeTakesTheEarlierInstant(t *testing.T) {
	loc := sim.DefaultStart().Location() // Europe/Berlin
	for _, c := range []struct{ in, want string }{
		{"2026-10-25T02:30:00", "2026-10-25T00:30:00Z"}, // repeated: +02:00 first
		{"2026-03-29T02:30:00", "2026-03-29T01:30:00Z"}, // skipped: read at +01:00
		{"2026-03-28 09:00:00", "2026-03-28T08:00:00Z"}, // a space for the T
		{"2026-07-01T12:00:00+00:00", "2026-07-01T12:00:00Z"},
		{"2026-07-01T12:00:00.1234567+02:00", "2026-07-01T10:00:00.123456Z"},
	} {
		got, err := readTime(c.in, loc)
		if err != nil || got.UTC().Format(time.RFC3339Nano) != c.want {
			t.Errorf("%s: read as %v (%v), want %s", c.in, got.UTC().Format(time.RFC3339Nano), err, c.want)
		}
	}
	if _, err := readTime("10000-01-01T00:00:00", loc); err == nil {
		t.Error("a five-digit year reads")
	}
}

// TestReaderRefusesAFieldGivenTwice: an entry that gives one of its fields twice, or one of its
// origin's, is refused, even with the same value both times (docs/contract.md §1.2); an unknown
// member given twice, and expiry_finalized beside its old name, are not.
func TestReaderRefusesAFieldGivenTwice(t *testing.T) {
	head := `{"session_key":"k","session_id":"s1","created_at":"2026-03-28T09:00:00Z","updated_at":"2026-03-28T09:00:00Z"`
	for doc, refused := range map[string]bool{
		head + `,"session_id":"s1"}`:                             true,
		head + `,"suspended":false,"suspended":null}`:            true,
		head + `,"origin":{"chat_id":"1","chat_id":"1"}}`:        true,
		head + `,"x":1,"x":[]}`:                                  false,
		head + `,"expiry_finalized":true,"memory_flushed":true}`: false,
		head + `}`: false,
	} {
		if _, err := readEntry([]byte(doc), time.UTC); (err != nil) != refused {
			t.Errorf("%s: refused %t, want %t (%v)", doc, err != nil, refused, err)
		}
	}
}
