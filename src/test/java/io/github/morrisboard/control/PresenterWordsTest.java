package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.lights.Fault;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.setup.MenuLayout;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.words.Language;
import io.github.morrisboard.words.Sentence;
import io.github.morrisboard.words.Words;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static io.github.morrisboard.control.ControllerTest.HUMANS;
import static io.github.morrisboard.control.ControllerTest.VS_AI;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a person reads, in English, word for word: through the controller where a game gets there
 * easily, from the presenter's facts where it does not. Every message seen is then said in every
 * language and checked for a separator at its end.
 */
class PresenterWordsTest {
    private static final List<List<Sentence>> SEEN = new ArrayList<>();

    private static String english(Rig rig) {
        SEEN.add(rig.c.published().view().message());
        return rig.c.published().view().english();
    }

    private static String english(Presenter.Facts f) {
        SEEN.add(Sentences.message(f));
        return Words.english().render(Sentences.message(f));
    }

    private static String point(MenuOption o) {
        return Point.name(MenuLayout.pointOf(o));
    }

    // ---------------------------------------------------------------- the menu

    @Test
    void theMenuShowsTheChoicesAsTextAndAcknowledgesEachOne() {
        Rig rig = new Rig(VS_AI);
        assertEquals("You play white against the AI, level 3. Hints on. Nine men's morris. "
                + "To choose, put a piece on a lit point and lift it again; d1 starts the game", english(rig));
        tap(rig, new MenuOption.Level(7));
        assertEquals("Level 7 chosen. You play white against the AI, level 7. Hints on. Nine men's morris", english(rig));
        tap(rig, new MenuOption.AiSide(Color.WHITE));
        assertEquals("You play black against the AI, level 7. Hints on. Nine men's morris", english(rig),
                "the side chosen is said once, by the choices themselves");
        tap(rig, new MenuOption.Hints(false));
        assertEquals("Hints turned off. You play black against the AI, level 7. Hints off. Nine men's morris", english(rig));
        tap(rig, new MenuOption.Preset(Rules.TWELVE));
        assertEquals("Twelve men's morris chosen. You play black against the AI, level 7. Hints off. Twelve men's morris",
                english(rig));
        tap(rig, new MenuOption.PickMode(Mode.HUMAN_HUMAN));
        assertEquals("Two players chosen. Two players, no AI. Hints off. Twelve men's morris", english(rig));
        tap(rig, new MenuOption.PickMode(Mode.AI_AI));
        assertEquals("AI against AI chosen. The AI plays itself, level 7. Hints off. Twelve men's morris", english(rig));
        rig.press("hint");
        assertEquals("The AI plays itself, level 7. Hints off. Twelve men's morris. "
                + "The hint button steps through the lit points; the menu button chooses the blinking one", english(rig));
    }

    private static void tap(Rig rig, MenuOption o) {
        rig.place(point(o)).lift(point(o));
    }

    /** After an abandoned game the board is cleared first; the last piece lifted is no menu choice (it was one). */
    @Test
    void afterAnAbandonedGameClearTheBoardToStartAgain() {
        Rig rig = new Rig(HUMANS);
        rig.newGame();
        rig.carryOut("a1 b2");
        rig.press("menu").advance(500).press("menu");
        assertEquals(Phase.MENU, rig.c.state().phase());
        assertEquals("Game abandoned. Clear the board to start again", english(rig));
        rig.lift("b2");
        assertEquals("Game abandoned. Clear the board to start again", english(rig), "a1 still holds a piece");
        rig.lift("a1"); // a1 is the menu's "nine men's morris": lifting the last piece is not a tap
        assertEquals("Two players, no AI. Hints on. Nine men's morris. "
                + "To choose, put a piece on a lit point and lift it again; d1 starts the game", english(rig));
    }

    // ---------------------------------------------------------------- play

    @Test
    void youPlayWhiteAndTheAisPlacementIsToBeCarriedOut() {
        Rig rig = new Rig(VS_AI);
        rig.newGame();
        assertEquals("You play white: place a piece", english(rig));
        rig.place("d6");
        Ply ai = rig.c.state().opponentPlies().getFirst();
        String to = Point.name(ai.to());
        assertEquals("The AI places a black piece on " + to + ": put it there", english(rig));
        assertEquals("The board matches the game", Words.english().render(rig.c.published().view().syncLine()));
    }

