import Foundation

/// The process's resident memory, as Linux counts it (`/proc/self/statm`):
/// what a test of leaks compares before and after a run of work.
public enum ResidentMemory {
    /// Bytes resident now; 0 where `/proc` cannot be read.
    public static var bytes: Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
