package io.github.morrisboard.sim;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class StateJsonTest {
    @Test
    void coloursAreLowerCaseHexWithoutAlpha() {
        assertEquals(List.of("#0a0b0c", "#ffffff"), List.of(StateJson.hex(0x0a0b0c), StateJson.hex(0xffffffff)));
    }
}
