package sim

import (
	"fmt"
	"slices"
	"strings"

	"gatewaysim/gateway"
)

// PresetUpstreamV1Name names the preset of every flag that describes upstream V1 at 9fc0074.
const PresetUpstreamV1Name = "upstream-v1"

// ParseBugList reads a comma-separated list of bug flag names as a user types it ("B23,H4",
// "upstream-v1"): strictly, so that a typo never runs a different experiment. An empty name
// ("B23,,H4") or an unknown one is an error that lists the valid names; "" is no flag.
func ParseBugList(s string) (gateway.BugSet, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	return parseBugs(s, func(name string) (gateway.BugSet, error) {
		if name == "" {
			return nil, fmt.Errorf("empty bug flag name in %q; the flags are %s", s, BugNames())
		}
		bugs, err := bugsNamed(name)
		if err != nil {
			return nil, fmt.Errorf("unknown bug flag %q; the flags are %s", name, BugNames())
		}
		return bugs, nil
	})
}

// ParseBugs reads a comma-separated list of flag names ("B23,H4") leniently: empty names are
// skipped; the name upstream-v1 stands for gateway.PresetUpstreamV1().
func ParseBugs(s string) (gateway.BugSet, error) {
	return parseBugs(s, func(name string) (gateway.BugSet, error) {
		if name == "" {
			return nil, nil
		}
		return bugsNamed(name)
	})
}

// parseBugs reads each name of the list (trimmed) with one, then sorts the flags and drops
// repeats.
func parseBugs(s string, one func(name string) (gateway.BugSet, error)) (gateway.BugSet, error) {
	var out gateway.BugSet
	for _, name := range strings.Split(s, ",") {
		bugs, err := one(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		out = append(out, bugs...)
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// bugsNamed is what one name switches on: the preset's flags, or the one flag it names.
func bugsNamed(name string) (gateway.BugSet, error) {
	if strings.EqualFold(name, PresetUpstreamV1Name) {
		return gateway.PresetUpstreamV1(), nil
	}
	b, err := gateway.ParseBug(name)
	if err != nil {
		return nil, err
	}
	return gateway.BugSet{b}, nil
}

// BugNames lists every flag name in catalogue order, then the preset.
func BugNames() string {
	var names []string
	for _, b := range gateway.AllBugs() {
		names = append(names, b.String())
	}
	return strings.Join(names, ", ") + " and the preset " + PresetUpstreamV1Name
}
