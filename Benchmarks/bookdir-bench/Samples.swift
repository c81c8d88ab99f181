/// Durations measured in seconds, summarized by percentiles.
struct Samples {
    private(set) var values: [Double] = []

    /// No samples yet.
    init() {}

    /// The samples `values`.
    init(_ values: [Double]) {
        self.values = values
    }

    mutating func add(_ seconds: Double) { values.append(seconds) }

    var count: Int { values.count }

    /// The `fraction` percentile (0.5 for the median) by the nearest-rank method; 0 when empty.
    func percentile(_ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }

    var median: Double { percentile(0.5) }
    var total: Double { values.reduce(0, +) }
    var mean: Double { values.isEmpty ? 0 : total / Double(values.count) }
    var maximum: Double { values.max() ?? 0 }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

/// Times `work` with the continuous clock, in seconds.
func measure<T>(_ work: () throws -> T) rethrows -> (seconds: Double, value: T) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try work()
    return ((clock.now - start).seconds, value)
}
