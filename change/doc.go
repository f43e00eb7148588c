// Package change says what a change does to users: it drives two sides (two versions of the
// project, or one version under two sets of bug flags) through the same interleavings, compares
// what each showed after every directive, and groups, reduces and judges every difference.
//
// It never links two versions into one binary: the gateway's API and the harness change between
// commits. The interleavings are generated once, by this build's generator, as scenario text
// (Generate), and each side replays that text with its own version's runner, world and oracle:
// the program of package change/replay, built from the version's own tree (Repo.Build; a tree
// that predates it gets this build's copy written in) and spoken to over a pipe (Process). Local
// replays in this process, on this build (the tests, and flag sets on the working tree). An op
// line a side cannot parse is left out of that run on both sides and counted in the report, by
// its op and the key the side refused; an op kind a side does not know is never drawn.
//
// What is compared (Compare): per directive, the trace's event and effect lines (routings with
// their reason, notices, context and resume notes, replies, synthetic turns, rows' end reasons,
// writes, TUI records) and the state after it (the process, the marker files, the entries, the
// rows, the TUI records), normalised across the trace forms the project has had. The first
// directive that differs is named by what differs there, of the most user-facing category only
// (Observable), and classified by each side's own first violation anywhere in the run (Class):
// fixes one, introduces one, both violate, neither does (a change the invariants allow), or a side
// cannot run the scenario. Runs that differ the same way (op kind, observables, class) form a
// Group, whose earliest example is reduced with check.Reduce, keeping that difference.
//
// Run does the comparison; Result's Summary and Details print the report. Nothing here reads
// the wall clock but Result.Wall; the same seeds, files and versions give the same report.
package change
