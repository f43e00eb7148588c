"""Virtual time for upstream's gateway process (ours, not upstream's).

One clock drives everything the gateway reads: time.time, time.monotonic, datetime.now and
date.today in upstream's modules, and the asyncio loop's own time, so asyncio.sleep and wait_for
deadlines are virtual too. The loop never blocks on real time: run_until_quiet runs every ready
callback and every timer due now, and waits (in real time) only for executor jobs that are still
working; advance moves the clock to each timer on the way to a target instant, in order.

Executor jobs are counted (GatedExecutor): a job that parks on a harness gate (the stub agent's
turn) says so, and the loop is quiet when every running job is parked. While a job works, the
loop runs nothing, so loop callbacks and worker threads never interleave by chance.
"""

import asyncio
import concurrent.futures
import datetime as _datetime_mod
import heapq
import sys
import threading
import time as _time
import types


class Clock:
    """The virtual instant. The monotonic reading is primary (timers compare against it exactly);
    wall time is derived from it."""

    epoch0 = 0.0
    mono0 = 1000.0
    mono = 1000.0

    @classmethod
    def reset(cls, epoch):
        cls.epoch0, cls.mono = float(epoch), cls.mono0

    @classmethod
    def epoch(cls):
        return cls.epoch0 + (cls.mono - cls.mono0)

    @classmethod
    def epoch_of(cls, mono):
        return cls.epoch0 + (mono - cls.mono0)

    @classmethod
    def mono_of(cls, epoch):
        return cls.mono0 + (float(epoch) - cls.epoch0)


class Work:
    """Executor jobs running, how many of them are parked on a harness gate, and the baton: at
    most one job works at a time, in the order the jobs were started (tickets are issued by
    whoever starts a job, itself holding the loop or the baton, so the order is the program's,
    not the thread scheduler's)."""

    cv = threading.Condition()
    running = 0
    parked = 0
    names = {}  # job id -> what it runs (for the stall report)
    issued = 0  # tickets issued
    serving = 0  # the ticket whose job may work now
    local = threading.local()  # .holding: this thread holds the baton

    @classmethod
    def ticket(cls):
        with cls.cv:
            t = cls.issued
            cls.issued += 1
            return t

    @classmethod
    def enter(cls, t):
        """Waits for ticket t's turn to hold the baton."""
        deadline = _time_real() + PATIENCE
        with cls.cv:
            while cls.serving < t:
                left = deadline - _time_real()
                if left <= 0:
                    VirtualLoop.stalls += 1
                    print("gatewaysim: a job waited for the baton past the patience", file=sys.stderr)
                    if _os.environ.get("GATEWAYSIM_TRACE_TIMERS"):
                        with open(_os.environ["GATEWAYSIM_TRACE_TIMERS"], "a") as f:
                            print("BATON-STALL", t, cls.serving, file=f)
                    return
                cls.cv.wait(timeout=min(left, 0.05))

    @classmethod
    def leave(cls):
        with cls.cv:
            cls.serving += 1
            cls.cv.notify_all()

    @classmethod
    def park(cls):
        """The job stops working until the harness lets it go on (its baton is passed on)."""
        cls.local.holding = False
        with cls.cv:
            cls.parked += 1
            cls.serving += 1
            cls.cv.notify_all()

    @classmethod
    def blocking(cls, wait):
        """Runs wait() (a job waiting for another job: a future's result, an event) with the baton
        passed on, so the other job can work; the waiting job still counts as working, so the
        loop does not move on meanwhile. It takes the baton back, in turn, when wait() returns."""
        if not getattr(cls.local, "holding", False):
            return wait()
        cls.local.holding = False
        cls.leave()
        try:
            return wait()
        finally:
            cls.enter(cls.ticket())
            cls.local.holding = True

    @classmethod
    def release(cls):
        """The harness lets a parked job go on (called by the loop, before it opens the job's
        gate): the job counts as working from now, so the loop waits for it before time moves,
        however late its thread wakes. Returns the job's ticket for the baton."""
        with cls.cv:
            cls.parked -= 1
            t = cls.issued
            cls.issued += 1
            return t


