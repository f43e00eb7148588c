package check

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The persisted form's times (docs/contract.md §1.2): ISO datetimes to the microsecond, local wall
// times with their UTC offset, or naive (upstream's form, read as the earlier instant of a
// repeated hour).

// isoLayouts are the aware forms the reader takes (an offset with seconds is an old zone's).
var isoLayouts = [...]string{"2006-01-02T15:04:05.999999999Z07:00", "2006-01-02T15:04:05.999999999Z07:00:00"}

const naiveLayout = "2006-01-02T15:04:05.999999999"

// readTime reads a stored time as an instant in loc, cut to the microsecond.
func readTime(s string, loc *time.Location) (time.Time, error) {
	s = isoT(s)
	for _, layout := range isoLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return inYears(t.Truncate(time.Microsecond).In(loc), s)
		}
	}
	wall, err := time.Parse(naiveLayout, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("not an ISO datetime: %q", s)
	}
	return inYears(naiveAt(wall, loc).Truncate(time.Microsecond).In(loc), s)
}

// isoT takes a space for the T, as Python's isoformat(" ") writes it.
func isoT(s string) string {
	if len(s) > 10 && s[10] == ' ' {
		return s[:10] + "T" + strings.TrimLeft(s[11:], " ")
	}
	return s
}

// inYears refuses an instant outside Python's years 1..9999, in loc or in UTC: upstream could not
// write it back.
func inYears(t time.Time, s string) (time.Time, error) {
	if y, u := t.Year(), t.UTC().Year(); y < 1 || y > 9999 || u < 1 || u > 9999 {
		return time.Time{}, fmt.Errorf("%q is outside the years 0001..9999", s)
	}
	return t, nil
}

// naiveAt is the instant a naive wall time (its digits carried in UTC) names in loc, as Python's
// fold=0 reads it: of the instants that show this wall time the earliest; in a skipped hour,
// the wall time read with the offset that held before the change.
func naiveAt(wall time.Time, loc *time.Location) time.Time {
	var best time.Time
	for _, off := range zoneOffsetsNear(wall, loc) {
		t := wall.Add(-time.Duration(off) * time.Second)
		if wallOf(t, loc).Equal(wall) && (best.IsZero() || t.Before(best)) {
			best = t
		}
	}
	if best.IsZero() { // a skipped wall time
		_, before := wall.Add(-36 * time.Hour).In(loc).Zone()
		best = wall.Add(-time.Duration(before) * time.Second)
	}
	return best
}

// zoneOffsetsNear are loc's offsets within a day and a half of the wall time: every offset a
// wall time there could be read with.
func zoneOffsetsNear(wall time.Time, loc *time.Location) []int {
	var offs []int
	for h := -36; h <= 36; h += 6 {
		_, off := wall.Add(time.Duration(h) * time.Hour).In(loc).Zone()
		if !slices.Contains(offs, off) {
			offs = append(offs, off)
		}
	}
	return offs
}

// wallOf is t's wall time in loc, in UTC's digits.
func wallOf(t time.Time, loc *time.Location) time.Time {
	l := t.In(loc)
	return time.Date(l.Year(), l.Month(), l.Day(), l.Hour(), l.Minute(), l.Second(), l.Nanosecond(), time.UTC)
}
