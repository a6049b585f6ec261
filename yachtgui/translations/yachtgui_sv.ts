<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../widgets/dialogs/about.py" line="+128"/>
        <source>About yachtgui</source>
        <translation>Om yachtgui</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Source code: &lt;a href=&quot;{url}&quot;&gt;{address}&lt;/a&gt;</source>
        <translation>Källkod: &lt;a href=&quot;{url}&quot;&gt;{address}&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Built with Qt and PySide6 (GNU LGPL 3), Python and NumPy; &lt;b&gt;Licences&lt;/b&gt; shows every licence text.</source>
        <translation>Byggt med Qt och PySide6 (GNU LGPL 3), Python och NumPy; &lt;b&gt;Licenser&lt;/b&gt; visar alla licenstexter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Licences…</source>
        <translation>&amp;Licenser…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About &amp;Qt</source>
        <translation>Om &amp;Qt</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/help.py" line="+209"/>
        <source>Kismet rules © 1975 E. William Delaittre (Kismet® is his registered trademark).</source>
        <translation>Kismetregler © 1975 E. William Delaittre (Kismet® är hans registrerade varumärke).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic Yacht after “Parlour Games for Modern Families”.</source>
        <translation>Klassiskt Yacht efter ”Parlour Games for Modern Families”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scandinavian Yacht (Yatzy) after “The Yacht Game” rule sheet.</source>
        <translation>Skandinaviskt Yacht (Yatzy) efter regelbladet ”The Yacht Game”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>12-box Yacht after the “51 Worldwide Games” score sheet.</source>
        <translation>Yacht med 12 rutor efter protokollet i ”51 Worldwide Games”.</translation>
    </message>
    <message>
        <location line="+445"/>
        <source>Kismet, Yacht, Yatzy, 12-box Yacht and Yahtzee for the family table.</source>
        <translation>Kismet, Yacht, Yatzy, Yacht med 12 rutor och Yahtzee för familjebordet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later). You may share and change it under its terms.</source>
        <translation>Fri programvara under GNU General Public License, version 3 eller senare (GPL-3.0-or-later). Du får dela och ändra den enligt dess villkor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules after the original sheets:</source>
        <translation>Reglerna bygger på originalbladen:</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <location filename="../ai/states.py" line="+75"/>
        <source>{variant} is too large for the computer to learn: its table would need {size} MB of memory (at most {most} MB). Fewer boxes or a lower bonus threshold make it fit.</source>
        <extracomment>A table has 2**boxes rows; beyond this many boxes it would not fit in memory comfortably. The most memory a variant&apos;s table may take to build: its dense float64 table, one value per filled-box mask (twice over with a chip flag) and capped upper total. Kismet, the largest built-in variant, takes 19.75 MiB (2**15 masks x 79 totals x 8 bytes). The largest table a house file can make (16 boxes, a Yahtzee bonus, a bonus threshold of 105: all six upper boxes full of sixes) takes 106 MiB and about a minute to build; with a margin, 128 MiB admits every house variant while a save&apos;s 20-box sheet (512 MiB and more, hours to build) is refused. Stored values are multiples of 2**-QUANTUM_BITS: far below the solver&apos;s float32 error (~1e-5).</extracomment>
        <translation>{variant} är för stort för att datorn ska kunna lära sig det: tabellen skulle behöva {size} MB minne (högst {most} MB). Färre rutor eller en lägre bonusgräns gör att det får plats.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>a variant with {count} boxes is too large to solve (at most {most})</source>
        <translation>en variant med {count} rutor är för stor för att räknas ut (högst {most})</translation>
    </message>
    <message>
        <location filename="../ai/strategy.py" line="+119"/>
        <source>cannot keep {keep} from the dice {dice}</source>
        <extracomment>Rolls left after the first roll of a turn; advice is asked with 0..MAX_ROLLS_LEFT. How far a cached table&apos;s start value may differ from its own recursion before it is distrusted. Random states recomputed when a cached table is loaded. Seconds a build takes per million stored states, for the estimate shown while one runs. Measured on the shared two-core development machine (load 7): 16-18 s of wall time per million states for Yacht, Kismet and Yahtzee (5.5-8 s of CPU time); an idle machine is faster, so this errs long. Turns kept evaluated for advice (a turn is asked about up to three times). How often a thread waiting for another&apos;s build of the same table asks whether it is cancelled (s). One lock per table (rules hash): two threads wanting the same table build it once.</extracomment>
        <translation>kan inte spara {keep} av tärningarna {dice}</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+2"/>
        <source>a few seconds</source>
        <translation>några sekunder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about {count} seconds</source>
        <translation>ungefär {count} sekunder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about {count} minutes</source>
        <translation>ungefär {count} minuter</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>filled boxes must be a list of box ids, not the text {text}</source>
        <translation>ifyllda rutor måste vara en lista med rut-id:n, inte texten {text}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{variant} has no box {box} (its boxes: {known})</source>
        <translation>{variant} har ingen ruta {box} (dess rutor: {known})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>box {box} is listed as filled twice</source>
        <translation>rutan {box} står två gånger som ifylld</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every box is filled: the game is over</source>
        <translation>alla rutor är ifyllda: spelet är slut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{variant} fills its boxes from the top down: these boxes cannot be filled</source>
        <translation>{variant} fyller rutorna uppifrån och ned: de här rutorna kan inte vara ifyllda</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the upper total must be a whole number, not {value}</source>
        <translation>summan i övre delen måste vara ett heltal, inte {value}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an upper total of {total} is impossible with {boxes} filled</source>
        <translation>en summa på {total} i övre delen är omöjlig med {boxes} ifyllda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an upper total of {total} is impossible with no upper box filled</source>
        <translation>en summa på {total} i övre delen är omöjlig utan någon ifylld övre ruta</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>rolls left must be a whole number 0..{most}, not {value}</source>
        <translation>slag kvar måste vara ett heltal 0..{most}, inte {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rolls left must be 0..{most} (after a roll), not {value}</source>
        <translation>slag kvar måste vara 0..{most} (efter ett slag), inte {value}</translation>
    </message>
</context>
<context>
    <name>AdvicePanel</name>
    <message>
        <location filename="../widgets/table/advice.py" line="+37"/>
        <source>expected final score</source>
        <translation>väntad slutsumma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gives up</source>
        <translation>förlorar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as good</source>
        <translation>lika bra</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hide the advice</source>
        <translation>Dölj råden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the advice (the coach keeps counting)</source>
        <translation>Dölj råden (coachen fortsätter räkna)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>{option}: gives up {points}</source>
        <translation>{option}: förlorar {points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{option}: expected final score {points}</source>
        <translation>{option}: väntad slutsumma {points}</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../ai/analysis.py" line="+232"/>
        <source>score {box}</source>
        <extracomment>Under this many points given up in a game, a player &quot;played almost perfectly&quot;. Given-up points per decision below which a choice counts as the best one (rounding of the tables).</extracomment>
        <translation>för in i {box}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roll all five again</source>
        <translation>slå alla fem igen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep {faces} and roll again</source>
        <translation>spara {faces} och slå igen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} played almost perfectly.</source>
        <translation>{name} spelade nästan perfekt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} played well: a few choices gave away about 1 point.</source>
        <translation>{name} spelade bra: några val kostade ungefär 1 poäng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} played well: a few choices gave away about {points} points.</source>
        <translation>{name} spelade bra: några val kostade ungefär {points} poäng.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}&apos;s choices gave away about 1 point.</source>
        <translation>{name} gav bort ungefär 1 poäng genom sina val.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s choices gave away about {points} points.</source>
        <translation>{name} gav bort ungefär {points} poäng genom sina val.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{lucky}&apos;s dice were kinder than {unlucky}&apos;s (worth about {points} points more).</source>
        <translation>{lucky} hade mer tur med tärningarna än {unlucky} (värt ungefär {points} poäng mer).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dice were about equally kind to everyone.</source>
        <translation>Tärningarna var ungefär lika snälla mot alla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dice were kind to {name} (about {points} points better than usual).</source>
        <translation>Tärningarna var snälla mot {name} (ungefär {points} poäng bättre än vanligt).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dice were unkind to {name} (about {points} points worse than usual).</source>
        <translation>Tärningarna var elaka mot {name} (ungefär {points} poäng sämre än vanligt).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}&apos;s dice were about as good as they usually are.</source>
        <translation>{name} fick ungefär lika bra tärningar som vanligt.</translation>
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
        <translation>Chans</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-49"/>
        <source>One Pair</source>
        <translation>Ett par</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="+7"/>
        <source>Two Pairs</source>
        <translation>Två par</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-68"/>
        <location line="+75"/>
        <source>Three of a Kind</source>
        <translation>Tretal</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-68"/>
        <location line="+75"/>
        <source>Four of a Kind</source>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-129"/>
        <location line="+61"/>
        <location line="+89"/>
        <location line="+54"/>
        <source>Full House</source>
        <translation>Kåk</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-68"/>
        <source>Small Straight</source>
        <translation>Liten stege</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="+7"/>
        <source>Large Straight</source>
        <translation>Stor stege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of a Kind</source>
        <translation>Femtal</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-150"/>
        <source>Flush</source>
        <translation>Färg</translation>
    </message>
    <message>
        <location filename="../rules/variants.py" line="-48"/>
        <source>Ones</source>
        <translation>Ettor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twos</source>
        <translation>Tvåor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threes</source>
        <translation>Treor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours</source>
        <translation>Fyror</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fives</source>
        <translation>Femmor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation>Sexor</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>2 Pair Same Color</source>
        <translation>2 par samma färg</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>3 of a Kind</source>
        <translation>Tretal</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Straight</source>
        <translation>Stege</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Full House Same Color</source>
        <translation>Kåk samma färg</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+183"/>
        <source>4 of a Kind</source>
        <translation>Fyrtal</translation>
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
        <translation>Liten stege</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Long Straight</source>
        <translation>Stor stege</translation>
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
        <translation>Ettor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deuces</source>
        <translation>Tvåor</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choice</source>
        <translation>Valfri</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>S. Straight</source>
        <translation>Liten stege</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>L. Straight</source>
        <translation>Stor stege</translation>
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
        <translation>Ett par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two different pairs</source>
        <translation>Två olika par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three alike</source>
        <translation>Tre lika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four alike</source>
        <translation>Fyra lika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five alike</source>
        <translation>Fem lika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three and two of another</source>
        <translation>Tre lika och två lika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All five dice one colour</source>
        <translation>Alla fem tärningar i samma färg</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{length} in a run</source>
        <translation>{length} i följd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any roll</source>
        <translation>Valfritt slag</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what}: {points}</source>
        <translation>{what}: {points}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what}: sum of all dice + {plus}</source>
        <translation>{what}: summan av alla tärningar + {plus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sum of all dice + {plus}</source>
        <translation>Summan av alla tärningar + {plus}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what}: sum of all dice</source>
        <translation>{what}: summan av alla tärningar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../rules/variants.py" line="-261"/>
        <location line="+68"/>
        <location line="+7"/>
        <location line="+143"/>
        <source>Sum of all dice</source>
        <translation>Summan av alla tärningar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{what}: sum of those dice</source>
        <translation>{what}: summan av de tärningarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of those dice</source>
        <translation>Summan av de tärningarna</translation>
    </message>
    <message>
        <location filename="../rules/variants.py" line="-275"/>
        <source>Sum of the ones</source>
        <extracomment>The ids of the upper boxes, Ones to Sixes (face 1 to 6), as in RULES.md. The rule lines of the upper boxes, Ones to Sixes (each a literal, so it can be translated).</extracomment>
        <translation>Summan av ettorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the twos</source>
        <translation>Summan av tvåorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the threes</source>
        <translation>Summan av treorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the fours</source>
        <translation>Summan av fyrorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the fives</source>
        <translation>Summan av femmorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the sixes</source>
        <translation>Summan av sexorna</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Two pairs of one colour, or 4 of a kind: sum of all dice</source>
        <translation>Två par i samma färg eller fyrtal: summan av alla tärningar</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>1-2-3-4-5 or 2-3-4-5-6: 30</source>
        <translation>1-2-3-4-5 eller 2-3-4-5-6: 30</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All five dice one colour: 35</source>
        <translation>Alla fem tärningar i samma färg: 35</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three and two (or five alike): sum + 15</source>
        <translation>3 + 2 lika (eller 5 lika): summa + 15</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Full house all one colour: sum + 20</source>
        <translation>Kåk i samma färg: summa + 20</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sum of all dice + 25</source>
        <translation>Summan av alla tärningar + 25</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+68"/>
        <location line="+68"/>
        <location line="+33"/>
        <source>Any roll: sum of all dice</source>
        <translation>Valfritt slag: summan av alla tärningar</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Five alike: sum of all dice + 50</source>
        <translation>Fem lika: summan av alla tärningar + 50</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Three and two of another: 25</source>
        <translation>Tre lika och två lika: 25</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four in a run: 30</source>
        <translation>Fyra i följd: 30</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Five in a run: 40</source>
        <translation>Fem i följd: 40</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+83"/>
        <location line="+60"/>
        <source>Five alike: 50</source>
        <translation>Fem lika: 50</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Sum of the highest pair</source>
        <translation>Summan av det högsta paret</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two different pairs: their sum</source>
        <translation>Två olika par: deras summa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sum of the three</source>
        <translation>Summan av de tre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sum of the four</source>
        <translation>Summan av de fyra</translation>
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
        <translation>Tre lika och ett annat par: summa</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Three and two (or five alike): sum</source>
        <translation>3 + 2 lika (eller 5 lika): summa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four in a run: 15</source>
        <translation>Fyra i följd: 15</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Five in a run: 30</source>
        <translation>Fem i följd: 30</translation>
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
        <translation>Spelare {number} av {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players {first}–{last} of {total}</source>
        <translation>Spelare {first}–{last} av {total}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Printed with yachtgui · page {page} of {pages}</source>
        <translation>Utskrivet med yachtgui · sida {page} av {pages}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Printed with yachtgui</source>
        <translation>Utskrivet med yachtgui</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <location line="+216"/>
        <source>could not start writing the pages (is the file or printer available?)</source>
        <translation>sidorna kunde inte skrivas (är filen eller skrivaren tillgänglig?)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>could not start a new page</source>
        <translation>en ny sida kunde inte påbörjas</translation>
    </message>
</context>
<context>
    <name>Celebration</name>
    <message>
        <location filename="../widgets/table/celebration.py" line="+54"/>
        <source>{name}: {points} in {box}</source>
        <extracomment>How long a banner stays (milliseconds); the stars fall for the first part of it.</extracomment>
        <translation>{name}: {points} på {box}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five of a kind!</source>
        <translation>Femtal!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} has {upper} in the upper boxes: +{bonus} — {missing} more for +{more}</source>
        <translation>{name} har {upper} i övre delen: +{bonus} — {missing} till för +{more}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} has {upper} in the upper boxes: +{bonus}</source>
        <translation>{name} har {upper} i övre delen: +{bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonus!</source>
        <translation>Bonus!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bigger bonus!</source>
        <translation>Större bonus!</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <location filename="../widgets/review/turning.py" line="+74"/>
        <source>Chances to win over the game</source>
        <translation>Vinstchanser under spelets gång</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Marked step {step} of {steps}: {chances}.</source>
        <translation>Markerat steg {step} av {steps}: {chances}.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Rounds</source>
        <translation>Omgångar</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <location filename="../app/computer.py" line="+174"/>
        <source>the work stopped unexpectedly ({kind}: {error})</source>
        <extracomment>The &quot;computer speed&quot; preference: pause between a computer&apos;s steps, in ms. After a person&apos;s score, how long (ms) a computer that plays next waits before its first roll, at every speed: until that roll the person may still take the score back (Ctrl+Z). How long (ms) cancelling a build may hold the GUI thread. A build stops within milliseconds between batches, but not while it saves its table (up to about a second): past this wait the thread finishes on its own, kept alive by :data:`_STOPPING` (Qt aborts on a running QThread being destroyed). Build threads asked to stop that were still running when their loader let go of them. Makes a variant&apos;s table in a build thread: ``(variant, progress(fraction), cancelled()) -&gt; table``; raises :class:`~yachtgui.ai.BuildCancelled` when ``cancelled()`` says so.</extracomment>
        <translation>arbetet avbröts oväntat ({kind}: {error})</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>its tables could not be loaded ({kind}: {error})</source>
        <extracomment>How many variants&apos; tables are kept in memory (the most recent). Loads or builds the table in the build thread: a plain function, never a method of this object (a build thread that holds a loader&apos;s bound method crashed Qt: &quot;shared QObject was deleted directly&quot;).</extracomment>
        <translation>dess tabeller kunde inte läsas in ({kind}: {error})</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>the work stopped unexpectedly</source>
        <translation>arbetet avbröts oväntat</translation>
    </message>
    <message>
        <location filename="../ai/advice.py" line="+45"/>
        <source>the {face}</source>
        <extracomment>A choice within this many points of the best counts as the best (float noise, true ties). How many options a hint lists.</extracomment>
        <translation>{face}:an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the two {face}s</source>
        <translation>de två {face}:orna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the three {face}s</source>
        <translation>de tre {face}:orna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the four {face}s</source>
        <translation>de fyra {face}:orna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the five {face}s</source>
        <translation>alla fem {face}:orna</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the {faces}</source>
        <translation>{faces}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>score {points} in {box}</source>
        <translation>skriva {points} på {box}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score {points} in {box}</source>
        <translation>Skriv {points} på {box}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>roll all five again</source>
        <translation>slå om alla fem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll all five again</source>
        <translation>Slå om alla fem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score {points} in {box} now</source>
        <translation>skriva {points} på {box} nu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score {points} in {box} now</source>
        <translation>Skriv {points} på {box} nu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stop and score now</source>
        <translation>sluta och skriva in nu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop and score now</source>
        <translation>Sluta och skriv in nu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep {faces}</source>
        <translation>spara {faces}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep {faces}</source>
        <translation>Spara {faces}</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Score {points} in {box} now, without rolling again.</source>
        <translation>Skriv {points} på {box} nu, utan att slå igen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score {points} in {box}.</source>
        <translation>Skriv {points} på {box}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep {faces} and roll the rest.</source>
        <translation>Spara {faces} och slå om resten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll all five again.</source>
        <translation>Slå om alla fem.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Coach: {chosen} was the least costly choice, {name} — nothing better fit these dice.</source>
        <translation>Coach: {chosen} var det minst kostsamma valet, {name} — inget bättre passade de här tärningarna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: {chosen} — the best move, {name}!</source>
        <translation>Coach: {chosen} — det bästa draget, {name}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach: {name}, {chosen} gave up {points} points — best was {best}.</source>
        <translation>Coach: {name}, {chosen} kostade {points} poäng — bäst var att {best}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>scoring {points} in {box}</source>
        <translation>att skriva {points} på {box}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>rolling all five again</source>
        <translation>att slå om alla fem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keeping all five</source>
        <translation>att spara alla fem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeping {faces}</source>
        <translation>att spara {faces}</translation>
    </message>
    <message>
        <location filename="../app/computer.py" line="+135"/>
        <source>{name} gave up {points} points to perfect play ({best} of {count} choices the best)</source>
        <extracomment>Win tables are large (up to hundreds of MB): one variant&apos;s in memory.</extracomment>
        <translation>{name} tappade {points} poäng mot perfekt spel ({best} av {count} val de bästa)</translation>
    </message>
    <message>
        <location line="+264"/>
        <location line="+140"/>
        <source>the computer player stopped unexpectedly ({kind}: {error})</source>
        <translation>datorspelaren slutade oväntat ({kind}: {error})</translation>
    </message>
</context>
<context>
    <name>ContinueList</name>
    <message>
        <location filename="../widgets/dialogs/keeping.py" line="+86"/>
        <source>Continue a game:</source>
        <extracomment>The welcome card lists this many games; File &gt; Continue a Game lists them all. The width (px) the names of a game&apos;s players get on the welcome card before they end in &quot;…&quot;.</extracomment>
        <translation>Fortsätt ett spel:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{variant} · round {round} of {rounds} · {when}</source>
        <translation>{variant} · omgång {round} av {rounds} · {when}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Continue this game where it stopped: {game}</source>
        <translation>Fortsätt det här spelet där det slutade: {game}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Abandon…</source>
        <translation>Överge…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon the {game}</source>
        <translation>Överge spelet {game}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give up this game for good (you are asked first)</source>
        <translation>Överge det här spelet för gott (du får frågan först)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>…and 1 more in File &gt; Continue a Game.</source>
        <translation>…och 1 till under Arkiv &gt; Fortsätt ett spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>…and {count} more in File &gt; Continue a Game.</source>
        <translation>…och {count} till under Arkiv &gt; Fortsätt ett spel.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../app/words.py" line="+107"/>
        <source>This player rolls on screen: press Space or click Roll.</source>
        <translation>Den här spelaren slår på skärmen: tryck på mellanslag eller klicka på Slå.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll first: dice can be held after the first roll of a turn.</source>
        <translation>Slå först: tärningar kan sparas efter det första slaget i en tur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No rolls left: choose a box to score.</source>
        <translation>Inga slag kvar: välj en ruta att skriva in poängen i.</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>{name}: {points} in {box} and a Yahtzee bonus of {chip}</source>
        <translation>{name}: {points} på {box} och en Yahtzee-bonus på {chip}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {points} in {box}</source>
        <translation>{name}: {points} på {box}</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Nothing to undo: a score can be taken back only until the next roll.</source>
        <translation>Inget att ångra: en poäng kan bara tas tillbaka fram till nästa slag.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}&apos;s move stands: Undo takes back only a person&apos;s own last score.</source>
        <translation>Draget av {name} står kvar: Ångra tar bara tillbaka en persons egen senaste poäng.</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Undone: {name}&apos;s {points} in {box} and the lost turns it caused and its Yahtzee bonus. Choose again.</source>
        <translation>Ångrat: {points} på {box} för {name}, de förlorade turer det orsakade och dess Yahtzee-bonus. Välj igen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undone: {name}&apos;s {points} in {box} and the lost turns it caused. Choose again.</source>
        <translation>Ångrat: {points} på {box} för {name} och de förlorade turer det orsakade. Välj igen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undone: {name}&apos;s {points} in {box} and its Yahtzee bonus. Choose again.</source>
        <translation>Ångrat: {points} på {box} för {name} och dess Yahtzee-bonus. Välj igen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undone: {name}&apos;s {points} in {box}. Choose again.</source>
        <translation>Ångrat: {points} på {box} för {name}. Välj igen.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>It&apos;s {name}&apos;s turn: the computer is playing.</source>
        <translation>Det är {name}s tur: datorn spelar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is a computer player, but computer play is not available here: play this turn for them.</source>
        <translation>{name} är en datorspelare, men datorn kan inte spela här: ta över den här turen själv.</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Second Kismet! {loser} loses a turn — every card is full, so the game is over.</source>
        <translation>Andra Kismet! {loser} förlorar en tur — alla protokoll är fulla, så spelet är slut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Kismet! {losers} each lose a turn — every card is full, so the game is over.</source>
        <translation>Andra Kismet! {losers} förlorar var sin tur — alla protokoll är fulla, så spelet är slut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second Kismet! {loser} loses a turn — {roller} rolls again.</source>
        <translation>Andra Kismet! {loser} förlorar en tur — {roller} slår igen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Kismet! {losers} each lose a turn — {roller} rolls again.</source>
        <translation>Andra Kismet! {losers} förlorar var sin tur — {roller} slår igen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second Kismet! {loser} loses a turn — {roller}&apos;s card is full, so play goes on.</source>
        <translation>Andra Kismet! {loser} förlorar en tur — {roller}s protokoll är fullt, så spelet går vidare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Kismet! {losers} each lose a turn — {roller}&apos;s card is full, so play goes on.</source>
        <translation>Andra Kismet! {losers} förlorar var sin tur — {roller}s protokoll är fullt, så spelet går vidare.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>This game is open in another yachtgui window: this window does not save it. Use File &gt; Save As.</source>
        <translation>Det här spelet är öppet i ett annat yachtgui-fönster: det här fönstret sparar det inte. Använd Arkiv &gt; Spara som.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Autosave failed: {error}</source>
        <translation>Automatisk sparning misslyckades: {error}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{problem} Use File &gt; Save As.</source>
        <translation>{problem} Använd Arkiv &gt; Spara som.</translation>
    </message>
