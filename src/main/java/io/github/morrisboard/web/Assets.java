package io.github.morrisboard.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;

/** A page's files, read once from the jar (no CDN: the Pi and the tests have no internet), by request path. */
public final class Assets {
    /** One file: its content type and bytes. */
    public record Asset(String contentType, byte[] bytes) {
    }

    private final Map<String, Asset> byPath;

    public Assets(Map<String, Asset> byPath) {
        this.byPath = Map.copyOf(byPath);
    }

    /** The file served at this request path, if any. */
    public Optional<Asset> get(String path) {
        return Optional.ofNullable(byPath.get(path));
    }

    /** The resource at the absolute {@code resource} path, with {@code contentType}. */
    public static Asset load(String resource, String contentType) {
        try (InputStream in = Assets.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("page file missing from the jar: " + resource);
            }
            return new Asset(contentType, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException("reading page file " + resource, e);
        }
    }
}
