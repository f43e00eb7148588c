package sim

import (
	"sync"
	"time"
)

// The zone a run's world keeps its wall clock in. The gateway's daily boundary, its persisted
// times (with their UTC offset) and the naive times of other writers are all read in that zone,
// and each zone has its own traps: a negative offset, a zero one written "+00:00", offsets of
// half and three quarters of an hour, a clock change of half an hour, one at midnight (the 00:00
// boundary does not exist that day, or comes twice). Berlin, the default, changes at 02:00.

// zoneStart is a zone and the day a run in it starts (09:00 local), the day before one of its
// clock changes, so that runs of a day or more cross it.
type zoneStart struct {
	name    string
	y, m, d int
}

// zoneStarts are the zones a swarm may draw besides the default start (Berlin, spring forward).
var zoneStarts = [...]zoneStart{
	{"Europe/Berlin", 2026, 10, 24},     // fall back at 03:00: a repeated hour
	{"America/New_York", 2026, 3, 7},    // a negative offset, spring forward at 02:00
	{"America/New_York", 2026, 10, 31},  // fall back at 02:00
	{"Europe/London", 2026, 3, 28},      // offset zero until the change
	{"Asia/Kolkata", 2026, 3, 28},       // +05:30, no change
	{"Australia/Lord_Howe", 2026, 4, 4}, // a change of half an hour (02:00 back to 01:30)
	{"America/Santiago", 2026, 4, 4},    // fall back at midnight: 23:00 comes twice
	{"America/Santiago", 2026, 9, 5},    // spring forward at midnight: no 00:00 that day
	{"Pacific/Chatham", 2026, 4, 4},     // +13:45, back to +12:45
	{"America/St_Johns", 2026, 3, 7},    // -03:30
	{"UTC", 2026, 3, 28},                // no offset, ever
}

// Start is the zone's start instant.
func (z zoneStart) Start() time.Time {
	return time.Date(z.y, time.Month(z.m), z.d, 9, 0, 0, 0, zoneNamed(z.name))
}

// zones caches the loaded zones: a Location is read-only once loaded, so worlds share them.
var zones sync.Map

func zoneNamed(name string) *time.Location {
	if loc, ok := zones.Load(name); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err) // time/tzdata is linked in (config.go)
	}
	zones.Store(name, loc)
	return loc
}

// drawZone draws the swarm's zone: half the runs keep the default start, the rest take one of
// zoneStarts (Zone is then its index plus one).
func drawZone(r Chooser) int {
	if r.IntN(2) == 0 {
		return 0
	}
	return 1 + r.IntN(len(zoneStarts))
}
