package sim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// Kind is the kind of an operation: one event the world can apply.
type Kind uint8

// The operation set, each kind described by its entry in opTable (sim/ops.go). Each kind's
// directive form is in the comment; [x] is optional. Every kind also accepts
// turn=<dur>/<outcome> tokens=<n> (the agent turns the op starts, synthetic resume turns
// included, take this duration, outcome and prompt-token count instead of a draw) and hold=true
// (do not run the follow-ups due at this instant yet: the next op runs first if it is a kill or
// crash, else the follow-ups run before it).
const (
	kindNone Kind = iota

	// User actions on a lane (lanes are named in Config.Lanes). Dropped while the lane's adapter
	// is down or no process is up.
	KindMessage  // message lane=a [text="..."|text=len:N]  (default text "hi"; text="" is an empty message)
	KindInternal // internal lane=a            (a background-process notice: never moves the activity clock)
	KindNew      // new lane=a                 (/new)
	KindResume   // resume lane=a target=s2    (/resume; sN names a session, see World.SessionName)
	KindStop     // stop lane=a                (/stop)
	KindCompress // compress lane=a
	KindMetadata // metadata lane=a            (a metadata write: MetadataWritten, never moves the activity clock)
	KindRestart  // restart lane=a             (/restart: a reply, then a restart drain; the supervisor boots again)

	// Agent and process side of a lane.
	KindAgentClose // agent-close lane=a
	KindRowEnded   // row-ended lane=a reason=ws_orphan_reap (another process ends the lane's row: by accident, or on purpose with an intentional reason)
	KindProcStart  // proc-start lane=a
	KindProcEnd    // proc-end lane=a
	KindRouteLoss  // route-loss lane=a        (the gateway drops the lane's route: RouteLost)
	KindIndexLoss  // index-loss [lane=a]      (the disk loses one route, or all, from both images)
	KindMarkResume // mark-resume lane=a reason=restart_timeout (the lane's entry marked resume_pending, as a drain does)
	KindSuspend    // suspend lane=a           (the lane's entry suspended: suspend_session)

	// Time.
	KindAdvance   // advance 25h               (runs every follow-up due on the way)
	KindAdvanceTo // advance-to deadline | advance-to 04:00 [+-offset], e.g. advance-to deadline-1s
	KindTick      // tick                      (calls Tick now, due or not)

	// Process lifecycle.
	KindShutdown         // shutdown [restart=true [down=true]]  (down: the supervisor does not boot again; a boot op does)
	KindDrainTimeout     // drain-timeout          (advance to the drain deadline, firing the timeout)
	KindKill             // kill [proc=t1]         (SIGKILL: every completed write survives; proc=: that backend alone)
	KindCrash            // crash [torn=N|torn=WRITE[:N]] (machine crash; torn: only the first N writes of the last event survive, or those before its (Nth) write of that call, e.g. torn=route-save)
	KindBoot             // boot [phases=N]        (open a process and run N of the 4 boot phases; boot again continues)
	KindOperatorDrain    // operator-drain     (the operator's drain: new user turns refused, the process stays up)
	KindOperatorDrainEnd // operator-drain-end (the operator's drain released)

	// Faults of the surroundings.
	KindAdapterDown // adapter-down platform=telegram
	KindAdapterUp   // adapter-up platform=telegram
	KindDiskError   // disk-error op=save_route [count=2]

	// TUI over WebSocket. Connections are named by the op (c1, c2, ...), records by the world
	// in order of first appearance (u1, u2, ...).
	KindWsConnect  // ws-connect [proc=t1] conn=c1 (on backend t1; without proc= on the messaging gateway; later ws ops follow their connection's process)
	KindWsCreate   // ws-create conn=c1 close=false
	KindWsResume   // ws-resume conn=c2 target=s1
	KindWsPrompt   // ws-prompt conn=c1 record=u1 (u1 of an earlier process: the id a client that missed the restart still holds)
	KindWsDrop     // ws-drop conn=c1          (the socket dies: TeardownSnapshot)
	KindWsTeardown // ws-teardown conn=c1      (the teardown runs: TeardownApply)
	KindWsClose    // ws-close conn=c1 record=u1 (session.close of the record: tui_close)

	// Faults of the stored state.
	KindUnkeyRow     // unkey-row lane=a       (the lane's current row loses its session key, as rows written before that column existed: only the finder's peer pass finds it)
	KindCorruptRoute // corrupt-route lane=a [damage=NAME[:P]]   (the lane's persisted route is overwritten with an entry the gateway must refuse at its next load, or its own bytes damaged, sim/damage.go)
	KindRewriteRoute // rewrite-route lane=a [spelling=N]   (another writer rewrites the lane's persisted route in its own JSON spelling, or one drawn from seed N: the same entry, which the next load must read as it was)

	// Several processes over one store (Config.Backends, sim/proc.go).
	KindSpawn      // spawn proc=t1              (start TUI backend t1: a new run, its owner-aware startup sweep)
	KindHalt       // halt proc=t1               (t1's atexit: every open record closed tui_shutdown, then it is gone; a CLI's exit)
	KindCliResume  // cli-resume proc=cli1 target=s1 (a CLI process starts bound to s1: hermes --resume)
	KindProcSpawn  // proc-spawn proc=t1          (backend t1's agent starts a background command for its newest open record's session)
	KindStaleRead  // stale-read proc=t2 file=turn-marks (t2's next load of the file returns what it holds now: another process's save may come between t2's read and its write, sim/stale.go)
	KindStatusLost // status-lost                (gateway_state.json is gone until the next gateway's start: a start while the old gateway finishes its stop is no longer refused, lock.go)

	kindEnd
)