    /** With the sensor bus unplugged the board does not know what stands on it: it must not say it matches. */
    @Test
    void aBoardThatCannotBeReadDoesNotSayItMatches() {
        Rig rig = new Rig(HUMANS);
        rig.newGame();
        rig.carryOut("a1 b2");
        FaultSource chip = new FaultSource.Chip(0x20);
        rig.c.handle(new Event.FaultChanged(rig.now, chip, "reed expander 0x20 stopped answering", true));
        rig.advance(100);
        assertEquals("The board cannot be read now", Words.english().render(rig.c.published().view().syncLine()));
        assertEquals("unknown", rig.c.published().view().sync(), "nor the English line for scripts");
        assertEquals("human-vs-human, ply 2, white to move, unknown; fault: reed expander 0x20 stopped answering", rig.c.state().status());
        rig.c.handle(new Event.FaultChanged(rig.now, chip, "reed expander 0x20 answers again", false));
        rig.advance(100);
        assertEquals("The board matches the game", Words.english().render(rig.c.published().view().syncLine()), "and once it answers again");
    }

    /** A wrong execution of the AI's placement: its piece is not "back" anywhere, it is the AI's move. */
    @Test
    void theAisPendingPieceIsToldApartFromAMistake() {
        Rig rig = new Rig(VS_AI);
        rig.newGame();
        rig.place("d6");
        Ply ai = rig.c.state().opponentPlies().getFirst();
        String wrong = Point.name(Integer.numberOfTrailingZeros(rig.game().position().empty() & ~Point.bit(ai.to())));
        rig.place(wrong).advance(3000);
        assertInstanceOf(Verdict.Mismatch.class, rig.c.state().verdict());
        assertEquals("Take the piece off " + wrong + ". Put a black piece on " + Point.name(ai.to()) + " for the AI's move",
                english(rig), "the piece off first: with the AI's piece put first, the one on " + wrong + " would be white's placement");
    }

    /**
     * A piece slid in the placing phase: followed in the order said, the words must not make a ply.
     * Put back on d6 first, the piece on a1 would be a legal placement, and the game would go on.
     */
    @Test
    void aMismatchIsToldInAnOrderThatMakesNoPly() {
        Rig rig = new Rig(HUMANS);
        rig.newGame();
        rig.carryOut("d6 b4");
        rig.lift("d6").place("a1").advance(3000);
        assertEquals("Take the piece off a1. Put the white piece back on d6", english(rig));
        rig.lift("a1").advance(3000);
        assertEquals("d6 b4", rig.record(), "taking it off first makes no ply");
        rig.place("d6").advance(3000);
        assertEquals("d6 b4", rig.record());
        assertInstanceOf(Verdict.InSync.class, rig.c.state().verdict());
    }

    /**
     * A removal made with an own piece knocked off: the words ask only for that piece, and say the removal
     * then counts (newcomer finding 2: never a step the board does not need; say when the rest is a ply).
     */
    @Test
    void aRemovalWithAnOwnPieceKnockedOffAsksOnlyForThatPieceAndSaysTheRemovalCounts() {
        Rig rig = new Rig(HUMANS);
        rig.newGame();
        rig.carryOut("a1 b2 a4 b4 a7");
        rig.edge("a1", false).edge("b2", false).advance(3000);
        assertEquals("Put the white piece back on a1. Then this counts as a move: taking b2", english(rig));
        rig.place("a1");
        assertEquals("a1 b2 a4 b4 a7 xb2", rig.record());
        assertEquals("Black places a piece", english(rig));
    }

    /** Two pieces put down at once: either one left is a placement, so the words ask for all but one to come off. */
    @Test
    void twoPiecesPutDownAtOnceAreToComeOffAllButOne() {
        Rig rig = new Rig(HUMANS);
        rig.newGame();
        rig.edge("a1", true).edge("d6", true).advance(3000);
        assertEquals("Take off all but one of the pieces on a1 d6: the one left counts as a move", english(rig));
        rig.lift("a1");
        assertEquals("d6", rig.record());
    }

