package sim

import (
	"fmt"
	"slices"
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
// write is also appended to a log, as the physical change it made (a route's bytes, a row as it
// now reads, the marker state). Sync makes the log durable (applies it to the durable image). A
// crash replaces the live image by the durable one, after applying a prefix of the log: the torn
// step, e.g. a crash between the routing-index write and the row write of one event. Fault rules
// make the next N calls of an operation fail with gateway.ErrLocked. Routes are held in their
// persisted form, the bytes the gateway's encoder wrote; the gateway decodes them at load.
type Disk struct {
	live    *gateway.MemStore
	durable *gateway.MemStore
	log     []Write
	call    string            // the row call under way (WriteCalls), for logRow
	fail    [len(DiskOps)]int // remaining failures per op, by index in DiskOps
	spare   [len(DiskOps)]int // calls of the op that still succeed before its failures
	med     Medium            // when set, the store the gateway's calls go to (medium.go)
	verify  bool              // with a medium: compare it whole with the live image at every Sync
	stale   []staleRead       // processes' reads of whole files taken early (stale.go)
	// resuming: the process whose session.resume is under way; only its first row read may be
	// the early one (resume_row.go).
	resuming *string
	// marksRead: what each process's last load of the marker file in the current event returned
	// (MarksRead); the world clears it as each event begins.
	marksRead []marksRead

	Writes   int               // writes accepted
	Failures int               // calls failed by a rule
	Calls    [len(DiskOps)]int // calls made, per op, by index in DiskOps (failed ones included)
	Syncs    int               // Sync calls: the world makes one at the start of every event

	// changed: the rows of the live image that may have changed since ChangedRows last ran; nil
	// while nobody tracks them (TrackRows).
	changed map[gateway.SessionID]bool
}

// WriteKind is the kind of a logged write.
type WriteKind uint8

const (
	WriteRoute WriteKind = iota + 1
	WriteRouteDelete
	WriteRow
	WriteMarkers
	WriteTurnMarks  // the TUI backends' interrupted-turn markers, saved whole
	WriteProcList   // the background-process list, saved whole
	WriteTurnLeases // the cross-process turn leases, saved whole
)

// Write is one logged write: what it changed and how it now reads.
type Write struct {
	Kind    WriteKind
	Call    string          // the store call that made it (WriteCalls), by which a crash can tear it
	Key     gateway.LaneKey // a route's lane
	Data    []byte          // a route's persisted form
	Row     gateway.Row     // a row as the write left it
	Markers gateway.Markers
	Marks   []gateway.TurnMark  // WriteTurnMarks: the markers as saved
	Procs   []gateway.BgProc    // WriteProcList: the list as saved
	Leases  []gateway.TurnLease // WriteTurnLeases: the leases as saved
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

// PendingWrites are the writes not yet durable, oldest first: the current event's own, since the
// world syncs before every event. The slice is valid until the next write or Sync.
func (d *Disk) PendingWrites() []Write { return d.log }

// TrackRows makes the disk note, from now on, every row of the live image that may change (a row
// write the gateway makes, a crash reverting it, a fault made from outside), for ChangedRows. The
// rows already there count as changed, so that the first ChangedRows lists them all.
func (d *Disk) TrackRows() {
	if d.changed != nil {
		return
	}
	d.changed = map[gateway.SessionID]bool{}
	for _, r := range d.live.AllRows() {
		d.changed[r.ID] = true
	}
}

// ChangedRows returns, sorted, the ids of the rows of the live image that may have changed since
// the previous call (or since TrackRows), and forgets them. A row listed may since have gone (a
// crash lost its creation). Nil unless TrackRows ran.
func (d *Disk) ChangedRows() []gateway.SessionID {
	if len(d.changed) == 0 {
		return nil
	}
	out := make([]gateway.SessionID, 0, len(d.changed))
	for id := range d.changed {
		out = append(out, id)
	}
	clear(d.changed)
	slices.Sort(out)
	return out
}

// rowChanged notes that row id of the live image may have changed.
func (d *Disk) rowChanged(id gateway.SessionID) {
	if d.changed != nil {
		d.changed[id] = true
	}
}

// Sync makes every logged write durable.
func (d *Disk) Sync() {
	d.Syncs++
	for i := range d.log {
		d.log[i].apply(d.durable)
		d.log[i] = Write{}
	}
	d.log = d.log[:0]
	if d.med != nil {
		d.medSync()
	}
}

// Crash loses the writes that are not durable, except the first keep of them (keep < 0 keeps all:
// the OS had them, as in a kill), and returns the lost ones. The live image becomes a copy of the
// durable one.
func (d *Disk) Crash(keep int) (kept int, lost []Write) {
	if keep < 0 || keep > len(d.log) {
		keep = len(d.log)
	}
	for i := 0; i < keep; i++ {
		d.log[i].apply(d.durable)
	}
	lost = append(lost, d.log[keep:]...)
	for i := range lost {
		if lost[i].Kind == WriteRow {
			d.rowChanged(lost[i].Row.ID) // the live image reverts to what is durable
		}
	}
	d.log = d.log[:0]
	d.live = d.durable.Clone()
	d.stale = d.stale[:0] // (their readers died)
	if d.med != nil {
		d.medCrash(keep)
	}
	return keep, lost
}

// FailNext makes the next n calls of op fail with gateway.ErrLocked (n <= 0 clears the rule).
func (d *Disk) FailNext(op DiskOp, n int) error { return d.FailAfter(op, 0, n) }

// FailAfter makes n calls of op fail with gateway.ErrLocked after skip calls that succeed: a
// store that goes bad in the middle of an operation that reads it several times (n <= 0 clears
// the rule).
func (d *Disk) FailAfter(op DiskOp, skip, n int) error {
	for i, o := range DiskOps {
		if o == op {
			d.fail[i], d.spare[i] = max(n, 0), 0
			if n > 0 {
				d.spare[i] = max(skip, 0)
			}
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

// failing reports whether any op has failures armed.
func (d *Disk) failing() bool {
	for _, n := range d.fail {
		if n > 0 {
			return true
		}
	}
	return false
}

// LoseRoute drops one lane's routing entry from both images (a lost or corrupted index entry).
// Like every fault made to the stored state from outside, it lands after the writes the disk has
// already taken (it syncs first), so a later sync cannot bring the route back.
func (d *Disk) LoseRoute(k gateway.LaneKey) {
	d.Sync()
	if d.med != nil {
		d.medEdit(func(m Medium) error { return m.EditRoute(string(k), nil) })
	}
	_ = d.live.DeleteRoute(k)
	_ = d.durable.DeleteRoute(k)
}

// LoseRoutes drops the whole routing index from both images.
func (d *Disk) LoseRoutes() {
	d.Sync()
	if d.med != nil {
		d.medEdit(func(m Medium) error {
			rs, err := m.LoadRoutes()
			for _, r := range rs {
				if err == nil {
					err = m.EditRoute(r.Key, nil)
				}
			}
			return err
		})
	}
	for _, s := range []*gateway.MemStore{d.live, d.durable} {
		for _, r := range s.Routes() {
			_ = s.DeleteRoute(gateway.LaneKey(r.Key))
		}
	}
}

// CorruptRoute overwrites one lane's stored entry, in both images, with data the gateway must
// refuse at load (a torn file, a hand edit); false when the lane has no stored route.
func (d *Disk) CorruptRoute(k gateway.LaneKey, data []byte) bool {
	d.Sync()
	found := false
	if d.med != nil && hasRoute(d.durable, k) {
		d.medEdit(func(m Medium) error { return m.EditRoute(string(k), data) })
	}
	for _, s := range []*gateway.MemStore{d.live, d.durable} {
		for _, r := range s.Routes() {
			if r.Key == string(k) {
				s.PutRawRoute(r.Key, data)
				found = true
			}
		}
	}
	return found
}

// RewriteRoute replaces lane k's stored route, in both images, with what rewrite makes of its
// bytes. False when there is no route or rewrite fails (the route is left as it was).
func (d *Disk) RewriteRoute(k gateway.LaneKey, rewrite func([]byte) ([]byte, error)) (bool, error) {
	d.Sync()
	r, ok := d.durable.Route(k)
	if !ok {
		return false, nil
	}
	data, err := rewrite(r.Data)
	if err != nil {
		return false, err
	}
	if d.med != nil {
		d.medEdit(func(m Medium) error { return m.EditRoute(string(k), data) })
	}
	d.live.PutRawRoute(string(k), data)
	d.durable.PutRawRoute(string(k), data)
	return true, nil
}

// UnkeyRow clears a row's session key in both images, as rows written before the key column
// existed read; only the peer pass of the finder can then find it. False when there is no row.
func (d *Disk) UnkeyRow(id gateway.SessionID) bool {
	d.Sync()
	found := false
	if r, ok, _ := d.durable.Row(id); ok && d.med != nil {
		r.Key = ""
		d.medEdit(func(m Medium) error { return m.EditRow(r) })
	}
	for _, s := range []*gateway.MemStore{d.live, d.durable} {
		if r, ok, _ := s.Row(id); ok {
			r.Key = ""
			s.PutRow(r)
			found = true
		}
	}
	d.rowChanged(id)
	return found
}

// check applies the fault rule of the op at index slot of DiskOps.
func (d *Disk) check(slot int) error {
	d.Calls[slot]++
	if d.fail[slot] > 0 && d.spare[slot] > 0 {
		d.spare[slot]--
		return nil
	}
	if d.fail[slot] > 0 {
		d.fail[slot]--
		d.Failures++
		return gateway.ErrLocked
	}
	return nil
}

func (d *Disk) logWrite(w Write) {
	d.log = append(d.log, w)
	d.Writes++
}

// logRow logs a row write of the call under way as the row now reads (every change of a row of
// the live image the gateway makes comes here).
func (d *Disk) logRow(r gateway.Row) {
	d.logWrite(Write{Kind: WriteRow, Call: d.call, Row: r})
	d.rowChanged(r.ID)
}

// WriteCalls name the store calls that write, as a crash's torn= names them (crash
// torn=route-save): the routing index's save and delete, each row primitive, the marker files.
var WriteCalls = []string{"route-save", "route-delete", "row-create", "row-end", "row-promote", "row-reopen",
	"row-touch", "markers", "turn-marks", "turn-leases", "proc-list"}

// --- gateway.Store ---

func (d *Disk) LoadRoutes() ([]gateway.StoredRoute, error) {
	if err := d.check(0); err != nil {
		return nil, err
	}
	if d.med != nil {
		return d.med.LoadRoutes()
	}
	return d.live.LoadRoutes()
}

func (d *Disk) SaveRoute(k gateway.LaneKey, data []byte) error {
	if err := d.check(1); err != nil {
		return err
	}
	if d.med != nil {
		return d.medSaveRoute(k, data)
	}
	own := append([]byte(nil), data...) // one copy for the live image, the log and the durable image
	d.live.KeepRoute(k, own)
	d.logWrite(Write{Kind: WriteRoute, Call: "route-save", Key: k, Data: own})
	return nil
}

func (d *Disk) DeleteRoute(k gateway.LaneKey) error {
	if err := d.check(2); err != nil {
		return err
	}
	if d.med != nil {
		return d.medDeleteRoute(k)
	}
	_ = d.live.DeleteRoute(k)
	d.logWrite(Write{Kind: WriteRouteDelete, Call: "route-delete", Key: k})
	return nil
}

func (d *Disk) Row(id gateway.SessionID) (gateway.Row, bool, error) {
	if err := d.check(3); err != nil {
		return gateway.Row{}, false, err
	}
	if d.med != nil {
		return d.med.Row(id)
	}
	return d.live.Row(id)
}

func (d *Disk) CreateRow(r gateway.Row) (bool, error) {
	if err := d.check(4); err != nil {
		return false, err
	}
	d.call = "row-create"
	if d.med != nil {
		return d.medCreateRow(r)
	}
	created, _ := d.live.CreateRow(r)
	if created {
		d.logRow(r)
	}
	return created, nil
}

func (d *Disk) EndRow(id gateway.SessionID, reason gateway.EndReason, at time.Time) (gateway.Row, bool, error) {
	if err := d.check(4); err != nil {
		return gateway.Row{}, false, err
	}
	d.call = "row-end"
	if d.med != nil {
		return d.medRow(d.med.EndRow(id, reason, at))
	}
	r, changed, _ := d.live.EndRow(id, reason, at)
	if changed {
		d.logRow(r)
	}
	return r, changed, nil
}

func (d *Disk) PromoteRow(id gateway.SessionID, reason gateway.EndReason, at time.Time, from gateway.ReasonSet) (gateway.Row, bool, error) {
	if err := d.check(4); err != nil {
		return gateway.Row{}, false, err
	}
	d.call = "row-promote"
	if d.med != nil {
		return d.medRow(d.med.PromoteRow(id, reason, at, from))
	}
	r, changed, _ := d.live.PromoteRow(id, reason, at, from)
	if changed {
		d.logRow(r)
	}
	return r, changed, nil
}

func (d *Disk) ReopenRow(id gateway.SessionID, stand gateway.ReasonSet) (gateway.Row, bool, error) {
	if err := d.check(4); err != nil {
		return gateway.Row{}, false, err
	}
	d.call = "row-reopen"
	if d.med != nil {
		return d.medRow(d.med.ReopenRow(id, stand))
	}
	r, changed, _ := d.live.ReopenRow(id, stand)
	if changed {
		d.logRow(r)
	}
	return r, changed, nil
}

func (d *Disk) TouchRow(id gateway.SessionID, t gateway.RowTouch) (bool, error) {
	if err := d.check(4); err != nil {
		return false, err
	}
	d.call = "row-touch"
	if d.med != nil {
		return d.medTouchRow(id, t)
	}
	ok, _ := d.live.TouchRow(id, t)
	if ok {
		r, _, _ := d.live.Row(id)
		d.logRow(r)
	}
	return ok, nil
}

func (d *Disk) LaneRows(k gateway.LaneKey) ([]gateway.Row, error) {
	if err := d.check(5); err != nil {
		return nil, err
	}
	if d.med != nil {
		return d.med.LaneRows(k)
	}
	return d.live.LaneRows(k)
}

func (d *Disk) PeerRows(p gateway.Peer) ([]gateway.Row, error) {
	if err := d.check(6); err != nil {
		return nil, err
	}
	if d.med != nil {
		return d.med.PeerRows(p)
	}
	return d.live.PeerRows(p)
}

// FindLatest reads the lane's rows (a lane_rows fault fails it) and, when its exact pass finds
// nothing, the peer's (a peer_rows fault fails that pass).
func (d *Disk) FindLatest(k gateway.LaneKey, p gateway.Peer, rec gateway.ReasonSet) (gateway.Row, gateway.FindPass, bool, error) {
	if err := d.check(5); err != nil {
		return gateway.Row{}, "", false, err
	}
	var r gateway.Row
	var pass gateway.FindPass
	var ok bool
	if d.med != nil {
		var err error
		if r, pass, ok, err = d.med.FindLatest(k, p, rec); err != nil {
			return gateway.Row{}, "", false, err
		}
	} else {
		r, pass, ok, _ = d.live.FindLatest(k, p, rec)
	}
	if pass == gateway.FindPeer || !ok && p.ChatID != "" && p.ChatType != "" {
		if err := d.check(6); err != nil {
			return gateway.Row{}, "", false, err
		}
	}
	return r, pass, ok, nil
}

func (d *Disk) LoadMarkers() (gateway.Markers, error) {
	if err := d.check(7); err != nil {
		return gateway.Markers{}, err
	}
	if d.med != nil {
		return d.med.LoadMarkers()
	}
	return d.live.LoadMarkers()
}

func (d *Disk) SaveMarkers(m gateway.Markers) error {
	if err := d.check(8); err != nil {
		return err
	}
	if d.med != nil {
		return d.medSaveMarkers(m)
	}
	_ = d.live.SaveMarkers(m)
	m, _ = d.live.LoadMarkers()
	d.logWrite(Write{Kind: WriteMarkers, Call: "markers", Markers: m})
	return nil
}

// LoadTurnMarks and SaveTurnMarks are the TUI backends' marker file. They take no injected fault
// (no DiskOp): only processes of a world of several write it, and a new fault slot would move the
// fault draws of every single-process seed.
func (d *Disk) LoadTurnMarks() ([]gateway.TurnMark, error) {
	if d.med != nil {
		return d.med.LoadTurnMarks()
	}
	return d.live.LoadTurnMarks()
}

func (d *Disk) SaveTurnMarks(ms []gateway.TurnMark) error {
	if d.med != nil {
		if err := d.med.SaveTurnMarks(ms); err != nil {
			return err
		}
		defer d.mediumWrote()
	}
	_ = d.live.SaveTurnMarks(ms)
	ms, _ = d.live.LoadTurnMarks()
	d.logWrite(Write{Kind: WriteTurnMarks, Call: "turn-marks", Marks: ms})
	return nil
}

// LoadTurnLeases and SaveTurnLeases are the cross-process turn leases: no injected fault either,
// for the same reason as the markers'.
func (d *Disk) LoadTurnLeases() ([]gateway.TurnLease, error) {
	if d.med != nil {
		return d.med.LoadTurnLeases()
	}
	return d.live.LoadTurnLeases()
}

func (d *Disk) SaveTurnLeases(ls []gateway.TurnLease) error {
	if d.med != nil {
		if err := d.med.SaveTurnLeases(ls); err != nil {
			return err
		}
		defer d.mediumWrote()
	}
	_ = d.live.SaveTurnLeases(ls)
	ls, _ = d.live.LoadTurnLeases()
	d.logWrite(Write{Kind: WriteTurnLeases, Call: "turn-leases", Leases: ls})
	return nil
}

// LoadProcList and SaveProcList are the background-process list: no injected fault either, for the
// same reason.
func (d *Disk) LoadProcList() ([]gateway.BgProc, error) {
	if d.med != nil {
		return d.med.LoadProcList()
	}
	return d.live.LoadProcList()
}

func (d *Disk) SaveProcList(ps []gateway.BgProc) error {
	if d.med != nil {
		if err := d.med.SaveProcList(ps); err != nil {
			return err
		}
		defer d.mediumWrote()
	}
	_ = d.live.SaveProcList(ps)
	ps, _ = d.live.LoadProcList()
	d.logWrite(Write{Kind: WriteProcList, Call: "proc-list", Procs: ps})
	return nil
}

var _ gateway.Store = (*Disk)(nil)

func (w *Write) apply(s *gateway.MemStore) {
	switch w.Kind {
	case WriteRoute:
		s.KeepRoute(w.Key, w.Data) // the log's bytes never change
	case WriteRouteDelete:
		_ = s.DeleteRoute(w.Key)
	case WriteRow:
		s.PutRow(w.Row)
	case WriteMarkers:
		_ = s.SaveMarkers(w.Markers)
	case WriteTurnMarks:
		_ = s.SaveTurnMarks(w.Marks)
	case WriteTurnLeases:
		_ = s.SaveTurnLeases(w.Leases)
	case WriteProcList:
		_ = s.SaveProcList(w.Procs)
	}
}
