package sim

import "testing"

// TestOpTable: every kind's descriptor is whole. A kind the generator draws by weight has a draw
// and a rate in the full mix; a kind it does not has neither; only a fault is an accident; each
// name reads back as its kind.
func TestOpTable(t *testing.T) {
	for _, k := range Kinds() {
		s := opSpecs[k]
		if s.apply == nil {
			t.Errorf("%s: no apply handler", k)
		}
		if back, _ := KindByName(s.name); back != k {
			t.Errorf("%s: its name %q reads back as %s", k, s.name, back)
		}
		switch drawn := s.family != familyNone; {
		case drawn && (s.draw == nil || s.rates.all == 0):
			t.Errorf("%s: drawn by its family, but without a draw or a rate in the full mix", k)
		case !drawn && (s.draw != nil || s.rates != rates{} || s.alwaysOn != 0):
			t.Errorf("%s: in no family, but with a draw, a rate or foci that keep it on", k)
		}
		if s.accident && s.family != familyFault {
			t.Errorf("%s: an accident that is not a fault", k)
		}
	}
}
