package gateway

// A small driver for the table tests of the messaging core: one rig is one store, one fake clock
// in a zone with DST changes, and the process currently running over them. It follows the driver
// protocol of the package doc (collect effects after every call, Tick at every deadline) and keeps
// a trace of every step with its effects, printed when a check fails, so a failure reads like a
// transcript: "@06-10 09:00:00 CEST > msg telegram:dm:42 "hi"" followed by the indented effects.
// Session ids are printed as s1, s2, ... in order of first appearance.

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"testing/synctest"
	"time"
	_ "time/tzdata" // Europe/Berlin must exist on any machine

	"github.com/benbjohnson/clock"
)

// rigZone is the gateway's configured zone in every rig: it has a spring-forward gap and a
// fall-back repeated hour.
var rigZone = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		panic(err)
	}
	return loc
}()

// rigStart is a plain summer weekday morning, far from any DST change and from 04:00.
var rigStart = time.Date(2026, 6, 10, 9, 0, 0, 0, rigZone)

// berlin builds a wall time in the rig's zone.
func berlin(y int, mo time.Month, d, h, mi int) time.Time {
	return time.Date(y, mo, d, h, mi, 0, 0, rigZone)
}

// Sources the tests talk through.
func tgDM(chat string) Source {
	return Source{Platform: "telegram", ChatType: ChatDM, ChatID: chat, UserID: "u" + chat}
}
func discordDM(chat string) Source {
	return Source{Platform: "discord", ChatType: ChatDM, ChatID: chat, UserID: "u" + chat}
}
func webhookDM(chat string) Source {
	return Source{Platform: "webhook", ChatType: ChatDM, ChatID: chat, UserID: "u" + chat}
}
func tgGroup(chat, user string) Source {
	return Source{Platform: "telegram", ChatType: ChatGroup, ChatID: chat, UserID: user}
}
func discordGroup(chat, user string) Source {
	return Source{Platform: "discord", ChatType: ChatGroup, ChatID: chat, UserID: user}
}

// rig drives one store through any number of processes.
type rig struct {
	t   *testing.T
	cfg Config
	clk *clock.Mock
	mem *MemStore
	st  Store // what each process opens: mem, or a wrapper around it
	g   *Gateway

	down    map[Platform]bool // adapters left down when the next process starts
	entropy uint32
	alias   map[SessionID]string
	log     []string
	last    []string // the effect lines of the last step
	pid     int      // the last background command's process id
}

// newRig boots a first process at rigStart; mut edits the configuration (nil: defaults).
func newRig(t *testing.T, mut func(*Config)) *rig {
	return newRigAt(t, rigStart, mut)
}

// newRigAt boots a first process at start.
func newRigAt(t *testing.T, start time.Time, mut func(*Config)) *rig {
	r := newColdRig(t, start, mut)
	r.boot()
	return r
}

// newColdRig prepares the store, clock and configuration without starting a process, so a test
// can seed the store or wrap it first.
func newColdRig(t *testing.T, start time.Time, mut func(*Config)) *rig {
	t.Helper()
	r := &rig{t: t, clk: clock.NewMock(), mem: NewMemStore(), down: map[Platform]bool{}, alias: map[SessionID]string{}}
	r.clk.Set(start)
	r.st = r.mem
	r.cfg = DefaultConfig()
	r.cfg.Location = rigZone
	r.cfg.Entropy = func() uint32 { r.entropy++; return r.entropy }
	if mut != nil {
		mut(&r.cfg)
	}
	return r
}

// inBubble runs f inside a synctest bubble, where the mock clock's 1 ms sleeps are free.
func inBubble(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	synctest.Test(t, f)
}

// ---- time ----

func (r *rig) now() time.Time { return r.clk.Now().In(rigZone) }

func (r *rig) stamp() string { return r.now().Format("01-02 15:04:05 MST") }

