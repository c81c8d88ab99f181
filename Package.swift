// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "bookdir",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bookdir", targets: ["bookdir"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(
            name: "Catalog",
            resources: [.copy("../../Resources/books.json")]
        ),
        .target(name: "ViewModels", dependencies: ["Catalog"]),
        .target(name: "Screens", dependencies: ["ViewModels", "Catalog"]),
        .target(name: "Terminal", dependencies: ["CNcurses", "Screens"]),
        .executableTarget(
            name: "bookdir",
            dependencies: [
                "Catalog", "ViewModels", "Screens", "Terminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "CatalogGenerator", dependencies: ["Catalog"], path: "Benchmarks/CatalogGenerator"),
        .executableTarget(
            name: "bookdir-bench",
            dependencies: ["Catalog", "ViewModels", "Screens", "Terminal", "CatalogGenerator"],
            path: "Benchmarks/bookdir-bench"
        ),
        .target(name: "TestSupport", dependencies: ["Catalog"], path: "Tests/TestSupport"),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
        .testTarget(name: "CatalogGeneratorTests", dependencies: ["CatalogGenerator", "Catalog"]),
        .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels", "Catalog", "TestSupport"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "ViewModels", "Catalog", "TestSupport"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Screens"]),
        .testTarget(name: "bookdirTests", dependencies: ["bookdir"]),
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)
