"""How fast are the explanations?  A benchmark, not a test: it prints, it asserts nothing.

    .venv/bin/python benchmarks/explain.py           # the full run (about 10 s)
    .venv/bin/python benchmarks/explain.py --quick   # fewer pairs and runs (a few seconds)

Three figures, each with its target and "ok" or "MISSED":

(a) warm explanation: the median time of ``explain(...)`` plus ``str()`` and ``_repr_markdown_()``
    over a few hundred pairs of the standard deck, after sympy is loaded (target <= 5 ms);
(b) first explanation with markdown in a fresh interpreter, sympy's import included, measured
    inside a subprocess after ``import numnum`` (target <= 1.5 s);
(c) ``import numnum``: the wall time of ``python -c "import numnum"`` minus that of a bare
    ``python -c "pass"``, medians of several subprocess runs (target <= 0.15 s).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time

WARM_TARGET_MS = 5.0
FIRST_TARGET_S = 1.5
IMPORT_TARGET_S = 0.15

FIRST_CODE = """
import time
import numnum
t0 = time.perf_counter()
e = numnum.explain("C12", "T18", bans={2})
text = str(e)
md = e._repr_markdown_()
t1 = time.perf_counter()
assert "\\\\gcd" in md and text in md
print(t1 - t0)
"""


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def runs_text(n: int) -> str:
    return f"{n} run" if n == 1 else f"{n} runs"


def sample_pairs(count: int, seed: int = 0) -> list[tuple[str, str, tuple[int, ...], str]]:
    """``count`` random (card, on, bans, lang) of the standard deck (number cards on number cards
    mostly, so that the markdown has factorisations; some wish and ban cards)."""
    from numnum import Kind
    from numnum.variants.numnum import standard_deck

    cards = list(dict.fromkeys(standard_deck()))
    numbers = [c.text for c in cards if c.kind is Kind.NUMBER]
    specials = [c.text for c in cards if c.kind is not Kind.NUMBER]
    tops = [*numbers, "W C", "W T", "W S", "W H"]
    bans_states = [(), (2,), (5,), (2, 5)]
    rng = random.Random(seed)
    out = []
    for i in range(count):
        card = rng.choice(specials) if i % 10 == 9 else rng.choice(numbers)
        on = rng.choice(tops) if i % 10 == 8 else rng.choice(numbers)
        out.append((card, on, rng.choice(bans_states), rng.choice(("en", "de"))))
    return out


def warm_explanation_ms(pairs: int) -> float:
    """(a) The median over ``pairs`` pairs of the best of three timings of one explanation."""
    from numnum import explain

    explain("C12", "T18")._repr_markdown_()  # sympy and the German catalog loaded: warm
    explain("C12", "T18", lang="de")._repr_markdown_()
    times = []
    for card, on, bans, lang in sample_pairs(pairs):
        best = float("inf")
        for _ in range(3):
            t0 = time.perf_counter()
            e = explain(card, on, bans, lang=lang)
            str(e)
            e._repr_markdown_()
            best = min(best, time.perf_counter() - t0)
        times.append(best)
    return statistics.median(times) * 1000


def run(code: str) -> float:
    """Wall time of ``python -c code`` in a fresh interpreter, in seconds."""
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
    return time.perf_counter() - t0


def first_explanation_s(runs: int) -> float:
    """(b) The median over ``runs`` fresh interpreters of the first explanation with markdown."""
    times = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", FIRST_CODE], check=True, capture_output=True, text=True)
        times.append(float(out.stdout.strip()))
    return statistics.median(times)


def import_s(runs: int) -> tuple[float, float, float]:
    """(c) Medians of ``import numnum`` and of a bare start-up (interleaved), and their difference."""
    run("import numnum")  # warm the file system caches and the byte-code files
    bare, with_numnum = [], []
    for _ in range(runs):
        bare.append(run("pass"))
        with_numnum.append(run("import numnum"))
    b, n = statistics.median(bare), statistics.median(with_numnum)
    return n - b, n, b


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer pairs and runs (for the test suite)")
    args = parser.parse_args(argv)
    pairs, runs = (100, 1) if args.quick else (400, 5)
    import_runs = 3 if args.quick else 9

    ms = warm_explanation_ms(pairs)
    print(
        f"(a) warm explanation (text and markdown), median of {pairs} pairs: {ms:.3f} ms "
        f"(target <= {WARM_TARGET_MS:g} ms) {verdict(ms <= WARM_TARGET_MS)}",
        flush=True,
    )
    first = first_explanation_s(runs)
    ok = verdict(first <= FIRST_TARGET_S)
    print(
        f"(b) first explanation with markdown in a fresh interpreter (sympy import included), "
        f"median of {runs_text(runs)}: {first:.3f} s (target <= {FIRST_TARGET_S:g} s) {ok}",
        flush=True,
    )
    diff, full, bare = import_s(import_runs)
    print(
        f"(c) import numnum minus bare interpreter start-up, median of {runs_text(import_runs)}: {diff:.3f} s "
        f"({full:.3f} s - {bare:.3f} s) (target <= {IMPORT_TARGET_S:g} s) {verdict(diff <= IMPORT_TARGET_S)}",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
