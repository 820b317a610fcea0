"""Pure-Python pseudonym generation: no Django import anywhere below this package.

The Django side turns rows into :class:`EngineDocument` values, calls a generator and
turns the :class:`Suggestion` values it returns back into rows.
"""
