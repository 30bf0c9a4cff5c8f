package io.github.morrisboard.hardware.profile;

/**
 * One pin of an MCP23017: the chip's I2C address and the pin 0..15, where 0..7 are GPA0..GPA7
 * and 8..15 are GPB0..GPB7. Written {@code 0x20:A3} in the profile.
 */
public record ChipPin(int address, int pin) {

    public ChipPin {
        if (pin < 0 || pin > 15) {
            throw new IllegalArgumentException("an MCP23017 pin is A0..A7 or B0..B7, not " + pin);
        }
    }

    /** Parses {@code 0x20:A3}; throws with a message saying what is wrong. */
    public static ChipPin parse(String text) {
        String t = text.strip();
        int colon = t.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("expected ADDRESS:PIN such as 0x20:A3, got \"" + text + "\"");
        }
        int address = Numbers.parseInt(t.substring(0, colon).strip());
        String p = t.substring(colon + 1).strip().toUpperCase();
        if (p.startsWith("GP")) {
            p = p.substring(2);
        }
        if (p.length() != 2 || (p.charAt(0) != 'A' && p.charAt(0) != 'B') || p.charAt(1) < '0' || p.charAt(1) > '7') {
            throw new IllegalArgumentException("pin must be A0..A7 or B0..B7, got \"" + t.substring(colon + 1).strip() + "\"");
        }
        return new ChipPin(address, (p.charAt(0) == 'B' ? 8 : 0) + (p.charAt(1) - '0'));
    }

    /** True for GPA7 and GPB7, which current MCP23017 silicon makes output-only. */
    public boolean outputOnly() {
        return (pin & 7) == 7;
    }

    /** The datasheet name, e.g. {@code GPA3}. */
    public String pinName() {
        return "GP" + (pin < 8 ? 'A' : 'B') + (pin & 7);
    }

    @Override
    public String toString() {
        return String.format("0x%02x:%c%d", address, pin < 8 ? 'A' : 'B', pin & 7);
    }
}
