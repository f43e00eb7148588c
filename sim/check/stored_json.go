package check

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"
)

// The JSON under the oracle's reader: a small strict parser of its own (RFC 8259's grammar)
// that splits an object into its members; string values with escapes or non-ASCII bytes are
// decoded by encoding/json. (Decoding each entry into a map with encoding/json doubled the cost
// of a judged step.)

// member is one member of a JSON object: its name, decoded, and its value as it stands.
type member struct {
	name, value []byte
}

// members are an object's members in order. A name given twice reads as its last value, as
// upstream's json.loads reads it; a null member reads as absent.
type members []member

// maxDepth bounds nesting, so that a hostile entry cannot exhaust the stack.
const maxDepth = 10000

// objectMembers splits b, which must be exactly one JSON object, into its members.
func objectMembers(b []byte) (members, error) {
	p := jsonParser{b: b}
	p.space()
	if p.i == len(b) || b[p.i] != '{' {
		if err := p.value(); err != nil {
			return nil, err
		}
		return nil, fmt.Errorf("want a JSON object, found %.20s", b)
	}
	m := make(members, 0, 32) // (an entry has 23 members)
	p.i++
	p.depth++
	for first := true; ; first = false {
		p.space()
		if p.i < len(b) && b[p.i] == '}' && first {
			break
		}
		start := p.i
		if err := p.str(); err != nil {
			return nil, err
		}
		name := b[start+1 : p.i-1]
		if bytes.IndexByte(name, '\\') >= 0 || !utf8.Valid(name) {
			name = []byte(decoded(b[start:p.i]))
		}
		if err := p.expect(':', ':'); err != nil {
			return nil, err
		}
		p.space()
		start = p.i
		if err := p.value(); err != nil {
			return nil, err
		}
		m = append(m, member{name: name, value: b[start:p.i]})
		if err := p.expect(',', '}'); err != nil {
			return nil, err
		}
		if b[p.i-1] == '}' {
			p.i--
			break
		}
	}
	p.i++
	if p.space(); p.i != len(b) {
		return nil, fmt.Errorf("data after the object at byte %d", p.i)
	}
	return m, nil
}

// jsonParser checks JSON text as it walks it: b[i] is the next byte.
type jsonParser struct {
	b        []byte
	i, depth int
}

func (p *jsonParser) space() {
	for p.i < len(p.b) && (p.b[p.i] == ' ' || p.b[p.i] == '\t' || p.b[p.i] == '\n' || p.b[p.i] == '\r') {
		p.i++
	}
}

func (p *jsonParser) fail(what string) error {
	if p.i >= len(p.b) {
		return fmt.Errorf("unexpected end of JSON looking for %s", what)
	}
	return fmt.Errorf("invalid character %q at byte %d looking for %s", p.b[p.i], p.i, what)
}

// expect takes space, then the byte a or b.
func (p *jsonParser) expect(a, b byte) error {
	p.space()
	if p.i < len(p.b) && (p.b[p.i] == a || p.b[p.i] == b) {
		p.i++
		return nil
	}
	return p.fail(string([]byte{a, ' ', 'o', 'r', ' ', b}))
}

// value takes one value.
func (p *jsonParser) value() error {
	p.space()
	if p.i == len(p.b) {
		return p.fail("a value")
	}
	switch c := p.b[p.i]; {
	case c == '"':
		return p.str()
	case c == '{' || c == '[':
		return p.container(c)
	case c == '-' || '0' <= c && c <= '9':
		return p.number()
	}
	for _, word := range [...]string{"true", "false", "null"} {
		if bytes.HasPrefix(p.b[p.i:], []byte(word)) {
			p.i += len(word)
			return nil
		}
	}
	return p.fail("a value")
}

// container takes an object or an array.
func (p *jsonParser) container(open byte) error {
	if p.depth++; p.depth > maxDepth {
		return fmt.Errorf("nested deeper than %d", maxDepth)
	}
	end := byte(']')
	if open == '{' {
		end = '}'
	}
	p.i++
	p.space()
	if p.i < len(p.b) && p.b[p.i] == end {
		p.i++
		p.depth--
		return nil
	}
	for {
		if open == '{' {
			p.space()
			if err := p.str(); err != nil {
				return err
			}
			if err := p.expect(':', ':'); err != nil {
				return err
			}
		}
		if err := p.value(); err != nil {
			return err
		}
		if err := p.expect(',', end); err != nil {
			return err
		}
		if p.b[p.i-1] == end {
			p.depth--
			return nil
		}
	}
}

// str takes a string: no raw control character, only JSON's escapes.
func (p *jsonParser) str() error {
	if p.i == len(p.b) || p.b[p.i] != '"' {
		return p.fail("a string")
	}
	for p.i++; p.i < len(p.b); p.i++ {
		switch c := p.b[p.i]; {
		case c == '"':
			p.i++
			return nil
		case c < 0x20:
			return p.fail("the rest of a string")
		case c == '\\':
			p.i++
			if p.i == len(p.b) {
				return p.fail("an escape")
			}
			switch p.b[p.i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if p.i+4 >= len(p.b) || !allHex(p.b[p.i+1:p.i+5]) {
					return p.fail("four hex digits")
				}
				p.i += 4
			default:
				return p.fail("an escape")
			}
		}
	}
	return p.fail("the end of a string")
}

func allHex(b []byte) bool {
	for _, c := range b {
		if !('0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f') {
			return false
		}
	}
	return true
}

// number takes -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (p *jsonParser) number() error {
	if p.b[p.i] == '-' {
		p.i++
	}
	switch {
	case p.i < len(p.b) && p.b[p.i] == '0':
		p.i++
	case !p.digits():
		return p.fail("a digit")
	}
	if p.i < len(p.b) && p.b[p.i] == '.' {
		p.i++
		if !p.digits() {
			return p.fail("a digit")
		}
	}
	if p.i < len(p.b) && p.b[p.i]|0x20 == 'e' {
		if p.i++; p.i < len(p.b) && (p.b[p.i] == '+' || p.b[p.i] == '-') {
			p.i++
		}
		if !p.digits() {
			return p.fail("a digit")
		}
	}
	return nil
}

// digits takes one digit or more.
func (p *jsonParser) digits() bool {
	start := p.i
	for p.i < len(p.b) && '0' <= p.b[p.i] && p.b[p.i] <= '9' {
		p.i++
	}
	return p.i > start
}

// get is name's last value, nil when absent or null. A name is matched exactly.
func (m members) get(name string) []byte {
	if v, _ := m.member(name); string(v) != "null" {
		return v
	}
	return nil
}

// member is name's last value as written (null included), and whether it is there.
func (m members) member(name string) ([]byte, bool) {
	for i := len(m) - 1; i >= 0; i-- {
		if string(m[i].name) == name {
			return m[i].value, true
		}
	}
	return nil, false
}

func (m members) has(name string) bool { return m.get(name) != nil }

// decoded is a JSON string's text ("" when it does not decode).
func decoded(v []byte) string {
	s, _ := jsonText(v)
	return s
}

var errNotString = errors.New("not a string")

// jsonText decodes a JSON string value; anything else is errNotString. Plain ASCII is taken as
// it stands, the rest as encoding/json decodes it.
func jsonText(v []byte) (string, error) {
	if len(v) < 2 || v[0] != '"' {
		return "", errNotString
	}
	plain := true
	for _, c := range v[1 : len(v)-1] {
		if c == '\\' || c >= utf8.RuneSelf {
			plain = false
			break
		}
	}
	if plain {
		return string(v[1 : len(v)-1]), nil
	}
	var s string
	err := json.Unmarshal(v, &s)
	return s, err
}
