// Package cli is what the project's commands share at their edge: flags that fail in one line and
// print their own help (Flags), a guard that turns a harness panic into one line of error with
// the stack saved aside (Guard), and a progress bar that shows only on a terminal (Progress); and
// FirstLine, a message's headline, which the reports of sim/check and conformance share.
//
// It imports nothing of the project, so anything above the world may import it.
//
// It never touches the simulation itself: the wall clock, the terminal and the process's exit
// are read and used here, outside the deterministic path.
package cli
