<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../widgets/dialogs/about.py" line="+128"/>
        <source>About yachtgui</source>
        <translation>Über yachtgui</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Source code: &lt;a href=&quot;{url}&quot;&gt;{address}&lt;/a&gt;</source>
        <translation>Quellcode: &lt;a href=&quot;{url}&quot;&gt;{address}&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Built with Qt and PySide6 (GNU LGPL 3), Python and NumPy; &lt;b&gt;Licences&lt;/b&gt; shows every licence text.</source>
        <translation>Gebaut mit Qt und PySide6 (GNU LGPL 3), Python und NumPy; &lt;b&gt;Lizenzen&lt;/b&gt; zeigt alle Lizenztexte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Licences…</source>
        <translation>&amp;Lizenzen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/help.py" line="+209"/>
        <source>Kismet rules © 1975 E. William Delaittre (Kismet® is his registered trademark).</source>
        <translation>Kismet-Regeln © 1975 E. William Delaittre (Kismet® ist seine eingetragene Marke).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic Yacht after “Parlour Games for Modern Families”.</source>
        <translation>Klassisches Yacht nach „Parlour Games for Modern Families“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scandinavian Yacht (Yatzy) after “The Yacht Game” rule sheet.</source>
        <translation>Skandinavisches Yacht (Yatzy) nach dem Regelblatt „The Yacht Game“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>12-box Yacht after the “51 Worldwide Games” score sheet.</source>
        <translation>Yacht mit 12 Feldern nach dem Spielblock von „51 Worldwide Games“.</translation>
    </message>
    <message>
        <location line="+445"/>
        <source>Kismet, Yacht, Yatzy, 12-box Yacht and Yahtzee for the family table.</source>
        <translation>Kismet, Yacht, Yatzy, Yacht mit 12 Feldern und Yahtzee für den Familientisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later). You may share and change it under its terms.</source>
        <translation>Freie Software unter der GNU General Public License, Version 3 oder neuer (GPL-3.0-or-later). Du darfst sie nach deren Bedingungen weitergeben und verändern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules after the original sheets:</source>
        <translation>Regeln nach den Original-Regelblättern:</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <location filename="../ai/states.py" line="+75"/>
        <source>{variant} is too large for the computer to learn: its table would need {size} MB of memory (at most {most} MB). Fewer boxes or a lower bonus threshold make it fit.</source>
        <extracomment>A table has 2**boxes rows; beyond this many boxes it would not fit in memory comfortably. The most memory a variant&apos;s table may take to build: its dense float64 table, one value per filled-box mask (twice over with a chip flag) and capped upper total. Kismet, the largest built-in variant, takes 19.75 MiB (2**15 masks x 79 totals x 8 bytes). The largest table a house file can make (16 boxes, a Yahtzee bonus, a bonus threshold of 105: all six upper boxes full of sixes) takes 106 MiB and about a minute to build; with a margin, 128 MiB admits every house variant while a save&apos;s 20-box sheet (512 MiB and more, hours to build) is refused. Stored values are multiples of 2**-QUANTUM_BITS: far below the solver&apos;s float32 error (~1e-5).</extracomment>
        <translation>{variant} ist zu groß, als dass der Computer es lernen könnte: seine Tabelle bräuchte {size} MB Speicher (höchstens {most} MB). Mit weniger Feldern oder einer niedrigeren Bonusschwelle passt es.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>a variant with {count} boxes is too large to solve (at most {most})</source>
        <translation>eine Variante mit {count} Feldern ist zu groß zum Berechnen (höchstens {most})</translation>
    </message>
    <message>
        <location filename="../ai/strategy.py" line="+119"/>
        <source>cannot keep {keep} from the dice {dice}</source>
        <extracomment>Rolls left after the first roll of a turn; advice is asked with 0..MAX_ROLLS_LEFT. How far a cached table&apos;s start value may differ from its own recursion before it is distrusted. Random states recomputed when a cached table is loaded. Seconds a build takes per million stored states, for the estimate shown while one runs. Measured on the shared two-core development machine (load 7): 16-18 s of wall time per million states for Yacht, Kismet and Yahtzee (5.5-8 s of CPU time); an idle machine is faster, so this errs long. Turns kept evaluated for advice (a turn is asked about up to three times). How often a thread waiting for another&apos;s build of the same table asks whether it is cancelled (s). One lock per table (rules hash): two threads wanting the same table build it once.</extracomment>
        <translation>{keep} lässt sich aus den Würfeln {dice} nicht halten</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+2"/>
        <source>a few seconds</source>
        <translation>ein paar Sekunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about {count} seconds</source>
        <translation>etwa {count} Sekunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about {count} minutes</source>
        <translation>etwa {count} Minuten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>filled boxes must be a list of box ids, not the text {text}</source>
        <translation>ausgefüllte Felder müssen eine Liste von Feld-IDs sein, nicht der Text {text}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{variant} has no box {box} (its boxes: {known})</source>
        <translation>{variant} hat kein Feld {box} (seine Felder: {known})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>box {box} is listed as filled twice</source>
        <translation>Feld {box} steht doppelt als ausgefüllt da</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every box is filled: the game is over</source>
        <translation>alle Felder sind ausgefüllt: das Spiel ist vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{variant} fills its boxes from the top down: these boxes cannot be filled</source>
        <translation>{variant} füllt die Felder von oben nach unten: diese Felder können nicht ausgefüllt sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the upper total must be a whole number, not {value}</source>
        <translation>die Summe oben muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an upper total of {total} is impossible with {boxes} filled</source>
        <translation>eine Summe oben von {total} ist unmöglich, wenn {boxes} ausgefüllt sind</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an upper total of {total} is impossible with no upper box filled</source>
        <translation>eine Summe oben von {total} ist unmöglich, wenn oben kein Feld ausgefüllt ist</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>rolls left must be a whole number 0..{most}, not {value}</source>
        <translation>übrige Würfe müssen eine ganze Zahl 0..{most} sein, nicht {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rolls left must be 0..{most} (after a roll), not {value}</source>
        <translation>übrige Würfe müssen 0..{most} sein (nach einem Wurf), nicht {value}</translation>
    </message>
</context>
<context>
    <name>AdvicePanel</name>
    <message>
        <location filename="../widgets/table/advice.py" line="+37"/>
        <source>expected final score</source>
        <translation>erwartete Endsumme</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gives up</source>
        <translation>verschenkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as good</source>
        <translation>genauso gut</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hide the advice</source>
        <translation>Rat ausblenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the advice (the coach keeps counting)</source>
        <translation>Rat ausblenden (der Trainer zählt weiter)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>{option}: gives up {points}</source>
        <translation>{option}: verschenkt {points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{option}: expected final score {points}</source>
        <translation>{option}: erwartete Endsumme {points}</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../ai/analysis.py" line="+232"/>
        <source>score {box}</source>
        <extracomment>Under this many points given up in a game, a player &quot;played almost perfectly&quot;. Given-up points per decision below which a choice counts as the best one (rounding of the tables).</extracomment>
        <translation>{box} eintragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roll all five again</source>
        <translation>alle fünf noch einmal würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep {faces} and roll again</source>
        <translation>{faces} halten und noch einmal würfeln</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} played almost perfectly.</source>
        <translation>{name} hat fast perfekt gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} played well: a few choices gave away about 1 point.</source>
        <translation>{name} hat gut gespielt: ein paar Entscheidungen haben etwa 1 Punkt gekostet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} played well: a few choices gave away about {points} points.</source>
        <translation>{name} hat gut gespielt: ein paar Entscheidungen haben etwa {points} Punkte gekostet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}&apos;s choices gave away about 1 point.</source>
        <translation>Die Entscheidungen von {name} haben etwa 1 Punkt gekostet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s choices gave away about {points} points.</source>
        <translation>Die Entscheidungen von {name} haben etwa {points} Punkte gekostet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{lucky}&apos;s dice were kinder than {unlucky}&apos;s (worth about {points} points more).</source>
        <translation>{lucky} hatte mehr Würfelglück als {unlucky} (etwa {points} Punkte mehr wert).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dice were about equally kind to everyone.</source>
        <translation>Die Würfel waren zu allen etwa gleich freundlich.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dice were kind to {name} (about {points} points better than usual).</source>
        <translation>Die Würfel meinten es gut mit {name} (etwa {points} Punkte besser als sonst).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dice were unkind to {name} (about {points} points worse than usual).</source>
        <translation>Die Würfel meinten es nicht gut mit {name} (etwa {points} Punkte schlechter als sonst).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s dice were about as good as they usually are.</source>
        <translation>{name} hatte etwa so gute Würfel wie sonst auch.</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <location filename="../rules/housefile.py" line="+94"/>
        <location filename="../rules/variants.py" line="+199"/>
        <location line="+68"/>
        <source>Chance</source>
        <extracomment>More boxes than this and the optimal player&apos;s table would take minutes and hundreds of MB. Largest number a file may give for any points, threshold or bonus. The largest variant file read (bytes); nothing beyond it is read at all. Boxes a file may add: kind -&gt; (name, requirement, default scorer, section).</extracomment>
        <translation>Chance</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-49"/>
        <source>One Pair</source>
        <translation>Ein Paar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="+7"/>
        <source>Two Pairs</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-68"/>
        <location line="+75"/>
        <source>Three of a Kind</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-68"/>
        <location line="+75"/>
        <source>Four of a Kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-129"/>
        <location line="+61"/>
        <location line="+89"/>
        <location line="+54"/>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-68"/>
        <source>Small Straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="+7"/>
        <source>Large Straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of a Kind</source>
        <translation>Fünfling</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-150"/>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <location filename="../rules/variants.py" line="-48"/>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>2 Pair Same Color</source>
        <translation>2 Paare gleicher Farbe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>3 of a Kind</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Full House Same Color</source>
        <translation>Full House gleicher Farbe</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+183"/>
        <source>4 of a Kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Yarborough</source>
        <translation>Yarborough</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kismet</source>
        <translation>Kismet</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Short Straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Long Straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+143"/>
        <source>Yacht</source>
        <translation>Yacht</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Yacht</source>
        <comment>Scandinavian Yatzy: the five of a kind</comment>
        <translation>Yatzy</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Aces</source>
        <translation>Einser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deuces</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choice</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>S. Straight</source>
        <translation>Kl. Straße</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>L. Straight</source>
        <translation>Gr. Straße</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Yahtzee</source>
        <translation>Yahtzee</translation>
    </message>
</context>
<context>
    <name>BoxRule</name>
    <message>
        <location filename="../rules/housefile.py" line="+338"/>
        <source>A pair</source>
        <translation>Ein Paar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two different pairs</source>
        <translation>Zwei verschiedene Paare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three alike</source>
        <translation>Drei gleiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four alike</source>
        <translation>Vier gleiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five alike</source>
        <translation>Fünf gleiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three and two of another</source>
        <translation>Drei gleiche und zwei gleiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All five dice one colour</source>
        <translation>Alle fünf Würfel in einer Farbe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{length} in a run</source>
        <translation>{length} in Folge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any roll</source>
        <translation>Jeder Wurf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what}: {points}</source>
        <translation>{what}: {points}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what}: sum of all dice + {plus}</source>
        <translation>{what}: Summe aller Würfel + {plus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sum of all dice + {plus}</source>
        <translation>Summe aller Würfel + {plus}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what}: sum of all dice</source>
        <translation>{what}: Summe aller Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-261"/>
        <location line="+68"/>
        <location line="+7"/>
        <location line="+143"/>
        <source>Sum of all dice</source>
        <translation>Summe aller Würfel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{what}: sum of those dice</source>
        <translation>{what}: Summe dieser Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of those dice</source>
        <translation>Summe dieser Würfel</translation>
    </message>
    <message>
        <location filename="../rules/variants.py" line="-275"/>
        <source>Sum of the ones</source>
        <extracomment>The ids of the upper boxes, Ones to Sixes (face 1 to 6), as in RULES.md. The rule lines of the upper boxes, Ones to Sixes (each a literal, so it can be translated).</extracomment>
        <translation>Summe der Einsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the twos</source>
        <translation>Summe der Zweien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the threes</source>
        <translation>Summe der Dreien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the fours</source>
        <translation>Summe der Vieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the fives</source>
        <translation>Summe der Fünfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the sixes</source>
        <translation>Summe der Sechsen</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Two pairs of one colour, or 4 of a kind: sum of all dice</source>
        <translation>Zwei Paare einer Farbe oder Viererpasch: Summe aller Würfel</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>1-2-3-4-5 or 2-3-4-5-6: 30</source>
        <translation>1-2-3-4-5 oder 2-3-4-5-6: 30</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All five dice one colour: 35</source>
        <translation>Alle fünf Würfel in einer Farbe: 35</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three and two (or five alike): sum + 15</source>
        <translation>3 + 2 gleiche (oder 5 gleiche): Summe + 15</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Full house all one colour: sum + 20</source>
        <translation>Full House in einer Farbe: Summe + 20</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sum of all dice + 25</source>
        <translation>Summe aller Würfel + 25</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+68"/>
        <location line="+68"/>
        <location line="+33"/>
        <source>Any roll: sum of all dice</source>
        <translation>Jeder Wurf: Summe aller Würfel</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Five alike: sum of all dice + 50</source>
        <translation>Fünf gleiche: Summe aller Würfel + 50</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Three and two of another: 25</source>
        <translation>Drei gleiche und zwei gleiche: 25</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four in a run: 30</source>
        <translation>Vier in Folge: 30</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Five in a run: 40</source>
        <translation>Fünf in Folge: 40</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+83"/>
        <location line="+60"/>
        <source>Five alike: 50</source>
        <translation>Fünf gleiche: 50</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Sum of the highest pair</source>
        <translation>Summe des höchsten Paars</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two different pairs: their sum</source>
        <translation>Zwei verschiedene Paare: ihre Summe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sum of the three</source>
        <translation>Summe der drei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sum of the four</source>
        <translation>Summe der vier</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1-2-3-4-5: 15</source>
        <translation>1-2-3-4-5: 15</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>2-3-4-5-6: 20</source>
        <translation>2-3-4-5-6: 20</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three and a different pair: sum</source>
        <translation>Drei gleiche und ein anderes Paar: Summe</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Three and two (or five alike): sum</source>
        <translation>3 + 2 gleiche (oder 5 gleiche): Summe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four in a run: 15</source>
        <translation>Vier in Folge: 15</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Five in a run: 30</source>
        <translation>Fünf in Folge: 30</translation>
    </message>
