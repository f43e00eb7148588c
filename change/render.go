package change

import (
	"fmt"
	"strings"
)

// Printing answers: as a scenario file with its output filled in (what the side's runner would
// write), and one directive of both sides in two columns.

// stepOutput is the output a scenario file shows under a directive: an op's trace (a run of
// quiet ticks as one line, "ok" for none), another directive's printed lines (a state directive's
// only those the comparison reads, marker files only when markers is set).
func stepOutput(s *Step, markers bool) []string {
	if s.Err != "" {
		return []string{"(cannot run: " + s.Err + ")"}
	}
	if !isOp(s.Kind()) {
		if s.Kind() != "state" {
			return s.Output
		}
		return filter(s.Output, func(l string) bool {
			k, _, _ := strings.Cut(l, " ")
			return comparedState[k] && (markers || k != "markers")
		})
	}
	return foldTicks(s.Lines)
}

// foldTicks prints a run of two or more quiet ticks (a tick event with no effect) as one line,
// "+1m00s..+31m00s 7 quiet ticks", as scenario files do.
func foldTicks(lines []string) []string {
	if len(lines) == 0 {
		return []string{"ok"}
	}
	quiet := func(i int) bool {
		at, rest, _ := strings.Cut(lines[i], " ")
		return rest == "tick" && at != "" && (i+1 == len(lines) || !strings.HasPrefix(lines[i+1], "  "))
	}
	var out []string
	for i := 0; i < len(lines); {
		j := i
		for j < len(lines) && quiet(j) {
			j++
		}
		switch n := j - i; {
		case n >= 2:
			first, _, _ := strings.Cut(lines[i], " ")
			last, _, _ := strings.Cut(lines[j-1], " ")
			out = append(out, fmt.Sprintf("%s..%s %d quiet ticks", first, last, n))
			i = j
		default:
			out = append(out, lines[i])
			i++
		}
	}
	return out
}

// FileText is an answer printed as the scenario file a side's runner would write: each directive,
// ----, its output; a violation as a # line after the directive that raised it.
func FileText(a *Answer, markers bool) string {
	var b strings.Builder
	for i := range a.Steps {
		s := &a.Steps[i]
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(s.Directive + "\n----\n")
		for _, l := range stepOutput(s, markers) {
			b.WriteString(l + "\n")
		}
		if a.ViolationAt == i {
			fmt.Fprintf(&b, "# violation %s: %s\n", a.Violation.Inv, a.Violation.Facts)
		}
	}
	return b.String()
}

// sideBySide prints one directive's output on both sides in two columns, marking with "!" the
// lines outside their longest common subsequence.
func sideBySide(b, h []string, baseName, headName string) string {
	ed := lcsDiff(b, h)
	width := len(baseName)
	for _, e := range ed {
		if e.tag != '+' {
			width = max(width, len(e.line))
		}
	}
	width = min(width, 70)
	var sb strings.Builder
	row := func(mark, l, r string) {
		if len(l) > width {
			l = l[:width-1] + "…"
		}
		fmt.Fprintf(&sb, "  %s %-*s | %s\n", mark, width, l, r)
	}
	row(" ", baseName, headName)
	for i := 0; i < len(ed); {
		if ed[i].tag == ' ' {
			row(" ", ed[i].line, ed[i].line)
			i++
			continue
		}
		// A block of changes: the base's lines beside the head's.
		var left, right []string
		for ; i < len(ed) && ed[i].tag != ' '; i++ {
			if ed[i].tag == '-' {
				left = append(left, ed[i].line)
			} else {
				right = append(right, ed[i].line)
			}
		}
		for k := range max(len(left), len(right)) {
			l, r := "", ""
			if k < len(left) {
				l = left[k]
			}
			if k < len(right) {
				r = right[k]
			}
			row("!", l, r)
		}
	}
	return sb.String()
}
