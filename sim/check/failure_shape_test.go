package check

import (
	"errors"
	"testing"
)

// TestFailureShape: two failures of one shape differ only in ids and numbers; a different event or
// a different kind of turn is another shape.
func TestFailureShape(t *testing.T) {
	a := errors.New("MP1: t1#2 started a turn on 20260307_090000_3fa9c2d1 during session.resume while gateway#2 (lane agent:main:telegram:dm:tg5, its resume turn) runs one on it\nmore")
	b := errors.New("MP1: t2#1 started a turn on 20260328_092100_49765e64 during session.resume while gateway#3 (lane agent:main:telegram:dm:tg1, its resume turn) runs one on it")
	c := errors.New("MP1: t2#1 started a turn on 20260328_092100_49765e64 during session.resume while gateway#3 (lane agent:main:telegram:dm:tg1) runs one on it")
	d := errors.New("MP1: t2#1 started a turn on 20260328_092100_49765e64 during prompt.submit while gateway#3 (lane agent:main:telegram:dm:tg1, its resume turn) runs one on it")
	if FailureShape(a) != FailureShape(b) {
		t.Errorf("same shape read apart:\n%s\n%s", FailureShape(a), FailureShape(b))
	}
	for _, other := range []error{c, d} {
		if FailureShape(a) == FailureShape(other) {
			t.Errorf("another shape read as the same: %s", FailureShape(other))
		}
	}
	if FailureShape(nil) != "" {
		t.Errorf("no failure has a shape")
	}
}
