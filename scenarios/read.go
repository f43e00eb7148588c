package scenarios

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/cockroachdb/datadriven"
)

// The layout of a scenario file, read as cockroachdb/datadriven's reader reads it (lines split as
// bufio.ScanLines splits them, # comments, a directive line, ----, then its output up to a blank
// line, or between ---- ---- and ---- ----), but strictly: wherever datadriven would quietly read
// something other than what the author meant, this is an error naming the line and what was
// expected. A missing ---- would make the next directives the input of this one (which ignores
// it), a block never closed would swallow the rest of the file, and a line too long for its
// scanner would end the file early without a word.

// maxLineBytes bounds a line; datadriven's bufio.Scanner stops silently at 64 KiB.
const maxLineBytes = 16 << 10

// separator is the line between a directive and its output, and (doubled) around a block.
const separator = "----"

// splitLines splits text into lines as bufio.ScanLines does: at \n, a trailing \r dropped, no
// empty last line for a final newline.
func splitLines(text string) []string {
	lines := strings.Split(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

// checkText rejects what no scenario file holds: text that is not UTF-8, a line too long to read.
func checkText(lines []string) error {
	for i, l := range lines {
		if !utf8.ValidString(l) {
			col := 0
			for col < len(l) {
				r, size := utf8.DecodeRuneInString(l[col:])
				if r == utf8.RuneError && size <= 1 {
					break
				}
				col += size
			}
			return fmt.Errorf("%d: not UTF-8: byte 0x%02x at column %d (a scenario file is UTF-8 text)", i+1, l[col], col+1)
		}
		if len(l) > maxLineBytes {
			return fmt.Errorf("%d: a line of %d bytes (at most %d: datadriven's reader would stop the file here without an error)",
				i+1, len(l), maxLineBytes)
		}
	}
	return nil
}

// readLayout reads the header and the directives with their expected output. Errors start with
// the line number.
func readLayout(text string) (*Script, error) {
	lines := splitLines(text)
	if err := checkText(lines); err != nil {
		return nil, err
	}
	s := &Script{}
	inHeader := true
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		switch {
		case l == "":
			if len(s.Header) > 0 {
				inHeader = false
			}
			continue
		case strings.HasPrefix(l, "#"):
			if inHeader && len(s.Directives) == 0 {
				s.Header = append(s.Header, strings.TrimSpace(strings.TrimPrefix(l, "#")))
			}
			continue
		}
		inHeader = false
		d, next, err := readDirective(lines, i)
		if err != nil {
			return nil, err
		}
		s.Directives = append(s.Directives, d)
		i = next
	}
	return s, nil
}

// readDirective reads the directive on lines[i] with its ---- and output; next is its last line.
func readDirective(lines []string, i int) (d Directive, next int, err error) {
	l := strings.TrimSpace(lines[i])
	if strings.HasSuffix(l, `\`) {
		return d, 0, fmt.Errorf("%d: the line ends with \\ (expected the whole directive on one line: scenario files do not continue lines)", i+1)
	}
	cmd, args, err := datadriven.ParseLine(l)
	if err != nil {
		return d, 0, fmt.Errorf("%d: %v (expected a command, then key=value words)", i+1, err)
	}
	if cmd == separator {
		return d, 0, fmt.Errorf("%d: a ---- line with no directive above it (expected a directive; a blank line ends the output before it)", i+1)
	}
	if cmd == "subtest" {
		return d, 0, fmt.Errorf("%d: subtest: scenario files have no subtests (expected config, state, liveness or an op)", i+1)
	}
	d = Directive{Line: i + 1, Cmd: cmd}
	for _, a := range args {
		if len(a.Vals) == 0 {
			d.Args = append(d.Args, a.Key)
		} else {
			d.Args = append(d.Args, a.Key+"="+strings.Join(a.Vals, ","))
		}
	}
	i++
	switch {
	case i >= len(lines):
		return d, 0, fmt.Errorf("%d: %s: the file ends without a ---- line (expected ---- after the directive, then its output)", d.Line, cmd)
	case lines[i] != separator && strings.TrimSpace(lines[i]) == separator:
		return d, 0, fmt.Errorf("%d: %q: expected ---- alone on its line, without spaces", i+1, lines[i])
	case lines[i] != separator:
		return d, 0, fmt.Errorf("%d: %s: expected ---- on line %d, found %q (a directive takes no input lines: is its ---- missing?)",
			d.Line, cmd, i+1, lines[i])
	}
	var out []string
	if i+1 < len(lines) && lines[i+1] == separator {
		open := i + 1
		closed := false
		for i += 2; i < len(lines); i++ {
			if lines[i] == separator && i+1 < len(lines) && lines[i+1] == separator {
				closed = true
				i++
				break
			}
			out = append(out, lines[i])
		}
		if !closed {
			return d, 0, fmt.Errorf("%d: %s: the output block opened by ---- ---- on lines %d-%d is never closed (expected ---- ---- after the output)",
				d.Line, cmd, open, open+1)
		}
		if i+1 < len(lines) && lines[i+1] != "" {
			return d, 0, fmt.Errorf("%d: %q after the closing ---- ---- of the block (expected a blank line)", i+2, lines[i+1])
		}
		i++ // the blank line after the block, as datadriven consumes it
	} else {
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != ""; i++ {
			out = append(out, lines[i])
		}
	}
	if len(out) > 0 {
		d.Expected = strings.Join(out, "\n") + "\n"
	}
	return d, i, nil
}
