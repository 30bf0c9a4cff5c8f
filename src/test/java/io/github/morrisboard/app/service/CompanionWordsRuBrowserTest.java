package io.github.morrisboard.app.service;

/** {@link CompanionWordsBrowserTest} in Russian. */
class CompanionWordsRuBrowserTest extends CompanionWordsBrowserTest {
    CompanionWordsRuBrowserTest() throws Exception {
    }

    @Override
    String language() {
        return "ru";
    }
}
