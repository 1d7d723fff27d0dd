/// One request in the control log (`GET /__control/log`).
struct LogEntry: Encodable {
  let method: String
  let path: String
  let status: Int
  let bytes: Int
}
