package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gatewaysim/conformance"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// knownDefectTests is -tests: each scenario file on which the model finds upstream (HERMES_SRC)
// in violation becomes a test file for upstream that fails there (conformance.BuildKnownDefectTest),
// checked by running it once.
func knownDefectTests(r *conformance.Runner, fl *cliFlags, stdout io.Writer) error {
	if err := os.MkdirAll(fl.tests, 0o755); err != nil {
		return err
	}
	for _, p := range fl.fs.Args() {
		sc, err := scenarios.ReadScript(p)
		if err != nil {
			return err
		}
		setup, err := sc.Setup()
		if err != nil {
			return err
		}
		ops, err := sc.Ops()
		if err != nil {
			return err
		}
		res, err := r.Run(setup, ops)
		if err != nil {
			return err
		}
		if len(res.Violations) == 0 {
			fmt.Fprintf(stdout, "%s: no violation, no test file\n", p)
			continue
		}
		rec, err := r.Record(setup, ops)
		if err != nil {
			return err
		}
		name := strings.ReplaceAll(strings.TrimSuffix(filepath.Base(p), ".txt"), "-", "_")
		t, err := conformance.BuildKnownDefectTest(name, conformance.KnownDefectWhat(sc), fl.label, res.Violations[0], rec,
			sim.DefaultStart().Location().String())
		if err != nil {
			return err
		}
		path := filepath.Join(fl.tests, t.Name)
		if err := os.WriteFile(path, []byte(t.Text), 0o644); err != nil {
			return err
		}
		verdict := "fails on HERMES_SRC, as it should"
		if conformance.RunUpstreamTest(path, fl.src, fl.python) == nil {
			verdict = "PASSES on HERMES_SRC: the run does not reproduce"
		}
		fmt.Fprintf(stdout, "%s: %s (%s)\n", p, path, verdict)
	}
	return nil
}
