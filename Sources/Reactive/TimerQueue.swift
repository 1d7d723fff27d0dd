import FoundationEssentials

/// Actions ordered by due time, then by the order they were scheduled (so two actions due
/// at the same time run first-in first-out). Shared by both schedulers.
struct TimerQueue {
  final class Item: Disposable {
    let due: TimeInterval
    let sequence: UInt64
    var action: (() -> Void)?

    init(due: TimeInterval, sequence: UInt64, action: @escaping () -> Void) {
      self.due = due
      self.sequence = sequence
      self.action = action
    }

    var isCancelled: Bool { action == nil }

    func dispose() { action = nil }

    func precedes(_ other: Item) -> Bool {
      due < other.due || (due == other.due && sequence < other.sequence)
    }
  }

  private var heap: [Item] = []
  private var nextSequence: UInt64 = 0

  var isEmpty: Bool {
    mutating get {
      dropCancelled()
      return heap.isEmpty
    }
  }

  /// The due time of the first live item.
  var nextDue: TimeInterval? {
    mutating get {
      dropCancelled()
      return heap.first?.due
    }
  }

  mutating func insert(due: TimeInterval, action: @escaping () -> Void) -> Item {
    let item = Item(due: due, sequence: nextSequence, action: action)
    nextSequence &+= 1
    heap.append(item)
    siftUp(heap.count - 1)
    return item
  }

  /// Removes and returns the first live item due at or before `time`.
  mutating func popDue(at time: TimeInterval) -> Item? {
    dropCancelled()
    guard let first = heap.first, first.due <= time else { return nil }
    removeFirst()
    return first
  }

  private mutating func dropCancelled() {
    while let first = heap.first, first.isCancelled { removeFirst() }
  }

  private mutating func removeFirst() {
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      siftDown(0)
    }
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count && heap[left].precedes(heap[first]) { first = left }
      if right < heap.count && heap[right].precedes(heap[first]) { first = right }
      if first == parent { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }
}
