// Package cli is what the project's commands share at their edge: a testing/synctest bubble for
// the simulator without any of the testing package's output (Main), flags that fail in one line
// and print their own help (Flags), and a progress bar that shows only on a terminal (Progress);
// and FirstLine, a message's headline, which the reports of sim/check and conformance share.
//
// It imports nothing of the project, so anything above the world may import it; sim itself may
// not (this package imports testing).
//
// It never touches the simulation itself: the wall clock, the terminal and the process's exit
// are read and used here, outside the deterministic path.
package cli
