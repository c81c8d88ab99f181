import Foundation
import Widgets
import XCTest

/// Compares a canvas with a golden screen kept in `Golden/<name>.txt` beside the test file that asks.
///
/// The file holds one line per canvas row, framed by `|` at both ends so trailing spaces
/// survive editors and diffs (`|[1 Books]  2 Search   |`). Set `BOOKDIR_RECORD_GOLDEN=1`
/// to (re)write the files: the test then fails, saying it recorded, so a recording run
/// never passes by accident. Files are read and written in the `Golden` folder beside the calling
/// test's source file (its `#filePath`).
public enum GoldenScreen {
    /// The folder of golden files beside `sourceFile`.
    public static func folder(sourceFile: StaticString = #filePath) -> URL {
        URL(fileURLWithPath: "\(sourceFile)").deletingLastPathComponent().appendingPathComponent("Golden")
    }

    /// The framed text of a canvas, as stored in a golden file.
    public static func framed(_ canvas: Canvas) -> String {
        canvas.lines.map { "|\($0)|" }.joined(separator: "\n") + "\n"
    }

    /// Fails unless `canvas.lines` equal the golden file `name`, line by line.
    public static func assert(
        _ canvas: Canvas, matches name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let goldenFolder = folder(sourceFile: file)
        let url = goldenFolder.appendingPathComponent("\(name).txt")
        let actual = framed(canvas)
        if ProcessInfo.processInfo.environment["BOOKDIR_RECORD_GOLDEN"] == "1" {
            do {
                try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                XCTFail("Recorded golden screen \(url.path); run again without BOOKDIR_RECORD_GOLDEN to compare.",
                        file: file, line: line)
            } catch {
                XCTFail("Could not record golden screen \(url.path): \(error)", file: file, line: line)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("""
                No golden screen \(url.path). Record it with BOOKDIR_RECORD_GOLDEN=1 after checking this screen:
                \(actual)
                """, file: file, line: line)
            return
        }
        guard expected != actual else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var report = "Screen differs from golden \(name).txt (- expected, + actual):\n"
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? expectedLines[index] : "(no line)"
            let got = index < actualLines.count ? actualLines[index] : "(no line)"
            let number = String(repeating: " ", count: max(0, 3 - String(index).count)) + String(index)
            if want == got {
                report += "  \(number) \(want)\n"
            } else {
                report += "- \(number) \(want)\n+ \(number) \(got)\n"
            }
        }
        XCTFail(report, file: file, line: line)
    }
}
