// Package check judges and reports runs of the simulated world (package sim): the oracle that
// holds every gateway call to the reference model, the generic property rapid drives, the run
// loop every entry point shares, the self-check of the bug flags, the reduction of a failing op
// list, failure bundles with their timeline, run directories and shards, and the lane lifecycle
// coverage.
//
// # Contract
//
// What check never does: change a run it judges (the oracle and the lifecycle coverage read the
// world only through sim's exported API and the Observer they install, so a judged run is the
// run the world makes unjudged; replays and reductions drive fresh worlds of their own), read
// the wall clock on the deterministic path (real time comes from the caller, through a clock it
// passes in), let a judgment depend on map order, or read the store's routes with the gateway's
// decoder (the oracle reads them with its own, stored_read.go, from the contract's persisted form,
// so that a codec defect cannot blind the judge and the judged at once). A world needs no testing/synctest bubble
// (its clock is its own), so everything here runs in a plain program as in a test.
//
// It may import the world (sim), the model, the gateway, the standard library, testing and
// pgregory.net/rapid (the property and the self-check are rapid's) and internal/cli's FirstLine;
// sim never imports it, so the world runs without any of this.
//
// # Use
//
//	r, err := check.RunSeed(check.SeedSpec(seed, bugs, steps)) // the exploration job's run
//	b, err := r.Bundle(check.BundleSpec{Seed: "17", Reproduce: cmd, Reduce: true})
//	dir, err := check.NewRunDir("failures", runID, cmd).Write(b)
//
// RunSeed is the one run loop: a world with the oracle on every call from its first boot, the
// drawn ops, the quiet phase (sim.Settle) and the liveness check. Property wraps it for rapid
// (TestProperty and FuzzProperty in sim/ run it), SelfCheck runs the property once per bug flag.
// A failed run's Bundle reduces its ops (Reduce, judged by Replay and FailureKey), checks that
// the result replays and renders the files: bundle.txt, scenario.txt, ops.txt, trace.txt and
// timeline.html.
package check
