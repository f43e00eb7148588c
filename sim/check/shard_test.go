package check

import "testing"

// TestShardsCoverTheRange: for many range sizes and shard counts, the shards' seeds are
// disjoint and together are exactly the seeds of the unsharded range, in order.
func TestShardsCoverTheRange(t *testing.T) {
	for _, first := range []uint64{1, 1000001} {
		for count := 1; count <= 40; count++ {
			for n := 1; n <= 9; n++ {
				lo0, n0 := Shard{}.Range(first, count)
				next := lo0
				for i := 1; i <= n; i++ {
					lo, k := Shard{Index: i, Count: n}.Range(first, count)
					if lo != next || k < count/n || k > count/n+1 {
						t.Fatalf("first %d count %d: shard %d/%d is %d+%d, want it to start at %d with %d or %d seeds",
							first, count, i, n, lo, k, next, count/n, count/n+1)
					}
					next += uint64(k)
				}
				if next != lo0+uint64(n0) {
					t.Fatalf("first %d count %d, %d shards end at %d, the range at %d", first, count, n, next, lo0+uint64(n0))
				}
			}
		}
	}
}

func TestParseShard(t *testing.T) {
	for _, bad := range []string{"", "1", "0/2", "3/2", "1/0", "a/b", "-1/2", "1/2/3"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q): no error", bad)
		}
	}
	if s, err := ParseShard("2/4"); err != nil || s != (Shard{2, 4}) || s.String() != "2/4" {
		t.Fatalf("ParseShard(2/4) = %v, %v", s, err)
	}
}