</context>
<context>
    <name>CardRenderer</name>
    <message>
        <location filename="../export/render.py" line="+355"/>
        <source>Date ____________________</source>
        <extracomment>The page sizes offered everywhere (dialogs, command line), by the name users know. Margin around the sheet on PDF pages and images; printers use their own page setup. The widest a player&apos;s column gets (points), however few players.</extracomment>
        <translation>Datum ____________________</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Player {number} of {total}</source>
        <translation>Spieler {number} von {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players {first}–{last} of {total}</source>
        <translation>Spieler {first}–{last} von {total}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Printed with yachtgui · page {page} of {pages}</source>
        <translation>Gedruckt mit yachtgui · Seite {page} von {pages}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Printed with yachtgui</source>
        <translation>Gedruckt mit yachtgui</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+216"/>
        <source>could not start writing the pages (is the file or printer available?)</source>
        <translation>die Seiten konnten nicht geschrieben werden (sind Datei oder Drucker erreichbar?)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>could not start a new page</source>
        <translation>eine neue Seite konnte nicht begonnen werden</translation>
    </message>
</context>
<context>
    <name>Celebration</name>
    <message>
        <location filename="../widgets/table/celebration.py" line="+54"/>
        <source>{name}: {points} in {box}</source>
        <extracomment>How long a banner stays (milliseconds); the stars fall for the first part of it.</extracomment>
        <translation>{name}: {points} bei {box}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five of a kind!</source>
        <translation>Fünfling!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} has {upper} in the upper boxes: +{bonus} — {missing} more for +{more}</source>
        <translation>{name} hat {upper} im oberen Teil: +{bonus} — noch {missing} bis +{more}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} has {upper} in the upper boxes: +{bonus}</source>
        <translation>{name} hat {upper} im oberen Teil: +{bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonus!</source>
        <translation>Bonus!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bigger bonus!</source>
        <translation>Noch mehr Bonus!</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <location filename="../widgets/review/turning.py" line="+74"/>
        <source>Chances to win over the game</source>
        <translation>Gewinnchancen im Lauf des Spiels</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Marked step {step} of {steps}: {chances}.</source>
        <translation>Markierter Schritt {step} von {steps}: {chances}.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <location filename="../app/computer.py" line="+174"/>
        <source>the work stopped unexpectedly ({kind}: {error})</source>
        <extracomment>The &quot;computer speed&quot; preference: pause between a computer&apos;s steps, in ms. After a person&apos;s score, how long (ms) a computer that plays next waits before its first roll, at every speed: until that roll the person may still take the score back (Ctrl+Z). How long (ms) cancelling a build may hold the GUI thread. A build stops within milliseconds between batches, but not while it saves its table (up to about a second): past this wait the thread finishes on its own, kept alive by :data:`_STOPPING` (Qt aborts on a running QThread being destroyed). Build threads asked to stop that were still running when their loader let go of them. Makes a variant&apos;s table in a build thread: ``(variant, progress(fraction), cancelled()) -&gt; table``; raises :class:`~yachtgui.ai.BuildCancelled` when ``cancelled()`` says so.</extracomment>
        <translation>die Arbeit brach unerwartet ab ({kind}: {error})</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>its tables could not be loaded ({kind}: {error})</source>
        <extracomment>How many variants&apos; tables are kept in memory (the most recent). Loads or builds the table in the build thread: a plain function, never a method of this object (a build thread that holds a loader&apos;s bound method crashed Qt: &quot;shared QObject was deleted directly&quot;).</extracomment>
        <translation>die Tabellen dafür ließen sich nicht laden ({kind}: {error})</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>the work stopped unexpectedly</source>
        <translation>die Arbeit brach unerwartet ab</translation>
    </message>
    <message>
        <location filename="../ai/advice.py" line="+45"/>
        <source>the {face}</source>
        <extracomment>A choice within this many points of the best counts as the best (float noise, true ties). How many options a hint lists.</extracomment>
        <translation>die {face}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the two {face}s</source>
        <translation>die beiden {face}er</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the three {face}s</source>
        <translation>die drei {face}er</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the four {face}s</source>
        <translation>die vier {face}er</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the five {face}s</source>
        <translation>alle fünf {face}er</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the {faces}</source>
        <translation>die {faces}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>score {points} in {box}</source>
        <translation>{points} bei {box} eintragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score {points} in {box}</source>
        <translation>{points} bei {box} eintragen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>roll all five again</source>
        <translation>alle fünf noch einmal würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll all five again</source>
        <translation>Alle fünf noch einmal würfeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score {points} in {box} now</source>
        <translation>jetzt {points} bei {box} eintragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score {points} in {box} now</source>
        <translation>Jetzt {points} bei {box} eintragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stop and score now</source>
        <translation>aufhören und jetzt eintragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop and score now</source>
        <translation>Aufhören und jetzt eintragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep {faces}</source>
        <translation>{faces} halten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep {faces}</source>
        <translation>{faces} halten</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Score {points} in {box} now, without rolling again.</source>
        <translation>Trage jetzt {points} bei {box} ein, ohne noch einmal zu würfeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score {points} in {box}.</source>
        <translation>Trage {points} bei {box} ein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep {faces} and roll the rest.</source>
        <translation>Halte {faces} und würfle den Rest neu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll all five again.</source>
        <translation>Würfle noch einmal mit allen fünf.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Coach: {chosen} was the least costly choice, {name} — nothing better fit these dice.</source>
        <translation>Trainer: „{chosen}“ war die günstigste Wahl, {name} — zu diesen Würfeln passte nichts Besseres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: {chosen} — the best move, {name}!</source>
        <translation>Trainer: „{chosen}“ — der beste Zug, {name}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach: {name}, {chosen} gave up {points} points — best was {best}.</source>
        <translation>Trainer: {name}, mit „{chosen}“ hast du {points} Punkte verschenkt — am besten wäre gewesen: {best}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>scoring {points} in {box}</source>
        <translation>{points} bei {box} eintragen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>rolling all five again</source>
        <translation>alle fünf noch einmal würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keeping all five</source>
        <translation>alle fünf halten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeping {faces}</source>
        <translation>{faces} halten</translation>
    </message>
    <message>
        <location filename="../app/computer.py" line="+135"/>
        <source>{name} gave up {points} points to perfect play ({best} of {count} choices the best)</source>
        <extracomment>Win tables are large (up to hundreds of MB): one variant&apos;s in memory.</extracomment>
        <translation>{name} hat gegenüber perfektem Spiel {points} Punkte verschenkt ({best} von {count} Entscheidungen die besten)</translation>
    </message>
    <message>
        <location line="+264"/>
        <location line="+140"/>
        <source>the computer player stopped unexpectedly ({kind}: {error})</source>
        <translation>der Computerspieler hat unerwartet aufgehört ({kind}: {error})</translation>
    </message>
</context>
<context>
    <name>ContinueList</name>
    <message>
        <location filename="../widgets/dialogs/keeping.py" line="+86"/>
        <source>Continue a game:</source>
        <extracomment>The welcome card lists this many games; File &gt; Continue a Game lists them all. The width (px) the names of a game&apos;s players get on the welcome card before they end in &quot;…&quot;.</extracomment>
        <translation>Spiel fortsetzen:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{variant} · round {round} of {rounds} · {when}</source>
        <translation>{variant} · Runde {round} von {rounds} · {when}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Continue this game where it stopped: {game}</source>
        <translation>Dieses Spiel dort fortsetzen, wo es aufgehört hat: {game}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Abandon…</source>
        <translation>Aufgeben…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon the {game}</source>
        <translation>Das {game} aufgeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up this game for good (you are asked first)</source>
        <translation>Dieses Spiel endgültig aufgeben (du wirst vorher gefragt)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>…and 1 more in File &gt; Continue a Game.</source>
        <translation>…und 1 weiteres unter Datei &gt; Spiel fortsetzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>…and {count} more in File &gt; Continue a Game.</source>
        <translation>…und {count} weitere unter Datei &gt; Spiel fortsetzen.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../app/words.py" line="+107"/>
        <source>This player rolls on screen: press Space or click Roll.</source>
        <translation>Hier wird am Bildschirm gewürfelt: Drücke die Leertaste oder klicke auf „Würfeln“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll first: dice can be held after the first roll of a turn.</source>
        <translation>Erst würfeln: Würfel kannst du nach dem ersten Wurf eines Zuges halten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No rolls left: choose a box to score.</source>
        <translation>Keine Würfe mehr übrig: Wähle ein Feld zum Eintragen.</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>{name}: {points} in {box} and a Yahtzee bonus of {chip}</source>
        <translation>{name}: {points} bei {box} und ein Yahtzee-Bonus von {chip}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {points} in {box}</source>
        <translation>{name}: {points} bei {box}</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Nothing to undo: a score can be taken back only until the next roll.</source>
        <translation>Nichts rückgängig zu machen: Eine Eintragung lässt sich nur bis zum nächsten Wurf zurücknehmen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}&apos;s move stands: Undo takes back only a person&apos;s own last score.</source>
        <translation>Der Zug von {name} bleibt: „Rückgängig“ nimmt nur die eigene letzte Eintragung einer Person zurück.</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Undone: {name}&apos;s {points} in {box} and the lost turns it caused and its Yahtzee bonus. Choose again.</source>
        <translation>Rückgängig gemacht: {points} bei {box} von {name} samt den verlorenen Zügen, die dadurch entstanden sind, und dem Yahtzee-Bonus dazu. Wähle noch einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undone: {name}&apos;s {points} in {box} and the lost turns it caused. Choose again.</source>
        <translation>Rückgängig gemacht: {points} bei {box} von {name} samt den verlorenen Zügen, die dadurch entstanden sind. Wähle noch einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undone: {name}&apos;s {points} in {box} and its Yahtzee bonus. Choose again.</source>
        <translation>Rückgängig gemacht: {points} bei {box} von {name} samt dem Yahtzee-Bonus dazu. Wähle noch einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undone: {name}&apos;s {points} in {box}. Choose again.</source>
        <translation>Rückgängig gemacht: {points} bei {box} von {name}. Wähle noch einmal.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>It&apos;s {name}&apos;s turn: the computer is playing.</source>
        <translation>{name} ist dran: Der Computer spielt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is a computer player, but computer play is not available here: play this turn for them.</source>
        <translation>{name} ist ein Computerspieler, aber der Computer kann hier nicht spielen: Übernimm du diesen Zug.</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Second Kismet! {loser} loses a turn — every card is full, so the game is over.</source>
        <translation>Zweiter Kismet! {loser} verliert einen Zug — alle Spielblöcke sind voll, das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Kismet! {losers} each lose a turn — every card is full, so the game is over.</source>
        <translation>Zweiter Kismet! {losers} verlieren je einen Zug — alle Spielblöcke sind voll, das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second Kismet! {loser} loses a turn — {roller} rolls again.</source>
        <translation>Zweiter Kismet! {loser} verliert einen Zug — {roller} würfelt noch einmal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Kismet! {losers} each lose a turn — {roller} rolls again.</source>
        <translation>Zweiter Kismet! {losers} verlieren je einen Zug — {roller} würfelt noch einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second Kismet! {loser} loses a turn — {roller}&apos;s card is full, so play goes on.</source>
        <translation>Zweiter Kismet! {loser} verliert einen Zug — der Spielblock von {roller} ist voll, also geht es weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Kismet! {losers} each lose a turn — {roller}&apos;s card is full, so play goes on.</source>
        <translation>Zweiter Kismet! {losers} verlieren je einen Zug — der Spielblock von {roller} ist voll, also geht es weiter.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>This game is open in another yachtgui window: this window does not save it. Use File &gt; Save As.</source>
        <translation>Dieses Spiel ist in einem anderen yachtgui-Fenster offen: Dieses Fenster speichert es nicht. Nutze Datei &gt; Speichern unter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Autosave failed: {error}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{problem} Use File &gt; Save As.</source>
        <translation>{problem} Nutze Datei &gt; Speichern unter.</translation>
    </message>
