package io.github.morrisboard.app.cli;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.ProfileException;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;

/** The option that names the hardware profile, {@code --profile FILE}: shared by the commands that read the board's wiring. */
public final class ProfileOption {

    @Option(names = "--profile", paramLabel = "FILE",
            description = "The hardware profile; default: firmware-config/hardware.properties if it exists, "
                    + "else the built-in one, as the service chooses.")
    Optional<Path> file = Optional.empty();

    /** The profile the option names (or the service's choice), or empty after one line on {@code err} naming what is wrong. */
    Optional<HardwareProfile> load(PrintWriter err) {
        try {
            return Optional.of(ProfileLoader.orDefault(file));
        } catch (ProfileException | UncheckedIOException e) {
            err.println("error: " + e.getMessage());
            return Optional.empty();
        }
    }
}
