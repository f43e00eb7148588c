package backend

import (
	"fmt"
	"strings"

	"gatewaysim/sim"
)

// Kind names a durable backend a world can run on.
type Kind string

const (
	// Disk is the fake disk alone: its own live and durable images, the reference crash model.
	Disk Kind = "disk"
	// Memory is a plain gateway.MemStore under the fake disk: every write durable at once, so it
	// cannot lose writes and refuses a torn crash that would lose some.
	Memory Kind = "memory"
	// SQLite is sqlstore in Deferred mode on a file: one transaction per event, a savepoint per
	// write, a crash keeps a prefix of the last event's writes and reopens the file.
	SQLite Kind = "sqlite"
)

// Kinds lists every backend, the reference first.
func Kinds() []Kind { return []Kind{Disk, Memory, SQLite} }

// Parse reads a backend name.
func Parse(name string) (Kind, error) {
	for _, k := range Kinds() {
		if string(k) == name {
			return k, nil
		}
	}
	names := make([]string, 0, 3)
	for _, k := range Kinds() {
		names = append(names, string(k))
	}
	return "", fmt.Errorf("unknown store %q (valid: %s)", name, strings.Join(names, ", "))
}

// Opener returns what a world's Config.Medium takes for k: nil for the fake disk alone; for
// SQLite, one new database file per world in dir.
func Opener(k Kind, dir string) sim.OpenMedium {
	switch k {
	case Memory:
		return OpenMemory
	case SQLite:
		return OpenSQLite(dir, nil)
	}
	return nil
}
