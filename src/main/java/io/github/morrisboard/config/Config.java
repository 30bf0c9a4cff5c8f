package io.github.morrisboard.config;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.words.Language;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * The controller's settings: built-in defaults overridden by {@code morrisboard.properties}
 * (see {@link ConfigLoader}; every key, its default and its meaning are in
 * {@code systemd/morrisboard.properties}, which a test holds equal to these defaults).
 *
 * @param mode            who plays: two people, a person against the AI, or the AI against itself
 * @param opponentColor         the side the AI plays in {@link Mode#HUMAN_AI}
 * @param level           AI strength, 1 (beginner) to 10 (strongest), or {@link #ADAPTIVE}: it follows the person's rating
 * @param hints           light the legal targets of a lifted piece
 * @param rules           the rules variant (from text such as {@code standard} or {@code twelve,flying=off})
 * @param brightness      LED brightness in percent
 * @param nightBrightness LED brightness in percent between {@code nightFrom} and {@code nightUntil}
 * @param nightFrom       when the night brightness starts (equal to {@code nightUntil}: never)
 * @param nightUntil      when the night brightness ends
 * @param takebacks       a board restored to an earlier position takes the moves back
 * @param resume          after a restart, continue the unfinished game
 * @param stateDir        where games are kept
 * @param logLevel        root log level
 * @param profile         the hardware profile file; empty for the built-in one
 * @param bind            the simulator's listening address
 * @param port            the simulator's port (0: any free port)
 * @param aiMoveTime      the longest the AI thinks about one move
 * @param aiMinThink      the least time before the AI answers (a person sees it think; 0: at once)
 * @param aiThreads       the AI's search threads at full strength (0: all cores but one, see {@link #aiSearchThreads})
 * @param aiSeed          the seed of the weaker levels' choices ({@code ai.seed}; empty: a new one at each start), so a
 *                        test or the rig can replay the AI's games
 * @param hardware        which board to drive: the Pi's real one, the simulator, or decided by the device tree
 * @param language        the language of the page and its messages; empty ({@code auto}): each browser's own
 * @param web             the companion page on the local network: off, view (anyone sees the board), play (paired phones act)
 * @param webPort         the companion page's port
 * @param remote          play against another board over an MQTT broker ({@code mode = remote})
 */
public record Config(
        Mode mode,
        Color opponentColor,
        int level,
        boolean hints,
        Rules rules,
        int brightness,
        int nightBrightness,
        LocalTime nightFrom,
        LocalTime nightUntil,
        boolean takebacks,
        boolean resume,
        Path stateDir,
        LogLevel logLevel,
        Optional<Path> profile,
        String bind,
        int port,
        Duration aiMoveTime,
        Duration aiMinThink,
        int aiThreads,
        java.util.OptionalLong aiSeed,
        Hardware hardware,
        Optional<Language> language,
        Web web,
        int webPort,
        Remote remote) {

    /**
     * The companion page on the local network: {@code off} (none; the unit keeps no network),
     * {@code view} (anyone on the LAN sees the board, the record and the history) or {@code play}
     * (a phone paired by a gesture on the board may also start games, change settings, take back,
     * ask for a hint and resign).
     */
    public enum Web {
        OFF, VIEW, PLAY;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Remote play: the broker ({@code ssl://host:8883}; empty: off), this board's user on it, the file
     * holding its password (readable by the service user only), the code of games opened here (empty: a
     * new one each time), the private CA (PEM) that signed the broker's certificate (empty: the JVM's
     * public CAs), and whether every game of this board is published for spectators
     * ({@code remote.broadcast}, retained on {@code morrisboard/boards/<user>/game}).
     */
    public record Remote(String broker, String user, Optional<Path> passwordFile, String game, Optional<Path> caFile,
                         boolean broadcast) {
        public static final Remote OFF = new Remote("", "", Optional.empty(), "");

        /** Without a private CA and without the broadcast. */
        public Remote(String broker, String user, Optional<Path> passwordFile, String game) {
            this(broker, user, passwordFile, game, Optional.empty(), false);
        }

        public boolean on() {
            return !broker.isEmpty();
        }
    }

    /** The log levels a person may choose. */
    public enum LogLevel {
        TRACE, DEBUG, INFO, WARN, ERROR, OFF;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Which board the controller drives. {@code auto} decides from the device tree's model (a
     * Raspberry Pi: the real hardware, anything else: the simulator); {@code pi} forces the real
     * path (a board image, or a Pi whose Debian names no model); {@code simulator} forces the simulator.
     */
    public enum Hardware {
        AUTO, PI, SIMULATOR;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** True if the real hardware is to be driven; {@code onPi} is asked only for {@code auto}. */
        public boolean real(BooleanSupplier onPi) {
            return switch (this) {
                case AUTO -> onPi.getAsBoolean();
                case PI -> true;
                case SIMULATOR -> false;
            };
        }
    }

    /** The {@code level} that follows the person's rating ({@code level = adaptive}). */
    public static final int ADAPTIVE = 0;

    /** The same settings with another simulator port. */
    public Config withPort(int newPort) {
        return new Config(mode, opponentColor, level, hints, rules, brightness, nightBrightness, nightFrom, nightUntil,
                takebacks, resume, stateDir, logLevel, profile, bind, newPort, aiMoveTime, aiMinThink, aiThreads, aiSeed, hardware, language, web, webPort, remote);
    }

    /** The same settings with the companion page set to {@code newWeb} on {@code newPort}. */
    public Config withWeb(Web newWeb, int newPort) {
        return new Config(mode, opponentColor, level, hints, rules, brightness, nightBrightness, nightFrom, nightUntil,
                takebacks, resume, stateDir, logLevel, profile, bind, port, aiMoveTime, aiMinThink, aiThreads, aiSeed, hardware, language, newWeb, newPort, remote);
    }

    /** The same settings with another state directory. */
    public Config withStateDir(Path dir) {
        return new Config(mode, opponentColor, level, hints, rules, brightness, nightBrightness, nightFrom, nightUntil,
                takebacks, resume, dir, logLevel, profile, bind, port, aiMoveTime, aiMinThink, aiThreads, aiSeed, hardware, language, web, webPort, remote);
    }

    /** The AI's search threads: {@code aiThreads}, or for 0 all cores but one (the board's own loop keeps one), at least one. */
    public int aiSearchThreads() {
        return aiThreads > 0 ? aiThreads : Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    }

    /** The game the settings file asks for (the menu starts from it unless the board remembers other choices). */
    public Setup setup() {
        return level == ADAPTIVE ? new Setup(mode, opponentColor, ADAPTIVE_START, hints, rules).withAdaptive(true)
                : new Setup(mode, opponentColor, level, hints, rules);
    }

    /** An adaptive level's level until the menu has read the person's rating: a newcomer's (1500, level 5's). */
    static final int ADAPTIVE_START = 5;

    /**
     * Whether a ply may be taken back: the {@code takebacks} setting, but never in remote play, where
     * the other board keeps the first ply of each number and a takeback would make the boards disagree.
     */
    public boolean takebacksAllowed() {
        return takebacks && mode != Mode.REMOTE;
    }

    /** The brightness (percent) in force at the given time of day. */
    public int brightnessAt(LocalTime time) {
        boolean night = nightFrom.isBefore(nightUntil)
                ? !time.isBefore(nightFrom) && time.isBefore(nightUntil)
                : nightFrom.isAfter(nightUntil) && (!time.isBefore(nightFrom) || time.isBefore(nightUntil));
        return night ? nightBrightness : brightness;
    }
}
