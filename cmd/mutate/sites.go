package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// A site is one syntactic mutation of one source file: the bytes [from, to) are replaced by repl.
type site struct {
	file     string // path relative to the module root
	line     int
	col      int
	operator string // the mutation's kind, as gremlins names its operators (plus removed calls)
	from, to int
	orig     string
	repl     string
	flag     string // the bug flag the site runs under only (flagonly.go), "" for most
}

// ID names a site stably: file:line:col:operator (the equivalent-mutant list uses it).
func (s site) ID() string { return fmt.Sprintf("%s:%d:%d:%s", s.file, s.line, s.col, s.operator) }

func (s site) String() string {
	return fmt.Sprintf("%-40s %-22s %q -> %q", fmt.Sprintf("%s:%d:%d", s.file, s.line, s.col), s.operator, s.orig, s.repl)
}

// apply returns src with the mutation made.
func (s site) apply(src []byte) []byte {
	out := make([]byte, 0, len(src)+len(s.repl))
	out = append(out, src[:s.from]...)
	out = append(out, s.repl...)
	return append(out, src[s.to:]...)
}

// Operator swaps, per gremlins' operator families.
var (
	boundary = map[token.Token]token.Token{token.LSS: token.LEQ, token.LEQ: token.LSS, token.GTR: token.GEQ, token.GEQ: token.GTR}
	negation = map[token.Token]token.Token{token.EQL: token.NEQ, token.NEQ: token.EQL, token.LSS: token.GEQ,
		token.GEQ: token.LSS, token.GTR: token.LEQ, token.LEQ: token.GTR}
	arithmetic = map[token.Token]token.Token{token.ADD: token.SUB, token.SUB: token.ADD, token.MUL: token.QUO,
		token.QUO: token.MUL, token.REM: token.MUL}
	logical = map[token.Token]token.Token{token.LAND: token.LOR, token.LOR: token.LAND}
)

// findSites lists every mutation site of the non-test Go files in dir, in file and offset order.
func findSites(root, dir string) ([]site, error) {
	files, err := filepath.Glob(filepath.Join(root, dir, "*.go"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var out []site
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		rel, _ := filepath.Rel(root, f)
		out = append(out, fileSites(rel, src)...)
	}
	return out, nil
}

func fileSites(name string, src []byte) []site {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return nil
	}
	var out []site
	spans := flagSpans(fset, file)
	add := func(pos, end token.Pos, op, repl string) {
		p, e := fset.Position(pos), fset.Position(end)
		flag, _ := flagOnly(spans, p.Offset, e.Offset)
		out = append(out, site{file: name, line: p.Line, col: p.Column, operator: op, from: p.Offset, to: e.Offset,
			orig: string(src[p.Offset:e.Offset]), repl: repl, flag: flag})
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.BinaryExpr:
			end := x.OpPos + token.Pos(len(x.Op.String()))
			for _, fam := range []struct {
				name string
				m    map[token.Token]token.Token
			}{{"CONDITIONALS_BOUNDARY", boundary}, {"CONDITIONALS_NEGATION", negation}, {"ARITHMETIC_BASE", arithmetic}, {"LOGICAL", logical}} {
				if to, ok := fam.m[x.Op]; ok {
					add(x.OpPos, end, fam.name, to.String())
				}
			}
		case *ast.IncDecStmt:
			to := token.DEC
			if x.Tok == token.DEC {
				to = token.INC
			}
			add(x.TokPos, x.TokPos+2, "INCREMENT_DECREMENT", to.String())
		case *ast.UnaryExpr:
			if x.Op == token.SUB {
				add(x.OpPos, x.OpPos+1, "INVERT_NEGATIVES", "")
			}
		case *ast.IfStmt:
			add(x.Cond.Pos(), x.Cond.End(), "NEGATE_CONDITION", "!("+string(src[fset.Position(x.Cond.Pos()).Offset:fset.Position(x.Cond.End()).Offset])+")")
		case *ast.ExprStmt:
			if _, ok := x.X.(*ast.CallExpr); ok {
				add(x.Pos(), x.End(), "REMOVE_CALL", "")
			}
		case *ast.Ident:
			if x.Name == "true" || x.Name == "false" {
				to := "true"
				if x.Name == "true" {
					to = "false"
				}
				add(x.Pos(), x.End(), "BOOLEAN_LITERAL", to)
			}
		}
		return true
	})
	return out
}