// setClock moves the mock, once per distinct instant.
func (r *rig) setClock(at time.Time) {
	if !at.Equal(r.clk.Now()) {
		r.clk.Set(at)
	}
}

// advance moves time forward by d, firing Tick at every deadline on the way.
func (r *rig) advance(d time.Duration) {
	r.t.Helper()
	r.advanceTo(r.now().Add(d), "advance "+fmtDur(d))
}

// advanceTo moves time forward to at, firing Tick at every deadline on the way.
func (r *rig) advanceTo(at time.Time, what string) {
	r.t.Helper()
	if what == "" {
		what = "advance to " + at.In(rigZone).Format("01-02 15:04:05 MST")
	}
	if at.Before(r.clk.Now()) {
		r.fail("advance backwards to %v", at)
	}
	r.note(what)
	r.tickUntil(at)
	r.setClock(at)
}

// tickUntil fires Tick at every deadline up to and including at.
func (r *rig) tickUntil(at time.Time) {
	r.t.Helper()
	for i := 0; r.g != nil; i++ {
		dl, ok := r.g.Deadline()
		if !ok || dl.After(at) {
			return
		}
		if i > 1_000_000 {
			r.fail("Deadline does not move past %v", dl)
		}
		if dl.After(r.clk.Now()) {
			r.setClock(dl)
		}
		before := r.clk.Now()
		r.quietStep("tick", r.g.Tick)
		if next, ok := r.g.Deadline(); ok && !next.After(before) {
			r.fail("Tick at %v left the deadline at %v", before, next)
		}
	}
}