    /** The last ply's piece lifted with a piece put down: once that piece is off, the board takes the ply back, and the words say so. */
    @Test
    void aStepThatTakesTheLastPlyBackIsSaid() {
        Rig rig = new Rig(HUMANS);
        rig.newGame();
        rig.carryOut("d6 b4");
        rig.edge("b4", false).edge("a1", true).advance(3000);
        assertEquals("Take the piece off a1. Then this takes back: b4", english(rig));
        rig.lift("a1");
        assertEquals("d6", rig.record());
    }

    @Test
    void aPieceLiftedByMistakeIsToBePutBackByColour() {
        Rig rig = new Rig(HUMANS);
        rig.newGame();
        rig.carryOut("a1 b2 a4");
        rig.lift("a1").advance(3000);
        assertEquals("Put the white piece back on a1", english(rig));
        assertEquals("The board differs from the game: a piece missing on a1", Words.english().render(rig.c.published().view().syncLine()));
        rig.place("a1");
        assertEquals("Black places a piece", english(rig));
    }

    @Test
    void twoPlayersByColourWithAMillAndAHint() {
        Rig rig = new Rig(HUMANS);
        rig.newGame();
        assertEquals("White places a piece", english(rig));
        rig.carryOut("a1 b2 a4 b4");
        rig.press("hint").advance(100);
        assertEquals("White places a piece. Hint: place on a7", english(rig));
        rig.place("a7");
        assertEquals("Mill! White takes a black piece off the board", english(rig));
        rig.lift("b4");
        assertEquals("Black places a piece", english(rig));
    }

    @Test
    void aTakebackIsAnnounced() {
        Rig rig = new Rig(HUMANS);
        rig.newGame();
        rig.carryOut("a1 b2 a4");
        rig.lift("a4").advance(2000); // black's turn, and white's last piece lifted: the board before a4
        assertEquals("a1 b2", rig.record());
        assertEquals("Move taken back: a4. White places a piece", english(rig));
        rig.place("d6");
        assertEquals("Black places a piece", english(rig), "a new ply ends the takeback's news");
    }

    /** Issue 32: a takeback that undid a removal said the notation ("Moves taken back: a7 xd1"). */
    @Test
    void aTakebackOfARemovalSaysItInWords() {
        Presenter.Facts f = play(HUMANS, Game.replay(Rules.STANDARD, "a1 d1 a4 d2"), List.of());
        f = new Presenter.Facts(f.phase(), f.setup(), f.game(), f.verdict(), f.opponentPlies(), f.menu(), f.asked(), f.ending(),
                new PlayNotes.Facts(List.of(Notation.parsePly("a7"), Notation.parsePly("xd1")), new PlayNotes.Mill(0, 0), 0), f.faults(),
                f.reconciling());
        assertEquals("Moves taken back: a7, taking d1. White places a piece", english(f));
    }

    /** The takeback's news lasts until the board changes: a later, unrelated mismatch is said alone. */
    @Test
    void aTakebackIsNotCarriedIntoALaterMismatch() {
        Rig rig = new Rig(HUMANS);
        rig.newGame();
        rig.carryOut("a1 b2 a4");
        rig.lift("a4").advance(2000);
        assertEquals("Move taken back: a4. White places a piece", english(rig));
        rig.lift("a1").advance(3000);
        assertEquals("Put the white piece back on a1", english(rig));
    }

    @Test
    void theAisRemovalAndMove() {
        Game g = Game.start(Rules.STANDARD).play(Ply.place(Point.parse("d6")));
        assertEquals("The AI takes your piece on b4: lift it",
                english(play(VS_AI, g, List.of(Ply.remove(Point.parse("b4"))))));
        assertEquals("The AI moves b4 to c4: carry it out",
                english(play(VS_AI, g, List.of(Ply.move(Point.parse("b4"), Point.parse("c4"))))));
        assertEquals("The AI takes the white piece on b4: lift it",
                english(play(VS_AI.withMode(Mode.AI_AI), g, List.of(Ply.remove(Point.parse("b4"))))));
        assertEquals("The AI is thinking", english(play(VS_AI, g, List.of())));
    }

