package model

import "time"

// Tri is a three-valued answer: the model's way of saying "the contract allows either".
// As an obligation, Yes is must, Maybe is may and No is must not.
type Tri uint8

const (
	No Tri = iota
	Maybe
	Yes
)

var triNames = [...]string{"no", "maybe", "yes"}

func (t Tri) String() string { return triNames[t] }

// triOf is Yes for true and No for false.
func triOf(b bool) Tri {
	if b {
		return Yes
	}
	return No
}

// join is the weakest statement true of both: equal answers stay, different ones become Maybe.
func (t Tri) join(o Tri) Tri {
	if t == o {
		return t
	}
	return Maybe
}

// atLeast raises t to o.
func (t Tri) atLeast(o Tri) Tri {
	if o > t {
		return o
	}
	return t
}

// span is a time known only to lie in [lo, hi]: the model keeps instants it cannot pin down
// (which write the gateway stamped last) as ranges, and allows every outcome the range admits.
type span struct{ lo, hi time.Time }

func instant(t time.Time) span { return span{t, t} }

func (s span) zero() bool { return s.lo.IsZero() && s.hi.IsZero() }

// join widens s to cover o.
func (s span) join(o span) span {
	if s.zero() {
		return o
	}
	if o.zero() {
		return s
	}
	if o.lo.Before(s.lo) {
		s.lo = o.lo
	}
	if o.hi.After(s.hi) {
		s.hi = o.hi
	}
	return s
}
