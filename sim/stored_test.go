package sim

import (
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// Every corrupt form is refused by the gateway's decoder for the fault the table names, so the
// model's reason check (a skip must name its fault) holds on a correct gateway.
func TestCorruptFormsRefusedForTheirFault(t *testing.T) {
	for i, f := range corruptForms {
		data := strings.Replace(f.data, "%s", "agent:main:telegram:dm:tg1", 1)
		_, err := gateway.DecodeEntry([]byte(data), time.UTC)
		switch {
		case err == nil:
			t.Errorf("form %d loads: %s", i, data)
		case !strings.Contains(err.Error(), f.fault):
			t.Errorf("form %d refused for %q, want a reason naming %q", i, err, f.fault)
		}
	}
}