</context>
<context>
    <name>Definition</name>
    <message>
        <location filename="../rules/definition.py" line="+117"/>
        <source>{what}: {key} has the wrong type</source>
        <extracomment>Nesting allowed for AnyOf/AllOf: far beyond any sheet, small enough to stop hostile data.</extracomment>
        <translation>{what}: {key} hat den falschen Typ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what}: {key} is missing or has the wrong type</source>
        <translation>{what}: {key} fehlt oder hat den falschen Typ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{what} must be a list of whole numbers</source>
        <translation>{what} muss eine Liste ganzer Zahlen sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a box&apos;s requirement is damaged</source>
        <translation>die Bedingung eines Felds ist beschädigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a box&apos;s requirement</source>
        <translation>die Bedingung eines Felds</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a box&apos;s requirement {kind} is not in the rules vocabulary</source>
        <translation>die Bedingung {kind} eines Felds gibt es in den Regeln nicht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a box&apos;s requirement needs a non-empty list {key}</source>
        <translation>die Bedingung eines Felds braucht eine nicht leere Liste {key}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a box&apos;s scorer is damaged</source>
        <translation>die Wertung eines Felds ist beschädigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a box&apos;s scorer</source>
        <translation>die Wertung eines Felds</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a box&apos;s scorer {kind} is not in the rules vocabulary</source>
        <translation>die Wertung {kind} eines Felds gibt es in den Regeln nicht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a box of the variant is damaged</source>
        <translation>ein Feld der Variante ist beschädigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a box</source>
        <translation>ein Feld</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a box&apos;s section is &apos;upper&apos; or &apos;lower&apos;, not {section}</source>
        <translation>der Teil eines Felds ist &apos;upper&apos; oder &apos;lower&apos;, nicht {section}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a variant definition must be a JSON object</source>
        <translation>eine Variantenbeschreibung muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the variant</source>
        <translation>die Variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a variant has 1 to 40 boxes</source>
        <translation>eine Variante hat 1 bis 40 Felder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bonus tier</source>
        <translation>eine Bonusstufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bonus tier is a pair (threshold, points)</source>
        <translation>eine Bonusstufe ist ein Paar (Schwelle, Punkte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a variant has two section names</source>
        <translation>eine Variante hat zwei Namen für ihre Teile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the variant&apos;s Joker or order rule is unknown</source>
        <translation>die Joker- oder Reihenfolge-Regel der Variante ist unbekannt</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <location filename="../rules/dice.py" line="+57"/>
        <source>die {number}</source>
        <extracomment>Every distinct roll of five dice (order ignored), sorted ascending: 252 of them.</extracomment>
        <translation>Würfel {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a die</source>
        <translation>ein Würfel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{what} must be a whole number from 1 to 6, not {value}</source>
        <translation>{what} muss eine ganze Zahl von 1 bis 6 sein, nicht {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} must be from 1 to 6, not {value}</source>
        <translation>{what} muss zwischen 1 und 6 liegen, nicht {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>dice must be five numbers, not the text {text}</source>
        <translation>Würfel müssen fünf Zahlen sein, nicht der Text {text}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dice must be five numbers, not {value}</source>
        <translation>Würfel müssen fünf Zahlen sein, nicht {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a roll is exactly {count} dice, not {given}</source>
        <translation>ein Wurf sind genau {count} Würfel, nicht {given}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a die face</source>
        <translation>eine Würfelseite</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../widgets/table/dice.py" line="+802"/>
        <source>Dice tray</source>
        <extracomment>Default tumble length in ms (the GUI issue asks for 0.4-0.7 s). Frame interval in ms of the tumble&apos;s precise timer (about 60 frames a second).</extracomment>
        <translation>Würfelbrett</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <location line="-708"/>
        <source>Die {n}: not rolled yet</source>
        <extracomment>The smallest side of a die widget, in device-independent pixels. Set this environment variable to anything but &quot;&quot; or &quot;0&quot; to turn all dice animations off.</extracomment>
        <translation>Würfel {n}: noch nicht gewürfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: not rolled yet, held</source>
        <translation>Würfel {n}: noch nicht gewürfelt, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: one</source>
        <translation>Würfel {n}: Eins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: one, held</source>
        <translation>Würfel {n}: Eins, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: one, released</source>
        <translation>Würfel {n}: Eins, freigegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: two</source>
        <translation>Würfel {n}: Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: two, held</source>
        <translation>Würfel {n}: Zwei, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: two, released</source>
        <translation>Würfel {n}: Zwei, freigegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: three</source>
        <translation>Würfel {n}: Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: three, held</source>
        <translation>Würfel {n}: Drei, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: three, released</source>
        <translation>Würfel {n}: Drei, freigegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: four</source>
        <translation>Würfel {n}: Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: four, held</source>
        <translation>Würfel {n}: Vier, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: four, released</source>
        <translation>Würfel {n}: Vier, freigegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: five</source>
        <translation>Würfel {n}: Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: five, held</source>
        <translation>Würfel {n}: Fünf, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: five, released</source>
        <translation>Würfel {n}: Fünf, freigegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: six</source>
        <translation>Würfel {n}: Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: six, held</source>
        <translation>Würfel {n}: Sechs, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: six, released</source>
        <translation>Würfel {n}: Sechs, freigegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Die {n}: black one</source>
        <translation>Würfel {n}: schwarze Eins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: black one, held</source>
        <translation>Würfel {n}: schwarze Eins, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: black one, released</source>
        <translation>Würfel {n}: schwarze Eins, freigegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red two</source>
        <translation>Würfel {n}: rote Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red two, held</source>
        <translation>Würfel {n}: rote Zwei, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red two, released</source>
        <translation>Würfel {n}: rote Zwei, freigegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green three</source>
        <translation>Würfel {n}: grüne Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green three, held</source>
        <translation>Würfel {n}: grüne Drei, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green three, released</source>
        <translation>Würfel {n}: grüne Drei, freigegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green four</source>
        <translation>Würfel {n}: grüne Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green four, held</source>
        <translation>Würfel {n}: grüne Vier, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green four, released</source>
        <translation>Würfel {n}: grüne Vier, freigegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red five</source>
        <translation>Würfel {n}: rote Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red five, held</source>
        <translation>Würfel {n}: rote Fünf, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red five, released</source>
        <translation>Würfel {n}: rote Fünf, freigegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: black six</source>
        <translation>Würfel {n}: schwarze Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: black six, held</source>
        <translation>Würfel {n}: schwarze Sechs, gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: black six, released</source>
        <translation>Würfel {n}: schwarze Sechs, freigegeben</translation>
    </message>
    <message>
        <location line="+404"/>
        <source>Click or press Space to hold or release; Enter scores the box chosen on your card.</source>
        <translation>Klicke oder drücke die Leertaste, um den Würfel zu halten oder freizugeben; die Eingabetaste trägt in das auf deinem Block gewählte Feld ein.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Suggested: keep this die.</source>
        <translation>Tipp: Diesen Würfel behalten.</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>KEEP</source>
        <translation>HALTEN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HELD</source>
        <translation>GEHALTEN</translation>
    </message>
</context>
<context>
    <name>Differences</name>
    <message>
        <location filename="../rules/differences.py" line="+18"/>
        <source>forced Joker (matching upper box first, then any lower box, then a 0 above)</source>
        <extracomment>The Joker rules in a player&apos;s words (English; :func:`joker_words` shows them translated).</extracomment>
        <translation>Joker-Pflicht (zuerst das passende Feld oben, dann ein beliebiges Feld unten, sonst eine 0 oben)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free Joker (any open box; lower boxes score as if the pattern held)</source>
        <translation>freier Joker (jedes offene Feld; Felder unten zählen, als ob das Muster passt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>relaxed Joker (any open box; Joker scores once the matching upper box is filled)</source>
        <translation>lockerer Joker (jedes offene Feld; Joker-Punkte, sobald das passende Feld oben gefüllt ist)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+114"/>
        <source>no Joker</source>
        <translation>kein Joker</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>no upper bonus</source>
        <translation>kein Bonus oben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} at {threshold}</source>
        <translation>{points} ab {threshold}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>upper bonus {tiers}</source>
        <translation>Bonus oben {tiers}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no Yahtzee bonus</source>
        <translation>kein Yahtzee-Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yahtzee bonus {points}</source>
        <translation>Yahtzee-Bonus {points}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{points}-point bonus for each further five of a kind</source>
        <translation>{points} Punkte Bonus für jeden weiteren Fünfling</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+42"/>
        <source>boxes filled from the top down</source>
        <translation>Felder von oben nach unten füllen</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>adds {box} ({rule})</source>
        <translation>neu: {box} ({rule})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{old} is now {new}</source>
        <translation>{old} heißt jetzt {new}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+29"/>
        <source>no {boxes}</source>
        <translation>ohne {boxes}</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>boxes in any order</source>
        <translation>Felder in beliebiger Reihenfolge</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>adds {box}</source>
        <translation>neu: {box}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{box} changed</source>
        <translation>{box} geändert</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>forced Joker</source>
        <translation>Joker-Pflicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free Joker</source>
        <translation>freier Joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relaxed Joker</source>
        <translation>lockerer Joker</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>top down</source>
        <translation>von oben nach unten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>any order</source>
        <translation>beliebige Reihenfolge</translation>
    </message>
</context>
<context>
    <name>ExportDialogs</name>
    <message>
        <location filename="../export/dialogs.py" line="+101"/>
        <source>Letter</source>
        <extracomment>Most player columns a blank pad offers (they continue over pages, six to a page).</extracomment>
        <translation>US-Letter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF document, {size} paper (*.pdf)</source>
        <translation>PDF-Dokument, Papier {size} (*.pdf)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The PDF could not be saved</source>
        <translation>Das PDF konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{error}.

Choose another folder and try again.</source>
        <translation>{error}.

Wähle einen anderen Ordner und versuche es noch einmal.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Print Preview — {title}</source>
        <translation>Druckvorschau – {title}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{error}.

Check that the printer is switched on and connected.</source>
        <translation>{error}.

Prüfe, ob der Drucker eingeschaltet und angeschlossen ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Printing failed</source>
        <translation>Drucken fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Blank Score Pad</source>
        <translation>Leerer Spielblock</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six players fit on a page; more continue on further pages.</source>
        <translation>Sechs Spieler passen auf eine Seite; weitere folgen auf den nächsten Seiten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optional: Ann, Bob, Grandma</source>
        <translation>Optional: Anna, Ben, Oma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player names, separated by commas</source>
        <translation>Namen der Spieler, durch Kommas getrennt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Paper size</source>
        <translation>Papierformat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>Sp&amp;ieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Names:</source>
        <translation>&amp;Namen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;aper:</source>
        <translation>P&amp;apier:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preview of the first page</source>
        <translation>Vorschau der ersten Seite</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save as PDF…</source>
        <translation>Als PDF &amp;speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;rint…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>1 page</source>
        <translation>1 Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{pages} pages</source>
        <translation>{pages} Seiten</translation>
    </message>
</context>
<context>
    <name>ExportFiles</name>
    <message>
        <location filename="../export/files.py" line="+41"/>
        <source>{path} is a folder; choose a file name for the PDF</source>
        <translation>{path} ist ein Ordner; wähle einen Dateinamen für das PDF</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+29"/>
        <source>can&apos;t write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>{path} is not an ordinary file; choose another name for the PDF</source>
        <translation>{path} ist keine gewöhnliche Datei; wähle einen anderen Namen für das PDF</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>can&apos;t write in the folder {folder}: {reason}</source>
        <translation>im Ordner {folder} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>could not render the PDF: {reason}</source>
        <translation>das PDF konnte nicht erstellt werden: {reason}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{file} is not a game that can be printed ({reason})</source>
        <translation>{file} ist kein Spiel, das sich drucken lässt ({reason})</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <location filename="../game/state.py" line="+41"/>
        <source>unknown variant {variant}: choose one of {known}</source>
        <translation>unbekannte Variante {variant}: wähle eine von {known}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>players must be a list of names</source>
        <translation>Spieler müssen eine Liste von Namen sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a game needs at least one player</source>
        <translation>ein Spiel braucht mindestens einen Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most {most} players can play, not {count}</source>
        <translation>höchstens {most} Spieler können mitspielen, nicht {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>player {seat}&apos;s name must be text, not {name}</source>
        <translation>der Name von Spieler {seat} muss Text sein, nicht {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>player {seat} needs a name</source>
        <translation>Spieler {seat} braucht einen Namen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>player {seat}&apos;s name is longer than {longest} characters</source>
        <translation>der Name von Spieler {seat} ist länger als {longest} Zeichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>player {seat}&apos;s name contains a control character</source>
        <translation>der Name von Spieler {seat} enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two players are called {name}: give each a different name</source>
        <translation>zwei Spieler heißen {name}: gib jedem einen anderen Namen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>held must be a list of die positions 0 to 4</source>
        <translation>gehaltene Würfel müssen eine Liste von Positionen 0 bis 4 sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a die position is a whole number 0 to 4, not {position}</source>
        <translation>eine Würfelposition ist eine ganze Zahl von 0 bis 4, nicht {position}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no die at position {position}: positions are 0 to 4</source>
        <translation>an Position {position} liegt kein Würfel: die Positionen sind 0 bis 4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>die {position} is held twice</source>
        <translation>Würfel {position} ist doppelt gehalten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>dice must be a list of five numbers from 1 to 6</source>
        <translation>Würfel müssen eine Liste von fünf Zahlen von 1 bis 6 sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a roll is exactly {count} dice, not {given}</source>
        <translation>ein Wurf sind genau {count} Würfel, nicht {given}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>first_player must be a player index 0 to {last}</source>
        <translation>first_player muss eine Spielernummer von 0 bis {last} sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the dice source must have a randint(a, b) method</source>
        <translation>die Würfelquelle braucht eine Methode randint(a, b)</translation>
    </message>
    <message>
        <location line="+222"/>
        <source>the dice source gave {value}, which is not a die face 1 to 6</source>
        <translation>die Würfelquelle lieferte {value}, das ist keine Würfelseite von 1 bis 6</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>die {number} is held at {held}, so it can&apos;t show {shown}</source>
        <translation>Würfel {number} ist bei {held} gehalten, er kann also keine {shown} zeigen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>roll the dice before choosing a box</source>
        <translation>würfle, bevor du ein Feld wählst</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{box} is already filled ({points})</source>
        <translation>{box} ist schon ausgefüllt ({points})</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>boxes are filled from the top down: this roll must go in {boxes}</source>
        <translation>die Felder werden von oben nach unten gefüllt: dieser Wurf gehört in {boxes}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Joker rule: this five of a kind must go in {boxes}</source>
        <translation>Joker-Regel: dieser Fünfling muss in {boxes}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>there is nothing to undo: a scoring can be undone only until the next roll</source>
        <translation>es gibt nichts rückgängig zu machen: ein Eintrag kann nur bis zum nächsten Wurf zurückgenommen werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no player {player}</source>
        <translation>es gibt keinen Spieler {player}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no rolls left this turn: choose a box to score</source>
        <translation>keine Würfe mehr übrig: wähle ein Feld zum Eintragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first roll of a turn rolls all five dice: nothing can be held yet</source>
        <translation>beim ersten Wurf eines Zugs werden alle fünf Würfel geworfen: noch kann nichts gehalten werden</translation>
    </message>
    <message>
        <location filename="../game/rolloff.py" line="+27"/>
        <source>a roll-off needs at least one player, not {count}</source>
        <translation>ein Stechen braucht mindestens einen Spieler, nicht {count}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the roll-off never ended: the dice keep tying</source>
        <translation>das Stechen endet nicht: die Würfel zeigen immer wieder Gleichstand</translation>
    </message>
</context>
<context>
    <name>GameAnalysisPanel</name>
    <message>
        <location filename="../widgets/review/analysis.py" line="+32"/>
        <source>Skill: the points each player&apos;s choices gave away against perfect play. Luck: how much better or worse the dice were than usual.</source>
        <translation>Können: die Punkte, die jede Entscheidung gegenüber perfektem Spiel verschenkt hat. Glück: wie viel besser oder schlechter die Würfel fielen als sonst.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Looking back at the game…</source>
        <translation>Rückblick auf das Spiel …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How it went</source>
        <translation>So lief es</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How it went: {sentences}</source>
        <translation>So lief es: {sentences}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../widgets/dialogs/common.py" line="+70"/>
        <source>Final score: {total}</source>
        <translation>Endstand: {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wins with 1 point!</source>
        <translation>{name} gewinnt mit 1 Punkt!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins with {total} points!</source>
        <translation>{name} gewinnt mit {total} Punkten!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tie: {names} all scored {total} points!</source>
        <translation>Unentschieden: {names} haben alle {total} Punkte!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} share the win with {total} points!</source>
        <translation>{names} teilen sich den Sieg mit {total} Punkten!</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game over — {variant}</source>
        <translation>Spielende — {variant}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{variant} · 1 player</source>
        <translation>{variant} · 1 Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{variant} · {count} players</source>
        <translation>{variant} · {count} Spieler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{place} (tie)</source>
        <translation>{place} (geteilt)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&amp;Play again</source>
        <translation>Noch&amp;mal spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>P&amp;rint…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print the score card of this game</source>
        <translation>Den Spielblock dieses Spiels drucken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export PDF…</source>
        <translation>Als PDF &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the score card of this game as a PDF</source>
        <translation>Den Spielblock dieses Spiels als PDF speichern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep the card:</source>
        <translation>Spielblock aufheben:</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Expected points each choice gave up against the best choice, added up over the game (luck not counted).</source>
        <translation>Erwartete Punkte, die jede Entscheidung gegenüber der besten Wahl verschenkt hat, über das ganze Spiel addiert (Glück nicht mitgezählt).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play again keeps the same players and variant.</source>
        <translation>Nochmal spielen behält dieselben Spieler und dieselbe Variante.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Coach&lt;/b&gt;</source>
        <translation>&lt;b&gt;Trainer&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../history/recording.py" line="+86"/>
        <source>the game history file is damaged and could not be moved aside</source>
        <extracomment>How long recording waits for another copy of the app to finish with the retry file (seconds).</extracomment>
        <translation>die Datei des Spielverlaufs ist beschädigt und konnte nicht beiseitegelegt werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game history was damaged: it was kept as {file} and a new one started.</source>
        <translation>Der Spielverlauf war beschädigt: Er wurde als {file} aufbewahrt und ein neuer begonnen.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{file} is not a file</source>
        <extracomment>A retry file larger than this is not a list of a family&apos;s games (a game is about 60 kB).</extracomment>
        <translation>{file} ist keine Datei</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The list of games waiting to be added to the history is damaged and could not be moved aside. Games recovered from it: {recovered}. Entries that could not be read: {lost}.</source>
        <translation>Die Liste der Spiele, die noch in den Spielverlauf sollen, ist beschädigt und konnte nicht beiseitegelegt werden. Daraus gerettete Spiele: {recovered}. Nicht lesbare Einträge: {lost}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The list of games waiting to be added to the history was damaged: it was kept as {file}. Games recovered from it: {recovered}. Entries that could not be read: {lost}.</source>
        <translation>Die Liste der Spiele, die noch in den Spielverlauf sollen, war beschädigt: Sie wurde als {file} aufbewahrt. Daraus gerettete Spiele: {recovered}. Nicht lesbare Einträge: {lost}.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The games waiting to be added to the history could not be read ({reason}).</source>
        <translation>Die Spiele, die noch in den Spielverlauf sollen, konnten nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A game waiting to be added to the history was unreadable and was left out: {error}.</source>
        <translation>Ein Spiel, das noch in den Spielverlauf sollte, war nicht lesbar und wurde ausgelassen: {error}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 earlier game was added to the history.</source>
        <translation>1 früheres Spiel wurde in den Spielverlauf aufgenommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} earlier games were added to the history.</source>
        <translation>{count} frühere Spiele wurden in den Spielverlauf aufgenommen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The games waiting to be added to the game history could not be written yet: {reason}.</source>
        <translation>Die wartenden Spiele konnten noch nicht in den Spielverlauf geschrieben werden: {reason}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game could not be added to the game history: {reason}, and it could not be kept for later either ({write_error}).</source>
        <translation>Dieses Spiel konnte nicht in den Spielverlauf aufgenommen werden: {reason}, und es konnte auch nicht für später aufgehoben werden ({write_error}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This game could not be added to the game history yet: {reason}. It is kept and will be added after the next game.</source>
        <translation>Dieses Spiel konnte noch nicht in den Spielverlauf aufgenommen werden: {reason}. Es wird aufgehoben und nach dem nächsten Spiel hinzugefügt.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The last finished game was added to the history.</source>
        <translation>Das zuletzt beendete Spiel wurde in den Spielverlauf aufgenommen.</translation>
    </message>
    <message>
        <location filename="../history/store.py" line="+79"/>
        <source>the game history is in use by another program</source>
        <extracomment>How long a write waits for another program to let go of the database (seconds).</extracomment>
        <translation>der Spielverlauf wird gerade von einem anderen Programm benutzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game history cannot be written (the file or folder is read-only)</source>
        <translation>der Spielverlauf kann nicht geschrieben werden (Datei oder Ordner ist schreibgeschützt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game history could not be used ({error})</source>
        <translation>der Spielverlauf konnte nicht benutzt werden ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game history file is damaged</source>
        <translation>die Datei des Spielverlaufs ist beschädigt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the game history is damaged: it holds a value yachtgui never writes</source>
        <translation>der Spielverlauf ist beschädigt: er enthält einen Wert, den yachtgui nie schreibt</translation>
    </message>
    <message>
        <location line="+82"/>
        <location line="+1007"/>
        <source>only finished games are recorded</source>
        <translation>nur beendete Spiele werden aufgenommen</translation>
    </message>
    <message>
        <location line="-1005"/>
        <source>every seat needs a person or computer level</source>
        <translation>jeder Platz braucht eine Person oder eine Computerstufe</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>game {game} was recorded without its moves</source>
        <translation>Spiel {game} wurde ohne seine Züge aufgenommen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>game {game} cannot be rebuilt: {error}</source>
        <translation>Spiel {game} lässt sich nicht wiederherstellen: {error}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} (computer, easy)</source>
        <translation>{name} (Computer, leicht)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} (computer, medium)</source>
        <translation>{name} (Computer, mittel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} (computer, hard)</source>
        <translation>{name} (Computer, schwer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} (computer, plays to win)</source>
        <translation>{name} (Computer, spielt auf Sieg)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} (computer, {level})</source>
        <translation>{name} (Computer, {level})</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>the game history cannot be read: there is no file {file}</source>
        <extracomment>The bound for a variant whose rules the history does not hold (a damaged definition).</extracomment>
        <translation>der Spielverlauf kann nicht gelesen werden: Es gibt keine Datei {file}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the game history folder cannot be made ({reason})</source>
        <translation>der Ordner für den Spielverlauf kann nicht angelegt werden ({reason})</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the game history needs an update, and it cannot be written here (read-only)</source>
        <translation>der Spielverlauf muss aktualisiert werden, kann hier aber nicht geschrieben werden (schreibgeschützt)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the game history file holds something else</source>
        <translation>die Datei des Spielverlaufs enthält etwas anderes</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>the game history was written by a newer yachtgui</source>
        <translation>der Spielverlauf wurde von einem neueren yachtgui geschrieben</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the game history file holds something else (table {table} is not as expected)</source>
        <translation>die Datei des Spielverlaufs enthält etwas anderes (die Tabelle {table} ist nicht wie erwartet)</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>a name is 1 to 40 characters</source>
        <translation>ein Name hat 1 bis 40 Zeichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name is plain text: it can&apos;t hold a control character or a direction mark</source>
        <translation>ein Name ist reiner Text: Er darf kein Steuerzeichen und keine Richtungsmarke enthalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+20"/>
        <source>there is no such player in the history</source>
        <translation>diesen Spieler gibt es im Spielverlauf nicht</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{name} is already in the history: merge the two players instead</source>
        <translation>{name} ist schon im Spielverlauf: füge die beiden Spieler lieber zusammen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>choose two different players to merge</source>
        <translation>wähle zwei verschiedene Spieler zum Zusammenführen</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>there is no game {game} in the history</source>
        <translation>im Spielverlauf gibt es kein Spiel {game}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>game {game} is damaged in the history</source>
        <translation>Spiel {game} ist im Spielverlauf beschädigt</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>this is not a game for the history</source>
        <translation>das ist kein Spiel für den Spielverlauf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game cannot be recorded: {error}</source>
        <translation>das Spiel kann nicht aufgenommen werden: {error}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the game&apos;s seats are damaged</source>
        <translation>die Plätze des Spiels sind beschädigt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game&apos;s times are damaged</source>
        <translation>die Zeiten des Spiels sind beschädigt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the game&apos;s analysis is damaged</source>
        <translation>die Auswertung des Spiels ist beschädigt</translation>
    </message>
</context>
<context>
    <name>HouseFile</name>
    <message>
        <location filename="../rules/housefile.py" line="-359"/>
        <source>{file}, line {line}</source>
        <translation>{file}, Zeile {line}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>unknown key (known here: {keys})</source>
        <translation>unbekannter Schlüssel (hier bekannt: {keys})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>must be text in quotes, not {value}</source>
        <translation>muss Text in Anführungszeichen sein, nicht {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be 1 to {longest} printable characters</source>
        <translation>muss 1 bis {longest} druckbare Zeichen lang sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>must be a whole number, not {value}</source>
        <translation>muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be from {low} to {high}, not {value}</source>
        <translation>muss zwischen {low} und {high} liegen, nicht {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>must be one of {options}, not {value}</source>
        <translation>muss eins von {options} sein, nicht {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a table</source>
        <translation>eine Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>variant file</source>
        <translation>Variantendatei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is nested too deeply (lists or tables inside each other)</source>
        <translation>ist zu tief verschachtelt (Listen oder Tabellen ineinander)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this is not valid TOML ({error})</source>
        <translation>das ist kein gültiges TOML ({error})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is missing: every variant needs a name</source>
        <translation>fehlt: jede Variante braucht einen Namen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is missing: name the variant this one changes ({variants})</source>
        <translation>fehlt: nenne die Variante, die hier geändert wird ({variants})</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>must be a list of box ids in quotes</source>
        <translation>muss eine Liste von Feld-IDs in Anführungszeichen sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{variant} has no box &quot;{box}&quot; (its boxes: {known})</source>
        <translation>{variant} hat kein Feld &quot;{box}&quot; (seine Felder: {known})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>must be tables like [boxes.full_house]</source>
        <translation>müssen Tabellen wie [boxes.full_house] sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be a table of kind, name, score and length</source>
        <translation>muss eine Tabelle mit kind, name, score und length sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a box id is lower-case letters, digits and _ (up to 40)</source>
        <translation>eine Feld-ID besteht aus Kleinbuchstaben, Ziffern und _ (bis zu 40)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this box is also in remove</source>
        <translation>dieses Feld steht auch in remove</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{variant} already has this box: change it without a kind</source>
        <translation>{variant} hat dieses Feld schon: ändere es ohne kind</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>leaves no box: a game needs at least one box to fill</source>
        <translation>lässt kein Feld übrig: ein Spiel braucht mindestens ein Feld zum Ausfüllen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+281"/>
        <source>makes {count} boxes: at most {most} can be played</source>
        <translation>ergibt {count} Felder: höchstens {most} können gespielt werden</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>needs a five-of-a-kind box, and this variant has none</source>
        <translation>braucht ein Feld für Fünflinge, und diese Variante hat keins</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&quot;matching&quot; needs a box of like dice (pairs, n of a kind, full house)</source>
        <translation>&quot;matching&quot; braucht ein Feld mit gleichen Würfeln (Paare, Pasch, Full House)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>must be a number of points, &quot;total&quot;, &quot;total+N&quot; or &quot;matching&quot;, not {value}</source>
        <translation>muss eine Punktzahl, &quot;total&quot;, &quot;total+N&quot; oder &quot;matching&quot; sein, nicht {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>only straights have a length</source>
        <translation>nur Straßen haben eine Länge</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an upper box always scores the dice showing its face</source>
        <translation>ein Feld oben zählt immer die Würfel mit seiner Augenzahl</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is a new box and needs a kind to say how it scores (one of {kinds})</source>
        <translation>ist ein neues Feld und braucht ein kind, das sagt, wie es zählt (eins von {kinds})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a flush needs Kismet&apos;s coloured dice: extend kismet</source>
        <translation>ein Flush braucht die farbigen Kismet-Würfel: erweitere kismet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>must be a table: [bonus] with threshold and points, or tiers</source>
        <translation>muss eine Tabelle sein: [bonus] mit threshold und points oder tiers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>give either tiers or threshold and points, not both</source>
        <translation>gib entweder tiers oder threshold und points an, nicht beides</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be a list of [threshold, points] pairs</source>
        <translation>muss eine Liste von Paaren [threshold, points] sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thresholds must rise from one tier to the next</source>
        <translation>die Schwellen müssen von Stufe zu Stufe steigen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a bonus at {threshold} can never be reached: the upper boxes make at most {best}</source>
        <translation>ein Bonus ab {threshold} ist nie erreichbar: die Felder oben bringen höchstens {best}</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>is not a file</source>
        <translation>ist keine Datei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot be read ({reason})</source>
        <translation>kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is too large for a variant file (over 64 kB)</source>
        <translation>ist zu groß für eine Variantendatei (über 64 kB)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is not UTF-8 text</source>
        <translation>ist kein UTF-8-Text</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{text} must be 1 to {longest} printable characters</source>
        <extracomment>Longest texts a variant may carry, as a file may write them (rule lines and section headings are made by the app, not written in files, and get room to spare).</extracomment>
        <translation>{text} muss aus 1 bis {longest} druckbaren Zeichen bestehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the variant id {id} must be lower-case letters, digits, _ and -</source>
        <translation>die Varianten-ID {id} darf nur Kleinbuchstaben, Ziffern, _ und - enthalten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the box id {id} must be lower-case letters, digits and _</source>
        <translation>die Feld-ID {id} darf nur Kleinbuchstaben, Ziffern und _ enthalten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>gives more than {most} points somewhere</source>
        <translation>vergibt irgendwo mehr als {most} Punkte</translation>
    </message>
</context>
<context>
    <name>HouseVariants</name>
    <message>
        <location filename="../persistence/variants.py" line="+83"/>
        <source>another variant file already makes {id}: rename this file</source>
        <extracomment>Files read at most: a folder of thousands of files is not a family&apos;s variants.</extracomment>
        <translation>eine andere Variantendatei erzeugt schon {id}: benenne diese Datei um</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>other house rules are already kept as {file}: give these rules another name</source>
        <translation>andere Hausregeln sind schon als {file} gespeichert: Gib diesen Regeln einen anderen Namen</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <location filename="../app/instance.py" line="+87"/>
        <source>the folder {folder} cannot be used ({error})</source>
        <translation>der Ordner {folder} ist nicht nutzbar ({error})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the folder {folder} is not private</source>
        <translation>der Ordner {folder} ist nicht privat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} cannot be written</source>
        <translation>in den Ordner {folder} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>the lock in {folder} cannot be taken</source>
        <translation>die Sperre in {folder} lässt sich nicht setzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the yachtgui window already running does not answer</source>
        <translation>das schon laufende yachtgui-Fenster antwortet nicht</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>no window address could be made ({problem})</source>
        <translation>keine Fensteradresse ließ sich anlegen ({problem})</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>This window cannot make sure it is the only yachtgui window: {problem}. A game open in another window is left to it.</source>
        <translation>Dieses Fenster kann nicht sicherstellen, dass es das einzige yachtgui-Fenster ist: {problem}. Ein Spiel, das in einem anderen Fenster offen ist, bleibt diesem überlassen.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>One unfinished game is open in another yachtgui window; it is left to it.</source>
        <translation>Ein unbeendetes Spiel ist in einem anderen yachtgui-Fenster offen; es bleibt diesem überlassen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} unfinished games are open in other yachtgui windows; they are left to them.</source>
        <translation>{count} unbeendete Spiele sind in anderen yachtgui-Fenstern offen; sie bleiben diesen überlassen.</translation>
    </message>
</context>
<context>
    <name>KeptGames</name>
    <message>
        <location filename="../app/keeping.py" line="+27"/>
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{variant} game of {name}</source>
        <translation>Spiel {variant} von {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{variant} game with {names}</source>
        <translation>Spiel {variant} mit {names}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{game}, round {round} of {rounds}, last played {when}</source>
        <translation>{game}, Runde {round} von {rounds}, zuletzt gespielt {when}</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/keeping.py" line="+57"/>
        <source>No other unfinished games</source>
        <translation>Keine anderen unfertigen Spiele</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Abandon a Kept Game</source>
        <translation>Aufgehobenes Spiel &amp;aufgeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give up the {game} (you are asked first)</source>
        <translation>Das {game} aufgeben (du wirst vorher gefragt)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Abandon a kept game</source>
        <translation>Aufgehobenes Spiel aufgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the {game}?</source>
        <translation>Das {game} aufgeben?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It cannot be continued afterwards.</source>
        <translation>Danach kann es nicht mehr fortgesetzt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <location filename="../app/keeping.py" line="+17"/>
        <source>The {game} is the game on the table, so it was not abandoned. To give it up, start a new game (File &gt; New Game) and choose Abandon it.</source>
        <translation>Das {game} ist das Spiel, das gerade läuft, deshalb wurde es nicht aufgegeben. Um es aufzugeben, starte ein neues Spiel (Datei &gt; Neues Spiel) und wähle „Aufgeben“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {game} was not abandoned: {error}. It is still in File &gt; Continue a Game.</source>
        <translation>Das {game} wurde nicht aufgegeben: {error}. Es ist weiter unter Datei &gt; Spiel fortsetzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandoned the {game}.</source>
        <translation>Das {game} wurde aufgegeben.</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/keeping.py" line="+16"/>
        <source>Start a new game</source>
        <translation>Neues Spiel starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have an unfinished {game}.</source>
        <translation>Du hast ein unfertiges {game}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it to continue later (File &gt; Continue a Game), or abandon it for good?</source>
        <translation>Für später aufheben (Datei &gt; Spiel fortsetzen) oder endgültig aufgeben?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep it for later</source>
        <translation>Für &amp;später aufheben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon it</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <location filename="../widgets/dialogs/about.py" line="-73"/>
        <source>Licences</source>
        <extracomment>The most of one licence file shown (the longest bundled text is ~100 KB). Where the source code is (the GPL&apos;s &quot;corresponding source&quot;); also in the AppStream metainfo.</extracomment>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Licence files</source>
        <translation>Lizenzdateien</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Licence text</source>
        <translation>Lizenztext</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>yachtgui is free software under the GNU General Public License, version 3 or later. Licence texts: {url}.</source>
        <translation>yachtgui ist freie Software unter der GNU General Public License, Version 3 oder neuer. Lizenztexte: {url}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This licence file could not be read: {error}</source>
        <translation>Diese Lizenzdatei konnte nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/turnview.py" line="+24"/>
        <source>Hold dice with a click or 1–5, then roll again — or score now: click a box, or use the arrows and Enter.</source>
        <extracomment>The longest things the help line says (its height is measured for them, not for what it shows): the advice while dice are held, and the Undo reminder while a computer waits.</extracomment>
        <translation>Halte Würfel per Klick oder mit 1–5 und würfle noch mal – oder trage jetzt ein: Klicke auf ein Feld oder nimm die Pfeiltasten und Enter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed your mind? Ctrl+Z takes back {player}&apos;s {box} until {name} rolls.</source>
        <translation>Doch anders überlegt? Strg+Z nimmt {box} von {player} zurück, bis {name} würfelt.</translation>
    </message>
    <message>
        <location filename="../app/gamefiles.py" line="+51"/>
        <source>Saved games (*{suffix})</source>
        <extracomment>A finished game and who sat at it (a score card is made of both).</extracomment>
        <translation>Gespeicherte Spiele (*{suffix})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/turnview.py" line="+32"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../widgets/table/felt.py" line="+160"/>
        <source>Dismiss the notice</source>
        <translation>Hinweis schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Ready for a game?</source>
        <translation>Lust auf ein Spiel?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kismet, Yacht, Yatzy, the 12-box Yacht or Yahtzee — for one to ten players, people or computer.</source>
        <translation>Kismet, Yacht, Yatzy, das Yacht mit 12 Feldern oder Yahtzee – für einen bis zehn Spieler, Menschen oder Computer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start a new game…</source>
        <translation>Neues Spiel starten…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose the game and the players (Ctrl+N)</source>
        <translation>Spiel und Spieler auswählen (Strg+N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue a game saved with File &gt; Save As (Ctrl+O)</source>
        <translation>Ein mit Datei &gt; Speichern unter gespeichertes Spiel fortsetzen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../widgets/window/mainwindow.py" line="+196"/>
        <source>Last score</source>
        <extracomment>Lines of text the felt keeps room for under the dice (a hint&apos;s headline and options, the coach). How long a box just scored stays marked (milliseconds). The window has been painted for the first time (what only matters later is done then). Computer seats, hints and the coach (its tables, driver and coach are made when first needed). What is laid on the felt when first needed: the banner, the welcome card, the advice panel. Games on disk: open, save, continue and abandon kept games, the last finished game. File &gt; Open, Save As, Export, Print and the blank pad, as the window asks for them. Starting games and the dialogs (New Game, game over, Preferences, statistics, help). Screen-reader narration and the game&apos;s sounds (made after the first frame). Table mode: the real-dice face picker under the tray and the scorekeeper&apos;s card. The keyboard&apos;s cursor on the card of the player to move, once that card can take it. Choosing a box on a card: another player&apos;s card, a filled box, no dice yet, confirm each score. Big moments: stars and a banner on the felt (five alike, a bonus, a best, a Second Kismet). Hints, the computer&apos;s picks, the coach and a table&apos;s progress, as the window shows them. The menu bar: its titles now, its actions after the first frame (or when first read). The kept games as the window lists them: the welcome card&apos;s list and File &gt; Continue a Game. Every player&apos;s chance to win under their name (worked out in a worker thread; a preference). Records each finished game in the family&apos;s history (and says when it cannot).</extracomment>
        <translation>Letzter Eintrag</translation>
    </message>
    <message>
        <location filename="../app/turnview.py" line="+39"/>
        <location line="+18"/>
        <location filename="../widgets/window/controls.py" line="+41"/>
        <location line="+9"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../widgets/window/controls.py" line="+0"/>
        <source>Roll again</source>
        <translation>Noch mal würfeln</translation>
    </message>
    <message>
        <location filename="../widgets/window/controls.py" line="+2"/>
        <source>Roll the dice that are not held (Space)</source>
        <translation>Die nicht gehaltenen Würfel werfen (Leertaste)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the best move and what the other choices give up (H)</source>
        <translation>Zeigt den besten Zug und was die anderen Möglichkeiten kosten (H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skip all ▶▶|</source>
        <translation>Alle überspringen ▶▶|</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hurry up ▶▶</source>
        <translation>Schneller ▶▶</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer finishes its turn at once (Space or Enter). Shift+Space hurries every computer up to the next person.</source>
        <translation>Der Computer beendet seinen Zug sofort (Leertaste oder Enter). Umschalt+Leertaste treibt alle Computer bis zur nächsten Person an.</translation>
    </message>
    <message>
        <location filename="../widgets/window/computerview.py" line="+148"/>
        <source>Computer player learning progress</source>
        <translation>Lernfortschritt der Computerspieler</translation>
    </message>
    <message>
        <location filename="../selftest.py" line="+245"/>
        <location filename="../widgets/window/menus.py" line="+71"/>
        <source>&amp;File</source>
        <extracomment>The variant of the test game, its seed and its seats (a person, then a hard computer). The longest any step may wait for the app, in seconds. The collector of the step running now, for :func:`wait_until` to stop waiting at once.
----------
Export or print: True for the last finished game, False for the game on the table. Skip the computer&apos;s turn: True for every computer turn up to the next person&apos;s. File &gt; Continue a Game is about to open (fill it now).</extracomment>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../widgets/window/menus.py" line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export PDF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Blank Score Pad…</source>
        <translation>Leerer &amp;Spielblock…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Continue a Game</source>
        <translation>Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looking for unfinished games…</source>
        <translation>Suche nach nicht beendeten Spielen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export &amp;Last Finished Game…</source>
        <translation>&amp;Letztes beendetes Spiel als PDF exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print Last &amp;Finished Game…</source>
        <translation>Le&amp;tztes beendetes Spiel drucken…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Undo Last Score</source>
        <translation>Letzten Eintrag &amp;rückgängig machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Takes back your own last score until the next roll; computer players&apos; moves stand.</source>
        <translation>Nimmt deinen eigenen letzten Eintrag bis zum nächsten Wurf zurück; Züge der Computerspieler bleiben stehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Why Undo Is Not Possible</source>
        <translation>Warum Rückgängig nicht geht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;House Rules…</source>
        <translation>&amp;Hausregeln…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Roll Dice</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hold or Release Die &amp;{number}</source>
        <translation>Würfel &amp;{number} halten oder freigeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Skip Computer Turn</source>
        <translation>Computerzug &amp;überspringen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skip &amp;All Computer Turns</source>
        <translation>&amp;Alle Computerzüge überspringen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S&amp;tatistics and Champions…</source>
        <translation>&amp;Statistik und Bestenliste…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;play a Finished Game…</source>
        <translation>Wi&amp;ederholung eines beendeten Spiels…</translation>
    </message>
    <message>
        <location line="-134"/>
        <location line="+141"/>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About yachtgui</source>
        <translation>Ü&amp;ber yachtgui</translation>
    </message>
    <message>
        <location filename="../widgets/window/mainwindow.py" line="+123"/>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <location filename="../app/turnview.py" line="-38"/>
        <source>Welcome to yachtgui</source>
        <translation>Willkommen bei yachtgui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a game with File &gt; New Game (Ctrl+N).</source>
        <translation>Starte ein Spiel mit Datei &gt; Neues Spiel (Strg+N).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Final score: {points}</source>
        <translation>Endstand: {points} Punkte</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Plays to win</source>
        <translation>Spielt auf Sieg</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Winner: {names}</source>
        <translation>Sieger: {names}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared win: {names}</source>
        <translation>Gemeinsamer Sieg: {names}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File &gt; New Game (Ctrl+N) starts another game.</source>
        <translation>Datei &gt; Neues Spiel (Strg+N) startet ein weiteres Spiel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>▶ {name} (computer · {level})</source>
        <translation>▶ {name} (Computer · {level})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶ {name}&apos;s turn (computer · {level})</source>
        <translation>▶ {name} ist dran (Computer · {level})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ {name}&apos;s turn</source>
        <translation>▶ {name} ist dran</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Press Space or click Roll to roll all five dice.</source>
        <translation>Drücke die Leertaste oder klicke auf Würfeln, um alle fünf Würfel zu werfen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a box on your card: click it, or use the arrows and Enter.</source>
        <translation>Wähle ein Feld auf deinem Block: Klicke darauf oder nimm die Pfeiltasten und Enter.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} is learning to play {variant} to win (once, up to a few minutes: see the status bar).</source>
        <translation>{name} lernt, {variant} auf Sieg zu spielen (nur einmal, bis zu einigen Minuten: siehe Statusleiste).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is learning {variant} (once, {time}: see the status bar).</source>
        <translation>{name} lernt {variant} (nur einmal, {time}: siehe Statusleiste).</translation>
    </message>
    <message>
        <location filename="../widgets/window/menus.py" line="-147"/>
        <source>&amp;Rules of {variant}</source>
        <translation>&amp;Spielregeln für {variant}</translation>
    </message>
    <message>
        <location filename="../app/turnview.py" line="-20"/>
        <source>Skip to next person ▶▶|</source>
        <translation>Bis zur nächsten Person ▶▶|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip to the end ▶▶|</source>
        <translation>Bis zum Ende ▶▶|</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} plays next…</source>
        <translation>{name} ist als Nächstes dran…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source>{name} is getting ready…</source>
        <translation>{name} macht sich bereit…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} is about to roll</source>
        <translation>{name} würfelt gleich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: no rolls left</source>
        <translation>{name}: keine Würfe übrig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: 1 roll left</source>
        <translation>{name}: 1 Wurf übrig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {count} rolls left</source>
        <translation>{name}: {count} Würfe übrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is playing. Space or Enter finishes this turn; Shift+Space skips to the next person.</source>
        <translation>{name} spielt. Leertaste oder Enter beendet diesen Zug; Umschalt+Leertaste springt zur nächsten Person.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is playing. Space or Enter finishes this turn; Shift+Space skips to the end.</source>
        <translation>{name} spielt. Leertaste oder Enter beendet diesen Zug; Umschalt+Leertaste springt bis zum Ende.</translation>
    </message>
    <message>
        <location filename="../widgets/window/mainwindow.py" line="+156"/>
        <source>Your roll comes as soon as the computer has finished.</source>
        <translation>Du würfelst, sobald der Computer fertig ist.</translation>
    </message>
    <message>
        <location filename="../app/computerplay.py" line="+280"/>
        <source>The computer could not learn to play to win: {problem}. It plays for the most points instead.</source>
        <extracomment>What a hint depends on: player, dice, rolls left, boxes filled, dice still tumbling. A hint for ``player``: an :class:`~yachtgui.ai.advice.Advice` (dice to hold or box to fill). What the hint says instead of advice (roll first; the computer is still learning). The hint shown is no longer about the dice on the table (or was taken back). The box a computer is about to fill (``&quot;&quot;``: none any more). A strategy table is being built: the variant&apos;s name and the percent done. A win table (for a computer that plays to win) is being built: the variant&apos;s name, percent done. No table is being built any more. A sentence for the status line: something could not be done (and what happens instead). A computer&apos;s turn started, stopped, or waits for its table: the turn&apos;s display changes. The coach&apos;s word on a person&apos;s decision. The coach&apos;s tally of points given up changed.</extracomment>
        <translation>Der Computer konnte nicht lernen, auf Sieg zu spielen: {problem}. Er spielt stattdessen auf die meisten Punkte.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Hints are for people&apos;s turns.</source>
        <translation>Tipps gibt es nur, wenn ein Mensch dran ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: roll the dice first — there is nothing to choose before the first roll.</source>
        <translation>Tipp: Würfle zuerst – vor dem ersten Wurf gibt es nichts zu wählen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: the computer is still learning {variant}; the hint appears in {time}.</source>
        <translation>Tipp: Der Computer lernt noch {variant}; der Tipp kommt in {time}.</translation>
    </message>
    <message>
        <location filename="../widgets/window/computerview.py" line="-30"/>
        <source>Points given up this game: {list}</source>
        <translation>In diesem Spiel verschenkte Punkte: {list}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Teaching the computer {variant}… {percent} %</source>
        <translation>Der Computer lernt {variant}… {percent} %</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teaching the computer to play {variant} to win… {percent} %</source>
        <translation>Der Computer lernt, {variant} auf Sieg zu spielen… {percent} %</translation>
    </message>
    <message>
        <location filename="../app/computerplay.py" line="-51"/>
        <source>The computer could not learn this game: {problem}</source>
        <translation>Der Computer konnte dieses Spiel nicht lernen: {problem}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{problem} Computer seats are played by hand now.</source>
        <translation>{problem} Die Computerplätze werden jetzt von Hand gespielt.</translation>
    </message>
    <message>
        <location filename="../widgets/window/scoring.py" line="+71"/>
        <source>That is {owner}&apos;s card, and it&apos;s {name}&apos;s turn. The cursor is back on {name}&apos;s card.</source>
        <translation>Das ist der Block von {owner}, und {name} ist dran. Der Cursor ist wieder auf dem Block von {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is {owner}&apos;s card, and it&apos;s {name}&apos;s turn.</source>
        <translation>Das ist der Block von {owner}, und {name} ist dran.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{box} already holds {points}: choose an open box.</source>
        <translation>In {box} stehen schon {points}: Wähle ein freies Feld.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll the dice first, then choose a box.</source>
        <translation>Erst würfeln, dann ein Feld wählen.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{points} in {box}? Click it again, or press Enter, to write it down.</source>
        <translation>{points} bei {box}? Klicke noch einmal darauf oder drücke Enter, um es einzutragen.</translation>
    </message>
    <message>
        <location filename="../widgets/window/windowdialogs.py" line="+109"/>
        <source>Roll-off: {faces} — {name} starts</source>
        <translation>Stechen: {faces} – {name} fängt an</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Confirm each score is on: choose a box twice (click or Enter) to write it. Preferences can turn it off.</source>
        <translation>„Jeden Eintrag bestätigen“ ist an: Wähle ein Feld zweimal (Klick oder Enter), um es einzutragen. In den Einstellungen kannst du das abschalten.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>House rules saved: choose them in New Game.</source>
        <translation>Hausregeln gespeichert: Du findest sie unter Neues Spiel.</translation>
    </message>
    <message>
        <location filename="../widgets/window/fileflows.py" line="+50"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../app/gamefiles.py" line="+58"/>
        <source>Can&apos;t open this game</source>
        <extracomment>A file could not be read or written: a title and what happened, in sentences. A line for the status bar, and for how many milliseconds. A file was written: what it is (&quot;Game saved&quot;) and where. A game was read from a file and is now on the table.</extracomment>
        <translation>Dieses Spiel lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+114"/>
        <source>{problem}

The game you are playing is unchanged.</source>
        <translation>{problem}

Dein laufendes Spiel bleibt unverändert.</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Opened {file}.</source>
        <translation>{file} geöffnet.</translation>
    </message>
    <message>
        <location filename="../widgets/window/fileflows.py" line="+12"/>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../app/gamefiles.py" line="+14"/>
        <source>Can&apos;t save the game</source>
        <translation>Das Spiel lässt sich nicht speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{problem}

Try another folder; the game goes on.</source>
        <translation>{problem}

Versuch es mit einem anderen Ordner; das Spiel geht weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game saved</source>
        <translation>Spiel gespeichert</translation>
    </message>
    <message>
        <location filename="../widgets/window/fileflows.py" line="+15"/>
        <source>Score card saved</source>
        <translation>Spielblock gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gamefiles.py" line="+82"/>
        <source>This game is open in another yachtgui window; it is left to it.</source>
        <translation>Dieses Spiel ist in einem anderen yachtgui-Fenster offen; es bleibt diesem überlassen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t continue this game</source>
        <translation>Dieses Spiel lässt sich nicht fortsetzen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Continuing the {game}. The game you were playing is kept: File &gt; Continue a Game.</source>
        <translation>Weiter geht’s: {game}. Dein bisheriges Spiel ist aufgehoben: Datei &gt; Spiel fortsetzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continuing the {game}.</source>
        <translation>Weiter geht’s: {game}.</translation>
    </message>
    <message>
        <location filename="../widgets/window/fileflows.py" line="+19"/>
        <source>Blank score pad saved</source>
        <translation>Leerer Spielblock gespeichert</translation>
    </message>
    <message>
        <location filename="../widgets/window/moments.py" line="+74"/>
        <source>New personal best!</source>
        <translation>Neuer persönlicher Rekord!</translation>
    </message>
    <message>
        <location filename="../app/turnview.py" line="-99"/>
        <source>No rolls left</source>
        <translation>Keine Würfe übrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 roll left</source>
        <translation>1 Wurf übrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} rolls left</source>
        <translation>{count} Würfe übrig</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../widgets/senses/speech.py" line="+115"/>
        <source>Said last</source>
        <extracomment>How long a screen reader may take to present a new focus (Orca 43 reads its name, role and description some 70 ms after the focus event on an idle machine: its debug log). A sentence said sooner goes on the new focus&apos;s description only after this: set at once, the focus presentation would read it and the change event would read it again (Orca 43 said the first roll twice when the Roll button, disabled while the dice tumble, handed the focus to the card). The description of the status bar&apos;s label that shows the last sentence said to screen readers</extracomment>
        <translation>Zuletzt gesagt</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>{name}&apos;s turn: the computer plays.</source>
        <translation>{name} ist dran: Der Computer spielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s turn, with real dice: type the five faces rolled.</source>
        <translation>{name} ist dran, mit echten Würfeln: Tippe die fünf gewürfelten Augen ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s turn: press Space to roll.</source>
        <translation>{name} ist dran: Drücke die Leertaste zum Würfeln.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{who} rolled {faces}; kept {kept}; no rolls left.</source>
        <translation>{who} hat {faces} gewürfelt; gehalten: {kept}; keine Würfe übrig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolled {faces}; kept {kept}; 1 roll left.</source>
        <translation>{who} hat {faces} gewürfelt; gehalten: {kept}; 1 Wurf übrig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolled {faces}; kept {kept}; {left} rolls left.</source>
        <translation>{who} hat {faces} gewürfelt; gehalten: {kept}; {left} Würfe übrig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolled {faces}; no rolls left.</source>
        <translation>{who} hat {faces} gewürfelt; keine Würfe übrig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolled {faces}; 1 roll left.</source>
        <translation>{who} hat {faces} gewürfelt; 1 Wurf übrig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolled {faces}; {left} rolls left.</source>
        <translation>{who} hat {faces} gewürfelt; {left} Würfe übrig.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../widgets/dialogs/newgame.py" line="+75"/>
        <source>Person</source>
        <extracomment>The seat kind of a child: a person, for whom &quot;confirm each score&quot; is switched on. Seat kinds offered: (label, level) with level None for a person. The labels are English; they are shown with ``translate(&quot;NewGameDialog&quot;, label)``.</extracomment>
        <translation>Person</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Child</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · Easy</source>
        <translation>Computer · Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · Medium</source>
        <translation>Computer · Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · Hard</source>
        <translation>Computer · Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · Plays to win</source>
        <translation>Computer · Spielt auf Sieg</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays to win: this computer watches everyone&apos;s scores. When it is behind it takes the chances it needs, when it is ahead it plays safe, so it wins a little more often than Hard, which always goes for the most points. The first time it plays a game it learns how, for up to a few minutes.</source>
        <extracomment>What the play-to-win level does, in a family&apos;s words (under the seats while one is chosen).</extracomment>
        <translation>Spielt auf Sieg: Dieser Computer behält alle Punktestände im Blick. Liegt er hinten, geht er die nötigen Wagnisse ein, liegt er vorn, spielt er sicher. So gewinnt er etwas öfter als Schwer, das immer auf die meisten Punkte geht. Beim ersten Mal lernt er ein Spiel, bis zu einigen Minuten lang.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>House rules on {variant}: {changes}.</source>
        <extracomment>Names suggested for computer seats, in order of preference. The width a variant&apos;s description wraps at in the two-column list (pixels). Variants listed without scrolling (three rows of two); with more, the list scrolls in this height.</extracomment>
        <translation>Hausregeln zu {variant}: {changes}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules on {variant}, unchanged.</source>
        <translation>Hausregeln zu {variant}, unverändert.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Player {number} needs a name.</source>
        <extracomment>The width it is measured at before it is laid out (the dialog&apos;s column, at its scale).</extracomment>
        <translation>Spieler {number} braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player {number}&apos;s name is too long: at most {limit} characters.</source>
        <translation>Der Name von Spieler {number} ist zu lang: höchstens {limit} Zeichen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player {number}&apos;s name contains a character that can&apos;t be shown.</source>
        <translation>Der Name von Spieler {number} enthält ein Zeichen, das nicht angezeigt werden kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two players are called “{name}”: give each a different name.</source>
        <translation>Zwei Spieler heißen „{name}“: Gib jedem einen anderen Namen.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Left out, with a mistake: {problems}</source>
        <translation>Weggelassen, weil fehlerhaft: {problems}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Players</source>
        <translation>Spiele&amp;r</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Anzahl der Spieler:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player {number}:</source>
        <translation>Spieler {number}:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player {number} name</source>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player {number}: person or computer</source>
        <translation>Spieler {number}: Person oder Computer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer players are not available in this version yet.</source>
        <translation>Computerspieler gibt es in dieser Version noch nicht.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Real dice</source>
        <translation>Echte Würfel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player {number} rolls real dice</source>
        <translation>Spieler {number} würfelt mit echten Würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This player rolls real dice at the table and types the faces rolled.</source>
        <translation>Dieser Spieler würfelt mit echten Würfeln am Tisch und tippt die gewürfelten Augen ein.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Who starts</source>
        <translation>&amp;Wer beginnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll off: each player rolls one die, the highest starts</source>
        <translation>Stechen: Jeder würfelt einmal, die höchste Augenzahl beginnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seating order: Player 1 starts</source>
        <translation>Sitzordnung: Spieler 1 beginnt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Start</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <location line="+243"/>
        <source>&lt;h2&gt;Who starts?&lt;/h2&gt;</source>
        <extracomment>Seats shown without scrolling; more scroll (the dialog must fit a laptop screen). Seats shown however short the screen: fewer and the list would feel like a peephole. On a screen too short even for that with the games three to a row (German at 1024x600): Start on the screen matters more. Games side by side on a short screen (a 1024x600 netbook): two rows of games instead of three. The widest the compact dialog gets (usual sizes: scaled), at most the screen&apos;s room. The side of a roll-off die, in px at the usual scale (the table&apos;s dice are at least 64 px too).</extracomment>
        <translation>&lt;h2&gt;Wer beginnt?&lt;/h2&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player rolls one die; players tied for the highest roll again.</source>
        <translation>Jeder würfelt mit einem Würfel; wer gleichauf am höchsten liegt, würfelt noch einmal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Round {number}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runde {number}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}, round {number}</source>
        <translation>{name}, Runde {number}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;h3&gt;{name} rolled the highest ({face}) and starts.&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;{name} hat am höchsten gewürfelt ({face}) und beginnt.&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../widgets/dialogs/common.py" line="-196"/>
        <source>Relaxed</source>
        <extracomment>The computer speeds offered: (label, settings value). The labels are English; they are shown with ``translate(&quot;PreferencesDialog&quot;, label)``.</extracomment>
        <translation>Gemütlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no pauses)</source>
        <translation>Sofort (ohne Pausen)</translation>
    </message>
    <message>
        <location line="+284"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate the dice when they are rolled</source>
        <translation>Würfel beim Würfeln &amp;animieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Coach: after each move, say how many points it gave up</source>
        <translation>&amp;Trainer: nach jedem Zug sagen, wie viele Punkte er verschenkt hat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coach comes with the computer players.</source>
        <translation>Den Trainer gibt es zusammen mit den Computerspielern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirm each &amp;score: choose a box twice (click or Enter) to write it</source>
        <translation>Jeden Eintrag &amp;bestätigen: ein Feld zweimal wählen (Klick oder Enter), um es einzutragen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A stray click never scores: the first click marks the box, the second writes it. Ctrl+Z still takes a score back.</source>
        <translation>Ein versehentlicher Klick trägt nie etwas ein: Der erste Klick markiert das Feld, der zweite trägt ein. Strg+Z nimmt einen Eintrag weiterhin zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer speed</source>
        <translation>Tempo der Computerspieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long computer players pause between their steps. Space skips a computer&apos;s turn at any speed.</source>
        <translation>Wie lange Computerspieler zwischen ihren Schritten warten. Die Leertaste überspringt den Zug eines Computers bei jedem Tempo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer s&amp;peed:</source>
        <translation>T&amp;empo der Computerspieler:</translation>
    </message>
</context>
<context>
    <name>RealDicePanel</name>
    <message>
        <location filename="../widgets/table/tablemode.py" line="+49"/>
        <source>Enter roll</source>
        <extracomment>The Roll button&apos;s text on a real-dice turn (English; shown as ``translate(&quot;RealDicePanel&quot;, ENTER_ROLL)``).</extracomment>
        <translation>Wurf eintragen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Real dice: click, turn the wheel or press 1 to 6 to set the face; right click or the keys 1 to 5 on the card hold it.</source>
        <translation>Echte Würfel: Klicke, drehe das Mausrad oder drücke 1 bis 6, um die Augenzahl einzustellen; Rechtsklick oder die Tasten 1 bis 5 auf dem Spielblock halten ihn.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Faces of the real dice</source>
        <extracomment>Escape in the face entry: the keyboard goes to the card (1-5 hold, arrows and Enter score).</extracomment>
        <translation>Augen der echten Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 6 6 3 2 1</source>
        <translation>z. B. 6 6 3 2 1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dice entry message</source>
        <translation>Hinweis zur Würfeleingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Real dice:</source>
        <translation>&amp;Echte Würfel:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Record the faces of the real dice (Enter or Space)</source>
        <translation>Die Augen der echten Würfel eintragen (Enter oder Leertaste)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Three rolls made: choose a box on the card.</source>
        <translation>Drei Würfe gemacht: Wähle ein Feld auf dem Spielblock.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No rolls left</source>
        <translation>Keine Würfe übrig</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Roll {number} of 3: type the five faces (like 6 6 3 2 1) or click each die, then press Enter.</source>
        <translation>Wurf {number} von 3: Tippe die fünf Augen ein (etwa 6 6 3 2 1) oder klicke jeden Würfel an, dann drücke Enter.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Real dice: type the faces, Enter records them. Esc leaves the faces: then 1–5 hold, arrows and Enter score, Space types the next roll.</source>
        <translation>Echte Würfel: Augen eintippen, Enter trägt sie ein. Esc verlässt die Augen: dann halten 1–5, Pfeile und Enter tragen Punkte ein, die Leertaste tippt den nächsten Wurf ein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Roll {number} of 3: hold the dice you keep (Esc, then 1–5, or right click), then type the {new} new faces — or choose a box.</source>
        <translation>Wurf {number} von 3: Halte die Würfel, die du behältst (Esc, dann 1–5, oder Rechtsklick), dann tippe die {new} neuen Augen ein — oder wähle ein Feld.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll {number} of 3: hold the dice you keep (Esc, then 1–5, or right click), then type the 1 new face (or all five) — or choose a box.</source>
        <translation>Wurf {number} von 3: Halte die Würfel, die du behältst (Esc, dann 1–5, oder Rechtsklick), dann tippe die 1 neue Augenzahl ein (oder alle fünf) — oder wähle ein Feld.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll {number} of 3: hold the dice you keep (Esc, then 1–5, or right click), then type the {new} new faces (or all five) — or choose a box.</source>
        <translation>Wurf {number} von 3: Halte die Würfel, die du behältst (Esc, dann 1–5, oder Rechtsklick), dann tippe die {new} neuen Augen ein (oder alle fünf) — oder wähle ein Feld.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No rolls left: choose a box on the card.</source>
        <translation>Keine Würfe übrig: Wähle ein Feld auf dem Spielblock.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Die {n} is held: release it (left click or {n}) to change its face.</source>
        <translation>Würfel {n} wird gehalten: Gib ihn frei (Linksklick oder {n}), um seine Augenzahl zu ändern.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No rolls left this turn: choose a box on the card.</source>
        <translation>In diesem Zug sind keine Würfe übrig: Wähle ein Feld auf dem Spielblock.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Type the faces you rolled (like 6 6 3 2 1), or click each die to set it, then press Enter.</source>
        <translation>Tippe die gewürfelten Augen ein (etwa 6 6 3 2 1) oder klicke jeden Würfel an, dann drücke Enter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Die {n} has no face yet: type all the faces rolled, or click a die to set it.</source>
        <translation>Würfel {n} hat noch keine Augenzahl: Tippe alle gewürfelten Augen ein oder klicke einen Würfel an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dice {which} have no face yet: type all the faces rolled, or click a die to set it.</source>
        <translation>Die Würfel {which} haben noch keine Augenzahl: Tippe alle gewürfelten Augen ein oder klicke einen Würfel an.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That roll could not be recorded.</source>
        <translation>Dieser Wurf konnte nicht eingetragen werden.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>1 more face to enter.</source>
        <translation>Noch 1 Augenzahl einzugeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{left} more faces to enter.</source>
        <translation>Noch {left} Augenzahlen einzugeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ready: {faces}. Press Enter (or click {button}) to record the roll.</source>
        <translation>Fertig: {faces}. Drücke Enter (oder klicke auf {button}), um den Wurf einzutragen.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Nothing can be held before the first roll is entered.</source>
        <translation>Vor dem ersten eingetragenen Wurf kann nichts gehalten werden.</translation>
    </message>
</context>
<context>
    <name>Recorder</name>
    <message>
        <location filename="../app/recorder.py" line="+200"/>
        <source>The finished game was added to the history.</source>
        <extracomment>How long quitting waits for a recording in progress (seconds). How often a finished game that could be kept nowhere (a full disk) is tried again (ms).</extracomment>
        <translation>Das beendete Spiel wurde in den Spielverlauf aufgenommen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This game could not be added to the game history ({error}).</source>
        <translation>Dieses Spiel konnte nicht in den Spielverlauf aufgenommen werden ({error}).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New personal best for {name}!</source>
        <translation>Neuer persönlicher Rekord für {name}!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game analysis could not be made ({error}).</source>
        <translation>Die Spielauswertung konnte nicht erstellt werden ({error}).</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../widgets/review/replay.py" line="+66"/>
        <source>Computer · Easy</source>
        <translation>Computer · Leicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer · Medium</source>
        <translation>Computer · Mittel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer · Hard</source>
        <translation>Computer · Schwer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer · Plays to win</source>
        <translation>Computer · Spielt auf Sieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Replay — {variant}, {when}</source>
        <translation>Wiederholung — {variant}, {when}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>playing</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moment of the game</source>
        <translation>Moment im Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀◀ Turn</source>
        <translation>◀◀ Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn back (Page Up)</source>
        <translation>Einen Zug zurück (Bild auf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Roll</source>
        <translation>◀ Wurf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A roll back (Left)</source>
        <translation>Einen Wurf zurück (Pfeil links)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll ▶</source>
        <translation>Wurf ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next roll (Right)</source>
        <translation>Nächster Wurf (Pfeil rechts)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn ▶▶</source>
        <translation>Zug ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next turn (Page Down)</source>
        <translation>Nächster Zug (Bild ab)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>The start: {names} — press → to step through the game</source>
        <translation>Der Anfang: {names} — drücke →, um durch das Spiel zu gehen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn {turn} of {turns} · {name}</source>
        <translation>Zug {turn} von {turns} · {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{place}: loses a turn (Second Kismet) — 0 in {box}</source>
        <translation>{place}: setzt einen Zug aus (zweites Kismet) — 0 bei {box}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{place}, roll {roll}: {dice} — then holds {held} and rolls again</source>
        <translation>{place}, Wurf {roll}: {dice} — hält dann {held} und würfelt noch einmal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}, roll {roll}: {dice} — then holds nothing and rolls again</source>
        <translation>{place}, Wurf {roll}: {dice} — hält dann nichts und würfelt noch einmal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}, roll {roll}: {dice} — then scores {points} in {box} and a Yahtzee bonus of {bonus}</source>
        <translation>{place}, Wurf {roll}: {dice} — trägt dann {points} bei {box} ein und bekommt einen Yahtzee-Bonus von {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}, roll {roll}: {dice} — then scores {points} in {box}</source>
        <translation>{place}, Wurf {roll}: {dice} — trägt dann {points} bei {box} ein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{place}: {points} in {box} and a Yahtzee bonus of {bonus}</source>
        <translation>{place}: {points} bei {box} und ein Yahtzee-Bonus von {bonus}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place}: {points} in {box}</source>
        <translation>{place}: {points} bei {box}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Final: {totals}.</source>
        <translation>Endstand: {totals}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final: {totals} — {name} wins.</source>
        <translation>Endstand: {totals} — {name} gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final: {totals} — {names} share first place.</source>
        <translation>Endstand: {totals} — {names} teilen sich den ersten Platz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{points} in {box}</source>
        <translation>{points} bei {box}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First chose {choice}, then took it back.</source>
        <translation>Hat zuerst {choice} gewählt und es dann zurückgenommen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;i&gt;The optimal player&apos;s verdicts appear when its table is ready.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Die Bewertungen des optimalen Spielers erscheinen, sobald seine Tabelle fertig ist.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;Best choice.&lt;/b&gt; The optimal player would also {best}.</source>
        <translation>&lt;b&gt;Beste Wahl.&lt;/b&gt; Der optimale Spieler würde auch so spielen: {best}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Gave up {points} points.&lt;/b&gt; Chose to {chosen}; the optimal player would {best}.</source>
        <translation>&lt;b&gt;{points} Punkte verschenkt.&lt;/b&gt; Gewählt: {chosen}; der optimale Spieler würde: {best}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;b&gt;Chance to win:&lt;/b&gt; {chosen} after this choice, {best} after the best one for winning.</source>
        <translation>&lt;b&gt;Gewinnchance:&lt;/b&gt; {chosen} nach dieser Entscheidung, {best} nach der besten, um zu gewinnen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The optimal player&apos;s verdicts are not available ({error}).</source>
        <translation>Die Bewertungen des optimalen Spielers sind nicht verfügbar ({error}).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../rules/variant.py" line="+89"/>
        <source>bonus tiers must rise strictly, not {tiers}</source>
        <translation>Bonusstufen müssen streng steigen, nicht {tiers}</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>variant {id} repeats a box id</source>
        <translation>Variante {id} hat eine Feld-ID doppelt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>variant {id} must list its upper boxes first</source>
        <translation>Variante {id} muss ihre Felder oben zuerst nennen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>variant {id} has no box {box}</source>
        <translation>Variante {id} hat kein Feld {box}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>variant {id} needs a five-of-a-kind box for its Yahtzee bonus or Joker</source>
        <translation>Variante {id} braucht ein Feld für Fünflinge für ihren Yahtzee-Bonus oder Joker</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>variant {id}: the Yahtzee bonus is 0 or more points, not {bonus}</source>
        <translation>Variante {id}: der Yahtzee-Bonus ist 0 oder mehr Punkte, nicht {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>variant {id}: the Joker rule is one of {jokers}, not {joker}</source>
        <translation>Variante {id}: die Joker-Regel ist eine von {jokers}, nicht {joker}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>variant {id}: the order is one of {orders}, not {order}</source>
        <translation>Variante {id}: die Reihenfolge ist eine von {orders}, nicht {order}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{variant} has no box {box}</source>
        <translation>{variant} hat kein Feld {box}</translation>
    </message>
    <message>
        <location filename="../rules/vocabulary.py" line="+95"/>
        <source>group sizes must be positive and fit in five dice, not {sizes}</source>
        <translation>Gruppengrößen müssen positiv sein und in fünf Würfel passen, nicht {sizes}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>a run is 2 to 5 long, not {length}</source>
        <translation>eine Folge ist 2 bis 5 lang, nicht {length}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>exact faces must be five faces 1..6, not {faces}</source>
        <translation>genaue Augenzahlen müssen fünf Seiten 1..6 sein, nicht {faces}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>a face is 1..6, not {face}</source>
        <translation>eine Augenzahl ist 1..6, nicht {face}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../widgets/dialogs/help.py" line="-610"/>
        <source>Anything. Only the ones count.</source>
        <translation>Beliebige Würfel. Nur die Einsen zählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything. Only the twos count.</source>
        <translation>Beliebige Würfel. Nur die Zweien zählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything. Only the threes count.</source>
        <translation>Beliebige Würfel. Nur die Dreien zählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything. Only the fours count.</source>
        <translation>Beliebige Würfel. Nur die Vieren zählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything. Only the fives count.</source>
        <translation>Beliebige Würfel. Nur die Fünfen zählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything. Only the sixes count.</source>
        <translation>Beliebige Würfel. Nur die Sechsen zählen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The total of the ones only</source>
        <translation>Nur die Summe der Einsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total of the twos only</source>
        <translation>Nur die Summe der Zweien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total of the threes only</source>
        <translation>Nur die Summe der Dreien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total of the fours only</source>
        <translation>Nur die Summe der Vieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total of the fives only</source>
        <translation>Nur die Summe der Fünfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total of the sixes only</source>
        <translation>Nur die Summe der Sechsen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Anything at all.</source>
        <translation>Beliebige Würfel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least three dice showing the same number.</source>
        <translation>Mindestens drei Würfel mit derselben Zahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least four dice showing the same number.</source>
        <translation>Mindestens vier Würfel mit derselben Zahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All five dice showing the same number.</source>
        <translation>Alle fünf Würfel zeigen dieselbe Zahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6.</source>
        <translation>Vier in einer Reihe: 1-2-3-4, 2-3-4-5 oder 3-4-5-6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five in a row: 1-2-3-4-5 or 2-3-4-5-6.</source>
        <translation>Fünf in einer Reihe: 1-2-3-4-5 oder 2-3-4-5-6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of one number and two of another. Five of a kind counts too.</source>
        <translation>Drei Würfel mit einer Zahl und zwei mit einer anderen. Ein Fünfling zählt auch.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Three of one number and two of a different number. Five of a kind is not a full house here.</source>
        <translation>Drei Würfel mit einer Zahl und zwei mit einer anderen Zahl. Ein Fünfling ist hier kein Full House.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Two pairs whose numbers have the same colour (like 2-2 and 5-5, or 1-1 and 6-6), or four of a kind.</source>
        <translation>Zwei Paare, deren Zahlen dieselbe Farbe haben (wie 2-2 und 5-5 oder 1-1 und 6-6), oder vier gleiche Würfel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All five dice the same colour.</source>
        <translation>Alle fünf Würfel in derselben Farbe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A full house (as above) whose five dice are all one colour.</source>
        <translation>Ein Full House (wie oben), dessen fünf Würfel alle dieselbe Farbe haben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Anything at all: the escape box when nothing else fits.</source>
        <translation>Beliebige Würfel: das Notfeld, wenn sonst nichts passt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two dice showing the same number. Only the highest pair counts.</source>
        <translation>Zwei Würfel mit derselben Zahl. Nur das höchste Paar zählt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two pairs of different numbers. Four of a kind is not two pairs.</source>
        <translation>Zwei Paare mit verschiedenen Zahlen. Vier gleiche Würfel sind keine zwei Paare.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At least three dice showing the same number. Only three of them count.</source>
        <translation>Mindestens drei Würfel mit derselben Zahl. Nur drei davon zählen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At least four dice showing the same number. Only four of them count.</source>
        <translation>Mindestens vier Würfel mit derselben Zahl. Nur vier davon zählen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exactly 1-2-3-4-5.</source>
        <translation>Genau 1-2-3-4-5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly 2-3-4-5-6.</source>
        <translation>Genau 2-3-4-5-6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three of one number and a pair of a different number.</source>
        <translation>Drei Würfel mit einer Zahl und ein Paar mit einer anderen Zahl.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Three of one number and two of a different number. Five of a kind is a full house only as a Joker (see below).</source>
        <translation>Drei Würfel mit einer Zahl und zwei mit einer anderen Zahl. Ein Fünfling ist nur als Joker ein Full House (siehe unten).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All five dice showing the same number: a Yahtzee.</source>
        <translation>Alle fünf Würfel zeigen dieselbe Zahl: ein Yahtzee.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The two dice of the pair</source>
        <translation>Die zwei Würfel des Paares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The four dice of the two pairs</source>
        <translation>Die vier Würfel der beiden Paare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three matching dice</source>
        <translation>Die drei gleichen Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The four matching dice</source>
        <translation>Die vier gleichen Würfel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kismet is played with five tricoloured dice. Besides the usual pairs, runs and full houses, some boxes ask for dice of one colour.</source>
        <translation>Kismet wird mit fünf dreifarbigen Würfeln gespielt. Neben den üblichen Paaren, Straßen und Full Houses verlangen einige Felder Würfel in einer Farbe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The classic game of Yacht, the ancestor of Yahtzee, with 13 boxes to fill. Unlike Yahtzee, a further Yacht earns no bonus and there is no Joker rule.</source>
        <translation>Das klassische Spiel Yacht, der Vorläufer von Yahtzee, mit 13 Feldern zum Ausfüllen. Anders als bei Yahtzee bringt eine weitere Yacht keinen Bonus, und es gibt keine Joker-Regel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Scandinavian game with 15 boxes. In the pair and kind boxes only the matching dice count, not the whole roll.</source>
        <translation>Das skandinavische Spiel mit 15 Feldern. In den Paar- und Pasch-Feldern zählen nur die passenden Würfel, nicht der ganze Wurf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The quick 12-box Yacht. The app is the scorekeeper: after every turn it announces the score, as the rule sheet asks.</source>
        <translation>Das schnelle Yacht mit 12 Feldern. Die App führt den Spielblock: Nach jedem Zug sagt sie die Punkte an, wie es das Regelblatt verlangt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yahtzee as printed on the box lid: Yacht&apos;s 13 boxes, plus a 100-point bonus for every further Yahtzee and the Joker rule.</source>
        <translation>Yahtzee, wie es auf dem Schachteldeckel steht: die 13 Felder von Yacht, dazu 100 Bonuspunkte für jedes weitere Yahtzee und die Joker-Regel.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The total of all five dice + {plus}</source>
        <translation>Die Summe aller fünf Würfel +&#xa0;{plus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The total of all five dice</source>
        <translation>Die Summe aller fünf Würfel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} points</source>
        <translation>{points} Punkte</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{roll} scores {points}</source>
        <translation>{roll} bringt {points}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>five-of-a-kind</source>
        <translation>Fünfling</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {box} bonus</source>
        <translation>Der {box}-Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once your &lt;b&gt;{box}&lt;/b&gt; box holds its points, every further five of a kind you score earns a bonus chip worth &lt;b&gt;{points}&lt;/b&gt; points, whatever box the dice then go into. If the {box} box holds 0, there is no bonus. The pad shows a tick for every chip.</source>
        <translation>Sobald in deinem Feld &lt;b&gt;{box}&lt;/b&gt; Punkte stehen, bringt dir jeder weitere Fünfling, den du einträgst, einen Bonuschip im Wert von &lt;b&gt;{points}&lt;/b&gt; Punkten, egal in welches Feld die Würfel dann kommen. Steht im Feld {box} eine 0, gibt es keinen Bonus. Der Spielblock zeigt für jeden Chip einen Haken.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Joker rule</source>
        <translation>Die Joker-Regel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A further five of a kind (your {box} box is already filled, with points or with 0) must go:</source>
        <translation>Ein weiterer Fünfling (dein Feld {box} ist schon ausgefüllt, mit Punkten oder mit 0) muss so eingetragen werden:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in the matching upper box (five 4s in Fours) if that is still open;</source>
        <translation>in das passende Feld im oberen Teil (fünf Vieren ins Feld Vierer), wenn es noch frei ist;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>otherwise in any open lower box, where it scores as if it fitted: {values};</source>
        <translation>sonst in ein beliebiges freies Feld im unteren Teil, wo er zählt, als ob er passen würde: {values};</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>otherwise as a 0 in any open upper box.</source>
        <translation>sonst als 0 in ein beliebiges freies Feld im oberen Teil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pad greys out the boxes the Joker closes.</source>
        <translation>Der Spielblock graut die Felder aus, die der Joker sperrt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Joker rule (free)</source>
        <translation>Die Joker-Regel (frei)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A further five of a kind (your {box} box already filled) may go in any open box: upper boxes take the dice of their number, lower boxes score as if it fitted: {values}.</source>
        <translation>Ein weiterer Fünfling (dein Feld {box} ist schon ausgefüllt) darf in jedes freie Feld: Felder im oberen Teil zählen die Würfel ihrer Zahl, Felder im unteren Teil zählen, als ob er passen würde: {values}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Joker rule (relaxed)</source>
        <translation>Die Joker-Regel (locker)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A further five of a kind (your {box} box already filled) may go in any open box. Once its matching upper box is filled, lower boxes score it as if it fitted: {values}.</source>
        <translation>Ein weiterer Fünfling (dein Feld {box} ist schon ausgefüllt) darf in jedes freie Feld. Sobald das passende Feld im oberen Teil ausgefüllt ist, zählen die Felder im unteren Teil ihn, als ob er passen würde: {values}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Top down</source>
        <translation>Von oben nach unten</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Boxes are filled strictly from the top of the sheet down: each turn goes in your first open box, whatever the dice. The pad greys out the others.</source>
        <translation>Die Felder werden streng von oben nach unten ausgefüllt: Jeder Zug kommt in dein oberstes freies Feld, egal was die Würfel zeigen. Der Spielblock graut die anderen aus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This comes before the Joker rule: a further five of a kind also goes in your first open box, and if that is a lower box, it scores there as the Joker rule says.</source>
        <translation>Das geht der Joker-Regel vor: Auch ein weiterer Fünfling kommt in dein erstes freies Feld, und ist das ein Feld im unteren Teil, zählt er dort so, wie es die Joker-Regel sagt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{box} {points}</source>
        <translation>{box}: {points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{box} the total + {plus}</source>
        <translation>{box}: Summe +&#xa0;{plus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{box} the total</source>
        <translation>{box}: Summe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{box} the matching dice</source>
        <translation>{box}: die passenden Würfel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules of your family, made from &lt;b&gt;{variant}&lt;/b&gt;. They change:</source>
        <translation>Die Hausregeln deiner Familie, gemacht aus &lt;b&gt;{variant}&lt;/b&gt;. Sie ändern:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no bonus for the upper boxes in this game.</source>
        <translation>In diesem Spiel gibt es keinen Bonus für die oberen Felder.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If your {section} ({first} to {last}) adds up to &lt;b&gt;{threshold}&lt;/b&gt; or more, you get a bonus of &lt;b&gt;{points}&lt;/b&gt; points.</source>
        <translation>Kommen deine Felder von {first} bis {last} („{section}“) zusammen auf &lt;b&gt;{threshold}&lt;/b&gt; oder mehr, bekommst du einen Bonus von &lt;b&gt;{points}&lt;/b&gt; Punkten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;{threshold}&lt;/b&gt; to {upto}: bonus &lt;b&gt;{points}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{threshold}&lt;/b&gt; bis {upto}: Bonus &lt;b&gt;{points}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{threshold}&lt;/b&gt; or more: bonus &lt;b&gt;{points}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{threshold}&lt;/b&gt; oder mehr: Bonus &lt;b&gt;{points}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your {section} ({first} to {last}) earns a bonus by how much it adds up to (below {threshold}: no bonus):</source>
        <translation>Deine Felder von {first} bis {last} („{section}“) bringen einen Bonus, je nachdem, wie viel sie zusammen ergeben (unter {threshold}: kein Bonus):</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Three of each number makes exactly 63. The score pad shows how many points you still need.</source>
        <translation>Drei von jeder Zahl ergeben genau 63. Der Spielblock zeigt dir, wie viele Punkte dir noch fehlen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score pad shows how many points you still need for it.</source>
        <translation>Der Spielblock zeigt dir, wie viele Punkte dir dafür noch fehlen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each player rolls one die. The highest number begins; players who tie for highest roll again among themselves. Play then moves to the left (down the seating order). The app can do this roll-off for you.</source>
        <translation>Jeder Spieler würfelt mit einem Würfel. Die höchste Zahl beginnt; wer bei der höchsten Zahl gleichauf liegt, würfelt untereinander noch einmal. Danach geht es nach links weiter (der Sitzreihenfolge nach). Die App kann dieses Stechen für dich übernehmen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players agree who begins, then take turns in seating order. The app can also pick the first player by a roll-off: everyone rolls one die, the highest begins, ties roll again.</source>
        <translation>Ihr einigt euch, wer beginnt, und dann ist jeder der Sitzreihenfolge nach dran. Die App kann den ersten Spieler auch durch ein Stechen bestimmen: Alle würfeln mit einem Würfel, die höchste Zahl beginnt, bei Gleichstand wird noch einmal gewürfelt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The dice colours</source>
        <translation>Die Würfelfarben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pips are coloured: &lt;b&gt;1 and 6 black&lt;/b&gt;, &lt;b&gt;2 and 5 red&lt;/b&gt;, &lt;b&gt;3 and 4 green&lt;/b&gt;. Opposite sides of a die share a colour, so two numbers have the same colour when they are equal or add up to 7. On screen the three colours also differ in brightness, and each die&apos;s tooltip names its colour.</source>
        <translation>Die Augen sind farbig: &lt;b&gt;1 und 6 schwarz&lt;/b&gt;, &lt;b&gt;2 und 5 rot&lt;/b&gt;, &lt;b&gt;3 und 4 grün&lt;/b&gt;. Gegenüberliegende Seiten eines Würfels haben dieselbe Farbe, also haben zwei Zahlen dieselbe Farbe, wenn sie gleich sind oder zusammen 7 ergeben. Auf dem Bildschirm unterscheiden sich die drei Farben auch in der Helligkeit, und der Tooltip jedes Würfels nennt seine Farbe.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Second Kismet</source>
        <translation>Zweites Kismet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you end your turn with five of a kind and your &lt;b&gt;{box}&lt;/b&gt; box already holds a score above zero, that is a Second Kismet:</source>
        <translation>Wenn du deinen Zug mit einem Fünfling beendest und in deinem Feld &lt;b&gt;{box}&lt;/b&gt; schon mehr als null Punkte stehen, ist das ein Zweites Kismet:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score the roll in any open box, as usual.</source>
        <translation>Trage den Wurf wie gewohnt in ein beliebiges freies Feld ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every &lt;i&gt;other&lt;/i&gt; player who still has an open box loses a turn: they get a 0 in their open box nearest the top of the sheet ({first} first, then on down the sheet).</source>
        <translation>Jeder &lt;i&gt;andere&lt;/i&gt; Spieler, der noch ein freies Feld hat, verliert einen Zug: Er bekommt eine 0 in sein oberstes freies Feld ({first} zuerst, dann weiter nach unten).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You keep the dice and take the next turn straight away (if you still have an open box); play then carries on to the left from you.</source>
        <translation>Du behältst die Würfel und bist sofort noch einmal dran (wenn du noch ein freies Feld hast); danach geht es von dir aus nach links weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This happens again at every further Kismet. In a game for one it has no effect.</source>
        <translation>Das gilt bei jedem weiteren Kismet wieder. Wenn du allein spielst, hat es keine Wirkung.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You need five dice (the app rolls them) and a score pad with a column for each player. Everyone fills the same {count} boxes; whoever has the highest total at the end wins.</source>
        <translation>Du brauchst fünf Würfel (die App würfelt für dich) und einen Spielblock mit einer Spalte für jeden Spieler. Alle füllen dieselben {count} Felder aus; wer am Ende die höchste Summe hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll all five dice.</source>
        <translation>Würfle mit allen fünf Würfeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you like, roll again, up to two more times. Before each roll, choose which dice to keep (hold); only the others are rolled. You may stop after any roll.</source>
        <translation>Wenn du willst, würfelst du noch einmal, bis zu zwei weitere Male. Vor jedem Wurf wählst du, welche Würfel du behältst (hältst); nur die anderen werden gewürfelt. Du darfst nach jedem Wurf aufhören.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then fill &lt;b&gt;exactly one&lt;/b&gt; empty box of your choice with what the dice score there. If the dice do not fit what the box needs, the box gets 0. A filled box never changes.</source>
        <translation>Dann trägst du in &lt;b&gt;genau ein&lt;/b&gt; freies Feld deiner Wahl ein, was die Würfel dort bringen. Passen die Würfel nicht zu dem, was das Feld verlangt, bekommt es eine 0. Ein ausgefülltes Feld ändert sich nie mehr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the app: click a die (or press its number, 1 to 5) to hold or release it; press Space or the Roll button to roll; click a box on your score card to score it. The card shows what the dice would score in each open box in light italics.</source>
        <translation>In der App: Klicke auf einen Würfel (oder drücke seine Nummer, 1 bis 5), um ihn zu halten oder freizugeben; drücke die Leertaste oder den Knopf „Würfeln“, um zu würfeln; klicke auf ein Feld deines Spielblocks, um dort einzutragen. Der Block zeigt in heller Kursivschrift, was die Würfel in jedem freien Feld bringen würden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without a mouse: the arrow keys move on your card and Enter scores the box; Ctrl+Z takes back your last score until the next roll; H shows a hint. Tab reaches the dice: there the arrow keys move from die to die, Space holds or releases one and Enter scores as on your card. With a screen reader: R says the last sentence again; W says each player&apos;s chance to win.</source>
        <translation>Ohne Maus: Mit den Pfeiltasten bewegst du dich auf deinem Block, die Eingabetaste trägt in das Feld ein; Strg+Z nimmt deinen letzten Eintrag bis zum nächsten Wurf zurück; H zeigt einen Tipp. Mit Tab kommst du zu den Würfeln: Dort gehen die Pfeiltasten von Würfel zu Würfel, die Leertaste hält einen oder gibt ihn frei, und die Eingabetaste trägt ein wie auf deinem Block. Mit einem Bildschirmleser: R sagt den letzten Satz noch einmal; W sagt die Gewinnchancen aller Spieler.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {upper} comes first, then the {lower}.</source>
        <translation>Der Spielblock hat zwei Teile: zuerst „{upper}“, darunter „{lower}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it needs</source>
        <translation>Was es braucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it scores</source>
        <translation>Was es bringt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends when every player has filled every box, after {count} rounds. Your {grand_total} is the {upper_total} (the {upper}&apos;s boxes added up), plus the {bonus}, plus the {lower_total} (the {lower}&apos;s boxes and your {box} bonus chips added up). The highest {grand_total} wins; players with equal totals share the place.</source>
        <translation>Das Spiel endet, wenn alle Spieler alle Felder ausgefüllt haben, also nach {count} Runden. Deine {grand_total} setzt sich zusammen aus „{upper_total}“ (die Felder von „{upper}“ zusammengezählt), dem {bonus} und „{lower_total}“ (die Felder von „{lower}“ und deine {box}-Bonuschips zusammengezählt). Wer die höchste {grand_total} hat, gewinnt; bei gleicher Summe teilen sich die Spieler den Platz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game ends when every player has filled every box, after {count} rounds. Your {grand_total} is the {upper_total} (the {upper}&apos;s boxes added up), plus the {bonus}, plus the {lower_total}. The highest {grand_total} wins; players with equal totals share the place.</source>
        <translation>Das Spiel endet, wenn alle Spieler alle Felder ausgefüllt haben, also nach {count} Runden. Deine {grand_total} setzt sich zusammen aus „{upper_total}“ (die Felder von „{upper}“ zusammengezählt), dem {bonus} und „{lower_total}“. Wer die höchste {grand_total} hat, gewinnt; bei gleicher Summe teilen sich die Spieler den Platz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Grand total</source>
        <translation>Gesamtsumme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who starts</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The boxes</source>
        <translation>Die Felder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bonus</source>
        <translation>Der Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>Das Spielende</translation>
    </message>
    <message>
        <location line="+71"/>
        <location line="+19"/>
        <source>Rules of {variant}</source>
        <translation>Spielregeln von {variant}</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
</context>
<context>
    <name>SavedFileNotice</name>
    <message>
        <location filename="../widgets/dialogs/keeping.py" line="+34"/>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{what}: {file} in {folder}</source>
        <translation>{what}: {file} in {folder}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show {folder} in the file manager</source>
        <translation>{folder} im Dateimanager zeigen</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../game/serial.py" line="+153"/>
        <source>the saved game&apos;s {key} is missing or has the wrong type</source>
        <extracomment>The class a saved game is rebuilt as (:class:`yachtgui.game.Game`).</extracomment>
        <translation>{key} des gespeicherten Spiels fehlt oder hat den falschen Typ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the saved game&apos;s {what} is not a number from {low} to {high}</source>
        <translation>{what} des gespeicherten Spiels ist keine Zahl von {low} bis {high}</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+10"/>
        <source>the saved game&apos;s dice state is damaged</source>
        <translation>der Würfelzustand des gespeicherten Spiels ist beschädigt</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>dice state version</source>
        <translation>Version des Würfelzustands</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dice state</source>
        <translation>Würfelzustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dice state position</source>
        <translation>Position im Würfelzustand</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a saved game must be a JSON object</source>
        <translation>ein gespeichertes Spiel muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is not a yachtgui game</source>
        <translation>das ist kein yachtgui-Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this game was saved in format version {saved}; this yachtgui reads version {read}</source>
        <translation>dieses Spiel wurde im Format Version {saved} gespeichert; dieses yachtgui liest Version {read}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown variant {variant}: choose one of {known}</source>
        <translation>unbekannte Variante {variant}: wähle eine von {known}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>this game was played with other rules for {variant} than this yachtgui knows</source>
        <translation>dieses Spiel wurde mit anderen Regeln für {variant} gespielt, als dieses yachtgui kennt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the saved game&apos;s current player does not follow from its history</source>
        <translation>der Spieler am Zug passt nicht zum Verlauf des gespeicherten Spiels</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the saved game&apos;s log is damaged</source>
        <translation>das Protokoll des gespeicherten Spiels ist beschädigt</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>the saved game&apos;s undo is damaged</source>
        <translation>das Rückgängig des gespeicherten Spiels ist beschädigt</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>undo rolls left</source>
        <translation>übrige Würfe beim Rückgängigmachen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the saved game&apos;s house rules are damaged: {error}</source>
        <translation>die Hausregeln des gespeicherten Spiels sind beschädigt: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game&apos;s house rules are for another variant</source>
        <translation>die Hausregeln des gespeicherten Spiels gehören zu einer anderen Variante</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the saved game&apos;s log is longer than any game</source>
        <translation>das Protokoll des gespeicherten Spiels ist länger als jedes Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>log entry {number}</source>
        <translation>Protokolleintrag {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <location line="+7"/>
        <source>the saved game&apos;s {what} is damaged</source>
        <translation>{what} des gespeicherten Spiels ist beschädigt</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>a player rolls out of turn</source>
        <translation>ein Spieler würfelt, obwohl er nicht dran ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the held dice are not in order</source>
        <translation>die gehaltenen Würfel sind nicht sortiert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a player scores out of turn</source>
        <translation>ein Spieler trägt ein, obwohl er nicht dran ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the dice scored are not the dice rolled</source>
        <translation>die eingetragenen Würfel sind nicht die geworfenen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the box is missing</source>
        <translation>das Feld fehlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the points do not match the dice</source>
        <translation>die Punkte passen nicht zu den Würfeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it takes back a scoring that was not made</source>
        <translation>er nimmt einen Eintrag zurück, den es nicht gab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is neither a roll, a scoring nor an undo</source>
        <translation>er ist weder ein Wurf noch ein Eintrag noch ein Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+63"/>
        <source>the saved game&apos;s {what} is not a legal move: {error}</source>
        <translation>{what} des gespeicherten Spiels ist kein gültiger Zug: {error}</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>the saved game&apos;s log does not end where its history does</source>
        <translation>das Protokoll des gespeicherten Spiels endet nicht dort, wo sein Verlauf endet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a game rebuilt from its log draws no dice</source>
        <translation>ein aus seinem Protokoll nachgebautes Spiel würfelt nicht selbst</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the saved game&apos;s history is longer than a whole game</source>
        <translation>der Verlauf des gespeicherten Spiels ist länger als ein ganzes Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} player</source>
        <translation>Spieler von {what}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the saved game&apos;s {what} is a lost turn with points or dice</source>
        <translation>{what} des gespeicherten Spiels ist ein verlorener Zug mit Punkten oder Würfeln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the saved game&apos;s {what} is a lost turn the rules did not call for</source>
        <translation>{what} des gespeicherten Spiels ist ein verlorener Zug, den die Regeln nicht verlangen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the saved game&apos;s {what} comes before the lost turns of a Second Kismet</source>
        <translation>{what} des gespeicherten Spiels kommt vor den verlorenen Zügen eines zweiten Kismet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in the saved game&apos;s {what} a player scores out of turn</source>
        <translation>bei {what} des gespeicherten Spiels trägt ein Spieler ein, obwohl er nicht dran ist</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>in the saved game&apos;s {what} the points do not match the dice</source>
        <translation>bei {what} des gespeicherten Spiels passen die Punkte nicht zu den Würfeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the saved game&apos;s history stops in the middle of a Second Kismet</source>
        <translation>der Verlauf des gespeicherten Spiels endet mitten in einem zweiten Kismet</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the saved game&apos;s special events do not follow from its history</source>
        <translation>die besonderen Ereignisse des gespeicherten Spiels passen nicht zu seinem Verlauf</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the saved game&apos;s scorecards do not match its history</source>
        <translation>die Spielblöcke des gespeicherten Spiels passen nicht zu seinem Verlauf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rolls left</source>
        <translation>übrige Würfe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the saved game&apos;s held dice are not in order</source>
        <translation>die gehaltenen Würfel des gespeicherten Spiels sind nicht sortiert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game is over but still has dice on the table</source>
        <translation>das gespeicherte Spiel ist vorbei, hat aber noch Würfel auf dem Tisch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the saved game has dice on the table before the first roll</source>
        <translation>das gespeicherte Spiel hat vor dem ersten Wurf Würfel auf dem Tisch</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the saved game holds dice on the first roll</source>
        <translation>das gespeicherte Spiel hält Würfel beim ersten Wurf</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../persistence/saves.py" line="+117"/>
        <source>{name}: unknown computer level {level} (use {levels})</source>
        <extracomment>The newest format this yachtgui reads. 2: a seat may play to win (&quot;win&quot;). Files are written as 1 unless they need 2, so a yachtgui from before reads them; it says a file with a play-to-win seat was &quot;saved by a newer yachtgui&quot; and leaves it where it is (it would set a file with a level it does not know aside as damaged). A computer seat&apos;s level: easy, medium and hard play for points (hard the best expected score); &quot;win&quot; plays to win against the other players&apos; actual positions (issue 23). The levels a save of format 1 may hold (older yachtgui knows no others). A whole 10-player game is about 60 kB; anything far larger is not ours.</extracomment>
        <translation>{name}: unbekannte Computerstufe {level} (möglich: {levels})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: real dice is true or false, not {value}</source>
        <translation>{name}: echte Würfel ist true oder false, nicht {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is a computer player: computers roll on screen, not real dice</source>
        <translation>{name} ist ein Computerspieler: Computer würfeln auf dem Bildschirm, nicht mit echten Würfeln</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the seats do not match the game&apos;s players</source>
        <translation>die Plätze passen nicht zu den Spielern des Spiels</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+210"/>
        <source>the saved game&apos;s id is damaged</source>
        <translation>die Kennung des gespeicherten Spiels ist beschädigt</translation>
    </message>
    <message>
        <location line="-209"/>
        <location line="+211"/>
        <location line="+1"/>
        <source>held dice</source>
        <translation>gehaltene Würfel</translation>
    </message>
    <message>
        <location line="-199"/>
        <location line="+5"/>
        <source>the saved game&apos;s {what} are damaged</source>
        <translation>{what} des gespeicherten Spiels sind beschädigt</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the game holds a value that cannot be saved</source>
        <translation>das Spiel enthält einen Wert, der sich nicht speichern lässt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>could not save the game to {path}: {reason}</source>
        <translation>das Spiel konnte nicht unter {path} gespeichert werden: {reason}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{path} is a folder, not a saved game</source>
        <translation>{path} ist ein Ordner, kein gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path} is not a file</source>
        <translation>{path} ist keine Datei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is no saved game at {path}</source>
        <translation>unter {path} gibt es kein gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>could not read {path}: {reason}</source>
        <translation>{path} konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is far too large to be a saved game</source>
        <translation>{file} ist viel zu groß für ein gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged or is not a saved game</source>
        <translation>{file} ist beschädigt oder kein gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+11"/>
        <source>the saved game&apos;s seats are damaged</source>
        <translation>die Plätze des gespeicherten Spiels sind beschädigt</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>the saved game&apos;s seats do not match its players</source>
        <translation>die Plätze des gespeicherten Spiels passen nicht zu seinen Spielern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game has an unknown computer level {level}</source>
        <translation>das gespeicherte Spiel hat eine unbekannte Computerstufe {level}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{file} is not a saved game</source>
        <translation>{file} ist kein gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged: its format version is missing</source>
        <translation>{file} ist beschädigt: die Formatversion fehlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+30"/>
        <source>{file} was saved by a newer yachtgui (format {version})</source>
        <translation>{file} wurde mit einem neueren yachtgui gespeichert (Format {version})</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>{file} can&apos;t be loaded: {error}</source>
        <translation>{file} kann nicht geladen werden: {error}</translation>
    </message>
    <message>
        <location filename="../persistence/slots.py" line="+90"/>
        <source>{variant} · {names} · round {round} of {rounds} · {when}</source>
        <translation>{variant} · {names} · Runde {round} von {rounds} · {when}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>today {clock}</source>
        <translation>heute {clock}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yesterday {clock}</source>
        <translation>gestern {clock}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{day} {month} {clock}</source>
        <translation>{day}. {month} {clock}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{day} {month} {year}</source>
        <translation>{day}. {month} {year}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Jan</source>
        <extracomment>The months as :func:`when_played` abbreviates them (marked for translation, context &quot;Saves&quot;).</extracomment>
        <translation>Jan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feb</source>
        <translation>Feb.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mar</source>
        <translation>März</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apr</source>
        <translation>Apr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jun</source>
        <translation>Juni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jul</source>
        <translation>Juli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aug</source>
        <translation>Aug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sep</source>
        <translation>Sep.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oct</source>
        <translation>Okt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nov</source>
        <translation>Nov.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dec</source>
        <translation>Dez.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The last game could not be continued: {error}.</source>
        <translation>Das letzte Spiel konnte nicht fortgesetzt werden: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last game could not be continued: {error}. It was kept as {file}.</source>
        <translation>Das letzte Spiel konnte nicht fortgesetzt werden: {error}. Es wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>A kept game could not be read: {error}.</source>
        <translation>Ein aufgehobenes Spiel konnte nicht gelesen werden: {error}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A kept game could not be read: {error}. It was kept as {file}.</source>
        <translation>Ein aufgehobenes Spiel konnte nicht gelesen werden: {error}. Es wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A kept game was made by a newer yachtgui and is left as it is: {file} ({error}).</source>
        <translation>Ein aufbewahrtes Spiel stammt von einem neueren yachtgui und bleibt, wie es ist: {file} ({error}).</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>could not remove the game {file}: {reason}</source>
        <translation>das Spiel {file} konnte nicht entfernt werden: {reason}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it is the game being played</source>
        <translation>es ist das Spiel, das gerade läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} is not one of the kept games</source>
        <translation>{file} ist keins der aufgehobenen Spiele</translation>
    </message>
    <message>
        <location filename="../persistence/locking.py" line="+83"/>
        <source>{file} is in use by another copy of yachtgui</source>
        <extracomment>A temporary file older than this (seconds) is no write in progress any more.</extracomment>
        <translation>{file} wird gerade von einem anderen yachtgui benutzt</translation>
    </message>
</context>
<context>
    <name>ScoreAnnouncer</name>
    <message>
        <location filename="../widgets/table/tablemode.py" line="+68"/>
        <source>Click, press a key or roll to take this away.</source>
        <translation>Klicke, drücke eine Taste oder würfle, um das wegzunehmen.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../widgets/review/stats.py" line="+286"/>
        <source>Chart of scores over time</source>
        <translation>Diagramm der Punkte im Lauf der Zeit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}: 1 game</source>
        <translation>{name}: 1 Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {count} games</source>
        <translation>{name}: {count} Spiele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No games to draw.</source>
        <translation>Keine Spiele zum Zeichnen.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No games to draw yet.</source>
        <translation>Noch keine Spiele zum Zeichnen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{title} (each point: the average of {count} games)</source>
        <translation>{title} (jeder Punkt: der Durchschnitt aus {count} Spielen)</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message>
        <location filename="../widgets/pad/scorecard.py" line="+274"/>
        <source>lost turn</source>
        <extracomment>The smallest a bonus note gets, relative to the pad&apos;s text, before it takes two lines.</extracomment>
        <translation>Zug verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <comment>narrow column: short for lost turn</comment>
        <translation>weg</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>best</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>again?</source>
        <translation>sicher?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>?</source>
        <comment>narrow column: short for again?</comment>
        <translation>?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✎ pick</source>
        <translation>✎ Wahl</translation>
    </message>
    <message>
        <location line="+233"/>
        <source>{name}&apos;s score card</source>
        <translation>Spielblock von {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score card</source>
        <translation>Spielblock</translation>
    </message>
    <message>
        <location line="+221"/>
        <source>Box names</source>
        <translation>Feldnamen</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>your turn</source>
        <extracomment>How much smaller than the pad&apos;s bold a name may get to show whole (&quot;Christiane&quot;, &quot;Friederike&quot; in a 87 px column of six German names), in steps, before it ends in &quot;…&quot;: the notes&apos; size.</extracomment>
        <translation>du bist dran</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>turn</source>
        <comment>narrow column: short for your turn</comment>
        <translation>dran</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>{name}: {note}</source>
        <translation>{name}: {note}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>{name}, playing, {seat}</source>
        <translation>{name}, spielt gerade, {seat}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, your turn</source>
        <translation>{name}, du bist dran</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, {seat}</source>
        <translation>{name}, {seat}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../export/sheet.py" line="+83"/>
        <source>January</source>
        <extracomment>A page holds at most this many player columns; more players continue on further pages. A lost turn (Second Kismet) is a 0 with this mark beside it; the notes explain it.</extracomment>
        <translation>Januar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>February</source>
        <translation>Februar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>March</source>
        <translation>März</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>June</source>
        <translation>Juni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>July</source>
        <translation>Juli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>December</source>
        <translation>Dezember</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>black</source>
        <extracomment>Kismet&apos;s pip colours (rules.die_color&apos;s ids) in words.</extracomment>
        <translation>schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer · easy</source>
        <extracomment>A computer player&apos;s level (persistence.Seat.level) as the column header says it.</extracomment>
        <translation>Computer · leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · medium</source>
        <translation>Computer · mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · hard</source>
        <translation>Computer · schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · plays to win</source>
        <translation>Computer · spielt auf Sieg</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>{day} {month} {year}</source>
        <translation>{day}. {month} {year}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points</source>
        <translation>{points} Punkte</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No bonus</source>
        <translation>Kein Bonus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{threshold} or more: {points}</source>
        <translation>ab {threshold}: {points}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{section}: no bonus.</source>
        <translation>{section}: kein Bonus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonus: 1 point when the {section} scores {threshold} or more</source>
        <translation>Bonus ({section}): 1 Punkt ab {threshold} Punkten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus: {points} points when the {section} scores {threshold} or more</source>
        <translation>Bonus ({section}): {points} Punkte ab {threshold} Punkten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 point at {threshold} or more</source>
        <translation>1 Punkt ab {threshold}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} points at {threshold} or more</source>
        <translation>{points} Punkte ab {threshold}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{a} and {b} {colour}</source>
        <translation>{a} und {b} {colour}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice colours: {pairs}.</source>
        <translation>Würfelfarben: {pairs}.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{box} bonus</source>
        <translation>{box}-Bonus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ for each further {box}: {points} each</source>
        <translation>✓ für jedes weitere {box}: je {points}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Game in progress — round {round} of {rounds}</source>
        <translation>Spiel läuft – Runde {round} von {rounds}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Final score: {name} — 1 point</source>
        <translation>Endstand: {name} – 1 Punkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final score: {name} — {points} points</source>
        <translation>Endstand: {name} – {points} Punkte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winner: {name} — 1 point</source>
        <translation>Sieger: {name} – 1 Punkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winner: {name} — {points} points</source>
        <translation>Sieger: {name} – {points} Punkte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shared win: {names} — 1 point each</source>
        <translation>Geteilter Sieg: {names} – je 1 Punkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared win: {names} — {points} points each</source>
        <translation>Geteilter Sieg: {names} – je {points} Punkte</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{mark} A turn lost to another player&apos;s second Kismet.</source>
        <translation>{mark} Ein Zug, der durch das zweite Kismet eines anderen Spielers verloren ging.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Score card · {date}</source>
        <translation>Spielblock · {date}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Score pad</source>
        <translation>Spielblock</translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <location filename="../models/scorecard.py" line="+187"/>
        <source>Bonus</source>
        <extracomment>The box just written (the window clears it after a moment), so the table sees what was scored. The box chosen once with &quot;confirm each score&quot; on: chosen again, it is written. The look of a cell outside the sheet (what data() gives there: None for every role).</extracomment>
        <translation>Bonus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{box} bonus</source>
        <translation>{box}-Bonus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grand total</source>
        <translation>Gesamtsumme</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{points} for {threshold} or more</source>
        <translation>{points} ab {threshold} Punkten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} for {threshold}</source>
        <translation>{points} ab {threshold}</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Box</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonus: {rule}</source>
        <translation>Bonus: {rule}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{row}: {points} for each further five of a kind</source>
        <translation>{row}: {points} für jeden weiteren Fünfling</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{cell} (suggested by the hint)</source>
        <translation>{cell} (vom Tipp empfohlen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{cell} (the computer&apos;s choice)</source>
        <translation>{cell} (Wahl des Computers)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{name}, {box}: {points}, a lost turn ({roller}&apos;s second Kismet)</source>
        <translation>{name}, {box}: {points}, ein verlorener Zug (zweiter Kismet von {roller})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}, {box}: {points} (preview)</source>
        <translation>{name}, {box}: {points} (Vorschau)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}, {box}: open, but not for these dice (top-down order)</source>
        <translation>{name}, {box}: offen, aber nicht für diese Würfel (Reihenfolge von oben nach unten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, {box}: open, but not for these dice (the Joker rule)</source>
        <translation>{name}, {box}: offen, aber nicht für diese Würfel (Joker-Regel)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, {box}: open</source>
        <translation>{name}, {box}: offen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name}, {box}: {points}</source>
        <translation>{name}, {box}: {points}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{name}, {row}: 1 bonus chip, {points} points</source>
        <translation>{name}, {row}: 1 Bonuschip, {points} Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, {row}: {chips} bonus chips, {points} points</source>
        <translation>{name}, {row}: {chips} Bonuschips, {points} Punkte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}, Bonus: {bonus}</source>
        <translation>{name}, Bonus: {bonus}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../widgets/pad/scorecard.py" line="-797"/>
        <source>{bonus} · {missing} to go</source>
        <translation>{bonus} · noch {missing}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, Bonus: {bonus}; {missing} more points in the upper boxes for {points}</source>
        <translation>{name}, Bonus: {bonus}; noch {missing} Punkte im oberen Teil für {points}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../widgets/pad/scorecard.py" line="+24"/>
        <source>{missing} to go</source>
        <translation>noch {missing}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, Bonus: {missing} more points in the upper boxes for a bonus of {points}</source>
        <translation>{name}, Bonus: noch {missing} Punkte im oberen Teil für einen Bonus von {points}</translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../rules/variant.py" line="-172"/>
        <source>Upper Section</source>
        <extracomment>How a further five of a kind is scored once the five-of-a-kind box is filled (see RULES.md, ``yahtzee``). In which order boxes may be filled: any open box, or strictly down the sheet (&quot;Yatzy down&quot;). The sections&apos; headings when a variant names none (marked for translation, shown by rules.words).</extracomment>
        <translation>Oberer Teil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower Section</source>
        <translation>Unterer Teil</translation>
    </message>
    <message>
        <location filename="../rules/variants.py" line="-259"/>
        <source>Basic Section</source>
        <translation>Grundteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kismet Section</source>
        <translation>Kismet-Teil</translation>
    </message>