// fmtDur prints 90m as "1h30m" and 2h as "2h".
func fmtDur(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// ---- steps ----

// note adds a line to the trace.
func (r *rig) note(what string) { r.log = append(r.log, "@"+r.stamp()+" > "+what) }

// step runs one gateway call and records its effects under a header.
func (r *rig) step(what string, f func()) []string {
	r.note(what)
	f()
	return r.collect()
}

// quietStep is step for ticks: the header is written only when the call had effects.
func (r *rig) quietStep(what string, f func()) []string {
	f()
	lines := r.collect()
	if len(lines) > 0 {
		head := "@" + r.stamp() + " > " + what
		at := len(r.log) - len(lines)
		r.log = append(r.log[:at], append([]string{head}, r.log[at:]...)...)
	}
	return lines
}

// collect takes the process's effects, renders them and appends them to the trace.
func (r *rig) collect() []string {
	var lines []string
	if r.g != nil {
		for _, e := range r.g.TakeEffects() {
			checkFieldsShown(r.t, e)
			lines = append(lines, r.render(e))
		}
	}
	for _, l := range lines {
		r.log = append(r.log, "    "+l)
	}
	r.last = lines
	return lines
}

// render prints an effect with short lanes, aliased sessions and local times.
func (r *rig) render(e Effect) string {
	e.Lane = LaneKey(shortLane(e.Lane))
	e.Session = SessionID(r.name(e.Session))
	e.Text, e.Why = r.aliasText(e.Text), r.aliasText(e.Why)
	e.Parent = SessionID(r.aliasText(string(e.Parent)))
	return e.Describe(func(t time.Time) string { return t.In(rigZone).Format("15:04:05") })
}

func shortLane(k LaneKey) string { return strings.TrimPrefix(string(k), "agent:main:") }

// name returns a session's alias, assigning the next one on first sight.
func (r *rig) name(id SessionID) string {
	if id == "" {
		return ""
	}
	if a, ok := r.alias[id]; ok {
		return a
	}
	a := fmt.Sprintf("s%d", len(r.alias)+1)
	r.alias[id] = a
	return a
}

// nameAs gives a seeded session a chosen alias.
func (r *rig) nameAs(id SessionID, a string) { r.alias[id] = a }

func (r *rig) aliasText(s string) string {
	if s == "" {
		return s
	}
	ids := make([]string, 0, len(r.alias))
	for id := range r.alias {
		ids = append(ids, string(id))
	}
	sort.Strings(ids)
	for _, id := range ids {
		s = strings.ReplaceAll(s, id, r.alias[SessionID(id)])
	}
	return s
}

// ---- processes ----

// boot starts a new process over the store: Open, the adapters not held down, Boot.
func (r *rig) boot() []string {
	r.t.Helper()
	g, err := Open(r.cfg, r.clk, r.st)
	if err != nil {
		r.fail("Open: %v", err)
	}
	r.g = g
	var ps []string
	for p := range r.cfg.Adapters {
		if !r.down[p] {
			ps = append(ps, string(p))
		}
	}
	sort.Strings(ps)
	for _, p := range ps {
		r.g.AdapterUp(Platform(p))
		r.collect()
	}
	down := make([]string, 0, len(r.down))
	for p, d := range r.down {
		if d {
			down = append(down, string(p))
		}
	}
	sort.Strings(down)
	what := "boot"
	if len(down) > 0 {
		what += " (adapters down: " + strings.Join(down, ",") + ")"
	}
	return r.step(what, r.g.Boot)
}

// crash drops the process at an event boundary and boots a new one.
func (r *rig) crash() []string {
	r.t.Helper()
	r.note("crash")
	r.g = nil
	return r.boot()
}

// beginShutdown starts a drain (restart or plain shutdown).
func (r *rig) beginShutdown(restart bool) []string {
	what := "shutdown"
	if restart {
		what = "restart"
	}
	return r.step("begin "+what, func() { r.g.BeginShutdown(restart) })
}

// finishShutdown waits for the drain (firing the timeout at its deadline) and exits.
func (r *rig) finishShutdown() []string {
	r.t.Helper()
	if !r.g.Drained() {
		dl, ok := r.g.Deadline()
		if !ok {
			r.fail("draining with no deadline")
		}
		r.advanceTo(dl, "wait for the drain")
	}
	if !r.g.Drained() {
		r.fail("the drain did not end at its deadline")
	}
	lines := r.step("exit", r.g.Exit)
	if r.g.Phase() != PhaseExited {
		r.fail("Exit left phase %v", r.g.Phase())
	}
	return lines
}

// restart is a full restart: drain, exit, boot. It returns the boot's effects.
func (r *rig) restart() []string {
	r.t.Helper()
	r.beginShutdown(true)
	r.finishShutdown()
	r.g = nil
	return r.boot()
}

// ---- events ----

func (r *rig) key(src Source) LaneKey { return r.cfg.LaneKey(src) }

// send is an inbound user message.
func (r *rig) send(src Source, text string) []string {
	return r.step(fmt.Sprintf("msg %s %q", shortLane(r.key(src)), text), func() {
		r.g.Inbound(Message{Source: src, Text: text})
	})
}

// internal is a synthetic internal event on the lane (a background process notice).
func (r *rig) internal(src Source) []string {
	return r.step(fmt.Sprintf("internal %s", shortLane(r.key(src))), func() {
		r.g.Inbound(Message{Source: src, Text: "process finished", Internal: true})
	})
}

// endTurn ends the lane's running turn.
func (r *rig) endTurn(src Source, o Outcome, promptTokens int) []string {
	r.t.Helper()
	k := r.key(src)
	tok, _, ok := r.g.RunningTurn(k)
	if !ok {
		r.fail("end turn on %s: no turn running", shortLane(k))
	}
	return r.step(fmt.Sprintf("turn-end %s %s tokens=%d", shortLane(k), o, promptTokens), func() {
		r.g.TurnEnded(k, tok, o, promptTokens)
	})
}

// exchange is a message whose turn ends ok at once with promptTokens.
func (r *rig) exchange(src Source, text string, promptTokens int) []string {
	r.t.Helper()
	lines := r.send(src, text)
	r.endTurn(src, OutcomeOK, promptTokens)
	return lines
}

func (r *rig) newCmd(src Source) []string {
	return r.step("/new "+shortLane(r.key(src)), func() { r.g.NewSession(src) })
}

func (r *rig) resumeCmd(src Source, target SessionID) []string {
	return r.step("/resume "+r.name(target)+" on "+shortLane(r.key(src)), func() { r.g.ResumeSession(src, target) })
}

func (r *rig) stopCmd(src Source) []string {
	return r.step("/stop "+shortLane(r.key(src)), func() { r.g.StopTurn(src) })
}

func (r *rig) compress(src Source) []string {
	return r.step("compress "+shortLane(r.key(src)), func() { r.g.Compress(src) })
}

func (r *rig) agentClose(src Source) []string {
	return r.step("agent-close "+shortLane(r.key(src)), func() { r.g.AgentClose(r.key(src)) })
}

func (r *rig) routeLost(src Source) []string {
	return r.step("route-lost "+shortLane(r.key(src)), func() { r.g.RouteLost(r.key(src)) })
}

func (r *rig) endedElsewhere(src Source, reason EndReason) []string {
	return r.step(fmt.Sprintf("row-ended-elsewhere %s %s", shortLane(r.key(src)), reason), func() {
		r.g.RowEndedElsewhere(r.key(src), reason)
	})
}

// stuckLoop restarts three times, two minutes apart (outside the breaker's window), with the
// lane busy at every drain: the first turn is a user message, the later ones the boot resumes.
func (r *rig) stuckLoop(src Source) {
	r.t.Helper()
	if _, _, ok := r.g.RunningTurn(r.key(src)); !ok {
		r.send(src, "long job")
	}
	for i := 0; i < 3; i++ {
		r.advance(2 * time.Minute)
		r.restart()
		if i < 2 {
			if _, _, ok := r.g.RunningTurn(r.key(src)); !ok {
				r.fail("stuck loop: boot %d did not auto-resume %s", i+1, shortLane(r.key(src)))
			}
		}
	}
}

// ---- observation ----

// entry is the lane's in-memory routing entry; the test fails when there is none.
func (r *rig) entry(src Source) Entry {
	r.t.Helper()
	e, ok := r.g.Entry(r.key(src))
	if !ok {
		r.fail("no entry for %s", shortLane(r.key(src)))
	}
	return e
}

// sid is the lane's current session.
func (r *rig) sid(src Source) SessionID { r.t.Helper(); return r.entry(src).SessionID }

// routes decodes the durable routing index.
func (r *rig) routes() []Entry {
	es, skipped := DecodeRoutes(r.mem.Routes(), rigZone)
	if len(skipped) > 0 {
		r.fail("the index holds entries that do not load: %v", skipped)
	}
	return es
}

// stored is the lane's entry in the durable routing index.
func (r *rig) stored(src Source) (Entry, bool) {
	k := r.key(src)
	for _, e := range r.routes() {
		if e.Key == k {
			return e, true
		}
	}
	return Entry{}, false
}

// row reads a durable row; the test fails when it does not exist.
func (r *rig) row(id SessionID) Row {
	r.t.Helper()
	row, ok, _ := r.mem.Row(id)
	if !ok {
		r.fail("no row %s", r.name(id))
	}
	return row
}

// reasonOf is a row's end reason, "live" for a live row.
func (r *rig) reasonOf(id SessionID) string {
	r.t.Helper()
	row := r.row(id)
	if row.Live() {
		return "live"
	}
	return string(row.EndReason)
}

// markers reads the durable marker state.
func (r *rig) markers() Markers { m, _ := r.mem.LoadMarkers(); return m }

// state prints the durable routes and rows with aliases.
func (r *rig) state() string {
	var b strings.Builder
	b.WriteString("routes:\n")
	entries, skipped := DecodeRoutes(r.mem.Routes(), rigZone) // not routes(): its failure prints this
	for _, s := range skipped {
		fmt.Fprintf(&b, "  %s skipped at load: %s\n", shortLane(LaneKey(s.Key)), s.Reason)
	}
	for _, e := range entries {
		fmt.Fprintf(&b, "  %s -> %s updated=%s", shortLane(e.Key), r.name(e.SessionID),
			e.UpdatedAt.In(rigZone).Format("01-02 15:04:05 MST"))
		flag := func(on bool, s string) {
			if on {
				b.WriteString(" " + s)
			}
		}
		flag(e.WasAutoReset, "was_auto_reset="+string(e.AutoResetReason))
		flag(e.ResetHadActivity, "reset_had_activity")
		flag(e.IsFreshReset, "is_fresh_reset")
		flag(e.ExpiryFinalized, "expiry_finalized")
		flag(e.Suspended, "suspended")
		flag(e.ResumePending, "resume_pending="+string(e.ResumeReason))
		flag(e.ActiveTurnToken != 0, "turn="+e.ActiveTurnToken.String())
		flag(e.LastPromptTokens > 0, fmt.Sprintf("last_prompt_tokens=%d", e.LastPromptTokens))
		b.WriteString("\n")
	}
	b.WriteString("rows:\n")
	for _, row := range r.mem.AllRows() {
		end := "live"
		if !row.Live() {
			end = string(row.EndReason)
		}
		fmt.Fprintf(&b, "  %s %s %s messages=%d", r.name(row.ID), shortLane(row.Key), end, row.Messages)
		if row.ParentID != "" {
			fmt.Fprintf(&b, " parent=%s", r.name(row.ParentID))
		}
		b.WriteString("\n")
	}
	m := r.markers()
	fmt.Fprintf(&b, "markers: clean=%v counts=%v boots=%d\n", m.CleanShutdown, m.FailureCounts, len(m.BootTimes))
	return b.String()
}

// fail stops the test with the message, the trace so far and the durable state.
func (r *rig) fail(format string, args ...any) {
	r.t.Helper()
	r.t.Fatalf("%s\n--- trace ---\n%s\n--- store ---\n%s", fmt.Sprintf(format, args...),
		strings.Join(r.log, "\n"), r.state())
}

// check fails the test unless ok.
func (r *rig) check(ok bool, format string, args ...any) {
	r.t.Helper()
	if !ok {
		r.fail(format, args...)
	}
}

// matches reports whether an effect line matches a pattern: the pattern's first word is the
// effect kind, every other word must appear as a word of the line ("notice reason=idle").
func matches(line, pat string) bool {
	words := strings.Fields(pat)
	if len(words) == 0 {
		return false
	}
	lw := strings.Fields(line)
	if len(lw) == 0 || lw[0] != words[0] {
		return false
	}
	padded := " " + line + " "
	for _, w := range words[1:] {
		if !strings.Contains(padded, " "+w+" ") {
			return false
		}
	}
	return true
}

// count is the number of lines matching pat.
func count(lines []string, pat string) int {
	n := 0
	for _, l := range lines {
		if matches(l, pat) {
			n++
		}
	}
	return n
}

// want fails unless every pattern matches some line.
func (r *rig) want(lines []string, pats ...string) {
	r.t.Helper()
	for _, p := range pats {
		if count(lines, p) == 0 {
			r.fail("want an effect %q in:\n    %s", p, strings.Join(lines, "\n    "))
		}
	}
}

// wantNo fails if any pattern matches a line.
func (r *rig) wantNo(lines []string, pats ...string) {
	r.t.Helper()
	for _, p := range pats {
		if n := count(lines, p); n > 0 {
			r.fail("want no effect %q, got %d in:\n    %s", p, n, strings.Join(lines, "\n    "))
		}
	}
}

// wantReason fails unless the row ended with want ("live" for a live row).
func (r *rig) wantReason(id SessionID, want string) {
	r.t.Helper()
	if got := r.reasonOf(id); got != want {
		r.fail("row %s: end_reason %s, want %s", r.name(id), got, want)
	}
}

// ---- a store that fails chosen operations ----

// lockedStore wraps a Store and fails the operations fail picks with ErrLocked. op is the method
// name, with every row write named "PutRow" and the finder "LaneRows" (the rows it reads); key
// and id are the lane and session it concerns, when it has them.
type lockedStore struct {
	Store
	fail func(op string, key LaneKey, id SessionID) bool
}

func (s *lockedStore) LoadRoutes() ([]StoredRoute, error) {
	if s.fail("LoadRoutes", "", "") {
		return nil, ErrLocked
	}
	return s.Store.LoadRoutes()
}

func (s *lockedStore) SaveRoute(k LaneKey, data []byte) error {
	if s.fail("SaveRoute", k, "") {
		return ErrLocked
	}
	return s.Store.SaveRoute(k, data)
}

func (s *lockedStore) DeleteRoute(k LaneKey) error {
	if s.fail("DeleteRoute", k, "") {
		return ErrLocked
	}
	return s.Store.DeleteRoute(k)
}

func (s *lockedStore) Row(id SessionID) (Row, bool, error) {
	if s.fail("Row", "", id) {
		return Row{}, false, ErrLocked
	}
	return s.Store.Row(id)
}

func (s *lockedStore) CreateRow(row Row) (bool, error) {
	if s.fail("PutRow", row.Key, row.ID) {
		return false, ErrLocked
	}
	return s.Store.CreateRow(row)
}

func (s *lockedStore) EndRow(id SessionID, reason EndReason, at time.Time) (Row, bool, error) {
	if s.fail("PutRow", "", id) {
		return Row{}, false, ErrLocked
	}
	return s.Store.EndRow(id, reason, at)
}

func (s *lockedStore) PromoteRow(id SessionID, reason EndReason, at time.Time, from ReasonSet) (Row, bool, error) {
	if s.fail("PutRow", "", id) {
		return Row{}, false, ErrLocked
	}
	return s.Store.PromoteRow(id, reason, at, from)
}

func (s *lockedStore) ReopenRow(id SessionID, stand ReasonSet) (Row, bool, error) {
	if s.fail("PutRow", "", id) {
		return Row{}, false, ErrLocked
	}
	return s.Store.ReopenRow(id, stand)
}

func (s *lockedStore) TouchRow(id SessionID, t RowTouch) (bool, error) {
	if s.fail("PutRow", "", id) {
		return false, ErrLocked
	}
	return s.Store.TouchRow(id, t)
}

func (s *lockedStore) FindLatest(k LaneKey, p Peer, rec ReasonSet) (Row, FindPass, bool, error) {
	if s.fail("LaneRows", k, "") {
		return Row{}, "", false, ErrLocked
	}
	return s.Store.FindLatest(k, p, rec)
}

func (s *lockedStore) LaneRows(k LaneKey) ([]Row, error) {
	if s.fail("LaneRows", k, "") {
		return nil, ErrLocked
	}
	return s.Store.LaneRows(k)
}

func (s *lockedStore) PeerRows(p Peer) ([]Row, error) {
	if s.fail("PeerRows", "", "") {
		return nil, ErrLocked
	}
	return s.Store.PeerRows(p)
}

// TestRigTraceReadsLikeATranscript pins the harness itself: effects are rendered with aliases and
// short lanes, a failing check prints the trace, and Tick fires at the watcher's deadlines.
func TestRigTraceReadsLikeATranscript(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		src := tgDM("42")
		lines := r.send(src, "hi")
		r.want(lines, "routed lane=telegram:dm:42 session=s1 flag", "turn-started session=s1")
		r.check(count(lines, "routed flag") == 1, "one routed line")
		r.check(!matches("routed lane=x", "notice"), "kind must match")
		r.check(!matches("notice lane=x reason=idle_x", "notice reason=idle"), "words match whole")
		r.endTurn(src, OutcomeOK, 10)
		first, _ := r.g.Deadline()
		r.check(first.Equal(rigStart.Add(time.Minute)), "first watcher pass at +60s, got %v", first)
		r.advance(6 * time.Minute)
		next, _ := r.g.Deadline()
		r.check(next.Equal(rigStart.Add(11*time.Minute)), "passes at +1m, +6m, then +11m: next %v", next)
		trace := strings.Join(r.log, "\n")
		r.check(strings.Contains(trace, `@06-10 09:00:00 CEST > msg telegram:dm:42 "hi"`), "trace header:\n%s", trace)
		r.check(strings.Contains(r.state(), "s1 telegram:dm:42 live messages=2"), "state:\n%s", r.state())
	})
}

