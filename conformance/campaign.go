package conformance

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// The generated campaign: seeded runs drawn by the simulator's own generator (restricted to the
// ops the upstream side performs), each run on both sides; every new divergence signature and
// every new upstream invariant violation is shrunk to a minimal op list and classified.

// CampaignConfig bounds a campaign.
type CampaignConfig struct {
	Seed       uint64        // first seed; run i uses Seed+i
	Runs       int           // runs at most
	Steps      int           // generated ops per run (after the first boot)
	Budget     time.Duration // wall time for the runs (shrinking included); 0 = none
	ShrinkMax  int           // replays per shrink (<= 0: 200)
	Judge      bool          // also judge upstream with the model's invariants
	Logf       func(format string, args ...any)
	ShrinkNone bool // keep the first occurrence unshrunk (fast smoke runs)
}

// Finding is one divergence signature or one upstream violation signature with its first
// occurrence, shrunk.
type Finding struct {
	Signature string
	Count     int // runs that showed it first
	Seed      uint64
	Setup     scenarios.Setup
	Ops       []sim.Op // shrunk (or the original prefix when shrinking was off or failed)
	Original  int      // ops before shrinking
	Div       *Divergence
	Viol      *Violation
	Class     Class

	Cascade bool         // the violation only ever came after an earlier one in its run (less sure)
	Attr    *Attribution // the Go side's flags that reproduce the violation
	Via     string       // the divergence class whose avoidance on the upstream side removes the violation
}

// CampaignReport is what a campaign measured and found.
type CampaignReport struct {
	Runs, Agreed    int
	Ops, Events     int
	Calls           int
	GoTime, UpTime  time.Duration
	Wall            time.Duration
	ShrinkWall      time.Duration
	Divergences     []*Finding
	Violations      []*Finding
	Errors          []string
	ViolationRuns   int // runs in which the model found upstream in violation
	DivergenceCount map[string]int
}

// supported reports whether the upstream side performs op, rewriting what it can: a torn crash
// becomes a crash that keeps every write (the upstream side has no fake disk). The faults made to
// the stored state from outside (unkey-row, corrupt-route) have no upstream counterpart in the
// driver yet.
func supported(op sim.Op) (sim.Op, bool) {
	switch op.Kind {
	case sim.KindCompress, sim.KindDiskError, sim.KindWsConnect, sim.KindWsCreate, sim.KindWsResume,
		sim.KindWsPrompt, sim.KindWsDrop, sim.KindWsTeardown, sim.KindWsClose, sim.KindUnkeyRow, sim.KindCorruptRoute, sim.KindRewriteRoute,
		sim.KindMarkResume, sim.KindSuspend, sim.KindRestart, sim.KindOperatorDrain, sim.KindOperatorDrainEnd:
		return op, false
	case sim.KindCrash:
		op.Torn, op.Keep, op.TornAt, op.TornNth = false, 0, "", 0
	case sim.KindRowEnded:
		if !gateway.Accidental(op.Reason) {
			return op, false // the adapter's end_lane_row is end_session; the port promotes a boundary
		}
	}
	return op, true
}

// CampaignSwarm draws seed's swarm with the kinds store mode cannot take off, no policy
// overrides and the route prune's default limit.
func CampaignSwarm(seed uint64) sim.Swarm { return campaignSwarm(seed, supported) }

// processSwarm is CampaignSwarm for process mode, which drives more (the TUI gateway's sockets,
// the outside writers' marks and suspensions) and less (no /restart, compression or disk faults),
// with the kinds in lacking off too (Lacks).
func processSwarm(seed uint64, lacking []sim.Kind) sim.Swarm {
	return campaignSwarm(seed, without(processSupported, lacking))
}

// procsSwarm is processSwarm for a world of procs TUI backends beside the messaging gateway
// (no CLI: the runner has none).
func procsSwarm(seed uint64, procs int, lacking []sim.Kind) sim.Swarm {
	sw := processSwarm(seed, lacking)
	sw.Procs = procs
	return sw
}

// ProcsSetup is the setup of one process-mode campaign run over procs TUI backends beside the
// messaging gateway (0: ProcessSetupWithout).
func ProcsSetup(seed uint64, procs int, lacking []sim.Kind) scenarios.Setup {
	s := ProcessSetupWithout(seed, lacking)
	s.Swarm = procsSwarm(seed, procs, lacking)
	return s
}

