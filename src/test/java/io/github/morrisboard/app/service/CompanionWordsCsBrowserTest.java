package io.github.morrisboard.app.service;

/** {@link CompanionWordsBrowserTest} in Czech. */
class CompanionWordsCsBrowserTest extends CompanionWordsBrowserTest {
    CompanionWordsCsBrowserTest() throws Exception {
    }

    @Override
    String language() {
        return "cs";
    }
}
