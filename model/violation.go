package model

import (
	"fmt"
	"time"
)

// Violation is a broken invariant: its name (I1..I16) and the minimal facts that show it,
// e.g. "I2: lane tg:dm:42 resurrected s7 ended idle".
type Violation struct {
	Inv   string
	Facts string
}

func (v *Violation) Error() string { return v.Inv + ": " + v.Facts }

func violate(inv, format string, args ...any) error {
	return &Violation{Inv: inv, Facts: fmt.Sprintf(format, args...)}
}

// stamp prints an instant compactly in the rules' zone.
func (r *Rules) stamp(t time.Time) string {
	if t.IsZero() {
		return "never"
	}
	return t.In(r.Location).Format("01-02T15:04:05")
}
