// This file is the whole program: cmd/diff writes it alone into a version's tree that predates it
// (doc.go states the package's contract and protocol), so it uses only what that tree has.

package replay

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unsafe"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// Protocol is the first line the program prints; cmd/diff refuses a program that prints another.
const Protocol = "gatewaysim-replay 1"

// Serve answers requests from in on out until in ends.
func Serve(in io.Reader, out io.Writer) error {
	bw := bufio.NewWriter(out)
	kinds := make([]string, 0, 64)
	for _, k := range sim.Kinds() {
		kinds = append(kinds, k.String())
	}
	fmt.Fprintf(bw, "%s\nkinds %s\nready\n", Protocol, strings.Join(kinds, " "))
	if err := bw.Flush(); err != nil {
		return err
	}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	emit := func(line string) {
		bw.WriteString(line)
		bw.WriteByte('\n')
	}
	for sc.Scan() {
		verb, n, _ := strings.Cut(sc.Text(), " ")
		count, err := strconv.Atoi(n)
		if verb != "run" && verb != "parse" || err != nil || count < 0 {
			return fmt.Errorf("replay: want \"run N\" or \"parse N\", got %q", sc.Text())
		}
		lines := make([]string, 0, count)
		for len(lines) < count && sc.Scan() {
			lines = append(lines, sc.Text())
		}
		if len(lines) < count {
			return fmt.Errorf("replay: the input ended inside a request")
		}
		if verb == "run" {
			Run(lines, emit)
		} else {
			Parse(lines, emit)
		}
		bw.WriteString("end\n")
		if err := bw.Flush(); err != nil {
			return err
		}
	}
	return sc.Err()
}

// Parse emits, for each op line, "ok" when the version parses it, else "e" and why not.
func Parse(ops []string, emit func(string)) {
	for _, l := range ops {
		if _, err := sim.ParseOp(strings.TrimSuffix(l, " ?")); err != nil {
			emit("e " + oneLine(err.Error()))
			continue
		}
		emit("ok")
	}
}

// judge is what the replay needs of a version's oracle (sim.Oracle in older versions,
// check.Oracle in newer ones: the same two methods).
type judge interface {
	Observe(w *sim.World, ev model.Event, fx []gateway.Effect) error
	Liveness() error
}

// run is one request's state.
type run struct {
	env      *scenarios.Env
	world    *sim.World
	judge    judge
	violated error    // the first violation, once raised
	told     bool     // it was printed
	state    []string // the state lines after the last op
	emit     func(string)
}

// Run runs one scenario's directives and emits the answer's lines (without the closing "end").
func Run(directives []string, emit func(string)) {
	r := &run{env: &scenarios.Env{}, emit: emit}
	defer r.close()
	for _, d := range directives {
		emit("> " + d)
		if err := r.directive(d); err != nil {
			r.tell()
			emit("e " + oneLine(err.Error()))
			return
		}
		r.tell()
	}
}

// directive runs one directive line.
func (r *run) directive(line string) error {
	line = strings.TrimSuffix(line, " ?") // every op may be skipped here: the skip is in the trace
	words := strings.Fields(line)
	if len(words) == 0 {
		return errors.New("an empty directive")
	}
	switch words[0] {
	case "config", "lane", "state", "sessions":
		out, err := r.env.Exec(words[0], words[1:])
		if err != nil {
			return err
		}
		r.output(out)
		if words[0] == "config" || words[0] == "lane" {
			return r.watch()
		}
		return nil
	case "liveness":
		if r.judge == nil {
			return errors.New("liveness before the world was built")
		}
		if r.violated == nil {
			if err := r.judge.Liveness(); err != nil {
				r.violated = err
				return nil
			}
		}
		r.emit("o ok")
		return nil
	}
	return r.op(line)
}

// op applies one op line and emits its trace lines and the state lines it changed.
func (r *run) op(line string) error {
	op, err := sim.ParseOp(line)
	if err != nil {
		return err
	}
	if r.world == nil {
		return errors.New("an op before the world was built (config first)")
	}
	tr := r.world.Trace()
	n0 := tr.Len()
	if err := r.world.Apply(op); err != nil {
		return err
	}
	for _, l := range tr.Tail(tr.Len() - n0) {
		r.emit("t " + l)
	}
	r.stateDelta()
	return nil
}

// output emits a directive's printed output, line by line.
func (r *run) output(out string) {
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		r.emit("o " + l)
	}
}

// watch installs the judging observer on a world config or lane just built: the env's own oracle,
// called until it raises the run's first violation, never again after it, and never stopping the
// world.
func (r *run) watch() error {
	w := r.env.World()
	if w == nil || w == r.world {
		return nil
	}
	j, err := envOracle(r.env)
	if err != nil {
		return err
	}
	r.world, r.judge, r.state = w, j, nil
	w.SetObserver(func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
		if r.violated == nil {
			if err := j.Observe(w, ev, fx); err != nil {
				r.violated = err
			}
		}
		return nil
	})
	return nil
}

// envOracle reads the oracle a scenarios.Env attached to its world. Env has no accessor for it in
// the versions this file must build in, so it is read from the unexported field "oracle", which
// every one of them has.
func envOracle(e *scenarios.Env) (judge, error) {
	f := reflect.ValueOf(e).Elem().FieldByName("oracle")
	if !f.IsValid() || f.Kind() != reflect.Pointer || f.IsNil() {
		return nil, errors.New("replay: this version's scenarios.Env has no oracle field")
	}
	v := reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Interface()
	j, ok := v.(judge)
	if !ok {
		return nil, fmt.Errorf("replay: this version's oracle (%T) lacks Observe or Liveness", v)
	}
	return j, nil
}

// stateDelta emits the state lines the last op added and removed.
func (r *run) stateDelta() {
	now := strings.Split(strings.TrimRight(scenarios.State(r.world), "\n"), "\n")
	was := map[string]int{}
	for _, l := range r.state {
		was[l]++
	}
	for _, l := range now {
		if was[l] > 0 {
			was[l]--
			continue
		}
		r.emit("s+ " + l)
	}
	for _, l := range r.state {
		if was[l] > 0 {
			was[l]--
			r.emit("s- " + l)
		}
	}
	r.state = now
}

// tell emits the run's first violation once.
func (r *run) tell() {
	if r.violated == nil || r.told {
		return
	}
	r.told = true
	inv, facts := "error", r.violated.Error()
	var v *model.Violation
	if errors.As(r.violated, &v) {
		inv, facts = v.Inv, v.Facts
	}
	// Newer worlds print real ids in the trace's names (lane a, s1); older ones leave them.
	if s, ok := any(r.world).(interface{ Symbolic(string) string }); ok && r.world != nil {
		facts = s.Symbolic(facts)
	}
	r.emit("v " + inv + " " + oneLine(facts))
}

func (r *run) close() {
	if c, ok := any(r.env.World()).(interface{ Close() error }); ok && r.env.World() != nil {
		_ = c.Close()
	}
}

// oneLine folds a message's lines into one.
func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " / ")), " ")
}
