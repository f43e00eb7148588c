package conformance

import (
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// Divergence classes: every way the campaign has seen the Go gateway (upstream-v1 flags) and
// upstream at 339d968 differ, with the verdict. A divergence is classified by counterfactual
// replay (Runner.Explain): its minimal op list is run again with one class avoided at a time (the
// ops that trigger it rewritten, the upstream side made to do what the port does there, or a field
// left out); the class whose avoidance makes the sides agree explains it. Classes no avoidance can
// express are recognised by a rule over the divergence.

// Class names why the two sides diverged.
type Class struct {
	Name string // short name, e.g. "P-metadata-touch" or "watcher-mid-turn"
	Kind Kind
	Why  string // what upstream does, what the port does

	Avoid string // how a run looks past the class (Options.Avoid); "" when it cannot
}

// Kind is a divergence class's verdict.
type Kind string

const (
	KindDecision Kind = "port decision" // the port deliberately differs (a port decision, or a flag the preset leaves off)
	KindBug      Kind = "port bug"      // the port differs where it meant to follow V1 or docs/contract.md
	KindUnknown  Kind = "unclassified"
)

var unclassified = Class{Name: "unclassified", Kind: KindUnknown}

// Classes lists every known class.
func Classes() []Class { return append([]Class(nil), classes...) }

// ClassByName returns the known class of that name.
func ClassByName(name string) (Class, bool) {
	for _, c := range classes {
		if strings.EqualFold(c.Name, name) {
			return c, true
		}
	}
	return Class{}, false
}

// Classify names a divergence's class by the rules alone (no replay): for the classes no
// avoidance expresses.
func Classify(d *Divergence) Class {
	for _, r := range classRules {
		if r.match(d) {
			return r.class
		}
	}
	return unclassified
}

type classRule struct {
	class Class
	match func(*Divergence) bool
}

var classes = []Class{
	{"P-metadata-touch", KindDecision, "upstream at 339d968 (which has ad4034711) bumps updated_at when it writes a lane's metadata " +
		"(set_session_metadata); the preset describes 9fc0074 and leaves P-metadata-touch off, and the port never moves the activity clock on metadata", "metadata ops are dropped"},
	{"v2-recoverable-set", KindDecision, "the port counts startup_orphan_reap (a V2 reason) as recoverable and promotable (docs/contract.md §8.4, I4 kept); " +
		"V1's finder and promote know only agent_close and ws_orphan_reap, so upstream neither reopens nor promotes such a row", "row-ended writes ws_orphan_reap instead of startup_orphan_reap"},
	{"watcher-mid-turn", KindDecision, "upstream's expiry watcher finalizes an expired lane even while its turn runs (promoting the row to " +
		"session_reset under the turn); the port's watcher leaves a lane with a turn in flight for a later pass", "the upstream watcher skips lanes with a turn in flight"},
	{"drain-remark", KindDecision, "upstream's shutdown marks every running lane through mark_resume_pending, which overwrites an " +
		"earlier marker's reason and time (at the pre-mark and again at the drain timeout); the port leaves a lane that is already " +
		"resume_pending as it is, so its freshness window keeps measuring the first interruption (upstream's refreshed marker lets a " +
		"stale obligation be auto-continued: I5)", "the upstream drain does not re-mark a lane already resume_pending"},
	{"consumed-flag-unsaved", KindDecision, "upstream consumes was_auto_reset, auto_reset_reason and is_fresh_reset in memory only " +
		"(run.py _handle_message_with_agent) and persists that at the next whole-index save, normally the turn's end; a process that dies " +
		"before then loads the flags again and announces the same reset a second time (context note, and the notice when due: I8). The " +
		"port saves the consumption before the message's turn starts", "the upstream side saves the index right after consuming a flag"},
	{"routeless-new-promotes", KindDecision, "/new on a lane without a route (lost or pruned) while an agent is cached: upstream's " +
		"agent close ends the left session as agent_close and force_new never promotes it, so it stays recoverable and an empty new " +
		"incarnation lets recovery resurrect it (the B23 pattern); the port promotes the agent's session to session_reset", "the upstream side promotes the agent's session after a routeless /new"},
	{"dst-naive-clock", KindDecision, "upstream compares naive local wall-clock times, so across a daylight-saving change an idle limit " +
		"or a day is an hour shorter or longer than it is in real time, and the daily boundary may name an hour that does not exist; the port " +
		"is DST-correct (spec port decisions: time-based resets in the configured zone)", "the run starts at the same wall time in UTC, which has no daylight-saving change"},
	{"recovery-keeps-signal", KindDecision, "a route rebuilt by recovery takes the row's last prompt size in the port (the row keeps " +
		"it, so a recovered incarnation keeps its activity signal); upstream's recovered entry starts at last_prompt_tokens 0, so a " +
		"later automatic reset of it records no activity and sends no idle or daily notice", "the upstream side gives a rebuilt entry its session's last prompt size"},
	{"resume-pass-skips-due-reset", KindDecision, "upstream's startup resume pass dispatches a synthetic turn to every fresh candidate, " +
		"even one whose routing will reset it (an idle or daily policy due, an expired marker): the turn lands in a fresh, empty " +
		"session with no user message; the port's pass leaves such a lane for the user's next message (I16)", "the upstream resume pass skips candidates whose routing would reset them"},
	{"whole-index-save", KindDecision, "reduced fidelity: the port persists the routing index per route (a save writes the lane's own " +
		"entry, so faults, torn crashes and lost writes land on one lane), where upstream rewrites the whole index on every save " +
		"(gateway_routing and sessions.json, docs/contract.md §1.3); a route lost from the durable index alone comes back upstream at the next save " +
		"of any lane while the process still holds it, in the port only at that lane's own next save, so a process that dies first " +
		"boots without it", "index-loss ops are dropped"},
	{"lazy-load", KindDecision, "upstream's new SessionStore loads (and prunes stale routes) lazily, at the first store access of the " +
		"boot; the port loads and prunes in its first boot phase, so between phases (a boot cut short by a kill) the two differ", "the upstream side loads the store in the first boot phase " +
		"(a clean boot's stuck-loop escalation still sees no entry, as upstream's does: P-boot-order)"},
	{"empty-transcript-fresh", KindDecision, "upstream's resume-note gate reads a transcript without a timestamped row as a " +
		"fresh interruption (run.py _is_fresh_gateway_interruption treats an unknown time as fresh, for transcripts older than " +
		"its timestamps), so a resume-pending lane whose conversation never persisted a message gets the recovery note however " +
		"old its marker is; the port dates an empty transcript by its row's start (docs/contract.md §2.3), so there the note " +
		"follows the age of the row and of the marker", "the upstream side dates an empty transcript by its row's start"},
}

var classRules = []classRule{
	// The boot prune's repoint (H12) rebuilds the entry from the row on both sides, and the port's
	// rebuilt entry keeps the row's prompt size there too; no avoidance reaches inside upstream's load.
	{mustClass("recovery-keeps-signal"), func(d *Divergence) bool {
		for _, m := range d.Mismatches {
			if m.Item[:min(len(m.Item), 6)] != "entry " || m.Field != "last_prompt_tokens" || m.Go == "0" || m.Up != "0" {
				return false
			}
		}
		return len(d.Mismatches) > 0
	}},
}

func mustClass(name string) Class {
	c, ok := ClassByName(name)
	if !ok {
		panic("conformance: no class " + name)
	}
	return c
}

// Avoidable lists the classes a campaign can look past (Options.Avoid), and how: the ops that
// trigger them are rewritten, the upstream side does what the port does there, or a field is left
// out of the comparison.
var Avoidable = map[string]string{}

func init() {
	for _, c := range classes {
		if c.Avoid != "" {
			Avoidable[c.Name] = c.Avoid
		}
	}
}

// avoidIgnore are the fields an avoided class leaves out of the comparison (none at present).
var avoidIgnore = map[string]string{}

// avoidOp rewrites or drops a generated op for the avoided classes.
func avoidOp(op sim.Op, avoid map[string]bool) (sim.Op, bool) {
	if avoid["P-metadata-touch"] && op.Kind == sim.KindMetadata {
		return op, false
	}
	if avoid["whole-index-save"] && op.Kind == sim.KindIndexLoss {
		return op, false
	}
	if avoid["v2-recoverable-set"] && op.Reason == gateway.EndStartupOrphanReap {
		op.Reason = gateway.EndWsOrphanReap
	}
	return op, true
}

// Explain classifies a divergence found on s and ops by counterfactual replay: the first known
// class whose avoidance makes the sides agree over the same ops explains it. When none does alone,
// the smallest set found by dropping classes one at a time from "all avoided" explains it
// together ("A + B"). Else the rules.
func (r *Runner) Explain(s scenarios.Setup, ops []sim.Op, d *Divergence) Class {
	agree := func(set map[string]bool) bool {
		alt := &Runner{ad: r.ad, opts: r.opts}
		alt.opts.Judge, alt.opts.Avoid = false, map[string]bool{}
		for k, on := range r.opts.Avoid {
			alt.opts.Avoid[k] = on
		}
		for k := range set {
			alt.opts.Avoid[k] = true
		}
		res, err := alt.Run(s, ops)
		return err == nil && res.Divergence == nil
	}
	var names []string
	for _, c := range classes {
		if c.Avoid != "" {
			names = append(names, c.Name)
			if agree(map[string]bool{c.Name: true}) {
				return c
			}
		}
	}
	set := map[string]bool{}
	for _, n := range names {
		set[n] = true
	}
	if !agree(set) {
		return Classify(d)
	}
	for _, n := range names {
		delete(set, n)
		if !agree(set) {
			set[n] = true
		}
	}
	var parts, whys []string
	kind := KindDecision
	for _, c := range classes {
		if set[c.Name] {
			parts = append(parts, c.Name)
			whys = append(whys, c.Name+": "+c.Why)
			if c.Kind == KindBug {
				kind = KindBug
			}
		}
	}
	return Class{Name: strings.Join(parts, " + "), Kind: kind, Why: "together: " + strings.Join(whys, " | ")}
}
