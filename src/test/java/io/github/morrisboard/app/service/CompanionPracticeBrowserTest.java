package io.github.morrisboard.app.service;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The companion page's practice (issue 33) in Chromium, on the assembled controller: the section drawn
 * from what the loop published (the puzzles with their counts, the day's puzzle, the rating), and a
 * paired phone setting a puzzle up on the board and leaving it.
 */
class CompanionPracticeBrowserTest extends CompanionBrowserTest {
    CompanionPracticeBrowserTest() throws Exception {
    }

    @Test
    void aPairedPhoneSetsAPuzzleUpFromTheList() throws Exception {
        open();
        await("the practice section", () -> body("practice").equals("30"));
        assertEquals(30, driver().findElements(By.cssSelector("#puzzles > li")).size());
        assertEquals("Puzzles solved: 0 of 30", text(By.id("practice-count")));
        assertTrue(text(By.id("practice-rating")).startsWith("No rating yet"), text(By.id("practice-rating")));
        assertTrue(text(By.id("practice-today")).startsWith("Puzzle of the day: Puzzle: "), text(By.id("practice-today")));
        String first = text(By.cssSelector("#puzzles > li[data-puzzle='b3'] .title"));
        assertEquals("Puzzle: find the best move · built in · solved 0, failed 0", first);
        assertTrue(!driver().findElement(By.cssSelector("#puzzles > li[data-puzzle='b3'] button")).isDisplayed(),
                "an unpaired phone sets nothing up");
        pairAtTheBoard();
        script("document.getElementById('practice').scrollIntoView()");
        screenshot("companion-practice");
        await("the menu again after pairing", () -> body("phase").equals("menu"));
        driver().findElement(By.cssSelector("#puzzles > li[data-puzzle='b3'] button")).click();
        await("the board to set the puzzle up", () -> body("phase").equals("setup"));
        assertEquals("202", body("practice-sent"));
        await("the page's words for it", () -> text(By.id("message")).startsWith("Puzzle: find the best move. Set up its position"));
        assertTrue(driver().findElement(By.id("cmd-leave")).isDisplayed());
        driver().findElement(By.id("cmd-leave")).click();
        await("left: the menu, the board being empty", () -> body("phase").equals("menu"));
    }
}
