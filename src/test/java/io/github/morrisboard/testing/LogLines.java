package io.github.morrisboard.testing;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.slf4j.LoggerFactory;

import java.util.List;

/**
 * What one class logs during each test ({@code @RegisterExtension final LogLines log = LogLines.of(X.class)}):
 * listening starts before each test and stops after it.
 */
public final class LogLines implements BeforeEachCallback, AfterEachCallback {
    private final Logger logger;
    private final ListAppender<ILoggingEvent> appender = new ListAppender<>();

    private LogLines(Class<?> source) {
        this.logger = (Logger) LoggerFactory.getLogger(source);
    }

    public static LogLines of(Class<?> source) {
        return new LogLines(source);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        appender.list.clear();
        appender.start();
        logger.addAppender(appender);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        logger.detachAppender(appender);
        appender.stop();
    }

    /** Every event logged so far (since the test began or {@link #clear}). */
    public List<ILoggingEvent> events() {
        synchronized (appender.list) {
            return List.copyOf(appender.list);
        }
    }

    /** The warnings logged so far, formatted. */
    public List<String> warnings() {
        return events().stream().filter(e -> e.getLevel() == Level.WARN).map(ILoggingEvent::getFormattedMessage).toList();
    }

    /** Forgets what was logged so far. */
    public void clear() {
        synchronized (appender.list) {
            appender.list.clear();
        }
    }
}
