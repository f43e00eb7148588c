package sqlstore

import (
	"database/sql"
	"encoding/json"
	"time"

	"gatewaysim/gateway"
)

// The session rows (docs/contract.md §1.4) and the durable write primitives of docs/contract.md §1.6, each one
// conditional statement with exactly the reference store's semantics (gateway.MemStore).

const rowCols = `id, source, user_id, session_key, chat_id, chat_type, thread_id, parent_session_id,
started_at, ended_at, end_reason, message_count, last_active_at, user_active_at, last_prompt_tokens, owner`

func (s *Store) Row(id gateway.SessionID) (gateway.Row, bool, error) {
	return s.oneRow(`SELECT `+rowCols+` FROM sessions WHERE id = ?`, string(id))
}

// LaneRows returns the lane's rows in insertion order. An empty key finds the unkeyed rows
// (session_key NULL), as the reference store's index does.
func (s *Store) LaneRows(key gateway.LaneKey) ([]gateway.Row, error) {
	if key == "" {
		return s.rows(`SELECT ` + rowCols + ` FROM sessions WHERE session_key IS NULL ORDER BY rowid`)
	}
	return s.rows(`SELECT `+rowCols+` FROM sessions WHERE session_key = ? ORDER BY rowid`, string(key))
}

// PeerRows matches the full peer tuple, NULL read as "" (upstream's peer pass).
func (s *Store) PeerRows(p gateway.Peer) ([]gateway.Row, error) {
	return s.rows(`SELECT `+rowCols+` FROM sessions WHERE `+peerMatch+` ORDER BY id`, peerArgs(p)...)
}

const peerMatch = `source = ? AND COALESCE(user_id, '') = ? AND COALESCE(chat_id, '') = ?
AND COALESCE(chat_type, '') = ? AND COALESCE(thread_id, '') = ?`

func peerArgs(p gateway.Peer) []any {
	return []any{string(p.Platform), p.UserID, p.ChatID, string(p.ChatType), p.ThreadID}
}

// CreateRow inserts r unless its id exists. Upstream's create_session is an upsert that back-fills
// NULL columns of an existing row; the contract here leaves it untouched, and the gateway only
// creates fresh ids, so the two agree on every path it takes.
func (s *Store) CreateRow(r gateway.Row) (bool, error) {
	return s.write(func() (bool, error) {
		res, err := s.exec(`INSERT INTO sessions (`+rowCols+`)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING`, s.rowArgs(r)...)
		if err != nil {
			return false, err
		}
		n, err := res.RowsAffected()
		return n == 1, err
	})
}

// EndRow is end_session: the first reason wins.
func (s *Store) EndRow(id gateway.SessionID, reason gateway.EndReason, at time.Time) (gateway.Row, bool, error) {
	q := `UPDATE sessions SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL RETURNING ` + rowCols
	if s.has(BugEndLastWins) {
		q = `UPDATE sessions SET ended_at = ?, end_reason = ? WHERE id = ? RETURNING ` + rowCols
	}
	return s.update(id, q, nanos(at), nullString(string(reason)), string(id))
}

// PromoteRow is promote_to_session_reset: live, or ended for a reason in from.
func (s *Store) PromoteRow(id gateway.SessionID, reason gateway.EndReason, at time.Time, from gateway.ReasonSet) (gateway.Row, bool, error) {
	q := `UPDATE sessions SET ended_at = ?, end_reason = ? WHERE id = ?
AND (ended_at IS NULL OR COALESCE(end_reason, '') IN (SELECT value FROM json_each(?))) RETURNING ` + rowCols
	if s.has(BugPromoteAny) {
		q = `UPDATE sessions SET ended_at = ?, end_reason = ? WHERE id = ? AND ? IS NOT NULL RETURNING ` + rowCols
	}
	return s.update(id, q, nanos(at), nullString(string(reason)), string(id), reasonList(from))
}

// ReopenRow is reopen_session with the port's condition: it clears an end that is not in stand.
// Upstream's statement has no condition at all (stand empty); a live row never counts as changed.
func (s *Store) ReopenRow(id gateway.SessionID, stand gateway.ReasonSet) (gateway.Row, bool, error) {
	return s.update(id, `UPDATE sessions SET ended_at = NULL, end_reason = NULL
WHERE id = ? AND ended_at IS NOT NULL
AND COALESCE(end_reason, '') NOT IN (SELECT value FROM json_each(?)) RETURNING `+rowCols, string(id), reasonList(stand))
}

// TouchRow applies a transcript write.
func (s *Store) TouchRow(id gateway.SessionID, t gateway.RowTouch) (bool, error) {
	return s.write(func() (bool, error) {
		res, err := s.exec(`UPDATE sessions SET message_count = message_count + ?,
last_active_at = COALESCE(?, last_active_at), user_active_at = COALESCE(?, user_active_at),
last_prompt_tokens = CASE WHEN ? THEN ? ELSE last_prompt_tokens END WHERE id = ?`,
			t.Messages, nanos(t.ActiveAt), nanos(t.UserAt), t.SetTokens, t.PromptTokens, string(id))
		if err != nil {
			return false, err
		}
		n, err := res.RowsAffected()
		return n == 1, err
	})
}