func (k Kind) String() string {
	switch {
	case k == kindNone:
		return "none"
	case k < kindEnd:
		return opSpecs[k].name
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Kinds lists every op kind in declaration order.
func Kinds() []Kind {
	out := make([]Kind, 0, kindEnd-1)
	for k := kindNone + 1; k < kindEnd; k++ {
		out = append(out, k)
	}
	return out
}

// KindByName is the inverse of Kind.String.
func KindByName(s string) (Kind, bool) {
	for k := kindNone + 1; k < kindEnd; k++ {
		if opSpecs[k].name == s {
			return k, true
		}
	}
	return kindNone, false
}

// Op is one operation. Fields a kind does not use are zero; String prints only the fields the
// kind takes, in a fixed order, and ParseOp is its exact inverse.
type Op struct {
	Kind Kind

	Proc     string               // the process: a backend (Config.Backends) for spawn, halt, kill, ws-connect; "" the messaging gateway
	Lane     string               // lane name (Config.Lanes)
	Conn     string               // WebSocket connection name, c1...
	Record   string               // TUI record name, u1...
	Target   string               // session name, s1...
	File     string               // stale-read: the whole-file state or the sessions table (StaleFiles)
	Platform gateway.Platform     // adapter-down / adapter-up
	Reason   gateway.EndReason    // row-ended: an accidental or intentional end reason
	Resume   gateway.ResumeReason // mark-resume: the resume reason
	DiskOp   DiskOp               // disk-error
	Count    int                  // disk-error: failing calls (>= 1)
	After    int                  // disk-error: calls that still succeed before the failures
	Close    bool                 // ws-create: close_on_disconnect
	Restart  bool                 // shutdown
	Down     bool                 // shutdown restart=true: the process stays down after the exit (no automatic boot)
	Torn     bool                 // crash: the last event's writes are torn...
	Keep     int                  // ...after this many of them reached the disk,
	TornAt   string               // ...or before its TornNth write of this call (WriteCalls), when set
	TornNth  int                  // (1 when TornAt is set: the first)
	Phases   int                  // boot: run only this many boot phases (0 = all)
	Damage   string               // corrupt-route: a generated damage of the stored route (sim/damage.go), or "form", the fixed form DamageAt...
	DamageAt int                  // ...at this position (taken modulo the room the damage has)
	Spelling int                  // rewrite-route: the seed of a drawn spelling (sim/spelling.go); 0 takes the next writer's style
	// message: the text, when text= is given (HasText; "" is an empty message), or TextLen
	// characters of filler (text=len:N); without either the message says "hi".
	Text    string
	HasText bool
	TextLen int

	Dur time.Duration // advance: the step; advance-to: the signed offset from the anchor
	To  string        // advance-to anchor: "deadline" or a local wall time "HH:MM"

	Turn TurnSpec // the turns this op starts (Turn.Set)
	Hold bool
}

// TurnSpec fixes an agent turn: its duration, outcome and prompt-token count.
type TurnSpec struct {
	Set     bool
	Dur     time.Duration
	Outcome gateway.Outcome
	Tokens  int
}

// The arguments an op kind takes (opSpec.fields): keys, required unless noted, and two
// positional words that come first (advance 25h, advance-to deadline-1s).
const (
	fLane = 1 << iota
	fConn
	fRecord
	fTarget
	fPlatform
	fDiskOp
	fCount
	fClose
	fRestart
	fTorn
	fPhases
	fLaneOpt // lane is optional (index-loss)
	fReason
	fDown     // down=true (shutdown: only with restart=true)
	fText     // text="..." or text=len:N (optional)
	fResume   // reason= of mark-resume: a resume reason
	fDuration // a positive duration (advance)
	fAnchor   // deadline or HH:MM, with an optional +-offset (advance-to)
	fDamage   // damage=NAME[:P] (corrupt-route, optional)
	fSpelling // spelling=N (rewrite-route, optional)
	fProc     // proc=P (spawn, halt)
	fProcOpt  // proc=P, optional (kill, ws-connect)
	fFile     // file=F: a whole-file state or the sessions table (stale-read)
)

// Form is the kind's directive form with placeholders, for error messages: "message lane=L",
// "crash [torn=N]". Every kind also takes [turn=DUR/OUTCOME [tokens=N]] [hold=true].
func (k Kind) Form() string {
	if k <= kindNone || k >= kindEnd {
		return k.String()
	}
	b := []string{k.String()}
	f := opSpecs[k].fields
	for _, r := range []struct {
		bit  int
		form string
	}{{fDuration, "DUR"}, {fAnchor, "deadline|HH:MM[+-DUR]"}, {fProc, "proc=P"}, {fProcOpt, "[proc=P]"}, {fLane, "lane=L"}, {fLaneOpt, "[lane=L]"}, {fConn, "conn=C"}, {fRecord, "record=U"}, {fTarget, "target=S"},
		{fFile, "file=" + strings.Join(StaleFiles, "|")}, {fPlatform, "platform=P"}, {fReason, "reason=R"}, {fResume, "reason=R"}, {fDiskOp, "op=OP"}, {fCount, "[count=N] [after=N]"},
		{fClose, "close=BOOL"}, {fText, `[text="..."|text=len:N]`}, {fRestart, "[restart=true]"}, {fDown, "[down=true]"}, {fTorn, "[torn=N|torn=WRITE[:N]]"}, {fPhases, "[phases=N]"}, {fDamage, "[damage=NAME[:P]]"}, {fSpelling, "[spelling=N]"}} {
		if f&r.bit != 0 {
			b = append(b, r.form)
		}
	}
	return strings.Join(b, " ")
}

// String prints the op as one scenario directive line.
func (o Op) String() string { return string(o.appendTo(nil)) }

// appendTo appends String's text to b (the trace writes ops without an intermediate string).
func (o Op) appendTo(b []byte) []byte {
	b = append(b, o.Kind.String()...)
	f := 0
	if o.Kind < kindEnd {
		f = opSpecs[o.Kind].fields
	}
	switch {
	case f&fDuration != 0:
		b = append(b, ' ')
		b = appendDuration(b, o.Dur)
	case f&fAnchor != 0:
		b = append(b, ' ')
		b = append(b, o.To...)
		if o.Dur > 0 {
			b = append(b, '+')
		}
		if o.Dur != 0 {
			b = appendDuration(b, o.Dur)
		}
	}
	b = o.appendNames(b, f)
	return o.appendValues(b, f)
}

// appendKV appends " k=v".
func appendKV(b []byte, k, v string) []byte {
	b = append(b, ' ')
	b = append(b, k...)
	b = append(b, '=')
	return append(b, v...)
}

// appendInt appends " k=n".
func appendInt(b []byte, k string, n int) []byte {
	b = appendKV(b, k, "")
	return strconv.AppendInt(b, int64(n), 10)
}

// appendNames appends the keys that name something, in ParseOp's order (fields f).
func (o Op) appendNames(b []byte, f int) []byte {
	if f&fProc != 0 || (f&fProcOpt != 0 && o.Proc != "") {
		b = appendKV(b, "proc", o.Proc)
	}
	if f&fLane != 0 || (f&fLaneOpt != 0 && o.Lane != "") {
		b = appendKV(b, "lane", o.Lane)
	}
	for _, kv := range [...]struct {
		bit  int
		k, v string
	}{{fConn, "conn", o.Conn}, {fRecord, "record", o.Record}, {fTarget, "target", o.Target},
		{fFile, "file", o.File}, {fPlatform, "platform", string(o.Platform)}, {fReason, "reason", string(o.Reason)},
		{fResume, "reason", string(o.Resume)}, {fDiskOp, "op", string(o.DiskOp)}} {
		if f&kv.bit != 0 {
			b = appendKV(b, kv.k, kv.v)
		}
	}
	if f&fCount != 0 && o.Count != 1 {
		b = appendInt(b, "count", o.Count)
	}
	if f&fCount != 0 && o.After != 0 {
		b = appendInt(b, "after", o.After)
	}
	if f&fClose != 0 {
		b = appendKV(b, "close", strconv.FormatBool(o.Close))
	}
	return b
}

// appendValues appends the keys that give a value, left out at their defaults (fields f).
func (o Op) appendValues(b []byte, f int) []byte {
	if f&fText != 0 && o.TextLen > 0 {
		b = appendKV(b, "text", "len:")
		b = strconv.AppendInt(b, int64(o.TextLen), 10)
	} else if f&fText != 0 && o.HasText {
		b = appendKV(b, "text", "")
		b = strconv.AppendQuote(b, o.Text)
	}
	if f&fRestart != 0 && o.Restart {
		b = appendKV(b, "restart", "true")
	}
	if f&fDown != 0 && o.Down {
		b = appendKV(b, "down", "true")
	}
	if f&fTorn != 0 && o.Torn && o.TornAt != "" {
		b = appendKV(b, "torn", o.TornAt)
		if o.TornNth > 1 {
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(o.TornNth), 10)
		}
	} else if f&fTorn != 0 && o.Torn {
		b = appendInt(b, "torn", o.Keep)
	}
	if f&fPhases != 0 && o.Phases != 0 {
		b = appendInt(b, "phases", o.Phases)
	}
	if f&fDamage != 0 && o.Damage != "" {
		b = appendKV(b, "damage", o.Damage)
		if o.DamageAt != 0 {
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(o.DamageAt), 10)
		}
	}
	if f&fSpelling != 0 && o.Spelling != 0 {
		b = appendInt(b, "spelling", o.Spelling)
	}
	if o.Turn.Set {
		b = appendKV(b, "turn", "")
		b = appendDuration(b, o.Turn.Dur)
		b = append(b, '/')
		b = append(b, o.Turn.Outcome...)
		if o.Turn.Tokens != 0 {
			b = appendInt(b, "tokens", o.Turn.Tokens)
		}
	}
	if o.Hold {
		b = appendKV(b, "hold", "true")
	}
	return b
}

