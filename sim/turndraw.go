package sim

// TurnDraws returns a source of turn specs drawn as the world's agent draws them (cfg's rates),
// from a stream of its own: a driver that must give every op an explicit turn (so that another
// implementation of the gateway runs the same turns) draws them here without touching the
// world's own streams.
func TurnDraws(seed uint64, cfg AgentConfig) func() TurnSpec {
	a := &agent{cfg: cfg, rnd: NewStreams(seed).Stream("fixed-turns")}
	return a.draw
}
