package sqlstore

import (
	"errors"

	"gatewaysim/gateway"
)

// What checkers read and what fault injection writes: outside the gateway's persistence, so
// AfterStatement never runs for them.

// Content reads everything the store holds now (pending writes included) into a reference store:
// the scope's routes, every row and the scope's markers (also returned as read, for a comparison
// that must tell nil from empty).
func (s *Store) Content() (*gateway.MemStore, gateway.Markers, error) {
	s.quiet++
	defer func() { s.quiet-- }()
	m := gateway.NewMemStore()
	routes, err := s.LoadRoutes()
	if err != nil {
		return nil, gateway.Markers{}, err
	}
	for _, r := range routes {
		m.PutRawRoute(r.Key, r.Data)
	}
	rows, err := s.rows(`SELECT ` + rowCols + ` FROM sessions ORDER BY rowid`)
	if err != nil {
		return nil, gateway.Markers{}, err
	}
	for _, r := range rows {
		m.PutRow(r)
	}
	mk, err := s.LoadMarkers()
	if err != nil {
		return nil, gateway.Markers{}, err
	}
	_ = m.SaveMarkers(mk)
	marks, err := s.LoadTurnMarks()
	if err != nil {
		return nil, gateway.Markers{}, err
	}
	_ = m.SaveTurnMarks(marks)
	leases, err := s.LoadTurnLeases()
	if err != nil {
		return nil, gateway.Markers{}, err
	}
	_ = m.SaveTurnLeases(leases)
	procs, err := s.LoadProcList()
	if err != nil {
		return nil, gateway.Markers{}, err
	}
	_ = m.SaveProcList(procs)
	return m, mk, nil
}

// EditRoute writes a route's stored bytes as they are (nil deletes it): a lost or corrupted index
// entry. EditRow writes a row as it is (e.g. without its key). Either is durable at once; in
// Deferred mode that needs no write pending.
func (s *Store) EditRoute(key string, data []byte) error {
	return s.edit(func() error {
		if data == nil {
			_, err := s.exec(`DELETE FROM gateway_routing WHERE scope = ? AND session_key = ?`, s.opts.Scope, key)
			return err
		}
		_, err := s.exec(`INSERT INTO gateway_routing (scope, session_key, entry_json, updated_at) VALUES (?, ?, ?, ?)
ON CONFLICT(scope, session_key) DO UPDATE SET entry_json = excluded.entry_json, updated_at = excluded.updated_at`,
			s.opts.Scope, key, string(data), s.opts.Now().UnixNano())
		return err
	})
}

func (s *Store) EditRow(r gateway.Row) error {
	return s.edit(func() error {
		_, err := s.exec(`INSERT OR REPLACE INTO sessions (`+rowCols+`)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, s.rowArgs(r)...)
		return err
	})
}

// ErrPending is returned by a raw edit while Deferred writes are pending.
var ErrPending = errors.New("sqlstore: raw edit with writes pending")

func (s *Store) edit(fn func() error) error {
	s.quiet++
	defer func() { s.quiet-- }()
	if s.pending > 0 {
		return ErrPending
	}
	if !s.opts.Deferred {
		_, err := s.write(func() (bool, error) { return true, fn() })
		return err
	}
	if err := fn(); err != nil {
		return err
	}
	if err := s.ctl("COMMIT"); err != nil {
		return err
	}
	return s.ctl("BEGIN")
}