// FindLatest is find_latest_gateway_session_for_peer: the exact pass on the key, then (only with
// both chat id and chat type) the peer pass; each the newest start among the rows on the
// platform that are live or recoverably ended and have a message. Ties go to the larger id.
func (s *Store) FindLatest(key gateway.LaneKey, p gateway.Peer, recoverable gateway.ReasonSet) (gateway.Row, gateway.FindPass, bool, error) {
	rec := reasonList(recoverable)
	keyMatch, args := `session_key = ?`, []any{string(key)}
	if key == "" {
		keyMatch, args = `session_key IS NULL`, nil
	}
	args = append(args, string(p.Platform), rec)
	r, ok, err := s.oneRow(`SELECT `+rowCols+` FROM sessions WHERE `+keyMatch+` AND source = ? AND `+findable+newest, args...)
	if err != nil || ok {
		return r, gateway.FindExact, ok, err
	}
	if p.ChatID == "" || p.ChatType == "" {
		return gateway.Row{}, "", false, nil
	}
	r, ok, err = s.oneRow(`SELECT `+rowCols+` FROM sessions WHERE `+peerMatch+` AND `+findable+newest, append(peerArgs(p), rec)...)
	if err != nil || !ok {
		return gateway.Row{}, "", false, err
	}
	return r, gateway.FindPeer, true, nil
}

// findable is the finder's predicate: a message (the reference store counts any non-zero
// count), and live or ended for a reason in the JSON list bound last.
const findable = `message_count <> 0
AND (ended_at IS NULL OR COALESCE(end_reason, '') IN (SELECT value FROM json_each(?)))`

const newest = ` ORDER BY started_at DESC, id DESC LIMIT 1`

// update runs one conditional UPDATE ... RETURNING as a write: changed when it returned the row.
// Unchanged, the row is read as it stands (the reference store returns it either way).
func (s *Store) update(id gateway.SessionID, q string, args ...any) (gateway.Row, bool, error) {
	var r gateway.Row
	changed, err := s.write(func() (bool, error) {
		var ok bool
		var err error
		r, ok, err = s.oneRow(q, args...)
		return ok, err
	})
	if err != nil || changed {
		return r, changed, err
	}
	r, _, err = s.Row(id)
	return r, false, err
}

func (s *Store) oneRow(q string, args ...any) (gateway.Row, bool, error) {
	var r gateway.Row
	n := 0
	err := s.query(q, args, func(rs *sql.Rows) error {
		n++
		var err error
		r, err = s.scanRow(rs)
		return err
	})
	if n != 1 || err != nil {
		return gateway.Row{}, false, err // the zero row, as gateway.Store.Row promises
	}
	return r, true, nil
}

func (s *Store) rows(q string, args ...any) ([]gateway.Row, error) {
	var out []gateway.Row
	err := s.query(q, args, func(rs *sql.Rows) error {
		r, err := s.scanRow(rs)
		out = append(out, r)
		return err
	})
	return out, err
}

func (s *Store) scanRow(rs *sql.Rows) (gateway.Row, error) {
	var (
		id, source, owner                        string
		user, key, chat, ctype, thread, par, rsn sql.NullString
		started, ended, active, userAt           sql.NullInt64
		msgs, tokens                             int
	)
	if err := rs.Scan(&id, &source, &user, &key, &chat, &ctype, &thread, &par, &started, &ended, &rsn,
		&msgs, &active, &userAt, &tokens, &owner); err != nil {
		return gateway.Row{}, err
	}
	return gateway.Row{
		ID:  gateway.SessionID(id),
		Key: gateway.LaneKey(key.String),
		Peer: gateway.Peer{Platform: gateway.Platform(source), UserID: user.String, ChatID: chat.String,
			ChatType: gateway.ChatType(ctype.String), ThreadID: thread.String},
		ParentID:     gateway.SessionID(par.String),
		StartedAt:    s.instant(started),
		EndedAt:      s.instant(ended),
		EndReason:    gateway.EndReason(rsn.String),
		Messages:     msgs,
		ActiveAt:     s.instant(active),
		UserAt:       s.instant(userAt),
		PromptTokens: tokens,
		Owner:        owner,
	}, nil
}

// rowArgs binds a row in rowCols order; empty strings are NULL, as upstream writes None.
func (s *Store) rowArgs(r gateway.Row) []any {
	return []any{string(r.ID), string(r.Peer.Platform), nullString(r.Peer.UserID), nullString(string(r.Key)),
		nullString(r.Peer.ChatID), nullString(string(r.Peer.ChatType)), nullString(r.Peer.ThreadID),
		nullString(string(r.ParentID)), nanos(r.StartedAt), nanos(r.EndedAt), nullString(string(r.EndReason)),
		r.Messages, nanos(r.ActiveAt), nanos(r.UserAt), r.PromptTokens, r.Owner}
}

// nanos is an instant as stored: unix nanoseconds, NULL for the zero time.
func nanos(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t.UnixNano()
}

func (s *Store) instant(n sql.NullInt64) time.Time {
	if !n.Valid {
		return time.Time{}
	}
	return time.Unix(0, n.Int64).In(s.opts.Location)
}

func nullString(v string) any {
	if v == "" {
		return nil
	}
	return v
}

// reasonList binds a reason set as a JSON array, read by json_each: one prepared statement
// serves every set (a SQL IN list of its members).
func reasonList(set gateway.ReasonSet) string {
	out := make([]string, len(set))
	for i, r := range set {
		out[i] = string(r)
	}
	b, _ := json.Marshal(out) // a []string always marshals
	return string(b)
}