</context>
<context>
    <name>Definition</name>
    <message>
        <location filename="../rules/definition.py" line="+117"/>
        <source>{what}: {key} has the wrong type</source>
        <extracomment>Nesting allowed for AnyOf/AllOf: far beyond any sheet, small enough to stop hostile data.</extracomment>
        <translation>{what}: {key} har fel typ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what}: {key} is missing or has the wrong type</source>
        <translation>{what}: {key} saknas eller har fel typ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{what} must be a list of whole numbers</source>
        <translation>{what} måste vara en lista med heltal</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a box&apos;s requirement is damaged</source>
        <translation>villkoret för en ruta är skadat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a box&apos;s requirement</source>
        <translation>villkoret för en ruta</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a box&apos;s requirement {kind} is not in the rules vocabulary</source>
        <translation>villkoret {kind} för en ruta finns inte i reglerna</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a box&apos;s requirement needs a non-empty list {key}</source>
        <translation>villkoret för en ruta behöver en lista {key} som inte är tom</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a box&apos;s scorer is damaged</source>
        <translation>poängräkningen för en ruta är skadad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a box&apos;s scorer</source>
        <translation>poängräkningen för en ruta</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a box&apos;s scorer {kind} is not in the rules vocabulary</source>
        <translation>poängräkningen {kind} för en ruta finns inte i reglerna</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a box of the variant is damaged</source>
        <translation>en ruta i varianten är skadad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a box</source>
        <translation>en ruta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a box&apos;s section is &apos;upper&apos; or &apos;lower&apos;, not {section}</source>
        <translation>delen för en ruta är &apos;upper&apos; eller &apos;lower&apos;, inte {section}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a variant definition must be a JSON object</source>
        <translation>en variantbeskrivning måste vara ett JSON-objekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the variant</source>
        <translation>varianten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a variant has 1 to 40 boxes</source>
        <translation>en variant har 1 till 40 rutor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bonus tier</source>
        <translation>en bonusnivå</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bonus tier is a pair (threshold, points)</source>
        <translation>en bonusnivå är ett par (gräns, poäng)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a variant has two section names</source>
        <translation>en variant har två namn på sina delar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the variant&apos;s Joker or order rule is unknown</source>
        <translation>variantens joker- eller ordningsregel är okänd</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <location filename="../rules/dice.py" line="+57"/>
        <source>die {number}</source>
        <extracomment>Every distinct roll of five dice (order ignored), sorted ascending: 252 of them.</extracomment>
        <translation>tärning {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a die</source>
        <translation>en tärning</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{what} must be a whole number from 1 to 6, not {value}</source>
        <translation>{what} måste vara ett heltal från 1 till 6, inte {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} must be from 1 to 6, not {value}</source>
        <translation>{what} måste vara från 1 till 6, inte {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>dice must be five numbers, not the text {text}</source>
        <translation>tärningarna måste vara fem tal, inte texten {text}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dice must be five numbers, not {value}</source>
        <translation>tärningarna måste vara fem tal, inte {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a roll is exactly {count} dice, not {given}</source>
        <translation>ett slag är exakt {count} tärningar, inte {given}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a die face</source>
        <translation>en tärningssida</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../widgets/table/dice.py" line="+802"/>
        <source>Dice tray</source>
        <extracomment>Default tumble length in ms (the GUI issue asks for 0.4-0.7 s). Frame interval in ms of the tumble&apos;s precise timer (about 60 frames a second).</extracomment>
        <translation>Tärningsbord</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <location line="-708"/>
        <source>Die {n}: not rolled yet</source>
        <extracomment>The smallest side of a die widget, in device-independent pixels. Set this environment variable to anything but &quot;&quot; or &quot;0&quot; to turn all dice animations off.</extracomment>
        <translation>Tärning {n}: inte slagen än</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: not rolled yet, held</source>
        <translation>Tärning {n}: inte slagen än, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: one</source>
        <translation>Tärning {n}: etta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: one, held</source>
        <translation>Tärning {n}: etta, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: one, released</source>
        <translation>Tärning {n}: etta, släppt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: two</source>
        <translation>Tärning {n}: tvåa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: two, held</source>
        <translation>Tärning {n}: tvåa, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: two, released</source>
        <translation>Tärning {n}: tvåa, släppt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: three</source>
        <translation>Tärning {n}: trea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: three, held</source>
        <translation>Tärning {n}: trea, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: three, released</source>
        <translation>Tärning {n}: trea, släppt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: four</source>
        <translation>Tärning {n}: fyra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: four, held</source>
        <translation>Tärning {n}: fyra, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: four, released</source>
        <translation>Tärning {n}: fyra, släppt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: five</source>
        <translation>Tärning {n}: femma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: five, held</source>
        <translation>Tärning {n}: femma, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: five, released</source>
        <translation>Tärning {n}: femma, släppt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: six</source>
        <translation>Tärning {n}: sexa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: six, held</source>
        <translation>Tärning {n}: sexa, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: six, released</source>
        <translation>Tärning {n}: sexa, släppt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Die {n}: black one</source>
        <translation>Tärning {n}: svart etta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: black one, held</source>
        <translation>Tärning {n}: svart etta, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: black one, released</source>
        <translation>Tärning {n}: svart etta, släppt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red two</source>
        <translation>Tärning {n}: röd tvåa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red two, held</source>
        <translation>Tärning {n}: röd tvåa, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red two, released</source>
        <translation>Tärning {n}: röd tvåa, släppt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green three</source>
        <translation>Tärning {n}: grön trea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green three, held</source>
        <translation>Tärning {n}: grön trea, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green three, released</source>
        <translation>Tärning {n}: grön trea, släppt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green four</source>
        <translation>Tärning {n}: grön fyra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green four, held</source>
        <translation>Tärning {n}: grön fyra, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: green four, released</source>
        <translation>Tärning {n}: grön fyra, släppt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red five</source>
        <translation>Tärning {n}: röd femma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red five, held</source>
        <translation>Tärning {n}: röd femma, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: red five, released</source>
        <translation>Tärning {n}: röd femma, släppt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: black six</source>
        <translation>Tärning {n}: svart sexa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: black six, held</source>
        <translation>Tärning {n}: svart sexa, sparad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n}: black six, released</source>
        <translation>Tärning {n}: svart sexa, släppt</translation>
    </message>
    <message>
        <location line="+404"/>
        <source>Click or press Space to hold or release; Enter scores the box chosen on your card.</source>
        <translation>Klicka eller tryck på mellanslag för att spara eller släppa tärningen; Enter för in poängen i rutan som är vald i ditt protokoll.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Suggested: keep this die.</source>
        <translation>Tips: spara den här tärningen.</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>KEEP</source>
        <translation>SPARA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HELD</source>
        <translation>SPARAD</translation>
    </message>
</context>
<context>
    <name>Differences</name>
    <message>
        <location filename="../rules/differences.py" line="+18"/>
        <source>forced Joker (matching upper box first, then any lower box, then a 0 above)</source>
        <extracomment>The Joker rules in a player&apos;s words (English; :func:`joker_words` shows them translated).</extracomment>
        <translation>tvingad joker (först den matchande övre rutan, sedan valfri nedre ruta, annars en 0 uppe)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free Joker (any open box; lower boxes score as if the pattern held)</source>
        <translation>fri joker (valfri öppen ruta; nedre rutor ger poäng som om mönstret stämde)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>relaxed Joker (any open box; Joker scores once the matching upper box is filled)</source>
        <translation>mild joker (valfri öppen ruta; jokerpoäng när den matchande övre rutan är ifylld)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+114"/>
        <source>no Joker</source>
        <translation>ingen joker</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>no upper bonus</source>
        <translation>ingen bonus i övre delen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} at {threshold}</source>
        <translation>{points} vid {threshold}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>upper bonus {tiers}</source>
        <translation>bonus i övre delen {tiers}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no Yahtzee bonus</source>
        <translation>ingen Yahtzee-bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yahtzee bonus {points}</source>
        <translation>Yahtzee-bonus {points}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{points}-point bonus for each further five of a kind</source>
        <translation>{points} poängs bonus för varje ytterligare femtal</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+42"/>
        <source>boxes filled from the top down</source>
        <translation>rutorna fylls uppifrån och ned</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>adds {box} ({rule})</source>
        <translation>lägger till {box} ({rule})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{old} is now {new}</source>
        <translation>{old} heter nu {new}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+29"/>
        <source>no {boxes}</source>
        <translation>utan {boxes}</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>boxes in any order</source>
        <translation>rutorna i valfri ordning</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>adds {box}</source>
        <translation>lägger till {box}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{box} changed</source>
        <translation>{box} ändrad</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>forced Joker</source>
        <translation>tvingad joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free Joker</source>
        <translation>fri joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relaxed Joker</source>
        <translation>mild joker</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>top down</source>
        <translation>uppifrån och ned</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>any order</source>
        <translation>valfri ordning</translation>
    </message>
</context>
<context>
    <name>ExportDialogs</name>
    <message>
        <location filename="../export/dialogs.py" line="+101"/>
        <source>Letter</source>
        <extracomment>Most player columns a blank pad offers (they continue over pages, six to a page).</extracomment>
        <translation>Letter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF document, {size} paper (*.pdf)</source>
        <translation>PDF-dokument, papper {size} (*.pdf)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Save as PDF</source>
        <translation>Spara som PDF</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The PDF could not be saved</source>
        <translation>PDF-filen kunde inte sparas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{error}.

Choose another folder and try again.</source>
        <translation>{error}.

Välj en annan mapp och försök igen.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Print Preview — {title}</source>
        <translation>Förhandsgranskning – {title}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{error}.

Check that the printer is switched on and connected.</source>
        <translation>{error}.

Kontrollera att skrivaren är påslagen och ansluten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Printing failed</source>
        <translation>Utskriften misslyckades</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Blank Score Pad</source>
        <translation>Tomt protokoll</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of players</source>
        <translation>Antal spelare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six players fit on a page; more continue on further pages.</source>
        <translation>Sex spelare får plats på en sida; fler fortsätter på nästa sidor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optional: Ann, Bob, Grandma</source>
        <translation>Valfritt: Anna, Bo, Mormor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player names, separated by commas</source>
        <translation>Spelarnas namn, åtskilda med kommatecken</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Paper size</source>
        <translation>Pappersstorlek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>S&amp;pelare:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Names:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;aper:</source>
        <translation>P&amp;apper:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preview of the first page</source>
        <translation>Förhandsvisning av första sidan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Spara som PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;rint…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>1 page</source>
        <translation>1 sida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{pages} pages</source>
        <translation>{pages} sidor</translation>
    </message>
</context>
<context>
    <name>ExportFiles</name>
    <message>
        <location filename="../export/files.py" line="+41"/>
        <source>{path} is a folder; choose a file name for the PDF</source>
        <translation>{path} är en mapp; välj ett filnamn för PDF-filen</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+29"/>
        <source>can&apos;t write {path}: {reason}</source>
        <translation>kan inte skriva {path}: {reason}</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>{path} is not an ordinary file; choose another name for the PDF</source>
        <translation>{path} är ingen vanlig fil; välj ett annat namn för PDF-filen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>can&apos;t write in the folder {folder}: {reason}</source>
        <translation>kan inte skriva i mappen {folder}: {reason}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>could not render the PDF: {reason}</source>
        <translation>PDF-filen kunde inte skapas: {reason}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{file} is not a game that can be printed ({reason})</source>
        <translation>{file} är inget spel som kan skrivas ut ({reason})</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <location filename="../game/state.py" line="+41"/>
        <source>unknown variant {variant}: choose one of {known}</source>
        <translation>okänd variant {variant}: välj en av {known}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>players must be a list of names</source>
        <translation>spelarna måste vara en lista med namn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a game needs at least one player</source>
        <translation>ett spel behöver minst en spelare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most {most} players can play, not {count}</source>
        <translation>högst {most} spelare kan vara med, inte {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>player {seat}&apos;s name must be text, not {name}</source>
        <translation>namnet på spelare {seat} måste vara text, inte {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>player {seat} needs a name</source>
        <translation>spelare {seat} behöver ett namn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>player {seat}&apos;s name is longer than {longest} characters</source>
        <translation>namnet på spelare {seat} är längre än {longest} tecken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>player {seat}&apos;s name contains a control character</source>
        <translation>namnet på spelare {seat} innehåller ett styrtecken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two players are called {name}: give each a different name</source>
        <translation>två spelare heter {name}: ge var och en ett eget namn</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>held must be a list of die positions 0 to 4</source>
        <translation>sparade tärningar måste vara en lista med positioner 0 till 4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a die position is a whole number 0 to 4, not {position}</source>
        <translation>en tärningsposition är ett heltal från 0 till 4, inte {position}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no die at position {position}: positions are 0 to 4</source>
        <translation>det finns ingen tärning på position {position}: positionerna är 0 till 4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>die {position} is held twice</source>
        <translation>tärning {position} är sparad två gånger</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>dice must be a list of five numbers from 1 to 6</source>
        <translation>tärningarna måste vara en lista med fem tal från 1 till 6</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a roll is exactly {count} dice, not {given}</source>
        <translation>ett slag är exakt {count} tärningar, inte {given}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>first_player must be a player index 0 to {last}</source>
        <translation>first_player måste vara ett spelarnummer från 0 till {last}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the dice source must have a randint(a, b) method</source>
        <translation>tärningskällan måste ha en metod randint(a, b)</translation>
    </message>
    <message>
        <location line="+222"/>
        <source>the dice source gave {value}, which is not a die face 1 to 6</source>
        <translation>tärningskällan gav {value}, som inte är en tärningssida från 1 till 6</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>die {number} is held at {held}, so it can&apos;t show {shown}</source>
        <translation>tärning {number} är sparad på {held}, så den kan inte visa {shown}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>roll the dice before choosing a box</source>
        <translation>slå tärningarna innan du väljer en ruta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{box} is already filled ({points})</source>
        <translation>{box} är redan ifylld ({points})</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> or </source>
        <translation> eller </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>boxes are filled from the top down: this roll must go in {boxes}</source>
        <translation>rutorna fylls uppifrån och ned: det här slaget ska in i {boxes}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Joker rule: this five of a kind must go in {boxes}</source>
        <translation>jokerregeln: det här femtalet ska in i {boxes}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>there is nothing to undo: a scoring can be undone only until the next roll</source>
        <translation>det finns inget att ångra: en ifyllning kan bara ångras fram till nästa slag</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no player {player}</source>
        <translation>det finns ingen spelare {player}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the game is over</source>
        <translation>spelet är slut</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no rolls left this turn: choose a box to score</source>
        <translation>inga slag kvar den här turen: välj en ruta att föra in i</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first roll of a turn rolls all five dice: nothing can be held yet</source>
        <translation>turens första slag slår alla fem tärningarna: inget kan sparas än</translation>
    </message>
    <message>
        <location filename="../game/rolloff.py" line="+27"/>
        <source>a roll-off needs at least one player, not {count}</source>
        <translation>ett utslag behöver minst en spelare, inte {count}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the roll-off never ended: the dice keep tying</source>
        <translation>utslaget tog aldrig slut: tärningarna blir lika hela tiden</translation>
    </message>
</context>
<context>
    <name>GameAnalysisPanel</name>
    <message>
        <location filename="../widgets/review/analysis.py" line="+32"/>
        <source>Skill: the points each player&apos;s choices gave away against perfect play. Luck: how much better or worse the dice were than usual.</source>
        <translation>Skicklighet: poängen varje spelares val förlorade mot perfekt spel. Tur: hur mycket bättre eller sämre tärningarna föll än vanligt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Looking back at the game…</source>
        <translation>Vi ser tillbaka på spelet …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How it went</source>
        <translation>Så gick det</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How it went: {sentences}</source>
        <translation>Så gick det: {sentences}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../widgets/dialogs/common.py" line="+70"/>
        <source>Final score: {total}</source>
        <translation>Slutpoäng: {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wins with 1 point!</source>
        <translation>{name} vinner med 1 poäng!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins with {total} points!</source>
        <translation>{name} vinner med {total} poäng!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tie: {names} all scored {total} points!</source>
        <translation>Oavgjort: {names} fick alla {total} poäng!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} share the win with {total} points!</source>
        <translation>{names} delar på segern med {total} poäng!</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game over — {variant}</source>
        <translation>Spelet är slut — {variant}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{variant} · 1 player</source>
        <translation>{variant} · 1 spelare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{variant} · {count} players</source>
        <translation>{variant} · {count} spelare</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{place} (tie)</source>
        <translation>{place} (delad)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&amp;Play again</source>
        <translation>&amp;Spela igen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>P&amp;rint…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print the score card of this game</source>
        <translation>Skriv ut protokollet från det här spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportera PDF…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the score card of this game as a PDF</source>
        <translation>Spara protokollet från det här spelet som PDF</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep the card:</source>
        <translation>Spara protokollet:</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Expected points each choice gave up against the best choice, added up over the game (luck not counted).</source>
        <translation>Förväntade poäng som varje val gav bort jämfört med det bästa valet, summerat över spelet (tur räknas inte).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play again keeps the same players and variant.</source>
        <translation>Spela igen behåller samma spelare och variant.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Coach&lt;/b&gt;</source>
        <translation>&lt;b&gt;Coach&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../history/recording.py" line="+86"/>
        <source>the game history file is damaged and could not be moved aside</source>
        <extracomment>How long recording waits for another copy of the app to finish with the retry file (seconds).</extracomment>
        <translation>historikfilen är skadad och kunde inte flyttas undan</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game history was damaged: it was kept as {file} and a new one started.</source>
        <translation>Historiken var skadad: den sparades som {file} och en ny påbörjades.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{file} is not a file</source>
        <extracomment>A retry file larger than this is not a list of a family&apos;s games (a game is about 60 kB).</extracomment>
        <translation>{file} är ingen fil</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The list of games waiting to be added to the history is damaged and could not be moved aside. Games recovered from it: {recovered}. Entries that could not be read: {lost}.</source>
        <translation>Listan över spel som väntar på att läggas till i spelhistoriken är skadad och kunde inte flyttas undan. Spel som räddades ur den: {recovered}. Poster som inte kunde läsas: {lost}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file is damaged</source>
        <translation>filen är skadad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The list of games waiting to be added to the history was damaged: it was kept as {file}. Games recovered from it: {recovered}. Entries that could not be read: {lost}.</source>
        <translation>Listan över spel som väntar på att läggas till i spelhistoriken var skadad: den sparades som {file}. Spel som räddades ur den: {recovered}. Poster som inte kunde läsas: {lost}.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>The games waiting to be added to the history could not be read ({reason}).</source>
        <translation>Spelen som väntar på att läggas till i spelhistoriken kunde inte läsas ({reason}).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A game waiting to be added to the history was unreadable and was left out: {error}.</source>
        <translation>Ett spel som väntade på att läggas till i historiken gick inte att läsa och hoppades över: {error}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 earlier game was added to the history.</source>
        <translation>1 tidigare spel lades till i historiken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} earlier games were added to the history.</source>
        <translation>{count} tidigare spel lades till i historiken.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The games waiting to be added to the game history could not be written yet: {reason}.</source>
        <translation>De väntande spelen kunde inte skrivas till historiken än: {reason}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game could not be added to the game history: {reason}, and it could not be kept for later either ({write_error}).</source>
        <translation>Det här spelet kunde inte läggas till i historiken: {reason}, och det kunde inte heller sparas till senare ({write_error}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This game could not be added to the game history yet: {reason}. It is kept and will be added after the next game.</source>
        <translation>Det här spelet kunde inte läggas till i historiken än: {reason}. Det sparas och läggs till efter nästa spel.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The last finished game was added to the history.</source>
        <translation>Det senast avslutade spelet lades till i spelhistoriken.</translation>
    </message>
    <message>
        <location filename="../history/store.py" line="+79"/>
        <source>the game history is in use by another program</source>
        <extracomment>How long a write waits for another program to let go of the database (seconds).</extracomment>
        <translation>historiken används av ett annat program</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game history cannot be written (the file or folder is read-only)</source>
        <translation>historiken kan inte skrivas (filen eller mappen är skrivskyddad)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the disk is full</source>
        <translation>disken är full</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game history could not be used ({error})</source>
        <translation>historiken kunde inte användas ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game history file is damaged</source>
        <translation>historikfilen är skadad</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the game history is damaged: it holds a value yachtgui never writes</source>
        <translation>spelhistoriken är skadad: den innehåller ett värde som yachtgui aldrig skriver</translation>
    </message>
    <message>
        <location line="+82"/>
        <location line="+1007"/>
        <source>only finished games are recorded</source>
        <translation>bara avslutade spel sparas</translation>
    </message>
    <message>
        <location line="-1005"/>
        <source>every seat needs a person or computer level</source>
        <translation>varje plats behöver en person eller en datornivå</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>game {game} was recorded without its moves</source>
        <translation>spel {game} sparades utan sina drag</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>game {game} cannot be rebuilt: {error}</source>
        <translation>spel {game} kan inte återskapas: {error}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} (computer, easy)</source>
        <translation>{name} (dator, lätt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} (computer, medium)</source>
        <translation>{name} (dator, medel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} (computer, hard)</source>
        <translation>{name} (dator, svår)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} (computer, plays to win)</source>
        <translation>{name} (dator, spelar för att vinna)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} (computer, {level})</source>
        <translation>{name} (dator, {level})</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>the game history cannot be read: there is no file {file}</source>
        <extracomment>The bound for a variant whose rules the history does not hold (a damaged definition).</extracomment>
        <translation>spelhistoriken kan inte läsas: det finns ingen fil {file}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the game history folder cannot be made ({reason})</source>
        <translation>mappen för historiken kan inte skapas ({reason})</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the game history needs an update, and it cannot be written here (read-only)</source>
        <translation>spelhistoriken behöver uppdateras men kan inte skrivas här (skrivskyddad)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the game history file holds something else</source>
        <translation>historikfilen innehåller något annat</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>the game history was written by a newer yachtgui</source>
        <translation>historiken skrevs av ett nyare yachtgui</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the game history file holds something else (table {table} is not as expected)</source>
        <translation>spelhistorikens fil innehåller något annat (tabellen {table} är inte som väntat)</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>a name is 1 to 40 characters</source>
        <translation>ett namn har 1 till 40 tecken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name is plain text: it can&apos;t hold a control character or a direction mark</source>
        <translation>ett namn är ren text: det kan inte innehålla något styrtecken eller någon riktningsmarkering</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+20"/>
        <source>there is no such player in the history</source>
        <translation>den spelaren finns inte i historiken</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{name} is already in the history: merge the two players instead</source>
        <translation>{name} finns redan i historiken: slå ihop de två spelarna i stället</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>choose two different players to merge</source>
        <translation>välj två olika spelare att slå ihop</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>there is no game {game} in the history</source>
        <translation>det finns inget spel {game} i historiken</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>game {game} is damaged in the history</source>
        <translation>spel {game} är skadat i historiken</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>this is not a game for the history</source>
        <translation>det här är inget spel för historiken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game cannot be recorded: {error}</source>
        <translation>spelet kan inte sparas: {error}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the game&apos;s seats are damaged</source>
        <translation>spelets platser är skadade</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game&apos;s times are damaged</source>
        <translation>spelets tider är skadade</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the game&apos;s analysis is damaged</source>
        <translation>spelets analys är skadad</translation>
    </message>
