package gateway

// The JSON the persisted form is made of, read and written by hand: no reflection, one pass.
//
// The rules are encoding/json's, as the entry's first codec used it (json.Marshal to write it;
// a json.Decoder's tokens to read an object member by member, then json.Unmarshal into pointer
// fields to read the members it knows), down to the words of every error, since a skipped
// entry's reason is what an operator finds it by (docs/contract.md §1.2) and what the trace
// prints. FuzzCodecMatchesReflection (persist_codec_test.go) holds both to the old codec, which
// it keeps.
//
//   - A value is checked as encoding/json's scanner checks it, and a syntax error is worded as
//     its SyntaxError is ("invalid character 'x' after object key"). A member's value is read on
//     its own (as a Decoder reads the value after a key), so it may nest 10,000 deep; a value
//     that ends the input early is "unexpected EOF", a missing one "EOF".
//   - An object is read as readObject read it with a Decoder's tokens: its members in order, the
//     name decoded, the value as it stands; then nothing but space may follow it.
//   - A string is decoded as encoding/json decodes it: escapes resolved, a lone surrogate and
//     each byte of bad UTF-8 made U+FFFD.
//   - A string is written as json.Marshal writes it: <, > and & escaped (\u003c), control
//     characters as \n or \u001f, bad UTF-8 as \ufffd, U+2028 and U+2029 escaped.

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// maxJSONDepth is encoding/json's limit on nested arrays and objects in one value it scans.
const maxJSONDepth = 10000

var (
	errJSONEOF           = errors.New("EOF")
	errJSONUnexpectedEOF = errors.New("unexpected EOF")
	errNoValue           = errors.New("no value before the end") // a value not begun: EOF at the top, unexpected EOF inside
)

// syntaxError is encoding/json's wording of a bad byte.
func syntaxError(c byte, context string) error {
	return errors.New("invalid character " + quoteChar(c) + " " + context)
}

// quoteChar is how encoding/json shows a byte in an error.
func quoteChar(c byte) string {
	switch c {
	case '\'':
		return `'\''`
	case '"':
		return `'"'`
	}
	s := strconv.Quote(string(rune(c)))
	return "'" + s[1:len(s)-1] + "'"
}

func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

func skipJSONSpace(b []byte, i int) int {
	for i < len(b) && isJSONSpace(b[i]) {
		i++
	}
	return i
}

// jsonScan checks one JSON value as encoding/json's scanner does.
type jsonScan struct {
	b     []byte
	depth int  // arrays and objects open
	deep  byte // the bracket that opened the maxJSONDepth-th level, 0 if none did
}

// topValue scans the value at b[i:] (space before it allowed) as a Decoder reads one on its own:
// the value ends where it is complete, whatever follows. It returns the index just past it; at
// the end of the input before the value begins the error is "EOF".
func (s *jsonScan) topValue(i int) (int, error) {
	s.depth, s.deep = 0, 0
	end, err := s.value(i)
	if err == errNoValue {
		err = errJSONEOF
	}
	return end, err
}

// value scans one value from b[i] on, space before it allowed.
func (s *jsonScan) value(i int) (int, error) {
	b := s.b
	i = skipJSONSpace(b, i)
	if i == len(b) {
		return i, errNoValue
	}
	switch c := b[i]; {
	case c == '"':
		end, err := s.str(i)
		return end, err
	case c == '{':
		return s.object(i)
	case c == '[':
		return s.array(i)
	case c == '-' || '0' <= c && c <= '9':
		return s.number(i)
	case c == 't':
		return s.literal(i, "true")
	case c == 'f':
		return s.literal(i, "false")
	case c == 'n':
		return s.literal(i, "null")
	default:
		return i, syntaxError(c, "looking for beginning of value")
	}
}

// inner scans a value inside an array or object: the end of the input is unexpected there.
func (s *jsonScan) inner(i int) (int, error) {
	end, err := s.value(i)
	if err == errNoValue {
		err = errJSONUnexpectedEOF
	}
	return end, err
}

// open enters an array or object at b[i].
func (s *jsonScan) open(i int) error {
	s.depth++
	if s.depth > maxJSONDepth {
		return syntaxError(s.b[i], "exceeded max depth")
	}
	if s.depth == maxJSONDepth && s.deep == 0 {
		s.deep = s.b[i]
	}
	return nil
}

func (s *jsonScan) object(i int) (int, error) {
	b := s.b
	if err := s.open(i); err != nil {
		return i, err
	}
	i = skipJSONSpace(b, i+1)
	if i < len(b) && b[i] == '}' {
		s.depth--
		return i + 1, nil
	}
	for {
		if i == len(b) {
			return i, errJSONUnexpectedEOF
		}
		if b[i] != '"' {
			return i, syntaxError(b[i], "looking for beginning of object key string")
		}
		var err error
		if i, err = s.str(i); err != nil {
			return i, err
		}
		if i = skipJSONSpace(b, i); i == len(b) {
			return i, errJSONUnexpectedEOF
		}
		if b[i] != ':' {
			return i, syntaxError(b[i], "after object key")
		}
		if i, err = s.inner(i + 1); err != nil {
			return i, err
		}
		if i = skipJSONSpace(b, i); i == len(b) {
			return i, errJSONUnexpectedEOF
		}
		switch b[i] {
		case ',':
			i = skipJSONSpace(b, i+1)
		case '}':
			s.depth--
			return i + 1, nil
		default:
			return i, syntaxError(b[i], "after object key:value pair")
		}
	}
}

