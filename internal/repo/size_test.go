package repo

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// maxTrackedBytes bounds a tracked file: a binary or a data dump that large belongs elsewhere.
const maxTrackedBytes = 1 << 20

// tracked counts the files git tracks under dir (0 outside a git checkout).
func tracked(t *testing.T, dir string) int {
	t.Helper()
	out, err := exec.Command("git", "-C", root, "ls-files", "-z", "--", rel(dir)).Output()
	if err != nil {
		return 0
	}
	return bytes.Count(out, []byte{0})
}

// TestNoLargeTrackedFiles: no file git tracks is over 1 MB (a committed binary once was 6.9 MB).
// Outside a git checkout, or without git, it skips.
func TestNoLargeTrackedFiles(t *testing.T) {
	out, err := exec.Command("git", "-C", root, "ls-files", "-z").Output()
	if err != nil {
		t.Skipf("not a git checkout (or no git): %v", err)
	}
	n := 0
	for _, name := range bytes.Split(bytes.TrimRight(out, "\x00"), []byte{0}) {
		info, err := os.Stat(filepath.Join(root, string(name)))
		if err != nil {
			continue // deleted in the work tree, not yet committed
		}
		n++
		if info.Size() > maxTrackedBytes {
			t.Errorf("%s is tracked and %.1f MB, over the limit of 1 MB", name, float64(info.Size())/(1<<20))
		}
	}
	if n == 0 {
		t.Fatal("git lists no tracked file")
	}
}
