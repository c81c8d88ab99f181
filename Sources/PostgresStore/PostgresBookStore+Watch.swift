import Catalog
import Foundation
import PostgresNIO

/// Changes by any writer, told by the tables' triggers on the channel `bookdir_changes`.
extension PostgresBookStore {
    /// LISTENs on a connection of its own and calls `onChange` for the notifications, coalesced
    /// (``ChangeCoalescer``: at most once a second for each kind, however many arrive); a payload
    /// other than the triggers' `books` and `suggestions` is ignored. When the connection breaks
    /// it connects again (every `retryDelay` seconds) and then reports both kinds of change,
    /// since some may have been missed meanwhile.
    public func watchChanges(_ onChange: @escaping @Sendable (StoreChange) -> Void) -> StoreWatch {
        watchChanges(retryDelay: 1, onChange)
    }

    func watchChanges(retryDelay: Double, interval: Double = 1, _ onChange: @escaping @Sendable (StoreChange) -> Void) -> StoreWatch {
        let location = self.location
        let coalescer = ChangeCoalescer(interval: interval, onChange)
        let task = Task.detached {
            var missedSome = false
            while !Task.isCancelled {
                do {
                    let connection = try await DatabaseConnector.connect(location)
                    // Closed and waited for however the listening ends (a stop throws out of it):
                    // postgres-nio asserts that a connection is closed before it goes.
                    defer { DatabaseClient.shut(connection) }
                    try await withTaskCancellationHandler {
                        try await connection.listen(on: Migrations.changeChannel) { notifications in
                            if missedSome {
                                coalescer.changed(.books)
                                coalescer.changed(.suggestions)
                                missedSome = false
                            }
                            for try await notification in notifications {
                                switch notification.payload {
                                case "books": coalescer.changed(.books)
                                case "suggestions": coalescer.changed(.suggestions)
                                default: break
                                }
                            }
                        }
                    } onCancel: {
                        DatabaseClient.shut(connection)
                    }
                } catch {}
                missedSome = true
                try? await Task.sleep(for: .seconds(retryDelay))
            }
        }
        return StoreWatch {
            task.cancel()
            coalescer.stop()
        }
    }
}
