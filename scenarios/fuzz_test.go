package scenarios

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"
)

// scenarioFiles are the scenario files the suites run: this package's and the conformance
// package's minimal scenarios.
func scenarioFiles(t testing.TB) []string {
	var out []string
	for _, g := range []string{"testdata/*.txt", "../conformance/testdata/*.txt"} {
		files, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, files...)
	}
	return out
}

// readerTB is the testing.TB datadriven's reader is given to read a text without running it: a
// Fatal stops the reading (a panic RunTestFromStringAny's caller recovers), logs are dropped.
type readerTB struct {
	testing.TB // the real test, for what the reader does not override (Name, ...)
	failed     bool
	msg        string
}

// stopReading is the panic value of readerTB's Fatal.
type stopReading struct{}

func (r *readerTB) Helper()                           {}
func (r *readerTB) Log(...any)                        {}
func (r *readerTB) Logf(string, ...any)               {}
func (r *readerTB) Failed() bool                      { return r.failed }
func (r *readerTB) Error(args ...any)                 { r.fail(fmt.Sprint(args...)) }
func (r *readerTB) Errorf(format string, args ...any) { r.fail(fmt.Sprintf(format, args...)) }
func (r *readerTB) Fatal(args ...any)                 { r.fail(fmt.Sprint(args...)); panic(stopReading{}) }
func (r *readerTB) Fatalf(format string, args ...any) {
	r.fail(fmt.Sprintf(format, args...))
	panic(stopReading{})
}
func (r *readerTB) FailNow() { r.failed = true; panic(stopReading{}) }
func (r *readerTB) fail(msg string) {
	if !r.failed {
		r.failed, r.msg = true, msg
	}
}

// datadrivenReads reads text with datadriven's own reader and returns the directives as the
// runner would get them (their input lines in Input), or the reader's fatal message.
func datadrivenReads(t testing.TB, text string) (ds []Directive, inputs []string, fatal string) {
	tb := &readerTB{TB: t}
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(stopReading); !ok {
					panic(r)
				}
			}
		}()
		datadriven.RunTestFromStringAny(tb, text, func(_ testing.TB, d *datadriven.TestData) string {
			var line int
			fmt.Sscanf(strings.TrimPrefix(d.Pos, "<string>:"), "%d", &line)
			ds = append(ds, Directive{Line: line, Cmd: d.Cmd, Args: argWords(d), Expected: d.Expected})
			inputs = append(inputs, d.Input)
			return d.Expected // never a mismatch: only the reading is compared
		})
	}()
	if tb.failed {
		return nil, nil, tb.msg
	}
	return ds, inputs, ""
}

var errorPosition = regexp.MustCompile(`^fuzz\.txt:[1-9][0-9]*: `)

// checkAgainstDatadriven is the fuzz property for one text: CheckScript neither panics nor gives
// an error without the file and line; a text whose layout it accepts is read by datadriven into
// the same directives (same lines, commands, arguments and expected outputs, no input lines).
func checkAgainstDatadriven(t *testing.T, text string) {
	s, err := CheckScript("fuzz.txt", text)
	if err != nil && !errorPosition.MatchString(err.Error()) {
		t.Fatalf("error without file:line: %v", err)
	}
	if s == nil {
		return // the layout was refused
	}
	ds, inputs, fatal := datadrivenReads(t, text)
	if fatal != "" {
		t.Fatalf("ParseScript accepted a text datadriven refuses: %s", fatal)
	}
	for i, in := range inputs {
		if in != "" {
			t.Fatalf("directive on line %d: datadriven reads input lines %q the checker did not see", ds[i].Line, in)
		}
	}
	if !reflect.DeepEqual(normalize(ds), normalize(s.Directives)) {
		t.Fatalf("the readings differ\nchecker:    %#v\ndatadriven: %#v", s.Directives, ds)
	}
}

// normalize makes nil and empty argument lists equal.
func normalize(ds []Directive) []Directive {
	out := make([]Directive, len(ds))
	for i, d := range ds {
		if len(d.Args) == 0 {
			d.Args = nil
		}
		out[i] = d
	}
	return out
}

// FuzzScript fuzzes the scenario file reader and checker against datadriven's own reader. The
// seed corpus is every scenario file the suites run and every malformed case of the table.
//
//	go test ./scenarios -run '^$' -fuzz '^FuzzScript$' -fuzztime 10m
func FuzzScript(f *testing.F) {
	for _, path := range scenarioFiles(f) {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	for _, c := range malformedCases {
		f.Add(c.text)
	}
	f.Fuzz(checkAgainstDatadriven)
}

// TestCheckerReadsAsDatadriven: on every scenario file the checker and datadriven read the same
// directives; a file with a missing ---- is one they read differently, and the checker refuses it.
func TestCheckerReadsAsDatadriven(t *testing.T) {
	for _, path := range scenarioFiles(t) {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(path), func(t *testing.T) { checkAgainstDatadriven(t, string(b)) })
	}
	// The difference the checker exists for: datadriven takes "boot" as config's input.
	ds, inputs, fatal := datadrivenReads(t, "config\nboot\n----\nok\n")
	if fatal != "" || len(ds) != 1 || inputs[0] != "boot" {
		t.Fatalf("datadriven read %v %q %q", ds, inputs, fatal)
	}
	if _, err := ParseScript("config\nboot\n----\nok\n"); err == nil {
		t.Fatal("the checker accepted a directive swallowed as input")
	}
}
