package sqlstore

import (
	"database/sql"

	"gatewaysim/gateway"
)

// The restart markers (upstream's .clean_shutdown, .restart_failure_counts and
// gateway/restart_loop.json beside the database) as three tables of the scope. SaveMarkers
// replaces all three in one unit, so no crash leaves a count from one save beside a flag from
// another.

// LoadMarkers reads the scope's markers; none saved reads as the zero Markers.
func (s *Store) LoadMarkers() (gateway.Markers, error) {
	var m gateway.Markers
	var clean int
	err := s.query(`SELECT boots, clean_shutdown FROM gateway_restart_state WHERE scope = ?`,
		[]any{s.opts.Scope}, func(rs *sql.Rows) error { return rs.Scan(&m.Boots, &clean) })
	if err != nil {
		return gateway.Markers{}, err
	}
	m.CleanShutdown = clean != 0
	err = s.query(`SELECT session_key, count FROM gateway_restart_failures WHERE scope = ? ORDER BY seq`,
		[]any{s.opts.Scope}, func(rs *sql.Rows) error {
			var c gateway.LaneCount
			err := rs.Scan(&c.Key, &c.Count)
			m.FailureCounts = append(m.FailureCounts, c)
			return err
		})
	if err != nil {
		return gateway.Markers{}, err
	}
	err = s.query(`SELECT booted_at FROM gateway_restart_boots WHERE scope = ? ORDER BY seq`,
		[]any{s.opts.Scope}, func(rs *sql.Rows) error {
			var n sql.NullInt64
			err := rs.Scan(&n)
			m.BootTimes = append(m.BootTimes, s.instant(n))
			return err
		})
	if err != nil {
		return gateway.Markers{}, err
	}
	return m, nil
}

// SaveMarkers replaces the scope's markers.
func (s *Store) SaveMarkers(m gateway.Markers) error {
	_, err := s.write(func() (bool, error) {
		sc := s.opts.Scope
		if _, err := s.exec(`INSERT INTO gateway_restart_state (scope, boots, clean_shutdown) VALUES (?, ?, ?)
ON CONFLICT(scope) DO UPDATE SET boots = excluded.boots, clean_shutdown = excluded.clean_shutdown`,
			sc, m.Boots, m.CleanShutdown); err != nil {
			return false, err
		}
		if _, err := s.exec(`DELETE FROM gateway_restart_failures WHERE scope = ?`, sc); err != nil {
			return false, err
		}
		for i, c := range m.FailureCounts {
			if _, err := s.exec(`INSERT INTO gateway_restart_failures (scope, seq, session_key, count) VALUES (?, ?, ?, ?)`,
				sc, i, string(c.Key), c.Count); err != nil {
				return false, err
			}
		}
		if _, err := s.exec(`DELETE FROM gateway_restart_boots WHERE scope = ?`, sc); err != nil {
			return false, err
		}
		for i, t := range m.BootTimes {
			if _, err := s.exec(`INSERT INTO gateway_restart_boots (scope, seq, booted_at) VALUES (?, ?, ?)`,
				sc, i, nanos(t)); err != nil {
				return false, err
			}
		}
		return true, nil
	})
	return err
}

// LoadTurnMarks reads the TUI backends' interrupted-turn markers, sorted by session.
func (s *Store) LoadTurnMarks() ([]gateway.TurnMark, error) {
	var ms []gateway.TurnMark
	err := s.query(`SELECT session_id, owner, marked_at, attempts FROM tui_turn_marks WHERE scope = ? ORDER BY session_id`,
		[]any{s.opts.Scope}, func(rs *sql.Rows) error {
			var m gateway.TurnMark
			var at sql.NullInt64
			err := rs.Scan(&m.Session, &m.Owner, &at, &m.Attempts)
			m.At = s.instant(at)
			ms = append(ms, m)
			return err
		})
	if err != nil {
		return nil, err
	}
	return ms, nil
}

// SaveTurnMarks replaces the markers whole, as V1 rewrites its file.
func (s *Store) SaveTurnMarks(ms []gateway.TurnMark) error {
	_, err := s.write(func() (bool, error) { return s.replaceTurnMarks(ms) })
	return err
}

// SwapTurnMarks replaces them only while they still read base, in the same transaction.
func (s *Store) SwapTurnMarks(base, ms []gateway.TurnMark) (bool, error) {
	return swapTable(s, s.LoadTurnMarks, gateway.SameTurnMarks, s.replaceTurnMarks, base, ms)
}

