package check

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is one of N disjoint parts of a seed range, so that N machines explore one range
// between them (make nightly SHARD=i/N). The zero Shard is the whole range.
type Shard struct {
	Index, Count int // 1-based: shard Index of Count
}

// ParseShard reads "i/N" with 1 <= i <= N.
func ParseShard(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return Shard{}, fmt.Errorf("a shard is i/N with 1 <= i <= N, e.g. 2/4, not %q", s)
	}
	return Shard{Index: i, Count: n}, nil
}

func (s Shard) String() string {
	if s.Count == 0 {
		return "all"
	}
	return fmt.Sprintf("%d/%d", s.Index, s.Count)
}

// Range returns the shard's part of the seeds first, first+1, ..., first+count-1: a contiguous
// run of them, the parts of the N shards disjoint, in order, and together the whole range (their
// sizes differ by at most one).
func (s Shard) Range(first uint64, count int) (lo uint64, n int) {
	if s.Count <= 1 {
		return first, count
	}
	from := count * (s.Index - 1) / s.Count
	to := count * s.Index / s.Count
	return first + uint64(from), to - from
}
