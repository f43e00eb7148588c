// Package gitarchive writes a commit's tree into a directory with git archive: a checkout that is
// no worktree git keeps track of and never touches the user's tree. The diff's versions (package
// change) and upstream's checkouts (package conformance) are made with it.
//
// It writes directories and regular files only (links are skipped) and never a path that leaves
// the directory. It caches nothing: its callers choose where a tree goes and when to reuse it.
package gitarchive
