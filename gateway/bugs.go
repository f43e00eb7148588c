package gateway

import (
	"fmt"
	"sort"
	"strings"
)

// Bug names one historical defect (docs/bugs.md) or one port decision (docs/contract.md#port-decisions) that can
// be switched back on. With no bug on, the gateway implements the fixed contract.
type Bug uint8

// The catalogue. Each constant restores exactly the mechanism its catalogue entry describes.
const (
	bugNone             Bug = iota
	B01                     // no stuck-loop escalation at all: a wedged lane is auto-resumed forever
	B02                     // /stop suspends the lane, so the next message mints a fresh session
	B03                     // a timed-out drain marks nothing; boot suspends recently active lanes instead
	B05                     // no pre-mark before the drain wait: a kill mid-drain leaves no marker
	B06                     // was_auto_reset, auto_reset_reason, reset_had_activity are not persisted
	B07                     // reset_had_activity reads total_tokens (never written) instead of last_prompt_tokens
	B08                     // the resume note is gated on the transcript's age only, with no empty-text safety net
	B09                     // resume_pending never expires and messages bump the clock: a zombie marker
	B10                     // resume_pending_expired is notified like idle and ends the row as session_reset
	B11                     // the freshness gate ignores mode none
	B12                     // non-interactive adapters get the interactive "ask what next" resume note
	B13                     // no startup prune: a crash leaves routes pointing into ended rows
	B14                     // no stale-route self-heal while running: messages go into an ended row
	B16                     // shutdown cleanup ends cached agents' rows as agent_close
	B17                     // TUI finalize ends gateway-owned rows (the #60609 guard is missing)
	B18                     // the finder accepts only agent_close, not ws_orphan_reap
	B19                     // expiry cleanup closes the agent as agent_close and does not promote
	B20                     // the stale path recovers even when a reset is due
	B22                     // promote upgrades only agent_close while recovery also reopens ws_orphan_reap
	B23                     // /new ends the old row with first-wins end_session instead of promote
	B24                     // /resume ends the old row with first-wins end_session instead of promote
	B25                     // automatic resets end the old row as plain session_reset
	B26                     // a cached agent of an ended id is reused and its post-turn sync rewrites the route
	B28                     // was_auto_reset is consumed only after the turn, so the boundary effect re-fires
	B29                     // WS teardown applies its snapshot without revalidating; reap timers are not fenced
	B30                     // the orphan reap checks and pops in two phases without exclusion
	B31                     // a running detached TUI session is never re-armed for reaping
	B33                     // no startup sweep: a reap lost with the process leaves the TUI row live forever
	B34                     // crash marking by recency (120 s) instead of durable turn markers
	B35                     // missing-route recovery ignores the policy and stamps updated_at = now
	B38                     // no restart-loop breaker
	H1                      // a TUI cold resume, or a CLI's --resume, reopens rows unconditionally, intentional boundaries included
	H2                      // suspended / expired notices bypass notify_exclude_platforms
	H3                      // overrides are not validated at load; a bad override fails at routing time
	H4                      // watcher finalization promotes with plain session_reset
	H6                      // the restart-failure counter file is deleted on every boot
	H10                     // TUI teardown closes a gateway row's agent with row-ending on (agent_close)
	H11                     // /resume runs a full routing transition before the switch
	H12                     // the startup prune drops or rebuilds flagless the routes of watcher-finalized rows, and the hourly prune drops them
	PTipHeal                // a compression-tip heal during routing discards the reset decision
	PFreshZero              // a freshness window <= 0 makes the startup scheduler skip every candidate
	PBootOrder              // on a clean boot, stuck-loop escalation runs before the store is loaded
	PInternalTouch          // internal events advance the activity clock
	PMetadataTouch          // metadata writes advance the activity clock
	PFinalSilent            // a reset the watcher finalized goes silent when a background process blocks the policy at routing
	PRoutelessBoundary      // /new or /resume on a lane without a route leaves the conversation recovery finds recoverable
	PHealFlagless           // the stale-route heal rebuilds the recovered entry flagless: what the route owed is lost
	PDrainCategory          // a plain shutdown's drain notice carries the restart category ("your task will resume")
	PDrainPerLane           // a drain notifies every running lane, so a chat with several running lanes is told several times
	PInternalInterrupts     // an internal event interrupts the lane's running turn at once: a background notice cuts the user's turn
	PFollowupDrop           // a drain keeps the messages waiting behind a running turn and drops them, unannounced, when the turn ends
	PViewerEnds             // a viewer's close ends the TUI row another live backend created and still serves (X7)
	PSweepBlind             // the startup sweep ends TUI rows whose creator is another live process
	PCliEnds                // a CLI's exit ends the row it was bound to cli_close, whoever owns it (X4)
	PContinueLive           // a backend's cold resume auto-continues the turn another live backend still runs (X1, #94778)
	PMarkClearAny           // a backend clears the session's interrupted-turn mark whoever wrote it: at its turn's end, and at a cold resume that finds it stale or spent (X2)
	PLeaseLocal             // no cross-process turn lease: a TUI turn starts on a session another live process runs a turn on (X3, X13)
	PPromptLeft             // a TUI prompt runs a turn in a conversation its lane left on purpose since the record was built (X6)
	PProcListWhole          // a process rewrites the background-process list from its own registry alone, dropping every other process's commands (X12)
	PMarksWhole             // a backend replaces the interrupted-turn marker file with what it read and edited, whatever another backend saved in between (X2's write half)
	PUnlockFirst            // the gateway's stop releases its single-instance lock before it writes the clean-shutdown marker and the restart-failure counts (X9)
	PReopenBlind            // reopen_session clears any end: an intentional end another process wrote after a resume read the row is erased (X5's window)
	bugEnd
)

