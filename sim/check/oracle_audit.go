package check

import (
	"fmt"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// auditEvery is how often, in judged calls, the incremental oracle checks its own blind spot: it
// judges only the lanes Gateway.ChangedLanes reports, so a lane whose entry changed without being
// reported would escape every invariant. An audit compares every entry with the previous audit's
// and requires each lane that changed in between to have been reported at least once. It reads
// every entry, so a process with more lanes than auditEvery is audited once per as many judged
// calls as it has lanes (Oracle.Observe): an audit then costs a step O(1), whatever the lanes.
const auditEvery = 64

// laneAudit is the state of that check for one process.
type laneAudit struct {
	g        entryLister
	prints   map[gateway.LaneKey]entryPrint // each lane's entry at the last audit
	reported map[gateway.LaneKey]bool       // lanes ChangedLanes reported since then
	since    int                            // the judged call of the last audit
}

// entryLister is what an audit reads of a process (a *gateway.Gateway).
type entryLister interface{ Entries() []gateway.Entry }

// entryPrint is an entry by value: Entry with its origin copied out of the pointer.
type entryPrint struct {
	e         gateway.Entry
	origin    gateway.Source
	hasOrigin bool
}

func printOf(e gateway.Entry) entryPrint {
	p := entryPrint{e: e}
	if e.Origin != nil {
		p.origin, p.hasOrigin, p.e.Origin = *e.Origin, true, nil // (== compares the value, not the address)
	}
	return p
}

// reset starts auditing process g: its entries now are the baseline.
func (a *laneAudit) reset(g entryLister, step int) {
	a.g, a.since = g, step
	a.prints = prints(g)
	clear(a.reported)
	if a.reported == nil {
		a.reported = map[gateway.LaneKey]bool{}
	}
}

// note records the lanes one call's observation was built from.
func (a *laneAudit) note(lanes []gateway.LaneKey) {
	for _, k := range lanes {
		a.reported[k] = true
	}
}

// check compares every entry with the last audit's and starts the next interval. A lane that
// changed unreported is a gateway defect (ChangedLanes' contract: it over-approximates, never
// under-reports), reported as invariant "changed-lanes".
func (a *laneAudit) check(step int) error {
	now := prints(a.g)
	var missed gateway.LaneKey
	for k, p := range now {
		if q, ok := a.prints[k]; (!ok || q != p) && !a.reported[k] && (missed == "" || k < missed) {
			missed = k
		}
	}
	for k := range a.prints {
		if _, ok := now[k]; !ok && !a.reported[k] && (missed == "" || k < missed) {
			missed = k
		}
	}
	from := a.since
	a.prints, a.since = now, step
	clear(a.reported)
	if missed != "" {
		return &model.Violation{Inv: "changed-lanes", Facts: fmt.Sprintf(
			"lane %s's entry changed between judged calls %d and %d, but Gateway.ChangedLanes never reported it: the oracle did not judge the change", missed, from, step)}
	}
	return nil
}

func prints(g entryLister) map[gateway.LaneKey]entryPrint {
	es := g.Entries()
	out := make(map[gateway.LaneKey]entryPrint, len(es))
	for _, e := range es {
		out[e.Key] = printOf(e)
	}
	return out
}
