package conformance

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The Python side: adapter.py (embedded, written to a scratch directory) runs upstream's session
// store behind a JSON-lines protocol. This file starts it and makes calls; it is the only code in
// the project that performs I/O against upstream.

//go:embed adapter.py
var adapterScript []byte

// runnerFiles are the process-mode runner (runner/runner.py and its modules).
//
//go:embed runner/*.py
var runnerFiles embed.FS

// ErrNoUpstream is returned when HERMES_SRC does not name an upstream checkout.
var ErrNoUpstream = errors.New("conformance: HERMES_SRC is not set to an upstream hermes-agent checkout (see README: Conformance)")

// UpstreamSource returns the checkout named by HERMES_SRC, or ErrNoUpstream.
func UpstreamSource() (string, error) {
	src := os.Getenv("HERMES_SRC")
	if src == "" {
		return "", ErrNoUpstream
	}
	if _, err := os.Stat(filepath.Join(src, "gateway", "session.py")); err != nil {
		return "", fmt.Errorf("%w: %s has no gateway/session.py", ErrNoUpstream, src)
	}
	return src, nil
}

// Adapter is one running adapter process over a fresh HERMES_HOME. Not safe for concurrent use.
type Adapter struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr bytes.Buffer
	home   string
	calls  int

	// Record, when set, is told every request and its reply line (a finding's replay is
	// recorded to become a test file).
	Record func(req map[string]any, reply []byte)
}

// AdapterOptions configure a process.
type AdapterOptions struct {
	Src    string // the upstream checkout (HERMES_SRC)
	Python string // interpreter; default python3
	Zone   string // IANA zone for TZ, the zone of upstream's naive local times

	// Process starts the process-mode runner (runner/runner.py: upstream's whole gateway process)
	// instead of the store adapter.
	Process bool
}

// StartAdapter starts adapter.py over a fresh scratch directory (under /dev/shm when it exists,
// so that upstream's fsyncs cost little).
func StartAdapter(o AdapterOptions) (*Adapter, error) {
	base := os.TempDir()
	if fi, err := os.Stat("/dev/shm"); err == nil && fi.IsDir() {
		base = "/dev/shm"
	}
	home, err := os.MkdirTemp(base, "gatewaysim-conformance-")
	if err != nil {
		return nil, err
	}
	script := filepath.Join(home, "adapter.py")
	err = os.WriteFile(script, adapterScript, 0o644)
	if o.Process {
		script = filepath.Join(home, "runner", "runner.py")
		err = writeTree(runnerFiles, home)
	}
	if err != nil {
		os.RemoveAll(home)
		return nil, err
	}
	py := o.Python
	if py == "" {
		py = "python3"
	}
	// HOME too is scratch: some April and May modules write under ~/.hermes whatever HERMES_HOME
	// says (a persona file, caches), which leaked into the user's home and from one run into the
	// next.
	user := filepath.Join(home, "user")
	if err := os.MkdirAll(user, 0o755); err != nil {
		os.RemoveAll(home)
		return nil, err
	}
	a := &Adapter{home: home}
	a.cmd = exec.Command(py, "-u", script)
	a.cmd.Env = append(os.Environ(),
		"HERMES_SRC="+o.Src,
		"HERMES_HOME="+a.HermesHome(),
		"HOME="+user,
		"TZ="+o.Zone,
	)
	// Compiled bytecode goes to a cache of our own, never into the checkout: each forked gateway
	// process imports some of upstream's modules anew, and compiling them was most of a boot.
	if base, err := os.UserCacheDir(); err == nil {
		// (An inherited PYTHONDONTWRITEBYTECODE would keep the cache empty: the last value wins.)
		a.cmd.Env = append(a.cmd.Env, "PYTHONPYCACHEPREFIX="+filepath.Join(base, "gatewaysim", "pycache"), "PYTHONDONTWRITEBYTECODE=")
	} else {
		a.cmd.Env = append(a.cmd.Env, "PYTHONDONTWRITEBYTECODE=1")
	}
	a.cmd.Stderr = &a.stderr
	if a.in, err = a.cmd.StdinPipe(); err != nil {
		os.RemoveAll(home)
		return nil, err
	}
	stdout, err := a.cmd.StdoutPipe()
	if err != nil {
		os.RemoveAll(home)
		return nil, err
	}
	a.out = bufio.NewReaderSize(stdout, 1<<16)
	if err := a.cmd.Start(); err != nil {
		os.RemoveAll(home)
		return nil, err
	}
	return a, nil
}

// writeTree writes the embedded files of fsys under dir, keeping their paths.
func writeTree(fsys embed.FS, dir string) error {
	return fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fsys.ReadFile(path)
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, filepath.FromSlash(path))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
}

// Call sends one request and decodes the reply into out (nil: discard). The request must carry
// "op" and "at". A reply with ok=false is an error naming the op.
func (a *Adapter) Call(req map[string]any, out any) error {
	line, err := a.CallRaw(req)
	if err == nil && out != nil {
		err = json.Unmarshal(line, out)
	}
	return err
}

// CallRaw is Call returning the reply's JSON line.
func (a *Adapter) CallRaw(req map[string]any) ([]byte, error) {
	b, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	a.calls++
	if _, err := a.in.Write(append(b, '\n')); err != nil {
		return nil, a.dead(err)
	}
	line, err := a.out.ReadBytes('\n')
	if err != nil {
		return nil, a.dead(err)
	}
	var head struct {
		OK    bool   `json:"ok"`
		Error string `json:"error"`
	}
	if err := json.Unmarshal(line, &head); err != nil {
		return nil, fmt.Errorf("conformance: adapter reply to %v: %v: %q", req["op"], err, line)
	}
	if !head.OK {
		return nil, fmt.Errorf("conformance: adapter %v: %s", req["op"], head.Error)
	}
	if a.Record != nil {
		a.Record(req, line)
	}
	return line, nil
}

// dead reports a broken pipe with the adapter's last words.
func (a *Adapter) dead(err error) error {
	tail := a.stderr.String()
	if len(tail) > 2000 {
		tail = tail[len(tail)-2000:]
	}
	return fmt.Errorf("conformance: adapter process: %v\n%s", err, strings.TrimSpace(tail))
}

// HermesHome is the adapter's HERMES_HOME: the store every upstream process it runs shares.
func (a *Adapter) HermesHome() string { return filepath.Join(a.home, "hermes") }

// Calls counts the requests made.
func (a *Adapter) Calls() int { return a.calls }

// Close ends the process and removes its scratch directory.
func (a *Adapter) Close() error {
	a.in.Close()
	err := a.cmd.Wait()
	os.RemoveAll(a.home)
	if err != nil {
		return a.dead(err)
	}
	return nil
}
