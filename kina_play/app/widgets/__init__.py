"""Reusable widgets: logit bars, heatmaps, token strip, loss curve, growing table."""

from .curves import LossCurve, NormBars
from .heatmap import Heatmap, KVCacheView, ProbHeatmap
from .logits import LogitBars
from .table import GrowingTable
from .tokens import TokenStrip

__all__ = ["GrowingTable", "Heatmap", "KVCacheView", "LogitBars", "LossCurve", "NormBars", "ProbHeatmap", "TokenStrip"]