</context>
<context>
    <name>SensesGroup</name>
    <message>
        <location filename="../widgets/senses/preferences.py" line="+35"/>
        <source>Sound, text and language</source>
        <translation>Ton, Schrift und Sprache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound: dice, chimes and fanfares</source>
        <translation>T&amp;on: Würfel, Glöckchen und Fanfaren</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Large text (from the next start)</source>
        <translation>&amp;Große Schrift (ab dem nächsten Start)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything in the window is written larger; the window still fits a 1366×768 screen.</source>
        <translation>Alles im Fenster wird größer geschrieben; das Fenster passt trotzdem auf einen 1366×768-Bildschirm.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the system ({language})</source>
        <translation>Wie das System ({language})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language of the app and of Qt&apos;s dialogs: a change applies at the next start.</source>
        <translation>Die Sprache des Spiels und der Qt-Dialoge: Eine Änderung gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lan&amp;guage (from the next start):</source>
        <translation>S&amp;prache (ab dem nächsten Start):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../app/settings.py" line="+100"/>
        <source>Your preferences file {file} is not one yachtgui can read: the usual preferences apply.</source>
        <translation>Die Einstellungsdatei {file} kann yachtgui nicht lesen: Es gelten die üblichen Einstellungen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your preferences file was not one yachtgui can read: it was kept as {file}, and the usual preferences apply.</source>
        <translation>Die Einstellungsdatei konnte yachtgui nicht lesen: Sie wurde als {file} aufbewahrt, und es gelten die üblichen Einstellungen.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Your preferences cannot be saved in {file}: they apply until the app is closed.</source>
        <translation>Deine Einstellungen lassen sich nicht in {file} speichern: Sie gelten, bis die App geschlossen wird.</translation>
    </message>
