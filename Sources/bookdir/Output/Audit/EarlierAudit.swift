import Foundation
import Holdings

/// An audit written before with `bookdir audit --format json`, read back for `--compare`: its
/// totals, its counts per category and community, and its purchase list.
struct EarlierAudit: Decodable {
    struct CommunityRow: Decodable {
        var category: String
        var community: String?
        var owned: Int
    }

    struct Missing: Decodable {
        var id: String
    }

    var total: AuditCount
    var communities: [CommunityRow]
    var missing: [Missing]

    /// The audit in the file at `path`.
    /// - Throws: ``CommandFailure`` (3) naming the file when it cannot be read or is not an audit's JSON.
    static func read(_ path: String) throws -> EarlierAudit {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure.dataError("Could not read \(path): \((error as NSError).localizedDescription). "
                + "Give the file an earlier `bookdir audit --format json` wrote.")
        }
        do {
            return try JSONDecoder().decode(EarlierAudit.self, from: data)
        } catch {
            throw CommandFailure.dataError("\(path) is not an audit bookdir wrote (\(error)). "
                + "Give the file an earlier `bookdir audit --format json --output FILE` wrote.")
        }
    }
}
