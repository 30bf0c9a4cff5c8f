package io.github.morrisboard.http;

import com.sun.net.httpserver.HttpExchange;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A page's files, read once from the jar (no CDN: the Pi and the tests have no internet), by request path. */
public final class Assets {
    /** One file: its content type and bytes. */
    public record Asset(String contentType, byte[] bytes) {
    }

    /** The folder of the files every page uses: the words' and the legend's scripts, the board's style, the icon. */
    public static final String SHARED = "/io/github/morrisboard/shared/";

    private final Map<String, Asset> byPath;

    public Assets(Map<String, Asset> byPath) {
        this.byPath = Map.copyOf(byPath);
    }

    /** The file served at this request path, if any. */
    public Optional<Asset> get(String path) {
        return Optional.ofNullable(byPath.get(path));
    }

    /** Answers a page's GET of {@code path}: the file (a page with the pages' security policy), or 404. */
    public void send(HttpExchange ex, String path) throws IOException {
        Optional<Asset> a = get(path);
        if (a.isEmpty()) {
            Http.send(ex, 404, "text/plain; charset=utf-8", ("not found: " + path + "\n").getBytes(StandardCharsets.UTF_8));
            return;
        }
        if (a.get().contentType().startsWith("text/html")) {
            ex.getResponseHeaders().set("Content-Security-Policy", Http.PAGE_POLICY);
            ex.getResponseHeaders().set("Referrer-Policy", "no-referrer");
        }
        Http.send(ex, 200, a.get().contentType(), a.get().bytes());
    }

    /**
     * A page's files: {@code page} (an absolute resource path) served at {@code /} and {@code /index.html},
     * each of {@code files} at {@code /} and its own file name, with the content type its ending names.
     */
    public static Assets of(String page, List<String> files) {
        Map<String, Asset> byPath = new HashMap<>();
        Asset index = load(page, contentType(page));
        byPath.put("/", index);
        byPath.put("/index.html", index);
        for (String f : files) {
            byPath.put(f.substring(f.lastIndexOf('/')), load(f, contentType(f)));
        }
        return new Assets(byPath);
    }

    private static String contentType(String resource) {
        String ending = resource.substring(resource.lastIndexOf('.') + 1);
        return switch (ending) {
            case "html" -> "text/html; charset=utf-8";
            case "css" -> "text/css; charset=utf-8";
            case "js" -> "text/javascript; charset=utf-8";
            case "svg" -> "image/svg+xml";
            default -> throw new IllegalArgumentException("no content type for a page file ending in ." + ending + ": " + resource);
        };
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
