package gateway

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The purity scan enforces docs/design.md decision 2 on the non-test sources of gateway/ and model/: no
// goroutines, locks, channels, randomness, wall clock, clock timers or I/O. It is syntactic (no
// type checker), so the clock rule finds clock receivers by name: identifiers, fields and
// functions declared in the scanned package with a clock type (clock.Clock, clock.Mock, *clock.Mock).
// Only the clock package's Clock type may be named at all, so a real clock cannot be built here.

// Violation is one broken rule, printed file:line: rule.
type Violation struct {
	File string
	Line int
	Rule string
}

func (v Violation) String() string { return fmt.Sprintf("%s:%d: %s", v.File, v.Line, v.Rule) }

const clockPath = "github.com/benbjohnson/clock"

// bannedImports: concurrency, randomness, I/O and escape hatches. os/* and net/* are banned too.
var bannedImports = map[string]bool{
	"sync": true, "sync/atomic": true, "math/rand": true, "math/rand/v2": true, "crypto/rand": true,
	"os": true, "net": true, "unsafe": true, "syscall": true, "log": true, "log/slog": true,
}

var wallClock = map[string]bool{"Now": true, "Since": true, "Until": true, "Sleep": true, "After": true,
	"AfterFunc": true, "NewTimer": true, "NewTicker": true, "Tick": true}

// clockMethods: everything on clock.Clock except Now.
var clockMethods = map[string]bool{"After": true, "AfterFunc": true, "Timer": true, "Ticker": true,
	"Sleep": true, "Since": true, "Until": true, "Tick": true, "WithDeadline": true, "WithTimeout": true}

var printFuncs = map[string]bool{"Print": true, "Println": true, "Printf": true}

type srcFile struct{ name, src string }

type parsedFile struct {
	name    string
	fset    *token.FileSet
	file    *ast.File
	imports map[string]string // local name -> import path
}

// scanSource checks one file on its own.
func scanSource(name, src string) []Violation { return scanPackage([]srcFile{{name, src}}) }

// scanPackage checks the files of one package; clock-typed names are collected across all of them.
func scanPackage(files []srcFile) []Violation {
	var out []Violation
	var parsed []parsedFile
	for _, f := range files {
		fset := token.NewFileSet()
		af, err := parser.ParseFile(fset, f.name, f.src, parser.SkipObjectResolution)
		if err != nil {
			out = append(out, Violation{File: f.name, Rule: "parse error: " + err.Error()})
			continue
		}
		parsed = append(parsed, parsedFile{name: f.name, fset: fset, file: af, imports: importNames(af)})
	}
	clocks := clockNames(parsed)
	for _, pf := range parsed {
		out = append(out, scanFile(pf, clocks)...)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].File != out[j].File {
			return out[i].File < out[j].File
		}
		return out[i].Line < out[j].Line
	})
	return out
}

func importNames(f *ast.File) map[string]string {
	m := map[string]string{}
	for _, is := range f.Imports {
		path, _ := strconv.Unquote(is.Path.Value)
		name := path[strings.LastIndex(path, "/")+1:]
		if path == "math/rand/v2" {
			name = "rand"
		}
		if is.Name != nil {
			name = is.Name.Name
		}
		m[name] = path
	}
	return m
}

// isClockType reports whether a type expression is clock.Clock, clock.Mock or a pointer to one.
func isClockType(e ast.Expr, imports map[string]string) bool {
	if st, ok := e.(*ast.StarExpr); ok {
		e = st.X
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && imports[pkg.Name] == clockPath && (sel.Sel.Name == "Clock" || sel.Sel.Name == "Mock")
}

// clockNames collects names declared with a clock type (fields, params, vars) and functions
// returning one, in every file of the package.
func clockNames(files []parsedFile) map[string]bool {
	names := map[string]bool{}
	for _, pf := range files {
		ast.Inspect(pf.file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Field:
				if isClockType(n.Type, pf.imports) {
					for _, id := range n.Names {
						names[id.Name] = true
					}
				}
			case *ast.ValueSpec:
				if n.Type != nil && isClockType(n.Type, pf.imports) {
					for _, id := range n.Names {
						names[id.Name] = true
					}
				}
			case *ast.FuncDecl:
				if r := n.Type.Results; r != nil && len(r.List) == 1 && isClockType(r.List[0].Type, pf.imports) {
					names[n.Name.Name] = true
				}
			}
			return true
		})
	}
	return names
}

