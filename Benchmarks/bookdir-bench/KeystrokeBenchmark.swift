import Catalog
import Store
import Search
import Foundation
import ViewModels

/// Search latency per keystroke through ``SearchViewModel`` (the path the Search pane uses:
/// `searchTextChanged`, then the rows a screen shows are read), against a naive filter.
struct KeystrokeBenchmark {
    /// The rows a screen reads after each keystroke.
    static let visibleRows = 20

    let books: [Book]

    struct Outcome {
        /// Seconds from `viewWillAppear` to the index ready for the first query (the load job).
        var indexSeconds: Double
        /// Seconds to build the index's lists afterwards (the view model's second job).
        var listsSeconds: Double
        /// Each keystroke's time, in the order of ``BenchQueries/allKeystrokes``.
        var keystrokes: [(text: String, seconds: Double, matches: Int)]
    }

    /// Types every query through a fresh view model, once its index has its lists.
    func runIndexed() -> Outcome {
        let worker = HeldWorker()
        let model = SearchViewModel(store: PreloadedStore(books: books), worker: worker)
        model.inputs.viewDidLoad()
        model.inputs.viewWillAppear()
        // The load job (ending with the index ready and the first results shown), then the job it
        // posts to build the lists; every keystroke below is typed after both.
        let build = measure { worker.releaseNext() }
        let lists = measure { worker.releaseAll() }
        var timings: [(String, Double, Int)] = []
        var shown = 0
        for text in BenchQueries.allKeystrokes {
            let (seconds, matches) = measure { () -> Int in
                model.inputs.searchTextChanged(text)
                let results = model.outputs.results.value
                for result in results.prefix(Self.visibleRows) { shown &+= result.titleMatches.count }
                return results.count
            }
            timings.append((text, seconds, matches))
        }
        keep(shown)
        return Outcome(indexSeconds: build.seconds, listsSeconds: lists.seconds, keystrokes: timings)
    }

    /// The naive filter: every word of the query (split on white space) found by
    /// `localizedCaseInsensitiveContains` in the title, author or description of every book.
    func naiveFilter(_ text: String) -> Int {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return 0 }
        var count = 0
        for book in books where words.allSatisfy({ word in
            book.title.localizedCaseInsensitiveContains(word)
                || book.author.localizedCaseInsensitiveContains(word)
                || book.description.localizedCaseInsensitiveContains(word)
        }) {
            count += 1
        }
        return count
    }

    /// Times the naive filter on keystrokes picked evenly from `keystrokes` (never the empty
    /// text), as many as fit in about `budget` seconds (at least 3).
    func runNaive(over keystrokes: [(text: String, seconds: Double, matches: Int)], budget: Double)
        -> [(index: Int, seconds: Double, matches: Int)]
    {
        let candidates = keystrokes.indices.filter { !keystrokes[$0].text.allSatisfy(\.isWhitespace) }
        guard !candidates.isEmpty else { return [] }
        let first = candidates[candidates.count / 3]
        let probe = measure { naiveFilter(keystrokes[first].text) }
        let affordable = max(3, min(candidates.count, Int(budget / max(probe.seconds, 1e-6))))
        var picked: [Int] = []
        for sample in 0 ..< affordable {
            picked.append(candidates[sample * candidates.count / affordable])
        }
        var results = [(index: first, seconds: probe.seconds, matches: probe.value)]
        for index in picked where index != first {
            let timed = measure { naiveFilter(keystrokes[index].text) }
            results.append((index, timed.seconds, timed.value))
        }
        return results
    }
}

/// Keeps a computed value alive so the optimizer cannot drop the work that made it.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
