// Package replay is what cmd/diff runs inside every version of the project it compares: it reads
// scenario texts, runs each with that version's own scenario runner, world and oracle, and prints
// what every directive showed, one fact per line, in a format that does not depend on the version.
//
// # Contract
//
// cmd/diff builds this package's command (cmd/diff/replay) from each version's own tree. A version
// that predates it gets a copy of this file written into its tree first, so the file uses only
// what has been in the project since before the first gateway commit cmd/diff is asked about
// (scenarios.Env and its Exec, Env.World, scenarios.State, sim.ParseOp, World.Apply, World.Trace,
// World.SetObserver, sim.Kinds, model.Violation): nothing added later. It never links two
// versions together: each runs alone in its own process.
//
// The protocol (Serve) is text on a pipe. The program first prints Protocol, then "kinds" and the
// op kinds the version knows, then "ready". A request "parse N" followed by N op lines is answered
// with a line per op, "ok" or "e" and why the version cannot parse it, then "end". A request
// "run N" followed by N directive lines
// (a scenario file's directives without their expected output: config first, then lane, ops,
// state, sessions, liveness); the answer is, per directive run, "> directive" followed by
//
//	t LINE   a trace line the directive produced (ops only), as the version prints it
//	o LINE   a line of a non-op directive's output (config's lane table, state, sessions, liveness)
//	s+ LINE  a line the state directive would print that appeared with this op
//	s- LINE  a line it would print that went away with this op
//	v INV FACTS   the run's first violation (I1..I16, or a check's name), raised by this directive
//	e TEXT   the directive could not run (a line the version cannot parse, an unknown directive,
//	         the world stopped); the run ends there
//
// and "end" after the last one. The oracle keeps watching until the first violation and then stops
// judging (the model may no longer match the world), while the world goes on, so that what a user
// sees after a violation is still compared.
package replay