// ParseOp parses one directive line; it is the exact inverse of Op.String.
func ParseOp(line string) (Op, error) {
	words, err := opWords(line)
	if err != nil {
		return Op{}, err
	}
	if len(words) == 0 {
		return Op{}, fmt.Errorf("sim: empty op")
	}
	k, ok := KindByName(words[0])
	if !ok {
		return Op{}, fmt.Errorf("sim: unknown op %q", words[0])
	}
	o := Op{Kind: k}
	f := opSpecs[k].fields
	if f&fCount != 0 {
		o.Count = 1 // count= left out: one failing call
	}
	args := words[1:]
	if f&(fDuration|fAnchor) != 0 {
		if err := o.parseLead(args); err != nil {
			return Op{}, err
		}
		args = args[1:]
	}
	seen := map[string]bool{}
	for _, a := range args {
		key, val, ok := strings.Cut(a, "=")
		if !ok || key == "" {
			return Op{}, fmt.Errorf("sim: %s: %q is not key=value", k, a)
		}
		if seen[key] {
			return Op{}, fmt.Errorf("sim: %s: %s given twice", k, key)
		}
		seen[key] = true
		known, err := o.setName(f, key, val)
		if !known {
			known, err = o.setValue(f, key, val)
		}
		if !known {
			err = fmt.Errorf("unknown key (%s takes %s)", k, kindKeys(k))
		}
		if err != nil {
			return Op{}, fmt.Errorf("sim: %s: %s=%s: %v", k, key, val, err)
		}
	}
	if err := o.checkParsed(seen); err != nil {
		return Op{}, err
	}
	return o, nil
}

