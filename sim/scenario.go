package sim

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"gatewaysim/gateway"
)

// A run as a scenario file: the config directive that rebuilds its world and the op list as
// directives. Bundles write it, the scenarios package reads it back.

// ConfigLine is the scenario config directive that rebuilds w's world (the scenarios package
// parses it): the seed, the lane count, the gateway's reset policy and timings, the bug flags,
// and the start when it is not DefaultStart.
func ConfigLine(w *World) string {
	g := w.GatewayConfig()
	bugs := append(gateway.BugSet(nil), g.Bugs...)
	sort.Slice(bugs, func(i, j int) bool { return bugs[i] < bugs[j] })
	s := fmt.Sprintf("config seed=%d lanes=%d reset=%s idle=%s at=%02d:00 drain=%s fresh=%s grace=%s",
		w.Seed(), len(w.Lanes()), g.Reset.Mode, FormatDuration(g.Reset.IdleLimit), g.Reset.AtHour,
		FormatDuration(g.DrainTimeout), FormatDuration(g.FreshnessWindow), FormatDuration(g.ReapGrace))
	if os := configOverrides(g); len(os) > 0 {
		names := make([]string, len(os))
		for i, o := range os {
			names[i] = FormatOverride(o)
		}
		s += " overrides=" + strings.Join(names, ",")
	}
	if !g.Reset.Notify {
		s += " notify=false"
	}
	if g.RouteMaxAge != gateway.DefaultConfig().RouteMaxAge {
		s += " prune=" + FormatDuration(g.RouteMaxAge)
	}
	if t := configTuning(g); len(t) > 0 {
		s += " tune=" + t.String()
	}
	if a, d := w.Config().Agent, DefaultAgent(); a.FailRate != d.FailRate || a.InterruptRate != d.InterruptRate || a.LongRate != d.LongRate {
		// The agent's rates shape the turns no op fixes (a boot's synthetic resume turns).
		s += " " + FormatAgentRates(a)
	}
	if ex := g.Reset.NotifyExcludePlatforms; !slices.Equal(ex, gateway.DefaultResetPolicy().NotifyExcludePlatforms) {
		names := make([]string, len(ex))
		for i, p := range ex {
			names[i] = string(p)
		}
		s += " exclude=" + strings.Join(names, ",")
	}
	if len(bugs) > 0 {
		names := make([]string, len(bugs))
		for i, b := range bugs {
			names[i] = b.String()
		}
		s += " bugs=" + strings.Join(names, ",")
	}
	if st, def := w.Clock().Start(), DefaultStart(); !st.Equal(def) || st.Location().String() != def.Location().String() {
		s += " start=" + st.Format("2006-01-02T15:04") + " zone=" + st.Location().String()
	}
	if b := w.Config().Backends; len(b) > 0 {
		s += " procs=" + strings.Join(b, ",")
	}
	return s
}

// ScenarioText renders a ready scenario file: the # header lines, the config directive, one
// directive per op with an empty expected output (go test ./scenarios -rewrite fills them in),
// and a closing liveness directive when the failure is the end-of-run check.
func ScenarioText(header []string, config string, ops []Op, liveness bool) string {
	return ScenarioTextMarked(header, config, ops, nil, liveness)
}

// MaybeMark ends a scenario op line that may be skipped: a scenario fails on an op the world
// skips unless its line ends with it.
const MaybeMark = " ?"

// ScenarioTextMarked is ScenarioText with the ops that maybe[i] marks written as expected to be
// skipped (their line ends with MaybeMark), so that a run whose ops were skipped replays.
func ScenarioTextMarked(header []string, config string, ops []Op, maybe []bool, liveness bool) string {
	var b strings.Builder
	for _, h := range header {
		b.WriteString(strings.TrimRight("# "+h, " "))
		b.WriteByte('\n')
	}
	if len(header) > 0 {
		b.WriteByte('\n')
	}
	b.WriteString(config)
	b.WriteString("\n----\n")
	for i, op := range ops {
		b.WriteString("\n")
		b.WriteString(op.String())
		if i < len(maybe) && maybe[i] {
			b.WriteString(MaybeMark)
		}
		b.WriteString("\n----\n")
	}
	if liveness {
		b.WriteString("\nliveness\n----\n")
	}
	return b.String()
}
