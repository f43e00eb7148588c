package sim

import "fmt"

// Run is one seeded exploration: the swarm drawn from the seed, a world under it, and steps ops
// from the generator. After each op, check (when non-nil) may judge the world; its error ends
// the run. The returned error is a gateway panic, a limit, or check's error, annotated with the
// seed, the swarm and the op.
type Run struct {
	Seed  uint64
	Swarm Swarm
	World *World
	Gen   *Generator
	Ops   []Op // the ops applied, in order
}

// NewRun builds the world and generator of a seed. mod (optional) adjusts the config after the
// swarm is applied.
func NewRun(seed uint64, mod func(*Config)) (*Run, error) {
	cfg := DefaultConfig()
	sw := DrawSwarm(seed)
	sw.Apply(&cfg)
	if mod != nil {
		mod(&cfg)
	}
	w, err := NewWorld(seed, cfg)
	if err != nil {
		return nil, err
	}
	return &Run{Seed: seed, Swarm: sw, World: w, Gen: NewGenerator(w, sw)}, nil
}

// Steps applies n generated ops.
func (r *Run) Steps(n int, check func(*World, Op) error) error {
	for range n {
		op := r.Gen.Next()
		r.Ops = append(r.Ops, op)
		if err := r.World.Apply(op); err != nil {
			return fmt.Errorf("seed %d, op %d (%s), swarm %s: %w", r.Seed, len(r.Ops), op, r.Swarm, err)
		}
		if check != nil {
			if err := check(r.World, op); err != nil {
				return fmt.Errorf("seed %d, op %d (%s), swarm %s: %w", r.Seed, len(r.Ops), op, r.Swarm, err)
			}
		}
	}
	return nil
}
