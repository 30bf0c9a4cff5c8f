package io.github.morrisboard.sim;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;

/** The page's files, read once from the jar (no CDN: the Pi and the tests have no internet). */
final class WebAssets {
    /** One file: its content type and bytes. */
    record Asset(String contentType, byte[] bytes) {
    }

    private static final String DIR = "web/";

    private final Map<String, Asset> byPath;

    WebAssets() {
        Asset page = load("index.html", "text/html; charset=utf-8");
        byPath = Map.of(
                "/", page,
                "/index.html", page,
                "/sim.css", load("sim.css", "text/css; charset=utf-8"),
                "/sim.js", load("sim.js", "text/javascript; charset=utf-8"),
                "/words.js", load("words.js", "text/javascript; charset=utf-8"),
                "/legend.js", load("legend.js", "text/javascript; charset=utf-8"),
                "/legend.css", load("legend.css", "text/css; charset=utf-8"),
                "/favicon.svg", load("favicon.svg", "image/svg+xml"));
    }

    /** The file served at this request path, if any. */
    Optional<Asset> get(String path) {
        return Optional.ofNullable(byPath.get(path));
    }

    private static Asset load(String name, String contentType) {
        try (InputStream in = WebAssets.class.getResourceAsStream(DIR + name)) {
            if (in == null) {
                throw new IllegalStateException("simulator page file missing from the jar: "
                        + WebAssets.class.getPackageName().replace('.', '/') + "/" + DIR + name);
            }
            return new Asset(contentType, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException("reading simulator page file " + DIR + name, e);
        }
    }
}
