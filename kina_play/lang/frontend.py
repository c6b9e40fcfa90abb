"""The front end's API: what the compiler, runtime, app and CLI call.

::

    checked = compile_frontend("programs/storylm0_generate.kina")
    checked.function_names                  # ['decode_self', ..., 'main']
    checked.signature("decode")             # decode<S>(token_ids: i64[1, 1], ...) -> (...)
    env = checked.infer_instance("decode", [TensorType("i64", (1, 1)), ...])   # {'S': 3}
    tf = checked.instantiate("decode", env) # TypedFunction decode__S3, all static
    checked.typed_functions([("decode", {"S": 3})])   # everything to lower

Errors in the user's program are :class:`KinaError` (render() gives the CLI
format).  Misuse by the host — an unknown function, an env with the wrong
keys, arguments that do not fit a signature — is :class:`ValueError` with a
message that says what was expected, since no source position is at fault.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from . import ast
from .checker import Abort, ModuleChecker, Signature, env_label, walk_exprs
from .diagnostics import KinaError, Source
from .parser import parse_source
from .types import DimExpr, TensorType, static_env

__all__ = [
    "CheckedModule",
    "KinaError",
    "Signature",
    "check",
    "compile_frontend",
    "parse_file",
    "parse_instance_request",
    "parse_text",
]


def parse_text(text: str, path: str = "<input>", internal: bool = False) -> ast.Module:
    """Parse Kina source text.  ``internal`` lets compiler-generated code use
    reserved ``__`` names (never set for user files).  A byte-order mark
    at the start (what some editors write before UTF-8 text) is not part
    of the program: it is dropped, so columns count from the first
    character after it."""
    return parse_source(Source(path, text.removeprefix("\ufeff")), internal=internal)


def parse_file(path: str | Path) -> ast.Module:
    """Parse a ``.kina`` file.  OSError / UnicodeDecodeError propagate: an
    unreadable file is the caller's to report (the CLI exits 2)."""
    p = Path(path)
    return parse_text(p.read_text(encoding="utf-8"), str(path))


def check(module: ast.Module, internal: bool = False) -> "CheckedModule":
    """Type-check ``module`` (filling ``ty`` on its nodes) or raise KinaError
    listing the errors of every function.  Idempotent: checking a module
    again — e.g. after the autodiff pass appended ``NAME_grad`` functions —
    re-checks everything from scratch."""
    return CheckedModule(module, internal=internal)


def compile_frontend(path: str | Path) -> "CheckedModule":
    """``parse_file`` + ``check``."""
    return check(parse_file(path))


_REQUEST = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*<([^<>]*)>\s*$")


def parse_instance_request(text: str) -> tuple[str, dict[str, int] | list[int]]:
    """``decode<S=3>`` → ``("decode", {"S": 3})``; ``decode<3>`` → ``("decode", [3])``
    (positional: resolve with :meth:`CheckedModule.resolve_request`).
    ValueError on anything else."""
    m = _REQUEST.match(text)
    if not m:
        raise ValueError(f"bad instance request {text!r}: expected NAME<S=k> (e.g. decode<S=3>)")
    name, body = m.group(1), m.group(2)
    parts = [p.strip() for p in body.split(",")]
    if not parts or any(not p for p in parts):
        raise ValueError(f"bad instance request {text!r}: expected NAME<S=k> (e.g. decode<S=3>)")
    if all("=" in p for p in parts):
        env: dict[str, int] = {}
        for p in parts:
            k, _, v = p.partition("=")
            k, v = k.strip(), v.strip()
            if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", k):
                raise ValueError(f"bad instance request {text!r}: expected NAME<S=k> (e.g. decode<S=3>)")
            if k in env:
                raise ValueError(f"bad instance request {text!r}: {k} is given twice")
            env[k] = _size(text, k, v)
        return name, env
    if any("=" in p for p in parts):
        raise ValueError(f"bad instance request {text!r}: expected NAME<S=k> or NAME<k>")
    return name, [_size(text, f"value {i + 1}", p) for i, p in enumerate(parts)]