    /** Issue 32: the friend's board's removal was "The opponent plays xd1: carry it out", bare notation. */
    @Test
    void theFriendsBoardsPliesAreSaidInWordsNotNotation() {
        Setup remote = new Setup(Mode.REMOTE, Color.BLACK, 3, true, Rules.STANDARD);
        Game g = Game.start(Rules.STANDARD).play(Ply.place(Point.parse("d6")));
        for (String[] said : new String[][]{{"b4", "The opponent places a black piece on b4: put it there"},
                {"b4-c4", "The opponent moves b4 to c4: carry it out"}, {"xd6", "The opponent takes your piece on d6: lift it"}}) {
            assertEquals(said[1], english(play(remote, g, List.of(Notation.parsePly(said[0])))), said[0]);
        }
    }

    /**
     * Remote play: a friend on another board is the opponent, never "the AI", in every language: the mill's
     * removal and the mismatch line's piece put down for the friend's announced ply ("you.take" and "fix.ai.*"
     * said "the AI's" before).
     */
    @Test
    void aFriendsBoardIsTheOpponentNotTheAi() {
        Setup remote = new Setup(Mode.REMOTE, Color.BLACK, 3, true, Rules.STANDARD);
        assertEquals("Mill! Take one of the opponent's pieces off the board",
                english(play(remote, Game.replay(Rules.STANDARD, "a1 d1 a4 d2 a7"), List.of())));
        Game g = Game.replay(Rules.STANDARD, "d6");
        Presenter.Facts wrong = play(remote, g, List.of(Notation.parsePly("b4"))).with(new Verdict.Mismatch(
                Point.bit(Point.parse("b4")), Point.bit(Point.parse("a1")), Verdict.Reason.NO_LEGAL_ACTION));
        assertEquals("Take the piece off a1. Put a black piece on b4 for the opponent's move", english(wrong));
        assertEquals("Take the piece off a1. Put a black piece on b4 for the AI's move",
                english(play(VS_AI, g, List.of(Notation.parsePly("b4"))).with(wrong.verdict())), "against the AI it is the AI's");
        // each language's word for the AI, as its catalog says "The AI is thinking"
        java.util.Map<Language, String> theAi = java.util.Map.of(Language.EN, "AI", Language.RU, "компьютер", Language.PL, "komputer",
                Language.CS, "počítač", Language.HU, "gép");
        for (Language l : Language.values()) {
            assertTrue(Words.of(l).render(Sentence.of("ai.thinking")).toLowerCase(java.util.Locale.ROOT)
                    .contains(theAi.get(l).toLowerCase(java.util.Locale.ROOT)), l.tag() + ": the word for the AI");
            for (Presenter.Facts f : List.of(wrong, play(remote, Game.replay(Rules.STANDARD, "a1 d1 a4 d2 a7"), List.of()))) {
                String text = Words.of(l).render(Sentences.message(f));
                assertFalse(text.toLowerCase(java.util.Locale.ROOT).contains(theAi.get(l).toLowerCase(java.util.Locale.ROOT)), l.tag() + ": " + text);
            }
        }
    }

    /** Issue 32: rules were shown as their ids ("twelve,flying=off"); every option's every value has words in every language. */
    @Test
    void rulesAreSaidInWordsWithEveryOptionInEveryLanguage() {
        assertEquals("Twelve men's morris (without flying, a draw after 50 moves without a mill)",
                Words.english().render((Sentence) RulesSaid.of("twelve,flying=off,draw-plies=50")));
        assertEquals("Nine men's morris", Words.english().render((Sentence) RulesSaid.of("standard")));
        assertTrue(english(facts(Phase.MENU, new Setup(Mode.HUMAN_HUMAN, Color.BLACK, 3, true, Rules.parse("twelve,flying=off")),
                Optional.empty(), List.of(), List.of())).contains("Hints on. Twelve men's morris (without flying)"), "the menu says the options too");
        for (String option : Rules.OPTIONS) {
            String key = option.substring(0, option.indexOf('='));
            for (String value : option.substring(key.length() + 1).replace("N", "0|7").split("\\|")) {
                assertTrue(key.equals("draw-plies") || Words.english().templates().containsKey("rules." + key + "." + value), key + "=" + value);
                Sentence said = (Sentence) RulesSaid.of("standard," + key + "=" + value);
                for (Language l : Language.values()) {
                    String text = Words.of(l).render(said);
                    assertFalse(text.contains("=") || text.contains("standard") || key.contains("-") && text.contains(key), l.tag() + " " + option + ": " + text);
                }
            }
        }
    }

