package gateway

// The agent cache: one cached agent per lane, bound to the session it was built for. Closing an
// agent with row-ending on writes end_session(agent_close), the accidental end that recovery
// reopens; the cleanup contexts of expiry and shutdown switch row-ending off.

// agentFor returns the lane's agent for session id, building one when there is none. A cached
// agent bound to another id is evicted first (the fix of B26); B26 reuses it.
func (g *Gateway) agentFor(k LaneKey, id SessionID) *agent {
	a := g.agents[k]
	if a != nil && a.session != id && !g.bugs.Has(B26) {
		delete(g.agents, k)
		a = nil
	}
	if a == nil {
		a = &agent{session: id}
		g.agents[k] = a
	}
	a.lastUsed = g.now()
	return a
}

// evictAgent drops the lane's cached agent softly: the row is untouched.
func (g *Gateway) evictAgent(k LaneKey) {
	delete(g.agents, k)
}

// closeAgent closes the lane's cached agent. With endRow the close ends its row as agent_close.
func (g *Gateway) closeAgent(k LaneKey, endRow bool) {
	a := g.agents[k]
	if a == nil {
		return
	}
	delete(g.agents, k)
	ended := endRow && g.endRow(a.session, EndAgentClose)
	g.emit(Effect{Kind: AgentClosed, Lane: k, Session: a.session, RowEnded: ended})
}

// AgentClose closes the lane's cached agent with row-ending on: an accidental agent_close (cache
// pressure, a crashed tool backend). Nothing happens when no agent is cached.
func (g *Gateway) AgentClose(k LaneKey) { g.closeAgent(k, true) }