// ---- routing checks ----

// wantSame checks that the message whose effects are lines stayed on prev, with no reset.
func (r *rig) wantSame(lines []string, src Source, prev SessionID) {
	r.t.Helper()
	cur := r.sid(src)
	if cur != prev {
		r.fail("%s moved from %s to %s; want it to stay", shortLane(r.key(src)), r.name(prev), r.name(cur))
	}
	r.want(lines, "routed session="+r.name(prev))
	r.wantNo(lines, "routed flag", "row-created")
}

// wantReset checks that the message whose effects are lines left prev for a fresh incarnation
// with the automatic reset reason; it returns the new session.
func (r *rig) wantReset(lines []string, src Source, prev SessionID, reason EndReason) SessionID {
	r.t.Helper()
	cur := r.sid(src)
	if cur == prev {
		r.fail("%s stayed on %s; want a %s reset", shortLane(r.key(src)), r.name(prev), reason)
	}
	r.want(lines, fmt.Sprintf("routed session=%s reason=%s flag", r.name(cur), reason))
	return cur
}

// wantFresh checks that the message left prev for a fresh incarnation with no reset reason.
func (r *rig) wantFresh(lines []string, src Source, prev SessionID) SessionID {
	r.t.Helper()
	cur := r.sid(src)
	if cur == prev {
		r.fail("%s stayed on %s; want a fresh incarnation", shortLane(r.key(src)), r.name(prev))
	}
	r.want(lines, "routed session="+r.name(cur)+" flag")
	r.wantNo(lines, "notice")
	for _, l := range lines {
		if matches(l, "routed") && strings.Contains(l, " reason=") {
			r.fail("want no reset reason: %s", l)
		}
	}
	return cur
}

