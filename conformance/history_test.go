package conformance

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// Tests of RunFixed's classification, with scripted sides in place of upstream's processes: a
// script says which violations a run of a given op list shows on one commit.

// scriptSide draws the ops on a Go world (the generator needs one) and reports what fire says.
type scriptSide struct {
	fire func(ops []sim.Op) []*Violation
}

func (scriptSide) setup(s scenarios.Setup) scenarios.Setup { return s }

func (f scriptSide) run(s scenarios.Setup, next func(*sim.World) (sim.Op, bool)) (*Result, error) {
	ops, err := generated(s, next, nil)
	if err != nil {
		return nil, err
	}
	return &Result{Ops: len(ops), Violations: f.fire(ops)}, nil
}

func violation(inv, facts string, ops []sim.Op, step int) *Violation {
	return &Violation{Err: &model.Violation{Inv: inv, Facts: facts}, Step: step, Ops: ops}
}

var silent = scriptSide{fire: func([]sim.Op) []*Violation { return nil }}

func historyConfig() HistoryConfig {
	return HistoryConfig{Seed: 1, Runs: 4, Steps: 12, Budget: time.Minute, ShrinkMax: 40}
}

// isSubsequence reports whether ops is b with some ops left out (a shrink's candidate).
func isSubsequence(ops, b []sim.Op) bool {
	i := 0
	for _, op := range b {
		if i < len(ops) && ops[i].String() == op.String() {
			i++
		}
	}
	return i == len(ops)
}

// A violation that fires at the fix too is not the fix's: counted as persistent, never found.
func TestRunFixedPersistentIsNotFound(t *testing.T) {
	both := scriptSide{fire: func(ops []sim.Op) []*Violation {
		return []*Violation{violation("I7", "lane agent:main:telegram:dm:tg1 was not told", ops[:2], 1)}
	}}
	rows := RunFixed(Fixed{Flags: gateway.BugSet{gateway.B02}, Fix: "f"}, []HistorySides{{Pre: both, Post: both}}, historyConfig())
	if len(rows) != 1 || rows[0].Found {
		t.Fatalf("rows %+v: want one row, not found", rows)
	}
	r := rows[0]
	if r.Runs != 4 || r.Why == "" || !slices.Equal(r.Persistent, []string{"I7: lane L was not told"}) {
		t.Fatalf("runs %d, why %q, persistent %q", r.Runs, r.Why, r.Persistent)
	}
}

// The catalogue's trigger of B02 (/stop on a running turn, then a message) stands for a
// violation upstream shows before the fix: the Go side under B02 alone breaks I2 on it, so the
// finding is confirmed, shrunk and silent at the fix. Another flipping violation that no flag of
// the entry reproduces, seen first, does not end the campaign and is not the row's finding.
func TestRunFixedConfirmsByTheEntrysFlag(t *testing.T) {
	_, trigger := scenarioFile(t, "../scenarios/testdata/regress_b02_stop_wiped_conversation.txt")
	pre := scriptSide{fire: func(ops []sim.Op) []*Violation {
		if isSubsequence(ops, trigger) {
			// A replay of (part of) the trigger: the violation needs its /stop and the message after it.
			stop := slices.IndexFunc(ops, func(op sim.Op) bool { return op.Kind == sim.KindStop })
			if stop < 0 || stop == len(ops)-1 || ops[len(ops)-1].Kind != sim.KindMessage {
				return nil
			}
			return []*Violation{violation("I2", "lane agent:main:telegram:dm:tg1 stayed", ops, len(ops)-1)}
		}
		// A generated run: an unconfirmable flip at its second op, then the trigger's violation.
		return []*Violation{
			violation("I3", "row s1 overwritten", ops[:2], 1),
			violation("I2", "lane agent:main:telegram:dm:tg1 stayed", trigger, len(trigger)-1),
		}
	}}
	rows := RunFixed(Fixed{Flags: gateway.BugSet{gateway.B02}, Fix: "f"}, []HistorySides{{Pre: pre, Post: silent}}, historyConfig())
	if len(rows) != 1 {
		t.Fatalf("%d rows, want 1", len(rows))
	}
	r := rows[0]
	if !r.Found || r.Invariant != "I2" || !r.Confirms || !r.SilentAfter || r.Runs != 1 {
		t.Fatalf("found %v invariant %q confirms %v silent %v runs %d: want the I2 finding, confirmed, at run 1",
			r.Found, r.Invariant, r.Confirms, r.SilentAfter, r.Runs)
	}
	if r.Ops >= len(trigger) || r.Original != len(trigger) {
		t.Fatalf("shrunk %d -> %d ops: want fewer than the trigger's %d", r.Original, r.Ops, len(trigger))
	}
}

