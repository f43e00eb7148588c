package sim

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var (
	flagRepin    = flag.Bool("sim.repin", false, "TestTracesPinned rewrites testdata/trace-pins.txt from this tree")
	flagPinTrace = flag.Uint64("sim.pintrace", 0, "TestTracesPinned logs the whole trace of this pinned seed (to compare two trees)")
)

// pinsFile holds one line per pinned seed: the seed, its trace's line count and hash.
const pinsFile = "testdata/trace-pins.txt"

// pinSeeds and pinSteps fix what is pinned: enough seeds that every op kind and most follow-ups
// appear, few enough for every go test.
const pinSeeds, pinSteps = 40, 200

// TestTracesPinned compares the traces of seeds 1..40 (200 generated ops each) with the hashes
// pinned in testdata/trace-pins.txt. TestDeterminism shows a seed replays on one tree; this shows
// what a change does to runs across trees: a refactor (a world of several processes, a faster
// scheduler) must leave every pin as it is, and a change meant to alter runs (the generator, the
// gateway's behaviour, the trace's format) re-pins with
//
//	go test ./sim -run '^TestTracesPinned$' -sim.repin
//
// and says so in its commit.
func TestTracesPinned(t *testing.T) {
	if *flagPinTrace != 0 {
		t.Logf("seed %d, %d ops:\n%s", *flagPinTrace, pinSteps, traceOf(t, *flagPinTrace, pinSteps, 0))
	}
	got := make([]string, 0, pinSeeds)
	for seed := uint64(1); seed <= pinSeeds; seed++ {
		tr := traceOf(t, seed, pinSteps, 1)
		got = append(got, fmt.Sprintf("%d %d %016x", seed, tr.Len(), tr.Hash()))
	}
	if *flagRepin {
		body := "# seed, trace lines, trace hash: go test ./sim -run '^TestTracesPinned$' -sim.repin rewrites this file\n" +
			strings.Join(got, "\n") + "\n"
		if err := os.WriteFile(pinsFile, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := readPins(pinsFile)
	if err != nil {
		t.Fatal(err)
	}
	moved := movedPins(want, got)
	if len(moved) > 0 {
		t.Fatalf("%d of %d pinned traces changed:\n%s\n"+
			"a refactor must not change a run: compare a seed's trace on both trees (go test ./sim -run '^TestTracesPinned$' -v -sim.pintrace=S);\n"+
			"a change meant to alter runs re-pins: go test ./sim -run '^TestTracesPinned$' -sim.repin",
			len(moved), pinSeeds, strings.Join(moved, "\n"))
	}
}

// movedPins lists, one line each, the pins got does not match: a changed trace, a seed missing on
// either side.
func movedPins(want, got []string) []string {
	var moved []string
	for i, line := range got {
		if i >= len(want) || want[i] != line {
			moved = append(moved, fmt.Sprintf("  seed %d: pinned %q, now %q", i+1, pinAt(want, i), line))
		}
	}
	if len(want) != len(got) {
		moved = append(moved, fmt.Sprintf("  %s pins %d seeds, the test runs %d", pinsFile, len(want), len(got)))
	}
	return moved
}

// TestMovedPinsFires: a changed hash, a changed length and a missing pin are each reported.
func TestMovedPinsFires(t *testing.T) {
	want := []string{"1 10 00000000000000aa", "2 20 00000000000000bb"}
	if m := movedPins(want, want); len(m) != 0 {
		t.Fatalf("equal pins reported: %v", m)
	}
	for _, got := range [][]string{
		{"1 10 00000000000000ab", "2 20 00000000000000bb"},
		{"1 10 00000000000000aa", "2 21 00000000000000bb"},
		{"1 10 00000000000000aa"},
	} {
		if m := movedPins(want, got); len(m) == 0 {
			t.Errorf("pins %v against %v: nothing reported", got, want)
		}
	}
}

func pinAt(pins []string, i int) string {
	if i < len(pins) {
		return pins[i]
	}
	return "(none)"
}

// readPins returns the file's pin lines, comments and blank lines left out, each error naming the
// file and line.
func readPins(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w (go test ./sim -run '^TestTracesPinned$' -sim.repin writes it)", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if len(strings.Fields(line)) != 3 {
			return nil, fmt.Errorf("%s:%d: want \"seed lines hash\", got %q", path, n, line)
		}
		out = append(out, line)
	}
	return out, sc.Err()
}
