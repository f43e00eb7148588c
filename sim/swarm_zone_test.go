package sim

import (
	"testing"
)

// Every zone of zoneStarts is drawn within a few hundred seeds, half the swarms keep the default
// start, and a world built from a swarm runs its clock and its gateway in the drawn zone, from
// the day before that zone's clock change.
func TestSwarmZones(t *testing.T) {
	seen := make([]int, len(zoneStarts)+1)
	for seed := uint64(1); seed <= 400; seed++ {
		seen[DrawSwarm(seed).Zone]++
	}
	if seen[0] < 150 || seen[0] > 250 {
		t.Errorf("%d of 400 swarms keep the default start, want about half", seen[0])
	}
	for i, z := range zoneStarts {
		if seen[i+1] == 0 {
			t.Errorf("zone %s (%d-%02d-%02d) never drawn in 400 seeds", z.name, z.y, z.m, z.d)
		}
		sw := DefaultSwarm()
		sw.Zone = i + 1
		cfg := DefaultConfig()
		sw.Apply(&cfg)
		w, err := NewWorld(1, cfg)
		if err != nil {
			t.Fatal(err)
		}
		start := w.Clock().Start()
		if start.Location().String() != z.name || start.Hour() != 9 || start.Day() != z.d {
			t.Errorf("zone %s: the world starts at %v", z.name, start)
		}
		if w.GatewayConfig().Location != start.Location() {
			t.Errorf("zone %s: the gateway's zone is %v", z.name, w.GatewayConfig().Location)
		}
		w.Close()
		if z.name == "UTC" || z.name == "Asia/Kolkata" {
			continue
		}
		if _, before := start.Zone(); func() bool { _, after := start.AddDate(0, 0, 2).Zone(); return after == before }() {
			t.Errorf("zone %s: no clock change within two days of %v", z.name, start)
		}
	}
}
