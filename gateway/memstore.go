package gateway

import (
	"slices"
	"sort"
	"strings"
	"time"
)

// MemStore is the in-memory Store: every write is durable at once and nothing fails. It is the
// store of unit tests, the base of the simulator's fake disk and the reference the other stores
// are compared with.
type MemStore struct {
	routes  map[string][]byte
	rows    map[SessionID]Row
	byLane  map[LaneKey][]SessionID
	byPeer  map[Peer][]SessionID
	markers Markers
	marks   []TurnMark  // the TUI backends' interrupted-turn markers, sorted by session
	procs   []BgProc    // the background-process list, sorted by pid
	leases  []TurnLease // the cross-process turn leases, sorted by session and holder
}

// NewMemStore returns an empty store.
func NewMemStore() *MemStore {
	return &MemStore{routes: map[string][]byte{}, rows: map[SessionID]Row{}, byLane: map[LaneKey][]SessionID{},
		byPeer: map[Peer][]SessionID{}}
}

// LoadRoutes returns every stored route, sorted by key. A route's bytes are the store's own and
// never change (a save replaces them): read them, never write to them.
func (s *MemStore) LoadRoutes() ([]StoredRoute, error) {
	out := make([]StoredRoute, 0, len(s.routes))
	for k, d := range s.routes {
		out = append(out, StoredRoute{Key: k, Data: d})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out, nil
}

func (s *MemStore) SaveRoute(key LaneKey, data []byte) error {
	s.routes[string(key)] = append([]byte(nil), data...)
	return nil
}

// KeepRoute stores data under key without copying it: the caller hands the bytes over and never
// changes them again (the simulator's fake disk keeps one copy of a saved route for both its
// images and its write log).
func (s *MemStore) KeepRoute(key LaneKey, data []byte) { s.routes[string(key)] = data }

func (s *MemStore) DeleteRoute(key LaneKey) error { delete(s.routes, string(key)); return nil }

// PutRawRoute stores data under key as it is: the way tests and fault injection write what the
// gateway never would (a corrupt entry, a legacy form).
func (s *MemStore) PutRawRoute(key string, data []byte) { s.routes[key] = append([]byte(nil), data...) }

func (s *MemStore) Row(id SessionID) (Row, bool, error) {
	r, ok := s.rows[id]
	return r, ok, nil
}

// PutRow writes r as it is, replacing any row with its id, and keeps the key and peer indexes:
// every row write comes here, the semantic methods' as well as test setup's, fault injection's
// and the fake disk's replay of its write log.
func (s *MemStore) PutRow(r Row) {
	old, existed := s.rows[r.ID]
	if existed && old.Key != r.Key {
		s.byLane[old.Key] = without(s.byLane[old.Key], r.ID)
	}
	if !existed || old.Key != r.Key {
		s.byLane[r.Key] = append(s.byLane[r.Key], r.ID)
	}
	if existed && old.Peer != r.Peer {
		s.byPeer[old.Peer] = without(s.byPeer[old.Peer], r.ID)
	}
	if !existed || old.Peer != r.Peer {
		s.byPeer[r.Peer] = append(s.byPeer[r.Peer], r.ID)
	}
	s.rows[r.ID] = r
}

// without is ids less id.
func without(ids []SessionID, id SessionID) []SessionID {
	for i, x := range ids {
		if x == id {
			return append(ids[:i:i], ids[i+1:]...)
		}
	}
	return ids
}

func (s *MemStore) LaneRows(key LaneKey) ([]Row, error) {
	ids := s.byLane[key]
	out := make([]Row, len(ids))
	for i, id := range ids {
		out[i] = s.rows[id]
	}
	return out, nil
}

func (s *MemStore) PeerRows(p Peer) ([]Row, error) {
	var out []Row
	for _, id := range s.byPeer[p] {
		out = append(out, s.rows[id])
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

func (s *MemStore) CreateRow(r Row) (bool, error) {
	if _, ok := s.rows[r.ID]; ok {
		return false, nil
	}
	s.PutRow(r)
	return true, nil
}

func (s *MemStore) EndRow(id SessionID, reason EndReason, at time.Time) (Row, bool, error) {
	r, ok := s.rows[id]
	if !ok || !r.Live() {
		return r, false, nil
	}
	r.EndedAt, r.EndReason = at, reason
	s.PutRow(r)
	return r, true, nil
}

func (s *MemStore) PromoteRow(id SessionID, reason EndReason, at time.Time, from ReasonSet) (Row, bool, error) {
	r, ok := s.rows[id]
	if !ok || !r.Live() && !from.Has(r.EndReason) {
		return r, false, nil
	}
	r.EndedAt, r.EndReason = at, reason
	s.PutRow(r)
	return r, true, nil
}

func (s *MemStore) ReopenRow(id SessionID, stand ReasonSet) (Row, bool, error) {
	r, ok := s.rows[id]
	if !ok || r.Live() || stand.Has(r.EndReason) {
		return r, false, nil
	}
	r.EndedAt, r.EndReason = time.Time{}, EndNone
	s.PutRow(r)
	return r, true, nil
}

func (s *MemStore) TouchRow(id SessionID, t RowTouch) (bool, error) {
	r, ok := s.rows[id]
	if !ok {
		return false, nil
	}
	s.PutRow(t.apply(r))
	return true, nil
}

// apply is the touch's effect on a row.
func (t RowTouch) apply(r Row) Row {
	r.Messages += t.Messages
	if !t.ActiveAt.IsZero() {
		r.ActiveAt = t.ActiveAt
	}
	if !t.UserAt.IsZero() {
		r.UserAt = t.UserAt
	}
	if t.SetTokens {
		r.PromptTokens = t.PromptTokens
	}
	return r
}

func (s *MemStore) FindLatest(key LaneKey, p Peer, recoverable ReasonSet) (Row, FindPass, bool, error) {
	rows, _ := s.LaneRows(key)
	if r, ok := newestRecoverable(rows, p.Platform, recoverable); ok {
		return r, FindExact, true, nil
	}
	if p.ChatID == "" || p.ChatType == "" {
		return Row{}, "", false, nil
	}
	rows, _ = s.PeerRows(p)
	if r, ok := newestRecoverable(rows, p.Platform, recoverable); ok {
		return r, FindPeer, true, nil
	}
	return Row{}, "", false, nil
}

// newestRecoverable is the finder's predicate over one pass's rows: on the platform, live or
// recoverably ended, with messages; the newest start wins (then the larger id), so an empty
// newer incarnation is invisible.
func newestRecoverable(rows []Row, pl Platform, recoverable ReasonSet) (Row, bool) {
	var best Row
	found := false
	for _, r := range rows {
		if r.Peer.Platform != pl || r.Messages == 0 || !r.Live() && !recoverable.Has(r.EndReason) {
			continue
		}
		if !found || r.StartedAt.After(best.StartedAt) || (r.StartedAt.Equal(best.StartedAt) && r.ID > best.ID) {
			best, found = r, true
		}
	}
	return best, found
}

func (s *MemStore) LoadMarkers() (Markers, error) { return cloneMarkers(s.markers), nil }
func (s *MemStore) SaveMarkers(m Markers) error   { s.markers = cloneMarkers(m); return nil }

func (s *MemStore) LoadTurnMarks() ([]TurnMark, error) { return slices.Clone(s.marks), nil }
func (s *MemStore) SaveTurnMarks(ms []TurnMark) error {
	s.marks = slices.Clone(ms)
	slices.SortFunc(s.marks, func(a, b TurnMark) int { return strings.Compare(string(a.Session), string(b.Session)) })
	return nil
}

func (s *MemStore) SwapTurnMarks(base, ms []TurnMark) (bool, error) {
	return SwapWhole(s.LoadTurnMarks, SameTurnMarks, s.SaveTurnMarks, base, ms)
}

func (s *MemStore) LoadTurnLeases() ([]TurnLease, error) { return slices.Clone(s.leases), nil }
func (s *MemStore) SaveTurnLeases(ls []TurnLease) error {
	s.leases = slices.Clone(ls)
	slices.SortFunc(s.leases, compareLeases)
	return nil
}

func (s *MemStore) SwapTurnLeases(base, ls []TurnLease) (bool, error) {
	return SwapWhole(s.LoadTurnLeases, SameTurnLeases, s.SaveTurnLeases, base, ls)
}

func (s *MemStore) LoadProcList() ([]BgProc, error) { return slices.Clone(s.procs), nil }
func (s *MemStore) SaveProcList(ps []BgProc) error {
	s.procs = slices.Clone(ps)
	slices.SortFunc(s.procs, comparePIDs)
	return nil
}

func (s *MemStore) SwapProcList(base, ps []BgProc) (bool, error) {
	return SwapWhole(s.LoadProcList, SameProcList, s.SaveProcList, base, ps)
}

// Routes returns the stored routes sorted by key (for checkers; decode them with DecodeRoutes).
func (s *MemStore) Routes() []StoredRoute { out, _ := s.LoadRoutes(); return out }

// Route returns one lane's stored route in its persisted form (for checkers; decode it with
// DecodeRoutes). Its bytes are the store's own, as LoadRoutes says.
func (s *MemStore) Route(key LaneKey) (StoredRoute, bool) {
	d, ok := s.routes[string(key)]
	if !ok {
		return StoredRoute{}, false
	}
	return StoredRoute{Key: string(key), Data: d}, true
}

// AllRows returns every row sorted by id (for checkers).
func (s *MemStore) AllRows() []Row {
	out := make([]Row, 0, len(s.rows))
	for _, r := range s.rows {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Clone returns an independent copy of the store.
func (s *MemStore) Clone() *MemStore {
	c := NewMemStore()
	for k, d := range s.routes {
		c.routes[k] = d // never changed in place: shared
	}
	for _, r := range s.AllRows() {
		c.PutRow(r)
	}
	c.markers = cloneMarkers(s.markers)
	c.marks = slices.Clone(s.marks)
	c.leases = slices.Clone(s.leases)
	c.procs = slices.Clone(s.procs)
	return c
}

func cloneEntry(e Entry) Entry {
	if e.Origin != nil {
		o := *e.Origin
		e.Origin = &o
	}
	return e
}

func cloneMarkers(m Markers) Markers {
	m.FailureCounts = append([]LaneCount(nil), m.FailureCounts...)
	m.BootTimes = append(m.BootTimes[:0:0], m.BootTimes...)
	return m
}
