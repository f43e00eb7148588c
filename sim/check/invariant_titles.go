package check

import "strings"

// invariantTitles is each invariant's one-sentence statement, as docs/invariants.md opens its
// section (TestInvariantTitles keeps them in step): what a failure's reproduce prints under the
// invariant's name.
var invariantTitles = map[string]string{
	"I1":            "No unrecoverable accident.",
	"I2":            "No resurrection of an intentional boundary.",
	"I3":            "Explicit reasons are immutable.",
	"I4":            "Promotable = recoverable.",
	"I5":            "A restart never silently loses an active session.",
	"I6":            "No spurious resume.",
	"I7":            "Auditability.",
	"I8":            "Notify exactly per policy.",
	"I9":            "Mode `none` means nothing automatic.",
	"I10":           "No route names a dead row.",
	"I11":           "An old socket's teardown never touches a rebound record.",
	"I12":           "The reap grace is honoured per detachment.",
	"I13":           "TUI closes leave messaging rows alone.",
	"I14":           "Bounded auto-resume.",
	"I15":           "One transition per lane.",
	"I16":           "Resume turns are never blank.",
	"replies":       "Each command gets exactly the reply it is owed.",
	"effects":       "Effects tell the truth about writes.",
	"persist":       "Every route the gateway writes loads again.",
	"config":        "A bad configuration fails at load.",
	"changed-lanes": "The incremental oracle sees every change.",
	"views":         "What the process reports of its state is what it holds.",
	"order":         "Every pass takes its lanes, rows and records in key order.",
	"printed":       "Every effect prints as its fields.",
	"MP5":           "A process ends only the rows it owns.",
	"MP8":           "Recovery touches only a dead process's state.",
	"MP2":           "A resume continues only a dead process's turn, once.",
	"MP4":           "A process clears only its own markers.",
	"MP10":          "The process list names every background command that runs.",
	"MP1":           "One turn per session across processes.",
}

// InvariantTitle is what a failure's key says in one sentence ("I2": "No resurrection of an
// intentional boundary."; "liveness I5" as I5, at the end of the run), with where to read more;
// "" for a key that is no invariant (a panic, a limit).
func InvariantTitle(key string) string {
	name := strings.TrimPrefix(key, "liveness ")
	t, ok := invariantTitles[name]
	if !ok {
		return ""
	}
	if name != key {
		t += " (judged at the end of the run: the liveness check)"
	}
	return t + " docs/invariants.md#" + strings.ToLower(name)
}
