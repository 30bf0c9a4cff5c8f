package io.github.morrisboard.app.service;

/** {@link CompanionWordsBrowserTest} in Polish. */
class CompanionWordsPlBrowserTest extends CompanionWordsBrowserTest {
    CompanionWordsPlBrowserTest() throws Exception {
    }

    @Override
    String language() {
        return "pl";
    }
}