func (s *Store) replaceTurnMarks(ms []gateway.TurnMark) (bool, error) {
	sc := s.opts.Scope
	if _, err := s.exec(`DELETE FROM tui_turn_marks WHERE scope = ?`, sc); err != nil {
		return false, err
	}
	for _, m := range ms {
		if _, err := s.exec(`INSERT INTO tui_turn_marks (scope, session_id, owner, marked_at, attempts) VALUES (?, ?, ?, ?, ?)`,
			sc, string(m.Session), m.Owner, nanos(m.At), m.Attempts); err != nil {
			return false, err
		}
	}
	return true, nil
}

// LoadTurnLeases reads the cross-process turn leases, sorted by session and holder.
func (s *Store) LoadTurnLeases() ([]gateway.TurnLease, error) {
	var ls []gateway.TurnLease
	err := s.query(`SELECT session_id, holder, held_at FROM turn_leases WHERE scope = ? ORDER BY session_id, holder`,
		[]any{s.opts.Scope}, func(rs *sql.Rows) error {
			var l gateway.TurnLease
			var at sql.NullInt64
			err := rs.Scan(&l.Session, &l.Holder, &at)
			l.At = s.instant(at)
			ls = append(ls, l)
			return err
		})
	if err != nil {
		return nil, err
	}
	return ls, nil
}

// SaveTurnLeases replaces the leases whole, in one transaction.
func (s *Store) SaveTurnLeases(ls []gateway.TurnLease) error {
	_, err := s.write(func() (bool, error) { return s.replaceTurnLeases(ls) })
	return err
}

// SwapTurnLeases replaces them only while they still read base, in the same transaction.
func (s *Store) SwapTurnLeases(base, ls []gateway.TurnLease) (bool, error) {
	return swapTable(s, s.LoadTurnLeases, gateway.SameTurnLeases, s.replaceTurnLeases, base, ls)
}

func (s *Store) replaceTurnLeases(ls []gateway.TurnLease) (bool, error) {
	sc := s.opts.Scope
	if _, err := s.exec(`DELETE FROM turn_leases WHERE scope = ?`, sc); err != nil {
		return false, err
	}
	for _, l := range ls {
		if _, err := s.exec(`INSERT INTO turn_leases (scope, session_id, holder, held_at) VALUES (?, ?, ?, ?)`,
			sc, string(l.Session), l.Holder, nanos(l.At)); err != nil {
			return false, err
		}
	}
	return true, nil
}

// LoadProcList reads the background-process list, sorted by pid.
func (s *Store) LoadProcList() ([]gateway.BgProc, error) {
	var ps []gateway.BgProc
	err := s.query(`SELECT pid, proc_key, owner, started_at FROM bg_procs WHERE scope = ? ORDER BY pid`,
		[]any{s.opts.Scope}, func(rs *sql.Rows) error {
			var p gateway.BgProc
			var at sql.NullInt64
			err := rs.Scan(&p.PID, &p.Key, &p.Owner, &at)
			p.Started = s.instant(at)
			ps = append(ps, p)
			return err
		})
	if err != nil {
		return nil, err
	}
	return ps, nil
}

// SaveProcList replaces the list whole, as V1 rewrites its file.
func (s *Store) SaveProcList(ps []gateway.BgProc) error {
	_, err := s.write(func() (bool, error) { return s.replaceProcList(ps) })
	return err
}

// SwapProcList replaces them only while they still read base, in the same transaction.
func (s *Store) SwapProcList(base, ps []gateway.BgProc) (bool, error) {
	return swapTable(s, s.LoadProcList, gateway.SameProcList, s.replaceProcList, base, ps)
}

func (s *Store) replaceProcList(ps []gateway.BgProc) (bool, error) {
	sc := s.opts.Scope
	if _, err := s.exec(`DELETE FROM bg_procs WHERE scope = ?`, sc); err != nil {
		return false, err
	}
	for _, p := range ps {
		if _, err := s.exec(`INSERT INTO bg_procs (scope, pid, proc_key, owner, started_at) VALUES (?, ?, ?, ?, ?)`,
			sc, p.PID, p.Key, p.Owner, nanos(p.Started)); err != nil {
			return false, err
		}
	}
	return true, nil
}

// swapTable replaces a whole-file state's table by next, in one transaction, only while it still
// reads base (the Swap methods).
func swapTable[T any](s *Store, load func() ([]T, error), same func(a, b []T) bool, replace func([]T) (bool, error),
	base, next []T) (bool, error) {
	save := func(next []T) error { _, err := replace(next); return err }
	return s.write(func() (bool, error) { return gateway.SwapWhole(load, same, save, base, next) })
}
