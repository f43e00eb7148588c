package change

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"gatewaysim/internal/gitarchive"
)

// A version of the project to compare: a commit, checked out on its own with git archive into a
// cache directory (never the user's tree, never a worktree git has to keep track of), or the
// working tree itself. Each gets its own replay program, built from its own tree.

// Version is one version of the project.
type Version struct {
	Rev     string // as the user gave it; "" for the working tree
	Commit  string // the full commit id; "" for the working tree
	Subject string // the commit's subject line, or "working tree"
	Dir     string // the tree the replay program is built and run in
}

// Short is the version's name in a report: the commit's short id, or "working tree".
func (v Version) Short() string {
	if v.Commit == "" {
		return "working tree"
	}
	return v.Commit[:min(7, len(v.Commit))]
}

// ErrNoCommit is wrapped by Resolve's error for a revision the repository does not have (a
// shallow clone, a typo).
var ErrNoCommit = errors.New("no such commit")

// Repo is the git repository the versions come from.
type Repo struct {
	Root  string // the working tree's top directory
	Cache string // where commits are checked out and their replay programs built
}

// OpenRepo finds the repository that holds dir and the cache directory: $GATEWAYSIM_DIFF_CACHE,
// or gatewaysim-diff in the user's cache directory.
func OpenRepo(dir string) (*Repo, error) {
	out, err := git(dir, "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, fmt.Errorf("not in a git repository (%v)", err)
	}
	cache := os.Getenv("GATEWAYSIM_DIFF_CACHE")
	if cache == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			base = os.TempDir()
		}
		cache = filepath.Join(base, "gatewaysim-diff")
	}
	return &Repo{Root: strings.TrimSpace(out), Cache: cache}, nil
}

// Resolve names a version: rev "" is the working tree, anything else a commit git can name.
func (r *Repo) Resolve(rev string) (Version, error) {
	if rev == "" {
		return Version{Subject: "working tree", Dir: r.Root}, nil
	}
	out, err := git(r.Root, "rev-parse", "--verify", "--quiet", rev+"^{commit}")
	if err != nil {
		return Version{}, fmt.Errorf("%s: %w in this repository (a shallow clone lacks history: git fetch --unshallow)", rev, ErrNoCommit)
	}
	commit := strings.TrimSpace(out)
	subject, err := git(r.Root, "log", "-1", "--format=%s", commit)
	if err != nil {
		return Version{}, err
	}
	return Version{Rev: rev, Commit: commit, Subject: strings.TrimSpace(subject),
		Dir: filepath.Join(r.Cache, "trees", commit)}, nil
}

// The replay program's sources, written into a version's tree that has none of its own.
var (
	//go:embed replay/replay.go
	replaySource []byte
	// replayMain is cmd/diff/replay/main.go (TestInjectedMainIsTheCommand keeps them equal).
	replayMain = []byte(`// Command replay is cmd/diff's helper, built from each version it compares and run in that
// version's tree: it answers scenario texts on stdin with what every directive showed, in package
// replay's protocol. It is not meant to be run by hand; go run ./cmd/diff -replay FILE shows one
// side's answer in a readable form.
package main

import (
	"fmt"
	"os"

	"gatewaysim/change/replay"
)

func main() {
	if err := replay.Serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "replay:", err)
		os.Exit(2)
	}
}
`)
)

const (
	replayLib = "change/replay/replay.go"
	replayCmd = "cmd/diff/replay/main.go"
)

// Build makes the version's replay program and returns its path. A commit is checked out into the
// cache once; when the commit has no replay program of its own, this package's is written into its
// tree (again on every call: the binary is keyed by the sources' hash).
// The working tree's program is built afresh into tmp on every call (go's build cache makes that
// cheap), so that it is the tree as it is now.
func (r *Repo) Build(v Version, tmp string) (string, error) {
	if v.Commit == "" {
		bin := filepath.Join(tmp, "replay-worktree")
		if _, err := os.Stat(filepath.Join(v.Dir, replayCmd)); err != nil {
			return "", fmt.Errorf("the working tree has no %s", replayCmd)
		}
		return bin, goBuild(v.Dir, bin)
	}
	if err := r.checkout(v); err != nil {
		return "", err
	}
	tag := "own"
	fast, err := quickClock(v.Dir)
	if err != nil {
		return "", err
	}
	if fast {
		tag += "-quickclock"
	}
	if _, err := git(r.Root, "cat-file", "-e", v.Commit+":"+replayLib); err != nil {
		h := sha256.Sum256(append(append([]byte(nil), replaySource...), replayMain...))
		tag = strings.Replace(tag, "own", "injected-"+hex.EncodeToString(h[:6]), 1)
		for path, src := range map[string][]byte{replayLib: replaySource, replayCmd: replayMain} {
			full := filepath.Join(v.Dir, path)
			if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
				return "", err
			}
			if err := os.WriteFile(full, src, 0o644); err != nil {
				return "", err
			}
		}
	}
	bin := filepath.Join(r.Cache, "bin", v.Commit+"-"+tag)
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	if err := goBuild(v.Dir, bin); err != nil {
		return "", fmt.Errorf("%s predates the replay program or no longer builds with it: %w", v.Short(), err)
	}
	return bin, nil
}

