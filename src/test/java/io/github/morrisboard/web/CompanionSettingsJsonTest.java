package io.github.morrisboard.web;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The companion page's settings line names the rules in words (issue 32: it showed
 * "Twelve men's morris (flying=off)", and any other option as the settings file writes it): the
 * settings carry the rules as a sentence of the catalog for the page to say in its language.
 */
class CompanionSettingsJsonTest {

    @Test
    void theRulesComeAsASentenceBesideTheSettingsText() {
        Setup s = new Setup(Mode.HUMAN_AI, Color.BLACK, 3, true, Rules.parse("twelve,flying=off,repetition=off"));
        String json = CompanionJson.settings(s, "play");
        assertTrue(json.contains("\"rules\":\"twelve,flying=off,repetition=off\""), json);
        assertTrue(json.contains("\"rules.said\":{\"key\":\"rules.with\",\"args\":[{\"key\":\"setup.rules.twelve\",\"args\":[]},"
                + "{\"key\":\"rules.and\",\"args\":[{\"key\":\"rules.flying.off\",\"args\":[]},{\"key\":\"rules.repetition.off\",\"args\":[]}]}]}"), json);
        assertTrue(CompanionJson.settings(Setups.EXAMPLE, "play").contains("\"rules.said\":{\"key\":\"setup.rules.standard\",\"args\":[]}"));
    }

    /** Issue 33: the adaptive level is said, with the level in use. */
    @Test
    void anAdaptiveLevelIsSaidWithTheLevelInUse() {
        String json = CompanionJson.settings(io.github.morrisboard.testing.Setups.EXAMPLE.withAdaptive(true).withLevel(7), "play");
        org.junit.jupiter.api.Assertions.assertTrue(json.contains("\"level\":7,\"adaptive\":true"), json);
    }
}
