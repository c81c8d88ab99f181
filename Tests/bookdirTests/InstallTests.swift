import XCTest

final class InstallTests: CommandTestCase {
    /// The files `make install` puts under the prefix.
    private let installedFiles = [
        "bin/bookdir",
        "share/bash-completion/completions/bookdir",
        "share/bookdir/books.json",
        "share/fish/vendor_completions.d/bookdir.fish",
        "share/man/man1/bookdir.1",
        "share/zsh/site-functions/_bookdir",
    ]

    func testInstallIntoATemporaryPrefixWorksFromAnyFolderAndUninstallRemovesEveryFile() throws {
        let prefix = runner.folder.appendingPathComponent("prefix with space")
        let binDirectory = BookdirRunner.executableURL.deletingLastPathComponent().path

        let install = try make(["install", "PREFIX=\(prefix.path)", "BIN_DIR=\(binDirectory)"])
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertEqual(try files(under: prefix), installedFiles)
        XCTAssertEqual(
            try Data(contentsOf: prefix.appendingPathComponent("share/bookdir/books.json")),
            try Data(contentsOf: URL(fileURLWithPath: binDirectory).appendingPathComponent("bookdir_Store.resources/books.json")))
        let installedBinary = prefix.appendingPathComponent("bin/bookdir")
        // Installed stripped, as install -s does: no symbol table, no debugging information (issue 33, item 28).
        let built = try Data(contentsOf: URL(fileURLWithPath: binDirectory).appendingPathComponent("bookdir"))
        let installed = try Data(contentsOf: installedBinary)
        XCTAssertNotNil(built.range(of: Data(".symtab\u{0}".utf8)), "the built binary has its symbols")
        XCTAssertNil(installed.range(of: Data(".symtab\u{0}".utf8)), "the installed binary is stripped")
        XCTAssertNil(installed.range(of: Data(".debug_info\u{0}".utf8)), "the installed binary is stripped")
        XCTAssertLessThan(installed.count, built.count)
        let manPage = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/bookdir.1"), encoding: .utf8)
        XCTAssertTrue(manPage.hasPrefix(".TH BOOKDIR 1"))
        let fish = try String(contentsOf: prefix.appendingPathComponent("share/fish/vendor_completions.d/bookdir.fish"), encoding: .utf8)
        XCTAssertTrue(fish.contains("complete -c 'bookdir'"))

        // The installed binary finds the installed catalog from another folder.
        try Data(Fixtures.catalog.utf8).write(to: prefix.appendingPathComponent("share/bookdir/books.json"))
        let listed = try runner.run(["list", "--category", "YA", "--data-dir", dataPath],
                                    executable: installedBinary, workingDirectory: URL(fileURLWithPath: "/"))
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(listed.stdout, """
            ID               TITLE            AUTHOR        CAT  YEAR
            the-hate-u-give  The Hate U Give  Angie Thomas  YA

            """)

        let uninstall = try make(["uninstall", "PREFIX=\(prefix.path)"])
        XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
        XCTAssertEqual(try files(under: prefix), [])
    }

    private func make(_ arguments: [String]) throws -> BookdirRunner.Outcome {
        try runner.run(["make", "--no-print-directory", "-C", BookdirRunner.packageRoot.path] + arguments,
                       executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// Every regular file under `folder`, as sorted relative paths.
    private func files(under folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { found.append(path) }
        }
        return found.sorted()
    }
}
