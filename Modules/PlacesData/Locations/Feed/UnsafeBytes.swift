/// The document's bytes, handed to the tail thread, which the decoder outlives.
struct UnsafeBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}
