package sim

// Steering: a caller that follows what the run has reached (check.Lifecycle.Steered) may choose
// some of the generator's ops itself, to take a lane somewhere the swarm's weights make rare. It
// draws with the generator's own streams, so a steered run is as deterministic per seed as any.

// Steer picks a steered op, or reports that it has none now (the generator then draws as usual).
type Steer func(g *Generator) (Op, bool)

// Every op is offered to the steer: measured against one op in two and one in three, that reached
// the most transition pairs (4107 of 5988 in seeds 1..500, against 3921 and 3686) and caught the
// self-check's flags in the fewest checks. The swarm keeps its character through the kinds it
// switches on (the steer draws no other), its policy and knobs, and the ops the steer has none for
// (the swarm's weights, focus and faults draw those).

// SetSteer makes g offer every op to s (nil: none), unless the swarm focuses on TUI
// clients: their defects need one record's sequence (a create, a drop, a rebind, a teardown, a
// reap), which ops steered by lane states break up.
func (g *Generator) SetSteer(s Steer) {
	if g.sw.Focus != FocusTUI {
		g.steer = s
	}
}

// steered is the steer's op, when it has one.
func (g *Generator) steered() (Op, bool) {
	if g.steer == nil {
		return Op{}, false
	}
	return g.steer(g)
}

// Chooser is the generator's workload chooser, for a steer's own choices.
func (g *Generator) Chooser() Chooser { return g.work }

// PickLane picks a lane as the workload does (the swarm's lane mask, a lane an accident hit).
func (g *Generator) PickLane() string { return g.lane(g.work) }

// Enabled reports whether the run's swarm draws kind k at all: a steer keeps to the swarm's
// kinds, so that a swarm that leaves a kind out still never sees it.
func (g *Generator) Enabled(k Kind) bool { return k > kindNone && k < kindEnd && g.sw.Weights[k] > 0 }

// DrawKind draws an op of kind k on lane (lane-less kinds ignore it) with k's own draw, or reports
// that k does not apply now or is off in the swarm. A drawn accident makes its lane the focus of
// the next few ops, as a fault the swarm drew would.
func (g *Generator) DrawKind(k Kind, lane string) (Op, bool) {
	if !g.Enabled(k) || opSpecs[k].draw == nil {
		return Op{}, false
	}
	op, ok := opSpecs[k].draw(g, k, lane)
	if ok && opSpecs[k].accident && op.Lane != "" {
		g.accident = op.Lane
		g.focusOn(op.Lane)
	}
	return op, ok
}
