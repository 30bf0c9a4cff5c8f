package io.github.morrisboard.remote;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A private CA made with keytool (no openssl needed): {@code ca.pem} (what a board's
 * remote.ca-file names), {@code server.pem} and {@code server.key} (what Mosquitto serves).
 */
public final class TestCa {
    private static final String STOREPASS = "test-store-pass";
    /** The CAs {@link #writeShared} made in this run, by the server certificate's names. */
    private static final Map<String, Path> MADE = new HashMap<>();
    private static final List<String> COMMON = List.of("-storetype", "PKCS12", "-storepass", STOREPASS, "-keypass", STOREPASS);

    private TestCa() {
    }

    /** A CA alone ({@code ca.p12} and {@code ca.pem}), with two keytool calls: one a broker does not trust. */
    static void writeCa(Path dir) throws Exception {
        Files.createDirectories(dir);
        String ca = dir.resolve("ca.p12").toString();
        Mosquitto.run(cat(List.of(keytool(), "-genkeypair", "-alias", "ca", "-keyalg", "EC", "-groupname", "secp256r1",
                "-dname", "CN=morrisboard test CA", "-ext", "bc:c", "-validity", "2", "-keystore", ca), COMMON));
        Mosquitto.run(cat(List.of(keytool(), "-exportcert", "-alias", "ca", "-keystore", ca, "-rfc",
                "-file", dir.resolve("ca.pem").toString()), COMMON));
    }

    private static String keytool() {
        return Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
    }

    /** A CA and a server certificate for {@code san} signed by it, as PEM files for Mosquitto. */
    public static void write(Path dir, String san) throws Exception {
        writeCa(dir);
        String keytool = keytool();
        String ca = dir.resolve("ca.p12").toString();
        String server = dir.resolve("server.p12").toString();
        String csr = dir.resolve("server.csr").toString();
        Mosquitto.run(cat(List.of(keytool, "-genkeypair", "-alias", "server", "-keyalg", "EC", "-groupname", "secp256r1",
                "-dname", "CN=localhost", "-validity", "2", "-keystore", server), COMMON));
        Mosquitto.run(cat(List.of(keytool, "-certreq", "-alias", "server", "-keystore", server, "-file", csr), COMMON));
        Mosquitto.run(cat(List.of(keytool, "-gencert", "-alias", "ca", "-keystore", ca, "-infile", csr, "-rfc", "-validity", "2",
                "-ext", "san=" + san, "-outfile", dir.resolve("server.pem").toString()), COMMON));
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(Path.of(server))) {
            ks.load(in, STOREPASS.toCharArray());
        }
        PrivateKey key = (PrivateKey) ks.getKey("server", STOREPASS.toCharArray());
        Files.writeString(dir.resolve("server.key"), "-----BEGIN PRIVATE KEY-----\n"
                + Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(key.getEncoded()) + "\n-----END PRIVATE KEY-----\n");
        // the CA alone in a PKCS12 trust store, for a process started with -Djavax.net.ssl.trustStore
        Mosquitto.run(cat(List.of(keytool, "-importcert", "-noprompt", "-alias", "ca", "-file", dir.resolve("ca.pem").toString(),
                "-keystore", dir.resolve("trust.p12").toString()), COMMON));
    }

    /**
     * As {@link #write}, but the CA and its server certificate for {@code san} are made once in a run
     * and copied here after that: each keytool call starts a JVM (six a CA, about 10 s of a broker's
     * start on a busy machine), and the brokers of the tests need a private CA each, not a new one
     * each. A test that needs a CA other than its broker's makes one with {@link #writeCa}.
     */
    static synchronized void writeShared(Path dir, String san) throws Exception {
        Path made = MADE.get(san);
        if (made == null) {
            made = Files.createTempDirectory("morrisboard-test-ca-");
            made.toFile().deleteOnExit();
            write(made, san);
            MADE.put(san, made);
        }
        Files.createDirectories(dir);
        try (Stream<Path> files = Files.list(made)) {
            for (Path f : files.toList()) {
                f.toFile().deleteOnExit();
                Files.copy(f, dir.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** The password of the stores written here. */
    static String storePassword() {
        return STOREPASS;
    }

    private static List<String> cat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

}
