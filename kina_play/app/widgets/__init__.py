"""Reusable widgets: logit bars, heatmaps, token strip, loss curve."""

from .curves import LossCurve, NormBars
from .heatmap import Heatmap, KVCacheView, ProbHeatmap
from .logits import LogitBars
from .tokens import TokenStrip

__all__ = ["Heatmap", "KVCacheView", "LogitBars", "LossCurve", "NormBars", "ProbHeatmap", "TokenStrip"]
