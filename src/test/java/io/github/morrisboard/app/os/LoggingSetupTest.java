package io.github.morrisboard.app.os;


import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.joran.spi.JoranException;
import ch.qos.logback.core.status.Status;
import io.github.morrisboard.config.Config.LogLevel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LoggingSetupTest {

    @AfterEach
    void clearProperty() {
        System.clearProperty(LoggingSetup.PATTERN_PROPERTY);
    }

    @Test
    void systemdIsRecognisedByJournalStreamOrInvocationId() {
        assertTrue(LoggingSetup.underSystemd(Map.of("JOURNAL_STREAM", "8:12345")));
        assertTrue(LoggingSetup.underSystemd(Map.of("INVOCATION_ID", "0123abcd")));
        assertFalse(LoggingSetup.underSystemd(Map.of("TERM", "xterm")));
        assertFalse(LoggingSetup.underSystemd(Map.of("JOURNAL_STREAM", "")));
    }

    @Test
    void configureChoosesTheJournalPatternOnlyUnderSystemd() {
        LoggingSetup.configure(Map.of());
        assertEquals(null, System.getProperty(LoggingSetup.PATTERN_PROPERTY));
        LoggingSetup.configure(Map.of("JOURNAL_STREAM", "8:1"));
        assertEquals(LoggingSetup.JOURNAL_PATTERN, System.getProperty(LoggingSetup.PATTERN_PROPERTY));
    }

    @Test
    void underSystemdEveryLineCarriesItsPriorityAndNoTimestamp() throws Exception {
        List<String> lines = logThroughLogbackXml(LoggingSetup.JOURNAL_PATTERN, log -> {
            log.info("ready");
            log.warn("board out of sync");
            log.debug("hidden at INFO");
            log.error("save failed", new IllegalStateException("disk full"));
        });
        assertEquals("<6>Game: ready", lines.get(0));
        assertEquals("<4>Game: board out of sync", lines.get(1));
        assertEquals("<3>Game: save failed", lines.get(2));
        assertEquals("<3>java.lang.IllegalStateException: disk full", lines.get(3));
        assertTrue(lines.size() > 4, "the stack trace follows");
        for (String line : lines.subList(2, lines.size())) {
            assertTrue(line.startsWith("<3>"), "stack trace lines keep the event's priority: " + line);
        }
        assertEquals(1, lines.stream().filter(l -> l.contains("disk full")).count(), "the trace is printed once");
    }

    @Test
    void elsewhereLinesHaveATimestampAndLevel() throws Exception {
        List<String> lines = logThroughLogbackXml(null, log -> log.warn("hello"));
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).matches("\\d\\d:\\d\\d:\\d\\d\\.\\d{3} WARN  Game: hello"), lines.get(0));
    }

    @Test
    void levelSettingTakesEffectAtOnce() {
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        Level before = context.getLogger(Logger.ROOT_LOGGER_NAME).getLevel();
        try {
            LoggingSetup.level(LogLevel.DEBUG);
            assertTrue(LoggerFactory.getLogger("any").isDebugEnabled());
            LoggingSetup.level(LogLevel.WARN);
            assertFalse(LoggerFactory.getLogger("any").isInfoEnabled());
        } finally {
            context.getLogger(Logger.ROOT_LOGGER_NAME).setLevel(before);
        }
    }

    @Test
    void priorities() {
        assertEquals(3, JournalPriorityConverter.priority(Level.ERROR));
        assertEquals(4, JournalPriorityConverter.priority(Level.WARN));
        assertEquals(6, JournalPriorityConverter.priority(Level.INFO));
        assertEquals(7, JournalPriorityConverter.priority(Level.DEBUG));
        assertEquals(7, JournalPriorityConverter.priority(Level.TRACE));
    }

    interface Logging {
        void to(Logger log);
    }

    /** Configures a private Logback context from the real logback.xml and captures what it prints. */
    private static List<String> logThroughLogbackXml(String pattern, Logging logging) throws JoranException {
        PrintStream stdout = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            if (pattern != null) {
                context.putProperty(LoggingSetup.PATTERN_PROPERTY, pattern);
            }
            JoranConfigurator joran = new JoranConfigurator();
            joran.setContext(context);
            joran.doConfigure(LoggingSetupTest.class.getResource("/logback.xml"));
            List<Status> problems = context.getStatusManager().getCopyOfStatusList().stream()
                    .filter(s -> s.getEffectiveLevel() >= Status.WARN).toList();
            assertEquals(List.of(), problems, "logback.xml configures cleanly");
            logging.to(context.getLogger("io.github.morrisboard.control.Game"));
            assertEquals(List.of(), context.getStatusManager().getCopyOfStatusList().stream()
                    .filter(s -> s.getEffectiveLevel() >= Status.WARN).toList(), "logging went without trouble");
        } finally {
            context.stop();
            System.setOut(stdout);
        }
        return captured.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
