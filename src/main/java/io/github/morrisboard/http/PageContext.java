package io.github.morrisboard.http;

import com.sun.net.httpserver.Authenticator;
import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The one context of the pages' server: every path, routed by the page itself. */
final class PageContext extends HttpContext {
    static final PageContext ROOT = new PageContext();
    private final Map<String, Object> attributes = new HashMap<>();

    private PageContext() {
    }

    @Override
    public HttpHandler getHandler() {
        throw new UnsupportedOperationException("the pages' server routes by its Router");
    }

    @Override
    public void setHandler(HttpHandler handler) {
        throw new UnsupportedOperationException("the pages' server routes by its Router");
    }

    @Override
    public String getPath() {
        return "/";
    }

    @Override
    public HttpServer getServer() {
        throw new UnsupportedOperationException("the pages' server is not the JDK's");
    }

    @Override
    public Map<String, Object> getAttributes() {
        return attributes;
    }

    @Override
    public List<Filter> getFilters() {
        return List.of();
    }

    @Override
    public Authenticator setAuthenticator(Authenticator auth) {
        throw new UnsupportedOperationException("the pages' server has no authenticator");
    }

    @Override
    public Authenticator getAuthenticator() {
        return null; // the JDK's contract: none set
    }
}
