package check

import (
	"fmt"
	"regexp"
	"strconv"
)

// recordingTB is a rapid.TB that records failures instead of failing, so that a self-check can
// assert that the property fails. Not being a *testing.T also keeps rapid from reading the
// test's deadline (t.Deadline panics inside a synctest bubble).
type recordingTB struct {
	name   string
	failed bool
	errs   []string
}

func (r *recordingTB) Helper() {}

func (r *recordingTB) Name() string { return r.name }

func (r *recordingTB) Logf(string, ...any) {}

func (r *recordingTB) Log(...any) {}

func (r *recordingTB) Skipf(f string, a ...any) { r.Errorf("skip: "+f, a...) }

func (r *recordingTB) Skip(a ...any) { r.Errorf("skip: %s", fmt.Sprint(a...)) }

func (r *recordingTB) SkipNow() { r.failed = true }

func (r *recordingTB) Errorf(f string, a ...any) {
	r.failed = true
	r.errs = append(r.errs, fmt.Sprintf(f, a...))
}

func (r *recordingTB) Error(a ...any) { r.Errorf("%s", fmt.Sprint(a...)) }

func (r *recordingTB) Fatalf(f string, a ...any) { r.Errorf(f, a...) }

func (r *recordingTB) Fatal(a ...any) { r.Error(a...) }

func (r *recordingTB) FailNow() { r.failed = true }

func (r *recordingTB) Fail() { r.failed = true }

func (r *recordingTB) Failed() bool { return r.failed }

var failedAfterRE = regexp.MustCompile(`failed after (\d+) tests`)

// failedAfter reads rapid's "failed after N tests" (N checks passed before the failing one).
func (r *recordingTB) failedAfter() (int, bool) {
	for _, e := range r.errs {
		if m := failedAfterRE.FindStringSubmatch(e); m != nil {
			n, err := strconv.Atoi(m[1])
			return n, err == nil
		}
	}
	return 0, false
}
