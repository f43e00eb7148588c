package sim

// opTable describes every op kind (the Kind constants in sim/op.go carry each one's directive
// form). Within a family the order is the generator's draw order: a weighted pick walks it, so
// moving an entry changes which op every seed draws. A new kind goes at the end of its family.
//
// Every focus also draws the TUI and compression paths that reach its family: a viewer of a row
// a restart or a boundary touches, a split during a turn or before a viewer's resume.
func opTable() []opSpec {
	return []opSpec{
		// The workload stream.
		{kind: KindMessage, name: "message", fields: fLane | fText, apply: infallible((*World).userAction),
			family: familyWorkload, rates: rates{all: 40, tui: 4, restart: 30, boundaries: 30}, alwaysOn: everyFocus, draw: drawMessage},
		{kind: KindInternal, name: "internal", fields: fLane, apply: infallible((*World).userAction),
			family: familyWorkload, rates: rates{all: 4, restart: 2, boundaries: 6}, draw: drawInternal},
		{kind: KindNew, name: "new", fields: fLane, apply: infallible((*World).userAction),
			family: familyWorkload, rates: rates{all: 4, tui: 1, boundaries: 8}, draw: drawNew},
		{kind: KindResume, name: "resume", fields: fLane | fTarget, apply: infallible((*World).userAction),
			family: familyWorkload, rates: rates{all: 4, boundaries: 8}, draw: drawResume},
		{kind: KindStop, name: "stop", fields: fLane, apply: infallible((*World).userAction),
			family: familyWorkload, rates: rates{all: 3, restart: 2, boundaries: 2}, draw: drawOnLane},
		{kind: KindCompress, name: "compress", fields: fLane, apply: infallible((*World).userAction),
			family: familyWorkload, rates: rates{all: 2, tui: 1, restart: 1, boundaries: 4}, draw: drawWhileAway},
		{kind: KindMetadata, name: "metadata", fields: fLane, apply: infallible((*World).laneEvent),
			family: familyWorkload, rates: rates{all: 2, boundaries: 3}, draw: drawWhileAway},
		{kind: KindProcStart, name: "proc-start", fields: fLane, apply: infallible((*World).laneEvent),
			family: familyWorkload, rates: rates{all: 2, restart: 1, boundaries: 2}, draw: drawProcStart},
		{kind: KindProcEnd, name: "proc-end", fields: fLane, apply: infallible((*World).laneEvent),
			family: familyWorkload, rates: rates{all: 2, boundaries: 2}, draw: drawOnLane},
		{kind: KindAdvance, name: "advance", fields: fDuration, apply: (*World).advanceBy,
			family: familyWorkload, rates: rates{all: 30, tui: 12, restart: 25, boundaries: 25}, alwaysOn: everyFocus, draw: drawAdvance},
		{kind: KindAdvanceTo, name: "advance-to", fields: fAnchor, apply: (*World).advanceToAnchor,
			family: familyWorkload, rates: rates{all: 6, tui: 8, restart: 8, boundaries: 8}, draw: drawAdvanceTo},
		{kind: KindTick, name: "tick", apply: infallible((*World).tickNow),
			family: familyWorkload, rates: rates{all: 2, tui: 2, restart: 2, boundaries: 4}, draw: drawBare},
		{kind: KindShutdown, name: "shutdown", fields: fRestart | fDown, apply: infallible((*World).shutdown),
			family: familyWorkload, rates: rates{all: 3, tui: 1, restart: 20, boundaries: 2}, alwaysOn: focuses(FocusRestart), draw: drawShutdown},
		{kind: KindWsConnect, name: "ws-connect", fields: fProcOpt | fConn, apply: infallible((*World).wsOp),
			family: familyWorkload, rates: rates{all: 3, tui: 8, restart: 1, boundaries: 1}, alwaysOn: focuses(FocusTUI), draw: drawWsConnect},
		{kind: KindWsCreate, name: "ws-create", fields: fConn | fClose, apply: infallible((*World).wsOp),
			family: familyWorkload, rates: rates{all: 3, tui: 8, restart: 1}, alwaysOn: focuses(FocusTUI), draw: drawWsCreate},
		{kind: KindWsResume, name: "ws-resume", fields: fConn | fTarget, apply: infallible((*World).wsOp),
			family: familyWorkload, rates: rates{all: 3, tui: 10, restart: 1, boundaries: 2}, draw: drawWsResume},
		{kind: KindWsPrompt, name: "ws-prompt", fields: fConn | fRecord, apply: infallible((*World).wsOp),
			family: familyWorkload, rates: rates{all: 4, tui: 8}, draw: drawWsPrompt},
		{kind: KindWsTeardown, name: "ws-teardown", fields: fConn, apply: infallible((*World).wsOp),
			family: familyWorkload, rates: rates{all: 4, tui: 10, restart: 1, boundaries: 1}, alwaysOn: focuses(FocusTUI), draw: drawWsTeardown},
		{kind: KindWsClose, name: "ws-close", fields: fConn | fRecord, apply: infallible((*World).wsOp),
			family: familyWorkload, rates: rates{all: 1, tui: 3}, draw: drawWsClose},
		{kind: KindRestart, name: "restart", fields: fLane, apply: infallible((*World).userAction),
			family: familyWorkload, rates: rates{all: 1, restart: 4}, draw: drawRestart},
		{kind: KindOperatorDrain, name: "operator-drain", apply: infallible((*World).operatorDrain),
			family: familyWorkload, rates: rates{all: 1, restart: 2}, draw: drawOperatorDrain},
		{kind: KindOperatorDrainEnd, name: "operator-drain-end", apply: infallible((*World).operatorDrain),
			family: familyWorkload, rates: rates{all: 3, restart: 4}, draw: drawOperatorDrain},

		// The faults stream.
		{kind: KindCrash, name: "crash", fields: fTorn, apply: infallible((*World).die),
			family: familyFault, rates: rates{all: 3, restart: 3, boundaries: 1}, draw: drawCrash},
		{kind: KindKill, name: "kill", fields: fProcOpt, apply: infallible((*World).die),
			family: familyFault, rates: rates{all: 3, tui: 1, restart: 6, boundaries: 2}, draw: drawBare},
		{kind: KindDrainTimeout, name: "drain-timeout", apply: (*World).drainTimeout,
			family: familyFault, rates: rates{all: 3, restart: 8}, draw: drawDrainTimeout},
		{kind: KindAdapterDown, name: "adapter-down", fields: fPlatform, apply: infallible((*World).adapterOp),
			family: familyFault, rates: rates{all: 2, restart: 2}, draw: drawAdapter},
		{kind: KindAdapterUp, name: "adapter-up", fields: fPlatform, apply: infallible((*World).adapterOp),
			family: familyFault, rates: rates{all: 4, restart: 3}, draw: drawAdapter},
		{kind: KindWsDrop, name: "ws-drop", fields: fConn, apply: infallible((*World).wsOp),
			family: familyFault, rates: rates{all: 3, tui: 10, restart: 1, boundaries: 1}, alwaysOn: focuses(FocusTUI), draw: drawWsDrop},
		{kind: KindDiskError, name: "disk-error", fields: fDiskOp | fCount, apply: infallible((*World).diskError),
			family: familyFault, rates: rates{all: 2, restart: 1, boundaries: 3}, draw: drawDiskError},
		{kind: KindRouteLoss, name: "route-loss", fields: fLane, apply: infallible((*World).laneEvent),
			family: familyFault, rates: rates{all: 1, boundaries: 4}, accident: true, draw: drawOnLane},
		{kind: KindIndexLoss, name: "index-loss", fields: fLaneOpt, apply: infallible((*World).indexLoss),
			family: familyFault, rates: rates{all: 1, boundaries: 2}, accident: true, draw: drawIndexLoss},
		{kind: KindAgentClose, name: "agent-close", fields: fLane, apply: infallible((*World).laneEvent),
			family: familyFault, rates: rates{all: 3, tui: 1, boundaries: 8}, accident: true, draw: drawOnLane},
		{kind: KindRowEnded, name: "row-ended", fields: fLane | fReason, apply: infallible((*World).laneEvent),
			family: familyFault, rates: rates{all: 2, boundaries: 8}, accident: true, draw: drawRowEnded},
		{kind: KindUnkeyRow, name: "unkey-row", fields: fLane, apply: infallible((*World).storedFault),
			family: familyFault, rates: rates{all: 1, boundaries: 2}, accident: true, draw: drawOnLane},
		{kind: KindCorruptRoute, name: "corrupt-route", fields: fLane | fDamage, apply: infallible((*World).storedFault),
			family: familyFault, rates: rates{all: 1, restart: 1, boundaries: 1}, accident: true, draw: drawCorrupt},
		// No base rate: a quarter of the swarms switch it on with their last draw (drawSwarm), so
		// that every other draw of a seed's swarm kept its value when it came.
		{kind: KindRewriteRoute, name: "rewrite-route", fields: fLane | fSpelling, apply: infallible((*World).storedFault),
			family: familyFault, draw: drawRewrite},
		{kind: KindMarkResume, name: "mark-resume", fields: fLane | fResume, apply: infallible((*World).laneEvent),
			family: familyFault, rates: rates{all: 1, restart: 2}, draw: drawMarkResume},
		{kind: KindSuspend, name: "suspend", fields: fLane, apply: infallible((*World).laneEvent),
			family: familyFault, rates: rates{all: 1, restart: 1, boundaries: 1}, draw: drawOnLane},

		// Not drawn by weight: the generator boots a process when none is up.
		{kind: KindBoot, name: "boot", fields: fPhases, apply: infallible((*World).boot)},

		// Not drawn by weight (yet): the backends of a world of several processes (sim/proc.go).
		// A generator share would be drawn from a stream of its own, only in worlds that declare
		// backends, so that no single-process seed changes.
		{kind: KindSpawn, name: "spawn", fields: fProc, apply: infallible((*World).spawn)},
		{kind: KindHalt, name: "halt", fields: fProc, apply: infallible((*World).halt)},
		{kind: KindCliResume, name: "cli-resume", fields: fProc | fTarget, apply: infallible((*World).cliResume)},
		{kind: KindProcSpawn, name: "proc-spawn", fields: fProc, apply: infallible((*World).procSpawn)},
		{kind: KindStaleRead, name: "stale-read", fields: fProcOpt | fFile, apply: infallible((*World).staleRead)},
		{kind: KindStatusLost, name: "status-lost", apply: infallible((*World).statusLost)},
	}
}
