package io.github.morrisboard.hardware.profile;

import java.nio.file.Path;

/**
 * The hardware profile read from {@code firmware-config/hardware.properties}: where every point's
 * reed and LED are wired, the bus settings, and the timings the sensing layer uses.
 * Build it with {@link ProfileLoader}; a profile that exists has been validated.
 *
 * @param settleMs how long the board must be quiet before a reading counts as settled (sensing)
 * @param noiseMs  a reed change shorter than this is noise (sensing)
 * @param bounceMs contact bounce window of a reed (sensing)
 */
public record HardwareProfile(Path source, ReedConfig reeds, LedBackend ledBackend, StripConfig strip,
                              MonoConfig mono, ButtonConfig buttons,
                              long settleMs, long noiseMs, long bounceMs) {
}
