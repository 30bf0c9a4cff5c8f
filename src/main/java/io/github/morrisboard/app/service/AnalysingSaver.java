package io.github.morrisboard.app.service;

import io.github.morrisboard.ai.BackgroundAnalyser;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.AnalysisFiles;
import io.github.morrisboard.web.AnalysisJson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.learn.BuiltinPuzzles;
import io.github.morrisboard.learn.OwnPuzzles;
import io.github.morrisboard.learn.Practice;
import io.github.morrisboard.learn.Puzzle;

import java.io.IOException;
import java.util.List;
import java.util.Set;

/**
 * The store's saver, and when a finished game is in the history, its analysis started in the
 * background ({@link BackgroundAnalyser}: the control loop only queues it) and written beside the
 * history ({@link AnalysisFiles}) for the companion page; so is a game ended by the players' word (a
 * resignation, an agreed draw), where a beginner most wants to see what went wrong. Abandoned games are not analysed.
 * The person's mistakes with one clearly better ply become puzzles ({@link OwnPuzzles}), kept in the
 * {@link Practice}'s book, all on the analysis's thread.
 */
final class AnalysingSaver extends GameSaver.Forwarding {
    private static final Logger log = LoggerFactory.getLogger(AnalysingSaver.class);
    private final BackgroundAnalyser analyser;
    private final AnalysisFiles files;
    private final Practice practice;

    AnalysingSaver(GameSaver saver, BackgroundAnalyser analyser, AnalysisFiles files, Practice practice) {
        super(saver);
        this.analyser = analyser;
        this.files = files;
        this.practice = practice;
    }

    @Override
    public boolean finished(Setup setup, Game game) {
        boolean written = saver.finished(setup, game);
        if (written && game.outcome().isOver()) {
            analyse(setup, game);
        }
        return written;
    }

    @Override
    public boolean ended(Setup setup, Game game, String result) {
        boolean written = saver.ended(setup, game, result);
        if (written && game.plyCount() > 0) {
            analyse(setup, game);
        }
        return written;
    }

    private void analyse(Setup setup, Game game) {
        analyser.submit(game, analysis -> {
            try {
                files.write(game, AnalysisJson.of(analysis));
                log.info("analysed the finished game of {} plies: {} marked", game.plyCount(), analysis.marked().size());
            } catch (IOException | RuntimeException e) {
                log.error("cannot write the analysis of a finished game: {}", e.toString());
            }
            Set<Color> sides = people(setup);
            if (!game.startPosition().equals(Game.start(game.rules()).position())) {
                log.info("the finished game began from a position set up on the board: its puzzles are not kept (a puzzle is a record from the rules' start)");
            } else if (!analysis.marked().isEmpty() && !sides.isEmpty()) {
                try {
                    List<Puzzle> found = OwnPuzzles.from(game, analysis, AnalysisFiles.key(game.rules(), game.plies()), sides,
                            BuiltinPuzzles.scores());
                    log.info("the finished game gave {} puzzles, {} of them new", found.size(), practice.add(found));
                } catch (RuntimeException e) {
                    log.error("cannot find the puzzles of a finished game: {}", e.toString());
                }
            }
        });
    }

    /** The sides people played at this board: the person's against the AI or a friend's board, both for two people, none for the AI's demo. */
    static Set<Color> people(Setup setup) {
        return switch (setup.mode()) {
            case HUMAN_AI, REMOTE -> Set.of(setup.localColor());
            case HUMAN_HUMAN -> Set.of(Color.WHITE, Color.BLACK);
            case AI_AI -> Set.of();
        };
    }
}
