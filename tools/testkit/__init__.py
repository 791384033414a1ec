"""What both the tests and the benchmarks use: the firmware's paths as key scripts
(device_paths), the deal's reference algorithm (fdr_reference), scripted sessions through
the save journal (journal_play) and the power cuts at every step of a flash write
(power_cuts), a plain poker-rank evaluator and exact counts (poker_rank_reference), and
helpers that play hands and snapshot them (tables).

Nothing here imports a test module: host_tests/ imports testkit, never the other way
(host_tests/tools/test_architecture.py checks it).
"""
