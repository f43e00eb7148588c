// Package model is the oracle of the harness: a reference model of what each user of the chat
// gateway is owed, and the invariants I1..I16 of docs/invariants.md as named checks.
//
// What it never does. It never calls gateway code and never mirrors it: it knows nothing of
// routing entries' internals, the finder, promote or the stale-route heal. It is written from
// the user's point of view, in terms of conversations and obligations, from its own statement of
// the user-facing contract (the reset policy, the freshness window, notices, suspension, the TUI
// ownership rules). It reads configuration knobs (RulesFrom), the gateway's vocabulary types
// (ids, end reasons, effects, rows, entries); it classifies end reasons with its own table
// (classes.go), never the gateway's. Like the gateway it starts no goroutines, takes no locks,
// reads no clock (its time is Advance) and lets no map order reach an output.
//
// What it models, per lane: the conversation the user believes they are in (it changes only by
// the user's own act, /new or /resume, or by an automatic reset the policy allows: idle, daily,
// suspended, resume_pending_expired); the conversations the user left (none may come back except
// by /resume); the accidents suffered (agent close, lost route, crash, kill, drain timeout), which
// never change the conversation; the activity clock and the activity signal that drive resets and
// notices; the turn owed when a process stopped under a turn, and since when; restarts while
// active, suspension and the restart-loop breaker. Conversations are bound to session ids on
// first sight; a compression child continues its parent's conversation. What the model cannot
// pin down (which write the gateway stamped last, an instant at a DST fold, whether a failed
// write stuck) it keeps as ranges and three-valued facts, and it allows every outcome they admit.
//
// How a driver uses it, per gateway call:
//
//	m := model.New(model.RulesFrom(&cfg), start)  // once, over an empty store
//	h := m.History()
//
//	m.ReadBefore(read)        // optional, before a Message: what its routing will read (settle_route.go)
//	allowed := m.Expect(ev)   // the call in model terms (Message, NewCmd, TurnEnd, Kill, Boot, ...)
//	g.Inbound(...)            // the gateway call itself
//	effs := g.TakeEffects()
//	if err := m.Observe(effs); err != nil { ... }  // predictions: routing, notices, notes, synthetic turns
//	obs := model.Observation{At: now, Event: ev, Effects: effs, Rows: store.AllRows(), Entries: g.Entries()}
//	if err := model.CheckAll(&obs, h); err != nil { ... }  // state invariants; commits the step
//
// Send Advance whenever virtual time moves (before the call made at the new time); Tick for every
// g.Tick() (the drain timeout included); Kill for a crash or SIGKILL (Lossy when the fake disk
// dropped or tore writes); Boot{} for Boot() or Boot{Phase} for each phase run alone; AgentClose
// for AgentClose; RowEnded for RowEndedElsewhere; RouteLost for RouteLost and for a route lost on
// disk.
// Events that carry a call's result (WsConnect, TuiPrompt) are sent right after the call, before
// Observe. A user action the restore gate queues is carried out when its Dispatched effect comes,
// in whatever step that is: the model follows the effects, not the call. allowed (for a Message)
// is what the model allows if the message is routed now; Allowed.Check judges one Routing by hand
// (tests, traces). Observation.Rows must list every durable row every step; Entries is nil while
// no process is up. An incremental observation (Observation.Store set, as sim's oracle makes)
// lists only the rows and entries the step may have changed and lets the checks read the rest:
// a step then costs what it touched, with the same verdicts. At the end of a run, after a liveness phase (faults off, adapters up, time
// past every window, a message on every lane, its turn ended ok), CheckLiveness says whether
// anything is still owed or a detached record outlived its grace.
//
// Several processes over one store (docs/contract.md §9): a world with TUI backends besides the
// gateway sends Spawn{Proc} when a backend starts (its startup sweep is that step's effects),
// Halt{Proc} when it exits at atexit, Kill{Proc} when it is killed (a machine crash: one Kill per
// process up), Tick{Proc} for its ticks, and sets Observation.Proc on every step to the process
// whose call it reports ("" is the gateway, as in a world of one process, where nothing changes).
// Transport and record ids must be unique across the world; the model learns each transport's
// process from its WsConnect's observation, each record's from the step that built it, and each
// TUI row's creator from the session.create that made it (procs.go). MP5 and MP8 (inv_mp.go)
// judge who ended which row.
//
// Faults the gateway cannot help are modelled precisely, not forgiven (faults.go). An error the
// store returned is a write that did not happen, a read that found nothing or a lookup that
// failed: certain facts, each widening only what that one operation could have decided (the
// row may be missing, recovery may start afresh, a boundary's closing may not be on disk). Only
// the writes a crash may have torn or left unsynced are uncertain; those are kept as candidate
// states (applied or not), and each observation of the durable rows drops the candidates it rules
// out (Settle). The entry and rows a message's routing reads, shown right before the call
// (ReadBefore), settle that routing's path: the one row it may land on without a reset, and the
// resets it may make. After a fault the gateway still owes what it owed: the owed turn, the marker, the
// notice. The census (census.go) counts every judgment that allowed more than one landing, and why.
//
// Violations are errors of type *Violation whose message names the invariant and the minimal
// facts, e.g. "I2: lane agent:main:telegram:dm:42 resurrected s7, a conversation it had left".
// Invariants lists which invariants are predictions and which are state checks.
//
// Files: rules.go and policy.go (the contract's knobs and the reset policy), classes.go (the end
// reasons' classes), event.go (the event vocabulary), state.go (what the model knows), model.go
// and lifecycle.go (how events change it), faults.go (store faults and lost writes), allowed.go
// (the allowed set of a routing and how a violation is named), settle_route.go (the routing's
// path settled from what it reads), observe.go (the effect walk),
// replies.go (the replies commands are owed), history.go, invariants.go and inv_*.go (state
// invariants), procs.go (the processes over the store and who created each TUI row), census.go (the leniency census), liveness.go (the end-of-run check).
package model
