"""The Kina parser: tokens → :class:`ast.Module`, recursive descent.

Grammar (``docs/language.md`` has the prose)::

    module    := function*
    function  := attribute* 'fn' IDENT shapes? '(' params? ')' ('->' result)? block
    attribute := '@' IDENT ('(' IDENT '=' '[' IDENT (',' IDENT)* ']' (',' ...)* ')')?
    shapes    := '<' IDENT (',' IDENT)* '>'
    params    := IDENT ':' type (',' IDENT ':' type)*
    result    := type | '(' type (',' type)* ')'
    type      := ('f32' | 'i64' | 'bool') '[' (dim (',' dim)*)? ']'
    dim       := INT | IDENT (('+' | '-') INT)?
    block     := '{' stmt* '}'
    stmt      := 'let' (IDENT | '(' IDENT (',' IDENT)* ')') '=' expr ';'
               | 'return' expr ';'                      (a tuple is allowed here)
    expr      := sum (CMP sum)?                         (comparisons don't chain)
    sum       := product (('+' | '-') product)*
    product   := matmul (('*' | '/') matmul)*
    matmul    := unary ('@' unary)*
    unary     := '-' unary | primary
    primary   := INT | FLOAT | 'true' | 'false' | IDENT | IDENT '(' args? ')' | type
               | '(' expr ')' | while
    args      := arg (',' arg)*       arg := expr | IDENT '=' kwvalue
    kwvalue   := kwdim | '[' (kwdim (',' kwdim)*)? ']'
    kwdim     := '-'? INT | 'true' | 'false' | IDENT (('+' | '-') INT)?
    while     := 'while' '(' IDENT '=' expr (',' IDENT '=' expr)* ')' expr
                 '{' stmt* 'yield' expr ';' '}'       (a tuple is allowed after yield)

The parser checks what it can see locally (a dim's symbol is a declared
shape parameter, ``__`` names are reserved, tuples only after
return/yield) so those errors point at the exact token; everything about
types is the checker's.  A syntax error inside one function does not hide
errors in the next: the parser resumes at the next ``fn``.
"""

from __future__ import annotations

from typing import Callable, NoReturn, TypeVar

from . import ast
from .diagnostics import Diagnostic, KinaError, Source, Span
from .lexer import lex
from .tokens import BOOLS, COMPARISONS, EOF, FLOAT, IDENT, INT, OPENERS, Token
from .types import ELEMENT_TYPES, Dim, DimExpr, TensorType, TupleType, Type

_E = TypeVar("_E", bound=ast.Expr)

MAX_DEPTH = 64
"""Deepest expression tree accepted.  Far beyond any real program, it keeps
every recursive pass (checker, autodiff, lowering, deepcopy) well inside
Python's recursion limit, so a pathological input is a diagnostic, not a
crash."""

RESERVED_PREFIX = "__"


def _is_reserved(name: str) -> bool:
    return name.startswith(RESERVED_PREFIX)


