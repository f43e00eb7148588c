package conformance

import (
	"fmt"
	"strings"

	"gatewaysim/sim"
)

// Comparing the two sides' views, and printing a divergence with both states side by side.

// Mismatch is one field (or one whole item) that differs between the Go side and upstream.
type Mismatch struct {
	Item, Field string
	Go, Up      string // "(absent)" when the item exists on one side only
}

func (m Mismatch) String() string {
	if m.Field == "" {
		return fmt.Sprintf("%s: go %s, upstream %s", m.Item, m.Go, m.Up)
	}
	return fmt.Sprintf("%s %s: go %s, upstream %s", m.Item, m.Field, m.Go, m.Up)
}

const absent = "(absent)"

// compare lists the mismatches between two views. Fields named in ignore are skipped; entry items
// are compared only when both sides know their entries (a process whose store has not loaded yet
// has nothing to show).
func compare(goV, upV []Item, ignore map[string]bool) []Mismatch {
	index := func(v []Item) map[string]Item {
		m := make(map[string]Item, len(v))
		for _, it := range v {
			m[it.Key] = it
		}
		return m
	}
	gi, ui := index(goV), index(upV)
	entriesKnown := field(gi["process"], "entries-known") == "yes" && field(ui["process"], "entries-known") == "yes"
	skip := func(key string) bool {
		return strings.HasPrefix(key, "entry ") && !entriesKnown || ignore[itemKind(key)]
	}
	var out []Mismatch
	for _, it := range goV {
		if skip(it.Key) {
			continue
		}
		u, ok := ui[it.Key]
		if !ok {
			out = append(out, Mismatch{Item: it.Key, Go: "present", Up: absent})
			continue
		}
		for _, f := range it.Fields {
			if ignore[f.Name] || f.Name == "entries-known" {
				continue
			}
			if uv := field(u, f.Name); uv != f.Value {
				out = append(out, Mismatch{Item: it.Key, Field: f.Name, Go: f.Value, Up: uv})
			}
		}
	}
	for _, it := range upV {
		if _, ok := gi[it.Key]; !ok && !skip(it.Key) {
			out = append(out, Mismatch{Item: it.Key, Go: absent, Up: "present"})
		}
	}
	return out
}

// itemKind is an item key's kind: "entry", "row", "running", "routed", "process".
func itemKind(key string) string {
	if i := strings.IndexAny(key, " #"); i >= 0 {
		return key[:i]
	}
	return key
}

func field(it Item, name string) string {
	for _, f := range it.Fields {
		if f.Name == name {
			return f.Value
		}
	}
	return absent
}

// Divergence is the first op after which the two sides differ.
type Divergence struct {
	Step       int      // index of the op in Ops
	Ops        []sim.Op // the ops up to and including the diverging one
	Config     string   // the scenario config line
	Mismatches []Mismatch
	Go, Up     []Item // both views after the op
	Class      Class  // set by Classify
}

// Report prints the divergence: the op list, the mismatches, then both states side by side.
func (d *Divergence) Report() string {
	var b strings.Builder
	fmt.Fprintf(&b, "divergence after op %d: %s\n", d.Step+1, d.Ops[d.Step])
	if d.Class.Name != "" {
		fmt.Fprintf(&b, "class: %s (%s)\n", d.Class.Name, d.Class.Kind)
	}
	b.WriteString(d.Config + "\n")
	for i, op := range d.Ops {
		fmt.Fprintf(&b, "  %3d  %s\n", i+1, op)
	}
	b.WriteString("mismatches:\n")
	for _, m := range d.Mismatches {
		fmt.Fprintf(&b, "  %s\n", m)
	}
	b.WriteString(SideBySide(d.Go, d.Up))
	return b.String()
}

// SideBySide prints two views in two columns, marking lines that differ with "!".
func SideBySide(goV, upV []Item) string {
	line := func(it Item) string {
		var b strings.Builder
		b.WriteString(it.Key)
		for _, f := range it.Fields {
			fmt.Fprintf(&b, " %s=%s", f.Name, f.Value)
		}
		return b.String()
	}
	keys := []string{}
	seen := map[string]bool{}
	for _, v := range [][]Item{goV, upV} {
		for _, it := range v {
			if !seen[it.Key] {
				seen[it.Key] = true
				keys = append(keys, it.Key)
			}
		}
	}
	find := func(v []Item, k string) (Item, bool) {
		for _, it := range v {
			if it.Key == k {
				return it, true
			}
		}
		return Item{}, false
	}
	var b strings.Builder
	b.WriteString("go side | upstream\n")
	for _, k := range keys {
		g, gok := find(goV, k)
		u, uok := find(upV, k)
		gl, ul := absent, absent
		if gok {
			gl = line(g)
		}
		if uok {
			ul = line(u)
		}
		mark := " "
		if gl != ul {
			mark = "!"
		}
		if gl == ul {
			fmt.Fprintf(&b, "%s %s\n", mark, gl)
			continue
		}
		fmt.Fprintf(&b, "%s go: %s\n%s up: %s\n", mark, gl, mark, ul)
	}
	return b.String()
}
