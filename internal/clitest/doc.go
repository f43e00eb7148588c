// Package clitest runs a command the way its users meet it: built from its package, with its exit
// status and everything it prints. The commands' tests share it; it is never linked into a command.
package clitest
