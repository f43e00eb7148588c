package sim_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPropertyBundleReproduces: a failing property run (H4 on, which the generator meets in its
// first few checks whatever the seed; -short and a fixed rapid seed keep it quick) leaves a bundle whose reproduce command, run as printed from the module's root,
// fails the same way and leaves the same scenario.
func TestPropertyBundleReproduces(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the property twice, once through go test")
	}
	goTest := func(dir string, args ...string) string {
		t.Helper()
		cmd := exec.Command("go", append([]string{"test"}, args...)...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err == nil {
			t.Fatalf("go test %s passed; want the H4 failure:\n%s", strings.Join(args, " "), out)
		}
		return string(out)
	}
	bundleOf := func(out string) (string, string) {
		t.Helper()
		m := regexp.MustCompile(`failure bundle: (\S+)\n\s+(I\d+: [^\n]*)`).FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("no failure bundle in:\n%s", out)
		}
		return m[1], m[2]
	}
	// The failing run: this test binary itself, run again (go test would only build it anew).
	first := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestProperty$", "-test.count=1", "-test.short", "-rapid.seed=1", "-sim.bugs=H4", "-sim.failures="+first)
	o, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("the H4 run passed; want its failure:\n%s", o)
	}
	out := string(o)
	dir, headline := bundleOf(out)
	sum, err := os.ReadFile(filepath.Join(dir, "bundle.txt"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`\nreproduce:  go test (\./sim -run '\^TestProperty\$' -rapid\.seed=\d+ -short -sim\.bugs=H4)\n`).FindStringSubmatch(string(sum))
	if m == nil || !strings.Contains(string(sum), "\nreplays:    yes") {
		t.Fatalf("bundle.txt has no exact reproduce command or does not replay:\n%s", sum)
	}
	// As printed, from the module's root (the quotes are the shell's).
	args := strings.Fields(strings.ReplaceAll(m[1], "'", ""))
	second := t.TempDir()
	out = goTest("..", append(args, "-count=1", "-sim.failures="+second)...)
	dir2, headline2 := bundleOf(out)
	if headline2 != headline {
		t.Fatalf("the reproduce command failed with %q, the run with %q", headline2, headline)
	}
	a, _ := os.ReadFile(filepath.Join(dir, "scenario.txt"))
	b, _ := os.ReadFile(filepath.Join(dir2, "scenario.txt"))
	if string(a) != string(b) || len(a) == 0 {
		t.Fatalf("the scenarios differ:\n%s\nvs\n%s", a, b)
	}
}
