package cli

import "strings"

// FirstLine is s up to its first newline: a message's headline, where a report, a table row or
// a trace keeps one line per item.
func FirstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}
