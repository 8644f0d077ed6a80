package tablekeeper.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The default pin map lives in two places a person reads (hardware-docs/PINOUT.md and its wiring.svg) and one the
 * device reads (pins.properties on the classpath). Someone wiring a table follows the docs, so any disagreement is a
 * dark LED or a dead button at the table: this test fails on it, naming each pin that differs.
 */
class PinoutDocTest {
    private static final String RESOURCE = "/tablekeeper/device/pins.properties";

    /** BCM GPIO number to physical pin on the 40-pin header (the same on a Raspberry Pi 4 and 5). */
    private static final Map<Integer, Integer> HEADER_PIN_OF_BCM = Map.ofEntries(
            Map.entry(2, 3), Map.entry(3, 5), Map.entry(4, 7), Map.entry(14, 8), Map.entry(15, 10),
            Map.entry(17, 11), Map.entry(18, 12), Map.entry(27, 13), Map.entry(22, 15), Map.entry(23, 16),
            Map.entry(24, 18), Map.entry(10, 19), Map.entry(9, 21), Map.entry(25, 22), Map.entry(11, 23),
            Map.entry(8, 24), Map.entry(7, 26), Map.entry(0, 27), Map.entry(1, 28), Map.entry(5, 29),
            Map.entry(6, 31), Map.entry(12, 32), Map.entry(13, 33), Map.entry(19, 35), Map.entry(16, 36),
            Map.entry(26, 37), Map.entry(20, 38), Map.entry(21, 40));

    private static Path docs;
    private static Map<String, Integer> properties;

    @BeforeAll
    static void load() throws IOException {
        docs = findHardwareDocs();
        properties = readProperties();
    }

    @Test
    void theDefaultConfigurationNamesEveryPartOnItsOwnPin() {
        assertThat(properties).as("pins in %s", RESOURCE).isNotEmpty();
        Map<Integer, List<String>> keysOfPin = new TreeMap<>();
        properties.forEach((key, bcm) -> keysOfPin.computeIfAbsent(bcm, b -> new ArrayList<>()).add(key));
        keysOfPin.values().removeIf(keys -> keys.size() < 2);
        assertThat(keysOfPin).as("BCM pins used by more than one key in %s", RESOURCE).isEmpty();
        assertThat(properties.values()).as("BCM numbers in %s that are not on the 40-pin header", RESOURCE)
                .allMatch(HEADER_PIN_OF_BCM::containsKey);
    }

    @Test
    void pinoutTableAndPropertiesAgreeInBothDirections() throws IOException {
        List<PinRow> rows = pinMapTable(Files.readAllLines(docs.resolve("PINOUT.md"), StandardCharsets.UTF_8));
        Map<String, Integer> documented = new LinkedHashMap<>();
        List<String> repeated = new ArrayList<>();
        for (PinRow row : rows) {
            if (documented.put(row.key(), row.bcm()) != null) repeated.add(row.key());
        }
        assertThat(repeated).as("keys listed twice in PINOUT.md's pin table").isEmpty();
        assertThat(differences(properties, documented))
                .as("pins.properties entries that PINOUT.md's table lacks or numbers differently").isEmpty();
        assertThat(differences(documented, properties))
                .as("PINOUT.md table rows that pins.properties lacks or numbers differently").isEmpty();
    }

