package io.github.morrisboard.http;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.json.Json;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class JsonWriterTest {
    @Test
    void nestsWithCommasInTheRightPlaces() {
        String json = new JsonWriter().beginObject()
                .name("a").beginArray().value(1).value(true).beginObject().endObject().beginArray().endArray().endArray()
                .field("b", "x")
                .name("c").beginObject().name("d").value(false).endObject()
                .endObject().toString();
        assertEquals("{\"a\":[1,true,{},[]],\"b\":\"x\",\"c\":{\"d\":false}}", json);
    }

    @Test
    void escapesEverythingAParserNeedsEscaped() {
        String nasty = "quote \" backslash \\ newline \n tab \t bell \u0007 </script> \u2028 ünïcödé ♟";
        String json = new JsonWriter().beginObject().field("s", nasty).endObject().toString();
        assertEquals(Map.of("s", nasty), new Json().toType(json, Json.MAP_TYPE), "round trip through a real parser");
        assertEquals(-1, json.indexOf('<'), "no '<' so the JSON is safe inside HTML");
        assertEquals(-1, json.indexOf('\n'));
    }

    @Test
    void decimalsAreJsonNumbersAndNoneIsNotANumber() {
        String json = new JsonWriter().beginArray().value(2.6).value(20.0).value(1e-5).value(3).endArray().toString();
        assertEquals("[2.6,20.0,1.0E-5,3]", json);
        assertEquals(List.of(2.6, 20L, 1e-5, 3L), new Json().toType(json, List.class), "a real parser reads them");
        assertThrows(IllegalArgumentException.class, () -> new JsonWriter().value(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new JsonWriter().value(Double.POSITIVE_INFINITY));
    }

    @Test
    void refusesUnfinishedOrUnbalancedJson() {
        assertThrows(IllegalStateException.class, () -> new JsonWriter().beginObject().toString());
        assertThrows(IllegalStateException.class, () -> new JsonWriter().endArray());
    }

    @Test
    void errorsAreObjects() {
        assertEquals(Map.of("error", "unknown point \"z9\""),
                new Json().toType(Http.error("unknown point \"z9\""), Json.MAP_TYPE));
    }
}