// parseLead reads the word a time op starts with: a step (advance) or an anchor (advance-to).
func (o *Op) parseLead(args []string) error {
	k, f := o.Kind, opSpecs[o.Kind].fields
	if len(args) == 0 || strings.Contains(args[0], "=") {
		if f&fDuration != 0 {
			return fmt.Errorf("sim: %s needs a duration first, e.g. %s 25h", k, k)
		}
		return fmt.Errorf("sim: %s needs an anchor first, e.g. %s deadline-1s or %s 04:00", k, k, k)
	}
	if f&fDuration == 0 {
		var err error
		o.To, o.Dur, err = parseAnchor(args[0])
		return err
	}
	d, err := ParseDuration(args[0])
	switch {
	case err != nil:
		return fmt.Errorf("sim: %s: %v", k, err)
	case d <= 0:
		return fmt.Errorf("sim: %s %q: the step must be positive", k, args[0])
	}
	o.Dur = d
	return nil
}

// setName sets a key that names something (a lane, a connection, a record, a session, a
// platform, a reason, a disk op and its count) when the op's fields f take it.
func (o *Op) setName(f int, key, val string) (known bool, err error) {
	switch {
	case key == "proc" && f&(fProc|fProcOpt) != 0:
		o.Proc = val
		if !backendName.MatchString(val) {
			err = fmt.Errorf("a process is named t1..t9 (a TUI backend) or cli1..cli9 (a CLI)")
		}
	case key == "lane" && f&(fLane|fLaneOpt) != 0:
		o.Lane, err = nonEmpty(key, val)
	case key == "conn" && f&fConn != 0:
		o.Conn, err = nonEmpty(key, val)
	case key == "record" && f&fRecord != 0:
		o.Record, err = nonEmpty(key, val)
	case key == "target" && f&fTarget != 0:
		o.Target, err = nonEmpty(key, val)
	case key == "file" && f&fFile != 0:
		o.File = val
		if !slices.Contains(StaleFiles, val) {
			err = fmt.Errorf("not a state a stale read takes (%s)", strings.Join(StaleFiles, ", "))
		}
	case key == "platform" && f&fPlatform != 0:
		var p string
		p, err = nonEmpty(key, val)
		o.Platform = gateway.Platform(p)
	case key == "reason" && f&fReason != 0:
		o.Reason = gateway.EndReason(val)
		if !EndedElsewhere(o.Reason) {
			err = fmt.Errorf("not an end reason another process writes (%s)", strings.Join(elsewhereNames(), ", "))
		}
	case key == "reason" && f&fResume != 0:
		o.Resume = gateway.ResumeReason(val)
		if !validResume(o.Resume) {
			err = fmt.Errorf("not a resume reason (%s)", strings.Join(resumeNames(), ", "))
		}
	case key == "op" && f&fDiskOp != 0:
		o.DiskOp = DiskOp(val)
		if !validDiskOp(o.DiskOp) {
			err = fmt.Errorf("unknown disk op %q (%s)", val, diskOpNames())
		}
	case key == "count" && f&fCount != 0:
		o.Count, err = wholeNumber(val)
		if err == nil && o.Count < 1 {
			err = fmt.Errorf("count must be >= 1")
		}
	case key == "after" && f&fCount != 0:
		o.After, err = wholeNumber(val)
	default:
		return false, nil
	}
	return true, err
}

