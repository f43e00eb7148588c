package gateway

import (
	"slices"
	"testing"
	"time"
)

// TestBootAdoptsCommandsThatOutlivedAKill: a lane's background command outlives a kill of the
// gateway, and the next boot adopts it from the process list, so the lane's idle reset stays held
// (docs/contract.md §9.7). A command that died meanwhile (Config.CommandAlive) is dropped from the
// list, not adopted. A clean stop kills the process's commands and empties its entries.
func TestBootAdoptsCommandsThatOutlivedAKill(t *testing.T) {
	dead := map[int]bool{}
	r := newRig(t, func(c *Config) { c.CommandAlive = func(pid int) bool { return !dead[pid] } })
	src := tgDM("1")
	r.send(src, "hi")
	r.processStarted(src) // pid 1
	r.processStarted(src) // pid 2
	dead[2] = true
	r.crash()
	if got := pids(r.g.Procs()); !slices.Equal(got, []int{1}) {
		t.Fatalf("adopted %v, want [1]", got)
	}
	if ps, _ := r.mem.LoadProcList(); !slices.Equal(pids(ps), []int{1}) {
		t.Errorf("the list after the boot names %v, want [1]", pids(ps))
	}
	if !r.g.processBlocks(r.key(src), r.now().Add(time.Hour)) {
		t.Errorf("the adopted command does not hold the lane")
	}
	r.restart()
	if ps, _ := r.mem.LoadProcList(); len(ps) != 0 || len(r.g.Procs()) != 0 {
		t.Errorf("after a clean stop the list names %v and the process tracks %v, want none", ps, r.g.Procs())
	}
}

// TestProcListKeepsOtherProcessesEntries: a process rewrites only its own entries (an ended
// command's goes, another process's stays); a boot leaves a live process's commands to it.
// P-proc-list-whole (V1) rewrites the list from the writer's own registry and drops them (X12).
func TestProcListKeepsOtherProcessesEntries(t *testing.T) {
	backend := BgProc{PID: 7, Key: "s9", Owner: "t1#1", Started: rigStart}
	for _, whole := range []bool{false, true} {
		r := newColdRig(t, rigStart, func(c *Config) {
			c.Alive = func(owner string) bool { return owner == "t1#1" }
			if whole {
				c.Bugs = BugSet{PProcListWhole}
			}
		})
		_ = r.mem.SaveProcList([]BgProc{backend})
		r.boot()
		r.g.SetSelf("g#1")
		r.processStarted(tgDM("1"))
		ps, _ := r.mem.LoadProcList()
		want := []int{1, 7}
		if whole {
			want = []int{1}
		}
		if !slices.Equal(pids(ps), want) {
			t.Errorf("P-proc-list-whole %v: the list names %v, want %v", whole, pids(ps), want)
		}
		if slices.ContainsFunc(r.g.Procs(), func(p BgProc) bool { return p.PID == 7 }) {
			t.Errorf("P-proc-list-whole %v: the boot adopted a live backend's command", whole)
		}
		if whole {
			continue
		}
		r.g.ProcessEnded(1) // its own command exits: its entry goes, the backend's stays
		if ps, _ := r.mem.LoadProcList(); !slices.Equal(pids(ps), []int{7}) {
			t.Errorf("after its command ended the list names %v, want [7]", pids(ps))
		}
	}
}

func pids(ps []BgProc) []int {
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = p.PID
	}
	return out
}
