package change

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
	"sync"

	"gatewaysim/change/replay"
	"gatewaysim/sim"
)

// A side is one version of the project with one set of bug flags; a Replayer answers scenarios
// for it.

// Replayer answers scenarios for one side.
type Replayer interface {
	// Replay runs one scenario's directives and returns what each showed.
	Replay(directives []string) (*Answer, error)
	// Parse says, for each op line, why the side's version cannot parse it ("" when it can).
	Parse(ops []string) ([]string, error)
	// Kinds lists the op kinds the side's version knows.
	Kinds() []string
	Close() error
}

// Local is a Replayer that runs scenarios in this process, on the version this package was built
// from (the tests' replayer, and the flag-set mode's on the working tree's own build).
type Local struct{}

// Replay runs the directives with package replay in this process.
func (Local) Replay(directives []string) (*Answer, error) {
	var lines []string
	replay.Run(directives, func(l string) { lines = append(lines, l) })
	return parseAnswer(lines)
}

// Parse checks op lines with package replay in this process.
func (Local) Parse(ops []string) ([]string, error) {
	var lines []string
	replay.Parse(ops, func(l string) { lines = append(lines, l) })
	return parseErrors(lines, len(ops))
}

// parseErrors reads a parse answer: "ok" or "e why" per op.
func parseErrors(lines []string, n int) ([]string, error) {
	if len(lines) != n {
		return nil, fmt.Errorf("replay answer: %d parse lines for %d ops", len(lines), n)
	}
	out := make([]string, n)
	for i, l := range lines {
		if why, ok := strings.CutPrefix(l, "e "); ok {
			out[i] = why
		} else if l != "ok" {
			return nil, fmt.Errorf("replay answer: parse line %q", l)
		}
	}
	return out, nil
}

// Kinds lists this build's op kinds.
func (Local) Kinds() []string {
	var out []string
	for _, k := range sim.Kinds() {
		out = append(out, k.String())
	}
	return out
}

// Close does nothing.
func (Local) Close() error { return nil }

// Process is a Replayer that talks to a replay program built from one version's tree.
type Process struct {
	name   string // for errors: the side's label and version
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *bytes.Buffer
	kinds  []string
	mu     sync.Mutex
	closed bool
}

// StartProcess starts the replay program bin in dir and reads its greeting.
func StartProcess(name, bin, dir string) (*Process, error) {
	cmd := exec.Command(bin)
	cmd.Dir = dir
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	p := &Process{name: name, cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<16), stderr: &bytes.Buffer{}}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	greet, err := p.line()
	if err != nil {
		return nil, p.fail(err)
	}
	if greet != protocol {
		p.Close()
		return nil, fmt.Errorf("%s: the replay program speaks %q, this diff %q", name, greet, protocol)
	}
	kinds, err := p.line()
	if err != nil {
		return nil, p.fail(err)
	}
	p.kinds = strings.Fields(strings.TrimPrefix(kinds, "kinds"))
	if ready, err := p.line(); err != nil || ready != "ready" {
		return nil, p.fail(fmt.Errorf("no ready line (%q, %v)", ready, err))
	}
	return p, nil
}

// line reads one line of the program's answer.
func (p *Process) line() (string, error) {
	l, err := p.out.ReadString('\n')
	if err != nil {
		return "", err
	}
	return strings.TrimSuffix(l, "\n"), nil
}

// fail stops the program and returns err with what it printed on stderr.
func (p *Process) fail(err error) error {
	p.Close()
	if msg := strings.TrimSpace(p.stderr.String()); msg != "" {
		return fmt.Errorf("%s: replay program: %v: %s", p.name, err, msg)
	}
	return fmt.Errorf("%s: replay program: %v", p.name, err)
}

// Replay sends one scenario and reads its answer.
func (p *Process) Replay(directives []string) (*Answer, error) {
	lines, err := p.ask("run", directives)
	if err != nil {
		return nil, err
	}
	return parseAnswer(lines)
}

// Parse sends op lines to be parsed and reads which the version refuses.
func (p *Process) Parse(ops []string) ([]string, error) {
	lines, err := p.ask("parse", ops)
	if err != nil {
		return nil, err
	}
	return parseErrors(lines, len(ops))
}

// ask sends one request and reads its answer's lines up to "end".
func (p *Process) ask(verb string, lines []string) ([]string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil, fmt.Errorf("%s: the replay program has stopped", p.name)
	}
	if _, err := io.WriteString(p.in, request(verb, lines)); err != nil {
		return nil, p.fail(err)
	}
	var out []string
	for {
		l, err := p.line()
		if err != nil {
			return nil, p.fail(err)
		}
		if l == "end" {
			return out, nil
		}
		out = append(out, l)
	}
}

// Kinds lists the op kinds the version knows (from the program's greeting).
func (p *Process) Kinds() []string { return p.kinds }

// Close ends the program.
func (p *Process) Close() error {
	if p.closed {
		return nil
	}
	p.closed = true
	p.in.Close()
	err := p.cmd.Wait()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return fmt.Errorf("%s: replay program: %v", p.name, err)
	}
	return nil
}

// withBugs returns a config directive with the flags of list (comma-separated) added to its
// bugs= (the directive unchanged when list is empty).
func withBugs(config, list string) string {
	if list == "" {
		return config
	}
	words := strings.Fields(config)
	for i, w := range words {
		if have, ok := strings.CutPrefix(w, "bugs="); ok {
			names := strings.Split(have, ",")
			for _, b := range strings.Split(list, ",") {
				if !slices.Contains(names, b) {
					names = append(names, b)
				}
			}
			words[i] = "bugs=" + strings.Join(names, ",")
			return strings.Join(words, " ")
		}
	}
	return config + " bugs=" + list
}
