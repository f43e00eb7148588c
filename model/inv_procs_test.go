package model

import (
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestMP10ProcListKeepsRunningCommands: X12 (V1's processes.json rewritten from one process's
// registry). The gateway's command 1 runs for a lane; backend t1 starts command 2 and rewrites
// the list. A list that lost command 1 while it still runs is MP10; one that names both, or that
// lost only a command that has ended, is not; a step that did not read the list is not judged.
func TestMP10ProcListKeepsRunningCommands(t *testing.T) {
	h := NewHistory(&Rules{})
	h.procs.enter(Spawn{Proc: "t1"})
	lane := gateway.BgProc{PID: 1, Key: "agent:main:telegram:dm:tg1", Owner: "g#1"}
	own := gateway.BgProc{PID: 2, Key: "s2", Owner: "t1#1"}
	step := func(running []int, list ...gateway.BgProc) error {
		return checkProcList(&Observation{Event: CommandStart{Session: "s2"}, Proc: "t1",
			Commands: running, ProcList: list, ProcListRead: true}, h)
	}
	if err := step([]int{1, 2}, own); err == nil || !strings.Contains(err.Error(), "MP10: background command 1 still runs") {
		t.Errorf("t1's rewrite dropped the lane's running command: got %v, want MP10", err)
	}
	if err := step([]int{1, 2}, lane, own); err != nil {
		t.Errorf("the list names both: %v", err)
	}
	if err := step([]int{2}, own); err != nil {
		t.Errorf("command 1 had ended: %v", err)
	}
	if err := checkProcList(&Observation{Event: CommandStart{Session: "s2"}, Proc: "t1", Commands: []int{1, 2}}, h); err != nil {
		t.Errorf("a step that did not read the list: %v", err)
	}
}

// TestWatcherHoldsALaneWhoseCommandRuns: the policy holds a lane while a background command of
// it runs (docs/contract.md §2.1 step 2), across a kill of the gateway too: the command outlives
// it and the boot adopts it (§9.7). The watcher's finalize of such a lane is a reset against the
// policy (I2); once the command ended, or after a clean stop or a machine crash killed it, the
// finalize is due.
func TestWatcherHoldsALaneWhoseCommandRuns(t *testing.T) {
	setup := func(t *testing.T) *drv {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(ProcessStart{Lane: tg.Key})
		return d
	}
	finalize := func(d *drv) []gateway.Effect {
		return []gateway.Effect{fx(gateway.AgentClosed, tg.Key, "s1"), rowEnd(tg, "s1", gateway.EndIdle, true), fx(gateway.Finalized, tg.Key, "s1")}
	}
	t.Run("bad: the watcher finalizes under the command", func(t *testing.T) {
		d := setup(t)
		d.after(61 * time.Minute)
		d.fails("I2", Tick{}, finalize(d)...)
	})
	t.Run("bad: after a kill, the boot forgot the command", func(t *testing.T) {
		d := setup(t)
		d.must(Kill{})
		d.must(Boot{})
		d.after(61 * time.Minute)
		d.fails("I2", Tick{}, rowEnd(tg, "s1", gateway.EndIdle, true), fx(gateway.Finalized, tg.Key, "s1"))
	})
	t.Run("good: the command ended", func(t *testing.T) {
		d := setup(t)
		d.must(ProcessEnd{Lane: tg.Key})
		d.after(61 * time.Minute)
		d.must(Tick{}, finalize(d)...)
	})
	t.Run("good: a machine crash killed it", func(t *testing.T) {
		d := setup(t)
		d.must(Kill{Machine: true})
		d.must(Boot{})
		d.after(61 * time.Minute)
		d.must(Tick{}, rowEnd(tg, "s1", gateway.EndIdle, true), fx(gateway.Finalized, tg.Key, "s1"))
	})
}
