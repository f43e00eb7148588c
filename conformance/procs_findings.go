package conformance

import (
	"errors"
	"slices"
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// What a process-mode judgement of upstream found, told apart from the ways upstream departs
// from the contract by design. A scenario replayed on upstream's processes is judged by the model
// (docs/contract.md), which holds upstream to the port's decisions too; a violation one of those
// decisions explains is a known departure, not a finding. A departure may also take upstream off
// the world's course (it answers a call the world's gateway answered otherwise), after which the
// rest of the run is no longer the world's interleaving and proves nothing either way.

// Known is a way upstream departs from the contract on purpose.
type Known struct {
	Name string
	Why  string
	// Diverges: after it upstream no longer follows the world's course.
	Diverges bool
	match    func(v *model.Violation, rows []gateway.Row) bool
}

// knownUpstream are the departures a replay of a multi-process scenario meets.
var knownUpstream = []Known{{
	Name: "tui-lazy-row",
	Why: "upstream's session.create persists no row: tui_gateway/server.py makes it at the session's first prompt " +
		"(_ensure_session_db_row), so that a window nobody types into leaves no empty session; the port makes it " +
		"at the create (docs/contract.md §2.14)",
	match: func(v *model.Violation, _ []gateway.Row) bool {
		return v.Inv == "replies" && strings.Contains(v.Facts, "which has no live TUI row of its own")
	},
}, {
	Name: "tui-lazy-row-resume",
	Why: "the same design seen from another window: a session.resume of a session nobody has typed into yet finds " +
		"no row upstream and answers not found, where the port's resume binds the row its create made; the world's " +
		"client then holds a record upstream never gave",
	Diverges: true,
	match: func(v *model.Violation, rows []gateway.Row) bool {
		rest, ok := strings.CutPrefix(v.Facts, "session.resume of ")
		if v.Inv != "replies" || !ok || !strings.Contains(rest, "answered not-found") {
			return false
		}
		id, _, _ := strings.Cut(rest, " ")
		return !slices.ContainsFunc(rows, func(r gateway.Row) bool { return string(r.ID) == id })
	},
}}

// Breach is one broken invariant of upstream's, at an op of the run.
type Breach struct {
	*model.Violation
	Step  int    // the op's index
	Event string // upstream's event, as the judge read it
}

// Judged is a process-mode run's violations sorted out.
type Judged struct {
	Found []Breach // the findings, in order, while upstream followed the world's course
	Known []string // the known departures met, by name, each once, in order
	// Diverged is the departure that took upstream off the world's course (nil: none did), and
	// After the violations after it, which are not counted.
	Diverged *Breach
	After    int
	// Counted are the run's violations that hold a finding.
	Counted []*Violation
}

// Judged sorts the run's violations into findings, known departures and what came after a
// departure took upstream off the world's course.
func (res *Result) Judged() Judged {
	var j Judged
	for _, v := range res.Violations {
		n := len(j.Found)
		for _, mv := range flatten(v.Err) {
			b := Breach{Violation: mv, Step: v.Step, Event: v.Event}
			switch k, ok := knownOf(mv, v.Rows); {
			case j.Diverged != nil:
				j.After++
			case ok:
				if !slices.Contains(j.Known, k.Name) {
					j.Known = append(j.Known, k.Name)
				}
				if k.Diverges {
					j.Diverged = &b
				}
			default:
				j.Found = append(j.Found, b)
			}
		}
		if len(j.Found) > n {
			j.Counted = append(j.Counted, v)
		}
	}
	return j
}

// Invariants are the invariants the findings break, each once, in order of first breach.
func (j Judged) Invariants() []string {
	var out []string
	for _, f := range j.Found {
		if !slices.Contains(out, f.Inv) {
			out = append(out, f.Inv)
		}
	}
	return out
}

// KnownDeparture is the known departure of that name.
func KnownDeparture(name string) (Known, bool) {
	i := slices.IndexFunc(knownUpstream, func(k Known) bool { return k.Name == name })
	if i < 0 {
		return Known{}, false
	}
	return knownUpstream[i], true
}

func knownOf(v *model.Violation, rows []gateway.Row) (Known, bool) {
	for _, k := range knownUpstream {
		if k.match(v, rows) {
			return k, true
		}
	}
	return Known{}, false
}

// flatten is every model violation err holds (a step may break several invariants at once).
func flatten(err error) []*model.Violation {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []*model.Violation
		for _, e := range j.Unwrap() {
			out = append(out, flatten(e)...)
		}
		return out
	}
	var mv *model.Violation
	if errors.As(err, &mv) {
		return []*model.Violation{mv}
	}
	return []*model.Violation{{Inv: "error", Facts: err.Error()}}
}
