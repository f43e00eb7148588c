package model

import (
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestCheckDefaultsMatchesTheContract: the gateway's defaults are the contract's, and a default
// off by a unit is caught.
func TestCheckDefaultsMatchesTheContract(t *testing.T) {
	if err := CheckDefaults(gateway.DefaultConfig()); err != nil {
		t.Fatalf("the gateway's defaults: %v", err)
	}
	cfg := gateway.DefaultConfig()
	cfg.WatcherInterval = 300 * time.Millisecond
	if err := CheckDefaults(cfg); err == nil || !strings.Contains(err.Error(), "watcher_interval") {
		t.Fatalf("a watcher interval of 300ms: want a config violation, got %v", err)
	}
}

// An adapter whose capabilities differ from the contract's table is caught.
func TestCheckDefaultsJudgesTheAdapters(t *testing.T) {
	cfg := gateway.DefaultConfig()
	cfg.Adapters["tui"] = gateway.AdapterCaps{TuiOwned: true}
	if err := CheckDefaults(cfg); err == nil || !strings.Contains(err.Error(), "tui:tui-owned") {
		t.Fatalf("a TUI adapter that is not interactive: want a config violation, got %v", err)
	}
}
