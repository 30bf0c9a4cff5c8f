package io.github.morrisboard.app.service;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.ai.Analyser;
import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.AnalysisFiles;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.web.AnalysisJson;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The companion page of the assembled controller ({@code web = view}) in headless Chromium, with a
 * finished game and its analysis in the state directory as the background analysis leaves them: the
 * page draws the evaluation graph, one point a ply, and marks each mistake and blunder.
 */
class CompanionAnalysisBrowserTest extends CompanionBrowserTest {
    /** The finished game in the history and its analysis (made before the service starts; one test instance). */
    private static Game game;
    private static Analysis analysis;

    CompanionAnalysisBrowserTest() throws Exception {
        super(withAnalysedGame(), "view");
    }

    private static Path withAnalysedGame() throws Exception {
        Path stateDir = Files.createTempDirectory("morrisboard-analysis");
        game = AnalysisAfterGameTest.finishedGame();
        analysis = new Analyser(Searcher.of(2, Tables.none()), 20_000).analyse(game);
        assertTrue(!analysis.marked().isEmpty(), "level 1 made mistakes to mark");
        new GameStore(stateDir).appendHistory(Setups.EXAMPLE, game);
        new AnalysisFiles(stateDir).write(game.rules(), game.plies(), AnalysisJson.of(analysis));
        return stateDir;
    }

    @Test
    void theEvaluationGraphIsDrawnWithTheMistakesMarked() {
        open();
        await("the graph of game 1", () -> "1".equals(driver().findElement(By.tagName("body")).getDomAttribute("data-analysed")));
        WebElement line = driver().findElement(By.cssSelector("#analysis svg polyline.eval-line"));
        assertEquals(game.plyCount() + 1, line.getDomAttribute("points").trim().split("\\s+").length, "a point before the game and after each ply");
        List<WebElement> marks = driver().findElements(By.cssSelector("#analysis svg circle.mark"));
        List<Analysis.Step> marked = analysis.marked();
        assertEquals(marked.size(), marks.size(), "one mark a mistake or blunder");
        for (int i = 0; i < marked.size(); i++) {
            Analysis.Step s = marked.get(i);
            assertEquals(String.valueOf(s.index() + 1), marks.get(i).getDomAttribute("data-ply"));
            assertTrue(marks.get(i).getDomAttribute("class").contains(s.mark() == Analysis.Mark.BLUNDER ? "blunder" : "mistake"));
        }
        List<WebElement> listed = driver().findElements(By.cssSelector("#analysis-marks li"));
        assertEquals(marked.size(), listed.size());
        Analysis.Step first = marked.getFirst();
        String played = first.played().toString(); // a removal in words, a placement or a move as the record writes it
        String said = (played.startsWith("x") ? "taking " + played.substring(1) : played) + first.mark().sign();
        assertTrue(listed.getFirst().getText().contains(said), listed.getFirst().getText());
        assertTrue(driver().findElements(By.cssSelector("#games button.graph")).size() == 1, "the finished game has its button");
        ((org.openqa.selenium.JavascriptExecutor) driver()).executeScript("document.getElementById('analysis').scrollIntoView()");
        screenshot("companion-analysis");
    }
}
