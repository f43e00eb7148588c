package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"
)

// Flags is a command's own flag set: a bad argument is one line of error (Parse returns it, the
// command prints it and exits 2), -h prints the command's summary and its flags only.
type Flags struct {
	*flag.FlagSet
	Name    string
	Summary string // what the command does, a sentence or two
	Usage   string // the usage line

	// Hints maps a flag the command does not have, but a user may try (another tool's), to the
	// sentence that points to the right one.
	Hints map[string]string
}

// ErrHelp is returned by Parse after -h or -help printed the help.
var ErrHelp = flag.ErrHelp

// NewFlags returns an empty flag set for a command.
func NewFlags(name, summary, usage string) *Flags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are returned, help is printed by Parse
	return &Flags{FlagSet: fs, Name: name, Summary: summary, Usage: usage}
}

// Parse parses args. On -h or -help it prints the help to out and returns ErrHelp. Any other
// problem, stray arguments included, is returned as an error whose text is one line.
func (f *Flags) Parse(args []string, out io.Writer) error {
	err := f.FlagSet.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		f.PrintHelp(out)
		return ErrHelp
	case err != nil:
		msg := FirstLine(err.Error())
		if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok && f.Hints[name] != "" {
			return fmt.Errorf("-%s is not a flag of %s: %s (%s -h lists the flags)", name, f.Name, f.Hints[name], f.Name)
		}
		return fmt.Errorf("%s (%s -h lists the flags)", f.explain(msg), f.Name)
	case f.NArg() > 0:
		return fmt.Errorf("unexpected argument %q: every input is a flag (%s -h lists them)", f.Arg(0), f.Name)
	}
	return nil
}

// parseError is the flag package's message for a value its type cannot read.
var parseError = regexp.MustCompile(` for (?:flag )?-(\S+): parse error$`)

// explain replaces the flag package's "parse error" with what the flag takes.
func (f *Flags) explain(msg string) string {
	m := parseError.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	head := strings.TrimSuffix(msg, ": parse error")
	fl := f.Lookup(m[1])
	if fl == nil {
		return msg
	}
	g, ok := fl.Value.(flag.Getter)
	if !ok {
		return msg
	}
	switch g.Get().(type) {
	case int, int64:
		return head + ": not a whole number"
	case uint, uint64:
		return head + ": not a whole number of 0 or more"
	case time.Duration:
		return head + ": not a duration such as 90s, 45m or 1h30m"
	case bool:
		return head + ": not true or false"
	}
	return msg
}

// PrintHelp prints the summary, the usage line and every flag with its sentence and default.
func (f *Flags) PrintHelp(out io.Writer) {
	fmt.Fprintf(out, "%s\n\nusage: %s\n\nflags:\n", wrap(f.Name+": "+f.Summary, 100), f.Usage)
	f.VisitAll(func(fl *flag.Flag) {
		name, usage := flag.UnquoteUsage(fl)
		head := "-" + fl.Name
		if name != "" {
			head += " " + name
		}
		fmt.Fprintf(out, "  %-16s %s", head, usage)
		if d := fl.DefValue; d != "" && d != "false" && d != "0" && d != "0s" {
			fmt.Fprintf(out, " (default %s)", d)
		}
		fmt.Fprintln(out)
	})
}

// AtLeast checks a count flag: it must be at least min.
func AtLeast(name string, v, min int) error {
	if v < min {
		return fmt.Errorf("-%s must be at least %d, not %d", name, min, v)
	}
	return nil
}

// wrap breaks s into lines of at most width columns at spaces.
func wrap(s string, width int) string {
	var b strings.Builder
	col := 0
	for i, w := range strings.Fields(s) {
		if i > 0 && col+1+len(w) > width {
			b.WriteByte('\n')
			col = 0
		} else if i > 0 {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(w)
		col += len(w)
	}
	return b.String()
}

// Flag is a flag of a Flags set.
type Flag = flag.Flag
