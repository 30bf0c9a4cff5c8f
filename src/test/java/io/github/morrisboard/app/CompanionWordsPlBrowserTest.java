package io.github.morrisboard.app;

/** {@link CompanionWordsBrowserTest} in Polish. */
class CompanionWordsPlBrowserTest extends CompanionWordsBrowserTest {
    CompanionWordsPlBrowserTest() throws Exception {
    }

    @Override
    String language() {
        return "pl";
    }
}
