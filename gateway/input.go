package gateway

// Checks on what users send (docs/contract.md §1.2 applied at the edge).

// resumable reports whether a /resume or session.resume target is an id the routing index can
// hold. An id the index refuses at load ("..", a path separator, a drive letter: a path out of
// the sessions directory upstream) is never looked up or switched to, even when a row has it
// (another process may write one): the lane would route to it and its route would be skipped at
// the next boot. Such a target answers as an unknown one.
func resumable(target SessionID) bool { return checkSessionID(string(target)) == nil }
