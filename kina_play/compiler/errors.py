"""The compiler's error type, shared by the passes, rewrites and checks."""

from __future__ import annotations


class PipelineError(RuntimeError):
    """The module could not be lowered to something the host may load."""
