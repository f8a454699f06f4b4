/// File names derived from keys, the same on every run and platform (unlike `Hasher`, which is seeded per process).
enum StableName {
    /// `PREFIX-HHHHHHHHHHHHHHHH.json`: the 64-bit FNV-1a hash of `key` in hex.
    static func file(prefix: String, key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\(prefix)-\(String(repeating: "0", count: 16 - hex.count))\(hex).json"
    }
}
