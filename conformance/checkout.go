package conformance

import (
	"archive/tar"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Checkouts of upstream at any commit of a local mirror (a bare git directory, e.g. the public
// fork mmis1000/hermes-agent), made with git archive and kept in a cache directory: one
// directory per full commit id, written under a temporary name and renamed when complete, so an
// interrupted extraction is never mistaken for a checkout.

// Checkouts makes and caches checkouts of one mirror.
type Checkouts struct {
	Mirror string // the git directory
	Cache  string // where checkouts live; default: the user cache dir's gatewaysim/upstream
}

// Resolve returns the full commit id of rev (a commit, "X^", a tag, ...).
func (c *Checkouts) Resolve(rev string) (string, error) {
	out, err := exec.Command("git", "--git-dir", c.Mirror, "rev-parse", "--verify", "--quiet", rev+"^{commit}").Output()
	if err != nil {
		return "", fmt.Errorf("conformance: %s is no commit of the mirror %s", rev, c.Mirror)
	}
	return strings.TrimSpace(string(out)), nil
}

// Date is the commit's date (YYYY-MM-DD).
func (c *Checkouts) Date(rev string) string {
	out, err := exec.Command("git", "--git-dir", c.Mirror, "log", "-1", "--format=%cs", rev, "--").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// Get returns the directory of a checkout of rev, extracting it on first use.
func (c *Checkouts) Get(rev string) (string, error) {
	sha, err := c.Resolve(rev)
	if err != nil {
		return "", err
	}
	cache := c.Cache
	if cache == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return "", err
		}
		cache = filepath.Join(base, "gatewaysim", "upstream")
	}
	dir := filepath.Join(cache, sha)
	if _, err := os.Stat(filepath.Join(dir, "gateway", "session.py")); err == nil {
		return dir, nil
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(cache, "."+sha[:12]+"-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	if err := c.extract(sha, tmp); err != nil {
		return "", err
	}
	os.RemoveAll(dir)
	if err := os.Rename(tmp, dir); err != nil {
		return "", err
	}
	return dir, nil
}

// extract writes git archive's tar of sha under dir.
func (c *Checkouts) extract(sha, dir string) error {
	cmd := exec.Command("git", "--git-dir", c.Mirror, "archive", "--format=tar", sha)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	terr := untar(out, dir)
	if err := cmd.Wait(); err != nil {
		return fmt.Errorf("conformance: git archive %s: %v: %s", sha, err, strings.TrimSpace(stderr.String()))
	}
	return terr
}

// untar writes a tar stream's regular files and directories under dir (links are skipped; no
// path may leave dir).
func untar(r io.Reader, dir string) error {
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		name := filepath.Clean(filepath.FromSlash(h.Name))
		if name == "." || strings.HasPrefix(name, "..") || filepath.IsAbs(name) {
			continue
		}
		dst := filepath.Join(dir, name)
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(dst, 0o755); err != nil {
				return err
			}
		case tar.TypeReg:
			if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
				return err
			}
			f, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
			if err != nil {
				return err
			}
			_, cerr := io.Copy(f, tr)
			if err := f.Close(); cerr == nil {
				cerr = err
			}
			if cerr != nil {
				return cerr
			}
		}
	}
}
