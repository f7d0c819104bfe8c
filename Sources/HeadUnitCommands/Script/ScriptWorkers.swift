import CTermSupport
import Glibc
import HeadUnitCore
import HeadUnitFiles

/// `script --jobs N`: the scripts shared among N processes of this same
/// program, started with the same arguments; each runs the scripts at the
/// positions it is given (in `HEADUNIT_SCRIPT_WORKER`) and writes a
/// `WorkerRecord` of each on its standard output, which the parent reads
/// and reports in input order, as one process would have.
enum ScriptWorkers {
    /// The environment variable that makes a process a worker, and gives its positions.
    static let variable = "HEADUNIT_SCRIPT_WORKER"

    /// The positions this process is to run, when it is a worker.
    static var assigned: [Int]? {
        guard let value = getenv(variable) else { return nil }
        return String(cString: value).split(separator: ",").compactMap { Int($0) }
    }

    /// Runs the scripts at `positions` in `jobs` worker processes, dealt
    /// round-robin: the records of them all, by position.
    static func run(_ positions: [Int], jobs: Int) throws(CommandStop) -> [Int: WorkerRecord] {
        guard let program = executablePath else { throw .usage(UsageError("script: --jobs cannot find this program's own file to start it again")) }
        let shares = (0..<min(jobs, positions.count)).map { job in stride(from: job, to: positions.count, by: jobs).map { positions[$0] } }
        var workers: [(pid: pid_t, output: Int32, share: [Int])] = []
        for share in shares {
            let argv = ([program] + CommandLine.arguments.dropFirst()).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            let output = headunit_spawn_piped(argv, "\(variable)=\(share.map(String.init).joined(separator: ","))", &pid)
            guard output >= 0 else { throw .usage(UsageError("script: --jobs cannot start a worker: \(String(cString: strerror(errno)))")) }
            workers.append((pid, output, share))
        }
        let outputs = readAll(workers.map(\.output))
        var records: [Int: WorkerRecord] = [:]
        for (worker, bytes) in zip(workers, outputs) {
            var status: Int32 = 0
            while waitpid(worker.pid, &status, 0) < 0 && errno == EINTR {}
            let decoded = WorkerRecord.decode(bytes) ?? []
            for record in decoded { records[record.position] = record }
            guard worker.share.allSatisfy({ records[$0] != nil }) else {
                let how = status & 0x7f != 0 ? "was killed by signal \(status & 0x7f)" : "exited with status \((status >> 8) & 0xff)"
                throw .usage(UsageError("script: a worker \(how) before it reported every script it was given"))
            }
        }
        return records
    }

    /// Writes the records of a worker's scripts on standard output.
    static func report(_ records: [WorkerRecord]) {
        LocalFile.writeAll(records.flatMap(\.encoded), to: headunit_output())
    }

    /// Everything written to each descriptor until it closes, read side by
    /// side so that no worker blocks on a full pipe.
    private static func readAll(_ descriptors: [Int32]) -> [[UInt8]] {
        var outputs = Array(repeating: [UInt8](), count: descriptors.count)
        var open = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while open.contains(where: { $0.fd >= 0 }) {
            for index in open.indices { open[index].revents = 0 }
            if poll(&open, nfds_t(open.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in open.indices where open[index].fd >= 0 && open[index].revents != 0 {
                let count = read(open[index].fd, &buffer, buffer.count)
                if count > 0 {
                    outputs[index] += buffer[0..<count]
                } else if count == 0 || errno != EINTR {
                    close(open[index].fd)
                    open[index].fd = -1
                }
            }
        }
        for descriptor in open where descriptor.fd >= 0 { close(descriptor.fd) }
        return outputs
    }

    /// This program's own file.
    private static var executablePath: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