// GenerateProcs is GenerateProcessWithout over procs TUI backends beside the gateway.
func GenerateProcs(seed uint64, steps, procs int, lacking []sim.Kind) func(*sim.World) (sim.Op, bool) {
	return generate(seed, steps, procsSwarm(seed, procs, lacking), without(processSupported, lacking))
}

// processSupported is what process mode takes: processOp's kinds, and no intentional end written
// by another process (the runner's outside writer is end_session, first wins; the port promotes).
func processSupported(op sim.Op) (sim.Op, bool) {
	if op.Kind == sim.KindRowEnded && !gateway.Accidental(op.Reason) {
		return op, false
	}
	return processOp(op)
}

func campaignSwarm(seed uint64, takes func(sim.Op) (sim.Op, bool)) sim.Swarm {
	sw := sim.DrawSwarm(seed)
	for _, k := range sim.Kinds() {
		if !kindTaken(takes, k) {
			sw.Weights[k] = 0
		}
	}
	sw.Overrides = nil
	// One process unless a process-mode campaign asks for backends (procsSwarm): store mode
	// drives one store, and the runner has no CLI.
	sw.Procs, sw.CLI = 0, false
	// No route prune the runs can reach: upstream's prune_old_entries takes whole days (a limit of
	// hours has no counterpart), and the hourly prune runs at another phase on each side (the
	// port's watcher from its first pass, the adapter from its first tick), so a reachable limit
	// makes divergences of up to an hour that say nothing of the port. The prune's predicate is
	// compared by testdata/agree_prune-process-max-age.txt.
	sw.RouteMaxAge = 0
	return sw
}

// kindTaken reports whether takes accepts some op of kind k. The probe is the kind's op with
// zero fields, save a row-ended op's reason: no row-ended op carries none, and takes keeps the
// accidental ones (which the generator draws most of the time) and refuses the rest one by one.
func kindTaken(takes func(sim.Op) (sim.Op, bool), k sim.Kind) bool {
	probe := sim.Op{Kind: k}
	if k == sim.KindRowEnded {
		probe.Reason = sim.AccidentalEnds[0]
	}
	_, ok := takes(probe)
	return ok
}

// CampaignSetup is the setup of one campaign run.
func CampaignSetup(seed uint64) scenarios.Setup {
	s := scenarios.DefaultSetup()
	s.Seed, s.Swarm = seed, CampaignSwarm(seed)
	return s
}

// ProcessSetup is the setup of one process-mode campaign run.
func ProcessSetup(seed uint64) scenarios.Setup { return ProcessSetupWithout(seed, nil) }

// Generate returns the op source of one campaign run: a boot, then steps ops from the
// simulator's generator for the run's swarm, skipping the ones upstream cannot take.
func Generate(seed uint64, steps int) func(*sim.World) (sim.Op, bool) {
	return generate(seed, steps, CampaignSwarm(seed), supported)
}

// GenerateProcess is Generate for process mode.
func GenerateProcess(seed uint64, steps int) func(*sim.World) (sim.Op, bool) {
	return GenerateProcessWithout(seed, steps, nil)
}

func generate(seed uint64, steps int, sw sim.Swarm, takes func(sim.Op) (sim.Op, bool)) func(*sim.World) (sim.Op, bool) {
	var gen *sim.Generator
	n := 0
	return func(w *sim.World) (sim.Op, bool) {
		if gen == nil {
			gen = sim.NewGenerator(w, sw)
			n = -1
			return sim.Op{Kind: sim.KindBoot}, true
		}
		if n++; n >= steps {
			return sim.Op{}, false
		}
		for range 1000 {
			if op, ok := takes(gen.Next()); ok {
				return op, true
			}
		}
		return sim.Op{}, false
	}
}

// Campaign runs the campaign.
func (r *Runner) Campaign(c CampaignConfig) *CampaignReport {
	if c.Logf == nil {
		c.Logf = func(string, ...any) {}
	}
	cr := campaignRun{r: r, c: c, rep: &CampaignReport{DivergenceCount: map[string]int{}},
		divs: map[string]*Finding{}, viols: map[string]*Finding{}}
	start := r.now()
	for i := 0; i < c.Runs; i++ {
		if c.Budget > 0 && r.now()-start > c.Budget {
			break
		}
		cr.one(c.Seed + uint64(i))
	}
	cr.rep.Wall = r.now() - start
	return cr.rep
}

