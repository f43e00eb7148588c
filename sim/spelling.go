package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"time"
)

// Drawn spellings. The fixed writers of foreign.go read the same few branches of the gateway's
// decoder at every rewrite; a drawn spelling (rewrite-route spelling=N) draws every choice a JSON
// writer makes from the seed N, token by token: whitespace between tokens and around the
// document, member order, which characters are escaped and how (short escapes, \u in either case,
// surrogate pairs, \/), how each time is spelled (its offset, the T or spaces, a one-digit hour,
// the fraction's digits and separator), a created_at on a calendar edge, and members of every JSON
// type that no version knows. Every choice keeps the document the same entry to a JSON reader
// (docs/contract.md §1.2), so the next load must read what the route held.

// drawnStyle is the spelling drawn from seed.
func drawnStyle(seed int) foreignStyle {
	r := rand.New(rand.NewPCG(uint64(seed), 0x5e11))
	odds := [...]int{0, 1, 3, 20}[r.IntN(4)] // a rune is escaped one time in odds (never for 0)
	return foreignStyle{name: "drawn", colon: ":", draw: r, escape: func(rune) bool { return odds > 0 && r.IntN(odds) == 0 }}
}

// jsonSpaces are the whitespace runs a drawn spelling puts between tokens (the empty one most).
var jsonSpaces = [...]string{"", "", "", "", " ", "\t", "\n", "\r\n", "  ", "\n\t ", " \r\n  "}

// space writes a drawn run of whitespace (nothing for a fixed style, whose separators say it).
func (s *foreignStyle) space(b *bytes.Buffer) {
	if s.draw != nil {
		b.WriteString(jsonSpaces[s.draw.IntN(len(jsonSpaces))])
	}
}

// shortEscapes are JSON's two-character escapes.
var shortEscapes = map[rune]string{'"': `\"`, '\\': `\\`, '/': `\/`, '\b': `\b`, '\f': `\f`, '\n': `\n`, '\r': `\r`, '\t': `\t`}

// drawnEscape writes r escaped when the drawn spelling escapes it (always for a quote, a
// backslash or a control character; any other rune at the spelling's odds), and reports whether
// it did.
func (s *foreignStyle) drawnEscape(b *bytes.Buffer, r rune) bool {
	must := r == '"' || r == '\\' || r < 0x20
	if !must && !s.escape(r) {
		return false
	}
	if short, ok := shortEscapes[r]; ok && s.draw.IntN(2) == 0 {
		b.WriteString(short)
		return true
	}
	s.u4(b, r, s.draw.IntN(2) == 0)
	return true
}

// drawnEntry applies a drawn spelling's choices of content to the decoded entry obj: created_at
// replaced by created (when that is set and the one there is a time), model_override by override
// (when that is set), each time respelled, and
// perhaps members no version knows. Members are taken in name order: the draws must not follow
// the map's.
func drawnEntry(obj map[string]any, created string, override any, r *rand.Rand, loc *time.Location) {
	if c, ok := obj["created_at"].(string); ok && created != "" && readsAsTime(c) {
		obj["created_at"] = created
	}
	switch obj["model_override"].(type) {
	case nil, string, map[string]any:
		if override != nil {
			obj["model_override"] = override
		}
	default:
		// A model_override that is neither a string nor an object (a corrupt-route op wrote it)
		// stays: the rewrite repairs nothing, as with created_at.
	}
	names := make([]string, 0, len(obj))
	for k := range obj {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if t, ok := obj[k].(string); ok && (localTimes[k] || k == "active_turn_started_at") {
			obj[k] = drawnTime(t, r, loc, localTimes[k])
		}
	}
	if obj["active_turn_token"] == nil && obj["active_turn_started_at"] == nil && r.IntN(2) == 0 {
		junkMarker(obj, r)
	}
	for n := r.IntN(4) - 1; n > 0; n-- {
		obj[fmt.Sprintf("x_%c%d", 'a'+r.IntN(26), r.IntN(100))] = drawnValue(r, 3)
	}
}