// With no confirmed finding by the budget's end, the first flipping violation is the row's
// finding, marked unconfirmed; an entry of several flags gets one row per flag, and a flag not
// found gets a miss.
func TestRunFixedUnconfirmedAndGroups(t *testing.T) {
	pre := scriptSide{fire: func(ops []sim.Op) []*Violation {
		if len(ops) < 2 {
			return nil
		}
		return []*Violation{violation("I3", "row s1 overwritten", ops[:2], 1)}
	}}
	rows := RunFixed(Fixed{Flags: gateway.BugSet{gateway.B02}, Fix: "f"}, []HistorySides{{Pre: pre, Post: silent}}, historyConfig())
	if len(rows) != 1 || !rows[0].Found || rows[0].Confirms || rows[0].Runs != 1 || rows[0].Invariant != "I3" {
		t.Fatalf("rows %+v: want the I3 finding of run 1, unconfirmed", rows[0])
	}

	_, trigger := scenarioFile(t, "../scenarios/testdata/regress_b02_stop_wiped_conversation.txt")
	pre = scriptSide{fire: func(ops []sim.Op) []*Violation {
		if isSubsequence(ops, trigger) {
			if len(ops) < 3 || ops[len(ops)-1].Kind != sim.KindMessage {
				return nil
			}
			return []*Violation{violation("I2", "lane agent:main:telegram:dm:tg1 stayed", ops, len(ops)-1)}
		}
		return []*Violation{violation("I2", "lane agent:main:telegram:dm:tg1 stayed", trigger, len(trigger)-1)}
	}}
	rows = RunFixed(Fixed{Flags: gateway.BugSet{gateway.B02, gateway.B05}, Fix: "f"}, []HistorySides{{Pre: pre, Post: silent}}, historyConfig())
	if len(rows) != 2 {
		t.Fatalf("%d rows, want one per flag", len(rows))
	}
	if got := rows[0]; !got.Found || got.Flags.String() != "B02" || !got.Confirms {
		t.Fatalf("first row: found %v flags %s confirms %v; want B02 found and confirmed", got.Found, got.Flags, got.Confirms)
	}
	if got := rows[1]; got.Found || got.Flags.String() != "B05" || got.Why == "" || got.Runs != 4 {
		t.Fatalf("second row: found %v flags %s why %q runs %d; want B05 missed after every run", got.Found, got.Flags, got.Why, got.Runs)
	}
}

// B05 shows on the Go side only on top of the upstream-v1 preset (its trigger file's gap): the
// confirmation takes that form too, and a flag that has nothing to do with the trigger confirms
// nothing.
func TestConfirmedByOnTopOfThePreset(t *testing.T) {
	setup, ops := scenarioFile(t, "../scenarios/testdata/regress_b05_kill_mid_drain_lost_marker.txt")
	if _, alone := goFails(setup, ops, "I5", gateway.BugSet{gateway.B05}); alone {
		t.Fatal("B05 alone breaks I5 on its trigger: the gap this test is about is gone")
	}
	if got := confirmedBy(setup, ops, "I5", gateway.BugSet{gateway.B05, gateway.B02}); got.String() != "B05" {
		t.Fatalf("confirmed by %s, want B05", got)
	}
}

// TestConfirmationLetsADrainedProcessExit: a viewer of a telegram conversation is open when the
// gateway stops with nothing running. Upstream exits within the stop op and its TUI gateway
// closes the viewer (I13 before f5ef7ee9d); the Go world exits a moment later (ExitDelay). The
// Go side's confirmation of a violation at the last op lets that exit happen, so B17 reproduces
// it; cut at the stop, as the shrunk run is, nothing would.
func TestConfirmationLetsADrainedProcessExit(t *testing.T) {
	setup, ops := script(t, `config lanes=1
----
lane a agent:main:telegram:dm:tg1

boot
----

message lane=a turn=1m/ok tokens=100
----

advance 2m
----

ws-connect conn=c1
----

ws-resume conn=c1 target=s1
----

shutdown restart=true
----
`)
	if _, ok := goFails(setup, ops, "I13", nil); ok {
		t.Fatal("the fixed port breaks I13")
	}
	if got := confirmedBy(setup, ops, "I13", gateway.BugSet{gateway.B17}); len(got) != 1 {
		t.Fatalf("B17 does not reproduce the I13 of a TUI close at the last op's exit (confirmed by %v)", got)
	}
}

