package main

import (
	"bytes"
	"strings"
	"testing"

	"gatewaysim/conformance"
)

// The command's usage errors exit 2 before anything runs; -h exits 0; no checkout is 2 too.
func TestUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"-h"}, 0, "usage: conformance"},
		{nil, 2, "give scenario files or -campaign"},
		{[]string{"-campaign", "x.txt"}, 2, "-campaign takes no files"},
		{[]string{"-campaign", "-runs", "0"}, 2, "must be positive"},
		{[]string{"-campaign", "-shrink", "-1"}, 2, "must not be negative"},
		{[]string{"-campaign", "-fail-on", "some"}, 2, "-fail-on"},
		{[]string{"-out", "d", "x.txt"}, 2, "-out goes with -campaign"},
		{[]string{"-campaign", "-avoid", "nonsense"}, 2, "not an avoidable class"},
		{[]string{"-campaign", "-bugs", "B99"}, 2, "unknown bug flag"},
		{[]string{"-campaign", "-nosuchflag"}, 2, "flag provided but not defined"},
		{[]string{"-campaign", "-src", ""}, 2, "HERMES_SRC is not set"},
		{[]string{"-campaign", "-src", t.TempDir()}, 2, "has no gateway/session.py"},
	} {
		var out, errb bytes.Buffer
		t.Setenv("HERMES_SRC", "")
		code := run(tc.args, &out, &errb)
		if code != tc.code || !strings.Contains(errb.String(), tc.says) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d saying %q", tc.args, code, errb.String(), tc.code, tc.says)
		}
	}
}

func TestVerdict(t *testing.T) {
	known := []*conformance.Finding{{Class: conformance.Class{Name: "drain-remark", Kind: conformance.KindDecision}}}
	unknown := []*conformance.Finding{{Class: conformance.Class{Name: "unclassified", Kind: conformance.KindUnknown}}}
	viol := []*conformance.Finding{{}}
	for _, tc := range []struct {
		divs, viols []*conformance.Finding
		failOn      string
		errored     bool
		want        int
	}{
		{nil, nil, "any", false, 0},
		{nil, nil, "any", true, 2},
		{known, nil, "any", false, 1},
		{known, nil, "unclassified", false, 0},
		{unknown, nil, "unclassified", false, 1},
		{nil, viol, "any", false, 1},
		{nil, viol, "unclassified", false, 0},
	} {
		if got := verdict(tc.divs, tc.viols, tc.failOn, tc.errored); got != tc.want {
			t.Errorf("verdict(%d divergences, %d violations, %s, %v) = %d, want %d",
				len(tc.divs), len(tc.viols), tc.failOn, tc.errored, got, tc.want)
		}
	}
}
