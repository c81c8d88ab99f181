// swift-tools-version: 6.0
import PackageDescription

// The rooms and their arrows (docs/ARCHITECTURE.md): bookdir → Terminal → Widgets;
// bookdir → Screens → ViewModels → Search → Catalog; Screens → Widgets; Store → Search, Catalog;
// PostgresStore → Catalog, Holdings; Holdings → Catalog, Support; bookdir → Holdings; bookdir → Settings → Screens.
let package = Package(
    name: "bookdir",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bookdir", targets: ["bookdir"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "Catalog"),
        // Shared helpers of no room's concern: a second thread, large pages, freed memory, the token table.
        .target(name: "Support"),
        .target(name: "Search", dependencies: ["Catalog", "Support"]),
        .target(
            name: "Store",
            dependencies: ["Catalog", "Search", "Support"],
            resources: [.copy("../../Resources/books.json")]
        ),
        .target(
            name: "PostgresStore",
            dependencies: [
                "Catalog", "Holdings", .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        // A library's export read into holding rows (CSV, TSV, XLSX, MARC, MARCXML), matched with the catalog, audited.
        .target(
            name: "Holdings",
            dependencies: ["Catalog", "Support", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        .target(name: "Widgets"),
        .target(name: "ViewModels", dependencies: ["Catalog", "Search"]),
        .target(name: "Screens", dependencies: ["ViewModels", "Widgets", "Catalog", "Search"]),
        .target(name: "Terminal", dependencies: ["CNcurses", "Widgets"]),
        // The configuration file (TOML): settings with where each came from, keys, theme, and its mistakes.
        .target(name: "Settings", dependencies: ["Screens", "Widgets", "Search", .product(name: "TOMLKit", package: "TOMLKit")]),
        .executableTarget(
            name: "bookdir",
            dependencies: [
                "Catalog", "Search", "Store", "PostgresStore", "ViewModels", "Widgets", "Screens", "Terminal", "Support", "Holdings",
                "Settings", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "CatalogGenerator", dependencies: ["Catalog"], path: "Benchmarks/CatalogGenerator"),
        .executableTarget(
            name: "bookdir-bench",
            dependencies: ["Catalog", "Search", "Store", "PostgresStore", "ViewModels", "Widgets", "Screens", "Terminal", "CatalogGenerator"],
            path: "Benchmarks/bookdir-bench"
        ),
        .target(
            name: "TestSupport",
            dependencies: ["Catalog", "Search", "Store", "ViewModels", "Widgets", "Screens", "CatalogGenerator"],
            path: "Tests/TestSupport",
            exclude: ["HoldingsExports"]
        ),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "TestSupport"]),
        .testTarget(name: "SearchTests", dependencies: ["Search", "Catalog", "Support", "TestSupport", "CatalogGenerator"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "Search", "Catalog", "Support", "TestSupport", "CatalogGenerator"]),
        .testTarget(name: "CatalogGeneratorTests", dependencies: ["CatalogGenerator", "Catalog", "Store", "TestSupport"]),
        .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels", "Search", "Catalog", "Store", "TestSupport"]),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "TestSupport", "CatalogGenerator"], resources: [.copy("Golden")]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Widgets", "ViewModels", "Search", "Catalog", "Store", "TestSupport", "CatalogGenerator"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Widgets", "CNcurses", "TestSupport"]),
        .testTarget(name: "bookdirTests", dependencies: ["bookdir", "Catalog", "Search", "Store", "PostgresStore", "Holdings", "ViewModels", "Widgets", "TestSupport", "CatalogGenerator"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
        .testTarget(name: "StoreContractTests", dependencies: ["Catalog", "Store", "PostgresStore", "TestSupport"]),
        .testTarget(name: "PostgresStoreTests", dependencies: ["PostgresStore", "Catalog", "Holdings", "TestSupport"]),
        .testTarget(name: "HoldingsTests", dependencies: ["Holdings", "Catalog", "TestSupport"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "Screens", "Widgets", "TestSupport"]),
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)
