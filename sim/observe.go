package sim

import (
	"gatewaysim/gateway"
	"gatewaysim/model"
)

// Observer is told, in the model's terms, about every gateway call the world makes, with the
// effects of that call, right after it; and about the world events that change what the gateway
// can know without a call (a kill or crash, a disk fault, a lost index, an adapter moving while no
// process is up). Virtual time is w.Now(). A non-nil error stops the world: Apply returns it.
type Observer func(w *World, ev model.Event, fx []gateway.Effect) error

// SetObserver installs o (nil removes it). Install it before the first Apply, or right after
// NewWorld: the world's first boot has then already been reported to nobody.
func (w *World) SetObserver(o Observer) { w.obs = o }

// BeforeCall is told about every gateway call right before the world makes it, when the store
// and the process hold exactly what the call will read.
type BeforeCall func(w *World, ev model.Event)

// AddBeforeCall installs b beside the ones installed before it (each oracle of a world has one).
func (w *World) AddBeforeCall(b BeforeCall) { w.before = append(w.before, b) }

// call notes the gateway call about to be made; collect reports it with its effects.
func (w *World) call(ev model.Event) {
	for _, b := range w.before {
		b(w, ev)
	}
	w.pend = ev
}

// tell reports a world event that makes no gateway call.
func (w *World) tell(ev model.Event) { w.report(ev, nil) }

func (w *World) report(ev model.Event, fx []gateway.Effect) {
	if w.obs == nil || ev == nil || w.obsErr != nil {
		return
	}
	if err := w.obs(w, ev, fx); err != nil {
		w.obsErr = err
	}
}

// modelLane is a lane as the model names it.
func (l *Lane) modelLane() model.Lane {
	return model.Lane{Key: l.Key, Platform: l.Source.Platform, Type: l.Source.ChatType, Chat: gateway.DrainTarget(l.Source)}
}