</context>
<context>
    <name>HouseFile</name>
    <message>
        <location filename="../rules/housefile.py" line="-359"/>
        <source>{file}, line {line}</source>
        <translation>{file}, rad {line}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>unknown key (known here: {keys})</source>
        <translation>okänd nyckel (kända här: {keys})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>must be text in quotes, not {value}</source>
        <translation>måste vara text inom citattecken, inte {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be 1 to {longest} printable characters</source>
        <translation>måste vara 1 till {longest} utskrivbara tecken</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>must be a whole number, not {value}</source>
        <translation>måste vara ett heltal, inte {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be from {low} to {high}, not {value}</source>
        <translation>måste vara från {low} till {high}, inte {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>must be one of {options}, not {value}</source>
        <translation>måste vara ett av {options}, inte {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a table</source>
        <translation>en tabell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>en lista</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>variant file</source>
        <translation>variantfil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is nested too deeply (lists or tables inside each other)</source>
        <translation>är för djupt nästlad (listor eller tabeller i varandra)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this is not valid TOML ({error})</source>
        <translation>det här är inte giltig TOML ({error})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is missing: every variant needs a name</source>
        <translation>saknas: varje variant behöver ett namn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is missing: name the variant this one changes ({variants})</source>
        <translation>saknas: ange vilken variant den här ändrar ({variants})</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>must be a list of box ids in quotes</source>
        <translation>måste vara en lista med rut-id:n inom citattecken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{variant} has no box &quot;{box}&quot; (its boxes: {known})</source>
        <translation>{variant} har ingen ruta &quot;{box}&quot; (dess rutor: {known})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>must be tables like [boxes.full_house]</source>
        <translation>måste vara tabeller som [boxes.full_house]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be a table of kind, name, score and length</source>
        <translation>måste vara en tabell med kind, name, score och length</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a box id is lower-case letters, digits and _ (up to 40)</source>
        <translation>ett rut-id består av små bokstäver, siffror och _ (upp till 40)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this box is also in remove</source>
        <translation>den här rutan finns också i remove</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{variant} already has this box: change it without a kind</source>
        <translation>{variant} har redan den här rutan: ändra den utan kind</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>leaves no box: a game needs at least one box to fill</source>
        <translation>lämnar ingen ruta kvar: ett spel behöver minst en ruta att fylla i</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+281"/>
        <source>makes {count} boxes: at most {most} can be played</source>
        <translation>ger {count} rutor: högst {most} går att spela</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>needs a five-of-a-kind box, and this variant has none</source>
        <translation>behöver en ruta för femtal, och den här varianten har ingen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&quot;matching&quot; needs a box of like dice (pairs, n of a kind, full house)</source>
        <translation>&quot;matching&quot; behöver en ruta med lika tärningar (par, tretal/fyrtal, kåk)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>must be a number of points, &quot;total&quot;, &quot;total+N&quot; or &quot;matching&quot;, not {value}</source>
        <translation>måste vara ett antal poäng, &quot;total&quot;, &quot;total+N&quot; eller &quot;matching&quot;, inte {value}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>only straights have a length</source>
        <translation>bara stegar har en längd</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an upper box always scores the dice showing its face</source>
        <translation>en övre ruta räknar alltid tärningarna som visar dess sida</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is a new box and needs a kind to say how it scores (one of {kinds})</source>
        <translation>är en ny ruta och behöver ett kind som säger hur den ger poäng (ett av {kinds})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a flush needs Kismet&apos;s coloured dice: extend kismet</source>
        <translation>en färg behöver Kismets färgade tärningar: utgå från kismet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>must be a table: [bonus] with threshold and points, or tiers</source>
        <translation>måste vara en tabell: [bonus] med threshold och points, eller tiers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>give either tiers or threshold and points, not both</source>
        <translation>ange antingen tiers eller threshold och points, inte båda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be a list of [threshold, points] pairs</source>
        <translation>måste vara en lista med par [threshold, points]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thresholds must rise from one tier to the next</source>
        <translation>gränserna måste stiga från en nivå till nästa</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a bonus at {threshold} can never be reached: the upper boxes make at most {best}</source>
        <translation>en bonus vid {threshold} går aldrig att nå: de övre rutorna ger högst {best}</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>is not a file</source>
        <translation>är ingen fil</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot be read ({reason})</source>
        <translation>kan inte läsas ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is too large for a variant file (over 64 kB)</source>
        <translation>är för stor för en variantfil (över 64 kB)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is not UTF-8 text</source>
        <translation>är inte UTF-8-text</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{text} must be 1 to {longest} printable characters</source>
        <extracomment>Longest texts a variant may carry, as a file may write them (rule lines and section headings are made by the app, not written in files, and get room to spare).</extracomment>
        <translation>{text} måste vara 1 till {longest} utskrivbara tecken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the variant id {id} must be lower-case letters, digits, _ and -</source>
        <translation>variant-id:t {id} får bara innehålla gemener, siffror, _ och -</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the box id {id} must be lower-case letters, digits and _</source>
        <translation>rut-id:t {id} får bara innehålla gemener, siffror och _</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>gives more than {most} points somewhere</source>
        <translation>ger någonstans mer än {most} poäng</translation>
    </message>
</context>
<context>
    <name>HouseVariants</name>
    <message>
        <location filename="../persistence/variants.py" line="+83"/>
        <source>another variant file already makes {id}: rename this file</source>
        <extracomment>Files read at most: a folder of thousands of files is not a family&apos;s variants.</extracomment>
        <translation>en annan variantfil skapar redan {id}: byt namn på den här filen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>other house rules are already kept as {file}: give these rules another name</source>
        <translation>andra husregler är redan sparade som {file}: ge de här reglerna ett annat namn</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <location filename="../app/instance.py" line="+87"/>
        <source>the folder {folder} cannot be used ({error})</source>
        <translation>mappen {folder} kan inte användas ({error})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the folder {folder} is not private</source>
        <translation>mappen {folder} är inte privat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} cannot be written</source>
        <translation>det går inte att skriva i mappen {folder}</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>the lock in {folder} cannot be taken</source>
        <translation>låset i {folder} kan inte tas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the yachtgui window already running does not answer</source>
        <translation>yachtgui-fönstret som redan körs svarar inte</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>no window address could be made ({problem})</source>
        <translation>ingen fönsteradress kunde skapas ({problem})</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>This window cannot make sure it is the only yachtgui window: {problem}. A game open in another window is left to it.</source>
        <translation>Det här fönstret kan inte försäkra sig om att det är det enda yachtgui-fönstret: {problem}. Ett spel som är öppet i ett annat fönster lämnas åt det.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>One unfinished game is open in another yachtgui window; it is left to it.</source>
        <translation>Ett oavslutat spel är öppet i ett annat yachtgui-fönster; det lämnas åt det.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} unfinished games are open in other yachtgui windows; they are left to them.</source>
        <translation>{count} oavslutade spel är öppna i andra yachtgui-fönster; de lämnas åt dem.</translation>
    </message>
</context>
<context>
    <name>KeptGames</name>
    <message>
        <location filename="../app/keeping.py" line="+27"/>
        <source>{name} (computer)</source>
        <translation>{name} (dator)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{variant} game of {name}</source>
        <translation>{variant} med {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{variant} game with {names}</source>
        <translation>{variant} med {names}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{game}, round {round} of {rounds}, last played {when}</source>
        <translation>{game}, omgång {round} av {rounds}, senast spelat {when}</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/keeping.py" line="+57"/>
        <source>No other unfinished games</source>
        <translation>Inga andra oavslutade spel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Abandon a Kept Game</source>
        <translation>&amp;Överge ett sparat spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give up the {game} (you are asked first)</source>
        <translation>Överge spelet {game} (du får frågan först)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Abandon a kept game</source>
        <translation>Överge ett sparat spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the {game}?</source>
        <translation>Överge spelet {game}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It cannot be continued afterwards.</source>
        <translation>Det går inte att fortsätta efteråt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Överge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep it</source>
        <translation>&amp;Behåll det</translation>
    </message>
    <message>
        <location filename="../app/keeping.py" line="+17"/>
        <source>The {game} is the game on the table, so it was not abandoned. To give it up, start a new game (File &gt; New Game) and choose Abandon it.</source>
        <translation>Spelet {game} är det som spelas just nu, så det övergavs inte. Om du vill överge det, starta ett nytt spel (Arkiv &gt; Nytt spel) och välj ”Överge det”.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {game} was not abandoned: {error}. It is still in File &gt; Continue a Game.</source>
        <translation>Spelet {game} övergavs inte: {error}. Det finns kvar under Arkiv &gt; Fortsätt ett spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandoned the {game}.</source>
        <translation>Spelet {game} är övergivet.</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/keeping.py" line="+16"/>
        <source>Start a new game</source>
        <translation>Starta ett nytt spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have an unfinished {game}.</source>
        <translation>Du har ett oavslutat spel: {game}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it to continue later (File &gt; Continue a Game), or abandon it for good?</source>
        <translation>Spara det till senare (Arkiv &gt; Fortsätt ett spel) eller överge det för gott?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep it for later</source>
        <translation>&amp;Spara till senare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon it</source>
        <translation>&amp;Överge det</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <location filename="../widgets/dialogs/about.py" line="-73"/>
        <source>Licences</source>
        <extracomment>The most of one licence file shown (the longest bundled text is ~100 KB). Where the source code is (the GPL&apos;s &quot;corresponding source&quot;); also in the AppStream metainfo.</extracomment>
        <translation>Licenser</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Licence files</source>
        <translation>Licensfiler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Licence text</source>
        <translation>Licenstext</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>yachtgui is free software under the GNU General Public License, version 3 or later. Licence texts: {url}.</source>
        <translation>yachtgui är fri programvara under GNU General Public License, version 3 eller senare. Licenstexter: {url}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This licence file could not be read: {error}</source>
        <translation>Den här licensfilen kunde inte läsas: {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/turnview.py" line="+24"/>
        <source>Hold dice with a click or 1–5, then roll again — or score now: click a box, or use the arrows and Enter.</source>
        <extracomment>The longest things the help line says (its height is measured for them, not for what it shows): the advice while dice are held, and the Undo reminder while a computer waits.</extracomment>
        <translation>Spara tärningar med ett klick eller 1–5 och slå igen – eller skriv in nu: klicka på en ruta eller använd piltangenterna och Enter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed your mind? Ctrl+Z takes back {player}&apos;s {box} until {name} rolls.</source>
        <translation>Ångrat dig? Ctrl+Z tar tillbaka {player}s {box} tills {name} slår.</translation>
    </message>
    <message>
        <location filename="../app/gamefiles.py" line="+51"/>
        <source>Saved games (*{suffix})</source>
        <extracomment>A finished game and who sat at it (a score card is made of both).</extracomment>
        <translation>Sparade spel (*{suffix})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-filer (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../app/turnview.py" line="+32"/>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Medel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <location filename="../widgets/table/felt.py" line="+160"/>
        <source>Dismiss the notice</source>
        <translation>Stäng meddelandet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Ready for a game?</source>
        <translation>Dags för ett spel?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kismet, Yacht, Yatzy, the 12-box Yacht or Yahtzee — for one to ten players, people or computer.</source>
        <translation>Kismet, Yacht, Yatzy, Yacht med 12 rutor eller Yahtzee – för en till tio spelare, människor eller dator.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start a new game…</source>
        <translation>Starta ett nytt spel…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose the game and the players (Ctrl+N)</source>
        <translation>Välj spel och spelare (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a saved game…</source>
        <translation>Öppna ett sparat spel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue a game saved with File &gt; Save As (Ctrl+O)</source>
        <translation>Fortsätt ett spel som sparats med Arkiv &gt; Spara som (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../widgets/window/mainwindow.py" line="+196"/>
        <source>Last score</source>
        <extracomment>Lines of text the felt keeps room for under the dice (a hint&apos;s headline and options, the coach). How long a box just scored stays marked (milliseconds). The window has been painted for the first time (what only matters later is done then). Computer seats, hints and the coach (its tables, driver and coach are made when first needed). What is laid on the felt when first needed: the banner, the welcome card, the advice panel. Games on disk: open, save, continue and abandon kept games, the last finished game. File &gt; Open, Save As, Export, Print and the blank pad, as the window asks for them. Starting games and the dialogs (New Game, game over, Preferences, statistics, help). Screen-reader narration and the game&apos;s sounds (made after the first frame). Table mode: the real-dice face picker under the tray and the scorekeeper&apos;s card. The keyboard&apos;s cursor on the card of the player to move, once that card can take it. Choosing a box on a card: another player&apos;s card, a filled box, no dice yet, confirm each score. Big moments: stars and a banner on the felt (five alike, a bonus, a best, a Second Kismet). Hints, the computer&apos;s picks, the coach and a table&apos;s progress, as the window shows them. The menu bar: its titles now, its actions after the first frame (or when first read). The kept games as the window lists them: the welcome card&apos;s list and File &gt; Continue a Game. Every player&apos;s chance to win under their name (worked out in a worker thread; a preference). Records each finished game in the family&apos;s history (and says when it cannot).</extracomment>
        <translation>Senaste poäng</translation>
    </message>
    <message>
        <location filename="../app/turnview.py" line="+39"/>
        <location line="+18"/>
        <location filename="../widgets/window/controls.py" line="+41"/>
        <location line="+9"/>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../widgets/window/controls.py" line="+0"/>
        <source>Roll again</source>
        <translation>Slå igen</translation>
    </message>
    <message>
        <location filename="../widgets/window/controls.py" line="+2"/>
        <source>Roll the dice that are not held (Space)</source>
        <translation>Slå tärningarna som inte är sparade (mellanslag)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the best move and what the other choices give up (H)</source>
        <translation>Visar det bästa draget och vad de andra valen kostar (H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skip all ▶▶|</source>
        <translation>Hoppa över alla ▶▶|</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hurry up ▶▶</source>
        <translation>Skynda på ▶▶</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer finishes its turn at once (Space or Enter). Shift+Space hurries every computer up to the next person.</source>
        <translation>Datorn gör klart sin tur direkt (mellanslag eller Enter). Skift+mellanslag skyndar på alla datorer fram till nästa person.</translation>
    </message>
    <message>
        <location filename="../widgets/window/computerview.py" line="+148"/>
        <source>Computer player learning progress</source>
        <translation>Datorspelarnas inlärning</translation>
    </message>
    <message>
        <location filename="../selftest.py" line="+245"/>
        <location filename="../widgets/window/menus.py" line="+71"/>
        <source>&amp;File</source>
        <extracomment>The variant of the test game, its seed and its seats (a person, then a hard computer). The longest any step may wait for the app, in seconds. The collector of the step running now, for :func:`wait_until` to stop waiting at once.
----------
Export or print: True for the last finished game, False for the game on the table. Skip the computer&apos;s turn: True for every computer turn up to the next person&apos;s. File &gt; Continue a Game is about to open (fill it now).</extracomment>
        <translation>&amp;Arkiv</translation>
    </message>
    <message>
        <location filename="../widgets/window/menus.py" line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öppna…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Spara s&amp;om…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportera PDF…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Blank Score Pad…</source>
        <translation>&amp;Tomt protokoll…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>A&amp;vsluta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Continue a Game</source>
        <translation>&amp;Fortsätt ett spel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looking for unfinished games…</source>
        <translation>Letar efter ofärdiga spel…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export &amp;Last Finished Game…</source>
        <translation>Exportera &amp;senaste avslutade spelet…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print Last &amp;Finished Game…</source>
        <translation>Skriv ut senaste &amp;avslutade spelet…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Undo Last Score</source>
        <translation>&amp;Ångra senaste inskrivningen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Takes back your own last score until the next roll; computer players&apos; moves stand.</source>
        <translation>Tar tillbaka din egen senaste inskrivning fram till nästa slag; datorspelarnas drag står kvar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Why Undo Is Not Possible</source>
        <translation>Varför Ångra inte går</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;House Rules…</source>
        <translation>&amp;Husregler…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Roll Dice</source>
        <translation>&amp;Slå tärningarna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hold or Release Die &amp;{number}</source>
        <translation>Spara eller släpp tärning &amp;{number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Skip Computer Turn</source>
        <translation>&amp;Hoppa över datorns tur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skip &amp;All Computer Turns</source>
        <translation>Hoppa över &amp;alla datorturer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S&amp;tatistics and Champions…</source>
        <translation>Statisti&amp;k och mästare…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;play a Finished Game…</source>
        <translation>&amp;Repris av ett avslutat spel…</translation>
    </message>
    <message>
        <location line="-134"/>
        <location line="+141"/>
        <source>&amp;Rules</source>
        <translation>&amp;Spelregler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About yachtgui</source>
        <translation>&amp;Om yachtgui</translation>
    </message>
    <message>
        <location filename="../widgets/window/mainwindow.py" line="+123"/>
        <source>Computer · {level}</source>
        <translation>Dator · {level}</translation>
    </message>
    <message>
        <location filename="../app/turnview.py" line="-38"/>
        <source>Welcome to yachtgui</source>
        <translation>Välkommen till yachtgui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a game with File &gt; New Game (Ctrl+N).</source>
        <translation>Starta ett spel med Arkiv &gt; Nytt spel (Ctrl+N).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Final score: {points}</source>
        <translation>Slutpoäng: {points}</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Plays to win</source>
        <translation>Spelar för att vinna</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Winner: {names}</source>
        <translation>Vinnare: {names}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared win: {names}</source>
        <translation>Delad seger: {names}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File &gt; New Game (Ctrl+N) starts another game.</source>
        <translation>Arkiv &gt; Nytt spel (Ctrl+N) startar ett nytt spel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>▶ {name} (computer · {level})</source>
        <translation>▶ {name} (dator · {level})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶ {name}&apos;s turn (computer · {level})</source>
        <translation>▶ {name}s tur (dator · {level})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ {name}&apos;s turn</source>
        <translation>▶ {name}s tur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Press Space or click Roll to roll all five dice.</source>
        <translation>Tryck på mellanslag eller klicka på Slå för att slå alla fem tärningarna.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a box on your card: click it, or use the arrows and Enter.</source>
        <translation>Välj en ruta i ditt protokoll: klicka på den eller använd piltangenterna och Enter.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} is learning to play {variant} to win (once, up to a few minutes: see the status bar).</source>
        <translation>{name} lär sig att spela {variant} för att vinna (en gång, upp till några minuter: se statusraden).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is learning {variant} (once, {time}: see the status bar).</source>
        <translation>{name} lär sig {variant} (en gång, {time}: se statusraden).</translation>
    </message>
    <message>
        <location filename="../widgets/window/menus.py" line="-147"/>
        <source>&amp;Rules of {variant}</source>
        <translation>&amp;Spelregler för {variant}</translation>
    </message>
    <message>
        <location filename="../app/turnview.py" line="-20"/>
        <source>Skip to next person ▶▶|</source>
        <translation>Till nästa person ▶▶|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip to the end ▶▶|</source>
        <translation>Till slutet ▶▶|</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} plays next…</source>
        <translation>{name} spelar härnäst…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source>{name} is getting ready…</source>
        <translation>{name} gör sig redo…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} is about to roll</source>
        <translation>{name} ska just slå</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: no rolls left</source>
        <translation>{name}: inga slag kvar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: 1 roll left</source>
        <translation>{name}: 1 slag kvar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {count} rolls left</source>
        <translation>{name}: {count} slag kvar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is playing. Space or Enter finishes this turn; Shift+Space skips to the next person.</source>
        <translation>{name} spelar. Mellanslag eller Enter gör klart den här turen; Skift+mellanslag hoppar till nästa person.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is playing. Space or Enter finishes this turn; Shift+Space skips to the end.</source>
        <translation>{name} spelar. Mellanslag eller Enter gör klart den här turen; Skift+mellanslag hoppar till slutet.</translation>
    </message>
    <message>
        <location filename="../widgets/window/mainwindow.py" line="+156"/>
        <source>Your roll comes as soon as the computer has finished.</source>
        <translation>Ditt slag kommer så snart datorn är klar.</translation>
    </message>
    <message>
        <location filename="../app/computerplay.py" line="+280"/>
        <source>The computer could not learn to play to win: {problem}. It plays for the most points instead.</source>
        <extracomment>What a hint depends on: player, dice, rolls left, boxes filled, dice still tumbling. A hint for ``player``: an :class:`~yachtgui.ai.advice.Advice` (dice to hold or box to fill). What the hint says instead of advice (roll first; the computer is still learning). The hint shown is no longer about the dice on the table (or was taken back). The box a computer is about to fill (``&quot;&quot;``: none any more). A strategy table is being built: the variant&apos;s name and the percent done. A win table (for a computer that plays to win) is being built: the variant&apos;s name, percent done. No table is being built any more. A sentence for the status line: something could not be done (and what happens instead). A computer&apos;s turn started, stopped, or waits for its table: the turn&apos;s display changes. The coach&apos;s word on a person&apos;s decision. The coach&apos;s tally of points given up changed.</extracomment>
        <translation>Datorn kunde inte lära sig att spela för att vinna: {problem}. Den spelar för flest poäng i stället.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Hints are for people&apos;s turns.</source>
        <translation>Tips finns bara när det är en persons tur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: roll the dice first — there is nothing to choose before the first roll.</source>
        <translation>Tips: slå tärningarna först – före första slaget finns inget att välja.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: the computer is still learning {variant}; the hint appears in {time}.</source>
        <translation>Tips: datorn lär sig fortfarande {variant}; tipset kommer om {time}.</translation>
    </message>
    <message>
        <location filename="../widgets/window/computerview.py" line="-30"/>
        <source>Points given up this game: {list}</source>
        <translation>Poäng som gått förlorade i det här spelet: {list}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Teaching the computer {variant}… {percent} %</source>
        <translation>Datorn lär sig {variant}… {percent} %</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teaching the computer to play {variant} to win… {percent} %</source>
        <translation>Datorn lär sig att spela {variant} för att vinna… {percent} %</translation>
    </message>
    <message>
        <location filename="../app/computerplay.py" line="-51"/>
        <source>The computer could not learn this game: {problem}</source>
        <translation>Datorn kunde inte lära sig det här spelet: {problem}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{problem} Computer seats are played by hand now.</source>
        <translation>{problem} Datorplatserna spelas nu för hand.</translation>
    </message>
    <message>
        <location filename="../widgets/window/scoring.py" line="+71"/>
        <source>That is {owner}&apos;s card, and it&apos;s {name}&apos;s turn. The cursor is back on {name}&apos;s card.</source>
        <translation>Det där är {owner}s protokoll, och det är {name}s tur. Markören är tillbaka på {name}s protokoll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is {owner}&apos;s card, and it&apos;s {name}&apos;s turn.</source>
        <translation>Det där är {owner}s protokoll, och det är {name}s tur.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{box} already holds {points}: choose an open box.</source>
        <translation>{box} har redan {points}: välj en tom ruta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll the dice first, then choose a box.</source>
        <translation>Slå tärningarna först och välj sedan en ruta.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{points} in {box}? Click it again, or press Enter, to write it down.</source>
        <translation>{points} på {box}? Klicka igen eller tryck på Enter för att skriva in det.</translation>
    </message>
    <message>
        <location filename="../widgets/window/windowdialogs.py" line="+109"/>
        <source>Roll-off: {faces} — {name} starts</source>
        <translation>Utslag: {faces} – {name} börjar</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Confirm each score is on: choose a box twice (click or Enter) to write it. Preferences can turn it off.</source>
        <translation>”Bekräfta varje inskrivning” är på: välj en ruta två gånger (klick eller Enter) för att skriva in. Du kan stänga av det i Inställningar.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>House rules saved: choose them in New Game.</source>
        <translation>Husreglerna är sparade: välj dem i Nytt spel.</translation>
    </message>
    <message>
        <location filename="../widgets/window/fileflows.py" line="+50"/>
        <source>Open a saved game</source>
        <translation>Öppna ett sparat spel</translation>
    </message>
    <message>
        <location filename="../app/gamefiles.py" line="+58"/>
        <source>Can&apos;t open this game</source>
        <extracomment>A file could not be read or written: a title and what happened, in sentences. A line for the status bar, and for how many milliseconds. A file was written: what it is (&quot;Game saved&quot;) and where. A game was read from a file and is now on the table.</extracomment>
        <translation>Det går inte att öppna spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+114"/>
        <source>{problem}

The game you are playing is unchanged.</source>
        <translation>{problem}

Spelet du spelar är oförändrat.</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Opened {file}.</source>
        <translation>Öppnade {file}.</translation>
    </message>
    <message>
        <location filename="../widgets/window/fileflows.py" line="+12"/>
        <source>Save the game</source>
        <translation>Spara spelet</translation>
    </message>
    <message>
        <location filename="../app/gamefiles.py" line="+14"/>
        <source>Can&apos;t save the game</source>
        <translation>Det går inte att spara spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{problem}

Try another folder; the game goes on.</source>
        <translation>{problem}

Försök med en annan mapp; spelet fortsätter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game saved</source>
        <translation>Spelet är sparat</translation>
    </message>
    <message>
        <location filename="../widgets/window/fileflows.py" line="+15"/>
        <source>Score card saved</source>
        <translation>Protokollet är sparat</translation>
    </message>
    <message>
        <location filename="../app/gamefiles.py" line="+82"/>
        <source>This game is open in another yachtgui window; it is left to it.</source>
        <translation>Det här spelet är öppet i ett annat yachtgui-fönster; det lämnas åt det.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Can&apos;t continue this game</source>
        <translation>Det går inte att fortsätta spelet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Continuing the {game}. The game you were playing is kept: File &gt; Continue a Game.</source>
        <translation>Fortsätter: {game}. Spelet du spelade är sparat: Arkiv &gt; Fortsätt ett spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continuing the {game}.</source>
        <translation>Fortsätter: {game}.</translation>
    </message>
    <message>
        <location filename="../widgets/window/fileflows.py" line="+19"/>
        <source>Blank score pad saved</source>
        <translation>Tomt protokoll sparat</translation>
    </message>
    <message>
        <location filename="../widgets/window/moments.py" line="+74"/>
        <source>New personal best!</source>
        <translation>Nytt personbästa!</translation>
    </message>
    <message>
        <location filename="../app/turnview.py" line="-99"/>
        <source>No rolls left</source>
        <translation>Inga slag kvar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 roll left</source>
        <translation>1 slag kvar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} rolls left</source>
        <translation>{count} slag kvar</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../widgets/senses/speech.py" line="+115"/>
        <source>Said last</source>
        <extracomment>How long a screen reader may take to present a new focus (Orca 43 reads its name, role and description some 70 ms after the focus event on an idle machine: its debug log). A sentence said sooner goes on the new focus&apos;s description only after this: set at once, the focus presentation would read it and the change event would read it again (Orca 43 said the first roll twice when the Roll button, disabled while the dice tumble, handed the focus to the card). The description of the status bar&apos;s label that shows the last sentence said to screen readers</extracomment>
        <translation>Senast sagt</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>{name}&apos;s turn: the computer plays.</source>
        <translation>{name} är på tur: datorn spelar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s turn, with real dice: type the five faces rolled.</source>
        <translation>{name} är på tur, med riktiga tärningar: skriv de fem slagna värdena.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s turn: press Space to roll.</source>
        <translation>{name} är på tur: tryck på mellanslag för att slå.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{who} rolled {faces}; kept {kept}; no rolls left.</source>
        <translation>{who} slog {faces}; sparade {kept}; inga slag kvar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolled {faces}; kept {kept}; 1 roll left.</source>
        <translation>{who} slog {faces}; sparade {kept}; 1 slag kvar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolled {faces}; kept {kept}; {left} rolls left.</source>
        <translation>{who} slog {faces}; sparade {kept}; {left} slag kvar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolled {faces}; no rolls left.</source>
        <translation>{who} slog {faces}; inga slag kvar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolled {faces}; 1 roll left.</source>
        <translation>{who} slog {faces}; 1 slag kvar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolled {faces}; {left} rolls left.</source>
        <translation>{who} slog {faces}; {left} slag kvar.</translation>
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
        <translation>Barn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · Easy</source>
        <translation>Dator · Lätt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · Medium</source>
        <translation>Dator · Medel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · Hard</source>
        <translation>Dator · Svår</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · Plays to win</source>
        <translation>Dator · Spelar för att vinna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plays to win: this computer watches everyone&apos;s scores. When it is behind it takes the chances it needs, when it is ahead it plays safe, so it wins a little more often than Hard, which always goes for the most points. The first time it plays a game it learns how, for up to a few minutes.</source>
        <extracomment>What the play-to-win level does, in a family&apos;s words (under the seats while one is chosen).</extracomment>
        <translation>Spelar för att vinna: den här datorn håller koll på allas poäng. När den ligger efter tar den de chanser den behöver, när den leder spelar den säkert, så den vinner lite oftare än Svår, som alltid går för flest poäng. Första gången den spelar ett spel lär den sig hur, i upp till några minuter.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>House rules on {variant}: {changes}.</source>
        <extracomment>Names suggested for computer seats, in order of preference. The width a variant&apos;s description wraps at in the two-column list (pixels). Variants listed without scrolling (three rows of two); with more, the list scrolls in this height.</extracomment>
        <translation>Husregler för {variant}: {changes}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>House rules on {variant}, unchanged.</source>
        <translation>Husregler för {variant}, oförändrade.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Player {number} needs a name.</source>
        <extracomment>The width it is measured at before it is laid out (the dialog&apos;s column, at its scale).</extracomment>
        <translation>Spelare {number} behöver ett namn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player {number}&apos;s name is too long: at most {limit} characters.</source>
        <translation>Namnet på spelare {number} är för långt: högst {limit} tecken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player {number}&apos;s name contains a character that can&apos;t be shown.</source>
        <translation>Namnet på spelare {number} innehåller ett tecken som inte kan visas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two players are called “{name}”: give each a different name.</source>
        <translation>Två spelare heter ”{name}”: ge var och en ett eget namn.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Left out, with a mistake: {problems}</source>
        <translation>Utelämnade på grund av fel: {problems}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Players</source>
        <translation>Spela&amp;re</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Number of players</source>
        <translation>Antal spelare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Antal spelare:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player {number}:</source>
        <translation>Spelare {number}:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player {number} name</source>
        <translation>Namn på spelare {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player {number}: person or computer</source>
        <translation>Spelare {number}: person eller dator</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer players are not available in this version yet.</source>
        <translation>Datorspelare finns inte i den här versionen än.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Real dice</source>
        <translation>Riktiga tärningar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player {number} rolls real dice</source>
        <translation>Spelare {number} slår med riktiga tärningar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This player rolls real dice at the table and types the faces rolled.</source>
        <translation>Den här spelaren slår med riktiga tärningar vid bordet och skriver in vad de visar.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Who starts</source>
        <translation>&amp;Vem börjar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll off: each player rolls one die, the highest starts</source>
        <translation>Utslag: alla slår en tärning, högst börjar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seating order: Player 1 starts</source>
        <translation>Sittordning: spelare 1 börjar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Start</source>
        <translation>S&amp;tarta</translation>
    </message>
    <message>
        <location line="+243"/>
        <source>&lt;h2&gt;Who starts?&lt;/h2&gt;</source>
        <extracomment>Seats shown without scrolling; more scroll (the dialog must fit a laptop screen). Seats shown however short the screen: fewer and the list would feel like a peephole. On a screen too short even for that with the games three to a row (German at 1024x600): Start on the screen matters more. Games side by side on a short screen (a 1024x600 netbook): two rows of games instead of three. The widest the compact dialog gets (usual sizes: scaled), at most the screen&apos;s room. The side of a roll-off die, in px at the usual scale (the table&apos;s dice are at least 64 px too).</extracomment>
        <translation>&lt;h2&gt;Vem börjar?&lt;/h2&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player rolls one die; players tied for the highest roll again.</source>
        <translation>Alla slår en tärning; de som delar på högsta slaget slår igen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Round {number}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Omgång {number}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}, round {number}</source>
        <translation>{name}, omgång {number}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;h3&gt;{name} rolled the highest ({face}) and starts.&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;{name} slog högst ({face}) och börjar.&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Back</source>
        <translation>&amp;Tillbaka</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play</source>
        <translation>&amp;Spela</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../widgets/dialogs/common.py" line="-196"/>
        <source>Relaxed</source>
        <extracomment>The computer speeds offered: (label, settings value). The labels are English; they are shown with ``translate(&quot;PreferencesDialog&quot;, label)``.</extracomment>
        <translation>Lugnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Snabbt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no pauses)</source>
        <translation>Direkt (utan pauser)</translation>
    </message>
    <message>
        <location line="+284"/>
        <source>Preferences</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate the dice when they are rolled</source>
        <translation>&amp;Animera tärningarna när de slås</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Coach: after each move, say how many points it gave up</source>
        <translation>&amp;Coach: säg efter varje drag hur många poäng det gav bort</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coach comes with the computer players.</source>
        <translation>Coachen följer med datorspelarna.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirm each &amp;score: choose a box twice (click or Enter) to write it</source>
        <translation>&amp;Bekräfta varje poäng: välj en ruta två gånger (klick eller Enter) för att skriva in den</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A stray click never scores: the first click marks the box, the second writes it. Ctrl+Z still takes a score back.</source>
        <translation>Ett råkat klick skriver aldrig in något: första klicket markerar rutan, det andra skriver in. Ctrl+Z ångrar fortfarande en inskrivning.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer speed</source>
        <translation>Datorspelarnas hastighet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long computer players pause between their steps. Space skips a computer&apos;s turn at any speed.</source>
        <translation>Hur länge datorspelare pausar mellan sina steg. Mellanslag hoppar över en dators tur i alla hastigheter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer s&amp;peed:</source>
        <translation>Datorspelarnas &amp;hastighet:</translation>
    </message>
</context>
<context>
    <name>RealDicePanel</name>
    <message>
        <location filename="../widgets/table/tablemode.py" line="+49"/>
        <source>Enter roll</source>
        <extracomment>The Roll button&apos;s text on a real-dice turn (English; shown as ``translate(&quot;RealDicePanel&quot;, ENTER_ROLL)``).</extracomment>
        <translation>För in slaget</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Real dice: click, turn the wheel or press 1 to 6 to set the face; right click or the keys 1 to 5 on the card hold it.</source>
        <translation>Riktiga tärningar: klicka, rulla på hjulet eller tryck 1 till 6 för att ställa in värdet; högerklick eller tangenterna 1 till 5 i protokollet sparar den.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Faces of the real dice</source>
        <extracomment>Escape in the face entry: the keyboard goes to the card (1-5 hold, arrows and Enter score).</extracomment>
        <translation>Värden på de riktiga tärningarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 6 6 3 2 1</source>
        <translation>t.ex. 6 6 3 2 1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dice entry message</source>
        <translation>Meddelande om tärningarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Real dice:</source>
        <translation>&amp;Riktiga tärningar:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Record the faces of the real dice (Enter or Space)</source>
        <translation>För in värdena på de riktiga tärningarna (Enter eller mellanslag)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Three rolls made: choose a box on the card.</source>
        <translation>Tre slag gjorda: välj en ruta i protokollet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No rolls left</source>
        <translation>Inga slag kvar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Roll {number} of 3: type the five faces (like 6 6 3 2 1) or click each die, then press Enter.</source>
        <translation>Slag {number} av 3: skriv de fem värdena (som 6 6 3 2 1) eller klicka på varje tärning, tryck sedan Enter.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Real dice: type the faces, Enter records them. Esc leaves the faces: then 1–5 hold, arrows and Enter score, Space types the next roll.</source>
        <translation>Riktiga tärningar: skriv värdena, Enter för in dem. Esc lämnar värdena: sedan sparar 1–5, pilar och Enter skriver in poäng, mellanslag skriver nästa slag.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Roll {number} of 3: hold the dice you keep (Esc, then 1–5, or right click), then type the {new} new faces — or choose a box.</source>
        <translation>Slag {number} av 3: spara tärningarna du behåller (Esc, sedan 1–5, eller högerklick), skriv sedan de {new} nya värdena — eller välj en ruta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll {number} of 3: hold the dice you keep (Esc, then 1–5, or right click), then type the 1 new face (or all five) — or choose a box.</source>
        <translation>Slag {number} av 3: spara tärningarna du behåller (Esc, sedan 1–5, eller högerklick), skriv sedan det 1 nya värdet (eller alla fem) — eller välj en ruta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll {number} of 3: hold the dice you keep (Esc, then 1–5, or right click), then type the {new} new faces (or all five) — or choose a box.</source>
        <translation>Slag {number} av 3: spara tärningarna du behåller (Esc, sedan 1–5, eller högerklick), skriv sedan de {new} nya värdena (eller alla fem) — eller välj en ruta.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No rolls left: choose a box on the card.</source>
        <translation>Inga slag kvar: välj en ruta i protokollet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Die {n} is held: release it (left click or {n}) to change its face.</source>
        <translation>Tärning {n} är sparad: släpp den (vänsterklick eller {n}) för att ändra dess värde.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No rolls left this turn: choose a box on the card.</source>
        <translation>Inga slag kvar den här turen: välj en ruta i protokollet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Type the faces you rolled (like 6 6 3 2 1), or click each die to set it, then press Enter.</source>
        <translation>Skriv värdena du slog (som 6 6 3 2 1) eller klicka på varje tärning för att ställa in den, tryck sedan Enter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Die {n} has no face yet: type all the faces rolled, or click a die to set it.</source>
        <translation>Tärning {n} har inget värde än: skriv alla slagna värden eller klicka på en tärning för att ställa in den.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dice {which} have no face yet: type all the faces rolled, or click a die to set it.</source>
        <translation>Tärningarna {which} har inget värde än: skriv alla slagna värden eller klicka på en tärning för att ställa in den.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That roll could not be recorded.</source>
        <translation>Slaget kunde inte föras in.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>1 more face to enter.</source>
        <translation>1 värde kvar att skriva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{left} more faces to enter.</source>
        <translation>{left} värden kvar att skriva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ready: {faces}. Press Enter (or click {button}) to record the roll.</source>
        <translation>Klart: {faces}. Tryck Enter (eller klicka på {button}) för att föra in slaget.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Nothing can be held before the first roll is entered.</source>
        <translation>Inget kan sparas innan det första slaget är infört.</translation>
    </message>
</context>
<context>
    <name>Recorder</name>
    <message>
        <location filename="../app/recorder.py" line="+200"/>
        <source>The finished game was added to the history.</source>
        <extracomment>How long quitting waits for a recording in progress (seconds). How often a finished game that could be kept nowhere (a full disk) is tried again (ms).</extracomment>
        <translation>Det avslutade spelet lades till i spelhistoriken.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This game could not be added to the game history ({error}).</source>
        <translation>Det här spelet kunde inte läggas till i historiken ({error}).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New personal best for {name}!</source>
        <translation>Nytt personbästa för {name}!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game analysis could not be made ({error}).</source>
        <translation>Spelanalysen kunde inte göras ({error}).</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../widgets/review/replay.py" line="+66"/>
        <source>Computer · Easy</source>
        <translation>Dator · Lätt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer · Medium</source>
        <translation>Dator · Medel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer · Hard</source>
        <translation>Dator · Svår</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer · Plays to win</source>
        <translation>Dator · Spelar för att vinna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · {level}</source>
        <translation>Dator · {level}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Replay — {variant}, {when}</source>
        <translation>Repris — {variant}, {when}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>playing</source>
        <translation>spelar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moment of the game</source>
        <translation>Ögonblick i spelet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>|◀ Start</source>
        <translation>|◀ Början</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start (Home)</source>
        <translation>Till början (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀◀ Turn</source>
        <translation>◀◀ Tur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn back (Page Up)</source>
        <translation>En tur bakåt (Page Up)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Roll</source>
        <translation>◀ Slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A roll back (Left)</source>
        <translation>Ett slag bakåt (vänsterpil)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll ▶</source>
        <translation>Slag ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next roll (Right)</source>
        <translation>Nästa slag (högerpil)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn ▶▶</source>
        <translation>Tur ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next turn (Page Down)</source>
        <translation>Nästa tur (Page Down)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End ▶|</source>
        <translation>Slut ▶|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end (End)</source>
        <translation>Till slutet (End)</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>The start: {names} — press → to step through the game</source>
        <translation>Början: {names} — tryck → för att stega genom spelet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn {turn} of {turns} · {name}</source>
        <translation>Tur {turn} av {turns} · {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{place}: loses a turn (Second Kismet) — 0 in {box}</source>
        <translation>{place}: förlorar en tur (andra Kismet) — 0 på {box}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{place}, roll {roll}: {dice} — then holds {held} and rolls again</source>
        <translation>{place}, slag {roll}: {dice} — sparar sedan {held} och slår igen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}, roll {roll}: {dice} — then holds nothing and rolls again</source>
        <translation>{place}, slag {roll}: {dice} — sparar sedan ingenting och slår igen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}, roll {roll}: {dice} — then scores {points} in {box} and a Yahtzee bonus of {bonus}</source>
        <translation>{place}, slag {roll}: {dice} — skriver sedan {points} på {box} och får en Yahtzee-bonus på {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}, roll {roll}: {dice} — then scores {points} in {box}</source>
        <translation>{place}, slag {roll}: {dice} — skriver sedan {points} på {box}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{place}: {points} in {box} and a Yahtzee bonus of {bonus}</source>
        <translation>{place}: {points} på {box} och en Yahtzee-bonus på {bonus}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place}: {points} in {box}</source>
        <translation>{place}: {points} på {box}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Final: {totals}.</source>
        <translation>Slutställning: {totals}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final: {totals} — {name} wins.</source>
        <translation>Slutställning: {totals} — {name} vinner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final: {totals} — {names} share first place.</source>
        <translation>Slutställning: {totals} — {names} delar på förstaplatsen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{points} in {box}</source>
        <translation>{points} på {box}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First chose {choice}, then took it back.</source>
        <translation>Valde först {choice} och ångrade sedan det.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;i&gt;The optimal player&apos;s verdicts appear when its table is ready.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Den optimala spelarens omdömen visas när dess tabell är klar.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;Best choice.&lt;/b&gt; The optimal player would also {best}.</source>
        <translation>&lt;b&gt;Bästa valet.&lt;/b&gt; Den optimala spelaren skulle också göra så: {best}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Gave up {points} points.&lt;/b&gt; Chose to {chosen}; the optimal player would {best}.</source>
        <translation>&lt;b&gt;Gav bort {points} poäng.&lt;/b&gt; Valde: {chosen}; den optimala spelaren skulle: {best}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;b&gt;Chance to win:&lt;/b&gt; {chosen} after this choice, {best} after the best one for winning.</source>
        <translation>&lt;b&gt;Vinstchans:&lt;/b&gt; {chosen} efter det här valet, {best} efter det bästa valet för att vinna.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The optimal player&apos;s verdicts are not available ({error}).</source>
        <translation>Den optimala spelarens omdömen är inte tillgängliga ({error}).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../rules/variant.py" line="+89"/>
        <source>bonus tiers must rise strictly, not {tiers}</source>
        <translation>bonusnivåerna måste stiga strikt, inte {tiers}</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>variant {id} repeats a box id</source>
        <translation>varianten {id} upprepar ett rut-id</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>variant {id} must list its upper boxes first</source>
        <translation>varianten {id} måste räkna upp sina övre rutor först</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>variant {id} has no box {box}</source>
        <translation>varianten {id} har ingen ruta {box}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>variant {id} needs a five-of-a-kind box for its Yahtzee bonus or Joker</source>
        <translation>varianten {id} behöver en ruta för femtal för sin Yahtzee-bonus eller joker</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>variant {id}: the Yahtzee bonus is 0 or more points, not {bonus}</source>
        <translation>varianten {id}: Yahtzee-bonusen är 0 eller fler poäng, inte {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>variant {id}: the Joker rule is one of {jokers}, not {joker}</source>
        <translation>varianten {id}: jokerregeln är en av {jokers}, inte {joker}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>variant {id}: the order is one of {orders}, not {order}</source>
        <translation>varianten {id}: ordningen är en av {orders}, inte {order}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{variant} has no box {box}</source>
        <translation>{variant} har ingen ruta {box}</translation>
    </message>
    <message>
        <location filename="../rules/vocabulary.py" line="+95"/>
        <source>group sizes must be positive and fit in five dice, not {sizes}</source>
        <translation>gruppstorlekarna måste vara positiva och rymmas i fem tärningar, inte {sizes}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>a run is 2 to 5 long, not {length}</source>
        <translation>en följd är 2 till 5 lång, inte {length}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>exact faces must be five faces 1..6, not {faces}</source>
        <translation>exakta sidor måste vara fem sidor 1..6, inte {faces}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>a face is 1..6, not {face}</source>
        <translation>en sida är 1..6, inte {face}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../widgets/dialogs/help.py" line="-610"/>
        <source>Anything. Only the ones count.</source>
        <translation>Vad som helst. Bara ettorna räknas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything. Only the twos count.</source>
        <translation>Vad som helst. Bara tvåorna räknas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything. Only the threes count.</source>
        <translation>Vad som helst. Bara treorna räknas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything. Only the fours count.</source>
        <translation>Vad som helst. Bara fyrorna räknas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything. Only the fives count.</source>
        <translation>Vad som helst. Bara femmorna räknas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything. Only the sixes count.</source>
        <translation>Vad som helst. Bara sexorna räknas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The total of the ones only</source>
        <translation>Bara summan av ettorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total of the twos only</source>
        <translation>Bara summan av tvåorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total of the threes only</source>
        <translation>Bara summan av treorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total of the fours only</source>
        <translation>Bara summan av fyrorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total of the fives only</source>
        <translation>Bara summan av femmorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total of the sixes only</source>
        <translation>Bara summan av sexorna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Anything at all.</source>
        <translation>Vad som helst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least three dice showing the same number.</source>
        <translation>Minst tre tärningar som visar samma tal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least four dice showing the same number.</source>
        <translation>Minst fyra tärningar som visar samma tal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All five dice showing the same number.</source>
        <translation>Alla fem tärningarna visar samma tal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6.</source>
        <translation>Fyra i följd: 1-2-3-4, 2-3-4-5 eller 3-4-5-6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five in a row: 1-2-3-4-5 or 2-3-4-5-6.</source>
        <translation>Fem i följd: 1-2-3-4-5 eller 2-3-4-5-6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of one number and two of another. Five of a kind counts too.</source>
        <translation>Tre av ett tal och två av ett annat. Femtal räknas också.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Three of one number and two of a different number. Five of a kind is not a full house here.</source>
        <translation>Tre av ett tal och två av ett annat tal. Femtal är inte kåk här.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Two pairs whose numbers have the same colour (like 2-2 and 5-5, or 1-1 and 6-6), or four of a kind.</source>
        <translation>Två par vars tal har samma färg (som 2-2 och 5-5, eller 1-1 och 6-6), eller fyrtal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All five dice the same colour.</source>
        <translation>Alla fem tärningarna i samma färg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A full house (as above) whose five dice are all one colour.</source>
        <translation>En kåk (som ovan) där alla fem tärningarna har samma färg.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Anything at all: the escape box when nothing else fits.</source>
        <translation>Vad som helst: räddningsrutan när inget annat passar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two dice showing the same number. Only the highest pair counts.</source>
        <translation>Två tärningar som visar samma tal. Bara det högsta paret räknas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two pairs of different numbers. Four of a kind is not two pairs.</source>
        <translation>Två par av olika tal. Fyrtal är inte två par.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At least three dice showing the same number. Only three of them count.</source>
        <translation>Minst tre tärningar som visar samma tal. Bara tre av dem räknas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At least four dice showing the same number. Only four of them count.</source>
        <translation>Minst fyra tärningar som visar samma tal. Bara fyra av dem räknas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exactly 1-2-3-4-5.</source>
        <translation>Exakt 1-2-3-4-5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly 2-3-4-5-6.</source>
        <translation>Exakt 2-3-4-5-6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three of one number and a pair of a different number.</source>
        <translation>Tre av ett tal och ett par av ett annat tal.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Three of one number and two of a different number. Five of a kind is a full house only as a Joker (see below).</source>
        <translation>Tre av ett tal och två av ett annat tal. Femtal är kåk bara som joker (se nedan).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All five dice showing the same number: a Yahtzee.</source>
        <translation>Alla fem tärningarna visar samma tal: en Yahtzee.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The two dice of the pair</source>
        <translation>Parets två tärningar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The four dice of the two pairs</source>
        <translation>De fyra tärningarna i de två paren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three matching dice</source>
        <translation>De tre lika tärningarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The four matching dice</source>
        <translation>De fyra lika tärningarna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kismet is played with five tricoloured dice. Besides the usual pairs, runs and full houses, some boxes ask for dice of one colour.</source>
        <translation>Kismet spelas med fem tärningar i tre färger. Förutom de vanliga paren, stegarna och kåkarna kräver några rutor tärningar i en och samma färg.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The classic game of Yacht, the ancestor of Yahtzee, with 13 boxes to fill. Unlike Yahtzee, a further Yacht earns no bonus and there is no Joker rule.</source>
        <translation>Det klassiska spelet Yacht, förfadern till Yahtzee, med 13 rutor att fylla i. Till skillnad från Yahtzee ger en ytterligare Yacht ingen bonus, och det finns ingen jokerregel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Scandinavian game with 15 boxes. In the pair and kind boxes only the matching dice count, not the whole roll.</source>
        <translation>Det skandinaviska spelet med 15 rutor. I par-, tretals- och fyrtalsrutorna räknas bara tärningarna som passar, inte hela slaget.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The quick 12-box Yacht. The app is the scorekeeper: after every turn it announces the score, as the rule sheet asks.</source>
        <translation>Den snabba Yacht med 12 rutor. Appen för protokollet: efter varje tur meddelar den poängen, som regelbladet kräver.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yahtzee as printed on the box lid: Yacht&apos;s 13 boxes, plus a 100-point bonus for every further Yahtzee and the Joker rule.</source>
        <translation>Yahtzee som det står på asklocket: Yachts 13 rutor, plus en bonus på 100 poäng för varje ytterligare Yahtzee och jokerregeln.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The total of all five dice + {plus}</source>
        <translation>Summan av alla fem tärningarna +&#xa0;{plus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The total of all five dice</source>
        <translation>Summan av alla fem tärningarna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} points</source>
        <translation>{points} poäng</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{roll} scores {points}</source>
        <translation>{roll} ger {points}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>five-of-a-kind</source>
        <translation>femtal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {box} bonus</source>
        <translation>{box}-bonusen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once your &lt;b&gt;{box}&lt;/b&gt; box holds its points, every further five of a kind you score earns a bonus chip worth &lt;b&gt;{points}&lt;/b&gt; points, whatever box the dice then go into. If the {box} box holds 0, there is no bonus. The pad shows a tick for every chip.</source>
        <translation>När din ruta &lt;b&gt;{box}&lt;/b&gt; har fått sina poäng ger varje ytterligare femtal som du för in en bonusmarker värd &lt;b&gt;{points}&lt;/b&gt; poäng, oavsett vilken ruta tärningarna sedan hamnar i. Står det 0 i rutan {box} blir det ingen bonus. Protokollet visar en bock för varje bonusmarker.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Joker rule</source>
        <translation>Jokerregeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A further five of a kind (your {box} box is already filled, with points or with 0) must go:</source>
        <translation>Ett femtal till (din ruta {box} är redan ifylld, med poäng eller med 0) måste föras in så här:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in the matching upper box (five 4s in Fours) if that is still open;</source>
        <translation>i den rutan i övre delen som passar (fem fyror i rutan Fyror), om den fortfarande är ledig;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>otherwise in any open lower box, where it scores as if it fitted: {values};</source>
        <translation>annars i valfri ledig ruta i nedre delen, där det ger poäng som om det passade: {values};</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>otherwise as a 0 in any open upper box.</source>
        <translation>annars som 0 i valfri ledig ruta i övre delen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pad greys out the boxes the Joker closes.</source>
        <translation>Protokollet gråar ut de rutor som jokern stänger.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Joker rule (free)</source>
        <translation>Jokerregeln (fri)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A further five of a kind (your {box} box already filled) may go in any open box: upper boxes take the dice of their number, lower boxes score as if it fitted: {values}.</source>
        <translation>Ett femtal till (din ruta {box} är redan ifylld) får föras in i valfri ledig ruta: rutorna i övre delen räknar tärningarna med sitt tal, rutorna i nedre delen ger poäng som om det passade: {values}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Joker rule (relaxed)</source>
        <translation>Jokerregeln (mild)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A further five of a kind (your {box} box already filled) may go in any open box. Once its matching upper box is filled, lower boxes score it as if it fitted: {values}.</source>
        <translation>Ett femtal till (din ruta {box} är redan ifylld) får föras in i valfri ledig ruta. När den ruta i övre delen som passar är ifylld, ger rutorna i nedre delen poäng som om det passade: {values}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Top down</source>
        <translation>Uppifrån och ned</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Boxes are filled strictly from the top of the sheet down: each turn goes in your first open box, whatever the dice. The pad greys out the others.</source>
        <translation>Rutorna fylls i strikt uppifrån och ned: varje tur förs in i din första lediga ruta, oavsett tärningarna. Protokollet gråar ut de andra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This comes before the Joker rule: a further five of a kind also goes in your first open box, and if that is a lower box, it scores there as the Joker rule says.</source>
        <translation>Det här går före jokerregeln: även ett ytterligare femtal hamnar i din första lediga ruta, och är det en ruta i nedre delen ger det poäng där som jokerregeln säger.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{box} {points}</source>
        <translation>{box}: {points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{box} the total + {plus}</source>
        <translation>{box}: summan +&#xa0;{plus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{box} the total</source>
        <translation>{box}: summan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{box} the matching dice</source>
        <translation>{box}: tärningarna som passar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules of your family, made from &lt;b&gt;{variant}&lt;/b&gt;. They change:</source>
        <translation>Din familjs husregler, gjorda utifrån &lt;b&gt;{variant}&lt;/b&gt;. De ändrar:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no bonus for the upper boxes in this game.</source>
        <translation>I det här spelet finns ingen bonus för rutorna i övre delen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If your {section} ({first} to {last}) adds up to &lt;b&gt;{threshold}&lt;/b&gt; or more, you get a bonus of &lt;b&gt;{points}&lt;/b&gt; points.</source>
        <translation>Blir dina rutor från {first} till {last} (”{section}”) tillsammans &lt;b&gt;{threshold}&lt;/b&gt; eller mer, får du en bonus på &lt;b&gt;{points}&lt;/b&gt; poäng.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;{threshold}&lt;/b&gt; to {upto}: bonus &lt;b&gt;{points}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{threshold}&lt;/b&gt; till {upto}: bonus &lt;b&gt;{points}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{threshold}&lt;/b&gt; or more: bonus &lt;b&gt;{points}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{threshold}&lt;/b&gt; eller mer: bonus &lt;b&gt;{points}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your {section} ({first} to {last}) earns a bonus by how much it adds up to (below {threshold}: no bonus):</source>
        <translation>Dina rutor från {first} till {last} (”{section}”) ger en bonus efter hur mycket de blir tillsammans (under {threshold}: ingen bonus):</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Three of each number makes exactly 63. The score pad shows how many points you still need.</source>
        <translation>Tre av varje tal blir precis 63. Protokollet visar hur många poäng du fortfarande behöver.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score pad shows how many points you still need for it.</source>
        <translation>Protokollet visar hur många poäng du fortfarande behöver för den.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each player rolls one die. The highest number begins; players who tie for highest roll again among themselves. Play then moves to the left (down the seating order). The app can do this roll-off for you.</source>
        <translation>Varje spelare slår en tärning. Den som får högst börjar; de som delar på det högsta slår om sinsemellan. Sedan går turen åt vänster (i sittordning). Appen kan sköta utslaget åt dig.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players agree who begins, then take turns in seating order. The app can also pick the first player by a roll-off: everyone rolls one die, the highest begins, ties roll again.</source>
        <translation>Spelarna kommer överens om vem som börjar och turas sedan om i sittordning. Appen kan också välja vem som börjar genom utslag: alla slår en tärning, den som får högst börjar, vid lika slår man om.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The dice colours</source>
        <translation>Tärningarnas färger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pips are coloured: &lt;b&gt;1 and 6 black&lt;/b&gt;, &lt;b&gt;2 and 5 red&lt;/b&gt;, &lt;b&gt;3 and 4 green&lt;/b&gt;. Opposite sides of a die share a colour, so two numbers have the same colour when they are equal or add up to 7. On screen the three colours also differ in brightness, and each die&apos;s tooltip names its colour.</source>
        <translation>Prickarna är färgade: &lt;b&gt;1 och 6 svarta&lt;/b&gt;, &lt;b&gt;2 och 5 röda&lt;/b&gt;, &lt;b&gt;3 och 4 gröna&lt;/b&gt;. Motsatta sidor på en tärning har samma färg, så två tal har samma färg när de är lika eller blir 7 tillsammans. På skärmen skiljer sig de tre färgerna också i ljushet, och varje tärnings verktygstips anger dess färg.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Second Kismet</source>
        <translation>Andra Kismet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you end your turn with five of a kind and your &lt;b&gt;{box}&lt;/b&gt; box already holds a score above zero, that is a Second Kismet:</source>
        <translation>Om du avslutar din tur med femtal och din ruta &lt;b&gt;{box}&lt;/b&gt; redan har mer än noll poäng, är det ett Andra Kismet:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score the roll in any open box, as usual.</source>
        <translation>För in slaget i valfri ledig ruta, som vanligt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every &lt;i&gt;other&lt;/i&gt; player who still has an open box loses a turn: they get a 0 in their open box nearest the top of the sheet ({first} first, then on down the sheet).</source>
        <translation>Varje &lt;i&gt;annan&lt;/i&gt; spelare som fortfarande har en ledig ruta förlorar en tur: hen får 0 i sin översta lediga ruta ({first} först, sedan vidare nedåt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You keep the dice and take the next turn straight away (if you still have an open box); play then carries on to the left from you.</source>
        <translation>Du behåller tärningarna och tar nästa tur direkt (om du fortfarande har en ledig ruta); sedan fortsätter spelet åt vänster från dig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This happens again at every further Kismet. In a game for one it has no effect.</source>
        <translation>Det händer igen vid varje ytterligare Kismet. När man spelar ensam har det ingen verkan.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You need five dice (the app rolls them) and a score pad with a column for each player. Everyone fills the same {count} boxes; whoever has the highest total at the end wins.</source>
        <translation>Du behöver fem tärningar (appen slår dem) och ett protokoll med en kolumn för varje spelare. Alla fyller i samma {count} rutor; den som har högst summa i slutet vinner.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll all five dice.</source>
        <translation>Slå alla fem tärningarna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you like, roll again, up to two more times. Before each roll, choose which dice to keep (hold); only the others are rolled. You may stop after any roll.</source>
        <translation>Om du vill slår du igen, upp till två gånger till. Före varje slag väljer du vilka tärningar du vill behålla (spara); bara de andra slås. Du får sluta efter vilket slag som helst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then fill &lt;b&gt;exactly one&lt;/b&gt; empty box of your choice with what the dice score there. If the dice do not fit what the box needs, the box gets 0. A filled box never changes.</source>
        <translation>Fyll sedan i &lt;b&gt;exakt en&lt;/b&gt; tom ruta som du själv väljer, med det som tärningarna ger där. Om tärningarna inte passar det rutan kräver får rutan 0. En ifylld ruta ändras aldrig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the app: click a die (or press its number, 1 to 5) to hold or release it; press Space or the Roll button to roll; click a box on your score card to score it. The card shows what the dice would score in each open box in light italics.</source>
        <translation>I appen: klicka på en tärning (eller tryck på dess nummer, 1 till 5) för att spara eller släppa den; tryck på mellanslag eller knappen Slå för att slå; klicka på en ruta i ditt protokoll för att föra in poängen där. Protokollet visar med ljus kursiv stil vad tärningarna skulle ge i varje ledig ruta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Without a mouse: the arrow keys move on your card and Enter scores the box; Ctrl+Z takes back your last score until the next roll; H shows a hint. Tab reaches the dice: there the arrow keys move from die to die, Space holds or releases one and Enter scores as on your card. With a screen reader: R says the last sentence again; W says each player&apos;s chance to win.</source>
        <translation>Utan mus: piltangenterna flyttar i ditt protokoll och Enter för in poängen i rutan; Ctrl+Z ångrar din senaste inskrivning fram till nästa slag; H visar ett tips. Tab tar dig till tärningarna: där flyttar piltangenterna från tärning till tärning, mellanslag sparar eller släpper en, och Enter för in poängen som i ditt protokoll. Med en skärmläsare: R säger den senaste meningen igen; W säger varje spelares chans att vinna.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {upper} comes first, then the {lower}.</source>
        <translation>Protokollet har två delar: först ”{upper}”, sedan ”{lower}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box</source>
        <translation>Ruta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it needs</source>
        <translation>Vad som krävs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it scores</source>
        <translation>Vad den ger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Example</source>
        <translation>Exempel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends when every player has filled every box, after {count} rounds. Your {grand_total} is the {upper_total} (the {upper}&apos;s boxes added up), plus the {bonus}, plus the {lower_total} (the {lower}&apos;s boxes and your {box} bonus chips added up). The highest {grand_total} wins; players with equal totals share the place.</source>
        <translation>Spelet slutar när alla spelare har fyllt i alla rutor, alltså efter {count} omgångar. Din {grand_total} är ”{upper_total}” (rutorna i ”{upper}” sammanlagda) plus {bonus} plus ”{lower_total}” (rutorna i ”{lower}” och dina {box}-bonusmarker sammanlagda). Den som har högst {grand_total} vinner; spelare med samma summa delar på placeringen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game ends when every player has filled every box, after {count} rounds. Your {grand_total} is the {upper_total} (the {upper}&apos;s boxes added up), plus the {bonus}, plus the {lower_total}. The highest {grand_total} wins; players with equal totals share the place.</source>
        <translation>Spelet slutar när alla spelare har fyllt i alla rutor, alltså efter {count} omgångar. Din {grand_total} är ”{upper_total}” (rutorna i ”{upper}” sammanlagda) plus {bonus} plus ”{lower_total}”. Den som har högst {grand_total} vinner; spelare med samma summa delar på placeringen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Grand total</source>
        <translation>totalsumma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus</source>
        <translation>bonusen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who starts</source>
        <translation>Vem börjar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The boxes</source>
        <translation>Rutorna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bonus</source>
        <translation>Bonusen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>När spelet slutar</translation>
    </message>
    <message>
        <location line="+71"/>
        <location line="+19"/>
        <source>Rules of {variant}</source>
        <translation>Spelregler för {variant}</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>How to play</source>
        <translation>Så spelar man</translation>
    </message>
</context>
<context>
    <name>SavedFileNotice</name>
    <message>
        <location filename="../widgets/dialogs/keeping.py" line="+34"/>
        <source>Open folder</source>
        <translation>Öppna mapp</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{what}: {file} in {folder}</source>
        <translation>{what}: {file} i {folder}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show {folder} in the file manager</source>
        <translation>Visa {folder} i filhanteraren</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../game/serial.py" line="+153"/>
        <source>the saved game&apos;s {key} is missing or has the wrong type</source>
        <extracomment>The class a saved game is rebuilt as (:class:`yachtgui.game.Game`).</extracomment>
        <translation>det sparade spelets {key} saknas eller har fel typ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the saved game&apos;s {what} is not a number from {low} to {high}</source>
        <translation>det sparade spelets {what} är inte ett tal från {low} till {high}</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+10"/>
        <source>the saved game&apos;s dice state is damaged</source>
        <translation>det sparade spelets tärningsläge är skadat</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>dice state version</source>
        <translation>tärningslägets version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dice state</source>
        <translation>tärningsläge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dice state position</source>
        <translation>position i tärningsläget</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a saved game must be a JSON object</source>
        <translation>ett sparat spel måste vara ett JSON-objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is not a yachtgui game</source>
        <translation>det här är inget yachtgui-spel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this game was saved in format version {saved}; this yachtgui reads version {read}</source>
        <translation>det här spelet sparades i formatversion {saved}; det här yachtgui läser version {read}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown variant {variant}: choose one of {known}</source>
        <translation>okänd variant {variant}: välj en av {known}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>this game was played with other rules for {variant} than this yachtgui knows</source>
        <translation>det här spelet spelades med andra regler för {variant} än det här yachtgui känner till</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the saved game&apos;s current player does not follow from its history</source>
        <translation>det sparade spelets aktuella spelare följer inte av dess historik</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the saved game&apos;s log is damaged</source>
        <translation>det sparade spelets logg är skadad</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>the saved game&apos;s undo is damaged</source>
        <translation>det sparade spelets ångra-steg är skadat</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>undo rolls left</source>
        <translation>slag kvar vid ångra</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the saved game&apos;s house rules are damaged: {error}</source>
        <translation>det sparade spelets husregler är skadade: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game&apos;s house rules are for another variant</source>
        <translation>det sparade spelets husregler hör till en annan variant</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the saved game&apos;s log is longer than any game</source>
        <translation>det sparade spelets logg är längre än något spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>log entry {number}</source>
        <translation>loggpost {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <location line="+7"/>
        <source>the saved game&apos;s {what} is damaged</source>
        <translation>det sparade spelets {what} är skadad</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>a player rolls out of turn</source>
        <translation>en spelare slår fast det inte är hens tur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the held dice are not in order</source>
        <translation>de sparade tärningarna är inte i ordning</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a player scores out of turn</source>
        <translation>en spelare för in poäng fast det inte är hens tur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the dice scored are not the dice rolled</source>
        <translation>de införda tärningarna är inte de slagna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the box is missing</source>
        <translation>rutan saknas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the points do not match the dice</source>
        <translation>poängen stämmer inte med tärningarna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it takes back a scoring that was not made</source>
        <translation>den ångrar en ifyllning som aldrig gjordes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is neither a roll, a scoring nor an undo</source>
        <translation>den är varken ett slag, en ifyllning eller ett ångra</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+63"/>
        <source>the saved game&apos;s {what} is not a legal move: {error}</source>
        <translation>det sparade spelets {what} är inget tillåtet drag: {error}</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>the saved game&apos;s log does not end where its history does</source>
        <translation>det sparade spelets logg slutar inte där dess historik slutar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a game rebuilt from its log draws no dice</source>
        <translation>ett spel som byggs upp från sin logg slår inga tärningar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the saved game&apos;s history is longer than a whole game</source>
        <translation>det sparade spelets historik är längre än ett helt spel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move {number}</source>
        <translation>drag {number}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} player</source>
        <translation>spelare i {what}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the saved game&apos;s {what} is a lost turn with points or dice</source>
        <translation>det sparade spelets {what} är en förlorad tur med poäng eller tärningar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the saved game&apos;s {what} is a lost turn the rules did not call for</source>
        <translation>det sparade spelets {what} är en förlorad tur som reglerna inte kräver</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the saved game&apos;s {what} comes before the lost turns of a Second Kismet</source>
        <translation>det sparade spelets {what} kommer före de förlorade turerna efter en andra Kismet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in the saved game&apos;s {what} a player scores out of turn</source>
        <translation>i det sparade spelets {what} för en spelare in poäng fast det inte är hens tur</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>in the saved game&apos;s {what} the points do not match the dice</source>
        <translation>i det sparade spelets {what} stämmer poängen inte med tärningarna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the saved game&apos;s history stops in the middle of a Second Kismet</source>
        <translation>det sparade spelets historik slutar mitt i en andra Kismet</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the saved game&apos;s special events do not follow from its history</source>
        <translation>det sparade spelets särskilda händelser följer inte av dess historik</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the saved game&apos;s scorecards do not match its history</source>
        <translation>det sparade spelets protokoll stämmer inte med dess historik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rolls left</source>
        <translation>slag kvar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the saved game&apos;s held dice are not in order</source>
        <translation>det sparade spelets sparade tärningar är inte i ordning</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game is over but still has dice on the table</source>
        <translation>det sparade spelet är slut men har fortfarande tärningar på bordet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the saved game has dice on the table before the first roll</source>
        <translation>det sparade spelet har tärningar på bordet före första slaget</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the saved game holds dice on the first roll</source>
        <translation>det sparade spelet sparar tärningar vid första slaget</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../persistence/saves.py" line="+117"/>
        <source>{name}: unknown computer level {level} (use {levels})</source>
        <extracomment>The newest format this yachtgui reads. 2: a seat may play to win (&quot;win&quot;). Files are written as 1 unless they need 2, so a yachtgui from before reads them; it says a file with a play-to-win seat was &quot;saved by a newer yachtgui&quot; and leaves it where it is (it would set a file with a level it does not know aside as damaged). A computer seat&apos;s level: easy, medium and hard play for points (hard the best expected score); &quot;win&quot; plays to win against the other players&apos; actual positions (issue 23). The levels a save of format 1 may hold (older yachtgui knows no others). A whole 10-player game is about 60 kB; anything far larger is not ours.</extracomment>
        <translation>{name}: okänd datornivå {level} (använd {levels})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: real dice is true or false, not {value}</source>
        <translation>{name}: riktiga tärningar är true eller false, inte {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is a computer player: computers roll on screen, not real dice</source>
        <translation>{name} är en datorspelare: datorn slår på skärmen, inte med riktiga tärningar</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the seats do not match the game&apos;s players</source>
        <translation>platserna stämmer inte med spelets spelare</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+210"/>
        <source>the saved game&apos;s id is damaged</source>
        <translation>det sparade spelets id är skadat</translation>
    </message>
    <message>
        <location line="-209"/>
        <location line="+211"/>
        <location line="+1"/>
        <source>held dice</source>
        <translation>sparade tärningar</translation>
    </message>
    <message>
        <location line="-199"/>
        <location line="+5"/>
        <source>the saved game&apos;s {what} are damaged</source>
        <translation>det sparade spelets {what} är skadade</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the game holds a value that cannot be saved</source>
        <translation>spelet innehåller ett värde som inte går att spara</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>could not save the game to {path}: {reason}</source>
        <translation>spelet kunde inte sparas i {path}: {reason}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{path} is a folder, not a saved game</source>
        <translation>{path} är en mapp, inte ett sparat spel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path} is not a file</source>
        <translation>{path} är ingen fil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is no saved game at {path}</source>
        <translation>det finns inget sparat spel i {path}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>could not read {path}: {reason}</source>
        <translation>kunde inte läsa {path}: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} is far too large to be a saved game</source>
        <translation>{file} är alldeles för stor för att vara ett sparat spel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged or is not a saved game</source>
        <translation>{file} är skadad eller inget sparat spel</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+11"/>
        <source>the saved game&apos;s seats are damaged</source>
        <translation>det sparade spelets platser är skadade</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>the saved game&apos;s seats do not match its players</source>
        <translation>det sparade spelets platser stämmer inte med dess spelare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game has an unknown computer level {level}</source>
        <translation>det sparade spelet har en okänd datornivå {level}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{file} is not a saved game</source>
        <translation>{file} är inget sparat spel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} is damaged: its format version is missing</source>
        <translation>{file} är skadad: formatversionen saknas</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+30"/>
        <source>{file} was saved by a newer yachtgui (format {version})</source>
        <translation>{file} sparades av ett nyare yachtgui (format {version})</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>{file} can&apos;t be loaded: {error}</source>
        <translation>{file} kan inte läsas in: {error}</translation>
    </message>
    <message>
        <location filename="../persistence/slots.py" line="+90"/>
        <source>{variant} · {names} · round {round} of {rounds} · {when}</source>
        <translation>{variant} · {names} · omgång {round} av {rounds} · {when}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>today {clock}</source>
        <translation>i dag {clock}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yesterday {clock}</source>
        <translation>i går {clock}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{day} {month} {clock}</source>
        <translation>{day} {month} {clock}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{day} {month} {year}</source>
        <translation>{day} {month} {year}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Jan</source>
        <extracomment>The months as :func:`when_played` abbreviates them (marked for translation, context &quot;Saves&quot;).</extracomment>
        <translation>jan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feb</source>
        <translation>feb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mar</source>
        <translation>mar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apr</source>
        <translation>apr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May</source>
        <translation>maj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jun</source>
        <translation>jun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jul</source>
        <translation>jul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aug</source>
        <translation>aug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sep</source>
        <translation>sep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oct</source>
        <translation>okt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nov</source>
        <translation>nov</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dec</source>
        <translation>dec</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The last game could not be continued: {error}.</source>
        <translation>Det senaste spelet kunde inte fortsättas: {error}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last game could not be continued: {error}. It was kept as {file}.</source>
        <translation>Det senaste spelet kunde inte fortsättas: {error}. Det sparades som {file}.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>A kept game could not be read: {error}.</source>
        <translation>Ett sparat spel kunde inte läsas: {error}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A kept game could not be read: {error}. It was kept as {file}.</source>
        <translation>Ett sparat spel kunde inte läsas: {error}. Det sparades som {file}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A kept game was made by a newer yachtgui and is left as it is: {file} ({error}).</source>
        <translation>Ett sparat spel gjordes av en nyare yachtgui och lämnas som det är: {file} ({error}).</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>could not remove the game {file}: {reason}</source>
        <translation>spelet {file} kunde inte tas bort: {reason}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it is the game being played</source>
        <translation>det är spelet som pågår</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} is not one of the kept games</source>
        <translation>{file} är inte ett av de sparade spelen</translation>
    </message>
    <message>
        <location filename="../persistence/locking.py" line="+83"/>
        <source>{file} is in use by another copy of yachtgui</source>
        <extracomment>A temporary file older than this (seconds) is no write in progress any more.</extracomment>
        <translation>{file} används av en annan yachtgui</translation>
    </message>
</context>
<context>
    <name>ScoreAnnouncer</name>
    <message>
        <location filename="../widgets/table/tablemode.py" line="+68"/>
        <source>Click, press a key or roll to take this away.</source>
        <translation>Klicka, tryck på en tangent eller slå för att ta bort det här.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../widgets/review/stats.py" line="+286"/>
        <source>Chart of scores over time</source>
        <translation>Diagram över poängen över tid</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}: 1 game</source>
        <translation>{name}: 1 spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {count} games</source>
        <translation>{name}: {count} spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No games to draw.</source>
        <translation>Inga spel att rita.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No games to draw yet.</source>
        <translation>Inga spel att rita än.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{title} (each point: the average of {count} games)</source>
        <translation>{title} (varje punkt: medelvärdet av {count} spel)</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message>
        <location filename="../widgets/pad/scorecard.py" line="+274"/>
        <source>lost turn</source>
        <extracomment>The smallest a bonus note gets, relative to the pad&apos;s text, before it takes two lines.</extracomment>
        <translation>förlorad tur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <comment>narrow column: short for lost turn</comment>
        <translation>förl.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>best</source>
        <translation>bäst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>again?</source>
        <translation>igen?</translation>
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
        <translation>✎ val</translation>
    </message>
    <message>
        <location line="+233"/>
        <source>{name}&apos;s score card</source>
        <translation>{name}s protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score card</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+221"/>
        <source>Box names</source>
        <translation>Rutornas namn</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>your turn</source>
        <extracomment>How much smaller than the pad&apos;s bold a name may get to show whole (&quot;Christiane&quot;, &quot;Friederike&quot; in a 87 px column of six German names), in steps, before it ends in &quot;…&quot;: the notes&apos; size.</extracomment>
        <translation>din tur</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>turn</source>
        <comment>narrow column: short for your turn</comment>
        <translation>tur</translation>
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
        <translation>{name}, spelar nu, {seat}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, your turn</source>
        <translation>{name}, din tur</translation>
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
        <translation>januari</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>February</source>
        <translation>februari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>March</source>
        <translation>mars</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>April</source>
        <translation>april</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May</source>
        <translation>maj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>June</source>
        <translation>juni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>July</source>
        <translation>juli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>August</source>
        <translation>augusti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>September</source>
        <translation>september</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>October</source>
        <translation>oktober</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>November</source>
        <translation>november</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>December</source>
        <translation>december</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>black</source>
        <extracomment>Kismet&apos;s pip colours (rules.die_color&apos;s ids) in words.</extracomment>
        <translation>svarta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>röda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>gröna</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer · easy</source>
        <extracomment>A computer player&apos;s level (persistence.Seat.level) as the column header says it.</extracomment>
        <translation>Dator · lätt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · medium</source>
        <translation>Dator · medel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · hard</source>
        <translation>Dator · svår</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer · plays to win</source>
        <translation>Dator · spelar för att vinna</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>{day} {month} {year}</source>
        <translation>{day} {month} {year}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 point</source>
        <translation>1 poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points</source>
        <translation>{points} poäng</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No bonus</source>
        <translation>Ingen bonus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{threshold} or more: {points}</source>
        <translation>{threshold} eller mer: {points}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{section}: no bonus.</source>
        <translation>{section}: ingen bonus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonus: 1 point when the {section} scores {threshold} or more</source>
        <translation>Bonus ({section}): 1 poäng vid {threshold} poäng eller mer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus: {points} points when the {section} scores {threshold} or more</source>
        <translation>Bonus ({section}): {points} poäng vid {threshold} poäng eller mer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 point at {threshold} or more</source>
        <translation>1 poäng vid {threshold} eller mer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} points at {threshold} or more</source>
        <translation>{points} poäng vid {threshold} eller mer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{a} and {b} {colour}</source>
        <translation>{a} och {b} {colour}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice colours: {pairs}.</source>
        <translation>Tärningarnas färger: {pairs}.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{box} bonus</source>
        <translation>{box}-bonus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ for each further {box}: {points} each</source>
        <translation>✓ för varje ytterligare {box}: {points} var</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Game in progress — round {round} of {rounds}</source>
        <translation>Spelet pågår – omgång {round} av {rounds}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Final score: {name} — 1 point</source>
        <translation>Slutresultat: {name} – 1 poäng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final score: {name} — {points} points</source>
        <translation>Slutresultat: {name} – {points} poäng</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winner: {name} — 1 point</source>
        <translation>Vinnare: {name} – 1 poäng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winner: {name} — {points} points</source>
        <translation>Vinnare: {name} – {points} poäng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shared win: {names} — 1 point each</source>
        <translation>Delad seger: {names} – 1 poäng var</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared win: {names} — {points} points each</source>
        <translation>Delad seger: {names} – {points} poäng var</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{mark} A turn lost to another player&apos;s second Kismet.</source>
        <translation>{mark} En tur som gick förlorad genom en annan spelares andra Kismet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Score card · {date}</source>
        <translation>Protokoll · {date}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Score pad</source>
        <translation>Protokoll</translation>
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
        <translation>{box}-bonus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Grand total</source>
        <translation>Totalsumma</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{points} for {threshold} or more</source>
        <translation>{points} för {threshold} eller mer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} for {threshold}</source>
        <translation>{points} för {threshold}</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>Box</source>
        <translation>Ruta</translation>
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
        <translation>{row}: {points} för varje ytterligare femtal</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{cell} (suggested by the hint)</source>
        <translation>{cell} (föreslagen av tipset)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{cell} (the computer&apos;s choice)</source>
        <translation>{cell} (datorns val)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{name}, {box}: {points}, a lost turn ({roller}&apos;s second Kismet)</source>
        <translation>{name}, {box}: {points}, en förlorad tur ({roller}s andra Kismet)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}, {box}: {points} (preview)</source>
        <translation>{name}, {box}: {points} (förhandsvisning)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}, {box}: open, but not for these dice (top-down order)</source>
        <translation>{name}, {box}: öppen, men inte för de här tärningarna (uppifrån och ned)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, {box}: open, but not for these dice (the Joker rule)</source>
        <translation>{name}, {box}: öppen, men inte för de här tärningarna (jokerregeln)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, {box}: open</source>
        <translation>{name}, {box}: öppen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name}, {box}: {points}</source>
        <translation>{name}, {box}: {points}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{name}, {row}: 1 bonus chip, {points} points</source>
        <translation>{name}, {row}: 1 bonusmarker, {points} poäng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, {row}: {chips} bonus chips, {points} points</source>
        <translation>{name}, {row}: {chips} bonusmarker, {points} poäng</translation>
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
        <translation>{bonus} · {missing} kvar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}, Bonus: {bonus}; {missing} more points in the upper boxes for {points}</source>
        <translation>{name}, Bonus: {bonus}; {missing} poäng till i övre delen för {points}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../widgets/pad/scorecard.py" line="+24"/>
        <source>{missing} to go</source>
        <translation>{missing} kvar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, Bonus: {missing} more points in the upper boxes for a bonus of {points}</source>
        <translation>{name}, Bonus: {missing} poäng till i övre delen för en bonus på {points}</translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../rules/variant.py" line="-172"/>
        <source>Upper Section</source>
        <extracomment>How a further five of a kind is scored once the five-of-a-kind box is filled (see RULES.md, ``yahtzee``). In which order boxes may be filled: any open box, or strictly down the sheet (&quot;Yatzy down&quot;). The sections&apos; headings when a variant names none (marked for translation, shown by rules.words).</extracomment>
        <translation>Övre delen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower Section</source>
        <translation>Nedre delen</translation>
    </message>
    <message>
        <location filename="../rules/variants.py" line="-259"/>
        <source>Basic Section</source>
        <translation>Grunddel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kismet Section</source>
        <translation>Kismetdel</translation>
    </message>
