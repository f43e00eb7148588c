package backend

import (
	"fmt"
	"os"
	"path/filepath"

	"gatewaysim/sim"
	"gatewaysim/sqlstore"
)

// OpenSQLite returns an opener of SQLite media: each world gets a new database file in dir (made
// if missing; one opener per directory), in Deferred mode with synchronous=OFF. The world's
// crashes are process deaths, which lose nothing SQLite has handed to the OS whatever synchronous
// says (it guards against power loss only), so the simulator skips the fsyncs; BENCHMARKS.md
// measures the default (FULL) beside it.
// mod, when set, adjusts the options (a test's AfterStatement, planted bugs).
func OpenSQLite(dir string, mod func(*sqlstore.Options)) sim.OpenMedium {
	n := 0
	return func(env sim.MediumEnv) (sim.Medium, error) {
		n++
		opts := sqlstore.Options{Deferred: true, Synchronous: "OFF", Location: env.Location, Now: env.Now}
		if mod != nil {
			mod(&opts)
		}
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, err
		}
		path := filepath.Join(dir, fmt.Sprintf("world-%d.db", n))
		for exists(path) { // another opener over dir (a rebuilt world) took it: a world starts empty
			n++
			path = filepath.Join(dir, fmt.Sprintf("world-%d.db", n))
		}
		return sqlstore.Open(path, opts)
	}
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
