package check

import (
	"flag"
	"slices"
)

// SetFlags sets command-line flags by name (rapid's settings, the testing package's) and returns
// a function that restores their old values. It panics on a flag that is not registered: a
// setting that silently did nothing would run another experiment than the one asked for.
func SetFlags(vals map[string]string) (restore func()) {
	old := map[string]string{}
	keys := make([]string, 0, len(vals))
	for k := range vals {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		f := flag.Lookup(k)
		if f == nil {
			panic("check: flag " + k + " is not registered")
		}
		old[k] = f.Value.String()
		if err := flag.Set(k, vals[k]); err != nil {
			panic(err)
		}
	}
	return func() {
		for _, k := range keys {
			_ = flag.Set(k, old[k])
		}
	}
}
