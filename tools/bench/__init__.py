"""The benchmarks: tools/bench/NAME.py each, run by tools/bench/run.py (`make bench` runs
them all); common.py holds what several share (the smallest-heap bisection, a script on a
VM), interleave.py the timing harness, readme_figures.py the README's figure table."""
