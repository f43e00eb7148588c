package conformance

import (
	"errors"
	"slices"
	"strings"

	"gatewaysim/model"
)

// What a process-mode judgement of upstream found, told apart from the ways upstream differs from
// the contract by design. A multi-process scenario replayed on upstream's processes is judged by
// the model (docs/contract.md), which holds upstream to the port's decisions too; a violation
// that one of those decisions explains is a known difference, not a finding.

// Known is a way upstream departs from the contract on purpose: a violation of invariant Inv
// whose facts contain Facts is that departure.
type Known struct {
	Name  string
	Inv   string
	Facts string
	Why   string
}

// knownUpstream are the departures a replay of a multi-process scenario meets.
var knownUpstream = []Known{{
	Name: "tui-lazy-row", Inv: "replies", Facts: "which has no live TUI row of its own",
	Why: "upstream's session.create persists no row: tui_gateway/server.py makes it at the session's first prompt " +
		"(_ensure_session_db_row), so that a window nobody types into leaves no empty session; the port makes it " +
		"at the create (docs/contract.md §2.14)",
}}

// Breach is one broken invariant of upstream's, at an op of the run.
type Breach struct {
	*model.Violation
	Step  int    // the op's index
	Event string // upstream's event, as the judge read it
}

// Findings splits the run's violations into findings, in order, and the known departures met
// (by name, each once, in order).
func (res *Result) Findings() (found []Breach, known []string) {
	for _, v := range res.Violations {
		for _, mv := range flatten(v.Err) {
			if k, ok := knownOf(mv); ok {
				if !slices.Contains(known, k.Name) {
					known = append(known, k.Name)
				}
				continue
			}
			found = append(found, Breach{Violation: mv, Step: v.Step, Event: v.Event})
		}
	}
	return found, known
}

// FoundInvariants are the invariants the run's findings break, each once, in order of first
// breach.
func (res *Result) FoundInvariants() []string {
	found, _ := res.Findings()
	var out []string
	for _, f := range found {
		if !slices.Contains(out, f.Inv) {
			out = append(out, f.Inv)
		}
	}
	return out
}

func knownOf(v *model.Violation) (Known, bool) {
	for _, k := range knownUpstream {
		if v.Inv == k.Inv && strings.Contains(v.Facts, k.Facts) {
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
