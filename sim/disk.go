package sim

import (
	"fmt"
	"time"

	"gatewaysim/gateway"
)

// DiskOp names a Store operation that a fault rule can target.
type DiskOp string

const (
	DiskLoadRoutes  DiskOp = "load_routes"
	DiskSaveRoute   DiskOp = "save_route"
	DiskDeleteRoute DiskOp = "delete_route"
	DiskGetRow      DiskOp = "get_row"
	DiskPutRow      DiskOp = "put_row"
	DiskLaneRows    DiskOp = "lane_rows"
	DiskPeerRows    DiskOp = "peer_rows"
	DiskLoadMarkers DiskOp = "load_markers"
	DiskSaveMarkers DiskOp = "save_markers"
)

// DiskOps lists every operation, in a fixed order: an op's index is its fault-rule slot.
var DiskOps = [...]DiskOp{DiskLoadRoutes, DiskSaveRoute, DiskDeleteRoute, DiskGetRow, DiskPutRow,
	DiskLaneRows, DiskPeerRows, DiskLoadMarkers, DiskSaveMarkers}

func validDiskOp(op DiskOp) bool {
	for _, o := range DiskOps {
		if o == op {
			return true
		}
	}
	return false
}

// Disk is the fake disk behind gateway.Store. The gateway reads and writes the live image; each
// write is also appended to a log. Sync makes the log durable (applies it to the durable image).
// A crash replaces the live image by the durable one, after applying a prefix of the log: the
// torn step, e.g. a crash between the routing-index write and the row write of one event.
// Fault rules make the next N calls of an operation fail with gateway.ErrLocked.
type Disk struct {
	live    *gateway.MemStore
	durable *gateway.MemStore
	log     []write
	fail    [len(DiskOps)]int // remaining failures per op, by index in DiskOps

	Writes   int // writes accepted
	Failures int // calls failed by a rule
}

type writeKind uint8

const (
	wSaveRoute writeKind = iota + 1
	wDeleteRoute
	wPutRow
	wSaveMarkers
)

type write struct {
	kind    writeKind
	entry   gateway.Entry
	key     gateway.LaneKey
	row     gateway.Row
	markers gateway.Markers
}

// NewDisk returns an empty disk.
func NewDisk() *Disk {
	return &Disk{live: gateway.NewMemStore(), durable: gateway.NewMemStore()}
}

// Live is the image the gateway reads and writes.
func (d *Disk) Live() *gateway.MemStore { return d.live }

// Durable is what survives a crash now.
func (d *Disk) Durable() *gateway.MemStore { return d.durable }

// Pending is the number of writes not yet durable.
func (d *Disk) Pending() int { return len(d.log) }

// Sync makes every logged write durable.
func (d *Disk) Sync() {
	for i := range d.log {
		d.log[i].apply(d.durable)
		d.log[i] = write{}
	}
	d.log = d.log[:0]
}

// Crash loses the writes that are not durable, except the first keep of them (keep < 0 keeps all:
// the OS had them, as in a kill). The live image becomes a copy of the durable one.
func (d *Disk) Crash(keep int) (kept, dropped int) {
	if keep < 0 || keep > len(d.log) {
		keep = len(d.log)
	}
	for i := 0; i < keep; i++ {
		d.log[i].apply(d.durable)
	}
	kept, dropped = keep, len(d.log)-keep
	d.log = d.log[:0]
	d.live = cloneStore(d.durable)
	return kept, dropped
}

// FailNext makes the next n calls of op fail with gateway.ErrLocked (n <= 0 clears the rule).
func (d *Disk) FailNext(op DiskOp, n int) error {
	for i, o := range DiskOps {
		if o == op {
			d.fail[i] = max(n, 0)
			return nil
		}
	}
	return fmt.Errorf("sim: unknown disk op %q", op)
}

// Failing reports how many more calls of op will fail.
func (d *Disk) Failing(op DiskOp) int {
	for i, o := range DiskOps {
		if o == op {
			return d.fail[i]
		}
	}
	return 0
}

// LoseRoute drops one lane's routing entry from both images (a lost or corrupted index entry).
func (d *Disk) LoseRoute(k gateway.LaneKey) {
	_ = d.live.DeleteRoute(k)
	_ = d.durable.DeleteRoute(k)
}

