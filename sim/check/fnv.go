package check

import "hash/fnv"

// fnv64 is FNV-1a over a string (the world's stream names use the same): a bundle's directory
// name and a session's colour on the timeline that stay the same from run to run.
func fnv64(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s)) // (writing to a hash never fails)
	return h.Sum64()
}
