import Catalog
import Store
import Search
import CatalogGenerator
import Foundation


// `measure-command PATH ARG…` takes the command as it is, options and all.
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "measure-command" {
    ChildProcess.measureCommand(Array(CommandLine.arguments.dropFirst(2)))
}

do {
    let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    switch options.mode {
    case "generate":
        guard let output = options.output else { throw BenchUsageError("generate needs --output FILE.") }
        let books = CatalogGenerator.books(count: options.count, seed: options.seed)
        try CatalogWriter.write(CatalogWriter.catalogBytes(books), to: output)
        if let lines = options.lines { try CatalogWriter.write(CatalogWriter.lineBytes(books), to: lines) }
        print("Wrote \(books.count) books (seed \(options.seed)) to \(output)")
    case "measure-load":
        guard let catalog = options.catalog, let data = options.dataDirectory else {
            throw BenchUsageError("measure-load needs --catalog FILE and --data-dir DIR.")
        }
        LoadProbe.runChild(catalog: catalog, dataDirectory: data)
    case "measure-frames":
        guard let catalog = options.catalog, let data = options.dataDirectory else {
            throw BenchUsageError("measure-frames needs --catalog FILE and --data-dir DIR.")
        }
        FrameProbe.runChild(catalog: catalog, dataDirectory: data, frames: max(2, options.count))
    case "store-writer":
        try StoreBenchmark.runWriter(options)
    case "store-ready":
        try StoreBenchmark.runReady(options)
    default:
        try BenchRunner(options: options).run()
    }
} catch {
    FileHandle.standardError.write(Data("bookdir-bench: \(error)\n".utf8))
    exit(2)
}
