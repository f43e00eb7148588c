// Command replay is cmd/diff's helper, built from each version it compares and run in that
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