var bugNames = [...]string{
	bugNone: "none", B01: "B01", B02: "B02", B03: "B03", B05: "B05", B06: "B06", B07: "B07", B08: "B08",
	B09: "B09", B10: "B10", B11: "B11", B12: "B12", B13: "B13", B14: "B14", B16: "B16", B17: "B17",
	B18: "B18", B19: "B19", B20: "B20", B22: "B22", B23: "B23", B24: "B24", B25: "B25", B26: "B26",
	B28: "B28", B29: "B29", B30: "B30", B31: "B31", B33: "B33", B34: "B34", B35: "B35", B38: "B38",
	H1: "H1", H2: "H2", H3: "H3", H4: "H4", H6: "H6", H10: "H10", H11: "H11", H12: "H12",
	PTipHeal: "P-tip-heal", PFreshZero: "P-fresh-zero", PBootOrder: "P-boot-order",
	PInternalTouch: "P-internal-touch", PMetadataTouch: "P-metadata-touch",
	PFinalSilent: "P-final-silent", PRoutelessBoundary: "P-routeless-boundary", PHealFlagless: "P-heal-flagless",
	PDrainCategory: "P-drain-category", PDrainPerLane: "P-drain-per-lane",
	PInternalInterrupts: "P-internal-interrupts", PFollowupDrop: "P-followup-drop",
	PViewerEnds: "P-viewer-ends", PSweepBlind: "P-sweep-blind", PCliEnds: "P-cli-ends", PContinueLive: "P-continue-live", PMarkClearAny: "P-mark-clear-any",
	PLeaseLocal: "P-lease-local", PPromptLeft: "P-prompt-left", PProcListWhole: "P-proc-list-whole", PMarksWhole: "P-marks-whole", PUnlockFirst: "P-unlock-first",
	PReopenBlind: "P-reopen-blind",
}

func (b Bug) String() string {
	if b < bugEnd {
		return bugNames[b]
	}
	return fmt.Sprintf("Bug(%d)", int(b))
}

// AllBugs lists every flag in catalogue order.
func AllBugs() []Bug {
	out := make([]Bug, 0, int(bugEnd)-1)
	for b := bugNone + 1; b < bugEnd; b++ {
		out = append(out, b)
	}
	return out
}

// ParseBug resolves a flag name ("B23", "h4", "P-tip-heal").
func ParseBug(name string) (Bug, error) {
	for b := bugNone + 1; b < bugEnd; b++ {
		if strings.EqualFold(bugNames[b], name) {
			return b, nil
		}
	}
	return bugNone, fmt.Errorf("gateway: unknown bug flag %q", name)
}

// BugSet is the set of flags switched on, as written in a Config: BugSet{B23, H4}.
type BugSet []Bug

// String prints the set sorted, comma-separated ("-" when empty).
func (s BugSet) String() string {
	if len(s) == 0 {
		return "-"
	}
	names := make([]string, len(s))
	for i, b := range s {
		names[i] = b.String()
	}
	sort.Strings(names)
	return strings.Join(names, ",")
}

// bugMask is the BugSet as the gateway consults it on hot paths.
type bugMask uint64

func (s BugSet) mask() bugMask {
	var m bugMask
	for _, b := range s {
		m |= 1 << b
	}
	return m
}

// Has reports whether flag b is on.
func (m bugMask) Has(b Bug) bool { return m&(1<<b) != 0 }

// PresetUpstreamV1 is the set of flags that describes upstream V1 at commit 9fc0074 (docs/contract.md §0): the
// defects V1 still had there, fixed only in V2 or never (B29, B30, B31, B33, B34, B35), the V1
// hazards of the catalogue (H1, H2, H3, H4, H6, H10, H11, H12), and the V1 behaviours the port
// decided against (tip heal, W <= 0 at startup, boot order, internal events touching the clock,
// the watcher's reset going silent under a process, force_new ending no row, the stale heal's
// flagless entry, a viewer's close ending a live backend's row, a CLI's exit ending a
// gateway-owned row, a cold resume continuing a live backend's turn, a backend clearing
// another backend's mark, no cross-process turn lease, a viewer's prompt writing into a
// conversation its lane left, a process list rewritten from one process's registry, a marker
// file replaced blindly over another backend's save, the stop's markers written after the lock's
// release, a reopen that erases any end).
// Every other catalogue defect was fixed at or before 9fc0074. P-metadata-touch is left out: the
// metadata write that moves the clock arrived with the Slack watermark in ad4034711, after 9fc0074.
// P-sweep-blind is left out too: V1 has no startup sweep at all (B33), so it has no blind one.
func PresetUpstreamV1() BugSet {
	return BugSet{B29, B30, B31, B33, B34, B35, H1, H2, H3, H4, H6, H10, H11, H12,
		PTipHeal, PFreshZero, PBootOrder, PInternalTouch, PFinalSilent, PRoutelessBoundary, PHealFlagless,
		PViewerEnds, PCliEnds, PContinueLive, PMarkClearAny, PLeaseLocal, PPromptLeft, PProcListWhole, PMarksWhole, PUnlockFirst, PReopenBlind}
}