// campaignRun is one campaign under way: its report and its findings by signature.
type campaignRun struct {
	r           *Runner
	c           CampaignConfig
	rep         *CampaignReport
	divs, viols map[string]*Finding
}

// one runs the campaign's run of seed and files what it found.
func (cr *campaignRun) one(seed uint64) {
	rep, logf := cr.rep, cr.c.Logf
	setup, gen := CampaignSetup(seed), Generate(seed, cr.c.Steps)
	if cr.r.opts.Process {
		setup, gen = ProcsSetup(seed, cr.r.opts.Procs, cr.r.opts.Lacking), GenerateProcs(seed, cr.c.Steps, cr.r.opts.Procs, cr.r.opts.Lacking)
	}
	res, err := cr.r.run(setup, gen)
	rep.Runs++
	if res != nil {
		rep.Ops += res.Ops
		rep.Events += res.Events
		rep.Calls += res.Calls
		rep.GoTime += res.GoTime
		rep.UpTime += res.UpTime
	}
	if err != nil {
		rep.Errors = append(rep.Errors, fmt.Sprintf("seed %d: %v", seed, err))
		logf("seed %d: error: %v", seed, err)
		return
	}
	if res.Divergence == nil {
		rep.Agreed++
	} else {
		cr.divergence(seed, setup, res.Divergence)
	}
	if len(res.Violations) > 0 {
		rep.ViolationRuns++
	}
	seenHere := map[string]bool{}
	for i, v := range res.Violations {
		if sig := ViolationSignature(v); !seenHere[sig] {
			seenHere[sig] = true
			cr.violation(seed, setup, sig, v, i == 0)
		}
	}
}

// divergence files a run's divergence: counted under its signature, shrunk the first time.
func (cr *campaignRun) divergence(seed uint64, setup scenarios.Setup, d *Divergence) {
	sig := DivergenceSignature(d)
	cr.rep.DivergenceCount[sig]++
	if f := cr.divs[sig]; f != nil {
		f.Count++
		return
	}
	f := &Finding{Signature: sig, Count: 1, Seed: seed, Setup: setup, Ops: d.Ops, Original: len(d.Ops), Div: d}
	cr.divs[sig] = f
	cr.c.Logf("seed %d: new divergence %s after %d ops", seed, sig, len(f.Ops))
	if !cr.c.ShrinkNone {
		t := cr.r.now()
		cr.r.shrinkDivergence(f, cr.c.ShrinkMax)
		cr.rep.ShrinkWall += cr.r.now() - t
		cr.c.Logf("  shrunk to %d ops: %s", len(f.Ops), f.Class.Name)
	}
	cr.rep.Divergences = append(cr.rep.Divergences, f)
}

// violation files one invariant upstream broke in a run (first: it was the run's first). A
// violation seen only after an earlier one in its run is a possible cascade: it is shrunk and
// explained once it is seen first in some run.
func (cr *campaignRun) violation(seed uint64, setup scenarios.Setup, sig string, v *Violation, first bool) {
	f := cr.viols[sig]
	if f != nil {
		f.Count++
		if !first || !f.Cascade {
			return
		}
		// First seen after an earlier violation, now first in its run: judge it afresh.
		f.Seed, f.Setup, f.Ops, f.Original, f.Viol, f.Cascade = seed, setup, v.Ops[:v.Step+1], v.Step+1, v, false
	} else {
		f = &Finding{Signature: sig, Count: 1, Seed: seed, Setup: setup, Ops: v.Ops[:v.Step+1], Original: v.Step + 1,
			Viol: v, Cascade: !first}
		cr.viols[sig] = f
		cr.rep.Violations = append(cr.rep.Violations, f)
	}
	cr.c.Logf("seed %d: upstream violates %s after %d ops%s", seed, sig, len(f.Ops), map[bool]string{true: " (after an earlier violation)", false: ""}[f.Cascade])
	if cr.c.ShrinkNone || f.Cascade {
		return
	}
	t := cr.r.now()
	cr.r.shrinkViolation(f, cr.c.ShrinkMax)
	a := Attribute(f.Setup, f.Ops, f.Viol.Invariant())
	f.Attr = &a
	if !a.PresetFails {
		f.Via = cr.r.explainViolation(f)
	}
	cr.rep.ShrinkWall += cr.r.now() - t
	cr.c.Logf("  shrunk to %d ops; go side: fixed passes %v, preset %v, flags %s", len(f.Ops), a.FixedPasses, a.PresetFails, a.Flags)
}

