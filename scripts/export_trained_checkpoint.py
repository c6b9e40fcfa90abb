#!/usr/bin/env python3
"""Regenerate storylm0-checkpoint-v1 with NumPy, byte
for byte (the same as `kina-play export-checkpoint`).  Default OUT: fixtures/storylm0."""

import sys

from kina_play.storylm0.export import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
