// Package backend names the durable stores a simulated world can run on and opens them: the fake
// disk alone (the reference crash model), a plain in-memory store, and SQLite (package sqlstore).
// Its tests hold the three to identical traces on every scenario file and on random property
// runs, with the oracle judging each, and sweep crashes over every persistence boundary of a set
// of scenarios on SQLite.
//
// # Contract
//
// A world on any backend runs the same gateway calls, faults and crashes (the fake disk applies
// the fault rules and keeps the write log in front of every medium; see sim.Medium), so a seed
// and an op list give the same trace on each, byte for byte, wherever the backend can honour the
// op. The one exception is honest: the in-memory store cannot lose a write, so a torn crash that
// would lose some is refused there (ErrCannotLose) and the differential leaves such runs out of
// that leg and counts them.
//
// What it never does: share a database between worlds, or leave one open: a world on SQLite owns
// one file, and World.Close closes it.
//
// # Use
//
//	cfg := sim.DefaultConfig()
//	cfg.Medium = backend.Opener(backend.SQLite, dir) // nil for backend.Disk
//	w, err := sim.NewWorld(seed, cfg)
//	defer w.Close()
package backend
