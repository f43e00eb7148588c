package gateway

// The persisted form's times, written and read by hand (persist.go says which form each has).
// appendLocal writes what time.Format wrote with the layouts "2006-01-02T15:04:05[.000000]-07:00"
// and, for a zone whose offset has seconds, "-07:00:00"; parseISO accepts exactly what
// time.Parse accepted with the layouts "2006-01-02T15:04:05.999999999" followed by "Z07:00",
// "Z07:00:00" or nothing, and the same with a space for the T (where time.Parse takes any run of
// spaces). FuzzCodecMatchesReflection holds both to the time package.

import (
	"fmt"
	"math"
	"time"
)

// storedTime is t as the persisted form keeps it: microseconds, in loc, no monotonic reading.
// The zero time stays zero (it is written as null or rejected).
func storedTime(t time.Time, loc *time.Location) time.Time {
	if t.IsZero() {
		return time.Time{}
	}
	return t.Truncate(time.Microsecond).In(loc)
}

// formatLocal writes t as isoformat would for an aware datetime in loc ("" for the zero time).
func formatLocal(t time.Time, loc *time.Location) string {
	return string(appendLocal(nil, t, loc, nil))
}

// appendLocal appends formatLocal's text of t. zone, when not nil, remembers the zone period of
// the last time it was asked about, so that the next time in the same period needs no lookup.
func appendLocal(b []byte, t time.Time, loc *time.Location, zone *zoneSpan) []byte {
	if t.IsZero() {
		return b
	}
	// storedTime: whole microseconds (the zero time is a whole second), in loc.
	sec, us := t.Unix(), t.Nanosecond()/1000
	offset := zone.offset(t, sec, loc)
	year, month, day, hour, minute, second := civil(sec + int64(offset))
	b = appendPadded(b, year, 4)
	b = append(b, '-', byte('0'+month/10), byte('0'+month%10), '-', byte('0'+day/10), byte('0'+day%10), 'T',
		byte('0'+hour/10), byte('0'+hour%10), ':', byte('0'+minute/10), byte('0'+minute%10), ':',
		byte('0'+second/10), byte('0'+second%10))
	if us != 0 {
		b = append(b, '.')
		b = appendPadded(b, us, 6)
	}
	// The offset as time.Format writes -07:00 (and -07:00:00 for a zone with seconds), quirks
	// included: the sign is that of the whole minutes.
	minutes, abs := offset/60, offset
	if minutes < 0 {
		b = append(b, '-')
		minutes, abs = -minutes, -abs
	} else {
		b = append(b, '+')
	}
	b = appendPadded(b, minutes/60, 2)
	b = append(b, ':')
	b = appendPadded(b, minutes%60, 2)
	if offset%60 != 0 {
		b = append(b, ':')
		b = appendPadded(b, abs%60, 2)
	}
	return b
}

// zoneSpan is a zone period: loc's offset from one instant to another (Unix seconds, [from, to)).
type zoneSpan struct {
	loc      *time.Location
	from, to int64
	off      int
}

// offset is loc's offset at t (whose Unix time is sec), remembered with its period when z is not
// nil.
func (z *zoneSpan) offset(t time.Time, sec int64, loc *time.Location) int {
	if loc == time.UTC {
		return 0
	}
	if z != nil && z.loc == loc && z.from <= sec && sec < z.to {
		return z.off
	}
	local := t.In(loc)
	_, off := local.Zone()
	if z != nil {
		start, end := local.ZoneBounds()
		z.loc, z.off, z.from, z.to = loc, off, math.MinInt64, math.MaxInt64
		if !start.IsZero() {
			z.from = start.Unix()
		}
		if !end.IsZero() {
			z.to = end.Unix()
		}
	}
	return off
}

