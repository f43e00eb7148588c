package model

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatewaysim/gateway"
)

// The contract's end_reason table (docs/contract.md §1.5), row by row: the reason, whether recovery reopens
// it (Rec) and whether promote may overwrite it (Prom), and whether it is an intentional boundary
// (the reset set). The model's own classes must read it the same way.
var contractEndTable = []struct {
	reason           gateway.EndReason
	rec, prom, reset bool
}{
	{"", true, true, false},
	{"agent_close", true, true, false},
	{"ws_orphan_reap", true, true, false},
	{"superseded_by_resume", true, true, false},
	{"startup_orphan_reap", true, true, false},
	{"session_reset", false, false, true},
	{"session_switch", false, false, true},
	{"idle", false, false, true},
	{"daily", false, false, true},
	{"suspended", false, false, true},
	{"resume_pending_expired", false, false, true},
	{"compression", false, false, false},
	{"new_session", false, false, false},
	{"cli_close", false, false, false},
	{"resumed_other", false, false, false},
	{"branched", false, false, false},
	{"cron_complete", false, false, false},
	{"tui_close", false, false, false},
	{"tui_shutdown", false, false, false},
	{"ws_disconnect", false, false, false},
	{"idle_timeout", false, false, false},
	{"lru_evict", false, false, false},
	{"lease_preempted", false, false, false},
	{"orphaned_compression", false, false, false},
}

func TestEndClassesFollowTheContract(t *testing.T) {
	for _, row := range contractEndTable {
		live := row.reason == ""
		if got := accidental(row.reason); got != (row.rec && !live) {
			t.Errorf("%q: accidental=%v, the contract's Rec column says %v", row.reason, got, row.rec)
		}
		if got := !explicitEnd(row.reason); got != row.prom {
			t.Errorf("%q: promotable=%v, the contract's Prom column says %v", row.reason, got, row.prom)
		}
		if got := intentional(row.reason); got != row.reset {
			t.Errorf("%q: intentional=%v, want %v", row.reason, got, row.reset)
		}
	}
	if len(endClasses) != len(contractEndTable) {
		t.Errorf("the model classifies %d reasons, the contract's table has %d", len(endClasses), len(contractEndTable))
	}
	if classOf("made_up") != classUnknown || !explicitEnd("made_up") || accidental("made_up") {
		t.Error("a reason outside the vocabulary must be unknown and count as an explicit end")
	}
}

// TestModelCallsNoGatewayFunction: the model reads the gateway's vocabulary (types, constants,
// effects) and calls none of its functions, so a gateway defect cannot shape the oracle. Calls of
// the form gateway.X(...) are allowed only as conversions to the gateway's named types.
func TestModelCallsNoGatewayFunction(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range gatewayCalls(t, f, string(src)) {
			t.Errorf("%s: the model calls gateway.%s", c.pos, c.name)
		}
	}
	bad := "package model\nfunc f() bool { _ = gateway.EndReason(\"x\"); return gateway.Intentional(\"idle\") }\n"
	if got := gatewayCalls(t, "bad.go", bad); len(got) != 1 || got[0].name != "Intentional" {
		t.Errorf("the scan missed a gateway call in a bad source: %v", got)
	}
}

type gatewayCall struct {
	pos  token.Position
	name string
}

// gatewayCalls lists the calls gateway.X(...) in src that are not conversions to a gateway type.
func gatewayCalls(t *testing.T, name, src string) []gatewayCall {
	t.Helper()
	conversions := map[string]bool{"EndReason": true, "SessionID": true, "LaneKey": true, "Platform": true,
		"ChatType": true, "ResumeReason": true, "Outcome": true, "TurnToken": true, "RecordID": true, "TransportID": true}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, name, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []gatewayCall
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && id.Name == "gateway" && !conversions[sel.Sel.Name] {
				out = append(out, gatewayCall{fset.Position(call.Pos()), sel.Sel.Name})
			}
		}
		return true
	})
	return out
}