</context>
<context>
    <name>SoundBoard</name>
    <message>
        <location filename="../widgets/senses/sound.py" line="+82"/>
        <source>no sound player was found ({names}); install one to hear the game</source>
        <extracomment>What each sound is for. A player: called with the path of a WAV file; plays it without waiting for the end.</extracomment>
        <translation>kein Abspielprogramm ({names}) gefunden; installiere eins für den Ton</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>the sound player failed ({reason})</source>
        <translation>das Abspielprogramm ist gescheitert ({reason})</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No sound: {why}. (Preferences can switch sound off.)</source>
        <translation>Kein Ton: {why}. (Abschalten: Einstellungen.)</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <location filename="../launch.py" line="+106"/>
        <source>Welcome back: your unfinished game continues. File &gt; New Game starts a fresh one and keeps this one.</source>
        <translation>Willkommen zurück: Dein unfertiges Spiel geht weiter. Datei &gt; Neues Spiel beginnt ein neues und hebt dieses auf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Welcome back: choose a game to continue, or start a new one.</source>
        <translation>Willkommen zurück: Wähle ein Spiel zum Fortsetzen oder beginne ein neues.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>yachtgui is already open here: start the new game with File &gt; New Game.</source>
        <translation>yachtgui ist hier schon offen: Starte das neue Spiel mit Datei &gt; Neues Spiel.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your unfinished game is kept: File &gt; Continue a Game.</source>
        <translation>Dein unfertiges Spiel ist aufgehoben: Datei &gt; Spiel fortsetzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {count} unfinished games are kept: File &gt; Continue a Game.</source>
        <translation>Deine {count} unfertigen Spiele sind aufgehoben: Datei &gt; Spiel fortsetzen.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../widgets/review/stats.py" line="-292"/>
        <source>All time</source>
        <extracomment>Above this many games of one player, the chart draws running averages instead of every game. The periods offered: (English label shown with translate(&quot;StatisticsWindow&quot;, label), days).</extracomment>
        <translation>Gesamte Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Letzte 12 Monate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This year</source>
        <translation>Dieses Jahr</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location line="+389"/>
        <source>Statistics and Champions</source>
        <translation>Statistik und Champions</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+228"/>
        <source>The game history cannot be read: {error}.</source>
        <translation>Der Spielverlauf kann nicht gelesen werden: {error}.</translation>
    </message>
    <message>
        <location line="-212"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;eriod:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No finished games yet: every game you finish is kept here.</source>
        <translation>Noch keine beendeten Spiele: Jedes Spiel, das ihr zu Ende spielt, wird hier festgehalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Merge…</source>
        <translation>Zusammen&amp;führen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make two names one person (e.g. &quot;Grandpa&quot; and &quot;Opa&quot;)</source>
        <translation>Zwei Namen zu einer Person machen (z. B. „Opa“ und „Grandpa“)</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+21"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+34"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+1"/>
        <source>High scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>against</source>
        <translation>gegen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Head to head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players and scores</source>
        <translation>Spieler und Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won by</source>
        <translation>Gewonnen von</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholung</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+13"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;{variant}&lt;/b&gt; — the ten best scores</source>
        <translation>&lt;b&gt;{variant}&lt;/b&gt; — die zehn besten Ergebnisse</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{variant}: scores over time</source>
        <translation>{variant}: Punkte im Lauf der Zeit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two players are needed for a head-to-head record.</source>
        <translation>Für einen direkten Vergleich braucht es zwei Spieler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose two different players.</source>
        <translation>Wähle zwei verschiedene Spieler.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{first} and {second} have not played a game together yet.</source>
        <translation>{first} und {second} haben noch kein Spiel zusammen gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} and {second} played &lt;b&gt;1&lt;/b&gt; game together.</source>
        <translation>{first} und {second} haben &lt;b&gt;1&lt;/b&gt; Spiel zusammen gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first} and {second} played &lt;b&gt;{count}&lt;/b&gt; games together.</source>
        <translation>{first} und {second} haben &lt;b&gt;{count}&lt;/b&gt; Spiele zusammen gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished ahead: &lt;b&gt;{first}&lt;/b&gt; {first_wins}, &lt;b&gt;{second}&lt;/b&gt; {second_wins}.</source>
        <translation>Besser abgeschnitten: &lt;b&gt;{first}&lt;/b&gt; {first_wins}, &lt;b&gt;{second}&lt;/b&gt; {second_wins}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draws: {draws}.</source>
        <translation>Unentschieden: {draws}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score: {first} {first_average}, {second} {second_average}.</source>
        <translation>Durchschnitt: {first} {first_average}, {second} {second_average}.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The newest {count} games; narrow the filters to see others.</source>
        <extracomment>The Games tab shows this many of the newest games matching the filters.</extracomment>
        <translation>Die neuesten {count} Spiele; grenze die Filter ein, um andere zu sehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a game (or press Replay) to watch it again.</source>
        <translation>Doppelklicke auf ein Spiel (oder drücke „Wiederholung“), um es noch einmal anzusehen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+5"/>
        <location line="+9"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+26"/>
        <source>Choose a player in the table first.</source>
        <translation>Wähle zuerst einen Spieler in der Tabelle.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>New name for {name}:</source>
        <translation>Neuer Name für {name}:</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+5"/>
        <location line="+7"/>
        <location line="+15"/>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>There is nobody to merge with.</source>
        <translation>Es gibt niemanden zum Zusammenführen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who is also {label}? Their games become {name}&apos;s:</source>
        <translation>Wer ist auch {label}? Dessen Spiele werden zu denen von {name}:</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location filename="../widgets/review/statsqueries.py" line="+78"/>
        <source>a figure could not be read ({error})</source>
        <translation>ein Wert ließ sich nicht lesen ({error})</translation>
    </message>
