"""Type checks (placeholder until the stubs check lands)."""
print("typecheck: not set up yet")
