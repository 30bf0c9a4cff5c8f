package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.testing.LogLines;
import ch.qos.logback.classic.spi.ILoggingEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Optional;

import static io.github.morrisboard.control.ControllerTest.HUMANS;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the controller writes to the log, read by a person: counted words agree with their number. */
class ControllerLogTest {
    @RegisterExtension
    final LogLines log = LogLines.of(Controller.class);

    @Test
    void aResumedGameOfOnePlyIsOnePlyInTheLog() {
        Setup setup = HUMANS;
        Game one = Game.start(setup.rules()).play(Notation.parsePly("d6"));
        Rig rig = new Rig(setup, Optional.of(new Resume(setup, one)), one.position().occupied());
        rig.advance(100);
        List<String> lines = log.events().stream().map(ILoggingEvent::getFormattedMessage).toList();
        assertTrue(lines.stream().anyMatch(l -> l.endsWith(", plies so far: 1")), lines.toString());
        assertTrue(lines.contains("resumed a game, plies played: 1 (in sync)"), lines.toString());
    }
}
