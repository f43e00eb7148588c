package check

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// Oracle judges a world against the reference model after every gateway call: the model's
// predictions for the call's effects (Model.Observe), then every state invariant over the rows,
// the routing entries and the TUI registry (model.CheckAll). Install it with Attach.
//
// Its observations are incremental (model.Observation.Store): the disk reports the rows a step
// may have changed (Disk.TrackRows) and the process the lanes whose entry it may have changed
// (Gateway.TrackEntries), so a step costs what it touched, not what the store holds. Whole makes
// every observation list every row and entry instead, as the oracle did before: the reference the
// incremental one is tested against (TestOracleIncrementalMatchesWhole).
type Oracle struct {
	w      *sim.World // the world judged, for a panic's report
	m      *model.Model
	h      *model.History
	lastAt time.Time
	steps  int

	// Whole: judge every step on whole observations, and check after each that the model's
	// shortcut bookkeeping matches a whole pass (Model.VerifySync). Set it before the first step.
	Whole bool

	writesSeen int // the disk's write count at the last call judged
	boots      bootCount
	failsSeen  int // the disk's refused-call count at the last call judged
	writes     []model.Written

	obs     model.Observation
	view    oracleView
	started bool             // the first incremental observation was made (it lists every row)
	tracked *gateway.Gateway // the process whose changed lanes are tracked
	rows    []gateway.Row
	entries []gateway.Entry
	saved   []routeRead   // the routes the step saved, as the oracle reads them
	audit   laneAudit     // the check that ChangedLanes misses no lane (incremental only)
	held    heldStore     // the stored routes against the entries the process holds (oracle_held.go)
	markers markerReports // every change of a resume marker reported (oracle_markers.go)
	ew      elsewhere     // another process's end of a row, read before its call (oracle_elsewhere.go)
	printed printedChecks // the effects' printed lines (oracle_printed.go)
	// marksSaved, marks: whether the call saved the TUI marker file, and its last save (callWrites).
	marksSaved bool
	marks      []gateway.TurnMark
	// procsSaved, procs: whether the call saved the process list, and its last save (callWrites).
	procsSaved bool
	procs      []gateway.BgProc
	changed    []gateway.LaneKey
}

// NewOracle builds the model for w's gateway configuration, starting at w's current time over an
// empty store. Attach it before the world's first boot is observed (sim.NewWorld with NoBoot, or a
// world whose store is still empty).
func NewOracle(w *sim.World) *Oracle {
	m := model.New(model.RulesFrom(w.GatewayConfig()), w.Now())
	markers, _ := w.Disk().Live().LoadMarkers()
	o := &Oracle{w: w, m: m, h: m.History(), lastAt: w.Now(), view: oracleView{w}, boots: bootCount{onDisk: markers.Boots}}
	w.AddBeforeCall(o.before)
	return o
}

// before shows the model what a message's routing will read, right before the call (the model
// settles the routing's path from it: model/settle_route.go): the process's entry for the lane,
// the row it names, and the rows of the lane's key and of its peer, as the disk holds them.
func (o *Oracle) before(w *sim.World, ev model.Event) {
	if re, ok := ev.(model.RowEnded); ok {
		o.readElsewhere(w, re)
		return
	}
	msg, ok := ev.(model.Message)
	g := w.Gateway()
	if !ok || g == nil {
		return
	}
	live := w.Disk().Live()
	r := model.PreRead{Lane: msg.Lane.Key}
	if e, ok := g.EntryShared(msg.Lane.Key); ok {
		r.Entry = &e
		if row, ok, _ := live.Row(e.SessionID); ok {
			r.Row = &row
		}
	}
	r.LaneRows, _ = live.LaneRows(msg.Lane.Key)
	for _, l := range w.Lanes() {
		if l.Key != msg.Lane.Key {
			continue
		}
		r.Peer = l.Source.Peer()
		if r.Peer.ChatID != "" && r.Peer.ChatType != "" {
			r.PeerPass = true
			r.PeerRows, _ = live.PeerRows(r.Peer)
		}
	}
	o.m.ReadBefore(r)
}

// Attach makes o the world's observer.
func (o *Oracle) Attach(w *sim.World) { w.SetObserver(o.Observe) }

// Model is the oracle's model.
func (o *Oracle) Model() *model.Model { return o.m }

// Steps is the number of calls judged.
func (o *Oracle) Steps() int { return o.steps }

