package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"sort"
	"time"
	"unicode/utf8"
)

// Other writers of the routing index. Upstream's gateway, its CLI and tools write sessions.json
// with Python's json.dump; other versions and other languages escape and space JSON their own
// ways. Each is the same document to a JSON reader (docs/contract.md §1.2: one JSON object per
// lane), so the gateway must load what they wrote as it loads its own bytes. The gateway itself
// writes one compact form, so without them its decoder's escapes, whitespace and member order
// would never be read. The rewrite parses with encoding/json, not the gateway's decoder, which is
// what it tests.

// foreignStyle is how one writer spells a JSON document.
type foreignStyle struct {
	name     string
	indent   string // per nesting level; "" writes compact
	newline  string // after each member when indenting ("\n", "\r\n")
	colon    string // between a name and its value
	comma    string // between members when compact
	reverse  bool   // members in reverse name order (else sorted)
	escape   func(r rune) bool
	upper    bool       // \u escapes in upper-case hex
	slash    bool       // '/' written as \/
	naive    bool       // local wall times without their offset, as upstream writes them (where that is exact)
	zulu     bool       // every time in UTC, written with Z (RFC 3339), as a Go or JavaScript tool writes it
	extra    bool       // adds a member a newer version writes, which this one does not know
	loose    bool       // every time in the looser spellings a Go reader takes (see looseTime)
	draw     *rand.Rand // a drawn spelling: the choices above drawn token by token (sim/spelling.go)
	override any        // a drawn spelling's model_override of its own (nil: the route's stays)
}

// foreignStyles are taken in turn, one per rewrite (World.rewrites).
var foreignStyles = [...]foreignStyle{
	// json.dump(indent=2, sort_keys=True): ASCII only, non-ASCII as \u escapes.
	{name: "python-indent", indent: "  ", newline: "\n", colon: ": ", escape: func(r rune) bool { return r >= utf8.RuneSelf }},
	// A writer that escapes punctuation (as HTML-safe encoders do <, > and &), upper-case hex,
	// slashes escaped, compact.
	{name: "escaped", colon: ":", comma: ",", upper: true, slash: true,
		escape: func(r rune) bool { return r == ':' || r == '_' || r == '.' || r == '-' || r >= utf8.RuneSelf }},
	// Windows line ends and tabs, members in reverse order, digits and letters escaped.
	{name: "crlf-reversed", indent: "\t", newline: "\r\n", colon: " : ", reverse: true,
		escape: func(r rune) bool { return r >= '0' && r <= '9' || r == 'k' || r == 'T' || r >= utf8.RuneSelf }},
	// Upstream's own: json.dump(indent=2) of naive local times from isoformat(), which leaves
	// out a zero fraction of a second.
	{name: "python-naive", indent: "  ", newline: "\n", colon: ": ", naive: true, escape: func(r rune) bool { return r >= utf8.RuneSelf }},
	// A newer version, which writes a member of its own (of every JSON type) into each entry.
	{name: "newer-writer", colon: ": ", comma: ", ", extra: true, escape: func(r rune) bool { return false }},
	// A tool that keeps every time in UTC, written with Z: the same instants (the next save
	// writes them in the zone again).
	{name: "utc-zulu", colon: ":", comma: ",", zulu: true, escape: func(r rune) bool { return false }},
	// A hand-rolled writer's times: spaces for the T, an hour without its zero, a comma and nine
	// digits for the fraction, the offset with its seconds.
	{name: "loose-times", colon: ":", comma: ",", loose: true, escape: func(r rune) bool { return false }},
}

// createdSentinels are the created_at values migration tools fill a lost one with, taken in
// turn by the rewrites (none, Unix time 0, Python's datetime.max, the leap day of 2000, a century
// that is a leap year, and the day after datetime.min, the earliest instant every zone still reads
// in year 1). A running process holds its own
// until its next save, so the oracle takes the disk to differ from it until then.
// Nothing but the codec reads created_at (docs/contract.md §1.2), so the entry means the same;
// its reader's and writer's calendar arithmetic meet years before 1970 and at the far end.
var createdSentinels = [...]string{"", "1970-01-01T00:00:00Z", "9999-12-31T00:00:00+00:00", "2000-02-29T12:00:00Z", "0001-01-02T00:00:00+00:00"}

// localTimes are the members holding local wall times with their offset (docs/contract.md §1.2).
var localTimes = map[string]bool{"created_at": true, "updated_at": true, "last_resume_marked_at": true}

