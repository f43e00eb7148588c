package sim

import "fmt"

// An op kind is described once, in opTable (sim/ops.go): its word and arguments (what ParseOp
// reads, String prints and World.validate checks), how the world applies it, and whether, how
// often and how the generator draws it. Its model event and rule belong to the model
// (model/event.go, Model.Expect); the apply handler names the event it sends.

// opSpec describes one op kind.
type opSpec struct {
	kind   Kind
	name   string    // its word in a scenario
	fields int       // its arguments (the f... bits of sim/op.go)
	apply  applyFunc // performs it on the world

	family   family   // the generator's stream that draws it; familyNone: never drawn by weight
	rates    rates    // its rate in each focus's mix, before the swarm's scaling
	alwaysOn focusSet // the foci whose swarms never switch it off (their family does nothing without it)
	accident bool     // a fault that hits a lane: the generator follows that lane for a few ops
	draw     drawFunc // builds a concrete op from the world; set for a drawn kind
}

// applyFunc performs an op (World.apply); an error stops the world.
type applyFunc func(*World, Op) error

// infallible adapts a handler that never stops the world.
func infallible(h func(*World, Op)) applyFunc {
	return func(w *World, op Op) error {
		h(w, op)
		return nil
	}
}

// drawFunc builds an op of kind k, or reports that k does not apply now. The generator has
// drawn lane already, from the kind's stream, whether the op takes one or not: the draw order
// of every seed depends on it.
type drawFunc func(g *Generator, k Kind, lane string) (Op, bool)

// family is the generator's stream an op kind is drawn from.
type family uint8

const (
	familyNone     family = iota // not drawn by weight (the generator boots a process itself)
	familyWorkload               // the workload stream: users, agents, time, the TUI
	familyFault                  // the faults stream, at the swarm's fault rate
)

// rates are an op kind's base rates: in the full mix and in each focus (0: not drawn there).
type rates struct{ all, tui, restart, boundaries int }

func (r rates) of(f Focus) int {
	switch f {
	case FocusTUI:
		return r.tui
	case FocusRestart:
		return r.restart
	case FocusBoundaries:
		return r.boundaries
	}
	return r.all
}

// focusSet is a set of foci, one bit per Focus.
type focusSet uint8

const everyFocus focusSet = 1<<focusEnd - 1

func focuses(fs ...Focus) focusSet {
	var s focusSet
	for _, f := range fs {
		s |= 1 << f
	}
	return s
}

func (s focusSet) has(f Focus) bool { return s&(1<<f) != 0 }

// Indexes of opTable, built once by init: opTable's entries name handlers that read these (a
// package-level initializer would be an initialization cycle).
var (
	opSpecs       [kindEnd]opSpec        // every kind's descriptor, by kind
	workloadKinds []Kind                 // the workload stream's kinds, in opTable's order
	faultKinds    []Kind                 // the faults stream's kinds, in opTable's order
	focusRates    [focusEnd][kindEnd]int // base rates by focus and kind (FocusAll: the full mix)
)

func init() {
	for _, s := range opTable() {
		if s.kind <= kindNone || s.kind >= kindEnd || opSpecs[s.kind].name != "" {
			panic(fmt.Sprintf("sim: opTable: kind %d (%s) out of range or described twice", s.kind, s.name))
		}
		opSpecs[s.kind] = s
		switch s.family {
		case familyWorkload:
			workloadKinds = append(workloadKinds, s.kind)
		case familyFault:
			faultKinds = append(faultKinds, s.kind)
		}
		for f := range focusEnd {
			focusRates[f][s.kind] = s.rates.of(f)
		}
	}
	for k := kindNone + 1; k < kindEnd; k++ {
		if opSpecs[k].name == "" {
			panic(fmt.Sprintf("sim: opTable: kind %d has no descriptor", k))
		}
	}
}