// setValue sets a key that gives a value (text, switches, a crash's tear, boot phases, the turn
// and its tokens) when the op's fields f take it.
func (o *Op) setValue(f int, key, val string) (known bool, err error) {
	switch {
	case key == "text" && f&fText != 0:
		err = o.parseText(val)
	case key == "close" && f&fClose != 0:
		if o.Close, err = strconv.ParseBool(val); err != nil {
			err = fmt.Errorf("want true or false")
		}
	case key == "restart" && f&fRestart != 0:
		o.Restart, err = parseTrue(val)
	case key == "down" && f&fDown != 0:
		o.Down, err = parseTrue(val)
	case key == "torn" && f&fTorn != 0:
		o.Torn = true
		if val != "" && (val[0] < '0' || val[0] > '9') && val[0] != '-' {
			o.TornAt, o.TornNth, err = parseTornAt(val)
			break
		}
		o.Keep, err = wholeNumber(val)
		if err == nil && o.Keep < 0 {
			err = fmt.Errorf("torn must be >= 0")
		}
	case key == "damage" && f&fDamage != 0:
		name, at, hasAt := strings.Cut(val, ":")
		if _, ok := damageNamed(name); !ok && name != fixedForm {
			err = fmt.Errorf("unknown damage %q (%s)", name, damageNames())
			break
		}
		o.Damage = name
		if hasAt {
			o.DamageAt, err = wholeNumber(at)
		}
	case key == "spelling" && f&fSpelling != 0:
		o.Spelling, err = wholeNumber(val)
		if err == nil && o.Spelling <= 0 {
			err = fmt.Errorf("spelling must be >= 1")
		}
	case key == "phases" && f&fPhases != 0:
		o.Phases, err = wholeNumber(val)
		if err == nil && (o.Phases < 1 || o.Phases > 4) {
			err = fmt.Errorf("phases must be 1..4")
		}
	case key == "turn":
		o.Turn.Set = true
		o.Turn.Dur, o.Turn.Outcome, err = parseTurn(val)
	case key == "tokens":
		o.Turn.Tokens, err = wholeNumber(val)
		if err == nil && o.Turn.Tokens <= 0 {
			err = fmt.Errorf("tokens must be positive (omit it for 0)")
		}
	case key == "hold":
		o.Hold, err = parseTrue(val)
	default:
		return false, nil
	}
	return true, err
}