def _size(text: str, what: str, v: str) -> int:
    """A shape parameter's value in a request: ASCII digits, at least 1 (a
    request is a command-line flag: its mistakes are usage errors, before any
    checking; Python's ``int`` would also take other scripts' digits)."""
    if not re.fullmatch(r"[0-9]+", v) or int(v) < 1:
        raise ValueError(f"bad instance request {text!r}: {what} must be a positive integer, got {v!r}")
    return int(v)


class CheckedModule:
    """A type-checked module: signatures, instances, typed functions."""

    def __init__(self, module: ast.Module, internal: bool = False):
        self.module = module
        self.internal = internal
        self._mc = self._check()

    def _check(self) -> ModuleChecker:
        mc = ModuleChecker(self.module, internal=self.internal)
        mc.run()
        return mc

    # ----------------------------------------------------------- questions

    @property
    def source(self) -> Source:
        return self.module.source

    @property
    def function_names(self) -> list[str]:
        """Every function, in source order (``@main`` and ``_grad`` companions included)."""
        return [f.name for f in self.module.functions]

    def function(self, name: str) -> ast.Function:
        """The (symbolically) typed function node."""
        return self._fn(name)

    def signature(self, name: str) -> Signature:
        """Parameters and results as declared (symbolic dims for a generic function)."""
        self._fn(name)
        return self._mc.signatures[name]

    def is_generic(self, name: str) -> bool:
        return bool(self._fn(name).shape_params)

    @property
    def main(self) -> str | None:
        return next((f.name for f in self.module.functions if f.is_main), None)

    def reverse_mode(self) -> dict[str, list[str]]:
        """``{loss function: [wrt parameter, ...]}`` for every @reverse_mode function."""
        return {n: list(s.wrt) for n, s in self._mc.signatures.items() if s.wrt}

    def _fn(self, name: str) -> ast.Function:
        fn = self._mc.functions.get(name)
        if fn is None:
            raise ValueError(f"no function '{name}' in {self.source.path} (it has: {', '.join(self.function_names)})")
        return fn

    # ----------------------------------------------------------- instances

    def infer_instance(self, name: str, arg_types: Sequence[TensorType]) -> dict[str, int]:
        """The shape env that makes ``name`` accept arguments of ``arg_types``
        (``{}`` for a non-generic function).  ValueError on a mismatch."""
        sig = self.signature(name)
        if len(arg_types) != len(sig.params):
            raise ValueError(f"{name} takes {len(sig.params)} arguments, got {len(arg_types)}")
        env: dict[str, int] = {}
        for (pname, pty), at in zip(sig.params, arg_types):
            ok = at.elem == pty.elem and at.rank == pty.rank
            if ok:
                for pd, ad in zip(pty.shape, at.shape):
                    if not isinstance(ad, int):
                        raise ValueError(f"{name}: argument '{pname}' has a non-static type {at}")
                    if isinstance(pd, DimExpr):
                        if pd.sym in env:
                            ok = ok and env[pd.sym] + pd.offset == ad
                        else:
                            env[pd.sym] = ad - pd.offset
                    else:
                        ok = ok and pd == ad
            if not ok:
                bound = f" (with {', '.join(f'{k}={v}' for k, v in env.items())})" if env else ""
                raise ValueError(f"{name}: argument '{pname}' has type {at}, expected {pty}{bound}")
        missing = [s for s in sig.shape_params if s not in env]
        if missing:
            raise ValueError(f"{name}: shape parameter {missing[0]} cannot be inferred from the arguments")
        for s in sig.shape_params:
            if env[s] < 1:
                raise ValueError(f"{env_label(name, env)}: shape parameter {s} must be positive")
        return {s: env[s] for s in sig.shape_params}

    def instantiate(self, name: str, env: dict[str, int] | None = None) -> ast.TypedFunction:
        """The static instance ``name<env>``: a deep copy with every ``ty``
        static, every attribute an int, ``symbol`` from ``ast.instance_symbol``.
        KinaError (naming the instance, e.g. ``decode<S=0>: ...``) if the
        instance is refused; ValueError if ``env`` does not name exactly the
        function's shape parameters."""
        env = self.instance_env(name, env or {})
        try:
            return self._mc.instance(name, env)
        except Abort:  # pragma: no cover - a clean module has no broken bodies
            raise ValueError(f"{name}: cannot instantiate a function that failed to check") from None

    def instance_env(self, name: str, env: Mapping[str, Any]) -> dict[str, int]:
        """``env`` checked against ``name``'s shape parameters (exactly those,
        each an integer; a value out of range is the instance's own KinaError)
        and put in their declared order, the order instance symbols are
        spelled in.  ValueError otherwise."""
        fn = self._fn(name)
        if set(env) != set(fn.shape_params):
            want = ", ".join(fn.shape_params) or "none"
            given = ", ".join(f"{k}={v}" for k, v in env.items()) or "none"
            raise ValueError(f"{name}: instance needs values for its shape parameters ({want}), got {given}")
        for k, v in env.items():
            if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
                raise ValueError(f"{name}: shape parameter {k} must be an integer, got {v!r}")
        return {k: int(env[k]) for k in fn.shape_params}

    def resolve_request(self, name: str, values: dict[str, int] | list[int]) -> dict[str, int]:
        """An env from ``parse_instance_request``'s positional or named values."""
        fn = self._fn(name)
        if isinstance(values, list):
            if len(values) != len(fn.shape_params):
                raise ValueError(f"{name} has shape parameters <{', '.join(fn.shape_params)}>; got {len(values)} values")
            return dict(zip(fn.shape_params, values))
        return dict(values)

    def typed_functions(self, requests: Iterable[tuple[str, dict[str, int]]] = ()) -> list[ast.TypedFunction]:
        """Everything to lower: every non-generic function in source order
        (``@main`` with ``exported=False``), then the instances they call,
        then each requested instance, each followed by the instances it calls
        transitively — deduplicated by symbol, in a deterministic order."""
        out: list[ast.TypedFunction] = []
        seen: set[str] = set()
        queue: list[ast.TypedFunction] = []

        def add(tf: ast.TypedFunction) -> None:
            if tf.symbol not in seen:
                seen.add(tf.symbol)
                out.append(tf)
                queue.append(tf)

        def drain() -> None:
            while queue:
                tf = queue.pop(0)
                for e in walk_exprs(tf.fn.body):
                    if isinstance(e, ast.Call) and e.target is not None and e.instance:
                        add(self.instantiate(e.callee, static_env(e.instance)))

        for fn in self.module.functions:
            if not fn.shape_params and self._mc.functions.get(fn.name) is fn:
                add(self.instantiate(fn.name, {}))
        drain()
        for name, env in requests:
            add(self.instantiate(name, env))
            drain()
        return out

    # ------------------------------------------------------------- autodiff

    def add_functions(self, fns: Iterable[ast.Function], internal: bool = True) -> None:
        """Append functions (e.g. the ``NAME_grad`` companions built by the
        autodiff pass as untyped AST) and check them (:meth:`ModuleChecker.extend`:
        what was checked before stays; the module-wide rules are re-checked).  With
        ``internal`` they may use reserved ``__`` names and internal ops.  On
        a KinaError the module is left as it was."""
        fns = list(fns)
        before = list(self.module.functions)
        for f in fns:
            f.internal = f.internal or internal
        self.module.functions.extend(fns)
        try:
            self._mc.extend(fns)
        except KinaError:
            self.module.functions[:] = before
            self._mc = self._check()
            raise
