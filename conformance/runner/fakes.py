"""The surroundings of upstream's runner (ours): a platform adapter with no network and an agent
with no model.

FakeAdapter subclasses upstream's BasePlatformAdapter, so everything the runner does with an
adapter (dispatch, the busy-session guard, pending messages, typing) is upstream's own; only the
wire is ours: send() records what a chat would have been shown.

StubAgent stands in for run_agent.AIAgent. Its turn parks in run_conversation until the harness
ends it (Turns.finish) with the outcome and prompt-token count the harness chose; an interrupt
asks it to stop at its next checkpoint. Like the real agent it writes the user's message when the
turn starts and the reply when it ends ok, through the session database the runner hands it, and
its close() is upstream's own AIAgent.close (so ending the row on close is upstream's decision).
"""

import asyncio
import contextvars
import threading
import time

from vclock import Clock, Work


ANSWER = "(gatewaysim answer) "  # how the stub agent's answers start (a chat shown one is not a reply)
STUB_FAILURE = "the stub model failed (gatewaysim)"  # a failed turn's error, which a chat may be shown


# The inbound event whose handling runs now (set by the harness where it hands upstream an event;
# copied into upstream's tasks and executor jobs with their context).
inbound = contextvars.ContextVar("gatewaysim_inbound", default=None)


class Sends:
    """Everything the adapters sent, in order."""

    log = []


def make_adapter_class(BasePlatformAdapter, PlatformConfig, SendResult):
    class FakeAdapter(BasePlatformAdapter):
        up = {}  # platform value -> whether its network is reachable
        on_connect = None  # called with the adapter when it connects (the platform's held messages)

        def __init__(self, platform):
            super().__init__(PlatformConfig(enabled=True, token="gatewaysim"), platform)

        async def connect(self, *args, **kwargs):
            if not FakeAdapter.up.get(self.platform.value, True):
                return False
            mark = getattr(self, "_mark_connected", None)
            if callable(mark):
                mark()
            if FakeAdapter.on_connect is not None:
                FakeAdapter.on_connect(self)
            return True

        async def disconnect(self):
            mark = getattr(self, "_mark_disconnected", None)
            if callable(mark):
                mark()
            return None

        async def send(self, chat_id, content, reply_to=None, metadata=None, **kwargs):
            Sends.log.append({"platform": self.platform.value, "chat_id": str(chat_id),
                              "thread_id": str((metadata or {}).get("thread_id") or ""), "text": str(content)})
            return SendResult(success=True, message_id=str(len(Sends.log)))

        async def edit_message(self, *args, **kwargs):
            return SendResult(success=True, message_id="0")

        async def send_typing(self, *args, **kwargs):
            return None

        async def _keep_typing(self, *args, **kwargs):
            # A chat's typing indicator, refreshed every few seconds while a turn runs, is the
            # platform's business and shows nothing the harness judges: this adapter keeps it on
            # without a timer of its own, until the turn's end cancels it.
            await asyncio.Event().wait()

        async def stop_typing(self, *args, **kwargs):
            return None

        async def get_chat_info(self, chat_id):
            return {"id": chat_id, "name": str(chat_id), "type": "dm"}

    return FakeAdapter


class Turn:
    """One agent turn in flight."""

    def __init__(self, agent, message, kwargs):
        self.agent = agent
        self.message = message
        self.kwargs = kwargs
        self.session_id = agent.session_id
        self.lane = agent.kw.get("gateway_session_key") or ""
        self.started = Clock.epoch()
        self.spec = None  # (seconds, outcome, tokens), set by the harness when it first sees the turn
        self.end_at = None
        self.outcome = None
        self.interrupt_asked = False
        self.interrupt_text = None  # the message an interrupt handed the agent (it runs next)
        self.gate = threading.Event()
        self.ended = False
        self.ticket = None  # the baton ticket the harness issued when it ended the turn


