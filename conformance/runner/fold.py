"""Folds upstream's idle polling loops, at run time, so that a simulated day costs hundreds of
clock moves instead of a hundred thousand.

Upstream's background watchers (the session expiry watcher, the platform reconnect watcher, the
kanban notifier) wait between passes in one-second steps so that a stop ends them quickly:

    while self._running:
        ...
        for _ in range(interval):
            if not self._running:
                break                      # or: return
            await asyncio.sleep(1)

On the virtual clock each of those steps is a clock move, with the runner's bookkeeping after it
(the store's snapshot, the turns' scheduling): an advance of a day was some 170,000 moves and most
of a run's time. This module rewrites each such loop, in the method's own source, into

        if self._running:
            await asyncio.sleep(interval)

which wakes at the same instants while the gateway runs, since nothing but the loop reads the
counter and nothing but a stop clears _running. The one difference is after a stop: the folded
watcher notices it at its next pass instead of within a second. That is exact for what the harness
observes because a loop is folded only where nothing but the enclosing `while self._running`
check (or a `continue` back to it) follows it: the watcher then does nothing more either way, and
the process exits when stop() returns.

A loop that also ends early on a condition it polls each second (`if self._failed_platforms:
break` before the sleep, the July reconnect watcher) becomes one wait (`wait` below) that recheck
wakes at the loop's next whole second once the condition holds; the runner calls recheck whenever
the event loop is quiet, and only a side-effect-free condition (names and attributes) is folded.

The rest of each method is upstream's, compiled from upstream's file at its own line numbers.
Nothing is folded where the pattern differs in any other way: those loops keep their one-second
steps.
"""

import ast
import asyncio
import inspect
import math
import sys
import textwrap


def _is_running_check(node):
    """`self._running`"""
    return (isinstance(node, ast.Attribute) and node.attr == "_running"
            and isinstance(node.value, ast.Name) and node.value.id == "self")


def _pure(expr):
    """Whether expr only reads names and attributes (and tests them): evaluating it again at
    another instant has no effect of its own."""
    for n in ast.walk(expr):
        if not isinstance(n, (ast.Name, ast.Attribute, ast.Load, ast.UnaryOp, ast.Not, ast.BoolOp,
                              ast.And, ast.Or, ast.Constant)):
            return False
    return True


def _sleep_loop(node):
    """(interval, condition) of a one-second polling loop, or None. The condition is the
    expression of an `if COND: break` between the running check and the sleep (None when there is
    none): the loop also ends early once it holds."""
    if not (isinstance(node, ast.For) and not node.orelse and isinstance(node.target, ast.Name)
            and node.target.id == "_" and isinstance(node.iter, ast.Call)
            and isinstance(node.iter.func, ast.Name) and node.iter.func.id == "range"
            and len(node.iter.args) == 1 and not node.iter.keywords and len(node.body) in (2, 3)):
        return None
    cond = None
    if len(node.body) == 3:
        early = node.body[1]
        if not (isinstance(early, ast.If) and not early.orelse and len(early.body) == 1
                and isinstance(early.body[0], ast.Break) and _pure(early.test)):
            return None
        cond = early.test
    check, sleep = node.body[0], node.body[-1]
    if not (isinstance(check, ast.If) and not check.orelse and isinstance(check.test, ast.UnaryOp)
            and isinstance(check.test.op, ast.Not) and _is_running_check(check.test.operand)
            and len(check.body) == 1
            and (isinstance(check.body[0], ast.Break)
                 or isinstance(check.body[0], ast.Return) and check.body[0].value is None)):
        return None
    if not (isinstance(sleep, ast.Expr) and isinstance(sleep.value, ast.Await)
            and isinstance(sleep.value.value, ast.Call)):
        return None
    call = sleep.value.value
    if not (isinstance(call.func, ast.Attribute) and call.func.attr == "sleep"
            and isinstance(call.func.value, ast.Name) and call.func.value.id == "asyncio"
            and len(call.args) == 1 and not call.keywords
            and isinstance(call.args[0], ast.Constant) and call.args[0].value == 1):
        return None
    return node.iter.args[0], cond


