package check

import (
	"errors"
	"strings"

	"gatewaysim/model"
	"gatewaysim/sim"
)

// FailureKey names a failure for "still fails the same way": the violated invariant (I2),
// "liveness I5" for the end-of-run check, "panic" for a gateway panic ("panic model", "panic
// simulator" for the others; "liveness panic model" in the end-of-run check), "limit" for a
// limit, else the error text.
func FailureKey(err error) string {
	if err == nil {
		return ""
	}
	var pe *sim.PanicError
	if errors.As(err, &pe) {
		key := "panic"
		if pe.In != sim.PanicGateway {
			key += " " + pe.In
		}
		if strings.HasPrefix(err.Error(), "liveness:") {
			key = "liveness " + key
		}
		return key
	}
	if errors.Is(err, sim.ErrLimit) {
		return "limit"
	}
	var v *model.Violation
	if errors.As(err, &v) {
		if strings.HasPrefix(err.Error(), "liveness:") {
			return "liveness " + v.Inv
		}
		return v.Inv
	}
	return err.Error()
}