func (s *jsonScan) array(i int) (int, error) {
	b := s.b
	if err := s.open(i); err != nil {
		return i, err
	}
	i = skipJSONSpace(b, i+1)
	if i < len(b) && b[i] == ']' {
		s.depth--
		return i + 1, nil
	}
	for {
		var err error
		if i, err = s.inner(i); err != nil {
			return i, err
		}
		if i = skipJSONSpace(b, i); i == len(b) {
			return i, errJSONUnexpectedEOF
		}
		switch b[i] {
		case ',':
			i++
		case ']':
			s.depth--
			return i + 1, nil
		default:
			return i, syntaxError(b[i], "after array element")
		}
	}
}

// str scans the string at b[i] (a quote) and returns the index past its closing quote.
func (s *jsonScan) str(i int) (int, error) {
	b := s.b
	for j := i + 1; j < len(b); j++ {
		switch c := b[j]; {
		case c == '"':
			return j + 1, nil
		case c == '\\':
			if j++; j == len(b) {
				return j, errJSONUnexpectedEOF
			}
			switch b[j] {
			case 'b', 'f', 'n', 'r', 't', '\\', '/', '"':
			case 'u':
				for range 4 {
					if j++; j == len(b) {
						return j, errJSONUnexpectedEOF
					}
					if !isHex(b[j]) {
						return j, syntaxError(b[j], `in \u hexadecimal character escape`)
					}
				}
			default:
				return j, syntaxError(b[j], "in string escape code")
			}
		case c < 0x20:
			return j, syntaxError(c, "in string literal")
		}
	}
	return len(b), errJSONUnexpectedEOF
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// number scans a number: it ends at the first byte that cannot continue it, or at the end of the
// input once it is complete.
func (s *jsonScan) number(i int) (int, error) {
	b := s.b
	j := i
	if b[j] == '-' {
		if j++; j == len(b) {
			return j, errJSONUnexpectedEOF
		}
		if !isDigit(b[j]) {
			return j, syntaxError(b[j], "in numeric literal")
		}
	}
	if b[j] == '0' {
		j++
	} else {
		for j < len(b) && isDigit(b[j]) {
			j++
		}
	}
	if j < len(b) && b[j] == '.' {
		if j++; j == len(b) {
			return j, errJSONUnexpectedEOF
		}
		if !isDigit(b[j]) {
			return j, syntaxError(b[j], "after decimal point in numeric literal")
		}
		for j < len(b) && isDigit(b[j]) {
			j++
		}
	}
	if j < len(b) && (b[j] == 'e' || b[j] == 'E') {
		if j++; j < len(b) && (b[j] == '+' || b[j] == '-') {
			j++
		}
		if j == len(b) {
			return j, errJSONUnexpectedEOF
		}
		if !isDigit(b[j]) {
			return j, syntaxError(b[j], "in exponent of numeric literal")
		}
		for j < len(b) && isDigit(b[j]) {
			j++
		}
	}
	return j, nil
}

// literal scans true, false or null.
func (s *jsonScan) literal(i int, word string) (int, error) {
	b := s.b
	for k := 1; k < len(word); k++ {
		if i+k == len(b) {
			return i + k, errJSONUnexpectedEOF
		}
		if b[i+k] != word[k] {
			return i + k, syntaxError(b[i+k], "in literal "+word+" (expecting "+quoteChar(word[k])+")")
		}
	}
	return i + len(word), nil
}

// jsonObject reads b as exactly one JSON object, as a json.Decoder's tokens give it, and calls
// member with each member's name (the raw string, quotes included) and value, in order. A
// member's error (a bad or missing value) is worded `field "name": ...`; anything but space
// after the object is "data after the object". A value of another kind is "want a JSON object,
// found ...". deep is the bracket that opened the value's maxJSONDepth-th level (0 if none did),
// for a reader that nests the value once more. member may stop the read with an error of its own.
func jsonObject(b []byte, member func(name, value []byte, deep byte) error) error {
	s := jsonScan{b: b}
	i := skipJSONSpace(b, 0)
	if i == len(b) {
		return errJSONEOF
	}
	switch c := b[i]; c {
	case '{':
	case '[':
		return errors.New("want a JSON object, found [")
	case ']', '}', ':', ',':
		return syntaxError(c, "looking for beginning of value")
	default:
		end, err := s.topValue(i)
		if err != nil {
			return err
		}
		return notAnObject(b[i:end])
	}
	// tokenObjectStart, then tokenObjectComma after each member.
	first := true
	i++
	for {
		if i = skipJSONSpace(b, i); i == len(b) {
			return errJSONEOF
		}
		c := b[i]
		if c == '}' {
			break
		}
		if c == ']' {
			if first {
				return errors.New("invalid character ']'")
			}
			return syntaxError(c, "after object key:value pair")
		}
		if !first {
			if c != ',' {
				return syntaxError(c, "after object key:value pair")
			}
			if i = skipJSONSpace(b, i+1); i == len(b) {
				return errJSONEOF
			}
			if c = b[i]; c != '"' {
				return syntaxError(c, "looking for beginning of object key string")
			}
		} else if c != '"' {
			return errors.New("invalid character " + quoteChar(c))
		}
		nameEnd, err := s.str(i)
		if err != nil {
			return err
		}
		name := b[i:nameEnd]
		if i = skipJSONSpace(b, nameEnd); i == len(b) {
			return fieldError(name, errJSONEOF)
		}
		if b[i] != ':' {
			return fieldError(name, errors.New("expected colon after object key"))
		}
		start := skipJSONSpace(b, i+1)
		end, err := s.topValue(i + 1)
		if err != nil {
			return fieldError(name, err)
		}
		if err := member(name, b[start:end], s.deep); err != nil {
			return err
		}
		first, i = false, end
	}
	if skipJSONSpace(b, i+1) != len(b) {
		return errors.New("data after the object")
	}
	return nil
}

// fieldError is a member's error, named by the member.
func fieldError(name []byte, err error) error {
	return errors.New("field " + strconv.Quote(unquote(name)) + ": " + err.Error())
}

// notAnObject is readObject's error for a whole value of another kind than an object: a string,
// a number (as fmt prints a float64), true, false or null.
func notAnObject(v []byte) error {
	switch v[0] {
	case '"':
		return errors.New("want a JSON object, found a string")
	case 't', 'f', 'n':
		return errors.New("want a JSON object, found " + string(v))
	}
	f, err := strconv.ParseFloat(string(v), 64)
	if err != nil {
		return errors.New("json: cannot unmarshal number " + string(v) + " into Go value of type float64")
	}
	return errors.New("want a JSON object, found " + fmt.Sprint(f))
}

// unquote decodes a JSON string (quotes included) that jsonScan has checked.
func unquote(q []byte) string {
	s := q[1 : len(q)-1]
	plain := true
	for _, c := range s {
		if c == '\\' || c >= utf8.RuneSelf {
			plain = false
			break
		}
	}
	if plain || utf8.Valid(s) && !containsByte(s, '\\') {
		return string(s)
	}
	b := make([]byte, 0, len(s)+utf8.UTFMax)
	for r := 0; r < len(s); {
		c := s[r]
		if c >= utf8.RuneSelf {
			rr, size := utf8.DecodeRune(s[r:])
			b = utf8.AppendRune(b, rr) // a bad byte becomes U+FFFD
			r += size
			continue
		}
		if c != '\\' {
			b = append(b, c)
			r++
			continue
		}
		switch e := s[r+1]; e {
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			rr := getu4(s[r:])
			r += 6
			if utf16.IsSurrogate(rr) {
				if dec := utf16.DecodeRune(rr, getu4(s[r:])); dec != utf8.RuneError {
					b = utf8.AppendRune(b, dec)
					r += 6
					continue
				}
				rr = utf8.RuneError // a lone surrogate
			}
			b = utf8.AppendRune(b, rr)
			continue
		default: // " \ /
			b = append(b, e)
		}
		r += 2
	}
	return string(b)
}

func containsByte(s []byte, c byte) bool {
	for _, x := range s {
		if x == c {
			return true
		}
	}
	return false
}

// getu4 reads the \uXXXX at the start of s, or returns -1.
func getu4(s []byte) rune {
	if len(s) < 6 || s[0] != '\\' || s[1] != 'u' {
		return -1
	}
	var r rune
	for _, c := range s[2:6] {
		switch {
		case '0' <= c && c <= '9':
			c = c - '0'
		case 'a' <= c && c <= 'f':
			c = c - 'a' + 10
		case 'A' <= c && c <= 'F':
			c = c - 'A' + 10
		default:
			return -1
		}
		r = r*16 + rune(c)
	}
	return r
}

// appendJSONString writes s as a JSON string the way json.Marshal does (HTML-safe).
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if jsonSafe[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i++
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

const hexDigits = "0123456789abcdef"

// jsonSafe marks the ASCII bytes a JSON string holds as they are (json.Marshal's HTML-safe set).
var jsonSafe = func() (t [utf8.RuneSelf]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// compactJSON is v (a checked JSON value) as encoding/json's Compact with HTML escaping writes
// it: space between tokens dropped; <, >, &, U+2028 and U+2029 escaped.
func compactJSON(v []byte) []byte {
	out := make([]byte, 0, len(v))
	inString, escaped := false, false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == '<' || c == '>' || c == '&':
			out = append(out, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			continue
		case c == 0xE2 && i+2 < len(v) && v[i+1] == 0x80 && v[i+2]&^1 == 0xA8:
			out = append(out, '\\', 'u', '2', '0', '2', hexDigits[v[i+2]&0xF])
			i += 2
			continue
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case isJSONSpace(c):
			continue
		}
		out = append(out, c)
	}
	return out
}
