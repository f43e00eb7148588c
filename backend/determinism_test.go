package backend_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"gatewaysim/backend"
	"gatewaysim/sim"
)

// The same seed and ops on SQLite give byte-identical traces, as on the fake disk: the database
// adds no order of its own (every read is ORDER BY, every stamp is the world's virtual time).
func TestDeterminismOnSQLite(t *testing.T) {
	seeds := 5
	if testing.Short() {
		seeds = 2
	}
	dir := t.TempDir()
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		var hashes [2]uint64
		for i := range hashes {
			r, err := sim.NewRun(seed, func(c *sim.Config) {
				c.Medium = backend.Opener(backend.SQLite, filepath.Join(dir, fmt.Sprintf("%d-%d", seed, i)))
			})
			if err != nil {
				t.Fatal(err)
			}
			err = r.Steps(200, nil)
			if cerr := r.World.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				t.Fatal(err)
			}
			hashes[i] = r.World.Trace().Hash()
		}
		if hashes[0] != hashes[1] {
			t.Fatalf("seed %d: trace hashes %x and %x", seed, hashes[0], hashes[1])
		}
	}
}
