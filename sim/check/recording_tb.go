package check

import (
	"fmt"
	"regexp"
	"strconv"
)

// RecordingTB is a rapid.TB that records failures instead of failing, so that a self-check (or a
// test of a detector) can assert that the property fails. Not being a *testing.T also keeps rapid from reading a
// test's deadline, so that a self-check's batch is the same under go test as in the command.
type RecordingTB struct {
	name   string
	failed bool
	errs   []string
}

func (r *RecordingTB) Helper() {}

func (r *RecordingTB) Name() string { return r.name }

func (r *RecordingTB) Logf(string, ...any) {}

func (r *RecordingTB) Log(...any) {}

func (r *RecordingTB) Skipf(f string, a ...any) { r.Errorf("skip: "+f, a...) }

func (r *RecordingTB) Skip(a ...any) { r.Errorf("skip: %s", fmt.Sprint(a...)) }

func (r *RecordingTB) SkipNow() { r.failed = true }

func (r *RecordingTB) Errorf(f string, a ...any) {
	r.failed = true
	r.errs = append(r.errs, fmt.Sprintf(f, a...))
}

func (r *RecordingTB) Error(a ...any) { r.Errorf("%s", fmt.Sprint(a...)) }

func (r *RecordingTB) Fatalf(f string, a ...any) { r.Errorf(f, a...) }

func (r *RecordingTB) Fatal(a ...any) { r.Error(a...) }

func (r *RecordingTB) FailNow() { r.failed = true }

func (r *RecordingTB) Fail() { r.failed = true }

func (r *RecordingTB) Failed() bool { return r.failed }

// NewRecordingTB is a RecordingTB that names itself name.
func NewRecordingTB(name string) *RecordingTB { return &RecordingTB{name: name} }

// Errors is what the property reported, in order.
func (r *RecordingTB) Errors() []string { return r.errs }

var failedAfterRE = regexp.MustCompile(`failed after (\d+) tests`)

// failedAfter reads rapid's "failed after N tests" (N checks passed before the failing one).
func (r *RecordingTB) failedAfter() (int, bool) {
	for _, e := range r.errs {
		if m := failedAfterRE.FindStringSubmatch(e); m != nil {
			n, err := strconv.Atoi(m[1])
			return n, err == nil
		}
	}
	return 0, false
}