</context>
<context>
    <name>StatsModel</name>
    <message>
        <location filename="../widgets/review/stats.py" line="-838"/>
        <source>Player</source>
        <extracomment>The columns&apos; English headings (also the columns&apos; keys); shown translated, context &quot;StatsModel&quot;.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win %</source>
        <translation>Siege %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst</source>
        <translation>Tiefstwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 alike</source>
        <translation>Fünflinge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given up</source>
        <translation>Verschenkt</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Games with two or more players won, a shared first place included</source>
        <extracomment>Names of the house-rule variants in the history, by id (the window refreshes them).</extracomment>
        <translation>Gewonnene Spiele mit zwei oder mehr Spielern, geteilter erster Platz mitgezählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often the upper-section bonus was earned</source>
        <translation>Wie oft der Bonus im oberen Teil erreicht wurde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of a kind rolled, at any roll of a turn</source>
        <translation>Gewürfelte Fünflinge, bei jedem Wurf eines Zugs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points given up per game (average): what the choices cost against perfect play</source>
        <translation>Verschenkte Punkte pro Spiel (Durchschnitt): was die Entscheidungen gegenüber perfektem Spiel gekostet haben</translation>
    </message>
</context>
<context>
    <name>TableMode</name>
    <message>
        <location filename="../widgets/table/tablemode.py" line="-469"/>
        <source>{char} is not a die face: dice show 1 to 6.</source>
        <translation>{char} ist keine Augenzahl: Würfel zeigen 1 bis 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{char}” is not a die face: type the faces as digits 1 to 6, like 6 6 3 2 1.</source>
        <translation>„{char}“ ist keine Augenzahl: Tippe die Augen als Ziffern 1 bis 6 ein, etwa 6 6 3 2 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is {count} faces: a roll is five dice.</source>
        <translation>Das sind {count} Augenzahlen: Ein Wurf hat fünf Würfel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Die {n} is held at {held}, so it can&apos;t show {typed}: release it with {n} first, or type only the 1 die rolled again.</source>
        <translation>Würfel {n} wird mit {held} gehalten und kann deshalb nicht {typed} zeigen: Gib ihn zuerst mit {n} frei oder tippe nur den 1 neu geworfenen Würfel ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Die {n} is held at {held}, so it can&apos;t show {typed}: release it with {n} first, or type only the {free} dice rolled again.</source>
        <translation>Würfel {n} wird mit {held} gehalten und kann deshalb nicht {typed} zeigen: Gib ihn zuerst mit {n} frei oder tippe nur die {free} neu geworfenen Würfel ein.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You kept 1 die: type the {free} faces rolled again, or all five.</source>
        <translation>Du hast 1 Würfel behalten: Tippe die {free} neu geworfenen Augen ein oder alle fünf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You kept {kept} dice: type the 1 face rolled again, or all five.</source>
        <translation>Du hast {kept} Würfel behalten: Tippe die 1 neu geworfene Augenzahl ein oder alle fünf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You kept {kept} dice: type the {free} faces rolled again, or all five.</source>
        <translation>Du hast {kept} Würfel behalten: Tippe die {free} neu geworfenen Augen ein oder alle fünf.</translation>
    </message>
