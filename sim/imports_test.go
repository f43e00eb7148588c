package sim

import (
	"os/exec"
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

// testMachinery lists the imports of the package in dir (its non-test files, as the go command
// builds it) and of every package below it (one go list -deps); it returns the first chain, in
// the order go list gives them, that reaches testing or rapid, or "".
func testMachinery(t *testing.T, dir string) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", dir).Output()
	if err != nil {
		t.Fatalf("go list -deps %s: %v", dir, err)
	}
	imports := map[string][]string{}
	var root string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		imports[f[0]], root = f[1:], f[0] // the package itself comes last
	}
	seen := map[string]bool{}
	var walk func(p, chain string) string
	walk = func(p, chain string) string {
		for _, path := range imports[p] {
			if path == "testing" || strings.HasPrefix(path, "testing/") || strings.HasPrefix(path, "pgregory.net/rapid") {
				return chain + " -> " + path
			}
			if seen[path] || !strings.Contains(path, ".") && !strings.HasPrefix(path, "gatewaysim") {
				continue // the standard library imports testing only from testing's own packages
			}
			seen[path] = true
			if bad := walk(path, chain+" -> "+path); bad != "" {
				return bad
			}
		}
		return ""
	}
	return walk(root, "package "+root)
}
