"""Coefficients of the learned evaluation per era (0 canal, 1 rail), written by fit.py."""

COEFFICIENTS: dict[int, dict[str, float]] = {0: {}, 1: {}}
