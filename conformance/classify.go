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
	{"v2-recoverable-set", KindDecision, "the port counts startup_orphan_reap (a V2 reason) as recoverable and promotable (spec §8.4, I4 kept); " +
		"V1's finder and promote know only agent_close and ws_orphan_reap, so upstream neither reopens nor promotes such a row", "row-ended writes ws_orphan_reap instead of startup_orphan_reap"},
	{"watcher-mid-turn", KindDecision, "upstream's expiry watcher finalizes an expired lane even while its turn runs (promoting the row to " +
		"session_reset under the turn); the port's watcher leaves a lane with a turn in flight for a later pass", "the upstream watcher skips lanes with a turn in flight"},
	{"drain-remark", KindDecision, "upstream's shutdown marks every running lane through mark_resume_pending, which overwrites an " +
		"earlier marker's reason and time (at the pre-mark and again at the drain timeout); the port leaves a lane that is already " +
		"resume_pending as it is, so its freshness window keeps measuring the first interruption (upstream's refreshed marker lets a " +
		"stale obligation be auto-continued: I5)", "the upstream drain does not re-mark a lane already resume_pending"},
	{"consumed-flag-unsaved", KindDecision, "upstream consumes was_auto_reset and auto_reset_reason in memory only (run.py " +
		"_handle_message_with_agent) and persists that at the next whole-index save, normally the turn's end; a process that dies before " +
		"then loads the flag again and announces the same reset a second time (context note, and the notice when due: I8). The port saves the " +
		"consumed flag at once", "the upstream side saves the index right after consuming the flag"},
	{"procs-across-restart", KindBug, "upstream's background processes outlive a gateway restart (run.py start recovers them from " +
		"the process registry's checkpoint) and keep blocking time-based resets; the port keeps them in the process, so a restart forgets " +
		"them and the lane resets by time", "the upstream side forgets background processes at a restart"},
	{"heal-keeps-flags", KindDecision, "when a stale-route heal reopens the same incarnation the port keeps what the dropped entry " +
		"carried (resume_pending and its reason and mark, the auto-reset fields, the activity signal); upstream rebuilds the entry " +
		"flagless (resume_pending lost, last_prompt_tokens 0), as the H10 hazard describes for a viewer's agent_close", "the upstream side puts the dropped entry's flags back after a heal onto the same session"},
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
	{"idle-agent-deferral", KindBug, "upstream's idle agent sweep keeps an agent idle past the TTL while its finite session has not " +
		"expired yet (so the watcher can finalize it later); the port releases every idle agent, so a later agent close or /new " +
		"finds no agent and writes no agent_close", "the upstream idle sweep releases every idle agent"},
	{"bg-max-age-boundary", KindBug, "upstream ignores a background process from the instant it is bg_process_max_age_hours old " +
		"(age < max blocks); the port still counts it at exactly that age (age <= max), so for one instant it blocks a reset upstream allows", "the upstream side counts a process of exactly the max age as active"},
	{"whole-index-save", KindBug, "upstream rewrites the whole routing index on every save (gateway_routing and sessions.json), so a " +
		"route lost from the durable index comes back at the next save of any lane while the process still holds it; the port saves " +
		"routes one by one, so the lost route stays lost and the next boot no longer has it", "index-loss ops are dropped"},
	{"breaker-candidates", KindBug, "upstream's restart-loop breaker records a boot whenever some lane is resume_pending with a restart " +
		"reason (spec §2.10 step 5: candidates first, the per-candidate skips after); the port records a boot only when some lane passes " +
		"every per-candidate check, so boots whose markers are stale (or due a reset) do not count and the breaker trips later", "the upstream resume pass applies the per-candidate checks before the breaker"},
	{"breaker-window-boundary", KindBug, "upstream's restart-loop breaker still counts a boot exactly window_seconds old (t >= now - " +
		"window); the port drops it (now - t < window), so at that instant upstream trips and skips the auto-resume that the port " +
		"dispatches", "the upstream breaker forgets a boot exactly a window old"},
	{"breaker-on-reconnect", KindBug, "upstream's reconnect pass (an adapter coming back after boot) runs the same " +
		"_schedule_resume_pending_sessions, so it records a boot for the restart-loop breaker whenever it has candidates; the port's " +
		"AdapterUp pass never touches the breaker, so upstream trips it sooner", "the upstream reconnect pass leaves the breaker alone"},
	{"lazy-load", KindDecision, "upstream's new SessionStore loads (and prunes stale routes) lazily, at the first store access of the " +
		"boot; the port loads and prunes in its first boot phase, so between phases (a boot cut short by a kill) the two differ", "the upstream side loads the store in the first boot phase"},
	{"prev-session-id", KindBug, "the port writes prev_session_id on /new and on a stale-route heal's fresh session; upstream writes it only on " +
		"an automatic reset (reset_session and a plain create leave it None). Only the Slack/Discord continuity note reads it", "prev_session is not compared"},
	{"fresh-reset-flag", KindBug, "the port sets is_fresh_reset on every /new and never consumes it; upstream sets it only when " +
		"reset_session found an entry (not on the force_new path) and consumes it in memory on the next message. It only drives skill " +
		"re-injection, outside the port's scope", "is_fresh_reset is not compared"},
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

// avoidIgnore are the fields an avoided class leaves out of the comparison.
var avoidIgnore = map[string]string{
	"prev-session-id":  "prev_session",
	"fresh-reset-flag": "is_fresh_reset",
}

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
