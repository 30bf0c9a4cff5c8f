package io.github.morrisboard.app;

/** {@link CompanionWordsBrowserTest} in Hungarian. */
class CompanionWordsHuBrowserTest extends CompanionWordsBrowserTest {
    CompanionWordsHuBrowserTest() throws Exception {
    }

    @Override
    String language() {
        return "hu";
    }
}
