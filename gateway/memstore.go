package gateway

import "sort"

// MemStore is the in-memory Store: every write is durable at once and nothing fails. It is the
// store of unit tests and the base of the simulator's fake disk.
type MemStore struct {
	routes  map[LaneKey]Entry
	rows    map[SessionID]Row
	byLane  map[LaneKey][]SessionID
	markers Markers
}

// NewMemStore returns an empty store.
func NewMemStore() *MemStore {
	return &MemStore{routes: map[LaneKey]Entry{}, rows: map[SessionID]Row{}, byLane: map[LaneKey][]SessionID{}}
}

// LoadRoutes returns every entry, sorted by key.
func (s *MemStore) LoadRoutes() ([]Entry, error) {
	out := make([]Entry, 0, len(s.routes))
	for _, e := range s.routes {
		out = append(out, cloneEntry(e))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out, nil
}

func (s *MemStore) SaveRoute(e Entry) error       { s.routes[e.Key] = cloneEntry(e); return nil }
func (s *MemStore) DeleteRoute(key LaneKey) error { delete(s.routes, key); return nil }

func (s *MemStore) Row(id SessionID) (Row, bool, error) {
	r, ok := s.rows[id]
	return r, ok, nil
}

func (s *MemStore) PutRow(r Row) error {
	old, existed := s.rows[r.ID]
	if existed && old.Key != r.Key {
		s.unindex(old.Key, r.ID)
	}
	if !existed || old.Key != r.Key {
		s.byLane[r.Key] = append(s.byLane[r.Key], r.ID)
	}
	s.rows[r.ID] = r
	return nil
}

func (s *MemStore) unindex(key LaneKey, id SessionID) {
	ids := s.byLane[key]
	for i, x := range ids {
		if x == id {
			s.byLane[key] = append(ids[:i:i], ids[i+1:]...)
			return
		}
	}
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
	for _, r := range s.rows {
		if r.Peer == p {
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

func (s *MemStore) LoadMarkers() (Markers, error) { return cloneMarkers(s.markers), nil }
func (s *MemStore) SaveMarkers(m Markers) error   { s.markers = cloneMarkers(m); return nil }

// Routes returns the stored entries sorted by key (for checkers).
func (s *MemStore) Routes() []Entry { out, _ := s.LoadRoutes(); return out }

// AllRows returns every row sorted by id (for checkers).
func (s *MemStore) AllRows() []Row {
	out := make([]Row, 0, len(s.rows))
	for _, r := range s.rows {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
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
