package sim

import (
	"go/build"
	"strings"
	"testing"
)

// TestWorldImports: the world needs none of the test machinery. Neither this package nor any
// package it imports, all the way down (go list -deps), imports testing or pgregory.net/rapid:
// the property and the self-check that use them live in sim/check. The same walk over sim/check
// must find them, or the walk proves nothing.
func TestWorldImports(t *testing.T) {
	if bad := testMachinery(t, "."); bad != "" {
		t.Errorf("package sim depends on the test machinery: %s (what judges runs belongs in sim/check)", bad)
	}
	if bad := testMachinery(t, "./check"); bad == "" {
		t.Error("the walk finds no test machinery under sim/check, which imports rapid")
	}
}

// testMachinery walks the imports of the package in dir (its non-test files, as the go command
// builds it) and of every non-standard package below it; it returns the first chain that reaches
// testing or rapid, or "".
func testMachinery(t *testing.T, dir string) string {
	t.Helper()
	root, err := build.ImportDir(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var walk func(p *build.Package, chain string) string
	walk = func(p *build.Package, chain string) string {
		for _, path := range p.Imports {
			if path == "testing" || strings.HasPrefix(path, "testing/") || strings.HasPrefix(path, "pgregory.net/rapid") {
				return chain + " -> " + path
			}
			if seen[path] || path == "C" {
				continue
			}
			seen[path] = true
			dep, err := build.Import(path, p.Dir, 0)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if dep.Goroot {
				continue // the standard library imports testing only from testing's own packages
			}
			if bad := walk(dep, chain+" -> "+path); bad != "" {
				return bad
			}
		}
		return ""
	}
	return walk(root, "package "+root.Name)
}
