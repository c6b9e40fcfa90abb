"""A compile worker process: ``python -m kina_play.compiler.worker``.

Reads one JSON :class:`.units.UnitJob` per line on stdin, builds it into the
shared cache (:func:`.units.build_unit`) and answers one line,
:data:`.workers.REPLY` + JSON, on stdout.  Exits at end of input (its parent
closed the pipe or died).  See :mod:`.workers` for why builds run here.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict


def main() -> int:
    from .cache import ENV_CACHE_DIR
    from .units import UnitJob, build_unit
    from .workers import REPLY

    import mlir.ir  # noqa: F401  (warm: the first job should not pay for the import)

    from . import mlirgen, pipeline  # noqa: F401

    sys.stdout.write(REPLY + json.dumps({"ready": True}) + "\n")  # the pool hands out a worker only once it is ready
    sys.stdout.flush()
    for line in sys.stdin:
        try:
            data = json.loads(line)
            data["request"] = (data["request"][0], tuple(tuple(kv) for kv in data["request"][1]))
            # The job's cache is this process's cache while it builds: what the build keeps
            # beside the entries (the allocator guard) must be in the cache the parent uses
            # now, not in the one this worker was started under (maybe deleted since).
            os.environ[ENV_CACHE_DIR] = data["cache_root"]
            reply = {"ok": True, **asdict(build_unit(UnitJob(**data)))}
        except Exception as e:  # reported to the parent, which raises it there
            msg = getattr(e, "render", None)
            reply = {"ok": False, "error": str(msg()) if callable(msg) else f"{type(e).__name__}: {e}"}
        sys.stdout.write(REPLY + json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
