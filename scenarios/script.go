package scenarios

import (
	"fmt"
	"os"
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

// Directive is one directive of a scenario file, with its expected output.
type Directive struct {
	Line     int // 1-based line of the directive in the file
	Cmd      string
	Args     []string
	Expected string
}

// String is the directive line.
func (d Directive) String() string { return strings.Join(append([]string{d.Cmd}, d.Args...), " ") }

// Script is a scenario file read without running it: the opening comment paragraph and the
// directives. It reads the datadriven format (comments, "----", double "----" blocks) for the
// tests that replay files outside datadriven (flag checks, reduction, bundles).
type Script struct {
	Path       string
	Header     []string // the opening # lines, without "# "
	Directives []Directive
}

// ReadScript reads a scenario file.
func ReadScript(path string) (*Script, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	s, err := ParseScript(string(b))
	if err != nil {
		return nil, fmt.Errorf("%s:%v", path, err)
	}
	s.Path = path
	return s, nil
}

// ParseScript parses scenario text (see readLayout for what it refuses). Errors start with the
// line number.
func ParseScript(text string) (*Script, error) { return readLayout(text) }

// HeaderValue returns the value of a "# key: value" header line ("" if none).
func (s *Script) HeaderValue(key string) string {
	for _, h := range s.Header {
		if k, v, ok := strings.Cut(h, ":"); ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// Setup is the config directive's setup (which must come first), with the lanes of the lane
// directives that follow it.
func (s *Script) Setup() (Setup, error) {
	if len(s.Directives) == 0 || s.Directives[0].Cmd != "config" {
		return Setup{}, fmt.Errorf("%s: config must be the first directive", s.Path)
	}
	setup, err := ParseConfig(s.Directives[0].Args)
	if err != nil {
		return setup, err
	}
	for _, d := range s.Directives[1:] {
		if d.Cmd != "lane" {
			continue
		}
		l, err := sim.ParseLaneSpec(d.Args)
		if err != nil {
			return setup, fmt.Errorf("%s:%d: %v", s.Path, d.Line, err)
		}
		setup.Named = append(setup.Named, l)
	}
	return setup, nil
}

// Ops are the file's op directives in order (file-level directives skipped), without their
// "may be skipped" marks.
func (s *Script) Ops() ([]sim.Op, error) {
	var ops []sim.Op
	for _, d := range s.Directives {
		if _, ok := sim.KindByName(d.Cmd); !ok {
			continue
		}
		args, _ := splitMaybe(d.Args)
		op, err := ParseOpLine(d.Cmd, args)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", s.Path, d.Line, err)
		}
		ops = append(ops, op)
	}
	return ops, nil
}

// Canonical is the script's text with every op directive line written in its canonical
// spelling (durations as sim.FormatDuration prints them), the "?" mark kept: what -rewrite
// leaves. Lines are otherwise unchanged.
func Canonical(text string) (string, error) {
	s, err := ParseScript(text)
	if err != nil {
		return "", err
	}
	lines := strings.Split(text, "\n")
	for _, d := range s.Directives {
		if _, ok := sim.KindByName(d.Cmd); !ok {
			continue
		}
		args, maybe := splitMaybe(d.Args)
		op, err := ParseOpLine(d.Cmd, args)
		if err != nil {
			return "", fmt.Errorf("%d: %v", d.Line, err)
		}
		line := op.String()
		if maybe {
			line += sim.MaybeMark
		}
		lines[d.Line-1] = line
	}
	return strings.Join(lines, "\n"), nil
}

// Replay runs the file's directives in a fresh Env with extra bug flags switched on, without
// comparing outputs, and returns the first failure (a violation, an error) with its file:line.
func (s *Script) Replay(extra gateway.BugSet) (*Env, error) {
	e := &Env{ExtraBugs: extra}
	for _, d := range s.Directives {
		if _, err := e.Exec(d.Cmd, d.Args); err != nil {
			return e, &ReplayError{Pos: fmt.Sprintf("%s:%d", s.Path, d.Line), Directive: d.String(), Err: err}
		}
	}
	return e, nil
}

// ReplayError is a replay's failure at one directive.
type ReplayError struct {
	Pos       string
	Directive string
	Err       error
}

func (e *ReplayError) Error() string { return e.Pos + ": " + e.Directive + ": " + e.Err.Error() }
func (e *ReplayError) Unwrap() error { return e.Err }