    @Test
    void pinoutHeaderPinsBelongToTheirBcmNumbers() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (PinRow row : pinMapTable(Files.readAllLines(docs.resolve("PINOUT.md"), StandardCharsets.UTF_8))) {
            Integer expected = HEADER_PIN_OF_BCM.get(row.bcm());
            if (expected == null || expected != row.headerPin()) {
                wrong.add(row.key() + ": BCM " + row.bcm() + " is header pin " + expected
                        + ", the table says " + row.headerPin());
            }
        }
        assertThat(wrong).as("PINOUT.md rows whose header pin does not match the BCM number").isEmpty();
    }

    @Test
    void wiringDiagramShowsExactlyTheConfiguredPins() throws Exception {
        Document svg = DocumentBuilderFactory.newDefaultInstance().newDocumentBuilder()
                .parse(docs.resolve("wiring.svg").toFile());
        Set<Integer> shown = new TreeSet<>();
        for (String text : texts(svg.getDocumentElement())) {
            Matcher gpio = GPIO_LABEL.matcher(text);
            while (gpio.find()) shown.add(Integer.parseInt(gpio.group(1)));
        }
        assertThat(shown).as("GPIO labels in wiring.svg (left) against the pins in pins.properties")
                .isEqualTo(new TreeSet<>(properties.values()));

        // Each channel is a group tagged with its key, so a label cannot drift to another part of the drawing.
        Map<String, Integer> channels = new LinkedHashMap<>();
        List<String> mislabelled = new ArrayList<>();
        NodeList all = svg.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element element = (Element) all.item(i);
            if (!element.hasAttribute("data-key")) continue;
            String key = element.getAttribute("data-key");
            int bcm = Integer.parseInt(element.getAttribute("data-bcm"));
            channels.put(key, bcm);
            if (texts(element).stream().noneMatch(text -> text.matches("(?s).*\\bGPIO" + bcm + "\\b.*"))) {
                mislabelled.add(key + " (data-bcm " + bcm + ") has no GPIO" + bcm + " label");
            }
        }
        assertThat(mislabelled).as("wiring.svg channels whose label differs from their data-bcm").isEmpty();
        assertThat(differences(properties, channels))
                .as("pins.properties entries that wiring.svg lacks or wires to another pin").isEmpty();
        assertThat(differences(channels, properties))
                .as("wiring.svg channels that pins.properties lacks or numbers differently").isEmpty();
    }

    private static final Pattern GPIO_LABEL = Pattern.compile("\\bGPIO(\\d+)\\b");

    /** The content of each {@code <text>} element at or under {@code root}, one string per element. */
    private static List<String> texts(Element root) {
        List<String> out = new ArrayList<>();
        if (root.getTagName().equals("text")) out.add(root.getTextContent());
        NodeList texts = root.getElementsByTagName("text");
        for (int i = 0; i < texts.getLength(); i++) out.add(texts.item(i).getTextContent());
        return out;
    }

    private record PinRow(String key, int bcm, int headerPin) {}

    /** The one table whose header has a "pins.properties" key column and a "BCM" column. */
    static List<PinRow> pinMapTable(List<String> lines) {
        List<List<String[]>> tables = new ArrayList<>();
        List<String[]> current = null;
        for (String line : lines) {
            if (line.trim().startsWith("|")) {
                if (current == null) tables.add(current = new ArrayList<>());
                current.add(cells(line));
            } else {
                current = null;
            }
        }
        List<List<String[]>> pinTables = tables.stream()
                .filter(t -> indexOf(t.get(0), "pins.properties") >= 0 && indexOf(t.get(0), "BCM") >= 0).toList();
        assertThat(pinTables).as("tables in PINOUT.md with a 'pins.properties' key column and a 'BCM' column")
                .hasSize(1);
        List<String[]> table = pinTables.get(0);
        String[] header = table.get(0);
        int keyColumn = indexOf(header, "pins.properties");
        int bcmColumn = indexOf(header, "BCM");
        int headerPinColumn = indexOf(header, "Header pin");
        assertThat(headerPinColumn).as("a 'Header pin' column in PINOUT.md's pin table").isNotNegative();
        List<PinRow> rows = new ArrayList<>();
        for (String[] row : table.subList(2, table.size())) { // after the header and the |---| line
            rows.add(new PinRow(row[keyColumn].replace("`", "").trim(), number(row[bcmColumn]),
                    number(row[headerPinColumn])));
        }
        assertThat(rows).as("rows of PINOUT.md's pin table").isNotEmpty();
        return rows;
    }

    private static String[] cells(String line) {
        String trimmed = line.trim();
        String inner = trimmed.substring(1, trimmed.endsWith("|") ? trimmed.length() - 1 : trimmed.length());
        return inner.split("\\|", -1);
    }

    private static int indexOf(String[] header, String word) {
        for (int i = 0; i < header.length; i++) {
            if (header[i].contains(word)) return i;
        }
        return -1;
    }

    private static int number(String cell) {
        String digits = cell.replace("`", "").trim().replaceFirst("^GPIO", "");
        assertThat(digits).as("a pin number in PINOUT.md's pin table").matches("\\d+");
        return Integer.parseInt(digits);
    }

    /** Entries of {@code from} that {@code to} lacks or maps to another pin, as readable "key=pin" lines. */
    private static List<String> differences(Map<String, Integer> from, Map<String, Integer> to) {
        List<String> out = new ArrayList<>();
        from.forEach((key, bcm) -> {
            if (!bcm.equals(to.get(key))) {
                out.add(key + "=" + bcm + (to.containsKey(key) ? " (other side: " + to.get(key) + ")" : " (missing)"));
            }
        });
        return out;
    }

    /** Read line by line rather than with java.util.Properties, which would hide a key given twice. */
    private static Map<String, Integer> readProperties() throws IOException {
        Map<String, Integer> pins = new LinkedHashMap<>();
        List<String> repeated = new ArrayList<>();
        try (InputStream in = PinoutDocTest.class.getResourceAsStream(RESOURCE)) {
            assertThat(in).as("%s on the device's classpath", RESOURCE).isNotNull();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                String trimmed = line.trim();
                if (trimmed.isEmpty() || trimmed.startsWith("#")) continue;
                String[] pair = trimmed.split("\\s*=\\s*", 2);
                assertThat(pair).as("a key=value line in %s: '%s'", RESOURCE, line).hasSize(2);
                assertThat(pair[1]).as("the BCM number of %s in %s", pair[0], RESOURCE).matches("\\d+");
                if (pins.put(pair[0], Integer.parseInt(pair[1])) != null) repeated.add(pair[0]);
            }
        }
        assertThat(repeated).as("keys given twice in %s", RESOURCE).isEmpty();
        return pins;
    }

    /** Tests run in the module folder; the docs are beside it at the repository root. */
    private static Path findHardwareDocs() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("hardware-docs");
            if (Files.isRegularFile(candidate.resolve("PINOUT.md"))) return candidate;
        }
        throw new IllegalStateException("hardware-docs/PINOUT.md not found above " + Path.of("").toAbsolutePath());
    }
}
