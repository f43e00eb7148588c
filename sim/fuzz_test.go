package sim_test

import (
	"flag"
	"fmt"
	"testing"
	"time"

	"pgregory.net/rapid"

	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// The generic property as a Go fuzz target: rapid.MakeFuzz reads the fuzzer's bytes as rapid's
// draws (the swarm, the number of ops, every op), so the fuzzer's coverage guidance steers the
// same property TestProperty runs. `make fuzz FUZZTIME=10m` runs it; the nightly workflow too.
//
// Every input gives a bounded run, whatever its bytes: at most fuzzSteps drawn ops, no drawn op
// once virtual time has passed fuzzTimeMax, then the quiet phase (bounded: Settle). A run that
// could be long for some input would stall the fuzzer, which waits for each execution.
//
// Without -fuzz (go test ./...), the seed corpus in testdata/fuzz/FuzzProperty runs like any
// test; a failing entry leaves its bundle under failures/<run-id>/ with the command that replays
// that entry. While fuzzing, a failure is left to the fuzzer: it writes the input to
// testdata/fuzz/FuzzProperty/ and prints the command that reruns it, which then writes the bundle.
const (
	fuzzSteps   = 60
	fuzzTimeMax = 7 * 24 * time.Hour
)

func FuzzProperty(f *testing.F) {
	bugs, err := sim.ParseBugList(*flagBugs)
	if err != nil {
		f.Fatal(err)
	}
	for i := range uint64(4) {
		f.Add(fuzzSeed(i, 4096))
	}
	fuzzing := flag.Lookup("test.fuzz").Value.String() != ""
	dir := check.NewRunDir(*flagFailures, check.NewRunID(time.Now(), "FuzzProperty"), "go test ./sim -run FuzzProperty")
	f.Fuzz(func(t *testing.T, input []byte) {
		cfg := check.PropertyConfig{Bugs: bugs, StepsMax: fuzzSteps, Seed: 1, TimeMax: fuzzTimeMax}
		if !fuzzing {
			cfg.OnFailure = func(r *check.PropertyRun) {
				cmd := fmt.Sprintf("go test ./sim -run '^%s$'", t.Name())
				if *flagBugs != "" {
					cmd += " -sim.bugs=" + *flagBugs
				}
				b, err := r.Bundle(check.BundleSpec{Seed: "the fuzz input " + t.Name() + "; world seed 1", Reproduce: cmd, Reduce: true})
				if err == nil {
					var path string
					if path, err = dir.Write(b); err == nil {
						t.Logf("failure bundle: %s", fromRoot(path))
					}
				}
				if err != nil {
					t.Errorf("failure bundle not written: %v", err)
				}
			}
		}
		rapid.MakeFuzz(check.Property(cfg))(t, input)
	})
}

// fuzzSeed is n bytes from a seeded stream: rapid reads them as draws, so a seed input must be
// long enough for a swarm and some ops (a short one runs out of data in the swarm draw, which
// rapid counts as invalid and skips).
func fuzzSeed(seed uint64, n int) []byte {
	r := sim.NewStreams(seed).Stream("fuzz-seed")
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}
