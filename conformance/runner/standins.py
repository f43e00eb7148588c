"""Stand-ins for third-party packages upstream imports at module level but the paths the runner
drives never call (ours). No network and no package index are reachable here, so httpx (every
version) and openai (April 2026 versions import it in run_agent.py) may be missing.

The finder sits at the end of sys.meta_path: a package that is really installed always wins.
A stand-in module answers every attribute: names that read as exceptions are exception classes
(so that except clauses work), everything else is a class that accepts any arguments.
"""

import importlib.abc
import importlib.machinery
import sys
import types

NAMES = ("httpx", "openai", "fire")


class _Anything:
    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return _Anything()

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Anything()

    def __iter__(self):
        return iter(())

    def __bool__(self):
        return False


class _Module(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        if name.endswith("Error") or name.endswith("Exception") or name.endswith("Timeout"):
            cls = type(name, (Exception,), {})
        else:
            cls = type(name, (_Anything,), {})
        setattr(self, name, cls)
        return cls


class _Finder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] not in NAMES:
            return None
        return importlib.machinery.ModuleSpec(name, self, is_package=True)

    def create_module(self, spec):
        return _Module(spec.name)

    def exec_module(self, module):
        module.__path__ = []
        module.__gatewaysim_standin__ = True


def install():
    sys.meta_path.append(_Finder())


def used():
    """The stand-ins that were imported (the real package was missing)."""
    return sorted(n for n, m in sys.modules.items() if getattr(m, "__gatewaysim_standin__", False))