// terminalName is the name an expression ends in: x, a.b.x, or f() for a call of f / a.f.
func terminalName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	case *ast.CallExpr:
		return terminalName(e.Fun)
	case *ast.ParenExpr:
		return terminalName(e.X)
	}
	return ""
}

func scanFile(pf parsedFile, clocks map[string]bool) []Violation {
	var out []Violation
	add := func(n ast.Node, rule string) {
		out = append(out, Violation{File: pf.name, Line: pf.fset.Position(n.Pos()).Line, Rule: rule})
	}
	for _, is := range pf.file.Imports {
		path, _ := strconv.Unquote(is.Path.Value)
		if bannedImports[path] || strings.HasPrefix(path, "os/") || strings.HasPrefix(path, "net/") {
			add(is, "import of "+path)
		}
		if is.Name != nil && is.Name.Name == "." && (path == "time" || path == clockPath) {
			add(is, "dot import of "+path+" hides clock calls")
		}
	}
	ast.Inspect(pf.file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GoStmt:
			add(n, "go statement")
		case *ast.SelectStmt:
			add(n, "select statement")
		case *ast.ChanType:
			add(n, "channel type")
		case *ast.SendStmt:
			add(n, "channel send")
		case *ast.UnaryExpr:
			if n.Op == token.ARROW {
				add(n, "channel receive")
			}
		case *ast.CallExpr:
			if id, ok := n.Fun.(*ast.Ident); ok && (id.Name == "print" || id.Name == "println") {
				add(n, "builtin "+id.Name)
			}
		case *ast.SelectorExpr:
			if pkg, ok := n.X.(*ast.Ident); ok {
				switch path := pf.imports[pkg.Name]; {
				case path == "time" && wallClock[n.Sel.Name]:
					add(n, "wall clock time."+n.Sel.Name)
					return true
				case path == clockPath && n.Sel.Name != "Clock":
					add(n, "clock."+n.Sel.Name+": only the clock.Clock type may be used")
					return true
				case path == "fmt" && printFuncs[n.Sel.Name]:
					add(n, "fmt."+n.Sel.Name+" prints")
					return true
				case path != "":
					return true // some other package's member
				}
			}
			if clockMethods[n.Sel.Name] && clocks[terminalName(n.X)] {
				add(n, "clock method "+n.Sel.Name+" (only Now is allowed)")
			}
		}
		return true
	})
	return out
}

