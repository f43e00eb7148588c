package scenarios

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/cockroachdb/datadriven"

	"gatewaysim/gateway"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// Env runs one scenario file: the world, its oracle and what the file asked for so far. Not safe
// for concurrent use; one Env per file.
type Env struct {
	// ExtraBugs are switched on in addition to the config's bugs (the flag-check test's lever).
	ExtraBugs gateway.BugSet
	// Configure, when set, adjusts the world's configuration after the file's config (the
	// backend differential's lever: which durable store the world runs on).
	Configure func(*sim.Config)

	setup      Setup
	configured bool // config ran (the world is built once it has a lane)
	world      *sim.World
	oracle     *check.Oracle
}

// commands lists the file-level directives; every other directive is a sim op.
var commands = []string{"config", "lane", "state", "sessions", "liveness"}

// validCommands is the list an unknown command's error shows.
func validCommands() string {
	var ops []string
	for _, k := range sim.Kinds() {
		ops = append(ops, k.String())
	}
	return strings.Join(commands, " ") + " | ops: " + strings.Join(ops, " ")
}

// Handle is the datadriven handler: it runs one directive and returns what it printed. A harness
// problem (bad syntax, unknown command, config missing) and every oracle violation are
// t.Fatalf with the directive's file:line, never output, so a rewrite cannot record them.
func (e *Env) Handle(t testing.TB, d *datadriven.TestData) string {
	t.Helper()
	if d.Input != "" { // CheckFile refuses these; a directive's input would be ignored
		t.Fatalf("%s: %s: expected ---- after the directive, found input lines %q", d.Pos, d.FullCmd(), d.Input)
	}
	out, err := e.Exec(d.Cmd, argWords(d))
	if err != nil {
		t.Fatalf("%s: %s: %v", d.Pos, d.FullCmd(), err)
	}
	return out
}

// splitMaybe takes the trailing "?" off an op's words: the op may be skipped.
func splitMaybe(args []string) ([]string, bool) {
	if n := len(args); n > 0 && args[n-1] == "?" {
		return args[:n-1], true
	}
	return args, false
}

// ErrSkipped is wrapped by the error of an op the world skipped that was not marked with a
// trailing "?".
var ErrSkipped = errors.New("the op was skipped")

// Exec runs one directive given as its command word and argument words. The error is a harness
// problem or a violation; the output is never an error message.
func (e *Env) Exec(cmd string, args []string) (string, error) {
	switch cmd {
	case "config":
		return e.config(args)
	case "lane":
		return e.lane(args)
	case "sessions":
		// Example: sessions lane=a
		if err := e.ready(cmd, nil); err != nil {
			return "", err
		}
		name, ok := strings.CutPrefix(strings.Join(args, " "), "lane=")
		l, known := e.world.Lane(name)
		if !ok || !known || len(args) != 1 {
			return "", fmt.Errorf("sessions takes lane=L, a lane of the world (form: sessions lane=L)")
		}
		return Sessions(e.world, l), nil
	case "state":
		// Example: state
		if err := e.ready(cmd, args); err != nil {
			return "", err
		}
		return State(e.world), nil
	case "liveness":
		// Example: liveness
		if err := e.ready(cmd, args); err != nil {
			return "", err
		}
		if err := e.oracle.Liveness(); err != nil {
			return "", fmt.Errorf("liveness: %w", err)
		}
		return "ok", nil
	}
	return e.op(cmd, args)
}

// config is the first directive: it fixes the setup and, unless lane directives name every lane,
// builds the world. Example: config seed=1 lanes=2 reset=idle idle=30m at=04:00 drain=30s fresh=1h grace=20s bugs=B23
func (e *Env) config(args []string) (string, error) {
	if e.configured {
		return "", fmt.Errorf("config given twice")
	}
	s, err := ParseConfig(args)
	if err != nil {
		return "", err
	}
	s.Bugs = append(s.Bugs, e.ExtraBugs...)
	e.setup, e.configured = s, true
	if s.Lanes == 0 {
		return "ok", nil // the lane directives that follow name every lane
	}
	if err := e.build(); err != nil {
		return "", err
	}
	return e.lanes(), nil
}

// lane adds a named lane and rebuilds the world, before the first op.
// Example: lane x platform=discord chat=group:g1 user=u2
func (e *Env) lane(args []string) (string, error) {
	if !e.configured {
		return "", errors.New("config must be the first directive")
	}
	if e.world != nil && e.world.Ops() > 0 {
		return "", errors.New("lane directives come before the first op (they rebuild the world)")
	}
	l, err := sim.ParseLaneSpec(args)
	if err != nil {
		return "", err
	}
	e.setup.Named = append(e.setup.Named, l)
	if err := e.build(); err != nil {
		return "", err
	}
	nl, _ := e.world.Lane(l.Name)
	return fmt.Sprintf("lane %s %s", nl.Name, nl.Key), nil
}

// op carries out an op directive; a trailing ? lets the world skip it.
func (e *Env) op(cmd string, args []string) (string, error) {
	if _, ok := sim.KindByName(cmd); !ok {
		return "", fmt.Errorf("unknown command %q (valid: %s)", cmd, validCommands())
	}
	args, maybe := splitMaybe(args)
	op, err := ParseOpLine(cmd, args)
	if err != nil {
		return "", err
	}
	if err := e.ready(cmd, nil); err != nil {
		return "", err
	}
	out, err := e.Apply(op)
	if err != nil {
		return "", err
	}
	if why := e.world.Skipped(); why != "" && !maybe {
		return "", fmt.Errorf("%w (%s): the world could not carry it out; end the line with ? if the skip is the point", ErrSkipped, why)
	}
	return out, nil
}

