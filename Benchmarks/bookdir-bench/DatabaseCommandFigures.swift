/// The figures of ``DatabaseCommandBenchmark``: warm whole-process medians, in seconds.
struct DatabaseCommandFigures: Codable {
    var jsonSearchSeconds: Double?
    var postgresSearchSeconds: Double?
    var jsonListSeconds: Double?
    var postgresListSeconds: Double?

    /// PostgreSQL's time over JSON's for search and for list, when both were measured.
    var searchRatio: Double? { ratio(postgresSearchSeconds, jsonSearchSeconds) }
    var listRatio: Double? { ratio(postgresListSeconds, jsonListSeconds) }

    private func ratio(_ database: Double?, _ files: Double?) -> Double? {
        guard let database, let files, files > 0 else { return nil }
        return database / files
    }

    /// The rows of the printed report's table.
    var rows: [[String]] {
        [
            ["command (warm, median)", "JSON files", "PostgreSQL", "PostgreSQL / JSON"],
            ["search, every match (\(DatabaseCommandBenchmark.queries.count) queries, summed)", Format.time(jsonSearchSeconds),
             Format.time(postgresSearchSeconds), searchRatio.map { Format.ratio($0) } ?? "n/a"],
            ["list", Format.time(jsonListSeconds), Format.time(postgresListSeconds), listRatio.map { Format.ratio($0) } ?? "n/a"],
        ]
    }
}
