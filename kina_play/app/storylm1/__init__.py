"""The StoryLM-1 views of the Decode, Train and Rollout tabs (shown when the
model picker says StoryLM-1). They render records of ``kina_play.storylm1``."""

from .decode_view import Lm1DecodeView
from .rollout_view import Lm1RolloutView
from .train_view import Lm1TrainView

__all__ = ["Lm1DecodeView", "Lm1RolloutView", "Lm1TrainView"]
