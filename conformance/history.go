package conformance

import (
	"fmt"
	"slices"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// History: the catalogue's defects rediscovered on upstream's own code. For every defect with a
// fix commit in upstream's history, the same generic process-mode campaign (the simulator's
// generator, upstream's whole gateway process, the model's invariants) runs against the commit
// before the fix; every violation it finds is looked for at the fix commit at the same op (the
// same seed's run there draws the same ops), and one that the fix makes go away is the defect
// found when one of the entry's flags reproduces it on the Go side: it is shrunk (check.Reduce,
// keeping "fires before the fix, silent at it") and attributed to the catalogue's flags. A
// violation that fires on both commits is not the fix's (a later defect, or a port decision): it
// is counted, not shrunk. Nothing in a run is
// pointed at the defect: every commit gets the same seeds, and the entry's flags are consulted
// only after the fact, to tell the fix's defect from its other changes.

// Fixed is one defect (or a group a single commit fixed) with its fix in upstream's history.
type Fixed struct {
	Flags  gateway.BugSet // the catalogue entries (empty: a defect the catalogue has no flag for)
	Fix    string         // the fix commit (the run targets Fix^ and Fix)
	Issues string         // upstream issue numbers
	What   string
	// Needs names what the process mode cannot drive yet when the defect lives there ("" when it
	// can): such an entry still runs, and a miss says why.
	Needs string
}

// FixedDefects are the catalogue's defects whose fixes are in the history of the public fork
// mmis1000/hermes-agent (April to July 2026), each mapping checked against the fix commit's
// message and diff.
var FixedDefects = []Fixed{
	{Flags: gateway.BugSet{gateway.B01}, Fix: "2d328d5c7", Issues: "#7536", What: "stuck-loop escalation: break resume loops after repeated restarts"},
	{Flags: gateway.BugSet{gateway.B02}, Fix: "952a885fb", Issues: "#9224", What: "/stop no longer resets the session"},
	{Flags: gateway.BugSet{gateway.B03}, Fix: "cb4addaca", Issues: "#11852, #12301", What: "auto-resume after a drain-timeout restart"},
	{Fix: "c49a58a6d", Issues: "#12332", What: "a drain timeout marks only lanes still running (no flag: lanes that finished during the drain were marked)"},
	{Flags: gateway.BugSet{gateway.B05}, Fix: "e2a1a2bf1", Issues: "#27856", What: "pre-mark running lanes before the drain wait"},
	{Flags: gateway.BugSet{gateway.B38}, Fix: "b48cacb97", Issues: "#30719", What: "auto-resume restart-loop breaker"},
	{Flags: gateway.BugSet{gateway.B28}, Fix: "6879d77d7", Issues: "#48031", What: "consume was_auto_reset at once"},
	{Flags: gateway.BugSet{gateway.B16}, Fix: "86e64900b", Issues: "#54442", What: "shutdown keeps cached agents' rows open"},
	{Flags: gateway.BugSet{gateway.B13}, Fix: "00d8c2c91", Issues: "#52804", What: "prune stale routes at startup"},
	{Flags: gateway.BugSet{gateway.B14}, Fix: "3a83b6bc5", Issues: "#52804", What: "self-heal a stale route at message time"},
	{Flags: gateway.BugSet{gateway.B09}, Fix: "a1f62f477", Issues: "#46934", What: "freshness gate on resume_pending"},
	{Flags: gateway.BugSet{gateway.B18}, Fix: "ca907480a", Issues: "#63207", What: "ws_orphan_reap rows are recoverable"},
	{Flags: gateway.BugSet{gateway.B17}, Fix: "f5ef7ee9d", Issues: "#60609", What: "a TUI orphan reap never ends a gateway row"},
	{Flags: gateway.BugSet{gateway.B26}, Fix: "c346f018d", Issues: "#54947", What: "evict a cached agent bound to a dead session"},
	{Flags: gateway.BugSet{gateway.B20}, Fix: "4b12b7a35", Issues: "#54878", What: "reset policy in the self-heal path"},
	// 3c7bab9c6 also ends every automatic reset's row with its own reason (idle, daily,
	// suspended, expired marker) instead of session_reset: B25's defect, not only B10's.
	{Flags: gateway.BugSet{gateway.B10, gateway.B25}, Fix: "3c7bab9c6", Issues: "#58933", What: "an expired resume marker is announced and labelled; every automatic reset's row carries its reason"},
	{Flags: gateway.BugSet{gateway.B11, gateway.B12, gateway.B19, gateway.B22, gateway.B23, gateway.B24}, Fix: "9fc0074ba",
		Issues: "#61052, #57056, #61220, #63539, #61993", What: "unify reset boundaries and recovery"},
	{Flags: gateway.BugSet{gateway.B30}, Fix: "ae94ed172", Issues: "#39591", What: "the TUI reap claims under one lock",
		Needs: "a race between threads inside tui_gateway/server.py (the runner's baton runs one job at a time, so the reap's check and pop are never split by a resume)"},
}

// HistoryConfig bounds a history run.
type HistoryConfig struct {
	Seed uint64 // first seed of every campaign
	// Order, when set, is the seeds to run, in order (a Steer's); else Seed, Seed+1, ...
	Order []uint64
	// Lacking is the op kinds the runs never draw: those one of the two commits cannot take
	// (Lacks).
	Lacking   []sim.Kind
	Runs      int           // runs per commit at most
	Steps     int           // ops per run
	Budget    time.Duration // wall time per defect (the campaign before the fix and the shrink)
	ShrinkMax int           // replays per shrink
	// ShrinkBudget bounds a finding's shrink in wall time (0: Budget); the shrink keeps the
	// shortest list found by then.
	ShrinkBudget time.Duration
	Logf         func(format string, args ...any)
}

// HistoryResult is one defect's row.
type HistoryResult struct {
	Fixed
	Pre, Post     string // the commits run (Fix^, Fix)
	PreDate       string // the date of the commit before the fix
	Found         bool
	Runs          int           // runs before the fix until the finding (or in all)
	ToFind        time.Duration // wall time to the first finding, shrink excluded
	Original, Ops int           // the finding's length before and after shrinking
	Invariant     string
	Signature     string
	SilentAfter   bool // the shrunk finding does not fire at the fix
	Confirms      bool // the Go port under one of the entry's flags (alone, or on top of the upstream-v1 preset) breaks the same invariant
	Finding       *Finding
	Attr          *Attribution
	Persistent    []string // violations that fire on both commits (not this fix's), by signature
	Why           string   // a miss's reason
	Err           string
	Errors        int // runs that ended in an error of the runner (the run's findings up to it are kept)
	Wall          time.Duration

	Test         string // the generated test file's path ("" when none was written)
	TestFailsPre bool   // it fails on the commit before the fix
	TestPassesAt bool   // it passes on the fix
	TestErr      string // why no test was written, or how checking it went wrong
}

// HistorySides are the two process-mode runners of one defect.
type HistorySides struct {
	Pre, Post HistorySide
}

// HistorySide is one commit's runner as the history campaign uses it (a *Runner; a script in tests).
type HistorySide interface {
	run(s scenarios.Setup, next func(*sim.World) (sim.Op, bool)) (*Result, error)
	setup(s scenarios.Setup) scenarios.Setup
}

// RunFixed runs one entry's campaign: one row per flag of the entry (one row when it has none).
// Every violation before the fix is looked for at the fix at the same op (the seed's run there
// draws the same ops); one missing there flips. A flipping violation that one of the entry's
// flags still unfound reproduces on the Go side is that flag's finding: it is shrunk and the
// campaign goes on while another flag of the entry is unfound (one commit may fix several
// defects). A flipping violation that no flag of the entry reproduces (the fix changed something
// else too) is kept, and becomes the row's finding only if no flag is confirmed by the budget's
// end, so that the fix's other changes cannot hide its defects. Time to find leaves out the
// shrinking of earlier findings.
//
// Each pair of sides runs seeds at once (len(sides) of them); their results are taken in seed
// order, so the rows are those of one pair but for the times. A shrink runs alone, on the first
// pair, the others paused.
func RunFixed(f Fixed, sides []HistorySides, c HistoryConfig) []*HistoryResult {
	logf := c.Logf
	if logf == nil {
		logf = func(string, ...any) {}
	}
	start := time.Now()
	var shrinking time.Duration
	elapsed := func() time.Duration { return time.Since(start) - shrinking }
	base := &HistoryResult{Fixed: f}
	pending := slices.Clone(f.Flags)
	var rows []*HistoryResult
	seen := map[string]bool{} // persistent signatures, reported once
	var other *HistoryResult  // the first flipping violation no entry flag reproduces
	probes := startProbes(sides, c)
	defer probes.stop()
	for i := 0; i < c.Runs && (len(pending) > 0 || len(f.Flags) == 0 && other == nil); i++ {
		if c.Budget > 0 && elapsed() > c.Budget {
			break
		}
		p := probes.take(i)
		seed, setup, run := p.seed, p.setup, p.run
		base.Runs++
		if p.err != nil {
			base.Errors++
			logf("  seed %d: error, run skipped: %v", seed, p.err)
			if run == nil {
				continue
			}
		}
		for k, v := range run.Violations {
			if len(pending) == 0 && len(f.Flags) > 0 {
				break
			}
			sig := ViolationSignature(v)
			ops := v.Ops[:v.Step+1]
			if p.atFix[stepKey(sig, v.Step)] || p.firesAtFix[k] {
				if !seen[sig] {
					seen[sig] = true
					base.Persistent = append(base.Persistent, sig)
					logf("  seed %d: %s fires at the fix too (not this fix's)", seed, sig)
				}
				continue
			}
			found := &HistoryResult{Runs: base.Runs, ToFind: elapsed()}
			found.Invariant, found.Signature, found.Original = v.Invariant(), sig, len(ops)
			found.Finding = &Finding{Signature: sig, Count: 1, Seed: seed, Setup: setup, Ops: ops, Original: len(ops), Viol: v}
			flags := confirmedBy(setup, ops, v.Invariant(), pending)
			if len(flags) == 0 {
				if other == nil {
					logf("  seed %d: %s fires before the fix only (%d ops, %s), but no flag of the entry reproduces it; looking on",
						seed, sig, len(ops), found.ToFind.Round(time.Second))
					other = found
				}
				continue
			}
			logf("  seed %d: %s fires before the fix only (%d ops, %s), %s reproduces it; shrinking",
				seed, sig, len(ops), found.ToFind.Round(time.Second), flags)
			t := time.Now()
			found.Fixed = Fixed{Flags: flags, Fix: f.Fix, Issues: f.Issues, What: f.What, Needs: f.Needs}
			row := probes.alone(func() *HistoryResult { return settle(found, flags, sides[0], c) })
			shrinking += time.Since(t)
			for _, b := range flags {
				r := *row
				r.Fixed.Flags = gateway.BugSet{b}
				r.Confirms = len(confirmedBy(setup, r.Finding.Ops, r.Invariant, gateway.BugSet{b})) > 0
				rows = append(rows, &r)
				pending = slices.DeleteFunc(pending, func(p gateway.Bug) bool { return p == b })
			}
		}
	}
	probes.stop()
	if len(rows) == 0 && other != nil {
		other.Fixed = f
		rows = append(rows, settle(other, nil, sides[0], c))
	} else {
		for _, b := range pending {
			miss := &HistoryResult{Fixed: f}
			miss.Fixed.Flags = gateway.BugSet{b}
			rows = append(rows, miss)
		}
		if len(f.Flags) == 0 && len(rows) == 0 {
			rows = append(rows, &HistoryResult{Fixed: f})
		}
	}
	wall := time.Since(start)
	for _, r := range rows {
		r.Persistent, r.Errors, r.Wall = base.Persistent, base.Errors, wall
		if !r.Found {
			r.Runs = base.Runs
			r.Why = "no violation the fix removes within the budget"
			if f.Needs != "" {
				r.Why = "the defect lives in " + f.Needs
			}
		}
	}
	return rows
}

// settle shrinks a found row's finding (keeping "fires before the fix, silent at it" and, when
// flags confirmed it on the Go side, that they still do; within the shrink budget), attributes
// the shrunk run to the catalogue's flags and fills the rest of the row.
func settle(res *HistoryResult, confirmed gateway.BugSet, sides HistorySides, c HistoryConfig) *HistoryResult {
	fn := res.Finding
	res.Found = true
	sig, setup := fn.Signature, fn.Setup
	sb := c.ShrinkBudget
	if sb <= 0 {
		sb = c.Budget
	}
	stop := time.Now().Add(sb)
	// A confirmed finding stays confirmed as it shrinks: the flags that reproduced it on the Go
	// side must still do so (checked first: the Go side is cheap, upstream is not).
	holds := func(ops []sim.Op) bool {
		if len(confirmed) > 0 && !reproduces(setup, ops, res.Invariant, confirmed) {
			return false
		}
		return fires(sides.Pre, setup, ops, sig) && !fires(sides.Post, setup, ops, sig)
	}
	pred := func(ops []sim.Op) bool {
		if sb > 0 && time.Now().After(stop) {
			return false // out of time: keep what is found
		}
		return holds(ops)
	}
	shrunk, _ := check.Reduce(fn.Ops, pred, c.ShrinkMax, check.FollowUps(fn.Seed, sides.Pre.setup(setup).WorldConfig(), 16))
	if len(shrunk) < len(fn.Ops) && holds(shrunk) {
		fn.Ops = shrunk
	}
	res.Ops = len(fn.Ops)
	res.SilentAfter = !fires(sides.Post, setup, fn.Ops, sig)
	if r, err := sides.Pre.run(setup, replay(fn.Ops)); err == nil {
		for _, v := range r.Violations {
			if ViolationSignature(v) == sig {
				fn.Viol = v
				break
			}
		}
	}
	a := AttributeFlags(setup, fn.Ops, res.Invariant, allFlags())
	fn.Attr, res.Attr, res.Finding = &a, &a, fn
	res.Confirms = len(confirmedBy(setup, fn.Ops, res.Invariant, res.Flags)) > 0
	return res
}

// stepSignatures are the violations of r's run of next, each as its signature at its op. The
// ops a seed draws depend on the Go world alone, so both commits of a defect get the same ops:
// one run of the seed at the fix tells which violations fire there at the same op, where a replay
// per violation would cost a run each.
// It also says how many ops that run got through (an error ends it early; the caller replays a
// later violation's ops instead).
func stepSignatures(r HistorySide, s scenarios.Setup, next func(*sim.World) (sim.Op, bool)) (map[string]bool, int) {
	out := map[string]bool{}
	res, err := r.run(s, next)
	if res == nil {
		return out, 0
	}
	for _, v := range res.Violations {
		out[stepKey(ViolationSignature(v), v.Step)] = true
	}
	n := res.Ops
	if err != nil {
		n-- // the op that failed did not finish
	}
	return out, n
}

func stepKey(sig string, step int) string { return fmt.Sprintf("%d %s", step, sig) }

// fires reports whether r's run of ops shows a violation with signature sig.
func fires(r HistorySide, s scenarios.Setup, ops []sim.Op, sig string) bool {
	res, err := r.run(s, replay(ops))
	if err != nil || res == nil {
		return false
	}
	for _, v := range res.Violations {
		if ViolationSignature(v) == sig {
			return true
		}
	}
	return false
}

// replay is the op source of a fixed list.
func replay(ops []sim.Op) func(*sim.World) (sim.Op, bool) {
	i := 0
	return func(*sim.World) (sim.Op, bool) {
		if i == len(ops) {
			return sim.Op{}, false
		}
		i++
		return ops[i-1], true
	}
}

// allFlags is every catalogued defect's flag (B..), the candidates of a history attribution.
func allFlags() gateway.BugSet {
	var out gateway.BugSet
	for _, b := range gateway.AllBugs() {
		if s := b.String(); len(s) > 1 && s[0] == 'B' {
			out = append(out, b)
		}
	}
	return out
}
