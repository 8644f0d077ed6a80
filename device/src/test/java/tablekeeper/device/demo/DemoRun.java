package tablekeeper.device.demo;

import java.nio.file.Files;
import java.nio.file.Path;
import tablekeeper.rules.GameKind;

/** Runs the demo from the test classpath (for trying it while the app is being built). */
public final class DemoRun {
    public static void main(String[] args) throws Exception {
        GameKind game = GameKind.parse(args.length > 0 ? args[0] : "nanuk");
        Path data = Files.createTempDirectory("demo-data");
        try (Demo demo = Demo.prepare(new Demo.Options(game, true, 1, data, System.out))) {
            Demo.Result r = demo.play();
            System.exit(r.state().over() ? 0 : 1);
        }
    }
}