// junkTokens are turn tokens the contract's reader refuses: no k, a missing or empty half, a
// half that is no number or overflows 32 bits, the zero token, an upper-case K, a space.
var junkTokens = [...]string{"2.7", "k2", "k.7", "k2.", "kx.7", "k2.x", "k0.0", "K2.7", "k4294967296.1",
	"k2.4294967296", "k-1.7", "k+1.7", " k2.7", ""}

// junkMarker writes into obj, which holds no turn marker, one the reader drops (docs/contract.md
// §1.2: a marker with only one half, or a malformed half, is dropped): a junk token beside a
// start, a token beside a start that is no time, or one half alone. The entry stays the same.
func junkMarker(obj map[string]any, r *rand.Rand) {
	const tok, at = "k3.9", "2026-03-28T09:00:00Z"
	switch r.IntN(6) {
	case 0, 1, 2:
		obj["active_turn_token"], obj["active_turn_started_at"] = junkTokens[r.IntN(len(junkTokens))], at
	case 3:
		obj["active_turn_token"], obj["active_turn_started_at"] = tok, [...]string{"2026-13-01T00:00:00Z", "noon", ""}[r.IntN(3)]
	case 4:
		obj["active_turn_token"] = tok
	default:
		obj["active_turn_started_at"] = at
	}
}

// drawnCreated draws, one time in three, a created_at on a calendar edge for a drawn spelling to
// write (RFC 3339), else "".
func drawnCreated(r *rand.Rand) string {
	if r.IntN(3) != 0 {
		return ""
	}
	return edgeInstant(r).Format(time.RFC3339Nano)
}

