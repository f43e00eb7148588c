package change

import (
	"fmt"
	"strings"
)

// Line diffs: a longest common subsequence of two line lists, and a unified diff of two texts.

// edit is one line of a diff: ' ' in both, '-' only in the first list, '+' only in the second.
type edit struct {
	tag  byte
	line string
}

// lcsDiff diffs a against b by a longest common subsequence (quadratic: for the lists of one
// step, or one scenario file's output; longer inputs are first trimmed of their common ends).
func lcsDiff(a, b []string) []edit {
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var out []edit
	for _, l := range a[:pre] {
		out = append(out, edit{' ', l})
	}
	out = append(out, lcsCore(a[pre:len(a)-suf], b[pre:len(b)-suf])...)
	for _, l := range a[len(a)-suf:] {
		out = append(out, edit{' ', l})
	}
	return out
}

func lcsCore(a, b []string) []edit {
	n, m := len(a), len(b)
	// l[i][j]: the LCS length of a[i:] and b[j:].
	l := make([][]int32, n+1)
	for i := range l {
		l[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				l[i][j] = l[i+1][j+1] + 1
			} else {
				l[i][j] = max(l[i+1][j], l[i][j+1])
			}
		}
	}
	var out []edit
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case a[i] == b[j]:
			out = append(out, edit{' ', a[i]})
			i++
			j++
		case l[i+1][j] >= l[i][j+1]:
			out = append(out, edit{'-', a[i]})
			i++
		default:
			out = append(out, edit{'+', b[j]})
			j++
		}
	}
	for ; i < n; i++ {
		out = append(out, edit{'-', a[i]})
	}
	for ; j < m; j++ {
		out = append(out, edit{'+', b[j]})
	}
	return out
}

// Unified is a unified diff of two texts with three lines of context, headed by the two names;
// "" when they are equal.
func Unified(nameA, nameB, a, b string) string {
	if a == b {
		return ""
	}
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	ed := lcsDiff(al, bl)
	const ctx = 3
	var sb strings.Builder
	fmt.Fprintf(&sb, "--- %s\n+++ %s\n", nameA, nameB)
	for i := 0; i < len(ed); {
		if ed[i].tag == ' ' {
			i++
			continue
		}
		// A hunk: from ctx lines before this change to ctx lines after the last change that is
		// within 2*ctx lines of the one before it.
		start := max(0, i-ctx)
		end := i
		for end < len(ed) {
			if ed[end].tag != ' ' {
				end++
				continue
			}
			next := end
			for next < len(ed) && ed[next].tag == ' ' {
				next++
			}
			if next == len(ed) || next-end > 2*ctx {
				break
			}
			end = next
		}
		stop := min(len(ed), end+ctx)
		aStart, bStart := lineNo(ed, start)
		aLen, bLen := 0, 0
		for _, e := range ed[start:stop] {
			if e.tag != '+' {
				aLen++
			}
			if e.tag != '-' {
				bLen++
			}
		}
		fmt.Fprintf(&sb, "@@ -%d,%d +%d,%d @@\n", aStart, aLen, bStart, bLen)
		for _, e := range ed[start:stop] {
			sb.WriteByte(e.tag)
			sb.WriteString(e.line)
			sb.WriteByte('\n')
		}
		i = stop
	}
	return sb.String()
}

// lineNo is the 1-based line numbers in a and b of the edit at index k.
func lineNo(ed []edit, k int) (int, int) {
	a, b := 1, 1
	for _, e := range ed[:k] {
		if e.tag != '+' {
			a++
		}
		if e.tag != '-' {
			b++
		}
	}
	return a, b
}
