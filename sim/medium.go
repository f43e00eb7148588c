package sim

import (
	"bytes"
	"fmt"
	"slices"
	"time"

	"gatewaysim/gateway"
)

// Medium is a durable store under the fake disk: a real database, or any store that should run
// the world instead of the disk's own images. With a medium the disk still applies its fault
// rules and keeps its write log, but the gateway's calls go to the medium and its answers go
// back to the gateway. The disk's live and durable images become a mirror of the medium, built
// from its answers, for the checkers and the generator: the disk proves the mirror true by
// reading the medium whole after every crash (and, with Config.VerifyMedium, at every event).
//
// The world's crash model carries over: Sync is Commit (every write so far becomes durable), and
// a crash is Crash(keep), which keeps the first keep writes since the last Commit and loses the
// others. A medium counts its pending writes exactly as the disk logs them (only writes that
// changed something), and the disk checks that the two counts agree after every write.
type Medium interface {
	gateway.Store
	// Pending is the number of writes since the last Commit.
	Pending() int
	// Commit makes every pending write durable.
	Commit() error
	// Crash is the process's death: the first keep pending writes survive (keep is in
	// [0, Pending]), the rest are lost, and the medium reopens on what survived.
	Crash(keep int) error
	// Content reads everything the medium holds now, and its markers as read.
	Content() (*gateway.MemStore, gateway.Markers, error)
	// EditRoute writes a route's stored bytes as they are (nil deletes it) and EditRow a row as
	// it is: fault injection, durable at once, never with writes pending.
	EditRoute(key string, data []byte) error
	EditRow(r gateway.Row) error
	Close() error
}

// MediumEnv is what a world opens its medium with.
type MediumEnv struct {
	Location *time.Location   // the gateway's zone
	Now      func() time.Time // the world's virtual clock
}

// OpenMedium opens a world's medium (Config.Medium).
type OpenMedium func(MediumEnv) (Medium, error)

// NewDiskOn returns a disk whose gateway calls go to m (its images start empty: m must be too).
func NewDiskOn(m Medium) *Disk {
	d := NewDisk()
	d.med = m
	return d
}

// Medium is the disk's medium, or nil.
func (d *Disk) Medium() Medium { return d.med }

// openMedium gives the world a disk on its configured medium.
func (w *World) openMedium() error {
	m, err := w.cfg.Medium(MediumEnv{Location: w.gcfg.Location, Now: w.clk.Now})
	if err != nil {
		return fmt.Errorf("sim: open the medium: %w", err)
	}
	w.disk = NewDiskOn(m)
	w.disk.verify = w.cfg.VerifyMedium
	return nil
}

// Close closes the world's medium, if it has one. The world must not run afterwards: its store
// then fails every call.
func (w *World) Close() error {
	if w.disk.med == nil {
		return nil
	}
	return w.disk.med.Close()
}

// --- the disk's calls with a medium ---

// mediumWrote checks the medium's count of pending writes against the log.
func (d *Disk) mediumWrote() {
	if n := d.med.Pending(); n != len(d.log) {
		panic(fmt.Sprintf("sim: the medium counts %d pending writes, the disk logged %d", n, len(d.log)))
	}
}

func (d *Disk) medSaveRoute(k gateway.LaneKey, data []byte) error {
	if err := d.med.SaveRoute(k, data); err != nil {
		return err
	}
	own := append([]byte(nil), data...)
	d.live.KeepRoute(k, own)
	d.logWrite(Write{Kind: WriteRoute, Call: "route-save", Key: k, Data: own})
	d.mediumWrote()
	return nil
}

func (d *Disk) medDeleteRoute(k gateway.LaneKey) error {
	if err := d.med.DeleteRoute(k); err != nil {
		return err
	}
	_ = d.live.DeleteRoute(k)
	d.logWrite(Write{Kind: WriteRouteDelete, Call: "route-delete", Key: k})
	d.mediumWrote()
	return nil
}

// medRow mirrors a row write the medium reports: the row as the medium now reads it.
func (d *Disk) medRow(r gateway.Row, changed bool, err error) (gateway.Row, bool, error) {
	if err != nil {
		return gateway.Row{}, false, err
	}
	if changed {
		d.live.PutRow(r)
		d.logRow(r)
	}
	d.mediumWrote()
	return r, changed, nil
}

func (d *Disk) medCreateRow(r gateway.Row) (bool, error) {
	created, err := d.med.CreateRow(r)
	if err != nil {
		return false, err
	}
	if created {
		r, _, err = d.med.Row(r.ID) // as the medium stored it
		if err != nil {
			return false, err
		}
	}
	_, _, err = d.medRow(r, created, nil)
	return created, err
}

func (d *Disk) medTouchRow(id gateway.SessionID, t gateway.RowTouch) (bool, error) {
	ok, err := d.med.TouchRow(id, t)
	if err != nil {
		return false, err
	}
	var r gateway.Row
	if ok {
		if r, _, err = d.med.Row(id); err != nil {
			return false, err
		}
	}
	_, _, err = d.medRow(r, ok, nil)
	return ok, err
}

func (d *Disk) medSaveMarkers(m gateway.Markers) error {
	if err := d.med.SaveMarkers(m); err != nil {
		return err
	}
	_ = d.live.SaveMarkers(m)
	m, _ = d.live.LoadMarkers()
	d.logWrite(Write{Kind: WriteMarkers, Call: "markers", Markers: m})
	d.mediumWrote()
	return nil
}

