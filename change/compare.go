package change

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Comparing two sides' answers to one scenario: the first directive after which they differ, what
// differs there in a user's and the store's terms, and how each side's invariants judge the run.

// Difference is the first directive after which two answers differ.
type Difference struct {
	Step      int    // the directive's index
	Directive string // the directive
	// Observables are what differs at that directive, of its most user-facing category only
	// (what a user sees first, then the TUI, the store, the world's events, the state, the
	// output, the verdict alone).
	Observables []Observable
	Class       Class
}

// Gist says what kinds of thing changed at the difference: "a notice", "a landing, a write".
func (d *Difference) Gist() string {
	var out []string
	for _, o := range d.Observables {
		if g := o.Gist(); !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return strings.Join(out, ", ")
}

// Observable is one thing that differs: its category and its name, e.g. {user, "drain-notice
// text"}, {user, "notice base only"}, {state, "row reason"}.
type Observable struct{ Category, Name string }

func (o Observable) String() string { return o.Category + ": " + o.Name }

// Gist says in a few words what kind of thing changed: a landing, a reason, a notice, a reply, a
// turn, a write, a TUI record, ...
func (o Observable) Gist() string {
	kind, fields, _ := strings.Cut(o.Name, " ")
	switch {
	case o.Category == CatRun:
		return "a side cannot run it"
	case o.Category == CatVerdict:
		return "the verdict only"
	case o.Category == CatOutput:
		return "a directive's output"
	case kind == "routed" && strings.Contains(fields, "reason"):
		return "a routing reason"
	case kind == "routed", kind == "entry" && strings.Contains(fields, "session"):
		return "a landing"
	case kind == "entry":
		return "a routing entry's fields"
	case strings.Contains(fields, "reason") && (kind == "row" || strings.HasPrefix(kind, "row-")):
		return "an end reason"
	}
	if g, ok := gists[kind]; ok {
		return g
	}
	switch o.Category {
	case CatStore, CatState:
		return "a write"
	case CatTUI:
		return "a TUI record"
	}
	return "an event"
}

// gists names the effect and state kinds a user meets most directly.
var gists = map[string]string{
	"notice": "a notice", "drain-notice": "a notice", "context-note": "a note", "resume-note": "a note",
	"reply": "a reply", "rejected": "a reply", "turn-started": "a turn", "turn-ended": "a turn",
	"queued": "a held message", "dispatched": "a held message", "waiting": "a held message",
	"follow-up": "a held message", "discarded": "a held message", "interrupt-asked": "an interruption",
	"process": "the process", "markers": "a marker file", "agent-closed": "an agent",
}

// The categories, most user-facing first.
const (
	CatRun     = "run"     // a side could not run the directive
	CatUser    = "user"    // what a chat's user is shown or the agent is handed
	CatTUI     = "tui"     // the TUI's records
	CatStore   = "store"   // durable writes: rows, routes, markers
	CatAgent   = "agent"   // the agent cache
	CatEvent   = "event"   // the world's own events (a turn's end, a tick, an exit, a boot)
	CatState   = "state"   // the entries, rows, records and markers after the op
	CatOutput  = "output"  // a file's state, sessions or liveness directive
	CatVerdict = "verdict" // only the invariants' verdict differs
)

var catOrder = []string{CatRun, CatUser, CatTUI, CatStore, CatAgent, CatEvent, CatState, CatOutput, CatVerdict}

// effectCat is each effect kind's category (gateway/effect.go).
var effectCat = map[string]string{
	"routed": CatUser, "notice": CatUser, "context-note": CatUser, "resume-note": CatUser,
	"turn-started": CatUser, "turn-ended": CatUser, "reply": CatUser, "drain-notice": CatUser,
	"rejected": CatUser, "queued": CatUser, "dispatched": CatUser, "waiting": CatUser,
	"interrupt-asked": CatUser, "follow-up": CatUser, "discarded": CatUser,
	"recovered": CatStore, "row-created": CatStore, "row-ended": CatStore, "row-promoted": CatStore,
	"row-reopened": CatStore, "route-saved": CatStore, "route-dropped": CatStore, "entry-skipped": CatStore,
	"store-failed": CatStore, "marked-resume": CatStore, "cleared-resume": CatStore, "suspended": CatStore,
	"finalized": CatStore, "clean-shutdown": CatStore,
	"agent-closed": CatAgent,
	"record-bound": CatTUI, "record-detached": CatTUI, "reap-armed": CatTUI, "record-closed": CatTUI,
	"not-found": CatTUI,
}

// Class is how the two sides' invariants judge a scenario that differs.
type Class struct {
	Kind       ClassKind
	Base, Head Violation // each side's first violation (Inv "" for none)
	Side       string    // ClassUnrunnable: the side that could not run it ("base" or "head")
}

// ClassKind names a class.
type ClassKind string

const (
	ClassFixes      ClassKind = "fixes a violation"      // the base violates its invariants, the head does not
	ClassIntroduces ClassKind = "introduces a violation" // the head violates its invariants, the base does not
	ClassAllowed    ClassKind = "allowed change"         // neither side violates its own invariants
	ClassBoth       ClassKind = "both violate"           // each side violates its own
	ClassUnrunnable ClassKind = "cannot run"             // a side cannot parse or run a directive
)

// String is the class as the report names it: "fixes I8", "introduces I2", "allowed change",
// "both violate (base I5, head I2)", "cannot run on base".
func (c Class) String() string {
	switch c.Kind {
	case ClassFixes:
		return "fixes " + c.Base.Inv
	case ClassIntroduces:
		return "introduces " + c.Head.Inv
	case ClassBoth:
		if c.Base.Inv == c.Head.Inv {
			return "both violate " + c.Base.Inv
		}
		return fmt.Sprintf("both violate (base %s, head %s)", c.Base.Inv, c.Head.Inv)
	case ClassUnrunnable:
		return "cannot run on " + c.Side
	}
	return string(c.Kind)
}

// Compare returns the first difference between two answers to the same scenario, or nil when
// they agree on every directive and on the verdict.
func Compare(base, head *Answer) *Difference {
	markers := hasKind(base, "markers") && hasKind(head, "markers")
	n := min(len(base.Steps), len(head.Steps))
	for i := range n {
		if obs := compareStep(&base.Steps[i], &head.Steps[i], markers); len(obs) > 0 {
			return &Difference{Step: i, Directive: head.Steps[i].Directive, Observables: obs, Class: classify(base, head, i)}
		}
	}
	if len(base.Steps) != len(head.Steps) {
		// One side stopped (a directive it could not run) where the other went on.
		long, side := head, "base"
		if len(head.Steps) < len(base.Steps) {
			long, side = base, "head"
		}
		return &Difference{Step: n, Directive: long.Steps[n].Directive,
			Observables: []Observable{{CatRun, "stopped on " + side}}, Class: classify(base, head, n)}
	}
	if base.Violation != head.Violation || base.ViolationAt != head.ViolationAt {
		at := base.ViolationAt
		if at < 0 || (head.ViolationAt >= 0 && head.ViolationAt < at) {
			at = head.ViolationAt
		}
		return &Difference{Step: at, Directive: head.Steps[at].Directive,
			Observables: []Observable{{CatVerdict, "verdict"}}, Class: classify(base, head, at)}
	}
	return nil
}

// classify judges a run that differs at step: a side that could not run a directive up to there
// makes it unrunnable; otherwise each side's first violation anywhere in the run decides.
func classify(base, head *Answer, step int) Class {
	c := Class{Base: base.Violation, Head: head.Violation}
	switch {
	case base.ErrAt >= 0 && base.ErrAt <= step:
		c.Kind, c.Side = ClassUnrunnable, "base"
	case head.ErrAt >= 0 && head.ErrAt <= step:
		c.Kind, c.Side = ClassUnrunnable, "head"
	case c.Base.Inv != "" && c.Head.Inv == "":
		c.Kind = ClassFixes
	case c.Base.Inv == "" && c.Head.Inv != "":
		c.Kind = ClassIntroduces
	case c.Base.Inv != "":
		c.Kind = ClassBoth
	default:
		c.Kind = ClassAllowed
	}
	return c
}

// hasKind reports whether any state line of the answer is of kind k (an older version's state
// directive printed no marker files, so they are compared only where both sides print them).
func hasKind(a *Answer, k string) bool {
	for i := range a.Steps {
		for _, l := range a.Steps[i].State {
			if strings.HasPrefix(l, k+" ") {
				return true
			}
		}
		for _, l := range a.Steps[i].Output {
			if strings.HasPrefix(l, k+" ") {
				return true
			}
		}
	}
	return false
}

// compareStep lists what differs at one directive, of the most user-facing category that differs.
func compareStep(b, h *Step, markers bool) []Observable {
	if b.Err != h.Err {
		switch {
		case h.Err == "":
			return []Observable{{CatRun, "base: " + errHead(b.Err)}}
		case b.Err == "":
			return []Observable{{CatRun, "head: " + errHead(h.Err)}}
		}
		return []Observable{{CatRun, "both, differently"}}
	}
	var obs []Observable
	obs = append(obs, lineDiff(filter(b.Lines, compared), filter(h.Lines, compared), traceLine)...)
	keep := func(l string) bool { return markers || !strings.HasPrefix(l, "markers ") }
	obs = append(obs, lineDiff(filter(b.State, keep), filter(h.State, keep), stateLine)...)
	if b.Kind() == "state" {
		keepOut := func(l string) bool {
			k, _, _ := strings.Cut(l, " ")
			return comparedState[k] && keep(l)
		}
		obs = append(obs, outputDiff(filter(b.Output, keepOut), filter(h.Output, keepOut), b.Kind())...)
	} else if b.Kind() != "config" && b.Kind() != "lane" {
		obs = append(obs, outputDiff(b.Output, h.Output, b.Kind())...)
	}
	return topCategory(obs)
}

// compared reports whether a trace line is compared: every line but a crash's account of the
// writes it found pending ("write n=1 call=markers kept"), which the world prints since d3db418
// and which the state after the crash shows as far as the store is concerned.
func compared(l string) bool { return !strings.HasPrefix(l, "  write n=") }

// errHead is an error's first clause, short enough to group by.
func errHead(e string) string {
	if len(e) > 80 {
		return e[:80] + "..."
	}
	return e
}

func filter(lines []string, keep func(string) bool) []string {
	var out []string
	for _, l := range lines {
		if keep(l) {
			out = append(out, l)
		}
	}
	return out
}

func outputDiff(b, h []string, kind string) []Observable {
	if slices.Equal(b, h) {
		return nil
	}
	return []Observable{{CatOutput, kind + " output"}}
}

// topCategory keeps the observables of the first category in catOrder that has any, sorted and
// without repeats.
func topCategory(obs []Observable) []Observable {
	for _, c := range catOrder {
		var out []Observable
		for _, o := range obs {
			if o.Category == c && !slices.Contains(out, o) {
				out = append(out, o)
			}
		}
		if len(out) > 0 {
			sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
			return out
		}
	}
	return nil
}

// item is one line taken apart: its category, kind, subject and fields, for naming what differs.
type item struct {
	cat, kind, subject string
	fields             map[string]string
	order              []string // field names in line order
}

// lineDiff pairs the lines only one side has (a longest common subsequence keeps the rest) by
// kind and subject, and names what differs: "<kind> <fields>" for a pair, "<kind> base only" or
// "<kind> head only" for a line without one.
func lineDiff(b, h []string, parse func(string) item) []Observable {
	if slices.Equal(b, h) {
		return nil
	}
	onlyB, onlyH := unmatched(b, h)
	bi := make([]item, len(onlyB))
	for i, l := range onlyB {
		bi[i] = parse(l)
	}
	hi := make([]item, len(onlyH))
	for i, l := range onlyH {
		hi[i] = parse(l)
	}
	used := make([]bool, len(onlyH))
	var obs []Observable
	for _, x := range bi {
		found := -1
		for k := range hi {
			if !used[k] && hi[k].kind == x.kind && hi[k].subject == x.subject {
				found = k
				break
			}
		}
		if found < 0 {
			obs = append(obs, Observable{x.cat, x.kind + " base only"})
			continue
		}
		used[found] = true
		obs = append(obs, Observable{x.cat, x.kind + " " + changedFields(x, hi[found])})
	}
	for k, y := range hi {
		if !used[k] {
			obs = append(obs, Observable{y.cat, y.kind + " head only"})
		}
	}
	return obs
}

// timeField reports whether a field holds an instant or an offset (a line's time, ended=,
// active=, ...): what differs is named by its other fields when any differ.
func timeField(name string) bool {
	switch name {
	case "at", "ended", "active", "marked", "since", "detached", "used":
		return true
	}
	return false
}

// changedFields names the fields whose values differ between two lines of one kind and subject:
// the fields other than times when any of those differ, else the times.
func changedFields(x, y item) string {
	var names, times []string
	seen := map[string]bool{}
	for _, n := range append(append([]string(nil), x.order...), y.order...) {
		if seen[n] {
			continue
		}
		seen[n] = true
		if x.fields[n] == y.fields[n] {
			continue
		}
		if timeField(n) {
			times = append(times, n)
		} else {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		names = times
	}
	if len(names) == 0 {
		return "order"
	}
	return strings.Join(names, ",")
}

// unmatched returns the lines of a and of b outside a longest common subsequence of the two.
func unmatched(a, b []string) (onlyA, onlyB []string) {
	ops := lcsDiff(a, b)
	for _, o := range ops {
		switch o.tag {
		case '-':
			onlyA = append(onlyA, o.line)
		case '+':
			onlyB = append(onlyB, o.line)
		}
	}
	return onlyA, onlyB
}

// traceLine takes a normalised trace line apart: an event (flush left: "+1m00s turn-end lane=a
// ...") or an effect (indented: "  routed lane=a session=s1 flag").
func traceLine(l string) item {
	if rest, ok := strings.CutPrefix(l, "  "); ok {
		it := fieldsOf(rest, nil)
		it.cat = effectCat[it.kind]
		if it.cat == "" {
			it.cat = CatStore
		}
		return it
	}
	at, rest, _ := strings.Cut(l, " ")
	it := fieldsOf(rest, nil)
	it.cat = CatEvent
	it.fields["at"] = at
	it.order = append([]string{"at"}, it.order...)
	return it
}

// statePositional names the positional words of each state line kind.
var statePositional = map[string][]string{
	"route":   {"lane", "session"},
	"row":     {"session", "lane"},
	"record":  {"record"},
	"process": {"epoch", "phase"},
}

// stateLine takes a state line apart: "route a s2 active=+1h00m00s had_activity", "row s1 a live
// msgs=2". Its kind is named as a user would: a route is the lane's entry.
func stateLine(l string) item {
	it := fieldsOf(l, nil)
	pos := statePositional[it.kind]
	it = fieldsOf(l, pos)
	if it.kind == "row" && it.fields["live"] == "yes" {
		delete(it.fields, "live")
		it.fields["reason"] = "live"
		it.order = append(it.order, "reason")
	}
	if it.kind == "route" {
		it.kind = "entry"
	}
	it.cat = CatState
	return it
}

// fieldsOf reads "kind [positional...] key=value ... flag": the first positional names the
// subject (for a state line; a trace line's subject is its lane=, record= or conn=), a bare word
// after the positionals is a flag (yes). Quoted values keep their spaces.
func fieldsOf(l string, positional []string) item {
	words := quotedWords(l)
	it := item{fields: map[string]string{}}
	if len(words) == 0 {
		return it
	}
	it.kind = words[0]
	for i, w := range words[1:] {
		if i < len(positional) {
			it.fields[positional[i]] = w
			it.order = append(it.order, positional[i])
			if i == 0 {
				it.subject = w
			}
			continue
		}
		k, v, ok := strings.Cut(w, "=")
		if !ok {
			k, v = w, "yes"
		}
		it.fields[k] = v
		it.order = append(it.order, k)
	}
	if positional == nil {
		for _, k := range []string{"lane", "record", "conn"} {
			if v, ok := it.fields[k]; ok {
				it.subject = k + "=" + v
				break
			}
		}
	}
	return it
}

// quotedWords splits at spaces outside double-quoted values.
func quotedWords(l string) []string {
	var out []string
	cur, quoted := strings.Builder{}, false
	for i := 0; i < len(l); i++ {
		c := l[i]
		switch {
		case quoted && c == '\\' && i+1 < len(l):
			cur.WriteByte(c)
			cur.WriteByte(l[i+1])
			i++
			continue
		case c == '"':
			quoted = !quoted
		case c == ' ' && !quoted:
			if cur.Len() > 0 {
				out = append(out, cur.String())
				cur.Reset()
			}
			continue
		}
		cur.WriteByte(c)
	}
	if cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out
}