</context>
<context>
    <name>SensesGroup</name>
    <message>
        <location filename="../widgets/senses/preferences.py" line="+35"/>
        <source>Sound, text and language</source>
        <translation>Ljud, text och språk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound: dice, chimes and fanfares</source>
        <translation>Lj&amp;ud: tärningar, klockor och fanfarer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sound volume</source>
        <translation>Ljudvolym</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Large text (from the next start)</source>
        <translation>S&amp;tor text (från nästa start)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everything in the window is written larger; the window still fits a 1366×768 screen.</source>
        <translation>Allt i fönstret skrivs större; fönstret får ändå plats på en skärm på 1366×768.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the system ({language})</source>
        <translation>Som systemet ({language})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language of the app and of Qt&apos;s dialogs: a change applies at the next start.</source>
        <translation>Språket i spelet och i Qt:s dialogrutor: en ändring gäller från nästa start.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Volym:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lan&amp;guage (from the next start):</source>
        <translation>S&amp;pråk (från nästa start):</translation>
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
        <translation>Inställningsfilen {file} kan yachtgui inte läsa: de vanliga inställningarna gäller.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your preferences file was not one yachtgui can read: it was kept as {file}, and the usual preferences apply.</source>
        <translation>Inställningsfilen gick inte att läsa för yachtgui: den sparades som {file}, och de vanliga inställningarna gäller.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Your preferences cannot be saved in {file}: they apply until the app is closed.</source>
        <translation>Dina inställningar kan inte sparas i {file}: de gäller tills appen stängs.</translation>
    </message>
