package io.github.morrisboard.http;

/**
 * A tiny streaming JSON encoder (objects, arrays, strings, booleans, ints, finite decimals): the page's API
 * needs nothing more, and a library would cost the Pi Zero's jar more than these lines.
 * Commas are placed automatically; names and values are escaped per RFC 8259.
 */
public final class JsonWriter {
    private final StringBuilder out = new StringBuilder(256);
    /** Bit i set: the container at depth i already holds an element (so the next one needs a comma). */
    private long needsComma;
    private int depth;
    private boolean afterName;

    public JsonWriter beginObject() {
        return open('{');
    }

    public JsonWriter endObject() {
        return close('}');
    }

    public JsonWriter beginArray() {
        return open('[');
    }

    public JsonWriter endArray() {
        return close(']');
    }

    public JsonWriter name(String name) {
        separate();
        quote(name);
        out.append(':');
        afterName = true;
        return this;
    }

    public JsonWriter value(String value) {
        separate();
        quote(value);
        return this;
    }

    public JsonWriter value(boolean value) {
        separate();
        out.append(value);
        return this;
    }

    public JsonWriter value(int value) {
        separate();
        out.append(value);
        return this;
    }

    /** A finite decimal, as Java writes it ({@code 2.6}, {@code 20.0}, {@code 1.0E-5}: all valid JSON numbers). */
    public JsonWriter value(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("JSON has no number " + value);
        }
        separate();
        out.append(value);
        return this;
    }

    /** {@code "name": "value"} in the current object. */
    public JsonWriter field(String name, String value) {
        return name(name).value(value);
    }

    @Override
    public String toString() {
        if (depth != 0) {
            throw new IllegalStateException("JSON not finished: " + depth + " container(s) still open");
        }
        return out.toString();
    }

    private JsonWriter open(char bracket) {
        separate();
        out.append(bracket);
        depth++;
        if (depth >= Long.SIZE) {
            throw new IllegalStateException("JSON nested too deep");
        }
        needsComma &= ~(1L << depth);
        return this;
    }

    private JsonWriter close(char bracket) {
        if (depth == 0) {
            throw new IllegalStateException("no open container to close with " + bracket);
        }
        depth--;
        out.append(bracket);
        return this;
    }

    private void separate() {
        if (afterName) {
            afterName = false;
            return;
        }
        long bit = 1L << depth;
        if ((needsComma & bit) != 0) {
            out.append(',');
        }
        needsComma |= bit;
    }

    private void quote(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    // Control characters must be escaped; so are U+2028/2029 and '<' so the text is safe in any script context.
                    if (c < 0x20 || c == '\u2028' || c == '\u2029' || c == '<') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