// Observe is the Observer: one model step per world event.
func (o *Oracle) Observe(w *sim.World, ev model.Event, fx []gateway.Effect) error {
	if oracleHook != nil {
		oracleHook("observe", ev)
	}
	o.steps++
	o.boots.before = o.boots.onDisk
	o.saved = o.saved[:0]
	if o.steps == 1 {
		if err := checkLaneKeys(w); err != nil {
			return err
		}
	}
	now := w.Now()
	if !now.Equal(o.lastAt) {
		o.m.Expect(model.Advance{To: now})
		o.lastAt = now
	}
	o.m.Expect(ev)
	if err := o.m.Observe(fx); err != nil {
		return err
	}
	if err := o.failuresTrue(w.Disk(), fx); err != nil {
		return err
	}
	if err := routeLossDrops(w, ev, fx); err != nil {
		return err
	}
	if err := o.checkElsewhere(fx); err != nil {
		return err
	}
	if err := o.printed.check(fx); err != nil {
		return err
	}
	if o.Whole {
		if err := o.m.VerifySync(); err != nil {
			panic(err)
		}
		obs := model.Observation{At: now, Event: ev, Proc: w.Calling(), Effects: fx, Rows: allRows(w.Disk().Live()), Writes: o.callWrites(w.Disk())}
		if g := w.Gateway(); g != nil {
			obs.Entries = g.Entries()
			obs.Records = w.AllRecords()
			if savedRoute(fx) {
				live := w.Disk().Live()
				o.readSaved(live, fx, w.GatewayConfig().Location)
				obs.Routes = readRoutes(live.Routes(), w.GatewayConfig().Location)
			}
		}
		obs.Loaded = o.loaded(w, ev)
		obs.MarksSaved, obs.Marks, obs.MarksTracked = o.marksSaved, o.marks, true
		markFile(&obs, w)
		o.procList(&obs, w)
		err := model.CheckAll(&obs, o.h)
		o.m.SettleObserved(&obs)
		o.spentEarlyReads(w)
		if err != nil {
			return err
		}
		o.changed = o.changed[:0]
		for _, l := range w.Lanes() {
			o.changed = append(o.changed, l.Key)
		}
		if err := o.checkViews(w, fx); err != nil {
			return err
		}
		return o.checkStore(w, ev, fx)
	}
	o.obs = o.incremental(w, ev, fx) // (kept in o: one allocation less per step)
	err := model.CheckAll(&o.obs, o.h)
	o.m.SettleObserved(&o.obs)
	o.spentEarlyReads(w)
	if err == nil && o.audit.g != nil && o.steps-o.audit.since >= max(auditEvery, len(o.audit.prints)) {
		err = o.audit.check(o.steps)
	}
	if err != nil {
		return err
	}
	o.changed = o.obs.Lanes
	if err := o.checkViews(w, fx); err != nil {
		return err
	}
	return o.checkStore(w, ev, fx)
}

// checkViews holds what the running process reports of its state to what the model knows it
// holds (model.CheckViews). The TUI records are read only in a step whose effects name one:
// nothing else changes them, and reading them all after every step costs the loop a seventh.
func (o *Oracle) checkViews(w *sim.World, fx []gateway.Effect) error {
	if w.Settling() {
		return nil // (the next Kill of the crash checks them)
	}
	g := w.Gateway()
	if g == nil || g.Phase() == gateway.PhaseExited {
		return o.checkOthersViews(w, fx)
	}
	v := model.Views{Running: g.Running(), Turn: g.RunningTurn, Gate: g.Gate(),
		FollowUps: g.FollowUps(), Quiesced: g.Quiesced(), Agents: g.Agents(), Timers: w.AllReapTimers()}
	if slices.ContainsFunc(fx, func(e gateway.Effect) bool { return e.Record != 0 }) {
		v.Records = w.AllRecords()
	}
	if err := o.printed.checkTimers(v.Timers); err != nil {
		return err
	}
	return o.m.CheckViews(&v)
}

// checkOthersViews is checkViews while the messaging gateway is down or exiting: the records and
// reap timers of the other processes up (none in a world of one process).
func (o *Oracle) checkOthersViews(w *sim.World, fx []gateway.Effect) error {
	if len(w.Procs()) == 1 {
		return nil
	}
	timers, records := w.OthersReapTimers(), []gateway.RecordView(nil)
	if slices.ContainsFunc(fx, func(e gateway.Effect) bool { return e.Record != 0 }) {
		records = w.OthersRecords()
	}
	if err := o.printed.checkTimers(timers); err != nil {
		return err
	}
	return o.m.CheckTuiViews(timers, records)
}

