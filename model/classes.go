package model

import "gatewaysim/gateway"

// The classes of end reasons (docs/contract.md §1.5), as the model states them itself: it never asks the
// gateway how to read an end reason, so a defect in the gateway's own classification cannot blind
// both sides at once. classes_test.go pins this table to the contract's.

// endClass is what an end_reason means to the user.
type endClass uint8

const (
	classUnknown  endClass = iota // not in the contract's vocabulary
	classLive                     // no end: the row is live
	classAccident                 // a side effect, not a user decision: recovery reopens it
	classBoundary                 // an intentional boundary: the user's act or an announced reset
	classExplicit                 // an explicit end that is no reset (a compression split, CLI and cron paths)
	classTerminal                 // automatic but terminal: the TUI backend's, on rows it owns
)

var endClasses = map[gateway.EndReason]endClass{
	"": classLive,

	"agent_close": classAccident, "ws_orphan_reap": classAccident,
	"superseded_by_resume": classAccident, "startup_orphan_reap": classAccident,

	"session_reset": classBoundary, "session_switch": classBoundary, "idle": classBoundary,
	"daily": classBoundary, "suspended": classBoundary, "resume_pending_expired": classBoundary,

	"compression": classExplicit, "new_session": classExplicit, "cli_close": classExplicit,
	"resumed_other": classExplicit, "branched": classExplicit, "cron_complete": classExplicit,

	"tui_close": classTerminal, "tui_shutdown": classTerminal, "ws_disconnect": classTerminal,
	"idle_timeout": classTerminal, "lru_evict": classTerminal, "lease_preempted": classTerminal,
	"orphaned_compression": classTerminal,
}

func classOf(r gateway.EndReason) endClass { return endClasses[r] }

// intentional reports an intentional boundary (the contract's reset set): the row stays closed.
func intentional(r gateway.EndReason) bool { return classOf(r) == classBoundary }

// accidental reports an accidental end (the contract's recoverable set).
func accidental(r gateway.EndReason) bool { return classOf(r) == classAccident }

// explicitEnd reports a non-recoverable end_reason: one that only an explicit reopen may clear.
// A reason outside the vocabulary counts as one.
func explicitEnd(r gateway.EndReason) bool { return r != "" && !accidental(r) }

// Findable reports whether recovery's finder may return a row ended with r (docs/contract.md
// §1.6): live, or ended by accident.
func Findable(r gateway.EndReason) bool { return r == "" || accidental(r) }
