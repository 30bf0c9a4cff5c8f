package io.github.morrisboard.hardware.profile;

/** Number parsing shared by the profile: decimal or {@code 0x} hexadecimal. */
public final class Numbers {
    private Numbers() {
    }

    /** Parses a decimal or 0x-hex int; throws NumberFormatException naming the text. */
    public static int parseInt(String text) {
        String t = text.strip().replace("_", "");
        try {
            if (t.startsWith("0x") || t.startsWith("0X")) {
                return Integer.parseInt(t.substring(2), 16);
            }
            return Integer.parseInt(t);
        } catch (NumberFormatException e) {
            throw new NumberFormatException("not a number: \"" + text.strip() + "\"");
        }
    }
}
