package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// TestSeedRandomPrintsItFirst: -seed random draws the sample's seed from real randomness and
// prints it with the command that draws the same sample again; a number is taken as it is;
// anything else is a bad command line.
func TestSeedRandomPrintsItFirst(t *testing.T) {
	o, err := parse([]string{"-seed", "random"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if got := o.seed.resolve(&out, func() uint64 { return 4242 }); got != 4242 {
		t.Fatalf("resolved to %d, want the drawn 4242", got)
	}
	if want := "seed 4242, drawn at random (this sample again: make mutate MSEED=4242)\n"; out.String() != want {
		t.Fatalf("printed %q, want %q", out.String(), want)
	}
	if a, b := drawSeed(), drawSeed(); a == b {
		t.Fatalf("two draws gave the same seed %d", a)
	}
	out.Reset()
	o, err = parse([]string{"-seed", "17"}, io.Discard)
	if err != nil || o.seed.resolve(&out, func() uint64 { panic("drawn") }) != 17 || out.Len() != 0 {
		t.Fatalf("-seed 17: %+v, %v, printed %q", o.seed, err, out.String())
	}
	if o, err := parse(nil, io.Discard); err != nil || o.seed.String() != "1" {
		t.Fatalf("the default seed: %v, %v", o.seed.String(), err)
	}
	if _, err := parse([]string{"-seed", "soon"}, io.Discard); err == nil || !strings.Contains(err.Error(), "random") {
		t.Fatalf("-seed soon: want an error naming random, got %v", err)
	}
}
