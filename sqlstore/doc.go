// Package sqlstore is gateway.Store on SQLite (modernc.org/sqlite: pure Go, no cgo), in the
// layout of upstream's state.db: the routing index (gateway_routing), the session rows
// (sessions), and the restart markers in tables of their own (schema.go says where and why the
// layout departs from upstream's).
//
// # Contract
//
// The store answers every call exactly as the reference store, gateway.MemStore, does; the
// differential tests hold it to that over random call sequences. Each durable primitive of docs/contract.md
// §1.6 is one conditional statement: end_session is UPDATE ... WHERE ended_at IS NULL (the first
// reason wins), promote_to_session_reset is UPDATE ... WHERE ended_at IS NULL OR end_reason IN
// (the set it is given), reopen_session clears any end, and the finder is two SELECTs (the
// exact pass on the key, then the peer pass with NULL read as ""), newest start first.
//
// A write is atomic: one statement, or (SaveMarkers) several inside one transaction or
// savepoint, so no crash leaves half of one on disk. The database runs in WAL mode, as upstream
// runs state.db; synchronous stays SQLite's default unless Options.Synchronous says otherwise.
//
// What it never does: start goroutines of its own (database/sql starts one per open database,
// which Close ends, so a test that closes its stores leaks none), read the wall clock
// except to stamp gateway_routing.updated_at when Options.Now is nil, or share its connection.
// It is not safe for concurrent use.
//
// # Durability
//
// By default every write commits before it returns (upstream's _execute_write). With
// Options.Deferred the writes stay in one open transaction, one savepoint each, until Commit;
// Crash(keep) then keeps the first keep of them and loses the rest: it drops the connection
// without committing them and reopens the files as they were on disk. That is the simulator's
// crash model (package sim: a world syncs before every event, and a torn crash loses the last
// event's writes after the first N). Only writes that change something count, as the fake disk
// logs them: an end of an ended row is no write.
//
// AfterStatement observes every statement the gateway's calls and Commit execute, so a test can
// take CrashImage, the database a crash at that instant would leave, after each one. Crash, the
// raw edits (EditRoute, EditRow: fault injection) and Content (checkers) are not observed: they
// stand for a process death, a damaged disk and a reader, not for the gateway's persistence.
//
// # Use
//
//	st, err := sqlstore.Open(filepath.Join(dir, "state.db"), sqlstore.Options{Location: loc})
//	g, err := gateway.Open(cfg, clk, st)
//	...
//	err = st.Close()
//
// Options.Bugs plants a defect in the SQL (bugs.go) to prove the tests catch it; never in use.
package sqlstore
