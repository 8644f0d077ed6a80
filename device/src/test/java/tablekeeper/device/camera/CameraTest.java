package tablekeeper.device.camera;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import tablekeeper.vision.OpenCv;

class CameraTest {
    @BeforeAll
    static void load() {
        OpenCv.load();
    }

    static Mat solid(int gray) {
        return new Mat(120, 160, CvType.CV_8UC3, new Scalar(gray, gray, gray));
    }

    static byte[] jpeg(int gray) {
        MatOfByte out = new MatOfByte();
        Imgcodecs.imencode(".jpg", solid(gray), out);
        return out.toArray();
    }

    static double mean(Mat m) {
        return Core.mean(m).val[0];
    }

    @Test
    void mjpegStreamIsSplitIntoWholeFrames() throws Exception {
        ByteArrayOutputStream s = new ByteArrayOutputStream();
        s.write(new byte[] {1, 2, (byte) 0xFF, 3});
        for (int g : new int[] {40, 120, 200}) s.write(jpeg(g));
        s.write(jpeg(250), 0, 100); // a frame cut off by the camera process dying
        MjpegStream stream = new MjpegStream(new ByteArrayInputStream(s.toByteArray()));
        for (int g : new int[] {40, 120, 200}) {
            Mat m = Imgcodecs.imdecode(new MatOfByte(stream.next()), Imgcodecs.IMREAD_COLOR);
            assertThat(mean(m)).isCloseTo(g, org.assertj.core.data.Offset.offset(3.0));
        }
        assertThat(stream.next()).isNull();
    }

    @Test
    void rpicamStyleProcessIsReadAndRestartedWhenItExits(@TempDir Path dir) throws Exception {
        Path mjpeg = dir.resolve("stream.mjpeg");
        ByteArrayOutputStream s = new ByteArrayOutputStream();
        for (int i = 0; i < 3; i++) s.write(jpeg(90));
        Files.write(mjpeg, s.toByteArray());
        // stands in for rpicam-vid: writes MJPEG to stdout, then exits (as a crashed camera process would)
        List<String> command = List.of("sh", "-c", "cat '" + mjpeg + "'; sleep 0.3");
        List<Double> seen = new CopyOnWriteArrayList<>();
        try (CameraFeed feed = new CameraFeed("rpicam", () -> new RpicamSource(command), f -> seen.add(mean(f)), 50).start()) {
            long until = System.currentTimeMillis() + 10_000;
            while (feed.reopenings() < 2 && System.currentTimeMillis() < until) Thread.sleep(20);
            assertThat(feed.reopenings()).isGreaterThanOrEqualTo(2);
            assertThat(seen).isNotEmpty().allSatisfy(m -> assertThat(m).isCloseTo(90, org.assertj.core.data.Offset.offset(3.0)));
        }
        assertThat(RpicamSource.command(1280, 720, 10)).containsExactly("rpicam-vid", "-t", "0", "-n", "--codec", "mjpeg",
                "--width", "1280", "--height", "720", "--framerate", "10", "-o", "-");
    }

    @Test
    void aMissingCameraIsReportedAndRetried() throws Exception {
        CameraSpec spec = CameraSpec.parse("v4l2:/dev/video-none-here");
        assertThat(spec.problem()).contains("/dev/video-none-here does not exist");
        try (CameraFeed feed = new CameraFeed(spec.toString(), spec.opener(), f -> {}, 50).start()) {
            long until = System.currentTimeMillis() + 10_000;
            while (feed.reopenings() < 1 && System.currentTimeMillis() < until) Thread.sleep(20);
            assertThat(feed.status()).contains("camera v4l2:/dev/video-none-here lost").contains("reopening in");
        }
    }

    @Test
    void folderReplayShowsEachImageUntilALaterOneAppears(@TempDir Path dir) throws Exception {
        Imgcodecs.imwrite(dir.resolve("001.png").toString(), solid(30));
        try (StillSource src = new StillSource(dir, 0, true)) {
            assertThat(mean(src.next(100))).isCloseTo(30, org.assertj.core.data.Offset.offset(1.0));
            assertThat(mean(src.next(100))).isCloseTo(30, org.assertj.core.data.Offset.offset(1.0));
            Imgcodecs.imwrite(dir.resolve("002.png").toString(), solid(150));
            Imgcodecs.imwrite(dir.resolve("003.png").toString(), solid(220));
            assertThat(mean(src.next(100))).isCloseTo(150, org.assertj.core.data.Offset.offset(1.0));
            assertThat(mean(src.next(100))).isCloseTo(220, org.assertj.core.data.Offset.offset(1.0));
            assertThat(mean(src.next(100))).isCloseTo(220, org.assertj.core.data.Offset.offset(1.0));
        }
        Path file = dir.resolve("002.png");
        try (StillSource src = new StillSource(file, 50, false)) {
            long t0 = System.nanoTime();
            for (int i = 0; i < 5; i++) src.next(100).release();
            assertThat((System.nanoTime() - t0) / 1e6).isGreaterThan(60); // paced at 50 fps, not as fast as it can
        }
    }

    @Test
    void cameraSpecsAreParsedOrRefusedClearly() {
        assertThat(CameraSpec.parse("none").none()).isTrue();
        assertThat(CameraSpec.parse("rpicam").kind()).isEqualTo("rpicam");
        assertThat(CameraSpec.parse("folder:/tmp/x").target()).isEqualTo("/tmp/x");
        assertThatThrownBy(() -> CameraSpec.parse("webcam")).hasMessageContaining("expected v4l2:/dev/videoN, rpicam, none, folder:DIR or file:IMAGE");
    }
}