class Turns:
    """The turns the stub agent has started, in order."""

    all = []
    running = []  # the turns not ended yet, in start order
    lock = threading.Lock()

    @classmethod
    def live(cls):
        cls.running = [t for t in cls.running if not t.ended]
        return list(cls.running)


def _noop(*args, **kwargs):
    return None


class _Nothing(list):
    """What the stub agent answers for an attribute it does not have: empty, false, iterable,
    JSON-serialisable (as []), and callable (returning None), since upstream reads some of the
    real agent's attributes as data and calls others."""

    def __call__(self, *args, **kwargs):
        return None


class _Compressor:
    def __init__(self):
        self.last_prompt_tokens = 0
        self.context_length = 0

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _noop


def make_agent_class(RealAgent):
    class StubAgent:
        """run_agent.AIAgent without a model."""

        def __init__(self, *args, **kwargs):
            self.kw = kwargs
            self.session_id = kwargs.get("session_id")
            self.model = kwargs.get("model") or "stub"
            self.platform = kwargs.get("platform")
            self._session_db = kwargs.get("session_db")
            self.context_compressor = _Compressor()
            self.session_prompt_tokens = 0
            self.session_completion_tokens = 0
            self._turn = None

        def __getattr__(self, name):
            if name.startswith("__"):
                raise AttributeError(name)
            return _Nothing()

        close = RealAgent.close if hasattr(RealAgent, "close") else _noop

        def get_activity_summary(self):
            """A working agent's: active now. The gateway evicts a running agent it finds idle
            past its timeout when the next message comes, so a stand-in without this (every
            attribute a _Nothing) read as idle for ever and was evicted at once: /stop then found
            no task and the busy lane's bookkeeping lost the turn."""
            now = time.time()
            return {"last_activity_ts": now, "last_activity_desc": "working (gatewaysim stub)",
                    "seconds_since_activity": 0.0, "current_tool": None, "api_call_count": 1,
                    "max_iterations": 90, "budget_used": 1, "budget_max": 90}

        def interrupt(self, message=None, *args, **kwargs):
            t = self._turn
            if t is not None and not t.ended:
                t.interrupt_asked = True
                if message:
                    t.interrupt_text = message

        def _write(self, role, content):
            db = self._session_db
            if db is None or not self.session_id:
                return
            try:
                db.append_message(session_id=self.session_id, role=role, content=content)
            except TypeError:
                db.append_message(self.session_id, role, content)

        def run_conversation(self, message, **kwargs):
            turn = Turn(self, message, kwargs)
            turn.inbound = inbound.get()
            self._turn = turn
            with Turns.lock:
                Turns.all.append(turn)
                Turns.running.append(turn)
            persisted = kwargs.get("persist_user_message")
            text = persisted if isinstance(persisted, str) else message
            self._write("user", text if isinstance(text, str) else str(text))
            Work.park()
            turn.gate.wait()
            Work.enter(turn.ticket)
            Work.local.holding = True
            history = list(kwargs.get("conversation_history") or [])
            msgs = history + [{"role": "user", "content": message}]
            spec_tokens = turn.spec[2] if turn.spec else 0
            if turn.outcome == "ok":
                reply = ANSWER + (message[-40:] if isinstance(message, str) else "a message")
                self._write("assistant", reply)
                self.context_compressor.last_prompt_tokens = spec_tokens
                self.session_prompt_tokens += spec_tokens
                msgs.append({"role": "assistant", "content": reply})
                return {"final_response": reply, "messages": msgs, "api_calls": 1, "completed": True}
            if turn.outcome == "interrupted":
                return {"final_response": "", "messages": msgs, "api_calls": 1, "completed": False,
                        "interrupted": True, "interrupt_message": turn.interrupt_text}
            return {"final_response": None, "messages": msgs, "api_calls": 1, "completed": False,
                    "failed": True, "error": STUB_FAILURE}

    return StubAgent