// newerMember and newerWeight are what newer-writer adds: members this version does not know,
// which a load ignores; the second a bare number with an exponent.
const newerWeight = "-2.5E-3"

const newerMember = `{"writer": "hermes/9.9", "tags": [], "seen": [1.5e3, -2.5E-2, 7e+1, -0.25, true, false, null, {}], "note": "caf\u00e9 \ud83d\ude00"}`

// rewriteJSON writes the JSON document data as style spells it, in loc (the gateway's zone, for
// naive times), with created_at replaced by created when it is not empty. Numbers keep their text.
func rewriteJSON(data []byte, style foreignStyle, created string, loc *time.Location) ([]byte, error) {
	v, err := decodeJSON(data)
	if err != nil {
		return nil, err
	}
	if twice, err := nameGivenTwice(data); err != nil || twice != "" {
		// Read into a map, the document would lose one of the two and come out another entry (a
		// corrupt form that gives a field twice would be repaired): no rewrite preserves it.
		return nil, fmt.Errorf("member %q given twice", twice)
	}
	if obj, ok := v.(map[string]any); ok && style.draw != nil {
		drawnEntry(obj, created, style.override, style.draw, loc)
	} else if ok {
		for k, x := range obj {
			if t, ok := x.(string); ok && style.naive && localTimes[k] {
				obj[k] = naiveTime(t, loc)
			}
			if t, ok := x.(string); ok && style.loose && (localTimes[k] || k == "active_turn_started_at") {
				obj[k] = looseTime(t)
			}
			if t, ok := x.(string); ok && style.zulu && (localTimes[k] || k == "active_turn_started_at") {
				obj[k] = zuluTime(t)
			}
		}
		if c, ok := obj["created_at"].(string); ok && created != "" && readsAsTime(c) {
			obj["created_at"] = created // (a created_at that is no time stays: the rewrite repairs nothing)
			if _, ok := obj["total_tokens"].(json.Number); ok {
				obj["total_tokens"] = json.Number("-1") // the same tools' "unknown" (nothing but the codec reads it)
			}
		}
		if style.extra {
			x, err := decodeJSON([]byte(newerMember))
			if err != nil {
				return nil, err
			}
			obj["x_newer_version"] = x
			obj["x_weight"] = json.Number(newerWeight) // (a member's value read on its own ends with the number)
		}
	}
	var b bytes.Buffer
	style.space(&b)
	style.value(&b, v, 0)
	style.space(&b)
	return b.Bytes(), nil
}

// nameGivenTwice names a member some object of the JSON document data gives twice, or "".
func nameGivenTwice(data []byte) (string, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	type frame struct {
		names map[string]bool
		key   bool // the next string token is a member name
	}
	var stack []frame
	for {
		t, err := d.Token()
		if err == io.EOF {
			return "", nil
		}
		if err != nil {
			return "", err
		}
		top := len(stack) - 1
		switch x := t.(type) {
		case json.Delim:
			switch x {
			case '{':
				if top >= 0 && stack[top].names != nil {
					stack[top].key = true // (the object is this member's value)
				}
				stack = append(stack, frame{names: map[string]bool{}, key: true})
				continue
			case '[':
				if top >= 0 && stack[top].names != nil {
					stack[top].key = true
				}
				stack = append(stack, frame{})
				continue
			default:
				stack = stack[:top]
				continue
			}
		case string:
			if top >= 0 && stack[top].names != nil && stack[top].key {
				if stack[top].names[x] {
					return x, nil
				}
				stack[top].names[x] = true
				stack[top].key = false
				continue
			}
		}
		if top >= 0 && stack[top].names != nil {
			stack[top].key = true // a value ended: a name comes next
		}
	}
}

// decodeJSON reads one JSON document, numbers as their text.
func decodeJSON(data []byte) (any, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, fmt.Errorf("data after the document")
	}
	return v, nil
}

func (s *foreignStyle) value(b *bytes.Buffer, v any, depth int) {
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		fmt.Fprint(b, x)
	case json.Number:
		b.WriteString(string(x))
	case string:
		s.str(b, x)
	case []any:
		b.WriteByte('[')
		for i, e := range x {
			s.sep(b, i, depth+1)
			s.value(b, e, depth+1)
		}
		s.close(b, len(x), depth)
		b.WriteByte(']')
	case map[string]any:
		names := make([]string, 0, len(x))
		for k := range x {
			names = append(names, k)
		}
		sort.Strings(names)
		if s.draw != nil {
			s.draw.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
		}
		if s.reverse {
			for i, j := 0, len(names)-1; i < j; i, j = i+1, j-1 {
				names[i], names[j] = names[j], names[i]
			}
		}
		b.WriteByte('{')
		for i, k := range names {
			s.sep(b, i, depth+1)
			s.str(b, k)
			s.space(b)
			b.WriteString(s.colon)
			s.space(b)
			s.value(b, x[k], depth+1)
		}
		s.close(b, len(names), depth)
		b.WriteByte('}')
	}
}

