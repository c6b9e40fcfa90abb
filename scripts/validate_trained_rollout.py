#!/usr/bin/env python3
"""Load v1, compile storylm0_rollout.kina, and check
(a) 32 greedy tokens twice = the locked cycle, (b) 32 sampled tokens twice =
Gumbel-max on RandomState(42), (c) causal non-leak (compiled, and PyTorch when
present), (d) the text "once upon a time the end" × 6."""

import sys

from kina_play.storylm0.checks import Suite, run_checks, summary

WANTED = (
    "compile storylm0_rollout.kina",
    "v1 checkpoint manifest",
    "v1 greedy rollout twice = locked 36",
    "v1 sampled rollout twice = numpy sampler",
    "v1 causal non-leak",
    "v1 forward vs torch, torch non-leak",
)

if __name__ == "__main__":
    results = list(run_checks(Suite(), only=WANTED))
    for r in results:
        print(r.line())
    print(summary(results))
    sys.exit(0 if all(r.ok is not False for r in results) else 1)
