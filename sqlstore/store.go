package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver (pure Go, no cgo)

	"gatewaysim/gateway"
)

// Options configure a Store.
type Options struct {
	// Scope namespaces the routing index and the restart markers; upstream passes its
	// sessions_dir path, so two gateways over one database keep apart. Rows are not scoped.
	Scope string
	// Location is the zone instants are read back in (the gateway's Config.Location); nil is UTC.
	Location *time.Location
	// Now stamps gateway_routing.updated_at (informational, never read back); nil is time.Now.
	Now func() time.Time
	// Deferred keeps every write in one open transaction until Commit, each write in its own
	// savepoint, so that Crash can keep a prefix of them: the simulator's durability model. Off
	// (the default), each write is its own transaction, committed before the call returns, as
	// upstream's _execute_write does.
	Deferred bool
	// Synchronous sets PRAGMA synchronous (e.g. "NORMAL"); empty keeps SQLite's default (FULL).
	Synchronous string
	// AfterStatement, when set, runs after every statement that the Store interface's calls and
	// Commit execute: a crash could land there. It is not called for Open, Crash, the raw edits or
	// Content, which stand outside the gateway's persistence (see doc.go).
	AfterStatement func(*Store)
	// Bugs plants defects in the SQL (bugs.go); the differential tests must catch each.
	Bugs []Bug
}

// Store is gateway.Store on one SQLite database file. It is not safe for concurrent use: the
// gateway is single-threaded, and the store holds one connection.
type Store struct {
	path  string
	opts  Options
	db    *sql.DB
	conn  *sql.Conn
	stmts map[string]*sql.Stmt

	pending int // Deferred: writes since the last Commit, one savepoint each
	quiet   int // > 0: AfterStatement is not called

	// Statements counts the statements after which AfterStatement would run; Commits the
	// COMMITs among them.
	Statements, Commits int
}