// checkLaneKeys compares every lane's key, the gateway's own (sim.NewWorld keys the lanes with
// it), with the contract's derivation: the model tells lanes apart by these keys only. It also
// holds the gateway's key function to the contract on the shapes of source the lanes lack (a
// chat without an id, a user without one, a thread added or taken away) under each setting of
// the per-user flags, since no lane of the run would show a fault there.
func checkLaneKeys(w *sim.World) error {
	for _, l := range w.Lanes() {
		if err := model.CheckLaneKey(l.Source, l.Key, w.GatewayConfig()); err != nil {
			return err
		}
	}
	cfg := *w.GatewayConfig()
	for _, perUser := range [...][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
		cfg.GroupSessionsPerUser, cfg.ThreadSessionsPerUser = perUser[0], perUser[1]
		for _, l := range w.Lanes() {
			for _, src := range sourceShapes(l.Source) {
				if err := model.CheckLaneKey(src, cfg.LaneKey(src), &cfg); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// sourceShapes are s as it is, without its chat id, without its user ids, with only its
// alternative user id, and with its thread added or taken away.
func sourceShapes(s gateway.Source) []gateway.Source {
	noChat, noUser, altOnly, thread := s, s, s, s
	noChat.ChatID = ""
	noUser.UserID, noUser.UserIDAlt = "", ""
	altOnly.UserID = ""
	if altOnly.UserIDAlt == "" {
		altOnly.UserIDAlt = "alt-" + s.UserID
	}
	if thread.ThreadID == "" {
		thread.ThreadID = "th-shape"
	} else {
		thread.ThreadID = ""
	}
	return []gateway.Source{s, noChat, noUser, altOnly, thread}
}

// incremental builds the step's observation from what it may have changed: the disk's changed
// rows, the process's changed lanes (all of them the first time a process is seen) and, when the
// step saved routes, those lanes' stored routes.
func (o *Oracle) incremental(w *sim.World, ev model.Event, fx []gateway.Effect) model.Observation {
	d := w.Disk()
	obs := model.Observation{At: w.Now(), Event: ev, Proc: w.Calling(), Effects: fx, Writes: o.callWrites(d), Store: o.view}
	obs.MarksSaved, obs.Marks, obs.MarksTracked = o.marksSaved, o.marks, true
	markFile(&obs, w)
	o.procList(&obs, w)
	live := d.Live()
	o.rows = o.rows[:0]
	if !o.started {
		// The history's first observation lists every row; from then on the disk says which
		// may have changed.
		o.started = true
		d.TrackRows()
		d.ChangedRows()
		o.rows = append(o.rows, allRows(live)...)
	} else {
		for _, id := range d.ChangedRows() {
			if r, ok, _ := live.Row(id); ok {
				o.rows = append(o.rows, r)
			}
		}
	}
	obs.Rows = o.rows
	g := w.Gateway()
	if g == nil {
		return obs
	}
	o.entries = o.entries[:0]
	if g != o.tracked {
		o.tracked = g
		g.TrackEntries()
		g.ChangedLanes()
		o.audit.reset(g, o.steps)
		o.entries = append(o.entries, g.Entries()...)
		for i := range o.entries {
			obs.Lanes = append(obs.Lanes, o.entries[i].Key)
		}
	} else {
		obs.Lanes = g.ChangedLanes()
		o.audit.note(obs.Lanes)
		for _, k := range obs.Lanes {
			if e, ok := g.EntryShared(k); ok {
				o.entries = append(o.entries, e)
			}
		}
	}
	obs.Entries = o.entries
	if obs.Entries == nil {
		obs.Entries = []gateway.Entry{} // a process is up
		o.entries = obs.Entries
	}
	if savedRoute(fx) {
		obs.Routes = o.readSaved(live, fx, w.GatewayConfig().Location)
	}
	obs.Loaded = o.loaded(w, ev)
	return obs
}

// loaded is, on a boot's first phase, the routing index as the disk holds it, read with the
// oracle's own reader: the model settles from it what the process now holds (model.Observation).
func (o *Oracle) loaded(w *sim.World, ev model.Event) []gateway.Entry {
	b, ok := ev.(model.Boot)
	if !ok || b.Phase != model.BootAll && b.Phase != model.BootLoadRoutes || w.Gateway() == nil {
		return nil
	}
	es := readRoutes(w.Disk().Live().Routes(), w.GatewayConfig().Location)
	if es == nil {
		es = []gateway.Entry{}
	}
	return es
}

// readSaved reads, with the oracle's own reader, the stored routes of the lanes the step saved:
// the model's check that a saved route keeps the auto-reset fields (I7, checkPersisted) gets
// those that load, and checkSavedForms judges all of them.
func (o *Oracle) readSaved(live *gateway.MemStore, fx []gateway.Effect, loc *time.Location) []gateway.Entry {
	o.saved = o.saved[:0]
	var out []gateway.Entry
	for i := range fx {
		if fx[i].Kind != gateway.RouteSaved {
			continue
		}
		r, ok := live.Route(fx[i].Lane)
		if !ok || slices.ContainsFunc(o.saved, func(s routeRead) bool { return s.stored.Key == r.Key }) {
			continue
		}
		e, form, err := readRoute(r, loc)
		o.saved = append(o.saved, routeRead{stored: r, form: form, entry: e, err: err})
		if err == nil {
			out = append(out, e)
		}
	}
	return out // (nil when none loads: nothing to check)
}

// oracleView is the model.Store of an incremental observation: the disk's live image and the
// current process, read when a check asks.
type oracleView struct{ w *sim.World }

func (v oracleView) Row(id gateway.SessionID) (gateway.Row, bool) {
	r, ok, _ := v.w.Disk().Live().Row(id)
	return r, ok
}

func (v oracleView) AllRows() []gateway.Row { return allRows(v.w.Disk().Live()) }

// allRows is the store's every row, which the model reads sorted by id (it searches them). The
// store promises that order; a store that broke it would leave the model's searches missing rows,
// a weaker judgment, so it stops the run.
func allRows(s *gateway.MemStore) []gateway.Row {
	rows := s.AllRows()
	if !slices.IsSortedFunc(rows, func(a, b gateway.Row) int { return strings.Compare(string(a.ID), string(b.ID)) }) {
		panic("store: AllRows returned the rows out of id order")
	}
	return rows
}

func (v oracleView) Entry(k gateway.LaneKey) (gateway.Entry, bool) {
	if g := v.w.Gateway(); g != nil {
		return g.EntryShared(k)
	}
	return gateway.Entry{}, false
}

func (v oracleView) AllEntries() []gateway.Entry {
	if g := v.w.Gateway(); g != nil {
		return g.Entries()
	}
	return nil
}

// Liveness runs the end-of-run check after a quiet phase (see sim.Quiesce). A panic in it is the
// world's *PanicError, as one during an op is.
func (o *Oracle) Liveness() error {
	return o.w.Guard("liveness check", func() error {
		if oracleHook != nil {
			oracleHook("liveness", nil)
		}
		if g := o.w.Gateway(); g != nil && o.audit.g == entryLister(g) {
			if err := o.audit.check(o.steps); err != nil {
				return err
			}
		}
		return o.m.CheckLiveness()
	})
}

// failuresTrue ("effects"): the call's store-failed effects report exactly the store calls the
// disk refused in it. The model widens what it allows on each such report (the write did not
// happen, the read saw nothing), so a gateway that reported failures which never happened would
// loosen its own judgment; and the contract has every failure reported (docs/contract.md §1.6),
// which an operator's log depends on.
func (o *Oracle) failuresTrue(d *sim.Disk, fx []gateway.Effect) error {
	refused := d.Failures - o.failsSeen
	o.failsSeen = d.Failures
	reported := 0
	for i := range fx {
		if fx[i].Kind == gateway.StoreFailed {
			reported++
		}
	}
	if reported != refused {
		return &model.Violation{Inv: "effects", Facts: fmt.Sprintf(
			"the call reported %d store failures, but the store refused %d of its calls", reported, refused)}
	}
	return nil
}

// savedRoute reports whether a call wrote a route (the persisted index is then worth reading).
func savedRoute(fx []gateway.Effect) bool {
	for i := range fx {
		if fx[i].Kind == gateway.RouteSaved {
			return true
		}
	}
	return false
}

// spentEarlyReads has the model forget the early reads of the turn leases the step took (a
// refusal in a later step rests on that step's own read): exact where History.busyFor alone
// would take any early read of the instant.
func (o *Oracle) spentEarlyReads(w *sim.World) {
	d := w.Disk()
	o.h.SpentEarlyReads(func(proc string) bool { return d.HasEarly(proc, sim.StaleTurnLeases) })
}

// markFile gives a backend's session.resume the marker file as its auto-continue last read it
// (an early read's content, when the read was early: sim.Disk.MarksRead; the file as the step left
// it when it read none), and a kill or crash the file as it left it (a crash may lose the last
// saves): model.Observation.MarkFile.
func markFile(obs *model.Observation, w *sim.World) {
	switch obs.Event.(type) {
	case model.SessionResume:
		if obs.Proc == "" {
			return
		}
		if ms, ok := w.Disk().MarksRead(obs.Proc); ok {
			obs.MarkFile, obs.MarkFileRead = ms, true
			return
		}
	case model.Kill:
	default:
		return
	}
	if ms, err := w.Disk().Live().LoadTurnMarks(); err == nil {
		obs.MarkFile, obs.MarkFileRead = ms, true
	}
}

// procList hands the model the running background commands and the process list as the step left
// them (model.Observation.Commands, ProcList), on the steps that can leave a running command
// unlisted: a save of the list, and a command's start (which must save it). Any other step only
// ends commands (proc-end, a clean stop, a crash) or leaves both alone.
func (o *Oracle) procList(obs *model.Observation, w *sim.World) {
	ps := o.procs
	switch obs.Event.(type) {
	case model.ProcessStart, model.CommandStart:
		if !o.procsSaved {
			ps, _ = w.Disk().Live().LoadProcList()
		}
	default:
		if !o.procsSaved {
			return
		}
	}
	obs.Commands, obs.ProcList, obs.ProcListRead = w.Commands(), ps, true
}

// callWrites are the writes the disk took since the last call judged, in the model's terms. The
// world syncs the disk before each event, and one event may make several calls (a boot's phases),
// so they are the newest entries of the pending log.
func (o *Oracle) callWrites(d *sim.Disk) []model.Written {
	n := d.Writes - o.writesSeen
	o.writesSeen = d.Writes
	log := d.PendingWrites()
	if n > len(log) {
		n = len(log)
	}
	o.writes = o.writes[:0]
	o.marksSaved, o.marks = false, nil
	o.procsSaved, o.procs = false, nil
	for i := len(log) - n; i < len(log); i++ {
		wr := &log[i]
		switch wr.Kind {
		case sim.WriteRow:
			o.writes = append(o.writes, model.Written{Session: wr.Row.ID, Row: &wr.Row})
		case sim.WriteRoute:
			o.writes = append(o.writes, model.Written{Lane: wr.Key, Session: routeSession(wr.Data)})
		case sim.WriteRouteDelete:
			o.writes = append(o.writes, model.Written{Lane: wr.Key})
		case sim.WriteMarkers:
			o.boots.onDisk = wr.Markers.Boots
		case sim.WriteTurnMarks:
			o.marksSaved, o.marks = true, wr.Marks
		case sim.WriteProcList:
			o.procsSaved, o.procs = true, wr.Procs
		}
	}
	if o.writes == nil {
		o.writes = []model.Written{}
	}
	return o.writes
}

// oracleHook, when set, runs at the start of every oracle step ("observe" with the event, or
// "liveness"). Only tests set it: it is how TestModelPanicIsReported plants a panic inside the
// model's code without a model of its own.
var oracleHook func(stage string, ev model.Event)

// routeLossDrops ("effects"): the gateway's RouteLost drops the lane's routing entry from the
// process and its route from the index (docs/contract.md §6), reporting it (RouteDropped, "lost"):
// afterwards the process holds no entry for the lane, and the index no route, unless the delete
// failed and said so. (An index loss, RouteLost.Disk, is the disk's and never reaches the gateway.)
func routeLossDrops(w *sim.World, ev model.Event, fx []gateway.Effect) error {
	rl, ok := ev.(model.RouteLost)
	g := w.Gateway()
	if !ok || rl.Disk || g == nil {
		return nil
	}
	entry := func(k gateway.LaneKey) (gateway.SessionID, bool) {
		e, ok := g.EntryShared(k)
		return e.SessionID, ok
	}
	stored := func(k gateway.LaneKey) bool { _, ok := w.Disk().Live().Route(k); return ok }
	return checkRouteLoss(rl.Lane, entry, stored, fx)
}

// checkRouteLoss judges a route loss of lane k by what the process and the index hold after it.
func checkRouteLoss(k gateway.LaneKey, entry func(gateway.LaneKey) (gateway.SessionID, bool), stored func(gateway.LaneKey) bool,
	fx []gateway.Effect) error {
	if s, held := entry(k); held {
		return &model.Violation{Inv: "effects", Facts: fmt.Sprintf(
			"lane %s lost its route, but the process still routes it to %s", k, s)}
	}
	dropped, failed := false, false
	for i := range fx {
		e := &fx[i]
		dropped = dropped || e.Kind == gateway.RouteDropped && e.Lane == k
		failed = failed || e.Kind == gateway.StoreFailed && e.Lane == k && e.Op == "delete_route"
	}
	if stored(k) && dropped && !failed {
		return &model.Violation{Inv: "effects", Facts: fmt.Sprintf(
			"lane %s's route was reported dropped, but the index still holds it", k)}
	}
	return nil
}
