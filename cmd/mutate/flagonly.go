package main

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A flagSpan is a byte range of a source file that runs only while a bug flag is on: the body of
// an if or of a tagless switch's case whose condition is a chain of && with a conjunct
// bugs.Has(F), the conjuncts right of that one (&& never evaluates them with F off), or the else
// of "if !bugs.Has(F)". A mutant inside one changes nothing the flagless product does, the
// product the generic property judges; it is left out of the scores as equivalent, with this
// reason, so that no sample counts it before someone has listed it by hand.
type flagSpan struct {
	from, to int
	flag     string
}

// flagSpans lists the flag-only ranges of file.
func flagSpans(fset *token.FileSet, file *ast.File) []flagSpan {
	var out []flagSpan
	add := func(from, to token.Pos, flag string) {
		out = append(out, flagSpan{fset.Position(from).Offset, fset.Position(to).Offset, flag})
	}
	guarded := func(cond ast.Expr, from, to token.Pos) {
		conj := conjuncts(cond)
		for i, c := range conj {
			if f, ok := flagCall(c); ok {
				add(from, to, f)
				for _, later := range conj[i+1:] {
					add(later.Pos(), later.End(), f)
				}
				return
			}
		}
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.IfStmt:
			guarded(x.Cond, x.Body.Pos(), x.Body.End())
			if u, ok := x.Cond.(*ast.UnaryExpr); ok && u.Op == token.NOT && x.Else != nil {
				if f, ok := flagCall(u.X); ok {
					add(x.Else.Pos(), x.Else.End(), f)
				}
			}
		case *ast.SwitchStmt:
			if x.Tag != nil {
				return true
			}
			for _, s := range x.Body.List {
				if cc, ok := s.(*ast.CaseClause); ok && len(cc.List) == 1 && len(cc.Body) > 0 {
					guarded(cc.List[0], cc.Body[0].Pos(), cc.Body[len(cc.Body)-1].End())
				}
			}
		}
		return true
	})
	return out
}

// conjuncts splits a chain of && into its operands, left to right.
func conjuncts(e ast.Expr) []ast.Expr {
	if p, ok := e.(*ast.ParenExpr); ok {
		return conjuncts(p.X)
	}
	if b, ok := e.(*ast.BinaryExpr); ok && b.Op == token.LAND {
		return append(conjuncts(b.X), conjuncts(b.Y)...)
	}
	return []ast.Expr{e}
}

// flagCall reports whether e is a call bugs.Has(F) or x.bugs.Has(F), and names F.
func flagCall(e ast.Expr) (string, bool) {
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return "", false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Has" {
		return "", false
	}
	switch recv := sel.X.(type) {
	case *ast.Ident:
		ok = recv.Name == "bugs"
	case *ast.SelectorExpr:
		ok = recv.Sel.Name == "bugs"
	default:
		ok = false
	}
	if !ok {
		return "", false
	}
	return types.ExprString(call.Args[0]), true
}

// flagOnly names the flag a site's whole range runs under, if any.
func flagOnly(spans []flagSpan, from, to int) (string, bool) {
	for _, sp := range spans {
		if sp.from <= from && to <= sp.to {
			return sp.flag, true
		}
	}
	return "", false
}