// Open opens (creating if needed) the database at path, in WAL mode as upstream runs state.db.
func Open(path string, opts Options) (*Store, error) {
	if opts.Location == nil {
		opts.Location = time.UTC
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	for _, b := range opts.Bugs {
		if !b.valid() {
			return nil, fmt.Errorf("sqlstore: unknown bug %q", b)
		}
	}
	s := &Store{path: path, opts: opts}
	if err := s.open(); err != nil {
		return nil, err
	}
	return s, nil
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// Pending is the number of writes not yet committed (always 0 unless Deferred).
func (s *Store) Pending() int { return s.pending }

func (s *Store) open() error {
	db, err := sql.Open("sqlite", s.path)
	if err != nil {
		return err
	}
	db.SetMaxOpenConns(1)
	conn, err := db.Conn(context.Background())
	if err != nil {
		db.Close()
		return err
	}
	s.db, s.conn, s.stmts, s.pending = db, conn, map[string]*sql.Stmt{}, 0
	if err := s.init(); err != nil {
		s.close()
		return fmt.Errorf("sqlstore: open %s: %w", s.path, err)
	}
	return nil
}

func (s *Store) init() error {
	s.quiet++
	defer func() { s.quiet-- }()
	if sy := s.opts.Synchronous; sy != "" {
		if _, err := s.conn.ExecContext(context.Background(), "PRAGMA synchronous="+sy); err != nil {
			return err
		}
	}
	var mode string
	if err := s.conn.QueryRowContext(context.Background(), "PRAGMA journal_mode=WAL").Scan(&mode); err != nil {
		return err
	}
	if mode != "wal" {
		return fmt.Errorf("journal mode %q, want wal", mode)
	}
	if _, err := s.conn.ExecContext(context.Background(), "BEGIN;"+schema+"COMMIT;"); err != nil {
		return err
	}
	var v int
	switch err := s.conn.QueryRowContext(context.Background(), "SELECT version FROM schema_version").Scan(&v); {
	case errors.Is(err, sql.ErrNoRows):
		if _, err := s.conn.ExecContext(context.Background(), "INSERT INTO schema_version (version) VALUES (?)", schemaVersion); err != nil {
			return err
		}
	case err != nil:
		return err
	case v != schemaVersion:
		return fmt.Errorf("schema version %d, this package writes %d", v, schemaVersion)
	}
	if s.opts.Deferred {
		return s.ctl("BEGIN")
	}
	return nil
}

// Close closes the database. In Deferred mode the writes not yet committed are lost, as in a
// crash: call Commit first to keep them.
func (s *Store) Close() error { return s.close() }

func (s *Store) close() error {
	var errs []error
	for _, st := range s.stmts {
		errs = append(errs, st.Close())
	}
	if s.conn != nil {
		errs = append(errs, s.conn.Close())
	}
	if s.db != nil {
		errs = append(errs, s.db.Close())
	}
	s.db, s.conn, s.stmts = nil, nil, nil
	return errors.Join(errs...)
}

// after is a statement boundary.
func (s *Store) after(q string) {
	if s.quiet > 0 {
		return
	}
	s.Statements++
	if q == "COMMIT" {
		s.Commits++
	}
	if f := s.opts.AfterStatement; f != nil {
		s.quiet++
		f(s)
		s.quiet--
	}
}

// ErrClosed is what a closed store answers.
var ErrClosed = errors.New("sqlstore: the store is closed")

// ctl runs a transaction-control statement (BEGIN, COMMIT, SAVEPOINT ...).
func (s *Store) ctl(q string) error {
	if s.conn == nil {
		return ErrClosed
	}
	_, err := s.conn.ExecContext(context.Background(), q)
	s.after(q)
	return err
}

func (s *Store) stmt(q string) (*sql.Stmt, error) {
	if s.conn == nil {
		return nil, ErrClosed
	}
	if st, ok := s.stmts[q]; ok {
		return st, nil
	}
	st, err := s.conn.PrepareContext(context.Background(), q)
	if err != nil {
		return nil, fmt.Errorf("sqlstore: prepare %q: %w", firstWords(q), err)
	}
	s.stmts[q] = st
	return st, nil
}

func (s *Store) exec(q string, args ...any) (sql.Result, error) {
	st, err := s.stmt(q)
	if err != nil {
		return nil, err
	}
	r, err := st.ExecContext(context.Background(), args...)
	s.after(q)
	return r, err
}

// query runs q and calls each for every result row.
func (s *Store) query(q string, args []any, each func(*sql.Rows) error) error {
	st, err := s.stmt(q)
	if err != nil {
		return err
	}
	rs, err := st.QueryContext(context.Background(), args...)
	if err != nil {
		s.after(q)
		return err
	}
	for rs.Next() {
		if err = each(rs); err != nil {
			break
		}
	}
	if cerr := rs.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = rs.Err()
	}
	s.after(q)
	return err
}

// write runs one logical write as a unit: its own transaction, or in Deferred mode a savepoint
// of the open one. fn reports whether it changed anything; only a changed unit is a pending
// write (the fake disk logs the same ones), and an unchanged one is released at once.
func (s *Store) write(fn func() (bool, error)) (bool, error) {
	if !s.opts.Deferred {
		if err := s.ctl("BEGIN IMMEDIATE"); err != nil {
			return false, err
		}
		changed, err := fn()
		if err == nil {
			err = s.ctl("COMMIT")
		}
		if err != nil {
			_, _ = s.conn.ExecContext(context.Background(), "ROLLBACK")
			return false, err
		}
		return changed, nil
	}
	sp := savepoint(s.pending)
	if err := s.ctl("SAVEPOINT " + sp); err != nil {
		return false, err
	}
	changed, err := fn()
	if err != nil {
		_, _ = s.conn.ExecContext(context.Background(), "ROLLBACK TO "+sp)
		_, _ = s.conn.ExecContext(context.Background(), "RELEASE "+sp)
		return false, err
	}
	if !changed {
		return false, s.ctl("RELEASE " + sp)
	}
	s.pending++
	return true, nil
}

// savepoint names the savepoint opened before the write with index i since the last Commit.
func savepoint(i int) string { return "w" + strconv.Itoa(i) }

func firstWords(q string) string {
	f := strings.Fields(q)
	return strings.Join(f[:min(len(f), 4)], " ")
}

var _ gateway.Store = (*Store)(nil)
