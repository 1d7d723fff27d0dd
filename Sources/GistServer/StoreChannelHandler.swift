import Basics
import Dispatch
import FoundationEssentials
import NIOCore
import NIOHTTP1

/// One connection's requests to the store and its answers back, with their delivery (a
/// fault may stall, drop, slow or swell an answer). Runs on the connection's event loop;
/// the store's work runs on `GistServer.answerQueue`, git's on `GistServer.mirrorQueue`.
final class StoreChannelHandler: ChannelInboundHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let store: GistStore
  private let bodyLimit: Int
  /// How long each request waits before it is answered (the network's round trip).
  private let latency: Duration
  /// Raised when the server stops: an answer made off the loop after that is dropped
  /// (handing work to a stopped event loop is an error in SwiftNIO).
  private let stopping: StopFlag
  private var head: HTTPRequestHead?
  private var body: [UInt8] = []
  private var tooLarge = false

  init(store: GistStore, bodyLimit: Int, latency: Duration, stopping: StopFlag) {
    self.stopping = stopping
    self.store = store
    self.bodyLimit = bodyLimit
    self.latency = latency
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head):
      self.head = head
      body = []
      let declared = head.headers.first(name: "content-length").flatMap { Int($0) } ?? 0
      tooLarge = declared > bodyLimit
    case .body(let buffer):
      guard !tooLarge else { return }
      body.append(contentsOf: buffer.readableBytesView)
      if body.count > bodyLimit {
        tooLarge = true
        body = []
      }
    case .end:
      guard let head else { return }
      self.head = nil
      if tooLarge {
        let refusal = ServerResponse.json(
          413, Data(#"{"message":"The request body is too large."}"#.utf8))
        write(refusal, keepAlive: false, context: context)
        return
      }
      answer(request(head, body: Data(body)), keepAlive: head.isKeepAlive, context: context)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }

  /// The store's request of `head` and `body`: the path as sent (of an absolute target,
  /// `GET http://host/gists?page=2`, as clients that follow `Link` send, the part after the
  /// host), the query's names and values percent-decoded, header names in lower case.
  private func request(_ head: HTTPRequestHead, body: Data) -> ServerRequest {
    var target = Substring(head.uri)
    if target.hasPrefix("http://") || target.hasPrefix("https://"),
      let scheme = target.firstRange(of: "://")
    {
      let rest = target[scheme.upperBound...]
      target = rest.firstIndex(where: { $0 == "/" || $0 == "?" }).map { rest[$0...] } ?? "/"
      if target.hasPrefix("?") { target = "/" + target }
    }
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var query: [String: String] = [:]
    var repeated: Set<String> = []
    if parts.count == 2 {
      for pair in parts[1].split(separator: "&") {
        let item = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = item[0].percentDecoded() ?? String(item[0])
        if query[name] != nil { repeated.insert(name) }
        query[name] = item.count == 2 ? item[1].percentDecoded() ?? String(item[1]) : ""
      }
    }
    var headers: [String: String] = [:]
    for (name, value) in head.headers where headers[name.lowercased()] == nil {
      headers[name.lowercased()] = value
    }
    return ServerRequest(
      method: head.method.rawValue, path: String(parts.first ?? "/"), query: query,
      headers: headers, body: body, repeatedQueryNames: repeated)
  }

  /// Answers `request` after the latency: git's smart HTTP from the mirror, anything
  /// else from the store, made off the event loop.
  private func answer(_ request: ServerRequest, keepAlive: Bool, context: ChannelHandlerContext) {
    let loop = context.eventLoop
    let bound = NIOLoopBound((self, context), eventLoop: loop)
    let (store, stopping) = (store, stopping)
    let reply: @Sendable (ServerResponse) -> Void = { response in
      guard !stopping.isRaised else { return }
      loop.execute { bound.value.0.write(response, keepAlive: keepAlive, context: bound.value.1) }
    }
    let work: @Sendable () -> Void = {
      if request.path.hasPrefix("/git/") {
        GistServer.mirrorQueue.async { reply(Self.gitAnswer(to: request, store: store)) }
      } else {
        GistServer.answerQueue.async { reply(store.handle(request)) }
      }
    }
    if latency > .zero {
      loop.scheduleTask(in: Self.amount(latency)) { work() }
    } else {
      work()
    }
  }

  /// The git mirror, over git's smart HTTP protocol (clones and pushes on the loopback API
  /// host). A clone starts with info/refs: the gist's repository is brought up to date
  /// then, not on every API read of the gist (that cost 60 ms a gist).
  private static func gitAnswer(to request: ServerRequest, store: GistStore) -> ServerResponse {
    if var faulted = store.faultedResponse(to: request) {
      if faulted.status == 401 { faulted.headers["WWW-Authenticate"] = "Basic realm=\"gist\"" }
      return faulted
    }
    return GitBackend.answer(request, store: store)
  }

  /// Writes `response` as its delivery says.
  private func write(_ response: ServerResponse, keepAlive: Bool, context: ChannelHandlerContext) {
    var headers = HTTPHeaders()
    for (name, value) in response.headers { headers.add(name: name, value: value) }
    let status = HTTPResponseStatus(statusCode: response.status)
    let bytes = [UInt8](response.body)
    let hasBody = response.status != 204 && response.status != 304
    switch response.delivery {
    case .normal:
      if hasBody { headers.replaceOrAdd(name: "Content-Length", value: "\(bytes.count)") }
      if !keepAlive { headers.replaceOrAdd(name: "Connection", value: "close") }
      writeHead(status, headers, context: context)
      if hasBody && !bytes.isEmpty { writeBody(bytes, context: context) }
      let ended = context.writeAndFlush(wrapOutboundOut(.end(nil)))
      if !keepAlive { ended.assumeIsolated().whenComplete { _ in context.close(promise: nil) } }
    case .stall:
      break  // The connection stays open and silent.
    case .drop:
      // Half the body, then the connection is closed.
      headers.replaceOrAdd(name: "Content-Length", value: "\(max(2, bytes.count))")
      writeHead(status, headers, context: context)
      writeBody(Array(bytes.prefix(max(1, bytes.count / 2))), context: context)
      context.flush()
      context.close(promise: nil)
    case .huge(let count):
      headers.replaceOrAdd(name: "Content-Length", value: "\(count)")
      writeHead(status, headers, context: context)
      pump(RepeatingBody(count: count), from: 0, context: context)
    case .slow(let delay):
      headers.replaceOrAdd(name: "Content-Length", value: "\(bytes.count)")
      writeHead(status, headers, context: context)
      trickle(bytes, from: 0, every: delay, context: context)
    }
  }

  private func writeHead(
    _ status: HTTPResponseStatus, _ headers: HTTPHeaders, context: ChannelHandlerContext
  ) {
    let head = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
  }

  private func writeBody(_ bytes: [UInt8], context: ChannelHandlerContext) {
    let buffer = context.channel.allocator.buffer(bytes: bytes)
    context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
  }

  /// Sends `body` 64 KB at a time, each once the one before is written (a gigabyte costs
  /// the server no memory); stops when the client has gone.
  private func pump(_ body: RepeatingBody, from offset: Int, context: ChannelHandlerContext) {
    guard offset < body.count else {
      context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
      return
    }
    let chunk = body.chunk(at: offset, size: 64 << 10)
    let buffer = context.channel.allocator.buffer(bytes: chunk)
    context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(buffer)))).assumeIsolated()
      .whenSuccess { self.pump(body, from: offset + chunk.count, context: context) }
  }

  /// Sends `bytes` 64 at a time with `delay` between them.
  private func trickle(
    _ bytes: [UInt8], from offset: Int, every delay: Duration, context: ChannelHandlerContext
  ) {
    guard offset < bytes.count else {
      context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
      return
    }
    let end = min(bytes.count, offset + 64)
    writeBody(Array(bytes[offset..<end]), context: context)
    context.flush()
    context.eventLoop.assumeIsolated().scheduleTask(in: Self.amount(delay)) {
      guard context.channel.isActive else { return }
      self.trickle(bytes, from: end, every: delay, context: context)
    }
  }

  /// `duration` as NIO's time amount.
  private static func amount(_ duration: Duration) -> TimeAmount {
    let (seconds, attoseconds) = duration.components
    return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}
