package scenarios

import (
	"strings"
	"testing"
)

// opFile is a well-formed file up to line 7, where op stands.
func opFile(op string) string {
	return "# a malformed op\n\nconfig lanes=2\n----\nlane a x\n\n" + op + "\n----\nok\n"
}

// configFile is a file whose first directive is config with args.
func configFile(args string) string { return "config " + args + "\n----\nok\n" }

// malformedCases are files the checker must refuse, each with the whole error it gives (or its
// start, when the want ends in "..."). Every error names bad.txt and the line, then what was
// expected.
var malformedCases = []struct {
	name, text, want string
}{
	// Layout: what datadriven would misread.
	{"empty file", "", `bad.txt:1: no directive (expected config, then ops)`},
	{"comments only", "# nothing\n# here\n", `bad.txt:1: no directive (expected config, then ops)`},
	{"missing ---- swallows the next directive", "config\nboot\n----\nok\n",
		`bad.txt:1: config: expected ---- on line 2, found "boot" (a directive takes no input lines: is its ---- missing?)`},
	{"missing ---- at the end", "config\n----\nok\n\nboot\n",
		`bad.txt:5: boot: the file ends without a ---- line (expected ---- after the directive, then its output)`},
	{"---- with a trailing space", "config\n---- \nok\n", `bad.txt:2: "---- ": expected ---- alone on its line, without spaces`},
	{"---- indented", "config\n  ----\nok\n", `bad.txt:2: "  ----": expected ---- alone on its line, without spaces`},
	{"unterminated block", "config\n----\n----\nlane a x\n\nmore\n",
		`bad.txt:1: config: the output block opened by ---- ---- on lines 2-3 is never closed (expected ---- ---- after the output)`},
	{"block closed by one ---- only", "config\n----\n----\nlane a x\n----\n",
		`bad.txt:1: config: the output block opened by ---- ---- on lines 2-3 is never closed (expected ---- ---- after the output)`},
	{"text right after a block", "config\n----\n----\nx\n\ny\n----\n----\nboot\n----\nok\n",
		`bad.txt:9: "boot" after the closing ---- ---- of the block (expected a blank line)`},
	{"stray ----", "config\n----\nok\n\n----\n", `bad.txt:5: a ---- line with no directive above it (expected a directive; a blank line ends the output before it)`},
	{"continued line", "config \\\nlanes=2\n----\nok\n",
		`bad.txt:1: the line ends with \ (expected the whole directive on one line: scenario files do not continue lines)`},
	{"subtest", "subtest x\n----\n", `bad.txt:1: subtest: scenario files have no subtests (expected config, state, liveness or an op)`},
	{"unclosed parenthesis", opFile("message lane=(a"),
		`bad.txt:7: cannot parse directive at column 14: message lane=(a (expected a command, then key=value words)`},
	{"over-long line", "config\n----\n" + strings.Repeat("x", maxLineBytes+1) + "\n",
		`bad.txt:3: a line of 16385 bytes (at most 16384: datadriven's reader would stop the file here without an error)`},

	// Text that is not UTF-8.
	{"Latin-1 in a comment", "# caf\xe9\nconfig\n----\nok\n", `bad.txt:1: not UTF-8: byte 0xe9 at column 6 (a scenario file is UTF-8 text)`},
	{"invalid byte in a directive", opFile("message lane=\xff"), `bad.txt:7: not UTF-8: byte 0xff at column 14 (a scenario file is UTF-8 text)`},
	{"invalid byte in the output", "config\n----\nlane \xc3\x28\n", `bad.txt:3: not UTF-8: byte 0xc3 at column 6 (a scenario file is UTF-8 text)`},
	{"UTF-16 with a byte-order mark", "\xff\xfec\x00o\x00n\x00f\x00i\x00g\x00\n\x00", `bad.txt:1: not UTF-8: byte 0xff at column 1 (a scenario file is UTF-8 text)`},
	{"a surrogate half", "config\n----\n\xed\xa0\x80\n", `bad.txt:3: not UTF-8: byte 0xed at column 1 (a scenario file is UTF-8 text)`},

	// File-level directives.
	{"unknown command", opFile("mesage lane=a"), `bad.txt:7: mesage: unknown command (expected one of: config lane state sessions liveness | ops: message internal ...`},
	{"an op before config", "boot\n----\nok\n", `bad.txt:1: boot: expected config as the first directive`},
	{"config twice", opFile("config seed=2"), `bad.txt:7: config: config given twice (expected it once, as the first directive)`},
	{"state with an argument", opFile("state now"), `bad.txt:7: state: takes no arguments, found "now"`},
	{"liveness with an argument", opFile("liveness x"), `bad.txt:7: liveness: takes no arguments, found "x"`},

	// The config directive.
	{"config: unknown key", configFile("sed=1"), `bad.txt:1: config: unknown key "sed" (keys: seed lanes reset idle at drain fresh grace prune tune overrides notify exclude agent bugs start zone procs)`},
	{"config: not key=value", configFile("seed"), `bad.txt:1: config: "seed" is not key=value (keys: seed lanes reset idle at drain fresh grace prune tune overrides notify exclude agent bugs start zone procs)`},
	{"config: key twice", configFile("seed=1 seed=2"), `bad.txt:1: config: seed given twice`},
	{"config: unknown knob", configFile("tune=breaker:1"), `bad.txt:1: config: tune=breaker:1: "breaker:1" is not knob:value (knobs: breaker-max breaker-window stuck marker-age bg-age session-ttl watch-first watch-every watch-retries ttl-scan prune-every)`},
	{"config: knob value of the wrong type", configFile("tune=stuck:2h"), `bad.txt:1: config: tune=stuck:2h: stuck: "2h" is not a whole number`},
	{"config: knob twice", configFile("tune=stuck:1,stuck:2"), `bad.txt:1: config: tune=stuck:1,stuck:2: knob stuck given twice`},
	{"config: seed not a number", configFile("seed=x"), `bad.txt:1: config: seed=x: want a whole number >= 0`},
	{"config: negative seed", configFile("seed=-1"), `bad.txt:1: config: seed=-1: want a whole number >= 0`},
	{"config: lanes not a number", configFile("lanes=x"), `bad.txt:1: config: lanes=x: want 0..26 (0: only the lanes that lane directives name)`},
	{"config: no lanes", "config lanes=0\n----\n\nboot\n----\n", `bad.txt:4: boot: the world has no lane yet: config lanes=0 needs a lane directive first`},
	{"lane: after an op", "config lanes=0\n----\n\nlane x platform=telegram chat=dm:1\n----\n\nboot\n----\n\nlane y platform=telegram chat=dm:2\n----\n",
		`bad.txt:10: lane: lane directives come before the first op (they rebuild the world)`},
	{"lane: named twice", "config lanes=0\n----\n\nlane x platform=telegram chat=dm:1\n----\n\nlane x platform=telegram chat=dm:2\n----\n",
		`bad.txt:7: lane: lane x named twice`},
	{"lane: no name", "config lanes=0\n----\n\nlane platform=telegram chat=dm:1\n----\n",
		`bad.txt:4: lane: the first word is the lane's name (form: lane NAME platform=P chat=TYPE:ID [user=U] [alt=U] [thread=T])`},
	{"sessions: unknown lane", opFile("sessions lane=z"), `bad.txt:7: sessions: takes lane=L, a lane of the world (the world's lanes are a b)`},
	{"config: too many lanes", configFile("lanes=27"), `bad.txt:1: config: lanes=27: want 0..26 (0: only the lanes that lane directives name)`},
	{"config: unknown reset mode", configFile("reset=weekly"), `bad.txt:1: config: reset=weekly: want none, idle, daily or both`},
	{"config: bad duration", configFile("idle=5x"), `bad.txt:1: config: idle=5x: "5x" is not a duration (expected e.g. 90s, 5m, 1h30m or 25h)`},
	{"config: negative idle", configFile("idle=-5m"), `bad.txt:1: config: idle=-5m: must be positive`},
	{"config: negative drain", configFile("drain=-1s"), `bad.txt:1: config: drain=-1s: must be >= 0`},
	{"config: hour without a zero", configFile("at=4:00"), `bad.txt:1: config: at=4:00: want HH:00`},
	{"config: hour 24", configFile("at=24:00"), `bad.txt:1: config: at=24:00: hour outside 00..23`},
	{"config: unknown bug flag", configFile("bugs=B99"), `bad.txt:1: config: bugs=B99: gateway: unknown bug flag "B99" (flags: B01 ...`},
	{"config: unknown zone", configFile("zone=Mars/Base"), `bad.txt:1: config: zone=Mars/Base: unknown time zone Mars/Base (expected an IANA zone such as Europe/Berlin)`},
	{"config: bad start", configFile("start=yesterday"), `bad.txt:1: config: start=yesterday: want YYYY-MM-DDTHH:MM`},
	{"config: notify not a boolean", configFile("notify=maybe"), `bad.txt:1: config: notify=maybe: want true or false`},
	{"config: bad override", configFile("overrides=bad"), `bad.txt:1: config: overrides=bad: override "bad": want <platform|type>:<mode>/<idle>/<HH>:00[/quiet]`},
	{"config: bad agent rates", configFile("agent=bad"), `bad.txt:1: config: agent=bad: want <fail>/<interrupt>/<long> rates, e.g. 0.3/0.1/0.3`},

	// Ops: keys, names, types.
	{"op: unknown key", opFile("message lane=a colour=red"), `bad.txt:7: message: colour=red: unknown key (message takes lane= turn= tokens= hold=true)`},
	{"op: a key of another op", opFile("message lane=a torn=1"), `bad.txt:7: message: torn=1: unknown key (message takes lane= turn= tokens= hold=true)`},
	{"op: missing key", opFile("message"), `bad.txt:7: message: message needs lane= (form: message lane=L [text="..."|text=len:N])`},
	{"op: key twice", opFile("message lane=a lane=b"), `bad.txt:7: message: lane given twice`},
	{"op: empty value", opFile("message lane="), `bad.txt:7: message: lane=: empty lane`},
	{"op: a bare word", opFile("message a"), `bad.txt:7: message: "a" is not key=value`},
	{"op: unknown lane", opFile("message lane=z"), `bad.txt:7: message: unknown lane "z" (the world's lanes are a b)`},
	{"op: a lane the config does not have", opFile("new lane=c"), `bad.txt:7: new: unknown lane "c" (the world's lanes are a b)`},
	{"op: unknown platform", opFile("adapter-down platform=slack"),
		`bad.txt:7: adapter-down: unknown platform "slack" (the world's adapters are api_server discord telegram tui webhook)`},
	{"op: not a reason another process writes", opFile("row-ended lane=a reason=compression"),
		`bad.txt:7: row-ended: reason=compression: not an end reason another process writes (ws_orphan_reap, agent_close, startup_orphan_reap, session_reset, session_switch, idle, daily, suspended, resume_pending_expired)`},
	{"op: unknown disk op", opFile("disk-error op=format"),
		`bad.txt:7: disk-error: op=format: unknown disk op "format" (load_routes, save_route, delete_route, get_row, put_row, lane_rows, peer_rows, load_markers, save_markers)`},

	// Ops: durations and anchors.
	{"advance: bad duration", opFile("advance 5x"), `bad.txt:7: advance: "5x" is not a duration (expected e.g. 90s, 5m, 1h30m or 25h)`},
	{"advance: unit missing", opFile("advance 90"), `bad.txt:7: advance: "90" is not a duration (expected e.g. 90s, 5m, 1h30m or 25h)`},
	{"advance: zero", opFile("advance 0s"), `bad.txt:7: advance: advance "0s": the step must be positive`},
	{"advance: negative", opFile("advance -5m"), `bad.txt:7: advance: advance "-5m": the step must be positive`},
	{"advance: no argument", opFile("advance"), `bad.txt:7: advance: advance needs a duration first, e.g. advance 25h`},
	{"advance: overflow", opFile("advance 9999999999h"), `bad.txt:7: advance: "9999999999h" is not a duration (expected e.g. 90s, 5m, 1h30m or 25h)`},
	{"advance-to: no anchor", opFile("advance-to"), `bad.txt:7: advance-to: advance-to needs an anchor first, e.g. advance-to deadline-1s or advance-to 04:00`},
	{"advance-to: unknown anchor", opFile("advance-to noon"), `bad.txt:7: advance-to: advance-to "noon": anchor is deadline or HH:MM`},
	{"advance-to: bad offset", opFile("advance-to deadline-5x"),
		`bad.txt:7: advance-to: advance-to "deadline-5x": bad offset (expected +DUR or -DUR after the anchor, e.g. deadline-1s)`},
	{"advance-to: hour 25", opFile("advance-to 25:00"), `bad.txt:7: advance-to: advance-to "25:00": anchor is deadline or HH:MM`},
	{"turn: no outcome", opFile("message lane=a turn=5m"), `bad.txt:7: message: turn=5m: want <duration>/<outcome>`},
	{"turn: unknown outcome", opFile("message lane=a turn=5m/maybe"), `bad.txt:7: message: turn=5m/maybe: unknown outcome "maybe" (ok, interrupted, failed)`},
	{"turn: negative duration", opFile("message lane=a turn=-5m/ok"), `bad.txt:7: message: turn=-5m/ok: turn duration must be positive`},
	{"turn: bad duration", opFile("message lane=a turn=5q/ok"), `bad.txt:7: message: turn=5q/ok: "5q" is not a duration (expected e.g. 90s, 5m, 1h30m or 25h)`},

	// Ops: arguments of the wrong type.
	{"tokens without turn", opFile("message lane=a tokens=3"), `bad.txt:7: message: tokens= needs turn=`},
	{"tokens negative", opFile("message lane=a turn=1m/ok tokens=-3"), `bad.txt:7: message: tokens=-3: tokens must be positive (omit it for 0)`},
	{"tokens not a number", opFile("message lane=a turn=1m/ok tokens=many"), `bad.txt:7: message: tokens=many: want a whole number`},
	{"torn not a number nor a write", opFile("crash torn=x"), `bad.txt:7: crash: torn=x: want a number of writes kept or a write (route-save, route-delete, row-create, row-end, row-promote, row-reopen, row-touch, markers, turn-marks, turn-leases, proc-list), optionally :N for its Nth`},
	{"torn: the first write with :1", opFile("crash torn=row-end:1"), `bad.txt:7: crash: torn=row-end:1: the first row-end write is written torn=row-end (one spelling)`},
	{"torn: a bad nth", opFile("crash torn=row-end:x"), `bad.txt:7: crash: torn=row-end:x: row-end:N needs a whole N >= 2`},
	{"torn negative", opFile("crash torn=-1"), `bad.txt:7: crash: torn=-1: torn must be >= 0`},
	{"phases out of range", opFile("boot phases=5"), `bad.txt:7: boot: phases=5: phases must be 1..4`},
	{"phases not a number", opFile("boot phases=two"), `bad.txt:7: boot: phases=two: want a whole number`},
	{"count zero", opFile("disk-error op=save_route count=0"), `bad.txt:7: disk-error: count=0: count must be >= 1`},
	{"count not a number", opFile("disk-error op=save_route count=x"), `bad.txt:7: disk-error: count=x: want a whole number`},
	{"count too large", opFile("disk-error op=save_route count=99999999999999999999"),
		`bad.txt:7: disk-error: count=99999999999999999999: want a whole number`},
	{"close not a boolean", opFile("ws-create conn=c1 close=perhaps"), `bad.txt:7: ws-create: close=perhaps: want true or false`},
	{"restart=false", opFile("shutdown restart=false"), `bad.txt:7: shutdown: restart=false: only true is written (leave the key out for false)`},
	{"hold=yes", opFile("message lane=a hold=yes"), `bad.txt:7: message: hold=yes: only true is written (leave the key out for false)`},
	{"keys out of order", opFile("disk-error count=2 op=save_route"), `bad.txt:7: disk-error: write the op as "disk-error op=save_route count=2" (one spelling per op; durations in any spelling)`},
}

// TestMalformedScenarios: every malformed file is refused with an error that names the file and
// line and says what was expected; none panics. -v prints each error.
func TestMalformedScenarios(t *testing.T) {
	for _, c := range malformedCases {
		_, err := CheckScript("bad.txt", c.text)
		got := "<nil>"
		if err != nil {
			got = err.Error()
		}
		want, prefix := strings.CutSuffix(c.want, "...")
		if got != want && !(prefix && strings.HasPrefix(got, want)) {
			t.Errorf("%s:\n got: %s\nwant: %s", c.name, got, c.want)
		}
		t.Logf("%-40s %s", c.name, got)
	}
	t.Logf("%d malformed files, each refused", len(malformedCases))
}

// TestWellFormedScenariosPass: the checker refuses none of the files the suites run (so the
// table above is not passing because the checker refuses everything).
func TestWellFormedScenariosPass(t *testing.T) {
	n := 0
	for _, path := range scenarioFiles(t) {
		if _, err := CheckFile(path); err != nil {
			t.Error(err)
		}
		n++
	}
	if n < 50 {
		t.Fatalf("only %d scenario files found", n)
	}
}