    /** The example: a piece to take off and one to put back (in that order), colours named, no separator at the end. */
    @Test
    void putThePieceBackAndTakeTheOtherOff() {
        Game g = Game.replay(Rules.STANDARD, "c4 a1");
        Presenter.Facts f = play(HUMANS, g, List.of()).with(new Verdict.Mismatch(Point.bit(Point.parse("c4")),
                Point.bit(Point.parse("e5")), Verdict.Reason.NO_LEGAL_ACTION));
        assertEquals("Take the piece off e5. Put the white piece back on c4", english(f));
        f = f.with(new Verdict.Mismatch(Point.bit(Point.parse("c4")) | Point.bit(Point.parse("a1")),
                Point.bit(Point.parse("e5")) | Point.bit(Point.parse("f4")), Verdict.Reason.RESTORE));
        assertEquals("The board changed while the power was off. Take the pieces off e5 f4. "
                + "Put the white piece back on c4. Put the black piece back on a1", english(f));
    }

    /**
     * The line under the message names what differs with a noun, one piece or several (issue 32: ru-12,
     * pl-9, cs-8, hu-13, X10; «лишние на a1» had no noun and a plural for one point). The number is not
     * said, so a noun's singular or plural is all a language needs, Russian's, Polish's and Czech's too.
     */
    @Test
    void theSyncLineSaysOnePieceOrSeveralInEveryLanguage() {
        Game g = Game.replay(Rules.STANDARD, "c4 a1 e5");
        int a1 = Point.bit(Point.parse("a1")), c4 = Point.bit(Point.parse("c4")), e5 = Point.bit(Point.parse("e5"));
        int d6 = Point.bit(Point.parse("d6")), f4 = Point.bit(Point.parse("f4"));
        Presenter.Facts f = play(HUMANS, g, List.of());
        List<String> said = new ArrayList<>();
        for (Verdict.Mismatch m : List.of(new Verdict.Mismatch(c4, 0, Verdict.Reason.NO_LEGAL_ACTION),
                new Verdict.Mismatch(c4 | a1, 0, Verdict.Reason.NO_LEGAL_ACTION),
                new Verdict.Mismatch(0, d6, Verdict.Reason.NO_LEGAL_ACTION),
                new Verdict.Mismatch(c4, d6 | f4, Verdict.Reason.NO_LEGAL_ACTION),
                new Verdict.Mismatch(c4 | e5, d6, Verdict.Reason.NO_LEGAL_ACTION))) {
            Sentence line = Presenter.syncLine(f.with(m));
            for (Language l : List.of(Language.EN, Language.RU, Language.PL, Language.CS, Language.HU)) {
                said.add(l.tag() + ": " + Words.of(l).render(line));
            }
        }
        assertEquals(List.of(
                "en: The board differs from the game: a piece missing on c4",
                "ru: Доска не совпадает с партией: нет фишки на c4",
                "pl: Plansza nie zgadza się z partią: brak pionka na c4",
                "cs: Deska neodpovídá hře: chybí kámen na c4",
                "hu: A tábla eltér a játszmától – hiányzó bábu: c4",
                "en: The board differs from the game: pieces missing on a1 c4",
                "ru: Доска не совпадает с партией: нет фишек на a1 c4",
                "pl: Plansza nie zgadza się z partią: brak pionków na a1 c4",
                "cs: Deska neodpovídá hře: chybí kameny na a1 c4",
                "hu: A tábla eltér a játszmától – hiányzó bábuk: a1 c4",
                "en: The board differs from the game: an extra piece on d6",
                "ru: Доска не совпадает с партией: лишняя фишка на d6",
                "pl: Plansza nie zgadza się z partią: zbędny pionek na d6",
                "cs: Deska neodpovídá hře: kámen navíc na d6",
                "hu: A tábla eltér a játszmától – fölösleges bábu: d6",
                "en: The board differs from the game: a piece missing on c4, extra pieces on d6 f4",
                "ru: Доска не совпадает с партией: нет фишки на c4, лишние фишки на d6 f4",
                "pl: Plansza nie zgadza się z partią: brak pionka na c4, zbędne pionki na d6 f4",
                "cs: Deska neodpovídá hře: chybí kámen na c4, kameny navíc na d6 f4",
                "hu: A tábla eltér a játszmától – hiányzó bábu: c4; fölösleges bábuk: d6 f4",
                "en: The board differs from the game: pieces missing on c4 e5, an extra piece on d6",
                "ru: Доска не совпадает с партией: нет фишек на c4 e5, лишняя фишка на d6",
                "pl: Plansza nie zgadza się z partią: brak pionków na c4 e5, zbędny pionek na d6",
                "cs: Deska neodpovídá hře: chybí kameny na c4 e5, kámen navíc na d6",
                "hu: A tábla eltér a játszmától – hiányzó bábuk: c4 e5; fölösleges bábu: d6"), said);
    }

