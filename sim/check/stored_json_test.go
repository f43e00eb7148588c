package check

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestObjectMembersAcceptsExactlyJSON: the reader's parser takes exactly the JSON objects, on an
// entry as the gateway writes it and on many edits of it (a byte dropped, inserted or replaced),
// and splits each into the members encoding/json sees, the last of a name winning.
func TestObjectMembersAcceptsExactlyJSON(t *testing.T) {
	entry := []byte(`{"session_key":"agent:main:telegram:dm:tg1","session_id":"20260328_090000_c2e3f511","created_at":"2026-03-28T09:00:00+01:00",` +
		`"origin":{"platform":"telegram","chat_id":"t\"g\u00e91","thread_id":""},"total_tokens":0,"last_prompt_tokens":-12.5e+3,` +
		`"was_auto_reset":false,"prev_session_id":null,"model_override":{"model":"m","tags":[1,[true,{}],"x"]}, "suspended" : true }`)
	const bytesTried = "{}[]\":,\\ntfu0123456789.-+eE \t"
	rng := rand.New(rand.NewPCG(1, 2))
	valid := 0
	for n := 0; n < 20000; n++ {
		b := append([]byte(nil), entry...)
		for range 1 + rng.IntN(2) {
			i := rng.IntN(len(b))
			c := bytesTried[rng.IntN(len(bytesTried))]
			switch rng.IntN(3) {
			case 0:
				b = append(b[:i], b[i+1:]...)
			case 1:
				b = append(b[:i], append([]byte{c}, b[i:]...)...)
			default:
				b[i] = c
			}
		}
		if n == 0 {
			b = entry
		}
		var want map[string]json.RawMessage
		wantOK := json.Unmarshal(b, &want) == nil && bytes.HasPrefix(bytes.TrimLeft(b, " \t\r\n"), []byte("{"))
		m, err := objectMembers(b)
		if (err == nil) != wantOK {
			t.Fatalf("%s\nparser: %v; encoding/json takes it as an object: %t", b, err, wantOK)
		}
		if !wantOK {
			continue
		}
		valid++
		for name, v := range want {
			if got := m.get(name); !bytes.Equal(got, v) && !(got == nil && string(v) == "null") {
				t.Fatalf("%s\nmember %q: parser %s, encoding/json %s", b, name, got, v)
			}
		}
	}
	if valid < 1000 {
		t.Fatalf("only %d edits were valid objects: too few to compare members", valid)
	}
}
