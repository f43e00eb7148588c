// Package sim is the simulated world the gateway runs in: virtual time, an event queue, a fake
// disk, a fake transport, a simulated agent, faults, a workload generator and the trace.
//
// # Contract
//
// What sim never does: read the wall clock or ambient randomness on the deterministic path (all
// randomness comes from math/rand/v2 PCG streams derived from one seed, by name: swarm,
// workload, faults, transport, agent, entropy), let map order reach the trace, start goroutines,
// or give the gateway a clock with timers. The same seed and the same op sequence give byte-identical
// traces (TestDeterminism checks it over 100 seeds).
//
// It imports the gateway, the model's vocabulary of events, the clock and the standard library:
// never testing or pgregory.net/rapid (TestWorldImports), so that the world runs without the
// test machinery; the checking that judges and reports runs is package check (sim/check).
//
// Virtual time is the world's own (Clock): the gateway is given a clock.Clock whose Now reads the
// instant of the call in progress, a field the world sets right before each gateway call, and
// whose other methods panic (the gateway reads Now only). Nothing real waits, so a world runs
// anywhere: in a plain main function, a test or a benchmark, with no testing/synctest bubble.
//
// # Use
//
//	w, err := sim.NewWorld(seed, sim.DefaultConfig()) // boots the first process
//	err = w.Apply(sim.MustParseOp("message lane=a turn=5m/ok tokens=120"))
//	err = w.Apply(sim.MustParseOp("advance 25h"))
//
// A judged run (the oracle on every call, the quiet phase, the liveness check, a failure bundle)
// is package check's: check.RunSeed(check.SeedSpec(seed, bugs, steps)). The world only reports
// each call to the Observer installed with SetObserver.
//
// Apply performs one op and the follow-ups due at the resulting time, in (time, sequence)
// order: agent turn ends, a Tick at the gateway's Deadline, a drained process's Exit, the boot
// after a restart. It returns an error only for ops that can never apply (unknown lane), for a
// panic (a *PanicError naming who panicked, the gateway, the model or the simulator, with the seed
// and the trace's tail; the model's end-of-run check is guarded alike) and for limits (ErrLimit);
// an op that does not apply in the current state is traced as skipped.
//
// # The operation language
//
// Op is one event; Op.String prints it as one scenario directive (see the Kind constants for
// every form) and ParseOp is its exact inverse. Lanes are named in Config.Lanes, each bound to a
// fixed gateway.Source; sessions are named s1, s2, ... in order of first appearance in an
// effect; TUI records u1, u2, ...; WebSocket connections are named by the ops that open them.
// A generated op is concrete (durations, outcomes, names), so a failing op list replays as a
// scenario file.
//
// # The world
//
// The process lifecycle is Open, AdapterUp for every adapter that is up, and the four boot
// phases: a whole boot is one call of Gateway.Boot, unless a disk fault is armed (then, and with
// boot phases=N, which stops part-way so that a crash can land between phases, it runs phase by
// phase, each judged against what the earlier ones' failures left); shutdown begins a
// drain, whose timeout fires at the gateway's deadline and whose completion leads to Exit (after
// Config.ExitDelay) and, on a restart, a new boot (after Config.RestartDelay). kill drops the
// process keeping every completed write; crash drops it and loses the last event's writes after
// the first N (crash torn=N), e.g. between the routing-index write and the row write.
//
// With Config.Backends (t1, t2, ...) the world runs TUI backend processes beside the messaging
// gateway, over the one disk (proc.go, docs/contract.md §9): spawn proc=t1 starts one (its
// owner-aware startup sweep), halt proc=t1 is its atexit, kill proc=t1 kills it alone, a crash
// takes every process down, and ws-connect proc=t1 dials it (later ws ops follow their
// connection). Each backend has its own run count, tick, connections and events. CLI processes
// (cli1, ...) are declared the same way: cli-resume proc=cli1 target=s1 starts one bound to s1,
// halt proc=cli1 is its exit. proc-spawn proc=t1 has a backend's agent start a background
// command (commands.go: the world's ground truth of which commands run, which outlive a kill of
// their process). stale-read proc=t2 file=turn-marks moves t2's next read of a shared whole-file
// state to now, within the instant (stale.go: each process reaches the disk through a procStore
// that serves that read): another process's write then lands between t2's read and its write.
// file=sessions does the same for the first row read of t2's next session.resume
// (resume_row.go): two statements of one operation, the read and the reopen, with another
// process's write between them.
// status-lost takes the messaging gateway's status file away: under P-unlock-first (V1's stop,
// whose marker writes come after the lock's release, lock.go) a boot in the old gateway's tail
// then starts a second gateway before those writes land (X9).
// Without them nothing of this runs: a single-process world is what it always was.
//
// The fake disk (Disk) keeps a live image the gateway uses, a durable image and the log of
// writes between them; the world makes the log durable when the next event begins. Disk faults
// fail the next N calls of an operation with gateway.ErrLocked; index-loss drops routes from both
// images. The transport keeps adapters up or down, records per-lane outboxes (user-facing items
// are lost while the lane's adapter is down) and the TUI's WebSocket connections.
//
// With Config.Medium the disk forwards the gateway's calls to a durable store of another kind (a
// SQLite database, package backend) and keeps its images as a mirror of that store's answers,
// compared with the store whole after every crash (Medium says how the crash model carries
// over); close such a world with World.Close. PauseWhen stops a world between any two events, so
// that a crash can land there.
//
// # Exploration
//
// DrawSwarm draws, per seed, which op kinds are enabled and how often, the share of fault steps
// and the gateway's reset policy, drain timeout, freshness window and reap grace. Generator
// reads the world to produce ops that mostly apply, and biases time advances to the instants
// where behaviour changes (idle limits, the daily reset hour, the DST change, freshness and
// marker ages, the gateway's deadline, the next follow-up) and 1 s either side of them.
//
// # Trace
//
// One line per event: the virtual offset from the start, the op or follow-up, then " | " and
// each effect with symbolic names. Hash covers every line. The trace is what determinism is
// checked on and what a failure bundle shows.
package sim
