package sim

import (
	"slices"
	"strconv"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// Background commands (gateway/procs.go; docs/contract.md §9.7): the world's ground truth of which
// ones run. A command starts with proc-start (a lane's, in the messaging gateway) or proc-spawn (a
// backend's, for its newest record's session) and takes the next pid; proc-end ends the lane's
// oldest. A command runs in a session of its own, so it outlives a kill of the process that
// started it; a clean stop of the messaging gateway kills the commands that process tracks (V1's
// kill_all), and a machine crash kills them all.

// command is one running background command.
type command struct {
	pid int
	key string // the lane key or session id it runs for
}

// commandAlive is the world's answer to gateway.Config.CommandAlive.
func (w *World) commandAlive(pid int) bool {
	return slices.ContainsFunc(w.cmds, func(c command) bool { return c.pid == pid })
}

// newCommand starts a command for key and returns its pid.
func (w *World) newCommand(key string) int {
	w.pids++
	w.cmds = append(w.cmds, command{pid: w.pids, key: key})
	return w.pids
}

// endCommand ends key's oldest command: its pid, or false when key runs none.
func (w *World) endCommand(key string) (int, bool) {
	i := slices.IndexFunc(w.cmds, func(c command) bool { return c.key == key })
	if i < 0 {
		return 0, false
	}
	pid := w.cmds[i].pid
	w.cmds = slices.Delete(w.cmds, i, i+1)
	return pid, true
}

// killCommands ends the commands ps lists: those a clean stop killed.
func (w *World) killCommands(ps []gateway.BgProc) {
	w.cmds = slices.DeleteFunc(w.cmds, func(c command) bool {
		return slices.ContainsFunc(ps, func(p gateway.BgProc) bool { return p.PID == c.pid })
	})
}

// killAllCommands ends every command: the machine crashed.
func (w *World) killAllCommands() { w.cmds = w.cmds[:0] }

// stopped are the commands of before that after no longer lists: those a process's stop killed.
func stopped(before, after []gateway.BgProc) []gateway.BgProc {
	return slices.DeleteFunc(before, func(p gateway.BgProc) bool {
		return slices.ContainsFunc(after, func(q gateway.BgProc) bool { return q.PID == p.PID })
	})
}

// Commands are the pids of the commands running now, in start order (for checkers: the process
// list must name each one).
func (w *World) Commands() []int {
	out := make([]int, len(w.cmds))
	for i, c := range w.cmds {
		out[i] = c.pid
	}
	return out
}

// procSpawn is backend op.Proc's agent starting a background command for the session of its
// newest open record. Traced "proc-spawn proc=t1 session=s2 pid=N"; skipped when the backend is
// down or has no open record.
func (w *World) procSpawn(op Op) {
	p := w.proc(op.Proc)
	if p == nil || p.g == nil || p.isCLI() {
		w.skip(op, "no backend running")
		return
	}
	rs := p.g.Records()
	var s gateway.SessionID
	for j := len(rs) - 1; j >= 0; j-- {
		if !rs[j].Finalized && rs[j].Session != "" {
			s = rs[j].Session
			break
		}
	}
	if s == "" {
		w.skip(op, "no open record")
		return
	}
	w.cur = p
	defer func() { w.cur = nil }()
	w.begin()
	w.lineOp(op)
	w.lineKV("session", w.SessionName(s))
	pid := w.newCommand(string(s))
	w.lineKV("pid", strconv.Itoa(pid))
	w.call(model.CommandStart{Session: s})
	p.g.SessionProcessStarted(s, pid)
	w.finish()
}
