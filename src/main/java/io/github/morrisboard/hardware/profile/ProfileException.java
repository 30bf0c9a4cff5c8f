package io.github.morrisboard.hardware.profile;

import java.util.List;
import java.util.stream.Collectors;

/** A hardware profile that cannot be used; lists every problem found, each naming file, line and key. */
public final class ProfileException extends RuntimeException {
    private final transient List<ProfileProblem> problems;

    public ProfileException(List<ProfileProblem> problems) {
        super(problems.size() == 1 ? problems.getFirst().toString()
                : problems.size() + " problems in the hardware profile:\n  "
                + problems.stream().map(ProfileProblem::toString).collect(Collectors.joining("\n  ")));
        this.problems = List.copyOf(problems);
    }

    public List<ProfileProblem> problems() {
        return problems;
    }
}
