package check

import "gatewaysim/gateway"

// TriggerSteps is the length of each flag's minimal trigger in docs/bugs.md (port decisions
// included), counted as ops of the world's language (package sim) without the first boot:
// what a shrunk counterexample is measured against. B23's "A has messages, /new, B's route is
// lost, message" is message, new, route-loss, message: 4.
var TriggerSteps = map[gateway.Bug]int{
	gateway.B01:                 7, // message (long turn), then three times: shutdown restart=true, advance (the boot)
	gateway.B02:                 3, // message, stop, message
	gateway.B03:                 3, // message (long turn), shutdown restart=true (drain times out), message
	gateway.B05:                 5, // message, advance (a long turn), shutdown, kill, boot
	gateway.B06:                 5, // message, advance, message (auto-reset), shutdown restart=true, message
	gateway.B07:                 3, // message, advance past the idle limit, message
	gateway.B08:                 5, // message, advance past W, message, kill, boot (auto-resume)
	gateway.B09:                 5, // message, kill, boot (marked), advance, message
	gateway.B10:                 5, // message, kill, boot (marked), advance past W, message
	gateway.B11:                 5, // message, kill, boot (marked), advance past W, message (mode none)
	gateway.B12:                 3, // message (webhook), kill, boot (auto-resume)
	gateway.B13:                 5, // message, agent-close, crash, boot, message
	gateway.B14:                 3, // message, agent-close, message
	gateway.B16:                 5, // message, shutdown restart=true, advance, route-loss, message
	gateway.B17:                 7, // message, ws-connect, ws-resume, ws-drop, ws-teardown, advance 20s, message
	gateway.B18:                 3, // message, row-ended (ws_orphan_reap), message
	gateway.B19:                 3, // message, advance past the idle limit (a watcher pass), message
	gateway.B20:                 4, // message, advance past the idle limit, agent-close, message
	gateway.B22:                 5, // message, row-ended (ws_orphan_reap), new, route-loss, message
	gateway.B23:                 4, // message, new, route-loss, message
	gateway.B24:                 7, // message, new, message, agent-close, resume (the first), route-loss, message
	gateway.B25:                 3, // message, advance past the idle limit, message
	gateway.B26:                 3, // message, row-ended, message
	gateway.B28:                 4, // message, advance, message (auto-reset), message
	gateway.B29:                 6, // ws-connect, ws-create, ws-drop, ws-connect, ws-resume, ws-teardown
	gateway.B30:                 8, // ws-connect, ws-create, ws-drop, ws-teardown, advance (the reap), ws-connect, ws-resume, advance
	gateway.B31:                 6, // ws-connect, ws-create, ws-prompt, ws-drop, ws-teardown, advance
	gateway.B33:                 6, // ws-connect, ws-create, ws-drop, ws-teardown, kill, boot
	gateway.B34:                 4, // message, advance (the turn completes), crash, boot
	gateway.B35:                 4, // message, advance past the idle limit, route-loss, message
	gateway.B38:                 7, // message, then three times: kill, boot (auto-resume)
	gateway.H1:                  6, // message, new, ws-connect, ws-resume (the old row), route-loss, message
	gateway.H2:                  5, // message (webhook), kill, boot (marked), advance past W, message
	gateway.H3:                  0, // a configuration with an invalid override
	gateway.H4:                  2, // message, advance past the idle limit (a watcher pass)
	gateway.H6:                  7, // as B01
	gateway.H10:                 6, // message, ws-connect, ws-resume, ws-drop, ws-teardown, advance 20s
	gateway.H11:                 5, // message, new, message, advance past the idle limit, resume
	gateway.H12:                 5, // message, advance past the idle limit (a watcher pass), shutdown restart=true, advance, message
	gateway.PTipHeal:            4, // message, compress, advance past the idle limit, message
	gateway.PFreshZero:          3, // message, kill, boot (W = 0)
	gateway.PBootOrder:          9, // three times: message, shutdown restart=true, advance (the turn fails in the drain)
	gateway.PInternalTouch:      5, // message, advance, internal, advance, message
	gateway.PMetadataTouch:      5, // message, advance, metadata, advance, message
	gateway.PFinalSilent:        4, // message, advance past the idle limit (a watcher pass), proc-start, message
	gateway.PRoutelessBoundary:  6, // message, agent-close, route-loss, new, route-loss, message
	gateway.PHealFlagless:       5, // message, kill, boot (marked, auto-resumed), agent-close, message
	gateway.PDrainCategory:      2, // message (a turn in flight), shutdown
	gateway.PDrainPerLane:       3, // message on two lanes of one group chat, shutdown restart=true
	gateway.PInternalInterrupts: 2, // message (a long turn), internal
	gateway.PFollowupDrop:       3, // message (a long turn), message, shutdown restart=true
	gateway.PViewerEnds:         8, // spawn t1, spawn t2, ws-connect on t1, ws-create, ws-prompt, ws-connect on t2, ws-resume, ws-close
	gateway.PSweepBlind:         4, // spawn t1, ws-connect on t1, ws-create, spawn t2
	gateway.PCliEnds:            3, // message, cli-resume of the lane's row, halt (the CLI's exit)
	gateway.PContinueLive:       7, // spawn t1, spawn t2, ws-connect on t1, ws-create, ws-prompt, ws-connect on t2, ws-resume
	gateway.PMarkClearAny:       8, // spawn t1, spawn t2, ws-connect on t1, ws-create, ws-prompt (a long turn), advance past TurnMarkFresh, ws-connect on t2, ws-resume
	gateway.PLeaseLocal:         5, // message (a long turn), spawn t1, ws-connect on t1, ws-resume of the lane's row, ws-prompt
	gateway.PPromptLeft:         5, // message, ws-connect, ws-resume of the lane's row, new, ws-prompt
	gateway.PProcListWhole:      5, // proc-start, spawn t1, ws-connect on t1, ws-create, proc-spawn
	gateway.PMarksWhole:         9, // spawn t1, spawn t2, ws-connect and ws-create on each, stale-read by t2, ws-prompt on t1, ws-prompt on t2
	gateway.PUnlockFirst:        8, // message, shutdown, advance to the exit, status-lost, boot, message, kill, boot
	gateway.PReopenBlind:        6, // spawn t1, new, ws-connect on t1, stale-read by t1 of the sessions, new, ws-resume of the left row
}
