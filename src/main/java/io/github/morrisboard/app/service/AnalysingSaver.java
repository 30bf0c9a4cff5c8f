package io.github.morrisboard.app.service;

import io.github.morrisboard.ai.BackgroundAnalyser;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.AnalysisFiles;
import io.github.morrisboard.web.AnalysisJson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;

/**
 * The store's saver, and when a finished game is in the history, its analysis started in the
 * background ({@link BackgroundAnalyser}: the control loop only queues it) and written beside the
 * history ({@link AnalysisFiles}) for the companion page; so is a game ended by the players' word (a
 * resignation, an agreed draw), where a beginner most wants to see what went wrong. Abandoned games are not analysed.
 */
final class AnalysingSaver extends GameSaver.Forwarding {
    private static final Logger log = LoggerFactory.getLogger(AnalysingSaver.class);
    private final BackgroundAnalyser analyser;
    private final AnalysisFiles files;

    AnalysingSaver(GameSaver saver, BackgroundAnalyser analyser, AnalysisFiles files) {
        super(saver);
        this.analyser = analyser;
        this.files = files;
    }

    @Override
    public boolean finished(Setup setup, Game game) {
        boolean written = saver.finished(setup, game);
        if (written && game.outcome().isOver()) {
            analyse(game);
        }
        return written;
    }

    @Override
    public boolean ended(Setup setup, Game game, String result) {
        boolean written = saver.ended(setup, game, result);
        if (written && game.plyCount() > 0) {
            analyse(game);
        }
        return written;
    }

    private void analyse(Game game) {
        analyser.submit(game, analysis -> {
            try {
                files.write(game.rules(), game.plies(), AnalysisJson.of(analysis));
                log.info("analysed the finished game of {} plies: {} marked", game.plyCount(), analysis.marked().size());
            } catch (IOException | RuntimeException e) {
                log.error("cannot write the analysis of a finished game: {}", e.toString());
            }
        });
    }
}
