// Package gateway is the system under test: a Go port of the chat gateway's session core (which
// conversation incarnation each lane is on, and how that survives resets, restarts, crashes,
// drains and WebSocket reconnects), per docs/contract.md with its port decisions.
//
// What it never does. It is a single-threaded, deterministic state machine: it starts no
// goroutines, takes no locks, uses no channels, reads no wall clock and performs no I/O. Its only
// time is the injected clock.Clock's Now (never its timers); its only randomness is
// Config.Entropy, which mints session ids. No map iteration order reaches an output.
// purity_test.go enforces this on the sources.
//
// How to use it. Events go in as exported methods (Inbound, NewSession, TurnEnded, BeginShutdown,
// Tick, WsConnect, ...); each runs to completion. Effects come out as data through TakeEffects,
// for the driver to deliver and record. Deferred work is data too: after every call the driver
// reads Deadline and calls Tick when its clock reaches it. Durable state goes through the Store
// interface (MemStore here; the simulator's fake disk elsewhere); a crash is dropping the
// Gateway, and a restart is Open over the same Store followed by Boot.
//
// Where docs/contract.md lives in the code (a bare §N.M in this package's comments is one of its sections):
//
//	config.go              §5 configuration and its validation
//	lane.go                §1.1 lane identity (session keys)
//	entry.go, persist.go   §1.2 routing entry, its load validation and persisted form
//	persist_read.go        reading the persisted JSON as upstream does (exact names, no field twice)
//	persist_json.go        the JSON itself, written and read by hand as encoding/json did
//	persist_time.go        the persisted times, written and read by hand as the time package did
//	input.go               §1.2 at the edge: /resume targets the index could not load
//	row.go, rows.go        §1.4-1.6 durable rows: end, promote, reopen, the finder
//	reasons.go             §1.5 end_reason vocabulary and its classes
//	store.go, memstore.go  persistence: routing index, rows, marker state
//	route.go               §2.1 routing, §2.4 stale-route self-heal, §2.5 recovery
//	policy.go              §2.2 reset policy, §2.3 resume-pending freshness
//	commands.go            §2.6 /new, §2.7 /resume, /restart, compression, lane events that are not messages
//	agents.go              the agent cache (one per lane) and its close context
//	watcher.go             §2.9 expiry watcher, idle agent release, route prune
//	boot.go, gate.go       §2.10 startup phases and the restore gate, §2.8 stuck-loop suspension
//	drain.go               §2.11 shutdown and restart drain
//	turns.go               §2.12 inbound handling, resumed turns and /stop, §8.2 turn markers
//	notices.go             §2.13 auto-reset notice and context note
//	tui.go, tui_reap.go    §2.14 TUI gateway over WebSocket and its reapers
//	backend.go, cli.go     §9.1 the TUI backends' and the CLI's processes
//	tui_marks.go           §9.5 the backends' interrupted-turn markers and auto-continue
//	turn_lease.go          §9.6 one turn per session across processes
//	procs.go               §9.7 background commands, the process list and the boot's adoption
//	quiesce.go             §2.15 the operator's drain
//	tick.go                Deadline and Tick: deferred work as data
//	effect.go, ids.go      effects out; typed ids
//	bugs.go                bug flags: catalogued defects and port decisions that can be switched back on
package gateway
