/// What a list view tells its marks: the books the user marked with Space, to save them at once.
public protocol BookMarksInputs {
    /// Call when the user pressed Space on the book with id `bookID`: marks it, or unmarks it.
    func markToggled(_ bookID: String)
    /// Call when the marked books were saved, or the user dropped the marks.
    func marksCleared()
}

/// What a list view shows of its marks.
public protocol BookMarksOutputs {
    /// Emits the ids of the books marked, each time they change.
    var marked: Bindable<Set<String>> { get }
}

/// The books marked in one list view (Books, Search): its inputs and outputs.
public final class BookMarks: BookMarksInputs, BookMarksOutputs {
    /// The inputs.
    public var inputs: BookMarksInputs { self }
    /// The outputs.
    public var outputs: BookMarksOutputs { self }

    public let marked = Bindable<Set<String>>([])

    /// No book marked.
    public init() {}

    public func markToggled(_ bookID: String) {
        var ids = marked.value
        if ids.remove(bookID) == nil { ids.insert(bookID) }
        marked.value = ids
    }

    public func marksCleared() {
        marked.setIfChanged([])
    }
}