// parseText reads a message's text: a double-quoted Go string, or len:N for N bytes of filler.
func (o *Op) parseText(val string) (err error) {
	if n, ok := strings.CutPrefix(val, "len:"); ok {
		o.TextLen, err = strconv.Atoi(n)
		if err == nil && o.TextLen < 1 {
			err = fmt.Errorf("len must be >= 1 (write text=\"\" for an empty message)")
		}
		return err
	}
	o.HasText = true
	o.Text, err = strconv.Unquote(val)
	if err != nil || !strings.HasPrefix(val, `"`) {
		err = fmt.Errorf(`want a double-quoted Go string (text="hi there", text="") or text=len:N`)
	}
	return err
}

// checkParsed checks what no single key can: keys that go together, and the keys the op needs
// (seen: the keys the line gave).
func (o *Op) checkParsed(seen map[string]bool) error {
	k, f := o.Kind, opSpecs[o.Kind].fields
	if o.Down && !o.Restart {
		return fmt.Errorf("sim: %s: down=true needs restart=true (a plain shutdown never boots again)", k)
	}
	if seen["tokens"] && !o.Turn.Set {
		return fmt.Errorf("sim: %s: tokens= needs turn=", k)
	}
	for _, r := range []struct {
		bit int
		key string
	}{{fProc, "proc"}, {fLane, "lane"}, {fConn, "conn"}, {fRecord, "record"}, {fTarget, "target"},
		{fFile, "file"}, {fPlatform, "platform"}, {fReason, "reason"}, {fResume, "reason"}, {fDiskOp, "op"}, {fClose, "close"}} {
		if f&r.bit != 0 && !seen[r.key] {
			return fmt.Errorf("sim: %s needs %s= (form: %s)", k, r.key, k.Form())
		}
	}
	return nil
}

