package sim

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// AgentConfig shapes the simulated agent's turns when an op does not fix them.
type AgentConfig struct {
	FailRate      float64       // share of turns that end failed
	InterruptRate float64       // share that end interrupted
	LongRate      float64       // share of long turns (minutes to hours)
	ShortMax      time.Duration // a short turn takes 1 s to ShortMax
	LongMax       time.Duration // a long turn takes ShortMax to LongMax
	ZeroTokenRate float64       // share of ok turns that report no prompt tokens
	// Checkpoint is how soon a turn asked to stop (a message waits behind it) reaches its next
	// checkpoint and ends interrupted, unless it ends before (docs/contract.md §2.16).
	Checkpoint time.Duration
}

// DefaultAgent is a mostly healthy agent with occasional long and failing turns.
func DefaultAgent() AgentConfig {
	return AgentConfig{FailRate: 0.05, InterruptRate: 0.05, LongRate: 0.1, ShortMax: 2 * time.Minute,
		LongMax: 3 * time.Hour, ZeroTokenRate: 0.1, Checkpoint: time.Second}
}

// agent draws turns from the agent stream.
type agent struct {
	cfg AgentConfig
	rnd Chooser
}

// draw returns a turn's duration, outcome and prompt-token count.
func (a *agent) draw() TurnSpec {
	t := TurnSpec{Set: true, Outcome: gateway.OutcomeOK}
	short := max(a.cfg.ShortMax, time.Second)
	if a.rnd.Float64() < a.cfg.LongRate {
		t.Dur = short + time.Duration(a.rnd.Int64N(int64(max(a.cfg.LongMax-short, time.Second))))
	} else {
		t.Dur = time.Second + time.Duration(a.rnd.Int64N(int64(short)))
	}
	t.Dur = t.Dur.Truncate(time.Millisecond)
	switch p := a.rnd.Float64(); {
	case p < a.cfg.FailRate:
		t.Outcome = gateway.OutcomeFailed
	case p < a.cfg.FailRate+a.cfg.InterruptRate:
		t.Outcome = gateway.OutcomeInterrupted
	}
	if a.rnd.Float64() >= a.cfg.ZeroTokenRate {
		t.Tokens = 50 + a.rnd.IntN(20000)
	}
	return t
}

// FormatAgentRates prints the agent's fail, interrupt and long-turn rates as a scenario config
// key: "agent=0.3/0.1/0.3".
func FormatAgentRates(a AgentConfig) string {
	return fmt.Sprintf("agent=%s/%s/%s", strconv.FormatFloat(a.FailRate, 'g', -1, 64),
		strconv.FormatFloat(a.InterruptRate, 'g', -1, 64), strconv.FormatFloat(a.LongRate, 'g', -1, 64))
}

// ParseAgentRates reads FormatAgentRates's value ("0.3/0.1/0.3") over a.
func ParseAgentRates(v string, a *AgentConfig) error {
	parts := strings.Split(v, "/")
	if len(parts) != 3 {
		return fmt.Errorf("want <fail>/<interrupt>/<long> rates, e.g. 0.3/0.1/0.3")
	}
	var r [3]float64
	for i, p := range parts {
		f, err := strconv.ParseFloat(p, 64)
		if err != nil || f < 0 || f > 1 {
			return fmt.Errorf("rate %q: want a number in 0..1", p)
		}
		r[i] = f
	}
	a.FailRate, a.InterruptRate, a.LongRate = r[0], r[1], r[2]
	return nil
}
