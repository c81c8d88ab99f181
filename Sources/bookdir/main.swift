import Catalog
import Foundation
let env = ProcessInfo.processInfo.environment
let catalog = env["BOOKDIR_CATALOG"].map { URL(fileURLWithPath: $0) } ?? JSONBookStore.bundledCatalogURL
exit(try AppLauncher.launch(catalogURL: catalog, dataDirectory: DataDirectory.resolve(explicit: env["BOOKDIR_DATA"], environment: env)))
