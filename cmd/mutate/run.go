package main

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// A suite is one set of tests a mutant is run against.
type suite struct {
	name string
	args []string // go test arguments after the overlay
}

// verdict is what one suite made of one mutant.
type verdict uint8

const (
	survived verdict = iota
	killed
	timedOut // counted as killed: the mutant made the suite hang
	notRun   // the suite was left out (-suites)
)

func (v verdict) String() string { return [...]string{"survived", "killed", "timeout", "not-run"}[v] }

// overlay writes the mutated file and the overlay map go build reads, under dir.
func overlay(root, dir string, s site, src []byte) (string, error) {
	mutated := filepath.Join(dir, "mutant.go")
	if err := os.WriteFile(mutated, s.apply(src), 0o644); err != nil {
		return "", err
	}
	m := map[string]map[string]string{"Replace": {filepath.Join(root, s.file): mutated}}
	b, err := json.Marshal(m)
	if err != nil {
		return "", err
	}
	ov := filepath.Join(dir, "overlay.json")
	return ov, os.WriteFile(ov, b, 0o644)
}

// compiles reports whether the package with the mutant builds (vet off: a mutant may trip it).
func compiles(root, ov, pkg string) bool {
	cmd := exec.Command("go", "build", "-overlay", ov, pkg)
	cmd.Dir = root
	return cmd.Run() == nil
}

// runSuite runs one suite against the mutant (none when ov is ""); a failing test kills it.
func runSuite(root, ov string, s suite, timeout time.Duration) verdict {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	args := []string{"test", "-count=1", "-vet=off"}
	if ov != "" {
		args = append(args, "-overlay", ov)
	}
	args = append(args, s.args...)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = root
	err := cmd.Run()
	switch {
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return timedOut
	case err != nil:
		return killed
	}
	return survived
}
