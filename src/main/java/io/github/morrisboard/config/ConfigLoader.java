package io.github.morrisboard.config;

import io.github.morrisboard.config.Config.Hardware;
import io.github.morrisboard.config.Config.LogLevel;
import io.github.morrisboard.config.Config.Web;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.files.KeyValueFile;
import io.github.morrisboard.board.OnOff;
import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;
import io.github.morrisboard.words.Language;
import io.github.morrisboard.setup.GameCode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SequencedMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads {@link Config}: the built-in defaults, overridden by a {@code key = value} file.
 *
 * <p>The file is the one given with {@code --config}, else {@code $CONFIGURATION_DIRECTORY/morrisboard.properties}
 * (systemd's ConfigurationDirectory=), else {@code /etc/morrisboard/morrisboard.properties}; the last two
 * may be absent (defaults apply), an explicitly named file may not. Lines are {@code key = value}
 * as {@link KeyValueFile} reads them (a line starting with {@code #} or {@code !} is a comment).
 * Unknown keys, a key set twice and bad values are errors; the first in the file is reported,
 * naming the file, the line and the key. Relative paths in the
 * file are relative to the file's directory.
 *
 * <p>{@code state.dir} left empty means: {@code $STATE_DIRECTORY} under systemd (StateDirectory=,
 * i.e. {@code /var/lib/morrisboard}), else the user's state directory ({@code ~/.local/state/morrisboard},
 * see {@link #automaticStateDir}). {@code profile} left empty means the
 * built-in hardware profile.
 */
public final class ConfigLoader {

    /** The file read when no {@code --config} is given and systemd names no configuration directory. */
    public static final Path SYSTEM_FILE = Path.of("/etc/morrisboard/morrisboard.properties");
    /** The file's name inside a configuration directory. */
    public static final String FILE_NAME = "morrisboard.properties";

    /** One setting: its name, its default as the file would spell it, how its text becomes a value and back. */
    private record Key<T>(String name, String defaultText, Function<Text, T> parser, Function<Config, String> text) {
    }

    /** A value's text and the directory relative paths are resolved against. */
    private record Text(String value, Path base) {
    }

    private static final Key<Mode> MODE = new Key<>("mode", "human-vs-ai", t -> choice(t, Mode.values(), Mode::label),
            c -> c.mode().label());
    private static final Key<Color> AI_COLOR = new Key<>("ai.color", "black", t -> Color.parse(t.value().toLowerCase(Locale.ROOT)),
            c -> c.opponentColor().label());
    private static final Key<Integer> LEVEL = new Key<>("level", "5", ConfigLoader::level,
            c -> c.level() == Config.ADAPTIVE ? "adaptive" : Integer.toString(c.level()));
    private static final Key<Boolean> HINTS = new Key<>("hints", "true", ConfigLoader::bool,
            c -> Boolean.toString(c.hints()));
    private static final Key<Rules> RULES = new Key<>("rules", "standard", t -> Rules.parse(t.value()),
            c -> c.rules().toString());
    private static final Key<Integer> BRIGHTNESS = new Key<>("brightness", "60", t -> whole(t, 0, 100),
            c -> Integer.toString(c.brightness()));
    private static final Key<Integer> NIGHT_BRIGHTNESS = new Key<>("night.brightness", "15", t -> whole(t, 0, 100),
            c -> Integer.toString(c.nightBrightness()));
    private static final Key<LocalTime> NIGHT_FROM = new Key<>("night.from", "22:00", ConfigLoader::timeOfDay,
            c -> c.nightFrom().toString());
    private static final Key<LocalTime> NIGHT_UNTIL = new Key<>("night.until", "07:00", ConfigLoader::timeOfDay,
            c -> c.nightUntil().toString());
    private static final Key<Boolean> TAKEBACKS = new Key<>("takebacks", "true", ConfigLoader::bool,
            c -> Boolean.toString(c.takebacks()));
    private static final Key<Boolean> RESUME = new Key<>("resume", "true", ConfigLoader::bool,
            c -> Boolean.toString(c.resume()));
    private static final Key<Optional<Path>> STATE_DIR = new Key<>("state.dir", "", ConfigLoader::optionalPath,
            c -> c.stateDir().toAbsolutePath().toString());
    private static final Key<LogLevel> LOG_LEVEL = new Key<>("log.level", "info", t -> choice(t, LogLevel.values(), LogLevel::key),
            c -> c.logLevel().key());
    private static final Key<Optional<Path>> PROFILE = new Key<>("profile", "", ConfigLoader::optionalPath,
            c -> c.profile().map(Path::toString).orElse(""));
    private static final Key<Hardware> HARDWARE = new Key<>("hardware", "auto", t -> choice(t, Hardware.values(), Hardware::key),
            c -> c.hardware().key());
    private static final Key<String> BIND = new Key<>("bind", "127.0.0.1", ConfigLoader::host,
            Config::bind);
    private static final Key<Integer> PORT = new Key<>("port", "8080", t -> whole(t, 0, 65535),
            c -> Integer.toString(c.port()));
    private static final Key<Duration> AI_MOVETIME = new Key<>("ai.movetime", "2000", t -> Duration.ofMillis(whole(t, 100, 600_000)),
            c -> Long.toString(c.aiMoveTime().toMillis()));
    private static final Key<Duration> AI_MIN_THINK = new Key<>("ai.min.think", "1200", t -> Duration.ofMillis(whole(t, 0, 10_000)),
            c -> Long.toString(c.aiMinThink().toMillis()));
    private static final Key<Integer> AI_THREADS = new Key<>("ai.threads", "auto",
            ConfigLoader::threads, c -> c.aiThreads() == 0 ? "auto" : Integer.toString(c.aiThreads()));

    private static final Key<java.util.OptionalLong> AI_SEED = new Key<>("ai.seed", "random", ConfigLoader::seed,
            c -> c.aiSeed().isPresent() ? Long.toString(c.aiSeed().getAsLong()) : "random");

    private static final Key<Web> WEB = new Key<>("web", "off", t -> choice(t, Web.values(), Web::key),
            c -> c.web().key());
    private static final Key<Integer> WEB_PORT = new Key<>("web.port", "8088", t -> whole(t, 0, 65535),
            c -> Integer.toString(c.webPort()));

    private static final Key<Optional<Language>> LANGUAGE = new Key<>("language", "auto", ConfigLoader::language,
            c -> c.language().map(Language::tag).orElse("auto"));

    private static final Key<String> REMOTE_BROKER = new Key<>("remote.broker", "", ConfigLoader::broker,
            c -> c.remote().broker());
    private static final Key<String> REMOTE_USER = new Key<>("remote.user", "", ConfigLoader::brokerUser,
            c -> c.remote().user());
    private static final Key<Optional<Path>> REMOTE_PASSWORD_FILE = new Key<>("remote.password-file", "", ConfigLoader::optionalPath,
            c -> c.remote().passwordFile().map(Path::toString).orElse(""));
    private static final Key<Optional<Path>> REMOTE_CA_FILE = new Key<>("remote.ca-file", "", ConfigLoader::optionalPath,
            c -> c.remote().caFile().map(Path::toString).orElse(""));
    private static final Key<String> REMOTE_GAME = new Key<>("remote.game", "",
            t -> t.value().isEmpty() ? "" : GameCode.parse(t.value()).id(), c -> c.remote().game());
    private static final Key<Boolean> REMOTE_BROADCAST = new Key<>("remote.broadcast", "false", ConfigLoader::bool,
            c -> Boolean.toString(c.remote().broadcast()));


    private static final List<Key<?>> KEYS = List.of(MODE, AI_COLOR, LEVEL, AI_MOVETIME, AI_MIN_THINK, AI_THREADS, AI_SEED, HINTS, TAKEBACKS, RESUME,
            RULES, LANGUAGE, BRIGHTNESS, NIGHT_BRIGHTNESS, NIGHT_FROM, NIGHT_UNTIL, STATE_DIR, PROFILE, HARDWARE, LOG_LEVEL, BIND, PORT,
            WEB, WEB_PORT, REMOTE_BROKER, REMOTE_USER, REMOTE_PASSWORD_FILE, REMOTE_GAME, REMOTE_CA_FILE,
            REMOTE_BROADCAST);
    private static final Map<String, Key<?>> BY_NAME = KEYS.stream()
            .collect(Collectors.toUnmodifiableMap(Key::name, Function.identity()));

    private ConfigLoader() {
    }

    /** Every key with its built-in default, spelled as in the file, in documentation order. */
    public static SequencedMap<String, String> defaultTexts() {
        SequencedMap<String, String> texts = new LinkedHashMap<>();
        KEYS.forEach(k -> texts.put(k.name(), k.defaultText()));
        return texts;
    }

    /** Every key with its value in {@code config}, spelled as in the file; reading these back gives {@code config}. */
    public static SequencedMap<String, String> texts(Config config) {
        SequencedMap<String, String> texts = new LinkedHashMap<>();
        KEYS.forEach(k -> texts.put(k.name(), k.text().apply(config)));
        return texts;
    }

    /**
     * Checks one value as the file would hold it for {@code key} (a relative path resolved against
     * {@code base}); throws IllegalArgumentException, one line, for an unknown key or a bad value.
     * An empty value is always allowed: it means the key's line goes and the default applies.
     */
    public static void checkValue(String key, String value, Path base) {
        Key<?> k = BY_NAME.get(key);
        if (k == null) {
            throw new IllegalArgumentException("unknown key '" + key + "'" + suggestion(key));
        }
        if (!value.isEmpty()) {
            k.parser().apply(new Text(value, base));
        }
    }

    /** The built-in defaults (the environment decides the automatic {@code state.dir}). */
    public static Config defaults(Map<String, String> env) {
        return build(new HashMap<>(), env);
    }

    /**
     * Loads the configuration: {@code explicit} (from {@code --config}) must exist; otherwise the
     * systemd configuration directory's file or {@link #SYSTEM_FILE} is read if present.
     */
    public static Config load(Optional<Path> explicit, Map<String, String> env) {
        return loadLocated(explicit, env).config();
    }

    /**
     * Loads the configuration as {@link #load} does and checks everything the start needs (see
     * {@link StartCheck}): the one call the controller makes before it touches any hardware.
     * Creates the state directory if missing. Throws {@link ConfigException} naming file, line and key.
     *
     * @param simulate whether the simulator's page will be served (then {@code bind} must resolve here)
     */
    public static Config loadForStart(Optional<Path> explicit, Map<String, String> env, boolean simulate) {
        Loaded loaded = loadLocated(explicit, env);
        StartCheck.check(loaded, true, simulate);
        return loaded.config();
    }

    /** Settings as read, with the file they came from and the line each key was set on. */
    public record Loaded(Config config, Optional<Path> file, Map<String, Integer> lines) {
        /** A problem with {@code key}: at its line in the file, or at the file (or the defaults) when it was not set there. */
        public ConfigException problem(String key, String what) {
            return new ConfigException(file.orElse(Path.of("(built-in defaults)")), lines.getOrDefault(key, 0),
                    Optional.of(key), what);
        }
    }

    public static Loaded loadLocated(Optional<Path> explicit, Map<String, String> env) {
        if (explicit.isPresent()) {
            return readLocated(explicit.get(), env);
        }
        Path file = Optional.ofNullable(env.get("CONFIGURATION_DIRECTORY"))
                .filter(d -> !d.isBlank())
                .map(d -> Path.of(d.split(":")[0], FILE_NAME))
                .orElse(SYSTEM_FILE);
        return Files.exists(file) ? readLocated(file, env) : new Loaded(defaults(env), Optional.empty(), Map.of());
    }

    /** Reads one file over the defaults. */
    public static Config read(Path file, Map<String, String> env) {
        return readLocated(file, env).config();
    }

    private static Loaded readLocated(Path file, Map<String, String> env) {
        List<String> lines;
        try {
            lines = SmallFile.readLines(file, SmallFile.KIB_64);
        } catch (UnusableFileException e) {
            throw new ConfigException(file, 0, Optional.empty(), e.problem());
        } catch (IOException e) {
            throw new ConfigException(file, 0, Optional.empty(), "cannot read: " + describe(e));
        }
        return parseLocated(file, lines, env);
    }

    /** Parses the lines of {@code file} over the defaults. */
    public static Config parse(Path file, List<String> lines, Map<String, String> env) {
        return parseLocated(file, lines, env).config();
    }

    private static Loaded parseLocated(Path file, List<String> lines, Map<String, String> env) {
        Path base = Optional.ofNullable(file.toAbsolutePath().getParent()).orElse(Path.of("/"));
        KeyValueFile kv = KeyValueFile.parse(lines);
        List<ConfigException> problems = new ArrayList<>();
        kv.problems().forEach(p -> problems.add(new ConfigException(file, p.line(), p.key(), p.problem())));
        Map<Key<?>, Object> values = new HashMap<>();
        Map<String, Integer> seenOn = new HashMap<>();
        for (KeyValueFile.Entry entry : kv.entries()) {
            Key<?> key = BY_NAME.get(entry.key());
            if (key == null) {
                problems.add(new ConfigException(file, entry.line(), Optional.of(entry.key()), "unknown key"
                        + suggestion(entry.key()) + " (known keys: " + String.join(", ", defaultTexts().keySet()) + ")"));
                continue;
            }
            seenOn.put(entry.key(), entry.line());
            try {
                values.put(key, key.parser().apply(new Text(entry.value(), base)));
            } catch (IllegalArgumentException e) {
                problems.add(new ConfigException(file, entry.line(), Optional.of(entry.key()), e.getMessage()));
            }
        }
        // The settings are refused at their first problem, as a person reads the file.
        Optional<ConfigException> first = problems.stream().min(Comparator.comparingInt(ConfigException::line));
        if (first.isPresent()) {
            throw first.get();
        }
        return new Loaded(build(values, env), Optional.of(file), Map.copyOf(seenOn));
    }

    private static Config build(Map<Key<?>, Object> values, Map<String, String> env) {
        Path stateDir = get(values, STATE_DIR).orElseGet(() -> automaticStateDir(env));
        return new Config(get(values, MODE), get(values, AI_COLOR), get(values, LEVEL), get(values, HINTS),
                get(values, RULES), get(values, BRIGHTNESS), get(values, NIGHT_BRIGHTNESS), get(values, NIGHT_FROM),
                get(values, NIGHT_UNTIL), get(values, TAKEBACKS), get(values, RESUME), stateDir,
                get(values, LOG_LEVEL), get(values, PROFILE), get(values, BIND), get(values, PORT),
                get(values, AI_MOVETIME), get(values, AI_MIN_THINK), get(values, AI_THREADS), get(values, AI_SEED), get(values, HARDWARE), get(values, LANGUAGE),
                get(values, WEB), get(values, WEB_PORT),
                new Config.Remote(get(values, REMOTE_BROKER), get(values, REMOTE_USER), get(values, REMOTE_PASSWORD_FILE),
                        get(values, REMOTE_GAME), get(values, REMOTE_CA_FILE), get(values, REMOTE_BROADCAST)));
    }

    /**
     * {@code $STATE_DIRECTORY} (its first entry) under systemd; else the user's own, as XDG's base
     * directories say ({@code $XDG_STATE_HOME/morrisboard}, else {@code ~/.local/state/morrisboard}),
     * so a game resumes whichever folder the program is started from; only with no home at all
     * {@code ./state}. XDG ignores a relative {@code XDG_STATE_HOME}, and so does this.
     */
    static Path automaticStateDir(Map<String, String> env) {
        Optional<String> systemd = Optional.ofNullable(env.get("STATE_DIRECTORY")).filter(d -> !d.isBlank());
        if (systemd.isPresent()) {
            return Path.of(systemd.get().split(":")[0]);
        }
        return absolute(env.get("XDG_STATE_HOME"))
                .or(() -> absolute(env.get("HOME")).map(home -> home.resolve(".local").resolve("state")))
                .map(base -> base.resolve("morrisboard"))
                .orElse(Path.of("state"));
    }

    private static Optional<Path> absolute(String dir) {
        try {
            return Optional.ofNullable(dir).filter(d -> !d.isBlank()).map(Path::of).filter(Path::isAbsolute);
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    @SuppressWarnings("unchecked") // values only ever holds key.parser()'s result under key
    private static <T> T get(Map<Key<?>, Object> values, Key<T> key) {
        Object v = values.get(key);
        return v != null ? (T) v : key.parser().apply(new Text(key.defaultText(), Path.of("/")));
    }

    // ---- value parsers: each throws IllegalArgumentException saying what was expected ----

    private static <E> E choice(Text t, E[] options, Function<E, String> spelling) {
        return Arrays.stream(options)
                .filter(o -> spelling.apply(o).equals(t.value().toLowerCase(Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("expected one of "
                        + Arrays.stream(options).map(spelling).collect(Collectors.joining(", "))
                        + ", got \"" + t.value() + "\""));
    }

    /** {@code auto} (empty: each browser's language) or a language's tag. */
    private static Optional<Language> language(Text t) {
        if (t.value().equalsIgnoreCase("auto")) {
            return Optional.empty();
        }
        try {
            return Optional.of(Language.parse(t.value()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected auto or a language (" + Language.tags() + "), got \"" + t.value() + "\"");
        }
    }

    /** {@code adaptive} ({@link Config#ADAPTIVE}: the level follows the person's rating) or 1..10. */
    private static int level(Text t) {
        if (t.value().strip().equalsIgnoreCase("adaptive")) {
            return Config.ADAPTIVE;
        }
        try {
            return whole(t, 1, Setup.MAX_LEVEL);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected adaptive or a whole number from 1 to " + Setup.MAX_LEVEL + ", got \"" + t.value() + "\"");
        }
    }

    private static int whole(Text t, int min, int max) {
        try {
            int n = Integer.parseInt(t.value());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException("expected a whole number from " + min + " to " + max
                + ", got \"" + t.value() + "\"");
    }

    /** {@code auto} (0: all cores but one) or 1..64. */
    private static int threads(Text t) {
        if (t.value().equals("auto")) {
            return 0;
        }
        try {
            return whole(t, 1, 64);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected auto or a whole number from 1 to 64, got \"" + t.value() + "\"");
        }
    }

    private static boolean bool(Text t) {
        return OnOff.parse(t.value())
                .orElseThrow(() -> new IllegalArgumentException("expected true or false, got \"" + t.value() + "\""));
    }

    private static LocalTime timeOfDay(Text t) {
        try {
            if (t.value().matches("\\d{1,2}:\\d{2}")) {
                return LocalTime.parse(t.value().length() == 4 ? "0" + t.value() : t.value());
            }
        } catch (DateTimeParseException ignored) {
            // reported below
        }
        throw new IllegalArgumentException("expected a time of day HH:MM (00:00 to 23:59), got \"" + t.value() + "\"");
    }

    private static Optional<Path> optionalPath(Text t) {
        if (t.value().isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(t.base().resolve(t.value()).normalize());
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("not a usable path: " + e.getMessage());
        }
    }

    /** {@code random} (empty: a new seed at each start) or a whole number. */
    private static java.util.OptionalLong seed(Text t) {
        if (t.value().equals("random")) {
            return java.util.OptionalLong.empty();
        }
        try {
            return java.util.OptionalLong.of(Long.parseLong(t.value()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected random or a whole number, got \"" + t.value() + "\"");
        }
    }

    /** A broker user names a level of the game's topics ({@code …/by/<user>/…}): no MQTT wildcard, separator or space. */
    private static String brokerUser(Text t) {
        if (t.value().chars().anyMatch(c -> c == '/' || c == '+' || c == '#' || Character.isWhitespace(c) || Character.isISOControl(c))) {
            throw new IllegalArgumentException("expected the board's broker user name, without /, +, #, or spaces (it is a level "
                    + "of the game's MQTT topics), got \"" + t.value() + "\"");
        }
        return t.value();
    }

    /**
     * Empty (remote play off) or {@code ssl://host:port} ({@code tcp://} too, for a broker on a trusted
     * network): a host, a port from 1 to 65535 and nothing else (no user, path, query or fragment).
     */
    private static String broker(Text t) {
        if (t.value().isEmpty()) {
            return "";
        }
        try {
            java.net.URI u = new java.net.URI(t.value());
            if (("ssl".equals(u.getScheme()) || "tcp".equals(u.getScheme())) && u.getHost() != null
                    && u.getPort() >= 1 && u.getPort() <= 65535 && u.getRawUserInfo() == null
                    && u.getRawPath().isEmpty() && u.getRawQuery() == null && u.getRawFragment() == null) {
                return t.value();
            }
        } catch (java.net.URISyntaxException ignored) {
            // reported below
        }
        throw new IllegalArgumentException("expected the broker as ssl://host:port (port 1 to 65535, nothing after it; "
                + "e.g. ssl://broker.example:8883), got \"" + t.value() + "\"");
    }

    private static String host(Text t) {
        Bind.check(t.value());
        return t.value();
    }

    private static String suggestion(String name) {
        return KEYS.stream()
                .map(Key::name)
                .min(Comparator.comparingInt(k -> distance(k, name)))
                .filter(k -> distance(k, name) <= 2)
                .map(k -> " (did you mean '" + k + "'?)")
                .orElse("");
    }

    /** Levenshtein distance, for "did you mean". */
    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    private static String describe(IOException e) {
        return e instanceof java.nio.file.NoSuchFileException ? "no such file"
                : e instanceof java.nio.file.AccessDeniedException ? "permission denied"
                : String.valueOf(e.getMessage());
    }
}