</context>
<context>
    <name>TurningPanel</name>
    <message>
        <location filename="../widgets/review/turning.py" line="+182"/>
        <source>Chances to win over the game</source>
        <extracomment>The panels&apos; workers still running: stopped and waited for when Python exits. A daemon thread still inside Qt or NumPy when the interpreter finalizes is torn down mid-call, which ends the process with &quot;terminate called without an active exception&quot; (a non-zero exit after the game).</extracomment>
        <translation>Gewinnchancen im Lauf des Spiels</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Work out the chances</source>
        <translation>Chancen ausrechnen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The chances to win need a table that takes a few minutes to build the first time (it is kept for later games).</source>
        <translation>Für die Gewinnchancen wird eine Tabelle gebraucht, deren Aufbau beim ersten Mal einige Minuten dauert (sie wird für spätere Spiele aufbewahrt).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Working out the chances to win…</source>
        <translation>Die Gewinnchancen werden ausgerechnet …</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The chances to win could not be worked out ({error}).</source>
        <translation>Die Gewinnchancen konnten nicht ausgerechnet werden ({error}).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Building the table of chances to win (only the first time): {percent} %</source>
        <translation>Die Tabelle der Gewinnchancen wird aufgebaut (nur beim ersten Mal): {percent} %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Working out the chances to win: {percent} %</source>
        <translation>Die Gewinnchancen werden ausgerechnet: {percent} %</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Try again</source>
        <translation>Noch einmal versuchen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The costliest choices:</source>
        <translation>Die teuersten Entscheidungen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No choice cost much chance to win.</source>
        <translation>Keine Entscheidung hat viel Gewinnchance gekostet.</translation>
    </message>
