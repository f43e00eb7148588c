package backend_test

import (
	"path/filepath"
	"testing"

	"gatewaysim/backend"
)

// Every scenario file runs on the fake disk, the in-memory store and SQLite: the same output for
// every directive, the same trace hash, the oracle judging each world. The in-memory leg stops at
// a torn crash that would lose writes (it cannot), and the count of such files is logged.
func TestScenariosOnEveryBackend(t *testing.T) {
	files := scenarioFiles(t)
	stopped, directives := 0, 0
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			dir := t.TempDir()
			res := runFileOnAll(t, path, dir)
			directives += res.directives
			if at, ok := res.stopped[backend.Memory]; ok {
				stopped++
				t.Logf("the in-memory leg stopped at %s (a torn crash)", at)
			}
		})
	}
	t.Logf("%d scenario files, %d directives, on %d backends; the in-memory leg stopped early in %d files",
		len(files), directives, len(backend.Kinds()), stopped)
}
