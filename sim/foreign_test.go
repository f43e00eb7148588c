package sim

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestForeignStylesSpellTheSameDocument: every style writes a document that JSON reads as the
// original, in other bytes, with the escapes, spacing and order the style names.
func TestForeignStylesSpellTheSameDocument(t *testing.T) {
	doc := `{"session_key":"agent:main:telegram:dm:tg1","n":12.50,"ok":true,"none":null,"list":[],"o":{"path":"a/b","é":"ü😀"},"created_at":"2026-03-28T09:00:00.000000+01:00"}`
	var want any
	if err := json.Unmarshal([]byte(doc), &want); err != nil {
		t.Fatal(err)
	}
	marks := map[string][]string{"python-indent": {"\n  ", `\u00fc`, `\ud83d\ude00`}, "escaped": {`\u003A`, `\/`, `\u005F`},
		"crlf-reversed": {"\r\n\t", `\u0032`, " : "},
		"python-naive":  {`"created_at": "2026-03-28T09:00:00"`}, "newer-writer": {`"x_newer_version"`, `"tags": []`, `-2.5E-2`, `7e+1`, `"x_weight": -2.5E-3`},
		"utc-zulu": {`"created_at":"2026-03-28T08:00:00Z"`}, "loose-times": {`"created_at":"2026-03-28  9:00:00,000000000+01:00:00"`}}
	for _, st := range foreignStyles {
		out, err := rewriteJSON([]byte(doc), st, "", time.FixedZone("CET", 3600))
		if err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		var got any
		if err := json.Unmarshal(out, &got); err != nil || !st.extra && !st.naive && !st.zulu && !st.loose && !reflect.DeepEqual(got, want) {
			t.Errorf("%s wrote %s, which reads as %v (%v)", st.name, out, got, err)
		}
		for _, m := range marks[st.name] {
			if !bytes.Contains(out, []byte(m)) {
				t.Errorf("%s wrote %s, without %q", st.name, out, m)
			}
		}
		if !bytes.Contains(out, []byte("12.50")) {
			t.Errorf("%s changed a number's text: %s", st.name, out)
		}
	}
	if _, err := rewriteJSON([]byte(`{"a":1} {}`), foreignStyles[0], "", time.UTC); err == nil {
		t.Error("a document with data after it was rewritten")
	}
	for _, c := range createdSentinels {
		if c == "" {
			continue
		}
		out, err := rewriteJSON([]byte(doc), foreignStyles[0], c, time.UTC)
		if err != nil || !bytes.Contains(out, []byte(`"created_at": "`+c+`"`)) {
			t.Errorf("created_at %s: wrote %s (%v)", c, out, err)
		}
	}
}

// TestRewriteLeavesAFieldGivenTwice: a document that gives a member twice, at any depth, is not
// rewritten (read into a map it would come out another entry), and one without is.
func TestRewriteLeavesAFieldGivenTwice(t *testing.T) {
	for doc, twice := range map[string]string{
		`{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}`: "",
		`{"a":1,"b":2,"a":3}`:                       "a",
		`{"o":{"x":[1,{"y":1,"y":2}]}}`:             "y",
		`{"o":{"p":1,"p":1}}`:                       "p",
	} {
		got, err := nameGivenTwice([]byte(doc))
		if err != nil || got != twice {
			t.Errorf("%s: given twice %q (%v), want %q", doc, got, err, twice)
		}
		if _, err := rewriteJSON([]byte(doc), foreignStyles[0], "", time.UTC); (err != nil) != (twice != "") {
			t.Errorf("%s: rewrite error %v", doc, err)
		}
	}
}

// TestRewriteRepairsNothing: a drawn rewrite never puts its own created_at in place of one the
// contract refuses (one whose UTC year is 10000; it may spell it another way), and leaves a
// model_override that is neither a string nor an object as it is: the corrupted entry must stay
// one the gateway refuses.
func TestRewriteRepairsNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct{ name, value string }{
		{"created_at", `"9999-12-31T23:00:00-05:00"`},
		{"model_override", `17`},
		{"model_override", `["gpt", 1]`},
	} {
		obj := map[string]any{}
		v, err := decodeJSON([]byte(c.value))
		if err != nil {
			t.Fatal(err)
		}
		obj[c.name] = v
		drawnEntry(obj, "2000-02-29T12:00:00Z", "gpt-5", r, time.UTC)
		got, _ := json.Marshal(obj[c.name])
		if c.name == "model_override" && string(got) != c.value && string(got) != strings.ReplaceAll(c.value, " ", "") ||
			c.name == "created_at" && string(got) == `"2000-02-29T12:00:00Z"` {
			t.Errorf("%s %s rewritten to %s", c.name, c.value, got)
		}
	}
	if !readsAsTime("9999-12-31T18:59:59-05:00") || readsAsTime("9999-12-31T23:00:00-05:00") {
		t.Error("readsAsTime must take the last hours of 9999 in UTC and refuse year 10000")
	}
}