// The world's clock before 1cd4af5 was benbjohnson/clock's Mock, whose every move sleeps 1 ms of
// real time so that timer goroutines can run (the tests ran in a synctest bubble, where the sleep
// costs nothing). The world never used its timers (1cd4af5 replaced the mock with a clock whose
// timers panic, and every trace stayed the same), so a version that still has the mock is built
// with a copy of the module whose pause is empty: a run of 400 ops takes a tenth of a second
// instead of eight seconds, and shows exactly what it showed.
const (
	clockModule = "github.com/benbjohnson/clock"
	clockCopy   = ".gatewaysim-diff/clock"
	clockPause  = "func gosched() { time.Sleep(1 * time.Millisecond) }"
)

// quickClock replaces the mock clock's pause in the version's tree v (once), when its world still
// moves benbjohnson/clock's Mock; it reports whether it did.
func quickClock(dir string) (bool, error) {
	src, err := os.ReadFile(filepath.Join(dir, "sim", "clock.go"))
	if err != nil || !bytes.Contains(src, []byte(clockModule)) {
		return false, nil
	}
	if _, err := os.Stat(filepath.Join(dir, clockCopy, "go.mod")); err == nil {
		return true, nil
	}
	gomod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return false, err
	}
	version := ""
	for _, l := range strings.Split(string(gomod), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == clockModule {
			version = f[1]
		}
	}
	if version == "" {
		return false, nil
	}
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		return false, nil
	}
	from := filepath.Join(strings.TrimSpace(string(out)), clockModule+"@"+version)
	code, err := os.ReadFile(filepath.Join(from, "clock.go"))
	if err != nil || !bytes.Contains(code, []byte(clockPause)) {
		return false, nil // not in the module cache, or not the code this expects: built as it is
	}
	to := filepath.Join(dir, clockCopy)
	if err := os.MkdirAll(to, 0o755); err != nil {
		return false, err
	}
	code = bytes.Replace(code, []byte(clockPause), []byte("func gosched() {} // gatewaysim diff: no real-time pause"), 1)
	files := map[string][]byte{"clock.go": code}
	for _, name := range []string{"context.go", "go.mod"} {
		b, err := os.ReadFile(filepath.Join(from, name))
		if err != nil {
			return false, nil
		}
		files[name] = b
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(to, name), b, 0o644); err != nil {
			return false, err
		}
	}
	gomod = append(gomod, []byte("\nreplace "+clockModule+" => ./"+clockCopy+"\n")...)
	return true, os.WriteFile(filepath.Join(dir, "go.mod"), gomod, 0o644)
}

// checkout writes the commit's tree into v.Dir (once: an existing directory is reused).
func (r *Repo) checkout(v Version) error {
	if _, err := os.Stat(filepath.Join(v.Dir, "go.mod")); err == nil {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(v.Dir), 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(v.Dir), v.Commit[:12]+".partial-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := gitarchive.Extract(tmp, v.Commit, "-C", r.Root); err != nil {
		return err
	}
	if err := os.Rename(tmp, v.Dir); err != nil && !dirExists(v.Dir) {
		return err
	}
	return nil
}

func dirExists(p string) bool {
	info, err := os.Stat(p)
	return err == nil && info.IsDir()
}

// goBuild builds the replay command of the tree dir into bin.
func goBuild(dir, bin string) error {
	if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
		return err
	}
	cmd := exec.Command("go", "build", "-o", bin+".tmp", "./cmd/diff/replay")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, strings.TrimSpace(string(out)))
	}
	return os.Rename(bin+".tmp", bin)
}

// git runs a git command in dir and returns its output.
func git(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("git %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return string(out), nil
}
