"""The ``surrogate`` generator: pseudonyms by category, no model (issue 12)."""

from __future__ import annotations

from .generator import SurrogateGenerator
from .memory import SurrogateMemory

__all__ = ["SurrogateGenerator", "SurrogateMemory"]