// process starts (or ends) a background command on the lane; the end is the lane's oldest.
func (r *rig) processStarted(src Source) []string {
	r.pid++
	return r.step("process-started "+shortLane(r.key(src)), func() { r.g.ProcessStarted(r.key(src), r.pid) })
}

func (r *rig) processEnded(src Source) []string {
	return r.step("process-ended "+shortLane(r.key(src)), func() {
		for _, p := range r.g.Procs() {
			if p.Key == string(r.key(src)) {
				r.g.ProcessEnded(p.PID)
				return
			}
		}
	})
}

// markPending leaves the lane resume_pending (restart_timeout) after a restart whose drain timed
// out with the lane busy; the lane's adapter stays down at the boot, so nothing auto-resumes it.
func (r *rig) markPending(src Source) {
	r.t.Helper()
	if _, _, ok := r.g.RunningTurn(r.key(src)); !ok {
		r.send(src, "long job")
	}
	r.down[src.Platform] = true
	r.restart()
	e := r.entry(src)
	r.check(e.ResumePending && e.ResumeReason == ResumeRestartTimeout, "%s not resume_pending after the restart", shortLane(r.key(src)))
}

// noWatcher pushes the expiry watcher out of every test's horizon, so resets happen lazily at
// routing time only.
func noWatcher(c *Config) { c.WatcherFirstDelay, c.WatcherInterval = 10000*time.Hour, 10000*time.Hour }
