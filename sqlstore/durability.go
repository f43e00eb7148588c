package sqlstore

import (
	"errors"
	"fmt"
	"os"

	"gatewaysim/gateway"
)

// The Deferred durability model. The simulator's world makes the previous event's writes durable
// as the next event begins (a fake-disk Sync); here that is Commit, which ends the transaction
// that held them. A crash happens between events: the first keep writes of the last one reached
// the disk (upstream commits each store call on its own, so a crash between two calls keeps the
// first), the rest never did. Crash models it by rolling back to the savepoint opened before
// write keep, committing what is left, then dropping the connection as a dead process would and
// reopening the file from its bytes.

// Commit makes every pending write durable and opens the next transaction (Deferred mode; a no-op
// otherwise, and with nothing pending: the open transaction then holds nothing to keep).
func (s *Store) Commit() error {
	if !s.opts.Deferred || s.pending == 0 {
		return nil
	}
	if err := s.ctl("COMMIT"); err != nil {
		return err
	}
	s.pending = 0
	return s.ctl("BEGIN")
}

// Crash ends the process's hold on the database: the first keep pending writes become durable
// (keep < 0 or keep >= Pending: all of them), the others are lost. The connection is then closed
// without committing anything else, the files are put back exactly as they were on disk at that
// instant (the database and its WAL; the shared-memory index is rebuilt), and the store reopens
// on them.
func (s *Store) Crash(keep int) error {
	if s.conn == nil {
		return ErrClosed
	}
	s.quiet++
	defer func() { s.quiet-- }()
	if s.opts.Deferred {
		if keep >= 0 && s.has(BugCrashKeepsOneMore) {
			keep++
		}
		switch {
		case keep < 0 || keep >= s.pending:
			if err := s.ctl("COMMIT"); err != nil {
				return err
			}
		case keep > 0:
			if err := s.ctl("ROLLBACK TO " + savepoint(keep)); err != nil {
				return err
			}
			if err := s.ctl("COMMIT"); err != nil {
				return err
			}
		}
	}
	img, err := s.image()
	if err != nil {
		return err
	}
	if err := s.close(); err != nil {
		return err
	}
	if err := img.restore(s.path); err != nil {
		return err
	}
	return s.open()
}

// CrashImage is what a crash right now would leave: the files as they are on disk, opened
// fresh (SQLite recovers from the WAL what was committed and nothing else), read whole. The
// store itself is untouched.
func (s *Store) CrashImage() (*gateway.MemStore, gateway.Markers, error) {
	if s.conn == nil {
		return nil, gateway.Markers{}, ErrClosed
	}
	img, err := s.image()
	if err != nil {
		return nil, gateway.Markers{}, err
	}
	path := s.path + ".crash"
	if err := img.restore(path); err != nil {
		return nil, gateway.Markers{}, err
	}
	defer removeFiles(path)
	c, err := Open(path, Options{Scope: s.opts.Scope, Location: s.opts.Location, Synchronous: "OFF"})
	if err != nil {
		return nil, gateway.Markers{}, err
	}
	m, mk, err := c.Content()
	return m, mk, errors.Join(err, c.Close())
}

// fileImage is a database's bytes on disk: the main file and the WAL.
type fileImage struct{ db, wal []byte }

func (s *Store) image() (fileImage, error) {
	var img fileImage
	var err error
	if img.db, err = os.ReadFile(s.path); err != nil {
		return img, fmt.Errorf("sqlstore: crash image: %w", err)
	}
	img.wal, err = os.ReadFile(s.path + "-wal")
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return img, fmt.Errorf("sqlstore: crash image: %w", err)
	}
	return img, nil
}

// restore writes the image at path, with no shared-memory file beside it.
func (img fileImage) restore(path string) error {
	removeFiles(path)
	if err := os.WriteFile(path, img.db, 0o600); err != nil {
		return err
	}
	if img.wal != nil {
		return os.WriteFile(path+"-wal", img.wal, 0o600)
	}
	return nil
}

func removeFiles(path string) {
	for _, suffix := range []string{"", "-wal", "-shm"} {
		_ = os.Remove(path + suffix)
	}
}
