package sqlstore

import (
	"database/sql"

	"gatewaysim/gateway"
)

// The routing index (docs/contract.md §1.3): upstream's gateway_routing table, one row per lane of the scope,
// holding the entry's persisted JSON exactly as the gateway encoded it.

// LoadRoutes returns the scope's routes sorted by key (byte order, as the reference store sorts).
func (s *Store) LoadRoutes() ([]gateway.StoredRoute, error) {
	var out []gateway.StoredRoute
	err := s.query(`SELECT session_key, entry_json FROM gateway_routing WHERE scope = ? ORDER BY session_key`,
		[]any{s.opts.Scope}, func(rs *sql.Rows) error {
			var r gateway.StoredRoute
			err := rs.Scan(&r.Key, &r.Data)
			out = append(out, r)
			return err
		})
	return out, err
}

// SaveRoute is save_gateway_routing_entry: an upsert of one lane's entry.
func (s *Store) SaveRoute(key gateway.LaneKey, data []byte) error {
	_, err := s.write(func() (bool, error) {
		_, err := s.exec(`INSERT INTO gateway_routing (scope, session_key, entry_json, updated_at)
VALUES (?, ?, ?, ?) ON CONFLICT(scope, session_key) DO UPDATE SET
entry_json = excluded.entry_json, updated_at = excluded.updated_at`,
			s.opts.Scope, string(key), string(data), s.opts.Now().UnixNano())
		return true, err
	})
	return err
}

// DeleteRoute is delete_gateway_routing_entries for one key. It counts as a write whether or not
// the key was there, as the fake disk logs it.
func (s *Store) DeleteRoute(key gateway.LaneKey) error {
	_, err := s.write(func() (bool, error) {
		_, err := s.exec(`DELETE FROM gateway_routing WHERE scope = ? AND session_key = ?`, s.opts.Scope, string(key))
		return true, err
	})
	return err
}
