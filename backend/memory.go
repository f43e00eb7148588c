package backend

import (
	"errors"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

// memMedium is the plain in-memory store as a medium. It counts its pending writes as the fake
// disk logs them, only to refuse a crash that would have to lose some: it cannot.
type memMedium struct {
	*gateway.MemStore
	pending int
}

// ErrCannotLose is a memory backend's answer to a torn crash.
var ErrCannotLose = errors.New("backend: the in-memory store cannot lose writes (a torn crash)")

// OpenMemory opens an empty in-memory medium.
func OpenMemory(sim.MediumEnv) (sim.Medium, error) {
	return &memMedium{MemStore: gateway.NewMemStore()}, nil
}

func (m *memMedium) count(changed bool) {
	if changed {
		m.pending++
	}
}

func (m *memMedium) SaveRoute(k gateway.LaneKey, data []byte) error {
	m.count(true)
	return m.MemStore.SaveRoute(k, data)
}

func (m *memMedium) DeleteRoute(k gateway.LaneKey) error {
	m.count(true)
	return m.MemStore.DeleteRoute(k)
}

func (m *memMedium) CreateRow(r gateway.Row) (bool, error) {
	ok, err := m.MemStore.CreateRow(r)
	m.count(ok)
	return ok, err
}

func (m *memMedium) EndRow(id gateway.SessionID, reason gateway.EndReason, at time.Time) (gateway.Row, bool, error) {
	r, ok, err := m.MemStore.EndRow(id, reason, at)
	m.count(ok)
	return r, ok, err
}

func (m *memMedium) PromoteRow(id gateway.SessionID, reason gateway.EndReason, at time.Time, from gateway.ReasonSet) (gateway.Row, bool, error) {
	r, ok, err := m.MemStore.PromoteRow(id, reason, at, from)
	m.count(ok)
	return r, ok, err
}

func (m *memMedium) ReopenRow(id gateway.SessionID, stand gateway.ReasonSet) (gateway.Row, bool, error) {
	r, ok, err := m.MemStore.ReopenRow(id, stand)
	m.count(ok)
	return r, ok, err
}

func (m *memMedium) TouchRow(id gateway.SessionID, t gateway.RowTouch) (bool, error) {
	ok, err := m.MemStore.TouchRow(id, t)
	m.count(ok)
	return ok, err
}

func (m *memMedium) SaveMarkers(mk gateway.Markers) error {
	m.count(true)
	return m.MemStore.SaveMarkers(mk)
}

func (m *memMedium) SaveTurnMarks(ms []gateway.TurnMark) error {
	m.count(true)
	return m.MemStore.SaveTurnMarks(ms)
}

func (m *memMedium) SaveTurnLeases(ls []gateway.TurnLease) error {
	m.count(true)
	return m.MemStore.SaveTurnLeases(ls)
}

func (m *memMedium) SaveProcList(ps []gateway.BgProc) error {
	m.count(true)
	return m.MemStore.SaveProcList(ps)
}

func (m *memMedium) SwapTurnMarks(base, ms []gateway.TurnMark) (bool, error) {
	return gateway.SwapWhole(m.LoadTurnMarks, gateway.SameTurnMarks, m.SaveTurnMarks, base, ms)
}

func (m *memMedium) SwapTurnLeases(base, ls []gateway.TurnLease) (bool, error) {
	return gateway.SwapWhole(m.LoadTurnLeases, gateway.SameTurnLeases, m.SaveTurnLeases, base, ls)
}

func (m *memMedium) SwapProcList(base, ps []gateway.BgProc) (bool, error) {
	return gateway.SwapWhole(m.LoadProcList, gateway.SameProcList, m.SaveProcList, base, ps)
}

func (m *memMedium) Pending() int  { return m.pending }
func (m *memMedium) Commit() error { m.pending = 0; return nil }
func (m *memMedium) Close() error  { return nil }

func (m *memMedium) Crash(keep int) error {
	if keep < m.pending {
		return ErrCannotLose
	}
	m.pending = 0
	return nil
}

func (m *memMedium) Content() (*gateway.MemStore, gateway.Markers, error) {
	mk, _ := m.LoadMarkers()
	return m.Clone(), mk, nil
}

func (m *memMedium) EditRoute(key string, data []byte) error {
	if data == nil {
		return m.MemStore.DeleteRoute(gateway.LaneKey(key))
	}
	m.PutRawRoute(key, data)
	return nil
}

func (m *memMedium) EditRow(r gateway.Row) error { m.PutRow(r); return nil }
