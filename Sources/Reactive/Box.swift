/// Mutable state held by one subscription of an operator.
@usableFromInline final class Box<Value> {
  @usableFromInline var value: Value
  @usableFromInline init(_ value: Value) { self.value = value }
}