</context>
<context>
    <name>TurningPoints</name>
    <message>
        <location filename="../ai/turningwords.py" line="+34"/>
        <source>&lt;1 %</source>
        <translation>&lt;1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&gt;99 %</source>
        <translation>&gt;99 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name} scored {points} in {box}</source>
        <translation>{name} hat {points} bei {box} eingetragen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} kept {faces} of {dice}</source>
        <translation>{name} hat von {dice} die {faces} gehalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} rolled all of {dice} again</source>
        <translation>{name} hat {dice} ganz neu gewürfelt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scoring {box} would have kept {best} instead of {chosen}</source>
        <translation>{box} einzutragen hätte {best} statt {chosen} behalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeping {faces} would have kept {best} instead of {chosen}</source>
        <translation>{faces} zu halten hätte {best} statt {chosen} behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rolling all five again would have kept {best} instead of {chosen}</source>
        <translation>alle fünf neu zu würfeln hätte {best} statt {chosen} behalten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round {round}: {choice}; {better}.</source>
        <translation>Runde {round}: {choice}; {better}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name}&apos;s choices gave away no chance to win; the dice in {name}&apos;s turns added {dice} percentage points.</source>
        <translation>Die Entscheidungen von {name} haben keine Gewinnchance gekostet; die Würfel in den Zügen von {name} haben {dice} Prozentpunkte dazugegeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s choices gave away no chance to win; the dice in {name}&apos;s turns took away {dice} percentage points.</source>
        <translation>Die Entscheidungen von {name} haben keine Gewinnchance gekostet; die Würfel in den Zügen von {name} haben {dice} Prozentpunkte genommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s choices gave away {lost} percentage points of the chance to win; the dice in {name}&apos;s turns added {dice}.</source>
        <translation>Die Entscheidungen von {name} haben {lost} Prozentpunkte Gewinnchance gekostet; die Würfel in den Zügen von {name} haben {dice} dazugegeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s choices gave away {lost} percentage points of the chance to win; the dice in {name}&apos;s turns took away {dice}.</source>
        <translation>Die Entscheidungen von {name} haben {lost} Prozentpunkte Gewinnchance gekostet; die Würfel in den Zügen von {name} haben {dice} genommen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name}: {start} at the start, highest {high}, lowest {low}, {end} at the end.</source>
        <translation>{name}: {start} am Anfang, höchstens {high}, mindestens {low}, {end} am Ende.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player&apos;s chance to win over the game.</source>
        <translation>Die Gewinnchance jedes Spielers im Lauf des Spiels.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} {chance}</source>
        <translation>{name} {chance}</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <location filename="../rules/variants.py" line="-5"/>
        <source>Tricoloured dice: colour flushes, same-colour full houses, tiered bonus.</source>
        <translation>Dreifarbige Würfel: Flush in einer Farbe, Full House gleicher Farbe, gestaffelter Bonus.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The classic 13 boxes: straights, full house for 25, Yacht for 50.</source>
        <translation>Die klassischen 13 Felder: Straßen, Full House für 25, Yacht für 50.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Scandinavian 15 boxes: only the matching dice count, bonus 50.</source>
        <translation>Die skandinavischen 15 Felder: Nur die passenden Würfel zählen, Bonus 50.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The quick 12-box Yacht of the worldwide games: Choice, straights for 15 and 30.</source>
        <translation>Das schnelle Yacht mit 12 Feldern, wie es weltweit gespielt wird: Auswahl, Straßen für 15 und 30.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The official rules of the box lid: Yacht&apos;s 13 boxes, 100-point Yahtzee bonus, forced Joker.</source>
        <translation>Die offiziellen Regeln vom Schachteldeckel: die 13 Felder von Yacht, 100 Punkte Yahtzee-Bonus, Joker-Pflicht.</translation>
    </message>
    <message>
        <location filename="../rules/words.py" line="+136"/>
        <source>House rules based on {base}.</source>
        <translation>Hausregeln auf Grundlage von {base}.</translation>
    </message>
</context>
<context>
    <name>VariantEditor</name>
    <message>
        <location filename="../widgets/dialogs/varianteditor.py" line="+58"/>
        <source>Forced (official: matching upper box first)</source>
        <translation>Pflicht (offiziell: zuerst das passende Feld oben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free (any open box)</source>
        <translation>Frei (jedes offene Feld)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed (any box; Joker scores once the upper box is filled)</source>
        <translation>Locker (jedes Feld; der Joker zählt, sobald das passende Feld oben gefüllt ist)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any open box</source>
        <translation>Jedes offene Feld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top down (Yatzy down)</source>
        <translation>Von oben nach unten (Yatzy von oben)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>{points} at {threshold}</source>
        <comment>upper bonus: points at this upper total</comment>
        <translation>{points} ab {threshold}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Variant to edit</source>
        <translation>Zu bearbeitende Variante</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+51"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>total</source>
        <comment>a box&apos;s score: the sum of all five dice</comment>
        <translation>Augensumme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matching</source>
        <comment>a box&apos;s score: only the matching dice count</comment>
        <translation>passende</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>{one}, or {two}, or {none}</source>
        <translation>{one}, oder {two}, oder {none}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit:</source>
        <translation>&amp;Bearbeiten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Based on:</source>
        <translation>&amp;Grundlage:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Description:</source>
        <translation>Bes&amp;chreibung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Order:</source>
        <translation>&amp;Reihenfolge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Joker:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yahtzee bonus:</source>
        <translation>&amp;Yahtzee-Bonus:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Upper bonus:</source>
        <translation>Bonus &amp;oben:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run length</source>
        <translation>Straßenlänge</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Boxes: untick to leave a box out; names and scores can be edited</source>
        <translation>Felder: Haken entfernen, um ein Feld wegzulassen; Namen und Punkte lassen sich ändern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores: a number of points, &quot;{total}&quot;, &quot;{total}+15&quot; or &quot;{matching}&quot; (only the matching dice)</source>
        <translation>Punkte: eine Punktzahl, &quot;{total}&quot;, &quot;{total}+15&quot; oder &quot;{matching}&quot; (nur die passenden Würfel)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add box</source>
        <translation>Feld &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a box:</source>
        <translation>Feld hinzufügen:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;File…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a variant file from anywhere; Save then keeps it with your house rules</source>
        <translation>Eine Variantendatei von irgendwo öffnen; Speichern legt sie dann zu euren Hausregeln</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Our {variant}</source>
        <translation>Unser {variant}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Open a variant file</source>
        <translation>Variantendatei öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant files (*.toml)</source>
        <translation>Variantendateien (*.toml)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>these house rules</source>
        <translation>diese Hausregeln</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The file could not be written: {error}</source>
        <translation>Die Datei konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A new variant</source>
        <translation>Eine neue Variante</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Play {box}</source>
        <translation>{box} spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its number</source>
        <translation>Summe dieser Zahl</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Delete these house rules?</source>
        <translation>Diese Hausregeln löschen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete {name}? Saved games keep their rules.</source>
        <translation>{name} löschen? Gespeicherte Spiele behalten ihre Regeln.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be deleted: {error}</source>
        <translation>Die Datei konnte nicht gelöscht werden: {error}</translation>
    </message>
</context>
<context>
    <name>VariantName</name>
    <message>
        <location filename="../rules/variants.py" line="-279"/>
        <source>Kismet</source>
        <translation>Kismet</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Yacht</source>
        <translation>Yacht</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Yatzy</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Yacht (12 boxes)</source>
        <translation>Yacht (12 Felder)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Yahtzee</source>
        <translation>Yahtzee</translation>
    </message>
</context>
<context>
    <name>WinChances</name>
    <message>
        <location filename="../app/winchances.py" line="+182"/>
        <source>sure</source>
        <comment>narrow column: short for sure to win</comment>
        <translation>sicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sure to win</source>
        <translation>gewinnt sicher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>almost none</source>
        <comment>narrow column: short for almost no chance</comment>
        <translation>fast keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>almost no chance</source>
        <translation>fast keine Chance</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} in 10</source>
        <comment>narrow column: short for about {count} in 10</comment>
        <translation>{count} von 10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about {count} in 10</source>
        <translation>etwa {count} von 10</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 in {count}</source>
        <comment>narrow column: short for about 1 in {count}</comment>
        <translation>1 von {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about 1 in {count}</source>
        <translation>etwa 1 von {count}</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>The chances to win cannot be worked out ({error}). The game goes on without them.</source>
        <extracomment>A :class:`GoalAnswer` for the moment asked about with ``options=True``.</extracomment>
        <translation>Die Gewinnchancen lassen sich nicht berechnen ({error}). Das Spiel geht ohne sie weiter.</translation>
    </message>
    <message>
        <location filename="../widgets/window/winchanceview.py" line="+133"/>
        <source>Chances to win are off (Preferences).</source>
        <extracomment>W: every player&apos;s chance, said (made by :meth:`add_say_key`, after the first frame).</extracomment>
        <translation>Die Gewinnchancen sind ausgeschaltet (Einstellungen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chances to win are being worked out.</source>
        <translation>Die Gewinnchancen werden berechnet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chances to win: {list}.</source>
        <translation>Gewinnchancen: {list}.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Working out the chances to win for this game: {percent} %</source>
        <translation>Die Gewinnchancen für dieses Spiel werden berechnet: {percent} %</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: {figure} chance to win if everyone plays their best from now on</source>
        <translation>{name}: {figure} Chance zu gewinnen, wenn von jetzt an alle ihr Bestes spielen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Who is winning</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show c&amp;hances to win under the names</source>
        <translation>Gewinnc&amp;hancen unter den Namen zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s chance to win if everyone plays their best from now on. The first time, working it out takes a few minutes.</source>
        <translation>Die Chance jedes Spielers zu gewinnen, wenn von jetzt an alle ihr Bestes spielen. Beim ersten Mal dauert die Berechnung einige Minuten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Percent (41 %)</source>
        <translation>Prozent (41 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounded for children (about 1 in 5)</source>
        <translation>Gerundet für Kinder (etwa 1 von 5)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Wording:</source>
        <translation>&amp;Darstellung:</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>To win, {option} instead: {win} % chance to win, against {points} % for the most points.</source>
        <translation>Um zu gewinnen: besser {option}, {win} % Chance zu gewinnen, gegenüber {points} % für die meisten Punkte.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../rules/words.py" line="-101"/>
        <source>Basic total</source>
        <translation>Summe Grundteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kismet total</source>
        <translation>Summe Kismet-Teil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upper total</source>
        <translation>Summe oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower total</source>
        <translation>Summe unten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Basic total with bonus</source>
        <translation>Summe Grundteil mit Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kismet total with bonus</source>
        <translation>Summe Kismet-Teil mit Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upper total with bonus</source>
        <translation>Summe oben mit Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower total with bonus</source>
        <translation>Summe unten mit Bonus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grand total</source>
        <translation>Gesamtsumme</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{place}th</source>
        <comment>place: 4th-20th, 24th</comment>
        <translation>{place}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{place}st</source>
        <comment>place: 1st, 21st</comment>
        <translation>{place}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{place}nd</source>
        <comment>place: 2nd, 22nd</comment>
        <translation>{place}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}rd</source>
        <comment>place: 3rd, 23rd</comment>
        <translation>{place}.</translation>
    </message>
</context>
</TS>