// ParseOpLine parses an op directive (its command word and argument words). Durations may be
// written in any spelling Go reads (61m, 1.5s, 90s); every other part must be written as
// sim.Op.String prints it, which is the spelling -rewrite gives the line. An error names the bad
// value, or the op's own form, never the whole command list.
func ParseOpLine(cmd string, args []string) (sim.Op, error) {
	line := strings.Join(append([]string{cmd}, args...), " ")
	op, err := sim.ParseOp(line)
	if err != nil {
		return sim.Op{}, err
	}
	if canon := op.String(); canon != line && canonicalDurations(line) != canon {
		return sim.Op{}, fmt.Errorf("write the op as %q (one spelling per op; durations in any spelling)", canon)
	}
	return op, nil
}

// durationRe matches a Go duration literal (1h2m, 1.5s, 90ms).
var durationRe = regexp.MustCompile(`[0-9][0-9.]*(?:ns|us|µs|ms|s|m|h)(?:[0-9][0-9.]*(?:ns|us|µs|ms|s|m|h))*`)

// canonicalDurations rewrites every duration literal of an op line (one not glued to a name,
// as in s1 or c2) in sim.FormatDuration's spelling.
func canonicalDurations(line string) string {
	var b strings.Builder
	last := 0
	for _, m := range durationRe.FindAllStringIndex(line, -1) {
		if m[0] > 0 && isNameByte(line[m[0]-1]) || m[1] < len(line) && isNameByte(line[m[1]]) {
			continue
		}
		d, err := time.ParseDuration(line[m[0]:m[1]])
		if err != nil {
			continue
		}
		b.WriteString(line[last:m[0]])
		b.WriteString(sim.FormatDuration(d))
		last = m[1]
	}
	b.WriteString(line[last:])
	return b.String()
}

func isNameByte(c byte) bool {
	return c == '_' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// Apply applies one op to the world and returns the trace lines it produced, formatted.
func (e *Env) Apply(op sim.Op) (string, error) {
	if e.world == nil {
		return "", errors.New("config must be the first directive")
	}
	tr := e.world.Trace()
	n0 := tr.Len()
	if err := e.world.Apply(op); err != nil {
		return "", err
	}
	return FormatTrace(tr.Tail(tr.Len() - n0)), nil
}

// World is the env's world (nil before config).
func (e *Env) World() *sim.World { return e.world }

func (e *Env) ready(cmd string, args []string) error {
	if len(args) > 0 {
		return fmt.Errorf("%s takes no arguments", cmd)
	}
	if !e.configured {
		return errors.New("config must be the first directive")
	}
	if e.world == nil {
		return errors.New("the world has no lane yet: config lanes=0 needs a lane directive first")
	}
	return nil
}

// build (re)builds the world from the setup, with the oracle attached.
func (e *Env) build() error {
	if e.world != nil {
		_ = e.world.Close()
	}
	w, o, err := e.setup.WorldWith(e.Configure)
	if err != nil {
		e.world, e.oracle = nil, nil
		return err
	}
	e.world, e.oracle = w, o
	return nil
}

// lanes prints the lane table: name and key.
func (e *Env) lanes() string {
	var b strings.Builder
	for _, l := range e.world.Lanes() {
		fmt.Fprintf(&b, "lane %s %s\n", l.Name, l.Key)
	}
	return b.String()
}

// argWords renders a directive's arguments back to words ("25h", "lane=a", "bugs=B23,H4").
func argWords(d *datadriven.TestData) []string {
	out := make([]string, 0, len(d.CmdArgs))
	for _, a := range d.CmdArgs {
		switch len(a.Vals) {
		case 0:
			out = append(out, a.Key)
		default:
			out = append(out, a.Key+"="+strings.Join(a.Vals, ","))
		}
	}
	return out
}

// FormatTrace prints trace lines for a golden file: the event on its own line, each effect on a
// line of its own indented by two spaces. A run of ticks that did nothing prints as one line
// ("+1m00s..+31m00s 7 quiet ticks"); no lines at all print "ok".
func FormatTrace(lines []string) string {
	if len(lines) == 0 {
		return "ok"
	}
	var b strings.Builder
	var quiet []string // offsets of the pending run of quiet ticks
	flush := func() {
		switch len(quiet) {
		case 0:
		case 1:
			b.WriteString(quiet[0] + " tick\n")
		default:
			fmt.Fprintf(&b, "%s..%s %d quiet ticks\n", quiet[0], quiet[len(quiet)-1], len(quiet))
		}
		quiet = quiet[:0]
	}
	for _, l := range lines {
		if off, rest, _ := strings.Cut(l, " "); rest == "tick" {
			quiet = append(quiet, off)
			continue
		}
		flush()
		parts := splitEffects(l)
		b.WriteString(parts[0])
		b.WriteByte('\n')
		for _, p := range parts[1:] {
			b.WriteString("  ")
			b.WriteString(p)
			b.WriteByte('\n')
		}
	}
	flush()
	return b.String()
}

// splitEffects splits a trace line at " | ", outside quoted texts.
func splitEffects(l string) []string {
	var parts []string
	quoted, from := false, 0
	for i := 0; i < len(l); i++ {
		switch {
		case l[i] == '\\' && quoted:
			i++
		case l[i] == '"':
			quoted = !quoted
		case !quoted && strings.HasPrefix(l[i:], " | "):
			parts = append(parts, l[from:i])
			from = i + 3
			i += 2
		}
	}
	return append(parts, l[from:])
}
