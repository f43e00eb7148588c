// Command explore is the harness's main job: it runs many seeded simulations of the gateway, each
// with its own swarm of enabled events and faults, judges every gateway call with the reference
// model, and prints a readable report: what was exercised, how fast, and every failure with the
// command that reproduces it.
//
// Usage:
//
//	go run ./cmd/explore [-seeds N] [-seed S] [-steps N] [-bugs B23,H4] [-store disk|sqlite] [-v]
//
// -store sqlite runs every world on a SQLite database (package sqlstore) under the fake disk
// instead of the disk's own images. It exits 1 when any seed fails, 2 on a bad flag.
package main

import (
	"flag"
	"fmt"
	"os"
	"testing"
	"testing/synctest"
	"time"

	"gatewaysim/backend"
	"gatewaysim/sim"
)

func main() {
	var o options
	flag.IntVar(&o.seeds, "seeds", 200, "number of seeds to run (1..N)")
	flag.Uint64Var(&o.seed, "seed", 0, "run only this seed (overrides -seeds)")
	flag.IntVar(&o.steps, "steps", 400, "generated ops per seed")
	flag.StringVar(&o.bugs, "bugs", "", "comma-separated bug flags to switch on (see gateway/bugs.go), e.g. B23,H4, or upstream-v1")
	flag.BoolVar(&o.verbose, "v", false, "print one line per seed")
	flag.StringVar(&o.out, "out", "failures", "directory for failure bundles")
	store := flag.String("store", string(backend.Disk), "durable store: disk (the fake disk's own images) or sqlite (a SQLite file per seed)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "explore: run seeded simulations of the gateway and report what they found.\n\n")
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./cmd/explore [flags]\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	bugs, err := sim.ParseBugs(o.bugs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "explore:", err)
		os.Exit(2)
	}
	o.bugSet = bugs
	if o.store, err = parseStore(*store); err != nil {
		fmt.Fprintln(os.Stderr, "explore:", err)
		os.Exit(2)
	}
	if o.store == backend.SQLite {
		if o.dbDir, err = os.MkdirTemp("", "explore-sqlite-"); err != nil {
			fmt.Fprintln(os.Stderr, "explore:", err)
			os.Exit(2)
		}
	}
	// The simulator's clock is a mock that must run inside a synctest bubble (it would sleep
	// 1 ms of real time per move outside one); testing.Main gives the bubble a *testing.T.
	testing.Main(func(string, string) (bool, error) { return true, nil },
		[]testing.InternalTest{{Name: "explore", F: func(t *testing.T) {
			var rep *report
			start := time.Now() // outside the bubble: real time
			synctest.Test(t, func(t *testing.T) { rep = explore(o) })
			if o.dbDir != "" {
				os.RemoveAll(o.dbDir) // testing.Main exits: no defer of main runs
			}
			rep.wall = time.Since(start)
			rep.print(o, os.Stdout)
			if rep.failed > 0 {
				t.Fail()
			}
		}}}, nil, nil)
}
