"""A stand-in for httpx, which upstream imports at module level but the paths the runner drives
never call (no network is reachable here). It is on sys.path after the real site-packages, so a
real httpx wins where one is installed. Every attribute is a class that accepts anything."""


class _Anything:
    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return _Anything()

    def __getattr__(self, name):
        return _Anything()


class HTTPError(Exception):
    pass


class RequestError(HTTPError):
    pass


class HTTPStatusError(HTTPError):
    pass


class TimeoutException(RequestError):
    pass


class ConnectError(RequestError):
    pass


class ReadTimeout(TimeoutException):
    pass


class ConnectTimeout(TimeoutException):
    pass


class RemoteProtocolError(RequestError):
    pass


def __getattr__(name):
    if name.startswith("__"):
        raise AttributeError(name)
    return _Anything