def _folded(loop, interval, cond):
    """`if self._running: await asyncio.sleep(interval)`, or with a condition
    `if self._running: await WAIT(interval, lambda: COND)`, at the loop's place."""
    if cond is None:
        call = ast.Call(func=ast.Attribute(value=ast.Name(id="asyncio", ctx=ast.Load()), attr="sleep", ctx=ast.Load()),
                        args=[interval], keywords=[])
    else:
        fn = ast.Lambda(args=ast.arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=cond)
        call = ast.Call(func=ast.Name(id=WAIT, ctx=ast.Load()), args=[interval, fn], keywords=[])
    new = ast.If(
        test=ast.Attribute(value=ast.Name(id="self", ctx=ast.Load()), attr="_running", ctx=ast.Load()),
        body=[ast.Expr(value=ast.Await(value=call))],
        orelse=[])
    return ast.copy_location(new, loop)


# --- a folded loop with an early end ----------------------------------------------------------

WAIT = "_gatewaysim_fold_wait"  # its name in upstream's module


class _Wait:
    def __init__(self, loop, n, cond):
        self.loop, self.t0, self.n, self.cond = loop, loop.time(), n, cond
        self.fut = loop.create_future()
        self.handle = loop.call_at(self.t0 + n, self._wake)
        self.early = False

    def _wake(self):
        if not self.fut.done():
            self.fut.set_result(None)

    def reschedule(self, at, early):
        self.handle.cancel()
        self.early = early
        self.handle = self.loop.call_at(at, self._wake)


_WAITS = []


async def wait(n, cond):
    """n one-second polls of cond: wakes at the first whole second from the start at which cond
    holds (recheck learns of it), else after n seconds."""
    loop = asyncio.get_running_loop()
    n = int(n)
    if n <= 0:
        return
    w = _Wait(loop, n, cond)
    _WAITS.append(w)
    try:
        while True:
            w.fut = loop.create_future()
            await w.fut
            if loop.time() >= w.t0 + w.n or w.cond():
                return
            w.reschedule(w.t0 + w.n, False)  # the condition passed before its poll came
    finally:
        w.handle.cancel()
        _WAITS.remove(w)


def recheck():
    """Called whenever the loop is quiet: a folded wait whose condition now holds is woken at its
    loop's next one-second poll. True when it moved a wake."""
    moved = False
    for w in _WAITS:
        if w.early:
            continue
        try:
            hit = w.cond()
        except Exception:
            hit = True  # the poll itself would raise: let it, at its instant
        if hit:
            k = max(1, math.ceil(w.loop.time() - w.t0 - 1e-9))
            if k < w.n:
                w.reschedule(w.t0 + k, True)
                moved = True
    return moved


def _fold_block(stmts, tail_ok):
    """Folds the loops of one block that tail_ok allows at their position; the count folded."""
    n = 0
    for i, st in enumerate(stmts):
        found = _sleep_loop(st)
        if found is not None and tail_ok(stmts[i + 1:]):
            stmts[i] = _folded(st, *found)
            n += 1
    return n


def _fold_tree(tree):
    n = 0
    for node in ast.walk(tree):
        if not (isinstance(node, ast.While) and _is_running_check(node.test)):
            continue
        # The last statement of the watcher's loop body...
        n += _fold_block(node.body, lambda rest: not rest)
        # ...or, in an `if` of that body, followed only by a `continue` back to the check.
        for st in node.body:
            if isinstance(st, ast.If):
                n += _fold_block(st.body, lambda rest: len(rest) == 1 and isinstance(rest[0], ast.Continue))
    return n


def _mangled(tree):
    for node in ast.walk(tree):
        name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""
        if name.startswith("__") and not name.endswith("__"):
            return True
    return False


def fold_class(cls):
    """Rewrites cls's async methods that hold foldable loops; the names of those rewritten."""
    done = []
    for name, fn in list(vars(cls).items()):
        if not inspect.iscoroutinefunction(fn) or fn.__closure__:
            continue
        try:
            lines, first = inspect.getsourcelines(fn)
            path = inspect.getsourcefile(fn)
        except (OSError, TypeError):
            continue
        src = textwrap.dedent("".join(lines))
        try:
            tree = ast.parse(src)
        except SyntaxError:
            continue
        if _mangled(tree) or _fold_tree(tree) == 0:
            continue  # (a private name would need the class's mangling, which exec lacks)
        ast.fix_missing_locations(tree)
        ast.increment_lineno(tree, first - 1)
        module = sys.modules[fn.__module__]
        module.__dict__.setdefault(WAIT, wait)
        scope = {}
        try:
            exec(compile(tree, path, "exec"), module.__dict__, scope)
        except Exception:
            continue
        new = scope.get(name)
        if new is None or not inspect.iscoroutinefunction(new):
            continue
        new.__qualname__ = fn.__qualname__
        setattr(cls, name, new)
        done.append(name)
    return done