// opWords splits an op line at spaces, except inside a double-quoted value (with Go escapes),
// which stays one word.
func opWords(line string) ([]string, error) {
	var out []string
	cur, in, quoted := []byte(nil), false, false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quoted && c == '\\' && i+1 < len(line):
			cur = append(cur, c, line[i+1])
			i++
			continue
		case c == '"':
			quoted = !quoted
		case !quoted && (c == ' ' || c == '\t'):
			if in {
				out = append(out, string(cur))
				cur, in = cur[:0], false
			}
			continue
		}
		cur, in = append(cur, c), true
	}
	if quoted {
		return nil, fmt.Errorf("sim: %q: a quoted value is never closed", line)
	}
	if in {
		out = append(out, string(cur))
	}
	return out, nil
}

// parseTornAt reads torn=WRITE or torn=WRITE:N (the Nth write of that store call, from 2; the
// first is written without :1, so that every op has one spelling).
func parseTornAt(v string) (string, int, error) {
	call, nth, hasNth := strings.Cut(v, ":")
	if !slices.Contains(WriteCalls, call) {
		return "", 0, fmt.Errorf("want a number of writes kept or a write (%s), optionally :N for its Nth", strings.Join(WriteCalls, ", "))
	}
	if !hasNth {
		return call, 1, nil
	}
	n, err := strconv.Atoi(nth)
	switch {
	case err != nil || n < 1 || strconv.Itoa(n) != nth:
		return "", 0, fmt.Errorf("%s:N needs a whole N >= 2", call)
	case n == 1:
		return "", 0, fmt.Errorf("the first %s write is written torn=%s (one spelling)", call, call)
	}
	return call, n, nil
}

// MessageText is the text a message op sends: its text= (filler of its length for text=len:N),
// or "hi".
func (o Op) MessageText() string {
	switch {
	case o.TextLen > 0:
		return strings.Repeat("lorem ipsum ", o.TextLen/12+1)[:o.TextLen]
	case o.HasText:
		return o.Text
	}
	return "hi"
}

// AccidentalEnds are the accidental end reasons a row-ended op may write (docs/contract.md §1.5),
// ws_orphan_reap first, the one only another process writes on a gateway row.
var AccidentalEnds = []gateway.EndReason{gateway.EndWsOrphanReap, gateway.EndAgentClose, gateway.EndStartupOrphanReap}

// IntentionalEnds are the intentional ones (docs/contract.md §1.5): another process ending the
// lane's row on purpose (its own /new or /resume, its watcher, its escalation).
var IntentionalEnds = []gateway.EndReason{gateway.EndSessionReset, gateway.EndSessionSwitch, gateway.EndIdle,
	gateway.EndDaily, gateway.EndSuspended, gateway.EndResumePendingExpired}

// EndedElsewhere reports whether a row-ended op may write reason r.
func EndedElsewhere(r gateway.EndReason) bool { return gateway.Accidental(r) || gateway.Intentional(r) }

func elsewhereNames() []string {
	var out []string
	for _, r := range append(append([]gateway.EndReason(nil), AccidentalEnds...), IntentionalEnds...) {
		out = append(out, string(r))
	}
	return out
}

// ResumeReasons are the reasons a mark-resume op may write (docs/contract.md §1.2), the drain's first.
var ResumeReasons = []gateway.ResumeReason{gateway.ResumeRestartTimeout, gateway.ResumeShutdownTimeout,
	gateway.ResumeRestartInterrupted}

func validResume(r gateway.ResumeReason) bool {
	for _, x := range ResumeReasons {
		if x == r {
			return true
		}
	}
	return false
}

func resumeNames() []string {
	out := make([]string, len(ResumeReasons))
	for i, r := range ResumeReasons {
		out[i] = string(r)
	}
	return out
}

