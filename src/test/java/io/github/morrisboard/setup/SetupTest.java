package io.github.morrisboard.setup;

import io.github.morrisboard.testing.Setups;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A setup's game code is a {@link GameCode}'s id and nothing else. */
class SetupTest {
    @Test
    void aCodeIsAGameCodesIdOnly() {
        GameCode code = GameCode.ofId("a1-b4-d2-g7");
        assertEquals(Optional.of(code), Setups.EXAMPLE.withCode(code).code());
        assertEquals("a1-b4-d2-g7", code.id());
        assertEquals(Optional.empty(), Setups.EXAMPLE.code(), "no remote game");
        // b1 is no point of the board; g7 before a1 is not point order; a1 four times is one point
        for (String bad : List.of("b1-c2-d3-e4", "g7-a1-b4-d2", "a1-a1-a1-a1", "a1 b4 d2 g7", "a1-b4-d2", "")) {
            assertThrows(IllegalArgumentException.class, () -> GameCode.ofId(bad), bad);
        }
    }
}
