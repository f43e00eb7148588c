package sim

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// A panic anywhere in a judged run (in the gateway, in the model that judges it, or in the
// simulator itself) stops the world with a *PanicError that names who panicked, the seed, the op
// and the trace's tail; the run then fails like any other, with its bundle. Nothing of it reaches
// the test binary as a crash.

// Who panicked, as PanicError.In names it.
const (
	PanicGateway   = "gateway"   // the system under test
	PanicModel     = "model"     // the reference model or its invariants (the oracle)
	PanicSimulator = "simulator" // the harness itself
)

// panicIn names who panicked; call it from the deferred function that recovered. It walks the
// panicking stack from the panic out to the recovering function (stop) and takes the outermost
// frame of the gateway or the model: the code the harness called. A planted test hook or a store
// that the gateway calls is inside the gateway's call; a gateway method the model calls is inside
// the model's.
func panicIn(stop string) string {
	pc := make([]uintptr, 1024)
	frames := runtime.CallersFrames(pc[:runtime.Callers(2, pc)])
	in, panicking := PanicSimulator, false
	for {
		f, more := frames.Next()
		switch {
		case f.Function == "runtime.gopanic":
			panicking = true
		case !panicking:
		case f.Function == stop:
			return in
		case strings.HasPrefix(f.Function, "gatewaysim/gateway."):
			in = PanicGateway
		case strings.HasPrefix(f.Function, "gatewaysim/model."):
			in = PanicModel
		}
		if !more {
			return in
		}
	}
}

// panicError is the world's PanicError for a panic with value v, recovered by stop, after op ops
// during line.
func (w *World) panicError(stop string, op int, line string, v any) *PanicError {
	in := panicIn(stop)
	w.tracePanic(line, in, v)
	return &PanicError{In: in, Seed: w.Seed(), Op: op, Line: line, Value: v,
		Stack: string(debug.Stack()), Tail: w.trace.Tail(20)}
}

// tracePanic ends the trace with the panic: on the line of the event it interrupted, after the
// effects traced so far, or on a line of its own.
func (w *World) tracePanic(line, in string, v any) {
	if !w.lineOpen {
		w.lineStart()
		w.lineWord(line)
	}
	msg, _, _ := strings.Cut(fmt.Sprint(v), "\n") // the trace keeps one line per event
	w.lineWord(" | panic in the " + in + ": " + msg)
	w.lineEnd()
}

// Guard runs f, a step of a checker outside any op (the oracle's end-of-run check), and turns a
// panic in it into the world's PanicError, traced on a line of its own named line: such a panic
// fails the run as one during an op does.
func (w *World) Guard(line string, f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = w.panicError("gatewaysim/sim.(*World).Guard", w.ops, line, r)
		}
	}()
	return f()
}
