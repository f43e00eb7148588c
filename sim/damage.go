package sim

import (
	"encoding/json"
	"strings"
)

// Generated corruptions: the lane's own stored route, damaged at a position the world's state
// picks (how many corruptions came before, the virtual minute), so that a scenario replays the
// same bytes. Each damage leaves a document that is no JSON at all (by encoding/json, not by the
// gateway's own decoder), wherever it strikes, and the boot must refuse it as unreadable
// (docs/contract.md §1.2). The fixed forms of corruptForms cover the entries that are JSON but
// not valid entries.

// damage is one way to break a document; p is where (any non-negative number: each damage takes
// it modulo the room it has).
type damage struct {
	name  string
	apply func(b []byte, p int) []byte
}

// maxDepth is encoding/json's nesting limit, which the gateway's decoder shares.
const maxDepth = 10000

var damages = [...]damage{
	{"truncate", func(b []byte, p int) []byte { return b[:1+p%(len(b)-1)] }},
	{"control-byte", func(b []byte, p int) []byte { return insertAt(b, 1+p%(len(b)-1), "\x01") }},
	{"bad-escape", func(b []byte, p int) []byte { return insertAt(b, 1+p%(len(b)-1), `\q`) }},
	{"bad-hex", func(b []byte, p int) []byte {
		return insertAt(b, 1+p%(len(b)-1), []string{`\u00G1`, `\u0g00`, `\uZ000`, `\u12:4`, `\u@00a`, `\u0`}[p%6])
	}},
	{"stray-quote", func(b []byte, p int) []byte { return insertAt(b, 1+p%(len(b)-1), `"`) }},
	{"bad-literal", func(b []byte, p int) []byte {
		return insertAt(b, 1+p%(len(b)-1), []string{"tru", "nul", "fals", "-", "01", "1.", "1e", "1e+"}[p%8])
	}},
	{"too-deep", func(b []byte, _ int) []byte {
		return []byte(strings.Repeat("[", maxDepth+1) + string(b) + strings.Repeat("]", maxDepth+1))
	}},
}

func insertAt(b []byte, i int, s string) []byte {
	out := make([]byte, 0, len(b)+len(s))
	return append(append(append(out, b[:i]...), s...), b[i:]...)
}

// damaged applies damage d at p to a stored route and returns the bytes and the word the boot's
// reason must carry; false when the stored route is not a JSON document to begin with (an
// earlier corruption) or the damage happened to leave one. Whether the result is JSON is
// encoding/json's verdict, not the gateway decoder's; the reason must say the entry is
// unreadable (docs/contract.md §1.2), in the decoder's own words after that.
func damaged(d damage, b []byte, p int) ([]byte, string, bool) {
	if len(b) < 2 || !json.Valid(b) {
		return nil, "", false
	}
	out := d.apply(b, p)
	if json.Valid(out) {
		return nil, "", false
	}
	return out, "unreadable entry", true
}

func damageNamed(name string) (damage, bool) {
	for _, d := range damages {
		if d.name == name {
			return d, true
		}
	}
	return damage{}, false
}

// fixedForm names, in damage=form:N, the N-th fixed corrupt form (corruptForms) instead of a
// damage: a scenario file pins the form it needs, which the rotation would change as forms are
// added.
const fixedForm = "form"

func damageNames() string {
	names := make([]string, len(damages), len(damages)+1)
	for i, d := range damages {
		names[i] = d.name
	}
	names = append(names, fixedForm+" (a fixed form: form:N)")
	return strings.Join(names, ", ")
}

// drawCorrupt is a corrupt-route op: half of them damage the stored route where the damage
// stream says, the others write the next of the fixed corrupt forms.
func drawCorrupt(g *Generator, k Kind, lane string) (Op, bool) {
	op := Op{Kind: k, Lane: lane}
	if g.damage.IntN(2) == 0 {
		op.Damage, op.DamageAt = damages[g.damage.IntN(len(damages))].name, g.damage.IntN(1<<16)
	}
	return op, true
}
