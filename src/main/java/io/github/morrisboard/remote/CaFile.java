package io.github.morrisboard.remote;

import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManagerFactory;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Collection;
import java.util.List;

/**
 * A private certificate authority for the broker ({@code remote.ca-file}): one or more PEM
 * certificates, the only ones trusted for the broker's certificate. The broker's host name is
 * checked against its certificate as well (the link turns on HTTPS-style endpoint identification),
 * so a certificate of the same CA for another host is refused.
 */
public final class CaFile {
    private CaFile() {
    }

    /**
     * TLS trusting exactly the certificates in {@code file}; throws {@link IllegalArgumentException}
     * with one line naming the file and what is wrong with it (missing, unreadable, no certificate).
     */
    public static SSLSocketFactory trust(Path file) {
        List<X509Certificate> certs = read(file);
        try {
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            for (int i = 0; i < certs.size(); i++) {
                store.setCertificateEntry("ca" + i, certs.get(i));
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(store);
            SSLContext ctx = SSLContext.getInstance("TLS");
            ctx.init(null, tmf.getTrustManagers(), null);
            return ctx.getSocketFactory();
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalArgumentException(file + ": cannot trust its certificates (" + e.getMessage() + ")", e);
        }
    }

    /** The certificates in {@code file} (PEM), at least one. */
    static List<X509Certificate> read(Path file) {
        byte[] bytes;
        try {
            bytes = SmallFile.read(file, SmallFile.KIB_64);
        } catch (UnusableFileException e) {
            throw new IllegalArgumentException(e.getMessage());
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException(file + " does not exist (expected the PEM certificate of the CA that signed the broker's)");
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read (" + e + ")");
        }
        if (!new String(bytes, StandardCharsets.US_ASCII).contains("-----BEGIN CERTIFICATE-----")) {
            throw new IllegalArgumentException(file + " holds no PEM certificate (expected -----BEGIN CERTIFICATE-----: the CA that signed the broker's certificate)");
        }
        try {
            Collection<? extends java.security.cert.Certificate> all = CertificateFactory.getInstance("X.509")
                    .generateCertificates(new ByteArrayInputStream(bytes));
            List<X509Certificate> certs = all.stream().map(X509Certificate.class::cast).toList();
            if (certs.isEmpty()) {
                throw new IllegalArgumentException(file + " holds no certificate");
            }
            return certs;
        } catch (CertificateException e) {
            throw new IllegalArgumentException(file + " is not a readable PEM certificate (" + e.getMessage() + ")");
        }
    }
}