// civil is the proleptic Gregorian date and time of a count of seconds from 1970-01-01 00:00
// (after H. Hinnant's civil_from_days).
func civil(sec int64) (year, month, day, hour, minute, second int) {
	days := sec / 86400
	rem := sec % 86400
	if rem < 0 {
		days--
		rem += 86400
	}
	hour, minute, second = int(rem/3600), int(rem%3600/60), int(rem%60)
	z := days + 719468 // days from 0000-03-01
	era := z / 146097
	if z < 0 && z%146097 != 0 {
		era--
	}
	doe := z - era*146097                                  // [0, 146096]
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365 // [0, 399]
	doy := doe - (365*yoe + yoe/4 - yoe/100)               // [0, 365]
	mp := (5*doy + 2) / 153                                // [0, 11], from March
	day = int(doy - (153*mp+2)/5 + 1)
	month = int(mp + 3)
	if month > 12 {
		month -= 12
	}
	year = int(yoe + era*400)
	if month <= 2 {
		year++
	}
	return
}

// appendPadded appends x in decimal, zero-padded to width digits, with a minus sign before the
// padding when negative (as time.Format writes a number).
func appendPadded(b []byte, x, width int) []byte {
	u := uint(x)
	if x < 0 {
		b = append(b, '-')
		u = uint(-x)
	}
	var buf [20]byte
	i := len(buf)
	for u >= 10 {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
	}
	i--
	buf[i] = byte('0' + u)
	for pad := width - (len(buf) - i); pad > 0; pad-- {
		b = append(b, '0')
	}
	return append(b, buf[i:]...)
}

// parseLocal reads an ISO datetime, with or without offset, as a time in loc. A time that would
// not be written back in a form it reads (see writable) is refused.
func parseLocal(s string, loc *time.Location) (time.Time, error) {
	return parseLocalBytes([]byte(s), loc)
}

func parseLocalBytes(s []byte, loc *time.Location) (time.Time, error) {
	t, aware, ok := parseISO(s)
	switch {
	case !ok:
		return time.Time{}, fmt.Errorf("not an ISO datetime: %q", s)
	case aware:
		return writable(storedTime(t, loc), s)
	}
	// A naive time: its digits are the wall clock's, carried in UTC.
	return writable(storedTime(naiveIn(t, loc), loc), s)
}

// parseISO reads s as time.Parse read it with the six layouts above, in UTC when naive. aware
// reports an offset or a Z.
func parseISO(s []byte) (t time.Time, aware, ok bool) {
	// The date: a year of four digits, then -MM-DD.
	if len(s) < 4 || !isDigit(s[0]) || !isDigit(s[1]) || !isDigit(s[2]) || !isDigit(s[3]) {
		return t, false, false
	}
	year := int(s[0]-'0')*1000 + int(s[1]-'0')*100 + int(s[2]-'0')*10 + int(s[3]-'0')
	s = s[4:]
	month, s, ok := dashTwo(s)
	if !ok || month < 1 || month > 12 {
		return t, false, false
	}
	day, s, ok := dashTwo(s)
	if !ok {
		return t, false, false
	}
	// T, or one or more spaces.
	switch {
	case len(s) > 0 && s[0] == 'T':
		s = s[1:]
	case len(s) > 0 && s[0] == ' ':
		for len(s) > 0 && s[0] == ' ' {
			s = s[1:]
		}
	default:
		return t, false, false
	}
	// The hour takes one digit or two; minutes and seconds two.
	if len(s) == 0 || !isDigit(s[0]) {
		return t, false, false
	}
	hour := int(s[0] - '0')
	s = s[1:]
	if len(s) > 0 && isDigit(s[0]) {
		hour = hour*10 + int(s[0]-'0')
		s = s[1:]
	}
	if hour >= 24 {
		return t, false, false
	}
	minute, s, ok := colonTwo(s)
	if !ok || minute >= 60 {
		return t, false, false
	}
	sec, s, ok := colonTwo(s)
	if !ok || sec >= 60 {
		return t, false, false
	}
	// A fraction: a period or a comma and any number of digits, of which nine count.
	nsec := 0
	if len(s) >= 2 && (s[0] == '.' || s[0] == ',') && isDigit(s[1]) {
		n := 1
		for n < len(s) && isDigit(s[n]) {
			if n <= 9 {
				nsec = nsec*10 + int(s[n]-'0')
			}
			n++
		}
		for k := min(n, 10); k < 10; k++ {
			nsec *= 10
		}
		s = s[n:]
	}
	if day < 1 || day > daysIn(time.Month(month), year) {
		return t, false, false
	}
	t = time.Date(year, time.Month(month), day, hour, minute, sec, nsec, time.UTC)
	// Nothing more (naive), Z, or ±hh:mm or ±hh:mm:ss.
	switch {
	case len(s) == 0:
		return t, false, true
	case s[0] == 'Z':
		return t, true, len(s) == 1
	case len(s) != 6 && len(s) != 9 || s[0] != '+' && s[0] != '-' || s[3] != ':':
		return t, false, false
	}
	hh, okH := two(s[1:3])
	mm, okM := two(s[4:6])
	ss, okS := 0, true
	if len(s) == 9 {
		if s[6] != ':' {
			return t, false, false
		}
		ss, okS = two(s[7:9])
	}
	if !okH || !okM || !okS || hh > 24 || mm > 60 || ss > 60 {
		return t, false, false
	}
	offset := (hh*60+mm)*60 + ss
	if s[0] == '-' {
		offset = -offset
	}
	return t.Add(-time.Duration(offset) * time.Second), true, true
}

