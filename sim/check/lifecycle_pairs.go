package check

// Chainable pairs the contract rules out. A pair of table transitions chains when the first ends
// in the state the second leaves, but not every such pair can happen: what the first did to the
// process can forbid the second. Each rule here says why from the contract; the report counts
// the pairs a rule rules out as reached (with the rule), and a run that takes one is a rule the
// contract does not back: the report lists it and TestSeeds fails.

// pairRule is one reason a chainable pair cannot happen.
type pairRule struct {
	why   string
	rules func(a, b Transition) bool
}

// gatedInputs are the events of an inbound event (a user's message or command, a background
// process's notice, a compression) that the gateway routed or refused rather than queued: the
// restore gate was open then (or the process drained, which refuses inputs until it exits).
var gatedInputs = [eventEnd]bool{EvMessage: true, EvInternal: true, EvNew: true, EvResume: true, EvStop: true, EvCompress: true}

var pairRules = []pairRule{
	{
		why: "a boot's phases run back to back (docs/contract.md §2.10): between two only a kill or crash, " +
			"which takes the lane down, can happen, so a boot step on a loaded lane follows a boot step",
		rules: func(a, b Transition) bool { return b.Event == EvBoot && b.From != StateDown && a.Event != EvBoot },
	},
	{
		why: "the restore gate holds inputs only from a boot's load until it is released (§2.10 step 4), and " +
			"a routed or refused input, or the release, means it no longer holds in this process: no hold follows them",
		rules: func(a, b Transition) bool {
			return b.Event == EvHeld && (gatedInputs[a.Event] || a.Event == EvReleased)
		},
	},
	{
		why: "a process starts with no turn but the synthetic resume turns its boot starts (§2.10 step 5), and a " +
			"turn's end belongs to its own process: right after a boot step, only a lane the boot made busy ends a turn",
		rules: func(a, b Transition) bool { return a.Event == EvBoot && a.To != StateBusy && b.Event == EvTurnEnd },
	},
}

// ruledOut is the first rule that rules the pair out, or nil.
func ruledOut(a, b Transition) *pairRule {
	for i := range pairRules {
		if pairRules[i].rules(a, b) {
			return &pairRules[i]
		}
	}
	return nil
}
