package sim

import (
	"fmt"
	"slices"
	"strings"

	"gatewaysim/gateway"
)

// ParseBugList reads a comma-separated list of bug flag names as a user types it ("B23,H4",
// "upstream-v1"): strictly, so that a typo never runs a different experiment. An empty name
// ("B23,,H4") or an unknown one is an error that lists the valid names; "" is no flag.
func ParseBugList(s string) (gateway.BugSet, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out gateway.BugSet
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		switch {
		case name == "":
			return nil, fmt.Errorf("empty bug flag name in %q; the flags are %s", s, BugNames())
		case strings.EqualFold(name, PresetUpstreamV1Name):
			out = append(out, gateway.PresetUpstreamV1()...)
			continue
		}
		b, err := gateway.ParseBug(name)
		if err != nil {
			return nil, fmt.Errorf("unknown bug flag %q; the flags are %s", name, BugNames())
		}
		out = append(out, b)
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// BugNames lists every flag name in catalogue order, then the preset.
func BugNames() string {
	var names []string
	for _, b := range gateway.AllBugs() {
		names = append(names, b.String())
	}
	return strings.Join(names, ", ") + " and the preset " + PresetUpstreamV1Name
}
