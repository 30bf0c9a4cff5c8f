package io.github.morrisboard.control;

import io.github.morrisboard.board.Button;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the buttons and a paired phone ask for, phase by phase. */
class PlayerRequestsTest {
    private static final PageCommand.Pairing PAIRING = new PageCommand.Pairing("client", "1234", 30_000, news -> { });

    @Test
    void theHintButtonHintsInPlayAndStepsTheMenu() {
        assertEquals(new PlayerRequests.Request.Hint(), PlayerRequests.press(Button.HINT, Phase.PLAY));
        assertEquals(new PlayerRequests.Request.Step(), PlayerRequests.press(Button.HINT, Phase.MENU));
        assertEquals(new PlayerRequests.Request.Nothing(), PlayerRequests.press(Button.HINT, Phase.STARTING), "nothing to log");
        assertEquals(new PlayerRequests.Request.Nothing(), PlayerRequests.press(Button.HINT, Phase.OVER));
    }

    @Test
    void theMenuButtonDependsOnThePhase() {
        assertEquals(new PlayerRequests.Request.MenuPressed(), PlayerRequests.press(Button.MENU, Phase.PLAY));
        assertEquals(new PlayerRequests.Request.Menu(), PlayerRequests.press(Button.MENU, Phase.OVER));
        assertEquals(new PlayerRequests.Request.Choose(), PlayerRequests.press(Button.MENU, Phase.MENU));
        PlayerRequests.Request waits = PlayerRequests.press(Button.MENU, Phase.STARTING);
        assertTrue(assertInstanceOf(PlayerRequests.Request.Ignored.class, waits).why().contains("board has been read"));
    }

    @Test
    void aPhoneActsOnTheGameOnlyInPlay() {
        String how = PlayerRequests.FROM_A_PHONE;
        assertEquals(new PlayerRequests.Request.Hint(), PlayerRequests.page(new PageCommand.Hint(), Phase.PLAY, false));
        assertEquals(new PlayerRequests.Request.Resign(how), PlayerRequests.page(new PageCommand.Resign(), Phase.PLAY, false));
        assertEquals(new PlayerRequests.Request.OfferDraw(how), PlayerRequests.page(new PageCommand.OfferDraw(), Phase.PLAY, false));
        assertEquals(new PlayerRequests.Request.DeclineDraw(how), PlayerRequests.page(new PageCommand.DeclineDraw(), Phase.PLAY, false));
        for (Phase phase : new Phase[] {Phase.STARTING, Phase.MENU, Phase.OVER}) {
            for (PageCommand c : new PageCommand[] {new PageCommand.Hint(), new PageCommand.Resign(), new PageCommand.OfferDraw(),
                    new PageCommand.DeclineDraw(), new PageCommand.TakeBack()}) {
                PlayerRequests.Request r = PlayerRequests.page(c, phase, true);
                assertEquals("page: " + c + " ignored in " + phase, assertInstanceOf(PlayerRequests.Request.Ignored.class, r).why());
            }
        }
    }

    @Test
    void aTakebackOnlyWhereTheGameAllowsThem() {
        assertEquals(new PlayerRequests.Request.TakeBack(), PlayerRequests.page(new PageCommand.TakeBack(), Phase.PLAY, true));
        assertInstanceOf(PlayerRequests.Request.Ignored.class, PlayerRequests.page(new PageCommand.TakeBack(), Phase.PLAY, false));
    }

    @Test
    void aPairingIsAskedInAnyPhaseAndTheMenusCommandsAreNotHere() {
        for (Phase phase : Phase.values()) {
            assertEquals(new PlayerRequests.Request.Pairing(PAIRING), PlayerRequests.page(PAIRING, phase, false));
        }
        assertInstanceOf(PlayerRequests.Request.Ignored.class, PlayerRequests.page(new PageCommand.Start(), Phase.MENU, false),
                "the menu session answers its own commands first");
    }
}
