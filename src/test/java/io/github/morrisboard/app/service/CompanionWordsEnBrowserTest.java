package io.github.morrisboard.app.service;

/** {@link CompanionWordsBrowserTest} in English: only whether it fits. */
class CompanionWordsEnBrowserTest extends CompanionWordsBrowserTest {
    CompanionWordsEnBrowserTest() throws Exception {
    }

    @Override
    String language() {
        return "en";
    }
}
