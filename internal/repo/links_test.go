package repo

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// root is the repository's root, from this package's directory.
const root = "../.."

// documents are the files whose links TestRelativeLinks checks.
func documents(t *testing.T) []string {
	t.Helper()
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{filepath.Join(root, "README.md"), filepath.Join(root, "BENCHMARKS.md")}, docs...)
}

// link matches a Markdown link or image: [text](target) or ![alt](target).
var link = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)\)`)

// fence matches a fenced code block, whose text is not Markdown.
var fence = regexp.MustCompile("(?ms)^```.*?^```")

// TestRelativeLinks: every relative link of README.md, BENCHMARKS.md and docs/*.md names a file
// or directory that exists, and an anchor names a heading of its file.
func TestRelativeLinks(t *testing.T) {
	for _, doc := range documents(t) {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		text := fence.ReplaceAllString(string(b), "")
		for _, m := range link.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			path, anchor, _ := strings.Cut(target, "#")
			file := doc
			if path != "" {
				file = filepath.Join(filepath.Dir(doc), path)
				if _, err := os.Stat(file); err != nil {
					t.Errorf("%s: the link %q names %s, which does not exist", rel(doc), target, rel(file))
					continue
				}
			}
			if anchor != "" && !hasAnchor(t, file, anchor) {
				t.Errorf("%s: the link %q names a heading %s does not have", rel(doc), target, rel(file))
			}
		}
	}
}

// hasAnchor reports whether the Markdown file has a heading whose anchor (as GitHub makes it) is
// anchor.
func hasAnchor(t *testing.T, file, anchor string) bool {
	b, err := os.ReadFile(file)
	if err != nil || !strings.HasSuffix(file, ".md") {
		return false
	}
	text := fence.ReplaceAllString(string(b), "")
	for _, line := range strings.Split(text, "\n") {
		if h := strings.TrimLeft(line, "#"); h != line && strings.HasPrefix(h, " ") && slug(h) == anchor {
			return true
		}
	}
	return false
}

// slug is a heading's anchor as GitHub makes it: lower case, spaces to hyphens, punctuation
// other than hyphens and underscores dropped.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func rel(p string) string {
	if r, err := filepath.Rel(root, p); err == nil {
		return r
	}
	return p
}

// TestSlug: the anchors the links use, as GitHub makes them.
func TestSlug(t *testing.T) {
	for h, want := range map[string]string{"Mutants of `gateway/`": "mutants-of-gateway", "I2": "i2",
		"The self-check": "the-self-check", "Exit status": "exit-status", "Stores": "stores"} {
		if got := slug(h); got != want {
			t.Errorf("slug(%q) = %q, want %q", h, got, want)
		}
	}
}
