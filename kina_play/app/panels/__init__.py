"""One module per tab of the playground."""

from .base import Panel
from .check import CheckPanel
from .decode import DecodePanel
from .programs import ProgramsPanel
from .rollout import RolloutPanel
from .train import TrainPanel

__all__ = ["CheckPanel", "DecodePanel", "Panel", "ProgramsPanel", "RolloutPanel", "TrainPanel"]
