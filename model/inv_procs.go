package model

import (
	"errors"
	"slices"

	"gatewaysim/gateway"
)

// checkProcList (MP10, the process list keeps every running command; docs/contract.md §9.7): after
// each step, the background-process list names every command that still runs. A command outlives
// a kill of the process that started it, and a messaging gateway's boot learns from the list which
// of its lanes still run one, whose reset it must hold back; a command the list forgot is one that
// boot never adopts, and its lane is reset under it. Every process rewrites the whole list, so
// this is what keeps one process's rewrite from dropping another's commands (X12 of the
// multi-process reading: V1 rewrites the list from the writer's own registry alone). The running
// commands are the world's ground truth (Observation.Commands); a step that did not read the list
// is not judged.
func checkProcList(o *Observation, h *History) error {
	if !o.ProcListRead {
		return nil
	}
	var errs []error
	for _, pid := range o.Commands {
		if slices.ContainsFunc(o.ProcList, func(p gateway.BgProc) bool { return p.PID == pid }) {
			continue
		}
		errs = append(errs, violate("MP10", "background command %d still runs, but the process list lost it during %s by %s: a boot would not adopt it",
			pid, eventName(o.Event), h.procs.current(o.Proc)))
	}
	return errors.Join(errs...)
}
