package io.github.morrisboard.app.os;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import io.github.morrisboard.config.Config.LogLevel;
import org.slf4j.ILoggerFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Map;

/**
 * Fits Logback ({@code src/main/resources/logback.xml}) to where the process runs. Under systemd
 * (journald on standard output: {@code JOURNAL_STREAM} or {@code INVOCATION_ID} set) lines carry no
 * timestamp of their own (journald stamps them) and start with the syslog priority ({@code <4>}),
 * so journald files each at the right level; elsewhere they are {@code HH:mm:ss.SSS LEVEL logger: message}.
 * The level is the configuration's {@code log.level}.
 */
public final class LoggingSetup {

    /** The system property logback.xml takes its pattern from. */
    public static final String PATTERN_PROPERTY = "morrisboard.log.pattern";
    /** The system property logback.xml takes the root level from (at start-up). */
    public static final String LEVEL_PROPERTY = "morrisboard.log.level";
    /** The pattern under systemd: priority prefix on every line, no timestamp, no level word. */
    public static final String JOURNAL_PATTERN = "%nopex%journal(%logger{0}: %msg%n%ex)";

    private LoggingSetup() {
    }

    /** True when standard output goes to journald (systemd sets these for a service). */
    public static boolean underSystemd(Map<String, String> env) {
        return isSet(env, "JOURNAL_STREAM") || isSet(env, "INVOCATION_ID");
    }

    /**
     * Chooses the pattern. Call first in {@code main}, before anything logs (Logback reads the
     * property when it starts). A pattern given with {@code -Dmorrisboard.log.pattern} wins.
     */
    public static void configure(Map<String, String> env) {
        if (underSystemd(env) && System.getProperty(PATTERN_PROPERTY) == null) {
            System.setProperty(PATTERN_PROPERTY, JOURNAL_PATTERN);
        }
    }

    /** Sets the root log level (the configuration's {@code log.level}), effective at once. */
    public static void level(LogLevel level) {
        ILoggerFactory factory = LoggerFactory.getILoggerFactory();
        if (factory instanceof LoggerContext context) {
            context.getLogger(Logger.ROOT_LOGGER_NAME).setLevel(Level.toLevel(level.name()));
        }
    }

    private static boolean isSet(Map<String, String> env, String name) {
        String v = env.get(name);
        return v != null && !v.isEmpty();
    }
}
