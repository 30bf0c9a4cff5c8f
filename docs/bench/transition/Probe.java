import io.github.morrisboard.ai.*;
import io.github.morrisboard.engine.*;
import java.nio.file.Path;
import java.util.*;
public class Probe {
  public static void main(String[] a) throws Exception {
    String rec = a[0]; int from = Integer.parseInt(a[1]), to = Integer.parseInt(a[2]);
    long[] budgets = Arrays.stream(a[3].split(",")).mapToLong(Long::parseLong).toArray();
    Tables t = Tables.load(Path.of("/work/ai-cache/morrisboard-tables.bin"));
    String[] plies = rec.trim().split(" ");
    Game g = Game.start(Rules.STANDARD);
    int k = 0;
    for (String s : plies) {
      if (k >= from && k < to && !s.startsWith("x")) {
        StringBuilder sb = new StringBuilder(String.format("%2d %s %-6s:", k, g.position().sideToMove(), s));
        for (long b : budgets) {
          long[] tick = {0};
          Searcher se = new Searcher(new TranspositionTable(16), t, Weights.DEFAULT);
          SearchResult r = se.search(g, new SearchRequest(b, Level.FULL, new SplittableRandom(1)), () -> tick[0]++);
          sb.append(String.format("  [%d: %s d%d %+d]", b, r.best().get(), r.depth(), r.score()));
        }
        System.out.println(sb);
      }
      g = g.play(g.position().legalPlies().stream().filter(p -> p.toString().equals(s)).findFirst().orElseThrow(() -> new IllegalStateException(s)));
      k++;
    }
  }
}