// MustParseOp is ParseOp for literals in tests and generators.
func MustParseOp(line string) Op {
	o, err := ParseOp(line)
	if err != nil {
		panic(err)
	}
	return o
}

func nonEmpty(key, v string) (string, error) {
	if v == "" {
		return "", fmt.Errorf("empty %s", key)
	}
	return v, nil
}

// parseTrue accepts only "true": a false flag is written by leaving the key out, so every op has
// one spelling.
func parseTrue(v string) (bool, error) {
	if v != "true" {
		return false, fmt.Errorf("only true is written (leave the key out for false)")
	}
	return true, nil
}

func parseTurn(v string) (time.Duration, gateway.Outcome, error) {
	d, o, ok := strings.Cut(v, "/")
	if !ok {
		return 0, "", fmt.Errorf("want <duration>/<outcome>")
	}
	dur, err := ParseDuration(d)
	if err != nil {
		return 0, "", err
	}
	if dur <= 0 {
		return 0, "", fmt.Errorf("turn duration must be positive")
	}
	switch out := gateway.Outcome(o); out {
	case gateway.OutcomeOK, gateway.OutcomeInterrupted, gateway.OutcomeFailed:
		return dur, out, nil
	}
	return 0, "", fmt.Errorf("unknown outcome %q (ok, interrupted, failed)", o)
}

// parseAnchor parses "deadline", "deadline-1s", "04:00", "04:00+30s".
func parseAnchor(s string) (string, time.Duration, error) {
	i := strings.IndexAny(s, "+-")
	anchor, off := s, ""
	if i >= 0 {
		anchor, off = s[:i], s[i:]
	}
	if anchor != AnchorDeadline {
		if _, _, ok := parseHHMM(anchor); !ok {
			return "", 0, fmt.Errorf("sim: advance-to %q: anchor is deadline or HH:MM", s)
		}
	}
	if off == "" {
		return anchor, 0, nil
	}
	d, err := ParseDuration(off[1:])
	if err != nil || d <= 0 {
		return "", 0, fmt.Errorf("sim: advance-to %q: bad offset (expected +DUR or -DUR after the anchor, e.g. deadline-1s)", s)
	}
	if off[0] == '-' {
		d = -d
	}
	return anchor, d, nil
}

// AnchorDeadline is the advance-to anchor naming the gateway's next deadline.
const AnchorDeadline = "deadline"

func parseHHMM(s string) (h, m int, ok bool) {
	if len(s) != 5 || s[2] != ':' {
		return 0, 0, false
	}
	h, err1 := strconv.Atoi(s[:2])
	m, err2 := strconv.Atoi(s[3:])
	if err1 != nil || err2 != nil || h < 0 || h > 23 || m < 0 || m > 59 {
		return 0, 0, false
	}
	return h, m, true
}

// FormatDuration prints a duration exactly and compactly: 25h, 1h2m3s, 90ms, 1s500ms, 0s.
// ParseDuration reads it back.
func FormatDuration(d time.Duration) string { return string(appendDuration(nil, d)) }

var durationUnits = [...]struct {
	u    time.Duration
	name string
}{{time.Hour, "h"}, {time.Minute, "m"}, {time.Second, "s"}, {time.Millisecond, "ms"},
	{time.Microsecond, "us"}, {time.Nanosecond, "ns"}}

func appendDuration(b []byte, d time.Duration) []byte {
	if d == 0 {
		return append(b, "0s"...)
	}
	if d < 0 {
		b = append(b, '-')
		d = -d // the simulator's durations never reach math.MinInt64
	}
	for _, u := range durationUnits {
		if n := d / u.u; n > 0 {
			b = strconv.AppendInt(b, int64(n), 10)
			b = append(b, u.name...)
			d -= n * u.u
		}
	}
	return b
}

// ParseDuration reads FormatDuration's output (and anything time.ParseDuration accepts).
func ParseDuration(s string) (time.Duration, error) {
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a duration (expected e.g. 90s, 5m, 1h30m or 25h)", s)
	}
	return d, nil
}

// GoString prints the op as its scenario line, so rapid's draw log reads like a scenario.
func (o Op) GoString() string { return o.String() }
