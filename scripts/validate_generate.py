#!/usr/bin/env python3
"""Compile storylm0_generate.kina to a .so, run the host loop
(v0 weights, seed token 3, decode_self → decode_s1 → decode_s2) and check the
incremental KV algebra and every step against a full causal forward (NumPy, and
PyTorch when present).  The same checks `kina-play --check` runs."""

import sys

from kina_play.storylm0.checks import Suite, run_checks, summary

WANTED = ("compile storylm0_generate.kina", "decode_s2 result type", "KV-cache decode loop (v0, token 3)", "KV-cache decode vs torch")

if __name__ == "__main__":
    suite = Suite()
    results = [r for r in run_checks(suite, only=WANTED)]
    for r in results:
        print(r.line())
    print(summary(results))
    sys.exit(0 if all(r.ok is not False for r in results) else 1)
