// Package conformance checks the Go gateway against the real thing: it runs the harness's
// interleavings (the simulator's own generator, or scenario files) against upstream hermes-agent's
// session store and its SQLite session database, and compares, op by op, what the Go gateway under
// the upstream-v1 flags (gateway.PresetUpstreamV1) and upstream do.
//
// What it never does. It is an edge, not the core: gateway/ and model/ stay deterministic and know
// nothing of it. It copies no upstream code; adapter.py (ours, embedded) only imports the checkout
// named by HERMES_SRC and calls its methods. It needs python3 and that checkout, and every test that
// needs them skips without them. It changes neither side's behaviour except where a run explicitly
// avoids a known divergence class (Options.Avoid), and then it says so in what it writes.
//
// How a run works. The Go side is a sim.World (on its own virtual clock: no bubble needed) whose
// observer records every gateway call as a model event with its effects.
// The upstream side (Upstream) replays those events in order against the adapter, in the order
// upstream's gateway/run.py and gateway/slash_commands.py call the store, keeping the process state
// that lives in run.py (agents, turns, the restore gate, the drain, the marker files, the watcher's
// schedule). After each op both sides are observed in the gateway's types (entries, rows, running
// lanes, the op's routings with their notes and notices), their random session ids named s1, s2, ...
// by one canonical rule, printed as items and compared field by field; the first difference is a
// Divergence, reported with both states side by side.
//
//	ad, _ := StartAdapter(AdapterOptions{Src: src, Zone: "Europe/Berlin"})
//	r := NewRunner(ad, Options{Ignore: DefaultIgnore})
//	res, err := r.Run(setup, ops)           // res.Divergence: the first divergence, or nil
//	class := r.Explain(setup, ops, res.Divergence)
//	rep := r.Campaign(CampaignConfig{Seed: 1, Runs: 200, Steps: 80, Budget: time.Minute})
//
// Classes. Every divergence the campaign found is a named Class with a verdict (a port decision or a
// port bug) and, for most, a way to look past it (Avoidable). Explain classifies by counterfactual
// replay: the minimal op list is run again with one class avoided at a time, and the class whose
// avoidance makes the sides agree explains it (or the smallest set of classes that does).
//
// The invariant mode (Options.Judge) feeds upstream's own observables to the model (model.New,
// Expect, Observe, CheckAll) and reports upstream's violations; Attribute then runs the same ops on
// the Go side with no flag, the preset and each preset flag alone, which names the catalogue entry
// the violation confirms on upstream's code.
//
// Process mode (Options.Process, process.go, process_run.go, runner/): upstream's whole gateway
// process instead of its store: runner/runner.py forks one child per gateway process and drives
// gateway/run.py's GatewayRunner on a virtual clock, with a platform adapter without network and
// an agent without model; the world's inputs are forwarded and upstream's own timeline is judged
// by the model. History (history.go, checkout.go): the same process-mode campaign before and at
// each catalogued defect's fix commit, from checkouts of a mirror of upstream's history; a finding
// becomes a test file for upstream (testfile.go). Several upstream processes over one home, on
// one clock: hand-written interleavings drive them through Procs (procs.go: two TUI backends,
// upstream #94778, and the note's other X's), and process mode runs a world of several processes
// (scenario files with procs=, campaigns with Options.Procs) as one upstream process per world
// process (process_procs.go, process_marks.go), judged by the model; Result.Judged tells findings
// from upstream's known departures by design (procs_findings.go). docs/upstream.md says what is
// ours and why.
//
// Files: adapter.py and adapter.go (the Python process and its JSON-lines protocol), wire.go (its
// replies in gateway types), upstream.go, upstream_inbound.go and upstream_process.go (the upstream
// side), state.go and diff.go (observing, naming, comparing, printing), run.go (a run), classify.go
// (the classes), campaign.go and report.go (the generated campaign and its findings), judge.go and
// attribute.go (the invariant mode). testdata/ keeps each finding's minimal scenario.
package conformance