</context>
<context>
    <name>SoundBoard</name>
    <message>
        <location filename="../widgets/senses/sound.py" line="+82"/>
        <source>no sound player was found ({names}); install one to hear the game</source>
        <extracomment>What each sound is for. A player: called with the path of a WAV file; plays it without waiting for the end.</extracomment>
        <translation>ingen ljudspelare hittades ({names}); installera en för att få ljud</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>the sound player failed ({reason})</source>
        <translation>ljudspelaren misslyckades ({reason})</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>No sound: {why}. (Preferences can switch sound off.)</source>
        <translation>Inget ljud: {why}. (Stängs av i Inställningar.)</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <location filename="../launch.py" line="+106"/>
        <source>Welcome back: your unfinished game continues. File &gt; New Game starts a fresh one and keeps this one.</source>
        <translation>Välkommen tillbaka: ditt pågående spel fortsätter. Arkiv &gt; Nytt spel börjar ett nytt och sparar det här.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Welcome back: choose a game to continue, or start a new one.</source>
        <translation>Välkommen tillbaka: välj ett spel att fortsätta, eller börja ett nytt.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>yachtgui is already open here: start the new game with File &gt; New Game.</source>
        <translation>yachtgui är redan öppet här: starta det nya spelet med Arkiv &gt; Nytt spel.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your unfinished game is kept: File &gt; Continue a Game.</source>
        <translation>Ditt pågående spel är sparat: Arkiv &gt; Fortsätt ett spel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {count} unfinished games are kept: File &gt; Continue a Game.</source>
        <translation>Dina {count} pågående spel är sparade: Arkiv &gt; Fortsätt ett spel.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../widgets/review/stats.py" line="-292"/>
        <source>All time</source>
        <extracomment>Above this many games of one player, the chart draws running averages instead of every game. The periods offered: (English label shown with translate(&quot;StatisticsWindow&quot;, label), days).</extracomment>
        <translation>All tid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Senaste 30 dagarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Senaste 12 månaderna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This year</source>
        <translation>I år</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location line="+389"/>
        <source>Statistics and Champions</source>
        <translation>Statistik och mästare</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+228"/>
        <source>The game history cannot be read: {error}.</source>
        <translation>Spelhistoriken kan inte läsas: {error}.</translation>
    </message>
    <message>
        <location line="-212"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spelare:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;eriod:</source>
        <translation>&amp;Period:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No finished games yet: every game you finish is kept here.</source>
        <translation>Inga avslutade spel än: varje spel ni spelar klart sparas här.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Byt namn…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Merge…</source>
        <translation>Slå i&amp;hop…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make two names one person (e.g. &quot;Grandpa&quot; and &quot;Opa&quot;)</source>
        <translation>Gör två namn till en person (t.ex. ”Morfar” och ”Grandpa”)</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+21"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rank</source>
        <translation>Placering</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Poäng</translation>
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
        <translation>Topplista</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chart</source>
        <translation>Diagram</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>against</source>
        <translation>mot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Head to head</source>
        <translation>Inbördes möten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players and scores</source>
        <translation>Spelare och poäng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won by</source>
        <translation>Vunnet av</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Replay</source>
        <translation>&amp;Repris</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+13"/>
        <source>Games</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>All variants</source>
        <translation>Alla varianter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone</source>
        <translation>Alla</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>No games yet.</source>
        <translation>Inga spel än.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;{variant}&lt;/b&gt; — the ten best scores</source>
        <translation>&lt;b&gt;{variant}&lt;/b&gt; — de tio bästa resultaten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} (computer)</source>
        <translation>{name} (dator)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{variant}: scores over time</source>
        <translation>{variant}: poäng över tid</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two players are needed for a head-to-head record.</source>
        <translation>Det behövs två spelare för inbördes möten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose two different players.</source>
        <translation>Välj två olika spelare.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{first} and {second} have not played a game together yet.</source>
        <translation>{first} och {second} har inte spelat något spel tillsammans än.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{first} and {second} played &lt;b&gt;1&lt;/b&gt; game together.</source>
        <translation>{first} och {second} har spelat &lt;b&gt;1&lt;/b&gt; spel tillsammans.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first} and {second} played &lt;b&gt;{count}&lt;/b&gt; games together.</source>
        <translation>{first} och {second} har spelat &lt;b&gt;{count}&lt;/b&gt; spel tillsammans.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished ahead: &lt;b&gt;{first}&lt;/b&gt; {first_wins}, &lt;b&gt;{second}&lt;/b&gt; {second_wins}.</source>
        <translation>Hamnade före: &lt;b&gt;{first}&lt;/b&gt; {first_wins}, &lt;b&gt;{second}&lt;/b&gt; {second_wins}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draws: {draws}.</source>
        <translation>Oavgjorda: {draws}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score: {first} {first_average}, {second} {second_average}.</source>
        <translation>Medelpoäng: {first} {first_average}, {second} {second_average}.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The newest {count} games; narrow the filters to see others.</source>
        <extracomment>The Games tab shows this many of the newest games matching the filters.</extracomment>
        <translation>De {count} senaste spelen; smalna av filtren för att se andra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a game (or press Replay) to watch it again.</source>
        <translation>Dubbelklicka på ett spel (eller tryck på ”Repris”) för att se det igen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+5"/>
        <location line="+9"/>
        <source>Rename</source>
        <translation>Byt namn</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+26"/>
        <source>Choose a player in the table first.</source>
        <translation>Välj först en spelare i tabellen.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>New name for {name}:</source>
        <translation>Nytt namn för {name}:</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+5"/>
        <location line="+7"/>
        <location line="+15"/>
        <source>Merge</source>
        <translation>Slå ihop</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>There is nobody to merge with.</source>
        <translation>Det finns ingen att slå ihop med.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who is also {label}? Their games become {name}&apos;s:</source>
        <translation>Vem är också {label}? Deras spel blir {name}s:</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Replay</source>
        <translation>Repris</translation>
    </message>
    <message>
        <location filename="../widgets/review/statsqueries.py" line="+78"/>
        <source>a figure could not be read ({error})</source>
        <translation>ett värde kunde inte läsas ({error})</translation>
    </message>