// sep begins the i-th element of a container at depth.
func (s *foreignStyle) sep(b *bytes.Buffer, i, depth int) {
	if s.draw != nil {
		if i > 0 {
			s.space(b)
			b.WriteByte(',')
		}
		s.space(b)
		return
	}
	if i > 0 {
		if s.indent == "" {
			b.WriteString(s.comma)
		} else {
			b.WriteByte(',')
		}
	}
	if s.indent != "" {
		b.WriteString(s.newline)
		for range depth {
			b.WriteString(s.indent)
		}
	}
}

// close ends a container of n elements at depth.
func (s *foreignStyle) close(b *bytes.Buffer, n, depth int) {
	s.space(b)
	if s.indent != "" && n > 0 {
		b.WriteString(s.newline)
		for range depth {
			b.WriteString(s.indent)
		}
	}
}

func (s *foreignStyle) str(b *bytes.Buffer, text string) {
	b.WriteByte('"')
	for _, r := range text {
		switch {
		case s.draw != nil && s.drawnEscape(b, r):
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '/' && s.slash:
			b.WriteString(`\/`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || s.escape(r):
			s.u4(b, r, s.upper)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
}

// u4 writes r as a \u escape, a rune beyond the first plane as a surrogate pair (as UTF-16
// writers spell it).
func (s *foreignStyle) u4(b *bytes.Buffer, r rune, upper bool) {
	hex := "0123456789abcdef"
	if upper {
		hex = "0123456789ABCDEF"
	}
	one := func(r rune) {
		b.WriteString(`\u`)
		for shift := 12; shift >= 0; shift -= 4 {
			b.WriteByte(hex[r>>shift&0xf])
		}
	}
	if r > 0xffff {
		r -= 0x10000
		one(0xd800 + r>>10)
		one(0xdc00 + r&0x3ff)
		return
	}
	one(r)
}

// zuluTime is t written in UTC, with a Z for its offset.
func zuluTime(t string) string {
	at, err := time.Parse(time.RFC3339Nano, t)
	if err != nil {
		return t
	}
	return at.UTC().Format(time.RFC3339Nano)
}

// readsAsTime reports whether s is a time in the form the gateway writes, or upstream's naive one.
func readsAsTime(s string) bool {
	for _, layout := range [...]string{time.RFC3339Nano, "2006-01-02T15:04:05.999999999"} {
		if at, err := time.Parse(layout, s); err == nil {
			// (a time whose UTC year leaves 0001..9999 is one the contract refuses: no time)
			y := at.UTC().Year()
			return y >= 1 && y <= 9999
		}
	}
	return false
}

// looseTime writes the instant t names as "2026-03-28  9:00:00,000000000+01:00:00": every
// spelling the contract's reader takes beyond isoformat's own (§1.2), the offset kept.
func looseTime(t string) string {
	at, err := time.Parse(time.RFC3339Nano, t)
	if err != nil {
		return t
	}
	return fmt.Sprintf("%s  %d%s", at.Format("2006-01-02"), at.Hour(), at.Format(":04:05,000000000-07:00:00"))
}

// naiveTime is t (RFC 3339 with an offset) as upstream's isoformat() of a naive local time writes
// it: no offset, no fraction when it is zero. The later instant of a repeated hour keeps its
// offset: read naive, its wall time means the earlier instant (Python's fold=0), so dropping the
// offset would move it. Every other time, near a change of offset too, reads back exactly.
func naiveTime(t string, loc *time.Location) string {
	at, err := time.Parse(time.RFC3339Nano, t)
	if err != nil || loc == nil {
		return t
	}
	if !naiveExact(at, loc) {
		return t // the later instant of a repeated hour: read naive, it would be the earlier one
	}
	wall := at.In(loc)
	if wall.Nanosecond() == 0 {
		return wall.Format("2006-01-02T15:04:05")
	}
	return wall.Format("2006-01-02T15:04:05.000000")
}
