package io.github.morrisboard;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The import rules of DESIGN.md's picture, as a test, so the next feature cannot quietly break
 * them: the pure core (board, engine, sensing, reconcile, setup, lights, words, files, store, ai)
 * uses only the packages below it, the control loop owns no file format, Pi4J stays behind the
 * hardware layer, and no two packages need each other. ArchUnit reads the compiled classes, so an
 * inline fully-qualified name counts as much as an import.
 */
class ArchitectureTest {
    private static final String ROOT = "io.github.morrisboard";
    static JavaClasses main;

    /** What each package of the core may use of the project's other packages (besides the JDK and SLF4J). */
    static final Map<String, List<String>> MAY_USE = Map.ofEntries(
            Map.entry("board", List.of()),
            Map.entry("words", List.of()),
            Map.entry("files", List.of()),
            Map.entry("engine", List.of("board")),
            Map.entry("sensing", List.of("board")),
            Map.entry("setup", List.of("board", "engine")),
            Map.entry("reconcile", List.of("board", "engine", "sensing")),
            Map.entry("lights", List.of("board", "engine", "setup", "words")),
            Map.entry("store", List.of("board", "engine", "files", "setup")),
            Map.entry("ai", List.of("board", "engine", "files")),
            Map.entry("learn", List.of("ai", "board", "engine", "files", "setup", "store")),
            Map.entry("control", List.of("ai", "board", "engine", "files", "learn", "lights", "reconcile", "sensing", "setup", "words")));

    @BeforeAll
    static void read() {
        main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages(ROOT);
    }

    @Test
    void theCoreUsesOnlyWhatIsBelowIt() {
        List<String> broken = new ArrayList<>();
        MAY_USE.forEach((pkg, allowed) -> {
            List<String> others = new ArrayList<>();
            for (String p : List.of("ai", "app", "board", "card", "control", "engine", "files", "hardware", "http", "learn", "lights",
                    "reconcile", "remote", "sensing", "setup", "sim", "store", "web", "wiring", "words", "config")) {
                if (!p.equals(pkg) && !allowed.contains(p)) {
                    others.add(ROOT + "." + p + "..");
                }
            }
            ArchRule rule = noClasses().that().resideInAPackage(ROOT + "." + pkg + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(others.toArray(String[]::new))
                    .because(pkg + " may use only " + allowed);
            try {
                rule.check(main);
            } catch (AssertionError e) {
                broken.add(e.getMessage());
            }
        });
        if (!broken.isEmpty()) {
            throw new AssertionError(String.join("\n\n", broken));
        }
    }

    @Test
    void pi4jStaysBehindTheHardwareLayer() {
        noClasses().that().resideOutsideOfPackages(ROOT + ".hardware..", ROOT + ".sim..")
                .should().dependOnClassesThat().resideInAPackage("com.pi4j..")
                .because("Pi4J is the hardware layer's; the simulator alone drives Pi4J's mock devices")
                .check(main);
    }

    @Test
    void noTwoPackagesNeedEachOther() {
        slices().matching(ROOT + ".(*)..").should().beFreeOfCycles().check(main);
    }

    @Test
    void theSimulatorAndThePagesShareOnlyThePlumbing() {
        noClasses().that().resideInAPackage(ROOT + ".sim..")
                .should().dependOnClassesThat().resideInAPackage(ROOT + ".web..")
                .because("the simulator's page and the companion page share the http package, not each other")
                .check(main);
    }

    @Test
    void thePagesDoNotReachIntoTheControlLoop() {
        noClasses().that().resideInAnyPackage(ROOT + ".web..", ROOT + ".sim..", ROOT + ".remote..")
                .should().dependOnClassesThat().haveNameMatching("io\\.github\\.morrisboard\\.control\\.Controller(\\$.*)?")
                .because("pages and the broker read what the loop published (control.View), never the Controller")
                .check(main);
    }

    @Test
    void nothingDependsOnTheApplication() {
        noClasses().that().resideOutsideOfPackage(ROOT + ".app..")
                .should().dependOnClassesThat().resideInAPackage(ROOT + ".app..")
                .because("app assembles everything; nothing depends on it")
                .check(main);
    }

    /**
     * The application in layers: {@code app} holds {@code Main} alone; its commands ({@code app.cli}) may
     * start the service ({@code app.service}, the assembled board); both may call the operating system's
     * edges ({@code app.os}: systemd, the C library, logging), which call nothing of the application.
     */
    @Test
    void theApplicationIsMainOverCommandsOverTheServiceOverTheOperatingSystem() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("main").definedBy(ROOT + ".app")
                .layer("commands").definedBy(ROOT + ".app.cli..")
                .layer("service").definedBy(ROOT + ".app.service..")
                .layer("os").definedBy(ROOT + ".app.os..")
                .whereLayer("main").mayNotBeAccessedByAnyLayer()
                .whereLayer("commands").mayOnlyBeAccessedByLayers("main")
                .whereLayer("service").mayOnlyBeAccessedByLayers("main", "commands")
                .whereLayer("os").mayOnlyBeAccessedByLayers("main", "commands", "service")
                .check(main);
    }
}
