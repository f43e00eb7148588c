package check

import (
	"strings"
	"testing"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// TestSavedFormsCatchAWrongEncoder: a route the gateway saved, rewritten as a wrong encoder would
// write it, fails checkSavedForms with the fault named; the bytes the gateway wrote pass. The
// gateway's own decoder loads every rewrite but the refused one, so a judge that read the store
// with it would see nothing wrong.
func TestSavedFormsCatchAWrongEncoder(t *testing.T) {
	w := worldAfter(t, "message lane=a turn=10m/ok tokens=100")
	k := w.Lanes()[0].Key
	loc := w.GatewayConfig().Location
	live := w.Disk().Live()
	orig, ok := live.Route(k)
	if !ok || !strings.Contains(string(orig.Data), `"active_turn_token":"k1.1"`) {
		t.Fatalf("lane a's route holds no turn marker of boot 1: %s", orig.Data)
	}
	fx := []gateway.Effect{{Kind: gateway.RouteSaved, Lane: k}, {Kind: gateway.TurnStarted, Lane: k, Token: 1<<32 | 1}}
	judge := func(data string, epoch uint32) error {
		live.PutRawRoute(string(k), []byte(data))
		var o Oracle
		o.readSaved(live, fx, loc)
		return checkSavedForms(o.saved, w.Gateway(), fx, loc, epoch)
	}
	if err := judge(string(orig.Data), 1); err != nil {
		t.Fatalf("the bytes the gateway wrote: %v", err)
	}
	data := string(orig.Data)
	for _, c := range []struct{ name, data, want string }{
		{"a time an hour off", strings.Replace(data, `"created_at":"2026-03-28T09:00:00+01:00"`, `"created_at":"2026-03-28T10:00:00+01:00"`, 1), "reads back with another created_at"},
		{"a local time with UTC's offset", strings.Replace(data, `"created_at":"2026-03-28T09:00:00+01:00"`, `"created_at":"2026-03-28T09:00:00+00:00"`, 1), "offset 0s, but the zone's is 3600s"},
		{"an instant with UTC's offset", strings.Replace(data, `"created_at":"2026-03-28T09:00:00+01:00"`, `"created_at":"2026-03-28T08:00:00+00:00"`, 1), "offset 0s, but the zone's is 3600s"},
		{"a naive time", strings.Replace(data, `"updated_at":"2026-03-28T09:00:00+01:00"`, `"updated_at":"2026-03-28T09:00:00"`, 1), "updated_at \"2026-03-28T09:00:00\": no UTC offset"},
		{"the marker's start in local time", strings.Replace(data, `"active_turn_started_at":"2026-03-28T08:00:00+00:00"`, `"active_turn_started_at":"2026-03-28T09:00:00+01:00"`, 1), "active_turn_started_at"},
		{"half a marker", strings.Replace(data, `"active_turn_started_at":"2026-03-28T08:00:00+00:00"`, `"active_turn_started_at":null`, 1), "half a turn marker"},
		{"a token written wrong", strings.Replace(data, `"active_turn_token":"k1.1"`, `"active_turn_token":"k1.0"`, 1), "reads back with another turn marker"},
		{"a field left out", strings.Replace(data, `},"platform":"telegram"`, `}`, 1), "reads back with another platform"},
		{"an empty value not null", strings.Replace(data, `"prev_session_id":null`, `"prev_session_id":""`, 1), "prev_session_id written as an empty string"},
		{"an absent origin written null", strings.Replace(data, data[strings.Index(data, `"origin":{`):strings.Index(data, `},"platform"`)+1], `"origin":null`, 1), "origin written null"},
		{"an offset with its zero seconds", strings.Replace(data, `"created_at":"2026-03-28T09:00:00+01:00"`, `"created_at":"2026-03-28T09:00:00+01:00:00"`, 1), "not in the canonical form: at byte"},
		{"zero microseconds written", strings.Replace(data, `"created_at":"2026-03-28T09:00:00+01:00"`, `"created_at":"2026-03-28T09:00:00.000000+01:00"`, 1), "not in the canonical form"},
		{"a space after a colon", strings.Replace(data, `"session_key":`, `"session_key": `, 1), "not in the canonical form"},
		{"members in another order", strings.Replace(data, `"is_fresh_reset":false,"expiry_finalized":false`, `"expiry_finalized":false,"is_fresh_reset":false`, 1), "not in the canonical form"},
		{"a character escaped that need not be", strings.Replace(data, `"chat_type":"dm"`, `"chat_type":"\u0064m"`, 1), "not in the canonical form"},
		{"an id the load refuses", strings.Replace(data, `"session_id":"`, `"session_id":"../`, 1), "form the contract refuses"},
	} {
		if c.data == data {
			t.Fatalf("%s: the rewrite changed nothing", c.name)
		}
		err := judge(c.data, 1)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "persist") {
			t.Errorf("%s: want a persist violation with %q, got %v", c.name, c.want, err)
		}
		if _, gerr := gateway.DecodeEntry([]byte(c.data), loc); gerr != nil && !strings.Contains(c.want, "refuses") {
			t.Errorf("%s: the gateway's decoder refuses it too (%v): the case shows nothing of the oracle's own", c.name, gerr)
		}
	}
	// A process counting itself boot 2 over a store whose count says 1 writes its tokens wrong.
	if err := judge(data, 2); err == nil || !strings.Contains(err.Error(), "boot half 1, but this process is boot 2") {
		t.Errorf("a token of another boot: want a persist violation, got %v", err)
	}
	if err := judge(data, 0); err != nil {
		t.Errorf("a process that cannot know its count is not judged on it: %v", err)
	}
}

// TestCheckLoadedReadsTheContractsForm: after a boot, the oracle decides with its own reader which
// stored routes must have loaded. A route in upstream's naive form, which the contract says still
// loads, left unloaded fails the boot (a decoder that refused it would be caught); a route the
// contract refuses may stay unloaded.
func TestCheckLoadedReadsTheContractsForm(t *testing.T) {
	w := worldAfter(t, "message lane=a turn=10m/ok tokens=100")
	boot := model.Boot{Phase: model.BootAll}
	k := w.Lanes()[1].Key
	naive := `{"session_key":"` + string(k) + `","session_id":"20260328_090000_bbbbbbbb","created_at":"2026-03-28T09:00:00","updated_at":"2026-03-28T09:00:00"}`
	w.Disk().Live().PutRawRoute(string(k), []byte(naive))
	if err := checkLoaded(w, boot, nil); err == nil || !strings.Contains(err.Error(), "did not load lane "+string(k)) {
		t.Errorf("a naive route left unloaded: want a persist violation naming lane %s, got %v", k, err)
	}
	w.Disk().Live().PutRawRoute(string(k), []byte(strings.Replace(naive, `"session_id":"`, `"session_id":"../`, 1)))
	if err := checkLoaded(w, boot, nil); err != nil {
		t.Errorf("a route the contract refuses need not load: %v", err)
	}
}
