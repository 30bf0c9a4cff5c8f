package io.github.morrisboard.app.service;

/** {@link CompanionWordsBrowserTest} in Hungarian. */
class CompanionWordsHuBrowserTest extends CompanionWordsBrowserTest {
    CompanionWordsHuBrowserTest() throws Exception {
    }

    @Override
    String language() {
        return "hu";
    }
}