</context>
<context>
    <name>StatsModel</name>
    <message>
        <location filename="../widgets/review/stats.py" line="-838"/>
        <source>Player</source>
        <extracomment>The columns&apos; English headings (also the columns&apos; keys); shown translated, context &quot;StatsModel&quot;.</extracomment>
        <translation>Spelare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Vinster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win %</source>
        <translation>Vinst %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Bästa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst</source>
        <translation>Sämsta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 alike</source>
        <translation>Femtal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given up</source>
        <translation>Bortgivet</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Games with two or more players won, a shared first place included</source>
        <extracomment>Names of the house-rule variants in the history, by id (the window refreshes them).</extracomment>
        <translation>Vunna spel med två eller fler spelare, delad förstaplats inräknad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often the upper-section bonus was earned</source>
        <translation>Hur ofta bonusen i övre delen togs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of a kind rolled, at any roll of a turn</source>
        <translation>Slagna femtal, i vilket slag som helst under en tur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points given up per game (average): what the choices cost against perfect play</source>
        <translation>Bortgivna poäng per spel (medel): vad valen kostade jämfört med perfekt spel</translation>
    </message>
</context>
<context>
    <name>TableMode</name>
    <message>
        <location filename="../widgets/table/tablemode.py" line="-469"/>
        <source>{char} is not a die face: dice show 1 to 6.</source>
        <translation>{char} är inget tärningsvärde: tärningar visar 1 till 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{char}” is not a die face: type the faces as digits 1 to 6, like 6 6 3 2 1.</source>
        <translation>”{char}” är inget tärningsvärde: skriv värdena som siffror 1 till 6, som 6 6 3 2 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is {count} faces: a roll is five dice.</source>
        <translation>Det är {count} värden: ett slag är fem tärningar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Die {n} is held at {held}, so it can&apos;t show {typed}: release it with {n} first, or type only the 1 die rolled again.</source>
        <translation>Tärning {n} är sparad som {held}, så den kan inte visa {typed}: släpp den först med {n}, eller skriv bara den 1 tärning som slogs om.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Die {n} is held at {held}, so it can&apos;t show {typed}: release it with {n} first, or type only the {free} dice rolled again.</source>
        <translation>Tärning {n} är sparad som {held}, så den kan inte visa {typed}: släpp den först med {n}, eller skriv bara de {free} tärningar som slogs om.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You kept 1 die: type the {free} faces rolled again, or all five.</source>
        <translation>Du sparade 1 tärning: skriv de {free} värden som slogs om, eller alla fem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You kept {kept} dice: type the 1 face rolled again, or all five.</source>
        <translation>Du sparade {kept} tärningar: skriv det 1 värde som slogs om, eller alla fem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You kept {kept} dice: type the {free} faces rolled again, or all five.</source>
        <translation>Du sparade {kept} tärningar: skriv de {free} värden som slogs om, eller alla fem.</translation>
    </message>