// LoseRoutes drops the whole routing index from both images.
func (d *Disk) LoseRoutes() {
	for _, s := range []*gateway.MemStore{d.live, d.durable} {
		for _, e := range s.Routes() {
			_ = s.DeleteRoute(e.Key)
		}
	}
}

// check applies the fault rule of the op at index slot of DiskOps.
func (d *Disk) check(slot int) error {
	if d.fail[slot] > 0 {
		d.fail[slot]--
		d.Failures++
		return gateway.ErrLocked
	}
	return nil
}

func (d *Disk) logWrite(w write) {
	d.log = append(d.log, w)
	d.Writes++
}

// --- gateway.Store ---

func (d *Disk) LoadRoutes() ([]gateway.Entry, error) {
	if err := d.check(0); err != nil {
		return nil, err
	}
	return d.live.LoadRoutes()
}

func (d *Disk) SaveRoute(e gateway.Entry) error {
	if err := d.check(1); err != nil {
		return err
	}
	e = copyEntry(e)
	_ = d.live.SaveRoute(e)
	d.logWrite(write{kind: wSaveRoute, entry: e})
	return nil
}

func (d *Disk) DeleteRoute(k gateway.LaneKey) error {
	if err := d.check(2); err != nil {
		return err
	}
	_ = d.live.DeleteRoute(k)
	d.logWrite(write{kind: wDeleteRoute, key: k})
	return nil
}

func (d *Disk) Row(id gateway.SessionID) (gateway.Row, bool, error) {
	if err := d.check(3); err != nil {
		return gateway.Row{}, false, err
	}
	return d.live.Row(id)
}

func (d *Disk) PutRow(r gateway.Row) error {
	if err := d.check(4); err != nil {
		return err
	}
	_ = d.live.PutRow(r)
	d.logWrite(write{kind: wPutRow, row: r})
	return nil
}

func (d *Disk) LaneRows(k gateway.LaneKey) ([]gateway.Row, error) {
	if err := d.check(5); err != nil {
		return nil, err
	}
	return d.live.LaneRows(k)
}

func (d *Disk) PeerRows(p gateway.Peer) ([]gateway.Row, error) {
	if err := d.check(6); err != nil {
		return nil, err
	}
	return d.live.PeerRows(p)
}

func (d *Disk) LoadMarkers() (gateway.Markers, error) {
	if err := d.check(7); err != nil {
		return gateway.Markers{}, err
	}
	return d.live.LoadMarkers()
}

func (d *Disk) SaveMarkers(m gateway.Markers) error {
	if err := d.check(8); err != nil {
		return err
	}
	m = copyMarkers(m)
	_ = d.live.SaveMarkers(m)
	d.logWrite(write{kind: wSaveMarkers, markers: m})
	return nil
}

var _ gateway.Store = (*Disk)(nil)

func (w *write) apply(s *gateway.MemStore) {
	switch w.kind {
	case wSaveRoute:
		_ = s.SaveRoute(w.entry)
	case wDeleteRoute:
		_ = s.DeleteRoute(w.key)
	case wPutRow:
		_ = s.PutRow(w.row)
	case wSaveMarkers:
		_ = s.SaveMarkers(w.markers)
	}
}

// cloneStore copies a MemStore through its public methods.
func cloneStore(src *gateway.MemStore) *gateway.MemStore {
	dst := gateway.NewMemStore()
	for _, e := range src.Routes() {
		_ = dst.SaveRoute(e)
	}
	for _, r := range src.AllRows() {
		_ = dst.PutRow(r)
	}
	m, _ := src.LoadMarkers()
	_ = dst.SaveMarkers(m)
	return dst
}

// copyEntry detaches an entry from the caller's Origin pointer, so a logged write cannot change
// after the fact.
func copyEntry(e gateway.Entry) gateway.Entry {
	if e.Origin != nil {
		o := *e.Origin
		e.Origin = &o
	}
	return e
}

func copyMarkers(m gateway.Markers) gateway.Markers {
	m.FailureCounts = append([]gateway.LaneCount(nil), m.FailureCounts...)
	m.BootTimes = append([]time.Time(nil), m.BootTimes...)
	return m
}
