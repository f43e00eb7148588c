package conformance

// Class names why the two sides diverged.
type Class struct {
	Name string // short name, e.g. "H4" or "watcher-skips-running"
	Kind Kind
	Why  string // one sentence: what upstream does, what the port does
}

// Kind is a divergence class's verdict.
type Kind string

const (
	KindDecision Kind = "port decision" // the port deliberately differs (spec's port decisions, a named flag outside the preset)
	KindBug      Kind = "port bug"      // the port differs from upstream where it meant to match
	KindHarness  Kind = "harness"       // the upstream side's reading of run.py differs from upstream
	KindUnknown  Kind = "unclassified"
)

// Classify names a divergence's class from its mismatches and the op that showed it.
func Classify(d *Divergence) Class {
	for _, r := range classRules {
		if r.match(d) {
			return r.class
		}
	}
	return Class{Name: "unclassified", Kind: KindUnknown}
}

type classRule struct {
	class Class
	match func(*Divergence) bool
}

var classRules []classRule
