package check

import (
	"fmt"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// ReplayEnd says how a replay ends after its ops.
type ReplayEnd uint8

const (
	ReplayOps      ReplayEnd = iota // nothing more
	ReplayLiveness                  // the oracle's end-of-run check
	ReplayQuiesce                   // the property's end: Quiesce's ops, then the check
)

// Replay applies ops to a fresh world (seed, cfg) with a fresh oracle attached before the first
// op, so cfg.NoBoot should be set and ops should start with a boot, as a property run's do; end
// says what follows them. It returns the world, the ops it applied (ops plus Quiesce's, when it
// ran) and the first error.
func Replay(seed uint64, cfg sim.Config, ops []sim.Op, end ReplayEnd) (*sim.World, []sim.Op, error) {
	w, applied, _, err := replay(seed, cfg, ops, end)
	return w, applied, err
}

// replay is Replay that also returns the virtual instant of the first violation (or of the
// failing op, or the end for a liveness failure).
func replay(seed uint64, cfg sim.Config, ops []sim.Op, end ReplayEnd) (*sim.World, []sim.Op, time.Duration, error) {
	w, err := sim.NewWorld(seed, cfg)
	if err != nil {
		return nil, nil, 0, err
	}
	o := NewOracle(w)
	var failAt time.Duration
	failed := false
	w.SetObserver(func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
		err := o.Observe(w, ev, fx)
		if err != nil && !failed {
			failAt, failed = w.Elapsed(), true
		}
		return err
	})
	at := func() time.Duration {
		if failed {
			return failAt
		}
		return w.Elapsed()
	}
	applied := append([]sim.Op(nil), ops...)
	for _, op := range ops {
		if err := w.Apply(op); err != nil {
			return w, applied, at(), err
		}
	}
	if end == ReplayQuiesce {
		settled, err := sim.Settle(w)
		applied = append(applied, settled...)
		if err != nil {
			return w, applied, at(), err
		}
	}
	if end != ReplayOps {
		if err := o.Liveness(); err != nil {
			return w, applied, w.Elapsed(), fmt.Errorf("liveness: %w", err)
		}
	}
	return w, applied, 0, nil
}

// StripQuiesce splits a property run's ops into the drawn ops and the quiet phase sim.Settle
// appended after them: sim.Quiesce's ops (recomputed from a replay, so only an exact match counts)
// and Settle's extra waits. ok is false when the list does not end with its quiet phase (a
// failure before it).
func StripQuiesce(seed uint64, cfg sim.Config, ops []sim.Op) (drawn []sim.Op, ok bool) {
	lanes := len(cfg.Lanes)
	wait := sim.SettleWait(cfg)
	for extra := 0; extra <= 8 && extra <= len(ops); extra++ {
		if extra > 0 && ops[len(ops)-extra] != wait {
			break
		}
		body := ops[:len(ops)-extra]
		for k := lanes + 4; k <= lanes+4+8 && k <= len(body); k++ { // + an adapter-up per platform down
			w, _, err := Replay(seed, cfg, body[:len(body)-k], ReplayOps)
			if err != nil {
				continue
			}
			if q := sim.Quiesce(w); len(q) == k && equalOps(q, body[len(body)-k:]) {
				return body[:len(body)-k], true
			}
		}
	}
	return ops, false
}

func equalOps(a, b []sim.Op) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}