class GatedLock:
    """One of upstream's locks, as its jobs see it: a job that has to wait for it passes the baton
    while it waits (Work.blocking), since the holder may be a job waiting for the baton. Without
    this, a job that holds the baton and blocks on a lock held by another job (which waits for
    the baton) deadlocks the two until the patience runs out. Everything else is the real lock's,
    RLock's ownership methods included (threading.Condition uses them)."""

    __slots__ = ("_real",)

    def __init__(self, real):
        self._real = real

    def acquire(self, blocking=True, timeout=-1):
        if self._real.acquire(False):
            return True
        if not blocking:
            return False
        return Work.blocking(lambda: self._real.acquire(True, timeout))

    def release(self):
        self._real.release()

    def __enter__(self):
        return self.acquire()

    def __exit__(self, *exc):
        self._real.release()

    def __getattr__(self, name):
        return getattr(self._real, name)


_LOCK_TYPES = (type(threading.Lock()), type(threading.RLock()))


class VirtualTimer:
    """threading.Timer on the virtual clock: start() schedules the function on the loop after
    interval virtual seconds (it then runs on the loop's thread); cancel() unschedules it."""

    loop = None  # the process's VirtualLoop

    def __init__(self, interval, function, args=None, kwargs=None):
        self.interval, self.function = float(interval), function
        self.args, self.kwargs = args or [], kwargs or {}
        self.handle = None
        self.cancelled = False
        self.finished = threading.Event()
        self.daemon = True
        self.name = "VirtualTimer"

    def start(self):
        loop = VirtualTimer.loop

        def arm():
            if not self.cancelled:
                self.handle = loop.call_later(self.interval, self._fire)

        if threading.get_ident() == loop._thread_id:
            arm()
        else:
            loop.call_soon_threadsafe(arm)

    def _fire(self):
        if not self.cancelled:
            try:
                self.function(*self.args, **self.kwargs)
            finally:
                self.finished.set()

    def cancel(self):
        self.cancelled = True
        if self.handle is not None:
            self.handle.cancel()
        self.finished.set()

    def is_alive(self):
        return self.handle is not None and not self.finished.is_set()

    def join(self, timeout=None):
        return None


class GatedThread(threading.Thread):
    """Marker base: a thread the harness already accounts for."""


class GatedExecutor(concurrent.futures.ThreadPoolExecutor):
    """A thread pool whose jobs are counted in Work."""

    def submit(self, fn, /, *args, **kwargs):
        ticket = Work.ticket()
        with Work.cv:
            Work.running += 1

        name = getattr(fn, "__qualname__", repr(fn))
        if args and callable(args[0]):
            name += ":" + getattr(args[0], "__qualname__", repr(args[0]))

        def job():
            me = threading.get_ident()
            Work.names[me] = name
            Work.enter(ticket)
            Work.local.holding = True
            try:
                return fn(*args, **kwargs)
            finally:
                Work.local.holding = False
                Work.names.pop(me, None)
                with Work.cv:
                    Work.running -= 1
                    Work.serving += 1
                    Work.cv.notify_all()

        return super().submit(job)


# How long (real seconds) the loop waits for a working executor job before it runs beside it: a
# job that waits for the loop (run_coroutine_threadsafe) would otherwise deadlock. Long enough
# that a job slowed by a loaded machine is never overtaken, which would make the run depend on
# real time.
PATIENCE = 30.0

# Callbacks run at one instant before the loop counts as spinning (a busy wait on a timer). A
# settle's own work at one instant is a few hundred callbacks; a spin is a few per pass, forever.
SPIN_LIMIT = 50_000


