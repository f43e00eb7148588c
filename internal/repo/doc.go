// Package repo holds no code, only tests of the repository itself: every relative link of
// README.md and docs/ resolves (a file that exists, a heading that exists), no tracked file is
// over 1 MB, and docs/conformance.md's table of divergence classes is the conformance package's.
// It is never imported.
package repo