// dashTwo reads "-" and two digits.
func dashTwo(s []byte) (int, []byte, bool) {
	if len(s) < 3 || s[0] != '-' {
		return 0, s, false
	}
	v, ok := two(s[1:3])
	return v, s[3:], ok
}

// colonTwo reads ":" and two digits.
func colonTwo(s []byte) (int, []byte, bool) {
	if len(s) < 3 || s[0] != ':' {
		return 0, s, false
	}
	v, ok := two(s[1:3])
	return v, s[3:], ok
}

func two(s []byte) (int, bool) {
	if !isDigit(s[0]) || !isDigit(s[1]) {
		return 0, false
	}
	return int(s[0]-'0')*10 + int(s[1]-'0'), true
}

// daysIn is the length of month in year (the proleptic Gregorian calendar).
func daysIn(m time.Month, year int) int {
	switch m {
	case time.February:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case time.April, time.June, time.September, time.November:
		return 30
	}
	return 31
}

// naiveIn resolves a wall time (carried in UTC's digits) in loc as Python's fold=0 does: in a
// repeated hour the earlier instant; in a skipped hour the offset in force before the change.
// time.Date leaves both choices unspecified, so we decide them here.
func naiveIn(wall time.Time, loc *time.Location) time.Time {
	_, offBefore := wall.Add(-24 * time.Hour).In(loc).Zone()
	_, offAfter := wall.Add(24 * time.Hour).In(loc).Zone()
	before := wall.Add(-time.Duration(offBefore) * time.Second)
	after := wall.Add(-time.Duration(offAfter) * time.Second)
	okBefore, okAfter := sameWall(before, wall, loc), sameWall(after, wall, loc)
	switch {
	case okBefore && okAfter && after.Before(before):
		return after
	case okBefore:
		return before
	case okAfter:
		return after
	}
	return before
}

func sameWall(t, wall time.Time, loc *time.Location) bool {
	l := t.In(loc)
	return time.Date(l.Year(), l.Month(), l.Day(), l.Hour(), l.Minute(), l.Second(), l.Nanosecond(), time.UTC).Equal(wall)
}

// writable returns t when it is written as a datetime that reads back: in Python's years
// 0001..9999 both in its zone and in UTC (the turn marker is written in UTC). An offset can carry
// a time just past either end ("9999-12-31T23:00:00-05:00" is year 10000 in UTC), which formatLocal
// would write with five digits, or none, and the next load would refuse the entry.
func writable(t time.Time, s []byte) (time.Time, error) {
	if y, u := t.Year(), t.UTC().Year(); y < 1 || y > 9999 || u < 1 || u > 9999 {
		return time.Time{}, fmt.Errorf("%q is outside the years 0001..9999", s)
	}
	return t, nil
}
