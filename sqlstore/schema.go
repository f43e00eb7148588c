package sqlstore

// schemaVersion is the layout this package writes; a database of another version is refused.
const schemaVersion = 5

// schema follows upstream's state.db (hermes_state.py) where it has the table: sessions and
// gateway_routing keep upstream's names and columns. A lane's in-flight turn marker (the V2
// active_turn_token pair) travels inside its entry_json, as the gateway encodes the entry. The
// differences, and why:
//   - times are INTEGER unix nanoseconds (upstream: REAL seconds), so that every instant
//     round-trips exactly and the differential against the in-memory store can demand equality;
//     NULL is the zero time;
//   - last_active_at, user_active_at and last_prompt_tokens are the port's (the transcript's last
//     write, recovery's activity clock, the activity signal); upstream reads the first from the
//     messages table and has no second or third;
//   - tui_turn_marks is V1's desktop/interrupted_turns.json, a file beside the database upstream,
//     kept here as a table scoped like the markers and saved whole in one transaction;
//   - bg_procs is V1's processes.json, a file beside the database upstream, kept here as a table
//     scoped like the markers and saved whole in one transaction; its owner column is the port's
//     (gateway.BgProc, docs/contract.md §9.7);
//   - turn_leases is the port's: the cross-process turn lease (gateway.TurnLease,
//     docs/contract.md §9.6), one row per session and holder; V1 has no such table;
//   - owner is the port's too: the process that created a TUI row (gateway.Row.Owner,
//     docs/contract.md §9.3), so that another process's close or startup sweep spares a live
//     creator's row; upstream records no creator;
//   - the restart markers, files beside the database upstream, are the gateway_restart_* tables,
//     scoped like the routing index, so a crash cannot tear them apart from the rows;
//   - no foreign key on parent_session_id: the reference store has none, and the gateway never
//     writes a child before its parent.
const schema = `
CREATE TABLE IF NOT EXISTS schema_version (
    version INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    source TEXT NOT NULL,
    user_id TEXT,
    session_key TEXT,
    chat_id TEXT,
    chat_type TEXT,
    thread_id TEXT,
    parent_session_id TEXT,
    started_at INTEGER,
    ended_at INTEGER,
    end_reason TEXT,
    message_count INTEGER NOT NULL DEFAULT 0,
    last_active_at INTEGER,
    user_active_at INTEGER,
    last_prompt_tokens INTEGER NOT NULL DEFAULT 0,
    owner TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS idx_sessions_session_key ON sessions(session_key);
CREATE INDEX IF NOT EXISTS idx_sessions_peer ON sessions(source, chat_id);

CREATE TABLE IF NOT EXISTS gateway_routing (
    scope TEXT NOT NULL DEFAULT '',
    session_key TEXT NOT NULL,
    entry_json TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (scope, session_key)
);

CREATE TABLE IF NOT EXISTS gateway_restart_state (
    scope TEXT PRIMARY KEY,
    boots INTEGER NOT NULL,
    clean_shutdown INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS gateway_restart_failures (
    scope TEXT NOT NULL,
    seq INTEGER NOT NULL,
    session_key TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (scope, seq)
);

CREATE TABLE IF NOT EXISTS gateway_restart_boots (
    scope TEXT NOT NULL,
    seq INTEGER NOT NULL,
    booted_at INTEGER,
    PRIMARY KEY (scope, seq)
);

CREATE TABLE IF NOT EXISTS tui_turn_marks (
    scope TEXT NOT NULL,
    session_id TEXT NOT NULL,
    owner TEXT NOT NULL,
    marked_at INTEGER,
    attempts INTEGER NOT NULL,
    PRIMARY KEY (scope, session_id)
);

CREATE TABLE IF NOT EXISTS turn_leases (
    scope TEXT NOT NULL,
    session_id TEXT NOT NULL,
    holder TEXT NOT NULL,
    held_at INTEGER,
    PRIMARY KEY (scope, session_id, holder)
);

CREATE TABLE IF NOT EXISTS bg_procs (
    scope TEXT NOT NULL,
    pid INTEGER NOT NULL,
    proc_key TEXT NOT NULL,
    owner TEXT NOT NULL,
    started_at INTEGER,
    PRIMARY KEY (scope, pid)
);
`
