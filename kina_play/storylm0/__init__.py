"""StoryLM-0 on the host: constants, vocab, weights and checkpoints, the
independent NumPy reference, sampling, the SGD loop and the v1 export.

Modules (import them directly; this package imports nothing eagerly):

* ``spec``               — every normative number of StoryLM-0
* ``vocab``              — the eight-word vocabulary (encode / decode)
* ``weights``            — ``Weights``, v0 recipe, deterministic checkpoint I/O
* ``reference``          — NumPy forward / decode / NLL / hand-derived gradient
* ``rollout_reference``  — re-forward, KV and decode-instance reference rollouts
* ``sampling``           — argmax (lowest index on ties), Gumbel-max
* ``train``              — engine-agnostic host SGD (40 epochs, lr 0.1)
* ``export``             — regenerate storylm0-checkpoint-v1 byte for byte
* ``torch_reference``    — the same algebra in PyTorch, when installed

Nothing here imports the compiler or the runtime: the reference is the
independent witness for compiled code.
"""
