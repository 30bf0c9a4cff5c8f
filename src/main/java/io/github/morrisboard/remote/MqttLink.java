package io.github.morrisboard.remote;

import org.eclipse.paho.client.mqttv3.IMqttActionListener;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.IMqttToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttCallbackExtended;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.net.ssl.SSLSocketFactory;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The board's connection to the MQTT broker (Eclipse Paho, MQTT 3.1.1): QoS 1, a persistent session
 * (clean session off, a stable client id), keep-alive, TLS and a user name and password. It keeps
 * itself connected on its own schedule, never Paho's automatic reconnect (whose cycle ends for good
 * when an attempt cannot start, and waits for ever on a CONNECT the broker never answers): every
 * attempt, the first and after each drop, has a deadline; an attempt past it is given up and the
 * next one, on a new connection, follows after a pause that doubles up to
 * {@link Settings#maxRetryMs}. At every (re)connection the subscriptions are made again (which also
 * delivers the retained record) and {@link Listener#connected} runs, where the caller publishes
 * what the other side must have: publishing is idempotent by design, so nothing depends on a
 * message buffered across a drop.
 */
public final class MqttLink implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(MqttLink.class);
    private static final int QOS = 1;

    /**
     * @param broker       {@code ssl://host:8883} (or {@code tcp://} on a trusted network)
     * @param clientId     stable per board and game: the broker keeps its session (and queued plies) under it
     * @param tls          the TLS socket factory (a private CA); empty: the JVM's default trust
     * @param keepAliveS   the keep-alive in seconds: a silent connection is declared dead after about this long
     * @param maxRetryMs   the longest pause between connection attempts
     * @param goodbyeMs    how long a polite {@link #close} waits for the plies in flight to be acknowledged
     *                     before it says goodbye ({@link #GOODBYE_MS}; a test holds a close open with a longer one)
     */
    public record Settings(URI broker, String clientId, String user, char[] password, Optional<SSLSocketFactory> tls,
                           int keepAliveS, long maxRetryMs, long goodbyeMs) {
        public Settings {
            if (!List.of("ssl", "tcp", "wss", "ws").contains(String.valueOf(broker.getScheme()))) {
                throw new IllegalArgumentException("remote.broker must be ssl://host:port (or tcp://), not " + broker);
            }
            if (goodbyeMs < 0) {
                throw new IllegalArgumentException("goodbyeMs must not be negative, not " + goodbyeMs);
            }
            password = password.clone();
        }

        /** Settings with the usual goodbye ({@link #GOODBYE_MS}). */
        public Settings(URI broker, String clientId, String user, char[] password, Optional<SSLSocketFactory> tls,
                        int keepAliveS, long maxRetryMs) {
            this(broker, clientId, user, password, tls, keepAliveS, maxRetryMs, GOODBYE_MS);
        }
    }

    /**
     * The largest payload read from the broker: twice the largest game file a board keeps
     * ({@code store.GameStore}'s 64 KiB), so the longest record a board can hold fits (a ply's word in a
     * record is as long as in the game file); anything larger is refused before it becomes a String.
     */
    static final int MAX_PAYLOAD_BYTES = 128 * 1024;

    /** How long a polite close waits for the plies in flight, usually. */
    public static final long GOODBYE_MS = 1000;

    /** News from the link, on Paho's callback thread (keep it short). */
    public interface Listener {
        void connected();

        void lost(String why);

        void message(String topic, String payload);

        /** A listener for {@code connected} and {@code message} only (a drop is the link's to mend, and logged). */
        static Listener of(Runnable connected, java.util.function.BiConsumer<String, String> message) {
            return new Listener() {
                @Override
                public void connected() {
                    connected.run();
                }

                @Override
                public void lost(String why) {
                }

                @Override
                public void message(String topic, String payload) {
                    message.accept(topic, payload);
                }
            };
        }
    }

    private final Settings settings;
    private final Listener listener;
    private final MqttAsyncClient client;
    private final List<String> subscriptions = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService retry = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "mqtt-connect");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean closed;
    private volatile boolean everConnected;

    public MqttLink(Settings settings, Listener listener) {
        this.settings = settings;
        this.listener = listener;
        try {
            this.client = new MqttAsyncClient(settings.broker().toString(), settings.clientId(), new MemoryPersistence());
        } catch (MqttException e) {
            throw new IllegalArgumentException("cannot use remote.broker " + settings.broker() + ": " + e.getMessage(), e);
        }
        client.setCallback(new MqttCallbackExtended() {
            @Override
            public void connectComplete(boolean reconnect, String serverUri) {
                if (closed) { // closed while this connection was still being made: it must not stay open behind the caller's back
                    log.info("connected to {} after the link was closed: disconnecting", serverUri);
                    Thread.ofPlatform().daemon().name("mqtt-late-close").start(MqttLink.this::release); // never on Paho's own thread
                    return;
                }
                log.info("{} to the broker {}", everConnected ? "reconnected" : "connected", serverUri);
                everConnected = true;
                for (String topic : subscriptions) {
                    subscribeNow(topic);
                }
                listener.connected();
            }

            @Override
            public void connectionLost(Throwable cause) {
                log.warn("lost the broker {}: {}", settings.broker(), String.valueOf(cause));
                listener.lost(String.valueOf(cause));
                reconnect(); // on the link's own thread, never Paho's
            }

            @Override
            public void messageArrived(String topic, MqttMessage message) {
                deliver(listener, topic, message.getPayload());
            }

            @Override
            public void deliveryComplete(IMqttDeliveryToken token) {
            }
        });
    }

    /**
     * One message from the broker to {@code listener}, on Paho's callback thread. It never throws: an
     * exception out of Paho's callback drops the connection and leaves the QoS 1 message unacknowledged,
     * so the broker would send it again at every reconnection, for ever. A payload over
     * {@link #MAX_PAYLOAD_BYTES} is refused before it is decoded, and whatever the listener throws is
     * refused; each in one line naming the topic, and the message is acknowledged all the same.
     */
    static void deliver(Listener listener, String topic, byte[] payload) {
        if (payload.length > MAX_PAYLOAD_BYTES) {
            log.warn("refused a message on {}: {} bytes, more than the {} a board reads", abbreviate(topic), payload.length, MAX_PAYLOAD_BYTES);
            return;
        }
        try {
            listener.message(topic, new String(payload, StandardCharsets.UTF_8));
        } catch (RuntimeException | StackOverflowError | AssertionError e) {
            log.warn("refused a message on {}: {}", abbreviate(topic), String.valueOf(e).lines().findFirst().orElse(""));
        }
    }

    private static String abbreviate(String s) {
        return s.length() <= 200 ? s : s.substring(0, 197) + "...";
    }

    /** Subscribes to {@code topic} now if connected, and again at every connection. */
    public void subscribe(String topic) {
        subscriptions.add(topic);
        if (client.isConnected()) {
            subscribeNow(topic);
        }
    }

    /** Asks the broker for {@code topic}'s retained message again (unsubscribe, subscribe). */
    public void refresh(String topic) {
        if (!client.isConnected()) {
            return; // the next connection subscribes again anyway
        }
        try { // on Paho's callback thread: never wait for a token here
            client.unsubscribe(topic, null, new IMqttActionListener() {
                @Override
                public void onSuccess(IMqttToken token) {
                    subscribeNow(topic);
                }

                @Override
                public void onFailure(IMqttToken token, Throwable e) {
                    subscribeNow(topic);
                }
            });
        } catch (MqttException e) {
            log.debug("unsubscribe {}: {}", topic, e.toString());
        }
    }

    private void subscribeNow(String topic) {
        try {
            client.subscribe(topic, QOS);
        } catch (MqttException e) {
            log.warn("cannot subscribe to {}: {}", topic, e.toString());
        }
    }

    /**
     * Publishes with QoS 1 if connected; returns whether it was handed to the client. A message
     * that could not be sent is not kept: {@link Listener#connected} publishes everything again.
     */
    public boolean publish(String topic, String payload, boolean retained) {
        try {
            client.publish(topic, payload.getBytes(StandardCharsets.UTF_8), QOS, retained);
            return true;
        } catch (MqttException e) {
            log.debug("not published on {} ({}): {}", topic, e.getMessage(), payload);
            return false;
        }
    }

    /** Starts connecting (in the background; returns at once). */
    public void start() {
        retry.execute(() -> attempt(FIRST_PAUSE_MS));
    }

    /** The pause before the second attempt; it doubles up to {@link Settings#maxRetryMs}. */
    private static final long FIRST_PAUSE_MS = 500;

    private void reconnect() {
        try {
            retry.execute(() -> attempt(FIRST_PAUSE_MS));
        } catch (RejectedExecutionException e) { // closed meanwhile: nothing to reconnect
            log.debug("not reconnecting: the link is closed");
        }
    }

    /**
     * One attempt to connect, on the link's own thread, and the next one scheduled if it fails. An attempt
     * that has not been answered by its deadline (the socket's timeout and a CONNECT's answer, which Paho
     * itself would wait for for ever) is given up: its connection is dropped, and the next attempt opens a new one.
     */
    private void attempt(long pauseMs) {
        if (closed || client.isConnected()) {
            return;
        }
        try {
            client.connect(options()).waitForCompletion(attemptDeadlineMs());
            return; // connected: a later loss calls reconnect()
        } catch (MqttException e) {
            if (e.getReasonCode() == MqttException.REASON_CODE_CLIENT_CONNECTED) {
                return;
            }
            log.warn("cannot reach the broker {} (retrying in {} ms): {}", settings.broker(), pauseMs, describe(e));
            listener.lost(describe(e));
            if (e.getReasonCode() == MqttException.REASON_CODE_CLIENT_TIMEOUT || e.getReasonCode() == MqttException.REASON_CODE_CONNECT_IN_PROGRESS) {
                giveUpTheAttempt();
            }
        }
        try {
            retry.schedule(() -> attempt(Math.min(pauseMs * 2, settings.maxRetryMs())), pauseMs, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            log.debug("not retrying: the link is closed");
        }
    }

    /** How long one attempt may take: the socket's timeout, a TLS handshake and the broker's answer. */
    private long attemptDeadlineMs() {
        return connectTimeoutS() * 1000L + 2000;
    }

    private int connectTimeoutS() {
        return Math.max(5, settings.keepAliveS());
    }

    /** Drops the connection of an attempt that was never answered, so the next attempt starts afresh. */
    private void giveUpTheAttempt() {
        try {
            client.disconnectForcibly(0, 0, false);
        } catch (MqttException e) {
            log.debug("giving up an unanswered attempt: {}", e.toString());
        }
    }

    private MqttConnectOptions options() {
        MqttConnectOptions o = new MqttConnectOptions();
        o.setCleanSession(false);
        o.setAutomaticReconnect(false); // the link's own attempts: see the class's comment
        o.setKeepAliveInterval(settings.keepAliveS());
        o.setConnectionTimeout(connectTimeoutS());
        o.setMaxInflight(1000); // a whole game is published again at each connection
        o.setUserName(settings.user());
        o.setPassword(settings.password());
        o.setSocketFactory("tcp".equals(settings.broker().getScheme()) ? NoDelaySockets.plain()
                : new NoDelaySockets(settings.tls().orElseGet(() -> (SSLSocketFactory) SSLSocketFactory.getDefault())));
        o.setHttpsHostnameVerificationEnabled(true);
        return o;
    }

    private static String describe(MqttException e) {
        return e.getMessage() + (e.getCause() != null ? " (" + e.getCause() + ")" : "");
    }

    public boolean connected() {
        return client.isConnected();
    }

    /** Disconnects politely (the session stays with the broker for the next start). */
    @Override
    public void close() {
        closed = true;
        retry.shutdownNow();
        try {
            if (client.isConnected()) {
                client.disconnect(settings.goodbyeMs()).waitForCompletion(settings.goodbyeMs() + 1000);
            }
        } catch (MqttException e) {
            log.debug("disconnect: {}", e.toString());
        }
        release();
    }

    /** Drops the connection without a word, as a power cut would (tests of a board killed mid-game). */
    public void kill() {
        closed = true;
        retry.shutdownNow();
        try {
            client.disconnectForcibly(0, 0, false);
        } catch (MqttException e) {
            log.debug("forced disconnect: {}", e.toString());
        }
        release();
    }

    private void release() {
        try {
            if (client.isConnected()) {
                client.disconnectForcibly(0, 1000, false);
            }
        } catch (MqttException e) {
            log.debug("forced disconnect: {}", e.toString());
        }
        try {
            client.close(true);
        } catch (MqttException e) {
            log.debug("close: {}", e.toString());
        }
    }
}