class Parser:
    def __init__(self, source: Source, internal: bool = False):
        self.source = source
        self.toks = lex(source)
        self.pos = 0
        self.internal = internal
        self.shape_params: list[str] = []
        self.tuple_ok_at = -1  # token index where a tuple '(' may start
        self.depth: dict[int, int] = {}  # id(expr) -> tree depth
        self.in_while = 0
        self._nesting = 0  # recursion depth of the descent (bounded like the trees)

    # ------------------------------------------------------------ utilities

    @property
    def tok(self) -> Token:
        return self.toks[self.pos]

    def peek(self, k: int = 1) -> Token:
        return self.toks[min(self.pos + k, len(self.toks) - 1)]

    def at(self, kind: str) -> bool:
        return self.tok.kind == kind

    def next(self) -> Token:
        t = self.tok
        if t.kind != EOF:
            self.pos += 1
        return t

    def error(self, span: Span, msg: str) -> NoReturn:
        raise KinaError(Diagnostic(span, msg))

    def expect(self, kind: str, context: str) -> Token:
        """Consume a ``kind`` token or fail with ``expected 'kind' CONTEXT, found X``."""
        if self.at(kind):
            return self.next()
        if kind == ";" and self.pos > 0:
            # A missing ';' belongs right after the previous token, which is
            # usually on the line the user has to fix (not the next one).
            prev = self.toks[self.pos - 1].span
            at = Span(self.source, prev.end_line, prev.end_col, prev.end_line, prev.end_col + 1)
            self.error(at, f"expected ';' {context}, found {self.tok.describe()}")
        what = f"'{kind}'" if kind not in (IDENT, INT) else ("a name" if kind == IDENT else "an integer")
        self.error(self.tok.span, f"expected {what} {context}, found {self.tok.describe()}")

    def close(self, opener: Token, context: str) -> Token:
        """Consume the bracket matching ``opener``; name the opener if it is missing."""
        closer = OPENERS[opener.kind]
        if self.at(closer):
            return self.next()
        where = f"{opener.span.line}:{opener.span.col}"
        if self.at(EOF):
            self.error(self.tok.span, f"unclosed '{opener.kind}' opened at {where}: reached end of file")
        self.error(
            self.tok.span,
            f"expected '{closer}' {context} (to close '{opener.kind}' opened at {where}), "
            f"found {self.tok.describe()}",
        )

    def name(self, what: str, context: str) -> Token:
        t = self.expect(IDENT, context)
        if _is_reserved(t.text) and not self.internal:
            self.error(t.span, f"'{t.text}': names starting with '__' are reserved for the compiler")
        return t

    def _d(self, e: ast.Expr) -> int:
        return self.depth.get(id(e), 1)

    def mark(self, e: _E, *children: ast.Expr) -> _E:
        """Record ``e``'s tree depth and refuse trees deeper than MAX_DEPTH."""
        d = 1 + max((self._d(c) for c in children), default=0)
        if d > MAX_DEPTH:
            self.error(e.span, f"expression nested too deeply (more than {MAX_DEPTH} levels)")
        self.depth[id(e)] = d
        return e

    def sep_list(self, parse_item: Callable[[], object], opener: Token, context: str) -> list:
        """``item (',' item)*`` up to (and consuming) the closer of ``opener``."""
        closer = OPENERS[opener.kind]
        items: list[object] = []
        if self.at(closer):
            self.next()
            return items
        while True:
            items.append(parse_item())
            if self.at(","):
                self.next()
                if self.at(closer):
                    self.error(self.tok.span, f"expected an item after ',' {context}, found '{closer}'")
                continue
            self.close(opener, context)
            return items

    # -------------------------------------------------------------- module

    def parse_module(self) -> ast.Module:
        functions: list[ast.Function] = []
        errors: list[Diagnostic] = []
        while not self.at(EOF):
            start = self.pos
            try:
                functions.append(self.parse_function())
            except KinaError as e:
                errors.extend(e.diagnostics)
                self._recover(start)
        if errors:
            raise KinaError(errors)
        return ast.Module(self.source, functions)

    def _recover(self, start: int) -> None:
        """Skip to the next function start (``fn`` or an attribute line)."""
        self.pos = max(self.pos, start + 1)
        while not self.at(EOF):
            t = self.tok
            if t.kind == "fn":
                return
            if t.kind == "@" and self._line_start(self.pos) and self.peek().kind == IDENT:
                return
            self.pos += 1

    def _line_start(self, i: int) -> bool:
        return i == 0 or self.toks[i - 1].span.line < self.toks[i].span.line

    # ------------------------------------------------------------ functions

    def parse_function(self) -> ast.Function:
        attributes: list[ast.Attribute] = []
        while self.at("@"):
            attributes.append(self.parse_attribute())
        if not self.at("fn"):
            if attributes:
                self.error(self.tok.span, f"expected 'fn' after the attribute, found {self.tok.describe()}")
            self.error(self.tok.span, f"expected 'fn' to start a function, found {self.tok.describe()}")
        fn_tok = self.next()
        name = self.name("function name", "after 'fn'")
        self.shape_params = []
        if self.at("<"):
            lt = self.next()
            seen: dict[str, Span] = {}
            while True:
                p = self.name("shape parameter", "in the shape parameter list")
                if p.text in seen:
                    self.error(p.span, f"shape parameter '{p.text}' is declared twice")
                if p.text in ELEMENT_TYPES:
                    self.error(p.span, f"'{p.text}' is an element type, not a shape parameter name")
                seen[p.text] = p.span
                if self.at(","):
                    self.next()
                    continue
                if not self.at(">"):
                    self.error(
                        self.tok.span,
                        f"expected ',' or '>' in the shape parameter list opened at "
                        f"{lt.span.line}:{lt.span.col}, found {self.tok.describe()}",
                    )
                self.next()
                break
            self.shape_params = list(seen)
        lp = self.expect("(", f"after the function name '{name.text}'")
        params = self.sep_list(self.parse_param, lp, "in the parameter list")
        result: Type | None = None
        result_span: Span | None = None
        if self.at("->"):
            self.next()
            start = self.tok.span
            result = self.parse_result()
            result_span = start.to(self.toks[self.pos - 1].span)
        elif not self.at("{"):
            self.error(self.tok.span, f"expected '->' and a result type or '{{', found {self.tok.describe()}")
        body, end = self.parse_block(f"of function '{name.text}'")
        fn = ast.Function(
            name=name.text,
            shape_params=self.shape_params,
            params=params,
            result=result,
            body=body,
            attributes=attributes,
            span=(attributes[0].span if attributes else fn_tok.span).to(end.span),
            name_span=name.span,
            result_span=result_span,
            internal=self.internal,
        )
        self.shape_params = []
        return fn

    def parse_attribute(self) -> ast.Attribute:
        at = self.next()
        name = self.expect(IDENT, "after '@' (an attribute such as @main)")
        args: dict[str, list[tuple[str, Span]]] = {}
        end = name.span
        if self.at("("):
            lp = self.next()
            while True:
                key = self.expect(IDENT, f"(an attribute argument name) in @{name.text}(...)")
                if key.text in args:
                    self.error(key.span, f"@{name.text}: argument '{key.text}' is given twice")
                self.expect("=", f"after '{key.text}' in @{name.text}(...)")
                if not self.at("["):
                    self.error(
                        self.tok.span,
                        f"expected '[' after '{key.text} =': @{name.text} takes a list of parameter "
                        f"names, e.g. {key.text} = [a, b]",
                    )
                lb = self.next()
                names = self.sep_list(
                    lambda: (lambda t: (t.text, t.span))(self.expect(IDENT, "(a parameter name) in the list")),
                    lb,
                    f"in @{name.text}({key.text} = [...])",
                )
                args[key.text] = names
                if self.at(","):
                    self.next()
                    continue
                end = self.close(lp, f"after the arguments of @{name.text}").span
                break
        return ast.Attribute(name.text, args, at.span.to(end))

    def parse_param(self) -> ast.ParamDecl:
        n = self.name("parameter", "(a parameter name)")
        self.expect(":", f"after parameter '{n.text}' (parameters are written NAME: TYPE)")
        return ast.ParamDecl(n.text, self.parse_type(), n.span)

    def parse_result(self) -> Type:
        if self.at("("):
            lp = self.next()
            items = self.sep_list(self.parse_type, lp, "in the result type list")
            if not items:
                self.error(lp.span, "a result tuple needs at least one type")
            return items[0] if len(items) == 1 else TupleType(tuple(items))
        return self.parse_type()

    def parse_type(self) -> TensorType:
        t = self.tok
        if t.kind != IDENT:
            self.error(t.span, f"expected a type such as f32[1, 4], found {t.describe()}")
        if t.text not in ELEMENT_TYPES:
            self.error(t.span, f"unknown element type '{t.text}' (Kina has f32, i64 and bool)")
        self.next()
        lb = self.expect("[", f"after '{t.text}' (a tensor type is written {t.text}[d0, d1, ...])")
        dims = self.sep_list(self.parse_dim, lb, f"in the type {t.text}[...]")
        return TensorType(t.text, tuple(dims))

    def parse_dim(self) -> Dim:
        t = self.tok
        if t.kind == INT:
            self.next()
            if t.value == 0:
                self.error(t.span, "a dim must be a positive integer, not 0")
            return t.integer
        if t.kind == "-" and self.peek().kind == INT:
            self.error(t.span, f"a dim must be a positive integer, not -{self.peek().text}")
        if t.kind == IDENT:
            return self._symbolic(t, "a dim")
        self.error(t.span, f"expected a dim (a positive integer or a shape parameter), found {t.describe()}")

    def _symbolic(self, t: Token, what: str) -> DimExpr:
        """``S``, ``S + k`` or ``S - k`` where ``S`` is a declared shape parameter."""
        self.next()
        if t.text not in self.shape_params:
            if self.shape_params:
                declared = ", ".join(self.shape_params)
                self.error(t.span, f"unknown shape parameter '{t.text}' (declared: {declared})")
            self.error(
                t.span,
                f"'{t.text}' in {what} is not a shape parameter; declare it as fn NAME<{t.text}>(...)",
            )
        offset = 0
        if self.at("+") or self.at("-"):
            op = self.next()
            k = self.expect(INT, f"after '{t.text} {op.text}' (dims are S, S + k or S - k)")
            offset = k.integer if op.kind == "+" else -k.integer
        return DimExpr(t.text, offset)

    # ----------------------------------------------------------- statements

    def parse_block(self, what: str) -> tuple[list[ast.Stmt], Token]:
        lb = self.expect("{", f"to open the body {what}")
        body: list[ast.Stmt] = []
        while not self.at("}"):
            if self.at(EOF):
                self.close(lb, f"to end the body {what}")
            body.append(self.parse_stmt())
        return body, self.next()

    def parse_stmt(self) -> ast.Stmt:
        t = self.tok
        if t.kind == "let":
            return self.parse_let()
        if t.kind == "return":
            if self.in_while:
                self.error(t.span, "'return' is not allowed inside a while body (end it with 'yield')")
            self.next()
            if self.at(";"):
                self.error(self.tok.span, "expected a value after 'return'")
            self.tuple_ok_at = self.pos
            value = self.parse_expr()
            end = self.expect(";", "after return statement")
            return ast.Return(t.span.to(end.span), value)
        if t.kind == "yield":
            self.error(t.span, "'yield' is only allowed at the end of a while body")
        if t.kind == "fn":
            self.error(t.span, "expected '}' to end the function before the next 'fn'")
        if t.kind == IDENT and self.peek().kind in ("(", "="):
            self.error(
                t.span,
                f"expected a statement ('let' or 'return'), found {t.describe()}: "
                "bind a value with 'let NAME = ...;'",
            )
        self.error(t.span, f"expected a statement ('let' or 'return'), found {t.describe()}")

    def parse_let(self) -> ast.Let:
        let = self.next()
        targets: list[str] = []
        spans: list[Span] = []
        destructure = False
        if self.at("("):
            lp = self.next()
            destructure = True
            items = self.sep_list(lambda: self.name("name", "in 'let (...)'"), lp, "in 'let (...)'")
            if not items:
                self.error(lp.span, "'let ()' needs at least one name")
            targets = [i.text for i in items]
            spans = [i.span for i in items]
        else:
            n = self.name("name", "after 'let'")
            targets, spans = [n.text], [n.span]
        self.expect("=", f"after 'let {targets[0] if not destructure else '(' + ', '.join(targets) + ')'}'")
        value = self.parse_expr()
        end = self.expect(";", "after let statement")
        return ast.Let(let.span.to(end.span), targets, spans, value, destructure)

    # ---------------------------------------------------------- expressions

    def parse_expr(self) -> ast.Expr:
        lhs = self.parse_sum()
        if self.tok.kind in COMPARISONS:
            op = self.next()
            rhs = self.parse_sum()
            if self.tok.kind in COMPARISONS:
                self.error(self.tok.span, f"comparisons cannot be chained ('{op.text}' then '{self.tok.text}')")
            return self.mark(ast.Binary(lhs.span.to(rhs.span), op.kind, lhs, rhs, op_span=op.span), lhs, rhs)
        return lhs

    def _binary_level(self, ops: tuple[str, ...], sub: Callable[[], ast.Expr]) -> ast.Expr:
        lhs = sub()
        while self.tok.kind in ops:
            op = self.next()
            rhs = sub()
            lhs = self.mark(ast.Binary(lhs.span.to(rhs.span), op.kind, lhs, rhs, op_span=op.span), lhs, rhs)
        return lhs

    def parse_sum(self) -> ast.Expr:
        return self._binary_level(("+", "-"), self.parse_product)

    def parse_product(self) -> ast.Expr:
        return self._binary_level(("*", "/"), self.parse_matmul)

    def parse_matmul(self) -> ast.Expr:
        return self._binary_level(("@",), self.parse_unary)

    def parse_unary(self) -> ast.Expr:
        if self.at("-"):
            minus = self.next()
            self._enter(minus.span)
            try:
                operand = self.parse_unary()
            finally:
                self._nesting -= 1
            return self.mark(ast.Unary(minus.span.to(operand.span), "-", operand), operand)
        return self.parse_primary()

    def _enter(self, span: Span) -> None:
        self._nesting += 1
        if self._nesting > MAX_DEPTH:
            self.error(span, f"expression nested too deeply (more than {MAX_DEPTH} levels)")

    def parse_primary(self) -> ast.Expr:
        t = self.tok
        if t.kind == INT or t.kind == FLOAT:
            self.next()
            return self.mark(ast.Number(t.span, t.number, t.kind == FLOAT))
        if t.kind in BOOLS:
            self.next()
            return self.mark(ast.Bool(t.span, BOOLS[t.kind]))
        if t.kind == IDENT:
            nxt = self.peek()
            if nxt.kind == "(":
                return self.parse_call()
            if nxt.kind == "[":
                if t.text in ELEMENT_TYPES:
                    start = t.span
                    ty = self.parse_type()
                    return self.mark(ast.TypeArg(start.to(self.toks[self.pos - 1].span), ty))
                self.error(
                    nxt.span,
                    f"'{t.text}[' is not a type (types are f32[...], i64[...] or bool[...]) and Kina has no "
                    "indexing: use slice(...) or gather(...)",
                )
            self.next()
            if _is_reserved(t.text) and not self.internal:
                self.error(t.span, f"'{t.text}': names starting with '__' are reserved for the compiler")
            return self.mark(ast.Name(t.span, t.text))
        if t.kind == "(":
            return self.parse_paren()
        if t.kind == "while":
            return self.parse_while()
        if t.kind == "yield" or t.kind == "let" or t.kind == "return":
            self.error(t.span, f"expected an expression, found {t.describe()} (a statement keyword)")
        self.error(t.span, f"expected an expression, found {t.describe()}")

    def parse_paren(self) -> ast.Expr:
        lp = self.next()
        tuple_ok = self.pos - 1 == self.tuple_ok_at
        self._enter(lp.span)
        try:
            first = self.parse_expr()
            if not self.at(","):
                self.close(lp, "after the parenthesized expression")
                return first
            if not tuple_ok:
                self.error(
                    self.tok.span,
                    "a tuple (a, b, ...) is only allowed as the whole value after 'return' or 'yield'",
                )
            items = [first]
            while self.at(","):
                self.next()
                items.append(self.parse_expr())
            rp = self.close(lp, "after the tuple")
        finally:
            self._nesting -= 1
        if not self.at(";"):
            self.error(self.tok.span, f"expected ';' after the tuple, found {self.tok.describe()}")
        return self.mark(ast.TupleExpr(lp.span.to(rp.span), items), *items)

    def parse_call(self) -> ast.Expr:
        name = self.next()
        if _is_reserved(name.text) and not self.internal:
            self.error(name.span, f"'{name.text}': names starting with '__' are reserved for the compiler")
        lp = self.next()
        self._enter(lp.span)
        args: list[ast.Expr] = []
        kwargs: list[ast.Keyword] = []
        try:
            if not self.at(")"):
                while True:
                    if self.at(IDENT) and self.peek().kind == "=":
                        kwargs.append(self.parse_keyword(name.text, kwargs))
                    else:
                        if kwargs:
                            self.error(
                                self.tok.span,
                                f"{name.text}: a positional argument cannot follow keyword arguments",
                            )
                        args.append(self.parse_expr())
                    if self.at(","):
                        self.next()
                        continue
                    break
            rp = self.close(lp, f"after the arguments of {name.text}(...)")
        finally:
            self._nesting -= 1
        call = ast.Call(name.span.to(rp.span), name.text, args, kwargs, callee_span=name.span)
        return self.mark(call, *args)

    def parse_keyword(self, callee: str, seen: list[ast.Keyword]) -> ast.Keyword:
        key = self.next()
        if any(k.name == key.text for k in seen):
            self.error(key.span, f"{callee}: keyword '{key.text}' is given twice")
        self.next()  # '='
        if self.at("["):
            lb = self.next()
            value: ast.KwValue = self.sep_list(
                lambda: self.parse_kw_dim(callee, key.text), lb, f"in the list of '{key.text}'"
            )
        else:
            value = self.parse_kw_dim(callee, key.text)
        return ast.Keyword(key.text, value, key.span.to(self.toks[self.pos - 1].span))

    def parse_kw_dim(self, callee: str, key: str) -> Dim:
        t = self.tok
        if t.kind == INT:
            self.next()
            return t.integer
        if t.kind in BOOLS:
            self.next()
            return BOOLS[t.kind]
        if t.kind == "-" and self.peek().kind == INT:
            self.next()
            return -self.next().integer
        if t.kind == IDENT:
            if t.text not in self.shape_params:
                hint = "" if self.shape_params else " of this function"
                self.error(
                    t.span,
                    f"{callee}: '{key}' must be an integer literal or a shape parameter{hint}; "
                    f"'{t.text}' is neither",
                )
            return self._symbolic(t, f"'{key}'")
        if t.kind == "[":
            self.error(t.span, f"{callee}: '{key}' lists cannot be nested")
        self.error(
            t.span, f"{callee}: expected an integer for '{key}' (e.g. {key} = 1), found {t.describe()}"
        )

    def parse_while(self) -> ast.While:
        kw = self.next()
        lp = self.expect("(", "after 'while' (the carries: while (i = 0, h = h0) ...)")
        self._enter(lp.span)
        try:
            carries: list[ast.Carry] = []
            if self.at(")"):
                self.error(self.tok.span, "a while needs at least one carry: while (i = 0, ...)")
            while True:
                n = self.name("carry", "(a carry name) in while (NAME = INIT, ...)")
                self.expect("=", f"after carry '{n.text}' (carries are written NAME = INIT)")
                init = self.parse_expr()
                carries.append(ast.Carry(n.text, init, n.span.to(init.span)))
                if self.at(","):
                    self.next()
                    continue
                self.close(lp, "after the while carries")
                break
            if self.at("{"):
                self.error(self.tok.span, "expected the while condition (e.g. i < 3) before '{'")
            cond = self.parse_expr()
            lb = self.expect("{", "to open the while body")
            self.in_while += 1
            body: list[ast.Stmt] = []
            try:
                while not self.at("yield"):
                    if self.at("}"):
                        self.error(self.tok.span, "a while body must end with 'yield (...);'")
                    if self.at(EOF):
                        self.close(lb, "to end the while body")
                    body.append(self.parse_stmt())
            finally:
                self.in_while -= 1
            y = self.next()
            self.tuple_ok_at = self.pos
            yielded = self.parse_expr()
            value = yielded if isinstance(yielded, ast.TupleExpr) else self.mark(
                ast.TupleExpr(yielded.span, [yielded]), yielded)
            self.expect(";", "after yield")
            if not self.at("}"):
                if self.at(EOF):
                    self.close(lb, "to end the while body")
                self.error(self.tok.span, f"'yield' must be the last statement of the while body; found {self.tok.describe()}")
            rb = self.next()
        finally:
            self._nesting -= 1
        children: list[ast.Expr] = [c.init for c in carries] + [cond, value]
        children += [s.value for s in body if isinstance(s, (ast.Let, ast.Return))]
        node = ast.While(kw.span.to(rb.span), carries, cond, body, value, yield_span=y.span)
        return self.mark(node, *children)


def parse_source(source: Source, internal: bool = False) -> ast.Module:
    """Parse a whole module; KinaError carries every syntax error found."""
    return Parser(source, internal=internal).parse_module()
