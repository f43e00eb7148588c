// Package scenarios runs regression scenarios: datadriven files (testdata/*.txt) of operations
// on a sim.World, each followed by the trace that step produced.
//
// # Contract
//
// Every file is checked whole before it runs (CheckFile): the layout as datadriven reads it, but
// strictly (a missing ----, an unclosed ---- ---- block, text that is not UTF-8 or a line too long
// for datadriven's reader are errors, not a file read otherwise than it was written), then config
// first and once, every op in its one spelling on a lane and an adapter the config's world has.
// Each error names file:line and what was expected. Every file runs with the oracle (check.Oracle,
// the reference model and the invariants I1..I16) attached before the first boot. A violation, an unknown command, a bad argument or a missing
// config is t.Fatalf with the directive's file:line; it is never printed into the output, so
// -rewrite can never record a bug as expected behaviour (TestRewriteNeverRecordsViolation
// proves it). The package runs no goroutines of its own and reads no wall clock.
//
// # The language
//
// A file opens with a # paragraph saying what it pins down and why, then directives, each
// followed by ---- and its expected output. The first directive is config; after it come sim
// ops, written as sim.Op.String prints them (one spelling per op: anything else is an error
// naming the canonical form), so a shrunk op list is already a scenario. Durations are the one
// exception: any spelling Go reads is accepted (advance 61m, turn=90s/ok, advance 1.5s), and
// -rewrite rewrites the line in the canonical one (advance 1h1m). An op's output
// is the trace lines it produced: the event with its offset from the start, then each effect
// indented two spaces, symbolic names throughout (lanes a, b; sessions s1, s2; records u1;
// connections c1; turn tokens k<process>.<n>). Every line is key=value after its first word,
// the events that the world schedules itself included: "turn-end lane=a token=k1.1 outcome=ok
// tokens=100" is the agent reporting that its turn is over, and the effect "turn-ended lane=a
// session=s1 token=k1.1 outcome=ok" the gateway taking the report (a report with a stale token
// gets none); "tui-turn-end record=u1 ..." is the same for a TUI record's turn. An effect's text=
// is the word or text its kind carries (outcome= for a turn's end) and its flag the kind's
// yes-or-no fact (gateway.Effect's PrintedText and PrintedFlag:
// a routing's Fresh, a drain notice's Category, a rejection's Why, ...). A run of ticks with no
// effect prints as one line ("+6m00s..+31m00s 6 quiet ticks"); a step with no trace line prints
// "ok".
//
// The runner is strict, and each rule fails the file with the directive's file:line:
//
//   - An op the world cannot carry out in its state (a message or kill with no process up, a
//     boot of a booted process, drain-timeout when not draining, a ws op on a closed
//     connection) is an error, unless its line ends with " ?": the op expects that it may be
//     skipped, and its output then shows "(skipped: why)". A failure bundle's scenario.txt
//     marks the ops its run skipped this way (sim.ScenarioTextMarked), so it replays.
//   - A directive takes no input lines: a line between a directive and its ---- (usually the
//     next directive, whose own ---- was left out) is an error, as is a directive with no ----
//     at all.
//   - Mistakes of form datadriven itself would report (a ---- ---- block never closed, a line
//     glued to its end, a line that does not parse) are found first, with the file name.
//   - A bad value (a duration, an outcome, a reason, a key the op does not take) is named with
//     what would be valid for it (the op's form), never the whole command list.
//
// File-level directives:
//
//	config [seed=N] [lanes=N] [reset=none|idle|daily|both] [idle=DUR] [at=HH:00] [drain=DUR]
//	       [fresh=DUR] [grace=DUR] [prune=DUR] [tune=KNOB:V,...] [overrides=OVR,...] [notify=false] [exclude=P,...] [agent=F/I/L]
//	       [bugs=B23,H4] [start=YYYY-MM-DDTHH:MM] [zone=Area/City] [procs=t1,t2]
//	    Example: config seed=1 lanes=2 reset=idle idle=30m at=04:00 drain=30s fresh=1h grace=20s bugs=B23
//	    An override (OVR) replaces the whole reset policy of a platform or a chat type:
//	    <platform|dm|group|channel|thread>:<mode>/<idle>/<HH>:00, with /quiet when its notify is off,
//	    e.g. overrides=discord:daily/24h/04:00,dm:idle/30m/04:00/quiet.
//	    An override keeps its own notify (on, or off with /quiet) and the default exclusions:
//	    that is notify per platform (discord:idle/30m/04:00/quiet) or per chat type
//	    (group:daily/24h/04:00/quiet); a platform's override wins over its chat type's.
//	    notify=false turns the default policy's notices off; exclude= replaces its excluded
//	    platforms (default api_server,webhook; exclude= with no value excludes none), e.g.
//	    config lanes=4 reset=idle idle=30m overrides=discord:idle/30m/04:00/quiet exclude=webhook
//	    notifies lanes a (telegram) and d (api_server) of an idle reset, not b (discord, quiet)
//	    nor c (webhook, excluded): testdata/config_notify_per_platform_and_exclusions.txt.
//	    Suspended and expired-marker resets are notified whatever notify says, never to an
//	    excluded platform (contract §2.13). agent= sets the simulated agent's fail, interrupt and
//	    long-turn rates, which shape the turns no op fixes (a boot's synthetic resume turns).
//	    prune= is the hourly route prune's age limit (default 90 days, longer than any run).
//	    procs= declares processes beside the messaging gateway, over the one store
//	    (docs/contract.md §9): TUI backends t1..t9, each started by a spawn op, and CLIs
//	    cli1..cli9, each started by a cli-resume op. The state directive then lists each one's
//	    run and what it holds (a backend's records, a CLI's bound session) after the gateway's.
//	    tune= sets other gateway knobs (docs/contract.md §5): breaker-max:N, breaker-window:DUR,
//	    stuck:N, marker-age:DUR, bg-age:DUR, session-ttl:DUR, watch-first:DUR, watch-every:DUR,
//	    watch-retries:N, ttl-scan:DUR, prune-every:DUR, e.g. tune=breaker-max:1,stuck:2.
//	    Builds the world (no process yet: the next directive is normally boot) and prints the
//	    lane table. Defaults: seed 1, 6 lanes (sim.DefaultLanes), the gateway's policy (mode
//	    none, idle 24h, 04:00, drain 0s, fresh 1h, grace 20s), no bug flag, start
//	    2026-03-28T09:00 Europe/Berlin (the day before the spring-forward change).
//	lane NAME platform=P chat=TYPE:ID [user=U] [alt=U] [thread=T]
//	    Example: lane x platform=discord chat=group:g1 user=u2
//	    A named lane, beside the positional ones config lays out (lanes=N: a, b, ... cycling
//	    through a Telegram DM, a Discord group member, a webhook, an api_server client, a second
//	    Telegram DM and a Discord thread; lanes=0 lays out none). TYPE is dm, group, channel or
//	    thread; ID may be empty (a DM keyed by its participant); alt= is the alternative user id,
//	    which wins as the participant; thread= the thread id. A lane of an existing name replaces
//	    it. Lane directives come right after config, before the first op (each rebuilds the
//	    world), and print the lane with its key (contract §1.1):
//	    lane x agent:main:discord:group:g1:u2. Ops name the lane as any other (message lane=x).
//	state
//	    Example: state
//	    Prints the process, the marker files (the clean-shutdown marker, the boot count, the
//	    restart-failure counts per lane), the restore gate while it holds (its queue of held
//	    events), the operator's drain, the messages waiting behind each lane's turn, the agent cache, the routing entries with their flags (from the disk when no
//	    process is up), the durable rows and the TUI records; see State.
//	sessions lane=L
//	    Example: sessions lane=a
//	    The sessions lane L's user could list and /resume: the rows of the lane's key and of its
//	    peer, one per line: sN, live or ended=OFFSET reason=R, msgs=N, parent=sM for a
//	    compression's continuation, and current on the one the lane's route names; "none" when
//	    there is none. Read from the disk and the process, like state.
//	liveness
//	    Example: liveness
//	    The oracle's end-of-run check: nothing owed, no message left waiting, no detached idle
//	    record past its reap grace. Prints ok, or fails the file.
//
// Ops (see sim.Kind for the full forms; every op also takes turn=DUR/ok|interrupted|failed
// [tokens=N] and hold=true):
//
//	Example: message lane=a turn=5m/ok tokens=120
//	    A message says "hi" unless text= says otherwise: text="..." is a double-quoted Go string
//	    (words one space apart; write other white space as \t, \n), text="" an empty message
//	    (a photo without a caption: nothing is persisted, and on a resume-pending lane it gets
//	    the resume note of an empty turn, b or c, fresh or not; contract §2.12), text=len:N N
//	    characters of filler, e.g. message lane=a text="where were we?" or message lane=a
//	    text=len:5000; testdata/message_text_empty_and_long.txt.
//	    On a busy lane (its turn runs) a message waits behind the turn (waiting) and asks it to
//	    stop at its next checkpoint (interrupt-asked; an internal event never asks); the agent
//	    ends it interrupted one checkpoint later (agent Checkpoint, 1s), and the waiting messages
//	    then run in arrival order (follow-up), each its own turn with the turn= of its op. A
//	    drain, /stop, /new or a /resume away refuses them (discarded); a crash loses them (contract
//	    §2.16); state lists them as "waiting a message,internal";
//	    testdata/busy_lane_follow_ups.txt.
//	Example: internal lane=a turn=1m/ok tokens=100
//	Example: new lane=a
//	Example: resume lane=a target=s1
//	Example: stop lane=a
//	Example: compress lane=a
//	Example: metadata lane=a
//	Example: restart lane=a
//	    The user's /restart: a "restarting" reply, then the drain of a restart (the requester's
//	    own running turn is not interrupted: the drain marks it like any other), and the
//	    supervisor boots the next process; refused while the process drains (contract §2.11);
//	    testdata/restart_command_drains_and_boots.txt.
//	Example: agent-close lane=a
//	Example: row-ended lane=a reason=ws_orphan_reap
//	    Another process ends the lane's current row: by accident (ws_orphan_reap, agent_close,
//	    startup_orphan_reap: end_session, first reason wins) or on purpose (session_reset,
//	    session_switch, idle, daily, suspended, resume_pending_expired: promote, over an
//	    accident too). An intentional end is a boundary: the next message heals away from the
//	    row and never reopens it (contract §2.4); testdata/row_ended_elsewhere_on_purpose.txt.
//	Example: mark-resume lane=a reason=restart_timeout
//	    The lane's entry is marked resume_pending (restart_timeout, shutdown_timeout or
//	    restart_interrupted) now, as a drain marks a running lane: an entry already marked keeps
//	    its first mark, a suspended one is not marked (contract §2.8 "Outside writers").
//	Example: suspend lane=a
//	    The lane's entry is suspended (upstream's suspend_session): its next message starts
//	    afresh with reason suspended and its notice, without three restart cycles;
//	    testdata/mark_resume_and_suspend_from_outside.txt.
//	Example: proc-start lane=a
//	    The lane's agent starts a background command (traced pid=N): while it runs,
//	    and younger than the maximum age, the lane is never reset by time. It outlives a kill of
//	    the gateway (the next boot adopts it from the list); a clean stop or a crash ends it.
//	Example: proc-end lane=a
//	    The lane's oldest background command exits (traced pid=N; nothing when it runs none).
//	Example: route-loss lane=a
//	Example: index-loss lane=a
//	Example: advance 25h
//	Example: advance-to deadline-1s
//	Example: tick
//	Example: shutdown restart=true down=true
//	Example: drain-timeout
//	Example: operator-drain
//	    The operator's drain (upstream's external drain, contract §2.15): until operator-drain-end,
//	    a user's message is refused ("draining"), turns in flight run on, commands and internal
//	    events pass, nothing is marked and the process stays up;
//	    testdata/operator_drain_refuses_new_turns.txt.
//	Example: operator-drain-end
//	Example: kill
//	    kill proc=t1 kills that TUI backend alone (procs=); kill alone is the messaging gateway's.
//	Example: crash torn=row-reopen
//	    A machine crash. Its line lists every write of the last event, numbered from 1, with
//	    its store call (route-save, route-delete, row-create, row-end, row-promote, row-reopen,
//	    row-touch, markers, turn-marks, turn-leases, proc-list), the lane or session and whether it survived. torn= tears them:
//	    torn=N keeps the first N; torn=WRITE keeps those before the event's first write of that
//	    call, torn=WRITE:N those before its Nth (a write the event did not make is a skip);
//	    testdata/crash_torn_at_a_named_write.txt.
//	Example: boot phases=2
//	Example: adapter-down platform=telegram
//	Example: adapter-up platform=telegram
//	Example: disk-error op=save_route count=2
//	Example: ws-connect conn=c1
//	    ws-connect proc=t1 conn=c1 dials backend t1 (procs=); every later op on c1 goes to t1.
//	Example: ws-create conn=c1 close=false
//	Example: ws-resume conn=c2 target=s1
//	Example: ws-prompt conn=c1 record=u1
//	Example: ws-drop conn=c1
//	Example: ws-teardown conn=c1
//	Example: ws-close conn=c1 record=u1
//	Example: unkey-row lane=a
//	Example: corrupt-route lane=a damage=truncate:40
//	    Another program breaks the lane's stored route: without damage=, the next of the fixed
//	    corrupt forms of sim/stored.go (they take turns); damage=NAME:P breaks the stored bytes
//	    themselves (truncate, control-byte, bad-escape, bad-hex, stray-quote, bad-literal, too-deep) at P;
//	    damage=form:N pins the Nth fixed form, so that a file keeps its form as forms are added;
//	    testdata/rewrite_leaves_a_corrupt_created_at.txt.
//	Example: rewrite-route lane=a spelling=77
//	    Another program rewrites the lane's stored route as the same entry in its own JSON
//	    spelling: without spelling=, the next of the fixed writers of sim/foreign.go (they take
//	    turns); spelling=N draws every choice from the seed N (sim/spelling.go).
//	Example: spawn proc=t1
//	    Starts TUI backend t1 (declared by config procs=): a new run of it, traced with its run
//	    number (epoch=N), whose startup sweep ends the TUI rows of dead processes and spares a
//	    live process's. Its turn tokens print kt1-N.S.
//	Example: halt proc=t1
//	    t1's atexit: every open record of it closed tui_shutdown, then it is gone. A crash takes
//	    every process down; its line adds down=t1,... naming the backends it took. halt proc=cli1
//	    is a CLI's exit: it ends the row it is bound to only if it created it.
//	Example: cli-resume proc=cli1 target=s1
//	    Starts CLI cli1 bound to s1 (hermes --resume): a new run, which reopens s1 if it ended by
//	    accident and refuses an intentional boundary.
//	Example: proc-spawn proc=t1
//	    Backend t1's agent starts a background command for the session of its newest open record
//	    (traced session=sN pid=N); skipped when t1 is down or has none. It blocks no lane, but every
//	    process's rewrite of the process list must keep it (MP10).
//	Example: stale-read proc=t2 file=turn-marks
//	    Moves t2's next read of a whole-file state (turn-marks, turn-leases or proc-list; without
//	    proc=, the messaging gateway's) to now: whatever another process saves before t2's next
//	    write of it comes between t2's read and its write, as V1's read-then-rename allows. The
//	    port's write then reads again (a compare-and-swap); under P-marks-whole t2's write drops
//	    what came between (MP4). file=sessions moves the first row read of t2's next
//	    session.resume, at this instant, to now: a write of another process before that resume
//	    (the chat's /new, a compression) lands between the resume's read of its target and its
//	    reopen. The port's reopen keeps a boundary and the resume answers from what the reopen
//	    found; under P-reopen-blind the reopen clears the end (I2). A row created after the
//	    read is read as it is. Skipped when the process is down.
//	Example: status-lost
//	    The messaging gateway's status file (gateway_state.json) is gone until the next gateway's
//	    start writes it. It matters only under P-unlock-first, V1's stop order: an exited
//	    gateway still writes its clean-shutdown marker and restart-failure counts after it has
//	    released its lock (traced exit-tail process=N, before the next op or the clock moving),
//	    and a boot in that moment is refused by the status file ("another gateway is stopping")
//	    unless the file is lost; then it boots before the old one's markers land (X9).
//
// # Regression files
//
// testdata/regress_<flag>_<what>.txt replays one bug flag's minimal trigger (docs/bugs.md) with
// the flag off; its "# flag: B23" header line names the flag, and TestBugScenariosCatchTheirFlag
// replays it with the flag on and requires a violation. A "# gap: why" line marks a flag the
// oracle does not catch yet (that check is skipped, naming the gap).
//
// A failure bundle's scenario.txt is a scenario file with the failure's flags on and "# key: value"
// lines (invariant, seed, bugs, story, reproduce). Promote (make promote BUNDLE=DIR NAME=x, or
// explore -promote) makes testdata/x.txt of it: the flags and the lanes no op names taken out,
// the output filled in, checked to pass and, with the flags back on, to fail with the invariant.
// TestPromotedFailWithTheirBugs replays every file whose header names bugs and an invariant with
// those flags on; TestScenarioHeaders refuses a bundle's scenario.txt copied in by hand.
package scenarios
