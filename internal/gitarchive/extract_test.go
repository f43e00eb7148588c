package gitarchive

import (
	"archive/tar"
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestUntarStaysInside: files and directories are written, a path that leaves the directory and a
// link are not.
func TestUntarStaysInside(t *testing.T) {
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	add := func(h *tar.Header, body string) {
		h.Size = int64(len(body))
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write([]byte(body)); err != nil {
			t.Fatal(err)
		}
	}
	add(&tar.Header{Name: "a/", Typeflag: tar.TypeDir, Mode: 0o755}, "")
	add(&tar.Header{Name: "a/run.sh", Typeflag: tar.TypeReg, Mode: 0o755}, "#!/bin/sh\n")
	add(&tar.Header{Name: "../escape.txt", Typeflag: tar.TypeReg, Mode: 0o644}, "out")
	add(&tar.Header{Name: "a/..x", Typeflag: tar.TypeReg, Mode: 0o644}, "in")
	add(&tar.Header{Name: "link", Typeflag: tar.TypeSymlink, Linkname: "/etc/passwd"}, "")
	tw.Close()
	root := t.TempDir()
	dir := filepath.Join(root, "tree")
	if err := Untar(&b, dir); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(filepath.Join(dir, "a", "run.sh")); err != nil || info.Mode().Perm() != 0o755 {
		t.Errorf("a/run.sh: %v %v", info, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "a", "..x")); err != nil {
		t.Errorf("a/..x (a name that only starts with two dots) was not written: %v", err)
	}
	for _, p := range []string{filepath.Join(root, "escape.txt"), filepath.Join(dir, "link")} {
		if _, err := os.Lstat(p); err == nil {
			t.Errorf("%s was written", p)
		}
	}
}
