package check

import (
	"errors"
	"regexp"
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

// FailureShape is a failure's facts up to ids and numbers: the first line of its error with every
// session id read as S and every run of digits as N. Two failures of one shape broke the same
// invariant in the same way (the same event, the same kinds of process and turn); a reduction that
// keeps the shape, not only the key, keeps a rare failure from shrinking into a commoner one of
// the same invariant (X13, two resume mechanisms on one session, into X3, two turns).
func FailureShape(err error) string {
	if err == nil {
		return ""
	}
	line, _, _ := strings.Cut(err.Error(), "\n")
	return digitRun.ReplaceAllString(sessionIDs.ReplaceAllString(line, "S"), "N")
}

var (
	sessionIDs = regexp.MustCompile(`\d{8}_\d{6}_[0-9a-f]+`)
	digitRun   = regexp.MustCompile(`\d+`)
)
