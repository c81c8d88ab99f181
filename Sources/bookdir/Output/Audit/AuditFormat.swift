import ArgumentParser

/// The formats of `bookdir audit`.
enum AuditFormat: String, CaseIterable, ExpressibleByArgument {
    case table, csv, json, markdown, html
}