// DivergenceSignature names a divergence for "the same divergence": the kinds and fields that
// differ, sorted ("entry.prev_session row.end_reason").
func DivergenceSignature(d *Divergence) string {
	set := map[string]bool{}
	for _, m := range d.Mismatches {
		f := m.Field
		if f == "" {
			f = "presence"
		}
		set[itemKind(m.Item)+"."+f] = true
	}
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

var (
	reSession = regexp.MustCompile(`\d{8}_\d{6}_[0-9a-f]{8}`)
	reNumber  = regexp.MustCompile(`[+-]?\d+(\.\d+)?[a-z]*`)
	reLane    = regexp.MustCompile(`agent:main:[a-z_]+:[a-z]+:[A-Za-z0-9:_]+`)
)

// ViolationSignature names an upstream violation for "the same violation": its text with session
// ids, lanes and numbers abstracted.
func ViolationSignature(v *Violation) string {
	s := v.Err.Error()
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	inv, text, ok := strings.Cut(s, ": ")
	if !ok {
		inv, text = "", s
	}
	if i := strings.Index(text, " during "); i >= 0 {
		text = text[:i] // the event it surfaced in is not part of what broke
	}
	text = reSession.ReplaceAllString(text, "S")
	text = reLane.ReplaceAllString(text, "L")
	text = reNumber.ReplaceAllString(text, "N")
	return strings.TrimSpace(inv + ": " + text)
}

// shrinkDivergence reduces f's ops to a shorter list with the same divergence signature.
func (r *Runner) shrinkDivergence(f *Finding, max int) {
	fails := func(ops []sim.Op) bool {
		res, err := r.Run(f.Setup, ops)
		return err == nil && res.Divergence != nil && DivergenceSignature(res.Divergence) == f.Signature
	}
	ops, _ := check.Reduce(f.Ops, fails, max, check.FollowUps(f.Setup.Seed, r.setup(f.Setup).WorldConfig(), 16))
	if res, err := r.Run(f.Setup, ops); err == nil && res.Divergence != nil {
		f.Ops, f.Div = ops, res.Divergence
	}
	f.Class = r.Explain(f.Setup, f.Ops, f.Div)
	f.Div.Class = f.Class
}

// shrinkViolation reduces f's ops to a shorter list on which the model still finds upstream in
// the same violation.
func (r *Runner) shrinkViolation(f *Finding, max int) {
	jr := &Runner{ad: r.ad, opts: r.opts}
	jr.opts.Judge, jr.opts.NoCompare, jr.opts.StopOnViolation = true, true, false
	find := func(ops []sim.Op) *Violation {
		res, err := jr.Run(f.Setup, ops)
		if err != nil || len(res.Violations) == 0 {
			return nil
		}
		if v := res.Violations[0]; ViolationSignature(v) == f.Signature {
			return v // still the run's first violation
		}
		return nil
	}
	ops, _ := check.Reduce(f.Ops, func(ops []sim.Op) bool { return find(ops) != nil }, max,
		check.FollowUps(f.Setup.Seed, r.setup(f.Setup).WorldConfig(), 16))
	if v := find(ops); v != nil {
		f.Ops, f.Viol = ops, v
	}
}

// explainViolation names the divergence class whose avoidance on the upstream side makes the
// violation go away: upstream breaks the invariant where it differs from the port that way.
func (r *Runner) explainViolation(f *Finding) string {
	for _, c := range classes {
		if c.Avoid == "" {
			continue
		}
		jr := &Runner{ad: r.ad, opts: r.opts}
		jr.opts.Judge, jr.opts.NoCompare, jr.opts.Avoid = true, true, map[string]bool{c.Name: true}
		for k, on := range r.opts.Avoid {
			jr.opts.Avoid[k] = on
		}
		res, err := jr.Run(f.Setup, f.Ops)
		if err != nil {
			continue
		}
		gone := true
		for _, v := range res.Violations {
			gone = gone && ViolationSignature(v) != f.Signature
		}
		if gone {
			return c.Name
		}
	}
	return ""
}
