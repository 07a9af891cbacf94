"""The fuzz campaign behind ``make fuzz`` and the short pass CI runs.

``worker``: a persistent forked process that runs each input under a memory cap and a time
limit; ``mutators`` and ``generators``: how inputs are made; ``targets``, ``outputs`` and
``network``: what an input is run through; ``campaign``: targets, seeds and the feedback
loop. ``tests/fuzz.py`` is the command line.
"""