    // ---------------------------------------------------------------- game over, faults

    @Test
    void theOutcomeFromThePersonsSide() {
        assertEquals("You win: the AI is down to two pieces", say(Sentences.outcome(new Outcome.Win(Color.WHITE, Outcome.WinReason.PIECES), VS_AI)));
        assertEquals("The AI wins: you cannot move", say(Sentences.outcome(new Outcome.Win(Color.BLACK, Outcome.WinReason.BLOCKADE), VS_AI)));
        assertEquals("Black wins: white is down to two pieces", say(Sentences.outcome(new Outcome.Win(Color.BLACK, Outcome.WinReason.PIECES), HUMANS)));
        assertEquals("Draw: too many moves without a mill", say(Sentences.outcome(new Outcome.Draw(Outcome.DrawReason.NO_REMOVAL), HUMANS)));
    }

    private static String say(Sentence s) {
        SEEN.add(List.of(s));
        return Words.english().render(s);
    }

    @Test
    void faultsSayWhatToCheck() {
        Presenter.Facts f = facts(Phase.STARTING, VS_AI, Optional.empty(), List.of(),
                List.of(new FaultSource.Chip(0x21), new FaultSource.Reed(Point.parse("d6"))));
        assertEquals("Reading the board. The sensor chip 0x21 does not answer: check the sensor cable. "
                + "The sensor at d6 flickers: check the piece there", english(f));
        assertEquals("starting: reading the board; fault: chip gone; reed chatters", Presenter.status(f), "the status line stays English");
    }

    // ---------------------------------------------------------------- every language

    /** Every message seen above, in every language: never ends with a separator, never a doubled one. */
    @AfterAll
    static void noMessageEndsWithASeparatorInAnyLanguage() {
        assertFalse(SEEN.isEmpty());
        for (Language l : Language.values()) {
            for (List<Sentence> m : SEEN) {
                String text = Words.of(l).render(m);
                assertFalse(text.matches("(?s).*[;:,.]\\s*$") || text.matches("(?s).*[;:,.]\\s*[;:,.].*") || text.isBlank(),
                        l.tag() + ": \"" + text + "\"");
            }
        }
    }

    // ---------------------------------------------------------------- facts without a controller

    private static Presenter.Facts play(Setup setup, Game g, List<Ply> opponentPlies) {
        return facts(Phase.PLAY, setup, Optional.of(g), opponentPlies, List.of());
    }

    private static Presenter.Facts facts(Phase phase, Setup setup, Optional<Game> g, List<Ply> opponentPlies,
                                         List<FaultSource> faults) {
        return FactsFor.facts(phase, setup, g, opponentPlies,
                new Faults.Facts(Fault.NONE, faults.isEmpty() ? "" : "chip gone; reed chatters", faults));
    }
}
