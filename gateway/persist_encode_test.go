package gateway

import (
	"errors"
	"time"
)

// encodeEntryBugs is EncodeEntry with bug flags (B06 leaves out the three auto-reset fields),
// for the codec's differential tests.
func encodeEntryBugs(e Entry, loc *time.Location, bugs bugMask) ([]byte, error) {
	if loc == nil {
		return nil, errors.New("gateway: encode entry: nil location")
	}
	return appendEntry(make([]byte, 0, 512), &e, loc, bugs, nil), nil
}
