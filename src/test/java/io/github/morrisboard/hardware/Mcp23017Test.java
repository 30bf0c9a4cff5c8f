package io.github.morrisboard.hardware;

import io.github.morrisboard.sim.RegisterModel;
import io.github.morrisboard.sim.SimulatedBoard;

import com.pi4j.context.Context;
import com.pi4j.io.i2c.I2C;
import com.pi4j.plugin.mock.provider.i2c.MockI2C;
import org.junit.jupiter.api.Test;
import org.mockito.InOrder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

/** The MCP23017 driver through Pi4J I2C: Pi4J's mock provider (a per-register FIFO) and Mockito. */
class Mcp23017Test {

    @Test
    void initialisationWritesLandInTheRightRegistersOfPi4jMockI2c() {
        Context context = SimulatedBoard.newMockContext();
        try {
            I2C i2c = context.create(I2C.newConfigBuilder(context).id("chip").bus(1).device(0x20));
            assertInstanceOf(MockI2C.class, i2c);
            i2c.writeRegister(Mcp23017.GPIO, new byte[]{(byte) 0xFF, (byte) 0xFF});   // what the final clearing read gets
            Mcp23017 chip = new Mcp23017(new Pi4jRegisters(i2c, 0x20));
            chip.configureReeds(0x3F3F);
            assertEquals(Mcp23017.IOCON_MIRROR | Mcp23017.IOCON_ODR, i2c.readRegister(Mcp23017.IOCON));
            assertEquals(0x7F, i2c.readRegister(Mcp23017.IODIR));
            assertEquals(0x7F, i2c.readRegister(Mcp23017.IODIR + 1));
            assertEquals(0x7F, i2c.readRegister(Mcp23017.GPPU));
            assertEquals(0x7F, i2c.readRegister(Mcp23017.GPPU + 1));
            assertEquals(0, i2c.readRegister(Mcp23017.GPINTEN), "interrupts off while configuring ...");
            assertEquals(0x3F, i2c.readRegister(Mcp23017.GPINTEN), "... then on for the reed pins");
            assertEquals(0, i2c.readRegister(Mcp23017.GPINTEN + 1));
            assertEquals(0x3F, i2c.readRegister(Mcp23017.GPINTEN + 1));
            assertEquals(0, i2c.readRegister(Mcp23017.INTCON));
            assertEquals(0, i2c.readRegister(Mcp23017.IPOL));
            assertEquals(0, i2c.readRegister(Mcp23017.OLAT), "GPA7 driven low");
        } finally {
            context.shutdown();
        }
    }

    @Test
    void initialisationOrderConfiguresBeforeEnablingInterrupts() {
        I2C i2c = mock(I2C.class);
        when(i2c.readRegister(anyInt(), any(byte[].class), anyInt(), anyInt())).thenReturn(2);
        new Mcp23017(new Pi4jRegisters(i2c, 0x21)).configureReeds(0x0101);
        InOrder order = inOrder(i2c);
        order.verify(i2c).writeRegister(Mcp23017.IOCON, (byte) 0x44);
        order.verify(i2c).writeRegister(Mcp23017.GPPU, (byte) 0x7F);
        order.verify(i2c).writeRegister(Mcp23017.INTCON, (byte) 0);
        order.verify(i2c).writeRegister(Mcp23017.GPINTEN, (byte) 0x01);
        order.verify(i2c).writeRegister(Mcp23017.GPINTEN + 1, (byte) 0x01);
        order.verify(i2c).readRegister(eq(Mcp23017.GPIO), any(byte[].class), eq(0), eq(2));
    }

    @Test
    void aShortOrFailedReadIsAnErrorNotZeros() {
        I2C i2c = mock(I2C.class);
        when(i2c.readRegister(anyInt(), any(byte[].class), anyInt(), anyInt())).thenReturn(1);
        Mcp23017 chip = new Mcp23017(new Pi4jRegisters(i2c, 0x20));
        HardwareException e = assertThrows(HardwareException.class, chip::readInterrupt);
        assertTrue(e.getMessage().contains("returned 1 of 6 bytes"), e.getMessage());
        when(i2c.readRegister(anyInt(), any(byte[].class), anyInt(), anyInt()))
                .thenThrow(new com.pi4j.io.exception.IOException("Remote I/O error"));
        e = assertThrows(HardwareException.class, chip::readGpio);
        assertTrue(e.getMessage().contains("0x20") && e.getMessage().contains("Remote I/O error"), e.getMessage());
    }

    @Test
    void burstReadDecodesFlagsCaptureAndGpio() {
        RegisterModel model = new RegisterModel(0x20);
        Mcp23017 chip = new Mcp23017(model);
        chip.configureReeds(0x3F3F);
        model.setLevel(9, false);                            // GPB1 pulled low
        Mcp23017.InterruptState s = chip.readInterrupt();
        assertEquals(0x0200, s.flags());
        assertEquals(0x7D00, s.captured() & 0x7F00, "port B captured at the interrupt");
        assertEquals(0x7D7F, s.gpio() & 0x7F7F);
        assertTrue(!model.interruptAsserted());
    }
}