</context>
<context>
    <name>TurningPanel</name>
    <message>
        <location filename="../widgets/review/turning.py" line="+182"/>
        <source>Chances to win over the game</source>
        <extracomment>The panels&apos; workers still running: stopped and waited for when Python exits. A daemon thread still inside Qt or NumPy when the interpreter finalizes is torn down mid-call, which ends the process with &quot;terminate called without an active exception&quot; (a non-zero exit after the game).</extracomment>
        <translation>Vinstchanser under spelets gång</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Work out the chances</source>
        <translation>Räkna ut chanserna</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The chances to win need a table that takes a few minutes to build the first time (it is kept for later games).</source>
        <translation>Vinstchanserna behöver en tabell som tar några minuter att bygga första gången (den sparas till senare spel).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Working out the chances to win…</source>
        <translation>Vinstchanserna räknas ut …</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The chances to win could not be worked out ({error}).</source>
        <translation>Vinstchanserna kunde inte räknas ut ({error}).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Building the table of chances to win (only the first time): {percent} %</source>
        <translation>Tabellen över vinstchanser byggs (bara första gången): {percent} %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Working out the chances to win: {percent} %</source>
        <translation>Vinstchanserna räknas ut: {percent} %</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Try again</source>
        <translation>Försök igen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The costliest choices:</source>
        <translation>De dyraste valen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No choice cost much chance to win.</source>
        <translation>Inget val kostade mycket av vinstchansen.</translation>
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
        <translation>{name} satte {points} på {box}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} kept {faces} of {dice}</source>
        <translation>{name} sparade {faces} av {dice}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} rolled all of {dice} again</source>
        <translation>{name} slog om alla av {dice}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scoring {box} would have kept {best} instead of {chosen}</source>
        <translation>att sätta {box} hade behållit {best} i stället för {chosen}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeping {faces} would have kept {best} instead of {chosen}</source>
        <translation>att spara {faces} hade behållit {best} i stället för {chosen}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rolling all five again would have kept {best} instead of {chosen}</source>
        <translation>att slå om alla fem hade behållit {best} i stället för {chosen}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round {round}: {choice}; {better}.</source>
        <translation>Omgång {round}: {choice}; {better}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name}&apos;s choices gave away no chance to win; the dice in {name}&apos;s turns added {dice} percentage points.</source>
        <translation>{name} gav inte bort någon vinstchans genom sina val; tärningarna i {name}s turer lade till {dice} procentenheter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s choices gave away no chance to win; the dice in {name}&apos;s turns took away {dice} percentage points.</source>
        <translation>{name} gav inte bort någon vinstchans genom sina val; tärningarna i {name}s turer tog bort {dice} procentenheter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s choices gave away {lost} percentage points of the chance to win; the dice in {name}&apos;s turns added {dice}.</source>
        <translation>{name} gav bort {lost} procentenheter av vinstchansen genom sina val; tärningarna i {name}s turer lade till {dice}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s choices gave away {lost} percentage points of the chance to win; the dice in {name}&apos;s turns took away {dice}.</source>
        <translation>{name} gav bort {lost} procentenheter av vinstchansen genom sina val; tärningarna i {name}s turer tog bort {dice}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name}: {start} at the start, highest {high}, lowest {low}, {end} at the end.</source>
        <translation>{name}: {start} i början, högst {high}, lägst {low}, {end} i slutet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player&apos;s chance to win over the game.</source>
        <translation>Varje spelares vinstchans under spelets gång.</translation>
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
        <translation>Tärningar i tre färger: färg, kåk i samma färg och bonus i steg.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>The classic 13 boxes: straights, full house for 25, Yacht for 50.</source>
        <translation>De klassiska 13 rutorna: stegar, kåk för 25, Yacht för 50.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Scandinavian 15 boxes: only the matching dice count, bonus 50.</source>
        <translation>De skandinaviska 15 rutorna: bara tärningarna som passar räknas, bonus 50.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The quick 12-box Yacht of the worldwide games: Choice, straights for 15 and 30.</source>
        <translation>Den snabba Yacht med 12 rutor som spelas världen över: Valfri, stegar för 15 och 30.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The official rules of the box lid: Yacht&apos;s 13 boxes, 100-point Yahtzee bonus, forced Joker.</source>
        <translation>De officiella reglerna från asklocket: Yachts 13 rutor, Yahtzee-bonus på 100 poäng, tvingad joker.</translation>
    </message>
    <message>
        <location filename="../rules/words.py" line="+136"/>
        <source>House rules based on {base}.</source>
        <translation>Husregler som bygger på {base}.</translation>
    </message>
