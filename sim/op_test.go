package sim

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestOpRoundTrip: ParseOp(op.String()) == op and the line prints back unchanged, for every op
// the generator produced over many seeds, plus random ops covering every kind and field.
func TestOpRoundTrip(t *testing.T) {
	check := func(op Op) {
		t.Helper()
		line := op.String()
		back, err := ParseOp(line)
		if err != nil {
			t.Fatalf("ParseOp(%q): %v", line, err)
		}
		if !reflect.DeepEqual(back, op) {
			t.Fatalf("round trip of %q:\n got %#v\nwant %#v", line, back, op)
		}
		if again := back.String(); again != line {
			t.Fatalf("String after ParseOp: %q, want %q", again, line)
		}
	}
	kinds := map[Kind]int{}
	for seed := uint64(1); seed <= 60; seed++ {
		r, err := NewRun(seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		for range 300 {
			op := r.Gen.Next()
			check(op)
			kinds[op.Kind]++
			if err := r.World.Apply(op); err != nil {
				t.Fatal(err)
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		op := randomOp(r)
		check(op)
		kinds[op.Kind]++
	}
	for _, k := range Kinds() {
		if kinds[k] == 0 {
			t.Errorf("kind %s never generated", k)
		}
	}
}

// randomOp fills exactly the fields String prints for a random kind.
func randomOp(r *rand.Rand) Op {
	ks := Kinds()
	op := Op{Kind: ks[r.IntN(len(ks))]}
	f := opSpecs[op.Kind].fields
	name := func(p string) string { return p + string(rune('1'+r.IntN(9))) }
	dur := func() time.Duration {
		return time.Duration(r.Int64N(int64(50*time.Hour))) / time.Duration([]int64{1, 1e3, 1e6, 1e9}[r.IntN(4)])
	}
	if f&fLane != 0 || f&fLaneOpt != 0 && r.IntN(2) == 0 {
		op.Lane = laneName(r.IntN(30))
	}
	if f&fProc != 0 || f&fProcOpt != 0 && r.IntN(2) == 0 {
		op.Proc = name("t")
	}
	if f&fConn != 0 {
		op.Conn = name("c")
	}
	if f&fRecord != 0 {
		op.Record = name("u")
	}
	if f&fTarget != 0 {
		op.Target = name("s")
	}
	if f&fFile != 0 {
		op.File = StaleFiles[r.IntN(len(StaleFiles))]
	}
	if f&fPlatform != 0 {
		op.Platform = []gateway.Platform{"telegram", "discord", "webhook", "api_server", "tui"}[r.IntN(5)]
	}
	if f&fReason != 0 {
		all := append(append([]gateway.EndReason(nil), AccidentalEnds...), IntentionalEnds...)
		op.Reason = all[r.IntN(len(all))]
	}
	if f&fResume != 0 {
		op.Resume = ResumeReasons[r.IntN(len(ResumeReasons))]
	}
	if f&fDiskOp != 0 {
		op.DiskOp = DiskOps[r.IntN(len(DiskOps))]
		op.Count = 1 + r.IntN(4)
	}
	if f&fClose != 0 {
		op.Close = r.IntN(2) == 0
	}
	if f&fRestart != 0 {
		op.Restart = r.IntN(2) == 0
	}
	if f&fDown != 0 {
		op.Down = op.Restart && r.IntN(2) == 0
	}
	if f&fTorn != 0 && r.IntN(2) == 0 {
		op.Torn, op.Keep = true, r.IntN(5)
		if r.IntN(2) == 0 {
			op.Keep, op.TornAt, op.TornNth = 0, WriteCalls[r.IntN(len(WriteCalls))], 1+r.IntN(3)
		}
	}
	if f&fPhases != 0 {
		op.Phases = r.IntN(5)
	}
	if f&fText != 0 {
		switch r.IntN(4) {
		case 1:
			op.HasText, op.Text = true, []string{"", "hi there", `say "x" \ y`, "tab\tand\nnewline", "ünï"}[r.IntN(5)]
		case 2:
			op.TextLen = 1 + r.IntN(100000)
		}
	}
	switch {
	case f&fDuration != 0:
		op.Dur = max(dur(), 1)
	case f&fAnchor != 0:
		op.To = []string{AnchorDeadline, "04:00", "23:59", "00:00"}[r.IntN(4)]
		op.Dur = dur() * time.Duration(r.IntN(3)-1)
	}
	if r.IntN(3) == 0 {
		op.Turn = TurnSpec{Set: true, Dur: max(dur(), 1), Outcome: []gateway.Outcome{"ok", "interrupted", "failed"}[r.IntN(3)]}
		if r.IntN(2) == 0 {
			op.Turn.Tokens = 1 + r.IntN(100000)
		}
	}
	op.Hold = r.IntN(10) == 0
	return op
}

func TestOpExamples(t *testing.T) {
	for _, line := range []string{
		"message lane=a turn=5m/ok tokens=120", "internal lane=a", "new lane=a", "resume lane=a target=s2",
		"stop lane=a", "compress lane=a", "agent-close lane=a", "row-ended lane=a reason=ws_orphan_reap", "route-loss lane=a", "proc-start lane=a",
		"proc-end lane=a", "metadata lane=a", "index-loss", "index-loss lane=b", "advance 25h",
		"advance 1h2m3s500ms", "advance-to deadline", "advance-to deadline-1s", "advance-to 04:00+1s",
		"shutdown", "shutdown restart=true", "shutdown restart=true hold=true", "drain-timeout", "kill",
		"crash", "crash torn=0", "crash torn=1", "crash torn=route-save", "crash torn=row-promote:2", "boot", "boot phases=2", "adapter-down platform=telegram",
		"adapter-up platform=telegram", "disk-error op=save_route", "disk-error op=save_route count=2", "disk-error op=lane_rows count=2 after=1",
		"ws-connect conn=c1", "ws-create conn=c1 close=false", "ws-resume conn=c2 target=s1",
		"ws-prompt conn=c1 record=u1 turn=30s/ok", "ws-drop conn=c1", "ws-teardown conn=c1", "tick",
	} {
		op, err := ParseOp(line)
		if err != nil {
			t.Errorf("ParseOp(%q): %v", line, err)
			continue
		}
		if got := op.String(); got != line {
			t.Errorf("ParseOp(%q).String() = %q", line, got)
		}
	}
}

func TestOpParseErrors(t *testing.T) {
	for _, line := range []string{
		"", "fly lane=a", "message", "message lane=", "message lane=a lane=b", "message lane=a conn=c1",
		"message lane=a tokens=5", "message lane=a turn=5m", "message lane=a turn=5m/great",
		"message lane=a turn=0s/ok", "advance", "advance 0s", "advance -1s", "advance lane=a",
		"advance-to noon", "advance-to 25:00", "advance-to deadline+0s", "crash torn=-1", "crash torn=row", "crash torn=row-end:1", "crash torn=markers:0",
		"disk-error op=fsync", "disk-error op=save_route count=0", "ws-create conn=c1",
		"shutdown restart=false", "boot phases=5", "row-ended lane=a", "row-ended lane=a reason=compression", "resume lane=a", "message lane=a hold=yes", "stop a",
	} {
		if op, err := ParseOp(line); err == nil {
			t.Errorf("ParseOp(%q) = %q, want an error", line, op)
		}
	}
}

func TestFormatDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		0: "0s", time.Second: "1s", 25 * time.Hour: "25h", 90 * time.Minute: "1h30m",
		1500 * time.Millisecond: "1s500ms", -time.Second: "-1s", time.Nanosecond: "1ns",
		time.Hour + 2*time.Minute + 3*time.Second: "1h2m3s",
	} {
		if got := FormatDuration(d); got != want {
			t.Errorf("FormatDuration(%v) = %q, want %q", d, got, want)
		}
		if back, err := ParseDuration(want); err != nil || back != d {
			t.Errorf("ParseDuration(%q) = %v, %v", want, back, err)
		}
	}
	if !strings.HasPrefix(FormatOffset(3723*time.Second), "+1h02m03s") {
		t.Errorf("FormatOffset = %q", FormatOffset(3723*time.Second))
	}
}
