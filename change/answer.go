package change

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"gatewaysim/change/replay"
)

// What one side showed for one scenario, read from the replay program's answer and normalised so
// that two versions' answers compare line by line.

// Answer is one side's answer to one scenario: a step per directive it ran.
type Answer struct {
	Steps []Step
	// Violation is the side's first violation ("" for none) and ViolationAt the step that raised
	// it (-1 for none).
	Violation   Violation
	ViolationAt int
	// Err is why the run stopped before its last directive ("" when it ran them all), at step
	// ErrAt.
	Err   string
	ErrAt int
}

// Violation is a broken invariant as a side reported it: its name and its facts.
type Violation struct{ Inv, Facts string }

// Step is what one directive showed.
type Step struct {
	Directive string
	Lines     []string // an op's trace, normalised: each event flush left, its effects indented two spaces
	Output    []string // a non-op directive's output
	State     []string // after an op, the state lines the comparison reads, sorted (nil for other directives)
	Err       string   // the directive could not run
}

// Kind is the directive's first word: config, boot, message, state, liveness, ...
func (s *Step) Kind() string {
	k, _, _ := strings.Cut(s.Directive, " ")
	return k
}

// parseAnswer reads the lines of one answer (without the closing "end").
func parseAnswer(lines []string) (*Answer, error) {
	a := &Answer{ViolationAt: -1, ErrAt: -1}
	var cur *Step
	for _, l := range lines {
		tag, rest, _ := strings.Cut(l, " ")
		if tag == ">" {
			a.Steps = append(a.Steps, Step{Directive: rest})
			cur = &a.Steps[len(a.Steps)-1]
			continue
		}
		if cur == nil {
			return nil, fmt.Errorf("replay answer: %q before any directive", l)
		}
		switch tag {
		case "t":
			cur.Lines = append(cur.Lines, traceLines(rest)...)
		case "o":
			cur.Output = append(cur.Output, rest)
		case "s+", "s-": // fillState
		case "v":
			inv, facts, _ := strings.Cut(rest, " ")
			a.Violation, a.ViolationAt = Violation{inv, facts}, len(a.Steps)-1
		case "e":
			cur.Err, a.Err, a.ErrAt = rest, rest, len(a.Steps)-1
		default:
			return nil, fmt.Errorf("replay answer: unknown line %q", l)
		}
	}
	if err := a.fillState(lines); err != nil {
		return nil, err
	}
	return a, nil
}

// fillState replays the answer's state deltas and keeps, for each op step (a step whose directive
// produced trace lines or state changes), the whole state after it.
func (a *Answer) fillState(lines []string) error {
	state := map[string]int{}
	step := -1
	changed := false
	flush := func() {
		if step >= 0 && (changed || len(a.Steps[step].Lines) > 0) {
			a.Steps[step].State = stateLines(state)
		}
	}
	for _, l := range lines {
		tag, rest, _ := strings.Cut(l, " ")
		switch tag {
		case ">":
			flush()
			step++
			changed = false
		case "s+":
			state[rest]++
			changed = true
		case "s-":
			if state[rest]--; state[rest] < 0 {
				return fmt.Errorf("replay answer: state line %q removed but never added", rest)
			}
			changed = true
		}
	}
	flush()
	// An op that changed no state line still has the state of the op before it.
	var last []string
	for i := range a.Steps {
		if a.Steps[i].State != nil {
			last = a.Steps[i].State
		} else if isOp(a.Steps[i].Kind()) && a.Steps[i].Err == "" {
			a.Steps[i].State = last
		}
	}
	return nil
}

// isOp reports whether a directive kind is an op (not a file-level directive).
func isOp(kind string) bool {
	switch kind {
	case "config", "lane", "state", "sessions", "liveness":
		return false
	}
	return true
}

// comparedState lists the state line kinds the comparison reads: the process, the marker files,
// the routing entries, the rows and the TUI records. The restore gate, the operator's drain, the
// waiting messages and the agent cache are the process's own bookkeeping, which the effects show
// where it matters to a user.
var comparedState = map[string]bool{"process": true, "markers": true, "route": true, "row": true, "record": true}

// stateLines is the sorted list of the compared state lines present.
func stateLines(state map[string]int) []string {
	out := []string{}
	for l, n := range state {
		k, _, _ := strings.Cut(l, " ")
		if !comparedState[k] {
			continue
		}
		for range n {
			out = append(out, l)
		}
	}
	sort.Strings(out)
	return out
}

// traceLines splits one trace line ("+0s shutdown | drain-notice lane=a text=shutdown | ...") into
// its event and its effects, each normalised, the effects indented by two spaces.
func traceLines(line string) []string {
	parts := splitEffects(line)
	out := make([]string, len(parts))
	out[0] = normalEvent(parts[0])
	for i, p := range parts[1:] {
		out[i+1] = "  " + normalEffect(p)
	}
	return out
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

// The trace's older forms, rewritten into today's. Before 5d8b33f the events the world schedules
// itself were positional ("+1m00s turn-end a k1.1 ok tokens=100", "tui-turn-end u1 k1.1 ok") and a
// turn's end was text= in the turn-ended effect; before 2961faf a compression's row-created named
// its parent by its raw id.
var (
	oldTurnEnd    = regexp.MustCompile(`^(\S+) (turn-end|tui-turn-end) (\S+) (k\d+\.\d+) (\S+)(.*)$`)
	compressionOf = regexp.MustCompile(`text="compression of [^"]*"`)
)

func normalEvent(e string) string {
	if m := oldTurnEnd.FindStringSubmatch(e); m != nil && !strings.Contains(m[3], "=") {
		who := "lane="
		if m[2] == "tui-turn-end" {
			who = "record="
		}
		return m[1] + " " + m[2] + " " + who + m[3] + " token=" + m[4] + " outcome=" + m[5] + m[6]
	}
	return e
}

func normalEffect(e string) string {
	if strings.HasPrefix(e, "turn-ended ") {
		e = strings.Replace(e, " text=", " outcome=", 1)
	}
	if strings.HasPrefix(e, "row-created ") {
		// The parent is in the state's row line as parent=sN in every version.
		e = compressionOf.ReplaceAllString(e, `text="compression of (parent)"`)
	}
	return e
}

// request is a request to the replay program: "run N" or "parse N", then the lines.
func request(verb string, lines []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d\n", verb, len(lines))
	for _, d := range lines {
		b.WriteString(d)
		b.WriteByte('\n')
	}
	return b.String()
}

// protocol is the replay protocol this package speaks.
const protocol = replay.Protocol