</context>
<context>
    <name>VariantEditor</name>
    <message>
        <location filename="../widgets/dialogs/varianteditor.py" line="+58"/>
        <source>Forced (official: matching upper box first)</source>
        <translation>Tvingad (officiell: först den matchande rutan i övre delen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free (any open box)</source>
        <translation>Fri (valfri öppen ruta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed (any box; Joker scores once the upper box is filled)</source>
        <translation>Avslappnad (valfri ruta; jokern ger poäng när rutan i övre delen är fylld)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any open box</source>
        <translation>Valfri öppen ruta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top down (Yatzy down)</source>
        <translation>Uppifrån och ner (tvångs-Yatzy)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>{points} at {threshold}</source>
        <comment>upper bonus: points at this upper total</comment>
        <translation>{points} vid {threshold}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Variant to edit</source>
        <translation>Variant att redigera</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+51"/>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>total</source>
        <comment>a box&apos;s score: the sum of all five dice</comment>
        <translation>summa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matching</source>
        <comment>a box&apos;s score: only the matching dice count</comment>
        <translation>matchande</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>{one}, or {two}, or {none}</source>
        <translation>{one}, eller {two}, eller {none}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit:</source>
        <translation>&amp;Redigera:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Based on:</source>
        <translation>&amp;Bygger på:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Description:</source>
        <translation>Beskr&amp;ivning:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Order:</source>
        <translation>&amp;Ordning:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Joker:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yahtzee bonus:</source>
        <translation>&amp;Yahtzee-bonus:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Upper bonus:</source>
        <translation>Bonus i &amp;övre delen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box</source>
        <translation>Ruta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run length</source>
        <translation>Stegens längd</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Boxes: untick to leave a box out; names and scores can be edited</source>
        <translation>Rutor: bocka ur för att utelämna en ruta; namn och poäng kan ändras</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores: a number of points, &quot;{total}&quot;, &quot;{total}+15&quot; or &quot;{matching}&quot; (only the matching dice)</source>
        <translation>Poäng: ett antal poäng, &quot;{total}&quot;, &quot;{total}+15&quot; eller &quot;{matching}&quot; (bara de matchande tärningarna)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add box</source>
        <translation>&amp;Lägg till ruta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a box:</source>
        <translation>Lägg till en ruta:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>De&amp;lete</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;File…</source>
        <translation>Öppna &amp;fil…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a variant file from anywhere; Save then keeps it with your house rules</source>
        <translation>Öppna en variantfil var som helst ifrån; Spara lägger den sedan bland era husregler</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Our {variant}</source>
        <translation>Vårt {variant}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Open a variant file</source>
        <translation>Öppna en variantfil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant files (*.toml)</source>
        <translation>Variantfiler (*.toml)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Alla filer (*)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>these house rules</source>
        <translation>dessa husregler</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The file could not be written: {error}</source>
        <translation>Filen kunde inte skrivas: {error}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A new variant</source>
        <translation>En ny variant</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Play {box}</source>
        <translation>Spela {box}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its number</source>
        <translation>summan av den siffran</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Delete these house rules?</source>
        <translation>Ta bort dessa husregler?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete {name}? Saved games keep their rules.</source>
        <translation>Ta bort {name}? Sparade spel behåller sina regler.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be deleted: {error}</source>
        <translation>Filen kunde inte tas bort: {error}</translation>
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
        <translation>Yacht (12 rutor)</translation>
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
        <translation>säkert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sure to win</source>
        <translation>vinner säkert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>almost none</source>
        <comment>narrow column: short for almost no chance</comment>
        <translation>nästan ingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>almost no chance</source>
        <translation>nästan ingen chans</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} in 10</source>
        <comment>narrow column: short for about {count} in 10</comment>
        <translation>{count} på 10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about {count} in 10</source>
        <translation>ungefär {count} på 10</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 in {count}</source>
        <comment>narrow column: short for about 1 in {count}</comment>
        <translation>1 på {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about 1 in {count}</source>
        <translation>ungefär 1 på {count}</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>The chances to win cannot be worked out ({error}). The game goes on without them.</source>
        <extracomment>A :class:`GoalAnswer` for the moment asked about with ``options=True``.</extracomment>
        <translation>Vinstchanserna kan inte räknas ut ({error}). Spelet fortsätter utan dem.</translation>
    </message>
    <message>
        <location filename="../widgets/window/winchanceview.py" line="+133"/>
        <source>Chances to win are off (Preferences).</source>
        <extracomment>W: every player&apos;s chance, said (made by :meth:`add_say_key`, after the first frame).</extracomment>
        <translation>Vinstchanserna är avstängda (Inställningar).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chances to win are being worked out.</source>
        <translation>Vinstchanserna räknas ut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chances to win: {list}.</source>
        <translation>Vinstchanser: {list}.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Working out the chances to win for this game: {percent} %</source>
        <translation>Räknar ut vinstchanserna för det här spelet: {percent} %</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: {figure} chance to win if everyone plays their best from now on</source>
        <translation>{name}: {figure} chans att vinna om alla spelar sitt bästa från och med nu</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Who is winning</source>
        <translation>Vem vinner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show c&amp;hances to win under the names</source>
        <translation>Visa vinstcha&amp;nser under namnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s chance to win if everyone plays their best from now on. The first time, working it out takes a few minutes.</source>
        <translation>Varje spelares chans att vinna om alla spelar sitt bästa från och med nu. Första gången tar uträkningen några minuter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Percent (41 %)</source>
        <translation>Procent (41 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounded for children (about 1 in 5)</source>
        <translation>Avrundat för barn (ungefär 1 på 5)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Wording:</source>
        <translation>&amp;Formulering:</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>To win, {option} instead: {win} % chance to win, against {points} % for the most points.</source>
        <translation>För att vinna: hellre {option}, {win} % chans att vinna, mot {points} % för flest poäng.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../rules/words.py" line="-101"/>
        <source>Basic total</source>
        <translation>Summa grunddel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kismet total</source>
        <translation>Summa Kismetdel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upper total</source>
        <translation>Summa övre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower total</source>
        <translation>Summa nedre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Basic total with bonus</source>
        <translation>Summa grunddel med bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kismet total with bonus</source>
        <translation>Summa Kismetdel med bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upper total with bonus</source>
        <translation>Summa övre med bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower total with bonus</source>
        <translation>Summa nedre med bonus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grand total</source>
        <translation>Totalsumma</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{names} and {last}</source>
        <translation>{names} och {last}</translation>
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
        <translation>{place}:e</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{place}st</source>
        <comment>place: 1st, 21st</comment>
        <translation>{place}:a</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{place}nd</source>
        <comment>place: 2nd, 22nd</comment>
        <translation>{place}:a</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{place}rd</source>
        <comment>place: 3rd, 23rd</comment>
        <translation>{place}:e</translation>
    </message>
</context>
</TS>
