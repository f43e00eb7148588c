package check

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"
)

// Failure bundles are grouped by run: root/<run-id>/<bundle>/, so that runs never mix and an old
// run's bundles stay as they were until someone cleans them (CleanRuns).

// runMarker is the file that makes a directory a run directory (and CleanRuns' to remove).
const runMarker = "run.txt"

// NewRunID names a run after its start (UTC, to the second) and the tool that ran it:
// 20261201-153012-explore. The wall clock is read by the caller, at the edge.
func NewRunID(start time.Time, tool string) string {
	return start.UTC().Format("20060102-150405") + "-" + safeName(tool)
}

// RunDir is one run's directory, root/id, made when the first bundle goes in: a run without a
// failure leaves nothing behind.
type RunDir struct {
	Root, ID string
	Note     string // written to run.txt: what ran (the command line)
	path     string
}

// NewRunDir returns the run directory root/id (not yet made).
func NewRunDir(root, id, note string) *RunDir { return &RunDir{Root: root, ID: id, Note: note} }

// Path is where the run's bundles go (root/id, or root/id-N when root/id existed before).
func (d *RunDir) Path() string {
	if d.path != "" {
		return d.path
	}
	return filepath.Join(d.Root, safeName(d.ID))
}

// make creates the directory on first use; an existing directory of an earlier run is left
// alone (the id gets a suffix).
func (d *RunDir) make() error {
	if d.path != "" {
		return nil
	}
	if err := os.MkdirAll(d.Root, 0o755); err != nil {
		return err
	}
	base := filepath.Join(d.Root, safeName(d.ID))
	for n := 1; ; n++ {
		p := base
		if n > 1 {
			p = fmt.Sprintf("%s-%d", base, n)
		}
		err := os.Mkdir(p, 0o755)
		if errors.Is(err, os.ErrExist) && n < 1000 {
			continue
		}
		if err != nil {
			return err
		}
		d.path = p
		return os.WriteFile(filepath.Join(p, runMarker), []byte(d.Note+"\n"), 0o644)
	}
}

// Write puts b into the run directory (made on first use) and returns the bundle's directory.
func (d *RunDir) Write(b Bundle) (string, error) {
	if err := d.make(); err != nil {
		return "", fmt.Errorf("run directory %s: %w", d.Path(), err)
	}
	dir, err := b.Write(d.path)
	if err != nil {
		return dir, fmt.Errorf("bundle %s: %w", filepath.Join(d.path, b.Name()), err)
	}
	return dir, nil
}

// Made reports whether the run directory exists: a bundle went in.
func (d *RunDir) Made() bool { return d.path != "" }

// WriteFile writes a file of the run itself (not a bundle's) into the run directory, made on
// first use.
func (d *RunDir) WriteFile(name, text string) error {
	if err := d.make(); err != nil {
		return fmt.Errorf("run directory %s: %w", d.Path(), err)
	}
	return os.WriteFile(filepath.Join(d.path, name), []byte(text), 0o644)
}

// CleanRuns removes the run directories under root (those holding run.txt) and the bundles an
// older layout left directly under it (those holding bundle.txt); nothing else. It returns the
// directories removed.
func CleanRuns(root string) ([]string, error) {
	entries, err := os.ReadDir(root)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		p := filepath.Join(root, e.Name())
		if !exists(filepath.Join(p, runMarker)) && !exists(filepath.Join(p, "bundle.txt")) {
			continue
		}
		if err := os.RemoveAll(p); err != nil {
			return removed, err
		}
		removed = append(removed, p)
	}
	sort.Strings(removed)
	return removed, nil
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