// medSync checks the mirror against the medium (when verifying) and commits. It runs after the
// log has been folded into the durable image, so that a crash image taken at the commit reads
// what Durable() holds.
func (d *Disk) medSync() {
	if d.verify {
		d.mustMatch(d.live, "at a sync")
	}
	if err := d.med.Commit(); err != nil {
		panic(fmt.Errorf("sim: medium commit: %w", err))
	}
}

// medCrash makes the medium crash as the disk did and checks that it reopened on exactly the
// durable image: nothing durable lost, nothing half written, nothing lost kept.
func (d *Disk) medCrash(keep int) {
	if err := d.med.Crash(keep); err != nil {
		panic(fmt.Errorf("sim: medium crash: %w", err))
	}
	d.mustMatch(d.durable, fmt.Sprintf("after a crash keeping %d writes", keep))
}

// medEdit runs a raw edit, durable at once; the disk has nothing pending then (the world syncs
// before every fault that edits the disk).
func (d *Disk) medEdit(edit func(Medium) error) {
	if len(d.log) > 0 {
		panic("sim: a raw disk edit with writes pending")
	}
	if err := edit(d.med); err != nil {
		panic(fmt.Errorf("sim: medium edit: %w", err))
	}
}

func hasRoute(s *gateway.MemStore, k gateway.LaneKey) bool {
	for _, r := range s.Routes() {
		if r.Key == string(k) {
			return true
		}
	}
	return false
}

func (d *Disk) mustMatch(want *gateway.MemStore, when string) {
	got, mk, err := d.med.Content()
	if err != nil {
		panic(fmt.Sprintf("sim: read the medium %s: %v", when, err))
	}
	if diff := ImageDiff(want, got, mk); diff != "" {
		panic(fmt.Sprintf("sim: the medium differs from the disk's image %s: %s", when, diff))
	}
}

// ImageDiff describes the first difference between two stores' contents ("" when they hold the
// same): routes by key and bytes, rows field by field (instants by Equal, as a medium may read
// them back in its own zone), markers with nil and empty lists alike. gotMarkers are got's
// markers as its medium read them.
func ImageDiff(want, got *gateway.MemStore, gotMarkers gateway.Markers) string {
	wr, gr := want.Routes(), got.Routes()
	if len(wr) != len(gr) {
		return fmt.Sprintf("%d routes, want %d", len(gr), len(wr))
	}
	for i := range wr {
		if wr[i].Key != gr[i].Key || !bytes.Equal(wr[i].Data, gr[i].Data) {
			return fmt.Sprintf("route %q=%q, want %q=%q", gr[i].Key, gr[i].Data, wr[i].Key, wr[i].Data)
		}
	}
	wrows, grows := want.AllRows(), got.AllRows()
	if len(wrows) != len(grows) {
		return fmt.Sprintf("%d rows, want %d", len(grows), len(wrows))
	}
	for i := range wrows {
		if !sameRow(wrows[i], grows[i]) {
			return fmt.Sprintf("row %+v, want %+v", grows[i], wrows[i])
		}
	}
	wm, _ := want.LoadMarkers()
	if !sameMarkers(wm, gotMarkers) {
		return fmt.Sprintf("markers %+v, want %+v", gotMarkers, wm)
	}
	wt, _ := want.LoadTurnMarks()
	gt, _ := got.LoadTurnMarks()
	if !slices.EqualFunc(wt, gt, func(a, b gateway.TurnMark) bool {
		return a.Session == b.Session && a.Owner == b.Owner && a.At.Equal(b.At) && a.Attempts == b.Attempts
	}) {
		return fmt.Sprintf("turn marks %+v, want %+v", gt, wt)
	}
	wl, _ := want.LoadTurnLeases()
	gl, _ := got.LoadTurnLeases()
	if !slices.EqualFunc(wl, gl, func(a, b gateway.TurnLease) bool {
		return a.Session == b.Session && a.Holder == b.Holder && a.At.Equal(b.At)
	}) {
		return fmt.Sprintf("turn leases %+v, want %+v", gl, wl)
	}
	wp, _ := want.LoadProcList()
	gp, _ := got.LoadProcList()
	if !slices.EqualFunc(wp, gp, func(a, b gateway.BgProc) bool {
		return a.PID == b.PID && a.Key == b.Key && a.Owner == b.Owner && a.Started.Equal(b.Started)
	}) {
		return fmt.Sprintf("process list %+v, want %+v", gp, wp)
	}
	return ""
}

func sameRow(a, b gateway.Row) bool {
	return a.ID == b.ID && a.Key == b.Key && a.Peer == b.Peer && a.ParentID == b.ParentID &&
		a.StartedAt.Equal(b.StartedAt) && a.EndedAt.Equal(b.EndedAt) && a.EndReason == b.EndReason &&
		a.Messages == b.Messages && a.ActiveAt.Equal(b.ActiveAt) && a.UserAt.Equal(b.UserAt) &&
		a.PromptTokens == b.PromptTokens && a.Owner == b.Owner
}

func sameMarkers(a, b gateway.Markers) bool {
	if a.Boots != b.Boots || a.CleanShutdown != b.CleanShutdown ||
		len(a.FailureCounts) != len(b.FailureCounts) || len(a.BootTimes) != len(b.BootTimes) {
		return false
	}
	for i := range a.FailureCounts {
		if a.FailureCounts[i] != b.FailureCounts[i] {
			return false
		}
	}
	for i := range a.BootTimes {
		if !a.BootTimes[i].Equal(b.BootTimes[i]) {
			return false
		}
	}
	return true
}
