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

The rest of each method is upstream's, compiled from upstream's file at its own line numbers.
Nothing is folded where the pattern differs in any way (for example a loop that also polls for a
failed platform each second): those keep their one-second steps.
"""

import ast
import inspect
import sys
import textwrap


def _is_running_check(node):
    """`self._running`"""
    return (isinstance(node, ast.Attribute) and node.attr == "_running"
            and isinstance(node.value, ast.Name) and node.value.id == "self")


def _sleep_loop_interval(node):
    """The interval expression of a one-second polling loop, or None."""
    if not (isinstance(node, ast.For) and not node.orelse and isinstance(node.target, ast.Name)
            and node.target.id == "_" and isinstance(node.iter, ast.Call)
            and isinstance(node.iter.func, ast.Name) and node.iter.func.id == "range"
            and len(node.iter.args) == 1 and not node.iter.keywords and len(node.body) == 2):
        return None
    check, sleep = node.body
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
    return node.iter.args[0]


def _folded(loop, interval):
    """`if self._running: await asyncio.sleep(interval)`, at the loop's place."""
    new = ast.If(
        test=ast.Attribute(value=ast.Name(id="self", ctx=ast.Load()), attr="_running", ctx=ast.Load()),
        body=[ast.Expr(value=ast.Await(value=ast.Call(
            func=ast.Attribute(value=ast.Name(id="asyncio", ctx=ast.Load()), attr="sleep", ctx=ast.Load()),
            args=[interval], keywords=[])))],
        orelse=[])
    return ast.copy_location(new, loop)


def _fold_block(stmts, tail_ok):
    """Folds the loops of one block that tail_ok allows at their position; the count folded."""
    n = 0
    for i, st in enumerate(stmts):
        interval = _sleep_loop_interval(st)
        if interval is not None and tail_ok(stmts[i + 1:]):
            stmts[i] = _folded(st, interval)
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
