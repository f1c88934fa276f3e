"""Bot strength and speed: the expert against three greedy bots, seats rotated.

For every variant (the Mau Mau presets too) it plays a seeded series with
:func:`numnum.tournament.run_tournament` (game ``i``: seed ``S + i``, the bots moved on by ``i``
seats) and prints the expert's win rate with its 95 % Wilson interval (targets of issue #19: at
least 45 % in 4-player NumNum and 33 % in every other game and preset, where a bot as good as
greedy wins 25 %; the first target was 40 %) and its decision times: the median over all its
decisions (target: at most 100 ms), the median and 90th percentile over the decisions it
searched (those with more than one legal move) and the slowest one (target with ``--widget``,
the table's think-time limit: none over 1 s); the last column says whether a series meets them.

Usage::

    python benchmarks/bots.py                       # 200 games of NumNum, 40 of every other variant
    python benchmarks/bots.py --games 400 --other-games 100 --jobs 2
    python benchmarks/bots.py --variant numnum --json
    python benchmarks/bots.py --bots level4,greedy,greedy,greedy
    python benchmarks/bots.py --cpu                 # decisions timed in processor time
    python benchmarks/bots.py --widget              # with the widget's think-time limit

``--jobs 2`` splits each series among two processes (the same games and results; the decision
times then share the machine).  ``--cpu`` times each decision with ``time.process_time`` (the
processor time of the process that decides) instead of the wall clock: on a busy machine the
wall-clock times grow with the load, the processor times much less.  A benchmark, not a test:
nothing here fails because of a result.

Measured on the 2-core development machine (``--games 400 --other-games 100``, one process,
other jobs running; times in ms; "searched": decisions with more than one legal move)::

    variant      games  win rate  95% CI       median  searched median  p90
    numnum         400     38.0%  33.4-42.8%     47.6             49.2   86.0
    maumau:basic   100     27.0%  19.3-36.4%     29.4             34.7   48.6
    maumau:club    100     26.0%  18.4-35.4%     56.0             78.5  219.9
    maumau_110     100     30.0%  21.9-39.6%      0.0             28.9   46.2
    number_one     100     26.0%  18.4-35.4%     19.5             39.1   66.7

Another 400 NumNum games (seeds from 5000): 39.5 %.

After the stronger inference (every draw/pass constraint of the round, NumNum plays checked
against the greedy rules, hands repaired until they agree), 2 x 800 NumNum games paired with the
version before (seeds 1-800 and 5001-5800): 607/1600 = 37.9 % (95 % CI 35.6-40.3 %) against
587/1600 = 36.7 % (34.4-39.1 %); 55 games won only by the new version, 35 only by the old one.
Median decision in processor time (``--cpu``, 16 games, both versions side by side): 53.7 ms
against 39.2 ms.  maumau:basic, 200 games: 26.5 % (20.9-33.0 %), median 23.5 ms.  Only about
one searched decision in 30 overrides the rules' favourite; lowering ``confidence`` to 1.0 or
0.5 did not help (0.5 was worse), nor did truncated playouts (``horizon`` 12 or 24) or 800
playouts a decision (a point at most, on 160 games).  The expert's own tuned rules alone (no
search) win about 35-37 % against three greedy bots; the search adds 2-4 points.  A bot as
good as greedy wins 25 %.

After the expert's rules learnt to count the next player's chance to play on the table a move
leaves (``follow``: 100 over their hand size times that chance, from the cards they may hold,
:class:`numnum.bots.inference.FollowOdds`), the same 2 x 800 games: 619/1600 = 38.7 % (95 % CI
36.3-41.1 %) against 607/1600; 40 games won only by the new version, 28 only by the old one. The
rules alone (no search), paired over 6000 games: +0.9 points (standard error 0.3). Median
decision (``--cpu``, 24 games): 50.6 ms. Other variants (200 games each, ``--cpu``; the change
is NumNum's only): maumau:basic 26.5 % (20.9-33.0 %), median 21.0 ms; maumau:club 27.0 %
(21.3-33.5 %), median 60.9 ms; maumau_110 24.5 % (19.1-30.9 %), searched median 25.1 ms;
number_one 23.5 % (18.2-29.8 %), median 15.0 ms. Tried without gain (rules alone, paired,
3000-6000 games): a hand-coverage term (share of the deck the rest of the hand fits on), keeping
double-fit pairs in the hand, the difficulty counted under the bans in force, a heavier
difficulty next to a player with few cards, keeping jokers after a draw, drawing instead of
playing a joker, the chance of the player after next too, other ban and difficulty weights with
``follow``; and 240 playouts a decision instead of 160 (622/1600 against 619/1600: 32 games won
only with 240, 29 only with 160).

After the race (:mod:`numnum.bots.expert`: the first playouts shared evenly among the candidates
as before, then rounds of 8 deals more for the favourite and the challengers still in the race,
at most 2.5 x ``simulations`` rounds; a challenger beats the favourite at 1.5 standard errors
instead of 2), the same 2 x 800 NumNum games: 637/1600 = 39.8 % (95 % CI 37.4-42.2 %) against
619/1600 = 38.7 % (36.3-41.1 %); 88 games won only by the new version, 70 only by the old one
(+1.1 points, standard error 0.8: a gain, not yet a sure one; the target of 40 % is not reached).
Median decision in processor time over those games: 56.8 ms against 46.2 ms.  Where the budget
went was chosen offline first: 414 searched decisions of 70 games (seeds 30001-30070), every
candidate played on 800 deals; a way of choosing was run on 400 of the deals and judged on the
other 400 (the win chance lost to the best candidate, as the playouts judge it).  The fixed 160
playouts lost 0.82 points a decision, the rules' favourite alone 1.25, the race 0.38 (at about
2.3 times the playouts on average, 1.3 times the median); the games show about 40 % of that
gain, so the playouts judge moves less well than they believe.

Every variant with the race (``--games 200 --other-games 200 --cpu``, one process; times in ms;
in classic Mau Mau the race is shorter, ``extend`` 1.0 instead of 2.5, see
``MauMauRules.BOT_EXTEND``: with 2.5, maumau:club won 31.0 % but its decisions took a median of 89.6 ms
and 1.0 s at the 90th percentile, maumau:basic 31.0 % at a median of 25.7 ms)::

    variant      games  win rate  95% CI       median  searched median    p90
    numnum         200     38.5%  32.0-45.4%     60.6             63.0  307.9
    maumau:basic   200     27.0%  21.3-33.5%     21.8             26.3   64.0
    maumau:club    200     35.0%  28.7-41.8%     79.6            132.9  542.1
    maumau_110     200     25.5%  20.0-32.0%      0.0             32.8  155.6
    number_one     200     25.5%  20.0-32.0%      0.3             36.0  192.5

A bot as good as greedy wins 25 %.  Before the race (same seeds, 200 games each): maumau:club
27.0 %, maumau:basic 26.5 %, maumau_110 24.5 %, number_one 23.5 %; the club rules may gain (the
intervals overlap), the others are within the noise.  The race makes the slow decisions slower:
NumNum's 90th percentile of searched decisions is about 300 ms.

Tried without gain: a challenger winning at 1.25 standard errors and leaving the race only 1
standard error behind (offline 0.32 points a decision; 800 games: 298 against 304 of the race,
only 24 games with another winner); the other players' ties broken at random in the playouts, as
the greedy bot breaks them (800 games: 302 against 304, 26 games with another winner); 240
first playouts instead of 160 (offline 0.36 points against 0.38 at 1.5 times the median, not
played).

After the follow term in the playouts (the expert's own later moves in a playout count the next
player's chance to follow as its shortlist does, from that player's *dealt* hand: a move that
leaves a table the hand can play on costs ``playout_follow`` 100 over its size,
:func:`numnum.bots.greedy.follow_costs`; before, the playouts played the expert's rules without
it), the same 2 x 800 NumNum games: 657/1600 = 41.1 % (95 % CI 38.7-43.5 %) against 637/1600 =
39.8 % (37.4-42.2 %); 39 games won only by the new version, 19 only by the old one (+1.2 points,
standard error 0.5; seeds 1-800: 316 against 304, 5001-5800: 341 against 333).  The target of
40 % is reached, if not by a wide margin.  Median decision in processor time: 52.4 ms (seeds
1-800) and 52.8 ms (5001-5800), two processes side by side, against 56.8 ms for both halves of
the old version in an earlier run of the same kind; the two versions side by side on seeds 1-60:
54.4 ms against 48.7 ms (the term costs a few ms; the medians of short series vary with the
games).  The term is NumNum's only: the other variants play as before.  Tried without more
gain: the chance the dealt next hand's *size* gives, not its cards (``1 - (1 - p) ** n``, ``p``
the share of the deck playable on the table): 649/1600 = 40.6 % (33 games won only by it, 21
only by the old version; against the dealt hand's cards: 29 and 37).

A check on fresh games that no change was tuned on (``--variant numnum --games 800 --seed 9001
--jobs 2 --cpu``, seeds 9001-9800): 324/800 = 40.5 % (95 % CI 37.2-43.9 %), median decision
55.2 ms, searched median 56.6 ms, p90 300.5 ms.  All 2400 games together: 981/2400 = 40.9 %.

Issue #19, item 3 (targets: 45 % in 4-player NumNum, 33 % in every other game and preset,
median decision at most 100 ms, none over 1 s in the widget).  The machine was shared by five
agents (load average 8-10 on 2 cores); processor times per decision rose to about twice those
measured on a quiet machine above, and only short series fitted in the time left.

*Information-set search.*  ``ExpertBot(search="ismcts")`` (an open-loop information-set tree
over the expert's own moves, one deal of the inference sampler per playout, a deal serving as
many playouts as there are candidates, UCB1 with the rules' judgement as prior, the move tried
most) against the race, 120 games of 4-player NumNum on the same seeds (81001-81120, processor
time): the race 51 wins (42.5 %, median decision 120 ms), the tree search 39 (32.5 %, median
115 ms); 20 games won only by the race, 8 only by the tree (sign test p = 0.04).  In a game where
the deal decides most of the result, the race's paired comparison (every candidate on the same
deals) measures small differences that a tree, one first move per playout, does not.  A tree
below each candidate of the race (``tree_depth=2``) without progressive widening spoilt the
playouts (4 wins of 120); with it (``widen``) it plays like the race at these budgets (the tree
rarely leaves the rules' move) and was not measured further.  The default stays the race.

*The figures on fresh seeds* (not tuned on; the default expert, the race, as before).
``python benchmarks/bots.py --variant numnum --games 120 --seed 30001 --cpu`` and
``python benchmarks/bots.py --variant maumau:basic --variant maumau:club --variant maumau_110
--variant number_one --other-games 40 --seed 30001 --cpu`` (one process each, both at once,
times in processor ms under the load above)::

    variant      games  wins  win rate  95% CI       median  searched med  p90     max     target
    numnum         120    51     42.5%  34.0-51.4%    120.4         128.5  602.8  1482.1   NOT met
    maumau:basic    40    12     30.0%  18.1-45.4%     46.4          56.1  148.2   260.9   NOT met
    maumau:club     40    20     50.0%  35.2-64.8%    174.1         272.8 1180.0  3010.1   NOT met
    maumau_110      40    12     30.0%  18.1-45.4%      0.0          68.5  308.4   620.2   NOT met
    number_one      40    12     30.0%  18.1-45.4%      0.4          78.2  385.5   912.6   NOT met

The win-rate targets are not met (NumNum 42.5 %, and all 2400 earlier games on other seeds
40.9 %; the other games' series are too short to tell 30 % from 33 %, their intervals hold
both).  The medians are within 100 ms except maumau:club and, under this load, NumNum (about
55 ms on a quiet machine, above).  In the widget (``--variant numnum --games 12 --seed 31001
--widget``: the table's 0.6 s think-time limit, wall clock under the same load) the slowest
decision took 856 ms, none over 1 s; the search bots never think longer than the limit plus one
deal's playouts.

On the wheel compiled with mypyc (``NUMNUM_USE_MYPYC=1 pip wheel``, installed in a venv of its
own, the script run from outside the source tree; load average about 2.5), seeds from 32001:
NumNum 29/80 = 36.2 % (95 % CI 26.6-47.2 %), median 71.8 ms, p90 of searched decisions 368 ms,
slowest 812 ms; maumau:club 12/40 = 30.0 % (18.1-45.4 %), median 65.7 ms, slowest 950 ms.  All
the NumNum games of this session on fresh seeds: 80/200 = 40.0 %.

*Levels 1-5* (``python -m numnum tournament --round-robin``: every pair plays the same seeded
games, seats rotated; a table of four seats holds the two bots twice).  Level 1 plays like a
young child (the first card that fits, calls forgotten, catches and chances to play on missed,
see :mod:`numnum.bots.child`), level 2 is greedy with the child's move in a third of its
decisions, level 3 greedy, level 4 the expert with half of its decisions made at a glance by the
greedy rules, level 5 the expert.  (Level 4 as it was, the expert with 32 playouts, drew level 5
50 to 50 in 100 two-player games: not below it.)::

    python -m numnum tournament --round-robin --players 4 --games 200 --seed 40001 --bots level1,level2,level3
      level2 against level1  won  148  lost   52   74.0%  95% CI 67.5-79.6%
      level3 against level1  won  169  lost   31   84.5%  95% CI 78.8-88.9%
      level3 against level2  won  125  lost   75   62.5%  95% CI 55.6-68.9%
    ratings: level1 1331, level2 1520, level3 1614; each bot beat the one before it: yes

    python -m numnum tournament --round-robin --players 2 --games 150 --seed 7201 --bots level3,level4,level5
      level4 against level3  won   98  lost   52   65.3%  95% CI 57.4-72.5%
      level5 against level3  won  111  lost   39   74.0%  95% CI 66.4-80.4%
      level5 against level4  won   91  lost   59   60.7%  95% CI 52.7-68.1%
    ratings: level3 1400, level4 1509, level5 1582; each bot beat the one before it: yes

Two players, levels 1-3 (``--players 2 --games 150 --seed 40001``): 95 : 55, 108 : 42, and level 3
against level 2 86 : 64 (57.3 %, 95 % CI 49.3-65.0 %): ordered, but two-player NumNum shows the
gentle levels' differences less clearly than a table of four.  All five levels in one round
robin did not fit in the time left (the pairs with the expert take most of it).

*Issue #19, item 3, the next session* (one process at a time, the other core busy with engine
benchmarks; times in processor ms, which that load still raises).  All comparisons paired:
the same seeds, the expert against three greedy bots, 4 players, seats rotated, "A only" and
"B only" the games won by one version and not the other; a script of the same kind as this one.

What the hidden hands are worth: the expert dealt the *true* hands in its playouts (the draw
pile shuffled), 120 games (seeds 500001): maumau_110 50 wins against 35 of the expert (24 A
only, 9 B only), number_one 50 against 28 (29 and 7).  Knowing the other hands is worth 12-18
points there, more than any change below gained.

*The deals agree with the other players' choices in the coloured games too* (the inference of
NumNum, :class:`numnum.bots.inference.Judge`: the greedy rules holding the dealt hand would
have made the plays that player made; :func:`numnum.bots.inference.evidence` now finds the
choices in every variant, with the hand sizes, a draw taking the penalty pending then, and the
direction of play then; the test that the true hands always agree runs in all five games).
Against the expert without it (``tries=0``):

    variant       seeds          games  with  without  A only  B only
    maumau_110    600001-        120     35     27       14       6
    maumau_110    700001-        200     61     53       17       9
    number_one    600001-        120     32     37        7      12
    number_one    700001-        200     57     66        9      18
    maumau:basic  700001-        200     53     47       11       5
    maumau:club   700001-        120     38     40       13      15

It is on in NumNum and both Mau Mau games (``EXPERT_JUDGED``), off in Number ONE (16 games won
only with it, 30 only without; its judge knows only single cards and the move made, not the
other Doppeln and Strassen).  On fresh seeds (91001-91200) maumau_110 with it won 57 games,
without it 57 (15 A only, 15 B only): over all three series 46 against 30 games, not a sure
gain (about 1.8 standard errors).  The same 200 deals gave the benchmark's expert (another seed
of its own) 50 wins, below: the expert's own random numbers alone move such a series by a few
points.

*The follow term in the coloured games* (``GreedyPolicy.coloured_follow_costs``,
``FollowOdds.chance_of``: a play without an effect, or ``pass``, that leaves a table the next
player can play on costs the weight over their hand size).  The greedy rules with it, from the
next player's *real* hand, against three greedy bots (3000 games, seeds 300001): weight 10
maumau_110 +1.5 points (177 A only, 130 B only), maumau:basic +0.8 (100, 77); weight 100 -1.9
and -3.1 (a first version that let plays with an effect cost nothing: -1.8, -2.0 in
number_one, -1.4).  From the view (the expert's rules alone, ``candidates=1``, 3000 games,
seeds 400001), weight 10: maumau_110 +1.0 (243, 213), maumau:basic +0.5 (78, 64), number_one
+0.8 (270, 245).  With the search (both weights 10 against none, 200 games, seeds 700001):
maumau_110 52 against 53 (16, 17), number_one 64 against 66 (16, 18), and together with the
judge 47 against 53 and 53 against 66.  No gain with the search: the weight stays 0 outside
NumNum (``EXPERT_FOLLOW``; ``ExpertBot(follow=..., playout_follow=...)`` turns it on).

Tried without gain: the greedy weights for the expert's own rules in maumau_110, one at a time
(4000 games each, seeds 200001): none gained more than 2 standard errors (no wild cards kept,
``keep_wild=0``: -6.6 points; no suit named by the hand, ``choice=0``: -3.4; ``choice=4``:
-1.0; the others within 0.4 points); the other variants were not scanned.  More playouts:
number_one with 250 instead of 100, 200 games (seeds 700001): 66 against 66 (10, 10).  Fewer
playouts for classic Mau Mau (60 instead of 100) to bring the club rules' median decision under
100 ms: 32 against 38 wins of 120 (6, 12), median 97.4 ms against 135.7 ms: the constant stays
100.

*The figures on fresh seeds* (``python benchmarks/bots.py --variant numnum --variant
maumau:basic --variant maumau_110 --variant number_one --games 200 --other-games 200 --seed
91001 --cpu``, and ``--variant maumau:club --other-games 120``)::

    variant      games  wins  win rate  95% CI       median  searched med  p90     max     target
    numnum         200    74     37.0%  30.6-43.9%     90.1          93.4  477.8  1253.8   NOT met
    maumau:basic   200    54     27.0%  21.3-33.5%     48.2          56.7  131.3   366.3   NOT met
    maumau:club    120    41     34.2%  26.3-43.0%    130.7         191.6  768.5  2791.1   NOT met
    maumau_110     200    50     25.0%  19.5-31.4%      0.0          73.0  320.3   744.2   NOT met
    number_one     200    59     29.5%  23.6-36.2%      0.8          68.8  358.1  1235.1   NOT met

The targets are not met: NumNum is at 37-41 % (all NumNum games on fresh seeds so far: 478/1200
= 39.8 %), the coloured games at 25-34 %, the club rules' median decision above 100 ms under
this load (about 80 ms on a quiet machine, above).  NumNum plays as before this session (the
same result, game by game, as the main branch's code in 12 games, seeds 880001), so levels 1-5
stay ordered as measured above (the round robin plays NumNum).  In the
widget (``--widget``, the table's 0.6 s limit, wall clock, seeds 92001): NumNum, 12 games, the
slowest decision 601 ms; maumau:club, 8 games, 630 ms: none over 1 s.

*Issue #19, item 3, how good the deals are* (``benchmarks/deals.py``: greedy bots play 30
games per variant, seeds 95001; at every other searched decision of one seat 20 games are
dealt from its view in each way and every other hand dealt is compared with the true one;
"overlap": the share of the true hand's cards the dealt hand holds, "with" and "without" of
the hands the history speaks of and of the others, "expected": hand size over unseen cards,
below what a uniform deal gets where the deck repeats cards; "stuck": of the
true hands that cannot play on the table now, the share of dealt hands that cannot either;
"can": the same for those that can; "agree": the share of dealt hands that would have made
all their player's plays by the greedy rules; "judged": the judge in every variant)::

    variant       way      expected overlap    with without   stuck     can   agree ms/deal
    numnum        uniform     0.040   0.051       -   0.051   0.247   0.935   0.239   0.144
    numnum        draws       0.040   0.053   0.053   0.053   0.342   0.932   0.237   0.164
    numnum        expert      0.040   0.102   0.105   0.074   0.347   0.958   0.978   0.613
    numnum        judged      0.040   0.102   0.105   0.074   0.347   0.958   0.978   0.621
      (80 decisions)
    maumau:basic  uniform     0.207   0.203       -   0.203   0.317   0.838   0.517   0.090
    maumau:basic  draws       0.207   0.219   0.207   0.225   0.415   0.830   0.535   0.122
    maumau:basic  expert      0.207   0.293   0.301   0.266   0.513   0.871   0.959   0.278
    maumau:basic  judged      0.207   0.293   0.301   0.266   0.513   0.871   0.959   0.293
      (70 decisions)
    maumau:club   uniform     0.244   0.242       -   0.242   0.504   0.867   0.506   0.082
    maumau:club   draws       0.244   0.264   0.271   0.260   0.583   0.865   0.518   0.139
    maumau:club   expert      0.244   0.322   0.327   0.218   0.613   0.882   0.934   0.350
    maumau:club   judged      0.244   0.322   0.327   0.218   0.613   0.882   0.934   0.378
      (222 decisions)
    maumau_110    uniform     0.054   0.092       -   0.092   0.343   0.801   0.660   0.117
    maumau_110    draws       0.054   0.107   0.108   0.106   0.522   0.760   0.664   0.172
    maumau_110    expert      0.054   0.118   0.114   0.144   0.528   0.785   0.999   0.291
    maumau_110    judged      0.054   0.118   0.114   0.144   0.528   0.785   0.999   0.302
      (97 decisions)
    number_one    uniform     0.047   0.086       -   0.086   0.349   0.807   0.715   0.114
    number_one    draws       0.047   0.099   0.112   0.092   0.500   0.794   0.707   0.156
    number_one    expert      0.047   0.099   0.112   0.092   0.500   0.794   0.707   0.153
    number_one    judged      0.047   0.110   0.108   0.127   0.508   0.817   0.999   0.285
      (84 decisions)

The expert's deals already agree with nearly every play the other players made (93-100 %),
and the draws and passes are kept.  They hold about twice the true cards a uniform deal holds
in NumNum, 1.4 times in maumau:basic, 1.1-1.3 times in the 110-card game and Number ONE; a
true hand that cannot play on the table is dealt as one that cannot in only 35 % (NumNum) to
61 % (maumau:club) of the deals.  *A Markov chain over the hidden cards* (Metropolis: a card of
a hand the history speaks of swapped with another hidden card, the draw pile's or another
hand's; a swap kept unless it breaks more draws, passes or plays, then with the chance
``exp(-8)`` for each one broken more) does not deal closer to the truth: 300 swaps from the
expert's deal, or 1000 from a uniform one (nearly exact samples of the hands that agree with
all the evidence), gave overlaps 0.102 and 0.104 against the expert's 0.102 in NumNum, 0.118
and 0.121 against 0.119 in maumau_110, "stuck" 0.317 and 0.364 against 0.347, 0.522 and 0.512
against 0.525; with a weaker penalty (``exp(-3)``) slightly worse everywhere.  The expert's
deals are as good as the evidence allows: what the expert dealt the true hands gains (12-18
points, above) comes from cards that nothing in the history tells.  In games (paired as above,
the expert's deals refined by 30 swaps of the chain, costing 1.5 ms a deal in NumNum, 0.6 in
maumau_110; seeds from 93001)::

    variant       change                                  games  with  without  A only  B only
    maumau_110    30 swaps a deal                           200     56     52       18      14
    number_one    the judge, by 30 swaps, no repair         200     44     43       12      11
    numnum        30 swaps a deal                           200     77     77        7       7
    maumau_110    confidence 0.75 instead of 1.5            200     54     52       11       9
    maumau_110    confidence 0 (the best mean)              200     53     52       20      19
    maumau_110    3 candidates instead of 6                 200     51     52        0       1
    maumau:club   draw penalties keep the evidence (*)      120     45     46        6       7

NumNum's median decision with the swaps: 185.2 ms against 85.4 ms (processor time, the other
core busy).  (*) A player who takes a draw penalty keeps their constraints and choices, with
the cards taken counted as the newest ones, instead of losing them (``evidence`` drops them
now).  None of these gains; none is in the code.  In maumau_110 the search hardly moves the
game: with 3 candidates instead of 6 one game of 200 ends otherwise, and following the best
mean however small its lead (confidence 0) changes 39 results, as many for the better as for
the worse; with these deals the playouts cannot tell the rules' move from the others, where
with the true hands (above) they win 12-18 points more.  The default expert on these fresh seeds
(the "without" column; maumau:club seeds 93001-93120): NumNum 77/200 = 38.5 % (median 85.4
ms), maumau_110 52/200 = 26.0 % (searched median 63.8 ms), Number ONE 43/200 = 21.5 %,
maumau:club 46/120 = 38.3 % (median 156.9 ms).  The targets stay unmet.

*Levels 3-5 in the coloured games* (the round robin had played NumNum only; the wheel compiled
with mypyc, ``python -m numnum tournament --round-robin --players 2 --games 150 --seed 960001
--bots level3,level4,level5 --variant ...``; wins of the first against the second)::

    variant        level4-level3  level5-level3  level5-level4  each beat the one before
    maumau:basic       80 : 70        92 : 58        84 : 66     yes
    maumau:club        86 : 64       108 : 42        81 : 69     yes
    maumau_110         88 : 62        86 : 64        74 : 76     no
    number_one         85 : 65        80 : 70        78 : 72     yes

With 150 games a pair (95 % intervals of about 8 points either way) only club's level 5
against level 3 is clear of chance.  maumau_110 at four players (200 games a pair, seeds
970001): 98 : 102, 102 : 98, 102 : 98.  Levels 3, 4 and 5 play alike in the 110-card game,
as the expert's 25-26 % against three greedy bots and the 3-candidate run above say: there
the search leaves the greedy rules' move nearly always, so the order of levels 3-5 is not met.

*What the hidden hands are worth* (``benchmarks/hands.py``: the expert and the same expert
whose every deal holds the other players' true hands, only the draw pile shuffled, play the
same seeded games against three greedy bots; pure build, seeds from 500001; the same way on
seeds from 93001 for NumNum and maumau:basic)::

    variant       seeds    games  expert        true hands    expert only  true only
    numnum        500001    120   47  39.2 %    71  59.2 %        5           29
    numnum         93001    120   45  37.5 %    68  56.7 %
    maumau:basic  500001    120   37  30.8 %    61  50.8 %        2           26
    maumau:basic   93001    120   34  28.3 %    63  52.5 %
    maumau:club   500001    120   31  25.8 %    71  59.2 %        7           47
    maumau_110    500001    120   32  26.7 %    51  42.5 %        6           25
    number_one    500001    120   29  24.2 %    44  36.7 %        4           19

Knowing the other hands lifts the same search by 12 to 33 points in every game and preset; the
targets (45 % and 33 %) lie between what it reaches with the evidence and what it reaches with
the truth (in Number ONE the 33 % are only 4 points below what it reaches with the truth). Where
the two experts choose differently (both asked at every searched decision of the plain expert's
games, seeds from 700000: 13 of 77 decisions in maumau:basic, 13 of 75 in NumNum), the expert
with the true hands mostly *draws* where it could play, keeping a table it knows the next player
cannot play on (basic: 9 draws, 1 pass, 3 other plays; NumNum: 5 draws, 1 pass, 7 other plays),
where the plain expert made the greedy rules' move (all 13 in basic, 8 in NumNum). The deals
cannot come closer to the truth than the evidence allows (``deals.py``, the Markov chain above),
and more playouts, a lower confidence or a tree over the expert's own moves did not gain: what
is left is to play better *under* the uncertainty (a player that learns a policy or a value from
many games), not to guess the hands better.  maumau:club won only 25.8 % on these seeds against
34-38 % on the earlier ones: 120 games of four players move by several points.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import numnum
from numnum.tournament import luce_ratings, run_tournament, wilson

#: The targets of issue #19: the expert's win rate against three greedy bots in 4-player NumNum
#: and in every other game and preset (a bot as good as greedy wins 25 %), its median decision,
#: and its slowest decision in the widget (``--widget``: with the table's think-time limit).
TARGET_WIN_RATE = 0.45
TARGET_OTHER_WIN_RATE = 0.33
TARGET_MEDIAN_MS = 100.0
TARGET_MAX_MS = 1000.0


def met(r: dict[str, Any]) -> bool:
    """Whether a series meets its targets (win rate, median decision; the slowest decision
    only when the series ran with the widget's time limit)."""
    target = TARGET_WIN_RATE if r["variant"] == "numnum" and len(r["bots"]) == 4 else TARGET_OTHER_WIN_RATE
    fast = r["median_ms"] <= TARGET_MEDIAN_MS and (r["time_limit"] is None or r["max_ms"] <= TARGET_MAX_MS)
    return bool(r["win_rate"] >= target and fast)


def specs() -> list[tuple[str, str | None]]:
    """Every variant, with each preset of the ones that have presets."""
    from numnum.engine.registry import rules_for

    out: list[tuple[str, str | None]] = []
    for variant in numnum.VARIANTS:
        presets: list[str | None] = [*rules_for(variant).OPTIONS.PRESETS] or [None]
        out += [(variant, p) for p in presets]
    return out


def widget_seconds() -> float:
    """The think-time limit of a search bot at the card table (the widget)."""
    from numnum.widget.controller import BOT_THINKING_SECONDS

    return float(BOT_THINKING_SECONDS)


def chunk(args: tuple[str, str | None, list[str], int, int, int, bool, float | None]) -> dict[str, Any]:
    """Play games ``start`` .. ``start + games - 1`` of one series; wins and entry 0's timings."""
    variant, preset, bots, games, seed, start, cpu, limit = args
    times: list[tuple[int, float]] = []

    def observe(entry: int, legal: int, seconds: float) -> None:
        if entry == 0:
            times.append((legal, seconds))

    clock = time.process_time if cpu else time.perf_counter
    r = run_tournament(
        variant,
        len(bots),
        bots,
        games,
        seed,
        start=start,
        preset=preset,
        observe=observe,
        clock=clock,
        time_limit=limit,
    )
    return {"wins": [s.wins for s in r.standings], "unfinished": r.unfinished, "moves": r.moves, "times": times}


def series(
    variant: str,
    preset: str | None,
    bots: list[str],
    games: int,
    seed: int,
    jobs: int,
    cpu: bool = False,
    limit: float | None = None,
) -> dict[str, Any]:
    """One series, split into ``jobs`` parts of whole rotations (``limit``: the search bots'
    think-time limit, as in the widget)."""
    players = len(bots)
    per = -(-games // jobs)
    per += -per % players  # whole rotations per part
    parts = [(variant, preset, bots, min(per, games - s), seed, s, cpu, limit) for s in range(0, games, per)]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(chunk, parts))
    else:
        results = [chunk(p) for p in parts]
    wall = time.perf_counter() - start
    wins = [sum(r["wins"][j] for r in results) for j in range(players)]
    unfinished = sum(r["unfinished"] for r in results)
    times = [t for r in results for t in r["times"]]
    all_ms = [1000 * s for _, s in times]
    searched = [1000 * s for legal, s in times if legal > 1]
    low, high = wilson(wins[0], games)
    ratings = luce_ratings([(games - unfinished, list(range(players)), wins)], players)
    return {
        "variant": variant,
        "preset": preset,
        "bots": bots,
        "games": games,
        "seed": seed,
        "wins": wins,
        "clock": "process" if cpu else "wall",
        "time_limit": limit,
        "unfinished": unfinished,
        "win_rate": wins[0] / games,
        "ci": [low, high],
        "rating": ratings[0] - statistics.mean(ratings[1:]),
        "decisions": len(all_ms),
        "median_ms": statistics.median(all_ms) if all_ms else 0.0,
        "searched": len(searched),
        "searched_median_ms": statistics.median(searched) if searched else 0.0,
        "searched_p90_ms": statistics.quantiles(searched, n=10)[-1] if len(searched) > 1 else 0.0,
        "max_ms": max(all_ms, default=0.0),
        "moves_per_game": sum(r["moves"] for r in results) / games,
        "wall_s": wall,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", action="append", help="variant or variant:preset (repeatable; default all)")
    parser.add_argument("--bots", default="expert,greedy,greedy,greedy", help="the bot list; entry 1 is measured")
    parser.add_argument("--games", type=int, default=200, help="games of 4-player NumNum (default 200)")
    parser.add_argument("--other-games", type=int, default=40, help="games of every other variant (default 40)")
    parser.add_argument("--seed", type=int, default=1, help="game i is dealt with seed S+i (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--json", action="store_true", help="one JSON object per series")
    parser.add_argument(
        "--cpu", action="store_true", help="time decisions in processor time of the process (steadier when busy)"
    )
    parser.add_argument(
        "--widget",
        action="store_true",
        help="give the search bots the think-time limit of the widget (as at the table)",
    )
    args = parser.parse_args(argv)
    bots = [b.strip() for b in args.bots.split(",")]
    chosen = specs()
    if args.variant:
        wanted = [v.partition(":") for v in args.variant]
        chosen = [(v, p or None) for v, _, p in wanted]
    if not args.json:
        print(f"{bots[0]} against {', '.join(bots[1:])}; {len(bots)} players, seats rotated, seed {args.seed}")
        print(
            f"{'variant':<18} {'games':>5} {'wins':>5} {'win rate':>8}  {'95% CI':<12} {'rating':>6}  "
            f"{'median ms':>9} {'searched':>8} {'med ms':>7} {'p90 ms':>7} {'max ms':>7} {'moves/g':>7}  target"
        )
    limit = widget_seconds() if args.widget else None
    all_met = True
    for variant, preset in chosen:
        games = args.games if variant == "numnum" else args.other_games
        r = series(variant, preset, bots, games, args.seed, max(1, args.jobs), args.cpu, limit)
        all_met = all_met and met(r)
        if args.json:
            print(json.dumps(r))
            continue
        name = variant + (f":{preset}" if preset else "")
        ci = f"{100 * r['ci'][0]:.1f}-{100 * r['ci'][1]:.1f}%"
        print(
            f"{name:<18} {games:>5} {r['wins'][0]:>5} {100 * r['win_rate']:>7.1f}%  {ci:<12} {r['rating']:>+6.0f}  "
            f"{r['median_ms']:>9.1f} {r['searched']:>8} {r['searched_median_ms']:>7.1f} {r['searched_p90_ms']:>7.1f} "
            f"{r['max_ms']:>7.1f} {r['moves_per_game']:>7.1f}  {'met' if met(r) else 'NOT met'}",
            flush=True,
        )
        if r["unfinished"]:
            print(f"  unfinished games: {r['unfinished']}")
    if not args.json:
        print(
            f"targets: win rate >= {100 * TARGET_WIN_RATE:.0f}% in 4-player NumNum, "
            f">= {100 * TARGET_OTHER_WIN_RATE:.0f}% in every other game and preset; median <= {TARGET_MEDIAN_MS:.0f} ms"
            + (f"; none over {TARGET_MAX_MS:.0f} ms (time limit {limit} s)" if limit else "")
        )
        print("every target met" if all_met else "targets NOT all met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