class VirtualLoop(asyncio.SelectorEventLoop):
    """An event loop on the virtual clock, stepped by the harness (never run_forever)."""

    stalls = 0  # times a worker kept working for longer than the patience below
    on_quiet_hook = None  # called when the loop is quiet; True when it scheduled something (fold.recheck)
    spins = 0  # times the loop spun at one instant until the clock moved to its next timer
    on_spin_move = None  # called after a spin moved the clock (the observer's moved)

    def time(self):
        return Clock.mono

    def enter(self):
        """Make this the running loop of the calling thread (get_running_loop works)."""
        self._thread_id = threading.get_ident()
        asyncio.events._set_running_loop(self)

    _woken = True  # a thread may have scheduled a callback (call_soon_threadsafe) since the last poll

    def _write_to_self(self):
        self._woken = True
        super()._write_to_self()

    def _poll(self):
        if self._woken or Work.running:
            self._woken = False
            self._process_events(self._selector.select(0))

    def _workers_busy(self):
        """Waits (in real time) while a worker thread is working; False once none is."""
        deadline = _time_real() + PATIENCE
        with Work.cv:
            while Work.running > Work.parked:
                left = deadline - _time_real()
                if left <= 0:
                    # A job waits for the loop (run_coroutine_threadsafe and the like): let the
                    # loop run beside it rather than deadlock.
                    VirtualLoop.stalls += 1
                    print("gatewaysim: loop stall waiting for", sorted(Work.names.values()), file=sys.stderr)
                    if _TRACE:
                        import faulthandler
                        with open(_TRACE, "a") as f:
                            print("STALL", sorted(Work.names.values()), file=f)
                            faulthandler.dump_traceback(f, all_threads=True)
                    return False
                Work.cv.wait(timeout=min(left, 0.05))
        return False

    def run_until_quiet(self, limit=2_000_000):
        spun = 0  # callbacks run since the clock last moved
        for _ in range(limit):
            self._workers_busy()
            self._poll()
            if self._ready:
                spun += 1
                if spun >= SPIN_LIMIT and self._spin_to_next_timer():
                    spun = 0
                self._run_once()
                continue
            self._drop_cancelled()
            if self._scheduled and self._scheduled[0]._when <= Clock.mono:
                self._run_once()
                continue
            if VirtualLoop.on_quiet_hook is not None and VirtualLoop.on_quiet_hook():
                continue
            return
        raise RuntimeError("the event loop never went quiet")

    def _spin_to_next_timer(self):
        """The loop keeps itself busy at one instant, waiting for a timer: upstream polls a slot
        every 50 ms (track_agent) while a follow-up message cycles through the adapter's pending
        slot with no await that takes time. Real time would pass while it spins; here the clock
        moves to the next timer, as it would once that much real time had gone. True when it
        moved."""
        self._drop_cancelled()
        if not self._scheduled:
            return False
        VirtualLoop.spins += 1
        Clock.mono = max(Clock.mono, self._scheduled[0]._when)
        if VirtualLoop.on_spin_move is not None:
            VirtualLoop.on_spin_move()
        return True

    def _drop_cancelled(self):
        while self._scheduled and self._scheduled[0]._cancelled:
            h = heapq.heappop(self._scheduled)
            h._scheduled = False
            self._timer_cancelled_count -= 1

    def next_timer(self):
        self._drop_cancelled()
        return self._scheduled[0]._when if self._scheduled else None

    def advance(self, to_epoch, on_quiet=None, on_move=None):
        """Moves virtual time to to_epoch, firing every timer due on the way in order; on_quiet
        runs each time the loop is quiet (it may schedule timers; True when it did), on_move each
        time the clock moves."""
        self.advance_mono(Clock.mono_of(to_epoch), on_quiet, on_move)

    def advance_mono(self, target, on_quiet=None, on_move=None):
        """advance, to a loop instant. A timer's instant goes here as it is: through the epoch and
        back it can come out a rounding below itself, and moving to just short of a timer
        forever is a livelock."""
        while True:
            self.run_until_quiet()
            if on_quiet is not None and on_quiet():
                continue
            when = self.next_timer()
            step = when if when is not None and when <= target else target
            if step <= Clock.mono:
                if step == target:
                    return
                continue
            Clock.mono = step
            if _TRACE:
                for h in sorted((h for h in self._scheduled if h._when <= step and not h._cancelled), key=lambda h: h._when):
                    _trace_timer(h)
            if _COUNT is not None:
                h = self._scheduled[0] if self._scheduled else None
                name = repr(getattr(h, "_callback", None))[:60]
                try:
                    fut = h._args[0]
                    for cb, _ in fut._callbacks:
                        task = getattr(cb, "__self__", None)
                        if task is not None and hasattr(task, "get_coro"):
                            c = task.get_coro()
                            name = c.__qualname__ + ":" + str(c.cr_frame.f_lineno if c.cr_frame else "")
                except Exception:
                    pass
                _COUNT[name] += 1
            if on_move is not None:
                on_move()


import collections as _collections, os as _os, atexit as _atexit
_COUNT = _collections.Counter() if _os.environ.get("GATEWAYSIM_PROFILE_TIMERS") else None
if _COUNT is not None:
    _atexit.register(lambda: print("timers", _COUNT.most_common(12), file=sys.stderr))
