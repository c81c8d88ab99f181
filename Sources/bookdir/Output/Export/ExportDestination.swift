import Store
import Widgets

/// Where an export goes: standard output, or with `--output FILE` that file, written atomically
/// (``ExportFile``: a folder or a symbolic link refused), with a line on standard error saying so.
enum ExportDestination {
    /// Writes `bytes` to `output`, else to standard output; `wrote(path)` is the line told after a file is written.
    static func deliver(_ bytes: [UInt8], to output: String?, wrote: (String) -> String) throws {
        guard let output else {
            let out = StandardOutput()
            out.bytes = bytes
            try out.flush()
            return
        }
        try ExportFile.write(bytes, to: output)
        StandardError.write(SafeText.visible(wrote(output)))
    }
}
