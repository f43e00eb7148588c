package conformance

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"gatewaysim/internal/gitarchive"
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
	if err := gitarchive.Extract(tmp, sha, "--git-dir", c.Mirror); err != nil {
		return "", fmt.Errorf("conformance: %w", err)
	}
	os.RemoveAll(dir)
	if err := os.Rename(tmp, dir); err != nil {
		return "", err
	}
	return dir, nil
}
