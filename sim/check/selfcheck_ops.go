package check

import "gatewaysim/sim"

// reduceDrawn takes a failing run's drawn ops further with the harness's own reduction
// (Reduce: whole lanes and connections, chunks down to single ops, merged advances): each
// candidate is replayed from the first boot through the quiet phase and must still fail with the
// same invariant.
func reduceDrawn(r *PropertyRun, drawn []sim.Op, key string, replaysMax int) ([]sim.Op, ReduceStats) {
	cfg := r.World.Config()
	cfg.TraceKeep = 1
	seed := r.World.Seed()
	fails := func(cand []sim.Op) bool {
		ops := append([]sim.Op{{Kind: sim.KindBoot}}, cand...)
		_, _, err := Replay(seed, cfg, ops, ReplayQuiesce)
		return FailureKey(err) == key
	}
	if !fails(drawn) {
		return drawn, ReduceStats{Before: len(drawn), After: len(drawn), Replays: 1}
	}
	return Reduce(drawn, fails, replaysMax, nil)
}

// drawnOps returns a property run's drawn ops: its ops less the first boot and whatever part of
// the quiet phase (Settle's ops) ran before the failure. The split is found by replaying: the
// longest tail that is a prefix of what Settle would apply after the ops before it. (A drawn
// drain-timeout right before a failure in the quiet phase reads as the quiet phase's first op.)
func drawnOps(r *PropertyRun) []sim.Op {
	ops := r.Ops
	if len(ops) == 0 || r.World == nil {
		return nil
	}
	cfg := r.World.Config()
	seed := r.World.Seed()
	most := len(cfg.Lanes) + 4 + 8 + 8 // Quiesce: lanes + 4, an adapter-up per platform; Settle's waits
	for k := min(most, len(ops)-1); k > 0; k-- {
		w, _, err := Replay(seed, cfg, ops[:len(ops)-k], ReplayOps)
		if err != nil || w == nil {
			continue
		}
		w.SetObserver(nil)
		q := settleOps(w)
		if len(q) >= k && equalOps(q[:k], ops[len(ops)-k:]) {
			return ops[1 : len(ops)-k]
		}
	}
	return ops[1:]
}

// settleOps is what sim.Settle would apply to w: sim.Quiesce's ops, then up to eight waits (at most, as
// the waits depend on what is still running, which this list does not replay).
func settleOps(w *sim.World) []sim.Op {
	q := sim.Quiesce(w)
	wait := sim.SettleWait(w.Config())
	for range 8 {
		q = append(q, wait)
	}
	return q
}
