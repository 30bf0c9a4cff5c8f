package io.github.morrisboard.words;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;

/**
 * A catalog file in the jar: UTF-8 properties beside a class, each text stripped. The sentences'
 * catalogs ({@link Words}) and the light legend's ({@code lights.LegendTexts}) are read by it.
 */
public final class Catalog {
    private Catalog() {
    }

    /** The resource {@code name} beside {@code anchor}, key to text; empty when the jar lacks it. */
    public static Optional<Map<String, String>> read(Class<?> anchor, String name) {
        try (InputStream in = anchor.getResourceAsStream(name)) {
            if (in == null) {
                return Optional.empty();
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, String> texts = new TreeMap<>();
            p.stringPropertyNames().forEach(k -> texts.put(k, p.getProperty(k).strip()));
            return Optional.of(Map.copyOf(texts));
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + anchor.getPackageName().replace('.', '/') + "/" + name, e);
        }
    }
}
