package repo

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestLayoutNamesEveryFolder: the README's Layout names every top-level folder of the repository
// (those holding a tracked file; build output and bundles are ignored by git), and every package
// folder of cmd/ and internal/.
func TestLayoutNamesEveryFolder(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)\n## Layout\n\n```\n(.*?)```").FindSubmatch(b)
	if m == nil {
		t.Fatal("README.md has no Layout block")
	}
	named := map[string]bool{}
	for _, line := range strings.Split(string(m[1]), "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			named[strings.TrimSuffix(f[0], "/")] = true
		}
	}
	var want []string
	for _, pattern := range []string{"*", "cmd/*", "internal/*"} {
		dirs, err := filepath.Glob(filepath.Join(root, pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range dirs {
			if info, err := os.Stat(d); err != nil || !info.IsDir() || tracked(t, d) == 0 {
				continue
			}
			want = append(want, strings.TrimPrefix(filepath.ToSlash(rel(d)), "./"))
		}
	}
	for _, d := range want {
		if !named[d] && !(d == "cmd" || d == "internal") {
			t.Errorf("README.md's Layout does not name %s/", d)
		}
	}
}