// seedSide is a scripted side whose runs depend on the seed alone (concurrent runs are safe):
// fire says which violations the run of a seed's ops shows.
type seedSide struct {
	fire func(seed uint64, ops []sim.Op) []*Violation
}

func (seedSide) setup(s scenarios.Setup) scenarios.Setup { return s }

func (f seedSide) run(s scenarios.Setup, next func(*sim.World) (sim.Op, bool)) (*Result, error) {
	ops, err := generated(s, next, nil)
	if err != nil {
		return nil, err
	}
	return &Result{Ops: len(ops), Violations: f.fire(s.Seed, ops)}, nil
}

// Several pairs of sides at once give the rows one pair gives (times aside): a persistent
// violation on seed 2, an unconfirmable flip on seed 3 and the entry's finding on seed 5 are
// taken in seed order whichever pair ran them first.
func TestRunFixedInParallelKeepsSeedOrder(t *testing.T) {
	_, trigger := scenarioFile(t, "../scenarios/testdata/regress_b02_stop_wiped_conversation.txt")
	pre := seedSide{fire: func(seed uint64, ops []sim.Op) []*Violation {
		if isSubsequence(ops, trigger) {
			if len(ops) < 3 || ops[len(ops)-1].Kind != sim.KindMessage {
				return nil
			}
			return []*Violation{violation("I2", "lane agent:main:telegram:dm:tg1 stayed", ops, len(ops)-1)}
		}
		switch seed {
		case 2:
			return []*Violation{violation("I8", "chat not told", ops[:2], 1)}
		case 3:
			return []*Violation{violation("I3", "row s1 overwritten", ops[:2], 1)}
		case 5, 7:
			return []*Violation{violation("I2", "lane agent:main:telegram:dm:tg1 stayed", trigger, len(trigger)-1)}
		}
		return nil
	}}
	post := seedSide{fire: func(seed uint64, ops []sim.Op) []*Violation {
		if seed == 2 {
			return []*Violation{violation("I8", "chat not told", ops[:2], 1)}
		}
		return nil
	}}
	c := historyConfig()
	c.Runs = 8
	summary := func(par int) string {
		sides := make([]HistorySides, par)
		for i := range sides {
			sides[i] = HistorySides{Pre: pre, Post: post}
		}
		rows := RunFixed(Fixed{Flags: gateway.BugSet{gateway.B02}, Fix: "f"}, sides, c)
		var out []string
		for _, r := range rows {
			out = append(out, fmt.Sprintf("%s found=%v runs=%d seed=%d %d->%d %s persistent=%v", r.Flags, r.Found, r.Runs,
				r.Finding.Seed, r.Original, r.Ops, r.Signature, r.Persistent))
		}
		return strings.Join(out, "\n")
	}
	one := summary(1)
	if !strings.Contains(one, "found=true runs=5 seed=5") || !strings.Contains(one, "I8") {
		t.Fatalf("one pair: %s; want the finding at run 5 and the persistent I8", one)
	}
	for _, par := range []int{2, 3} {
		if got := summary(par); got != one {
			t.Errorf("%d pairs:\n%s\nwant (one pair):\n%s", par, got, one)
		}
	}
}

// A row confirmed by its own flag only on top of the preset says so in the table; one its flag
// reproduces alone, or that no flag confirms, does not.
func TestHistoryTableNamesAConfirmationOnThePreset(t *testing.T) {
	row := func(own gateway.Bug, confirms bool, alone ...gateway.Bug) *HistoryResult {
		return &HistoryResult{Fixed: Fixed{Flags: gateway.BugSet{own}}, Found: true, Confirms: confirms,
			Attr: &Attribution{Flags: alone}}
	}
	for _, c := range []struct {
		r    *HistoryResult
		want string
	}{
		{row(gateway.B05, true, gateway.B03), "B03; B05 on top of the upstream-v1 preset"},
		{row(gateway.B18, true), "none; B18 on top of the upstream-v1 preset"},
		{row(gateway.B09, true, gateway.B03, gateway.B09), "B03,B09"},
		{row(gateway.B26, false), "none"},
	} {
		if got := attrCell(c.r); got != c.want {
			t.Errorf("%s: attrCell = %q, want %q", c.r.Flags, got, c.want)
		}
		if !strings.Contains(HistoryTable([]*HistoryResult{c.r}), "| "+c.want+" |") {
			t.Errorf("%s: the table lacks %q", c.r.Flags, c.want)
		}
	}
}
