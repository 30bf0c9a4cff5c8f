package io.github.morrisboard.app.os;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.pattern.CompositeConverter;

/**
 * Logback {@code %journal(…)}: prefixes every line of its content with the event's syslog priority
 * ({@code <3>} error, {@code <4>} warning, {@code <6>} info, {@code <7>} debug), which journald reads
 * from a service's standard output (SyslogLevelPrefix=, on by default) and strips, so
 * {@code journalctl -p warning} and the colours work. Every line, because journald makes one entry
 * per line: a stack trace stays at its event's priority.
 */
public final class JournalPriorityConverter extends CompositeConverter<ILoggingEvent> {

    /** The syslog priority for a logback level. */
    static int priority(Level level) {
        return switch (level.toInt()) {
            case Level.ERROR_INT -> 3;
            case Level.WARN_INT -> 4;
            case Level.INFO_INT -> 6;
            default -> 7;
        };
    }

    @Override
    protected String transform(ILoggingEvent event, String in) {
        String prefix = "<" + priority(event.getLevel()) + ">";
        StringBuilder out = new StringBuilder(in.length() + 8);
        int start = 0;
        while (start < in.length()) {
            int nl = in.indexOf('\n', start);
            int end = nl < 0 ? in.length() : nl + 1;
            out.append(prefix).append(in, start, end);
            start = end;
        }
        return out.toString();
    }
}
