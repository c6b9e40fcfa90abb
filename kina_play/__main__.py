"""``python -m kina_play`` — the same as the ``kina-play`` console script."""

import sys

from .cli import main

sys.exit(main())
