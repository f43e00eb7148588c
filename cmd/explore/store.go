package main

import (
	"fmt"
	"os"
	"path/filepath"

	"gatewaysim/backend"
	"gatewaysim/sim"
)

// parseStore reads -store. The in-memory backend is refused: it cannot lose a write, so it
// cannot run the main job's torn crashes.
func parseStore(name string) (backend.Kind, error) {
	k, err := backend.Parse(name)
	if err != nil {
		return "", fmt.Errorf("unknown store %q: the stores are disk and sqlite", name)
	}
	if k == backend.Memory {
		return "", fmt.Errorf("store %q cannot lose writes, so it cannot run torn crashes (use disk or sqlite)", name)
	}
	return k, nil
}

// medium opens a seed's durable store: nil for the fake disk, else a database in a directory of
// the seed's own, removed when the seed is done.
func (o options) medium(seed uint64) sim.OpenMedium {
	if o.store != backend.SQLite {
		return nil
	}
	return backend.Opener(o.store, o.seedDir(seed))
}

func (o options) seedDir(seed uint64) string { return filepath.Join(o.dbDir, fmt.Sprint(seed)) }

// closeWorld closes a seed's world and removes its database.
func (o options) closeWorld(seed uint64, w *sim.World) {
	if err := w.Close(); err != nil {
		fmt.Fprintf(os.Stderr, "explore: seed %d: close: %v\n", seed, err)
	}
	if o.store == backend.SQLite {
		os.RemoveAll(o.seedDir(seed))
	}
}

// storeArg is the STORE= a reproduce command needs ("" for the default).
func (o options) storeArg() string {
	if o.store == backend.Disk {
		return ""
	}
	return " STORE=" + string(o.store)
}