// TestPurityRulesFire shows that each rule catches a planted violation and that clean code passes.
func TestPurityRulesFire(t *testing.T) {
	const head = "package p\n"
	tests := []struct {
		name, src, want string // want "" = no violation
	}{
		{"go statement", head + "func f() { go f() }", "go statement"},
		{"sync import", head + `import "sync"; var mu sync.Mutex`, "import of sync"},
		{"sync/atomic import", head + `import "sync/atomic"; var n atomic.Int64`, "import of sync/atomic"},
		{"math/rand import", head + `import "math/rand"; var x = rand.Int()`, "import of math/rand"},
		{"math/rand/v2 import", head + `import "math/rand/v2"; var x = rand.Int()`, "import of math/rand/v2"},
		{"crypto/rand import", head + `import "crypto/rand"; var r = rand.Reader`, "import of crypto/rand"},
		{"os import", head + `import "os"; var e = os.Environ()`, "import of os"},
		{"os/exec import", head + `import "os/exec"; var c = exec.Command`, "import of os/exec"},
		{"net import", head + `import "net"; var d net.Dialer`, "import of net"},
		{"net/http import", head + `import "net/http"; var c http.Client`, "import of net/http"},
		{"unsafe import", head + `import "unsafe"; var s = unsafe.Sizeof(0)`, "import of unsafe"},
		{"time.Now", head + `import "time"; var t = time.Now()`, "wall clock time.Now"},
		{"time.Now as value", head + `import "time"; var now = time.Now`, "wall clock time.Now"},
		{"time.Since", head + `import "time"; var d = time.Since(time.Time{})`, "wall clock time.Since"},
		{"time.Until", head + `import "time"; var d = time.Until(time.Time{})`, "wall clock time.Until"},
		{"time.Sleep", head + `import "time"; func f() { time.Sleep(1) }`, "wall clock time.Sleep"},
		{"time.After", head + `import "time"; func f() { _ = time.After(1) }`, "wall clock time.After"},
		{"time.AfterFunc", head + `import "time"; func f() { time.AfterFunc(1, f) }`, "wall clock time.AfterFunc"},
		{"time.NewTimer", head + `import "time"; var x = time.NewTimer(1)`, "wall clock time.NewTimer"},
		{"time.NewTicker", head + `import "time"; var x = time.NewTicker(1)`, "wall clock time.NewTicker"},
		{"time.Tick", head + `import "time"; var x = time.Tick(1)`, "wall clock time.Tick"},
		{"aliased time", head + `import tm "time"; var x = tm.Now()`, "wall clock time.Now"},
		{"dot-imported time", head + `import . "time"; var x Duration`, "dot import of time"},
		{"real clock", head + `import "github.com/benbjohnson/clock"; var c = clock.New()`, "clock.New"},
		{"mock clock built inside", head + `import "github.com/benbjohnson/clock"; var c = clock.NewMock()`, "clock.NewMock"},
		{"select", head + "func f(c chan int) { select { case <-c: } }", "select statement"},
		{"channel type", head + "var c chan int", "channel type"},
		{"make chan", head + "var c = make(chan int)", "channel type"},
		{"fmt.Println", head + `import "fmt"; func f() { fmt.Println("x") }`, "fmt.Println prints"},
		{"builtin println", head + `func f() { println("x") }`, "builtin println"},
	}
	for _, m := range []string{"After", "AfterFunc", "Timer", "Ticker", "Sleep", "Since", "Until", "Tick",
		"WithDeadline", "WithTimeout"} {
		tests = append(tests,
			struct{ name, src, want string }{"field clock." + m, head +
				`import "github.com/benbjohnson/clock"
type G struct{ clk clock.Clock }
func (g *G) f() { _ = g.clk.` + m + " }", "clock method " + m},
			struct{ name, src, want string }{"param clock." + m, head +
				`import "github.com/benbjohnson/clock"
func f(c *clock.Mock) { _ = c.` + m + " }", "clock method " + m},
		)
	}
	tests = append(tests,
		struct{ name, src, want string }{"clock from a getter", head + `import "github.com/benbjohnson/clock"
type G struct{ c clock.Clock }
func (g *G) clock() clock.Clock { return g.c }
func (g *G) f() { g.clock().Sleep(1) }`, "clock method Sleep"},
		struct{ name, src, want string }{"clean code", head + `import (
	"fmt"
	"sort"
	"time"
	"github.com/benbjohnson/clock"
)
type G struct{ clk clock.Clock }
func (g *G) f(t time.Time, xs []int) string {
	sort.Ints(xs)
	return fmt.Sprintf("%v %v", g.clk.Now().After(t), time.Date(2026, 3, 29, 1, 0, 0, 0, time.UTC))
}`, ""},
	)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			vs := scanSource("planted.go", tc.src)
			var lines []string
			for _, v := range vs {
				lines = append(lines, v.String())
			}
			got := strings.Join(lines, "\n")
			if tc.want == "" {
				if got != "" {
					t.Fatalf("clean source flagged:\n%s", got)
				}
				return
			}
			if !strings.Contains(got, tc.want) {
				t.Fatalf("want a violation %q, got:\n%s", tc.want, got)
			}
			for _, v := range vs {
				if strings.HasPrefix(v.Rule, "parse error") {
					t.Fatalf("planted source does not parse: %s", v)
				}
			}
		})
	}
}

// TestPurityRealSources scans the non-test sources of gateway/ and model/.
func TestPurityRealSources(t *testing.T) {
	dirs := []struct{ path, label string }{{".", "gateway"}, {"../model", "model"}}
	for _, d := range dirs {
		dir := d.path
		names, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		var files []srcFile
		for _, n := range names {
			if strings.HasSuffix(n, "_test.go") {
				continue
			}
			b, err := os.ReadFile(n)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, srcFile{name: d.label + "/" + filepath.Base(n), src: string(b)})
		}
		if len(files) == 0 {
			if dir == "." {
				t.Fatal("no gateway sources found: the scan is looking in the wrong place")
			}
			t.Logf("%s: no non-test Go files yet; nothing to scan", d.label)
			continue
		}
		for _, v := range scanPackage(files) {
			t.Errorf("%s", v)
		}
		t.Logf("%s: scanned %d files", d.label, len(files))
	}
}