// modelNames are the model names a drawn model_override takes: plain, with a path, beyond ASCII,
// beyond the first plane (a surrogate pair where it is escaped), with a line separator, with the
// replacement character (written as itself, where a bad byte is written \ufffd), and backslashes
// alone (whose escapes are all the string holds).
var modelNames = [...]string{"gpt-5", "anthropic/claude-opus", "mödel ✨", "gpt-\U0001F600", "a\u2028b", "gpt-\ufffd", `\`, `\\`, ""}

// drawnOverride draws, one time in four, a model_override for a drawn spelling to write, as a bare
// string or as upstream's object beside a member no version knows (docs/contract.md §1.2: the
// port keeps the model name only), else nil. Nothing but the codec and the watcher's clearing
// reads it, so the entry means the same to the lifecycle.
func drawnOverride(r *rand.Rand) any {
	if r.IntN(4) != 0 {
		return nil
	}
	name := modelNames[r.IntN(len(modelNames))]
	if r.IntN(2) == 0 {
		return name
	}
	if r.IntN(8) == 0 {
		return map[string]any{"model": nil, "x_provider": drawnText(r)} // (no model chosen: none kept)
	}
	return map[string]any{"model": name, "x_provider": drawnText(r)}
}

// drawnTime spells the instant t names (RFC 3339) another way the contract's reader takes
// (docs/contract.md §1.2): in its own offset, in UTC with Z, in another offset (minutes, and now
// and then seconds), or naive where that is exact (local times only); a T or one to three
// spaces; the hour with or without its zero; the fraction with a period or a comma and any number
// of digits up to nine, or none when it is zero. A time within a day of the years' ends keeps its
// offset, so that no spelling moves its wall date out of 0001..9999.
func drawnTime(t string, r *rand.Rand, loc *time.Location, local bool) string {
	at, err := time.Parse(time.RFC3339Nano, t)
	if err != nil {
		return t
	}
	if u := at.UTC(); u.Year() > 1 && u.Year() < 9999 {
		if local && loc != nil && nearChange(at, loc) && naiveExact(at, loc) && r.IntN(2) == 0 {
			return spellWall(at.In(loc), r) // naive beside a change of offset: where a naive reader errs
		}
		switch r.IntN(5) {
		case 0:
			at = at.UTC()
		case 1:
			off := (r.IntN(29*60) - 14*60) * 60
			if r.IntN(4) == 0 {
				off += r.IntN(60)
			}
			if r.IntN(4) == 0 {
				off = (1 - 2*r.IntN(2)) * 24 * 3600 // the widest offset the reader takes: ±24:00
			}
			at = at.In(time.FixedZone("", off))
		case 2:
			if local && loc != nil && naiveExact(at, loc) {
				return spellWall(at.In(loc), r) // naive: the wall clock in loc, no offset
			}
		}
	}
	return spellWall(at, r) + spellOffset(at, r)
}

// naiveExact reports whether at's wall clock in loc, written naive, reads back as at: a naive
// time means the earliest instant showing it (docs/contract.md §1.2), so at must not be the later
// reading of a repeated wall time. Near a change of offset that is often so, and the reader's
// handling of the offsets on either side of the change is what such a time tests.
func naiveExact(at time.Time, loc *time.Location) bool {
	wall := at.In(loc).Format("2006-01-02T15:04:05.999999999")
	for _, d := range [...]time.Duration{15, 30, 45, 60, 90, 120} {
		if at.Add(-d*time.Minute).In(loc).Format("2006-01-02T15:04:05.999999999") == wall {
			return false
		}
	}
	return true
}

// nearChange reports whether loc's offset changes within a day of at.
func nearChange(at time.Time, loc *time.Location) bool {
	_, before := at.Add(-24 * time.Hour).In(loc).Zone()
	_, after := at.Add(24 * time.Hour).In(loc).Zone()
	return before != after
}

// spellWall writes at's date and wall clock with a drawn separator, hour and fraction.
func spellWall(at time.Time, r *rand.Rand) string {
	var b strings.Builder
	b.WriteString(at.Format("2006-01-02"))
	if r.IntN(2) == 0 {
		b.WriteByte('T')
	} else {
		b.WriteString(strings.Repeat(" ", 1+r.IntN(3)))
	}
	if at.Hour() < 10 && r.IntN(2) == 0 {
		fmt.Fprintf(&b, "%d", at.Hour())
	} else {
		fmt.Fprintf(&b, "%02d", at.Hour())
	}
	fmt.Fprintf(&b, ":%02d:%02d", at.Minute(), at.Second())
	frac := fmt.Sprintf("%09d", at.Nanosecond())
	need := len(strings.TrimRight(frac, "0"))
	if need > 0 || r.IntN(3) == 0 {
		b.WriteByte(".,"[r.IntN(2)])
		b.WriteString(frac[:max(need, 1)+r.IntN(10-max(need, 1))])
	}
	return b.String()
}

// spellOffset writes at's offset: Z or +00:00 for UTC, else ±hh:mm, with :ss when it has
// seconds (or now and then :00). Now and then a whole minute or hour is spelled as sixty of the
// next unit down ("+01:60" for +02:00, "+01:59:60" for +02:00:00), which the reader takes as
// Go's does (docs/contract.md §1.2).
func spellOffset(at time.Time, r *rand.Rand) string {
	_, off := at.Zone()
	if off == 0 && r.IntN(2) == 0 {
		return "Z"
	}
	sign := byte('+')
	if off < 0 {
		sign, off = '-', -off
	}
	hh, mm, ss := off/3600, off/60%60, off%60
	if off >= 3600 && ss == 0 && r.IntN(4) == 0 {
		if mm == 0 && r.IntN(2) == 0 {
			return fmt.Sprintf("%c%02d:60", sign, hh-1)
		}
		m := hh*60 + mm - 1 // a minute less, and sixty seconds
		return fmt.Sprintf("%c%02d:%02d:60", sign, m/60, m%60)
	}
	s := fmt.Sprintf("%c%02d:%02d", sign, hh, mm)
	if ss != 0 || r.IntN(4) == 0 {
		s += fmt.Sprintf(":%02d", ss)
	}
	return s
}

// edgeInstant draws an instant on or near a calendar edge: the turn of a year, a century or an
// era of 400 years, the end of February in a leap year and in a year that is not one, and
// anywhere in between now and then.
func edgeInstant(r *rand.Rand) time.Time {
	years := [...]int{3, 99, 100, 101, 399, 400, 401, 1582, 1899, 1900, 1970, 1999, 2000, 2001, 2024, 2100, 2101, 2400, 2401, 4000, 9997}
	year := 2 + r.IntN(9997) // (2..9998: no offset moves its wall date out of 0001..9999)
	if r.IntN(2) == 0 {
		year = years[r.IntN(len(years))] + r.IntN(3) - 1
	}
	days := [...]struct{ m, d int }{{1, 1}, {2, 28}, {2, 29}, {3, 1}, {3, 2}, {12, 31}, {12, 30}}
	day := days[r.IntN(len(days))]
	at := time.Date(year, time.Month(day.m), day.d, 0, 0, 0, 0, time.UTC) // (29 February of a common year is 1 March)
	if r.IntN(4) == 0 {
		at = time.Date(year, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, r.IntN(365))
	}
	at = at.Add(time.Duration(r.IntN(86400)) * time.Second)
	if r.IntN(2) == 0 {
		at = at.Add(time.Duration(r.IntN(1_000_000)) * time.Microsecond)
	}
	return at.In(time.FixedZone("", (r.IntN(25)-12)*3600))
}

// drawnValue draws a JSON value of any type, containers at most depth deep.
func drawnValue(r *rand.Rand, depth int) any {
	n := 5
	if depth > 0 {
		n = 7
	}
	switch r.IntN(n) {
	case 0:
		return nil
	case 1:
		return r.IntN(2) == 0
	case 2:
		return drawnNumber(r)
	case 3, 4:
		return drawnText(r)
	case 5:
		a := make([]any, r.IntN(4))
		for i := range a {
			a[i] = drawnValue(r, depth-1)
		}
		return a
	}
	o := map[string]any{}
	for i := r.IntN(4); i > 0; i-- {
		o[drawnText(r)] = drawnValue(r, depth-1)
	}
	return o
}

// drawnNumber spells a JSON number: a sign, an integer part, a fraction, an exponent.
func drawnNumber(r *rand.Rand) json.Number {
	var b strings.Builder
	if r.IntN(2) == 0 {
		b.WriteByte('-')
	}
	if r.IntN(3) == 0 {
		b.WriteByte('0')
	} else {
		fmt.Fprintf(&b, "%d", 1+r.IntN(99999))
	}
	if r.IntN(2) == 0 {
		fmt.Fprintf(&b, ".%d", r.IntN(10000))
	}
	if r.IntN(2) == 0 {
		b.WriteByte("eE"[r.IntN(2)])
		if k := r.IntN(3); k > 0 {
			b.WriteByte("+-"[k-1])
		}
		fmt.Fprintf(&b, "%d", r.IntN(400))
	}
	return json.Number(b.String())
}

// textRunes are what drawn strings are made of: letters, digits, JSON's specials, controls,
// and runes of two, three and four bytes.
var textRunes = []rune("aZ09 _-./:\\\"\x00\x01\b\f\n\r\t\x1f\u007f\u00e9\u2028\u2029\ufeff\uffff\U0001F600\U00010000\U0010FFFF")

func drawnText(r *rand.Rand) string {
	rs := make([]rune, r.IntN(6))
	for i := range rs {
		rs[i] = textRunes[r.IntN(len(textRunes))]
	}
	return string(rs)
}

// drawRewrite is a rewrite-route op: half of them in a spelling drawn from a seed of the damage
// stream, the others in the next fixed writer's style.
func drawRewrite(g *Generator, k Kind, lane string) (Op, bool) {
	op := Op{Kind: k, Lane: lane}
	if g.damage.IntN(2) == 0 {
		op.Spelling = 1 + g.damage.IntN(1<<30)
	}
	return op, true
}
