"""The mistake catalogue: what a wrong gcd or lcm answer most likely mixed up, said kindly."""

from __future__ import annotations

import math

from numnum.arithmetic import divisors
from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.questions.reading import _whole


def gcd_mistakes(a: int, b: int, lang: str = "en", *, lcm_taught: bool = True) -> dict[int, str]:
    """The typical wrong answers to "the greatest common divisor of ``a`` and ``b``", each with
    what it means: the lcm for the gcd (gcd and lcm swapped), the product, a common divisor that
    is not the greatest (1 too), one of the numbers that does not divide the other.  For
    :func:`check_number`'s ``mistakes``.  Before the lcm is taught (``lcm_taught=False``, the
    lessons before lesson 9) the lcm is a multiple of both, without its name.

    >>> print(gcd_mistakes(12, 18)[36])
    36 is in the 12-row and in the 18-row: a common multiple (that is the lcm), not a divisor.
    The gcd divides both numbers, so it is at most 12.
    >>> print(gcd_mistakes(12, 18, lcm_taught=False)[36])
    36 is in the 12-row and in the 18-row: a multiple of both, not a divisor.
    The gcd divides both numbers, so it is at most 12.
    >>> print(gcd_mistakes(12, 18)[3])
    3 divides 12 and 18, but it is not the greatest common divisor: look for a bigger one.
    >>> sorted(gcd_mistakes(12, 18))
    [1, 2, 3, 12, 18, 36, 216]
    """
    lang = check_lang(lang)
    a, b = _whole(a, "a", 1, 10**6), _whole(b, "b", 1, 10**6)
    g, low = math.gcd(a, b), min(a, b)
    out: dict[int, str] = {}
    for d in divisors(g):
        if d == 1 and g > 1:
            out[1] = _("1 divides every number. Do {a} and {b} share a bigger divisor?", lang).format(a=a, b=b)
        elif d < g:
            out[d] = _(
                "{d} divides {a} and {b}, but it is not the greatest common divisor: look for a bigger one.", lang
            ).format(d=d, a=a, b=b)
    if lcm_taught:
        multiple = _(
            "{m} is in the {a}-row and in the {b}-row: a common multiple (that is the lcm), not a divisor. "
            "The gcd divides both numbers, so it is at most {low}.",
            lang,
        )
    else:
        multiple = _(
            "{m} is in the {a}-row and in the {b}-row: a multiple of both, not a divisor. "
            "The gcd divides both numbers, so it is at most {low}.",
            lang,
        )
    for m in (math.lcm(a, b), a * b):
        if m != g and m not in out:
            out[m] = multiple.format(m=m, a=a, b=b, low=low)
    for x, y in ((a, b), (b, a)):
        if x != g and x not in out:
            q, r = divmod(y, x)
            out[x] = _("{x} is a divisor of {x}, but not of {y}: {y} = {q} × {x} + {r}.", lang).format(
                x=x, y=y, q=q, r=r
            )
    return out


def lcm_mistakes(a: int, b: int, lang: str = "en") -> dict[int, str]:
    """The typical wrong answers to "the least common multiple of ``a`` and ``b``" (where the
    ``a``-row and the ``b``-row meet first), each with what it means: the product and other
    common multiples (meeting points, but not the first), the gcd for the lcm (gcd and lcm
    swapped), one of the numbers that is not in the other's row.  For :func:`check_number`'s
    ``mistakes``.

    >>> print(lcm_mistakes(4, 6)[24])
    4 × 6 = 24 is a meeting point, but not the first: the rows meet before.
    >>> print(lcm_mistakes(4, 6, "de")[2])
    2 ist ein Teiler beider Zahlen (ihr ggT). Das kgV ist in beiden Reihen, also mindestens 6.
    >>> sorted(lcm_mistakes(4, 6))
    [2, 4, 6, 24, 36]
    """
    lang = check_lang(lang)
    a, b = _whole(a, "a", 1, 10**6), _whole(b, "b", 1, 10**6)
    g, m = math.gcd(a, b), math.lcm(a, b)
    out: dict[int, str] = {}
    if a * b != m:
        out[a * b] = _("{a} × {b} = {p} is a meeting point, but not the first: the rows meet before.", lang).format(
            a=a, b=b, p=a * b
        )
    for k in (2, 3):
        if k * m not in out:
            out[k * m] = _(
                "{n} is in both rows, a meeting point, but not the first: look for a smaller one.", lang
            ).format(n=k * m)
    if g != m:
        out[g] = _(
            "{g} divides both numbers (it is their gcd). The lcm is in both rows, so it is at least {high}.", lang
        ).format(g=g, high=max(a, b))
    for x, y in ((a, b), (b, a)):
        if x != m and x not in out:
            out[x] = _("{x} is in the {x}-row, but not in the {y}-row. Look further along both rows.", lang).format(
                x=x, y=y
            )
    return out