_TRACE = _os.environ.get("GATEWAYSIM_TRACE_TIMERS")


def _trace_timer(h):
    name = repr(getattr(h, "_callback", None))[:60]
    try:
        for cb, _ in h._args[0]._callbacks:
            task = getattr(cb, "__self__", None)
            if task is not None and hasattr(task, "get_coro"):
                c = task.get_coro()
                name = c.__qualname__ + ":" + str(c.cr_frame.f_lineno if c.cr_frame else "")
    except Exception:
        pass
    with open(_TRACE, "a") as f:
        print("%.6f %.9f %s" % (Clock.epoch() % 100000, h._when, name), file=f)


_real_time = _time.time
_real_monotonic = _time.monotonic


def _time_real():
    return _real_monotonic()


class VDateTime(_datetime_mod.datetime):
    """datetime whose now() and utcnow() read the virtual clock."""

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(Clock.epoch(), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(Clock.epoch())

    @classmethod
    def today(cls):
        return cls.fromtimestamp(Clock.epoch())


class VDate(_datetime_mod.date):
    @classmethod
    def today(cls):
        return cls.fromtimestamp(Clock.epoch())


_vdatetime_module = types.ModuleType("datetime")
_vdatetime_module.__dict__.update(_datetime_mod.__dict__)
_vdatetime_module.datetime = VDateTime
_vdatetime_module.date = VDate


def install_blocking():
    """Every way a job waits for another job passes the baton while it waits (Work.blocking)."""
    fut = concurrent.futures.Future
    result, exception = fut.result, fut.exception
    fut.result = lambda self, timeout=None: Work.blocking(lambda: result(self, timeout))
    fut.exception = lambda self, timeout=None: Work.blocking(lambda: exception(self, timeout))
    wait = concurrent.futures.wait
    concurrent.futures.wait = lambda fs, timeout=None, return_when=concurrent.futures.ALL_COMPLETED: \
        Work.blocking(lambda: wait(fs, timeout, return_when))
    ev_wait = threading.Event.wait
    threading.Event.wait = lambda self, timeout=None: self.is_set() or Work.blocking(lambda: ev_wait(self, timeout))
    join = threading.Thread.join
    threading.Thread.join = lambda self, timeout=None: Work.blocking(lambda: join(self, timeout))


def install_time():
    """Points time.time and time.monotonic at the virtual clock (process-wide)."""
    _time.time = Clock.epoch
    _time.monotonic = lambda: Clock.mono
    _time.time_ns = lambda: int(Clock.epoch() * 1e9)
    _time.monotonic_ns = lambda: int(Clock.mono * 1e9)
    concurrent.futures.ThreadPoolExecutor = GatedExecutor
    concurrent.futures.thread.ThreadPoolExecutor = GatedExecutor


_patched = {}  # id of a module's globals -> (them, their count when last walked, or None: not upstream's)


def patch_modules(src_prefix):
    """Rebinds datetime, date, and time functions imported by name in upstream's modules (those
    loaded from src_prefix), and gates their module-level locks (GatedLock). Safe to call again
    after new modules load: a module is walked again only when its globals grew or shrank (a walk
    per request was a tenth of a run)."""
    for mod in list(sys.modules.values()):
        d = getattr(mod, "__dict__", None)
        seen = _patched.get(id(d))
        if d is None or seen is not None and (seen[1] is None or seen[1] == len(d)):
            continue
        f = getattr(mod, "__file__", None) or ""
        if not f.startswith(src_prefix):
            _patched[id(d)] = (d, None)  # not upstream's: never walked
            continue
        _patched[id(d)] = (d, len(d))  # (holding d keeps its id from being reused)
        for name, val in list(d.items()):
            if type(val) in _LOCK_TYPES:
                d[name] = GatedLock(val)  # a module's lock (tui_gateway's _sessions_lock, say)
            elif val is _datetime_mod.datetime:
                d[name] = VDateTime
            elif val is _datetime_mod.date:
                d[name] = VDate
            elif val is _datetime_mod:
                d[name] = _vdatetime_module
            elif val is _real_time:
                d[name] = Clock.epoch
            elif val is _real_monotonic:
                d[name] = _time.monotonic
