package gateway

import (
	"errors"
	"time"
)

// EncodeEntry writes e in its persisted form, times in loc, as the gateway's route save does
// (appendEntry): the tests' way to write a stored route.
func EncodeEntry(e Entry, loc *time.Location) ([]byte, error) {
	return encodeEntryBugs(e, loc, 0)
}

// encodeEntryBugs is EncodeEntry with bug flags: B06 leaves out the three auto-reset fields.
func encodeEntryBugs(e Entry, loc *time.Location, bugs bugMask) ([]byte, error) {
	if loc == nil {
		return nil, errors.New("gateway: encode entry: nil location")
	}
	return appendEntry(make([]byte, 0, 512), &e, loc, bugs, nil), nil
}
