package scenarios

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

// Env runs one scenario file: the world, its oracle and what the file asked for so far. Not safe
// for concurrent use; one Env per file.
type Env struct {
	// ExtraBugs are switched on in addition to the config's bugs (the flag-check test's lever).
	ExtraBugs gateway.BugSet
	// Configure, when set, adjusts the world's configuration after the file's config (the
	// backend differential's lever: which durable store the world runs on).
	Configure func(*sim.Config)

	setup  Setup
	world  *sim.World
	oracle *sim.Oracle
}

// commands lists the file-level directives; every other directive is a sim op.
var commands = []string{"config", "state", "liveness"}

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

// Exec runs one directive given as its command word and argument words. The error is a harness
// problem or a violation; the output is never an error message.
func (e *Env) Exec(cmd string, args []string) (string, error) {
	switch cmd {
	case "config":
		// Example: config seed=1 lanes=2 reset=idle idle=30m at=04:00 drain=30s fresh=1h grace=20s bugs=B23
		if e.world != nil {
			return "", fmt.Errorf("config given twice")
		}
		s, err := ParseConfig(args)
		if err != nil {
			return "", err
		}
		s.Bugs = append(s.Bugs, e.ExtraBugs...)
		w, o, err := s.WorldWith(e.Configure)
		if err != nil {
			return "", err
		}
		e.setup, e.world, e.oracle = s, w, o
		return e.lanes(), nil
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
	if _, ok := sim.KindByName(cmd); !ok {
		return "", fmt.Errorf("unknown command %q (valid: %s)", cmd, validCommands())
	}
	line := strings.Join(append([]string{cmd}, args...), " ")
	op, err := sim.ParseOp(line)
	if err != nil {
		return "", fmt.Errorf("%v (valid: %s)", err, validCommands())
	}
	if canon := op.String(); canon != line {
		return "", fmt.Errorf("write the op as %q (one spelling per op)", canon)
	}
	if e.world == nil {
		return "", errors.New("config must be the first directive")
	}
	return e.Apply(op)
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

// Setup is the env's config.
func (e *Env) Setup() Setup { return e.setup }

func (e *Env) ready(cmd string, args []string) error {
	if len(args) > 0 {
		return fmt.Errorf("%s takes no arguments", cmd)
	}
	if e.world == nil {
		return errors.New("config must be the first directive")
	}
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
